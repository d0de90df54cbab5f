import { JsHistogram } from 'hdr-histogram-js';
import type { Histogram } from '../../src/engine/record/latency-histogram.js';

/** Returns every non-empty bucket of a histogram as `value → count`, to check that two histograms are equal exactly. */
export function buckets(histogram: Histogram): Map<number, number> {
  // The pure-JavaScript histograms the engine builds have an iterator over their recorded values.
  if (!(histogram instanceof JsHistogram)) throw new Error('not a JsHistogram');
  const found = new Map<number, number>();
  const iterator = histogram.recordedValuesIterator;
  iterator.reset();
  while (iterator.hasNext()) {
    const value = iterator.next();
    found.set(value.valueIteratedTo, value.countAtValueIteratedTo);
  }
  return found;
}
