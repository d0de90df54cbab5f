// Server-Sent Events over a user's HTTP client (stream protocol `sse`, GraphQL over SSE too): its StreamTransport.
import type { Dispatcher } from 'undici';
import { createParser, type EventSourceMessage, type EventSourceParser } from 'eventsource-parser';
import type { HttpClient } from '../http/scenario-connections.js';
import { ConnectionError, type LeanHandler } from '../http/lean/lean-handler.js';
import type { StreamSink, StreamTransport } from './stream-transport.js';

/** TextDecoder's option for a chunk that may end within a character. */
const STREAMING = { stream: true } as const;
/** A GraphQL over SSE `complete` event written whole in a chunk, with or without a `data:` line. */
const COMPLETE_LINE = /(?:^|[\r\n])event: ?complete\r?\n/;

/**
 * One user's SSE streams, each one request on the user's HTTP client (the lean client, or undici's Client with
 * LOADTOOL_HTTP_CLIENT=undici), read with eventsource-parser from text decoded as it comes. Each stream has a
 * handler of its own (SseRequest), so that a callback of a stream the user closed never reaches the next one; the
 * parser and the decoder are the transport's, reset for each stream. The server's `retry:` is kept across streams,
 * as an EventSource keeps it, and given with every event.
 *
 * GraphQL over SSE (`graphql`): the request is the GraphQL POST; `next` events (or events without a type) are the
 * stream's events, `complete` ends it (`end(true)`); a response that ends without it is `end(false)`.
 */
export class SseTransport implements StreamTransport {
  /** The stream open, if any. */
  current: SseRequest | null = null;
  /** The server's last `retry:`, in ms. */
  retryMs: number | undefined = undefined;
  readonly decoder = new TextDecoder();
  readonly parser: EventSourceParser;
  /** The request with `Last-Event-ID`, kept while the id and request are the same, so that a client serializes it once. */
  private resumed: Dispatcher.DispatchOptions | undefined;
  private resumedFrom: string | undefined;
  private resumedRequest: Dispatcher.DispatchOptions | undefined;

  constructor(
    private readonly client: HttpClient,
    /**
     * The request of the next stream, `accept: text/event-stream` among its headers: the scenario's, built once, or
     * built anew for each stream when it has a per-request value (`${uuid}`).
     */
    private readonly requestOf: () => Dispatcher.DispatchOptions,
    readonly graphql: boolean,
  ) {
    this.parser = createParser({
      onEvent: (message) => {
        this.current?.message(message);
      },
      onRetry: (retryMs) => {
        this.retryMs = retryMs;
      },
    });
  }

  open(sink: StreamSink, lastEventId?: string): void {
    this.close();
    this.decoder.decode();
    this.parser.reset();
    const stream = new SseRequest(this, sink);
    this.current = stream;
    const request = this.requestOf();
    this.client.dispatch(lastEventId === undefined ? request : this.resumedWith(request, lastEventId), stream);
  }

  close(): void {
    const stream = this.current;
    this.current = null;
    stream?.close();
  }

  /** Returns the request with `last-event-id` added to its headers. */
  private resumedWith(request: Dispatcher.DispatchOptions, lastEventId: string): Dispatcher.DispatchOptions {
    if (this.resumed === undefined || this.resumedFrom !== lastEventId || this.resumedRequest !== request) {
      const headers = (request.headers as string[] | null | undefined) ?? [];
      this.resumed = { ...request, headers: [...headers, 'last-event-id', lastEventId] };
      this.resumedFrom = lastEventId;
      this.resumedRequest = request;
    }
    return this.resumed;
  }
}

/** The error a stream the user closed is aborted with: its handler no longer reports, so nobody reads it. */
const CLOSED = new ConnectionError('UND_ERR_ABORTED', 'the stream was closed');

/**
 * One SSE stream: the handler of its request, for either client (their onConnect, onHeaders, onBody or onData,
 * onComplete, onError). A response whose status the scenario counts as failed is reported by its status, and the
 * user closes it then. Closed by the user within one of its callbacks, the request is aborted once the callback is
 * over (a microtask), not from within the client's parser.
 */
class SseRequest implements LeanHandler {
  readonly readsHeaders = false;
  /** Whether the stream still reports to its sink: not once the user closed it, nor after its end. */
  private live = true;
  /** Whether the request ended (completed or failed): its abort would then end another request. */
  private settled = false;
  private abort: ((error?: Error) => void) | null = null;
  /** Within a callback of the client. */
  private calling = false;
  /** A `complete` event was read (GraphQL over SSE). */
  private completed = false;

  constructor(
    private readonly transport: SseTransport,
    private readonly sink: StreamSink,
  ) {}

  onConnect(abort: (error?: Error) => void): void {
    this.abort = abort;
    // Closed before it was written (the user's head timeout during the connect, the run's end).
    if (!this.live) queueMicrotask(this.abortNow);
    else this.sink.written();
  }

  onHeaders(statusCode: number): boolean {
    if (!this.live) return true;
    this.calling = true;
    try {
      this.sink.head(statusCode);
    } finally {
      this.calling = false;
    }
    return true;
  }

  onData(chunk: Buffer): boolean {
    this.onBody(chunk, 0, chunk.length);
    return true;
  }

  onBody(chunk: Buffer, start: number, length: number): void {
    if (!this.live) return;
    const transport = this.transport;
    const text = transport.decoder.decode(chunk.subarray(start, start + length), STREAMING);
    this.calling = true;
    try {
      transport.parser.feed(text);
      if (transport.graphql && COMPLETE_LINE.test(text)) this.complete();
    } finally {
      this.calling = false;
    }
  }

  onComplete(): void {
    this.settled = true;
    if (!this.live) return;
    this.detach();
    this.sink.end(this.completed);
  }

  onError(error: Error): void {
    this.settled = true;
    if (!this.live) return;
    this.detach();
    this.sink.fail(error);
  }

  /** An event parsed from the stream. */
  message(message: EventSourceMessage): void {
    if (!this.live) return;
    const type = message.event;
    if (this.transport.graphql) {
      if (type === 'complete') {
        this.complete();
        return;
      }
      if (type !== undefined && type !== 'next') return;
    }
    this.sink.event(message.data, type, message.id, this.transport.retryMs);
  }

  /** The user closed the stream: it reports nothing more, and its request is aborted. */
  close(): void {
    this.live = false;
    if (this.calling) queueMicrotask(this.abortNow);
    else this.abortNow();
  }

  /**
   * GraphQL's `complete` was read: the stream is over. Its response usually ends in the same read; if it has not
   * once the read is done, it is aborted, and the stream ends all the same.
   */
  private complete(): void {
    if (this.completed || !this.live) return;
    this.completed = true;
    queueMicrotask(() => {
      if (!this.live) return;
      this.detach();
      this.abortNow();
      this.sink.end(true);
    });
  }

  /** Stops reporting, the transport's stream no longer. */
  private detach(): void {
    this.live = false;
    if (this.transport.current === this) this.transport.current = null;
  }

  private readonly abortNow = (): void => {
    const abort = this.abort;
    if (this.settled || abort === null) return;
    this.abort = null;
    abort(CLOSED);
  };
}
