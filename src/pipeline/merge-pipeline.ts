// The merge job of a sharded run (the action's `mode: merge`): the shards' results merged, judged, reported.
import { join } from 'node:path';
import { exitCodeFor } from '../exit-codes.js';
import { enabledStage } from './stages/enabled-stage.js';
import { mergeStage } from './stages/merge-stage.js';
import type { PipelineReporter } from './reporter.js';
import { loadTestFileOf, reportStage } from './run-pipeline.js';
import type { PipelineInputs, PipelineOptions, PipelineResult } from './types.js';

/**
 * Runs the merge job of a sharded run (the action's `mode: merge`): the config (for the report folder and the
 * project's name), then no load at all: the shards' results.json under `mergeFrom` merged, judged and triaged on the
 * whole (mergeStage), and the report files written into the config's report folder, as a run writes them. Bad input,
 * a missing, repeated or foreign shard included, throws an InputError (exit 2).
 */
export async function runMergePipeline(
  inputs: PipelineInputs,
  mergeFrom: string,
  reporter: PipelineReporter,
  options: PipelineOptions,
): Promise<PipelineResult> {
  const enabled = await enabledStage(inputs, reporter, options, 'merge');
  if ('outcome' in enabled) return enabled;
  const { config, reportDir } = enabled;
  const { results, files } = await mergeStage([mergeFrom], [join(reportDir, 'results.json')]);
  reporter.info(`Merged ${files.length} shards: ${files.join(', ')}`);
  const exitCode = exitCodeFor(results.outcome, { failOnInconclusive: inputs.failOnInconclusive });
  return reportStage(
    { outcome: results.outcome, exitCode, config, loadTestFile: loadTestFileOf(inputs), results },
    reportDir,
  );
}
