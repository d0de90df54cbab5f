import { createServer, type Server, type Socket } from 'node:net';
import { onRequests } from './raw-http-server.js';

/**
 * What the fault server does with one request:
 * - `ok`, `not-found`, `server-error`: a whole 200, 404 or 500 response;
 * - `slow`: a 200 after `slowMs`, longer than the client's timeout;
 * - `reset-mid-body`: the head and part of the body, then a TCP reset;
 * - `garbage`: bytes that are not HTTP;
 * - `hold`: nothing, ever (until the client gives up or the server closes);
 * - `drip`: a chunked 200 whose body never ends, one chunk every 100 ms, so no timeout fires.
 */
export type Fault = 'ok' | 'not-found' | 'server-error' | 'slow' | 'reset-mid-body' | 'garbage' | 'hold' | 'drip';

/** Decides the fault of the n-th request the server received (0-based, in arrival order) from its number and path. */
export type Script = (n: number, path: string) => Fault;

export interface FaultServer {
  url: string;
  /** Requests received: a request counts when its head has arrived, whatever the server answers. */
  readonly received: number;
  /** Requests received by the fault the script chose for them. */
  readonly byFault: Record<Fault, number>;
  /** The head of the last request received, as it arrived, for header checks. */
  readonly lastHead: string;
  /** Closes the server and every connection it holds. */
  close(): Promise<void>;
}

export interface FaultServerOptions {
  /** How long a `slow` response waits; default 3000 ms. */
  slowMs?: number;
  /** The delay of every `ok` response, in ms; default 0 (at once). */
  okDelayMs?: number;
}

const FAULTS: Fault[] = ['ok', 'not-found', 'server-error', 'slow', 'reset-mid-body', 'garbage', 'hold', 'drip'];

/**
 * Returns a running HTTP/1.1 server on 127.0.0.1 and a free port, written on node:net so that it can answer with
 * what no HTTP library sends: garbage, a reset in the middle of a body. It counts every request it received, so that
 * a test can reconcile the client's counts with the server's.
 */
export async function startFaultServer(script: Script, options: FaultServerOptions = {}): Promise<FaultServer> {
  const slowMs = options.slowMs ?? 3000;
  const okDelayMs = options.okDelayMs ?? 0;
  const sockets = new Set<Socket>();
  const timers = new Set<NodeJS.Timeout>();
  const byFault = Object.fromEntries(FAULTS.map((fault) => [fault, 0])) as Record<Fault, number>;
  let received = 0;
  let lastHead = '';

  const later = (ms: number, action: () => void) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      action();
    }, ms);
    timers.add(timer);
  };
  const respond = (socket: Socket, status: number, reason: string, body: string) => {
    if (!socket.destroyed)
      socket.write(`HTTP/1.1 ${status} ${reason}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`);
  };

  const answer = (socket: Socket, fault: Fault) => {
    switch (fault) {
      case 'ok':
        if (okDelayMs > 0)
          later(okDelayMs, () => {
            respond(socket, 200, 'OK', 'ok');
          });
        else respond(socket, 200, 'OK', 'ok');
        return;
      case 'not-found': {
        respond(socket, 404, 'Not Found', 'not found');
        return;
      }
      case 'server-error': {
        respond(socket, 500, 'Internal Server Error', 'boom');
        return;
      }
      case 'slow': {
        later(slowMs, () => {
          respond(socket, 200, 'OK', 'late');
        });
        return;
      }
      case 'reset-mid-body':
        socket.write(`HTTP/1.1 200 OK\r\nContent-Length: 1000\r\n\r\n${'x'.repeat(100)}`);
        later(10, () => socket.resetAndDestroy());
        return;
      case 'garbage':
        socket.write('this is not HTTP at all\r\n\r\n');
        return;
      case 'hold':
        return;
      case 'drip': {
        socket.write('HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n');
        const drip = setInterval(() => {
          if (socket.destroyed) clearInterval(drip);
          else socket.write('1\r\nx\r\n');
        }, 100);
        socket.once('close', () => {
          clearInterval(drip);
        });
        return;
      }
    }
  };

  const server: Server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => undefined);
    onRequests(socket, (bytes, headEnd) => {
      const head = bytes.subarray(0, headEnd).toString('latin1');
      const path = head.split(' ')[1] ?? '/';
      const fault = script(received, path);
      received++;
      byFault[fault]++;
      lastHead = head;
      answer(socket, fault);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('the fault server has no port');

  return {
    url: `http://127.0.0.1:${address.port}`,
    get received() {
      return received;
    },
    byFault,
    get lastHead() {
      return lastHead;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const timer of timers) clearTimeout(timer);
        for (const socket of sockets) socket.destroy();
        server.close(() => {
          resolve();
        });
      }),
  };
}

/** Returns a free port on 127.0.0.1: listened on once and closed, so that nothing answers there. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  await new Promise<void>((resolve) =>
    server.close(() => {
      resolve();
    }),
  );
  return address.port;
}

/** Returns the URL of a port on 127.0.0.1 that refuses connections: one that was free a moment ago. */
export async function refusedUrl(): Promise<string> {
  return `http://127.0.0.1:${await freePort()}`;
}
