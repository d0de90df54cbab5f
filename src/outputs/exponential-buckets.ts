// HdrHistogram latencies as exponential buckets: Prometheus native histograms and OTLP's ExponentialHistogram.
import { meanOf, type Histogram } from '../engine/record/latency-histogram.js';
import type { JsHistogram } from 'hdr-histogram-js/dist/JsHistogram.js';

/**
 * The schema (OTLP: scale) of the buckets: 8, the finest Prometheus takes, each bucket 2^(1/256) wide (0.27 %), the
 * closest to the HdrHistogram's 3 significant digits (0.1 %). docs/metrics-out.md#native-histograms-or-summaries.
 * @internal Exported for the tests.
 */
export const EXPONENTIAL_SCHEMA = 8;

/** A latency histogram in seconds as exponential buckets. */
export interface ExponentialBuckets {
  schema: number;
  count: number;
  /** The sum of the latencies in seconds, from each HdrHistogram bucket's median value (as its mean). */
  sum: number;
  /** Latencies of 0 (under a microsecond). */
  zeroCount: number;
  /** The counts by Prometheus bucket index (bucket i holds (base^(i-1), base^i]), in ascending index order. */
  buckets: Array<[index: number, count: number]>;
  /** The lowest and highest latency in seconds; 0 when empty. */
  min: number;
  max: number;
}

/**
 * Returns Prometheus's bucket index of a value > 0 at `schema`: the i with base^(i-1) < value <= base^i, base being
 * 2^(2^-schema).
 * @internal Exported for the tests.
 */
export function bucketIndex(value: number, schema = EXPONENTIAL_SCHEMA): number {
  return Math.ceil(Math.log2(value) * 2 ** schema);
}

/**
 * Returns the upper bound of Prometheus's bucket `index` at `schema`.
 * @internal Exported for the tests.
 */
export function bucketUpperBound(index: number, schema = EXPONENTIAL_SCHEMA): number {
  return 2 ** (index / 2 ** schema);
}

/**
 * Returns the histogram (microseconds) as exponential buckets in seconds: each HdrHistogram bucket's count goes to the
 * exponential bucket of its highest equivalent value, the value results.json's percentiles give. HdrHistogram's
 * buckets are finer, so a percentile read from these lies in the bucket that holds results.json's.
 */
export function exponentialBuckets(histogram: Histogram, schema = EXPONENTIAL_SCHEMA): ExponentialBuckets {
  const counts = new Map<number, number>();
  let zeroCount = 0;
  const hdr = histogram as unknown as JsHistogram;
  const total = histogram.totalCount;
  if (total > 0) {
    const first = hdr.getCountAtIndex(0) > 0 ? 0 : hdr.countsArrayIndex(hdr.minNonZeroValue);
    const last = hdr.countsArrayIndex(hdr.maxValue);
    for (let index = first; index <= last; index++) {
      const count = hdr.getCountAtIndex(index);
      if (count === 0) continue;
      const micros = hdr.highestEquivalentValue(hdr.valueFromIndex(index));
      if (micros <= 0) {
        zeroCount += count;
        continue;
      }
      const bucket = bucketIndex(micros / 1e6, schema);
      counts.set(bucket, (counts.get(bucket) ?? 0) + count);
    }
  }
  return {
    schema,
    count: total,
    sum: (meanOf(histogram) * total) / 1e6,
    zeroCount,
    buckets: [...counts].sort(([a], [b]) => a - b),
    min: total > 0 ? (hdr.getCountAtIndex(0) > 0 ? 0 : hdr.minNonZeroValue / 1e6) : 0,
    max: total > 0 ? hdr.maxValue / 1e6 : 0,
  };
}

/** Buckets closer than this many empty buckets share a span (Prometheus's spans; fewer spans, a few zeros). */
const SPAN_GAP = 2;

/**
 * Returns the buckets as Prometheus's spans and deltas: each span's offset from the previous span's end (the first's
 * from index 0), each count as its difference from the previous one.
 */
export function spansAndDeltas(buckets: ExponentialBuckets['buckets']): {
  spans: Array<{ offset: number; length: number }>;
  deltas: number[];
} {
  const spans: Array<{ offset: number; length: number }> = [];
  const deltas: number[] = [];
  let previousCount = 0;
  let end = 0;
  const push = (count: number) => {
    deltas.push(count - previousCount);
    previousCount = count;
  };
  for (const [index, count] of buckets) {
    const gap = index - end;
    const span = spans.at(-1);
    if (span && gap <= SPAN_GAP) {
      for (let zero = 0; zero < gap; zero++) push(0);
      span.length += gap + 1;
    } else spans.push({ offset: span ? gap : index, length: 1 });
    push(count);
    end = index + 1;
  }
  return { spans, deltas };
}

/** Returns the buckets as OTLP's: an offset (OTLP's index is Prometheus's less one) and every count from there. */
export function otlpBuckets(buckets: ExponentialBuckets['buckets']): { offset: number; bucketCounts: number[] } {
  if (buckets.length === 0) return { offset: 0, bucketCounts: [] };
  const first = buckets[0]![0];
  const bucketCounts = new Array<number>(buckets.at(-1)![0] - first + 1).fill(0);
  for (const [index, count] of buckets) bucketCounts[index - first] = count;
  return { offset: first - 1, bucketCounts };
}
