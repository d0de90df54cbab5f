// Runs any executor through a scenario's life: warm-up, measured time, stop, drain, interrupted requests, close.
import type { MeasuredScenario } from '../results/types.js';
import type { Executor, ExecutorParts } from './executor.js';
import type { ScenarioRecorder } from './record/scenario-recorder.js';
import { timerDelay } from './timers.js';
import { ABORT_CHECK_MS } from './record/abort-watch.js';

/** How long a cancelled run waits for the requests in flight. */
const CANCEL_DRAIN_MS = 2_000;
/** Connections an executor uses later than this after its start are opened then: one opened early might be idle-closed. */
const WARM_UP_WITHIN_MS = 1_000;

/** How long a scenario runs and waits, and who may cut it short or watch it. */
export interface LifecyclePlan {
  /** The measured time. */
  durationMs: number;
  /** Into how many equal rounds the measured time is split, each with its own figures; absent: 1. */
  rounds?: number | undefined;
  /**
   * How long the requests in flight at the end of the measured time are awaited, a flow's cleanup steps included;
   * a cancel waits CANCEL_DRAIN_MS.
   */
  graceMs: number;
  /** The longest the connections opened before the clock starts are awaited; the slower ones connect during the run. */
  warmUpMs: number;
  /** Cancels the run: no request starts after the abort, those in flight get at most CANCEL_DRAIN_MS. */
  signal?: AbortSignal | undefined;
  /** Called about once a second during the measured time, with the time and how much of it has passed. */
  onProgress?: ((now: number, elapsedMs: number) => void) | undefined;
  /**
   * Called every ABORT_CHECK_MS of the measured time (record/abort-watch.ts): a reason ends the scenario early, the
   * requests in flight awaited; absent: none of its thresholds has abortOnFail.
   */
  watch?: ((now: number, elapsedMs: number) => string | undefined) | undefined;
}

/** When a scenario's measured time started and stopped (performance.now()), and whether a cancel cut it short. */
export interface MeasuredTime {
  startedAt: number;
  stoppedAt: number;
  cancelled: boolean;
  /** Why the scenario ended before its measured time was over (ScenarioLoad.endEarly); absent: it ran its time. */
  endedEarly?: string;
}

/** A scenario ready to run: its executor and parts, its longest timeout, and how its figures are read at the end. */
export interface ScenarioSetup {
  executor: Executor;
  parts: ExecutorParts;
  /** The longest a request may take; 0: no limit. */
  timeoutMs: number;
  measured: (time: MeasuredTime) => MeasuredScenario;
}

/**
 * Returns the measured time of a scenario run by `executor`, once it is over: the connections it uses first opened
 * before the clock starts, the measured time, the stop, the drain (the grace period, or CANCEL_DRAIN_MS once
 * cancelled), the requests still in flight counted as interrupted, the recorder finished and the connections closed.
 * Every executor goes through it, so that they all end, cancel and count the same way.
 */
export function runLifecycle(executor: Executor, parts: ExecutorParts, plan: LifecyclePlan): Promise<MeasuredTime> {
  return new Lifecycle(executor, parts, plan).run();
}

class Lifecycle {
  private startedAt = 0;
  private stoppedAt = 0;
  private endsAt = Number.POSITIVE_INFINITY;
  private stopping = false;
  private cancelled = false;
  private endedEarly: string | undefined;
  /** The duration's end and the progress ticks. */
  private readonly timers: NodeJS.Timeout[] = [];
  private stopped!: (drained: Promise<void>) => void;
  /** Resolves when the executor is stopped and drained. */
  private readonly done = new Promise<void>((resolve) => (this.stopped = resolve));

  constructor(
    private readonly executor: Executor,
    private readonly parts: ExecutorParts,
    private readonly plan: LifecyclePlan,
  ) {}

  async run(): Promise<MeasuredTime> {
    const signal = this.plan.signal;
    const onAbort = () => {
      this.stop(true);
    };
    try {
      await this.warmUp();
      if (signal?.aborted) this.cancelled = true;
      else {
        signal?.addEventListener('abort', onAbort, { once: true });
        this.parts.load.endEarly = this.endEarly;
        this.start();
        await this.done;
      }
    } finally {
      signal?.removeEventListener('abort', onAbort);
      for (const timer of this.timers) clearInterval(timer);
    }
    this.parts.load.recorder.interrupted(this.executor.interrupt());
    for (const recorder of this.recorders()) recorder.finish();
    await this.parts.connections.close();
    const { startedAt, stoppedAt, cancelled, endedEarly } = this;
    return { startedAt, stoppedAt, cancelled, ...(endedEarly !== undefined && { endedEarly }) };
  }

  /**
   * Ends the measured time now, for `reason` (a data file used up, a threshold breached for good with abortOnFail):
   * the scenario stops as at the end of its time,
   * its requests in flight awaited for the grace period, and its figures are those of the time it ran, as for a cancel.
   */
  private readonly endEarly = (reason: string): void => {
    if (this.stopping) return;
    this.endedEarly = reason;
    const elapsedMs = performance.now() - this.startedAt;
    for (const recorder of this.recorders()) recorder.stop(elapsedMs);
    this.stop(false);
  };

  /** Returns the scenario's recorders: the load's, and those of a flow's steps. */
  private recorders(): ScenarioRecorder[] {
    return [this.parts.load.recorder, ...(this.parts.stepRecorders ?? [])];
  }

  /** Opens the connections the executor uses in its first second, before the clock starts. */
  private async warmUp(): Promise<void> {
    const signal = this.plan.signal;
    const opening = this.parts.connections.open(this.executor.warmConnections(WARM_UP_WITHIN_MS));
    let timer: NodeJS.Timeout | undefined;
    let onAbort: (() => void) | undefined;
    await Promise.race([
      opening,
      new Promise<void>((resolve) => {
        timer = setTimeout(resolve, this.plan.warmUpMs);
        onAbort = resolve;
        signal?.addEventListener('abort', onAbort, { once: true });
      }),
    ]);
    clearTimeout(timer);
    if (onAbort) signal?.removeEventListener('abort', onAbort);
  }

  private start(): void {
    const { durationMs, onProgress } = this.plan;
    const now = performance.now();
    this.startedAt = now;
    this.endsAt = now + durationMs;
    for (const recorder of this.recorders()) recorder.start(now, durationMs, this.plan.rounds);
    this.executor.start(now, this.endsAt);
    this.timers.push(
      setTimeout(
        () => {
          this.stop(false);
        },
        timerDelay(durationMs, 'the duration'),
      ),
    );
    const watch = this.plan.watch;
    if (watch)
      this.timers.push(
        setInterval(() => {
          const tick = performance.now();
          const reason = watch(tick, tick - this.startedAt);
          if (reason !== undefined) this.endEarly(reason);
        }, ABORT_CHECK_MS),
      );
    if (onProgress)
      this.timers.push(
        setInterval(() => {
          const tick = performance.now();
          onProgress(tick, Math.min(tick - this.startedAt, durationMs));
        }, 1000),
      );
  }

  /** Stops starting requests, then waits for those in flight: the grace period, or CANCEL_DRAIN_MS when cancelled. */
  private stop(cancel: boolean): void {
    const now = performance.now();
    if (cancel) {
      this.cancelled = true;
      // Before the executor stops: a flow's cleanup steps (after the measured time) are not sent on a cancelled run.
      this.parts.load.cancelled = true;
    }
    if (!this.stopping) {
      this.stopping = true;
      this.stoppedAt = Math.min(now, this.endsAt);
      if (cancel) for (const recorder of this.recorders()) recorder.stop(this.stoppedAt - this.startedAt);
      for (const timer of this.timers) clearTimeout(timer);
      this.timers.length = 0;
      this.executor.stop();
      this.stopped(this.executor.drain(cancel ? CANCEL_DRAIN_MS : this.plan.graceMs));
    } else if (cancel) void this.executor.drain(CANCEL_DRAIN_MS);
  }
}
