// Live metrics pushed to a real Prometheus (Debian's, remote write receiver on): a run's counters and p95 queried back
// equal results.json's; native histograms with the feature flag, summaries without it.
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { stringify } from 'yaml';
import type { RunResults } from '../../src/results/types.js';
import { loadtool } from '../helpers/cli.js';
import { startEveryNthFailing } from '../helpers/engine-run.js';
import { useServers } from '../helpers/servers.js';
import { useTempDirs } from '../helpers/temp-dir.js';
import { usePrometheus } from './prometheus-server.js';
import { bucketUpperBound, EXPONENTIAL_SCHEMA } from '../../src/outputs/exponential-buckets.js';

const servers = useServers();
const tempDir = useTempDirs();
const startPrometheus = usePrometheus(tempDir);

/** One bucket of the native histograms: a quantile read from them lies within a factor of this of the true one. */
const BUCKET_FACTOR = bucketUpperBound(1, EXPONENTIAL_SCHEMA);

/** Runs 2 s of 3 users against a server that fails one request in four with a 500; returns results.json. */
async function runAgainst(
  metricsOut: string,
  runId: string,
  flags: string[] = [],
): Promise<{ results: RunResults; log: string }> {
  const target = await startEveryNthFailing(servers, 4);
  const dir = await tempDir();
  const file = join(dir, 'loadtool.yaml');
  const scenarios = [{ name: 'List', endpoint: 'GET /pets', concurrentUsers: 3, duration: '2s', thinkTime: '5ms' }];
  await writeFile(file, stringify({ version: 1, baseUrl: target.url, scenarios }));
  const out = join(dir, 'out');
  const { code, stdout, stderr } = await loadtool(['run', file, '--metrics-out', metricsOut, ...flags, '--out', out], {
    LOADTOOL_RUN_ID: runId,
  });
  expect(stderr).not.toContain('push failed');
  expect([0, 1]).toContain(code);
  return { results: JSON.parse(await readFile(join(out, 'results.json'), 'utf8')) as RunResults, log: stdout + stderr };
}

describe('prometheus remote write', () => {
  it('pushes counters equal to results.json and a native histogram whose p95 is results.json within a bucket', async () => {
    const prometheus = await startPrometheus({ native: true });
    const { results, log } = await runAgainst(`prometheus-rw=${prometheus.writeUrl}`, 'native-1');
    const scenario = results.scenarios[0]!;
    const selector = '{run_id="native-1",scenario="List",shard="1/1"}';
    const [ok] = await prometheus.query(`loadtool_requests_total{run_id="native-1",outcome="ok"}`);
    const [failed] = await prometheus.query(`loadtool_requests_total{run_id="native-1",outcome="failed"}`);
    expect(ok?.value).toBe(scenario.requests.ok);
    expect(failed?.value).toBe(scenario.requests.failed);
    expect(scenario.requests.failed).toBeGreaterThan(0);
    const errors = await prometheus.query(`loadtool_errors_total${selector}`);
    expect(Object.fromEntries(errors.map(({ metric, value }) => [metric.category, value]))).toEqual(
      scenario.requests.byCategory,
    );
    const [count] = await prometheus.query(`histogram_count(loadtool_request_duration_seconds${selector})`);
    expect(count?.value).toBe(scenario.requests.ok + scenario.requests.failed);
    const [p95] = await prometheus.query(`histogram_quantile(0.95, loadtool_request_duration_seconds${selector})`);
    const p95Ms = p95!.value * 1000;
    expect(p95Ms).toBeGreaterThanOrEqual(scenario.latencyMs.p95 / BUCKET_FACTOR);
    expect(p95Ms).toBeLessThanOrEqual(scenario.latencyMs.p95 * BUCKET_FACTOR);
    const [users] = await prometheus.query(`loadtool_users${selector}`);
    expect(users?.value).toBe(3);
    expect(log).toMatch(/metrics to \S+: \d+ pushes, 0 dropped/);
    // Every expression of the Grafana dashboard is PromQL this Prometheus evaluates.
    const dashboard = JSON.parse(await readFile('examples/grafana/loadtool-dashboard.json', 'utf8')) as {
      panels: Array<{ targets: Array<{ expr: string }> }>;
    };
    for (const { expr } of dashboard.panels.flatMap(({ targets }) => targets))
      await prometheus.query(
        expr.replaceAll('$run_id', 'native-1').replaceAll('$scenario', '.*').replaceAll('$__rate_interval', '1m'),
      );
  }, 30_000);

  it('falls back to a summary whose p95 is results.json exactly where native histograms are off, with workers', async () => {
    const prometheus = await startPrometheus({ native: false });
    const { results } = await runAgainst(`experimental-prometheus-rw=${prometheus.writeUrl}`, 'summary-1', [
      '--workers',
      '2',
      '--force-workers',
    ]);
    const scenario = results.scenarios[0]!;
    const selector = 'run_id="summary-1",scenario="List"';
    const [ok] = await prometheus.query(`loadtool_requests_total{${selector},outcome="ok"}`);
    expect(ok?.value).toBe(scenario.requests.ok);
    const [p95] = await prometheus.query(`loadtool_request_duration_seconds{${selector},quantile="0.95"}`);
    expect(p95!.value * 1000).toBeCloseTo(scenario.latencyMs.p95, 6);
    const [count] = await prometheus.query(`loadtool_request_duration_seconds_count{${selector}}`);
    expect(count?.value).toBe(scenario.requests.total);
  }, 30_000);
});
