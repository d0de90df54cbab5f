// The Octokit the action talks to GitHub with: request timeouts, one retry after a rate limit, failures in words.
import * as core from '@actions/core';
import * as github from '@actions/github';
import { defaults } from '@actions/github/lib/utils';
import { throttling } from '@octokit/plugin-throttling';

export type Octokit = ReturnType<typeof github.getOctokit>;

/** The author of comments made with the workflow's own token, which cannot ask GitHub who it is. */
const ACTIONS_BOT = 'github-actions[bot]';
/** The longest wait for a rate limit that is worth it; a longer one gives up on the comment or check run. */
const MAX_RETRY_AFTER_SECONDS = 60;
/** How long one request to GitHub may take before it is given up. */
const DEFAULT_REQUEST_TIMEOUT_MS = 10_000;

/** Bounds on the requests of one Octokit: a timeout each, and a signal that ends them all (budget, cancel). */
export interface RequestLimits {
  /** Each request (each attempt) is given up after this long; default 10 s. */
  timeoutMs?: number;
  /** Aborted when the reporting phase must end: its reason says why. */
  signal?: AbortSignal;
  /** Epoch milliseconds after which no rate-limit wait is worth starting. */
  deadline?: number;
}

/**
 * Returns an Octokit for GITHUB_API_URL whose every request ends within `limits.timeoutMs` or when `limits.signal`
 * aborts, and that retries once after a rate limit (primary or secondary), honouring GitHub's `retry-after`, when the
 * wait is at most a minute and ends before the deadline.
 */
export function createOctokit(token: string, limits: RequestLimits = {}): Octokit {
  const retryOnce = (
    retryAfter: number,
    options: { method?: string; url?: string },
    _octokit: unknown,
    count: number,
  ) => {
    const left = (limits.deadline ?? Number.POSITIVE_INFINITY) - Date.now();
    // A wait of 0 s is a limit whose reset time GitHub did not give: retrying at once would only be refused again.
    if (count > 0 || retryAfter <= 0 || retryAfter > MAX_RETRY_AFTER_SECONDS || retryAfter * 1000 >= left) return false;
    core.info(`GitHub rate limit on ${options.method ?? ''} ${options.url ?? ''}: retrying in ${retryAfter} s`);
    return true;
  };
  const timeoutMs = limits.timeoutMs ?? DEFAULT_REQUEST_TIMEOUT_MS;
  const fetchOf = (defaults.request?.fetch ?? fetch) as typeof fetch;
  // Wrapped at the fetch, below the throttling plugin, so that each attempt gets its own timeout.
  const timedFetch = (url: string | URL | Request, init: RequestInit = {}) =>
    fetchOf(url, {
      ...init,
      signal: AbortSignal.any([
        AbortSignal.timeout(timeoutMs),
        ...(limits.signal ? [limits.signal] : []),
        ...(init.signal ? [init.signal] : []),
      ]),
    });
  return github.getOctokit(
    token,
    {
      throttle: { onRateLimit: retryOnce, onSecondaryRateLimit: retryOnce },
      request: { ...defaults.request, fetch: timedFetch },
    },
    throttling,
  );
}

/** Returns why a request to GitHub failed, as the end of a sentence: a rate limit with its reset time, a timeout. */
export function describeFailure(error: unknown, limits: RequestLimits = {}): string {
  if (limits.signal?.aborted) {
    const reason: unknown = limits.signal.reason;
    return reason instanceof Error ? reason.message : 'the reporting was stopped';
  }
  if (isTimeout(error))
    return `GitHub did not answer within ${Math.round((limits.timeoutMs ?? DEFAULT_REQUEST_TIMEOUT_MS) / 1000)} s`;
  const limit = rateLimitOf(error);
  if (limit) {
    const when = limit.resetsAt
      ? `; it resets in ${waitText(limit.resetsAt.getTime() - Date.now())} (${limit.resetsAt.toISOString().replace(/\.\d{3}Z$/, 'Z')})`
      : '';
    return `GitHub's ${limit.secondary ? 'secondary ' : ''}rate limit was reached${when}. The token's permissions are not the cause`;
  }
  return `GitHub answered: ${error instanceof Error ? error.message : String(error)}`;
}

/** Returns whether the error is a timed-out request (the abort of AbortSignal.timeout, as Octokit wraps it). */
export function isTimeout(error: unknown): boolean {
  for (let cause = error; cause instanceof Error; cause = cause.cause) if (cause.name === 'TimeoutError') return true;
  return false;
}

/**
 * Returns the rate limit that refused a request (a 403 or 429 that says so, or has no requests left), and when it
 * resets, from `retry-after` or `x-ratelimit-reset`; undefined for any other failure.
 */
function rateLimitOf(error: unknown): { secondary: boolean; resetsAt?: Date } | undefined {
  const status = statusOf(error);
  if (status !== 403 && status !== 429) return undefined;
  const headers = (error as { response?: { headers?: Record<string, string | undefined> } }).response?.headers ?? {};
  const message = error instanceof Error ? error.message : '';
  const secondary = /secondary rate limit/i.test(message);
  if (!secondary && !/rate limit/i.test(message) && headers['x-ratelimit-remaining'] !== '0' && status !== 429)
    return undefined;
  const retryAfter = Number(headers['retry-after']);
  const reset = Number(headers['x-ratelimit-reset']);
  const resetsAt =
    Number.isFinite(retryAfter) && headers['retry-after'] !== undefined
      ? new Date(Date.now() + retryAfter * 1000)
      : Number.isFinite(reset) && reset > 0
        ? new Date(reset * 1000)
        : undefined;
  return { secondary, resetsAt };
}

/** Returns a wait as `45 s`, `12 min` or `2 h 5 min`. */
function waitText(ms: number): string {
  const seconds = Math.max(0, Math.round(ms / 1000));
  if (seconds < 120) return `${seconds} s`;
  const minutes = Math.round(seconds / 60);
  return minutes < 120 ? `${minutes} min` : `${Math.floor(minutes / 60)} h ${minutes % 60} min`;
}

export interface Repository {
  owner: string;
  repo: string;
}

/**
 * Returns true when GitHub refused the request as forbidden or not found (a token without the permission, a fork's
 * read-only token); false for a rate limit's 403 and for a request the end of the reporting stopped.
 */
export function isPermissionRefusal(error: unknown, limits: RequestLimits = {}): boolean {
  const status = statusOf(error);
  return !limits.signal?.aborted && !rateLimitOf(error) && (status === 403 || status === 404);
}

/** Returns the HTTP status of an error from Octokit, if it has one. */
export function statusOf(error: unknown): number | undefined {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' ? status : undefined;
}

/**
 * How to find a comment: a marker it carries, or a pattern of markers that finds a comment only when exactly one of
 * the author's comments matches it (its marker is then kept).
 */
export type CommentMarker = string | RegExp;

/**
 * Creates the pull request's comment that carries the marker, or updates it in place when one by the same author is
 * there already (every page of comments is searched). Given several markers, they are tried in order and the first
 * comment found is updated; `body` gets the marker to write: the one found, else the first string marker. With
 * `onlyUpdate`, a missing comment is not created. Returns what was done.
 */
export async function upsertComment(
  octokit: Octokit,
  target: Repository & { issueNumber: number },
  marker: CommentMarker | readonly CommentMarker[],
  body: string | ((marker: string) => string),
  onlyUpdate = false,
): Promise<'created' | 'updated' | 'skipped'> {
  const markers: readonly CommentMarker[] = typeof marker === 'string' || marker instanceof RegExp ? [marker] : marker;
  const bodyFor = (found: string) => (typeof body === 'string' ? body : body(found));
  const author = await authenticatedLogin(octokit);
  const comments = await octokit.paginate(octokit.rest.issues.listComments, {
    owner: target.owner,
    repo: target.repo,
    issue_number: target.issueNumber,
    per_page: 100,
  });
  const ours = comments.filter((comment) => comment.user?.login === author);
  for (const candidate of markers) {
    const found = findComment(ours, candidate);
    if (!found) continue;
    await octokit.rest.issues.updateComment({
      owner: target.owner,
      repo: target.repo,
      comment_id: found.comment.id,
      body: bodyFor(found.marker),
    });
    return 'updated';
  }
  const first = markers.find((candidate): candidate is string => typeof candidate === 'string');
  if (onlyUpdate || first === undefined) return 'skipped';
  await octokit.rest.issues.createComment({
    owner: target.owner,
    repo: target.repo,
    issue_number: target.issueNumber,
    body: bodyFor(first),
  });
  return 'created';
}

/** Returns the comment the marker finds and the marker text it carries; see CommentMarker. */
function findComment<T extends { body?: string | null }>(
  comments: T[],
  marker: CommentMarker,
): { comment: T; marker: string } | undefined {
  if (typeof marker === 'string') {
    const comment = comments.find((candidate) => candidate.body?.includes(marker));
    return comment && { comment, marker };
  }
  const matches = comments.flatMap((comment) => {
    const match = comment.body ? marker.exec(comment.body) : null;
    return match ? [{ comment, marker: match[0] }] : [];
  });
  return matches.length === 1 ? matches[0] : undefined;
}

/** Returns the login the token acts as: the user of a personal token, else the Actions bot. */
async function authenticatedLogin(octokit: Octokit): Promise<string> {
  try {
    return (await octokit.rest.users.getAuthenticated()).data.login;
  } catch (error) {
    // The workflow's installation token may not read /user; its comments are the Actions bot's. A timeout, a rate
    // limit or an outage is not an answer, and would only make the next request wait as long.
    const status = statusOf(error);
    if (status === undefined || status >= 500 || rateLimitOf(error)) throw error;
    return ACTIONS_BOT;
  }
}

export interface CheckRunAnnotation {
  path: string;
  start_line: number;
  end_line: number;
  annotation_level: 'notice' | 'warning' | 'failure';
  title: string;
  message: string;
}

/** How a check run ended, as the qa-perf check run uses GitHub's conclusions. */
export type CheckRunConclusion = 'success' | 'failure' | 'neutral' | 'cancelled';

/** GitHub takes at most 50 annotations per check-run request. */
const ANNOTATIONS_PER_REQUEST = 50;

/** Creates a completed check run with all its annotations, 50 per request. */
export async function publishCheckRun(
  octokit: Octokit,
  target: Repository & { headSha: string },
  run: {
    name: string;
    conclusion: CheckRunConclusion;
    title: string;
    summary: string;
    annotations: CheckRunAnnotation[];
  },
): Promise<void> {
  const batches: CheckRunAnnotation[][] = [];
  for (let i = 0; i < run.annotations.length; i += ANNOTATIONS_PER_REQUEST)
    batches.push(run.annotations.slice(i, i + ANNOTATIONS_PER_REQUEST));
  const output = (annotations: CheckRunAnnotation[] = []) => ({ title: run.title, summary: run.summary, annotations });
  const created = await octokit.rest.checks.create({
    owner: target.owner,
    repo: target.repo,
    name: run.name,
    head_sha: target.headSha,
    status: 'completed',
    conclusion: run.conclusion,
    output: output(batches[0]),
  });
  for (const batch of batches.slice(1)) {
    await octokit.rest.checks.update({
      owner: target.owner,
      repo: target.repo,
      check_run_id: created.data.id,
      output: output(batch),
    });
  }
}
