// Publishes a run to the pull request: the comment updated in place and the check run, results or not.
import * as core from '@actions/core';
import * as github from '@actions/github';
import type { ScenarioOutcome } from '../results/types.js';
import { logText } from '../report/escape.js';
import { commentMarkers } from './comment-marker.js';
import {
  createOctokit,
  describeFailure,
  isPermissionRefusal,
  publishCheckRun,
  type RequestLimits,
  upsertComment,
  type CheckRunAnnotation,
  type CheckRunConclusion,
  type Octokit,
} from './github-api.js';
import type { ReportingInputs } from './inputs.js';

/** What the comment and the check run of a run carry, results or not. */
export interface Publication {
  outcome: ScenarioOutcome;
  /** The check run's title: one plain sentence. */
  title: string;
  conclusion: CheckRunConclusion;
  /** The comment, with the marker on its first line, or the check run's summary, without one. */
  body: (marker?: string) => string;
  annotations: CheckRunAnnotation[];
}

/** Writes the pull-request comment and the check run of a run, each a warning or a debug line when GitHub refuses. */
export async function publish(
  inputs: ReportingInputs,
  limits: RequestLimits,
  projectName: string | undefined,
  publication: Publication,
): Promise<void> {
  if (!inputs.githubToken) return;
  const octokit = createOctokit(inputs.githubToken, limits);
  await postComment(octokit, inputs, limits, projectName, publication);
  await postCheckRun(octokit, limits, publication);
}

/** Returns the URL of this workflow run, where the job summary is. */
export function runUrl(): string | undefined {
  const { serverUrl, runId } = github.context;
  const repository = process.env.GITHUB_REPOSITORY;
  return repository && runId ? `${serverUrl}/${repository}/actions/runs/${runId}` : undefined;
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
    const why = isPermissionRefusal(error, limits)
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
    // Without `checks: write` there is no check run; the step, its annotations and the summary carry the verdict.
    if (isPermissionRefusal(error, limits))
      core.debug(logText(`No check run: ${error instanceof Error ? error.message : String(error)}`));
    else
      core.warning(
        logText(
          `The qa-perf check run was not created: ${describeFailure(error, limits)}. The step's verdict and the job summary are complete.`,
        ),
      );
  }
}
