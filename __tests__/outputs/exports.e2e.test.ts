// `loadtool report --format openmetrics|prometheus|k6-summary` read by the real tools they are for: Prometheus
// scraping the OpenMetrics text, promtool's lint and Debian's Pushgateway taking the text format, and k6-html-reporter
// rendering the k6 summary; each gives back results.json's figures.
import { spawnSync } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it, jest } from '@jest/globals';
import { generateSummaryReport } from 'k6-html-reporter';
import { stringify } from 'yaml';
import type { RunResults } from '../../src/results/types.js';
import { METRICS_TEXT_TYPES } from '../../src/outputs/metrics-text.js';
import { loadtool } from '../helpers/cli.js';
import { startEveryNthFailing, startHttpTarget } from '../helpers/engine-run.js';
import { useServers } from '../helpers/servers.js';
import { useTempDirs } from '../helpers/temp-dir.js';
import { usePrometheus, usePushgateway } from './prometheus-server.js';

const servers = useServers();
const tempDir = useTempDirs();
const startPrometheus = usePrometheus(tempDir);
const startPushgateway = usePushgateway();

/** A name that needs each escape of a label value: a double quote and a backslash. */
const NAME = 'List "pets" \\ all';

/**
 * Runs 2 s of a scenario against a server that fails one request in four with a 500 (its errorRate threshold fails,
 * its p95 one passes) and a two-step flow; returns results.json and its path.
 */
async function measuredRun(): Promise<{ results: RunResults; file: string }> {
  const target = await startEveryNthFailing(servers, 4);
  const dir = await tempDir();
  const scenarios = [
    {
      name: NAME,
      endpoint: 'GET /pets',
      concurrentUsers: 2,
      duration: '2s',
      thinkTime: '5ms',
      thresholds: { p95: '10s', errorRate: '1%' },
    },
    {
      name: 'Journey',
      concurrentUsers: 1,
      duration: '2s',
      thinkTime: '5ms',
      flow: [
        { name: 'All', endpoint: 'GET /pets' },
        { name: 'One', endpoint: 'GET /pets/1', thresholds: { p99: '10s' } },
      ],
    },
  ];
  await writeFile(join(dir, 'loadtool.yaml'), stringify({ version: 1, baseUrl: target.url, scenarios }));
  const { code } = await loadtool(['run', join(dir, 'loadtool.yaml'), '--out', join(dir, 'out')]);
  expect(code).toBe(1);
  const file = join(dir, 'out', 'results.json');
  return { results: JSON.parse(await readFile(file, 'utf8')) as RunResults, file };
}

async function exported(file: string, format: string): Promise<string> {
  const { code, stdout, stderr } = await loadtool(['report', file, '--format', format]);
  expect(stderr).toBe('');
  expect(code).toBe(0);
  return stdout;
}

describe('loadtool report --format openmetrics and prometheus', () => {
  it('is OpenMetrics that Prometheus scrapes: counters, every label and the summary equal results.json', async () => {
    const { results, file } = await measuredRun();
    const text = await exported(file, 'openmetrics');
    const target = await startHttpTarget(servers, (_request, response) => {
      response.writeHead(200, { 'content-type': METRICS_TEXT_TYPES.openmetrics });
      response.end(text);
    });
    const prometheus = await startPrometheus({
      native: false,
      scrape: { target: new URL(target.url).host, path: '/metrics' },
    });
    // Prometheus's OpenMetrics parser is strict (`# EOF`, families, units): one clean scrape, or its error.
    let up: Array<{ value: number }> = [];
    for (const deadline = Date.now() + 20_000; up.length === 0 && Date.now() < deadline;) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      up = await prometheus.query('up{job="export"}');
    }
    const targets = (await (await fetch(`${prometheus.url}/api/v1/targets`)).json()) as {
      data: { activeTargets: Array<{ lastError: string }> };
    };
    expect(targets.data.activeTargets.map(({ lastError }) => lastError)).toEqual(['']);
    expect(up.map(({ value }) => value)).toEqual([1]);
    const [list, journey] = results.scenarios;
    const quoted = JSON.stringify(NAME);
    const [ok] = await prometheus.query(`loadtool_requests_total{scenario=${quoted},outcome="ok"}`);
    const [failed] = await prometheus.query(`loadtool_requests_total{scenario=${quoted},outcome="failed"}`);
    expect([ok?.value, failed?.value]).toEqual([list!.requests.ok, list!.requests.failed]);
    expect(list!.requests.failed).toBeGreaterThan(0);
    const [p95] = await prometheus.query(`loadtool_request_duration_seconds{scenario=${quoted},quantile="0.95"}`);
    expect(p95!.value * 1000).toBeCloseTo(list!.latencyMs.p95, 6);
    const steps = await prometheus.query('loadtool_requests_total{scenario="Journey",outcome="ok",step!=""}');
    expect(Object.fromEntries(steps.map(({ metric, value }) => [metric['step'], value]))).toEqual(
      Object.fromEntries(journey!.steps!.map((step) => [step.name, step.requests.ok])),
    );
    const [count] = await prometheus.query('loadtool_request_duration_seconds_count{scenario="Journey",step="One"}');
    expect(count?.value).toBe(journey!.steps![1]!.requests.total);
  }, 40_000);

  it('is the text format that promtool lints clean and the Pushgateway takes as typed counters', async () => {
    const { results, file } = await measuredRun();
    const text = await exported(file, 'prometheus');
    const lint = spawnSync('/usr/bin/promtool', ['check', 'metrics'], { input: text, encoding: 'utf8' });
    expect(lint.stdout + lint.stderr).toBe('');
    expect(lint.status).toBe(0);
    const gateway = await startPushgateway();
    const pushed = await fetch(`${gateway}/metrics/job/loadtool`, {
      method: 'PUT',
      headers: { 'content-type': METRICS_TEXT_TYPES.prometheus },
      body: text,
    });
    expect(`${pushed.status} ${await pushed.text()}`).toBe('200 ');
    const served = await (await fetch(`${gateway}/metrics`)).text();
    expect(served).toContain('# TYPE loadtool_requests_total counter');
    expect(served).toContain('# TYPE loadtool_request_duration_seconds summary');
    const list = results.scenarios[0]!;
    const line = served
      .split('\n')
      .find(
        (one) =>
          one.startsWith('loadtool_requests_total{') && one.includes('outcome="failed"') && !one.includes('Journey'),
      );
    expect(line).toContain('scenario="List \\"pets\\" \\\\ all"');
    expect(Number(line!.split(' ').at(-1))).toBe(list.requests.failed);
  }, 40_000);
});

describe('loadtool report --format k6-summary', () => {
  it('is read by k6-html-reporter: the thresholds met and not met, and the requests, are results.json`s', async () => {
    const { results, file } = await measuredRun();
    const summary = JSON.parse(await exported(file, 'k6-summary')) as {
      metrics: Record<string, { values: Record<string, number> }>;
    };
    const requests = results.scenarios
      .flatMap((one) => one.steps ?? [one])
      .reduce((n, one) => n + one.requests.total, 0);
    expect(summary.metrics['http_reqs']?.values['count']).toBe(requests);
    const dir = await tempDir();
    await writeFile(join(dir, 'summary.json'), JSON.stringify(summary));
    // It says where it wrote on the console, which is the test's.
    const said = jest.spyOn(console, 'log').mockImplementation(() => undefined);
    generateSummaryReport({ jsonFile: join(dir, 'summary.json'), output: join(dir, 'html') });
    said.mockRestore();
    const html = (await readFile(join(dir, 'html', 'report.html'), 'utf8')).replace(/\s+/g, ' ');
    const thresholds = results.scenarios.flatMap((one) => [one, ...(one.steps ?? [])]).flatMap((one) => one.thresholds);
    const notMet = thresholds.filter(({ passed }) => !passed).length;
    expect(notMet).toBe(1);
    expect(html).toContain('1 threshold was not met');
    expect(html).toContain(`passes: ${thresholds.length - notMet}`);
    expect(html).toContain(`fails: ${notMet}`);
  }, 40_000);
});
