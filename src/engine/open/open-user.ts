// One connection of the open model: it sends what the scheduler hands it, records it, and goes back to the pool.
import type { ArrivalFigures } from './arrival-figures.js';
import type { BodyChecks } from '../http/body-checks.js';
import type { Conformance } from '../http/conformance.js';
import type { HttpClient } from '../http/scenario-connections.js';
import type { ScenarioLoad } from '../scenario-load.js';
import { VirtualUser } from '../virtual-user.js';
import type { OpenSlot } from './open-slot.js';

/**
 * One connection of the open model: it sends a request when the scheduler hands it one (send), records it, and
 * goes back to the scheduler's free connections; it never sends on its own. It reads the head as a
 * VirtualUser does (the same body rules for samples, GraphQL and expect.json); its latency runs from the request's
 * intended start, so that time waiting behind a stalled server counts in full, and the service time (from the
 * write) and the scheduler's lateness go to the ArrivalFigures.
 */
export class OpenUser extends VirtualUser implements OpenSlot {
  /** performance.now() at which the request in flight was due. */
  private intendedAt = 0;

  constructor(
    client: HttpClient,
    load: ScenarioLoad,
    private readonly arrival: ArrivalFigures,
    /** Called when its request ended: the connection is free for the scheduler again. */
    private readonly freed: (user: OpenSlot) => void,
    checks?: BodyChecks,
    conformance?: Conformance,
  ) {
    super(client, load, checks, conformance);
  }

  /**
   * Sends request `k` of the whole schedule, due at `intendedAt` (performance.now()); returns false, having sent
   * nothing, once a data file's rows are used up (the scenario is ending).
   */
  sendDue(intendedAt: number, k: number): boolean {
    this.intendedAt = intendedAt;
    const load = this.load;
    // Request k of the whole schedule takes variant k mod n, whichever shard or worker sends it.
    const options = load.varies ? load.variantAt(k) : load.request;
    if (options === undefined) return false;
    this.dispatchOn(this.client, options, load);
    return true;
  }

  override onComplete(): void {
    if (!this.settle()) return;
    const now = performance.now();
    const serviceMs = now - this.sentAt;
    this.arrival.late(this.sentAt - this.intendedAt);
    // The timeout runs from the write, as in the closed model; the latency from the intended start.
    if (this.record(now, serviceMs, now - this.intendedAt)) this.arrival.serviceTime(serviceMs);
    this.end();
  }

  override onError(error: Error): void {
    if (!this.settle()) return;
    if (this.connected) this.arrival.late(this.sentAt - this.intendedAt);
    this.recordError(error, performance.now());
    // A request that never reached the wire is not retried: the next one is due on schedule anyway.
    this.end();
  }

  private end(): void {
    this.load.ended();
    this.freed(this);
  }
}
