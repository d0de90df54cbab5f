import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from '@jest/globals';
import {
  createLatencyHistogram,
  decodeHistogram,
  encodeHistogram,
  summarizeLatency,
} from '../../src/engine/record/latency-histogram.js';
import { runLoadTest } from '../../src/engine/run-load-test.js';
import type { LoadTest } from '../../src/loadtest/types.js';
import type { RunResults, ScenarioResult, Shard } from '../../src/results/types.js';
import { serializeResults } from '../../src/results/write-results.js';
import { judgeRun } from '../../src/verdict/judge-run.js';
import { judgeScenario } from '../../src/verdict/outcome.js';
import { loadtool } from '../helpers/cli.js';
import { loadTestOf, startHttpTarget } from '../helpers/engine-run.js';
import { buckets } from '../helpers/histogram-buckets.js';
import { runResults, scenarioResult, thresholdResult } from '../helpers/results.js';
import { useServers } from '../helpers/servers.js';
import { useTempDirs } from '../helpers/temp-dir.js';

// `loadtool merge` (src/merge/, src/pipeline/stages/merge-stage.ts): shards that ran at the same time merged exactly, judged
// and triaged on the whole, and every set of files that is not exactly the shards of one load test refused (exit 2).

const tempDir = useTempDirs();
const servers = useServers();

const FINGERPRINT = 'f'.repeat(64);
const OTHER_FINGERPRINT = '0'.repeat(64);

/** Writes each results into `dir/shard-<index>/results.json`, as download-artifact lays out one artifact per shard. */
async function writeShards(dir: string, shards: readonly RunResults[]): Promise<void> {
  for (const [i, results] of shards.entries()) {
    const folder = join(dir, `shard-${results.shard?.index ?? `whole-${i}`}-${i}`);
    await mkdir(folder, { recursive: true });
    await writeFile(join(folder, 'results.json'), serializeResults(results));
  }
}

async function readMerged(out: string): Promise<RunResults> {
  return JSON.parse(await readFile(join(out, 'results.json'), 'utf8')) as RunResults;
}

/** Returns the bucket-by-bucket sum of encoded histograms. */
function bucketSum(encoded: readonly string[]): Map<number, number> {
  const total = new Map<number, number>();
  for (const histogram of encoded) {
    for (const [value, count] of buckets(decodeHistogram(histogram))) total.set(value, (total.get(value) ?? 0) + count);
  }
  return total;
}

const sumOf = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);

/** Returns the counts summed key by key. */
function countsSum(counts: ReadonlyArray<Record<string, number | undefined>>): Record<string, number> {
  const total: Record<string, number> = {};
  for (const entry of counts)
    for (const [key, count] of Object.entries(entry)) total[key] = (total[key] ?? 0) + (count ?? 0);
  return total;
}

/** Runs shard `index` of 4 of the load test with the real engine, judged as `loadtool run --shard` judges it. */
async function runShard(loadTest: LoadTest, shard: Shard): Promise<RunResults> {
  const results = judgeRun(await runLoadTest(loadTest, { env: {}, shard }), loadTest);
  // The fingerprint is the load test's: the same for every shard (set by the run stage when the engine does not).
  return { ...results, fingerprint: results.fingerprint ?? FINGERPRINT };
}

describe('loadtool merge of 4 shards run with the real engine at the same time', () => {
  it('sums the counters, adds the histograms bucket by bucket, sums the rounds by index and the users', async () => {
    let served = 0;
    const target = await startHttpTarget(servers, (_request, response) => {
      // One response in 7 is a 503, so that categories and statuses have more than one key.
      response.statusCode = ++served % 7 === 0 ? 503 : 200;
      setTimeout(() => response.end('{"ok":true}'), 2);
    });
    const loadTest = loadTestOf(target.url, [
      { name: 'Items', concurrentUsers: 10, duration: '2s', rounds: 2, thresholds: { p99: '5000ms' } },
    ]);
    const shards = await Promise.all([1, 2, 3, 4].map((index) => runShard(loadTest, { index, count: 4 })));
    const dir = await tempDir();
    await writeShards(dir, shards);
    const out = join(dir, 'merged');

    const run = await loadtool(['merge', dir, '--out', out]);

    expect(run.stderr).toBe('');
    const merged = await readMerged(out);
    expect(run.code).toBe(merged.outcome === 'passed' ? 0 : 1);
    expect(run.stdout).toContain('Merged 4 shards');
    expect(merged.shard).toBeNull();
    expect(merged.fingerprint).toBe(FINGERPRINT);
    const parts = shards.map((shard) => shard.scenarios[0]!);
    const whole = merged.scenarios[0]!;
    // 10 users in 4 shards: 3, 3, 2, 2, adding up to the whole.
    expect(parts.map((part) => part.concurrentUsers)).toEqual([3, 3, 2, 2]);
    expect(whole.concurrentUsers).toBe(10);
    expect(whole.requests.total).toBe(sumOf(parts.map((part) => part.requests.total)));
    expect(whole.requests.ok).toBe(sumOf(parts.map((part) => part.requests.ok)));
    expect(whole.requests.failed).toBe(sumOf(parts.map((part) => part.requests.failed)));
    expect(whole.requests.byCategory).toEqual(countsSum(parts.map((part) => part.requests.byCategory)));
    expect(whole.requests.byStatus).toEqual(countsSum(parts.map((part) => part.requests.byStatus)));
    expect(Object.keys(whole.requests.byStatus).sort()).toEqual(['200', '503']);
    expect(whole.bytesReceived).toBe(sumOf(parts.map((part) => part.bytesReceived)));
    expect(sumOf(whole.timeline.map((second) => second.requests))).toBe(
      sumOf(parts.flatMap((part) => part.timeline.map((second) => second.requests))),
    );
    // The merged histogram is the sum of the shards', bucket for bucket, and its summary is computed from it.
    expect(buckets(decodeHistogram(whole.histogram))).toEqual(bucketSum(parts.map((part) => part.histogram)));
    expect(whole.latencyMs.max).toBe(Math.max(...parts.map((part) => part.latencyMs.max)));
    // Rounds ran at the same time on every shard: round i of the whole is round i of each, added.
    expect(whole.rounds).toHaveLength(2);
    for (const [i, round] of whole.rounds!.entries()) {
      const shardRounds = parts.map((part) => part.rounds![i]!);
      expect(round.requests.total).toBe(sumOf(shardRounds.map((r) => r.requests.total)));
      expect(round.requests.ok).toBe(sumOf(shardRounds.map((r) => r.requests.ok)));
      expect(buckets(decodeHistogram(round.histogram))).toEqual(bucketSum(shardRounds.map((r) => r.histogram)));
    }
    // The threshold is judged on the whole: its actual value is the merged p99.
    expect(whole.thresholds).toEqual([thresholdResult('p99', 5000, whole.latencyMs.p99, whole.thresholds[0]!.line)]);
    const summary = await readFile(join(out, 'summary.md'), 'utf8');
    expect(summary).toContain('Items');
    expect(await readFile(join(out, 'junit.xml'), 'utf8')).toContain('<testsuite');
  }, 30_000);
});

/** Returns an encoded histogram of `fast` latencies of 10 ms and `slow` of `slowMs`. */
function histogramOf(fast: number, slow: number, slowMs = 2000): string {
  const histogram = createLatencyHistogram();
  histogram.recordValueWithCount(10_000, fast);
  if (slow > 0) histogram.recordValueWithCount(slowMs * 1000, slow);
  return encodeHistogram(histogram);
}

/** Returns a scenario of one shard as the engine measured it, judged alone against `thresholds` as its shard judged it. */
function shardScenario(figures: Partial<ScenarioResult>, thresholds: ScenarioResult['thresholds']): ScenarioResult {
  const { histogram = histogramOf(100, 0), requests, ...rest } = figures;
  const total = requests?.total ?? 100;
  const measured = scenarioResult({
    name: 'Checkout',
    endpoint: 'POST /checkout',
    concurrentUsers: 2,
    durationSeconds: 4,
    requests: requests ?? { total, ok: total, failed: 0, byCategory: {}, byStatus: { '200': total } },
    histogram,
    latencyMs: { min: 10, mean: 10, p50: 10, p90: 10, p95: 10, p99: 10, p999: 10, max: 10 },
    rps: total / 4,
    ...rest,
  });
  const latencyMs = summarizeLatency(decodeHistogram(histogram));
  return judgeScenario({ ...measured, latencyMs }, thresholds);
}

/** Returns a shard's results around its scenarios, of shard `index` of `count`, with the load test's fingerprint. */
function shardOf(index: number, scenarios: ScenarioResult[], count = 4, fingerprint = FINGERPRINT): RunResults {
  return runResults(scenarios, {
    outcome: scenarios.every((scenario) => scenario.outcome === 'passed') ? 'passed' : 'failed',
    shard: { index, count },
    fingerprint,
    startedAt: '2026-01-01T10:00:00.000Z',
    finishedAt: '2026-01-01T10:00:05.000Z',
  });
}

async function mergeOf(shards: readonly RunResults[]) {
  const dir = await tempDir();
  await writeShards(dir, shards);
  const out = join(dir, 'merged');
  const run = await loadtool(['merge', dir, '--out', out]);
  return { ...run, dir, merged: run.code === 2 ? undefined : await readMerged(out) };
}

describe('loadtool merge judges the whole, not the shards', () => {
  it('fails the whole where each shard alone passed: the seconds without an ok response add up to an outage', async () => {
    // Each shard saw the service fail in one second only (its users waited on timeouts in the others): alone, one such
    // second is no outage; together, seconds 1 and 2 of the run had failures and not one ok response.
    const okSecond = (second: number) => ({ second, requests: 25, errors: 0, p50: 10, p95: 10, p99: 10 });
    const timelines = [1, 2, 1, 2].map((failing) => [
      okSecond(0),
      ...[1, 2].map((second) =>
        second === failing
          ? { second, requests: 5, errors: 5, p50: 0, p95: 0, p99: 0 }
          : { second, requests: 0, errors: 0, p50: 0, p95: 0, p99: 0 },
      ),
      okSecond(3),
    ]);
    const requests = { total: 55, ok: 50, failed: 5, byCategory: { http5xx: 5 }, byStatus: { '200': 50, '503': 5 } };
    const thresholds = [thresholdResult('errorRate', 10, undefined, 12)];
    const shards = timelines.map((timeline, i) =>
      shardOf(i + 1, [shardScenario({ timeline, requests, histogram: histogramOf(50, 0) }, thresholds)]),
    );
    expect(shards.map((shard) => shard.scenarios[0]!.outcome)).toEqual(['passed', 'passed', 'passed', 'passed']);

    const { code, merged } = await mergeOf(shards);

    expect(code).toBe(1);
    const whole = merged!.scenarios[0]!;
    expect(whole.outcome).toBe('failed');
    expect(whole.failedChecks).toEqual([expect.objectContaining({ check: 'availability', fromSecond: 1 })]);
    expect(whole.thresholds).toEqual([thresholdResult('errorRate', 10, 9.091, 12)]);
    expect(whole.triage?.category).toBe('unavailable');
    expect(merged!.outcome).toBe('failed');
  });

  it('passes the whole where one shard alone breached: its slow tail is under 1% of the whole, and the rate adds up', async () => {
    // Shard 1 got 2 slow responses of 100 (its p99 is 2 s); the whole has 2 of 400, so its p99 is 10 ms. Each shard
    // alone sends 25 requests/s against a minimum of 80 for the scenario; together they send 100.
    const thresholds = [thresholdResult('p99', 500, undefined, 12), thresholdResult('rps', 80, undefined, 13)];
    const shards = [1, 2, 3, 4].map((index) =>
      shardOf(index, [
        shardScenario({ histogram: index === 1 ? histogramOf(98, 2) : histogramOf(100, 0) }, thresholds),
      ]),
    );
    expect(shards.map((shard) => shard.scenarios[0]!.thresholds.map(({ passed }) => passed))).toEqual([
      [false, false],
      [true, false],
      [true, false],
      [true, false],
    ]);

    const { code, merged, stdout } = await mergeOf(shards);

    expect(code).toBe(0);
    const whole = merged!.scenarios[0]!;
    expect(whole.outcome).toBe('passed');
    expect(whole.latencyMs.p99).toBeCloseTo(10, 1);
    expect(whole.latencyMs.max).toBeCloseTo(2000, -1);
    expect(whole.rps).toBe(100);
    expect(whole.thresholds.map(({ key, passed }) => [key, passed])).toEqual([
      ['p99', true],
      ['rps', true],
    ]);
    expect(whole.triage).toBeNull();
    expect(stdout).toContain('Merged 4 shards');
  });

  it('a scenario with fewer users than shards: the shards without users are not judged, the whole is', async () => {
    const thresholds = [thresholdResult('okRate', 99, undefined, 12)];
    const empty = {
      concurrentUsers: 0,
      requests: { total: 0, ok: 0, failed: 0, byCategory: {}, byStatus: {} },
      histogram: histogramOf(0, 0),
      rps: 0,
    };
    const shards = [1, 2, 3, 4].map((index) =>
      shardOf(index, [shardScenario(index <= 2 ? { concurrentUsers: 1 } : empty, thresholds)]),
    );

    const { code, merged } = await mergeOf(shards);

    expect(code).toBe(0);
    expect(merged!.scenarios[0]).toMatchObject({ outcome: 'passed', concurrentUsers: 2, requests: { total: 200 } });
  });

  it('says the whole accepted any certificate when a shard did (tls.insecure)', async () => {
    const shards = [1, 2].map((index) => ({
      ...shardOf(index, [shardScenario({ concurrentUsers: 1 }, [])], 2),
      ...(index === 2 && { insecureTls: true as const }),
    }));

    const { code, merged } = await mergeOf(shards);

    expect(code).toBe(0);
    expect(merged!.insecureTls).toBe(true);
  });
});

describe('loadtool merge refuses what is not exactly the shards of one load test (exit 2, naming it)', () => {
  const passing = () => [shardScenario({}, [thresholdResult('p99', 500, undefined, 12)])];
  const cases: Array<{ what: string; shards: () => RunResults[]; expected: RegExp[] }> = [
    {
      what: 'a missing shard',
      shards: () => [1, 2, 4].map((index) => shardOf(index, passing())),
      expected: [
        /shard-1-0\/results\.json: shard: shard 3\/4 is missing: the run has 4 shards and only 1, 2, 4 were given/,
      ],
    },
    {
      what: 'a repeated shard',
      shards: () => [1, 2, 3, 4, 2].map((index) => shardOf(index, passing())),
      expected: [
        /shard-2-4\/results\.json: shard\.index: repeats shard 2\/4, already read from .*shard-2-1\/results\.json/,
      ],
    },
    {
      what: 'a shard of another load test',
      shards: () =>
        [1, 2, 3, 4].map((index) => shardOf(index, passing(), 4, index === 3 ? OTHER_FINGERPRINT : FINGERPRINT)),
      expected: [
        /shard-3-2\/results\.json: fingerprint: is shard 3\/4 of another load test \(fingerprint 000000000000…/,
      ],
    },
    {
      what: 'a shard of a run in another number of shards',
      shards: () => [...[1, 2, 3, 4].map((index) => shardOf(index, passing())), shardOf(5, passing(), 5)],
      expected: [/shard-5-4\/results\.json: shard\.count: is shard 5\/5, of a run in 5 shards, but .* is of 4/],
    },
    {
      what: 'the results of a whole run',
      shards: () => [...[1, 2, 3, 4].map((index) => shardOf(index, passing())), runResults(passing())],
      expected: [
        /shard-whole-4-4\/results\.json: shard: is the results of a whole run \(shard: null\), not of a shard/,
      ],
    },
  ];

  it.each(cases)('$what', async ({ shards, expected }) => {
    const { code, stderr, dir } = await mergeOf(shards());

    expect(code).toBe(2);
    for (const pattern of expected) expect(stderr).toMatch(pattern);
    expect(stderr.startsWith(dir)).toBe(true);
  });

  it('a file that is not a results.json, and a folder with none', async () => {
    const dir = await tempDir();
    await writeFile(join(dir, 'notes.json'), '{"hello":1}');
    const notResults = await loadtool(['merge', join(dir, 'notes.json')]);
    expect(notResults.code).toBe(2);
    expect(notResults.stderr).toContain(`${join(dir, 'notes.json')}: is not a results.json of version 1`);

    const empty = await loadtool(['merge', dir, '--out', join(dir, 'out')]);
    expect(empty.code).toBe(2);
    expect(empty.stderr).toContain(`${dir}: holds no results.json`);
  });

  it('merging again into the same folder does not read the last merge', async () => {
    const shards = [1, 2].map((index) => shardOf(index, passing(), 2));
    const dir = await tempDir();
    await writeShards(dir, shards);
    const out = join(dir, 'merged');
    expect((await loadtool(['merge', dir, '--out', out])).code).toBe(0);
    const again = await loadtool(['merge', dir, '--out', out]);
    expect(again.stderr).toBe('');
    expect(again.code).toBe(0);
  });
});
