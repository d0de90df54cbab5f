// One flow user's once steps: those still to run before its next iteration, and the answers it shares with others.
import type { RequestValues } from '../http/request-template.js';
import type { FlowStepPlan } from './compiled-steps.js';
import type { SharedOnce } from './shared-once.js';

/** What a user sends next of its once steps: the index of a step, none left (`DONE`), or nothing yet (`WAIT`). */
export const DONE = -1;
export const WAIT = -2;

/**
 * The once steps of one flow user still to run before its next iteration: all of them first, later those a
 * `refreshOn` status asks again. A `shared: true` step is taken from its SharedOnce when another user fetched it, and
 * asked again when that answer was replaced or expired; the user remembers which answer (version) it holds, so that
 * its refreshOn status drops only that one.
 */
export class UserOnceSteps {
  private readonly todo: number[];
  /** For each shared step the user took, the version of the answer it holds. */
  private readonly versions = new Map<number, number>();

  constructor(
    private readonly once: readonly number[],
    private readonly plans: readonly FlowStepPlan[],
    /** The shared once steps of the flow, by step index; absent when it has none. */
    private readonly shared: ReadonlyMap<number, SharedOnce> | undefined,
  ) {
    this.todo = [...once];
  }

  /**
   * Returns the once step the user sends now, DONE when none is left to run, or WAIT while another user fetches a
   * shared one (`wake` is called when it is there). Shared answers already fetched go into `values` on the way.
   * Before an iteration (none left to run), a shared answer replaced or expired since the user took it is asked
   * again first.
   */
  next(values: RequestValues, wake: () => void): number {
    const shared = this.shared;
    const now = performance.now();
    if (shared !== undefined && this.todo.length === 0)
      for (const [index, answer] of shared) {
        const version = this.versions.get(index);
        if (version !== undefined && answer.stale(version, now)) this.todo.push(index);
      }
    while (this.todo.length > 0) {
      const index = this.todo[0]!;
      const answer = shared?.get(index);
      if (answer === undefined) return index;
      const take = answer.take(values, wake, now);
      if (take === 'wait') return WAIT;
      if (take === 'send') return index;
      this.versions.set(index, answer.version);
      this.todo.shift();
    }
    return DONE;
  }

  /**
   * Notes that once step `index` ended, ok or not: an ok one is done (a shared one's answer kept for all, read from
   * `values` and the first `kept` bytes of `body`), a failed one stays first to be tried again.
   */
  ended(index: number, ok: boolean, values: RequestValues, body: Buffer | undefined, kept: number): void {
    const answer = this.shared?.get(index);
    if (ok) {
      this.todo.shift();
      if (answer) {
        answer.answered(values, body, kept, performance.now());
        this.versions.set(index, answer.version);
      }
    } else answer?.failed();
  }

  /** Queues the once steps whose `refreshOn` has `status`, the status of a step of an iteration that just ended. */
  refresh(status: number): void {
    if (status === 0) return;
    for (const index of this.once) {
      const refreshOn = this.plans[index]!.step.refreshOn;
      if (!refreshOn?.includes(status) || this.todo.includes(index)) continue;
      this.shared?.get(index)?.refresh(this.versions.get(index) ?? -1);
      this.todo.push(index);
    }
    if (this.todo.length > 1) this.todo.sort((a, b) => a - b);
  }
}
