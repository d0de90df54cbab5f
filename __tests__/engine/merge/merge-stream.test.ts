import { describe, expect, it } from '@jest/globals';
import { decodeHistogram } from '../../../src/engine/record/latency-histogram.js';
import { mergeMeasured, mergeSlices } from '../../../src/engine/merge/merge-measured.js';
import { mergeParallelScenario } from '../../../src/engine/merge/merge-parallel.js';
import { mergeStream } from '../../../src/engine/merge/merge-stream.js';
import { mergeShards } from '../../../src/merge/merge-shards.js';
import type { CheckedShard } from '../../../src/merge/check-shards.js';
import type { MeasuredScenario, StreamResult } from '../../../src/results/types.js';
import { buckets } from '../../helpers/histogram-buckets.js';
import { runResults, scenarioResult } from '../../helpers/results.js';
import { distributionOf, streamResult, type StreamValues } from '../../helpers/stream-results.js';

/** The values two parts measured, in microseconds, each list as one recorder of that part got them. */
const FIRST: Required<StreamValues> = {
  ttfb: [1_200, 1_500, 2_000],
  ttfe: [5_000, 7_500, 12_000],
  eventGap: [100_000, 101_000, 99_000, 250_000, 1_000_000, 98_500],
  length: [30_000_000, 30_000_000, 12_345_678],
};
const SECOND: Required<StreamValues> = {
  ttfb: [900, 30_000],
  ttfe: [4_000, 2_000_000],
  eventGap: [100_500, 10_000_000, 7],
  length: [30_000_000, 29_999_000],
};

const firstStream = streamResult(FIRST, {
  streams: 3,
  events: 9,
  reconnects: 1,
  faults: { stalled: 1, ended: 0, silent: 0 },
});
const secondStream = streamResult(SECOND, {
  streams: 2,
  events: 5,
  reconnects: 0,
  faults: { stalled: 0, ended: 1, silent: 1 },
});

/** An empty latency histogram: the scenario's own latencies are not what these tests merge. */
const EMPTY = distributionOf([]).histogram;

/** Returns what one recorder of both parts' values would have written. */
function allAtOnce(): StreamResult {
  return streamResult(
    {
      ttfb: [...FIRST.ttfb, ...SECOND.ttfb],
      ttfe: [...FIRST.ttfe, ...SECOND.ttfe],
      eventGap: [...FIRST.eventGap, ...SECOND.eventGap],
      length: [...FIRST.length, ...SECOND.length],
    },
    { streams: 5, events: 14, reconnects: 1, faults: { stalled: 1, ended: 1, silent: 1 } },
  );
}

/** Returns a part measured as the engine does, with its stream figures and its events per second. */
function part(stream: StreamResult, events: readonly number[]): MeasuredScenario {
  const result = scenarioResult({
    name: 'Ticker',
    endpoint: 'GET /ticker',
    concurrentUsers: 2,
    durationSeconds: 2,
    requests: { total: stream.streams, ok: 0, failed: 0, byCategory: {}, byStatus: { '200': stream.streams } },
    timeline: events.map((count, second) => ({
      second,
      requests: 1,
      errors: 0,
      p50: 1,
      p95: 2,
      p99: 3,
      events: count,
    })),
    histogram: EMPTY,
    stream,
  });
  // A results.json scenario as measured: not judged, no steps.
  return { ...result, outcome: 'measured', steps: undefined };
}

/** Expects the merged figures to be exactly those of one recorder: counts, summaries and every bucket. */
function expectExact(merged: StreamResult | undefined): void {
  const expected = allAtOnce();
  expect(merged).toEqual(expected);
  for (const key of ['ttfb', 'ttfe', 'eventGap', 'length'] as const) {
    expect(buckets(decodeHistogram(merged![key].histogram))).toEqual(buckets(decodeHistogram(expected[key].histogram)));
  }
}

describe('mergeStream', () => {
  it('merges two parts to exactly the figures of one recorder of all their values', () => {
    expectExact(mergeStream([{ stream: firstStream }, { stream: secondStream }]));
  });

  it('is undefined for parts without stream figures, and leaves out a part without any', () => {
    expect(mergeStream([{}, {}])).toBeUndefined();
    expect(mergeStream([{ stream: firstStream }, {}])).toEqual(mergeStream([{ stream: firstStream }]));
    expect(mergeStream([{ stream: firstStream }])).toEqual(firstStream);
  });

  it('recomputes each summary from the added histogram, never averaging the parts', () => {
    const merged = mergeStream([{ stream: firstStream }, { stream: secondStream }])!;
    expect(merged.eventGap.count).toBe(9);
    expect(merged.eventGap.ms.max).toBe(distributionOf([10_000_000]).ms.max);
    expect(merged.eventGap.ms.min).toBe(0.007);
  });
});

describe('the stream figures through every merge of parts', () => {
  it('parts that ran at the same time (worker threads, shards): exact, events added by wall-clock second', () => {
    const merged = mergeParallelScenario([part(firstStream, [4, 5]), part(secondStream, [2, 3])], [0, 1]);
    expectExact(merged.stream);
    expect(merged.timeline.map(({ second, events }) => [second, events])).toEqual([
      [0, 4],
      [1, 7],
      [2, 3],
    ]);
  });

  it('parts one after another (rounds, the same-job halves): exact, events one second after another', () => {
    const merged = mergeMeasured([part(firstStream, [4, 5]), part(secondStream, [2, 3])]);
    expectExact(merged.stream);
    expect(merged.timeline.map(({ events }) => events)).toEqual([4, 5, 2, 3]);
    const halves = mergeSlices([part(firstStream, [4]), part(secondStream, [2])]);
    expectExact(halves.stream);
    expect(halves.timeline.map(({ second, events }) => [second, events])).toEqual([
      [0, 4],
      [2, 2],
    ]);
  });

  it('loadtool merge keeps the stream figures of its shards, merged exactly', () => {
    const shard = (index: number, stream: StreamResult): CheckedShard => ({
      file: `shard-${index}.json`,
      results: {
        ...runResults([
          scenarioResult({
            name: 'Ticker',
            requests: { total: stream.streams, ok: stream.streams, failed: 0, byCategory: {}, byStatus: {} },
            timeline: [{ second: 0, requests: 1, errors: 0, p50: 1, p95: 1, p99: 1, events: stream.events }],
            histogram: EMPTY,
            stream,
          }),
        ]),
        shard: { index, count: 2 },
        fingerprint: 'abc',
      },
    });
    const { measured } = mergeShards([shard(1, firstStream), shard(2, secondStream)]);
    expectExact(measured.scenarios[0]!.stream);
    expect(measured.scenarios[0]!.timeline[0]!.events).toBe(14);
  });

  it('leaves the figures of a scenario that is not a stream without stream figures or events', () => {
    const plain = (): MeasuredScenario => {
      const measured = part(firstStream, []);
      delete measured.stream;
      return { ...measured, timeline: [{ second: 0, requests: 1, errors: 0, p50: 1, p95: 1, p99: 1 }] };
    };
    const merged = mergeParallelScenario([plain(), plain()], [0, 0]);
    expect(merged).not.toHaveProperty('stream');
    expect(merged.timeline[0]).not.toHaveProperty('events');
  });
});
