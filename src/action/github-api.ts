import * as core from '@actions/core';
import * as github from '@actions/github';
import { throttling } from '@octokit/plugin-throttling';

export type Octokit = ReturnType<typeof github.getOctokit>;

/** The author of comments made with the workflow's own token, which cannot ask GitHub who it is. */
export const ACTIONS_BOT = 'github-actions[bot]';
/** The longest wait for a rate limit that is worth it; a longer one gives up on the comment or check run. */
const MAX_RETRY_AFTER_SECONDS = 60;

/**
 * Returns an Octokit for GITHUB_API_URL that retries once after a rate limit (primary or secondary), honouring
 * GitHub's `retry-after`, when the wait is at most a minute.
 */
export function createOctokit(token: string): Octokit {
  const retryOnce = (
    retryAfter: number,
    options: { method?: string; url?: string },
    _octokit: unknown,
    count: number,
  ) => {
    if (count > 0 || retryAfter > MAX_RETRY_AFTER_SECONDS) return false;
    core.info(`GitHub rate limit on ${options.method ?? ''} ${options.url ?? ''}: retrying in ${retryAfter} s`);
    return true;
  };
  return github.getOctokit(
    token,
    { throttle: { onRateLimit: retryOnce, onSecondaryRateLimit: retryOnce } },
    throttling,
  );
}

export interface Repository {
  owner: string;
  repo: string;
}

/** Returns the HTTP status of an error from Octokit, if it has one. */
export function statusOf(error: unknown): number | undefined {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' ? status : undefined;
}

/**
 * Creates the pull request's comment that carries the marker, or updates it in place when one by the same author is
 * there already (every page of comments is searched). With `onlyUpdate`, a missing comment is not created.
 * Returns what was done.
 */
export async function upsertComment(
  octokit: Octokit,
  target: Repository & { issueNumber: number },
  marker: string,
  body: string,
  onlyUpdate = false,
): Promise<'created' | 'updated' | 'skipped'> {
  const author = await authenticatedLogin(octokit);
  const comments = await octokit.paginate(octokit.rest.issues.listComments, {
    owner: target.owner,
    repo: target.repo,
    issue_number: target.issueNumber,
    per_page: 100,
  });
  const existing = comments.find((comment) => comment.user?.login === author && comment.body?.includes(marker));
  if (existing) {
    await octokit.rest.issues.updateComment({ owner: target.owner, repo: target.repo, comment_id: existing.id, body });
    return 'updated';
  }
  if (onlyUpdate) return 'skipped';
  await octokit.rest.issues.createComment({
    owner: target.owner,
    repo: target.repo,
    issue_number: target.issueNumber,
    body,
  });
  return 'created';
}

/** Returns the login the token acts as: the user of a personal token, else the Actions bot. */
async function authenticatedLogin(octokit: Octokit): Promise<string> {
  try {
    return (await octokit.rest.users.getAuthenticated()).data.login;
  } catch {
    // The workflow's installation token may not read /user; its comments are the Actions bot's.
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

/** GitHub takes at most 50 annotations per check-run request. */
const ANNOTATIONS_PER_REQUEST = 50;

/** Creates a completed check run with all its annotations, 50 per request. */
export async function publishCheckRun(
  octokit: Octokit,
  target: Repository & { headSha: string },
  run: {
    name: string;
    conclusion: 'success' | 'failure' | 'neutral' | 'cancelled';
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
