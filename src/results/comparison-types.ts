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

/**
 * The run's verdict over every comparison (docs/regression-gate.md#the-statistics): how many metric comparisons it
 * covers and the false-alarm rate it holds them to together, and, for a comparison across time (`file`), how the two
 * machines compared.
 */
export interface RunRegression {
  /** The metric comparisons the run's verdict covers: each compared scenario's tolerances (steps are never judged). */
  comparisons: number;
  /**
   * The most the chance may be that an unchanged build is judged regressed on any scenario, any tolerance (0.01): a
   * metric regressed when its Holm-adjusted p-value is at most this.
   */
  falseAlarmRate: number;
  /** How the comparisons were controlled together, for people. */
  method: string;
  /** A comparison across time (`file`) only: the two runs' calibrations compared; absent for same-job runs. */
  environment?: EnvironmentComparison;
}

/** A short calibration of the machine a run ran on, measured the same way in every run (engine/self/calibration.ts). */
export interface Calibration {
  /**
   * The mean time of a fixed CPU workload of about 1 ms, its slowest tenth left out, in µs: it grows when other
   * processes take the cores.
   */
  cpuMicros: number;
  /** The fastest round trip of a small HTTP/1.1 request over loopback to a server in the same process, in µs. */
  loopbackMicros: number;
}

/** Two runs' calibrations compared: whether their machines differed by more than the tolerance. */
export interface EnvironmentComparison {
  /** True when a figure differs by more than `tolerance`: every verdict is then at most inconclusive. */
  differs: boolean;
  /** The smallest percent tolerance of the compared metrics (10 when none is in percent): see EnvironmentFigure. */
  tolerance: number;
  /**
   * Each figure compared: a calibration probe (`cpu`, `loopback`) or the generator's self-check (`saturated`:
   * base and head 0 or 1), each side's value and the change in percent of the base's (worse positive).
   */
  figures: EnvironmentFigure[];
  /** When a side has no calibration (a results file written before it existed): what is missing; `differs` is true. */
  missing?: 'base' | 'head' | 'both';
}

export interface EnvironmentFigure {
  name: 'cpu' | 'loopback' | 'saturated';
  base: number;
  head: number;
  change: number;
  /**
   * The change in percent this figure may have: the comparison's tolerance, at least the probe's own noise between
   * two runs on one machine (100%, twice or half, for cpu and loopback); 0 for saturated, which may not change at all.
   */
  tolerance: number;
}

/** What the same-job mode adds to each side's scenario: its warm-up round and whether this side went first. */
export interface Interleaved {
  /** The round run before the measured ones on this side, not counted nor compared (a cold server, pools, JIT). */
  warmUp: RoundResult;
  /** True when this side's round was the first of the first pair (the order alternates between runs). */
  first: boolean;
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
  /** Same-job only: the p95 (ms) of each side's warm-up round, not compared; a side without a latency has none. */
  warmUp?: { base?: number; head?: number };
  /** Same-job only: the side whose round ran first. */
  first?: 'base' | 'head';
  /**
   * Each step (of a flow, or named request of a script) compared with the base's step of the same name, by the
   * scenario's tolerances; reported, never judged: only the scenario's verdict decides. Absent when none was compared.
   */
  steps?: StepComparison[];
}

/** A step compared with its baseline's step of the same name: the same figures as a scenario's, without a chart. */
export type StepComparison = { name: string } & Omit<Comparison, 'steps' | 'p95ByRound' | 'warmUp' | 'first'>;

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
  /**
   * The median of each side's per-round values, in the metric's unit: what the change (a shift over rounds, not the
   * change of `base` → `head`) compares, and what the reports show beside it. Absent in older files.
   */
  medians?: { base: number; head: number };
  /**
   * The exact one-sided Mann–Whitney p-value of "no worse than the tolerance": small when the rounds say the metric
   * regressed. Absent in older files.
   */
  p?: number;
  /**
   * `p` adjusted for every comparison of the run (Holm–Bonferroni, see RunRegression): the metric regressed when it
   * is at most the run's false-alarm rate. Absent for a step (never judged) and in older files.
   */
  adjustedP?: number;
  /** The rounds (numbered from 1 on each side) whose value is an outlier among that side's rounds; absent when none. */
  outliers?: { base: number[]; head: number[] };
}
