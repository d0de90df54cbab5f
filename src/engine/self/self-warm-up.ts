// Warms the generator itself before the clock starts, so that compiling its hot path is not measured.
import { createServer, type Socket } from 'node:net';
import { dispatchOptions } from '../http/build-request.js';
import { ClosedModel } from '../closed/closed-model.js';
import { statusTable } from '../error-category.js';
import type { Executor, ExecutorParts } from '../executor.js';
import { OpenModel } from '../open/open-model.js';
import { ScenarioConnections } from '../http/scenario-connections.js';
import { runLifecycle } from '../scenario-lifecycle.js';
import { ScenarioLoad } from '../scenario-load.js';
import { ScenarioRecorder } from '../record/scenario-recorder.js';
import { DEFAULT_TLS } from '../../tls-options.js';

/**
 * How long each executor loads the generator itself, in each pass. What a cold start costs the first second's latencies
 * is gone after a few hundred requests (at the 50 ms server its p99 was 54 to 55 ms with 10 or 30 ms passes, 58 ms
 * without a warm-up); the optimizing compiler takes the hot path during the run's first second either way, and 30 ms
 * passes took 7 to 33 ms more CPU a run (docs/benchmarks.md).
 */
const PASS_MS = 10;

/**
 * Each executor runs twice, each time a new instance. V8 specializes the optimized code of a closure created once
 * (an instance's arrow functions, and what they inline) to that one instance: after a single pass the run's own
 * instance had its hot path compiled again during its first second, on a compiler thread that took the core from
 * the scheduler for milliseconds at a time. Once a second instance exists, the code is compiled for any, and the run's
 * reuses it.
 */
const PASSES = 2;

const USERS = 4;
const MAX_RESPONSE_BYTES = 1024 * 1024;
// Headers as common servers send them, so that the parser's header handling is warmed on the branches it will take.
const RESPONSE = Buffer.from(
  'HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nDate: Thu, 01 Jan 2026 00:00:00 GMT\r\n' +
    'Connection: keep-alive\r\nKeep-Alive: timeout=5\r\nContent-Length: 11\r\n\r\n{"ok":true}',
);
const END_OF_HEAD = '\r\n\r\n';

/** The rate of the open model's self-load, per second. */
const OPEN_RATE = 10_000;

let warmedUp: Promise<void> | undefined;

/**
 * Returns when the generator's own hot path has run for a moment against an in-process server, once per process.
 * A cold generator measures itself: the HTTP client compiles its WebAssembly parser on its first connection and the
 * hot path runs unoptimized for its first thousands of requests, which put a 50 ms server's first-second p99 at 80 ms
 * instead of 57. The system under test never sees these requests. Best effort: a failure only skips it.
 */
export function warmUpGenerator(openModel = false): Promise<void> {
  warmedUp ??= loadSelf(openModel).catch(() => undefined);
  return warmedUp;
}

async function loadSelf(openModel: boolean): Promise<void> {
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => undefined);
    let pending = '';
    socket.on('data', (chunk: Buffer) => {
      pending += chunk.toString('latin1');
      for (let end = pending.indexOf(END_OF_HEAD); end >= 0; end = pending.indexOf(END_OF_HEAD)) {
        pending = pending.slice(end + END_OF_HEAD.length);
        socket.write(RESPONSE);
      }
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('no port');

  const origin = `http://127.0.0.1:${address.port}`;
  const schedule = {
    startRate: OPEN_RATE,
    stages: [{ durationSeconds: PASS_MS / 1000, target: OPEN_RATE, line: 0 }],
  };
  for (let pass = 0; pass < PASSES; pass++) {
    await loadOnce(origin, (parts) => new ClosedModel(parts, 0));
    // The open model's scheduler, its ticker thread and its users are warmed the same way when a scenario uses them.
    if (openModel) await loadOnce(origin, (parts) => new OpenModel(parts, schedule, PASS_MS));
  }
  for (const socket of sockets) socket.destroy();
  await new Promise<void>((resolve) =>
    server.close(() => {
      resolve();
    }),
  );
}

/** Runs the executor `executorOf` makes against the in-process server at `origin` for PASS_MS. */
async function loadOnce(origin: string, executorOf: (parts: ExecutorParts) => Executor): Promise<void> {
  const recorder = new ScenarioRecorder(statusTable(undefined));
  // Built as a scenario's request is, so that the client takes the same branches.
  const request = dispatchOptions({ origin, method: 'GET', path: '/', headers: {}, secrets: [] });
  // The timeout and the response limit armed as in a real scenario, so that their code is warm too.
  const timeoutMs = 5000;
  const parts: ExecutorParts = {
    load: new ScenarioLoad(request, recorder, { thinkTimeMs: 0, timeoutMs, graphql: false }),
    connections: new ScenarioConnections(origin, USERS, {
      timeoutMs,
      maxResponseBytes: MAX_RESPONSE_BYTES,
      tls: DEFAULT_TLS,
    }),
  };
  // However the self-load ends, it may not hold up the run: a second after its end it is abandoned.
  await runLifecycle(executorOf(parts), parts, {
    durationMs: PASS_MS,
    graceMs: 1000,
    warmUpMs: 1000,
  });
}
