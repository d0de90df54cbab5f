// Records a scenario's rounds (the regression gate's repetitions): each round's counts and histogram.
import type { RoundResult } from '../../results/types.js';
import { addInto, createLatencyHistogram, encodeHistogram, type Histogram } from './latency-histogram.js';

/** Returns milliseconds rounded to the microsecond, as results.json writes times. */
const roundMs = (ms: number) => Math.round(ms * 1000) / 1000;

/** A round that is over, its histogram kept as it is until the results are read. */
interface EndedRound {
  round: Omit<RoundResult, 'histogram'>;
  histogram: Histogram;
}

/**
 * The rounds of one ScenarioRecorder: its measured time split into equal rounds, each with the requests that ended
 * in it and their latencies. Nothing here runs per request: the recorder hands over its latencies a slice at a
 * time (at every second or round boundary), and a round's counts are the recorder's running totals at its end less
 * those at its start. The last round also has what ends after the measured time (grace, interrupted requests).
 * A round's histogram is encoded only when the results are read: the encoding (deflate) takes milliseconds, and at a
 * round boundary during the run it would delay every response and every scheduled request behind it.
 */
export class RoundRecorder {
  /** When the current round ends (performance.now()); never while it is the last. */
  nextAt = Number.POSITIVE_INFINITY;

  /** The rounds already over, in order. */
  private readonly ended: EndedRound[] = [];
  /** The current round's latencies, added slice by slice. */
  private histogram: Histogram = createLatencyHistogram();
  private round = 0;
  /** The last round: -1 until started, lower once a cancel cut the measured time short. */
  private last = -1;
  private count = 1;
  private startedAt = 0;
  private durationMs = 0;
  /** Where the measured time ended, from its start: durationMs, or less once cancelled. */
  private endMs = 0;
  /** The recorder's ok and failed requests when the current round started. */
  private okBefore = 0;
  private failedBefore = 0;

  /** The rounds already over, in order, with their histograms encoded. */
  get results(): RoundResult[] {
    return this.ended.map(({ round, histogram }) => ({ ...round, histogram: encodeHistogram(histogram) }));
  }

  /** Starts `count` rounds over the measured time, which starts at `now` and lasts `durationMs`. */
  start(now: number, durationMs: number, count: number): void {
    this.startedAt = now;
    this.durationMs = durationMs;
    this.endMs = durationMs;
    this.count = Math.max(1, Math.floor(count));
    this.last = this.count - 1;
    this.schedule();
  }

  /** Starts the rounds as `other`'s started (and stopped, once cancelled): a recorder created during the run. */
  startLike(other: RoundRecorder): void {
    this.start(other.startedAt, other.durationMs, other.count);
    this.last = other.last;
    this.endMs = other.endMs;
    this.schedule();
  }

  /** Adds latencies of the current round: the recorder's slice since its last boundary. */
  add(slice: Histogram): void {
    addInto(this.histogram, slice);
  }

  /** Ends the rounds before `now`, given the recorder's ok and failed requests so far (none of them after `now`). */
  roll(now: number, ok: number, failed: number): void {
    while (this.round < this.last && now - this.startedAt >= this.offset(this.round + 1)) this.flush(ok, failed);
    this.schedule();
  }

  /** Ends the measured time `elapsedMs` after its start (a cancelled run): the round it stopped in is the last. */
  stop(elapsedMs: number): void {
    const reached = this.durationMs > 0 ? Math.ceil((elapsedMs * this.count) / this.durationMs) - 1 : 0;
    // Never before the current round: what it recorded already must reach a round.
    this.last = Math.max(Math.min(reached, this.last), this.round);
    this.endMs = Math.min(this.endMs, Math.max(elapsedMs, this.offset(this.last)));
    this.schedule();
  }

  /** Ends every round up to the last one, given the recorder's final counts; call once, at the end. */
  finish(ok: number, failed: number): void {
    while (this.round <= this.last) this.flush(ok, failed);
    this.nextAt = Number.POSITIVE_INFINITY;
  }

  /** Returns where round `index` starts, in ms from the start of the measured time. */
  private offset(index: number): number {
    return (this.durationMs * index) / this.count;
  }

  private schedule(): void {
    this.nextAt = this.round < this.last ? this.startedAt + this.offset(this.round + 1) : Number.POSITIVE_INFINITY;
  }

  private flush(ok: number, failed: number): void {
    const start = this.offset(this.round);
    const end = this.round === this.last ? this.endMs : this.offset(this.round + 1);
    const roundOk = ok - this.okBefore;
    const roundFailed = failed - this.failedBefore;
    this.ended.push({
      round: {
        startMs: roundMs(start),
        durationMs: roundMs(Math.max(0, end - start)),
        requests: { total: roundOk + roundFailed, ok: roundOk, failed: roundFailed },
      },
      histogram: this.histogram,
    });
    this.histogram = createLatencyHistogram();
    this.okBefore = ok;
    this.failedBefore = failed;
    this.round++;
  }
}
