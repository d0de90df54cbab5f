// A script's user in the open model: one call of the script's function per arrival handed to it.
import type { ArrivalFigures } from '../open/arrival-figures.js';
import type { OpenSlot } from '../open/open-slot.js';
import type { HttpClient } from '../http/scenario-connections.js';
import { ScriptUser, type ScriptShared } from './script-user.js';

/**
 * One of a script's users in the open model (`arrivalRate` or `stages` on a script): the scheduler hands it an
 * arrival (sendDue) when it is free, and it calls the script's function once — its `once` first, the first time —
 * then goes back to the free users; an arrival due while every user is busy is dropped. The iteration's latency runs
 * from its intended start, so that a stall shows in full (coordinated omission), as a flow's does at a rate.
 */
export class OpenScriptUser extends ScriptUser implements OpenSlot {
  private intendedAt = 0;
  private onceDone = false;
  private busy = false;

  constructor(
    client: HttpClient,
    id: number,
    shared: ScriptShared,
    private readonly arrival: ArrivalFigures,
    /** Called when its iteration ended: the user is free for the scheduler again. */
    private readonly freed: (user: OpenSlot) => void,
  ) {
    super(client, id, shared);
  }

  /** Starts an iteration due at `intendedAt`; the scheduler hands one only to a free user. */
  sendDue(intendedAt: number, _k: number): boolean {
    this.intendedAt = intendedAt;
    this.busy = true;
    this.arrival.late(performance.now() - intendedAt);
    void this.iterate();
    return true;
  }

  override interrupt(): boolean {
    return super.interrupt() && this.busy;
  }

  protected override iterationLatency(_requestsMs: number, now: number): number {
    return now - this.intendedAt;
  }

  private async iterate(): Promise<void> {
    const { script } = this.shared;
    if (!this.onceDone && script.once) await this.runOnce(script.once);
    this.onceDone = true;
    const startedAt = performance.now();
    const failure = await this.call(script.run);
    if (this.cut || this.ended) return;
    this.record(failure);
    this.arrival.serviceTime(performance.now() - startedAt);
    this.iteration++;
    this.busy = false;
    this.freed(this);
  }
}
