import { describe, expect, it } from '@jest/globals';
import { decodeHistogram } from '../../../src/engine/record/latency-histogram.js';
import { loadTestOf, onlyScenario, runEngine, startHttpTarget } from '../../helpers/engine-run.js';
import { openModelTest } from '../../helpers/open-model.js';
import { resultsSchemaErrors } from '../../helpers/results-schema.js';
import { useServers } from '../../helpers/servers.js';

// The open model on a server that stalls, with real servers and the real engine: what the code guarantees. The
// issue's "done when" compares measured latencies (the closed model's p99 under half the open model's on the same
// stall) and the rate kept: those depend on how busy the machine is, so they are `npm run bench`'s stall check.
// Each run is bounded (10 s).

const servers = useServers();

/**
 * A server that answers in 1 ms, except during one second in five (from its 2nd second on: 2-3 s, 7-8 s), when
 * nothing is answered until the second is over, as a server stalled by a pause does.
 */
async function stallingServer() {
  const startedAt = performance.now();
  return startHttpTarget(servers, (_request, response) => {
    const elapsed = performance.now() - startedAt;
    const inCycle = elapsed % 5000;
    const delay = inCycle >= 2000 && inCycle < 3000 ? 3000 - inCycle : 1;
    setTimeout(() => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end('{}');
    }, delay);
  });
}

/** A server that answers every request after `ms`. */
async function slowServer(ms: number) {
  return startHttpTarget(servers, (_request, response) => {
    setTimeout(() => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end('{}');
    }, ms);
  });
}

describe('the open model', () => {
  it('shows a stall in full, from each request’s intended start, and accounts for every request scheduled', async () => {
    const [openServer, closedServer] = await Promise.all([stallingServer(), slowServer(1)]);
    const [open, closed] = await Promise.all([
      runEngine(openModelTest(openServer.url, 100, 10, 200, { timeout: '5s' })),
      runEngine(loadTestOf(closedServer.url, [{ concurrentUsers: 2, duration: '1s' }])),
    ]);
    expect(resultsSchemaErrors(open)).toEqual([]);
    const openScenario = onlyScenario(open);
    const closedScenario = onlyScenario(closed);
    // A 10 s run holds at least one whole stall of the server's 1 s in 5, whenever it started: the 50 requests due in
    // its first half wait at least 500 ms from their intended start (a late write only adds to it), over 1% of 1,000.
    expect(openScenario.latencyMs.p99).toBeGreaterThanOrEqual(500);
    const arrival = openScenario.arrival!;
    expect(arrival.targetRate).toBeGreaterThan(90);
    expect(arrival.achievedRate).toBeLessThanOrEqual(arrival.targetRate);
    expect(arrival.maxUsers).toBe(200);
    // The service time, from the write, is kept beside the latency; never longer than it.
    expect(decodeHistogram(arrival.serviceHistogram).totalCount).toBe(openScenario.requests.ok);
    expect(arrival.serviceMs.max).toBeLessThanOrEqual(openScenario.latencyMs.max);
    // The timeline has each second's scheduled requests, which add up to the requests started and dropped.
    const scheduled = openScenario.timeline.reduce((sum, entry) => sum + entry.target!, 0);
    expect(scheduled).toBe(openScenario.requests.total + openScenario.requests.dropped!);
    expect(closedScenario.arrival).toBeUndefined();
    expect(closedScenario.requests.dropped).toBeUndefined();
  }, 30_000);

  it('drops the requests due while every connection is busy, and fails okRate over total + dropped', async () => {
    const server = await slowServer(200);
    // 2 connections on a 200 ms server carry at most 10 requests a second: 50/s drops most of them.
    const results = await runEngine(openModelTest(server.url, 50, 2, 2, { thresholds: { okRate: '99%' } }));
    expect(resultsSchemaErrors(results)).toEqual([]);
    const scenario = onlyScenario(results);
    const { total, ok, dropped } = scenario.requests;
    expect(dropped).toBeGreaterThan(0);
    // Never more in flight than connections: each sent request took 200 ms on one of 2.
    expect(total).toBeLessThanOrEqual(2 * 2 * 5 + 2);
    const okRate = scenario.thresholds.find((threshold) => threshold.key === 'okRate')!;
    expect(okRate.passed).toBe(false);
    expect(okRate.actual).toBeCloseTo((ok / (total + dropped!)) * 100, 2);
    expect(scenario.outcome).toBe('failed');
    expect(scenario.timeline.reduce((sum, entry) => sum + entry.dropped!, 0)).toBe(dropped);
  }, 20_000);

  it('ramps the rate over a stage: each second of the timeline has the requests scheduled in it', async () => {
    const server = await slowServer(1);
    const loadTest = openModelTest(server.url, 0, 2, 50);
    // From 0 to 200/s over 2 s: 50 requests due in the first second (t²·50), 150 in the second.
    const ramp = { ...loadTest.scenarios[0]!, arrival: { ...loadTest.scenarios[0]!.arrival!, startRate: 0 } };
    ramp.arrival.stages = [{ durationSeconds: 2, target: 200, line: 1 }];
    const scenario = onlyScenario(await runEngine({ ...loadTest, scenarios: [ramp] }));
    expect(scenario.timeline[0]!.target).toBe(50);
    expect(scenario.timeline[1]!.target).toBeLessThanOrEqual(150);
    const scheduled = scenario.timeline.reduce((sum, entry) => sum + entry.target!, 0);
    expect(scheduled).toBe(scenario.requests.total + scenario.requests.dropped!);
  }, 20_000);

  it('runs a loadtool.yaml scenario with arrivalRate and maxUsers on the open model', async () => {
    const server = await slowServer(1);
    const loadTest = loadTestOf(server.url, [
      { concurrentUsers: undefined, arrivalRate: '20/s', maxUsers: 5, duration: '1s', thresholds: { okRate: '99%' } },
    ]);
    const results = await runEngine(loadTest);
    expect(resultsSchemaErrors(results)).toEqual([]);
    const scenario = onlyScenario(results);
    expect(scenario.arrival!.maxUsers).toBe(5);
    expect(scenario.concurrentUsers).toBe(5);
    expect(scenario.requests.total + scenario.requests.dropped!).toBeLessThanOrEqual(20);
    expect(scenario.timeline[0]!.target).toBe(scenario.requests.total + scenario.requests.dropped!);
  }, 20_000);
});
