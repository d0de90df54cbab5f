// The HdrHistogram of latencies: created, added together, encoded into results.json, decoded, summarized.
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
  const [p50 = 0, p75 = 0, p90 = 0, p95 = 0, p99 = 0, p999 = 0] = percentilesOf(
    histogram,
    [50, 75, 90, 95, 99, 99.9],
  ).map(toMs);
  return {
    min: empty ? 0 : toMs(histogram.minNonZeroValue),
    mean: empty ? 0 : toMs(meanOf(histogram)),
    p50,
    p75,
    p90,
    p95,
    p99,
    p999,
    max: empty ? 0 : toMs(histogram.maxValue),
  };
}

/**
 * Returns the histogram's mean exactly as its `mean` does (each recorded bucket's median equivalent value times its
 * count, summed from the lowest bucket up), by a loop over the counts: `mean` walks them with an iterator object that
 * took a millisecond per histogram, and a run summarizes one per scenario, round and step.
 */
export function meanOf(histogram: Histogram): number {
  if (histogram.totalCount === 0) return 0;
  const jsHistogram = histogram as unknown as JsHistogram;
  let total = 0;
  const last = lastIndex(jsHistogram);
  for (let index = firstIndex(jsHistogram); index <= last; index++) {
    const count = jsHistogram.getCountAtIndex(index);
    if (count > 0) total += jsHistogram.medianEquivalentValue(jsHistogram.valueFromIndex(index)) * count;
  }
  return total / histogram.totalCount;
}

/**
 * Returns the values at the percentiles, given in ascending order, each exactly as the histogram's
 * `getValueAtPercentile` gives it (0 for each when it is empty), in one walk from its lowest recorded value: the
 * library walks the counts from the first for each, and a run asks for three every second and seven a summary.
 */
export function percentilesOf(histogram: Histogram, percentiles: readonly number[]): number[] {
  const values = percentiles.map(() => 0);
  const total = histogram.totalCount;
  if (total === 0) return values;
  const jsHistogram = histogram as unknown as JsHistogram;
  let next = 0;
  let counted = 0;
  const last = lastIndex(jsHistogram);
  for (let index = firstIndex(jsHistogram); index <= last && next < percentiles.length; index++) {
    counted += jsHistogram.getCountAtIndex(index);
    for (; next < percentiles.length && counted >= countAtPercentile(percentiles[next]!, total); next++) {
      const value = jsHistogram.valueFromIndex(index);
      values[next] =
        percentiles[next] === 0 ? jsHistogram.lowestEquivalentValue(value) : jsHistogram.highestEquivalentValue(value);
    }
  }
  return values;
}

/**
 * Returns how many of `total` values a percentile covers, rounded up as `getValueAtPercentile` rounds it: less the
 * unit in the last place of the product (the library's ulp), so that a product one ulp too large skips no count.
 */
function countAtPercentile(percentile: number, total: number): number {
  const count = (Math.min(percentile, 100) / 100) * total;
  return Math.max(Math.ceil(count - Math.pow(2, Math.floor(Math.log2(count)) - 52)), 1);
}

/** Returns the index of the lowest value recorded (a recorded 0 is counted at index 0, and is not minNonZeroValue). */
function firstIndex(histogram: JsHistogram): number {
  return histogram.getCountAtIndex(0) > 0 ? 0 : histogram.countsArrayIndex(histogram.minNonZeroValue);
}

/** Returns the index of the highest value recorded. */
function lastIndex(histogram: JsHistogram): number {
  return histogram.countsArrayIndex(histogram.maxValue);
}

/** What addInto calls of a JsHistogram that its declaration keeps private (its own `add` calls them). */
interface MaxAndMin {
  updatedMaxValue(value: number): void;
  updateMinNonZeroValue(value: number): void;
}

/**
 * Adds `other`'s counts to `histogram` as its `add` does, walking only the counts from other's lowest recorded value
 * to its highest: `add` walks every count (about 23,000 at this precision), and a run adds every slice to its second
 * and round and every second to the total, which in its first second ran unoptimized over all of them, and then had
 * the optimizing compiler take the loop (about 12 ms of CPU). Histograms of another layout (one resized) go to `add`.
 */
export function addInto(histogram: Histogram, other: Histogram): void {
  const target = histogram as unknown as JsHistogram;
  const source = other as unknown as JsHistogram;
  if (source.totalCount === 0) return;
  if (
    target.countsArrayLength !== source.countsArrayLength ||
    target.subBucketCount !== source.subBucketCount ||
    target.unitMagnitude !== source.unitMagnitude
  ) {
    histogram.add(other);
    return;
  }
  let added = 0;
  const last = lastIndex(source);
  for (let index = firstIndex(source); index <= last; index++) {
    const count = source.getCountAtIndex(index);
    if (count > 0) {
      target.addToCountAtIndex(index, count);
      added += count;
    }
  }
  target.setTotalCount(target.totalCount + added);
  const bounds = target as unknown as MaxAndMin;
  bounds.updatedMaxValue(Math.max(target.maxValue, source.maxValue));
  bounds.updateMinNonZeroValue(Math.min(target.minNonZeroValue, source.minNonZeroValue));
  target.startTimeStampMsec = Math.min(target.startTimeStampMsec, source.startTimeStampMsec);
  target.endTimeStampMsec = Math.max(target.endTimeStampMsec, source.endTimeStampMsec);
}

/** Returns microseconds as milliseconds rounded to 0.001. */
export function toMs(microseconds: number): number {
  return Math.round(microseconds) / MICROSECONDS_PER_MS;
}
