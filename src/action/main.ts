import { isAbsolute, relative, resolve } from 'node:path';
import * as core from '@actions/core';
import * as github from '@actions/github';
import type { RunResults, ScenarioOutcome } from '../results/types.js';
import { bugReport, CancelledError, CannotRunError, exitCodeOf, InputError } from '../errors.js';
import { ExitCode } from '../exit-codes.js';
import { runPipeline, type PipelineReporter, type RanPipeline } from '../pipeline/run-pipeline.js';
import { renderComment, renderProblemComment, renderSummary, type ProblemReport } from '../report/markdown.js';
import { maskerOf, tooShortToMask } from '../masker.js';
import { createProgressReporter } from '../report/progress.js';
import { renderTerminalTable } from '../report/terminal-table.js';
import { logText, plainText } from '../report/escape.js';
import { annotationsFor, type LoadTestAnnotation } from './annotations.js';
import { commentMarkers } from './comment-marker.js';
import {
  createOctokit,
  describeFailure,
  publishCheckRun,
  rateLimitOf,
  statusOf,
  type RequestLimits,
  upsertComment,
  type CheckRunAnnotation,
  type CheckRunConclusion,
  type Octokit,
} from './github-api.js';
import { readInputs, reportingLimits, type ActionInputs } from './inputs.js';

/** GitHub shows at most this many error annotations of a step; the rest are counted in one more. */
const MAX_STEP_ANNOTATIONS = 10;

/** What reporting needs of the inputs; known even when one of the other inputs is invalid. */
type ReportingInputs = Pick<ActionInputs, 'config' | 'githubToken' | 'comment'>;

/** The entry of the action: reads the inputs once, runs the pipeline, and reports the verdict to GitHub. */
export async function run(): Promise<void> {
  const controller = new AbortController();
  const limits = reportingLimits(process.env);
  // Ends every request to GitHub: when the reporting budget runs out, or on a cancel while reporting.
  const reporting = new AbortController();
  let reportingStarted = false;
  const cancel = () => {
    if (reportingStarted || controller.signal.aborted) {
      reporting.abort(new CancelledError('the step was cancelled while reporting to GitHub'));
      return;
    }
    core.warning('Cancelled: stopping the run and writing the partial results.');
    controller.abort();
  };
  process.on('SIGINT', cancel);
  process.on('SIGTERM', cancel);
  const startReporting = (): RequestLimits => {
    reportingStarted = true;
    const budget = setTimeout(() => {
      reporting.abort(
        new Error(`the reporting to GitHub ran out of its ${limits.budgetMs / 1000} s (GitHub is slow or down)`),
      );
    }, limits.budgetMs);
    budget.unref();
    return { timeoutMs: limits.requestTimeoutMs, signal: reporting.signal, deadline: Date.now() + limits.budgetMs };
  };
  // Every value the pipeline masks in the log, to mask it also in what GitHub does not mask: a comment, a check run.
  const secrets: string[] = [];
  let inputs: ReportingInputs | undefined;
  try {
    const all = readInputs();
    inputs = all;
    if (all.githubToken) core.setSecret(all.githubToken);
    const result = await runPipeline(all, githubReporter(secrets), {
      env: process.env,
      signal: controller.signal,
      onboard: { repository: process.env.GITHUB_REPOSITORY },
      workspace: process.env.GITHUB_WORKSPACE ?? process.cwd(),
    });
    core.setOutput('outcome', result.outcome);
    if (result.outcome === 'skipped') return;
    await report(all, result, startReporting());
  } catch (error) {
    // Before the inputs are read, an error is one of them refused; after, an error without an exit code is a bug.
    const read = inputs !== undefined;
    await reportProblem(inputs ?? lenientInputs(), error, read, maskerOf(secrets), startReporting());
  } finally {
    process.off('SIGINT', cancel);
    process.off('SIGTERM', cancel);
  }
}

/** Annotations, job summary, outputs, the pull-request comment, the check run, and the step's verdict. */
async function report(inputs: ActionInputs, result: RanPipeline, limits: RequestLimits): Promise<void> {
  const { results, files, reportError } = result;
  const loadTestFile = workspacePath(result.loadTestFile);
  const annotations = annotationsFor(results);
  const count = (kind: LoadTestAnnotation['kind']) => annotations.filter((a) => a.kind === kind).length;
  const counts = { breached: count('breach'), failedChecks: count('failed-check') };
  annotateStep(annotations, loadTestFile);

  await core.summary.addRaw(renderSummary(results, { loadTestFile })).write();
  core.setOutput('breached', counts.breached);
  core.setOutput('failed-checks', counts.failedChecks);
  core.info(`\n${logText(renderTerminalTable(results))}`);
  if (files) {
    core.setOutput('results', files.results);
    core.setOutput('summary', files.summary);
    core.info(logText(`Reports: ${files.results}, ${files.summary}, ${files.junit}`));
  }
  // The verdict stands (the job summary, the comment and the check run carry it); the lost files are an error
  // annotation, so that a green step does not hide that a later step will find no results.json.
  if (reportError) core.error(logText(reportError.message), { title: 'Report files not written' });

  const failedWithoutFailing = result.outcome === 'failed' && !inputs.failOnBreach;
  await publish(inputs, limits, result.config.project.name, {
    outcome: results.outcome,
    title: verdictSentence(results, counts),
    conclusion: failedWithoutFailing ? 'neutral' : conclusionOf(results.outcome),
    body: (marker) => renderComment(results, { loadTestFile, marker: marker ?? '', reportUrl: runUrl() }),
    annotations: annotations.map((a) => ({
      path: loadTestFile,
      start_line: a.line,
      end_line: a.line,
      annotation_level: a.level,
      title: a.title,
      message: a.message,
    })),
  });

  if (result.outcome === 'passed') {
    core.info('Every scenario passed.');
  } else if (failedWithoutFailing) {
    core.warning(`${failures(counts)}; the step passes because fail-on-breach is false.`);
  } else {
    core.setFailed(verdictSentence(results, counts));
  }
}

/** Returns the sentence of a run's verdict: the step's failure message and the check run's title. */
function verdictSentence(results: RunResults, counts: { breached: number; failedChecks: number }): string {
  const total = results.scenarios.length;
  const of = (outcome: ScenarioOutcome) =>
    `${results.scenarios.filter((s) => s.outcome === outcome).length} of ${total} ${total === 1 ? 'scenario' : 'scenarios'}`;
  // No default: a new outcome must get its own sentence, which the compiler asks for.
  switch (results.outcome) {
    case 'passed':
      return total === 1 ? 'The scenario passed.' : `All ${total} scenarios passed.`;
    case 'failed':
      return `${of('failed')} failed: ${failures(counts)}; see the annotations and the job summary.`;
    case 'errored':
      return `${of('errored')} could not run; see the annotations and the job summary.`;
    case 'cancelled':
      return 'The run was cancelled; the partial results are in the job summary.';
  }
}

/** Returns `3 threshold(s) breached`, `1 check(s) failed` or both. */
function failures(counts: { breached: number; failedChecks: number }): string {
  const parts = [
    ...(counts.breached > 0 || counts.failedChecks === 0 ? [`${counts.breached} threshold(s) breached`] : []),
    ...(counts.failedChecks > 0 ? [`${counts.failedChecks} check(s) failed`] : []),
  ];
  return parts.join(' and ');
}

/** Returns the check run's conclusion for an outcome; a failed run that must not fail the step is `neutral`. */
function conclusionOf(outcome: ScenarioOutcome): CheckRunConclusion {
  switch (outcome) {
    case 'passed':
      return 'success';
    case 'failed':
    case 'errored':
      return 'failure';
    case 'cancelled':
      return 'cancelled';
  }
}

/**
 * The step's annotations of a run: the first ten failures as errors (GitHub shows ten per step; they come worst
 * first), one warning that counts the rest, and one notice for the scenarios that a cancelled run never started.
 */
function annotateStep(annotations: LoadTestAnnotation[], file: string): void {
  const errors = annotations.filter((a) => a.level === 'failure');
  for (const a of errors.slice(0, MAX_STEP_ANNOTATIONS)) {
    core.error(logText(a.message), { title: logText(a.title), file, startLine: a.line });
  }
  const rest = errors.slice(MAX_STEP_ANNOTATIONS);
  if (rest.length > 0) {
    const breached = rest.filter((a) => a.kind === 'breach').length;
    const other = rest.length - breached;
    const what = [
      ...(other > 0 ? [`${other} more failure(s)`] : []),
      ...(breached > 0 ? [`${breached} more threshold(s) breached`] : []),
    ].join(' and ');
    core.warning(`${what}; every one is in the job summary and the qa-perf check run.`, {
      title: breached === rest.length ? 'More thresholds breached' : 'More failures',
      file,
    });
  }
  const notStarted = annotations.filter((a) => a.kind === 'not-started');
  if (notStarted.length > 0) {
    const names = notStarted.map((a) => plainText(a.scenario)).join(', ');
    core.notice(
      logText(
        `${notStarted.length} scenario(s) did not run, the run being cancelled before they started; their thresholds were not checked: ${names}`,
      ),
      { title: 'Scenarios that did not run', file, startLine: notStarted[0]!.line },
    );
  }
}

/**
 * Reports a run that has no results — bad input, a run that could not take place, a cancellation before the load
 * started, any other error — the way a run with results is reported: outputs, annotations, job summary, the
 * pull-request comment and the check run (so that neither keeps showing an earlier verdict), and the step's failure.
 */
async function reportProblem(
  inputs: ReportingInputs,
  error: unknown,
  inputsRead: boolean,
  mask: (text: string) => string,
  limits: RequestLimits,
): Promise<void> {
  const problem = problemOf(error, inputsRead);
  const masked: ProblemReport = {
    outcome: problem.outcome,
    title: mask(problem.title),
    lines: problem.lines.map(mask),
    nextStep: mask(problem.nextStep),
  };
  core.setOutput('outcome', problem.outcome);
  if (error instanceof InputError) annotateInputError(error);
  try {
    await core.summary.addRaw(renderProblemComment(masked, {})).write();
  } catch (summaryError) {
    core.debug(
      logText(`No job summary: ${summaryError instanceof Error ? summaryError.message : String(summaryError)}`),
    );
  }
  const title = `${problem.outcome === 'cancelled' ? 'Cancelled' : 'Errored'}: ${masked.title}`;
  await publish(inputs, limits, undefined, {
    outcome: problem.outcome,
    // A check-run title is one short line.
    title: title.length > 200 ? `${title.slice(0, 199)}…` : title,
    conclusion: conclusionOf(problem.outcome),
    body: (marker) => renderProblemComment(masked, { marker, reportUrl: runUrl() }),
    annotations:
      error instanceof InputError ? inputAnnotations(error).map((a) => ({ ...a, message: mask(a.message) })) : [],
  });
  core.setFailed(logText(mask(problem.failure)));
}

/**
 * Returns what a run without results reports: the outcome, what happened, the problems, what to do, the step's
 * message; by the exit code the error carries, as `loadtool gate` does.
 */
function problemOf(error: unknown, inputsRead: boolean): ProblemReport & { failure: string } {
  const message = error instanceof Error ? error.message : String(error);
  if (exitCodeOf(error) === ExitCode.bug && inputsRead) {
    return {
      outcome: 'errored',
      title: 'the action stopped on an internal error (a bug in the action, not in your input)',
      lines: [message],
      nextStep: "Report the bug to the maintainers of qa-perf with the stack trace from the step's error in the log.",
      // The step's message carries the stack trace, which the bug report needs.
      failure: bugReport(error).join('\n'),
    };
  }
  if (error instanceof CancelledError)
    return {
      outcome: 'cancelled',
      title: 'the run was cancelled before the load started',
      lines: [message],
      nextStep: 'Run the workflow again; nothing was measured.',
      failure: message,
    };
  if (error instanceof InputError) {
    const count = error.problems.length;
    return {
      outcome: 'errored',
      title: `bad input, nothing was run: ${error.file} has ${count} ${count === 1 ? 'problem' : 'problems'}`,
      lines: error.problems.map((problem) => error.describe(problem)),
      nextStep:
        'Correct each problem at its line and push again; `loadtool gate` shows the same problems on your machine.',
      failure: `${error.file} has ${count} problem(s); each is annotated above.`,
    };
  }
  if (error instanceof CannotRunError)
    return {
      outcome: 'errored',
      title: 'the run could not take place',
      lines: [message],
      nextStep:
        'Make the system under test answer at the base URL when the load starts (the `start-command` and `wait-for` inputs start it in the job), or correct the base URL; `loadtool gate` reproduces this on your machine.',
      failure: `The run could not take place: ${message}`,
    };
  return {
    outcome: 'errored',
    title: 'the action stopped before the run',
    lines: [message],
    nextStep: 'Correct what the message names and run the workflow again; the log of the run has the details.',
    failure: message,
  };
}

/** What the comment and the check run of a run carry, results or not. */
interface Publication {
  outcome: ScenarioOutcome;
  /** The check run's title: one plain sentence. */
  title: string;
  conclusion: CheckRunConclusion;
  /** The comment, with the marker on its first line, or the check run's summary, without one. */
  body: (marker?: string) => string;
  annotations: CheckRunAnnotation[];
}

/** Writes the pull-request comment and the check run of a run, each a warning or a debug line when GitHub refuses. */
async function publish(
  inputs: ReportingInputs,
  limits: RequestLimits,
  projectName: string | undefined,
  publication: Publication,
) {
  if (!inputs.githubToken) return;
  const octokit = createOctokit(inputs.githubToken, limits);
  await postComment(octokit, inputs, limits, projectName, publication);
  await postCheckRun(octokit, limits, publication);
}

async function postComment(
  octokit: Octokit,
  inputs: ReportingInputs,
  limits: RequestLimits,
  projectName: string | undefined,
  publication: Publication,
): Promise<void> {
  const issueNumber = github.context.payload.pull_request?.number;
  if (inputs.comment === 'never' || issueNumber === undefined) return;
  const { owner, repo } = github.context.repo;
  try {
    const markers = await commentMarkers({
      configFile: inputs.config,
      workflow: github.context.workflow,
      repository: process.env.GITHUB_REPOSITORY,
      projectName,
    });
    // on-failure: a passing run posts nothing new, but corrects a comment that still shows an earlier failure.
    const onlyUpdate = inputs.comment === 'on-failure' && publication.outcome === 'passed';
    const done = await upsertComment(octokit, { owner, repo, issueNumber }, markers, publication.body, onlyUpdate);
    if (done !== 'skipped') core.info(`Pull-request comment ${done}.`);
  } catch (error) {
    const status = statusOf(error);
    const why =
      !limits.signal?.aborted && !rateLimitOf(error) && (status === 403 || status === 404)
        ? 'the token cannot write to the pull request: give the workflow `permissions: pull-requests: write` (a pull request from a fork gets a read-only token)'
        : describeFailure(error, limits);
    core.warning(logText(`The pull-request comment was not posted: ${why}. The job summary has the full report.`));
  }
}

async function postCheckRun(octokit: Octokit, limits: RequestLimits, publication: Publication): Promise<void> {
  const { owner, repo } = github.context.repo;
  const pullRequest = github.context.payload.pull_request as { head?: { sha?: string } } | undefined;
  const headSha = pullRequest?.head?.sha ?? github.context.sha;
  if (!headSha) return;
  try {
    await publishCheckRun(
      octokit,
      { owner, repo, headSha },
      {
        name: 'qa-perf',
        conclusion: publication.conclusion,
        title: publication.title,
        summary: publication.body(),
        annotations: publication.annotations,
      },
    );
  } catch (error) {
    const status = statusOf(error);
    // Without `checks: write` there is no check run; the step, its annotations and the summary carry the verdict.
    if (!limits.signal?.aborted && !rateLimitOf(error) && (status === 403 || status === 404))
      core.debug(logText(`No check run: ${error instanceof Error ? error.message : String(error)}`));
    else
      core.warning(
        logText(
          `The qa-perf check run was not created: ${describeFailure(error, limits)}. The step's verdict and the job summary are complete.`,
        ),
      );
  }
}

/** The pipeline's reporter for GitHub: log lines, annotations, log groups, masking, progress every 10 s. */
function githubReporter(secrets: string[]): PipelineReporter {
  const progress = createProgressReporter({
    tty: false,
    write: (text) => {
      for (const line of text.trimEnd().split('\n')) core.info(logText(line));
    },
  });
  return {
    info: (message) => {
      core.info(logText(message));
    },
    warning: (message, where) => {
      core.warning(logText(message), where && { file: workspacePath(where.file), startLine: where.line });
    },
    group: (title, lines) => {
      core.startGroup(logText(title));
      for (const line of lines) core.info(logText(line));
      core.endGroup();
    },
    secret: (value) => {
      // A value too short to mask would have GitHub mask that character everywhere in the log (see tooShortToMask).
      if (tooShortToMask(value)) return;
      secrets.push(value);
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
  const file = repositoryPath(error.file);
  for (const problem of error.problems) {
    core.error(logText(error.describe(problem)), {
      title: `Invalid ${error.file}`,
      file,
      startLine: problem.line,
      startColumn: problem.column,
    });
  }
}

/** Returns a check-run annotation for each input problem, on its line (the first line when it has none). */
function inputAnnotations(error: InputError): CheckRunAnnotation[] {
  const path = repositoryPath(error.file);
  // A check-run annotation needs a file of the repository; the problem is in the summary either way.
  if (path === undefined) return [];
  return error.problems.map((problem) => ({
    path,
    start_line: problem.line ?? 1,
    end_line: problem.line ?? 1,
    annotation_level: 'failure',
    title: `Invalid ${plainText(error.file)}`,
    message: logText(error.describe(problem)),
  }));
}

/** Returns what reporting needs when readInputs refused an input: the comment is then written whatever `comment` says. */
function lenientInputs(): ReportingInputs {
  const githubToken = core.getInput('github-token') || undefined;
  if (githubToken) core.setSecret(githubToken);
  const comment = core.getInput('comment');
  return {
    config: core.getInput('config') || 'qa.config.json',
    githubToken,
    comment: comment === 'never' || comment === 'on-failure' ? comment : 'always',
  };
}

/** Returns the path relative to the workspace, as annotations need it. */
function workspacePath(file: string): string {
  return relative(process.env.GITHUB_WORKSPACE ?? process.cwd(), resolve(file));
}

/** Returns a file's path in the repository, or undefined for a URL (a schema URL) or a file outside the workspace. */
function repositoryPath(file: string): string | undefined {
  if (/^[a-z][\w+.-]*:\/\//i.test(file)) return undefined;
  const path = workspacePath(file);
  return path.startsWith('..') || isAbsolute(path) ? undefined : path;
}

/** The URL of this workflow run, where the job summary is. */
function runUrl(): string | undefined {
  const { serverUrl, runId } = github.context;
  const repository = process.env.GITHUB_REPOSITORY;
  return repository && runId ? `${serverUrl}/${repository}/actions/runs/${runId}` : undefined;
}
