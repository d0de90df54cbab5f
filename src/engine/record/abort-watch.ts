// abortOnFail: whether a scenario's threshold is breached for good while it runs, whatever its remaining requests do.
import type { Scenario, Threshold } from '../../loadtest/types.js';
import { ArrivalClock, WHOLE_SCHEDULE, type ArrivalPart } from '../open/arrival-schedule.js';
import { formatCount } from '../../results/wording.js';
import { meanOf, percentilesOf, toMs } from './latency-histogram.js';
import type { ScenarioRecorder } from './scenario-recorder.js';

/** How often a running scenario's abortOnFail thresholds are checked. */
export const ABORT_CHECK_MS = 1_000;

/** The percentile each latency threshold key limits; `max` and `mean` are judged apart. */
const PERCENTILES: Partial<Record<Threshold['key'], number>> = {
  p50: 50,
  p75: 75,
  p90: 90,
  p95: 95,
  p99: 99,
  p999: 99.9,
};

/**
 * Returns the check of a scenario's abortOnFail thresholds, run every ABORT_CHECK_MS of its measured time: the
 * sentence of the first threshold breached for good, or undefined; undefined itself when none has abortOnFail.
 * `remaining` bounds the requests still to come, `elapsedMs` into the measured time (remainingRequests).
 *
 * A breach is for good when even the best remaining requests cannot undo it: for errorRate, the failures so far are
 * over the limit of every request the scenario would send (those so far and the remaining ones, all ok); for
 * okRate, not even all remaining requests ok would reach it; for a percentile, the values above the limit are more
 * than the percentile leaves above it even with every remaining request faster than any so far; for max, one
 * request was over; for mean, the latency so far is over the limit of the whole even with the remaining at 0 ms.
 */
export function abortWatch(
  scenario: Scenario,
  recorder: ScenarioRecorder,
  remaining: (elapsedMs: number) => number,
): ((now: number, elapsedMs: number) => string | undefined) | undefined {
  const watched = scenario.thresholds.filter((threshold) => threshold.abortOnFail !== undefined);
  if (watched.length === 0) return undefined;
  return (now, elapsedMs) => {
    recorder.roll(now);
    const left = remaining(elapsedMs);
    for (const threshold of watched) {
      if (elapsedMs < threshold.abortOnFail!.delayMs) continue;
      const detail = breachedForGood(threshold, recorder, left);
      if (detail !== undefined)
        return `abortOnFail: ${threshold.key} ${threshold.text} was breached for good after ${formatCount(recorder.completed())} requests (${detail}, whatever the at most ${formatCount(left)} still to come)`;
    }
    return undefined;
  };
}

/** Returns what makes the threshold's breach certain, or undefined while the remaining requests could undo it. */
function breachedForGood(threshold: Threshold, recorder: ScenarioRecorder, left: number): string | undefined {
  const { key, limit } = threshold;
  const done = recorder.completed();
  const all = done + left;
  if (all === 0) return undefined;
  if (key === 'errorRate') {
    const failed = recorder.errors();
    return (100 * failed) / all > limit ? `${formatCount(failed)} failed` : undefined;
  }
  if (key === 'okRate') {
    return (100 * (recorder.ok + left)) / all < limit ? `${formatCount(done - recorder.ok)} failed` : undefined;
  }
  // Latencies: of the responses in the seconds recorded so far.
  const histogram = recorder.total;
  const counted = histogram.totalCount;
  if (counted === 0) return undefined;
  if (key === 'max')
    return toMs(histogram.maxValue) > limit ? `one took ${formatCount(toMs(histogram.maxValue))} ms` : undefined;
  if (key === 'mean')
    return toMs(meanOf(histogram)) * (counted / (counted + left)) > limit ? 'their latency so far' : undefined;
  const percentile = PERCENTILES[key];
  if (percentile === undefined) return undefined;
  // The remaining requests, all faster than any so far, would be the lowest: the percentile of the whole is then the
  // value this far up the ones so far.
  const position = Math.ceil((percentile / 100) * (counted + left)) - left;
  if (position <= 0) return undefined;
  const [value] = percentilesOf(histogram, [Math.min(100, (100 * position) / counted)]);
  return toMs(value!) > limit ? `too many took longer than ${threshold.text}` : undefined;
}

/**
 * Returns the bound on the requests a scenario still sends, `elapsedMs` into its measured time: an open model's
 * schedule says it (its clock's requests over the time left, this part's of them); a closed model's users send as
 * fast as the server answers, so twice its rate so far over the time left, and one more request a user.
 */
export function remainingRequests(
  scenario: Scenario,
  recorder: ScenarioRecorder,
  part: ArrivalPart = WHOLE_SCHEDULE,
): (elapsedMs: number) => number {
  const durationMs = scenario.durationSeconds * 1000;
  const clock = scenario.arrival && new ArrivalClock(scenario.arrival);
  const scheduled = clock?.countBefore(durationMs, part) ?? 0;
  return (elapsedMs) => {
    if (clock) return scheduled - clock.countBefore(Math.min(elapsedMs, durationMs), part);
    const rate = elapsedMs > 0 ? recorder.completed() / elapsedMs : 0;
    return Math.ceil(2 * rate * Math.max(0, durationMs - elapsedMs)) + scenario.concurrentUsers;
  };
}
