/**
 * The longest delay a Node timer can wait: its delay is a signed 32-bit count of milliseconds (about 24.8 days). A
 * longer one does not wait longer: Node sets it to 1 ms, so a scenario's end would come at once, and the engine
 * would then roll its per-second timeline up to an end hours or years away, holding the event loop (and SIGINT).
 */
export const MAX_TIMER_MS = 2 ** 31 - 1;

/** A delay a timer cannot wait: the scenario could not run as written. */
export class TimerRangeError extends RangeError {
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
