import type { Client, Dispatcher } from 'undici';
import { CHECKED_BODY_BYTES, PASSED, type BodyChecks } from './body-checks.js';
import { CATEGORY, categoryOfError, OK, reasonOf, ResponseTimeoutError, type CategoryIndex } from './error-category.js';
import { SAMPLE_BODY_BYTES } from './failed-samples.js';
import { firstGraphqlMessage, GRAPHQL_BODY_BYTES, hasGraphqlErrors } from './graphql-errors.js';
import type { ScenarioLoad } from './scenario-load.js';

/**
 * After a request that never reached the wire the next attempt waits this long: a refused port, or a request the
 * HTTP client refuses (a header it will not send), fails in microseconds, and without a pause every user would spin
 * a core on attempts that never reach the server. Each attempt is still a request, counted in its category.
 */
export const CONNECT_RETRY_PAUSE_MS = 100;

// One error for every timeout: it is only read for its code, and building one would capture a stack each time.
const TIMED_OUT = new ResponseTimeoutError();

/**
 * One virtual user of the closed model: it sends the scenario's request on its own keep-alive connection, reads
 * the whole response, records it and sends again until the measured time is over.
 *
 * The user is its own undici dispatch handler, reused for every request: the hot path allocates nothing of ours.
 * It uses undici's original handler methods (onConnect, onHeaders, onData, onComplete, onError) because undici
 * calls those directly; the newer controller-based ones go through a wrapper object allocated per request.
 *
 * The timeout is the user's own timer, re-armed at each request's write, not undici's: undici checks its headers
 * and body timeouts on a clock that ticks every 500 ms, so that a 250 ms timeout fired after 500 to 1000 ms and a
 * 300 ms response passed. It covers the whole response, headers and body, as k6's `timeout` does.
 *
 * The body is read only as far as a decision needs it: a GraphQL scenario keeps the first GRAPHQL_BODY_BYTES of
 * every response to look for `errors`; one with `expect.json` keeps the first CHECKED_BODY_BYTES of every ok
 * response to check them; any other keeps the first SAMPLE_BODY_BYTES of a failed response, and only while the
 * scenario still wants samples of its status. The buffer is allocated once per user.
 */
export class VirtualUser implements Dispatcher.DispatchHandler {
  private inFlight = false;
  private dispatching = false;
  /** Whether undici handed the request in flight to a connection (onConnect): until then it never reached the wire. */
  private connected = false;
  private sentAt = 0;
  private status = 0;
  private bytes = 0;
  /** undici's abort of the request in flight, while the timeout may still need it. */
  private abort: ((error: Error) => void) | null = null;
  private body: Buffer | undefined;
  /** Bytes of the current body copied into `body`, and how many it may take (0: none). */
  private kept = 0;
  private keepUpTo = 0;
  private thinkTimer: NodeJS.Timeout | undefined;
  private pauseTimer: NodeJS.Timeout | undefined;
  private timeoutTimer: NodeJS.Timeout | undefined;
  private lateTimer: NodeJS.Timeout | undefined;

  constructor(
    private readonly client: Client,
    private readonly load: ScenarioLoad,
    /** The scenario's `expect.json`; undefined without it. */
    private readonly checks?: BodyChecks,
  ) {
    if (load.graphql || checks) this.body = Buffer.allocUnsafe(Math.max(GRAPHQL_BODY_BYTES, CHECKED_BODY_BYTES));
  }

  /** Sends the first request, unless the measured time is already over (a late ramp-up timer). */
  readonly start = (): void => {
    if (!this.load.stopping && performance.now() < this.load.endsAt) this.send();
  };

  onConnect(abort: (error?: Error) => void): void {
    this.connected = true;
    // Latency runs from the request's write, as wrk and k6 measure it: the connect (once per user, before the
    // clock, or again after the server closed the connection) is not the server's response time.
    this.sentAt = performance.now();
    const timeoutMs = this.load.timeoutMs;
    if (timeoutMs > 0) {
      this.abort = abort;
      if (this.timeoutTimer) this.timeoutTimer.refresh();
      else this.timeoutTimer = setTimeout(this.expire, timeoutMs).unref();
    }
  }

  onHeaders(statusCode: number): boolean {
    this.status = statusCode;
    this.kept = 0;
    const load = this.load;
    if (load.graphql) this.keepUpTo = GRAPHQL_BODY_BYTES;
    else {
      const category = load.recorder.categoryOf(statusCode);
      // An ok response is read only to check it; a failed one only for a sample.
      if (category === OK) this.keepUpTo = this.checks === undefined ? 0 : CHECKED_BODY_BYTES;
      else this.keepUpTo = load.recorder.samples.wants(statusCode, category) ? SAMPLE_BODY_BYTES : 0;
      if (this.keepUpTo > 0) this.body ??= Buffer.allocUnsafe(SAMPLE_BODY_BYTES);
    }
    return true;
  }

  onData(chunk: Buffer): boolean {
    this.bytes += chunk.length;
    // Copied only up to the bound, never kept beyond the response.
    if (this.kept < this.keepUpTo) this.kept += chunk.copy(this.body!, this.kept, 0, this.keepUpTo - this.kept);
    return true;
  }

  onComplete(): void {
    if (!this.inFlight) return;
    this.inFlight = false;
    this.abort = null;
    const now = performance.now();
    const latencyMs = now - this.sentAt;
    const load = this.load;
    const recorder = load.recorder;
    // The timer may run a little late on a busy event loop: a response that took longer than the timeout is a
    // timeout all the same, so that no ok response is ever slower than the timeout.
    if (load.timeoutMs > 0 && latencyMs > load.timeoutMs) recorder.error(CATEGORY.timeout, now);
    else {
      const status = this.status;
      let category = recorder.categoryOf(status);
      const graphqlError = load.graphql && hasGraphqlErrors(this.body!, this.kept);
      if (graphqlError) category = CATEGORY.graphql;
      // Only a response that is ok by its status and GraphQL's errors is checked against expect.json.
      const checks = this.checks;
      let failure = PASSED;
      if (category === OK && checks !== undefined) {
        failure = checks.judge(this.body!, this.kept, this.bytes);
        if (failure !== PASSED) category = CATEGORY.check;
      }
      if (category !== OK && recorder.samples.wants(status, category))
        this.keepSample(status, category, graphqlError, failure);
      recorder.response(status, category, latencyMs, this.bytes, now);
    }
    load.ended();
    if (load.stopping || now >= load.endsAt) return;
    if (load.thinkTimeMs > 0) this.thinkTimer = rearm(this.thinkTimer, this.start, load.thinkTimeMs);
    else this.send();
  }

  onError(error: Error): void {
    // A request ends once: a late callback (after the user was interrupted, or an error after completion) is ignored.
    if (!this.inFlight) return;
    this.inFlight = false;
    this.abort = null;
    const now = performance.now();
    const load = this.load;
    const category: CategoryIndex = CATEGORY[categoryOfError(error)];
    load.recorder.error(category, now, category === CATEGORY.other ? () => reasonOf(error) : undefined);
    load.ended();
    if (load.stopping || now >= load.endsAt) return;
    // A request that never reached a connection (a failed connect, or one undici refused: a header it will not send,
    // a Content-Length that does not match the body) fails again at once, whether inside dispatch(), where sending
    // again would recurse, or later in undici's own dispatch loop, where it would spin: it waits like a failed connect.
    if (!this.connected || this.dispatching)
      this.pauseTimer = rearm(this.pauseTimer, this.start, CONNECT_RETRY_PAUSE_MS);
    else if (load.thinkTimeMs > 0) this.thinkTimer = rearm(this.thinkTimer, this.start, load.thinkTimeMs);
    else this.send();
  }

  /** Ends the user; returns true when a request was still in flight, which the caller counts as interrupted. */
  interrupt(): boolean {
    const wasInFlight = this.inFlight;
    this.inFlight = false;
    this.abort = null;
    clearTimeout(this.thinkTimer);
    clearTimeout(this.pauseTimer);
    clearTimeout(this.timeoutTimer);
    clearTimeout(this.lateTimer);
    return wasInFlight;
  }

  /** Aborts the request in flight when its timeout has passed; the abort ends it in onError, as a `timeout`. */
  private readonly expire = (): void => {
    const abort = this.abort;
    if (!this.inFlight || abort === null) return;
    // Node starts a re-armed timer from the event loop's cached clock, which can be some milliseconds behind the
    // request's write on a busy loop: a timer that fired early waits out the rest on a one-off timer.
    const remainingMs = this.sentAt + this.load.timeoutMs - performance.now();
    if (remainingMs > 0) {
      clearTimeout(this.lateTimer);
      this.lateTimer = setTimeout(this.expire, Math.ceil(remainingMs)).unref();
      return;
    }
    this.abort = null;
    abort(TIMED_OUT);
  };

  /**
   * Adds the current response to the scenario's samples: the start of its body, its GraphQL message, and the
   * `expect.json` check it failed (`failure`, PASSED when none).
   */
  private keepSample(status: number, category: CategoryIndex, graphqlError: boolean, failure: number): void {
    const body = this.body;
    const text = body ? body.toString('utf8', 0, Math.min(this.kept, SAMPLE_BODY_BYTES)) : '';
    const message = graphqlError && body ? firstGraphqlMessage(body, this.kept, this.kept === this.bytes) : undefined;
    const check = failure !== PASSED && body ? this.checks!.describe(failure, body, this.kept) : undefined;
    this.load.recorder.samples.add(status, category, text, message, undefined, check);
  }

  private send(): void {
    const load = this.load;
    this.inFlight = true;
    this.connected = false;
    this.status = 0;
    this.bytes = 0;
    this.kept = 0;
    this.keepUpTo = 0;
    load.inFlight++;
    this.dispatching = true;
    // A scenario with data sources takes the next of its request variants; any other, its one request as is.
    this.client.dispatch(load.variants === undefined ? load.request : load.nextVariant(), this);
    this.dispatching = false;
  }
}

/** Returns a timer that calls `callback` after `delay`: the user's own timer, re-armed, so waiting allocates nothing. */
function rearm(timer: NodeJS.Timeout | undefined, callback: () => void, delay: number): NodeJS.Timeout {
  return timer ? timer.refresh() : setTimeout(callback, delay);
}
