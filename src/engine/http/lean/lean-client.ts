// src/engine/http/lean/ is the lean HTTP/1.1 client; this is one user's keep-alive socket, parsed by llhttp.
import type { Socket } from 'node:net';
import type { Dispatcher } from 'undici';
import { LLHTTP, ResponseParser, type ParserEvents } from './llhttp.js';
import { ConnectionError, type LeanHandler } from './lean-handler.js';
import type { LeanOrigin } from './lean-origin.js';
import { RawHeaders } from './raw-headers.js';
import { readingResponses, setReading, whenReadsEnd } from './write-queue.js';
import { LaterClient } from '../undici-client.js';

/**
 * Every socket's reads go into this buffer, shared by every connection of the thread (TLS ones decrypted into it): a
 * read is parsed before the callback returns, and no two callbacks run at once.
 */
const READ_BUFFER = Buffer.allocUnsafe(64 * 1024);

const resumeNothing = (): void => undefined;

/**
 * A virtual user's HTTP/1.1 connection: one keep-alive socket (TCP, or TLS for https:, resuming the origin's last
 * session), one request at a time, each written whole by one
 * `write` of bytes serialized once (LeanOrigin), the response parsed by llhttp straight from a shared read buffer,
 * its headers read only when the handler asks, and the next request written as soon as the last response ended.
 * It calls the handler as undici's Client does (onConnect before the write, onHeaders, onComplete or onError), with
 * errors carrying undici's codes; a request it does not serialize goes through an undici Client of its own.
 */
export class LeanClient implements ParserEvents {
  private socket: Socket | null = null;
  private connecting = false;
  private readonly parser: ResponseParser;
  private handler: LeanHandler | null = null;
  /** The request waiting for the connection to open. */
  private pending: Buffer | null = null;
  private head = false;
  private status = 0;
  private keepAlive = true;
  private complete = false;
  private bodyBytes = 0;
  private failure: Error | null = null;
  private readonly rawHeaders = new RawHeaders();
  private connectTimer: NodeJS.Timeout | undefined;
  private opened: (() => void) | undefined;
  private destroyed = false;
  /** The user's undici Client, made (and undici loaded) for its first request left to undici. */
  private readonly undici: LaterClient;

  constructor(private readonly origin: LeanOrigin) {
    this.parser = new ResponseParser(this);
    this.undici = new LaterClient(() => origin.undiciClient());
  }

  /** Returns when a connection is open or failed, before the clock starts; it never rejects. */
  open(): Promise<void> {
    if (this.socket !== null || this.destroyed) return Promise.resolve();
    return new Promise((resolve) => {
      this.opened = resolve;
      this.connect();
    });
  }

  dispatch(options: Dispatcher.DispatchOptions, handler: LeanHandler): boolean {
    const wire = this.origin.wireOf(options);
    if (wire === null) return this.undici.dispatch(options, handler);
    if (this.destroyed) {
      handler.onError(new ConnectionError('UND_ERR_DESTROYED', 'The client is destroyed'));
      return false;
    }
    this.handler = handler;
    this.head = options.method === 'HEAD';
    const socket = this.socket;
    if (socket !== null && !this.connecting) {
      if (!readingResponses()) this.write(socket, wire);
      else {
        this.pending = wire;
        whenReadsEnd(this);
      }
    } else {
      this.pending = wire;
      if (socket === null) this.connect();
    }
    return true;
  }

  /** Closes the connection, failing a request still in flight; returns when the user's undici Client is closed too. */
  destroy(): Promise<void> {
    this.destroyed = true;
    if (this.socket !== null) this.detach(this.socket);
    this.fail(new ConnectionError('UND_ERR_DESTROYED', 'The client is destroyed'));
    this.parser.free();
    return this.undici.destroy();
  }

  /** undici's abort of the request in flight (the timeout): the connection is closed, the handler gets `error`. */
  private readonly abort = (error?: Error): void => {
    if (this.handler === null) return;
    if (this.socket !== null) this.detach(this.socket);
    this.fail(error ?? new ConnectionError('UND_ERR_ABORTED', 'Request aborted'));
  };

  /** Writes the request that waited for the reads to end (see `reading`), unless it ended meanwhile. */
  writePending(): void {
    const wire = this.pending;
    const socket = this.socket;
    if (wire === null || this.handler === null || this.connecting) return;
    // The connection closed while the request waited: it was never written, so it goes on a new one.
    if (socket === null) this.connect();
    else {
      this.pending = null;
      this.write(socket, wire);
    }
  }

  private write(socket: Socket, wire: Buffer): void {
    const handler = this.handler!;
    this.status = 0;
    this.bodyBytes = 0;
    this.complete = false;
    this.rawHeaders.start(handler.readsHeaders);
    handler.onConnect(this.abort);
    socket.write(wire);
  }

  private connect(): void {
    const origin = this.origin;
    this.connecting = true;
    const socket = origin.openSocket(
      {
        buffer: READ_BUFFER,
        callback: (length) => {
          this.read(socket, length);
          return true;
        },
      },
      () => {
        this.connected(socket);
      },
    );
    this.socket = socket;
    socket.on('error', (error) => {
      this.lost(socket, error);
    });
    socket.on('end', () => {
      this.ended(socket);
    });
    socket.on('close', () => {
      this.lost(socket, null);
    });
    if (origin.connectTimeoutMs > 0) {
      this.connectTimer = setTimeout(() => {
        socket.destroy(new ConnectionError('UND_ERR_CONNECT_TIMEOUT', 'Connect Timeout Error'));
      }, origin.connectTimeoutMs).unref();
    }
  }

  private connected(socket: Socket): void {
    if (socket !== this.socket) return;
    this.connecting = false;
    clearTimeout(this.connectTimer);
    this.settleOpen();
    const wire = this.pending;
    this.pending = null;
    if (wire !== null && this.handler !== null) this.write(socket, wire);
  }

  private read(socket: Socket, length: number): void {
    if (socket !== this.socket) return;
    // Bytes with no request written: the server is not speaking HTTP/1.1 as asked; the connection is not reused.
    if (this.handler === null || this.pending !== null) {
      this.detach(socket);
      return;
    }
    setReading(true);
    try {
      this.parse(socket, length);
    } finally {
      setReading(false);
    }
  }

  private parse(socket: Socket, length: number): void {
    const parser = this.parser;
    const code = parser.execute(READ_BUFFER, 0, length);
    if (code === LLHTTP.OK) return;
    if (code !== LLHTTP.PAUSED || !this.complete) {
      this.detach(socket);
      this.fail(this.failure ?? parser.error(code));
      return;
    }
    // Paused at the end of the response. Bytes after it, or a server that said it closes, end the connection; the
    // next request then opens a new one.
    parser.resume();
    if (parser.consumed < length || !this.keepAlive) this.detach(socket);
    this.completed();
  }

  /** The server ended the connection: a response delimited by the close is whole; any other in flight was cut. */
  private ended(socket: Socket): void {
    if (socket !== this.socket) return;
    if (this.waiting()) {
      this.detach(socket);
      return;
    }
    const inFlight = this.handler !== null;
    if (inFlight && this.status !== 0) this.parser.finish();
    this.detach(socket);
    if (!inFlight) return;
    if (this.complete) this.completed();
    else this.fail(new ConnectionError('UND_ERR_SOCKET', 'other side closed'));
  }

  private lost(socket: Socket, error: Error | null): void {
    if (socket !== this.socket) return;
    const waiting = this.waiting();
    this.detach(socket);
    if (waiting) return;
    this.fail(error ?? new ConnectionError('UND_ERR_SOCKET', 'other side closed'));
  }

  /** Whether a request waits to be written on an open connection (see `reading`): a close does not concern it. */
  private waiting(): boolean {
    return this.pending !== null && !this.connecting;
  }

  /** Forgets `socket` and closes it: its later events are ignored. */
  private detach(socket: Socket): void {
    this.socket = null;
    this.connecting = false;
    clearTimeout(this.connectTimer);
    socket.destroy();
    this.parser.reset();
    this.settleOpen();
  }

  private completed(): void {
    const handler = this.handler!;
    this.handler = null;
    handler.onComplete(null);
  }

  private fail(error: Error): void {
    const handler = this.handler;
    this.handler = null;
    this.pending = null;
    this.failure = null;
    handler?.onError(error);
  }

  private settleOpen(): void {
    const opened = this.opened;
    this.opened = undefined;
    opened?.();
  }

  onHeaderField(chunk: Buffer, start: number, length: number): void {
    this.rawHeaders.add(chunk, start, length, true);
  }

  onHeaderValue(chunk: Buffer, start: number, length: number): void {
    this.rawHeaders.add(chunk, start, length, false);
  }

  onHeadersComplete(status: number, keepAlive: boolean): number {
    // An interim response (103 Early Hints) has no body and is followed by the real one; 100 Continue was never
    // asked for (no request sends Expect), so it is a bad response, as undici counts it.
    if (status < 200) {
      if (status !== 100) {
        // The final response's headers are its own, as undici gives them: the interim one's are dropped.
        this.rawHeaders.clear();
        return LLHTTP.SKIP_BODY;
      }
      this.failure = new ConnectionError('UND_ERR_SOCKET', 'bad response');
      return -1;
    }
    this.status = status;
    this.keepAlive = keepAlive;
    this.handler!.onHeaders(status, this.rawHeaders.take(), resumeNothing, '');
    return this.head ? LLHTTP.SKIP_BODY : LLHTTP.OK;
  }

  onBody(chunk: Buffer, start: number, length: number): number {
    this.bodyBytes += length;
    if (this.bodyBytes > this.origin.maxResponseBytes) {
      this.failure = new ConnectionError('UND_ERR_RES_EXCEEDED_MAX_SIZE', 'Response content exceeded max size');
      return -1;
    }
    this.handler!.onBody(chunk, start, length);
    return LLHTTP.OK;
  }

  onMessageComplete(): number {
    if (this.status === 0) return LLHTTP.OK;
    this.complete = true;
    return LLHTTP.PAUSED;
  }
}
