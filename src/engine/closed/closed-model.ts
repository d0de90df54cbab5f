// src/engine/closed/ is the closed model: N virtual users, each sending as soon as its last answer came.
import { interruptEach, type Executor, type ExecutorParts } from '../executor.js';
import type { HttpClient } from '../http/scenario-connections.js';
import type { ScenarioLoad } from '../scenario-load.js';
import { timerDelay } from '../timers.js';
import { VirtualUser } from '../virtual-user.js';

/** A user of the closed model: it starts sending, and ends with what it had in flight (see VirtualUser). */
export interface ClosedUser {
  readonly start: () => void;
  /** Called once when the run stops (a flow's user then starts its cleanup); absent when the user has nothing to do. */
  readonly stopped?: () => void;
  /** Returns true when a request was still in flight, which the caller counts as interrupted. */
  interrupt(): boolean;
}

/**
 * The closed model, as k6's constant-VUs and autocannon run it: one virtual user per connection, each sending its
 * next request when the answer to the last one arrived (after the think time). The users start linearly over the
 * ramp-up, the first at once.
 */
export class ClosedModel implements Executor {
  private readonly load: ScenarioLoad;
  private readonly users: ClosedUser[];
  private readonly rampUpTimers: NodeJS.Timeout[] = [];

  /**
   * One user on each of the parts' clients, started over `rampUpMs`: a VirtualUser sending the scenario's request, or
   * the user `userOf` makes (a flow's).
   */
  constructor(
    parts: ExecutorParts,
    private readonly rampUpMs: number,
    userOf: (client: HttpClient) => ClosedUser = (client) =>
      new VirtualUser(client, parts.load, parts.checks, parts.conformance),
  ) {
    this.load = parts.load;
    this.users = parts.connections.clients.map(userOf);
  }

  warmConnections(withinMs: number): number {
    let count = 0;
    while (count < this.users.length && this.startOffsetMs(count) < withinMs) count++;
    return count;
  }

  start(_now: number, endsAt: number): void {
    this.load.endsAt = endsAt;
    this.users.forEach((user, index) => {
      const offset = this.startOffsetMs(index);
      if (offset === 0) user.start();
      else this.rampUpTimers.push(setTimeout(user.start, timerDelay(offset, 'the ramp-up')));
    });
  }

  stop(): void {
    const first = !this.load.stopping;
    this.load.stopping = true;
    for (const timer of this.rampUpTimers) clearTimeout(timer);
    this.rampUpTimers.length = 0;
    if (first) for (const user of this.users) user.stopped?.();
  }

  drain(graceMs: number): Promise<void> {
    return this.load.drain(graceMs);
  }

  interrupt(): number {
    this.stop();
    return interruptEach(this.users);
  }

  /** Returns when user `index` starts: users start linearly over the ramp-up, the first at once. */
  private startOffsetMs(index: number): number {
    return (this.rampUpMs * index) / this.users.length;
  }
}
