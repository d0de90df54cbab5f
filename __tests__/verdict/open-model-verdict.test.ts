import { describe, expect, it } from '@jest/globals';
import { judgeScenario } from '../../src/verdict/outcome.js';
import { scenarioResult } from '../helpers/results.js';

const rates = [
  { key: 'okRate', bound: 'min', limit: 99, unit: '%', line: 5 },
  { key: 'errorRate', bound: 'max', limit: 1, unit: '%', line: 6 },
] as const;

describe('the rates of an open-model scenario', () => {
  it('are over every request due: okRate ok / (total + dropped), errorRate (failed + dropped) / (total + dropped)', () => {
    const judged = judgeScenario(
      scenarioResult({
        requests: { total: 900, ok: 890, failed: 10, dropped: 100, byCategory: { http5xx: 10 }, byStatus: {} },
      }),
      rates,
    );
    const [okRate, errorRate] = judged.thresholds;
    expect(okRate).toMatchObject({ key: 'okRate', actual: 89, passed: false });
    expect(errorRate).toMatchObject({ key: 'errorRate', actual: 11, passed: false });
    expect(judged.outcome).toBe('failed');
  });

  it('are the closed model’s when nothing was dropped', () => {
    const judged = judgeScenario(
      scenarioResult({ requests: { total: 1000, ok: 1000, failed: 0, dropped: 0, byCategory: {}, byStatus: {} } }),
      rates,
    );
    expect(judged.thresholds.map((threshold) => threshold.actual)).toEqual([100, 0]);
    expect(judged.outcome).toBe('passed');
  });
});
