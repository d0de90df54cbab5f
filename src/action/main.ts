// src/action/ is the GitHub Action; this is its run(): the inputs read once, the pipeline, the verdict on GitHub.
import * as core from '@actions/core';
import { maskerOf } from '../masker.js';
import { runMergePipeline } from '../pipeline/merge-pipeline.js';
import { runPipeline, type PipelineResult } from '../pipeline/run-pipeline.js';
import { withArtifactBaseline } from './baseline-artifact.js';
import { cancelOnSignal } from './cancellation.js';
import { githubReporter } from './github-reporter.js';
import { lenientInputs, readInputs, reportingLimits, type ReportingInputs } from './inputs.js';
import { reportProblem } from './report-problem.js';
import { reportResults } from './report-results.js';
import { reportShard } from './report-shard.js';

/** The entry of the action: reads the inputs once, runs the pipeline, and reports the verdict to GitHub. */
export async function run(): Promise<void> {
  const cancellation = cancelOnSignal(reportingLimits(process.env));
  // Every value the pipeline masks in the log, to mask it also in what GitHub does not mask: a comment, a check run.
  const secrets: string[] = [];
  let inputs: ReportingInputs | undefined;
  try {
    const all = readInputs();
    inputs = all;
    if (all.githubToken) core.setSecret(all.githubToken);
    const limits = { timeoutMs: reportingLimits(process.env).requestTimeoutMs, signal: cancellation.signal };
    // A shard job leaves the comment and the check run to the merge job, errors included.
    if (all.mode === 'shard') inputs = { ...all, githubToken: undefined };
    const options = {
      env: process.env,
      signal: cancellation.signal,
      onboard: { repository: process.env.GITHUB_REPOSITORY },
      workspace: process.env.GITHUB_WORKSPACE ?? process.cwd(),
    };
    const reporter = githubReporter(secrets);
    const result: PipelineResult =
      all.mode === 'merge' && all.mergeFrom !== undefined
        ? await runMergePipeline(all, all.mergeFrom, reporter, options)
        : await runPipeline(await withArtifactBaseline(all, limits), reporter, options);
    core.setOutput('outcome', result.outcome);
    if (result.outcome === 'skipped') return;
    if (all.mode === 'shard') await reportShard(result);
    else await reportResults(all, result, cancellation.startReporting());
  } catch (error) {
    // Before the inputs are read, an error is one of them refused; after, an error without an exit code is a bug.
    const read = inputs !== undefined;
    await reportProblem(inputs ?? lenientInputs(), error, read, maskerOf(secrets), cancellation.startReporting());
  } finally {
    cancellation.stop();
  }
}
