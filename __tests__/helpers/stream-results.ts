// Stream figures (ScenarioResult.stream) built by hand from known values, as one recorder of them would write them.
import {
  createLatencyHistogram,
  decodeHistogram,
  encodeHistogram,
  summarizeLatency,
} from '../../src/engine/record/latency-histogram.js';
import type { StreamDistribution, StreamResult } from '../../src/results/types.js';

/** Returns a distribution of the values (microseconds) as the engine writes it: count, summary, encoded histogram. */
export function distributionOf(valuesUs: readonly number[]): StreamDistribution {
  const histogram = createLatencyHistogram();
  for (const value of valuesUs) histogram.recordValue(value);
  const encoded = encodeHistogram(histogram);
  return { count: valuesUs.length, ms: summarizeLatency(decodeHistogram(encoded)), histogram: encoded };
}

/** The values of each distribution, in microseconds. */
export interface StreamValues {
  ttfb?: readonly number[];
  ttfe?: readonly number[];
  eventGap?: readonly number[];
  length?: readonly number[];
}

/** Returns a stream scenario's figures: SSE held streams by default, the distributions of `values`, no faults. */
export function streamResult(values: StreamValues = {}, overrides: Partial<StreamResult> = {}): StreamResult {
  return {
    protocol: 'sse',
    mode: 'hold',
    streams: values.length?.length ?? 0,
    events: 0,
    reconnects: 0,
    faults: { stalled: 0, ended: 0, silent: 0 },
    ttfb: distributionOf(values.ttfb ?? []),
    ttfe: distributionOf(values.ttfe ?? []),
    eventGap: distributionOf(values.eventGap ?? []),
    length: distributionOf(values.length ?? []),
    ...overrides,
  };
}
