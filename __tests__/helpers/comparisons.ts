import type {
  Comparison,
  MetricComparison,
  RegressionVerdict,
  RunRegression,
  ScenarioResult,
  ToleranceResult,
} from '../../src/results/types.js';
import { REGRESSION_DEFINITIONS, type RegressionKey } from '../../src/vocabulary/regression.js';

/**
 * Returns one metric's comparison built by hand (the statistics are not under test here): `change` and `interval` in
 * the key's unit, worse positive; the verdict as given; detectable the interval's half-width.
 */
export function metricComparison(
  key: RegressionKey,
  verdict: RegressionVerdict,
  change: number,
  interval: [number, number],
  overrides: Partial<MetricComparison> = {},
): MetricComparison {
  const { unit } = REGRESSION_DEFINITIONS[key];
  return {
    key,
    base: 100,
    head: 100 * (1 + change / 100),
    change,
    interval,
    tolerance: unit === 'pp' ? 1 : 10,
    unit,
    line: 14,
    verdict,
    detectable: (interval[1] - interval[0]) / 2,
    ...overrides,
  };
}

/** Returns a scenario's comparison of the metrics, its verdict the worst of theirs, over 6 rounds a side. */
export function comparisonOf(...metrics: MetricComparison[]): Comparison {
  const verdicts = metrics.map(({ verdict }) => verdict);
  const verdict = verdicts.includes('regressed')
    ? 'regressed'
    : verdicts.includes('inconclusive')
      ? 'inconclusive'
      : 'unchanged';
  return { rounds: { base: 6, head: 6 }, confidence: 0.95, method: 'by hand, for tests', metrics, verdict };
}

/** Returns the tolerance of a key as results.json keeps it: its definition, limit and line. */
export function toleranceResult(key: RegressionKey, limit: number, line = 14): ToleranceResult {
  return { key, ...REGRESSION_DEFINITIONS[key], limit, line };
}

/** Six rounds of a scenario's measured time, their counts adding up to its requests (the histograms are not read). */
export function roundsOf(
  result: Pick<ScenarioResult, 'requests' | 'histogram'>,
): NonNullable<ScenarioResult['rounds']> {
  const { total, ok, failed } = result.requests;
  return Array.from({ length: 6 }, (_, index) => {
    const share = (count: number) => Math.floor(count / 6) + (index === 5 ? count % 6 : 0);
    return {
      startMs: index * 5000,
      durationMs: 5000,
      requests: { total: share(total), ok: share(ok), failed: share(failed) },
      histogram: result.histogram,
    };
  });
}

/** Returns comparisons by scenario name as a run's comparison (compareRun's), with a run-level control by hand. */
export function runComparisonOf(scenarios: ReadonlyMap<string, Comparison>): {
  scenarios: ReadonlyMap<string, Comparison>;
  regression: RunRegression;
} {
  const comparisons = [...scenarios.values()].reduce((sum, { metrics }) => sum + metrics.length, 0);
  return { scenarios, regression: { comparisons, falseAlarmRate: 0.01, method: 'by hand, for tests' } };
}
