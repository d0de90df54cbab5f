// WebSocket servers on 127.0.0.1 for the stream transports' tests, and a sink that records what it hears.
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import { createServer as createTlsServer } from 'node:https';
import type { AddressInfo, Socket } from 'node:net';
import { afterEach } from '@jest/globals';
import { WebSocketServer, type RawData, type WebSocket } from 'ws';
import type { StreamSink } from '../../src/engine/stream/stream-transport.js';

/** A sink that records each call, in order: `written`, `head 101`, `event <data>`, `end true`, `fail <code>`. */
export class RecordingSink implements StreamSink {
  readonly calls: string[] = [];
  readonly events: string[] = [];
  readonly errors: Error[] = [];
  ended: boolean | undefined;

  /** `onHead`: called after each head is recorded (to send on the open socket, as the user does). */
  constructor(private readonly onHead?: (status: number) => void) {}

  written(): void {
    this.calls.push('written');
  }
  head(status: number): void {
    this.calls.push(`head ${status}`);
    this.onHead?.(status);
  }
  event(data: string): void {
    this.calls.push('event');
    this.events.push(data);
  }
  end(complete: boolean): void {
    this.calls.push(`end ${complete}`);
    this.ended = complete;
  }
  fail(error: Error): void {
    this.calls.push(`fail ${String((error as { code?: unknown }).code)}`);
    this.errors.push(error);
  }
  /** Whether the stream is over for the sink: ended, failed, or refused with a status other than 101. */
  get over(): boolean {
    return this.calls.some((call) => /^(end|fail)|^head (?!101)/.test(call));
  }
}

/** Returns a message's text: ws hands the server one Buffer per message. */
export const textOf = (data: RawData): string => (data as Buffer).toString('utf8');

/** Resolves once `condition` holds, polling; rejects naming `what` after 20 s (a busy machine is slow, not stuck). */
export async function until(condition: () => boolean, what: string): Promise<void> {
  const deadline = Date.now() + 20_000;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

/** Resolves after `ms`: time for a report that must not come to have come. */
export const settle = (ms = 100): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/** A WebSocket server and what it saw: each upgrade's headers, each close's code, its sockets open now. */
export interface WsTarget {
  url: string;
  upgrades: IncomingHttpHeaders[];
  /** The close codes of the sockets the server saw closed (1006 without a close frame). */
  closes: number[];
  /** The messages the server received (`prices`) and sent (every behaviour). */
  received: string[];
  sent: number;
  /** The raw connections refused with 401 that are closed (by the client). */
  refusedClosed: number;
  wss: WebSocketServer;
  open(): number;
}

/** What the test server does with a socket at a path: `/n/5` sends 5 messages, see startWsServer. */
type Behaviour = (socket: WebSocket, count: number, connection: Socket, target: WsTarget) => void;

/** Sends `count` JSON messages, counted in `target.sent`. */
function sendMessages(socket: WebSocket, count: number, target: WsTarget): void {
  for (let index = 1; index <= count; index++) {
    socket.send(JSON.stringify({ index }));
    target.sent++;
  }
}

/** Sends `count` messages once the client subscribed (`{"subscribe":"prices"}`), then closes with 1000 if `close`. */
const prices =
  (close: boolean): Behaviour =>
  (socket, count, _connection, target) => {
    socket.on('message', (data) => {
      target.received.push(textOf(data));
      if (textOf(data) !== '{"subscribe":"prices"}') return;
      sendMessages(socket, count, target);
      if (close) socket.close(1000, 'done');
    });
  };

const BEHAVIOURS: Record<string, Behaviour> = {
  // Sends `count` messages and holds the socket open.
  hold: (socket, count, _connection, target) => {
    sendMessages(socket, count, target);
  },
  // Sends `count` messages and closes with 1000.
  close: (socket, count, _connection, target) => {
    sendMessages(socket, count, target);
    socket.close(1000, 'done');
  },
  prices: prices(false),
  'prices-then-close': prices(true),
  // Echoes each message; `reset` resets the connection (TCP RST).
  echo: (socket, _count, connection) => {
    socket.on('message', (data) => {
      if (textOf(data) === 'reset') connection.resetAndDestroy();
      else socket.send(textOf(data));
    });
  },
  // Sends `count` binary messages.
  binary: (socket, count) => {
    for (let index = 1; index <= count; index++) socket.send(Buffer.from(`binary ${index}`), { binary: true });
  },
};

const openServers: Array<{ server: Server; wss: WebSocketServer; connections: Set<Socket> }> = [];

/** Closes the servers started by the tests of a file after each of them, their sockets first. */
export function useWebSocketServers(): void {
  afterEach(async () => {
    await Promise.all(
      openServers.splice(0).map(async ({ server, wss, connections }) => {
        for (const client of wss.clients) client.terminate();
        // The upgraded connections, which server.closeAllConnections no longer knows.
        for (const connection of connections) connection.destroy();
        await new Promise((resolve) => {
          wss.close(resolve);
        });
        server.closeAllConnections();
        await new Promise((resolve) => server.close(resolve));
      }),
    );
  });
}

/** Has the server and its WebSocket server closed after the test (useWebSocketServers), its upgraded sockets too. */
export function closeAfterTest(server: Server, wss: WebSocketServer): void {
  const connections = new Set<Socket>();
  server.on('upgrade', (_request, connection: Socket) => {
    connections.add(connection);
    connection.on('close', () => connections.delete(connection));
  });
  openServers.push({ server, wss, connections });
}

/**
 * Starts a WebSocket server on 127.0.0.1:0 (over TLS with `tls`): `/<behaviour>/<count>` (hold, close, echo, binary,
 * prices, prices-then-close),
 * `/private` refused with 401 (the connection left for the client to close).
 */
export async function startWsServer(tls?: { cert: string; key: string }): Promise<WsTarget> {
  const server = tls ? createTlsServer(tls) : createServer();
  const wss = new WebSocketServer({ noServer: true });
  const target: WsTarget = {
    url: '',
    upgrades: [],
    closes: [],
    refusedClosed: 0,
    received: [],
    sent: 0,
    wss,
    open: () => wss.clients.size,
  };
  server.on('upgrade', (request, connection: Socket, head) => {
    target.upgrades.push(request.headers);
    const [, name = '', count = '0'] = (request.url ?? '').split('/');
    if (name === 'private') {
      // The client closing its side is its 'end' (the http server's sockets are half-open: no 'close' without ours).
      connection.on('end', () => {
        target.refusedClosed++;
        connection.destroy();
      });
      connection.write('HTTP/1.1 401 Unauthorized\r\nContent-Type: text/plain\r\nContent-Length: 2\r\n\r\nno');
      return;
    }
    wss.handleUpgrade(request, connection, head, (socket) => {
      socket.on('close', (code) => target.closes.push(code));
      BEHAVIOURS[name]?.(socket, Number(count), connection, target);
    });
  });
  closeAfterTest(server, wss);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  target.url = `${tls ? 'wss' : 'ws'}://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return target;
}

/** Returns a port on 127.0.0.1 that nothing listens on (a server's, closed). */
export async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}
