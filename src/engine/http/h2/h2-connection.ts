// src/engine/http/h2/ is the HTTP/2 client; this is one of a scenario's connections, its users' requests as streams.
import { ConnectionError } from '../lean/lean-handler.js';
import type { LeanOrigin } from '../lean/lean-origin.js';
import { H2Session, type SessionEvents } from './h2-session.js';
import type { H2User, StreamCarrier } from './h2-user.js';

/**
 * An HTTP/2 connection that its users share, each request one stream: a request starts at once when the session may
 * open a stream, else waits in order for one (the server's SETTINGS_MAX_CONCURRENT_STREAMS, or the connection being
 * opened). The waiting is not in the latency, which runs from the stream's opening, as the HTTP/1.1 client's runs from
 * the write. After a GOAWAY, new streams go on a new session while the old one finishes its own; the requests the
 * server said it never processed are sent there once more, first.
 */
export class H2Connection implements SessionEvents, StreamCarrier {
  private session: H2Session | null = null;
  private waiting: H2User[] = [];
  private opening: Array<() => void> = [];
  private destroyed = false;
  private readonly sessions = new Set<H2Session>();
  private waitTimer: NodeJS.Timeout | undefined;

  constructor(
    private readonly origin: LeanOrigin,
    private readonly maxResponseBytes: number,
  ) {}

  /** Returns when the connection is open or failed, before the clock starts; it never rejects. */
  open(): Promise<void> {
    if (this.destroyed || this.session?.ready === true) return Promise.resolve();
    return new Promise((resolve) => {
      this.opening.push(resolve);
      this.connect();
    });
  }

  request(user: H2User): void {
    if (this.destroyed) {
      user.fail(new ConnectionError('UND_ERR_DESTROYED', 'The client is destroyed'));
      return;
    }
    const session = this.session;
    if (session !== null && this.waiting.length === 0 && session.canStart()) session.start(user);
    else {
      this.enqueue([user], false);
      this.connect();
    }
  }

  /** Ends `user`'s request with `error`: its stream is cancelled, or it leaves the queue. */
  cancel(user: H2User, error: Error): void {
    if (user.stream !== 0) {
      for (const session of this.sessions) session.cancel(user, error);
      return;
    }
    const index = this.waiting.indexOf(user);
    if (index < 0) return;
    this.waiting.splice(index, 1);
    user.fail(error);
  }

  /** Closes every session, failing what is in flight and what waits. */
  destroy(): Promise<void> {
    this.destroyed = true;
    const error = new ConnectionError('UND_ERR_DESTROYED', 'The client is destroyed');
    for (const session of [...this.sessions]) session.close(error);
    this.failWaiting(error);
    this.settleOpening();
    return Promise.resolve();
  }

  ready(session: H2Session): void {
    if (session === this.session) this.settleOpening();
    this.streamEnded(session);
  }

  streamEnded(session: H2Session): void {
    if (session !== this.session) return;
    const waiting = this.waiting;
    let taken = 0;
    while (taken < waiting.length && session.canStart()) session.start(waiting[taken++]!);
    if (taken > 0) waiting.splice(0, taken);
  }

  draining(session: H2Session, unprocessed: H2User[]): void {
    if (session === this.session) this.session = null;
    const again: H2User[] = [];
    for (const user of unprocessed) {
      if (user.resent)
        user.fail(new ConnectionError('LOADTOOL_H2_RESET', 'the server refused the stream twice (GOAWAY)'));
      else {
        user.resent = true;
        again.push(user);
      }
    }
    this.enqueue(again, true);
    if (this.waiting.length > 0) this.connect();
  }

  closed(session: H2Session, error: Error | null): void {
    this.sessions.delete(session);
    if (session !== this.session) return;
    this.session = null;
    this.settleOpening();
    // A connection that could not be opened fails what waited for it, as a refused HTTP/1.1 connection does;
    // requests that waited on one that worked go on a new one.
    if (error !== null) this.failWaiting(error);
    else if (this.waiting.length > 0) this.connect();
  }

  /**
   * Puts `users` in the queue for a stream, last (or first, sent again after a GOAWAY), each bounded by the scenario's
   * timeout: a request that gets no stream within it (the server's limit held by slow streams, or SETTINGS that
   * never come) fails as `connect`, never sent, as a connection that does not open in time does.
   */
  private enqueue(users: H2User[], first: boolean): void {
    const now = performance.now();
    for (const user of users) user.queuedAt = now;
    if (first) this.waiting.unshift(...users);
    else this.waiting.push(...users);
    if (this.waitTimer === undefined && this.origin.connectTimeoutMs > 0 && this.waiting.length > 0)
      this.waitTimer = setTimeout(this.expireWaiting, this.origin.connectTimeoutMs).unref();
  }

  private readonly expireWaiting = (): void => {
    this.waitTimer = undefined;
    const timeoutMs = this.origin.connectTimeoutMs;
    const now = performance.now();
    const expired = this.waiting.filter((user) => now - user.queuedAt >= timeoutMs);
    this.waiting = this.waiting.filter((user) => now - user.queuedAt < timeoutMs);
    if (this.waiting.length > 0) {
      const oldest = Math.min(...this.waiting.map((user) => user.queuedAt));
      this.waitTimer = setTimeout(this.expireWaiting, Math.max(1, oldest + timeoutMs - now)).unref();
    }
    const error = new ConnectionError('UND_ERR_CONNECT_TIMEOUT', 'no HTTP/2 stream could be opened within the timeout');
    for (const user of expired) user.fail(error);
  };

  private connect(): void {
    if (this.session !== null || this.destroyed) return;
    const session = new H2Session(this.origin, this, this.maxResponseBytes);
    this.session = session;
    this.sessions.add(session);
  }

  private failWaiting(error: Error): void {
    const waiting = this.waiting;
    this.waiting = [];
    clearTimeout(this.waitTimer);
    this.waitTimer = undefined;
    for (const user of waiting) user.fail(error);
  }

  private settleOpening(): void {
    const opening = this.opening;
    this.opening = [];
    for (const resolve of opening) resolve();
  }
}
