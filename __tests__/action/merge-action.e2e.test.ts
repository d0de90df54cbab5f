import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from '@jest/globals';
import {
  createLatencyHistogram,
  encodeHistogram,
  summarizeLatency,
} from '../../src/engine/record/latency-histogram.js';
import type { RunResults } from '../../src/results/types.js';
import { serializeResults } from '../../src/results/write-results.js';
import { runActionOnPullRequest } from '../helpers/bundle.js';
import { startFakeGitHub, type FakeGitHub } from '../helpers/fake-github.js';
import { writeOkProject } from '../helpers/qa-config.js';
import { runResults, scenarioResult, thresholdResult } from '../helpers/results.js';
import { useServers } from '../helpers/servers.js';
import { useTempDirs } from '../helpers/temp-dir.js';

// The action's modes end to end, as the matrix workflow of the README runs them: the bundled action (dist/index.js)
// in `mode: shard` (its part of the load, no comment, no check run) and `mode: merge` (no load; the shards' results
// merged, judged on the whole, and reported once), against a fake GitHub.

const tempDir = useTempDirs();
const servers = useServers();

const TOKEN = 'ghs_matrix0123456789abc';
const FINGERPRINT = 'c'.repeat(64);

async function fakeGitHub(): Promise<FakeGitHub> {
  const github = await startFakeGitHub({ owner: 'acme', repo: 'shop', pr: 7, token: TOKEN });
  servers.push(github.server);
  return github;
}

/** A system under test whose every answer takes `delayMs`. */
async function startTarget(delayMs: number): Promise<string> {
  const server = createServer((_request, response) => {
    setTimeout(() => response.end('{}'), delayMs);
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** Runs dist/index.js on a pull_request event of PR #7 with these inputs and the token, GitHub being the fake. */
function runAction(workspace: string, github: FakeGitHub, inputs: Record<string, string>) {
  return runActionOnPullRequest(workspace, github.url, { 'github-token': TOKEN, ...inputs });
}

/** Returns shard `index` of `count` of the project's one scenario `Ok`: `requests` ok responses of 10 ms. */
function shard(index: number, count: number, requests: number): RunResults {
  const histogram = createLatencyHistogram();
  histogram.recordValueWithCount(10_000, requests);
  const encoded = encodeHistogram(histogram);
  return runResults(
    [
      scenarioResult({
        name: 'Ok',
        endpoint: 'GET /ok',
        line: 4,
        concurrentUsers: 1,
        durationSeconds: 1,
        requests: { total: requests, ok: requests, failed: 0, byCategory: {}, byStatus: { '200': requests } },
        histogram: encoded,
        latencyMs: summarizeLatency(histogram),
        rps: requests,
        timeline: [{ second: 0, requests, errors: 0, p50: 10, p95: 10, p99: 10 }],
        thresholds: [thresholdResult('p99', 5000, 10, 8), thresholdResult('okRate', 50, 100, 8)],
      }),
    ],
    { shard: { index, count }, fingerprint: FINGERPRINT },
  );
}

/** Writes the shards as download-artifact lays them out: `shards/<artifact name>/results.json`. */
async function downloadShards(workspace: string, shards: readonly RunResults[]): Promise<void> {
  for (const results of shards) {
    const folder = join(workspace, 'shards', `qa-perf-shard-${results.shard!.index}`);
    await mkdir(folder, { recursive: true });
    await writeFile(join(folder, 'results.json'), serializeResults(results));
  }
}

describe('the bundled action in mode: merge', () => {
  it('sends no load, merges the shards, and creates exactly one comment and one check run', async () => {
    // The base URL answers nothing: a merge job must not send any load.
    const workspace = await writeOkProject(await tempDir(), 'shop', 'http://127.0.0.1:9');
    await downloadShards(workspace, [shard(1, 3, 40), shard(2, 3, 30), shard(3, 3, 30)]);
    const github = await fakeGitHub();

    const run = await runAction(workspace, github, { mode: 'merge', 'merge-from': 'shards' });

    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.outputs.outcome).toBe('passed');
    expect(github.comments).toHaveLength(1);
    expect(github.checkRuns).toHaveLength(1);
    expect(github.checkRuns[0]!.conclusion).toBe('success');
    expect(github.comments[0]!.body).toContain('Ok');
    const merged = JSON.parse(await readFile(join(workspace, 'qa-reports/perf/results.json'), 'utf8')) as RunResults;
    expect(merged.shard).toBeNull();
    expect(merged.fingerprint).toBe(FINGERPRINT);
    expect(merged.scenarios[0]!.requests.total).toBe(100);
    expect(merged.scenarios[0]!.concurrentUsers).toBe(3);
    expect(run.stdout).toMatch(/Merged 3 shards/);
    expect(run.summary).toContain('Ok');
  }, 60_000);

  it('a missing shard fails the step, naming it, in one comment and one check run', async () => {
    const workspace = await writeOkProject(await tempDir(), 'shop', 'http://127.0.0.1:9');
    await downloadShards(workspace, [shard(1, 3, 40), shard(3, 3, 30)]);
    const github = await fakeGitHub();

    const run = await runAction(workspace, github, { mode: 'merge', 'merge-from': 'shards' });

    expect(run.code).toBe(1);
    expect(run.stdout).toMatch(/shard 2\/3 is missing: the run has 3 shards and only 1, 3 were given/);
    expect(github.comments).toHaveLength(1);
    expect(github.checkRuns).toHaveLength(1);
  }, 60_000);

  it('refuses mode merge without merge-from, naming the input', async () => {
    const workspace = await writeOkProject(await tempDir(), 'shop', 'http://127.0.0.1:9');
    const github = await fakeGitHub();

    const run = await runAction(workspace, github, { mode: 'merge' });

    expect(run.code).toBe(1);
    expect(run.stdout).toMatch(/Input merge-from is required with mode: merge/);
  }, 60_000);
});

describe('the bundled action in mode: shard', () => {
  it('runs its part of the load and writes its results; no comment, no check run, a breach does not fail', async () => {
    const target = await startTarget(5);
    const workspace = await writeOkProject(await tempDir(), 'shop', target);
    // A p99 of at most 1 ms against a server that takes 5 ms: this shard alone breaches.
    await writeFile(
      join(workspace, 'load-tests/loadtool.yaml'),
      `version: 1\nbaseUrl: ${target}\nscenarios:\n  - name: Ok\n    endpoint: GET /ok\n    concurrentUsers: 4\n    duration: 1s\n    thresholds: { p99: 1ms }\n`,
    );
    const github = await fakeGitHub();

    const run = await runAction(workspace, github, { mode: 'shard', shard: '2/2' });

    expect(run.code).toBe(0);
    expect(run.outputs.outcome).toBe('failed');
    expect(run.stdout).not.toMatch(/^::error/m);
    expect(github.comments).toHaveLength(0);
    expect(github.checkRuns).toHaveLength(0);
    expect(github.requests).toHaveLength(0);
    const results = JSON.parse(await readFile(join(workspace, 'qa-reports/perf/results.json'), 'utf8')) as RunResults;
    expect(results.shard).toEqual({ index: 2, count: 2 });
    expect(results.fingerprint).toMatch(/^[0-9a-f]{64}$/);
    expect(results.scenarios[0]!.concurrentUsers).toBe(2);
    expect(run.summary).toContain('Shard 2/2 of a sharded run');
  }, 60_000);

  it('refuses mode shard without shard, naming the input, and still posts nothing', async () => {
    const workspace = await writeOkProject(await tempDir(), 'shop', 'http://127.0.0.1:9');
    const github = await fakeGitHub();

    const run = await runAction(workspace, github, { mode: 'shard' });

    expect(run.code).toBe(1);
    expect(run.stdout).toMatch(/Input shard is required with mode: shard/);
    expect(github.comments).toHaveLength(0);
    expect(github.checkRuns).toHaveLength(0);
  }, 60_000);
});
