// Merges one scenario measured in parts one after another (the same-job mode's rounds) as if measured at once.
import type { MeasuredScenario, MeasuredStep, RoundResult } from '../../results/types.js';
import { mergeArrival } from '../open/arrival-merge.js';
import { addFigures, completedOf, groupByName, measuredMsOf, sum } from './merge-pieces.js';
import { perSecond, roundedRate } from '../record/rates.js';

/**
 * Returns one scenario measured in parts that ran one after another (the rounds of one side of the same-job mode) as
 * if it had been measured at once: counters, statuses, categories and checks summed, histograms added bucket by bucket
 * (the latency summary recomputed from the sum), the timelines and rounds one after another, renumbered from the
 * first part's start, the samples kept as the engine keeps them, and a flow's steps merged by name the same way. The
 * outcome is the first part's `skipped`, `cancelled` or `errored` (with its error), else `measured`. Throws on no parts.
 */
export function mergeMeasured(parts: readonly MeasuredScenario[]): MeasuredScenario {
  if (parts.length === 0) throw new Error('mergeMeasured needs at least one part');
  const merged = mergeFigures(parts);
  const withSteps = parts.some((part) => part.steps !== undefined);
  return withSteps ? { ...merged, steps: mergeSteps(parts.map((part) => part.steps ?? [])) } : merged;
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
