// The words of a comparison with a baseline, shared by the triage (a regression) and every report (base → head).
import type { Comparison, MetricComparison, RunRegression, ScenarioResult, Triage } from '../results/types.js';
import { formatNumber } from '../results/wording.js';
import { FALSE_ALARM_RATE, fewestRoundsToRegress, MAX_ROUNDS } from '../vocabulary/regression.js';
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

/**
 * Returns the change (the shift over rounds) and its interval: `+23% (95% CI +17% … +30%)`; without the confidence
 * (`+23% (+17% … +30%)`) when `labelled` is false, for a table whose column names it.
 */
export function describeChange(metric: MetricComparison, confidence: number, labelled = true): string {
  const [low, high] = [shown(metric, metric.interval[0]), shown(metric, metric.interval[1])].sort((a, b) => a - b);
  const label = labelled ? `${formatNumber(confidence * 100)}% CI ` : '';
  const ci = `${label}${formatChange(low!, metric.unit)} … ${formatChange(high!, metric.unit)}`;
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
 * Returns a p-value as people read it: two significant digits as a decimal (`0.00002`, `0.0012`, `0.04`), `1` for 1,
 * and `< 0.000001` below a millionth, where a decimal would need an exponent.
 * @internal Exported for the tests.
 */
export function formatP(p: number): string {
  if (p < 0.000001) return '< 0.000001';
  return String(Number(p.toPrecision(2)));
}

/**
 * Returns true when a metric is inconclusive only for the run's many comparisons: its whole interval is beyond the
 * tolerance (it would have regressed compared alone) but its Holm-adjusted p-value is above the run's false-alarm
 * rate, and the machines did not differ (which makes every verdict inconclusive on its own account).
 */
function beyondButNotAmongMany(metric: MetricComparison, run: RunRegression | undefined): boolean {
  return (
    metric.verdict === 'inconclusive' &&
    metric.adjustedP !== undefined &&
    metric.adjustedP > (run?.falseAlarmRate ?? FALSE_ALARM_RATE) &&
    metric.interval[0] > metric.tolerance &&
    run?.environment?.differs !== true
  );
}

/**
 * Returns how sure a judged metric's verdict is at the level of the run, for the words after its verdict, or undefined
 * when there is nothing to say (a step, an older file without p-values, an unchanged metric): for a regressed one, its
 * p-value and the p-value adjusted for the run's comparisons, at most the false-alarm rate (`p 0.00002; 0.0012
 * adjusted for 60 comparisons, ≤ 0.01`); for one that would have regressed alone (beyondButNotAmongMany), the same
 * with `> 0.01`. `short`: the adjusted p-value only (`adjusted p 0.0012 ≤ 0.01`), for the pull-request comment.
 */
export function howSure(metric: MetricComparison, run: RunRegression | undefined, short = false): string | undefined {
  const { p, adjustedP } = metric;
  if (p === undefined || adjustedP === undefined) return undefined;
  if (metric.verdict !== 'regressed' && !beyondButNotAmongMany(metric, run)) return undefined;
  const rate = run?.falseAlarmRate ?? FALSE_ALARM_RATE;
  const bound = `${adjustedP <= rate ? '≤' : '>'} ${formatP(rate)}`;
  if (short) return `adjusted p ${formatP(adjustedP)} ${bound}`;
  const over = run ? ` for ${run.comparisons} ${run.comparisons === 1 ? 'comparison' : 'comparisons'}` : ' for the run';
  return `p ${formatP(p)}; ${formatP(adjustedP)} adjusted${over}, ${bound}`;
}

/**
 * Returns what would make an inconclusive comparison conclusive, or undefined when it is not inconclusive. When the two
 * runs' machines differed (`run.environment.differs`), only a comparison in the same job can: it says so. A metric
 * whose whole interval is beyond the tolerance but that did not regress among the run's `run.comparisons` comparisons
 * (beyondButNotAmongMany) needs more rounds (`--max-rounds`, `rounds:`), and says how many when its rounds are too few. For the
 * other undecided metrics, the smallest change each could detect, and about how many rounds would settle it (the
 * interval narrows with the square root of the rounds), or longer rounds when even MAX_ROUNDS would not.
 */
export function conclusiveHint(comparison: Comparison, run?: RunRegression): string | undefined {
  const undecided = comparison.metrics.filter(({ verdict }) => verdict === 'inconclusive');
  if (undecided.length === 0) return undefined;
  if (run?.environment?.differs)
    return "the two runs' machines differed (see the baseline's warning), so no verdict against this baseline can be more than inconclusive; to make it conclusive, compare in the same job (baseline-url)";
  const beyond = undecided.filter((metric) => beyondButNotAmongMany(metric, run));
  const straddling = undecided.filter((metric) => !beyond.includes(metric));
  return [
    ...beyond.map((metric) => multiplicityHint(metric, comparison, run)),
    ...(straddling.length > 0 ? [roundsHint(comparison, straddling)] : []),
  ].join('; ');
}

/**
 * Returns why a metric beyond its tolerance is not regressed: `p95's whole 95% interval (+12% … +30%) is beyond the
 * 10% tolerance, but not surely enough for the run's 60 comparisons held together to a 1% false-alarm rate (adjusted
 * p 0.04 > 0.01); 6 rounds a side can never reach it: at least 8 a side would (…)`, or `more rounds would tell (…)`
 * when the rounds could (fewestRoundsToRegress).
 */
function multiplicityHint(metric: MetricComparison, comparison: Comparison, run: RunRegression | undefined): string {
  const [low, high] = [shown(metric, metric.interval[0]), shown(metric, metric.interval[1])].sort((a, b) => a - b);
  const interval = `${formatChange(low!, metric.unit)} … ${formatChange(high!, metric.unit)}`;
  const rate = run?.falseAlarmRate ?? FALSE_ALARM_RATE;
  const count = run?.comparisons ?? 1;
  const among = `the run's ${count} ${count === 1 ? 'comparison' : 'comparisons held together'} to a ${formatNumber(rate * 100)}% false-alarm rate`;
  const rounds = Math.min(comparison.rounds.base, comparison.rounds.head);
  const needed = fewestRoundsToRegress(count);
  const how = '(--max-rounds with a same-job baseline, or rounds: in the load test, on both sides)';
  const more =
    rounds < needed
      ? `${rounds} rounds a side can never reach it: at least ${needed} a side would ${how}`
      : `more rounds would tell ${how}`;
  return `${metric.key}'s whole ${formatNumber(comparison.confidence * 100)}% interval (${interval}) is beyond the ${formatTolerance(metric)} tolerance, but not surely enough for ${among} (adjusted p ${formatP(metric.adjustedP!)} > ${formatP(rate)}); ${more}`;
}

/** Returns the smallest change each straddling metric could detect, and the rounds that would settle them. */
function roundsHint(comparison: Comparison, undecided: readonly MetricComparison[]): string {
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
