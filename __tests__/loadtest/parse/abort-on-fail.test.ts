import { describe, expect, it } from '@jest/globals';
import { parseLoadTest } from '../../../src/loadtest/validate.js';
import { loadTestProblems, yamlLines } from '../../helpers/load-test-problems.js';

const head = ['version: 1', 'baseUrl: http://127.0.0.1:3000', 'scenarios:'];

describe('abortOnFail on a threshold', () => {
  it('reads a threshold written as a mapping with its limit, abortOnFail and delay, beside plain ones', () => {
    const loadTest = parseLoadTest(
      yamlLines(
        ...head,
        '  - name: List',
        '    endpoint: GET /items',
        '    concurrentUsers: 2',
        '    duration: 30s',
        '    thresholds:',
        '      errorRate: { limit: 1%, abortOnFail: true, delay: 10s }',
        '      p95: { limit: 300ms, abortOnFail: true }',
        '      p99: { limit: 1s }',
        '      okRate: 99%',
      ),
      'loadtool.yaml',
    );
    expect(loadTest.scenarios[0]!.thresholds).toEqual([
      expect.objectContaining({ key: 'errorRate', limit: 1, text: '1%', line: 9, abortOnFail: { delayMs: 10_000 } }),
      expect.objectContaining({ key: 'p95', limit: 300, text: '300ms', abortOnFail: { delayMs: 0 } }),
      expect.objectContaining({ key: 'p99', limit: 1000, text: '1s' }),
      expect.objectContaining({ key: 'okRate', limit: 99 }),
    ]);
    expect(loadTest.scenarios[0]!.thresholds[2]).not.toHaveProperty('abortOnFail');
  });

  it("refuses abortOnFail on a flow step's threshold, a limit out of bounds and a mapping without a limit", () => {
    const problems = loadTestProblems(
      yamlLines(
        ...head,
        '  - name: Flow',
        '    concurrentUsers: 1',
        '    duration: 30s',
        '    thresholds: { p95: { limit: 90000s, abortOnFail: true } }',
        '    flow:',
        '      - name: List',
        '        endpoint: GET /items',
        '        thresholds: { errorRate: { limit: 1%, abortOnFail: true } }',
        '  - name: No limit',
        '    endpoint: GET /items',
        '    concurrentUsers: 1',
        '    duration: 30s',
        '    thresholds: { errorRate: { abortOnFail: true } }',
      ),
    );
    const said = problems.map(({ line, path, message }) => `${line} ${path}: ${message}`);
    expect(said).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^7 scenarios\[0\]\.thresholds\.p95\.limit: "90000s" is longer than 24h/),
        "11 scenarios[0].flow[0].thresholds.errorRate.abortOnFail: abortOnFail stops a whole scenario: set it on the flow's own thresholds (the scenario's), not a step's",
        '16 scenarios[1].thresholds.errorRate.limit: is required; write a percentage from 0% to 100%, fractions allowed, e.g. "1%"',
      ]),
    );
    expect(said).toHaveLength(3);
  });
});
