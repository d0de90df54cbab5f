// The figures a push carries, per scenario and step: from the progress mid-run, from the measured run at the end; the
// same from a results.json for `loadtool report --format openmetrics` (src/report/export/).
import type { MeasuredScenario, ScenarioResult, Shard } from '../results/types.js';
import type { LiveCounts, ScenarioProgress } from '../engine/record/scenario-figures.js';
import { decodeHistogram, percentilesOf, type Histogram } from '../engine/record/latency-histogram.js';
import { SUMMARY_QUANTILES, type METRIC_NAMES } from '../vocabulary/metric-names.js';
import { exponentialBuckets } from './exponential-buckets.js';

/** The labels of a series (docs/metrics-out.md#names-and-labels); `step` only on a step's. */
interface SeriesLabels {
  scenario: string;
  endpoint: string;
  step?: string;
  shard: string;
  /** Absent in an export of a results.json, which records no run id. */
  run_id?: string;
}

/** One scenario's (or step's) cumulative figures at one time. */
export interface SeriesFigures {
  labels: SeriesLabels;
  ok: number;
  failed: number;
  byCategory: Partial<Record<string, number>>;
  /** Open model only. */
  dropped?: number;
  bytesReceived: number;
  bytesSent: number;
  histogram: Histogram;
  users: number;
}

/** What every series of a run is labelled with besides its scenario. */
export interface RunLabels {
  runId?: string | undefined;
  shard?: Shard | undefined;
}

/** Returns a series' labels: its scenario and endpoint, its step if a step's, the shard (`i/n`, `1/1`) and run id. */
function seriesLabels(scenario: string, endpoint: string, step: string | undefined, run: RunLabels): SeriesLabels {
  return {
    scenario,
    endpoint,
    ...(step !== undefined && { step }),
    shard: run.shard ? `${run.shard.index}/${run.shard.count}` : '1/1',
    ...(run.runId !== undefined && { run_id: run.runId }),
  };
}

/** What labels a running scenario's series besides its progress: its endpoint, users and a flow's steps'. */
export interface ScenarioLabels {
  endpoint: string;
  users: number;
  /** A flow's steps: each step's endpoint by its name. */
  stepEndpoints?: ReadonlyMap<string, string> | undefined;
}

/**
 * Returns a running scenario's figures from its progress, and each of a flow's steps' (none without its cumulative
 * figures); an open model's dropped requests so far on the scenario's.
 */
export function progressFigures(progress: ScenarioProgress, scenario: ScenarioLabels, run: RunLabels): SeriesFigures[] {
  const { live } = progress;
  if (!live) return [];
  const figures = (counts: LiveCounts, step: string | undefined, endpoint: string): SeriesFigures => ({
    labels: seriesLabels(progress.name, endpoint, step, run),
    ok: counts.ok,
    failed: counts.failed,
    byCategory: counts.byCategory,
    bytesReceived: counts.bytesReceived,
    bytesSent: counts.bytesSent,
    histogram: decodeHistogram(counts.histogram),
    users: scenario.users,
  });
  return [
    { ...figures(live, undefined, scenario.endpoint), ...(live.dropped !== undefined && { dropped: live.dropped }) },
    ...(live.steps ?? []).map((step) => figures(step, step.name, scenario.stepEndpoints?.get(step.name) ?? '')),
  ];
}

/** What the figures are read from: a scenario's or a step's, measured or judged. */
type FigureSource = Pick<ScenarioResult, 'endpoint' | 'requests' | 'bytesReceived' | 'bytesSent' | 'histogram'>;

/** A scenario as measured (MeasuredScenario) or judged (ScenarioResult): what the figures need of it. */
type ScenarioSource = FigureSource & {
  name: string;
  outcome: MeasuredScenario['outcome'] | ScenarioResult['outcome'];
  concurrentUsers: number;
  steps?: ReadonlyArray<FigureSource & { name: string }> | undefined;
};

/**
 * Returns the measured run's (or a results.json's) figures: each scenario's and each step's, from the same counts and
 * histogram as results.json's. Scenarios that sent nothing (errored, skipped) are left out.
 */
export function measuredFigures(measured: { scenarios: readonly ScenarioSource[] }, run: RunLabels): SeriesFigures[] {
  const figures: SeriesFigures[] = [];
  for (const scenario of measured.scenarios) {
    if (scenario.outcome === 'errored' || scenario.outcome === 'skipped') continue;
    figures.push(figuresOf(scenario, scenario, undefined, run));
    for (const step of scenario.steps ?? []) figures.push(figuresOf(scenario, step, step.name, run));
  }
  return figures;
}

function figuresOf(
  scenario: ScenarioSource,
  part: FigureSource,
  step: string | undefined,
  run: RunLabels,
): SeriesFigures {
  return {
    labels: seriesLabels(scenario.name, part.endpoint, step, run),
    ok: part.requests.ok,
    failed: part.requests.failed,
    byCategory: part.requests.byCategory,
    ...(part.requests.dropped !== undefined && { dropped: part.requests.dropped }),
    bytesReceived: part.bytesReceived,
    bytesSent: part.bytesSent ?? 0,
    histogram: decodeHistogram(part.histogram),
    users: scenario.concurrentUsers,
  };
}

/** One sample of a series: its metric, what its name adds (`_total`, `_sum`, `_count`), its own labels, its value. */
export interface SeriesSample {
  metric: keyof typeof METRIC_NAMES;
  suffix: '' | '_total' | '_sum' | '_count';
  labels: Array<[string, string]>;
  value: number;
}

/**
 * Returns a series' samples in Prometheus's names, by metric in the order of METRIC_NAMES: requests by outcome, errors
 * by category, dropped (the open model), bytes, users, and with `summary` the latency as a summary (SUMMARY_QUANTILES
 * in seconds, HdrHistogram's exactly, `_sum` and `_count`; none without a response). The remote write's pushes and the
 * text export both write these.
 */
export function seriesSamples(figures: SeriesFigures, summary: boolean): SeriesSample[] {
  const sample = (
    metric: SeriesSample['metric'],
    suffix: SeriesSample['suffix'],
    value: number,
    labels: Array<[string, string]> = [],
  ): SeriesSample => ({ metric, suffix, labels, value });
  const samples = [
    sample('requests', '_total', figures.ok, [['outcome', 'ok']]),
    sample('requests', '_total', figures.failed, [['outcome', 'failed']]),
    ...Object.entries(figures.byCategory).map(([category, count]) =>
      sample('errors', '_total', count ?? 0, [['category', category]]),
    ),
    ...(figures.dropped !== undefined ? [sample('dropped', '_total', figures.dropped)] : []),
    sample('bytesReceived', '_total', figures.bytesReceived),
    sample('bytesSent', '_total', figures.bytesSent),
    sample('users', '', figures.users),
  ];
  const { histogram } = figures;
  if (!summary || histogram.totalCount === 0) return samples;
  const values = percentilesOf(
    histogram,
    SUMMARY_QUANTILES.map((quantile) => quantile * 100),
  );
  const { sum, count } = exponentialBuckets(histogram);
  SUMMARY_QUANTILES.forEach((quantile, index) => {
    samples.push(sample('duration', '', values[index]! / 1e6, [['quantile', String(quantile)]]));
  });
  samples.push(sample('duration', '_sum', sum), sample('duration', '_count', count));
  return samples;
}
