// One user's GraphQL subscriptions over graphql-transport-ws (stream protocol `graphql-ws`): the StreamTransport.
import type WebSocket from 'ws';
import {
  GRAPHQL_STREAM,
  StreamError,
  WS_PROTOCOL,
  type StreamSink,
  type StreamTarget,
  type StreamTransport,
} from './stream-transport.js';
import { checkSocketUrl, discard, openSocket, socketOptions } from './websocket-socket.js';

// The protocol is spoken here over `ws` rather than through the graphql-ws library's createClient, which hides what a
// load tool measures and decides itself: with `retryAttempts: 0` it still opens a new socket, silently, each time the
// server closes one with 1000 while a subscription is active (the user would never see the stream end, nor count its
// reconnects); it tells a subscription's sink `complete` both for the server's `complete` and for giving up; and the
// connection error's code reaches only its `on.error` listeners, the subscription getting a CloseEvent 1006. The
// protocol (github.com/enisdenjo/graphql-ws, PROTOCOL.md) is five messages: connection_init, connection_ack,
// subscribe, then next/error/complete, and ping/pong.

/** The WebSocket subprotocol of graphql-ws. */
const SUBPROTOCOL = 'graphql-transport-ws';

/** The id of the one subscription a socket carries. */
const ID = '1';

const CONNECTION_INIT = '{"type":"connection_init"}';
const PONG = '{"type":"pong"}';
const COMPLETE = `{"id":"${ID}","type":"complete"}`;

/** graphql-ws's close code for a message out of the protocol (PROTOCOL.md: 4400). */
const BAD_RESPONSE = 4400;

/** The longest GraphQL error message a stream's failure keeps: a reason to read in a report, not the server's text. */
const MESSAGE_LENGTH = 120;

/** The types of the messages about a subscription. */
const SUBSCRIPTION_MESSAGES = ['next', 'error', 'complete'];

/** The messages of graphql-transport-ws the client receives. */
interface ServerMessage {
  type?: unknown;
  id?: unknown;
  payload?: unknown;
}

/**
 * Returns the reason of a subscription's `error` message (its payload: a list of GraphQL errors): the first one's
 * message, cut short, and nothing else the server sent (no paths, no extensions, no values).
 */
function graphqlErrorMessage(payload: unknown): string {
  const first: unknown = Array.isArray(payload) ? payload[0] : payload;
  const message = (first as { message?: unknown } | null)?.message;
  if (typeof message !== 'string' || message === '') return 'the subscription failed with a GraphQL error';
  return `GraphQL error: ${message.length > MESSAGE_LENGTH ? `${message.slice(0, MESSAGE_LENGTH)}…` : message}`;
}

/** Returns the message of a protocol fault: what broke the protocol, naming only the protocol's own message types. */
function faultOf(message: ServerMessage | undefined, acked: boolean): string {
  if (message === undefined) return 'graphql-transport-ws: a message that is not a JSON object';
  if (message.type !== 'connection_ack' && !SUBSCRIPTION_MESSAGES.includes(message.type as string))
    return 'graphql-transport-ws: a message of a type the protocol does not have';
  if (!acked) return `graphql-transport-ws: a ${message.type as string} message before connection_ack`;
  return `graphql-transport-ws: a ${message.type as string} message for a subscription that was not sent`;
}

/** Returns the JSON object a message's text holds, or undefined. */
function parsed(text: string): ServerMessage | undefined {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Returns one user's transport for the GraphQL subscription of `target` (its `graphql` document, required, and its
 * URL checked now: it throws without them). Each stream is one socket (subprotocol graphql-transport-ws, the target's
 * headers on the upgrade, its TLS for wss:) carrying one subscription. The sink hears `head(101)` at the server's
 * `connection_ack` (the subscription sent then), or the status of a refused upgrade; a graphql-ws close before the ack
 * with a code 4400–4599 (4401, 4403 Forbidden from the server's onConnect, 4429, 4500) is reported as its HTTP
 * status (4403 → head(403)), which the user then fails by its category, like a refused upgrade. Each `next` is an
 * event (its payload's JSON); `complete` ends it (`end(true)`) and `error` fails it (a StreamError with the first
 * error's message), both closing the socket with 1000; a socket the server closed otherwise is `end(false)`, a
 * connection error `fail` with Node's code, a message out of the protocol a `protocol` fault (closed with 4400).
 * `close()` sends `complete` for a subscription still running and closes the socket with 1000, reporting nothing more.
 */
export function graphqlWsTransport(target: StreamTarget): StreamTransport {
  checkSocketUrl(target.url);
  if (!target.graphql) throw new Error('a graphql-ws stream needs the GraphQL document of its subscription');
  const { query, variables, operationName } = target.graphql;
  const subscribe = JSON.stringify({ id: ID, type: 'subscribe', payload: { query, variables, operationName } });
  const options = socketOptions(target);
  let socket: WebSocket | undefined;
  /** Whether the open socket's connection was acknowledged: its subscription was sent and is running. */
  let acked = false;

  /** Forgets `opened` when it is the open socket: it was discarded, its stream is over. */
  const over = (opened: WebSocket): void => {
    if (socket !== opened) return;
    socket = undefined;
    acked = false;
  };

  const open = (sink: StreamSink): void => {
    if (socket) discard(socket);
    acked = false;
    const opened: WebSocket = openSocket(target, options, SUBPROTOCOL, {
      written: () => {
        sink.written();
      },
      open: () => {
        opened.send(CONNECTION_INIT);
      },
      message: (text) => {
        const message = parsed(text);
        switch (message?.type) {
          case 'ping':
            opened.send(PONG);
            return;
          case 'pong':
            return;
          case 'connection_ack':
            if (acked) return;
            acked = true;
            sink.head(101);
            // The user may have closed the stream on its head (a status it does not count as ok).
            if (socket === opened) opened.send(subscribe);
            return;
        }
        if (!acked || message?.id !== ID || !SUBSCRIPTION_MESSAGES.includes(message.type as string)) {
          over(opened);
          discard(opened, BAD_RESPONSE, 'Bad response');
          sink.fail(new StreamError(WS_PROTOCOL, faultOf(message, acked)));
          return;
        }
        if (message.type === 'next') {
          sink.event(JSON.stringify(message.payload));
          return;
        }
        over(opened);
        discard(opened);
        if (message.type === 'complete') sink.end(true);
        else sink.fail(new StreamError(GRAPHQL_STREAM, graphqlErrorMessage(message.payload)));
      },
      refused: (status) => {
        over(opened);
        sink.head(status);
      },
      closed: (code) => {
        const before = socket === opened && !acked;
        over(opened);
        if (before && code >= 4400 && code < 4600) sink.head(code - 4000);
        else sink.end(false);
      },
      failed: (error) => {
        over(opened);
        sink.fail(error);
      },
    });
    socket = opened;
  };

  return {
    open,
    close(): void {
      if (!socket) return;
      // The subscription still running is completed first, as the protocol asks of a client that stops listening.
      if (acked && socket.readyState === 1) socket.send(COMPLETE);
      discard(socket);
      socket = undefined;
      acked = false;
    },
  };
}
