// The merge stage of a sharded run: the shards' results merged, judged against their thresholds and triaged.
import { checkShards } from '../../merge/check-shards.js';
import { findResultsFiles } from '../../merge/find-results.js';
import { mergeShards, type RecordedRules } from '../../merge/merge-shards.js';
import { readResults } from '../../results/read-results.js';
import type { MeasuredRun, RunResults } from '../../results/types.js';
import { triageResults } from '../../triage/triage.js';
import { judgedRun } from '../../verdict/judge-run.js';
import { judgeScenario } from '../../verdict/outcome.js';

/** The results of a sharded run, and the shards' files in shard order. */
export interface MergedRun {
  results: RunResults;
  files: string[];
}

/**
 * Returns the results of a sharded run, from the shards' results.json (files, or folders searched at any depth, less
 * `exclude`): checked to be exactly the shards of one load test (a ShardsError, exit 2, names each missing, repeated or
 * foreign one), merged exactly (src/merge/), every threshold judged on the whole from the definitions the shards
 * recorded (no loadtool.yaml needed), and triaged as a run. The shards' texts were masked when they were written.
 */
export async function mergeStage(paths: readonly string[], exclude: readonly string[] = []): Promise<MergedRun> {
  const files = await findResultsFiles(paths, exclude);
  const read = await Promise.all(files.map(async (file) => ({ file, results: await readResults(file) })));
  const shards = checkShards(read);
  const { measured, rules } = mergeShards(shards);
  return { results: triageResults(judgeRecorded(measured, rules)), files: shards.map(({ file }) => file) };
}

/** Returns the merged run judged: each scenario against its recorded thresholds, the run's outcome the worst. */
function judgeRecorded(measured: MeasuredRun, rules: ReadonlyMap<string, RecordedRules>): RunResults {
  const scenarios = measured.scenarios.map((scenario) => {
    const recorded = rules.get(scenario.name);
    return judgeScenario(scenario, recorded?.thresholds ?? [], recorded?.steps);
  });
  return judgedRun(measured, scenarios);
}
