// The parts of results.json a comparison with a baseline reads and writes.
import type { RegressionDefinition, RegressionKey } from '../vocabulary/regression.js';

// Each scenario's rounds and tolerances, and the comparison itself (docs/regression-gate.md). Re-exported by types.ts,
// the results contract.

/** The baseline a run was compared with. */
export interface BaselineInfo {
  /** `file`: a results.json of an earlier run; `same-job`: the base build, run in alternating rounds beside the head. */
  kind: 'file' | 'same-job';
  /** For `file`: the file as given (a path or `artifact`); for `same-job`: the base's URL, as redacted as baseUrl. */
  source: string;
  /** When the baseline's run started (its results' startedAt). */
  startedAt: string;
}

/** A regression tolerance as results.json keeps it: `{ key: 'p95', worse: 'higher', unit: '%', limit: 10, line: 12 }`. */
export interface ToleranceResult extends RegressionDefinition {
  key: RegressionKey;
  limit: number;
  /** The tolerance's line in loadtool.yaml. */
  line: number;
}

/** One round of a scenario: a slice of its measured time with its own figures. */
export interface RoundResult {
  /** From the start of the measured time, in ms. */
  startMs: number;
  durationMs: number;
  /** Requests that ended in the round: total = ok + failed. */
  requests: { total: number; ok: number; failed: number };
  /** The round's latencies in microseconds, HdrHistogram's compressed base64, as `histogram`. */
  histogram: string;
}

/** A regression check's verdict: the whole interval beyond the tolerance, within it, or straddling it. */
export type RegressionVerdict = 'regressed' | 'unchanged' | 'inconclusive';

/** A scenario compared with its baseline: each tolerance's metric, and the worst of their verdicts. */
export interface Comparison {
  /** The rounds of each side the statistics used. */
  rounds: { base: number; head: number };
  /** The confidence of every interval, 0 to 1 (0.95). */
  confidence: number;
  /** How the change and its interval were estimated, for people: "Hodges–Lehmann over rounds, Mann–Whitney U". */
  method: string;
  metrics: MetricComparison[];
  /** regressed when one metric regressed; inconclusive when none did and one could not tell; else unchanged. */
  verdict: RegressionVerdict;
  /** Each side's p95 in ms per round that had a latency, in order, for the reports' chart; absent in older files. */
  p95ByRound?: { base: number[]; head: number[] };
  /**
   * Each step (of a flow, or named request of a script) compared with the base's step of the same name, by the
   * scenario's tolerances; reported, never judged: only the scenario's verdict decides. Absent when none was compared.
   */
  steps?: StepComparison[];
}

/** A step compared with its baseline's step of the same name: the same figures as a scenario's, without a chart. */
export type StepComparison = { name: string } & Omit<Comparison, 'steps' | 'p95ByRound'>;

/** One metric of a scenario, base against head, judged against its tolerance. */
export interface MetricComparison {
  key: RegressionKey;
  /** The metric over all the rounds of each side: ms for latencies, requests per second, percent for errorRate. */
  base: number;
  head: number;
  /** The estimated change, worse positive: percent of the base for latencies and rps, percentage points for errorRate. */
  change: number;
  /** The confidence interval of the change, in the same unit: [low, high]. */
  interval: [number, number];
  /** The tolerance and its unit, as judged; its line in loadtool.yaml. */
  tolerance: number;
  unit: '%' | 'pp';
  line: number;
  verdict: RegressionVerdict;
  /** The smallest change (in the unit) this run could have told from no change: the interval's half-width. */
  detectable: number;
}
