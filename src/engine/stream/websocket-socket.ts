// The `ws` sockets of the WebSocket and graphql-ws transports: opened with the target's headers and TLS, torn down whole.
import net from 'node:net';
import tls from 'node:tls';
import WebSocket, { type ClientOptions, type RawData } from 'ws';
import { StreamError, WS_PROTOCOL, type StreamTarget } from './stream-transport.js';

/** What one socket reports to its transport: after `refused`, `closed` or `failed`, nothing more. */
export interface SocketEvents {
  /** The connection is open (TLS's handshake done for wss:): the upgrade request is being written. */
  written(): void;
  /** The upgrade succeeded (101). */
  open(): void;
  /** A message, text or binary, as UTF-8 text. */
  message(data: string): void;
  /** The server refused the upgrade with this HTTP status; the socket is already torn down. */
  refused(status: number): void;
  /** The server closed the socket: its close code (1006 when the connection ended without a close frame). */
  closed(code: number): void;
  /** The connection failed: Node's error with its code (ECONNREFUSED, ECONNRESET, TLS codes), or a protocol fault. */
  failed(error: Error): void;
}

/** ws's options and the one @types/ws does not list (ws 8: how long a close waits for the server's close frame). */
type SocketOptions = ClientOptions & { closeTimeout?: number };

/**
 * How long `close()` waits for the server's answering close frame before destroying the socket: ws's 30 s would keep
 * sockets (and the run's process) alive after the run's end against a server that never answers.
 */
const CLOSE_TIMEOUT_MS = 2_000;

/** What ws hands its createConnection: http.request's or https.request's options. */
type ConnectOptions = tls.ConnectionOptions & net.TcpNetConnectOpts & { socketPath?: string; path?: string };

const ignore = (): void => undefined;

/** The events a socket's transport listens to, removed whole when it is torn down. */
const EVENTS = ['open', 'message', 'unexpected-response', 'error', 'close'] as const;

/** Returns the options every socket of `target` is opened with (without its own createConnection). */
export function socketOptions(target: StreamTarget): SocketOptions {
  return {
    // For https.request and tls.connect, as ws passes them on (its types' checkServerIdentity is not Node's).
    ...(isSecure(target.url) ? (target.tls as ClientOptions) : undefined),
    headers: target.headers,
    // Compression off: ws offers permessage-deflate by default, which costs a zlib context per socket (hundreds of KB
    // for 1,000 users on one worker) and the load generator's CPU on each message, skewing what it measures; k6 leaves
    // it opt-in too. The server then sends uncompressed, as to a client that does not offer it (docs/streams.md).
    perMessageDeflate: false,
    followRedirects: false,
    closeTimeout: CLOSE_TIMEOUT_MS,
  };
}

/** Whether a socket to `url` goes over TLS (ws opens http:/https: URLs as ws:/wss:). */
const isSecure = (url: string): boolean => url.startsWith('wss:') || url.startsWith('https:');

/** Throws when ws would not open `url`: not ws:, wss: (or http:/https:, which ws upgrades alike), or with a #fragment. */
export function checkSocketUrl(url: string): void {
  const parsed = URL.canParse(url) ? new URL(url) : undefined;
  if (!parsed || !['ws:', 'wss:', 'http:', 'https:'].includes(parsed.protocol) || parsed.hash !== '') {
    // The URL itself is left out: its query may hold a secret filled in from the environment.
    throw new Error('a WebSocket stream needs a ws: or wss: URL without a #fragment');
  }
}

/**
 * Returns the error to report for one ws emitted: Node's own errors keep their code (ECONNREFUSED, TLS codes), so that
 * they are counted as connect or reset; ws's `WS_ERR_*` and its handshake errors without a code become protocol faults.
 */
function reported(error: Error): Error {
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && code !== '' && !code.startsWith('WS_ERR_')) return error;
  return new StreamError(WS_PROTOCOL, typeof code === 'string' ? `${code}: ${error.message}` : error.message);
}

/** Returns a message's data as text: ws hands both text and binary messages over as one Buffer (binaryType nodebuffer). */
function textOf(data: RawData): string {
  return Buffer.isBuffer(data) ? data.toString('utf8') : Buffer.from(data as ArrayBuffer).toString('utf8');
}

/**
 * Opens one socket to `target` (`options` from socketOptions), reporting to `events` until one of refused, closed or
 * failed, or until the transport discards it. ws reports a connection that fails once open (ECONNRESET) only as a
 * close 1006, so the socket's own error is kept from its createConnection and reported with its code instead.
 */
export function openSocket(
  target: StreamTarget,
  options: SocketOptions,
  protocol: string | undefined,
  events: SocketEvents,
): WebSocket {
  let socketError: Error | undefined;
  const secure = isSecure(target.url);
  // Not once discarded (its listeners removed): a socket closed while connecting reports nothing.
  const written = (): void => {
    if (webSocket.listenerCount('close') > 0) events.written();
  };
  const createConnection = (connect: ConnectOptions): net.Socket => {
    // As ws's own netConnect and tlsConnect (ws/lib/websocket.js), with a listener that keeps the first error.
    let connection: net.Socket;
    if (secure) {
      connect.path = undefined;
      if (!connect.servername && connect.servername !== '') {
        connect.servername = net.isIP(connect.host ?? '') ? '' : connect.host;
      }
      connection = tls.connect(connect);
      connection.once('secureConnect', written);
    } else {
      connect.path = connect.socketPath;
      connection = net.connect(connect);
      connection.once('connect', written);
    }
    connection.once('error', (error) => (socketError ??= error));
    return connection;
  };
  const webSocket = new WebSocket(target.url, protocol, {
    ...options,
    createConnection: createConnection as ClientOptions['createConnection'],
  });
  const over = (): void => {
    discard(webSocket);
  };
  webSocket.on('open', () => {
    events.open();
  });
  webSocket.on('message', (data) => {
    events.message(textOf(data));
  });
  webSocket.on('unexpected-response', (_request, response) => {
    over();
    events.refused(response.statusCode ?? 0);
  });
  webSocket.on('error', (error) => {
    over();
    events.failed(reported(socketError ?? error));
  });
  webSocket.on('close', (code) => {
    over();
    // A close without the server's close frame after the connection's own error (ECONNRESET) is that error.
    if (code === 1006 && socketError) events.failed(reported(socketError));
    else events.closed(code);
  });
  return webSocket;
}

/**
 * Tears a socket down and stops its reports: a socket still connecting (or refused) is destroyed, an open one closed
 * with `code` (the server sees the close frame); ws destroys it if the server does not answer within CLOSE_TIMEOUT_MS.
 */
export function discard(socket: WebSocket, code = 1000, reason?: string): void {
  for (const event of EVENTS) socket.removeAllListeners(event);
  // ws may still emit an error (a close frame that could not be written): without a listener it would throw.
  socket.on('error', ignore);
  if (socket.readyState === WebSocket.CONNECTING) socket.terminate();
  else if (socket.readyState === WebSocket.OPEN) socket.close(code, reason);
}
