import { describe, expect, it } from '@jest/globals';
import type { ScenarioResult } from '../../src/results/types.js';
import { renderComment, renderSummary } from '../../src/report/markdown.js';
import { renderTerminalTable } from '../../src/report/terminal-table.js';
import { renderJUnit } from '../../src/report/junit.js';
import { renderHtmlReport } from '../../src/report/html/render-html.js';
import { scenarioCharts } from '../../src/report/html/chart-data.js';
import { describeBreach, formatWithUnit } from '../../src/results/wording.js';
import { runResults, scenarioResult, thresholdResult } from '../helpers/results.js';
import { distributionOf, streamResult } from '../helpers/stream-results.js';

// The reports of a stream scenario (stream:): its figures in the job summary's details, the terminal and JUnit; its
// events per second and event-gap curve in report.html; its faults in the table's line, which the comment shares;
// thresholds with unit `events` worded everywhere.

const LOAD_TEST = 'load-tests/loadtool.yaml';
const MARKER = '<!-- qa-perf streams -->';

/** A 10-second SSE scenario of 20 held streams, 2 stalled, 3 ended; events per second in its timeline. */
function streamScenario(overrides: Partial<ScenarioResult> = {}): ScenarioResult {
  return scenarioResult({
    name: 'Ticker',
    endpoint: 'GET /ticker',
    outcome: 'failed',
    concurrentUsers: 20,
    durationSeconds: 10,
    requests: { total: 25, ok: 20, failed: 5, byCategory: { stream: 5 }, byStatus: { '200': 25 } },
    histogram: distributionOf([5_000, 7_000]).histogram,
    timeline: Array.from({ length: 10 }, (_, second) => ({
      second,
      requests: second === 9 ? 20 : second === 4 ? 5 : 0,
      errors: second === 4 ? 5 : 0,
      p50: 5,
      p95: 7,
      p99: 7,
      events: 40 + second,
    })),
    thresholds: [
      thresholdResult('events', 30, 17.8, 14),
      thresholdResult('ttfe', 500, 7, 15),
      thresholdResult('eventGap', 300, 450, 16),
    ],
    stream: streamResult(
      {
        ttfb: [1_000, 2_000, 3_000],
        ttfe: [5_000, 7_000],
        eventGap: [100_000, 200_000, 450_000, 1_000_000],
        length: [10_000_000, 10_000_000, 4_000_000],
      },
      { streams: 25, events: 445, reconnects: 5, faults: { stalled: 2, ended: 3, silent: 0 } },
    ),
    ...overrides,
  });
}

describe('thresholds with unit events', () => {
  it('are worded as events per stream, the distributions named with their p95', () => {
    expect(formatWithUnit(17.8, 'events')).toBe('17.8 per stream');
    expect(describeBreach(thresholdResult('events', 30, 17.8, 14))).toBe('events 17.8 per stream < 30 per stream');
    expect(describeBreach(thresholdResult('eventGap', 300, 450, 16))).toBe('eventGap p95 450 ms > 300 ms');
    expect(describeBreach(thresholdResult('ttfe', 500, undefined, 15))).toBe(
      'ttfe p95 not measured (no event), limit 500 ms',
    );
  });
});

describe('the reports of a stream scenario', () => {
  const run = runResults([streamScenario()], { outcome: 'failed' });

  it('the terminal: one line per scenario with events/s as its rate, then its figures and the breaches', () => {
    const text = renderTerminalTable(run);
    const lines = text.split('\n');
    expect(lines.filter((line) => line.startsWith('Ticker '))).toHaveLength(1);
    expect(lines.find((line) => line.startsWith('Ticker '))).toContain('44.5 ev/s');
    expect(text).toContain(
      '  Ticker: 25 streams (sse, held), 445 events (17.8 per stream, 44.5/s), 5 reconnects, faults: 3 ended, 2 stalled; time to first byte p50 2 ms, p95 3 ms, p99 3 ms, max 3 ms; time to first event p50 5 ms',
    );
    expect(text).toContain('  Ticker: events 17.8 per stream < 30 per stream (line 14)');
    expect(text).toContain('  Ticker: eventGap p95 450 ms > 300 ms (line 16)');
  });

  it('the job summary: the faults in the table, the other thresholds, the stream figures in the details', () => {
    const summary = renderSummary(run, { loadTestFile: LOAD_TEST });
    expect(summary).toContain('5 (20%) · stream faults: 3 ended, 2 stalled');
    expect(summary).toContain('events 17.8 per stream ❌ (≥ 30 per stream, line 14)');
    expect(summary).toContain('ttfe p95 7 ms ✅ (≤ 500 ms)');
    expect(summary).toContain('**Streams** (ms: p50 · p95 · p99 · max');
    expect(summary).toMatch(
      /\| ❌ Ticker \| 25 \(sse, held\) \| 445 \| 17\.8 \| 44\.5 \| 5 \| 3 ended, 2 stalled \| 2 · 3 · 3 · 3 \| 5 · 7 · 7 · 7 \| 200 · 1,000 · 1,000 · 1,000 \| 10,002 · 10,002 · 10,002 · 10,002 \|/,
    );
  });

  it('the comment stays short: the faults in the scenario’s line, no stream details', () => {
    const comment = renderComment(run, { loadTestFile: LOAD_TEST, marker: MARKER });
    expect(comment).toContain('stream faults: 3 ended, 2 stalled');
    expect(comment).not.toContain('**Streams**');
  });

  it('JUnit: the stream figures in the scenario’s output, breaches as failures', () => {
    const xml = renderJUnit(run, { loadTestFile: LOAD_TEST });
    expect(xml).toContain('Streams: 25 streams (sse, held), 445 events');
    expect(xml).toContain('its latency is each stream&apos;s time to its first event');
    expect(xml).toContain('message="events 17.8 per stream &lt; 30 per stream"');
  });

  it('report.html: events per second and the event-gap curve, with their legends, and the figures', () => {
    const charts = scenarioCharts(streamScenario(), 'scenario-0');
    expect(charts.events).toEqual({ start: 0, every: 1, events: [40, 41, 42, 43, 44, 45, 46, 47, 48, 49] });
    expect(charts.eventGap?.[0]?.label).toBe('event gap');
    expect(charts.eventGap?.[0]?.ms[0]).toBe(100);
    const html = renderHtmlReport(run);
    expect(html).toContain('id="scenario-0-events" data-chart="events"');
    expect(html).toContain('id="scenario-0-eventGap" data-chart="eventGap"');
    expect(html).toContain('Streams: 25 streams (sse, held), 445 events (17.8 per stream, 44.5/s)');
    expect(html).toContain('<td>≥ 30 per stream</td>');
  });

  it('a scenario that is not a stream keeps its reports: no stream figures, charts or faults', () => {
    const plain = runResults([scenarioResult()]);
    expect(renderTerminalTable(plain)).not.toContain('Streams');
    expect(renderSummary(plain, { loadTestFile: LOAD_TEST })).not.toContain('**Streams**');
    const charts = scenarioCharts(scenarioResult(), 'scenario-0');
    expect(charts).not.toHaveProperty('events');
    expect(charts).not.toHaveProperty('eventGap');
  });

  it('escapes a hostile scenario name in every report', () => {
    const hostile = runResults([streamScenario({ name: '<img src=x onerror=alert(1)>|**x**' })], {
      outcome: 'failed',
    });
    expect(renderHtmlReport(hostile)).not.toContain('<img src=x');
    expect(renderSummary(hostile, { loadTestFile: LOAD_TEST })).not.toContain('<img src=x');
    expect(renderJUnit(hostile, { loadTestFile: LOAD_TEST })).not.toContain('<img src=x');
  });
});
