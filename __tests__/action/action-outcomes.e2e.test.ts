import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { annotationsFor } from '../../src/action/annotations.js';
import type { RunResults } from '../../src/results/types.js';
import { breaches } from '../../src/verdict/breaches.js';
import { cancelActionOnce, parseOutputs, pullRequestEnv, runBundle, runnerEnv } from '../helpers/bundle.js';
import { startFakeGitHub, type FakeGitHub } from '../helpers/fake-github.js';
import { refusedUrl } from '../helpers/fault-server.js';
import { performanceConfig } from '../helpers/qa-config.js';
import { runResults, scenarioResult } from '../helpers/results.js';
import { useServers } from '../helpers/servers.js';
import { useTempDirs } from '../helpers/temp-dir.js';

const tempDir = useTempDirs();
const servers = useServers();

const TOKEN = 'ghs_outcomes0123456789';
const MARKER = '<!-- qa-perf "target" "perf" -->';
/** The comment an earlier, passing run left on the pull request. */
const EARLIER = `${MARKER}\n### ✅ qa-perf: all 2 scenarios passed\n\nBase URL http://127.0.0.1 · 2s · 40 requests\n`;
const HEAD_SHA = 'a'.repeat(40);

/** A system under test whose /fast answers at once. */
async function startTarget(): Promise<string> {
  const server = createServer((request, response) => {
    response.statusCode = request.url?.startsWith('/fast') ? 200 : 404;
    response.setHeader('content-type', 'application/json');
    response.end('{"ok":true}');
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** A load test of two scenarios on /fast, each with a p99 threshold; `duration` of the first one. */
function loadTestYaml(baseUrl: string, firstDuration = '4s'): string {
  const scenario = (name: string, duration: string) =>
    `  - name: ${name}\n    endpoint: GET /fast\n    concurrentUsers: 1\n    duration: ${duration}\n    thresholds: { p99: 2000ms, okRate: 99% }\n`;
  return `version: 1\nbaseUrl: ${baseUrl}\nscenarios:\n${scenario('First', firstDuration)}${scenario('Second', '4s')}`;
}

/**
 * A repository with qa.config.json (every domain listed, performance with its own schema), the OpenAPI document and a
 * committed load test.
 */
async function workspaceWith(loadTest: string, config?: string): Promise<string> {
  const workspace = await tempDir();
  const ok = { get: { responses: { '200': { description: 'ok' } } } };
  await writeFile(
    join(workspace, 'openapi.json'),
    JSON.stringify({ openapi: '3.0.3', info: { title: 'Target', version: '1' }, paths: { '/fast': ok } }),
  );
  await writeFile(
    join(workspace, 'qa.config.json'),
    config ??
      JSON.stringify(
        performanceConfig('target', {
          baseUrl: /^baseUrl: (.*)$/m.exec(loadTest)?.[1] ?? 'http://127.0.0.1:1',
          schemaUrl: 'openapi.json',
          thresholds: { p99LatencyMs: 2000, okRequestPercent: 99 },
        }),
      ),
  );
  await mkdir(join(workspace, 'load-tests'));
  await writeFile(join(workspace, 'load-tests', 'loadtool.yaml'), loadTest);
  return workspace;
}

/** A fake GitHub with pull request #7 and the earlier passing run's comment on it. */
async function fakeGitHub(): Promise<FakeGitHub> {
  const github = await startFakeGitHub({
    owner: 'acme',
    repo: 'shop',
    pr: 7,
    token: TOKEN,
    seedComments: [
      { body: 'looks good', login: 'octocat' },
      { body: EARLIER, login: 'github-actions[bot]', type: 'Bot' },
    ],
  });
  servers.push(github.server);
  return github;
}

/** The runner's environment for dist/index.js on a pull_request event of PR #7, GitHub being the fake. */
async function actionEnv(workspace: string, github: FakeGitHub, inputs: Record<string, string> = {}) {
  return runnerEnv(
    workspace,
    { 'github-token': TOKEN, generate: 'never', ...inputs },
    await pullRequestEnv(workspace, github.url, HEAD_SHA),
  );
}

async function runAction(workspace: string, github: FakeGitHub, inputs: Record<string, string> = {}) {
  const runner = await actionEnv(workspace, github, inputs);
  const run = await runBundle('dist/index.js', [], { cwd: workspace, env: runner.env, timeoutMs: 60_000 });
  return { ...run, outputs: parseOutputs(await runner.outputs()), summary: await runner.summary() };
}

/** The comments the action wrote, and the methods of its writes to comments. */
function commentsOf(github: FakeGitHub) {
  return {
    ours: github.comments.filter((c) => c.user.login === 'github-actions[bot]'),
    writes: github.requests.filter((r) => /\/comments/.test(r.path) && r.method !== 'GET').map((r) => r.method),
  };
}

describe('the comment and the check run always show the last run (dist/index.js with an earlier ✅ comment)', () => {
  it('a passing run: the check run is titled as passed, with conclusion success', async () => {
    const workspace = await workspaceWith(loadTestYaml(await startTarget()));
    const github = await fakeGitHub();
    const run = await runAction(workspace, github);
    expect(run.code).toBe(0);
    expect(run.outputs).toMatchObject({ outcome: 'passed', breached: '0' });
    expect(github.checkRuns).toHaveLength(1);
    expect(github.checkRuns[0]).toMatchObject({ name: 'qa-perf', head_sha: HEAD_SHA, conclusion: 'success' });
    expect(github.checkRuns[0]!.output.title).toBe('All 2 scenarios passed.');
    expect(commentsOf(github).writes).toEqual(['PATCH']);
  }, 60_000);

  it('base URL refused: the comment is updated to say errored, and the check run says so (failure)', async () => {
    const workspace = await workspaceWith(loadTestYaml(await refusedUrl()));
    const github = await fakeGitHub();
    const run = await runAction(workspace, github);
    expect(run.code).toBe(1);
    expect(run.outputs).toMatchObject({ outcome: 'errored' });
    expect(run.stdout).toMatch(/^::error::The run could not take place: .*does not accept connections/m);

    const { ours, writes } = commentsOf(github);
    expect(writes).toEqual(['PATCH']);
    expect(ours).toHaveLength(1);
    expect(ours[0]!.body.split('\n')[0]).toBe(MARKER);
    expect(ours[0]!.body).toMatch(/^### ⚠️ qa-perf: errored — the run could not take place$/m);
    expect(ours[0]!.body).toContain('does not accept connections');
    expect(ours[0]!.body).not.toContain('passed');

    expect(github.checkRuns).toHaveLength(1);
    expect(github.checkRuns[0]).toMatchObject({ name: 'qa-perf', head_sha: HEAD_SHA, conclusion: 'failure' });
    expect(github.checkRuns[0]!.output.title).toMatch(/^Errored: the run could not take place/);
    expect(github.checkRuns[0]!.output.summary).toContain('does not accept connections');
    // The job summary says it too.
    expect(run.summary).toContain('the run could not take place');
  }, 60_000);

  it('an invalid loadtool.yaml: the comment and the check run list the problem with its line', async () => {
    const yaml = loadTestYaml(await startTarget()).replace('duration: 4s', 'duration: 30');
    const line = yaml.split('\n').findIndex((text) => text.includes('duration: 30')) + 1;
    const workspace = await workspaceWith(yaml);
    const github = await fakeGitHub();
    const run = await runAction(workspace, github);
    expect(run.code).toBe(1);
    expect(run.outputs).toMatchObject({ outcome: 'errored' });

    const { ours, writes } = commentsOf(github);
    expect(writes).toEqual(['PATCH']);
    expect(ours[0]!.body.split('\n')[0]).toBe(MARKER);
    expect(ours[0]!.body).toMatch(/errored — bad input, nothing was run: .*loadtool\.yaml has 1 problem/);
    expect(ours[0]!.body).toMatch(new RegExp(`^- load-tests/loadtool\\.yaml:${line}:\\d+: .*needs a unit`, 'm'));

    expect(github.checkRuns).toHaveLength(1);
    expect(github.checkRuns[0]!.conclusion).toBe('failure');
    expect(github.checkRuns[0]!.output.summary).toMatch(new RegExp(`loadtool\\.yaml:${line}:\\d+: .*needs a unit`));
    expect(github.checkRuns[0]!.output.annotations).toEqual([
      expect.objectContaining({
        path: 'load-tests/loadtool.yaml',
        start_line: line,
        annotation_level: 'failure',
        message: expect.stringContaining('needs a unit') as unknown,
      }),
    ]);
  }, 60_000);

  it('an invalid qa.config.json keeps the marker: project.name is read from the broken file', async () => {
    const broken = '{ "project": { "name": "target" }, "domains": { "performance": { "enabled": true, } } }';
    const workspace = await workspaceWith(loadTestYaml(await startTarget()), broken);
    const github = await fakeGitHub();
    const run = await runAction(workspace, github);
    expect(run.code).toBe(1);
    const { ours, writes } = commentsOf(github);
    expect(writes).toEqual(['PATCH']);
    expect(ours[0]!.body.split('\n')[0]).toBe(MARKER);
    expect(ours[0]!.body).toMatch(/errored — bad input, nothing was run: qa\.config\.json has 1 problem/);
    expect(github.checkRuns[0]!.output.annotations.map((a) => [a.path, a.start_line])).toEqual([['qa.config.json', 1]]);
  }, 60_000);

  it('a qa.config.json without a name updates the workflow’s one comment, and the next good run updates it again', async () => {
    const target = await startTarget();
    const nameless = JSON.stringify({
      ...performanceConfig('target', {
        baseUrl: target,
        schemaUrl: 'openapi.json',
        thresholds: { p99LatencyMs: 2000, okRequestPercent: 99 },
      }),
      project: {},
    });
    const workspace = await workspaceWith(loadTestYaml(target), nameless);
    const github = await fakeGitHub();
    const first = await runAction(workspace, github);
    expect(first.code).toBe(1);
    expect(commentsOf(github).writes).toEqual(['PATCH']);
    expect(commentsOf(github).ours[0]!.body.split('\n')[0]).toBe(MARKER);
    expect(commentsOf(github).ours[0]!.body).toMatch(/bad input/);

    const good = await workspaceWith(loadTestYaml(target));
    await writeFile(join(workspace, 'qa.config.json'), await readFile(join(good, 'qa.config.json'), 'utf8'));
    const second = await runAction(workspace, github);
    expect(second.code).toBe(0);
    expect(commentsOf(github).writes).toEqual(['PATCH', 'PATCH']);
    expect(commentsOf(github).ours).toHaveLength(1);
    expect(commentsOf(github).ours[0]!.body).toMatch(/✅ qa-perf: all 2 scenarios passed/);
  }, 90_000);

  it('cancelled (SIGTERM): the comment says cancelled; the scenario never started is a notice, not a breach', async () => {
    const workspace = await workspaceWith(loadTestYaml(await startTarget(), '60s'));
    const github = await fakeGitHub();
    const runner = await actionEnv(workspace, github);
    const { code, stdout } = await cancelActionOnce(workspace, runner.env, 'Running 2 scenarios', 40_000);
    expect(code).toBe(1);
    expect(parseOutputs(await runner.outputs())).toMatchObject({ outcome: 'cancelled', breached: '0' });

    const { ours, writes } = commentsOf(github);
    expect(writes).toEqual(['PATCH']);
    expect(ours[0]!.body.split('\n')[0]).toBe(MARKER);
    expect(ours[0]!.body).toMatch(/^### ⏹️ qa-perf: run cancelled/m);
    expect(github.checkRuns[0]!.conclusion).toBe('cancelled');

    // "Second" never started: not run, no error for its thresholds, one notice saying why.
    expect(stdout).not.toMatch(/^::error .*Second/m);
    expect(stdout).toMatch(
      /^::notice title=Not run%3A Second,.*was not run: the run was cancelled before it started$/m,
    );
    const second = github.checkRuns[0]!.output.annotations.filter((a) => a.message.includes('Second'));
    expect(second.map((a) => a.annotation_level)).toEqual(['notice']);
  }, 60_000);
});

describe('annotations and breaches of scenarios that did not run or failed a built-in check', () => {
  const notMeasured = [
    { key: 'p99' as const, bound: 'max' as const, limit: 1000, unit: 'ms' as const, passed: false, line: 14 },
    { key: 'okRate' as const, bound: 'min' as const, limit: 99, unit: '%' as const, passed: false, line: 15 },
  ];
  const noRequests = { total: 0, ok: 0, failed: 0, byCategory: {}, byStatus: {} };

  it('a scenario cancelled before its first request has no breach, only a notice on its line', () => {
    const results: RunResults = runResults(
      [
        scenarioResult({ name: 'Ran', outcome: 'cancelled', line: 4 }),
        scenarioResult({
          name: 'Never',
          outcome: 'cancelled',
          line: 10,
          requests: noRequests,
          thresholds: notMeasured,
        }),
      ],
      { outcome: 'cancelled' },
    );
    expect(breaches(results)).toEqual([]);
    expect(annotationsFor(results)).toEqual([
      expect.objectContaining({ kind: 'not-started', level: 'notice', line: 10, title: 'Did not run: Never' }),
    ]);
  });

  it('a scenario that could not start is one error with its reason, not an error per threshold', () => {
    const results = runResults(
      [
        scenarioResult({
          name: 'Broken',
          outcome: 'errored',
          error: 'the scenario could not start: API_TOKEN is not set',
          line: 10,
          requests: noRequests,
          thresholds: notMeasured,
        }),
      ],
      { outcome: 'errored' },
    );
    expect(breaches(results)).toEqual([]);
    expect(annotationsFor(results)).toEqual([
      expect.objectContaining({
        kind: 'could-not-run',
        level: 'failure',
        line: 10,
        message: 'Broken (GET /pets) could not run: the scenario could not start: API_TOKEN is not set',
      }),
    ]);
  });

  it('a failed built-in check is an error on the scenario’s line, beside the breaches', () => {
    const results = runResults(
      [
        scenarioResult({
          name: 'Outage',
          outcome: 'failed',
          line: 7,
          failedChecks: [
            { check: 'availability', message: 'the service stopped answering from second 2 of 6', fromSecond: 2 },
          ],
          thresholds: [{ key: 'p95', bound: 'max', limit: 300, actual: 450, unit: 'ms', passed: false, line: 12 }],
        }),
      ],
      { outcome: 'failed' },
    );
    expect(annotationsFor(results).map((a) => [a.kind, a.level, a.line, a.message])).toEqual([
      ['failed-check', 'failure', 7, 'Outage (GET /pets): the service stopped answering from second 2 of 6'],
      ['breach', 'failure', 12, 'Outage (GET /pets): p95 450 ms > 300 ms'],
    ]);
  });
});
