// A real HTTP/2 server (node:http2, nghttp2 underneath) on 127.0.0.1:0, h2c or over TLS, that counts what it received.
import {
  createSecureServer,
  createServer,
  type Http2Server,
  type Http2Session,
  type IncomingHttpHeaders,
  type ServerHttp2Stream,
} from 'node:http2';
import type { AddressInfo } from 'node:net';
import { afterEach } from '@jest/globals';

/** Answers one stream, once its request (headers and body) arrived; `n` counts streams from 0 in arrival order. */
export type H2Answer = (stream: ServerHttp2Stream, headers: IncomingHttpHeaders, body: Buffer, n: number) => void;

export interface H2Target {
  url: string;
  /**
   * Streams whose request arrived whole, and sessions (connections) that carried one: a connection that sent nothing
   * (the run's pre-flight check, which only connects) is not counted.
   */
  readonly streams: number;
  readonly sessions: number;
}

export interface H2ServerOptions {
  /** The server's certificate and key (PEM): TLS with ALPN h2; else h2c. */
  tls?: { cert: string; key: string };
  /** The server's SETTINGS_MAX_CONCURRENT_STREAMS. */
  maxConcurrentStreams?: number;
}

/** Returns a function that starts HTTP/2 servers, every one closed (its sessions destroyed) after each test. */
export function useH2Servers(): (answer: H2Answer, options?: H2ServerOptions) => Promise<H2Target> {
  const started: Array<{ server: Http2Server; sessions: Set<Http2Session> }> = [];
  afterEach(async () => {
    await Promise.all(
      started.splice(0).map(
        ({ server, sessions }) =>
          new Promise<void>((resolve) => {
            for (const session of sessions) session.destroy();
            server.close(() => {
              resolve();
            });
          }),
      ),
    );
  });
  return async (answer, options = {}) => {
    const settings = options.maxConcurrentStreams ? { maxConcurrentStreams: options.maxConcurrentStreams } : {};
    const server = options.tls ? createSecureServer({ ...options.tls, settings }) : createServer({ settings });
    const sessions = new Set<Http2Session>();
    started.push({ server, sessions });
    const target = { url: '', streams: 0, sessions: 0 };
    const carried = new WeakSet<Http2Session>();
    server.on('session', (session) => {
      sessions.add(session);
      session.on('close', () => sessions.delete(session));
      session.on('error', () => undefined);
    });
    server.on('stream', (stream, headers) => {
      if (!carried.has(stream.session!)) {
        carried.add(stream.session!);
        target.sessions++;
      }
      stream.on('error', () => undefined);
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const n = target.streams++;
        // Answered on the next turn, never from within node:http2's own receive: a stream closed or a session sent
        // GOAWAY while nghttp2 is still reading the frame that ended the request corrupts node's heap (a crash of
        // node 20 and 24 itself, nodejs/node#64113), which took the test process down with it.
        setImmediate(() => {
          if (!stream.destroyed) answer(stream, headers, Buffer.concat(chunks), n);
        });
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    target.url = `${options.tls ? 'https' : 'http'}://127.0.0.1:${(server.address() as AddressInfo).port}`;
    return target;
  };
}
