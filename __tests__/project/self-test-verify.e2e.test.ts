import { execFile } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { RunResults } from '../../src/results/types.js';
import { parseOutputs, pullRequestEnv, ROOT, runBundle, runnerEnv } from '../helpers/bundle.js';
import { loadtool } from '../helpers/cli.js';
import { startFakeGitHub, type FakeGitHub } from '../helpers/fake-github.js';
import { writeOkProject } from '../helpers/qa-config.js';
import { expectResultsFitSchema } from '../helpers/results-schema.js';

// scripts/self-test-verify.ts, the self-test workflow's second job, on what the action really leaves behind: two
// shards run by the CLI against a server on 127.0.0.1, merged by the bundled action (mode: merge) on a pull_request
// event, which writes the reports and creates the check run and the comment on the fake GitHub. One such run serves
// every case; each case breaks one thing in a copy, or in the fake's state and puts it back.

const TOKEN = 'ghs_selftest0123456789abc';
const HEAD_SHA = 'a'.repeat(40);
const WORKFLOW = 'self-test';
const PROJECT = 'qa-perf self-test';
/** Two users, so that each of the two shards has one. */
const LOAD_TEST = (baseUrl: string) =>
  `version: 1\nbaseUrl: ${baseUrl}\nscenarios:\n  - name: Ok\n    endpoint: GET /ok\n    concurrentUsers: 2\n    duration: 1s\n    thresholds: { p99: 5000ms, okRate: 50% }\n`;

let root: string;
let workspace: string;
let github: FakeGitHub;
/** What afterAll undoes, last made first: whatever beforeAll got to before a failure. */
const cleanups: (() => Promise<void>)[] = [];

/** Closes a server, its open connections first. */
const closeServer = (server: Server) =>
  new Promise<void>((resolve) => {
    server.closeAllConnections();
    server.close(() => {
      resolve();
    });
  });

beforeAll(async () => {
  const target = createServer((_request, response) => {
    response.setHeader('content-type', 'application/json');
    response.end('{}');
  });
  await new Promise<void>((resolve) => target.listen(0, '127.0.0.1', resolve));
  cleanups.push(() => closeServer(target));
  const baseUrl = `http://127.0.0.1:${(target.address() as AddressInfo).port}`;
  root = await mkdtemp(join(tmpdir(), 'qa-perf-'));
  cleanups.push(async () => {
    // Every results.json a test makes fits the published contract, the edited shard's included.
    try {
      await expectResultsFitSchema([root]);
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });
  workspace = await writeOkProject(root, PROJECT, baseUrl);
  await writeFile(join(workspace, 'load-tests/loadtool.yaml'), LOAD_TEST(baseUrl));
  // As download-artifact lays the shards' artifacts out: one folder each.
  for (const index of [1, 2]) {
    const shard = await loadtool([
      'run',
      join(workspace, 'load-tests/loadtool.yaml'),
      '--shard',
      `${index}/2`,
      '--out',
      join(workspace, 'shards', `qa-perf-shard-${index}`),
    ]);
    expect(shard.code).toBe(0);
  }
  github = await startFakeGitHub({ owner: 'acme', repo: 'shop', pr: 7, token: TOKEN });
  cleanups.push(() => github.close());
  const runner = await runnerEnv(
    workspace,
    { 'github-token': TOKEN, generate: 'never', mode: 'merge', 'merge-from': 'shards' },
    { ...(await pullRequestEnv(workspace, github.url, HEAD_SHA)), GITHUB_WORKFLOW: WORKFLOW },
  );
  const run = await runBundle('dist/index.js', [], { cwd: workspace, env: runner.env, timeoutMs: 60_000 });
  expect(run.code).toBe(0);
  expect(parseOutputs(await runner.outputs()).outcome).toBe('passed');
  expect(github.checkRuns).toHaveLength(1);
  expect(github.comments).toHaveLength(1);
}, 120_000);

afterAll(async () => {
  // Each runs, whatever the one before it threw; the first failure is the test's.
  const errors: unknown[] = [];
  for (const cleanup of cleanups.reverse()) await cleanup().catch((error: unknown) => errors.push(error));
  if (errors.length > 0) throw errors[0];
});

/** The arguments of the self-test's verify job on pull request #7, the reports and shards as downloaded. */
const FULL = [
  '--reports',
  'qa-reports/perf',
  '--expect',
  'passed',
  '--github',
  '--sha',
  HEAD_SHA,
  '--pull',
  '7',
  '--workflow',
  WORKFLOW,
  '--config',
  'qa.config.json',
  '--shards',
  'shards',
];

/** Returns FULL with a flag's value replaced. */
const withFlag = (flag: string, value: string) => FULL.map((arg, i) => (FULL[i - 1] === flag ? value : arg));

/** Runs the script with tsx in the workspace, as the job does; its output must never hold the token. */
function verify(args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  const inherited = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('GITHUB_')));
  return new Promise((resolve, reject) => {
    execFile(
      join(ROOT, 'node_modules/.bin/tsx'),
      [join(ROOT, 'scripts/self-test-verify.ts'), ...args],
      {
        cwd: workspace,
        env: { ...inherited, GITHUB_API_URL: github.url, GITHUB_TOKEN: TOKEN, GITHUB_REPOSITORY: 'acme/shop' },
        timeout: 60_000,
      },
      (error, stdout, stderr) => {
        if (error && typeof error.code !== 'number') {
          reject(new Error(`tsx did not run the script: ${error.message}`));
          return;
        }
        expect(`${stdout}${stderr}`).not.toContain(TOKEN);
        resolve({ code: error ? (error.code as number) : 0, stdout, stderr });
      },
    );
  });
}

/** The lines of the output that report a failure. */
const failures = (stdout: string) => stdout.split('\n').filter((line) => line.startsWith('FAIL'));

describe('scripts/self-test-verify.ts', () => {
  it('passes what the action did, naming each check', async () => {
    const run = await verify(FULL);

    expect(run.stderr).toBe('');
    expect(failures(run.stdout)).toEqual([]);
    expect(run.code).toBe(0);
    for (const name of ['results.json', 'summary.md', 'junit.xml', 'report.html'])
      expect(run.stdout).toMatch(
        new RegExp(`^ok .*qa-reports/perf/${name.replace('.', '\\.')} is written and not empty$`, 'm'),
      );
    expect(run.stdout).toMatch(/^ok .*results\.json fits schemas\/results\.schema\.json$/m);
    expect(run.stdout).toMatch(/^ok .*the run's outcome is passed$/m);
    expect(run.stdout).toMatch(/^ok .*summary\.md gives the verdict/m);
    expect(run.stdout).toMatch(new RegExp(`^ok .*the qa-perf check run on ${HEAD_SHA}$`, 'm'));
    expect(run.stdout).toContain(`ok    one comment on #7 starts with <!-- qa-perf "${PROJECT}" "${WORKFLOW}" -->`);
    expect(run.stdout).toMatch(/^ok .*the shards under shards add up to the merged run$/m);
    expect(run.stdout).toMatch(/^All 10 checks passed\.$/m);
  }, 60_000);

  it('fails when the outcome is not the one expected, saying both', async () => {
    const run = await verify(withFlag('--expect', 'failed'));

    expect(run.code).toBe(1);
    expect(failures(run.stdout)).toEqual([
      "FAIL  the run's outcome is failed: expected outcome failed; results.json says passed",
    ]);
  }, 60_000);

  it('fails when a report file is missing, naming it', async () => {
    const reports = join(root, 'reports-without-junit');
    await cp(join(workspace, 'qa-reports/perf'), reports, { recursive: true });
    await rm(join(reports, 'junit.xml'));

    const run = await verify(['--reports', reports, '--expect', 'passed']);

    expect(run.code).toBe(1);
    expect(failures(run.stdout)).toEqual([
      `FAIL  ${reports}/junit.xml is written and not empty: expected ${reports}/junit.xml with content; found no file`,
    ]);
  }, 60_000);

  it("finds this run's check run among the commit's, and fails when it is missing or has another conclusion or title", async () => {
    const checkRun = github.checkRuns[0]!;
    // The check run of another job gating the same commit (the self-test's merge job), newer and failed.
    github.checkRuns.push({
      ...structuredClone(checkRun),
      id: checkRun.id + 1,
      conclusion: 'failure',
      completed_at: '2999-01-01T00:00:00Z',
      output: { ...checkRun.output, title: 'Another run.', summary: 'Base URL http://localhost:3000 · 1 request' },
    });
    try {
      const among = await verify(FULL);
      expect(failures(among.stdout)).toEqual([]);
      expect(among.code).toBe(0);

      const otherSha = 'd'.repeat(40);
      const missing = await verify(withFlag('--sha', otherSha));
      expect(missing.code).toBe(1);
      expect(failures(missing.stdout)).toEqual([
        expect.stringMatching(
          new RegExp(
            `^FAIL  the qa-perf check run on ${otherSha}: expected a check run named qa-perf on commit ${otherSha} whose summary counts this run's [\\d,]+ requests; found none$`,
          ),
        ),
      ]);

      const [ours] = github.checkRuns.splice(0, 1);
      try {
        const onlyAnother = await verify(FULL);
        expect(onlyAnother.code).toBe(1);
        expect(failures(onlyAnother.stdout)).toEqual([
          expect.stringMatching(
            /whose summary counts this run's [\d,]+ requests; found 1 named qa-perf, none of them$/,
          ),
        ]);
      } finally {
        github.checkRuns.unshift(ours!);
      }

      const title = checkRun.output.title;
      checkRun.conclusion = 'neutral';
      checkRun.output.title = 'All is well.';
      try {
        const other = await verify(FULL);
        expect(other.code).toBe(1);
        expect(failures(other.stdout)).toEqual([
          `FAIL  the qa-perf check run on ${HEAD_SHA}: expected conclusion success (outcome passed); found neutral`,
          `FAIL  the qa-perf check run on ${HEAD_SHA}: expected the title "The scenario passed."; found "All is well."`,
        ]);
      } finally {
        checkRun.conclusion = 'success';
        checkRun.output.title = title;
      }
    } finally {
      github.checkRuns.splice(1);
    }
  }, 60_000);

  it('fails when the pull request has no comment of the project, two, or one of an earlier run', async () => {
    const [comment] = github.comments.splice(0);
    try {
      const none = await verify(FULL);
      expect(none.code).toBe(1);
      expect(failures(none.stdout)).toEqual([
        `FAIL  one comment on #7 starts with <!-- qa-perf "${PROJECT}" "${WORKFLOW}" -->: expected exactly one such comment; found 0`,
      ]);

      github.comments.push(comment!, { ...comment!, id: comment!.id + 1 });
      const two = await verify(FULL);
      expect(two.code).toBe(1);
      expect(failures(two.stdout)).toEqual([
        `FAIL  one comment on #7 starts with <!-- qa-perf "${PROJECT}" "${WORKFLOW}" -->: expected exactly one such comment; found 2 (ids ${comment!.id}, ${comment!.id + 1})`,
      ]);

      // One comment, but an earlier run's.
      github.comments.splice(0, github.comments.length, {
        ...comment!,
        body: comment!.body.replace(/qa-perf: the scenario passed/g, 'qa-perf: the scenario failed'),
        updated_at: '2024-01-01T00:00:00Z',
      });
      const stale = await verify(FULL);
      expect(stale.code).toBe(1);
      expect(failures(stale.stdout)).toEqual([
        expect.stringMatching(
          /: expected comment \d+ updated at or after the run's start .*; found 2024-01-01T00:00:00Z$/,
        ),
        expect.stringMatching(/: expected comment \d+ to say “qa-perf: the scenario passed”; it does not$/),
      ]);
    } finally {
      github.comments.splice(0, github.comments.length, comment!);
    }
  }, 60_000);

  it("fails when a shard's counts do not add up to the merged run's, or a shard is missing", async () => {
    const shards = join(root, 'shards-edited');
    await cp(join(workspace, 'shards'), shards, { recursive: true });
    const file = join(shards, 'qa-perf-shard-2/results.json');
    const results = JSON.parse(await readFile(file, 'utf8')) as RunResults;
    // One more ok request than it had: total = ok + failed still holds, and the schema still fits.
    results.scenarios[0]!.requests.total += 1;
    results.scenarios[0]!.requests.ok += 1;
    await writeFile(file, JSON.stringify(results));
    const merged = JSON.parse(await readFile(join(workspace, 'qa-reports/perf/results.json'), 'utf8')) as RunResults;
    const whole = merged.scenarios[0]!.requests;

    const edited = await verify(['--reports', 'qa-reports/perf', '--expect', 'passed', '--shards', shards]);

    expect(edited.code).toBe(1);
    const name = `FAIL  the shards under ${shards} add up to the merged run`;
    expect(failures(edited.stdout)).toEqual([
      `${name}: scenario "Ok": expected requests.total ${whole.total + 1}, the sum of its 2 shards; found ${whole.total} in the merged run`,
      `${name}: scenario "Ok": expected requests.ok ${whole.ok + 1}, the sum of its 2 shards; found ${whole.ok} in the merged run`,
    ]);

    await rm(join(shards, 'qa-perf-shard-1'), { recursive: true });
    const missing = await verify(['--reports', 'qa-reports/perf', '--expect', 'passed', '--shards', shards]);
    expect(missing.code).toBe(1);
    expect(missing.stdout).toMatch(/shard 1\/2 is missing/);
  }, 60_000);

  it('exits 2 on bad arguments, naming each, and checks nothing', async () => {
    const run = await verify(['--expect', 'green', '--pull', '7']);

    expect(run.code).toBe(2);
    expect(run.stdout).toBe('');
    expect(run.stderr).toMatch(/--reports DIR is required/);
    expect(run.stderr).toMatch(/--expect must be one of .*passed.*; found "green"/);
    expect(run.stderr).toMatch(/--pull is read only with --github/);
  }, 60_000);
});
