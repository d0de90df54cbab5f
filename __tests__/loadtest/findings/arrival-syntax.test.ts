import { describe, expect, it } from '@jest/globals';
import { LoadTestError } from '../../../src/loadtest/load-test-error.js';
import { hasProblems, parseLoadTest } from '../../../src/loadtest/validate.js';
import { fitsSchema } from '../../../src/loadtest/findings/schema-findings.js';
import { loadTestProblems, yamlLines } from '../../helpers/load-test-problems.js';
import { parse } from 'yaml';

const head = ['version: 1', 'baseUrl: http://127.0.0.1:9'];
const located = (yaml: string) =>
  loadTestProblems(yaml).map(({ line, column, path, message }) => `${line}:${column} ${path}: ${message}`);

describe('the open model in loadtool.yaml: every accepted form parses into its schedule', () => {
  it.each([
    { written: '200/s', rate: 200 },
    { written: '200 rps', rate: 200 },
    { written: '200rps', rate: 200 },
    { written: '12000/m', rate: 200 },
    { written: '200', rate: 200 },
    { written: '"200"', rate: 200 },
    { written: '0.5/s', rate: 0.5 },
    { written: '30/m', rate: 0.5 },
    { written: '100000/s', rate: 100_000 },
  ])('arrivalRate: $written is one stage of the duration at $rate/s', ({ written, rate }) => {
    const yaml = yamlLines(
      ...head,
      'scenarios:',
      '  - name: Place order',
      '    endpoint: POST /orders',
      `    arrivalRate: ${written}`,
      '    duration: 30s',
    );
    const [scenario] = parseLoadTest(yaml, 'loadtool.yaml').scenarios;
    // The default maxUsers: enough for 1 s of the rate, at least 1, at most 10000 (one process).
    const maxUsers = Math.min(10_000, Math.max(1, Math.ceil(rate)));
    expect(scenario).toMatchObject({ concurrentUsers: maxUsers, durationSeconds: 30 });
    expect(scenario!.arrival).toEqual({
      startRate: rate,
      stages: [{ durationSeconds: 30, target: rate, line: 6 }],
      maxUsers,
    });
  });

  it('maxUsers sets the connections, which are the scenario’s concurrentUsers', () => {
    const yaml = yamlLines(
      ...head,
      'scenarios:',
      '  - { name: A, endpoint: GET /a, arrivalRate: 200/s, maxUsers: 400, duration: 1m }',
    );
    const [scenario] = parseLoadTest(yaml, 'loadtool.yaml').scenarios;
    expect(scenario).toMatchObject({ concurrentUsers: 400, durationSeconds: 60 });
    expect(scenario!.arrival).toEqual({
      startRate: 200,
      stages: [{ durationSeconds: 60, target: 200, line: 4 }],
      maxUsers: 400,
    });
  });

  it('stages ramp from 0/s, each with its line; the measured time is their sum; 0/s is a target', () => {
    const yaml = yamlLines(
      ...head,
      'scenarios:',
      '  - name: Place order',
      '    endpoint: POST /orders',
      '    stages:',
      '      - { duration: 30s, target: 200/s }',
      '      - duration: 1m',
      '        target: 12000/m',
      '      - { duration: 10s, target: 0/s }',
    );
    const [scenario] = parseLoadTest(yaml, 'loadtool.yaml').scenarios;
    expect(scenario).toMatchObject({ concurrentUsers: 200, durationSeconds: 100 });
    expect(scenario!.arrival).toEqual({
      startRate: 0,
      stages: [
        { durationSeconds: 30, target: 200, line: 7 },
        { durationSeconds: 60, target: 200, line: 8 },
        { durationSeconds: 10, target: 0, line: 10 },
      ],
      maxUsers: 200,
    });
    expect(scenario!.thinkTimeMs).toBeUndefined();
  });

  it('arrivalRate and maxUsers are defaults too; a scenario’s own load model replaces that of defaults', () => {
    const yaml = yamlLines(
      ...head,
      'defaults:',
      '  arrivalRate: 50/s',
      '  maxUsers: 20',
      '  duration: 10s',
      'scenarios:',
      '  - { name: From defaults, endpoint: GET /a }',
      '  - { name: Own rate, endpoint: GET /a, arrivalRate: 5/s }',
      '  - { name: Own stages, endpoint: GET /a, stages: [{ duration: 4s, target: 8/s }] }',
      '  - { name: Closed, endpoint: GET /a, concurrentUsers: 3 }',
    );
    const scenarios = parseLoadTest(yaml, 'loadtool.yaml').scenarios;
    expect(
      scenarios.map(({ name, concurrentUsers, durationSeconds, arrival }) => ({
        name,
        concurrentUsers,
        durationSeconds,
        arrival,
      })),
    ).toEqual([
      {
        name: 'From defaults',
        concurrentUsers: 20,
        durationSeconds: 10,
        arrival: { startRate: 50, stages: [{ durationSeconds: 10, target: 50, line: 4 }], maxUsers: 20 },
      },
      {
        name: 'Own rate',
        concurrentUsers: 20,
        durationSeconds: 10,
        arrival: { startRate: 5, stages: [{ durationSeconds: 10, target: 5, line: 9 }], maxUsers: 20 },
      },
      {
        name: 'Own stages',
        concurrentUsers: 20,
        durationSeconds: 4,
        arrival: { startRate: 0, stages: [{ durationSeconds: 4, target: 8, line: 10 }], maxUsers: 20 },
      },
      { name: 'Closed', concurrentUsers: 3, durationSeconds: 10, arrival: undefined },
    ]);
    expect(Object.hasOwn(scenarios[3]!, 'arrival')).toBe(false);
  });

  it('thinkTime and rampUp of defaults apply to the closed-model scenarios only', () => {
    const yaml = yamlLines(
      ...head,
      'defaults: { concurrentUsers: 2, duration: 10s, thinkTime: 100ms, rampUp: 2s }',
      'scenarios:',
      '  - { name: Closed, endpoint: GET /a }',
      '  - { name: Open, endpoint: GET /a, arrivalRate: 10/s }',
    );
    const [closed, open] = parseLoadTest(yaml, 'loadtool.yaml').scenarios;
    expect(closed).toMatchObject({ concurrentUsers: 2, thinkTimeMs: 100, rampUpSeconds: 2 });
    expect(open).toMatchObject({ concurrentUsers: 10, durationSeconds: 10 });
    expect(open!.thinkTimeMs).toBeUndefined();
    expect(open!.rampUpSeconds).toBeUndefined();
  });

  it('the JSON Schema that generation checks against takes the open model too', () => {
    const yaml = yamlLines(
      ...head,
      'scenarios:',
      '  - { name: A, endpoint: GET /a, arrivalRate: 200/s, maxUsers: 400, duration: 30s }',
      '  - { name: B, endpoint: GET /a, stages: [{ duration: 30s, target: 200 }] }',
    );
    const data = parse(yaml) as Record<string, unknown>;
    expect(fitsSchema(data)).toBe(true);
    expect(hasProblems(data)).toBe(false);
  });
});

describe('the open model in loadtool.yaml: every refused combination is said at once, with its place', () => {
  it('says each problem with line and column and what to do, and exits 2', () => {
    const yaml = yamlLines(
      ...head,
      'scenarios:',
      '  - name: A',
      '    endpoint: GET /a',
      '    concurrentUsers: 3',
      '    arrivalRate: 200/s',
      '    duration: 30s',
      '  - name: B',
      '    endpoint: GET /a',
      '    arrivalRate: 100/s',
      '    stages: [{ duration: 30s, target: 1/s }]',
      '    duration: 30s',
      '  - name: C',
      '    endpoint: GET /a',
      '    concurrentUsers: 3',
      '    maxUsers: 4',
      '    duration: 5s',
      '  - name: D',
      '    flow: [{ name: s, endpoint: GET /a }]',
      '    arrivalRate: fast',
      '    rampUp: 2s',
      '    thinkTime: 1s',
      '    duration: 5s',
      '  - name: E',
      '    endpoint: GET /a',
      '    stages: []',
      '  - name: F',
      '    endpoint: GET /a',
      '    stages: [{ duration: 30, targt: 1/s }, { duration: 10s, target: 0/s }]',
      '  - name: G',
      '    endpoint: GET /a',
      '    arrivalRate: 0/s',
      '    maxUsers: 0',
      '    duration: 5s',
      '  - name: H',
      '    endpoint: GET /a',
      '    arrivalRate: 200000/s',
      '    maxUsers: 20000',
      '    duration: 5s',
      '  - name: I',
      '    endpoint: GET /a',
      '    stages: [{ duration: 10s, target: 0/s }]',
      '  - name: J',
      '    script: load-tests/j.ts',
      '    stages: [{ duration: 10s, target: 5/s }]',
      '  - name: K',
      '    endpoint: GET /a',
      '    concurrentUsers: 2',
      '    stages: [{ duration: 10s, target: 5/s }]',
      '  - name: L',
      '    endpoint: GET /a',
      '    arrivalRate: 5/s',
    );
    const problems = located(yaml);
    const expected = [
      '7:5 scenarios[0].arrivalRate: cannot be set together with concurrentUsers: concurrentUsers is the closed model (each user waits for its answer), arrivalRate the open model',
      '12:5 scenarios[1].stages: cannot be set together with arrivalRate: keep arrivalRate for a constant rate, or stages for a rate that changes over time',
      "13:5 scenarios[1].duration: cannot be set beside stages: the scenario lasts the sum of its stages' durations",
      '17:5 scenarios[2].maxUsers: cannot be set together with concurrentUsers',
      '21:18 scenarios[3].arrivalRate: "fast" is not a rate: write requests per second such as 200/s (or 200 rps, a plain 200, or 12000/m per minute)',
      '22:5 scenarios[3].rampUp: means nothing in the open model (arrivalRate): requests start on schedule, not when a user is ready; remove rampUp, and ramp the rate with stages',
      '23:5 scenarios[3].thinkTime: means nothing in the open model (arrivalRate)',
      '27:13 scenarios[4].stages: is an empty list: write a list of stages, each with duration and target',
      '30:14 scenarios[5].stages[0].target: is required: each stage has a duration and the rate it reaches',
      '30:26 scenarios[5].stages[0].duration: 30 needs a unit, e.g. "30s"',
      '30:30 scenarios[5].stages[0].targt: unknown key: did you mean "target"?',
      '33:18 scenarios[6].arrivalRate: "0/s" sends no request: write a rate above 0, e.g. 200/s; for a pause, use stages with a target of 0/s',
      '34:15 scenarios[6].maxUsers: 0 is not a whole number of connections from 1 to 10000',
      '38:18 scenarios[7].arrivalRate: "200000/s" is more than 100000/s, the highest rate of one scenario (one process): write at most "100000/s", and split a larger load over several runners (shards)',
      '39:15 scenarios[7].maxUsers: 20000 is more than 10000',
      "43:5 scenarios[8].stages: every stage's target is 0/s, so the scenario sends nothing: give at least one stage a target above 0",
      '50:5 scenarios[10].stages: cannot be set together with concurrentUsers',
      '51:5 scenarios[11].duration: is required',
    ];
    expect(problems).toHaveLength(expected.length);
    expected.forEach((start, index) => {
      expect(problems[index]).toContain(start);
    });
    expect(() => parseLoadTest(yaml, 'loadtool.yaml')).toThrow(LoadTestError);
    try {
      parseLoadTest(yaml, 'loadtool.yaml');
    } catch (error) {
      expect((error as LoadTestError).exitCode).toBe(2);
    }
    expect(hasProblems(parse(yaml) as Record<string, unknown>)).toBe(true);
  });

  it('refuses the combinations in defaults, and a scenario that takes the open model from defaults where it cannot', () => {
    const yaml = yamlLines(
      ...head,
      'defaults: { arrivalRate: 3/s, concurrentUsers: 2, duration: 5s, rampUp: 1s }',
      'scenarios:',
      '  - name: A',
      '    flow: [{ name: s, endpoint: GET /a }]',
      '    thinkTime: 1s',
    );
    expect(located(yaml)).toEqual([
      expect.stringContaining(
        '3:13 defaults.arrivalRate: cannot be set together with concurrentUsers in defaults: keep one load model as the default',
      ),
      expect.stringContaining('3:65 defaults.rampUp: means nothing in the open model (arrivalRate)'),
      // Without a load model of its own, the scenario takes arrivalRate of defaults: its think time is said too.
      expect.stringContaining('7:5 scenarios[0].thinkTime: means nothing in the open model (arrivalRate of defaults)'),
    ]);
    const open = yamlLines(
      ...head,
      'defaults: { arrivalRate: 3/s, duration: 5s }',
      'scenarios:',
      '  - name: A',
      '    flow: [{ name: s, endpoint: GET /a }]',
      '    thinkTime: 1s',
    );
    // A flow takes the rate of defaults (one iteration per arrival); only its think time means nothing there.
    expect(located(open)).toEqual([
      expect.stringContaining('7:5 scenarios[0].thinkTime: means nothing in the open model (arrivalRate of defaults)'),
    ]);
  });

  it('refuses maxUsers without a rate, in a scenario and in defaults, and names arrivalRate where users are missing', () => {
    const yaml = yamlLines(
      ...head,
      'defaults: { maxUsers: 3, duration: 5s }',
      'scenarios:',
      '  - { name: A, endpoint: GET /a, maxUsers: 2 }',
    );
    expect(located(yaml)).toEqual([
      expect.stringContaining(
        '3:13 defaults.maxUsers: bounds the connections of a rate, and defaults has none: add arrivalRate to defaults',
      ),
      expect.stringContaining(
        '5:5 scenarios[0].concurrentUsers: is required; write a whole number of virtual users from 1 to 10000, e.g. 10, in the scenario or once under defaults for every scenario; or, for the open model, arrivalRate (e.g. arrivalRate: 200/s)',
      ),
      expect.stringContaining(
        '5:34 scenarios[0].maxUsers: bounds the connections of a rate, and this scenario has none: add arrivalRate (e.g. arrivalRate: 200/s) or stages, or remove maxUsers',
      ),
    ]);
  });

  it('rounds are checked against the sum of the stages, the measured time', () => {
    const yaml = yamlLines(
      ...head,
      'scenarios:',
      '  - name: A',
      '    endpoint: GET /a',
      '    rounds: 6',
      '    stages: [{ duration: 2s, target: 5/s }, { duration: 1s, target: 0/s }]',
      '  - name: B',
      '    endpoint: GET /a',
      '    rounds: 3',
      '    stages: [{ duration: 2s, target: 5/s }, { duration: 1s, target: 0/s }]',
    );
    expect(located(yaml)).toEqual([
      expect.stringContaining(
        '6:13 scenarios[0].rounds: 6 rounds of the duration of "A" (3s) last 0.5 s each, under the 1 s a round needs: write at most 3 rounds',
      ),
      // B's 3 rounds of 1 s fit its stages, and are too few to compare: a warning, listed with the error.
      expect.stringContaining(
        '10:13 scenarios[1].rounds: warning: 3 rounds of "B": a comparison with a baseline needs at least 4 rounds a side for a 95% interval (with fewer it is always inconclusive); write at least 4 rounds, and stages that last at least 4s in all',
      ),
    ]);
  });

  it('a stage is a mapping of duration and target; stages are not a default', () => {
    const yaml = yamlLines(
      ...head,
      'defaults: { duration: 5s, stages: [{ duration: 5s, target: 1/s }] }',
      'scenarios:',
      '  - { name: A, endpoint: GET /a, stages: [fast, { target: 1/s }] }',
    );
    expect(located(yaml)).toEqual([
      expect.stringContaining('3:27 defaults.stages: unknown key'),
      expect.stringContaining('5:43 scenarios[0].stages[0]: "fast" is not a stage'),
      expect.stringContaining('5:49 scenarios[0].stages[1].duration: is required'),
    ]);
  });
});
