import { relative, resolve } from 'node:path';
import * as core from '@actions/core';
import * as github from '@actions/github';
import type { RunResults } from '../engine/results.js';
import { CancelledError } from '../cancelled-error.js';
import { InputError } from '../input-error.js';
import { CannotRunError } from '../pipeline/cannot-run-error.js';
import { runPipeline, type PipelineReporter, type PipelineResult } from '../pipeline/run-pipeline.js';
import { renderComment, renderSummary } from '../report/markdown.js';
import { createProgressReporter } from '../report/progress.js';
import { describeBreach, renderTerminalTable } from '../report/terminal-table.js';
import { escapeWorkflowText } from '../report/escape.js';
import { breaches, type Breach } from '../verdict/breaches.js';
import {
  createOctokit,
  publishCheckRun,
  statusOf,
  upsertComment,
  type CheckRunAnnotation,
  type Octokit,
} from './github-api.js';
import { readInputs, type ActionInputs } from './inputs.js';

/** GitHub shows at most this many error annotations of a step; the rest are counted in one more. */
const MAX_STEP_ANNOTATIONS = 10;

/** The action's entry: reads the inputs once, runs the pipeline, and reports the verdict to GitHub. */
export async function run(): Promise<void> {
  const controller = new AbortController();
  const cancel = () => {
    core.warning('Cancelled: stopping the run and writing the partial results.');
    controller.abort();
  };
  process.once('SIGINT', cancel);
  process.once('SIGTERM', cancel);
  try {
    const inputs = readInputs();
    if (inputs.githubToken) core.setSecret(inputs.githubToken);
    const result = await runPipeline(inputs, githubReporter(), {
      env: process.env,
      signal: controller.signal,
      onboard: { repository: process.env.GITHUB_REPOSITORY },
    });
    core.setOutput('outcome', result.outcome);
    if (!result.results || !result.files || !result.loadTestFile) return;
    await report(inputs, result as Required<PipelineResult>);
  } catch (error) {
    core.setOutput('outcome', error instanceof CancelledError ? 'cancelled' : 'errored');
    if (error instanceof InputError) {
      annotateInputError(error);
      core.setFailed(`${error.file} has ${error.problems.length} problem(s); each is annotated above.`);
    } else if (error instanceof CannotRunError) {
      core.setFailed(`The run could not take place: ${error.message}`);
    } else {
      core.setFailed(error instanceof Error ? error.message : String(error));
    }
  } finally {
    process.off('SIGINT', cancel);
    process.off('SIGTERM', cancel);
  }
}

/** Annotations, job summary, outputs, the pull-request comment, the check run, and the step's verdict. */
async function report(inputs: ActionInputs, result: Required<PipelineResult>): Promise<void> {
  const { results, files } = result;
  const loadTestFile = workspacePath(result.loadTestFile);
  const breached = breaches(results);
  annotateBreaches(breached, loadTestFile);

  await core.summary.addRaw(renderSummary(results, { loadTestFile })).write();
  core.setOutput('breached', breached.length);
  core.setOutput('results', files.results);
  core.setOutput('summary', files.summary);
  core.info(`\n${escapeWorkflowText(renderTerminalTable(results))}`);
  core.info(`Reports: ${files.results}, ${files.summary}, ${files.junit}`);

  if (inputs.githubToken) {
    const octokit = createOctokit(inputs.githubToken);
    await postComment(octokit, inputs, result.config.project.name, results, loadTestFile);
    await postCheckRun(octokit, inputs, results, breached, loadTestFile);
  }

  if (result.outcome === 'passed') {
    core.info('Every scenario passed.');
  } else if (result.outcome === 'failed' && !inputs.failOnBreach) {
    core.warning(`${breached.length} threshold(s) breached; the step passes because fail-on-breach is false.`);
  } else {
    core.setFailed(verdictSentence(results, breached.length));
  }
}

function verdictSentence(results: RunResults, breachedCount: number): string {
  const failed = results.scenarios.filter((s) => s.outcome !== 'passed').length;
  const of = `${failed} of ${results.scenarios.length} scenarios`;
  switch (results.outcome) {
    case 'failed':
      return `${of} breached ${breachedCount} threshold(s); see the annotations and the job summary.`;
    case 'errored':
      return `${of} could not run; see the job summary.`;
    default:
      return 'The run was cancelled; the partial results are in the job summary.';
  }
}

/** One error annotation per breached threshold on its line of the load test, the worst ten, and the rest counted. */
function annotateBreaches(breached: Breach[], file: string): void {
  for (const breach of breached.slice(0, MAX_STEP_ANNOTATIONS)) {
    core.error(escapeWorkflowText(`${breach.scenario}: ${describeBreach(breach.threshold)}`), {
      title: `Threshold breached: ${escapeWorkflowText(breach.scenario)}`,
      file,
      startLine: breach.threshold.line,
    });
  }
  const rest = breached.length - MAX_STEP_ANNOTATIONS;
  if (rest > 0)
    core.warning(`${rest} more threshold(s) breached; every one is in the job summary and the qa-perf check run.`, {
      title: 'More thresholds breached',
      file,
    });
}

async function postComment(
  octokit: Octokit,
  inputs: ActionInputs,
  project: string,
  results: RunResults,
  loadTestFile: string,
): Promise<void> {
  const issueNumber = github.context.payload.pull_request?.number;
  if (inputs.comment === 'never' || issueNumber === undefined) return;
  const { owner, repo } = github.context.repo;
  const marker = `<!-- qa-perf ${markerText(project)} ${markerText(github.context.workflow)} -->`;
  const body = renderComment(results, { loadTestFile, marker, reportUrl: runUrl() });
  try {
    // on-failure: a passing run posts nothing new, but corrects a comment that still shows an earlier failure.
    const onlyUpdate = inputs.comment === 'on-failure' && results.outcome === 'passed';
    const done = await upsertComment(octokit, { owner, repo, issueNumber }, marker, body, onlyUpdate);
    if (done !== 'skipped') core.info(`Pull-request comment ${done}.`);
  } catch (error) {
    const status = statusOf(error);
    const why =
      status === 403 || status === 404
        ? 'the token cannot write to the pull request: give the workflow `permissions: pull-requests: write` (a pull request from a fork gets a read-only token)'
        : `GitHub answered: ${error instanceof Error ? error.message : String(error)}`;
    core.warning(`The pull-request comment was not posted: ${why}. The job summary has the full report.`);
  }
}

async function postCheckRun(
  octokit: Octokit,
  inputs: ActionInputs,
  results: RunResults,
  breached: Breach[],
  loadTestFile: string,
): Promise<void> {
  const { owner, repo } = github.context.repo;
  const pullRequest = github.context.payload.pull_request as { head?: { sha?: string } } | undefined;
  const headSha = pullRequest?.head?.sha ?? github.context.sha;
  if (!headSha) return;
  const annotations: CheckRunAnnotation[] = breached.map((breach) => ({
    path: loadTestFile,
    start_line: breach.threshold.line,
    end_line: breach.threshold.line,
    annotation_level: 'failure',
    title: `Threshold breached: ${breach.scenario}`,
    message: `${breach.scenario} (${breach.endpoint}): ${describeBreach(breach.threshold)}`,
  }));
  const conclusion =
    results.outcome === 'passed'
      ? 'success'
      : results.outcome === 'cancelled'
        ? 'cancelled'
        : results.outcome === 'failed' && !inputs.failOnBreach
          ? 'neutral'
          : 'failure';
  try {
    await publishCheckRun(
      octokit,
      { owner, repo, headSha },
      {
        name: 'qa-perf',
        conclusion,
        title: verdictSentence(results, breached.length),
        summary: renderComment(results, { loadTestFile, marker: '', reportUrl: runUrl() }),
        annotations,
      },
    );
  } catch (error) {
    // Without `checks: write` there is no check run; the step, its annotations and the summary carry the verdict.
    core.debug(`No check run: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/** The pipeline's reporter for GitHub: log lines, annotations, log groups, masking, progress every 10 s. */
function githubReporter(): PipelineReporter {
  const progress = createProgressReporter({
    tty: false,
    write: (text) => {
      for (const line of text.trimEnd().split('\n')) core.info(line);
    },
  });
  return {
    info: (message) => {
      core.info(message);
    },
    warning: (message, where) => {
      core.warning(escapeWorkflowText(message), where && { file: workspacePath(where.file), startLine: where.line });
    },
    group: (title, lines) => {
      core.startGroup(title);
      for (const line of lines) core.info(escapeWorkflowText(line));
      core.endGroup();
    },
    secret: (value) => {
      core.setSecret(value);
    },
    progress: (update) => {
      progress.update(update);
    },
    progressDone: () => {
      progress.done();
    },
  };
}

function annotateInputError(error: InputError): void {
  const file = workspacePath(error.file);
  for (const problem of error.problems) {
    core.error(escapeWorkflowText(error.describe(problem)), {
      title: `Invalid ${error.file}`,
      file,
      startLine: problem.line,
      startColumn: problem.column,
    });
  }
}

/** Returns the path relative to the workspace, as annotations need it. */
function workspacePath(file: string): string {
  return relative(process.env.GITHUB_WORKSPACE ?? process.cwd(), resolve(file));
}

/** The URL of this workflow run, where the job summary is. */
function runUrl(): string | undefined {
  const { serverUrl, runId } = github.context;
  const repository = process.env.GITHUB_REPOSITORY;
  return repository && runId ? `${serverUrl}/${repository}/actions/runs/${runId}` : undefined;
}

/** Text that is safe inside an HTML comment: no `--` and no `>`. */
function markerText(text: string): string {
  return JSON.stringify(text.replace(/-{2,}/g, '-').replace(/>/g, ''));
}
