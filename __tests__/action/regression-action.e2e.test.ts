import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from '@jest/globals';
import type { RunResults } from '../../src/results/types.js';
import { parseOutputs, pullRequestEnv, runBundle, runnerEnv } from '../helpers/bundle.js';
import { startFakeGitHub, type FakeGitHub } from '../helpers/fake-github.js';
import { writeOkProject } from '../helpers/qa-config.js';
import { useServers } from '../helpers/servers.js';
import { useTempDirs } from '../helpers/temp-dir.js';

// The regression gate end to end as a user runs it: the base branch's results.json written by the bundled CLI
// (dist/cli/index.js), then the bundled action (dist/index.js) run exactly as the runner does, with `baseline:`,
// against a fake GitHub.

const tempDir = useTempDirs();
const servers = useServers();

const TOKEN = 'ghs_regression0123456789';
const FILE = 'load-tests/loadtool.yaml';

/** A system under test whose /ok answers after `delayMs`. */
async function startTarget(delayMs: number): Promise<string> {
  const server = createServer((request, response) => {
    setTimeout(() => {
      response.statusCode = request.url?.startsWith('/ok') ? 200 : 404;
      response.setHeader('content-type', 'application/json');
      response.end('[]');
    }, delayMs);
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** One scenario on /ok with a generous threshold and a p95 tolerance of 10% on a line of its own. */
function loadTestYaml(baseUrl: string, duration: string, rounds: number): string {
  return [
    'version: 1',
    `baseUrl: ${baseUrl}`,
    'scenarios:',
    '  - name: Items',
    '    endpoint: GET /ok',
    '    concurrentUsers: 1',
    `    duration: ${duration}`,
    `    rounds: ${rounds}`,
    '    thresholds: { p99: 5000ms, okRate: 99% }',
    '    regression:',
    '      p95: 10%',
    '',
  ].join('\n');
}

/** The line of the p95 tolerance in loadTestYaml. */
const TOLERANCE_LINE = 11;

/** A repository with qa.config.json, its OpenAPI document and this committed load test; returns its folder. */
async function workspaceWith(loadTest: string, baseUrl: string): Promise<string> {
  const workspace = await writeOkProject(await tempDir(), 'target', baseUrl);
  await writeFile(join(workspace, FILE), loadTest);
  return workspace;
}

/** Writes the base side's results.json into `base/` with the bundled CLI, as the base branch's run did. */
async function baselineRun(workspace: string, baseUrl: string): Promise<string> {
  const run = await runBundle('dist/cli/index.js', ['run', FILE, '--out', 'base', '--base-url', baseUrl], {
    cwd: workspace,
    env: {},
    timeoutMs: 60_000,
  });
  expect(run.stderr).not.toMatch(/report it/i);
  expect(run.code).toBe(0);
  return 'base/results.json';
}

async function fakeGitHub(): Promise<FakeGitHub> {
  const github = await startFakeGitHub({ owner: 'acme', repo: 'shop', pr: 7, token: TOKEN });
  servers.push(github.server);
  return github;
}

/** Runs dist/index.js on a pull_request event of PR #7 with these inputs, GitHub being the fake. */
async function runAction(workspace: string, github: FakeGitHub, inputs: Record<string, string>) {
  const runner = await runnerEnv(
    workspace,
    { 'github-token': TOKEN, generate: 'never', ...inputs },
    await pullRequestEnv(workspace, github.url),
  );
  const run = await runBundle('dist/index.js', [], { cwd: workspace, env: runner.env, timeoutMs: 60_000 });
  return { ...run, outputs: parseOutputs(await runner.outputs()), summary: await runner.summary() };
}

async function headResults(workspace: string): Promise<RunResults> {
  return JSON.parse(await readFile(join(workspace, 'qa-reports/perf/results.json'), 'utf8')) as RunResults;
}

describe('the bundled action with `baseline: FILE` (a results.json of an earlier run of the bundled CLI)', () => {
  it('a head 3× slower than the base: base → head with intervals, an error on the tolerance’s line, the step fails', async () => {
    const fast = await startTarget(15);
    const slow = await startTarget(45);
    const workspace = await workspaceWith(loadTestYaml(fast, '6s', 6), fast);
    const baseline = await baselineRun(workspace, fast);
    const github = await fakeGitHub();

    const run = await runAction(workspace, github, { 'base-url': slow, baseline });

    expect(run.code).toBe(1);
    expect(run.outputs.outcome).toBe('failed');
    // The runner's command syntax encodes `:` in properties and `%` everywhere; a change has 3 significant digits.
    const PERCENT = '\\+\\d+(\\.\\d+)?%25';
    expect(run.stdout).toMatch(
      new RegExp(
        `^::error title=Regressed against the baseline%3A Items,file=load-tests/loadtool\\.yaml,line=${TOLERANCE_LINE}::Items \\(GET /ok\\): p95 median of rounds \\d+(\\.\\d+)? → \\d+(\\.\\d+)? ms; shift ${PERCENT} \\(9\\d(\\.\\d)?%25 CI ${PERCENT} … ${PERCENT}\\)`,
        'm',
      ),
    );
    expect(run.stdout).toMatch(/^::error::1 of 1 scenario failed: 1 metric\(s\) regressed against the baseline/m);
    const comment = github.comments.at(-1)!.body;
    expect(comment).toMatch(
      new RegExp(
        // Markdown escapes the figures' dots and the sign; the comment says how sure in the adjusted p-value only.
        `\\| Items \\| p95 \\| [\\d\\\\.]+ → [\\d\\\\.]+ ms \\| \\\\\\+[\\d\\\\.]+% \\(\\+[\\d\\\\.]+% … \\+[\\d\\\\.]+%\\) \\| 10% \\(line ${TOLERANCE_LINE}\\) \\| ❌ regressed \\(adjusted p [\\d.]+ ≤ 0\\.01\\) \\|`,
      ),
    );
    expect(github.checkRuns[0]!.conclusion).toBe('failure');
    expect(github.checkRuns[0]!.output.annotations).toContainEqual(
      expect.objectContaining({ path: FILE, start_line: TOLERANCE_LINE, annotation_level: 'failure' }),
    );
    const results = await headResults(workspace);
    expect(results.baseline).toMatchObject({ kind: 'file' });
    expect(results.scenarios[0]!.comparison?.metrics[0]).toMatchObject({ key: 'p95', verdict: 'regressed' });
  }, 90_000);

  it('one round a side cannot decide: a warning on the tolerance’s line, and the step passes', async () => {
    const target = await startTarget(5);
    const workspace = await workspaceWith(loadTestYaml(target, '1s', 1), target);
    const baseline = await baselineRun(workspace, target);
    const github = await fakeGitHub();

    const run = await runAction(workspace, github, { baseline });

    expect(run.code).toBe(0);
    expect(run.outputs.outcome).toBe('inconclusive');
    expect(run.stdout).toMatch(
      new RegExp(
        `^::warning title=Inconclusive against the baseline%3A Items,file=load-tests/loadtool\\.yaml,line=${TOLERANCE_LINE}::Items \\(GET /ok\\): p95 `,
        'm',
      ),
    );
    expect(run.stdout).toMatch(/^::warning title=Inconclusive against the baseline::.*fail-on-inconclusive is false/m);
    expect(run.stdout).not.toMatch(/^::error/m);
    expect(github.checkRuns[0]!.conclusion).toBe('neutral');
    expect(github.comments.at(-1)!.body).toMatch(
      /\| Items \| p95 \| .* → .* \| 10% \(line 11\) \| ❔ inconclusive( \(adjusted p [\d.]+ > 0\.01\))? \|/,
    );
  }, 60_000);
});
