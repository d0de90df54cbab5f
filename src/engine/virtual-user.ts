import type { Client, Dispatcher } from 'undici';
import { CATEGORY, categoryOfError, type CategoryIndex } from './error-category.js';
import type { ScenarioRecorder } from './scenario-recorder.js';

/**
 * After a failed connect the next attempt waits this long: a refused port fails in microseconds, and without a
 * pause every user would spin a core on connect attempts. Each attempt is still a request, counted as `connect`.
 */
export const CONNECT_RETRY_PAUSE_MS = 100;

/** What the virtual users of one scenario share: the request they send, where they record, and when to stop. */
export class ScenarioLoad {
  /** Set when the measured time is over or the run is cancelled: no request starts after that. */
  stopping = false;
  /** performance.now() at which the measured time ends. */
  endsAt = Number.POSITIVE_INFINITY;
  /** Requests started and not yet ended. */
  inFlight = 0;
  started = 0;

  constructor(
    /** The request, built once and dispatched as is on every iteration. */
    readonly request: Dispatcher.DispatchOptions,
    readonly recorder: ScenarioRecorder,
    readonly thinkTimeMs: number,
    /** Called when the load is stopping and the last request in flight has ended. */
    private readonly onDrained: () => void,
  ) {}

  /** Counts a request that ended; tells the scenario when it was the last one after the stop. */
  ended(): void {
    if (--this.inFlight === 0 && this.stopping) this.onDrained();
  }
}

/**
 * One virtual user of the closed model: it sends the scenario's request on its own keep-alive connection, reads
 * the whole response, records it and sends again until the measured time is over.
 *
 * The user is its own undici dispatch handler, reused for every request: the hot path allocates nothing of ours.
 * It uses undici's original handler methods (onConnect, onHeaders, onData, onComplete, onError) because undici
 * calls those directly; the newer controller-based ones go through a wrapper object allocated per request.
 */
export class VirtualUser implements Dispatcher.DispatchHandler {
  private inFlight = false;
  private dispatching = false;
  private sentAt = 0;
  private status = 0;
  private bytes = 0;
  private thinkTimer: NodeJS.Timeout | undefined;
  private pauseTimer: NodeJS.Timeout | undefined;

  constructor(
    private readonly client: Client,
    private readonly load: ScenarioLoad,
  ) {}

  /** Sends the first request, unless the measured time is already over (a late ramp-up timer). */
  readonly start = (): void => {
    if (!this.load.stopping && performance.now() < this.load.endsAt) this.send();
  };

  onConnect(): void {
    // Latency runs from the request's write, as wrk and k6 measure it: the connect (once per user, before the
    // clock, or again after the server closed the connection) is not the server's response time.
    this.sentAt = performance.now();
  }

  onHeaders(statusCode: number): boolean {
    this.status = statusCode;
    return true;
  }

  onData(chunk: Buffer): boolean {
    // Drained, never kept: only the size counts.
    this.bytes += chunk.length;
    return true;
  }

  onComplete(): void {
    if (!this.inFlight) return;
    this.inFlight = false;
    const now = performance.now();
    const load = this.load;
    load.recorder.response(this.status, now - this.sentAt, this.bytes, now);
    load.ended();
    if (load.stopping || now >= load.endsAt) return;
    if (load.thinkTimeMs > 0) this.thinkTimer = rearm(this.thinkTimer, this.start, load.thinkTimeMs);
    else this.send();
  }

  onError(error: Error): void {
    // A request ends once: a late callback (after the user was interrupted, or an error after completion) is ignored.
    if (!this.inFlight) return;
    this.inFlight = false;
    const now = performance.now();
    const load = this.load;
    const category: CategoryIndex = CATEGORY[categoryOfError(error)];
    load.recorder.error(category, now);
    load.ended();
    if (load.stopping || now >= load.endsAt) return;
    // A request that failed inside dispatch() (undici refused it) would recurse; it waits like a failed connect.
    if (category === CATEGORY.connect || this.dispatching)
      this.pauseTimer = rearm(this.pauseTimer, this.start, CONNECT_RETRY_PAUSE_MS);
    else if (load.thinkTimeMs > 0) this.thinkTimer = rearm(this.thinkTimer, this.start, load.thinkTimeMs);
    else this.send();
  }

  /** Ends the user; returns true when a request was still in flight, which the caller counts as interrupted. */
  interrupt(): boolean {
    const wasInFlight = this.inFlight;
    this.inFlight = false;
    clearTimeout(this.thinkTimer);
    clearTimeout(this.pauseTimer);
    return wasInFlight;
  }

  /** Closes the connection, aborting whatever is still in flight; call after interrupt(). */
  close(): Promise<void> {
    return this.client.destroy().catch(() => undefined);
  }

  private send(): void {
    const load = this.load;
    this.inFlight = true;
    this.status = 0;
    this.bytes = 0;
    load.inFlight++;
    load.started++;
    this.dispatching = true;
    this.client.dispatch(load.request, this);
    this.dispatching = false;
  }
}

/** Returns a timer that calls `callback` after `delay`: the user's own timer, re-armed, so waiting allocates nothing. */
function rearm(timer: NodeJS.Timeout | undefined, callback: () => void, delay: number): NodeJS.Timeout {
  return timer ? timer.refresh() : setTimeout(callback, delay);
}
