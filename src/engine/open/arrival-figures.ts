// What an open-model scenario records beside its ScenarioRecorder: scheduled, started, dropped, service time, lateness.
import type { ArrivalResult, MeasuredScenario } from '../../results/types.js';
import {
  createLatencyHistogram,
  decodeHistogram,
  encodeHistogram,
  MICROSECONDS_PER_MS,
  toMs,
  type Histogram,
} from '../record/latency-histogram.js';
import type { MeasuredTime } from '../scenario-lifecycle.js';
import { perSecond, roundedRate } from '../record/rates.js';

/**
 * What an open-model scenario records beside its ScenarioRecorder (whose latencies run from each request's intended
 * start): the requests scheduled, started and dropped, by second of their intended start, the service time (from
 * the actual write) and the scheduler's lateness (the actual write less the intended start).
 */
export class ArrivalFigures {
  started = 0;
  dropped = 0;
  /** By second of the intended start: the requests scheduled, and those of them dropped. */
  readonly scheduledBySecond: Float64Array;
  readonly droppedBySecond: Float64Array;
  readonly service: Histogram = createLatencyHistogram();
  readonly lateness: Histogram = createLatencyHistogram();

  constructor(durationMs: number) {
    const seconds = Math.max(1, Math.ceil(durationMs / 1000));
    this.scheduledBySecond = new Float64Array(seconds);
    this.droppedBySecond = new Float64Array(seconds);
  }

  /** Records a whole response's service time, from its write to its last byte. */
  serviceTime(ms: number): void {
    this.service.recordValue(Math.round(ms * MICROSECONDS_PER_MS));
  }

  /** Records how late a request was written after its intended start. */
  late(ms: number): void {
    this.lateness.recordValue(Math.round(Math.max(0, ms) * MICROSECONDS_PER_MS));
  }

  /**
   * Returns `measured` with the open model's figures: `requests.dropped`, the schedule against what was achieved
   * (`arrival`), and each second's dropped and scheduled requests in the timeline.
   */
  withArrival(measured: MeasuredScenario, time: MeasuredTime, maxUsers: number): MeasuredScenario {
    const measuredMs = time.stoppedAt - time.startedAt;
    const rate = (count: number) => roundedRate(perSecond(count, measuredMs));
    const serviceHistogram = encodeHistogram(this.service);
    const arrival: ArrivalResult = {
      targetRate: rate(this.started + this.dropped),
      achievedRate: rate(this.started),
      maxUsers,
      serviceMs: serviceSummary(serviceHistogram),
      serviceHistogram,
      latenessP99Ms: this.lateness.totalCount > 0 ? toMs(this.lateness.getValueAtPercentile(99)) : 0,
    };
    return {
      ...measured,
      requests: { ...measured.requests, dropped: this.dropped },
      timeline: measured.timeline.map((entry) => ({
        ...entry,
        dropped: this.droppedBySecond[entry.second] ?? 0,
        target: this.scheduledBySecond[entry.second] ?? 0,
      })),
      arrival,
    };
  }
}

/** Returns the service-time summary of an encoded histogram, as results.json writes it; all 0 when empty. */
export function serviceSummary(encoded: string): ArrivalResult['serviceMs'] {
  const histogram = decodeHistogram(encoded);
  if (histogram.totalCount === 0) return { p50: 0, p95: 0, p99: 0, max: 0 };
  const at = (percentile: number) => toMs(histogram.getValueAtPercentile(percentile));
  return { p50: at(50), p95: at(95), p99: at(99), max: toMs(histogram.maxValue) };
}
