// The figures a push carries, per scenario and step: from the progress mid-run, from the measured run at the end.
import type { MeasuredRun, MeasuredScenario, Shard } from '../results/types.js';
import type { ScenarioProgress } from '../engine/record/scenario-figures.js';
import { decodeHistogram, type Histogram } from '../engine/record/latency-histogram.js';

/** The labels of a series (docs/metrics-out.md#names-and-labels); `step` only on a step's. */
interface SeriesLabels {
  scenario: string;
  endpoint: string;
  step?: string;
  shard: string;
  run_id: string;
}

/** One scenario's (or step's) cumulative figures at one time. */
export interface SeriesFigures {
  labels: SeriesLabels;
  ok: number;
  failed: number;
  byCategory: Partial<Record<string, number>>;
  /** Open model only (absent mid-run: the measured run has it). */
  dropped?: number;
  bytesReceived: number;
  bytesSent: number;
  histogram: Histogram;
  users: number;
}

/** What every series of a run is labelled with besides its scenario. */
export interface RunLabels {
  runId: string;
  shard?: Shard | undefined;
}

/** Returns a series' labels: its scenario and endpoint, its step if a step's, the shard (`i/n`, `1/1`) and run id. */
function seriesLabels(scenario: string, endpoint: string, step: string | undefined, run: RunLabels): SeriesLabels {
  return {
    scenario,
    endpoint,
    ...(step !== undefined && { step }),
    shard: run.shard ? `${run.shard.index}/${run.shard.count}` : '1/1',
    run_id: run.runId,
  };
}

/** Returns a running scenario's figures from its progress (null without its cumulative figures). */
export function progressFigures(
  progress: ScenarioProgress,
  scenario: { endpoint: string; users: number },
  run: RunLabels,
): SeriesFigures | null {
  const { live } = progress;
  if (!live) return null;
  return {
    labels: seriesLabels(progress.name, scenario.endpoint, undefined, run),
    ok: live.ok,
    failed: live.failed,
    byCategory: live.byCategory,
    bytesReceived: live.bytesReceived,
    bytesSent: live.bytesSent,
    histogram: decodeHistogram(live.histogram),
    users: scenario.users,
  };
}

/**
 * Returns the measured run's figures: each scenario's and each step's, from the same counts and histogram as
 * results.json's. Scenarios that sent nothing (errored, skipped) are left out.
 */
export function measuredFigures(measured: MeasuredRun, run: RunLabels): SeriesFigures[] {
  const figures: SeriesFigures[] = [];
  for (const scenario of measured.scenarios) {
    if (scenario.outcome === 'errored' || scenario.outcome === 'skipped') continue;
    figures.push(figuresOf(scenario, scenario, undefined, run));
    for (const step of scenario.steps ?? []) figures.push(figuresOf(scenario, step, step.name, run));
  }
  return figures;
}

function figuresOf(
  scenario: MeasuredScenario,
  part: Omit<MeasuredScenario, 'steps'>,
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
