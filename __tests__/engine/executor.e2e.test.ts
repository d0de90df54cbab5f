import { afterEach, describe, expect, it } from '@jest/globals';
import { ClosedModel } from '../../src/engine/closed/closed-model.js';
import { statusTable } from '../../src/engine/error-category.js';
import type { ExecutorParts } from '../../src/engine/executor.js';
import { decodeHistogram, encodeHistogram } from '../../src/engine/record/latency-histogram.js';
import { ScenarioConnections } from '../../src/engine/http/scenario-connections.js';
import { runLifecycle, type MeasuredTime } from '../../src/engine/scenario-lifecycle.js';
import { ScenarioLoad } from '../../src/engine/scenario-load.js';
import { ScenarioRecorder } from '../../src/engine/record/scenario-recorder.js';
import { startFaultServer, type FaultServer, type Script } from '../helpers/fault-server.js';
import { DEFAULT_TLS } from '../../src/tls-options.js';

const servers: FaultServer[] = [];
const opened: ExecutorParts[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((parts) => parts.connections.close()));
  await Promise.all(servers.splice(0).map((server) => server.close()));
});

async function faultServer(script: Script): Promise<FaultServer> {
  const server = await startFaultServer(script);
  servers.push(server);
  return server;
}

/** Returns what an executor is given for `users` connections to `url`: `GET /`, no timeout, no think time. */
function partsFor(url: string, users: number): ExecutorParts {
  const timeoutMs = 0;
  const recorder = new ScenarioRecorder(statusTable(undefined));
  const request = { method: 'GET', path: '/', headers: [], body: null, headersTimeout: 0, bodyTimeout: 0 };
  const load = new ScenarioLoad(request, recorder, { thinkTimeMs: 0, timeoutMs, graphql: false });
  const parts = {
    load,
    connections: new ScenarioConnections(url, users, { timeoutMs, maxResponseBytes: 1024, tls: DEFAULT_TLS }),
  };
  opened.push(parts);
  return parts;
}

/** Checks that every request the server received ended once: ok, or failed in exactly one category. */
function expectEveryRequestEndedOnce(recorder: ScenarioRecorder, server: FaultServer): void {
  expect(recorder.completed()).toBe(server.received);
  const failed = Object.values(recorder.byCategory()).reduce((sum, count) => sum + count, 0);
  expect(failed).toBe(recorder.errors());
  const responses = [...recorder.byStatus].reduce((sum, count) => sum + count, 0);
  expect(decodeHistogram(encodeHistogram(recorder.total)).totalCount).toBe(responses);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Returns a closed model of `users` users sending to `server`, started with its recorder, the end a minute away. */
function startClosedModel(server: FaultServer, users: number): { parts: ExecutorParts; executor: ClosedModel } {
  const parts = partsFor(server.url, users);
  const executor = new ClosedModel(parts, 0);
  const now = performance.now();
  parts.load.recorder.start(now, 1000);
  executor.start(now, now + 60_000);
  return { parts, executor };
}

/** Returns once `server` has received `count` requests. */
async function untilReceived(server: FaultServer, count: number): Promise<void> {
  while (server.received < count) await sleep(10);
}

describe('the closed model as an executor', () => {
  it('sends from start to stop, drains what is in flight, and every request ends once', async () => {
    const server = await faultServer((n) => (n % 5 === 4 ? 'not-found' : 'ok'));
    const { parts, executor } = startClosedModel(server, 3);
    await untilReceived(server, 10);
    executor.stop();
    await executor.drain(10_000);
    expect(parts.load.inFlight).toBe(0);
    expect(executor.interrupt()).toBe(0);
    parts.load.recorder.finish();

    const recorder = parts.load.recorder;
    expect(recorder.ok).toBeGreaterThan(0);
    expect(recorder.byCategory()).toEqual({ http4xx: server.byFault['not-found'] });
    expect(recorder.ok).toBe(server.byFault.ok);
    expectEveryRequestEndedOnce(recorder, server);
    // Stopped is stopped: nothing is sent after the drain.
    const sent = server.received;
    await sleep(100);
    expect(server.received).toBe(sent);
  });

  it('ends the drain after its grace period, and counts each request still in flight as interrupted once', async () => {
    const server = await faultServer(() => 'hold');
    const { parts, executor } = startClosedModel(server, 4);
    await untilReceived(server, 4);
    executor.stop();
    await executor.drain(100);
    expect(parts.load.inFlight).toBe(4);
    const interrupted = executor.interrupt();
    expect(interrupted).toBe(4);
    // A request ends once: interrupting again finds nothing in flight.
    expect(executor.interrupt()).toBe(0);
    parts.load.recorder.interrupted(interrupted);
    parts.load.recorder.finish();
    expect(parts.load.recorder.byCategory()).toEqual({ interrupted: 4 });
    expectEveryRequestEndedOnce(parts.load.recorder, server);
  });

  it('lets a later drain only shorten the wait, as a cancel does during the grace period', async () => {
    const server = await faultServer(() => 'hold');
    const { executor } = startClosedModel(server, 1);
    await untilReceived(server, 1);
    executor.stop();
    const startedDrain = performance.now();
    const first = executor.drain(25_000);
    const second = executor.drain(100);
    // A longer grace after a shorter one does not lengthen it again.
    const third = executor.drain(25_000);
    await Promise.all([first, second, third]);
    // 100 ms against 25 s: the bound the code guarantees, with a margin for a busy machine.
    expect(performance.now() - startedDrain).toBeLessThan(10_000);
    expect(executor.interrupt()).toBe(1);
  });

  it('drains at once when nothing is in flight at the stop', async () => {
    const server = await faultServer(() => 'ok');
    const parts = partsFor(server.url, 2);
    const executor = new ClosedModel(parts, 0);
    executor.stop();
    await executor.drain(25_000);
    expect(executor.interrupt()).toBe(0);
    expect(server.received).toBe(0);
  });

  it('opens in advance only the connections of the users that start within the window', () => {
    const parts = partsFor('http://127.0.0.1:9', 4);
    // Users start at 0, 1000, 2000 and 3000 ms of a 4 s ramp-up.
    expect(new ClosedModel(parts, 4000).warmConnections(1000)).toBe(1);
    expect(new ClosedModel(parts, 4000).warmConnections(2500)).toBe(3);
    expect(new ClosedModel(parts, 0).warmConnections(1000)).toBe(4);
  });
});

describe('the lifecycle', () => {
  const plan = { durationMs: 2000, graceMs: 5000, warmUpMs: 1000 };

  it('runs an executor for the measured time, reports progress once a second, and accounts every request', async () => {
    const server = await faultServer(() => 'ok');
    const parts = partsFor(server.url, 2);
    const progress: Array<{ elapsedMs: number; completed: number }> = [];
    const time = await runLifecycle(new ClosedModel(parts, 0), parts, {
      ...plan,
      onProgress: (_now, elapsedMs) => progress.push({ elapsedMs, completed: parts.load.recorder.completed() }),
    });

    expect(time.cancelled).toBe(false);
    // The stop is never later than the end of the measured time, however late its timer fired.
    expect(time.stoppedAt).toBeLessThanOrEqual(time.startedAt + plan.durationMs);
    expect(time.stoppedAt).toBeGreaterThan(time.startedAt);
    // The first tick comes at one second of a two-second run: at least one, never after the stop.
    expect(progress.length).toBeGreaterThanOrEqual(1);
    expect(progress.length).toBeLessThanOrEqual(2);
    for (const tick of progress) expect(tick.elapsedMs).toBeLessThanOrEqual(plan.durationMs);
    const recorder = parts.load.recorder;
    expect(recorder.timeline).toHaveLength(2);
    expect(recorder.errors()).toBe(0);
    expectEveryRequestEndedOnce(recorder, server);
    expect(recorder.timeline.reduce((sum, second) => sum + second.requests, 0)).toBe(recorder.completed());
  });

  it('on cancel stops, waits at most 2 s for what is in flight, and counts it as interrupted', async () => {
    const server = await faultServer((n) => (n < 10 ? 'ok' : 'hold'));
    // No timeout: without the cancel's 2 s the grace period would be 31 s.
    const parts = partsFor(server.url, 3);
    const controller = new AbortController();
    const running = runLifecycle(new ClosedModel(parts, 0), parts, {
      ...plan,
      durationMs: 60_000,
      graceMs: 31_000,
      signal: controller.signal,
    });
    // Each user holds a request once the first ten are answered.
    await untilReceived(server, 13);
    const abortedAt = performance.now();
    controller.abort();
    const time: MeasuredTime = await running;
    const recorder = parts.load.recorder;
    expect(time.cancelled).toBe(true);
    // 2 s against 31 s: the bound the code guarantees, with a margin for a busy machine.
    expect(performance.now() - abortedAt).toBeLessThan(20_000);
    expect(recorder.ok).toBe(10);
    expect(recorder.byCategory()).toEqual({ interrupted: 3 });
    expect(server.received).toBe(13);
    expect(recorder.completed()).toBe(server.received);
    // The timeline ends with the second in which the run was cancelled.
    expect(recorder.timeline).toHaveLength(Math.ceil((time.stoppedAt - time.startedAt) / 1000));
  }, 25_000);

  it('sends nothing when cancelled before the start', async () => {
    const server = await faultServer(() => 'ok');
    const parts = partsFor(server.url, 2);
    const controller = new AbortController();
    controller.abort();
    const time = await runLifecycle(new ClosedModel(parts, 0), parts, { ...plan, signal: controller.signal });
    expect(time.cancelled).toBe(true);
    expect(time.stoppedAt - time.startedAt).toBe(0);
    expect(server.received).toBe(0);
    expect(parts.load.recorder.completed()).toBe(0);
  });
});
