import {
  createServer,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request the fake received, whatever it answered. */
export interface RecordedRequest {
  method: string;
  /** The path without its query, as sent (not decoded). */
  path: string;
  query: URLSearchParams;
  /** As Node gives them: names in lower case. */
  headers: IncomingHttpHeaders;
  /** The parsed JSON body; the raw text when it is not JSON; undefined when empty. */
  body: unknown;
  /** The status the fake answered with. */
  status: number;
}

export interface CommentUser {
  login: string;
  type: 'User' | 'Bot';
  id: number;
}

/** A comment on the pull request's issue, as the fake keeps it. */
export interface Comment {
  id: number;
  body: string;
  user: CommentUser;
  created_at: string;
  updated_at: string;
}

export interface Annotation {
  path: string;
  start_line: number;
  end_line: number;
  annotation_level: 'notice' | 'warning' | 'failure';
  message: string;
  start_column?: number;
  end_column?: number;
  title?: string;
  raw_details?: string;
}

/** A check run, as the fake keeps it: `output.annotations` holds every annotation received, by POST and PATCH. */
export interface CheckRun {
  id: number;
  name: string;
  head_sha: string;
  status: string;
  conclusion: string | null;
  details_url: string | null;
  external_id: string | null;
  started_at: string;
  completed_at: string | null;
  output: { title: string | null; summary: string | null; text: string | null; annotations: Annotation[] };
}

/** Makes requests whose method and path (without query) match fail, before routing; `times` defaults to always. */
export interface FailRule {
  method: string;
  path: RegExp;
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
  times?: number;
}

export interface FakeGitHub {
  /** http://127.0.0.1:PORT, for GITHUB_API_URL. */
  url: string;
  /** The underlying server, e.g. for `useServers()`. */
  server: Server;
  /** Every request received, in order, including rejected ones. */
  requests: RecordedRequest[];
  /** The comments of the pull request's issue, oldest first. */
  comments: Comment[];
  checkRuns: CheckRun[];
  /** Adds a rule; rules apply after the token check and before routing, the earliest matching rule first. */
  fail(rule: FailRule): void;
  /**
   * Makes matching requests hang: recorded, then never answered (the connection stays open until the client gives
   * up or the fake closes), as a GitHub outage looks to a client. A rule like fail's, in the same list.
   */
  hang(rule: Omit<FailRule, 'status' | 'body' | 'headers'>): void;
  /**
   * Answers matching requests as GitHub's secondary rate limit does: 403, its message, `retry-after` in seconds.
   */
  rateLimit(rule: Omit<FailRule, 'status' | 'body' | 'headers'> & { retryAfterSeconds: number }): void;
  close(): Promise<void>;
}

export interface FakeGitHubOptions {
  owner: string;
  repo: string;
  /** The pull request's number: the only issue that exists. */
  pr: number;
  /** The token every request must carry, as `token <token>` or `Bearer <token>`. */
  token: string;
  /** Who authors the comments the fake creates; default `github-actions[bot]` (type Bot). */
  botLogin?: string;
  /** Comments present before the run, oldest first; type defaults to User. */
  seedComments?: { body: string; login: string; type?: 'User' | 'Bot' }[];
  /** The largest page the fake serves; default 100, as GitHub. */
  perPage?: number;
  /** When set, `GET /user` answers 200 with this login; otherwise 403, as for an installation token. */
  userLogin?: string;
  /** The repository's artifacts, newest first: listed, their workflow runs, and downloaded (see FakeArtifact). */
  artifacts?: FakeArtifact[];
}

/**
 * An artifact of one workflow run of the repository. Listed by `GET /actions/artifacts` (newest first, `name` filter),
 * its run by `GET /actions/runs/{id}`; `GET /actions/artifacts/{id}/zip` answers 302 to the fake's storage, which
 * serves the zip and, as GitHub's storage does, refuses a request that carries an Authorization header.
 */
export interface FakeArtifact {
  name: string;
  /** The branch the run ran on (`workflow_run.head_branch`). */
  branch: string;
  /** The run's conclusion; default success. */
  conclusion?: string;
  expired?: boolean;
  /** Uploaded by a pull request from a fork: the run's head repository is not the repository. */
  fromFork?: boolean;
  zip: Uint8Array;
}

/** The fake's storage, where artifact downloads are redirected; outside the API, so no token is checked. */
export const FAKE_STORAGE_PATH = '/_storage/';

const DOCS = 'https://docs.github.com/rest';
const BODY_LIMIT = 65536;
const TEXT_LIMIT = 65535;
const ANNOTATION_LIMIT = 50;
const ANNOTATION_TITLE_LIMIT = 255;
const LEVELS = ['notice', 'warning', 'failure'];
const STATUSES = ['queued', 'in_progress', 'completed', 'waiting', 'requested', 'pending'];
const CONCLUSIONS = ['action_required', 'cancelled', 'failure', 'neutral', 'success', 'skipped', 'stale', 'timed_out'];

interface Reply {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
}

class HttpFailure extends Error {
  constructor(readonly reply: Reply) {
    super(`HTTP ${reply.status}`);
  }
}

const invalid = (detail: string, documentation_url = DOCS): never => {
  throw new HttpFailure({ status: 422, body: { message: `Invalid request.\n\n${detail}`, documentation_url } });
};
const notFound = (): Reply => ({ status: 404, body: { message: 'Not Found', documentation_url: DOCS } });
const timestamp = (date = new Date()) => date.toISOString().replace(/\.\d{3}Z$/, 'Z');
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function requireObject(body: unknown): Record<string, unknown> {
  if (!isRecord(body)) throw new HttpFailure({ status: 400, body: { message: 'Problems parsing JSON' } });
  return body;
}

function optionalString(object: Record<string, unknown>, field: string, label = field): string | undefined {
  const value = object[field];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string') return invalid(`For '${label}', ${JSON.stringify(value)} is not a string.`);
  return value;
}

function requiredString(object: Record<string, unknown>, field: string, label = field): string {
  return optionalString(object, field, label) ?? invalid(`"${field}" wasn't supplied.`);
}

function oneOf(value: string | undefined, allowed: string[], label: string): string | undefined {
  if (value !== undefined && !allowed.includes(value))
    invalid(`For '${label}', ${JSON.stringify(value)} is not a member of ${JSON.stringify(allowed)}.`);
  return value;
}

function checkAnnotations(value: unknown): Annotation[] {
  if (value === undefined) return [];
  if (!Array.isArray(value)) return invalid(`For 'annotations', ${JSON.stringify(value)} is not an array.`);
  if (value.length > ANNOTATION_LIMIT)
    invalid(
      `No more than ${ANNOTATION_LIMIT} items are allowed; ${value.length} were supplied.`,
      'https://docs.github.com/rest/checks/runs',
    );
  return value.map((item: unknown) => {
    const annotation = isRecord(item) ? item : invalid(`For 'items', ${JSON.stringify(item)} is not an object.`);
    requiredString(annotation, 'path');
    // GitHub's limits on an annotation: a title of 255 characters, a message of 64 KB.
    if (Buffer.byteLength(requiredString(annotation, 'message')) > 64 * 1024)
      invalid(`For 'message', the maximum size is 64 KB.`);
    const title = optionalString(annotation, 'title');
    if (title !== undefined && title.length > ANNOTATION_TITLE_LIMIT)
      invalid(`For 'title', only ${ANNOTATION_TITLE_LIMIT} characters are allowed; ${title.length} were supplied.`);
    oneOf(requiredString(annotation, 'annotation_level'), LEVELS, 'annotation_level');
    for (const line of ['start_line', 'end_line']) {
      if (annotation[line] === undefined) invalid(`"${line}" wasn't supplied.`);
      if (!Number.isInteger(annotation[line]))
        invalid(`For '${line}', ${JSON.stringify(annotation[line])} is not an integer.`);
    }
    return structuredClone(annotation) as unknown as Annotation;
  });
}

function checkText(value: string | undefined, field: string): string | undefined {
  if (value !== undefined && value.length > TEXT_LIMIT)
    invalid(`Only ${TEXT_LIMIT} characters are allowed in '${field}'; ${value.length} were supplied.`);
  return value;
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      resolve(Buffer.concat(chunks).toString('utf8'));
    });
    request.on('error', reject);
  });
}

/**
 * Starts a fake of the GitHub REST API on 127.0.0.1 and a free port, for the one pull request of `options`: its issue
 * comments (paginated with a Link header, as Octokit's paginate follows it), check runs, and `GET /user`. It checks the
 * token, records every request and keeps the comments and check runs, so that a test can look at both.
 */
export async function startFakeGitHub(options: FakeGitHubOptions): Promise<FakeGitHub> {
  const botLogin = options.botLogin ?? 'github-actions[bot]';
  const maxPerPage = options.perPage ?? 100;
  const requests: RecordedRequest[] = [];
  const comments: Comment[] = [];
  const checkRuns: CheckRun[] = [];
  const rules: (FailRule & { left: number; hang?: boolean })[] = [];
  const userIds = new Map<string, number>([['github-actions[bot]', 41898282]]);
  let nextCommentId = 1_000_000_001;
  let nextCheckRunId = 20_000_000_001;
  let url = '';

  const userOf = (login: string, type: 'User' | 'Bot'): CommentUser => {
    if (!userIds.has(login)) userIds.set(login, 1000 + userIds.size);
    return { login, type, id: userIds.get(login)! };
  };
  const seedStart = Date.parse('2024-01-01T00:00:00Z');
  for (const [index, seed] of (options.seedComments ?? []).entries()) {
    const at = timestamp(new Date(seedStart + index * 60_000));
    comments.push({
      id: nextCommentId++,
      body: seed.body,
      user: userOf(seed.login, seed.type ?? 'User'),
      created_at: at,
      updated_at: at,
    });
  }

  const repoPath = `/repos/${options.owner}/${options.repo}`;
  const commentJson = (comment: Comment) => ({
    id: comment.id,
    node_id: `IC_${Buffer.from(String(comment.id)).toString('base64url')}`,
    url: `${url}${repoPath}/issues/comments/${comment.id}`,
    html_url: `https://github.com/${options.owner}/${options.repo}/pull/${options.pr}#issuecomment-${comment.id}`,
    issue_url: `${url}${repoPath}/issues/${options.pr}`,
    body: comment.body,
    user: { ...comment.user, node_id: `U_${comment.user.id}` },
    created_at: comment.created_at,
    updated_at: comment.updated_at,
    author_association: comment.user.type === 'Bot' ? 'NONE' : 'CONTRIBUTOR',
  });
  const checkRunJson = (run: CheckRun) => ({
    id: run.id,
    node_id: `CR_${Buffer.from(String(run.id)).toString('base64url')}`,
    name: run.name,
    head_sha: run.head_sha,
    external_id: run.external_id,
    url: `${url}${repoPath}/check-runs/${run.id}`,
    html_url: `https://github.com/${options.owner}/${options.repo}/runs/${run.id}`,
    details_url: run.details_url,
    status: run.status,
    conclusion: run.conclusion,
    started_at: run.started_at,
    completed_at: run.completed_at,
    output: {
      title: run.output.title,
      summary: run.output.summary,
      text: run.output.text,
      annotations_count: run.output.annotations.length,
      annotations_url: `${url}${repoPath}/check-runs/${run.id}/annotations`,
    },
    app: { id: 15368, slug: 'github-actions', name: 'GitHub Actions' },
    pull_requests: [],
  });

  const artifacts = options.artifacts ?? [];
  const REPOSITORY_ID = 4242;
  const artifactJson = (artifact: FakeArtifact, index: number) => ({
    id: index + 1,
    node_id: `MDg6QXJ0aWZhY3Q${index + 1}`,
    name: artifact.name,
    size_in_bytes: artifact.zip.byteLength,
    url: `${url}${repoPath}/actions/artifacts/${index + 1}`,
    archive_download_url: `${url}${repoPath}/actions/artifacts/${index + 1}/zip`,
    expired: artifact.expired ?? false,
    created_at: timestamp(new Date(Date.now() - index * 60_000)),
    expires_at: timestamp(new Date(Date.now() + 86_400_000)),
    workflow_run: {
      id: 1000 + index,
      repository_id: REPOSITORY_ID,
      head_repository_id: artifact.fromFork ? REPOSITORY_ID + 1 : REPOSITORY_ID,
      head_branch: artifact.branch,
      head_sha: 'c'.repeat(40),
    },
  });
  const artifactRoute = (method: string, rest: string, query: URLSearchParams): Reply | undefined => {
    if (method !== 'GET') return undefined;
    if (rest === '/actions/artifacts') {
      const name = query.get('name');
      const listed = artifacts.map(artifactJson).filter((artifact) => name === null || artifact.name === name);
      const perPage = Math.min(Number(query.get('per_page') ?? 30), 100);
      const page = Number(query.get('page') ?? 1);
      return {
        status: 200,
        body: { total_count: listed.length, artifacts: listed.slice((page - 1) * perPage, page * perPage) },
      };
    }
    const run = /^\/actions\/runs\/(\d+)$/.exec(rest);
    if (run) {
      const artifact = artifacts[Number(run[1]) - 1000];
      if (!artifact) return notFound();
      const conclusion = artifact.conclusion ?? 'success';
      return {
        status: 200,
        body: { id: Number(run[1]), head_branch: artifact.branch, status: 'completed', conclusion },
      };
    }
    const zip = /^\/actions\/artifacts\/(\d+)\/zip$/.exec(rest);
    if (zip) {
      if (!artifacts[Number(zip[1]) - 1]) return notFound();
      return { status: 302, headers: { location: `${url}${FAKE_STORAGE_PATH}${zip[1]}.zip?sig=fake` } };
    }
    return undefined;
  };
  /** Serves a zip of the storage; true when the request was the storage's. */
  const storage = (request: IncomingMessage, response: ServerResponse): boolean => {
    const parsed = new URL(request.url ?? '/', 'http://127.0.0.1');
    if (!parsed.pathname.startsWith(FAKE_STORAGE_PATH)) return false;
    const artifact = artifacts[Number(/(\d+)\.zip$/.exec(parsed.pathname)?.[1]) - 1];
    const status = request.headers.authorization ? 400 : artifact ? 200 : 404;
    requests.push({
      method: request.method ?? 'GET',
      path: parsed.pathname,
      query: parsed.searchParams,
      headers: request.headers,
      body: undefined,
      status,
    });
    if (status !== 200) {
      response.writeHead(status, { 'content-type': 'text/plain' });
      response.end(status === 400 ? 'Authorization header not allowed with a signed URL' : 'not found');
    } else {
      response.writeHead(200, {
        'content-type': 'application/zip',
        'content-length': String(artifact!.zip.byteLength),
      });
      response.end(artifact!.zip);
    }
    return true;
  };

  const listComments = (query: URLSearchParams, path: string): Reply => {
    const asked = Number(query.get('per_page') ?? 30);
    const perPage = Math.min(Number.isInteger(asked) && asked > 0 ? asked : 30, maxPerPage);
    const askedPage = Number(query.get('page') ?? 1);
    const page = Number.isInteger(askedPage) && askedPage > 0 ? askedPage : 1;
    const last = Math.max(1, Math.ceil(comments.length / perPage));
    const link = (n: number, rel: string) => {
      const params = new URLSearchParams(query);
      params.set('per_page', String(perPage));
      params.set('page', String(n));
      return `<${url}${path}?${params.toString()}>; rel="${rel}"`;
    };
    const links = [
      ...(page > 1 ? [link(Math.min(page - 1, last), 'prev')] : []),
      ...(page < last ? [link(page + 1, 'next'), link(last, 'last')] : []),
      ...(page > 1 ? [link(1, 'first')] : []),
    ];
    return {
      status: 200,
      body: comments.slice((page - 1) * perPage, page * perPage).map(commentJson),
      headers: links.length > 0 ? { link: links.join(', ') } : {},
    };
  };

  const commentBody = (body: unknown): string => {
    const text = requiredString(requireObject(body), 'body');
    if (text.length > BODY_LIMIT)
      throw new HttpFailure({
        status: 422,
        body: {
          message: 'Validation Failed',
          errors: [
            {
              resource: 'IssueComment',
              code: 'custom',
              field: 'body',
              message: `body is too long (maximum is ${BODY_LIMIT} characters)`,
            },
          ],
          documentation_url: 'https://docs.github.com/rest/issues/comments',
        },
      });
    return text;
  };

  const applyCheckRun = (run: CheckRun, body: Record<string, unknown>) => {
    const status = oneOf(optionalString(body, 'status'), STATUSES, 'status');
    const conclusion = oneOf(optionalString(body, 'conclusion'), CONCLUSIONS, 'conclusion');
    const output = body.output === undefined ? undefined : requireObject(body.output);
    const annotations = output === undefined ? [] : checkAnnotations(output.annotations);
    if (output !== undefined) {
      const title = requiredString(output, 'title', 'output.title');
      const summary = checkText(requiredString(output, 'summary', 'output.summary'), 'output.summary');
      const text = checkText(optionalString(output, 'text', 'output.text'), 'output.text');
      run.output.title = title;
      run.output.summary = summary ?? null;
      if (text !== undefined) run.output.text = text;
    }
    if ((status === 'completed' || run.status === 'completed') && conclusion === undefined && !run.conclusion)
      invalid('A conclusion is required when the status is completed.');
    run.name = optionalString(body, 'name') ?? run.name;
    run.details_url = optionalString(body, 'details_url') ?? run.details_url;
    run.external_id = optionalString(body, 'external_id') ?? run.external_id;
    if (status !== undefined) run.status = status;
    if (conclusion !== undefined) {
      run.conclusion = conclusion;
      run.status = 'completed';
      run.completed_at = optionalString(body, 'completed_at') ?? timestamp();
    }
    run.output.annotations.push(...annotations);
  };

  const sameName = (a: string, b: string) => decodeURIComponent(a).toLowerCase() === b.toLowerCase();

  const route = (method: string, path: string, query: URLSearchParams, body: unknown): Reply => {
    if (path === '/user' && method === 'GET')
      return options.userLogin === undefined
        ? { status: 403, body: { message: 'Resource not accessible by integration', documentation_url: DOCS } }
        : { status: 200, body: { login: options.userLogin, id: userOf(options.userLogin, 'User').id, type: 'User' } };

    const match = /^\/repos\/([^/]+)\/([^/]+)(\/.*)$/.exec(path);
    if (!match || !sameName(match[1]!, options.owner) || !sameName(match[2]!, options.repo)) return notFound();
    const rest = match[3]!;

    const artifactReply = artifactRoute(method, rest, query);
    if (artifactReply) return artifactReply;

    const issueComments = /^\/issues\/(\d+)\/comments$/.exec(rest);
    if (issueComments) {
      if (Number(issueComments[1]) !== options.pr) return notFound();
      if (method === 'GET') return listComments(query, path);
      if (method === 'POST') {
        const at = timestamp();
        const comment: Comment = {
          id: nextCommentId++,
          body: commentBody(body),
          user: userOf(botLogin, 'Bot'),
          created_at: at,
          updated_at: at,
        };
        comments.push(comment);
        const json = commentJson(comment);
        return { status: 201, body: json, headers: { location: json.url } };
      }
      return notFound();
    }

    const oneComment = /^\/issues\/comments\/(\d+)$/.exec(rest);
    if (oneComment) {
      const index = comments.findIndex((comment) => comment.id === Number(oneComment[1]));
      const comment = comments[index];
      if (!comment) return notFound();
      if (method === 'GET') return { status: 200, body: commentJson(comment) };
      if (method === 'PATCH') {
        comment.body = commentBody(body);
        comment.updated_at = timestamp();
        return { status: 200, body: commentJson(comment) };
      }
      if (method === 'DELETE') {
        comments.splice(index, 1);
        return { status: 204 };
      }
      return notFound();
    }

    if (rest === '/check-runs' && method === 'POST') {
      const fields = requireObject(body);
      const run: CheckRun = {
        id: nextCheckRunId++,
        name: requiredString(fields, 'name'),
        head_sha: requiredString(fields, 'head_sha'),
        status: 'queued',
        conclusion: null,
        details_url: null,
        external_id: null,
        started_at: optionalString(fields, 'started_at') ?? timestamp(),
        completed_at: null,
        output: { title: null, summary: null, text: null, annotations: [] },
      };
      applyCheckRun(run, fields);
      checkRuns.push(run);
      return { status: 201, body: checkRunJson(run) };
    }

    // A commit's check runs, every one (as `filter=all` asks), narrowed by `check_name`; one page is all a test needs.
    const runsOfCommit = /^\/commits\/([^/]+)\/check-runs$/.exec(rest);
    if (runsOfCommit && method === 'GET') {
      const name = query.get('check_name');
      const listed = checkRuns.filter(
        (run) => run.head_sha === decodeURIComponent(runsOfCommit[1]!) && (name === null || run.name === name),
      );
      return { status: 200, body: { total_count: listed.length, check_runs: listed.map(checkRunJson) } };
    }

    const oneRun = /^\/check-runs\/(\d+)$/.exec(rest);
    if (oneRun) {
      const run = checkRuns.find((candidate) => candidate.id === Number(oneRun[1]));
      if (!run) return notFound();
      if (method === 'GET') return { status: 200, body: checkRunJson(run) };
      if (method === 'PATCH') {
        const updated = structuredClone(run);
        applyCheckRun(updated, requireObject(body));
        Object.assign(run, updated);
        return { status: 200, body: checkRunJson(run) };
      }
    }
    return notFound();
  };

  const authorized = (header: string | undefined) => {
    const match = /^(?:token|bearer)\s+(\S+)$/i.exec(header?.trim() ?? '');
    return match?.[1] === options.token;
  };

  const answer = (request: IncomingMessage, text: string): Reply | 'hang' => {
    const method = request.method ?? 'GET';
    const parsed = new URL(request.url ?? '/', 'http://127.0.0.1');
    let body: unknown = text === '' ? undefined : text;
    let parseFailed = false;
    if (text !== '') {
      try {
        body = JSON.parse(text);
      } catch {
        parseFailed = true;
      }
    }
    const record: RecordedRequest = {
      method,
      path: parsed.pathname,
      query: parsed.searchParams,
      headers: request.headers,
      body,
      status: 0,
    };
    requests.push(record);

    let reply: Reply;
    const rule = rules.find(
      (candidate) =>
        candidate.left > 0 &&
        candidate.method.toUpperCase() === method &&
        new RegExp(candidate.path.source, candidate.path.flags.replace('g', '')).test(parsed.pathname),
    );
    if (!authorized(request.headers.authorization))
      reply = { status: 401, body: { message: 'Bad credentials', documentation_url: DOCS } };
    else if (rule) {
      rule.left -= 1;
      if (rule.hang) return 'hang';
      reply = { status: rule.status, body: rule.body, headers: rule.headers };
    } else if (parseFailed)
      reply = { status: 400, body: { message: 'Problems parsing JSON', documentation_url: DOCS } };
    else {
      try {
        reply = route(method, parsed.pathname, parsed.searchParams, body);
      } catch (error) {
        if (!(error instanceof HttpFailure)) throw error;
        reply = error.reply;
      }
    }
    record.status = reply.status;
    return reply;
  };

  const send = (response: ServerResponse, reply: Reply) => {
    const headers: Record<string, string> = { ...reply.headers };
    let payload = '';
    if (reply.body !== undefined && reply.status !== 204) {
      payload = JSON.stringify(reply.body);
      headers['content-type'] ??= 'application/json; charset=utf-8';
    }
    headers['content-length'] = String(Buffer.byteLength(payload));
    response.writeHead(reply.status, headers);
    response.end(payload);
  };

  const server = createServer((request, response) => {
    if (storage(request, response)) return;
    readBody(request)
      .then((text) => {
        const reply = answer(request, text);
        if (reply !== 'hang') send(response, reply);
      })
      .catch((error: unknown) => {
        if (response.headersSent) response.destroy();
        else send(response, { status: 500, body: { message: `fake GitHub: ${String(error)}` } });
      });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      resolve();
    });
  });
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url,
    server,
    requests,
    comments,
    checkRuns,
    fail(rule) {
      rules.push({ ...rule, left: rule.times ?? Infinity });
    },
    hang(rule) {
      rules.push({ ...rule, status: 0, hang: true, left: rule.times ?? Infinity });
    },
    rateLimit({ retryAfterSeconds, ...rule }) {
      rules.push({
        ...rule,
        status: 403,
        body: {
          message:
            'You have exceeded a secondary rate limit. Please wait a few minutes before you try again. If you reach out to GitHub Support for help, please include the request ID 0000:0000:0000000:0000000:00000000.',
          documentation_url:
            'https://docs.github.com/free-pro-team@latest/rest/overview/rate-limits-for-the-rest-api#about-secondary-rate-limits',
        },
        headers: { 'retry-after': String(retryAfterSeconds), 'x-ratelimit-remaining': '4990' },
        left: rule.times ?? Infinity,
      });
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => {
          resolve();
        });
      }),
  };
}
