// Merges the parts of one scenario that ran at the same time: shards (src/merge/) and worker threads alike.
import type { MeasuredScenario, MeasuredStep, ScenarioResult, StepResult, StoppedEarly } from '../../results/types.js';
import { addRounds, alignTimelines } from './align-parts.js';
import { mergeArrival } from '../open/arrival-merge.js';
import { mergeStream } from './merge-stream.js';
import { addFigures, completedOf, groupByName, measuredMsOf, sum } from './merge-pieces.js';
import { perSecond, roundedRate } from '../record/rates.js';
import { notStarted } from '../../results/not-started.js';

// Shards and worker threads share this merge so that both add up the same way (docs/architecture.md).

type Part = MeasuredScenario | ScenarioResult;

/**
 * Returns one scenario's parts that ran at the same time merged, unjudged, each part's timeline shifted by its offset
 * in whole seconds: counters, statuses, categories, checks and bytes summed, histograms added bucket by bucket (the
 * latency summary recomputed from the sum, never averaged), the users and the rates added (each part's requests over
 * its own measured time), rounds summed round by round, timelines aligned by wall-clock second, an open model's
 * dropped requests summed and its figures merged (mergeArrival), a stream scenario's figures merged (mergeStream:
 * counts summed, its four histograms added bucket by bucket, its events per second by wall-clock second), failed
 * samples kept as the engine keeps them, a flow's steps merged by name the same way. The outcome is `skipped` (with
 * its reason) when the parts' was (`skip:` is the same in every part), `cancelled` when a part's was, `errored` (with
 * that part's error) when a part that had users could not run, else `measured`; stopped early when every part that
 * ran was.
 */
export function mergeParallelScenario(parts: readonly Part[], offsets: readonly number[]): MeasuredScenario {
  const merged = mergeParallel(parts, offsets);
  if (!parts.some((part) => part.steps !== undefined)) return merged;
  const partSteps = parts.map((part): ReadonlyArray<StepResult | MeasuredStep> => part.steps ?? []);
  const steps = groupByName(partSteps).map((group) => {
    const stepOffsets = group.map((step) => offsets[partSteps.findIndex((list) => list.includes(step))]!);
    const step: MeasuredStep = mergeParallel(group, stepOffsets);
    return group[0]!.once === undefined ? step : { ...step, once: group[0]!.once };
  });
  return { ...merged, steps };
}

/** Returns the figures of parts that ran at the same time merged (not their steps), unjudged. */
function mergeParallel(
  parts: ReadonlyArray<Part | StepResult | MeasuredStep>,
  offsets: readonly number[],
): Omit<MeasuredStep, 'once'> {
  // What the verdict and the triage set is set again on the whole; the steps are merged by name apart.
  const first = { ...parts[0]! } as Omit<MeasuredStep, 'outcome'> & Partial<StepResult> & { steps?: unknown };
  delete first.outcome;
  delete first.error;
  delete first.skip;
  delete first.stoppedEarly;
  delete first.thresholds;
  delete first.failedChecks;
  delete first.triage;
  delete first.comparison;
  delete first.steps;
  delete first.once;
  const stopped = stoppedPart(parts);
  const rounds = parts.some((part) => part.rounds !== undefined)
    ? addRounds(parts.map((part) => part.rounds ?? []))
    : undefined;
  const { samples, ...figures } = addFigures(parts);
  const arrival = mergeArrival(parts, true);
  const stream = mergeStream(parts);
  const stoppedEarly = lastStoppedEarly(parts);
  return {
    ...first,
    outcome: stopped?.outcome ?? 'measured',
    ...(stopped?.error !== undefined && { error: stopped.error }),
    ...(stopped?.skip !== undefined && { skip: stopped.skip }),
    ...(stoppedEarly && { stoppedEarly }),
    concurrentUsers: sum(parts, (part) => part.concurrentUsers),
    durationSeconds: Math.max(...parts.map((part) => part.durationSeconds)),
    ...figures,
    // The parts sent at the same time: the whole's rate is the sum of each one's (its requests over its own time).
    rps: roundedRate(sum(parts, rateOf)),
    timeline: alignTimelines(
      parts.map((part) => part.timeline),
      offsets,
    ),
    ...(rounds && { rounds }),
    ...(arrival && { arrival }),
    ...(stream && { stream }),
    samples,
  };
}

/** Returns a part's completed requests per second of its measured time; 0 when it measured no time. */
function rateOf(part: Part | StepResult | MeasuredStep): number {
  return perSecond(completedOf(part), measuredMsOf(part));
}

/**
 * Returns the part that stops the whole: a skipped one (`skip:`: no part ran it), a cancelled one (or one the cancelled
 * run never started: judged again, the whole is not run only when no part sent anything), else one that had users and
 * could not run (errored without a request). A part without users for the scenario (fewer users than parts) did not
 * run it by design; a flow errored by its `once` step is judged again from the merged steps.
 */
function stoppedPart(
  parts: ReadonlyArray<Part | StepResult | MeasuredStep>,
): { outcome: 'skipped' | 'cancelled' | 'errored'; error?: string; skip?: string } | undefined {
  const skipped = parts.find((part) => part.outcome === 'skipped' && !notStarted(part));
  if (skipped) return { outcome: 'skipped', ...(skipped.skip !== undefined && { skip: skipped.skip }) };
  // A shard whose run was cancelled before it started the scenario sent none of it: the others' figures stay.
  if (parts.some((part) => part.outcome === 'cancelled' || notStarted(part))) return { outcome: 'cancelled' };
  const failed = parts.find(
    (part) =>
      part.outcome === 'errored' &&
      part.requests.total === 0 &&
      part.concurrentUsers > 0 &&
      !('once' in part && part.once),
  );
  return failed && { outcome: 'errored', ...(failed.error !== undefined && { error: failed.error }) };
}

/**
 * Returns when the whole stopped early: when every part that ran did (each its own rows of a data file used up), the
 * last of them; undefined when one ran its duration.
 */
function lastStoppedEarly(parts: ReadonlyArray<Pick<Part, 'stoppedEarly' | 'requests'>>): StoppedEarly | undefined {
  const ran = parts.filter((part) => part.requests.total > 0);
  if (ran.length === 0 || ran.some((part) => part.stoppedEarly === undefined)) return undefined;
  return ran
    .map((part) => part.stoppedEarly!)
    .reduce((last, one) => (one.afterSeconds > last.afterSeconds ? one : last));
}
