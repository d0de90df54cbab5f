// What a stream scenario measured beside its requests: streams, events, reconnects, faults and four HdrHistograms.
import type { ScenarioResult, StreamDistribution, StreamResult } from '../../results/types.js';
import { STREAM_FAULTS, type StreamFault, type StreamMode, type StreamProtocol } from '../../vocabulary/streams.js';
import {
  createLatencyHistogram,
  decodeHistogram,
  encodeHistogram,
  MICROSECONDS_PER_MS,
  summarizeLatency,
  type Histogram,
} from '../record/latency-histogram.js';

/** A stream fault's index in STREAM_FAULTS (and StreamRecorder.faults). */
export const FAULT = {
  stalled: STREAM_FAULTS.indexOf('stalled'),
  ended: STREAM_FAULTS.indexOf('ended'),
  silent: STREAM_FAULTS.indexOf('silent'),
} as const satisfies Record<StreamFault, number>;

/**
 * The stream figures of one scenario, shared by its stream users (stream-user.ts), beside the scenario's own
 * ScenarioRecorder, in which each stream is one request. The hot path (an event) is a counter, one slot of the
 * per-second counts and one histogram record; the summaries are made once, at the end.
 */
export class StreamRecorder {
  /** Streams opened, each a request of the scenario's recorder (ok, failed, or interrupted at the end). */
  streams = 0;
  /** Events received, every stream's. */
  events = 0;
  /** Streams opened again by a user in hold mode after its stream ended or failed. */
  reconnects = 0;
  /** Stream faults by FAULT index; their sum is the scenario's `stream` category. */
  readonly faults = new Float64Array(STREAM_FAULTS.length);
  /** In microseconds: write → head, write → first event, between two events of a stream, write → end. */
  readonly ttfb: Histogram = createLatencyHistogram();
  readonly ttfe: Histogram = createLatencyHistogram();
  readonly eventGap: Histogram = createLatencyHistogram();
  readonly length: Histogram = createLatencyHistogram();
  /** Events received in each second of the measured time; those after it count in its last second. */
  private perSecond = new Float64Array(1);
  private startedAt = 0;

  constructor(
    private readonly protocol: StreamProtocol,
    private readonly mode: StreamMode,
  ) {}

  /** Starts the clock of the per-second counts at `now`, for a measured time of `durationMs`. */
  start(now: number, durationMs: number): void {
    this.startedAt = now;
    this.perSecond = new Float64Array(Math.max(1, Math.ceil(durationMs / 1000)));
  }

  /** Counts an event received at `now`. */
  event(now: number): void {
    this.events++;
    const perSecond = this.perSecond;
    const second = Math.floor((now - this.startedAt) / 1000);
    const last = perSecond.length - 1;
    perSecond[second < 0 ? 0 : second > last ? last : second]!++;
  }

  /** Records `ms` milliseconds into one of the histograms. */
  record(histogram: Histogram, ms: number): void {
    histogram.recordValue(Math.round(ms * MICROSECONDS_PER_MS));
  }

  /**
   * Returns the timeline with each second's events: a timeline cut short (a cancelled run, or one ended early) has
   * the events of the seconds after its last in that last one, as the recorder counts late responses.
   */
  withEvents(timeline: ScenarioResult['timeline']): ScenarioResult['timeline'] {
    const perSecond = this.perSecond;
    const last = timeline.length - 1;
    return timeline.map((entry, index) => {
      let events = index < perSecond.length ? perSecond[index]! : 0;
      if (index === last) for (let later = last + 1; later < perSecond.length; later++) events += perSecond[later]!;
      return { ...entry, events };
    });
  }

  /** Returns results.json's StreamResult; each summary comes from the encoded histogram, as the latencies' do. */
  result(): StreamResult {
    const faults = Object.fromEntries(STREAM_FAULTS.map((fault, index) => [fault, this.faults[index]!])) as Record<
      StreamFault,
      number
    >;
    return {
      protocol: this.protocol,
      mode: this.mode,
      streams: this.streams,
      events: this.events,
      reconnects: this.reconnects,
      faults,
      ttfb: distributionOf(this.ttfb),
      ttfe: distributionOf(this.ttfe),
      eventGap: distributionOf(this.eventGap),
      length: distributionOf(this.length),
    };
  }
}

/** Returns a histogram's distribution: its count, its summary in milliseconds and its encoding. */
function distributionOf(histogram: Histogram): StreamDistribution {
  const encoded = encodeHistogram(histogram);
  const decoded = decodeHistogram(encoded);
  return { count: decoded.totalCount, ms: summarizeLatency(decoded), histogram: encoded };
}
