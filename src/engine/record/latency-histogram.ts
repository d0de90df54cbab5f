// The HdrHistogram of latencies: created, encoded into results.json, decoded, summarized into percentiles.
// The builder and the encoding only: the package's index loads its log writer too, whose Intl.NumberFormat starts ICU
// (a hundredth of a second of every run's start).
import type { Histogram as HdrHistogram } from 'hdr-histogram-js';
import { build } from 'hdr-histogram-js/dist/HistogramBuilder.js';
import { decodeFromCompressedBase64, encodeIntoCompressedBase64 } from 'hdr-histogram-js/dist/encoding.js';
import type { ScenarioResult } from '../../results/types.js';

export type Histogram = HdrHistogram;

/** Latencies are recorded in whole microseconds. */
export const MICROSECONDS_PER_MS = 1000;

/**
 * Returns an empty latency histogram in microseconds: 3 significant digits (0.1 % error at any latency), and
 * auto-resizing so that a 2-minute stall is recorded, not dropped. It starts sized for a minute so that resizing
 * stays off the hot path in ordinary runs.
 */
export function createLatencyHistogram(): Histogram {
  return build({
    bitBucketSize: 32,
    autoResize: true,
    lowestDiscernibleValue: 1,
    highestTrackableValue: 60_000_000,
    numberOfSignificantValueDigits: 3,
  });
}

/** Returns HdrHistogram's compressed base64 encoding ("HISTFAAA…"), which other HdrHistogram ports decode and merge exactly. */
export function encodeHistogram(histogram: Histogram): string {
  return encodeIntoCompressedBase64(histogram);
}

/** Returns the histogram that `encodeHistogram` encoded. */
export function decodeHistogram(encoded: string): Histogram {
  return decodeFromCompressedBase64(encoded, 32, false);
}

/** Returns the latency summary of results.json in milliseconds, rounded to the microsecond; all 0 when empty. */
export function summarizeLatency(histogram: Histogram): ScenarioResult['latencyMs'] {
  const empty = histogram.totalCount === 0;
  const at = (percentile: number) => (empty ? 0 : toMs(histogram.getValueAtPercentile(percentile)));
  return {
    min: empty ? 0 : toMs(histogram.minNonZeroValue),
    mean: empty ? 0 : toMs(histogram.mean),
    p50: at(50),
    p75: at(75),
    p90: at(90),
    p95: at(95),
    p99: at(99),
    p999: at(99.9),
    max: empty ? 0 : toMs(histogram.maxValue),
  };
}

/** Returns microseconds as milliseconds rounded to 0.001. */
export function toMs(microseconds: number): number {
  return Math.round(microseconds) / MICROSECONDS_PER_MS;
}
