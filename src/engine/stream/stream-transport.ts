// How a stream user talks to one protocol's stream (SSE, WebSocket, graphql-ws): the transport and what it reports.
import type { ConnectionOptions } from 'node:tls';

/** What a transport tells the user driving it about the one stream it has open; nothing after end or fail. */
export interface StreamSink {
  /**
   * The request that opens the stream is being written (an HTTP request's write, a WebSocket's upgrade request): ttfb,
   * ttfe and the stream's length run from here, and the scenario's `timeout` bounds the wait for the head from here.
   * A transport that does not call it has its streams timed from `open`, its connect included.
   */
  written(): void;
  /**
   * The stream is open: an HTTP response's head with its status (SSE), 101 for a WebSocket's upgrade and for
   * graphql-ws's `connection_ack`. A status the scenario does not count as ok fails the stream in its category.
   */
  head(status: number): void;
  /**
   * One event: its data as text (an SSE event's `data`, a WebSocket text message, a GraphQL `next` payload's JSON), and
   * for SSE its `event` type, `id` and `retry` when the server sent them.
   */
  event(data: string, type?: string, id?: string, retryMs?: number): void;
  /**
   * The server ended the stream: an SSE response's end, a WebSocket closed by the server, graphql-ws's `complete` or
   * GraphQL over SSE's `complete` event; `complete` is true when the protocol said it was over (not only a close).
   */
  end(complete: boolean): void;
  /**
   * The stream failed: a connection's error (with its code, as undici's: engine/error-category.ts), or a GraphQL
   * `error` message (StreamError).
   */
  fail(error: Error): void;
}

/** Where and how a stream is opened: built once per scenario from its request, the environment filled in. */
export interface StreamTarget {
  /** The stream's URL: `ws:`/`wss:` for a WebSocket or graphql-ws, `http:`/`https:` for SSE. */
  url: string;
  /** The request's headers (the load test's, `${NAME}` filled), sent with the upgrade or the request. */
  headers: Record<string, string>;
  /** The load test's TLS options, for `wss:` and `https:`. */
  tls?: ConnectionOptions | undefined;
  /** A GraphQL subscription (graphql-ws): the document, its variables and operation name. */
  graphql?: { query: string; variables?: Record<string, unknown>; operationName?: string } | undefined;
}

/**
 * One user's way to one protocol's streams, reused for each stream it opens (reconnects, iterations); at most one
 * stream is open at a time.
 */
export interface StreamTransport {
  /** Opens a stream reporting to `sink`; `lastEventId` (SSE) is sent as `Last-Event-ID` when the user reconnects. */
  open(sink: StreamSink, lastEventId?: string): void;
  /** Sends a text message on the open stream (WebSocket: `send:`); absent where the protocol sends nothing. */
  send?(message: string): void;
  /** Closes the open stream, if any, telling the sink nothing more: the user ended it (its stall, the run's end). */
  close(): void;
}

/**
 * A stream's own fault, with the code engine/error-category.ts counts it by: a GraphQL subscription's `error` message
 * (GRAPHQL_STREAM: `graphql`, as a GraphQL response with `errors`), a server that broke the WebSocket or
 * graphql-transport-ws protocol (WS_PROTOCOL: `protocol`).
 */
export class StreamError extends Error {
  constructor(
    readonly code: typeof GRAPHQL_STREAM | typeof WS_PROTOCOL,
    message: string,
  ) {
    super(message);
    this.name = 'StreamError';
  }
}

export const GRAPHQL_STREAM = 'LOADTOOL_GRAPHQL_STREAM';
export const WS_PROTOCOL = 'LOADTOOL_WS_PROTOCOL';
