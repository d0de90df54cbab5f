import type { HttpClient } from './scenario-connections.js';
import { CATEGORY, categoryOfError, OK, reasonOf, type CategoryIndex } from './error-category.js';
import { SAMPLE_BODY_BYTES } from './failed-samples.js';
import { extractValues, type FlowStepPlan } from './flow-steps.js';
import { RequestHandler } from './request-handler.js';
import type { ScenarioLoad } from './scenario-load.js';
import { CONNECT_RETRY_PAUSE_MS } from './virtual-user.js';

/** A failed once step (a login) is tried again after this long: never a busy loop against a failing login. */
export const ONCE_RETRY_MS = 1_000;

/** What the users of one flow share: the load (the flow's recorder, the stop, the requests in flight) and the steps. */
export interface FlowShared {
  load: ScenarioLoad;
  plans: readonly FlowStepPlan[];
  /** The indexes of the once steps and of the measured steps, each in flow order. */
  once: readonly number[];
  measured: readonly number[];
  /** Keeps a value a once step extracted as a secret, to be masked wherever a sample of the flow is written. */
  secret: (value: string) => void;
}

/**
 * One virtual user of a flow: on its own keep-alive connection it runs the once steps (a login), then the measured
 * steps in order, again and again until the measured time is over, with the values its steps extracted. An iteration
 * ends at its first failed step; a status in a once step's `refreshOn` runs that step again before the next one.
 *
 * Like VirtualUser it is its own undici dispatch handler (RequestHandler) and reads a body only as far as a decision
 * needs it: the step's GraphQL errors, expect.json or JSONPath extraction, or a sample. The flow's iterations are
 * recorded in the load's recorder, each step's requests in the step's own.
 */
export class FlowUser extends RequestHandler {
  private readonly values: Record<string, string> = Object.create(null) as Record<string, string>;
  /** The once steps still to run before the next iteration: all of them first, later those to refresh. */
  private readonly todo: number[];
  /** The plan of the request in flight, or of the last one. */
  private plan: FlowStepPlan;
  /** The measured step the iteration is at. */
  private position = 0;
  private iterationMs = 0;
  private iterationBytes = 0;
  /** The raw headers of the response, kept only for a step that extracts a header. */
  private rawHeaders: Buffer[] | undefined;
  /** The size of `body`: the most any step reads. */
  private readonly bodyBytes: number;
  private waitTimer: NodeJS.Timeout | undefined;

  constructor(
    private readonly client: HttpClient,
    private readonly flow: FlowShared,
  ) {
    super();
    this.todo = [...flow.once];
    this.plan = flow.plans[0]!;
    this.bodyBytes = Math.max(SAMPLE_BODY_BYTES, ...flow.plans.map((plan) => plan.keepBytes));
  }

  /** Sends the next request of the user: a once step still to run, or the first step of a new iteration. */
  readonly start = (): void => {
    const { load, measured } = this.flow;
    if (load.stopping || performance.now() >= load.endsAt) return;
    if (this.todo.length > 0) this.send(this.todo[0]!);
    else if (measured.length > 0) {
      this.position = 0;
      this.iterationMs = 0;
      this.iterationBytes = 0;
      this.send(measured[0]!);
    }
  };

  onHeaders(statusCode: number, rawHeaders: Buffer[]): boolean {
    this.status = statusCode;
    this.kept = 0;
    const plan = this.plan;
    if (plan.readsHeaders) this.rawHeaders = rawHeaders;
    const category = plan.recorder.categoryOf(statusCode);
    if (plan.graphql || category === OK) this.keepUpTo = plan.keepBytes;
    else this.keepUpTo = plan.recorder.samples.wants(statusCode, category) ? SAMPLE_BODY_BYTES : 0;
    if (this.keepUpTo > 0) this.body ??= Buffer.allocUnsafe(this.bodyBytes);
    return true;
  }

  onComplete(): void {
    if (!this.settle()) return;
    const now = performance.now();
    const latencyMs = now - this.sentAt;
    const plan = this.plan;
    const recorder = plan.recorder;
    if (this.timeoutMs > 0 && latencyMs > this.timeoutMs) {
      recorder.error(CATEGORY.timeout, now);
      this.stepEnded(CATEGORY.timeout, now, -1);
      return;
    }
    const status = this.status;
    let category = this.judge(recorder.categoryOf(status), plan.graphql, plan.checks);
    let failedExtraction = -1;
    if (category === OK && plan.extractions.length > 0) {
      failedExtraction = extractValues(plan, this.body, this.kept, this.bytes, this.rawHeaders, this.values);
      if (failedExtraction >= 0) category = CATEGORY.check;
      else if (plan.step.once) for (const { name } of plan.extractions) this.flow.secret(this.values[name]!);
    }
    this.rawHeaders = undefined;
    if (category !== OK && recorder.samples.wants(status, category))
      this.keepSample(
        recorder.samples,
        category,
        plan.checks,
        failedExtraction >= 0 ? `${plan.extractions[failedExtraction]!.label} found nothing` : undefined,
      );
    recorder.response(status, category, latencyMs, this.bytes, now);
    this.stepEnded(category, now, latencyMs);
  }

  onError(error: Error): void {
    if (!this.settle()) return;
    this.rawHeaders = undefined;
    const now = performance.now();
    const category: CategoryIndex = CATEGORY[categoryOfError(error)];
    this.plan.recorder.error(category, now, category === CATEGORY.other ? () => reasonOf(error) : undefined);
    this.stepEnded(category, now, -1);
  }

  /** Ends the user; returns true when a measured step was in flight, which the caller counts as an interrupted iteration. */
  interrupt(): boolean {
    clearTimeout(this.waitTimer);
    const wasInFlight = this.endRequest();
    if (wasInFlight) this.plan.recorder.interrupted(1);
    return wasInFlight && !this.plan.step.once;
  }

  /**
   * Goes on after a step's request ended in `category` (OK or failed), `latencyMs` after its write (-1: no whole
   * response): the next once step or measured step, or the flow's record of the iteration and the next one.
   */
  private stepEnded(category: CategoryIndex, now: number, latencyMs: number): void {
    const { load, plans, measured } = this.flow;
    load.ended();
    const plan = this.plan;
    const stopped = load.stopping || now >= load.endsAt;
    if (plan.step.once) {
      if (category === OK) this.todo.shift();
      if (stopped) return;
      if (category === OK) this.start();
      else this.wait(ONCE_RETRY_MS);
      return;
    }
    this.requestRefresh(plans);
    const recorder = load.recorder;
    this.iterationBytes += this.bytes;
    if (category === OK) {
      this.iterationMs += latencyMs;
      // An iteration the end of the measured time cuts between two ok steps neither completed nor failed: it is not
      // counted in the flow's figures, as k6 does not count an iteration it did not finish.
      if (++this.position < measured.length) {
        if (!stopped) this.send(measured[this.position]!);
        return;
      }
      recorder.response(this.status, OK, this.iterationMs, this.iterationBytes, now);
    } else if (latencyMs >= 0)
      recorder.response(this.status, category, this.iterationMs + latencyMs, this.iterationBytes, now);
    else recorder.error(category, now);
    if (stopped) return;
    // A request that never reached the wire fails again at once: it waits like a failed connect (see VirtualUser).
    if (category !== OK && (!this.connected || this.dispatching)) this.wait(CONNECT_RETRY_PAUSE_MS);
    else if (load.thinkTimeMs > 0) this.wait(load.thinkTimeMs);
    else this.start();
  }

  /** Queues the once steps whose `refreshOn` has the status of the measured step that just ended. */
  private requestRefresh(plans: readonly FlowStepPlan[]): void {
    const status = this.status;
    if (status === 0) return;
    for (const index of this.flow.once) {
      const refreshOn = plans[index]!.step.refreshOn;
      if (refreshOn?.includes(status) && !this.todo.includes(index)) this.todo.push(index);
    }
    if (this.todo.length > 1) this.todo.sort((a, b) => a - b);
  }

  private wait(delayMs: number): void {
    clearTimeout(this.waitTimer);
    this.waitTimer = setTimeout(this.start, delayMs);
  }

  private send(index: number): void {
    const plan = this.flow.plans[index]!;
    this.plan = plan;
    this.timeoutMs = plan.step.timeoutMs;
    this.readsHeaders = plan.readsHeaders;
    this.dispatchOn(this.client, plan.request ?? plan.build!(this.values), this.flow.load);
  }
}
