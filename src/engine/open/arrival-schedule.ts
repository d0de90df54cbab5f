// The open model's schedule: each request's intended start, and which of them one part sends.
import type { ArrivalSchedule } from '../../loadtest/types.js';

/**
 * Which requests of an open-model scenario's whole schedule one part (a shard, a worker thread) sends: request k
 * (0-based, in the order of their intended starts) when k mod `stride` = `offset`. The whole is offset 0, stride 1.
 */
export interface ArrivalPart {
  offset: number;
  stride: number;
}

/** The whole schedule: every request. */
export const WHOLE_SCHEDULE: ArrivalPart = { offset: 0, stride: 1 };

/** One stretch of the schedule over which the rate changes linearly. */
interface Segment {
  /** Where it starts, in ms from the start of the measured time. */
  startMs: number;
  /** The requests scheduled before it. */
  before: number;
  /** Its requests; Infinity for the open-ended rate after the last stage. */
  count: number;
  /** The rate at its start, per second, and its change per second. */
  rate: number;
  slope: number;
}

/**
 * The intended start of each request of an open-model schedule, computed from the schedule alone and never by adding
 * intervals, so that no rounding drifts: request k starts when the integral of the rate since the start reaches k (so
 * the first at once), the rate running linearly from `startRate` to each stage's target over the stage, as k6's
 * ramping-arrival-rate does. After the last stage the rate holds at its target (a duration longer than the stages).
 */
export class ArrivalClock {
  private readonly segments: Segment[] = [];

  constructor(schedule: Pick<ArrivalSchedule, 'startRate' | 'stages'>) {
    let startMs = 0;
    let before = 0;
    let rate = schedule.startRate;
    for (const stage of schedule.stages) {
      const seconds = stage.durationSeconds;
      if (seconds > 0) {
        const slope = (stage.target - rate) / seconds;
        const count = rate * seconds + (slope * seconds * seconds) / 2;
        this.segments.push({ startMs, before, count, rate, slope });
        startMs += seconds * 1000;
        before += count;
      }
      rate = stage.target;
    }
    this.segments.push({ startMs, before, count: Number.POSITIVE_INFINITY, rate, slope: 0 });
  }

  /** Returns request `k`'s intended start in ms from the start of the measured time; Infinity when it never starts. */
  intendedAt(k: number): number {
    const segments = this.segments;
    let index = 0;
    while (k >= segments[index]!.before + segments[index]!.count) index++;
    const { startMs, before, rate, slope } = segments[index]!;
    const m = k - before;
    // After the last stage at a rate of 0, nothing more starts.
    if (rate <= 0 && slope === 0) return Number.POSITIVE_INFINITY;
    if (m <= 0) return startMs;
    // The root of rate·t + slope·t²/2 = m, in the form that stays exact when the slope is 0 or tiny.
    const root = Math.sqrt(Math.max(0, rate * rate + 2 * slope * m));
    const denominator = rate + root;
    return denominator > 0 ? startMs + ((2 * m) / denominator) * 1000 : Number.POSITIVE_INFINITY;
  }

  /** Returns how many requests of `part` are scheduled to start before `ms` (from the start of the measured time). */
  countBefore(ms: number, part: ArrivalPart = WHOLE_SCHEDULE): number {
    let whole = Math.max(0, Math.floor(this.integral(ms)));
    // The integral is a float: the requests are those whose computed start is before `ms`, whatever its rounding.
    while (whole > 0 && this.intendedAt(whole - 1) >= ms) whole--;
    while (this.intendedAt(whole) < ms) whole++;
    return whole > part.offset ? Math.ceil((whole - part.offset) / part.stride) : 0;
  }

  /** Returns the requests the rate asks for over the first `ms` (the integral of the rate). */
  private integral(ms: number): number {
    const segment = [...this.segments].reverse().find((candidate) => candidate.startMs <= ms) ?? this.segments[0]!;
    const seconds = Math.max(0, (ms - segment.startMs) / 1000);
    return segment.before + segment.rate * seconds + (segment.slope * seconds * seconds) / 2;
  }
}
