import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from '@jest/globals';
import { zipSync } from 'fflate';
import type { RunResults } from '../../src/results/types.js';
import { parseOutputs, pullRequestEnv, runBundle, runnerEnv } from '../helpers/bundle.js';
import { FAKE_STORAGE_PATH, startFakeGitHub, type FakeArtifact, type FakeGitHub } from '../helpers/fake-github.js';
import { startFaultServer, type FaultServer } from '../helpers/fault-server.js';
import { writeOkProject } from '../helpers/qa-config.js';
import { useServers } from '../helpers/servers.js';
import { useTempDirs } from '../helpers/temp-dir.js';

// `baseline: artifact` end to end: the base branch's results.json written by the bundled CLI, zipped as
// actions/upload-artifact stores it, served by the fake GitHub's artifact listing and its storage; then the bundled
// action (dist/index.js) run as the runner does on a pull request whose base is main.

const tempDir = useTempDirs();
const servers = useServers();
const targets: FaultServer[] = [];
afterEach(async () => {
  await Promise.all(targets.splice(0).map((target) => target.close()));
});

const TOKEN = 'ghs_artifact0123456789abcdef';
const FILE = 'load-tests/loadtool.yaml';

/** One scenario on /ok in 3 rounds, with a generous threshold and a p95 tolerance. */
function loadTestYaml(baseUrl: string): string {
  return `version: 1
baseUrl: ${baseUrl}
scenarios:
  - { name: Items, endpoint: GET /ok, concurrentUsers: 1, duration: 3s, rounds: 3,
      thresholds: { p99: 5000ms, okRate: 99% }, regression: { p95: 10% } }
`;
}

/** A repository with the load test, its target answering at once; returns the folder and the target's URL. */
async function project(): Promise<{ workspace: string; target: string }> {
  const target = await startFaultServer(() => 'ok', { okDelayMs: 3 });
  targets.push(target);
  const workspace = await writeOkProject(await tempDir(), 'target', target.url);
  await writeFile(join(workspace, FILE), loadTestYaml(target.url));
  return { workspace, target: target.url };
}

/** Returns the zip the base branch's workflow uploaded: qa-reports/perf of a real run of the bundled CLI. */
async function baseArtifactZip(workspace: string): Promise<Uint8Array> {
  const run = await runBundle('dist/cli/index.js', ['run', FILE, '--out', 'base'], {
    cwd: workspace,
    env: {},
    timeoutMs: 60_000,
  });
  expect(run.code).toBe(0);
  const results = await readFile(join(workspace, 'base/results.json'));
  return zipSync({ 'results.json': results, 'summary.md': new TextEncoder().encode('# base\n') });
}

async function fakeGitHub(artifacts: FakeArtifact[]): Promise<FakeGitHub> {
  const github = await startFakeGitHub({ owner: 'acme', repo: 'shop', pr: 7, token: TOKEN, artifacts });
  servers.push(github.server);
  return github;
}

/** Runs dist/index.js on PR #7 (base main) with `baseline: artifact`, GitHub being the fake. */
async function runAction(workspace: string, github: FakeGitHub) {
  const runner = await runnerEnv(
    workspace,
    { 'github-token': TOKEN, generate: 'never', baseline: 'artifact' },
    { ...(await pullRequestEnv(workspace, github.url)), GITHUB_BASE_REF: 'main', RUNNER_TEMP: await tempDir() },
  );
  const run = await runBundle('dist/index.js', [], { cwd: workspace, env: runner.env, timeoutMs: 60_000 });
  expect(run.stderr).not.toMatch(/report it/i);
  const results = JSON.parse(await readFile(join(workspace, 'qa-reports/perf/results.json'), 'utf8')) as RunResults;
  return { ...run, outputs: parseOutputs(await runner.outputs()), results };
}

/** The log as the runner shows it: `::add-mask::` commands are taken by the runner, never shown. */
const visibleLog = (stdout: string) => stdout.replace(/^::add-mask::.*$/gm, '');

const NO_BASELINE = /^::notice::no baseline: no successful run on main uploaded qa-perf-results/m;

describe('the bundled action with `baseline: artifact`', () => {
  it('compares with the newest artifact of a successful run on the base branch, downloaded without the token', async () => {
    const { workspace } = await project();
    const zip = await baseArtifactZip(workspace);
    const other = zipSync({ 'results.json': new TextEncoder().encode('not the baseline') });
    // Newest first: each decoy is newer than the real one and must be passed over.
    const github = await fakeGitHub([
      { name: 'qa-perf-results', branch: 'feature', zip: other },
      { name: 'qa-perf-results', branch: 'main', conclusion: 'failure', zip: other },
      { name: 'qa-perf-results', branch: 'main', expired: true, zip: other },
      { name: 'qa-perf-results', branch: 'main', fromFork: true, zip: other },
      { name: 'qa-perf-results', branch: 'main', zip },
    ]);

    const run = await runAction(workspace, github);

    expect(run.code).toBe(0);
    expect(run.stdout).not.toMatch(NO_BASELINE);
    const source = 'artifact qa-perf-results of run 1004 on main';
    expect(run.results.baseline).toMatchObject({ kind: 'file', source });
    expect(run.results.scenarios[0]!.comparison?.metrics[0]).toMatchObject({ key: 'p95' });
    const comment = github.comments.at(-1)!.body;
    expect(comment).toContain('Baseline:');
    expect(comment).toContain(source);
    expect(comment).toMatch(/\| Items \| p95 \| [\d\\.]+ → [\d\\.]+ ms \|/);
    expect(comment).toMatch(/```mermaid\nxychart-beta\n {2}title "Items: p95 by round, base and head"/);
    // The storage refuses the token; the zip was fetched from it, and the token is nowhere in the log.
    const download = github.requests.find(({ path }) => path.startsWith(FAKE_STORAGE_PATH));
    expect(download).toMatchObject({ status: 200 });
    expect(download!.headers.authorization).toBeUndefined();
    expect(visibleLog(run.stdout)).not.toContain(TOKEN);
    // The listing asked for the artifact by name; runs were asked only of main's candidates, the failed one first.
    const listing = github.requests.find(({ path }) => path.endsWith('/actions/artifacts'));
    expect(listing!.query.get('name')).toBe('qa-perf-results');
    const runs = github.requests.filter(({ path }) => /\/actions\/runs\/\d+$/.test(path)).map(({ path }) => path);
    expect(runs.map((path) => path.split('/').at(-1))).toEqual(['1001', '1004']);
  }, 120_000);

  it('no artifact on the base branch: a notice, and the gate passes on its thresholds', async () => {
    const { workspace } = await project();
    const github = await fakeGitHub([
      { name: 'qa-perf-results', branch: 'feature', zip: zipSync({ 'results.json': new Uint8Array() }) },
    ]);

    const run = await runAction(workspace, github);

    expect(run.stdout).toMatch(NO_BASELINE);
    expect(run.code).toBe(0);
    expect(run.outputs.outcome).toBe('passed');
    expect(run.results.baseline).toBeUndefined();
    expect(visibleLog(run.stdout)).not.toContain(TOKEN);
  }, 60_000);

  it('a 500 on the listing: a notice with the status, and the gate passes on its thresholds', async () => {
    const { workspace } = await project();
    const github = await fakeGitHub([]);
    github.fail({ method: 'GET', path: /\/actions\/artifacts$/, status: 500, body: { message: 'Server Error' } });

    const run = await runAction(workspace, github);

    expect(run.stdout).toMatch(NO_BASELINE);
    expect(run.stdout).toMatch(/^::notice::no baseline: .*HTTP 500/m);
    expect(run.code).toBe(0);
    expect(run.outputs.outcome).toBe('passed');
    expect(run.results.baseline).toBeUndefined();
    expect(visibleLog(run.stdout)).not.toContain(TOKEN);
  }, 60_000);
});

describe('the workflows upload what `baseline: artifact` looks for', () => {
  it('every example workflow uploads qa-reports/perf as qa-perf-results', async () => {
    const { readdir } = await import('node:fs/promises');
    const { ROOT } = await import('../helpers/bundle.js');
    for (const example of ['petstore', 'graphql']) {
      const folder = join(ROOT, 'examples', example, '.github/workflows');
      for (const file of await readdir(folder)) {
        const text = await readFile(join(folder, file), 'utf8');
        expect([file, /name: qa-perf-results\n\s+path: \|\n\s+qa-reports\/perf\n/.test(text)]).toEqual([file, true]);
      }
    }
    expect(await readFile(join(ROOT, 'README.md'), 'utf8')).toContain(
      'with: { name: qa-perf-results, path: qa-reports/perf }',
    );
  });
});
