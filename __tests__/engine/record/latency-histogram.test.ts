import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import {
  createLatencyHistogram,
  decodeHistogram,
  encodeHistogram,
  meanOf,
} from '../../../src/engine/record/latency-histogram.js';

// The latency histogram's own code around hdr-histogram-js: the mean by a loop over the counts, and the encoding with
// Node's zlib; both must give what the library gives.

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
