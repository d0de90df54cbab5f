import { createServer, type Socket } from 'node:net';
import { Client } from 'undici';
import { statusTable } from './error-category.js';
import { ScenarioRecorder } from './scenario-recorder.js';
import { ScenarioLoad, VirtualUser } from './virtual-user.js';

/** How long the generator loads itself before the first scenario. */
export const SELF_WARM_UP_MS = 200;

const USERS = 4;
// Headers as common servers send them, so that undici's header handling is warmed on the branches it will take.
const RESPONSE = Buffer.from(
  'HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nDate: Thu, 01 Jan 2026 00:00:00 GMT\r\n' +
    'Connection: keep-alive\r\nKeep-Alive: timeout=5\r\nContent-Length: 11\r\n\r\n{"ok":true}',
);
const END_OF_HEAD = '\r\n\r\n';

let warmedUp: Promise<void> | undefined;

/**
 * Returns when the generator's own hot path has run for a moment against an in-process server, once per process.
 * A cold generator measures itself: undici compiles its WebAssembly parser on its first connection and the hot
 * path runs unoptimized for its first thousands of requests, which put a 50 ms server's first-second p99 at 80 ms
 * instead of 57. The system under test never sees these requests. Best effort: a failure only skips it.
 */
export function warmUpGenerator(): Promise<void> {
  warmedUp ??= loadSelf().catch(() => undefined);
  return warmedUp;
}

async function loadSelf(): Promise<void> {
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

  let drained!: () => void;
  const done = new Promise<void>((resolve) => (drained = resolve));
  const recorder = new ScenarioRecorder(statusTable(undefined));
  const request = {
    method: 'GET',
    path: '/',
    headers: [],
    body: null,
    headersTimeout: 0,
    bodyTimeout: 0,
  } as const;
  // The timeout armed as in a real scenario, so that its timer is warm too.
  const load = new ScenarioLoad(request, recorder, { thinkTimeMs: 0, timeoutMs: 5000, graphql: false }, drained);
  const users = Array.from(
    { length: USERS },
    () => new VirtualUser(new Client(`http://127.0.0.1:${address.port}`, { pipelining: 1 }), load),
  );
  const now = performance.now();
  recorder.start(now, 0);
  load.endsAt = now + SELF_WARM_UP_MS;
  for (const user of users) user.start();
  const stop = setTimeout(() => {
    load.stopping = true;
    if (load.inFlight === 0) drained();
  }, SELF_WARM_UP_MS);
  // However the self-load ends, it may not hold up the run: a second after its end it is abandoned.
  const cap = setTimeout(drained, SELF_WARM_UP_MS + 1000);
  await done;
  clearTimeout(stop);
  clearTimeout(cap);
  for (const user of users) user.interrupt();
  await Promise.all(users.map((user) => user.close()));
  for (const socket of sockets) socket.destroy();
  await new Promise<void>((resolve) =>
    server.close(() => {
      resolve();
    }),
  );
}
