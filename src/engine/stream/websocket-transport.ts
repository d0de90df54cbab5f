// One user's WebSocket streams over `ws` (stream protocol `websocket`): the StreamTransport (docs/streams.md).
import type WebSocket from 'ws';
import type { StreamSink, StreamTarget, StreamTransport } from './stream-transport.js';
import { checkSocketUrl, discard, openSocket, socketOptions } from './websocket-socket.js';

/**
 * Returns one user's transport for the WebSocket streams of `target` (its URL checked now: it throws on one that is not
 * ws:/wss:). Each stream is one socket, opened with the target's headers on the upgrade and its TLS options for wss:;
 * the sink hears `head(101)` when it is open, or `head(status)` when the server refused the upgrade with an HTTP
 * status (the socket torn down, nothing more reported: the user fails it by its status); each message, text or binary
 * (decoded as UTF-8, so that a binary frame is counted like a text one and JSON in it can still be matched), as an
 * event; a close by the server as `end(false)` (WebSocket has no end of its own, so never complete), and an error as
 * `fail` with Node's code. At most one socket is open: `open` discards the one before, `close` closes it with 1000.
 */
export function webSocketTransport(target: StreamTarget): StreamTransport {
  checkSocketUrl(target.url);
  const options = socketOptions(target);
  let socket: WebSocket | undefined;
  return {
    open(sink: StreamSink): void {
      if (socket) discard(socket);
      const opened: WebSocket = openSocket(target, options, undefined, {
        written: () => {
          sink.written();
        },
        open: () => {
          sink.head(101);
        },
        message: (data) => {
          sink.event(data);
        },
        refused: (status) => {
          if (socket === opened) socket = undefined;
          sink.head(status);
        },
        closed: () => {
          if (socket === opened) socket = undefined;
          sink.end(false);
        },
        failed: (error) => {
          if (socket === opened) socket = undefined;
          sink.fail(error);
        },
      });
      socket = opened;
    },
    send(message: string): void {
      // Only on an open socket: ws throws while connecting; after a close there is no stream to send on.
      if (socket?.readyState === 1) socket.send(message);
    },
    close(): void {
      if (!socket) return;
      discard(socket);
      socket = undefined;
    },
  };
}
