// The exports of a results.json, on hand-made results: which k6 submetric judges each threshold and in what
// expression, the older --summary-export made of the same data, and where the two metrics text formats differ.
import { describe, expect, it } from '@jest/globals';
import { createLatencyHistogram, encodeHistogram } from '../../src/engine/record/latency-histogram.js';
import { k6SummaryData, renderK6SummaryExport } from '../../src/outputs/k6-summary.js';
import { escapeLabelValue, renderMetricsText } from '../../src/outputs/metrics-text.js';
import type { RunResults, StepResult } from '../../src/results/types.js';
import { runResults, scenarioResult, thresholdResult } from '../helpers/results.js';

/** A histogram of `count` requests of `micros` µs each, encoded as results.json keeps it. */
function histogramOf(count: number, micros: number): string {
  const histogram = createLatencyHistogram();
  histogram.recordValueWithCount(micros, count);
  return encodeHistogram(histogram);
}

const plain = scenarioResult({
  name: 'List',
  outcome: 'failed',
  requests: { total: 100, ok: 90, failed: 10, byCategory: { http5xx: 10 }, byStatus: { '200': 90, '500': 10 } },
  histogram: histogramOf(100, 2000),
  durationSeconds: 10,
  thresholds: [
    thresholdResult('p95', 300, 2, 10),
    thresholdResult('errorRate', 1, 10, 11),
    thresholdResult('okRate', 95, 90, 12),
    thresholdResult('rps', 5, 10, 13),
  ],
});

const step = (name: string, requests: number): StepResult => ({
  ...scenarioResult({ name, endpoint: `GET /${name}`, histogram: histogramOf(requests, 1000) }),
  requests: { total: requests, ok: requests, failed: 0, byCategory: {}, byStatus: { '200': requests } },
});

const flow = scenarioResult({
  name: 'Journey',
  endpoint: 'GET /a → GET /b',
  concurrentUsers: 2,
  requests: { total: 40, ok: 40, failed: 0, byCategory: {}, byStatus: {} },
  histogram: histogramOf(40, 3000),
  thresholds: [thresholdResult('p99', 100, 3, 20), thresholdResult('errorRate', 1, 0, 21)],
  steps: [{ ...step('a', 40), thresholds: [thresholdResult('p50', 0.5, 1, 22)] }, step('b', 40)],
});

const stream = scenarioResult({
  name: 'Events',
  histogram: histogramOf(5, 1000),
  thresholds: [thresholdResult('ttfb', 200, 12, 30), thresholdResult('events', 10, 4, 31)],
});

const results: RunResults = runResults([plain, flow, stream, scenarioResult({ name: 'Off', outcome: 'skipped' })]);

type Metrics = Record<string, { type: string; values: Record<string, number>; thresholds?: object }>;

describe('the k6 summary', () => {
  const { metrics } = k6SummaryData(results) as { metrics: Metrics };

  it('counts every request (a flow: its steps) in http_reqs and every iteration in iterations', () => {
    expect(metrics['http_reqs']?.values['count']).toBe(100 + 40 + 40 + stream.requests.total);
    expect(metrics['iterations']?.values['count']).toBe(100 + 40 + stream.requests.total);
    expect(metrics['http_req_failed']?.values).toEqual({ rate: 10 / 12214, passes: 10, fails: 12204 });
    expect(metrics['vus']?.values['value']).toBe(10 + 2 + 10);
    expect(metrics['http_reqs{scenario:Journey,name:a}']?.values['count']).toBe(40);
    expect(Object.keys(metrics).some((name) => name.includes('Off'))).toBe(false);
  });

  it('writes each threshold on the submetric it judges, in k6`s expression, ok as it passed', () => {
    expect(metrics['http_req_duration{scenario:List}']?.thresholds).toEqual({ 'p(95)<=300': { ok: true } });
    expect(metrics['http_req_failed{scenario:List}']?.thresholds).toEqual({
      'rate<=0.01': { ok: false },
      'rate<=0.05': { ok: false },
    });
    expect(metrics['http_reqs{scenario:List}']?.thresholds).toEqual({ 'rate>=5': { ok: true } });
    expect(metrics['iteration_duration{scenario:Journey}']?.thresholds).toEqual({ 'p(99)<=100': { ok: true } });
    expect(metrics['iteration_failed{scenario:Journey}']?.thresholds).toEqual({ 'rate<=0.01': { ok: true } });
    expect(metrics['http_req_duration{scenario:Journey,name:a}']?.thresholds).toEqual({ 'med<=0.5': { ok: false } });
    expect(metrics['loadtool_ttfb{scenario:Events}']).toEqual({
      type: 'trend',
      contains: 'time',
      values: { 'p(95)': 12 },
      thresholds: { 'p(95)<=200': { ok: true } },
    });
    expect(metrics['loadtool_events{scenario:Events}']?.thresholds).toEqual({ 'avg>=10': { ok: false } });
  });

  it('is the same data as --summary-export: values flat, a rate as value, thresholds true when failed', () => {
    const exported = JSON.parse(renderK6SummaryExport(results)) as {
      root_group: { groups: object; checks: object };
      metrics: Record<string, Record<string, unknown>>;
    };
    expect(exported.root_group).toMatchObject({ groups: {}, checks: {} });
    expect(exported.metrics['http_req_failed{scenario:List}']).toEqual({
      value: 0.1,
      passes: 10,
      fails: 90,
      thresholds: { 'rate<=0.01': true, 'rate<=0.05': true },
    });
    expect(exported.metrics['http_reqs{scenario:List}']).toEqual({
      count: 100,
      rate: 10,
      thresholds: { 'rate>=5': false },
    });
  });
});

describe('the metrics text', () => {
  it('escapes a label value`s backslash, double quote and line feed', () => {
    expect(escapeLabelValue('a\\b"c\nd')).toBe('a\\\\b\\"c\\nd');
  });

  it('names a counter`s family without _total, gives units and ends with # EOF in OpenMetrics only', () => {
    const open = renderMetricsText(results, 'openmetrics');
    const text = renderMetricsText(results, 'prometheus');
    expect(open).toContain('# TYPE loadtool_requests counter\n');
    expect(text).toContain('# TYPE loadtool_requests_total counter\n');
    expect(open).toContain('# UNIT loadtool_request_duration_seconds seconds\n');
    expect(text).not.toContain('# UNIT');
    expect(open.endsWith('# EOF\n')).toBe(true);
    expect(text).not.toContain('# EOF');
    // The samples are the same in both.
    const samples = (one: string) => one.split('\n').filter((line) => line !== '' && !line.startsWith('#'));
    expect(samples(open)).toEqual(samples(text));
    expect(samples(text)).toContain(
      'loadtool_requests_total{scenario="Journey",endpoint="GET /a",step="a",shard="1/1",outcome="ok"} 40',
    );
    expect(samples(text).some((line) => line.includes('Off'))).toBe(false);
  });
});
