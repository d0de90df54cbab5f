// Merges one scenario measured in parts one after another (the same-job mode's rounds) as if measured at once.
import type { MeasuredScenario, MeasuredStep, RoundResult } from '../../results/types.js';
import { mergeArrival } from '../open/arrival-merge.js';
import { mergeStream } from './merge-stream.js';
import { addFigures, completedOf, groupByName, measuredMsOf, sum } from './merge-pieces.js';
import { addRounds, alignTimelines } from './align-parts.js';
import { perSecond, roundedRate } from '../record/rates.js';

/**
 * Returns one scenario measured in parts that ran one after another (the rounds of one side of the same-job mode) as
 * if it had been measured at once: counters, statuses, categories and checks summed, histograms added bucket by bucket
 * (the latency summary recomputed from the sum; a stream scenario's four too, mergeStream), the timelines and rounds
 * one after another, renumbered from the first part's start (a stream scenario's events per second kept), the samples
 * kept as the engine keeps them, and a flow's steps merged by name the same way. The
 * outcome is the first part's `skipped`, `cancelled` or `errored` (with its error), else `measured`. Throws on no parts.
 */
export function mergeMeasured(parts: readonly MeasuredScenario[]): MeasuredScenario {
  if (parts.length === 0) throw new Error('mergeMeasured needs at least one part');
  const merged = mergeFigures(parts);
  const withSteps = parts.some((part) => part.steps !== undefined);
  return withSteps ? { ...merged, steps: mergeSteps(parts.map((part) => part.steps ?? [])) } : merged;
}

/**
 * Returns one round measured in slices that ran apart, the other side's slices between them (the same-job mode's
 * halves, see runInterleaved): mergeMeasured's figures, with the slices' rounds (the scenario's and each step's) added
 * into one round, which starts where the first slice did and lasts as long as the slices together, and their
 * timelines as one: each slice's from the whole second of the round in which it started (a second two slices share
 * has the requests of both and the higher percentiles, as alignTimelines gives), so that a 1 s round of two halves is
 * one second, not two.
 */
export function mergeSlices(slices: readonly MeasuredScenario[]): MeasuredScenario {
  const merged = mergeMeasured(slices);
  const starts = startSeconds(slices);
  const steps = merged.steps?.map((step) =>
    asOneRound(
      step,
      slices.map((slice) => slice.steps?.find(({ name }) => name === step.name)?.timeline ?? []),
      starts,
    ),
  );
  return {
    ...asOneRound(
      merged,
      slices.map((slice) => slice.timeline),
      starts,
    ),
    ...(steps && { steps }),
  };
}

/** Returns the whole second of the round in which each slice started: the measured time of those before it. */
function startSeconds(slices: readonly MeasuredScenario[]): number[] {
  let ms = 0;
  return slices.map((slice) => {
    const second = Math.floor(ms / 1000);
    ms += measuredMsOf(slice);
    return second;
  });
}

/** Returns the figures with their rounds added into one and the slices' timelines aligned (see mergeSlices). */
function asOneRound<Figures extends MeasuredStep | MeasuredScenario>(
  figures: Figures,
  timelines: ReadonlyArray<Figures['timeline']>,
  starts: readonly number[],
): Figures {
  const timeline = alignTimelines(timelines, starts);
  const { rounds } = figures;
  if (!rounds || rounds.length < 2) return { ...figures, timeline };
  const [added] = addRounds(rounds.map((round) => [round]));
  const durationMs = sum(rounds, (round) => round.durationMs);
  return { ...figures, timeline, rounds: [{ ...added!, startMs: rounds[0]!.startMs, durationMs }] };
}

/** Returns the steps of a flow merged by name, in the first order they appear. */
function mergeSteps(parts: ReadonlyArray<readonly MeasuredStep[]>): MeasuredStep[] {
  return groupByName(parts).map((steps) => {
    const merged = mergeFigures(steps);
    return steps[0]!.once === undefined ? merged : { ...merged, once: steps[0]!.once };
  });
}

/** Returns the figures of the parts merged (not their steps): the body of mergeMeasured, shared with the steps. */
function mergeFigures(parts: ReadonlyArray<MeasuredScenario | MeasuredStep>): Omit<MeasuredStep, 'once'> {
  // The steps are merged by name apart, and `once` is a step's own: neither is copied from the first part.
  const first: MeasuredScenario & { once?: boolean } = { ...parts[0]! };
  delete first.steps;
  delete first.once;
  const stopped =
    parts.find(({ outcome }) => outcome === 'skipped') ??
    parts.find(({ outcome }) => outcome === 'cancelled') ??
    parts.find(({ outcome }) => outcome === 'errored');
  const measuredMs = sum(parts, measuredMsOf);
  const completed = sum(parts, completedOf);
  const rounds = parts.some((part) => part.rounds !== undefined) ? concatRounds(parts) : undefined;
  const error = parts.find((part) => part.error !== undefined)?.error;
  const { samples, ...figures } = addFigures(parts);
  const arrival = mergeArrival(parts, false);
  const stream = mergeStream(parts);
  return {
    ...first,
    outcome: stopped?.outcome ?? 'measured',
    ...(error !== undefined && { error }),
    durationSeconds: sum(parts, (part) => part.durationSeconds),
    ...figures,
    rps: roundedRate(perSecond(completed, measuredMs)),
    timeline: concatTimelines(parts),
    ...(rounds && { rounds }),
    ...(arrival && { arrival }),
    ...(stream && { stream }),
    samples,
  };
}

/** Returns the timelines one after another: each part's seconds follow the previous part's last second. */
function concatTimelines(parts: ReadonlyArray<MeasuredStep | MeasuredScenario>): MeasuredStep['timeline'] {
  const timeline: MeasuredStep['timeline'] = [];
  let offset = 0;
  for (const part of parts) {
    for (const entry of part.timeline) timeline.push({ ...entry, second: entry.second + offset });
    offset += part.timeline.reduce((last, entry) => Math.max(last, entry.second + 1), 0);
  }
  return timeline;
}

/** Returns the rounds one after another: each part's start where the previous part's measured time ended. */
function concatRounds(parts: ReadonlyArray<MeasuredStep | MeasuredScenario>): RoundResult[] {
  const rounds: RoundResult[] = [];
  let offsetMs = 0;
  for (const part of parts) {
    for (const round of part.rounds ?? []) rounds.push({ ...round, startMs: round.startMs + offsetMs });
    offsetMs += measuredMsOf(part);
  }
  return rounds;
}
