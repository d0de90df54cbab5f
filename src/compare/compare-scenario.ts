// One scenario's rounds against the base's: each tolerance's change with its interval and a verdict.
import type {
  Comparison,
  Interleaved,
  MetricComparison,
  RegressionVerdict,
  RoundResult,
  ToleranceResult,
} from '../results/types.js';
import { hodgesLehmann, pairedShift, shiftPValue } from './hodges-lehmann.js';
import { median } from './median.js';
import { overallValue, roundSeries, roundValues } from './round-metrics.js';
import { FALSE_ALARM_RATE } from '../vocabulary/regression.js';
import { worstVerdict } from './run-level.js';

/** The confidence every interval is asked for; the one reported is the nearest achievable at or above it. */
const CONFIDENCE = 0.95;

/** What Comparison.method says, for people: of independent rounds, and of the same job's pairs of rounds. */
const METHOD =
  'Hodges–Lehmann shift over rounds (log scale for latencies and rps), exact Mann–Whitney U confidence interval';
const PAIRED_METHOD =
  'Hodges–Lehmann shift over the pairs of rounds run side by side (log scale for latencies and rps), exact Wilcoxon signed-rank confidence interval; regressed by the exact Mann–Whitney U test over all rounds';

/**
 * The fewest pairs whose paired interval is used: below, the signed-rank test's exact 95% interval is the range of
 * the pairs' differences or close to it (at 6 pairs, exactly), wider than the rank-sum one of the same rounds; from 8
 * it leaves out the most extreme Walsh averages. A rule of the rounds' count alone, never of their values.
 */
const PAIRED_FROM = 8;

/** A round is an outlier among its side's when it is this many scaled MADs from their median… */
const OUTLIER_MADS = 3;
/** …and at least this far: 25% on a log scale, or 1 percentage point, so that steady rounds flag no noise. */
const OUTLIER_FLOOR = { log: Math.log(1.25), points: 1 };

/** The rounds of a side: a scenario (or step) as measured or judged, and the same-job mode's warm-up. */
export interface RoundsOf {
  rounds?: RoundResult[];
  interleaved?: Interleaved;
}

/**
 * Returns the comparison of a scenario's head rounds with its base rounds, each tolerance's metric judged: `regressed`
 * when its one-sided p-value of "no worse than the tolerance" is at most `pLimit` (the run's false-alarm rate for one
 * comparison; compareRun then adjusts every p-value of the run together, see run-level.ts), `unchanged` when the whole
 * 95% interval of the change is at or below the tolerance, `inconclusive` otherwise, and whenever the rounds are too
 * few for a 95% interval; the scenario's verdict the worst. A metric a side has no value for (no response had a
 * latency) is left out. One function for every way a baseline is given, so that the same rounds always get the same
 * verdict.
 */
export function compareScenario(
  base: RoundsOf,
  head: RoundsOf,
  tolerances: readonly ToleranceResult[],
  pLimit = FALSE_ALARM_RATE,
): Comparison {
  const baseRounds = base.rounds ?? [];
  const headRounds = head.rounds ?? [];
  const metrics: MetricComparison[] = [];
  const confidences: number[] = [];
  // The same job's rounds are pairs: its base and head rounds run one right after the other (interleave-stage.ts).
  const paired = base.interleaved !== undefined && head.interleaved !== undefined;
  let pairedAll = paired;
  for (const tolerance of tolerances) {
    const compared = compareMetric(baseRounds, headRounds, tolerance, pLimit, paired);
    if (compared === undefined) continue;
    metrics.push(compared.metric);
    confidences.push(compared.confidence);
    pairedAll &&= compared.paired;
  }
  return {
    rounds: { base: baseRounds.length, head: headRounds.length },
    // The lowest of the metrics': they differ where a metric had no value in some round, and between paired and
    // independent intervals.
    confidence: confidences.length > 0 ? Math.min(...confidences) : CONFIDENCE,
    method: pairedAll && metrics.length > 0 ? PAIRED_METHOD : METHOD,
    metrics,
    verdict: worstVerdict(metrics),
    // Whatever the tolerances, so that the reports can chart how each side's rounds went.
    p95ByRound: { base: roundValues(baseRounds, 'p95').map(round3), head: roundValues(headRounds, 'p95').map(round3) },
    ...interleavedParts(base.interleaved, head.interleaved),
  };
}

/** Returns what the same-job mode adds to a comparison: each side's warm-up p95, and the side that went first. */
function interleavedParts(
  base: Interleaved | undefined,
  head: Interleaved | undefined,
): Pick<Comparison, 'warmUp' | 'first'> {
  if (!base || !head) return {};
  const p95 = (side: Interleaved) => roundValues([side.warmUp], 'p95').map(round3)[0];
  const [basePart, headPart] = [p95(base), p95(head)];
  return {
    warmUp: { ...(basePart !== undefined && { base: basePart }), ...(headPart !== undefined && { head: headPart }) },
    first: base.first ? 'base' : 'head',
  };
}

/**
 * Returns the verdict of a metric's p-value and interval: see compareScenario.
 * @internal Exported for the tests.
 */
export function metricVerdict(
  p: number,
  interval: readonly [number, number],
  limit: number,
  pLimit: number,
  enough: boolean,
): RegressionVerdict {
  if (!enough) return 'inconclusive';
  if (p <= pLimit) return 'regressed';
  return interval[1] <= limit ? 'unchanged' : 'inconclusive';
}

/**
 * Returns one tolerance's metric compared: the shift and its 95% interval (paired when the rounds are the same job's
 * pairs, PAIRED_FROM of them or more, else of independent rounds), the rank-sum p-value, the medians and the outlier rounds; undefined
 * when a side has no value of the metric. Why two tests: `regressed` must reach the run's false-alarm rate over many
 * comparisons, and the rank-sum test over all rounds gets there with the fewest (its smallest p-value at 6 against 6 is
 * 1/924, the signed-rank test's over 6 pairs 1/64); `unchanged` needs the narrowest honest interval, and the paired one
 * cancels what a pair of rounds shares (docs/regression-gate.md#the-statistics).
 */
function compareMetric(
  baseRounds: readonly RoundResult[],
  headRounds: readonly RoundResult[],
  tolerance: ToleranceResult,
  pLimit: number,
  paired: boolean,
): { metric: MetricComparison; confidence: number; paired: boolean } | undefined {
  const { key, limit, unit, line, worse } = tolerance;
  const base = overallValue(baseRounds, key);
  const head = overallValue(headRounds, key);
  const baseSeries = roundSeries(baseRounds, key);
  const headSeries = roundSeries(headRounds, key);
  if (base === undefined || head === undefined || baseSeries.length === 0 || headSeries.length === 0) return undefined;
  // Points for errorRate; for the others a ratio, estimated in log space so that +100% and −50% weigh alike.
  const points = unit === 'pp';
  const scale = (series: { value: number }[]) => series.map(({ value }) => (points ? value : logOf(value)));
  const [baseScaled, headScaled] = [scale(baseSeries), scale(headSeries)];
  const pairs = paired ? pairDifferences(baseSeries, headSeries, scale) : [];
  const pairedOne = pairs.length >= PAIRED_FROM ? pairedShift(pairs, CONFIDENCE) : undefined;
  const shift = pairedOne?.enough ? pairedOne : hodgesLehmann(baseScaled, headScaled, CONFIDENCE);
  const change = toChange(shift.estimate, points, worse);
  const [a, b] = [toChange(shift.interval[0], points, worse), toChange(shift.interval[1], points, worse)];
  const interval: [number, number] = [Math.min(a, b), Math.max(a, b)];
  const p = shiftPValue(baseScaled, headScaled, (difference) => toChange(difference, points, worse) > limit);
  const outliers = {
    base: outlierRounds(baseSeries, baseScaled, points),
    head: outlierRounds(headSeries, headScaled, points),
  };
  const metric: MetricComparison = {
    key,
    base: round3(base),
    head: round3(head),
    change: round3(change),
    interval: [round3(interval[0]), round3(interval[1])],
    tolerance: limit,
    unit,
    line,
    verdict: metricVerdict(p, interval, limit, pLimit, shift.enough),
    detectable: round3((interval[1] - interval[0]) / 2),
    medians: {
      base: round3(median(baseSeries.map(({ value }) => value))),
      head: round3(median(headSeries.map(({ value }) => value))),
    },
    p: roundP(p),
    ...(outliers.base.length + outliers.head.length > 0 && { outliers }),
  };
  return { metric, confidence: shift.confidence, paired: shift === pairedOne };
}

/** Returns head − base of each round both sides have a value in, pairing them by their number, scaled. */
function pairDifferences(
  base: readonly { round: number; value: number }[],
  head: readonly { round: number; value: number }[],
  scale: (series: { value: number }[]) => number[],
): number[] {
  const bases = new Map(base.map((entry) => [entry.round, entry]));
  const both = head.filter(({ round }) => bases.has(round));
  const [headScaled, baseScaled] = [scale(both), scale(both.map(({ round }) => bases.get(round)!))];
  return headScaled.map((value, index) => value - baseScaled[index]!);
}

/**
 * Returns the rounds of a side whose value (on the scale the shift is estimated on) is an outlier among the side's:
 * more than OUTLIER_MADS scaled median absolute deviations from their median, and at least OUTLIER_FLOOR away. They are
 * shown, not dropped: the Hodges–Lehmann shift and the rank test already give one wild round little weight.
 */
function outlierRounds(series: readonly { round: number }[], scaled: readonly number[], points: boolean): number[] {
  if (scaled.length < 3) return [];
  const middle = median(scaled);
  // 1.4826 × MAD estimates the standard deviation of normal data.
  const spread = 1.4826 * median(scaled.map((value) => Math.abs(value - middle)));
  const far = Math.max(OUTLIER_MADS * spread, points ? OUTLIER_FLOOR.points : OUTLIER_FLOOR.log);
  return series.filter((_, index) => Math.abs(scaled[index]! - middle) > far).map(({ round }) => round);
}

/** A p-value kept to 3 significant digits: enough to read, and to adjust again from the file. */
function roundP(p: number): number {
  return Number(p.toPrecision(3));
}

/** A value at or below 0 (a round without a request has 0 rps) is taken as a thousandth, so that its log is finite. */
function logOf(value: number): number {
  return Math.log(Math.max(value, 0.001));
}

/** Returns a shift as the change reported, worse positive: points as they are; a log ratio as percent of the base. */
function toChange(shift: number, points: boolean, worse: 'higher' | 'lower'): number {
  if (points) return worse === 'higher' ? shift : -shift;
  // rps: "how much lower", so that a 5% tolerance reads the same way as a latency's.
  return worse === 'higher' ? (Math.exp(shift) - 1) * 100 : (1 - Math.exp(shift)) * 100;
}

function round3(value: number): number {
  return Math.round(value * 1000) / 1000;
}
