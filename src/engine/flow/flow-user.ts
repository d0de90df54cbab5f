// A flow's virtual user: its once steps, then its steps in order each iteration, extracted values passed on.
import type { HttpClient } from '../http/scenario-connections.js';
import { CATEGORY, categoryOfError, OK, reasonFor, type CategoryIndex } from '../error-category.js';
import { CHECKED_BODY_BYTES } from '../http/body-checks.js';
import { SAMPLE_BODY_BYTES } from '../record/failed-samples.js';
import { extractValues, type FlowStepPlan } from './compiled-steps.js';
import { RequestHandler } from '../http/request-handler.js';
import { emptyValues, type RequestValues } from '../http/request-template.js';
import { CONNECT_RETRY_PAUSE_MS } from '../virtual-user.js';
import { ONCE_RETRY_MS, type FlowShared } from './flow-shared.js';
import { DONE, UserOnceSteps, WAIT } from './user-once-steps.js';

/**
 * One virtual user of a flow: on its own keep-alive connection it runs the once steps (a login), then the steps of an
 * iteration in order, again and again until the measured time is over, with the values its steps extracted. An
 * iteration ends at its first failed step; a status in a once step's `refreshOn` runs that step again before the next
 * one. A `measure: false` step is one of the iteration, but its latency and bytes are not the iteration's. Once the
 * run has stopped and the user's last request ended, it sends its cleanup steps, each only when the user has a value
 * for every extracted name it uses, within the drain of the run (none on a cancelled run).
 *
 * Like VirtualUser it is its own undici dispatch handler (RequestHandler) and reads a body only as far as a decision
 * needs it: the step's GraphQL errors, expect.json or JSONPath extraction, or a sample. The flow's iterations are
 * recorded in the load's recorder, each step's requests in the step's own.
 */
export class FlowUser extends RequestHandler {
  private readonly values: RequestValues = emptyValues();
  /** The once steps still to run before the next iteration: all of them first, later those to refresh. */
  private readonly onceSteps: UserOnceSteps;
  /** The index of the step in flight, or of the last one. */
  private planIndex = 0;
  /** The plan of the request in flight, or of the last one. */
  private plan: FlowStepPlan;
  /** The step of the iteration the user is at (an index into `iteration`). */
  private position = 0;
  private iterationMs = 0;
  private iterationBytes = 0;
  /** The status of the iteration's last measured step: the flow's status for an ok iteration. */
  private iterationStatus = 0;
  /** The raw headers of the response, kept only for a step that extracts a header. */
  private rawHeaders: Buffer[] | undefined;
  /** The size of `body`: the most any step reads. */
  private readonly bodyBytes: number;
  private waitTimer: NodeJS.Timeout | undefined;
  /** Whether the row the user took is still for the next iteration: taken before the once steps, or not yet used. */
  private rowUnused = false;
  /** Whether the user sent a request: one that never started (a ramp-up cut short) has nothing to clean up. */
  private sent = false;
  /** The next of `cleanup` to consider; -1 until the cleanup starts, past the end once it is over or abandoned. */
  private cleanupAt = -1;

  constructor(
    private readonly client: HttpClient,
    protected readonly flow: FlowShared,
  ) {
    super();
    this.onceSteps = new UserOnceSteps(flow.once, flow.plans, flow.sharedOnce);
    this.plan = flow.plans[0]!;
    this.bodyBytes = Math.max(
      SAMPLE_BODY_BYTES,
      ...flow.plans.map((plan) => (plan.conformance ? CHECKED_BODY_BYTES : plan.keepBytes)),
    );
  }

  /**
   * Sends the next request of the user: a once step still to run, or the first step of a new iteration. With a data
   * file, the user takes a row before its first request, for its once steps and its first iteration, and a new one
   * for each later iteration; none is sent once `unique` rows are used up (the scenario is ending).
   */
  readonly start = (): void => {
    const load = this.flow.load;
    if (!load.stopping && performance.now() < load.endsAt) this.begin();
  };

  /** Sends the next request of the user (see start), the end of the measured time not checked. */
  protected begin(): void {
    const { iteration, data } = this.flow;
    if (data !== undefined && !this.rowUnused) {
      if (!data.take(this.values)) return;
      this.rowUnused = true;
    }
    const once = this.onceSteps.next(this.values, this.start);
    if (once === WAIT) return;
    if (once !== DONE) this.send(once);
    else if (iteration.length > 0) {
      this.rowUnused = false;
      this.position = 0;
      this.iterationMs = 0;
      this.iterationBytes = 0;
      this.send(iteration[0]!);
    }
  }

  /**
   * Called when the run stops (ClosedModel.stop): a user between requests (thinking, waiting to retry) starts its
   * cleanup now; one with a request in flight does when that request ends.
   */
  readonly stopped = (): void => {
    if (this.inFlight) return;
    clearTimeout(this.waitTimer);
    this.cleanUp();
  };

  onHeaders(statusCode: number, rawHeaders: Buffer[]): boolean {
    this.status = statusCode;
    this.kept = 0;
    const plan = this.plan;
    if (plan.readsHeaders) this.rawHeaders = rawHeaders;
    if (this.debugRequest) this.debugHeaders = rawHeaders;
    const category = plan.recorder.categoryOf(statusCode);
    if (category === OK && plan.conformance !== undefined) this.sampled = plan.conformance.sample();
    if (plan.graphql || category === OK) this.keepUpTo = this.sampled ? CHECKED_BODY_BYTES : plan.keepBytes;
    else this.keepUpTo = plan.recorder.samples.wants(statusCode, category) ? SAMPLE_BODY_BYTES : 0;
    if (this.keepUpTo > 0) this.body ??= Buffer.allocUnsafe(this.bodyBytes);
    return true;
  }

  onComplete(): void {
    if (!this.settle()) return;
    const now = performance.now();
    const latencyMs = now - this.latencyFrom();
    const plan = this.plan;
    const recorder = plan.recorder;
    if (this.timeoutMs > 0 && now - this.sentAt > this.timeoutMs) {
      recorder.error(CATEGORY.timeout, now);
      this.stepEnded(CATEGORY.timeout, now, -1);
      return;
    }
    const status = this.status;
    let category = this.judge(recorder.categoryOf(status), plan.graphql, plan.checks, plan.conformance);
    let failedExtraction = -1;
    if (category === OK && plan.extractions.length > 0) {
      failedExtraction = extractValues(plan, this.body, this.kept, this.bytes, this.rawHeaders, this.values);
      if (failedExtraction >= 0) category = CATEGORY.check;
      else if (plan.step.once) for (const { name } of plan.extractions) this.flow.secret(this.values.text[name]!);
    }
    this.rawHeaders = undefined;
    if (category !== OK && recorder.samples.wants(status, category))
      this.keepSample(
        recorder.samples,
        category,
        plan.checks,
        failedExtraction >= 0 ? `${plan.extractions[failedExtraction]!.label} found nothing` : undefined,
        plan.conformance,
      );
    recorder.response(status, category, latencyMs, this.bytes, now);
    this.stepEnded(category, now, latencyMs);
  }

  onError(error: Error): void {
    if (!this.settle()) return;
    this.rawHeaders = undefined;
    const now = performance.now();
    const category: CategoryIndex = CATEGORY[categoryOfError(error)];
    this.plan.recorder.error(category, now, reasonFor(category, error));
    this.stepEnded(category, now, -1);
  }

  protected countRedirect(): void {
    this.plan.recorder.redirects++;
  }

  /**
   * Ends the user, its cleanup included; returns true when a step of an iteration was in flight, which the caller
   * counts as an interrupted iteration (a once or cleanup step in flight counts in that step alone).
   */
  interrupt(): boolean {
    clearTimeout(this.waitTimer);
    this.cleanupAt = this.flow.cleanup.length;
    const wasInFlight = this.endRequest();
    if (wasInFlight) this.plan.recorder.interrupted(1);
    const step = this.plan.step;
    return wasInFlight && !step.once && step.cleanup !== true;
  }

  /**
   * Goes on after a step's request ended in `category` (OK or failed), `latencyMs` after its write (-1: no whole
   * response), then counts it ended: the next request is in flight by then, so that the drain at the end of the run,
   * which ends when none is, waits for the cleanup a user starts as its last request ends.
   */
  private stepEnded(category: CategoryIndex, now: number, latencyMs: number): void {
    this.next(category, now, latencyMs);
    this.flow.load.ended();
  }

  /**
   * Sends what follows a step that ended: the next once step or step of the iteration, or the flow's record of the
   * iteration and the next one; the next cleanup step; or, once the run has stopped, the cleanup.
   */
  private next(category: CategoryIndex, now: number, latencyMs: number): void {
    const { load, iteration } = this.flow;
    const plan = this.plan;
    if (plan.step.cleanup) {
      this.nextCleanup();
      return;
    }
    const stopped = load.stopping || now >= load.endsAt;
    if (plan.step.once) {
      this.onceSteps.ended(this.planIndex, category === OK, this.values, this.body, this.kept);
      if (stopped) this.cleanUp();
      else if (category === OK) this.start();
      else this.wait(ONCE_RETRY_MS);
      return;
    }
    this.onceSteps.refresh(this.status);
    const recorder = load.recorder;
    // A `measure: false` step is one of the iteration, but neither its latency nor its bytes are the flow's.
    const inFigures = plan.inFlowFigures;
    if (inFigures) this.iterationBytes += this.bytes;
    if (category === OK) {
      if (inFigures) {
        this.iterationMs += latencyMs;
        this.iterationStatus = this.status;
      }
      // An iteration the end of the measured time cuts between two ok steps neither completed nor failed: it is not
      // counted in the flow's figures, as k6 does not count an iteration it did not finish.
      if (++this.position < iteration.length) {
        if (stopped) this.cleanUp();
        else this.send(iteration[this.position]!);
        return;
      }
      const iterationMs = this.iterationLatency(this.iterationMs, now);
      recorder.response(this.iterationStatus, OK, iterationMs, this.iterationBytes, now);
    } else if (latencyMs < 0) recorder.error(category, now);
    // A failed `measure: false` step fails the iteration, with no latency of the flow's: its own is not the flow's,
    // and the measured steps' so far (none, for a create before the measured delete) would read as a fast iteration.
    else if (!inFigures) recorder.failure(category, now);
    else {
      const iterationMs = this.iterationLatency(this.iterationMs + latencyMs, now);
      recorder.response(this.status, category, iterationMs, this.iterationBytes, now);
    }
    if (stopped) this.cleanUp();
    else this.iterationEnded(category);
  }

  /** Where the latency of the request in flight starts: its write (the open model's first step: its arrival). */
  protected latencyFrom(): number {
    return this.sentAt;
  }

  /** Returns an iteration's latency, given the sum of its measured steps' (the open model's: from its arrival). */
  protected iterationLatency(stepsMs: number, _now: number): number {
    return stepsMs;
  }

  /** Goes on after an iteration ended in `category`, before the end of the run: the next one, after a pause or not. */
  protected iterationEnded(category: CategoryIndex): void {
    // A request that never reached the wire fails again at once: it waits like a failed connect (see VirtualUser).
    if (category !== OK && (!this.connected || this.dispatching)) this.wait(CONNECT_RETRY_PAUSE_MS);
    else if (this.flow.load.thinkTimeMs > 0) this.wait(this.flow.load.thinkTimeMs);
    else this.start();
  }

  /** Whether the request in flight is the first step of an iteration (not a once or cleanup step). */
  protected get atFirstStep(): boolean {
    return this.position === 0 && !this.plan.step.once && this.plan.step.cleanup !== true;
  }

  /**
   * Starts the user's cleanup steps once the run has stopped, unless it was cancelled, or the user never sent a request,
   * or it started them already. A user past the end of the measured time before the run noticed is left idle: the stop
   * calls `stopped`, which starts them then.
   */
  private cleanUp(): void {
    const { load, cleanup } = this.flow;
    if (!load.stopping || this.cleanupAt >= 0 || cleanup.length === 0 || !this.sent) return;
    this.cleanupAt = 0;
    this.nextCleanup();
  }

  /** Sends the next cleanup step for which the user has every extracted value it uses, skipping the others. */
  private nextCleanup(): void {
    const { load, plans, cleanup } = this.flow;
    const values = this.values.text;
    while (this.cleanupAt < cleanup.length && !load.cancelled) {
      const index = cleanup[this.cleanupAt++]!;
      if (plans[index]!.needs.every((name) => values[name] !== undefined)) {
        this.send(index);
        return;
      }
    }
  }

  private wait(delayMs: number): void {
    clearTimeout(this.waitTimer);
    this.waitTimer = setTimeout(this.start, delayMs);
  }

  private send(index: number): void {
    const plan = this.flow.plans[index]!;
    this.plan = plan;
    this.planIndex = index;
    this.timeoutMs = plan.step.timeoutMs;
    this.followRedirects = plan.step.followRedirects ?? 0;
    this.crossOrigin = plan.step.crossOrigin === true;
    this.readsHeaders = plan.readsHeaders;
    this.sent = true;
    this.dispatchOn(this.client, plan.request ?? plan.template!.build(this.values), this.flow.load, plan.recorder);
  }
}
