import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { pullRequestEnv, runBundle, runnerEnv } from '../helpers/bundle.js';
import { loadtool } from '../helpers/cli.js';
import { startFakeGitHub } from '../helpers/fake-github.js';
import { performanceConfig } from '../helpers/qa-config.js';
import { leaks } from '../helpers/secret-encodings.js';
import { useServers } from '../helpers/servers.js';
import { useTempDirs } from '../helpers/temp-dir.js';

const tempDir = useTempDirs();
const servers = useServers();

/** The issue's token: every character that an encoder changes. */
const TOKEN = 'p@ss/w0rd<&>"x\\y';

const html = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/**
 * A system under test that refuses every request and echoes the query's `t` as servers do: Express's `Cannot GET`
 * with the URL as sent (percent-encoded), a JSON error (JSON-escaped), an HTML page (HTML-escaped), the Basic
 * credentials it would have wanted (base64 of `admin:t`), and the value cut across two lines.
 */
async function startEchoingTarget(): Promise<string> {
  const server = createServer((request, response) => {
    const url = new URL(request.url!, 'http://x');
    const t = url.searchParams.get('t') ?? '';
    const answers: Record<string, [number, string, string]> = {
      '/items': [404, 'text/html', `<pre>Cannot GET ${request.url}</pre>`],
      '/json': [500, 'application/json', JSON.stringify({ error: 'bad token', token: t })],
      '/html': [400, 'text/html', `<p>Invalid token &quot;${html(t)}&quot;</p>`],
      '/basic': [401, 'text/plain', `expected Authorization: Basic ${Buffer.from(`admin:${t}`).toString('base64')}`],
      '/wrapped': [403, 'text/plain', `refused token ${t.slice(0, 6)}\n${t.slice(6)} for this client`],
    };
    const [status, type, body] = answers[url.pathname] ?? [200, 'application/json', '{"ok":true}'];
    response.writeHead(status, { 'content-type': type });
    response.end(body);
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

const scenario = (path: string) =>
  `  - name: echo ${path}\n    endpoint: GET ${path}\n    query: { t: "\${API_TOKEN}" }\n    concurrentUsers: 1\n    duration: 1s\n`;

/** Every file under `dir` (one level of folders), with its text. */
async function filesIn(dir: string): Promise<Record<string, string>> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  const files = entries.filter((entry) => entry.isFile());
  return Object.fromEntries(
    await Promise.all(
      files.map(async (entry) => [entry.name, await readFile(join(entry.parentPath, entry.name), 'utf8')] as const),
    ),
  );
}

describe('a secret in every form a server echoes it: masked in every output of loadtool run', () => {
  it('percent-encoded, JSON- and HTML-escaped, in base64 of user:secret, cut across lines: in no output', async () => {
    const origin = await startEchoingTarget();
    const dir = await tempDir();
    const file = join(dir, 'loadtool.yaml');
    const paths = ['/items', '/json', '/html', '/basic', '/wrapped'];
    await writeFile(
      file,
      `version: 1\nbaseUrl: ${origin}\nexecution: parallel\nscenarios:\n${paths.map(scenario).join('')}`,
    );
    const run = await loadtool(['run', file, '--out', join(dir, 'out')], { API_TOKEN: TOKEN });
    expect(run.code).toBe(1);
    const files = await filesIn(join(dir, 'out'));
    expect(Object.keys(files)).toEqual(
      expect.arrayContaining(['results.json', 'summary.md', 'junit.xml', 'report.html']),
    );
    // The echoes are there, masked: the failures are reported, the token is not.
    expect(files['results.json']).toContain('Cannot GET /items?t=***');
    expect(leaks({ stdout: run.stdout, stderr: run.stderr, ...files }, TOKEN)).toEqual([]);
  }, 60_000);
});

describe('a script whose top level throws the secret (it does not load)', () => {
  const saved = process.env.API_TOKEN;
  // The script reads the environment of the process that imports it: this one, for the in-process CLI.
  beforeEach(() => {
    process.env.API_TOKEN = TOKEN;
  });
  afterEach(() => {
    if (saved === undefined) delete process.env.API_TOKEN;
    else process.env.API_TOKEN = saved;
  });

  it('validate and run name the script and why, with the secret masked', async () => {
    const origin = await startEchoingTarget();
    const dir = await tempDir();
    await mkdir(join(dir, 'load-tests'));
    // A file of its own per test run: a module's top level runs once per process.
    const script = `thrower-${Date.now()}.mjs`;
    await writeFile(
      join(dir, 'load-tests', script),
      'throw new Error("boom " + process.env.API_TOKEN);\nexport default async function () {}\n',
    );
    const file = join(dir, 'load-tests', 'loadtool.yaml');
    await writeFile(
      file,
      `version: 1\nbaseUrl: ${origin}\nscenarios:\n  - name: thrower\n    script: ${script}\n    headers: { Authorization: "Bearer \${API_TOKEN}" }\n    concurrentUsers: 1\n    duration: 1s\n`,
    );
    const validate = await loadtool(['validate', file], { API_TOKEN: TOKEN });
    const run = await loadtool(['run', file, '--out', join(dir, 'out')], { API_TOKEN: TOKEN });
    expect([validate.code, run.code]).toEqual([2, 2]);
    for (const output of [validate, run]) {
      expect(output.stderr + output.stdout).toContain(`scenarios[0].script: "${script}" does not load: boom ***`);
    }
    expect(leaks({ validate: validate.stdout + validate.stderr, run: run.stdout + run.stderr }, TOKEN)).toEqual([]);
  }, 30_000);
});

/** The password of the base URL's user information, in every URL the action is given. */
const PASSWORD = 'Sup3r/Pa55&w0rd';
const GITHUB_TOKEN = 'ghs_maskingtoken0123456789';

/**
 * Runs the bundled action on PR #7 of a workspace whose load test is `loadTestYaml` (`${ORIGIN}` filled with the
 * target's URL with the credentials in it), waiting for that URL too; returns every text it showed or sent to GitHub,
 * the runner's `::add-mask::` commands left out (they are how a value is given to GitHub's masker).
 */
async function actionTexts(loadTestYaml: string, files: Record<string, string> = {}): Promise<Record<string, string>> {
  const origin = (await startEchoingTarget()).replace('http://', `http://admin:${encodeURIComponent(PASSWORD)}@`);
  const workspace = await tempDir();
  await mkdir(join(workspace, 'load-tests'));
  for (const [name, text] of Object.entries(files)) await writeFile(join(workspace, 'load-tests', name), text);
  await writeFile(join(workspace, 'load-tests', 'loadtool.yaml'), loadTestYaml.replaceAll('${ORIGIN}', origin));
  const ok = { get: { responses: { '200': { description: 'ok' } } } };
  await writeFile(
    join(workspace, 'openapi.json'),
    JSON.stringify({ openapi: '3.0.3', info: { title: 'Echo', version: '1' }, paths: { '/items': ok, '/ok': ok } }),
  );
  const thresholds = { p99LatencyMs: 1000, okRequestPercent: 99 };
  await writeFile(
    join(workspace, 'qa.config.json'),
    JSON.stringify(performanceConfig('echo', { baseUrl: origin, schemaUrl: 'openapi.json', thresholds })),
  );
  const github = await startFakeGitHub({ owner: 'acme', repo: 'shop', pr: 7, token: GITHUB_TOKEN });
  servers.push(github.server);
  const runner = await runnerEnv(
    workspace,
    { 'github-token': GITHUB_TOKEN, generate: 'never', 'start-command': 'sleep 60', 'wait-for': `${origin}/ok` },
    { ...(await pullRequestEnv(workspace, github.url)), API_TOKEN: TOKEN },
  );
  const run = await runBundle('dist/index.js', [], { cwd: workspace, env: runner.env, timeoutMs: 60_000 });
  const reports = join(workspace, 'qa-reports', 'perf');
  const written = await filesIn(reports).catch(() => ({}));
  return {
    log:
      run.stdout
        .split('\n')
        .filter((line) => !line.startsWith('::add-mask::'))
        .join('\n') + run.stderr,
    'job summary': await runner.summary(),
    'GitHub requests': github.requests.map((request) => JSON.stringify(request.body ?? '')).join('\n'),
    ...written,
  };
}

describe("the bundled action: a URL's password and a token in every form, in no log, report or GitHub request", () => {
  it('a base URL with user:password (also waited for) and a token the server echoes encoded', async () => {
    const texts = await actionTexts(
      `version: 1\nbaseUrl: \${ORIGIN}\nexecution: parallel\nscenarios:\n${['/items', '/json', '/basic'].map(scenario).join('')}`,
    );
    // The run happened: its log says the waited-for URL answered, and the reports are there.
    expect(texts.log).toMatch(/\/ok answers: starting the load/);
    expect(texts['results.json']).toContain('Cannot GET /items?t=***');
    expect([...leaks(texts, PASSWORD), ...leaks(texts, TOKEN)]).toEqual([]);
  }, 90_000);

  it('a script whose top level throws the token: the comment, check run, summary and log name it masked', async () => {
    const texts = await actionTexts(
      `version: 1\nbaseUrl: \${ORIGIN}\nscenarios:\n  - name: thrower\n    script: thrower.ts\n    headers: { Authorization: "Bearer \${API_TOKEN}" }\n    concurrentUsers: 1\n    duration: 1s\n`,
      { 'thrower.ts': 'throw new Error("boom " + process.env.API_TOKEN);\nexport default async function () {}\n' },
    );
    expect(texts.log).toContain('"thrower.ts" does not load: boom ***');
    expect(texts['GitHub requests']).toContain('does not load: boom ***');
    expect(leaks(texts, TOKEN)).toEqual([]);
  }, 90_000);
});
