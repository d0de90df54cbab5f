// Aligns the timelines and rounds of parts that ran at the same time, by wall-clock second and by round.
import { addHistograms, sum } from './merge-pieces.js';
import type { RoundResult, ScenarioResult } from '../../results/types.js';

type Timeline = ScenarioResult['timeline'];

/**
 * Returns the timelines of shards that ran at the same time as one: each shard's seconds shifted by its offset (the
 * whole seconds its run started after the earliest shard's; 0 for shards started together with --start-at), then
 * each wall-clock second's requests and errors (and a stream scenario's events) summed. A second's latency
 * percentiles are the highest any shard measured in it: a timeline keeps no histogram per second, and percentiles are
 * never averaged.
 */
export function alignTimelines(timelines: readonly Timeline[], offsets: readonly number[]): Timeline {
  const bySecond = new Map<number, Timeline>();
  timelines.forEach((timeline, part) => {
    for (const entry of timeline) {
      const second = entry.second + (offsets[part] ?? 0);
      bySecond.set(second, [...(bySecond.get(second) ?? []), entry]);
    }
  });
  return [...bySecond.entries()]
    .sort(([a], [b]) => a - b)
    .map(([second, entries]) => ({
      second,
      requests: sum(entries, (entry) => entry.requests),
      errors: sum(entries, (entry) => entry.errors),
      p50: Math.max(...entries.map((entry) => entry.p50)),
      p95: Math.max(...entries.map((entry) => entry.p95)),
      p99: Math.max(...entries.map((entry) => entry.p99)),
      // An open-model scenario's seconds: what each part had due, and dropped, adds up.
      ...(entries.some((entry) => entry.target !== undefined) && {
        dropped: sum(entries, (entry) => entry.dropped ?? 0),
        target: sum(entries, (entry) => entry.target ?? 0),
      }),
      // A stream scenario's seconds: the events every part received in them add up.
      ...(entries.some((entry) => entry.events !== undefined) && {
        events: sum(entries, (entry) => entry.events ?? 0),
      }),
    }));
}

/**
 * Returns the rounds of shards that ran at the same time, summed round by round (the same index is the same span of
 * the measured time): counters added, histograms added bucket by bucket, the earliest start and the longest duration.
 * A shard cancelled early has fewer rounds; the rounds it lacks are the others' alone.
 */
export function addRounds(parts: ReadonlyArray<readonly RoundResult[]>): RoundResult[] {
  const length = Math.max(0, ...parts.map((rounds) => rounds.length));
  return Array.from({ length }, (_, index) => {
    const rounds = parts.flatMap((part) => part[index] ?? []);
    return {
      startMs: Math.min(...rounds.map((round) => round.startMs)),
      durationMs: Math.max(...rounds.map((round) => round.durationMs)),
      requests: {
        total: sum(rounds, (round) => round.requests.total),
        ok: sum(rounds, (round) => round.requests.ok),
        failed: sum(rounds, (round) => round.requests.failed),
      },
      histogram: addHistograms(rounds.map((round) => round.histogram)).histogram,
    };
  });
}
