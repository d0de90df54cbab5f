// The words of a comparison with a baseline, shared by the triage (a regression) and every report (base → head).
import type { Comparison, MetricComparison, ScenarioResult, Triage } from '../results/types.js';
import { formatNumber } from '../results/wording.js';
import { MAX_ROUNDS } from '../vocabulary/regression.js';
import { users } from './figures.js';

/** Returns the metric's change as the reader thinks of it: rps shown falling (−12%), every other metric rising. */
function shown(metric: MetricComparison, value: number): number {
  return metric.key === 'rps' ? -value : value;
}

/** Returns a signed change in its unit: `+23%`, `−12%`, `+0.5pp`. */
function formatChange(value: number, unit: '%' | 'pp'): string {
  const sign = value > 0 ? '+' : value < 0 ? '−' : '±';
  return `${sign}${formatNumber(Math.abs(value))}${unit}`;
}

/** Returns the change and its interval: `+23% (95% CI +17% … +30%)`. */
export function describeChange(metric: MetricComparison, confidence: number): string {
  const [low, high] = [shown(metric, metric.interval[0]), shown(metric, metric.interval[1])].sort((a, b) => a - b);
  const ci = `${formatNumber(confidence * 100)}% CI ${formatChange(low!, metric.unit)} … ${formatChange(high!, metric.unit)}`;
  return `${formatChange(shown(metric, metric.change), metric.unit)} (${ci})`;
}

/** Returns the tolerance as judged: `10%` (rps: `−5%`, how far it may fall), `1pp`. */
export function formatTolerance(metric: Pick<MetricComparison, 'key' | 'tolerance' | 'unit'>): string {
  return metric.key === 'rps'
    ? `−${formatNumber(metric.tolerance)}${metric.unit}`
    : `${formatNumber(metric.tolerance)}${metric.unit}`;
}

/** Returns one regressed metric as evidence: `p95 +23% (95% CI +17% … +30%) > 10%` (rps: `… < −5%`). */
export function describeRegression(metric: MetricComparison, confidence: number): string {
  return `${metric.key} ${describeChange(metric, confidence)} ${metric.key === 'rps' ? '<' : '>'} ${formatTolerance(metric)}`;
}

/** Returns the evidence of a comparison's regressed metrics, joined: `p95 +23% (…) > 10%, errorRate …`. */
export function regressionEvidence(comparison: Comparison): string {
  return comparison.metrics
    .filter(({ verdict }) => verdict === 'regressed')
    .map((metric) => describeRegression(metric, comparison.confidence))
    .join(', ');
}

/**
 * Returns the triage of a scenario whose thresholds passed but whose comparison with the baseline regressed: the
 * regressed metrics with their intervals, and the next step: find what this change costs, or accept it on the
 * tolerance's line.
 */
export function fromRegression(result: ScenarioResult, comparison: Comparison): Triage {
  const lines = [
    ...new Set(comparison.metrics.filter(({ verdict }) => verdict === 'regressed').map(({ line }) => line)),
  ];
  return {
    category: 'regression',
    evidence: `against the baseline: ${regressionEvidence(comparison)}`,
    nextStep: `look for what this change adds to ${result.endpoint} (a new query, a lost cache, a larger payload) by profiling it and the base at ${users(result)}; if the cost is intended, raise the tolerance on line ${lines.join(', ')} of the load test`,
  };
}

/**
 * Returns what would make an inconclusive comparison conclusive, or undefined when it is not inconclusive: the
 * smallest change each undecided metric could detect, and about how many rounds would settle it (the interval
 * narrows with the square root of the rounds), or longer rounds when even MAX_ROUNDS would not.
 */
export function conclusiveHint(comparison: Comparison): string | undefined {
  const undecided = comparison.metrics.filter(({ verdict }) => verdict === 'inconclusive');
  if (undecided.length === 0) return undefined;
  const rounds = Math.min(comparison.rounds.base, comparison.rounds.head);
  const needed = Math.max(
    ...undecided.map(({ change, tolerance, detectable }) => {
      const margin = Math.abs(tolerance - change);
      return margin > 0 ? Math.ceil(rounds * (detectable / margin) ** 2) : Number.POSITIVE_INFINITY;
    }),
  );
  const detectable = undecided
    .map(
      (metric) =>
        `${metric.key} could tell only changes beyond ±${formatNumber(metric.detectable)}${metric.unit} from ${formatTolerance(metric)}`,
    )
    .join('; ');
  const more =
    needed > rounds && needed <= MAX_ROUNDS
      ? `about ${needed} rounds (rounds: ${needed}, with a duration long enough for each round to stay as long)`
      : `longer rounds (a longer duration) or more of them: ${rounds} rounds are not enough and ${MAX_ROUNDS} may not be`;
  return `${detectable}; to make it conclusive, run ${more} on both sides`;
}
