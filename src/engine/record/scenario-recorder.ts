// src/engine/record/ records what a scenario measured; this is its recorder: counts, histograms, timeline, samples.
import { CATEGORY, OK, STATUS_CODES, type CategoryIndex } from '../error-category.js';
import { FailedSamples } from './failed-samples.js';
import {
  addInto,
  createLatencyHistogram,
  type Histogram,
  MICROSECONDS_PER_MS,
  percentilesOf,
  toMs,
} from './latency-histogram.js';
import { RoundRecorder } from './round-recorder.js';
import { ERROR_CATEGORIES, type ErrorCategory, type ScenarioResult } from '../../results/types.js';

type TimelineEntry = ScenarioResult['timeline'][number];

/**
 * The counters of one scenario, shared by its virtual users. The hot path does integer and typed-array updates and
 * one histogram record per request; everything else (percentiles, records, the timeline, the rounds) happens at a
 * second or round boundary, or at the end.
 */
export class ScenarioRecorder {
  ok = 0;
  /** Failed requests by category index (ERROR_CATEGORIES order). */
  readonly failed = new Float64Array(ERROR_CATEGORIES.length);
  /** Responses by status code. */
  readonly byStatus = new Float64Array(STATUS_CODES);
  bytesReceived = 0;
  /** The request bodies' bytes, each counted as its request is written (http/request-handler.ts). */
  bytesSent = 0;
  /** The redirects followed (http/agent/): each hop once, in no count of requests. */
  redirects = 0;
  /** Every latency of the seconds already rolled over; the current second's are in `current` until then. */
  readonly total: Histogram = createLatencyHistogram();
  readonly timeline: TimelineEntry[] = [];
  /** The measured time split into equal rounds, each with its own counts and histogram. */
  readonly rounds = new RoundRecorder();
  /** A few failed responses, as evidence; the virtual users add those with a body, the recorder those without. */
  readonly samples: FailedSamples;

  // Each request is recorded once, in `current`: the latencies since the last second or round boundary. At each
  // boundary that slice is added to its second's histogram and its round's; a second's is added to `total` when the
  // second ends. Rounds need not end on a second, hence the slice.
  private readonly current: Histogram = createLatencyHistogram();
  private readonly secondHistogram: Histogram = createLatencyHistogram();
  private currentRequests = 0;
  private currentErrors = 0;
  private second = 0;
  private lastSecond = -1;
  private startedAt = 0;
  private durationMs = 0;
  private nextSecondAt = Number.POSITIVE_INFINITY;
  /** The next second or round boundary: the one time the hot path compares with. */
  private nextBoundaryAt = Number.POSITIVE_INFINITY;

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
   * Starts the clock of the timeline and of `rounds` rounds over a measured time of `durationMs`: a response that
   * arrives after the measured time (before the scenario noticed it was over, or in the grace period) counts in the
   * last second and the last round.
   */
  start(now: number, durationMs: number, rounds = 1): void {
    this.startedAt = now;
    this.durationMs = durationMs;
    this.lastSecond = Math.ceil(durationMs / 1000) - 1;
    this.nextSecondAt = this.lastSecond > 0 ? now + 1000 : Number.POSITIVE_INFINITY;
    this.rounds.start(now, durationMs, rounds);
    this.nextBoundaryAt = Math.min(this.nextSecondAt, this.rounds.nextAt);
  }

  /**
   * Starts the clock as `other`'s started (and stopped, once cancelled), for a recorder created during the run (a
   * script's step, on first use): its timeline and rounds then have the same seconds and rounds, those over empty.
   */
  startLike(other: ScenarioRecorder): void {
    this.start(other.startedAt, other.durationMs);
    this.lastSecond = other.lastSecond;
    this.rounds.startLike(other.rounds);
    this.roll(other.startedAt);
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
    if (now >= this.nextBoundaryAt) this.roll(now);
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
    if (now >= this.nextBoundaryAt) this.roll(now);
    this.failed[category]!++;
    this.currentRequests++;
    this.currentErrors++;
    if (this.samples.wants(0, category)) this.samples.add(0, category, '', undefined, reason?.());
  }

  /**
   * Records a failed request with no latency, status or sample of its own: a flow's iteration that failed in a
   * `measure: false` step, whose response (and its sample) is in that step's recorder, not in the flow's figures.
   */
  failure(category: CategoryIndex, now: number): void {
    if (now >= this.nextBoundaryAt) this.roll(now);
    this.failed[category]!++;
    this.currentRequests++;
    this.currentErrors++;
  }

  /**
   * Records requests still in flight when the grace period ran out; they never completed, so no second has them.
   * They ended after the measured time, so they count in the last round, as late responses do.
   */
  interrupted(count: number): void {
    this.roll(Number.POSITIVE_INFINITY);
    this.failed[CATEGORY.interrupted]! += count;
    if (count > 0) this.samples.add(0, CATEGORY.interrupted, '');
  }

  /**
   * Ends the seconds and rounds before `now`: the seconds' latencies go to `total` and their entries to the
   * timeline, the rounds' to `rounds`.
   */
  roll(now: number): void {
    this.closeSlice();
    const target = Math.min(Math.floor((now - this.startedAt) / 1000), this.lastSecond);
    while (this.second < target) this.flush();
    this.nextSecondAt =
      this.second >= this.lastSecond ? Number.POSITIVE_INFINITY : this.startedAt + (this.second + 1) * 1000;
    if (now >= this.rounds.nextAt) this.rounds.roll(now, this.ok, this.errors());
    this.nextBoundaryAt = Math.min(this.nextSecondAt, this.rounds.nextAt);
  }

  /**
   * Ends the measured time early (a cancelled run), `elapsedMs` after its start: the second and the round in which
   * the run stopped become the last ones, so that the timeline has one entry per second measured and the rounds
   * are those reached, the last one partial.
   */
  stop(elapsedMs: number): void {
    // Never before the current second: what it recorded already must reach the timeline and the total.
    this.lastSecond = Math.max(Math.min(Math.ceil(elapsedMs / 1000) - 1, this.lastSecond), this.second);
    this.rounds.stop(elapsedMs);
    this.roll(this.startedAt + elapsedMs);
  }

  /** Rolls over every second and round up to the last one, the current one included; call once, at the end. */
  finish(): void {
    this.closeSlice();
    while (this.second <= this.lastSecond) this.flush();
    this.rounds.finish(this.ok, this.errors());
    this.nextSecondAt = Number.POSITIVE_INFINITY;
    this.nextBoundaryAt = Number.POSITIVE_INFINITY;
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

  /** Hands the latencies since the last boundary to their second and their round. */
  private closeSlice(): void {
    const slice = this.current;
    if (slice.totalCount === 0) return;
    addInto(this.secondHistogram, slice);
    this.rounds.add(slice);
    slice.reset();
  }

  private flush(): void {
    const histogram = this.secondHistogram;
    const [p50 = 0, p95 = 0, p99 = 0] = percentilesOf(histogram, [50, 95, 99]).map(toMs);
    this.timeline.push({
      second: this.second,
      requests: this.currentRequests,
      errors: this.currentErrors,
      p50,
      p95,
      p99,
    });
    if (histogram.totalCount > 0) {
      addInto(this.total, histogram);
      histogram.reset();
    }
    this.currentRequests = 0;
    this.currentErrors = 0;
    this.second++;
  }
}
