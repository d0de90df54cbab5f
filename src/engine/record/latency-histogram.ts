// The HdrHistogram of latencies: created, encoded into results.json, decoded, summarized into percentiles.
// The builder and the encoding only: the package's index loads its log writer too, whose Intl.NumberFormat starts ICU
// (a hundredth of a second of every run's start).
import type { Histogram as HdrHistogram } from 'hdr-histogram-js';
import type { JsHistogram } from 'hdr-histogram-js/dist/JsHistogram.js';
import { build } from 'hdr-histogram-js/dist/HistogramBuilder.js';
import { decodeFromCompressedBase64, encodeIntoCompressedBase64 } from 'hdr-histogram-js/dist/encoding.js';
import * as jsEncoding from 'hdr-histogram-js/dist/JsHistogram.encoding.js';
import { deflateSync, inflateSync } from 'node:zlib';
import type { ScenarioResult } from '../../results/types.js';

/**
 * hdr-histogram-js compresses with Node's zlib where it can `require` it, else with pako, zlib ported to JavaScript;
 * in an ES module (the bundle) it cannot, and pako's deflate took 1 to 2 ms per histogram, a run's rounds and steps
 * each having one. Its encoding module reads `deflate` and `inflate` from its exports at each call: they are set to
 * zlib's here, the same format (RFC 1950), so that every histogram written or read goes through native code. Node
 * gives the module's exports as `default`, the bundle as the namespace itself.
 */
const codec = ((jsEncoding as { default?: unknown }).default ?? jsEncoding) as {
  deflate: (data: Uint8Array) => Uint8Array;
  inflate: (data: Uint8Array) => Uint8Array;
};
codec.deflate = (data) => deflateSync(data);
codec.inflate = (data) => inflateSync(data);

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
    mean: empty ? 0 : toMs(meanOf(histogram)),
    p50: at(50),
    p75: at(75),
    p90: at(90),
    p95: at(95),
    p99: at(99),
    p999: at(99.9),
    max: empty ? 0 : toMs(histogram.maxValue),
  };
}

/**
 * Returns the histogram's mean exactly as its `mean` does (each recorded bucket's median equivalent value times its
 * count, summed from the lowest bucket up), by a loop over the counts: `mean` walks them with an iterator object that
 * took a millisecond per histogram, and a run summarizes one per scenario, round and step.
 * @internal Exported for the tests.
 */
export function meanOf(histogram: Histogram): number {
  if (histogram.totalCount === 0) return 0;
  const jsHistogram = histogram as unknown as JsHistogram;
  let total = 0;
  for (let index = 0; index < jsHistogram.countsArrayLength; index++) {
    const count = jsHistogram.getCountAtIndex(index);
    if (count > 0) total += jsHistogram.medianEquivalentValue(jsHistogram.valueFromIndex(index)) * count;
  }
  return total / histogram.totalCount;
}

/** Returns microseconds as milliseconds rounded to 0.001. */
export function toMs(microseconds: number): number {
  return Math.round(microseconds) / MICROSECONDS_PER_MS;
}
