// src/merge/ merges the shards of a sharded run; this merges their checked results into one, unjudged.
import { groupByName } from '../engine/merge/merge-pieces.js';
import { mergeParallelScenario } from '../engine/merge/merge-parallel.js';
import { slowerCalibration } from '../engine/self/calibration.js';
import { worstSelfCheck } from '../engine/self/worst-self-check.js';
import type { Calibration, MeasuredRun, ScenarioResult, SelfCheck, ThresholdResult } from '../results/types.js';
import type { CheckedShard } from './check-shards.js';

/** The thresholds a merged scenario is judged against: those its shards recorded, its steps' by step name. */
export interface RecordedRules {
  thresholds: ThresholdResult[];
  steps: ReadonlyMap<string, ThresholdResult[]>;
}

/** The shards merged into one measured run, not yet judged, and the thresholds each scenario recorded. */
export interface MergedShards {
  measured: MeasuredRun;
  rules: ReadonlyMap<string, RecordedRules>;
}

/**
 * Returns the shards (checked by checkShards, in shard order) merged as if one machine had run the whole load at once:
 * the shards ran at the same time, so counters, statuses, categories, checks and bytes are summed, histograms added
 * bucket by bucket (the latency summary recomputed from the sum, never averaged), the users and the rates added (each
 * shard's requests over its own measured time), rounds summed round by round, timelines aligned by wall-clock second
 * (see alignTimelines), a stream scenario's figures merged the same way (mergeStream: its counts summed, its four
 * histograms added bucket by bucket, its events per second aligned), failed samples kept as the engine keeps them, a
 * flow's steps merged by name the same way.
 * Scenarios are matched by name, in the order they first appear. The run spans the earliest start to the latest end;
 * its calibration is the slower of the shards' figure by figure (absent when none has one); `shard` is null and the
 * fingerprint kept, and so are `writes` (`existing` when a shard's is), `movedWrites` and `insecureTls` (when a shard's is). A scenario is `cancelled`
 * when a shard's was, `errored` (with that shard's error) when a shard that had users for it could not run it, else
 * `measured`: the verdict judges the whole again.
 */
export function mergeShards(shards: readonly CheckedShard[]): MergedShards {
  const runs = shards.map(({ results }) => results);
  const first = runs[0];
  if (first === undefined) throw new Error('mergeShards needs at least one shard');
  const offsets = secondOffsets(runs.map(({ startedAt }) => startedAt));
  const groups = groupByName(runs.map(({ scenarios: list }) => list));
  const scenarios = groups.map((parts) => {
    const partOffsets = parts.map((part) => offsets[runs.findIndex((run) => run.scenarios.includes(part))]!);
    return mergeParallelScenario(parts, partOffsets);
  });
  // The definitions are the same in every shard: the fingerprint covers the thresholds.
  const rules = new Map(groups.map(([scenario]) => [scenario!.name, rulesOf(scenario!)]));
  const sources = runs.find((run) => run.sources !== undefined)?.sources;
  // The same load test gives every shard the same writes and run order (the fingerprint covers the scenarios and the
  // execution); should one shard say it changed existing data, the whole did.
  const writes = runs.some((run) => run.writes === 'existing') ? 'existing' : first.writes;
  // Each shard's machine at its slowest: the whole ran no better than its slowest shard's machine.
  const calibration = runs.reduce<Calibration | undefined>(
    (slowest, run) => slowerCalibration(slowest, run.calibration),
    undefined,
  );
  const measured: MeasuredRun = {
    version: 1,
    startedAt: earliest(runs.map(({ startedAt }) => startedAt)),
    finishedAt: latest(runs.map(({ finishedAt }) => finishedAt)),
    baseUrl: first.baseUrl,
    shard: null,
    fingerprint: first.fingerprint,
    generator: mergeSelfChecks(shards),
    ...(calibration && { calibration }),
    scenarios,
    ...(sources && { sources }),
    ...(writes && { writes }),
    ...(first.movedWrites !== undefined && { movedWrites: first.movedWrites }),
    // A shard that accepted any certificate makes the whole one that did.
    ...(runs.some((run) => run.insecureTls) && { insecureTls: true as const }),
  };
  return { measured, rules };
}

/** Returns the thresholds a scenario's results recorded, and its steps'. */
function rulesOf(scenario: ScenarioResult): RecordedRules {
  return {
    thresholds: scenario.thresholds,
    steps: new Map((scenario.steps ?? []).map((step) => [step.name, step.thresholds])),
  };
}

/** Returns each start's whole seconds after the earliest start. */
function secondOffsets(startedAt: readonly string[]): number[] {
  const times = startedAt.map((time) => Date.parse(time));
  const start = Math.min(...times);
  return times.map((time) => Math.round((time - start) / 1000));
}

function earliest(times: readonly string[]): string {
  return times.reduce((a, b) => (Date.parse(b) < Date.parse(a) ? b : a));
}

function latest(times: readonly string[]): string {
  return times.reduce((a, b) => (Date.parse(b) > Date.parse(a) ? b : a));
}

/**
 * Returns the generator's self-check of the whole: saturated when one shard's generator was, with the worst figures
 * of any shard (each shard is its own machine) and the message of each saturated shard, named.
 */
function mergeSelfChecks(shards: readonly CheckedShard[]): SelfCheck {
  return worstSelfCheck(
    shards.map(({ results }) => ({
      name: `shard ${results.shard.index}/${results.shard.count}`,
      check: results.generator,
    })),
  );
}
