import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { parseOutputs, pullRequestEnv, ROOT, runBundle, runnerEnv } from '../helpers/bundle.js';
import { startFakeGitHub, type FakeGitHub } from '../helpers/fake-github.js';
import { writeOkProject } from '../helpers/qa-config.js';
import { serveOn } from '../helpers/schema-project.js';
import { useServers } from '../helpers/servers.js';
import { useTempDirs } from '../helpers/temp-dir.js';

const tempDir = useTempDirs();
const servers = useServers();

const TOKEN = 'ghs_githubfaults0123456789';
const HEAD_SHA = 'e'.repeat(40);
const EVERYTHING = /.*/;

/** A workspace with one passing scenario on a local /ok: qa.config.json (every domain), openapi.json, loadtool.yaml. */
async function workspace(): Promise<string> {
  const root = await tempDir();
  const baseUrl = await serveOn(servers, (request, response) => {
    request.resume();
    response.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
  });
  return writeOkProject(root, 'faults', baseUrl);
}

async function fakeGitHub(): Promise<FakeGitHub> {
  const github = await startFakeGitHub({ owner: 'acme', repo: 'shop', pr: 7, token: TOKEN });
  servers.push(github.server);
  return github;
}

/** The runner's environment for dist/index.js on pull request #7, GitHub being the fake; `env` adds variables. */
async function actionEnv(root: string, github: FakeGitHub, env: NodeJS.ProcessEnv = {}) {
  return runnerEnv(
    root,
    { 'github-token': TOKEN, generate: 'never' },
    { ...(await pullRequestEnv(root, github.url, HEAD_SHA)), GITHUB_SHA: 'f'.repeat(40), ...env },
  );
}

async function runAction(root: string, github: FakeGitHub, env: NodeJS.ProcessEnv = {}) {
  const runner = await actionEnv(root, github, env);
  const started = Date.now();
  // Killed after 90 s: without bounds on GitHub's requests the step would hang forever.
  const run = await runBundle('dist/index.js', [], { cwd: root, env: runner.env, timeoutMs: 90_000 });
  return {
    ...run,
    seconds: (Date.now() - started) / 1000,
    outputs: parseOutputs(await runner.outputs()),
    summary: await runner.summary(),
  };
}

describe('GitHub faults never hold the step nor change its verdict (dist/index.js)', () => {
  it('GitHub never answers: the reporting budget ends the step with its verdict and a warning', async () => {
    const root = await workspace();
    const github = await fakeGitHub();
    github.hang({ method: 'GET', path: EVERYTHING });
    github.hang({ method: 'POST', path: EVERYTHING });
    github.hang({ method: 'PATCH', path: EVERYTHING });

    const run = await runAction(root, github, { QA_PERF_REPORTING_BUDGET_SECONDS: '3' });

    // Generous: the budget is 3 s, the run 1 s; a hang is killed at 90 s (code null).
    expect(run.code).toBe(0);
    expect(run.seconds).toBeLessThan(60);
    expect(run.outputs).toMatchObject({ outcome: 'passed' });
    expect(run.summary).toMatch(/qa-perf: .*passed/);
    expect(github.requests.length).toBeGreaterThan(0);
    expect(run.stdout).toMatch(
      /^::warning::The pull-request comment was not posted: the reporting to GitHub ran out of its 3 s/m,
    );
    expect(run.stdout).toMatch(/^::warning::The qa-perf check run was not created: the reporting to GitHub ran out/m);
    expect(run.stdout).not.toContain('permissions');
  }, 100_000);

  it('one request that hangs is given up after its timeout; the next ones go through', async () => {
    const root = await workspace();
    const github = await fakeGitHub();
    github.hang({ method: 'GET', path: /\/comments$/, times: 1 });

    const run = await runAction(root, github, { QA_PERF_GITHUB_TIMEOUT_SECONDS: '1' });

    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(
      /^::warning::The pull-request comment was not posted: GitHub did not answer within 1 s/m,
    );
    expect(github.checkRuns).toHaveLength(1);
    expect(github.checkRuns[0]!.conclusion).toBe('success');
  }, 100_000);

  it('a secondary rate limit for an hour is said as such, with its reset, not blamed on permissions', async () => {
    const root = await workspace();
    const github = await fakeGitHub();
    github.rateLimit({ method: 'POST', path: EVERYTHING, retryAfterSeconds: 3600 });

    const run = await runAction(root, github);

    expect(run.code).toBe(0);
    expect(run.seconds).toBeLessThan(60);
    expect(run.outputs).toMatchObject({ outcome: 'passed' });
    expect(run.stdout).toMatch(
      /^::warning::The pull-request comment was not posted: GitHub's secondary rate limit was reached; it resets in 60 min \(\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ\)/m,
    );
    expect(run.stdout).toMatch(/^::warning::The qa-perf check run was not created: GitHub's secondary rate limit/m);
    expect(run.stdout).not.toMatch(/retrying in/);
    expect(run.stdout).not.toMatch(/pull-requests: write/);
    // Asked once each: an hour is not waited for, nor retried at once.
    expect(github.requests.filter((r) => r.method === 'POST')).toHaveLength(2);
  }, 100_000);

  it('a cancel while reporting to a GitHub that hangs ends the step promptly, with its verdict', async () => {
    const root = await workspace();
    const github = await fakeGitHub();
    github.hang({ method: 'GET', path: EVERYTHING });
    github.hang({ method: 'POST', path: EVERYTHING });
    const runner = await actionEnv(root, github, {
      QA_PERF_GITHUB_TIMEOUT_SECONDS: '300',
      QA_PERF_REPORTING_BUDGET_SECONDS: '300',
    });
    const inherited = Object.fromEntries(
      Object.entries(process.env).filter(([name]) => !/^(GITHUB_|INPUT_|RUNNER_)/.test(name)),
    );
    const child = spawn(process.execPath, [join(ROOT, 'dist/index.js')], {
      cwd: root,
      env: { ...inherited, ...runner.env },
    });
    let stdout = '';
    const reporting = new Promise<void>((resolve) => {
      child.stdout.on('data', (chunk: Buffer) => {
        stdout += chunk.toString();
        if (/^Reports: /m.test(stdout)) resolve();
      });
    });
    const exited = new Promise<number | null>((resolve) => child.on('close', resolve));
    const killer = setTimeout(() => child.kill('SIGKILL'), 80_000);
    try {
      await reporting;
      // Until GitHub has been asked: the cancel must end a request in flight.
      while (github.requests.length === 0) await new Promise((resolve) => setTimeout(resolve, 50));
      const signalled = Date.now();
      child.kill('SIGTERM');
      expect(await exited).toBe(0);
      // Generous: the requests would hang for 300 s.
      expect((Date.now() - signalled) / 1000).toBeLessThan(30);
    } finally {
      clearTimeout(killer);
    }
    expect(parseOutputs(await runner.outputs())).toMatchObject({ outcome: 'passed' });
    expect(stdout).toMatch(/^::warning::The pull-request comment was not posted: the step was cancelled/m);
  }, 100_000);
});
