// A user of a stream scenario: one stream at a time over its transport, held for the measured time or read to its end.
import type { ClosedUser } from '../closed/closed-model.js';
import { CATEGORY, categoryOfError, OK, reasonFor } from '../error-category.js';
import { SAMPLE_BODY_BYTES } from '../record/failed-samples.js';
import { ReusedTimer } from '../timers.js';
import { CONNECT_RETRY_PAUSE_MS } from '../virtual-user.js';
import type { StreamSink, StreamTransport } from './stream-transport.js';
import { FAULT } from './stream-recorder.js';
import { endedReason, graphqlErrorOf, silentReason, stalledReason, type StreamPlan } from './stream-plan.js';

/** No stream open; one waiting for its head; one open, its head ok. */
const IDLE = 0;
const OPENING = 1;
const OPEN = 2;

/**
 * One user of a stream scenario on the closed model (docs/streams.md). Each stream it opens is one request of the
 * scenario's recorder, in flight (ScenarioLoad.inFlight) until it ends, so that the drain waits for it:
 *
 * - `hold`: the stream is kept for the measured time. Open when the time ends (`stopped`), it is closed and ok, its
 *   latency its time to the first event, or to its head when it had no event yet (then it has no ttfe; one that went
 *   the stall limit without an event is a `silent` fault, even when the stall timer had not fired yet). A stream
 *   still waiting for its head then is awaited (the drain) and ok at its head. A stream that ends before the measured
 *   time is an `ended` fault; with `reconnect`, it is opened again after the server's `retry:` (at once without one;
 *   after CONNECT_RETRY_PAUSE_MS when it never had a head), SSE's with `Last-Event-ID`.
 * - `request`: one stream per iteration, read to the server's end; ok, its latency its length, then the next one
 *   after the think time. An end without the protocol's `complete` (GraphQL) is an `ended` fault. A WebSocket's
 *   iteration ends instead with its answer (`until:`, or the first message), its latency from the last message sent.
 *
 * Either way, `stallMs` without an event after one is a `stalled` fault, without the first after the head a `silent`
 * one; the scenario's timeout bounds only the wait for the head (`timeout`). A connection cut after the head is an
 * `ended` fault; one before, its category as any request's. Data with GraphQL `errors` fails the stream as `graphql`.
 */
export class StreamUser implements ClosedUser, StreamSink {
  private state = IDLE;
  private opened = false;
  private writtenAt = 0;
  private headAt = 0;
  private firstEventAt = 0;
  private lastEventAt = 0;
  /** When the last `send:` message was written (WebSocket): an answer's latency runs from there. */
  private sentAt = 0;
  private status = 0;
  private events = 0;
  private bytes = 0;
  private lastEventId: string | undefined;
  /** The server's `retry:` (SSE), the pause before a reconnect; -1 until it sent one. */
  private retryMs = -1;
  private stallTimer: NodeJS.Timeout | undefined;
  private immediate: NodeJS.Immediate | undefined;

  constructor(
    private readonly transport: StreamTransport,
    private readonly plan: StreamPlan,
  ) {}

  /** Opens a stream, unless the measured time is over (a late ramp-up or reconnect timer). */
  readonly start = (): void => {
    this.immediate = undefined;
    const load = this.plan.load;
    if (load.stopping || performance.now() >= load.endsAt) return;
    const plan = this.plan;
    const streams = plan.streams;
    if (this.opened && plan.hold) streams.reconnects++;
    this.opened = true;
    streams.streams++;
    load.inFlight++;
    this.state = OPENING;
    this.events = 0;
    this.bytes = 0;
    this.status = 0;
    this.writtenAt = performance.now();
    if (load.timeoutMs > 0) this.headTimer.arm(load.timeoutMs);
    const resumeFrom = plan.hold && plan.resumes ? this.lastEventId : undefined;
    this.transport.open(this, resumeFrom);
  };

  /** The user's timers, declared after `start`, which the next one calls. */
  private readonly nextTimer = new ReusedTimer(this.start);

  written(): void {
    if (this.state !== OPENING) return;
    this.writtenAt = performance.now();
    const timeoutMs = this.plan.load.timeoutMs;
    if (timeoutMs > 0) this.headTimer.arm(timeoutMs);
  }

  head(status: number): void {
    if (this.state !== OPENING) return;
    const now = performance.now();
    const plan = this.plan;
    this.status = status;
    this.headAt = now;
    plan.streams.record(plan.streams.ttfb, now - this.writtenAt);
    const recorder = plan.load.recorder;
    const category = recorder.categoryOf(status);
    this.state = OPEN;
    if (category !== OK) {
      this.transport.close();
      recorder.response(status, category, now - this.writtenAt, 0, now);
      this.finish(now, true);
      return;
    }
    // Held streams that get their head after the measured time count as held to its end, at once.
    if (plan.hold && plan.load.stopping) {
      this.transport.close();
      this.endHeld(now);
      return;
    }
    const transport = this.transport;
    if (transport.send !== undefined) for (const message of plan.send) transport.send(message);
    this.sentAt = performance.now();
    this.armStall(plan.stallMs);
  }

  event(data: string, _type?: string, id?: string, retryMs?: number): void {
    if (this.state !== OPEN) return;
    const now = performance.now();
    const plan = this.plan;
    const streams = plan.streams;
    streams.event(now);
    if (++this.events === 1) {
      this.firstEventAt = now;
      streams.record(streams.ttfe, now - this.writtenAt);
    } else streams.record(streams.eventGap, now - this.lastEventAt);
    this.lastEventAt = now;
    this.bytes += data.length;
    if (id !== undefined) this.lastEventId = id;
    if (retryMs !== undefined) this.retryMs = retryMs;
    if (plan.graphql) {
      const error = graphqlErrorOf(data);
      if (error !== undefined) {
        this.transport.close();
        const recorder = plan.load.recorder;
        const category = CATEGORY.graphql;
        if (recorder.samples.wants(this.status, category))
          recorder.samples.add(this.status, category, data.slice(0, SAMPLE_BODY_BYTES), error);
        recorder.response(this.status, category, now - this.writtenAt, this.bytes, now);
        this.finish(now, true);
        return;
      }
    }
    const answers = plan.answers;
    if (answers !== undefined && !plan.hold && answers(data)) {
      this.transport.close();
      plan.load.recorder.response(this.status, OK, now - this.sentAt, this.bytes, now);
      this.finish(now, true);
    }
  }

  end(complete: boolean): void {
    const state = this.state;
    if (state === IDLE) return;
    const now = performance.now();
    const plan = this.plan;
    if (!plan.hold && state === OPEN && (complete || !plan.completes) && plan.answers === undefined)
      plan.load.recorder.response(this.status, OK, now - this.writtenAt, this.bytes, now);
    else {
      const expected = plan.hold ? undefined : plan.completes ? 'without `complete`' : 'before its answer';
      this.fault(FAULT.ended, now, endedReason(now - this.writtenAt, false, expected));
    }
    this.finish(now, state === OPEN);
  }

  fail(error: Error): void {
    const state = this.state;
    if (state === IDLE) return;
    const now = performance.now();
    const name = categoryOfError(error);
    if (state === OPEN && name === 'reset') this.fault(FAULT.ended, now, endedReason(now - this.writtenAt, true));
    else {
      const category = CATEGORY[name];
      const reason = name === 'graphql' ? () => error.message : reasonFor(category, error);
      this.plan.load.recorder.error(category, now, reason);
    }
    this.finish(now, state === OPEN);
  }

  /** The measured time is over: a held stream that is open ends now; no stream opens after. */
  readonly stopped = (): void => {
    this.nextTimer.clear();
    this.cancelImmediate();
    if (!this.plan.hold || this.state !== OPEN) return;
    const now = performance.now();
    const overdue = now - (this.events === 0 ? this.headAt : this.lastEventAt) >= this.plan.stallMs;
    if (overdue) this.stall(now);
    else {
      this.transport.close();
      this.endHeld(now);
    }
  };

  /** Ends the user; returns true when a stream was still in flight, which the caller counts as interrupted. */
  interrupt(): boolean {
    this.nextTimer.clear();
    this.headTimer.clear();
    clearTimeout(this.stallTimer);
    this.cancelImmediate();
    if (this.state === IDLE) return false;
    this.state = IDLE;
    this.transport.close();
    return true;
  }

  /** Records a held stream, open at the end of the measured time (the transport closed), as ok. */
  private endHeld(now: number): void {
    const latencyMs = (this.events > 0 ? this.firstEventAt : this.headAt) - this.writtenAt;
    this.plan.load.recorder.response(this.status, OK, latencyMs, this.bytes, now);
    this.finish(now, true);
  }

  /** Counts a stream fault, in the scenario's `stream` category with its reason for the sample. */
  private fault(kind: number, now: number, reason: () => string): void {
    this.plan.streams.faults[kind]!++;
    this.plan.load.recorder.error(CATEGORY.stream, now, reason);
  }

  /** Ends the stream that was open (`headed`: it had its head, so it has a length) and sets the next one going. */
  private finish(now: number, headed: boolean): void {
    const plan = this.plan;
    const load = plan.load;
    this.state = IDLE;
    clearTimeout(this.stallTimer);
    if (headed) plan.streams.record(plan.streams.length, now - this.writtenAt);
    load.ended();
    if (load.stopping || now >= load.endsAt || (plan.hold && !plan.reconnect)) return;
    const delayMs = !headed ? CONNECT_RETRY_PAUSE_MS : plan.hold ? Math.max(this.retryMs, 0) : load.thinkTimeMs;
    // A pause past the measured time (a server's long `retry:`) opens nothing more.
    if (delayMs >= load.endsAt - now) return;
    // Never at once: a transport's callback may still be under way (a stream the user ended on an event).
    if (delayMs > 0) this.nextTimer.arm(delayMs);
    else this.immediate = setImmediate(this.start);
  }

  private cancelImmediate(): void {
    if (this.immediate !== undefined) clearImmediate(this.immediate);
    this.immediate = undefined;
  }

  /** The stream went the stall limit without an event: `silent` without any, else `stalled`; it is closed. */
  private stall(now: number): void {
    this.transport.close();
    const events = this.events;
    this.fault(
      events === 0 ? FAULT.silent : FAULT.stalled,
      now,
      events === 0 ? silentReason(this.plan.stallMs) : stalledReason(events),
    );
    this.finish(now, true);
  }

  private armStall(delayMs: number): void {
    clearTimeout(this.stallTimer);
    this.stallTimer = setTimeout(this.checkStall, Math.max(1, Math.ceil(delayMs)));
  }

  /**
   * Checks the open stream against the stall limit when it may have run out: checked lazily, so that an event costs
   * no timer; a stream that had an event since is checked again when its own limit runs out.
   */
  private readonly checkStall = (): void => {
    this.stallTimer = undefined;
    if (this.state !== OPEN) return;
    const now = performance.now();
    const remainingMs = (this.events === 0 ? this.headAt : this.lastEventAt) + this.plan.stallMs - now;
    if (remainingMs > 0) this.armStall(remainingMs);
    else this.stall(now);
  };

  /** The head did not come within the scenario's timeout of the write: the stream is a `timeout`. */
  private readonly headExpired = (): void => {
    if (this.state !== OPENING) return;
    const now = performance.now();
    // A timer re-armed from the event loop's cached clock may fire a little early: it waits out the rest.
    const remainingMs = this.writtenAt + this.plan.load.timeoutMs - now;
    if (remainingMs > 0) {
      this.headTimer.arm(Math.ceil(remainingMs));
      return;
    }
    this.transport.close();
    this.plan.load.recorder.error(CATEGORY.timeout, now);
    this.finish(now, false);
  };

  /**
   * The wait for the head, re-armed for each stream and cleared only when the user ends: a Node timer once cleared is
   * not armed again by `refresh`. Once the head came, it fires with nothing to do.
   */
  private readonly headTimer = new ReusedTimer(this.headExpired, false);
}
