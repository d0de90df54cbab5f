import { CATEGORY, OK, STATUS_CODES, type CategoryIndex } from './error-category.js';
import { FailedSamples } from './failed-samples.js';
import { createLatencyHistogram, MICROSECONDS_PER_MS, toMs, type Histogram } from './latency-histogram.js';
import { ERROR_CATEGORIES, type ErrorCategory, type ScenarioResult } from '../results/types.js';

type TimelineEntry = ScenarioResult['timeline'][number];

/**
 * The counters of one scenario, shared by its virtual users. The hot path does integer and typed-array updates and
 * one histogram record per request; everything else (percentiles, records, the timeline) happens once a second or
 * at the end.
 */
export class ScenarioRecorder {
  ok = 0;
  /** Failed requests by category index (ERROR_CATEGORIES order). */
  readonly failed = new Float64Array(ERROR_CATEGORIES.length);
  /** Responses by status code. */
  readonly byStatus = new Float64Array(STATUS_CODES);
  bytesReceived = 0;
  /** Every latency of the seconds already rolled over; the current second's are in `current` until then. */
  readonly total: Histogram = createLatencyHistogram();
  readonly timeline: TimelineEntry[] = [];
  /** A few failed responses, as evidence; the virtual users add those with a body, the recorder those without. */
  readonly samples: FailedSamples;

  // One histogram per second, added to `total` when the second ends: each request is recorded once, not twice.
  private readonly current: Histogram = createLatencyHistogram();
  private currentRequests = 0;
  private currentErrors = 0;
  private second = 0;
  private lastSecond = -1;
  private startedAt = 0;
  private nextSecondAt = Number.POSITIVE_INFINITY;

  /**
   * `statuses` maps a status code to OK or to its category index (see statusTable); `secrets` are the values of
   * the scenario's `${NAME}` placeholders, which a sample never keeps half of (see FailedSamples).
   */
  constructor(
    private readonly statuses: Int8Array,
    secrets: readonly string[] = [],
  ) {
    this.samples = new FailedSamples(secrets);
  }

  /**
   * Starts the clock of the timeline, whose last second is `lastSecond`: a response that arrives after the measured
   * time (before the scenario noticed it was over, or in the grace period) counts in the last second.
   */
  start(now: number, lastSecond: number): void {
    this.startedAt = now;
    this.lastSecond = lastSecond;
    this.nextSecondAt = lastSecond > 0 ? now + 1000 : Number.POSITIVE_INFINITY;
  }

  /**
   * Starts the clock as `other`'s started, for a recorder created during the run (a script's step, on first use):
   * its timeline then has the same seconds, the ones already over empty.
   */
  startLike(other: ScenarioRecorder): void {
    this.start(other.startedAt, other.lastSecond);
  }

  /** Returns OK or the category index a response with this status counts in, by its status alone. */
  categoryOf(status: number): CategoryIndex {
    return this.statuses[status]!;
  }

  /**
   * Records a whole response; `category` is OK or the index it failed in (categoryOf, or `graphql` when its body
   * says so); `latencyMs` from the request's write to the response's last byte.
   */
  response(status: number, category: CategoryIndex, latencyMs: number, bytes: number, now: number): void {
    if (now >= this.nextSecondAt) this.roll(now);
    this.byStatus[status]!++;
    this.bytesReceived += bytes;
    if (category === OK) this.ok++;
    else {
      this.failed[category]!++;
      this.currentErrors++;
    }
    this.currentRequests++;
    this.current.recordValue(Math.round(latencyMs * MICROSECONDS_PER_MS));
  }

  /**
   * Records a request that ended without a whole response: it has no latency, and its sample no status. `reason`
   * says why, for the sample; it is asked for only when a sample is taken, so the hot path builds no text.
   */
  error(category: CategoryIndex, now: number, reason?: () => string): void {
    if (now >= this.nextSecondAt) this.roll(now);
    this.failed[category]!++;
    this.currentRequests++;
    this.currentErrors++;
    if (this.samples.wants(0, category)) this.samples.add(0, category, '', undefined, reason?.());
  }

  /** Records requests still in flight when the grace period ran out; they never completed, so no second has them. */
  interrupted(count: number): void {
    this.failed[CATEGORY.interrupted]! += count;
    if (count > 0) this.samples.add(0, CATEGORY.interrupted, '');
  }

  /** Ends the seconds before `now`, adding their latencies to `total` and their entries to the timeline. */
  roll(now: number): void {
    const target = Math.min(Math.floor((now - this.startedAt) / 1000), this.lastSecond);
    while (this.second < target) this.flush();
    this.nextSecondAt =
      this.second >= this.lastSecond ? Number.POSITIVE_INFINITY : this.startedAt + (this.second + 1) * 1000;
  }

  /**
   * Ends the measured time early (a cancelled run): `lastSecond` becomes the last second of the timeline, the one
   * in which the run stopped, so that the timeline has one entry per second measured.
   */
  stop(lastSecond: number): void {
    // Never before the current second: what it recorded already must reach the timeline and the total.
    this.lastSecond = Math.max(Math.min(lastSecond, this.lastSecond), this.second);
    this.roll(this.startedAt + this.lastSecond * 1000);
  }

  /** Rolls over every second up to the last one, the current one included; call once, at the end. */
  finish(): void {
    while (this.second <= this.lastSecond) this.flush();
    this.nextSecondAt = Number.POSITIVE_INFINITY;
  }

  /** Returns the requests completed so far (ok or failed), those of the current second included. */
  completed(): number {
    return this.ok + this.errors();
  }

  /** Returns the failed requests so far. */
  errors(): number {
    let sum = 0;
    for (const count of this.failed) sum += count;
    return sum;
  }

  /** Returns the failed requests by category name, leaving out the categories with none. */
  byCategory(): Partial<Record<ErrorCategory, number>> {
    const counts: Partial<Record<ErrorCategory, number>> = {};
    ERROR_CATEGORIES.forEach((name, index) => {
      const count = this.failed[index]!;
      if (count > 0) counts[name] = count;
    });
    return counts;
  }

  /** Returns the responses by status code, as results.json's record keyed by the code. */
  statusCounts(): Record<string, number> {
    const counts: Record<string, number> = {};
    this.byStatus.forEach((count, status) => {
      if (count > 0) counts[String(status)] = count;
    });
    return counts;
  }

  private flush(): void {
    const histogram = this.current;
    const empty = histogram.totalCount === 0;
    this.timeline.push({
      second: this.second,
      requests: this.currentRequests,
      errors: this.currentErrors,
      p50: empty ? 0 : toMs(histogram.getValueAtPercentile(50)),
      p95: empty ? 0 : toMs(histogram.getValueAtPercentile(95)),
      p99: empty ? 0 : toMs(histogram.getValueAtPercentile(99)),
    });
    if (!empty) {
      this.total.add(histogram);
      histogram.reset();
    }
    this.currentRequests = 0;
    this.currentErrors = 0;
    this.second++;
  }
}
