// `baseline: artifact`: the last results.json of the base branch, downloaded into a file before the pipeline runs.
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as core from '@actions/core';
import * as github from '@actions/github';
import { maskerOf } from '../masker.js';
import { readResults } from '../results/read-results.js';
import { resultsJsonOfZip, ZipRefused } from './artifact-zip.js';
import { ARTIFACT_BASELINE, type ActionInputs } from './inputs.js';
import {
  createOctokit,
  describeFailure,
  isPermissionRefusal,
  isTimeout,
  statusOf,
  type Octokit,
  type RequestLimits,
} from './github-api.js';

/** The name the workflows upload qa-reports/perf under, and `baseline: artifact` looks for. */
const BASELINE_ARTIFACT = 'qa-perf-results';

/** The largest zip downloaded: far above any real run's (the results.json in it is capped at MAX_RESULTS_BYTES). */
const MAX_ARTIFACT_BYTES = 64 * 1024 * 1024;

/** The most workflow runs asked for their conclusion: the newest artifacts of the branch are looked at only. */
const MAX_RUNS_CHECKED = 5;

/** How long the download of the zip from GitHub's storage may take. */
const DOWNLOAD_TIMEOUT_MS = 60_000;

/** The base branch's results.json, taken out of its artifact into a file. @internal Exported for the tests. */
export interface ArtifactBaseline {
  /** The results.json written from the artifact, for the pipeline to read as `baseline: FILE`. */
  file: string;
  /** How reports name it: `artifact qa-perf-results of run 123 on main`. */
  source: string;
}

/** An artifact as the listing gives it, with what the search needs. */
interface Listed {
  id: number;
  expired: boolean;
  size_in_bytes: number;
  workflow_run?: {
    id?: number;
    repository_id?: number;
    head_repository_id?: number;
    head_branch?: string | null;
  } | null;
}

/** Why there is no baseline, said as a notice; the run goes on against the thresholds alone. */
class NoBaseline extends Error {}

/**
 * Returns the inputs with `baseline: artifact` replaced by the results.json of the base branch's artifact, named by
 * its run; without a baseline when there is none (baselineFromArtifact says why). Other inputs are returned as given.
 */
export async function withArtifactBaseline<T extends ActionInputs>(inputs: T, limits: RequestLimits): Promise<T> {
  if (inputs.baseline !== ARTIFACT_BASELINE) return inputs;
  const found = await baselineFromArtifact(inputs.githubToken, limits);
  return { ...inputs, baseline: found?.file, baselineSource: found?.source };
}

/**
 * Returns the newest `qa-perf-results` artifact of a successful workflow run on the base branch (the pull request's,
 * else the repository's default branch), its results.json written into a temporary folder and checked; undefined after
 * a notice saying why when there is none or it cannot be had, so that the gate runs on its thresholds alone.
 * @internal Exported for the tests.
 */
export async function baselineFromArtifact(
  token: string | undefined,
  limits: RequestLimits,
): Promise<ArtifactBaseline | undefined> {
  // The token is masked by the runner in the log; the mask keeps it out of the notice in any other place as well.
  const mask = maskerOf(token ? [token] : []);
  let branch = baseBranchOfEvent();
  try {
    if (!token) throw new NoBaseline('baseline: artifact needs github-token (with actions: read) to list artifacts');
    const octokit = createOctokit(token, limits);
    branch ??= await defaultBranch(octokit, limits);
    const found = await newestOfBranch(octokit, branch, limits);
    if (!found) {
      core.notice(
        `no baseline: no successful run on ${branch} uploaded ${BASELINE_ARTIFACT}. The gate runs on the absolute thresholds; upload qa-reports/perf as ${BASELINE_ARTIFACT} in the workflow that runs on ${branch}.`,
      );
      return undefined;
    }
    const bytes = await download(octokit, found.artifact, limits);
    const file = await writeResults(bytes);
    await readResults(file).catch((error: unknown) => {
      throw new NoBaseline(`its results.json is not one this version reads: ${(error as Error).message}`);
    });
    const source = `artifact ${BASELINE_ARTIFACT} of run ${found.runId} on ${branch}`;
    core.info(`Baseline: ${source}`);
    return { file, source };
  } catch (error) {
    core.notice(
      mask(
        `no baseline: no successful run on ${branch ?? 'the base branch'} uploaded ${BASELINE_ARTIFACT} that this step could get: ${failureReason(error, limits)}. The gate runs on the absolute thresholds.`,
      ),
    );
    return undefined;
  }
}

/** Returns the pull request's base branch from the event, undefined outside a pull request. */
function baseBranchOfEvent(): string | undefined {
  const payload = github.context.payload as {
    pull_request?: { base?: { ref?: string } };
    repository?: { default_branch?: string };
  };
  return (
    payload.pull_request?.base?.ref || process.env.GITHUB_BASE_REF || payload.repository?.default_branch || undefined
  );
}

/** Returns the repository's default branch, asked of GitHub when the event does not say it. */
async function defaultBranch(octokit: Octokit, limits: RequestLimits): Promise<string> {
  const { data } = await octokit.rest.repos.get({ ...github.context.repo, request: { signal: limits.signal } });
  return data.default_branch;
}

/**
 * Returns the newest artifact of a successful run on `branch` of this repository (a fork's pull request may have a
 * branch of the same name: its runs are not the base's), with its run; undefined when there is none.
 */
async function newestOfBranch(
  octokit: Octokit,
  branch: string,
  limits: RequestLimits,
): Promise<{ artifact: Listed; runId: number } | undefined> {
  // GitHub lists the newest first; one page of 100 reaches far enough back for a branch that runs the gate.
  const { data } = await octokit.rest.actions.listArtifactsForRepo({
    ...github.context.repo,
    name: BASELINE_ARTIFACT,
    per_page: 100,
    request: { signal: limits.signal },
  });
  const candidates = (data.artifacts as Listed[]).filter(
    ({ expired, workflow_run: run }) =>
      !expired &&
      run?.id !== undefined &&
      run.head_branch === branch &&
      (run.head_repository_id === undefined || run.head_repository_id === run.repository_id),
  );
  const checked = new Set<number>();
  for (const artifact of candidates) {
    const runId = artifact.workflow_run!.id!;
    if (checked.has(runId)) continue;
    if (checked.size >= MAX_RUNS_CHECKED) break;
    checked.add(runId);
    const { data: run } = await octokit.rest.actions.getWorkflowRun({
      ...github.context.repo,
      run_id: runId,
      request: { signal: limits.signal },
    });
    if (run.conclusion === 'success') return { artifact, runId };
  }
  return undefined;
}

/**
 * Returns the artifact's zip. GitHub answers the download with a redirect to its storage, which is followed without
 * the token (the storage's URL carries its own signature, and the token must not leave GitHub).
 */
async function download(octokit: Octokit, artifact: Listed, limits: RequestLimits): Promise<Uint8Array> {
  if (artifact.size_in_bytes > MAX_ARTIFACT_BYTES) throw new NoBaseline(tooLarge(artifact.size_in_bytes));
  const response = await octokit.request('GET /repos/{owner}/{repo}/actions/artifacts/{artifact_id}/{archive_format}', {
    ...github.context.repo,
    artifact_id: artifact.id,
    archive_format: 'zip',
    request: { redirect: 'manual', parseSuccessResponseBody: false, signal: limits.signal },
  });
  const location = (response.headers as Record<string, string | undefined>).location;
  // Typed as the documented 302; a proxy in between may have followed the redirect already.
  const status: number = response.status;
  if (status >= 300 && status < 400 && location) {
    const signal = AbortSignal.any([
      AbortSignal.timeout(DOWNLOAD_TIMEOUT_MS),
      ...(limits.signal ? [limits.signal] : []),
    ]);
    const stored = await fetch(location, { signal }).catch((error: unknown) => {
      throw new NoBaseline(
        isTimeout(error)
          ? `the download did not end within ${DOWNLOAD_TIMEOUT_MS / 1000} s`
          : `the download failed: ${(error as Error).message}`,
      );
    });
    if (!stored.ok) throw new NoBaseline(`GitHub's storage answered the download with HTTP ${stored.status}`);
    return readCapped(stored.body);
  }
  return readCapped(response.data as ReadableStream<Uint8Array> | null);
}

/** Returns the whole body, refusing one over MAX_ARTIFACT_BYTES as soon as it gets there. */
async function readCapped(body: ReadableStream<Uint8Array> | null): Promise<Uint8Array> {
  const chunks: Uint8Array[] = [];
  let total = 0;
  const reader = body?.getReader();
  for (let read = await reader?.read(); read && !read.done; read = await reader!.read()) {
    total += read.value.byteLength;
    if (total > MAX_ARTIFACT_BYTES) {
      await reader!.cancel();
      throw new NoBaseline(tooLarge(total));
    }
    chunks.push(read.value);
  }
  return Buffer.concat(chunks);
}

/**
 * Writes the zip's results.json (at its top, else the shallowest; only it is inflated, under MAX_RESULTS_BYTES) into a
 * new temporary folder; returns its path.
 */
async function writeResults(zip: Uint8Array): Promise<string> {
  let bytes: Uint8Array;
  try {
    ({ bytes } = resultsJsonOfZip(zip));
  } catch (error) {
    throw error instanceof ZipRefused ? new NoBaseline(error.message) : error;
  }
  const dir = await mkdtemp(join(process.env.RUNNER_TEMP || tmpdir(), 'qa-perf-baseline-'));
  const file = join(dir, 'results.json');
  await writeFile(file, bytes);
  return file;
}

function tooLarge(bytes: number): string {
  return `the artifact is ${Math.ceil(bytes / 1024 / 1024)} MiB, over the ${MAX_ARTIFACT_BYTES / 1024 / 1024} MiB this version downloads`;
}

/** Returns why a request to GitHub failed, with its HTTP status, and the permission to give when it was refused. */
function failureReason(error: unknown, limits: RequestLimits): string {
  if (error instanceof NoBaseline) return error.message;
  const status = statusOf(error);
  const why = `${describeFailure(error, limits)}${status === undefined ? '' : ` (HTTP ${status})`}`;
  return isPermissionRefusal(error, limits)
    ? `${why}; the job's token needs the permission \`actions: read\` to list and download artifacts`
    : why;
}
