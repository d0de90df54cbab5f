// One HTTP/2 connection's socket: the frames it reads and writes, its streams, windows and header table.
import type { Socket } from 'node:net';
import type { TLSSocket } from 'node:tls';
import { ConnectionError } from '../lean/lean-handler.js';
import type { LeanOrigin } from '../lean/lean-origin.js';
import { HpackDecoder } from './hpack.js';
import type { H2User } from './h2-user.js';
import * as F from './frames.js';
import { StreamOutput } from './stream-output.js';
import { FrameReader, type FrameSink } from './frame-reader.js';

/** What a session tells its connection. */
export interface SessionEvents {
  /** The server's SETTINGS arrived: streams may be opened. */
  ready(session: H2Session): void;
  /** A stream ended: another may take its place. */
  streamEnded(session: H2Session): void;
  /** The session takes no new streams (GOAWAY, or its stream numbers are used up); `unprocessed` were never handled. */
  draining(session: H2Session, unprocessed: H2User[]): void;
  /** The socket is closed, every stream ended; `error` when it failed before it was ready. */
  closed(session: H2Session, error: Error | null): void;
}

const MAX_STREAM = 2 ** 31 - 1;

/**
 * One socket speaking HTTP/2 (RFC 9113) as a client: the preface, the server's settings obeyed (concurrent streams,
 * window, frame size), every frame read from the shared buffer (a frame cut by a read kept until the rest arrives),
 * header blocks decoded in order by one HpackDecoder, responses handed to each stream's user, pings answered, the
 * windows topped up; a reset stream, a GOAWAY, a protocol error or the socket's loss each end the streams they concern
 * with an error whose code says which (error-category.ts).
 */
export class H2Session implements FrameSink {
  private readonly socket: Socket;
  ready = false;
  /** No new stream may start: a GOAWAY came, or stream numbers ran out. */
  draining = false;
  private closed = false;
  private readonly streams = new Map<number, H2User>();
  private nextStream = 1;
  private maxStreams = Infinity;
  private readonly decoder = new HpackDecoder();
  private readonly output: StreamOutput;
  private readonly reader = new FrameReader(this);
  /** What the connection's receive window took since it was last topped up. */
  private received = 0;
  private connectTimer: NodeJS.Timeout | undefined;
  /** What the server's GOAWAY said, when it gave an error: the streams it cuts fail with it. */
  private goAwayError: string | null = null;

  constructor(
    origin: LeanOrigin,
    private readonly events: SessionEvents,
    private readonly maxResponseBytes: number,
  ) {
    this.socket = origin.openSocket(this.reader.onread, () => {
      this.opened();
    });
    this.output = new StreamOutput(this.socket);
    this.socket.on('error', (error) => {
      this.close(error);
    });
    this.socket.on('close', () => {
      this.close(new ConnectionError('UND_ERR_SOCKET', this.goAwayError ?? 'other side closed'));
    });
    if (origin.connectTimeoutMs > 0) {
      this.connectTimer = setTimeout(() => {
        this.close(new ConnectionError('UND_ERR_CONNECT_TIMEOUT', 'Connect Timeout Error'));
      }, origin.connectTimeoutMs).unref();
    }
  }

  /** Whether a new stream may start now. */
  canStart(): boolean {
    return this.ready && !this.draining && this.streams.size < this.maxStreams;
  }

  /** Opens a stream for `user`'s request and writes it (canStart() must be true). */
  start(user: H2User): void {
    const stream = this.nextStream;
    this.nextStream += 2;
    user.stream = stream;
    user.status = 0;
    user.bodyBytes = 0;
    this.streams.set(stream, user);
    user.handler!.onConnect(user.abort);
    this.output.request(user, stream);
    if (this.nextStream > MAX_STREAM) this.drain([]);
  }

  /** Ends `user`'s stream with `error` (its timeout): the server is told to stop (RST_STREAM CANCEL). */
  cancel(user: H2User, error: Error): void {
    const stream = user.stream;
    if (this.streams.get(stream) !== user) return;
    this.output.control(F.resetStream(stream, F.ERROR.CANCEL));
    this.settle(user, error);
  }

  /** Closes the socket, failing every stream; `error` is what they fail with. */
  close(error: Error): void {
    if (this.closed) return;
    this.closed = true;
    clearTimeout(this.connectTimer);
    this.socket.destroy();
    this.output.clear();
    const users = [...this.streams.values()];
    this.streams.clear();
    // The connection forgets this session first: a user that sends again from its error handler gets a new one.
    this.events.closed(this, this.ready ? null : error);
    for (const user of users) user.fail(error);
  }

  /** Closes the socket once its last stream ended (after a GOAWAY, or when stream numbers ran out). */
  private closeWhenIdle(): void {
    if (this.draining && this.streams.size === 0 && this.ready)
      this.close(new ConnectionError('UND_ERR_SOCKET', 'closed'));
  }

  private opened(): void {
    // A TLS socket says what ALPN agreed (false: nothing); a TCP one has no such property.
    const alpn = (this.socket as Partial<Pick<TLSSocket, 'alpnProtocol'>>).alpnProtocol;
    if (alpn !== undefined && alpn !== 'h2') {
      this.close(new ConnectionError('LOADTOOL_H2_ALPN', 'the server did not agree to HTTP/2 (ALPN h2)'));
      return;
    }
    this.output.control(F.prefaceBytes());
  }

  ended(): boolean {
    return this.closed;
  }

  fault(code: number, what: string): void {
    this.protocolError(code, what);
  }

  reset(stream: number, code: number): void {
    const user = this.streams.get(stream);
    const message = `the server reset the stream: ${F.errorName(code)}`;
    if (user !== undefined) this.settle(user, new ConnectionError('LOADTOOL_H2_RESET', message));
  }

  ping(payload: Buffer): void {
    this.output.control(F.frame(F.FRAME.PING, F.FLAG.ACK, 0, payload));
  }

  windowUpdate(stream: number, increment: number): void {
    this.output.windowUpdate(stream, increment, this.streams.get(stream));
  }

  settings(values: ReadonlyArray<readonly [number, number]>): void {
    for (const [setting, value] of values) {
      if (setting === F.SETTING.MAX_CONCURRENT_STREAMS) this.maxStreams = value;
      else if (setting === F.SETTING.INITIAL_WINDOW_SIZE) this.output.initialWindow(value, this.streams.values());
      // RFC 9113 §6.5.2 bounds it; a value outside is kept within rather than trusted.
      else if (setting === F.SETTING.MAX_FRAME_SIZE)
        this.output.maxFrameSize = Math.min(Math.max(value, F.DEFAULT_MAX_FRAME_SIZE), 2 ** 24 - 1);
    }
    this.output.control(F.SETTINGS_ACK);
    if (!this.ready) {
      this.ready = true;
      clearTimeout(this.connectTimer);
      this.events.ready(this);
    } else this.events.streamEnded(this);
  }

  headerBlock(stream: number, flags: number, source: Buffer, start: number, end: number): void {
    const user = this.streams.get(stream);
    const raw = user?.handler?.readsHeaders && user.status === 0 ? [] : null;
    const status = this.decoder.decode(source, start, end, raw);
    if (status < 0) {
      this.protocolError(F.ERROR.COMPRESSION_ERROR, 'a header block that is not valid HPACK');
      return;
    }
    // A stream cancelled or ended: its block was read only to keep the header table in step.
    if (user === undefined) return;
    const endStream = (flags & F.FLAG.END_STREAM) !== 0;
    if (user.status === 0) {
      if (status >= 100 && status < 200 && !endStream) return;
      if (status < 200 || status > 999) {
        this.resetStream(user, F.ERROR.PROTOCOL_ERROR, `a response without a valid :status (${status})`);
        return;
      }
      const length = this.decoder.contentLength;
      if (length === -2) {
        this.resetStream(user, F.ERROR.PROTOCOL_ERROR, 'a content-length that is not a number');
        return;
      }
      user.status = status;
      user.expectedBytes = user.frames!.head || status === 204 || status === 304 ? -1 : length;
      user.handler!.onHeaders(status, raw ?? [], resumeNothing, '');
    }
    if (endStream && this.streams.get(stream) === user) this.endOfStream(user);
  }

  /**
   * A response's DATA: counted against the response bound and handed to the handler. The connection's window is
   * topped up at half; a stream's never needs it, as a response is bounded (maxResponseBytes, 16 MB) far below it.
   */
  data(stream: number, flags: number, size: number, source: Buffer, start: number, end: number): void {
    this.received += size;
    if (this.received >= F.RECEIVE_WINDOW / 2) {
      this.output.control(F.windowUpdate(0, this.received));
      this.received = 0;
    }
    const user = this.streams.get(stream);
    if (user === undefined) return;
    if (user.status === 0) {
      this.resetStream(user, F.ERROR.PROTOCOL_ERROR, 'DATA before the response headers');
      return;
    }
    const length = end - start;
    user.bodyBytes += length;
    if (user.bodyBytes > this.maxResponseBytes) {
      this.output.control(F.resetStream(stream, F.ERROR.CANCEL));
      this.settle(user, new ConnectionError('UND_ERR_RES_EXCEEDED_MAX_SIZE', 'Response content exceeded max size'));
      return;
    }
    if (length > 0) user.handler!.onBody(source, start, length);
    if (flags & F.FLAG.END_STREAM && this.streams.get(stream) === user) this.endOfStream(user);
  }

  /**
   * The server will handle no stream above `lastStream`: those were never processed and are handed back to be sent
   * on a new connection (RFC 9113 §6.8); the others go on until they end, then the socket closes.
   */
  goAway(lastStream: number, code: number): void {
    const unprocessed: H2User[] = [];
    for (const [stream, user] of this.streams) {
      if (stream <= lastStream) continue;
      this.forget(user);
      user.stream = 0;
      unprocessed.push(user);
    }
    if (code !== F.ERROR.NO_ERROR) this.goAwayError = `the server closed the connection: GOAWAY ${F.errorName(code)}`;
    this.drain(unprocessed);
  }

  private drain(unprocessed: H2User[]): void {
    this.draining = true;
    this.events.draining(this, unprocessed);
    this.closeWhenIdle();
  }

  /** Resets `user`'s stream for a fault of the server's response, which fails as `protocol`. */
  private resetStream(user: H2User, code: number, what: string): void {
    this.output.control(F.resetStream(user.stream, code));
    this.settle(user, new ConnectionError('LOADTOOL_H2_PROTOCOL', `the server sent ${what}`));
  }

  /** A fault of the whole connection: GOAWAY, and every stream fails as `protocol`. */
  private protocolError(code: number, what: string): void {
    // The last stream the client took from the server: none, as push is off.
    this.output.control(F.goAway(0, code));
    this.output.flush();
    this.close(new ConnectionError('LOADTOOL_H2_PROTOCOL', `the server sent ${what}`));
  }

  /**
   * The server ended `user`'s stream: the response is whole, unless its DATA do not add up to its content-length
   * (malformed, RFC 9113 §8.1.1): a body cut short, counted as `reset` as undici counts it over HTTP/1.1.
   */
  private endOfStream(user: H2User): void {
    const expected = user.expectedBytes;
    if (expected < 0 || expected === user.bodyBytes) this.settle(user, null);
    else {
      const message = `the response ended after ${user.bodyBytes} of its content-length ${expected} bytes`;
      this.settle(user, new ConnectionError('UND_ERR_RES_CONTENT_LENGTH_MISMATCH', message));
    }
  }

  /** Ends `user`'s request: whole when `error` is null, else failed; then another stream may take its place. */
  private settle(user: H2User, error: Error | null): void {
    this.forget(user);
    if (error === null) user.complete();
    else user.fail(error);
    if (this.ended()) return;
    this.closeWhenIdle();
    if (!this.ended()) this.events.streamEnded(this);
  }

  private forget(user: H2User): void {
    this.streams.delete(user.stream);
    this.output.forget(user);
  }
}

const resumeNothing = (): void => undefined;
