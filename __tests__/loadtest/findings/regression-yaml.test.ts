import { describe, expect, it } from '@jest/globals';
import schemaJson from '../../../schemas/loadtool.schema.json' with { type: 'json' };
import { parseLoadTest } from '../../../src/loadtest/validate.js';
import {
  DEFAULT_ROUNDS,
  MAX_ROUNDS,
  REGRESSION_DEFINITIONS,
  REGRESSION_KEYS,
  parseTolerance,
} from '../../../src/vocabulary/regression.js';
import { loadTestProblems, yamlLines } from '../../helpers/load-test-problems.js';

type Node = { properties?: Record<string, Node>; $ref?: string; pattern?: string; minimum?: number; maximum?: number };
const schema = schemaJson as unknown as Node & { $defs: Record<string, Node> };
const def = (name: string) => schema.$defs[name]!;

const head = ['version: 1', 'baseUrl: http://127.0.0.1:9'];

describe('regression and rounds in loadtool.yaml', () => {
  it('merges the tolerances of defaults into each scenario by key, the scenario winning, each with its position', () => {
    const yaml = yamlLines(
      ...head,
      'defaults:',
      '  concurrentUsers: 1',
      '  duration: 12s',
      '  rounds: 4',
      '  regression: { p95: 10%, errorRate: 1pp }',
      'scenarios:',
      '  - name: List pets',
      '    endpoint: GET /pets',
      '    regression: { p99: 20%, rps: 5%, p95: 15% }',
      '    rounds: 6',
      '  - name: Get pet',
      '    endpoint: GET /pets/1',
      '  - name: Scripted',
      '    script: load-tests/none.mjs',
    );
    // The script module does not exist, but parseLoadTest does not load modules (checkLoadTestFile does).
    const { scenarios } = parseLoadTest(yaml, 'loadtool.yaml');
    expect(scenarios[0]!.regression).toEqual([
      { key: 'p95', worse: 'higher', unit: '%', limit: 15, text: '15%', line: 11, column: 38 },
      { key: 'errorRate', worse: 'higher', unit: 'pp', limit: 1, text: '1pp', line: 7, column: 27 },
      { key: 'p99', worse: 'higher', unit: '%', limit: 20, text: '20%', line: 11, column: 19 },
      { key: 'rps', worse: 'lower', unit: '%', limit: 5, text: '5%', line: 11, column: 29 },
    ]);
    expect(scenarios[0]!.rounds).toBe(6);
    expect(scenarios[1]!.regression?.map(({ key, limit, line }) => [key, limit, line])).toEqual([
      ['p95', 10, 7],
      ['errorRate', 1, 7],
    ]);
    expect(scenarios[1]!.rounds).toBe(4);
    expect(scenarios[2]!.regression).toHaveLength(2);
  });

  it('leaves regression and rounds out of a scenario when neither it nor defaults sets them', () => {
    const yaml = yamlLines(
      ...head,
      'scenarios:',
      '  - name: A',
      '    endpoint: GET /a',
      '    concurrentUsers: 1',
      '    duration: 2s',
    );
    const [scenario] = parseLoadTest(yaml, 'loadtool.yaml').scenarios;
    expect(scenario).not.toHaveProperty('regression');
    expect(scenario).not.toHaveProperty('rounds');
  });

  it('takes regression and rounds on a flow scenario and on a script scenario', () => {
    const yaml = yamlLines(
      ...head,
      'scenarios:',
      '  - name: Flow',
      '    concurrentUsers: 1',
      '    duration: 10s',
      '    rounds: 5',
      '    regression: { p95: 12.5% }',
      '    flow:',
      '      - name: One',
      '        endpoint: GET /a',
    );
    const [scenario] = parseLoadTest(yaml, 'loadtool.yaml').scenarios;
    expect(scenario!.rounds).toBe(5);
    expect(scenario!.regression).toEqual([
      expect.objectContaining({ key: 'p95', limit: 12.5, text: '12.5%', line: 8, column: 19 }),
    ]);
  });

  it('names every problem at once, each with its line and column and what to write', () => {
    const yaml = yamlLines(
      ...head,
      'defaults:',
      '  concurrentUsers: 1',
      '  duration: 3s',
      '  regression:',
      '    p96: 10%',
      '    okRate: 1pp',
      '    p95: 1pp',
      '    errorRate: 1%',
      '    p99: 2000%',
      '    rps: 150%',
      '    mean: 10',
      '  rounds: 0',
      'scenarios:',
      '  - name: Flow',
      '    rounds: 2.5',
      '    flow:',
      '      - name: One',
      '        endpoint: GET /a',
      '        regression: { p95: 10% }',
      '  - name: Short',
      '    endpoint: GET /b',
      '    rounds: 5',
      '  - name: Many',
      '    endpoint: GET /c',
      '    rounds: 101',
      '    regression: [p95]',
      '  - name: Short duration',
      '    endpoint: GET /d',
      '    duration: 2s',
      '    rounds: 4',
    );
    const problems = loadTestProblems(yaml).map(({ line, column, message, path }) => ({ line, column, path, message }));
    const at = (line: number) => problems.filter((problem) => problem.line === line);
    expect(at(7)).toEqual([
      expect.objectContaining({
        column: 5,
        path: 'defaults.regression.p96',
        message: expect.stringContaining('"p95"'),
      }),
    ]);
    expect(at(8)[0]!.message).toMatch(/use errorRate/);
    expect(at(8)[0]!.column).toBe(5);
    expect(at(9)[0]).toMatchObject({ column: 10, message: expect.stringContaining('a percentage such as 10%') });
    expect(at(10)[0]).toMatchObject({ column: 16, message: expect.stringContaining('percentage points such as 1pp') });
    expect(at(11)[0]!.message).toMatch(/1000%/);
    expect(at(12)[0]!.message).toMatch(/100%/);
    expect(at(13)[0]!.message).toMatch(/"10%"/);
    expect(at(14)[0]).toMatchObject({ column: 11, message: expect.stringContaining(`1 to ${MAX_ROUNDS}`) });
    expect(at(17)[0]).toMatchObject({ column: 13, message: expect.stringContaining('whole number') });
    expect(at(21)[0]).toMatchObject({ column: 9, message: expect.stringMatching(/flow step.*scenario/) });
    // 3s in 5 rounds: rounds of 0.6 s.
    expect(at(24)[0]).toMatchObject({ column: 13, message: expect.stringMatching(/at most 3 rounds.*at least 5s/) });
    expect(at(27)[0]!.message).toContain(`1 to ${MAX_ROUNDS}`);
    expect(at(28)[0]!.message).toMatch(/mapping/);
    expect(at(32)[0]!.message).toMatch(/at most 2 rounds.*at least 4s/);
    // One sentence per value: nothing said twice about the same thing.
    const paths = problems.map(({ path }) => path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('says where rounds of defaults do not fit a duration: at the own duration of a scenario, or once at defaults', () => {
    const yaml = yamlLines(
      ...head,
      'defaults:',
      '  concurrentUsers: 1',
      '  duration: 2s',
      '  rounds: 3',
      'scenarios:',
      '  - name: A',
      '    endpoint: GET /a',
      '  - name: B',
      '    endpoint: GET /b',
      '  - name: C',
      '    endpoint: GET /c',
      '    duration: 1s',
      '  - name: D',
      '    endpoint: GET /d',
      '    duration: 3s',
    );
    const problems = loadTestProblems(yaml);
    expect(problems.map(({ line, column, path }) => [line, column, path])).toEqual([
      [6, 11, 'defaults.rounds'],
      // The same 3 rounds are too few to compare: a warning, listed with the errors.
      [6, 11, 'defaults.rounds'],
      [14, 15, 'scenarios[2].duration'],
    ]);
    expect(problems[0]!.message).toMatch(/at most 2 rounds, or a duration of at least 3s/);
    expect(problems[1]!.message).toMatch(/^warning: 3 rounds: .*at least 4 rounds a side/);
    expect(problems[2]!.message).toMatch(/"C".*at most 1 round, or a duration of at least 3s/);
  });

  it('takes a round of exactly 1 s, and the largest tolerances', () => {
    const yaml = yamlLines(
      ...head,
      'scenarios:',
      '  - name: A',
      '    endpoint: GET /a',
      '    concurrentUsers: 1',
      `    duration: ${MAX_ROUNDS}s`,
      `    rounds: ${MAX_ROUNDS}`,
      '    regression: { p999: 1000%, rps: 100%, errorRate: 100pp, max: 0% }',
    );
    const [scenario] = parseLoadTest(yaml, 'loadtool.yaml').scenarios;
    expect(scenario!.regression!.map(({ limit }) => limit)).toEqual([1000, 100, 100, 0]);
  });
});

describe('the schema and the vocabulary keep the same keys', () => {
  it('lists every regression key, each with the pattern of its unit', () => {
    const regression = def('regression');
    expect(Object.keys(regression.properties!).sort()).toEqual([...REGRESSION_KEYS].sort());
    for (const key of REGRESSION_KEYS) {
      const node = regression.properties![key]!;
      const pattern = new RegExp(node.pattern ?? def(node.$ref!.replace('#/$defs/', '')).pattern!, 'u');
      const example = REGRESSION_DEFINITIONS[key].unit === 'pp' ? '1pp' : '10%';
      const other = REGRESSION_DEFINITIONS[key].unit === 'pp' ? '1%' : '1pp';
      expect([key, pattern.test(example), pattern.test(other)]).toEqual([key, true, false]);
      expect(parseTolerance(key, example)).toBeDefined();
    }
  });

  it('bounds rounds as MAX_ROUNDS does, with DEFAULT_ROUNDS its default', () => {
    const rounds = def('rounds') as Node & { default?: number };
    expect([rounds.minimum, rounds.maximum, rounds.default]).toEqual([1, MAX_ROUNDS, DEFAULT_ROUNDS]);
    for (const holder of [schema.properties!.defaults!, def('scenario')]) {
      expect(holder.properties!.regression!.$ref).toBe('#/$defs/regression');
      expect(holder.properties!.rounds!.$ref).toBe('#/$defs/rounds');
    }
    expect(def('step').properties).not.toHaveProperty('regression');
  });
});
