import { describe, expect, it } from '@jest/globals';
import { startFakeGitHub, type FakeGitHubOptions } from '../helpers/fake-github.js';
import { useServers } from '../helpers/servers.js';

const servers = useServers();
const TOKEN = 'ghs_faketoken123';
const REPO = '/repos/acme/shop';

async function fake(options: Partial<FakeGitHubOptions> = {}) {
  const github = await startFakeGitHub({ owner: 'acme', repo: 'shop', pr: 7, token: TOKEN, ...options });
  servers.push(github.server);
  const call = async (method: string, path: string, body?: unknown, token = `token ${TOKEN}`) => {
    const response = await fetch(`${github.url}${path}`, {
      method,
      headers: { authorization: token, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await response.text();
    return {
      status: response.status,
      headers: response.headers,
      json: (text === '' ? undefined : JSON.parse(text)) as unknown,
    };
  };
  return { github, call };
}

const annotations = (count: number) =>
  Array.from({ length: count }, (_, i) => ({
    path: 'loadtool.yaml',
    start_line: i + 1,
    end_line: i + 1,
    annotation_level: 'failure',
    message: `problem ${i}`,
  }));

describe('the fake GitHub API', () => {
  it('pages issue comments with a Link header that leads to the last page', async () => {
    const seedComments = [
      ...Array.from({ length: 250 }, (_, i) => ({ body: `comment ${i}`, login: `user${i % 3}` })),
      { body: '<!-- qa-perf -->\nold verdict', login: 'github-actions[bot]', type: 'Bot' as const },
    ];
    const { github, call } = await fake({ seedComments });

    const first = await call('GET', `${REPO}/issues/7/comments?per_page=100`);
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(first.json).toHaveLength(100);
    expect(first.headers.get('link')).toBe(
      `<${github.url}${REPO}/issues/7/comments?per_page=100&page=2>; rel="next", ` +
        `<${github.url}${REPO}/issues/7/comments?per_page=100&page=3>; rel="last"`,
    );

    const next = /<([^<>]+)>;\s*rel="next"/.exec(first.headers.get('link') ?? '')![1]!;
    const second = await call('GET', new URL(next).pathname + new URL(next).search);
    expect(second.headers.get('link')).toMatch(
      /page=1>; rel="prev", .*page=3>; rel="next", .*rel="last", .*rel="first"$/,
    );

    const third = await call('GET', `${REPO}/issues/7/comments?per_page=100&page=3`);
    expect(third.json).toHaveLength(51);
    expect(third.headers.get('link')).not.toContain('rel="next"');
    expect((third.json as { user: { login: string; type: string } }[]).at(-1)).toMatchObject({
      body: '<!-- qa-perf -->\nold verdict',
      user: { login: 'github-actions[bot]', type: 'Bot' },
    });

    const byDefault = await call('GET', `${REPO}/issues/7/comments`);
    expect(byDefault.json).toHaveLength(30);
    expect(byDefault.headers.get('link')).toContain('per_page=30&page=9>; rel="last"');
    expect(github.requests.map((request) => request.query.get('page'))).toEqual([null, '2', '3', null]);
  });

  it('creates and edits comments, authored by the bot, and keeps them', async () => {
    const { github, call } = await fake({ seedComments: [{ body: 'LGTM', login: 'octocat' }] });

    const created = await call('POST', `${REPO}/issues/7/comments`, { body: 'verdict: pass' });
    expect(created.status).toBe(201);
    const id = (created.json as { id: number }).id;
    expect(created.json).toMatchObject({ body: 'verdict: pass', user: { login: 'github-actions[bot]', type: 'Bot' } });

    const edited = await call('PATCH', `${REPO}/issues/comments/${id}`, { body: 'verdict: fail' });
    expect(edited.status).toBe(200);
    expect((await call('PATCH', `${REPO}/issues/comments/1`, { body: 'x' })).status).toBe(404);
    expect((await call('POST', `${REPO}/issues/8/comments`, { body: 'x' })).status).toBe(404);

    expect(github.comments.map(({ body, user }) => [body, user.login])).toEqual([
      ['LGTM', 'octocat'],
      ['verdict: fail', 'github-actions[bot]'],
    ]);
    expect(github.requests.map(({ method, path, body, status }) => [method, path, body, status])).toEqual([
      ['POST', `${REPO}/issues/7/comments`, { body: 'verdict: pass' }, 201],
      ['PATCH', `${REPO}/issues/comments/${id}`, { body: 'verdict: fail' }, 200],
      ['PATCH', `${REPO}/issues/comments/1`, { body: 'x' }, 404],
      ['POST', `${REPO}/issues/8/comments`, { body: 'x' }, 404],
    ]);
  });

  it('appends check-run annotations across requests and rejects more than 50 in one, as GitHub does', async () => {
    const { github, call } = await fake();
    const output = (count: number) => ({
      title: 'p99 420 ms',
      summary: 'within limits',
      annotations: annotations(count),
    });

    const created = await call('POST', `${REPO}/check-runs`, {
      name: 'qa-perf',
      head_sha: 'abc123',
      output: output(50),
    });
    expect(created.status).toBe(201);
    const id = (created.json as { id: number }).id;

    const tooMany = await call('PATCH', `${REPO}/check-runs/${id}`, { output: output(51) });
    expect(tooMany.status).toBe(422);
    expect(tooMany.json).toMatchObject({
      message: 'Invalid request.\n\nNo more than 50 items are allowed; 51 were supplied.',
    });

    const done = await call('PATCH', `${REPO}/check-runs/${id}`, { conclusion: 'failure', output: output(10) });
    expect(done.json).toMatchObject({ status: 'completed', conclusion: 'failure', output: { annotations_count: 60 } });
    expect(github.checkRuns).toHaveLength(1);
    expect(github.checkRuns[0]).toMatchObject({ name: 'qa-perf', head_sha: 'abc123', status: 'completed' });
    expect(github.checkRuns[0]!.output.annotations).toHaveLength(60);
  });

  it('rejects a missing or wrong token, accepts Bearer, and cannot read /user with an installation token', async () => {
    const { github, call } = await fake();

    expect(await call('GET', `${REPO}/issues/7/comments`, undefined, '')).toMatchObject({
      status: 401,
      json: { message: 'Bad credentials' },
    });
    expect((await call('GET', `${REPO}/issues/7/comments`, undefined, 'token ghs_other')).status).toBe(401);
    expect((await call('GET', `${REPO}/issues/7/comments`, undefined, `Bearer ${TOKEN}`)).status).toBe(200);
    expect(await call('GET', '/user')).toMatchObject({
      status: 403,
      json: { message: 'Resource not accessible by integration' },
    });
    expect(await call('GET', `${REPO}/pulls/7/reviews`)).toMatchObject({ status: 404, json: { message: 'Not Found' } });
    expect(github.requests.map((request) => request.status)).toEqual([401, 401, 200, 403, 404]);

    const withUser = await fake({ userLogin: 'octocat' });
    expect(await withUser.call('GET', '/user')).toMatchObject({ status: 200, json: { login: 'octocat' } });
  });

  it('fails matching requests as told: `times` times, or always', async () => {
    const { github, call } = await fake();
    github.fail({
      method: 'POST',
      path: /\/comments$/,
      status: 403,
      headers: { 'retry-after': '1' },
      body: { message: 'You have exceeded a secondary rate limit. Please wait a few minutes before you try again.' },
      times: 1,
    });
    github.fail({ method: 'POST', path: /\/check-runs$/, status: 403, body: { message: 'Resource not accessible' } });

    const limited = await call('POST', `${REPO}/issues/7/comments`, { body: 'verdict' });
    expect(limited.status).toBe(403);
    expect(limited.headers.get('retry-after')).toBe('1');
    expect((await call('POST', `${REPO}/issues/7/comments`, { body: 'verdict' })).status).toBe(201);
    for (let i = 0; i < 2; i++)
      expect((await call('POST', `${REPO}/check-runs`, { name: 'qa-perf', head_sha: 'abc' })).status).toBe(403);

    expect(github.comments).toHaveLength(1);
    expect(github.checkRuns).toHaveLength(0);
  });
});
