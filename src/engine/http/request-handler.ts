// The handler of one request: its timing, status, body checks and error category, for either HTTP client.
import type { Dispatcher } from 'undici';
import type { SessionHandler } from './agent/user-session.js';
import type { HttpClient } from './scenario-connections.js';
import { PASSED, type BodyChecks } from './body-checks.js';
import type { Conformance } from './conformance.js';
import { CATEGORY, OK, ResponseTimeoutError, type CategoryIndex } from '../error-category.js';
import { SAMPLE_BODY_BYTES, type FailedSamples } from '../record/failed-samples.js';
import { firstGraphqlError, hasGraphqlErrors } from './graphql-errors.js';
import type { ScenarioLoad } from '../scenario-load.js';
import type { ScenarioRecorder } from '../record/scenario-recorder.js';
import { bodyLength } from './upload-body.js';
import { ReusedTimer } from '../timers.js';
import { httpExchange } from './http-debug.js';

// One error for every timeout: it is only read for its code, and building one would capture a stack each time.
const TIMED_OUT = new ResponseTimeoutError();

/**
 * The request handler that a virtual user is (VirtualUser, and FlowUser for a flow), reused for every request it
 * sends, so that the hot path allocates nothing of ours. The lean client (lean/lean-client.ts) and undici's Client
 * both call it: undici's original handler methods (onConnect, onHeaders, onData, onComplete, onError), because undici
 * calls those directly (the newer controller-based ones go through a wrapper object allocated per request), and
 * onBody, by which the lean client passes body bytes without a Buffer per chunk.
 *
 * The timeout is the user's own timer, re-armed at each request's write, not undici's: undici checks its headers
 * and body timeouts on a clock that ticks every 500 ms, so that a 250 ms timeout fired after 500 to 1000 ms and a
 * 300 ms response passed. It covers the whole response, headers and body, as k6's `timeout` does.
 *
 * The body is read only as far as a decision needs it: `keepUpTo` bytes (set in onHeaders) are copied into `body`.
 * A subclass reads the head (onHeaders), records the response (onComplete) or the failure (onError), and sends.
 * A user that keeps cookies or follows redirects sends through its session (agent/user-session.ts), which hands it
 * only the last response of a chain and calls `redirected` and `onRedirect` between hops.
 */
export abstract class RequestHandler implements SessionHandler {
  /** Whether onHeaders reads the response's raw headers: a client may skip them otherwise. */
  readsHeaders = false;
  /** The redirects the request in flight follows (`followRedirects`, through the user's session); 0: none. */
  followRedirects = 0;
  /** Whether they may lead to another origin (`crossOrigin: true`). */
  crossOrigin = false;
  /**
   * `--http-debug` (ScenarioLoad.httpDebug): the request in flight as sent, set at each dispatch with readsHeaders, so
   * that a failed response's sample keeps it and the response's head (http-debug.ts); the subclass's onHeaders sets
   * `debugHeaders` while it is. Off, it costs one test per request.
   */
  protected debugRequest: Dispatcher.DispatchOptions | undefined = undefined;
  protected debugHeaders: Buffer[] | undefined = undefined;
  /** Masks the user's cookie values in a sample's text; set by its session when the user keeps cookies. */
  maskCookies: ((text: string) => string) | undefined = undefined;
  protected inFlight = false;
  protected dispatching = false;
  /** Whether undici handed the request in flight to a connection (onConnect): until then it never reached the wire. */
  protected connected = false;
  protected sentAt = 0;
  protected status = 0;
  protected bytes = 0;
  /** The most the request in flight may take, from its write to its last byte; 0: no limit. */
  protected timeoutMs = 0;
  protected body: Buffer | undefined;
  /** Bytes of the current body copied into `body`, and how many it may take (0: none). */
  protected kept = 0;
  protected keepUpTo = 0;
  /** Set by judge(): whether the body carries GraphQL `errors`, and the expect.json failure (PASSED when none). */
  protected graphqlError = false;
  protected failure = PASSED;
  /** Set in onHeaders when the response is one the scenario's Conformance checks; its failure is set by judge(). */
  protected sampled = false;
  protected conformanceFailure = PASSED;
  /** undici's abort of the request in flight, while the timeout may still need it. */
  private abort: ((error: Error) => void) | null = null;
  private lateTimer: NodeJS.Timeout | undefined;
  /** The latency of the redirects the request in flight followed so far (see onRedirect). */
  private redirectsMs = 0;
  /** The body bytes of the request in flight, and the recorders they count in once it is written (bytesSent). */
  private sending = 0;
  private sentTo: ScenarioRecorder | undefined = undefined;
  private stepSentTo: ScenarioRecorder | undefined = undefined;

  abstract onHeaders(statusCode: number, rawHeaders: Buffer[]): boolean;
  /** Counts a redirect followed in the figures of the request in flight (RequestHandler.redirected). */
  protected abstract countRedirect(): void;
  abstract onComplete(): void;
  abstract onError(error: Error): void;

  onConnect(abort: (error?: Error) => void): void {
    this.connected = true;
    // Counted as the request is written: one that never reached a connection (a refused connect) sent nothing.
    if (this.sending > 0) {
      this.sentTo!.bytesSent += this.sending;
      if (this.stepSentTo !== undefined) this.stepSentTo.bytesSent += this.sending;
    }
    // Latency runs from the request's write, as wrk and k6 measure it: the connect (once per user, before the
    // clock, or again after the server closed the connection) is not the server's response time.
    this.sentAt = performance.now();
    const timeoutMs = this.timeoutMs;
    if (timeoutMs > 0) {
      this.abort = abort;
      this.timeoutTimer.arm(timeoutMs);
    }
  }

  /** Whether a request is in flight: the session follows no redirect of a request the run ended. */
  get active(): boolean {
    return this.inFlight;
  }

  /**
   * Counts a redirect of the request in flight that its session follows, and keeps the latency so far; returns false,
   * having ended the request as a timeout, when the chain already took the whole timeout.
   */
  redirected(): boolean {
    const redirectsMs = performance.now() - this.sentAt;
    if (this.timeoutMs > 0 && redirectsMs >= this.timeoutMs) {
      this.onError(TIMED_OUT);
      return false;
    }
    this.countRedirect();
    this.redirectsMs = redirectsMs;
    return true;
  }

  /**
   * The next request of a redirect chain is written: the latency goes on from the hops before (each hop from its write
   * to its last byte; a connect between them is not the server's time, as for any request), and the timeout is what
   * the chain has left of it.
   */
  onRedirect(abort: (error?: Error) => void): void {
    this.sentAt = performance.now() - this.redirectsMs;
    const timeoutMs = this.timeoutMs;
    if (timeoutMs > 0) {
      this.abort = abort;
      this.timeoutTimer.arm(Math.max(1, Math.ceil(timeoutMs - this.redirectsMs)));
    }
  }

  onData(chunk: Buffer): boolean {
    this.onBody(chunk, 0, chunk.length);
    return true;
  }

  onBody(chunk: Buffer, start: number, length: number): void {
    this.bytes += length;
    // Copied only up to the bound, never kept beyond the response.
    if (this.kept < this.keepUpTo)
      this.kept += chunk.copy(this.body!, this.kept, start, start + Math.min(length, this.keepUpTo - this.kept));
  }

  /**
   * Returns true when a request was in flight, and ends it: a request ends once, so a late callback (after the user
   * was interrupted, or an error after completion) gets false and is ignored.
   */
  protected settle(): boolean {
    if (!this.inFlight) return false;
    this.inFlight = false;
    this.abort = null;
    return true;
  }

  /**
   * Returns the category of a whole response whose status gave `category`: `graphql` when a GraphQL body carries
   * errors, `check` when an ok one fails `checks` (expect.json), `conformance` when an ok one that was sampled
   * (`sampled`) does not match the API schema; sets graphqlError, failure and conformanceFailure for the sample.
   */
  protected judge(
    category: CategoryIndex,
    graphql: boolean,
    checks: BodyChecks | undefined,
    conformance?: Conformance,
  ): CategoryIndex {
    const graphqlError = graphql && hasGraphqlErrors(this.body!, this.kept);
    this.graphqlError = graphqlError;
    if (graphqlError) category = CATEGORY.graphql;
    let failure = PASSED;
    // Only a response that is ok by its status and GraphQL's errors is checked against expect.json.
    if (category === OK && checks !== undefined) {
      failure = checks.judge(this.body!, this.kept, this.bytes);
      if (failure !== PASSED) category = CATEGORY.check;
    }
    this.failure = failure;
    let mismatch = PASSED;
    if (this.sampled) {
      this.sampled = false;
      if (category === OK) {
        mismatch = conformance!.judge(this.status, this.body, this.kept, this.bytes);
        if (mismatch !== PASSED) category = CATEGORY.conformance;
      }
    }
    this.conformanceFailure = mismatch;
    return category;
  }

  /**
   * Adds the current response to `samples`: the start of its body, its first GraphQL error, and the check it failed:
   * `check` when given, or else the `expect.json` check or the mismatch with the API schema of judge(). The body and
   * the message have the user's cookie values masked, for a user that keeps cookies.
   */
  protected keepSample(
    samples: FailedSamples,
    category: CategoryIndex,
    checks: BodyChecks | undefined,
    check?: string,
    conformance?: Conformance,
  ): void {
    const body = this.body;
    const kept = this.kept;
    let text = body ? body.toString('utf8', 0, Math.min(kept, SAMPLE_BODY_BYTES)) : '';
    let graphql = this.graphqlError && body ? firstGraphqlError(body, kept, kept === this.bytes) : undefined;
    const mask = this.maskCookies;
    if (mask !== undefined) {
      text = mask(text);
      if (graphql?.message !== undefined) graphql = { ...graphql, message: mask(graphql.message) };
    }
    const failed =
      check ??
      (this.failure !== PASSED && body
        ? checks!.describe(this.failure, body, kept)
        : this.conformanceFailure !== PASSED
          ? conformance!.describe(this.conformanceFailure, this.status)
          : undefined);
    const request = this.debugRequest;
    const exchange = request && httpExchange(request, this.status, this.debugHeaders, mask);
    samples.add(this.status, category, text, graphql, undefined, failed, exchange);
  }

  /**
   * Sends `options` on `client`, counted in the load's requests in flight; its body's bytes count, once written, in
   * the load's recorder and in `step`'s, the recorder of a flow's or a script's step.
   */
  protected dispatchOn(
    client: HttpClient,
    options: Dispatcher.DispatchOptions,
    load: ScenarioLoad,
    step?: ScenarioRecorder,
  ): void {
    if (load.httpDebug) {
      this.debugRequest = options;
      this.readsHeaders = true;
    }
    this.sending = bodyLength(options.body);
    this.sentTo = load.recorder;
    this.stepSentTo = step;
    this.inFlight = true;
    this.connected = false;
    this.status = 0;
    this.bytes = 0;
    this.kept = 0;
    this.keepUpTo = 0;
    this.sampled = false;
    load.inFlight++;
    this.dispatching = true;
    client.dispatch(options, this);
    this.dispatching = false;
  }

  /** Ends the request in flight and the timeout's timers; returns true when a request was still in flight. */
  protected endRequest(): boolean {
    const wasInFlight = this.inFlight;
    this.inFlight = false;
    this.abort = null;
    this.timeoutTimer.clear();
    clearTimeout(this.lateTimer);
    return wasInFlight;
  }

  /** Aborts the request in flight when its timeout has passed; the abort ends it in onError, as a `timeout`. */
  private readonly expire = (): void => {
    const abort = this.abort;
    if (!this.inFlight || abort === null) return;
    // Node starts a re-armed timer from the event loop's cached clock, which can be some milliseconds behind the
    // request's write on a busy loop: a timer that fired early waits out the rest on a one-off timer.
    const remainingMs = this.sentAt + this.timeoutMs - performance.now();
    if (remainingMs > 0) {
      clearTimeout(this.lateTimer);
      this.lateTimer = setTimeout(this.expire, Math.ceil(remainingMs)).unref();
      return;
    }
    this.abort = null;
    abort(TIMED_OUT);
  };

  /** The timeout of the request in flight, one timer per user (declared after `expire`, which it calls). */
  private readonly timeoutTimer = new ReusedTimer(this.expire, false);
}
