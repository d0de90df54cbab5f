import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { SAMPLES_PER_KIND, SAMPLES_PER_SCENARIO } from '../../../src/engine/record/failed-samples.js';
import {
  createLatencyHistogram,
  decodeHistogram,
  encodeHistogram,
  summarizeLatency,
} from '../../../src/engine/record/latency-histogram.js';
import { mergeMeasured, mergeSlices } from '../../../src/engine/merge/merge-measured.js';
import { buckets } from '../../helpers/histogram-buckets.js';
import type { FailedSample, MeasuredScenario, MeasuredStep } from '../../../src/results/types.js';

const histogramOf = (latenciesUs: readonly number[]) => {
  const histogram = createLatencyHistogram();
  for (const value of latenciesUs) histogram.recordValue(value);
  return histogram;
};

const sample = (status: number, category: FailedSample['category']): FailedSample => ({ status, category, body: '' });

/** Returns one part as the engine measures it: `latenciesUs` ok responses, `failed` 500s, 1 s with one round. */
function part(latenciesUs: readonly number[], failed = 0, overrides: Partial<MeasuredScenario> = {}): MeasuredScenario {
  const histogram = encodeHistogram(histogramOf(latenciesUs));
  const ok = latenciesUs.length - failed;
  const requests = { total: latenciesUs.length, ok, failed };
  return {
    name: 'List pets',
    endpoint: 'GET /pets',
    line: 7,
    outcome: 'measured',
    concurrentUsers: 2,
    durationSeconds: 1,
    requests: {
      ...requests,
      byCategory: failed > 0 ? { http5xx: failed } : {},
      byStatus: { '200': ok, ...(failed > 0 && { '500': failed }) },
    },
    latencyMs: summarizeLatency(decodeHistogram(histogram)),
    histogram,
    rps: latenciesUs.length,
    bytesReceived: 100 * latenciesUs.length,
    timeline: [{ second: 0, requests: latenciesUs.length, errors: failed, p50: 1, p95: 2, p99: 3 }],
    rounds: [{ startMs: 0, durationMs: 1000, requests, histogram }],
    samples: Array.from({ length: failed }, () => sample(500, 'http5xx')),
    ...overrides,
  };
}

describe('mergeMeasured', () => {
  it('adds the parts exactly: counters, statuses, categories, checks, and the histogram bucket by bucket', () => {
    const latencies = [
      [1_000, 2_000, 2_500, 90_000],
      [1_500, 1_501, 300_000],
      [7, 1_234_567, 2_000, 2_000, 3_000],
    ];
    const parts = [
      part(latencies[0]!, 1, {
        requests: {
          ...part(latencies[0]!, 1).requests,
          byCheck: { '$.errors: absent': 1 },
        },
      }),
      part(latencies[1]!),
      part(latencies[2]!, 2),
    ];
    const merged = mergeMeasured(parts);
    const all = histogramOf(latencies.flat());
    expect(buckets(decodeHistogram(merged.histogram))).toEqual(buckets(all));
    expect(merged.latencyMs).toEqual(summarizeLatency(decodeHistogram(encodeHistogram(all))));
    expect(merged.requests).toEqual({
      total: 12,
      ok: 9,
      failed: 3,
      byCategory: { http5xx: 3 },
      byStatus: { '200': 9, '500': 3 },
      byCheck: { '$.errors: absent': 1 },
    });
    expect(merged.durationSeconds).toBe(3);
    expect(merged.bytesReceived).toBe(1200);
    expect(merged.rps).toBe(4);
    expect(merged.outcome).toBe('measured');
    // The rounds one after another, each with its own histogram, renumbered from the first part's start.
    expect(merged.rounds!.map(({ startMs }) => startMs)).toEqual([0, 1000, 2000]);
    expect(merged.rounds!.map(({ histogram }) => histogram)).toEqual(parts.map(({ histogram }) => histogram));
    expect(merged.timeline.map(({ second }) => second)).toEqual([0, 1, 2]);
    expect(merged.samples).toHaveLength(SAMPLES_PER_KIND);
  });

  it('keeps the samples as the engine does, says cancelled when one part was, and one part is itself', () => {
    const statuses = [500, 501, 502, 503, 504, 505, 506];
    const many = statuses.map((status) =>
      part([1_000, 2_000], 0, {
        samples: [sample(status, 'http5xx'), sample(status, 'http5xx'), sample(0, 'timeout')],
      }),
    );
    const merged = mergeMeasured([...many, part([1_000], 0, { outcome: 'cancelled' })]);
    expect(merged.samples).toHaveLength(SAMPLES_PER_SCENARIO);
    expect(merged.samples!.filter(({ status }) => status === 0)).toHaveLength(1);
    expect(merged.outcome).toBe('cancelled');
    const one = part([1_000, 5_000], 1);
    expect(mergeMeasured([one])).toEqual(one);
  });

  it("merges a flow's steps by name, each exactly, keeping `once`", () => {
    const step = (name: string, latencies: number[], once?: boolean): MeasuredStep => ({
      ...part(latencies),
      name,
      ...(once !== undefined && { once }),
    });
    const flow = (login: number[], list: number[]) =>
      part([...login, ...list], 0, { steps: [step('login', login, true), step('list', list)] });
    const merged = mergeMeasured([flow([1_000], [2_000, 3_000]), flow([4_000], [5_000])]);
    expect(merged.steps!.map(({ name, once }) => [name, once])).toEqual([
      ['login', true],
      ['list', undefined],
    ]);
    const list = merged.steps![1]!;
    expect(list.requests.total).toBe(3);
    expect(buckets(decodeHistogram(list.histogram))).toEqual(buckets(histogramOf([2_000, 3_000, 5_000])));
    expect(list.rounds!.map(({ startMs }) => startMs)).toEqual([0, 1000]);
  });

  it('for any parts, the merged histogram is the histogram of every latency, and the counters their sums', () => {
    const latencies = fc.array(fc.integer({ min: 1, max: 120_000_000 }), { maxLength: 40 });
    fc.assert(
      fc.property(fc.array(latencies, { minLength: 1, maxLength: 5 }), (parts) => {
        const merged = mergeMeasured(parts.map((values) => part(values)));
        const all = histogramOf(parts.flat());
        expect(buckets(decodeHistogram(merged.histogram))).toEqual(buckets(all));
        expect(merged.requests.total).toBe(parts.flat().length);
        expect(merged.rounds).toHaveLength(parts.length);
        expect(merged.latencyMs).toEqual(summarizeLatency(decodeHistogram(encodeHistogram(all))));
      }),
      { numRuns: 50 },
    );
  });
});

describe('mergeSlices', () => {
  it("adds the slices into one round, the scenario's and each step's, lasting as long as the slices together", () => {
    const halves = [part([1_000, 2_000], 1), part([3_000, 90_000, 4_000])];
    const halfSecond = (measured: MeasuredScenario): MeasuredScenario => ({
      ...measured,
      durationSeconds: 0.5,
      rounds: measured.rounds!.map((round) => ({ ...round, durationMs: 500 })),
      steps: [{ ...measured, name: 'list', rounds: measured.rounds!.map((round) => ({ ...round, durationMs: 500 })) }],
    });
    const merged = mergeSlices(halves.map(halfSecond));
    expect(merged.requests.total).toBe(5);
    expect(merged.durationSeconds).toBe(1);
    for (const figures of [merged, merged.steps![0]!]) {
      expect(figures.rounds).toHaveLength(1);
      const [round] = figures.rounds!;
      expect(round).toMatchObject({ startMs: 0, durationMs: 1000, requests: { total: 5, ok: 4, failed: 1 } });
      expect(buckets(decodeHistogram(round!.histogram))).toEqual(
        buckets(histogramOf([1_000, 2_000, 3_000, 90_000, 4_000])),
      );
    }
    // A 1 s round of two halves is one second of the timeline, with the requests of both.
    expect(merged.timeline).toEqual([{ second: 0, requests: 5, errors: 1, p50: 1, p95: 2, p99: 3 }]);
    // One slice is a round already.
    expect(mergeSlices([halves[0]!]).rounds).toEqual(halves[0]!.rounds);
  });

  it('lays the timelines of longer slices from the second each started: a 3 s round in halves is 3 seconds', () => {
    const entry = (second: number, requests: number) => ({ second, requests, errors: 0, p50: 1, p95: 2, p99: 3 });
    const halfOf3s = (latencies: number[]) => {
      const measured = part(latencies);
      return {
        ...measured,
        durationSeconds: 1.5,
        rounds: measured.rounds!.map((round) => ({ ...round, durationMs: 1500 })),
        timeline: [entry(0, 20), entry(1, 10)],
      };
    };
    const merged = mergeSlices([halfOf3s([1_000]), halfOf3s([2_000])]);
    expect(merged.timeline).toEqual([entry(0, 20), entry(1, 30), entry(2, 10)]);
    expect(merged.rounds).toHaveLength(1);
    expect(merged.rounds![0]!.durationMs).toBe(3000);
  });
});
