import { execFileSync } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { createLatencyHistogram, encodeHistogram } from '../../../src/engine/record/latency-histogram.js';
import { DISTRIBUTION_X, percentileCurve } from '../../../src/report/html/chart-data.js';
import { renderHtmlReport } from '../../../src/report/html/render-html.js';
import type { ScenarioResult } from '../../../src/results/types.js';
import { loadtool } from '../../helpers/cli.js';
import { runResults, scenarioResult, thresholdResult } from '../../helpers/results.js';
import { useTempDirs } from '../../helpers/temp-dir.js';

const ROOT = resolve(import.meta.dirname, '../../..');
const tempDir = useTempDirs();
const HOSTILE = ['</script><script>alert(1)</script>', '<img src=x onerror=alert(1)>'];

/** Returns a histogram of `count` latencies from 1 ms with a long tail, encoded as results.json keeps it. */
function histogramOf(count: number, seed: number): string {
  const histogram = createLatencyHistogram();
  for (let i = 0; i < count; i++)
    histogram.recordValue(1000 + ((i * 7919 + seed) % 20_000) + (i % 997 === 0 ? 900_000 : 0));
  return encodeHistogram(histogram);
}

/** Returns a ten-minute scenario as the engine writes one: 600 seconds of timeline, thresholds, samples. */
function tenMinutes(index: number, histogram: string): ScenarioResult {
  return scenarioResult({
    name: `scenario number ${index} of the long run`,
    endpoint: `GET /api/v1/resources/${index}/items`,
    outcome: index % 3 === 0 ? 'failed' : 'passed',
    durationSeconds: 600,
    requests: {
      total: 600_000,
      ok: 599_000,
      failed: 1000,
      byCategory: { http5xx: 800, timeout: 200 },
      byStatus: { '200': 599_000, '500': 600, '503': 200 },
    },
    histogram,
    timeline: Array.from({ length: 600 }, (_, second) => ({
      second,
      requests: 990 + ((second * 37 + index) % 23),
      errors: (second * 13 + index) % 5,
      p50: 4.123 + (second % 7) * 0.117,
      p95: 11.87 + (second % 11) * 0.731,
      p99: 23.41 + (second % 13) * 1.913,
    })),
    thresholds: [thresholdResult('p95', 20, 14.2, 9), thresholdResult('errorRate', 1, 0.17, 10)],
    samples: [
      { status: 500, category: 'http5xx', body: `{"error":"internal","trace":"${'x'.repeat(260)}"}` },
      { status: 0, category: 'timeout', body: '' },
    ],
    triage:
      index % 3 === 0
        ? { category: 'latency', evidence: 'p95 was 21 ms against 20 ms', nextStep: 'profile the endpoint' }
        : null,
  });
}

describe('report.html', () => {
  const histogram = histogramOf(20_000, 1);

  it('loads nothing from the network: no http(s) URL in any src or href, a policy that allows none', () => {
    const html = renderHtmlReport(runResults([scenarioResult({ histogram })]));
    expect(html).not.toMatch(/\b(?:src|href)\s*=\s*["']?\s*(?:https?:)?\/\//i);
    expect(html).not.toMatch(/<link\b/i);
    expect(html).toContain("default-src 'none'");
    expect(html).toContain(`var uPlot=function`);
  });

  it('keeps hostile names inert: no `</script` in the data, escaped text in the tables, no element injected', () => {
    const scenarios = HOSTILE.map((name, index) =>
      scenarioResult({
        name,
        endpoint: `GET /${name}`,
        histogram,
        outcome: 'failed',
        samples: [{ status: 500, category: 'http5xx', body: name }],
        triage: { category: 'server-errors', evidence: name, nextStep: name },
        steps: [{ ...scenarioResult({ name, histogram }), line: index }],
      }),
    );
    const html = renderHtmlReport(runResults(scenarios), '<b>loadtool.yaml');
    const data = /<script type="application\/json" id="data">([\s\S]*?)<\/script>/.exec(html)![1]!;
    expect(data).not.toMatch(/<\/script|<!--|</i);
    expect(JSON.stringify(JSON.parse(data))).toContain(HOSTILE[0]);
    for (const name of HOSTILE) {
      expect(html).not.toContain(name);
      expect(html).toContain(name.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;'));
    }
    expect(html).not.toContain('<b>loadtool.yaml');
    // Three scripts: the data (not run), uPlot and the page's own.
    expect(html.match(/<script\b/g)).toHaveLength(3);
    expect(html).not.toMatch(/<img\b/);
  });

  it('keeps every scenario of 100 ten-minute ones, with its rows, under 1 MB', () => {
    const scenarios = Array.from({ length: 100 }, (_, index) => tenMinutes(index, histogramOf(5000, index)));
    const html = renderHtmlReport(runResults(scenarios, { outcome: 'failed' }));
    const bytes = Buffer.byteLength(html, 'utf8');
    console.info(`report.html of 100 scenarios × 600 s: ${bytes} bytes`);
    expect(bytes).toBeLessThan(1_000_000);
    for (const [index, scenario] of scenarios.entries()) {
      const section = new RegExp(`<section class="scenario \\w+" id="scenario-${index}">([\\s\\S]*?)</section>`).exec(
        html,
      );
      expect(section).not.toBeNull();
      expect(section![1]).toContain(scenario.name);
      expect(section![1]).toContain('<td><code>p95</code></td>');
      expect(section![1]).toContain('loadtool.yaml:9');
      expect(section![1]).toContain('<td><code>500</code></td>');
      expect(section![1]).toContain('<td><code>http5xx</code></td>');
      expect(section![1]).toContain(`id="scenario-${index}-distribution"`);
      expect(section![1]).toContain(`id="scenario-${index}-timeline"`);
    }
  });

  it('shows a baseline run base against head, with the change and its interval', () => {
    const comparison = {
      rounds: { base: 3, head: 3 },
      confidence: 0.95,
      method: 'Hodges–Lehmann over rounds, Mann–Whitney U',
      verdict: 'regressed' as const,
      p95ByRound: { base: [10, 11, 10.5], head: [14, 15, 14.5] },
      metrics: [
        {
          key: 'p95' as const,
          base: 10.5,
          head: 14.5,
          change: 38.1,
          interval: [30.2, 45.9] as [number, number],
          tolerance: 10,
          unit: '%' as const,
          line: 14,
          verdict: 'regressed' as const,
          detectable: 7.8,
        },
      ],
    };
    const steps = [{ name: '<b>Get pet', rounds: comparison.rounds, confidence: 0.95, method: comparison.method }];
    const withSteps = {
      ...comparison,
      steps: steps.map((step) => ({ ...step, metrics: comparison.metrics, verdict: 'regressed' as const })),
    };
    const html = renderHtmlReport(
      runResults([scenarioResult({ histogram, comparison: withSteps })], {
        baseline: { kind: 'file', source: 'base/results.json', startedAt: '2026-01-01T09:00:00Z' },
      }),
    );
    expect(html).toContain('id="scenario-0-rounds"');
    expect(html).toContain('<td>+38.1 %</td><td>[+30.2, +45.9] %</td>');
    expect(html).toContain('"rounds":{"base":[10,11,10.5],"head":[14,15,14.5]}');
    expect(html).toContain('<caption>Step &lt;b&gt;Get pet: Base against head');
  });

  it('plots the percentile curve at x = 1/(1-p), up to the max where the count runs out', () => {
    const curve = percentileCurve('a', histogramOf(1000, 3))!;
    expect(curve.ms).toHaveLength(DISTRIBUTION_X.length);
    const last = curve.ms.findLastIndex((value) => value !== null);
    expect(DISTRIBUTION_X[last]).toBeGreaterThanOrEqual(1000);
    expect(DISTRIBUTION_X[last - 1]).toBeLessThan(1000);
    expect(curve.ms[last]).toBeGreaterThanOrEqual(900);
    expect(percentileCurve('empty', '')).toBeUndefined();
  });

  it('draws no curve for a histogram that does not decode, and still shows the scenario and its figures', () => {
    const broken = scenarioResult({ name: 'Edited by hand', histogram: 'HISTFAAA-not-base64' });
    expect(percentileCurve('Edited by hand', broken.histogram)).toBeUndefined();
    expect(renderHtmlReport(runResults([broken]))).toContain('Edited by hand');
  });

  it('inlines the uPlot that is installed (run `npm run uplot-assets` when this fails)', () => {
    expect(() =>
      execFileSync(resolve(ROOT, 'node_modules/.bin/tsx'), ['scripts/uplot-assets.ts', '--check'], {
        cwd: ROOT,
        stdio: 'pipe',
      }),
    ).not.toThrow();
  });

  it('is what `loadtool report --format html` writes, to standard output or whole into --out', async () => {
    const dir = await tempDir();
    const file = join(dir, 'results.json');
    await writeFile(file, JSON.stringify(runResults([scenarioResult({ histogram })])));
    const out = join(dir, 'nested', 'report.html');

    const toFile = await loadtool(['report', file, '--format', 'html', '--out', out]);
    const toStdout = await loadtool(['report', file, '--format', 'html']);

    expect(toFile).toEqual({ code: 0, stdout: `Report: ${out}\n`, stderr: '' });
    expect(await readFile(out, 'utf8')).toBe(toStdout.stdout);
    expect(toStdout.stdout).toMatch(/^<!DOCTYPE html>[\s\S]*id="scenario-0-distribution"/);
  });
});
