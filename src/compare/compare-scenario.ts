// One scenario's rounds against the base's: each tolerance's change with its interval and a verdict.
import type {
  Comparison,
  MetricComparison,
  RegressionVerdict,
  RoundResult,
  ToleranceResult,
} from '../results/types.js';
import { hodgesLehmann } from './hodges-lehmann.js';
import { overallValue, roundValues } from './round-metrics.js';

/** The confidence every interval is asked for; the one reported is the nearest achievable at or above it. */
const CONFIDENCE = 0.95;

/** What Comparison.method says, for people. */
const METHOD =
  'Hodges–Lehmann shift over rounds (log scale for latencies and rps), exact Mann–Whitney U confidence interval';

/** The rounds of a side: a scenario (or step) as measured or judged. */
export interface RoundsOf {
  rounds?: RoundResult[];
}

/**
 * Returns the comparison of a scenario's head rounds with its base rounds, each tolerance's metric judged: `regressed`
 * when the whole interval of the change is beyond the tolerance, `unchanged` when it is all at or below it,
 * `inconclusive` when it straddles it or when the rounds are too few for a 95% interval; the scenario's verdict the
 * worst. A metric a side has no value for (no response had a latency) is left out. One function for every way a
 * baseline is given, so that the same rounds always get the same verdict.
 */
export function compareScenario(base: RoundsOf, head: RoundsOf, tolerances: readonly ToleranceResult[]): Comparison {
  const baseRounds = base.rounds ?? [];
  const headRounds = head.rounds ?? [];
  const metrics: MetricComparison[] = [];
  const confidences: number[] = [];
  for (const tolerance of tolerances) {
    const compared = compareMetric(baseRounds, headRounds, tolerance);
    if (compared === undefined) continue;
    metrics.push(compared.metric);
    confidences.push(compared.confidence);
  }
  return {
    rounds: { base: baseRounds.length, head: headRounds.length },
    // The lowest of the metrics' (they differ only where a metric had no value in some round).
    confidence: confidences.length > 0 ? Math.min(...confidences) : CONFIDENCE,
    method: METHOD,
    metrics,
    verdict: worstVerdict(metrics.map(({ verdict }) => verdict)),
    // Whatever the tolerances, so that the reports can chart how each side's rounds went.
    p95ByRound: { base: roundValues(baseRounds, 'p95').map(round3), head: roundValues(headRounds, 'p95').map(round3) },
  };
}

/** Returns the worst of the verdicts (regressed > inconclusive > unchanged); unchanged when there are none. */
function worstVerdict(verdicts: readonly RegressionVerdict[]): RegressionVerdict {
  if (verdicts.includes('regressed')) return 'regressed';
  return verdicts.includes('inconclusive') ? 'inconclusive' : 'unchanged';
}

function compareMetric(
  baseRounds: readonly RoundResult[],
  headRounds: readonly RoundResult[],
  tolerance: ToleranceResult,
): { metric: MetricComparison; confidence: number } | undefined {
  const { key, limit, unit, line, worse } = tolerance;
  const base = overallValue(baseRounds, key);
  const head = overallValue(headRounds, key);
  const baseValues = roundValues(baseRounds, key);
  const headValues = roundValues(headRounds, key);
  if (base === undefined || head === undefined || baseValues.length === 0 || headValues.length === 0) return undefined;
  // Points for errorRate; for the others a ratio, estimated in log space so that +100% and −50% weigh alike.
  const points = unit === 'pp';
  const scale = (values: number[]) => (points ? values : values.map(logOf));
  const shift = hodgesLehmann(scale(baseValues), scale(headValues), CONFIDENCE);
  const change = toChange(shift.estimate, points, worse);
  const [a, b] = [toChange(shift.interval[0], points, worse), toChange(shift.interval[1], points, worse)];
  const interval: [number, number] = [Math.min(a, b), Math.max(a, b)];
  const verdict: RegressionVerdict = !shift.enough
    ? 'inconclusive'
    : interval[0] > limit
      ? 'regressed'
      : interval[1] <= limit
        ? 'unchanged'
        : 'inconclusive';
  const metric: MetricComparison = {
    key,
    base: round3(base),
    head: round3(head),
    change: round3(change),
    interval: [round3(interval[0]), round3(interval[1])],
    tolerance: limit,
    unit,
    line,
    verdict,
    detectable: round3((interval[1] - interval[0]) / 2),
  };
  return { metric, confidence: shift.confidence };
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
