// A virtual user's undici connection opened before the clock starts, so that handshakes are not measured.
import type { Socket } from 'node:net';
import type { buildConnector } from 'undici';

/**
 * A virtual user's connection, opened before the clock starts so that the first second measures the server, not
 * TCP and TLS handshakes. undici has no "connect now" call, so this wraps the connector that undici calls when it
 * needs a socket: its first call gets the socket opened in advance, later calls (reconnects) open a new one.
 */
export class WarmConnection {
  private socket: Socket | undefined;
  private claimed = false;

  constructor(
    private readonly connect: buildConnector.connector,
    private readonly params: buildConnector.Options,
  ) {}

  /**
   * Returns a promise that settles when the connection is open or failed; it never rejects: a failed warm-up only
   * means no socket in advance, and the first request then connects itself and counts the failure.
   */
  open(): Promise<void> {
    return new Promise((resolve) => {
      this.connect(this.params, (error, socket) => {
        if (!error) {
          // The user connected on its own while this one was opening (see `connector`): this socket is not needed.
          if (this.claimed) socket.destroy();
          else this.socket = socket;
        }
        resolve();
      });
    });
  }

  /** The connector to give undici's Client. */
  readonly connector: buildConnector.connector = (options, callback) => {
    this.claimed = true;
    const socket = this.socket;
    this.socket = undefined;
    if (socket && !socket.destroyed && socket.writable && !socket.readableEnded) {
      // Asynchronously, as a real connect answers: undici is inside its resume loop here and would not see a
      // socket handed over synchronously until something else woke it up.
      queueMicrotask(() => {
        callback(null, socket);
      });
    } else {
      socket?.destroy();
      this.connect(options, callback);
    }
  };

  /** Closes the socket opened in advance if undici never took it. */
  discard(): void {
    this.claimed = true;
    this.socket?.destroy();
    this.socket = undefined;
  }
}
