// One virtual user on an HTTP/2 connection: its request in flight is one stream, reused for each of its requests.
import type { Dispatcher } from 'undici';
import { ConnectionError, type LeanHandler } from '../lean/lean-handler.js';
import type { RequestFrames } from './request-frames.js';

/** Where a user's requests go: its connection (H2Connection), shared with other users. */
export interface StreamCarrier {
  open(): Promise<void>;
  request(user: H2User): void;
  cancel(user: H2User, error: Error): void;
}

/**
 * What a virtual user sends its requests with over HTTP/2 (an HttpClient): each request is a stream on the user's
 * connection, shared with the other users of that connection; it calls the handler as the lean HTTP/1.1 client does
 * (onConnect when the stream is opened, onHeaders, onBody, onComplete or onError). The connection's session reads and
 * writes the fields below.
 */
export class H2User {
  handler: LeanHandler | null = null;
  frames: RequestFrames | null = null;
  /** The stream of the request in flight; 0 while it waits for one. */
  stream = 0;
  /** The final response's status; 0 until its headers arrived. */
  status = 0;
  bodyBytes = 0;
  /** The response's `content-length`, which its DATA must add up to; -1 when it has none or none applies (HEAD). */
  expectedBytes = -1;
  /** How much of the body was sent, and what the stream's send window still takes. */
  bodySent = 0;
  sendWindow = 0;
  /** When the request began to wait for a stream (performance.now()), while it waits. */
  queuedAt = 0;
  /** Whether the request was sent again after a GOAWAY left it unprocessed: it is sent again once at most. */
  resent = false;

  constructor(
    private readonly connection: StreamCarrier,
    /** Returns the frames of a request, or why HTTP/2 cannot send it. */
    private readonly framesOf: (options: Dispatcher.DispatchOptions) => RequestFrames | string,
  ) {}

  open(): Promise<void> {
    return this.connection.open();
  }

  dispatch(options: Dispatcher.DispatchOptions, handler: LeanHandler): boolean {
    const frames = this.framesOf(options);
    if (typeof frames === 'string') {
      handler.onError(new ConnectionError('LOADTOOL_H2_REQUEST', `HTTP/2 cannot send ${frames}`));
      return false;
    }
    this.handler = handler;
    this.frames = frames;
    this.resent = false;
    this.connection.request(this);
    return true;
  }

  /** undici's abort of the request in flight (the timeout): the stream is cancelled, the handler gets `error`. */
  readonly abort = (error?: Error): void => {
    this.connection.cancel(this, error ?? new ConnectionError('UND_ERR_ABORTED', 'Request aborted'));
  };

  /** Ends the request with `error`, once. */
  fail(error: Error): void {
    const handler = this.handler;
    this.handler = null;
    this.stream = 0;
    handler?.onError(error);
  }

  /** Ends the request with its whole response, once. */
  complete(): void {
    const handler = this.handler;
    this.handler = null;
    this.stream = 0;
    handler?.onComplete(null);
  }
}
