import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { ArrivalClock, WHOLE_SCHEDULE, type ArrivalPart } from '../../../src/engine/open/arrival-schedule.js';
import { partArrival } from '../../../src/engine/open/arrival-split.js';
import { decodeHistogram } from '../../../src/engine/record/latency-histogram.js';
import { mergeParallelScenario } from '../../../src/engine/merge/merge-parallel.js';
import { runLoadTest } from '../../../src/engine/run-load-test.js';
import { runInWorkers } from '../../../src/engine/workers/run-in-workers.js';
import { partUsers } from '../../../src/engine/workers/worker-split.js';
import type { ArrivalSchedule } from '../../../src/loadtest/types.js';
import type { RunResults } from '../../../src/results/types.js';
import { judgeRun } from '../../../src/verdict/judge-run.js';
import { startHttpTarget } from '../../helpers/engine-run.js';
import { openModelTest } from '../../helpers/open-model.js';
import { resultsSchemaErrors } from '../../helpers/results-schema.js';
import { useServers } from '../../helpers/servers.js';

const servers = useServers();

const schedule = (startRate: number, ...stages: Array<[seconds: number, target: number]>): ArrivalSchedule => ({
  startRate,
  stages: stages.map(([durationSeconds, target]) => ({ durationSeconds, target, line: 1 })),
  maxUsers: 1,
});

const durationMsOf = (arrival: ArrivalSchedule) => arrival.stages.reduce((ms, s) => ms + s.durationSeconds * 1000, 0);

describe('the schedule of the open model', () => {
  it('starts request k at k / rate, computed from the start, never by adding intervals', () => {
    const clock = new ArrivalClock(schedule(100, [10, 100]));
    expect(clock.intendedAt(0)).toBe(0);
    expect(clock.intendedAt(1)).toBeCloseTo(10, 9);
    expect(clock.intendedAt(999)).toBeCloseTo(9990, 9);
    expect(clock.countBefore(10_000)).toBe(1000);
    // After the stages, the rate holds at the last target.
    expect(clock.countBefore(11_000)).toBe(1100);
  });

  it('ramps linearly from the start rate to each stage’s target, as k6’s ramping-arrival-rate does', () => {
    // From 0 to 100/s over 10 s: 500 requests, 50 of them in the first 3.162 s (t²·5 = 50).
    const ramp = new ArrivalClock(schedule(0, [10, 100]));
    expect(ramp.countBefore(10_000)).toBe(500);
    expect(ramp.intendedAt(50)).toBeCloseTo(Math.sqrt(10) * 1000, 6);
    // Up, held, down to 0: 500 + 1000 + 500, and nothing after a rate of 0.
    const upAndDown = new ArrivalClock(schedule(0, [10, 100], [10, 100], [10, 0]));
    expect(upAndDown.countBefore(30_000)).toBe(2000);
    expect(upAndDown.intendedAt(2000)).toBe(Number.POSITIVE_INFINITY);
    expect(upAndDown.countBefore(60_000)).toBe(2000);
    // A start rate above the target ramps down.
    expect(new ArrivalClock(schedule(200, [2, 0])).countBefore(2000)).toBe(200);
  });

  it('splits over shards and worker threads so that the parts schedule exactly the whole, each request once', () => {
    const stage = fc.tuple(fc.integer({ min: 1, max: 20 }), fc.integer({ min: 0, max: 400 }));
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 400 }),
        fc.array(stage, { minLength: 1, maxLength: 3 }),
        fc.integer({ min: 1, max: 500 }),
        fc.integer({ min: 1, max: 8 }),
        fc.integer({ min: 1, max: 4 }),
        (startRate, stages, maxUsers, shards, workers) => {
          const arrival = schedule(startRate, ...stages);
          const clock = new ArrivalClock(arrival);
          const durationMs = durationMsOf(arrival);
          const whole = clock.countBefore(durationMs);
          const parts: ArrivalPart[] = [];
          let users = 0;
          for (let s = 1; s <= shards; s++) {
            for (let w = 1; w <= workers; w++) {
              const shard = { index: s, count: shards };
              const worker = { index: w, count: workers };
              const part = partArrival(maxUsers, shard, worker);
              const partUsersCount = partUsers(maxUsers, shard, worker).users;
              users += partUsersCount;
              // A part gets requests exactly when it gets connections.
              expect(part === undefined).toBe(partUsersCount === 0);
              if (part) parts.push(part);
            }
          }
          expect(users).toBe(maxUsers);
          expect(parts.reduce((sum, part) => sum + clock.countBefore(durationMs, part), 0)).toBe(whole);
          // Each request of the whole (the first thousands) falls in exactly one part.
          const notOnce: number[] = [];
          for (let k = 0; k < Math.min(whole, 2000); k++) {
            let takers = 0;
            for (const part of parts) if (k % part.stride === part.offset) takers++;
            if (takers !== 1) notOnce.push(k);
          }
          expect(notOnce).toEqual([]);
        },
      ),
      { numRuns: 200 },
    );
  });

  it('splits 100/s for 10 s over 4 shards as 250 requests each, the whole’s 1,000', () => {
    const clock = new ArrivalClock(schedule(100, [10, 100]));
    const counts = [1, 2, 3, 4].map((index) =>
      clock.countBefore(10_000, partArrival(200, { index, count: 4 }, undefined) ?? WHOLE_SCHEDULE),
    );
    expect(counts).toEqual([250, 250, 250, 250]);
  });
});

describe('open-model shards merged', () => {
  it('sum the dropped requests, the scheduled ones and the service times; the lateness is the worst shard’s', async () => {
    const server = await startHttpTarget(servers, (_request, response) => {
      setTimeout(() => response.end('{}'), 200);
    });
    // 4 connections in all, 2 per shard, on a 200 ms server at 50/s: most requests are dropped in both shards.
    const loadTest = openModelTest(server.url, 50, 2, 4);
    const shards = await Promise.all(
      [1, 2].map((index) => runLoadTest(loadTest, { env: {}, shard: { index, count: 2 } })),
    );
    const parts = shards.map((run) => run.scenarios[0]!);
    const merged = mergeParallelScenario(parts, [0, 0]);
    const sumOf = (value: (part: (typeof parts)[number]) => number) => value(parts[0]!) + value(parts[1]!);
    for (const part of parts) {
      expect(part.arrival!.maxUsers).toBe(2);
      expect(part.requests.dropped).toBeGreaterThan(0);
    }
    expect(merged.requests.dropped).toBe(sumOf((part) => part.requests.dropped!));
    expect(merged.requests.total).toBe(sumOf((part) => part.requests.total));
    expect(merged.arrival!.maxUsers).toBe(4);
    expect(decodeHistogram(merged.arrival!.serviceHistogram).totalCount).toBe(
      sumOf((part) => decodeHistogram(part.arrival!.serviceHistogram).totalCount),
    );
    expect(merged.arrival!.latenessP99Ms).toBe(Math.max(...parts.map((part) => part.arrival!.latenessP99Ms)));
    const targets = (timeline: typeof merged.timeline) => timeline.reduce((sum, entry) => sum + entry.target!, 0);
    expect(targets(merged.timeline)).toBe(sumOf((part) => targets(part.timeline)));
    expect(targets(merged.timeline)).toBe(merged.requests.total + merged.requests.dropped!);
    const judged: RunResults = judgeRun({ ...shards[0]!, shard: null, scenarios: [merged] }, loadTest);
    expect(resultsSchemaErrors(judged)).toEqual([]);
    expect(judged.scenarios[0]!.requests.dropped).toBe(merged.requests.dropped);
  }, 20_000);

  it('in worker threads take their part of the schedule: together never more than the whole’s requests', async () => {
    const server = await startHttpTarget(servers, (_request, response) => response.end('{}'));
    // 100/s for 1 s is 100 requests in all; two workers each sending the whole schedule would send 200.
    const loadTest = openModelTest(server.url, 100, 1, 10);
    const [scenario] = (await runInWorkers(loadTest, { env: {} }, 2)).scenarios;
    const due = scenario!.requests.total + scenario!.requests.dropped!;
    expect(due).toBeGreaterThan(0);
    expect(due).toBeLessThanOrEqual(100);
    expect(scenario!.timeline.reduce((sum, entry) => sum + entry.target!, 0)).toBe(due);
    expect(scenario!.arrival!.maxUsers).toBe(10);
    expect(scenario!.concurrentUsers).toBe(10);
  }, 20_000);
});
