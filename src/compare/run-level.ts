// The run's verdict over every comparison: Holm–Bonferroni on the comparisons' p-values (docs/regression-gate.md).
import type { Comparison, EnvironmentComparison, MetricComparison, RunRegression } from '../results/types.js';
import { FALSE_ALARM_RATE } from '../vocabulary/regression.js';

/** What RunRegression.method says, for people. */
const METHOD =
  'Holm–Bonferroni over the exact one-sided Mann–Whitney p-values of every compared metric of the run (steps are not judged)';

/**
 * Returns the comparisons with their verdicts controlled at the level of the run, and what the run's verdict covers.
 * Each metric's p-value is adjusted by Holm's step-down method over every metric of every compared scenario (sorted,
 * the i-th smallest of K times K − i + 1, never below the one before it): the chance that any metric of an unchanged
 * build is judged regressed is then at most FALSE_ALARM_RATE whatever their dependence, where testing each at that
 * rate would multiply it by up to K. Holm rather than Bonferroni: it rejects everything Bonferroni does and more, with
 * the same guarantee and no assumption; rather than a false-discovery rate: a gate's one verdict needs the chance of
 * any false alarm held, not their share. The adjustment only demotes: a metric stays `regressed` when its adjusted
 * p-value is at most the rate, else it is `inconclusive`; `unchanged` (the whole interval within the tolerance) does
 * not claim a regression and stands. When the two runs' machines differed (`environment.differs`, a comparison across
 * time), every `regressed` and `unchanged` is `inconclusive`: the runs cannot tell a change of the API from one of the
 * machine. Steps are reported, never judged, and left as they are.
 */
export function controlRun(
  comparisons: ReadonlyMap<string, Comparison>,
  environment?: EnvironmentComparison,
): { comparisons: Map<string, Comparison>; regression: RunRegression } {
  const metrics = [...comparisons.values()].flatMap((comparison) => comparison.metrics);
  const adjusted = holmAdjusted(metrics.map(({ p }) => p ?? 1));
  const byMetric = new Map(metrics.map((metric, index) => [metric, adjusted[index]!]));
  const controlled = new Map<string, Comparison>();
  for (const [name, comparison] of comparisons) {
    const judged = comparison.metrics.map((metric) =>
      controlledMetric(metric, byMetric.get(metric)!, environment?.differs === true),
    );
    controlled.set(name, { ...comparison, metrics: judged, verdict: worstVerdict(judged) });
  }
  const regression: RunRegression = {
    comparisons: metrics.length,
    falseAlarmRate: FALSE_ALARM_RATE,
    method: METHOD,
    ...(environment && { environment }),
  };
  return { comparisons: controlled, regression };
}

function controlledMetric(metric: MetricComparison, adjustedP: number, machinesDiffer: boolean): MetricComparison {
  let verdict = metric.verdict === 'regressed' && adjustedP > FALSE_ALARM_RATE ? 'inconclusive' : metric.verdict;
  if (machinesDiffer) verdict = 'inconclusive';
  return { ...metric, adjustedP: Number(adjustedP.toPrecision(3)), verdict };
}

/** Returns the worst of the metrics' verdicts (regressed > inconclusive > unchanged); unchanged when there are none. */
export function worstVerdict(metrics: readonly Pick<MetricComparison, 'verdict'>[]): Comparison['verdict'] {
  const verdicts = metrics.map(({ verdict }) => verdict);
  if (verdicts.includes('regressed')) return 'regressed';
  return verdicts.includes('inconclusive') ? 'inconclusive' : 'unchanged';
}

/**
 * Returns Holm's adjusted p-values, in the order given: sorted ascending, the i-th (from 0) of K is
 * min(1, (K − i) × p), and each at least the one before it, so that the adjusted values keep the p-values' order.
 * @internal Exported for the tests.
 */
export function holmAdjusted(pValues: readonly number[]): number[] {
  const count = pValues.length;
  const order = pValues.map((p, index) => ({ p, index })).sort((a, b) => a.p - b.p);
  const adjusted = new Array<number>(count);
  let highest = 0;
  order.forEach(({ p, index }, rank) => {
    highest = Math.max(highest, Math.min(1, (count - rank) * p));
    adjusted[index] = highest;
  });
  return adjusted;
}
