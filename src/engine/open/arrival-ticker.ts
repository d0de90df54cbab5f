// The thread that wakes the open model's scheduler on time, sleeping in the kernel rather than spinning.
import { Worker } from 'node:worker_threads';

/**
 * The thread that wakes the scheduler on time. Node's timers count whole milliseconds, and waiting less means spinning
 * the event loop (setImmediate), which burns the core and makes the generator's self-check report it saturated. This
 * thread sleeps in the kernel until the due time (Atomics.wait takes fractions of a millisecond), then posts one
 * message, which wakes the event loop as a socket would.
 *
 * `state[SEQ]` counts the scheduler's changes of `due`: the wall-clock time in ms (timeOrigin + now: the same in every
 * thread) of the next wake-up, 0 for none (idle). The scheduler moves `due` at every tick without waking
 * the thread, which would cost a system call and a switch of threads per tick: a thread asleep until an older due
 * time wakes then, sees the newer one and sleeps on. It is woken (notify) only when it waits with no time, after a
 * post or while idle (`state[PARKED]`), or when `due` moves earlier.
 */
const TICKER = `
const { workerData, parentPort } = require('node:worker_threads');
const state = new Int32Array(workerData, 0, 2);
const due = new Float64Array(workerData, 8, 1);
for (;;) {
  const seen = Atomics.load(state, 0);
  const at = due[0];
  if (at > 0) {
    const wait = at - (performance.timeOrigin + performance.now());
    if (wait > 0) {
      Atomics.wait(state, 0, seen, wait);
      continue;
    }
    parentPort.postMessage(0);
  }
  Atomics.store(state, 1, 1);
  Atomics.wait(state, 0, seen);
  Atomics.store(state, 1, 0);
}
`;
/** The indexes of `state`: the count of changes, and whether the thread waits with no time. */
const SEQ = 0;
const PARKED = 1;

/** The tickers no scheduler uses, ready: the self warm-up's is reused by the run's first open-model scenario. */
const idle: ArrivalTicker[] = [];

/** Wakes a scheduler at the times set with `wakeAt`, to a fraction of a millisecond, from a thread of its own. */
export class ArrivalTicker {
  private readonly state: Int32Array;
  private readonly due: Float64Array;
  private onTime: (() => void) | undefined;

  /** Returns a ticker that calls `onTime` at each time set: an idle one, or a new one (its thread starts meanwhile). */
  static take(onTime: () => void): ArrivalTicker {
    const ticker = idle.pop() ?? new ArrivalTicker();
    ticker.onTime = onTime;
    return ticker;
  }

  private constructor() {
    const shared = new SharedArrayBuffer(16);
    this.state = new Int32Array(shared, 0, 2);
    this.due = new Float64Array(shared, 8, 1);
    const worker = new Worker(TICKER, { eval: true, workerData: shared });
    worker.on('message', () => this.onTime?.());
    // Best effort: without the thread the scheduler's own timer still wakes it, to the millisecond.
    worker.on('error', () => undefined);
    // It never keeps the process alive, idle or not.
    worker.unref();
  }

  /** Wakes the scheduler at `at` (performance.now() of this thread). */
  wakeAt(at: number): void {
    this.set(performance.timeOrigin + at);
  }

  /** Stops waking the scheduler; the thread waits, idle, for the next one. */
  release(): void {
    if (this.onTime === undefined) return;
    this.onTime = undefined;
    this.set(0);
    idle.push(this);
  }

  private set(value: number): void {
    const due = this.due;
    // Earlier than the time the thread may be sleeping until (0, idle, is earlier than any).
    const earlier = value < due[0]!;
    due[0] = value;
    // A thread that read SEQ before this change returns from its wait at once (the value differs); one already
    // waiting with no time set PARKED before it waited, so it is seen here and woken.
    Atomics.add(this.state, SEQ, 1);
    if (earlier || Atomics.load(this.state, PARKED) === 1) Atomics.notify(this.state, SEQ);
  }
}
