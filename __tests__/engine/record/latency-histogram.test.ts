import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import {
  addInto,
  createLatencyHistogram,
  decodeHistogram,
  encodeHistogram,
  meanOf,
  percentilesOf,
} from '../../../src/engine/record/latency-histogram.js';

// The latency histogram's own code around hdr-histogram-js: the mean and the percentiles by a loop over the counts, the
// sum of two over the counts one holds, and the encoding with Node's zlib; each must give what the library gives.

const latencies = fc.array(fc.oneof(fc.integer({ min: 1, max: 2_000 }), fc.integer({ min: 1, max: 130_000_000 })), {
  maxLength: 300,
});

describe('the latency histogram', () => {
  it("gives exactly the library's mean, to the last bit", () => {
    fc.assert(
      fc.property(latencies, (values) => {
        const histogram = createLatencyHistogram();
        for (const value of values) histogram.recordValue(value);
        expect(meanOf(histogram)).toBe(histogram.mean);
      }),
      { numRuns: 200 },
    );
  });

  it("adds exactly as the library's add: zeros, one resized by a value past its range, a slice reset and reused", () => {
    const value = fc.oneof(
      fc.constant(0),
      fc.integer({ min: 1, max: 2_000 }),
      fc.integer({ min: 1, max: 130_000_000 }),
    );
    const withZeros = fc.array(value, { maxLength: 200 });
    fc.assert(
      fc.property(withZeros, withZeros, withZeros, (into, first, second) => {
        const theirs = createLatencyHistogram();
        const ours = createLatencyHistogram();
        const slice = createLatencyHistogram();
        for (const value of into) {
          theirs.recordValue(value);
          ours.recordValue(value);
        }
        for (const values of [first, second]) {
          for (const value of values) slice.recordValue(value);
          theirs.add(slice);
          addInto(ours, slice);
          slice.reset();
        }
        expect(ours.totalCount).toBe(theirs.totalCount);
        expect(ours.maxValue).toBe(theirs.maxValue);
        expect(ours.minNonZeroValue).toBe(theirs.minNonZeroValue);
        expect(encodeHistogram(ours)).toBe(encodeHistogram(theirs));
      }),
      { numRuns: 200 },
    );
  });

  it("gives exactly the library's value at each percentile, in one walk, and 0 for each of an empty histogram", () => {
    const percentiles = [0, 0.1, 1, 25, 50, 75, 90, 95, 99, 99.9, 99.99, 100];
    expect(percentilesOf(createLatencyHistogram(), percentiles)).toEqual(percentiles.map(() => 0));
    fc.assert(
      fc.property(
        fc.array(fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 130_000_000 })), { minLength: 1, maxLength: 300 }),
        (values) => {
          const histogram = createLatencyHistogram();
          for (const value of values) histogram.recordValue(value);
          expect(percentilesOf(histogram, percentiles)).toEqual(
            percentiles.map((percentile) => histogram.getValueAtPercentile(percentile)),
          );
        },
      ),
      { numRuns: 200 },
    );
  });

  it('decodes what it encoded, count for count, through zlib', () => {
    fc.assert(
      fc.property(latencies, (values) => {
        const histogram = createLatencyHistogram();
        for (const value of values) histogram.recordValue(value);
        const decoded = decodeHistogram(encodeHistogram(histogram));
        expect(decoded.totalCount).toBe(histogram.totalCount);
        expect(meanOf(decoded)).toBe(histogram.mean);
        for (const percentile of [50, 90, 99, 99.9])
          expect(decoded.getValueAtPercentile(percentile)).toBe(histogram.getValueAtPercentile(percentile));
      }),
      { numRuns: 100 },
    );
  });
});
