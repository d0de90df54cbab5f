// A virtual user of the closed model: one connection, a request sent as soon as the last answer came.
import type { HttpClient } from './http/scenario-connections.js';
import { CHECKED_BODY_BYTES, type BodyChecks } from './http/body-checks.js';
import type { Conformance } from './http/conformance.js';
import { CATEGORY, categoryOfError, OK, reasonFor, type CategoryIndex } from './error-category.js';
import { SAMPLE_BODY_BYTES } from './record/failed-samples.js';
import { GRAPHQL_BODY_BYTES } from './http/graphql-errors.js';
import { RequestHandler } from './http/request-handler.js';
import type { ScenarioLoad } from './scenario-load.js';
import { ReusedTimer } from './timers.js';

/**
 * After a request that never reached the wire the next attempt waits this long: a refused port, or a request the
 * HTTP client refuses (a header it will not send), fails in microseconds, and without a pause every user would spin
 * a core on attempts that never reach the server. Each attempt is still a request, counted in its category.
 */
export const CONNECT_RETRY_PAUSE_MS = 100;

/**
 * One virtual user of the closed model: it sends the scenario's request on its own keep-alive connection, reads
 * the whole response, records it and sends again until the measured time is over. It is its own undici dispatch
 * handler, with its own timeout (see RequestHandler).
 *
 * A GraphQL scenario keeps the first GRAPHQL_BODY_BYTES of every response to look for `errors`; one with
 * `expect.json` keeps the first CHECKED_BODY_BYTES of every ok response to check them; any other keeps the first
 * SAMPLE_BODY_BYTES of a failed response, and only while the scenario still wants samples of its status. The buffer
 * is allocated once per user.
 */
export class VirtualUser extends RequestHandler {
  constructor(
    protected readonly client: HttpClient,
    protected readonly load: ScenarioLoad,
    /** The scenario's `expect.json`; undefined without it. */
    protected readonly checks?: BodyChecks,
    /** The scenario's response contract; undefined without one. */
    protected readonly conformance?: Conformance,
  ) {
    super();
    this.timeoutMs = load.timeoutMs;
    this.followRedirects = load.followRedirects;
    this.crossOrigin = load.crossOrigin;
    if (load.graphql || checks || conformance)
      this.body = Buffer.allocUnsafe(Math.max(GRAPHQL_BODY_BYTES, CHECKED_BODY_BYTES));
  }

  /** Sends the first request, unless the measured time is already over (a late ramp-up timer). */
  readonly start = (): void => {
    if (!this.load.stopping && performance.now() < this.load.endsAt) this.send();
  };

  /** The user's timers before its next request (declared after `start`, which they call): waiting allocates nothing. */
  private readonly thinkTimer = new ReusedTimer(this.start);
  private readonly pauseTimer = new ReusedTimer(this.start);

  onHeaders(statusCode: number, rawHeaders: Buffer[]): boolean {
    this.status = statusCode;
    if (this.debugRequest) this.debugHeaders = rawHeaders;
    this.kept = 0;
    const load = this.load;
    const conformance = this.conformance;
    if (load.graphql) {
      this.keepUpTo = GRAPHQL_BODY_BYTES;
      if (conformance !== undefined && load.recorder.categoryOf(statusCode) === OK) this.sampled = conformance.sample();
    } else {
      const category = load.recorder.categoryOf(statusCode);
      // An ok response is read only to check it; a failed one only for a sample.
      if (category === OK) {
        if (conformance !== undefined) this.sampled = conformance.sample();
        this.keepUpTo = this.checks !== undefined || this.sampled ? CHECKED_BODY_BYTES : 0;
      } else this.keepUpTo = load.recorder.samples.wants(statusCode, category) ? SAMPLE_BODY_BYTES : 0;
      if (this.keepUpTo > 0) this.body ??= Buffer.allocUnsafe(SAMPLE_BODY_BYTES);
    }
    return true;
  }

  onComplete(): void {
    if (!this.settle()) return;
    const now = performance.now();
    const latencyMs = now - this.sentAt;
    const load = this.load;
    this.record(now, latencyMs, latencyMs);
    load.ended();
    if (load.stopping || now >= load.endsAt) return;
    if (load.thinkTimeMs > 0) this.thinkTimer.arm(load.thinkTimeMs);
    else this.send();
  }

  onError(error: Error): void {
    if (!this.settle()) return;
    const now = performance.now();
    const load = this.load;
    this.recordError(error, now);
    load.ended();
    if (load.stopping || now >= load.endsAt) return;
    // A request that never reached a connection (a failed connect, or one undici refused: a header it will not send,
    // a Content-Length that does not match the body) fails again at once, whether inside dispatch(), where sending
    // again would recurse, or later in undici's own dispatch loop, where it would spin: it waits like a failed connect.
    if (!this.connected || this.dispatching) this.pauseTimer.arm(CONNECT_RETRY_PAUSE_MS);
    else if (load.thinkTimeMs > 0) this.thinkTimer.arm(load.thinkTimeMs);
    else this.send();
  }

  /**
   * Records the whole response that ended at `now`, `serviceMs` after its write, with `latencyMs` as its latency (the
   * same in the closed model); returns false when it came too late and counts as a timeout instead. The timer may run
   * a little late on a busy event loop: a response that took longer than the timeout is a timeout all the same, so
   * that no ok response is ever slower than the timeout.
   */
  protected record(now: number, serviceMs: number, latencyMs: number): boolean {
    const recorder = this.load.recorder;
    if (this.timeoutMs > 0 && serviceMs > this.timeoutMs) {
      recorder.error(CATEGORY.timeout, now);
      return false;
    }
    const status = this.status;
    const category = this.judge(recorder.categoryOf(status), this.load.graphql, this.checks, this.conformance);
    if (category !== OK && recorder.samples.wants(status, category))
      this.keepSample(recorder.samples, category, this.checks, undefined, this.conformance);
    recorder.response(status, category, latencyMs, this.bytes, now);
    return true;
  }

  /** Records the request that failed with `error` at `now`, in the error's category (with its reason for `other`). */
  protected recordError(error: Error, now: number): void {
    const category: CategoryIndex = CATEGORY[categoryOfError(error)];
    this.load.recorder.error(category, now, reasonFor(category, error));
  }

  protected countRedirect(): void {
    this.load.recorder.redirects++;
  }

  /** Ends the user; returns true when a request was still in flight, which the caller counts as interrupted. */
  interrupt(): boolean {
    this.thinkTimer.clear();
    this.pauseTimer.clear();
    return this.endRequest();
  }

  private send(): void {
    const load = this.load;
    // A scenario with data sources, `${uuid}` or a data file takes the next of its request variants; any other, its
    // one request as is. None is left once a data file's rows are used up: the scenario is ending (ScenarioLoad).
    const options = load.varies ? load.nextVariant() : load.request;
    if (options !== undefined) this.dispatchOn(this.client, options, load);
  }
}
