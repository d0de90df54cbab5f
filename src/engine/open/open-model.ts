// src/engine/open/ is the open model (arrivalRate); this is its executor: requests sent on schedule, or dropped.
import type { ArrivalSchedule } from '../../loadtest/types.js';
import type { MeasuredScenario } from '../../results/types.js';
import { ArrivalFigures } from './arrival-figures.js';
import { ArrivalClock, WHOLE_SCHEDULE, type ArrivalPart } from './arrival-schedule.js';
import { interruptEach, type Executor, type ExecutorParts } from '../executor.js';
import type { MeasuredTime } from '../scenario-lifecycle.js';
import type { ScenarioLoad } from '../scenario-load.js';
import { OpenUser } from './open-user.js';
import { ArrivalTicker } from './arrival-ticker.js';
import { ReusedTimer } from '../timers.js';
import type { OpenSlot, SlotFactory } from './open-slot.js';

/**
 * The connections opened before the clock starts are those the requests of the first WARM_SPAN_MS would keep busy on
 * a server answering in that time: the free connections are taken last-freed first, so a fast server uses only the
 * first few, and opening all of maxUsers ahead would cost the start of a large run many idle sockets.
 */
const WARM_SPAN_MS = 100;

/** The least time between two ticks, in ms: the most a request waits for the tick that sends it, at a high rate. */
const MIN_TICK_MS = 0.1;

/**
 * The open model, as k6's arrival-rate executors, wrk2 and vegeta run it: requests start on a schedule whatever the
 * server does, each on a free connection of the scenario's `concurrentUsers` (its maxUsers), and a request due while
 * every connection is busy is dropped (counted, never sent). Latency runs from each request's intended start, so a
 * stall shows in full instead of slowing the sender down (coordinated omission).
 *
 * A tick sends every request due since the last one (a late tick catches up, each request keeping its own intended
 * start), on the free connections, dropping those beyond them. The ticker thread (arrival-ticker.ts) wakes it at the
 * next due time to a fraction of a millisecond, and a timer to the millisecond in case the thread is late; either way
 * the tick itself runs after the I/O callbacks (setImmediate), so that a response that has already arrived frees its
 * connection before the tick looks for one. Ticks are at least MIN_TICK_MS apart: at a high rate each sends several
 * requests rather than waking the loop for every one.
 */
export class OpenModel implements Executor {
  readonly figures: ArrivalFigures;
  private readonly load: ScenarioLoad;
  private readonly users: OpenSlot[];
  /** The free connections, last-freed on top, so that a server that keeps up keeps few connections busy. */
  private readonly free: OpenSlot[] = [];
  private readonly clock: ArrivalClock;
  private readonly durationMs: number;
  private startedAt = 0;
  private endsAt = 0;
  /** The next request of this part (its index in the whole schedule) and its intended start from the start. */
  private next: number;
  private nextAt: number;
  private immediate: NodeJS.Immediate | undefined;
  private started = false;
  private stopped = false;
  private readonly ticker: ArrivalTicker;

  /** The scheduler of `schedule` over `durationMs`, sending `part`'s requests on the parts' connections. */
  constructor(
    parts: ExecutorParts,
    schedule: Pick<ArrivalSchedule, 'startRate' | 'stages'>,
    durationMs: number,
    private readonly part: ArrivalPart = WHOLE_SCHEDULE,
    /** The slots arrivals go to: by default a connection sending the scenario's request (OpenUser). */
    slotOf: SlotFactory = (client, figures, freed) =>
      new OpenUser(client, parts.load, figures, freed, parts.checks, parts.conformance),
  ) {
    this.load = parts.load;
    this.durationMs = durationMs;
    this.clock = new ArrivalClock(schedule);
    this.figures = new ArrivalFigures(durationMs);
    this.users = parts.connections.clients.map((client) => slotOf(client, this.figures, this.freed));
    // The first connection on top: the warm ones are taken first.
    for (let index = this.users.length - 1; index >= 0; index--) this.free.push(this.users[index]!);
    // Taken before the clock: a new ticker's thread starts while the connections open.
    this.ticker = ArrivalTicker.take(this.wake);
    this.next = part.offset;
    this.nextAt = this.clock.intendedAt(part.offset);
  }

  warmConnections(withinMs: number): number {
    const due = this.clock.countBefore(Math.min(withinMs, WARM_SPAN_MS), this.part);
    return Math.min(this.users.length, Math.max(1, due));
  }

  start(now: number, endsAt: number): void {
    this.load.endsAt = endsAt;
    this.startedAt = now;
    this.endsAt = endsAt;
    this.started = true;
    this.tick();
  }

  stop(): void {
    if (this.stopped) return;
    // What fell due before the stop is sent (or dropped) still: the schedule up to the stop is the target.
    if (this.started) this.sendDue(performance.now());
    this.stopped = true;
    this.load.stopping = true;
    this.fallback.clear();
    if (this.immediate) clearImmediate(this.immediate);
    this.ticker.release();
    for (const user of this.users) user.stopped?.();
  }

  drain(graceMs: number): Promise<void> {
    return this.load.drain(graceMs);
  }

  interrupt(): number {
    this.stop();
    return interruptEach(this.users);
  }

  dropped(): number {
    return this.figures.dropped;
  }

  /** Returns what the scenario measured with the open model's figures added (see ArrivalFigures.withArrival). */
  measured(measured: MeasuredScenario, time: MeasuredTime): MeasuredScenario {
    return this.figures.withArrival(measured, time, this.users.length);
  }

  /**
   * A connection whose request ended is free again, and the loop is awake: a request due by now is sent in this turn
   * (after its I/O), without waiting for the ticker's thread, which a busy core may run late.
   */
  private readonly freed = (user: OpenSlot): void => {
    this.free.push(user);
    if (this.started && performance.now() >= this.startedAt + this.nextAt) this.wake();
  };

  /** Runs the tick after the I/O callbacks of this turn of the event loop (see the class comment). */
  private readonly wake = (): void => {
    this.immediate ??= setImmediate(this.tick);
  };

  /** Wakes the scheduler in case the ticker's thread is late, to the millisecond (declared after `wake`). */
  private readonly fallback = new ReusedTimer(this.wake);

  private readonly tick = (): void => {
    this.immediate = undefined;
    if (this.stopped) return;
    const now = performance.now();
    this.sendDue(now);
    if (this.nextAt >= this.durationMs) return;
    const wakeAt = Math.max(this.startedAt + this.nextAt, now + MIN_TICK_MS);
    this.ticker.wakeAt(wakeAt);
    this.fallback.arm(Math.max(1, Math.floor(wakeAt - performance.now())));
  };

  /** Sends every request due by `now` (and before the end), each on a free connection, or drops it. */
  private sendDue(now: number): void {
    const limit = Math.min(now, this.endsAt) - this.startedAt;
    const durationMs = this.durationMs;
    const figures = this.figures;
    const free = this.free;
    const stride = this.part.stride;
    let at = this.nextAt;
    while (at <= limit && at < durationMs) {
      const second = Math.floor(at / 1000);
      const user = free.pop();
      if (user === undefined) {
        figures.dropped++;
        figures.droppedBySecond[second]!++;
      } else if (user.sendDue(this.startedAt + at, this.next)) figures.started++;
      else {
        // A data file's rows are used up (pick: unique): the scenario is ending, and this request is not due.
        free.push(user);
        break;
      }
      figures.scheduledBySecond[second]!++;
      this.next += stride;
      at = this.clock.intendedAt(this.next);
    }
    this.nextAt = at;
  }
}
