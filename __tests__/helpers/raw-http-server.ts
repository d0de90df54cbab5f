import { createServer, type Server, type Socket } from 'node:net';

/** What a raw server does with one request head it received on a connection. */
export type RawAnswer = (socket: Socket, request: RawRequest) => void;

/** One request as it arrived: its head (up to the blank line) and body, and the connection's number (0-based). */
export interface RawRequest {
  head: string;
  body: Buffer;
  /** The bytes of the whole request as received. */
  bytes: Buffer;
  connection: number;
}

/** A node:net server on 127.0.0.1 that answers with exact bytes, and what it accepted and received. */
export interface RawServer {
  url: string;
  port: number;
  /** Connections accepted so far. */
  readonly connections: number;
  readonly requests: RawRequest[];
  /** Closes the server and every connection it holds. */
  close(): Promise<void>;
}

/**
 * Returns a running server on 127.0.0.1:0 written on node:net: it splits what a connection sends into requests (head,
 * then a body of Content-Length bytes) and calls `answer` for each, so that a test can write any bytes back.
 */
export async function startRawServer(answer: RawAnswer): Promise<RawServer> {
  const sockets = new Set<Socket>();
  const requests: RawRequest[] = [];
  let connections = 0;
  const server: Server = createServer((socket) => {
    const connection = connections++;
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => undefined);
    onRequests(socket, (bytes, headEnd) => {
      const request = {
        head: bytes.subarray(0, headEnd).toString('latin1'),
        body: Buffer.from(bytes.subarray(headEnd + 4)),
        bytes: Buffer.from(bytes),
        connection,
      };
      requests.push(request);
      answer(socket, request);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('the raw server has no port');
  return {
    url: `http://127.0.0.1:${address.port}`,
    port: address.port,
    get connections() {
      return connections;
    },
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => {
          resolve();
        });
      }),
  };
}

/**
 * Calls `onRequest` with the bytes of each request `socket` sends (its head, `\r\n\r\n`, then a body of Content-Length
 * bytes) and where its head ends, in order, however the bytes were split into reads.
 */
export function onRequests(socket: Socket, onRequest: (bytes: Buffer, headEnd: number) => void): void {
  let buffered = Buffer.alloc(0);
  socket.on('data', (chunk: Buffer) => {
    buffered = Buffer.concat([buffered, chunk]);
    for (;;) {
      const end = buffered.indexOf('\r\n\r\n');
      if (end < 0) return;
      const head = buffered.subarray(0, end).toString('latin1');
      const length = Number(/^content-length:\s*(\d+)/im.exec(head)?.[1] ?? 0);
      if (buffered.length < end + 4 + length) return;
      const bytes = buffered.subarray(0, end + 4 + length);
      buffered = buffered.subarray(end + 4 + length);
      onRequest(bytes, end);
    }
  });
}
