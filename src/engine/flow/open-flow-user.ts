// A flow's user in the open model: it runs one iteration when an arrival is handed to it, then waits for the next.
import type { ArrivalFigures } from '../open/arrival-figures.js';
import type { OpenSlot } from '../open/open-slot.js';
import type { CategoryIndex } from '../error-category.js';
import type { HttpClient } from '../http/scenario-connections.js';
import { FlowUser } from './flow-user.js';
import type { FlowShared } from './flow-shared.js';

/**
 * One of a flow's users in the open model (`arrivalRate` or `stages` on a flow): the scheduler hands it an arrival
 * (sendDue) when it is free, and it runs one iteration — its once steps first, the first time — then goes back to the
 * free users; an arrival due while every user is busy is dropped. The iteration's latency runs from its intended
 * start, and so does its first step's, so that a stall shows in full (coordinated omission), as the open model's
 * requests do; the later steps' run from their writes, as they start as soon as the step before ends.
 */
export class OpenFlowUser extends FlowUser implements OpenSlot {
  /** performance.now() at which the iteration under way was due. */
  private intendedAt = 0;
  /** performance.now() at which the iteration's first request was written, for its service time. */
  private firstSentAt = 0;

  constructor(
    client: HttpClient,
    flow: FlowShared,
    private readonly arrival: ArrivalFigures,
    /** Called when its iteration ended: the user is free for the scheduler again. */
    private readonly freed: (user: OpenSlot) => void,
  ) {
    super(client, flow);
  }

  /** Starts an iteration due at `intendedAt`; returns false, having sent nothing, when none can start (no row left). */
  sendDue(intendedAt: number, _k: number): boolean {
    this.intendedAt = intendedAt;
    this.firstSentAt = 0;
    // Due within the schedule by the scheduler's reckoning, even when its last tick runs after the end.
    this.begin();
    return this.inFlight;
  }

  protected override latencyFrom(): number {
    if (!this.atFirstStep) return this.sentAt;
    if (this.firstSentAt === 0) {
      this.firstSentAt = this.sentAt;
      this.arrival.late(this.sentAt - this.intendedAt);
    }
    return this.intendedAt;
  }

  protected override iterationLatency(_stepsMs: number, now: number): number {
    if (this.firstSentAt > 0) this.arrival.serviceTime(now - this.firstSentAt);
    return now - this.intendedAt;
  }

  protected override iterationEnded(_category: CategoryIndex): void {
    this.freed(this);
  }
}
