// Node timers within their range: the longest delay one can wait, and a timer reused on the hot path.
/**
 * The longest delay a Node timer can wait: its delay is a signed 32-bit count of milliseconds (about 24.8 days). A
 * longer one does not wait longer: Node sets it to 1 ms, so a scenario's end would come at once, and the engine
 * would then roll its per-second timeline up to an end hours or years away, holding the event loop (and SIGINT).
 * @internal Exported for the tests.
 */
export const MAX_TIMER_MS = 2 ** 31 - 1;

/** A delay a timer cannot wait: the scenario could not run as written. */
class TimerRangeError extends RangeError {
  constructor(what: string, ms: number) {
    super(
      `${what} of ${Math.round(ms / 3_600_000)} h is longer than a timer can wait (${MAX_TIMER_MS} ms, about 596 h)`,
    );
    this.name = 'TimerRangeError';
  }
}

/**
 * Returns `ms` when a timer can wait that long (0 to MAX_TIMER_MS); throws a TimerRangeError naming `what`
 * otherwise, rather than let Node fire the timer at once. Every timer of the engine takes its delay through here.
 */
export function timerDelay(ms: number, what: string): number {
  if (!(ms >= 0 && ms <= MAX_TIMER_MS)) throw new TimerRangeError(what, ms);
  return ms;
}

/**
 * One timer, re-armed in place (`refresh`) while its delay is unchanged and replaced only when the delay changes: a
 * timer set again for every request or every tick would cost a Timeout and the timer lists' upkeep each time.
 */
export class ReusedTimer {
  private timer: NodeJS.Timeout | undefined;
  private delayMs = 0;

  /** `keepsAlive` false: the timer never keeps the process alive (unref). */
  constructor(
    private readonly callback: () => void,
    private readonly keepsAlive = true,
  ) {}

  /** Calls the callback `delayMs` from now, instead of at any time armed before. */
  arm(delayMs: number): void {
    if (this.timer !== undefined && this.delayMs === delayMs) this.timer.refresh();
    else {
      clearTimeout(this.timer);
      this.delayMs = delayMs;
      this.timer = setTimeout(this.callback, delayMs);
      if (!this.keepsAlive) this.timer.unref();
    }
  }

  clear(): void {
    clearTimeout(this.timer);
  }
}
