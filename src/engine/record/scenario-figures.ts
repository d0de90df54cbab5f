// A scenario's recorder turned into its progress, about once a second, and into its measured result.
import type { Scenario } from '../../loadtest/types.js';
import type { MeasuredScenario } from '../../results/types.js';
import {
  createLatencyHistogram,
  decodeHistogram,
  encodeHistogram,
  percentilesOf,
  summarizeLatency,
  toMs,
} from './latency-histogram.js';
import type { MeasuredTime } from '../scenario-lifecycle.js';
import type { ScenarioRecorder } from './scenario-recorder.js';
import { perSecond, roundedRate } from './rates.js';

/** One running scenario's figures, about once a second. */
export interface ScenarioProgress {
  name: string;
  elapsedSeconds: number;
  durationSeconds: number;
  /** Requests completed so far, ok or failed. */
  requests: number;
  errors: number;
  rps: number;
  /** The p95 latency of the seconds completed so far; 0 before the first. */
  p95Ms: number;
  /**
   * A stream scenario's events received so far: its held streams end (as requests) only when the measured time
   * does. Absent for any other scenario.
   */
  events?: number;
  /** The cumulative figures the live metrics outputs push (src/outputs/); only when the run was asked for them. */
  live?: LiveFigures;
}

/** A scenario's (or a step's) cumulative counters and latency histogram so far (RunOptions.liveFigures). */
export interface LiveCounts {
  ok: number;
  failed: number;
  byCategory: MeasuredScenario['requests']['byCategory'];
  bytesReceived: number;
  bytesSent: number;
  /** The latency histogram so far, encoded as results.json's. */
  histogram: string;
}

/** A scenario's live figures: its own, an open model's dropped requests, a flow's steps' by name. */
export interface LiveFigures extends LiveCounts {
  dropped?: number;
  steps?: Array<LiveCounts & { name: string }>;
}

/** What the live figures add to a progress: a flow's step recorders, an open model's dropped requests so far. */
export interface LiveParts {
  steps?: readonly ScenarioRecorder[] | undefined;
  dropped?: number | undefined;
}

/**
 * Returns the running scenario's figures at `now`, `elapsedMs` into its measured time, from its recorder; with
 * `live`, its cumulative figures too (a flow's steps' by their names, the open model's dropped).
 */
export function scenarioProgress(
  scenario: Scenario,
  recorder: ScenarioRecorder,
  now: number,
  elapsedMs: number,
  live?: LiveParts,
): ScenarioProgress {
  recorder.roll(now);
  const requests = recorder.completed();
  const total = recorder.total;
  return {
    name: scenario.name,
    elapsedSeconds: Math.round(elapsedMs / 100) / 10,
    durationSeconds: scenario.durationSeconds,
    requests,
    errors: recorder.errors(),
    rps: elapsedMs > 0 ? Math.round((requests / elapsedMs) * 1000 * 10) / 10 : 0,
    p95Ms: toMs(percentilesOf(total, [95])[0]!),
    ...(live && {
      live: {
        ...liveCounts(recorder),
        ...(live.dropped !== undefined && { dropped: live.dropped }),
        ...(scenario.flow &&
          live.steps && {
            steps: live.steps.map((step, index) => {
              step.roll(now);
              return { name: scenario.flow![index]!.name, ...liveCounts(step) };
            }),
          }),
      },
    }),
  };
}

/** Returns a rolled recorder's cumulative figures. */
function liveCounts(recorder: ScenarioRecorder): LiveCounts {
  return {
    ok: recorder.ok,
    failed: recorder.errors(),
    byCategory: recorder.byCategory(),
    bytesReceived: recorder.bytesReceived,
    bytesSent: recorder.bytesSent,
    histogram: encodeHistogram(recorder.total),
  };
}

/** Returns what a scenario measured, from its finished recorder and its measured time: `cancelled` or `measured`. */
export function measuredScenario(scenario: Scenario, recorder: ScenarioRecorder, time: MeasuredTime): MeasuredScenario {
  const failed = recorder.errors();
  const interrupted = recorder.byCategory().interrupted ?? 0;
  const measuredMs = time.stoppedAt - time.startedAt;
  const histogram = encodeHistogram(recorder.total);
  return {
    ...emptyMeasurement(scenario, time.cancelled ? 'cancelled' : 'measured'),
    ...(time.endedEarly !== undefined &&
      !time.cancelled && {
        stoppedEarly: { afterSeconds: Math.round(measuredMs) / 1000, reason: time.endedEarly },
      }),
    requests: {
      total: recorder.ok + failed,
      ok: recorder.ok,
      failed,
      byCategory: recorder.byCategory(),
      byStatus: recorder.statusCounts(),
      ...(recorder.redirects > 0 && { redirects: recorder.redirects }),
    },
    // The summary comes from the encoded histogram, so that whoever decodes results.json gets the same figures.
    latencyMs: summarizeLatency(decodeHistogram(histogram)),
    histogram,
    // Completed requests: the interrupted ones never completed.
    rps: roundedRate(perSecond(recorder.ok + failed - interrupted, measuredMs)),
    bytesReceived: recorder.bytesReceived,
    ...(recorder.bytesSent > 0 && { bytesSent: recorder.bytesSent }),
    timeline: recorder.timeline,
    rounds: recorder.rounds.results,
    samples: [...recorder.samples.samples],
  };
}

/** Returns the measurement of a scenario that sent nothing. */
export function emptyMeasurement(scenario: Scenario, outcome: MeasuredScenario['outcome']): MeasuredScenario {
  const empty = createLatencyHistogram();
  return {
    name: scenario.name,
    endpoint: scenario.endpoint,
    line: scenario.line,
    outcome,
    concurrentUsers: scenario.concurrentUsers,
    durationSeconds: scenario.durationSeconds,
    requests: { total: 0, ok: 0, failed: 0, byCategory: {}, byStatus: {} },
    latencyMs: summarizeLatency(empty),
    histogram: encodeHistogram(empty),
    rps: 0,
    bytesReceived: 0,
    timeline: [],
    samples: [],
  };
}
