import { describe, expect, it } from '@jest/globals';
import type { ScenarioResult } from '../../src/results/types.js';
import { renderComment, renderSummary } from '../../src/report/markdown.js';
import { renderTerminalTable } from '../../src/report/terminal-table.js';
import { renderJUnit } from '../../src/report/junit.js';
import { renderHtmlReport } from '../../src/report/html/render-html.js';
import { runResults, scenarioResult, thresholdResult } from '../helpers/results.js';

// The reports of an open-model scenario (arrivalRate): the rate as achieved / target, the dropped requests where the
// failures are, the service time beside the latency from the intended start, the rate over time in a chart; and a
// closed-model scenario's output as it was.

const LOAD_TEST = 'load-tests/loadtool.yaml';
const MARKER = '<!-- qa-perf shop perf -->';

/** A 10-second timeline at a target of 200/s: about 198 requests a second, 2 of them dropped in the later seconds. */
function openTimeline(seconds = 10): ScenarioResult['timeline'] {
  return Array.from({ length: seconds }, (_, second) => ({
    second,
    requests: second < 5 ? 200 : 196,
    errors: second === 3 ? 4 : 0,
    p50: 4,
    p95: 9,
    p99: 18,
    dropped: second < 5 ? 0 : 4,
    target: 200,
  }));
}

/** An open-model scenario at 200/s on at most 400 connections for 10 s, 20 requests dropped, as the engine writes it. */
function openScenario(overrides: Partial<ScenarioResult> = {}): ScenarioResult {
  return scenarioResult({
    name: 'Place order',
    endpoint: 'POST /orders',
    line: 20,
    concurrentUsers: 400,
    durationSeconds: 10,
    requests: {
      total: 1980,
      dropped: 20,
      ok: 1976,
      failed: 4,
      byCategory: { http5xx: 4 },
      byStatus: { '200': 1976, '503': 4 },
    },
    rps: 198,
    timeline: openTimeline(),
    arrival: {
      targetRate: 200,
      achievedRate: 198,
      maxUsers: 400,
      serviceMs: { p50: 2.1, p95: 8.4, p99: 14.2, max: 40 },
      serviceHistogram: 'HISTFAAAA',
      latenessP99Ms: 0.4,
    },
    ...overrides,
  });
}

const closed = scenarioResult({ timeline: openTimeline().map(({ dropped: _d, target: _t, ...rest }) => rest) });

describe('the markdown of an open-model scenario', () => {
  const run = runResults([openScenario(), closed]);
  const summary = renderSummary(run, { loadTestFile: LOAD_TEST });

  it('shows the rate as achieved / target, the connections at most and the dropped requests in the table', () => {
    expect(summary).toContain(
      '| ✅ Place order<br><code>POST /orders</code> | max 400 | 1,980 | 198 / 200 /s | 10.3 ms | 20.5 ms | 4 (0.2%) · dropped 20 (1%) |',
    );
    expect(summary).toContain('Req/s of an open-model scenario: achieved / target');
  });

  it('keeps the service time beside the latency from the intended start in the details', () => {
    expect(summary).toContain('**Open model**');
    expect(summary).toMatch(
      /- ✅ \*\*Place order\*\* — 198 of 200 requests\/s started, 20 dropped \(1% of 2,000 due: every one of the 400 connections was busy\); latency from the intended start p95 10\.3 ms, p99 20\.5 ms; service time p95 8\.4 ms, p99 14\.2 ms[^\n]*; schedule lateness p99 0\.4 ms/,
    );
  });

  it('charts the rate over time: achieved by second as bars, the target as a line', () => {
    expect(summary).toContain(
      [
        '```mermaid',
        'xychart-beta',
        '  title "Place order: requests per second"',
        '  x-axis "second" 0 --> 9',
        '  y-axis "req/s"',
        '  bar [200, 200, 200, 200, 200, 196, 196, 196, 196, 196]',
        '  line [200, 200, 200, 200, 200, 200, 200, 200, 200, 200]',
        '```',
      ].join('\n'),
    );
    expect(summary).toContain('achieved (bars) and target (line)');
  });

  it('charts only the achieved rate when the timeline has no target', () => {
    const untargeted = openScenario({ timeline: openTimeline().map(({ target: _t, ...rest }) => rest) });
    const text = renderSummary(runResults([untargeted]), { loadTestFile: LOAD_TEST });
    expect(text).toContain('  bar [200, 200, 200, 200, 200, 196, 196, 196, 196, 196]\n```');
  });

  it('keeps a closed-model scenario exactly as it was beside an open-model one', () => {
    const alone = renderSummary(runResults([closed]), { loadTestFile: LOAD_TEST });
    const row = alone.split('\n').find((line) => line.startsWith('| ✅ List pets'))!;
    expect(summary).toContain(`${row}\n`);
    expect(alone).not.toMatch(/open-model|Open model|dropped|req\/s"| \/s \|/);
  });

  it('escapes a hostile scenario name in the table, the details and the chart', () => {
    const name = '<img src=x onerror=alert(1)> | **x** @team `y`';
    const hostile = openScenario({ name, outcome: 'failed' });
    const comment = renderComment(runResults([hostile], { outcome: 'failed' }), {
      loadTestFile: LOAD_TEST,
      marker: MARKER,
    });
    expect(comment).not.toContain('<img');
    expect(comment).not.toContain('| **x**');
    expect(comment).toContain(
      '- ❌ **&lt;img src=x onerror=alert(1)> \\| \\*\\*x\\*\\* @\u200bteam \\`y\\`** — 198 of 200',
    );
    expect(comment).toContain('  title "img src=x onerror=alert(1) **x** team y: requests per second"');
  });
});

describe('the terminal table and JUnit of an open-model scenario', () => {
  const run = runResults(
    [openScenario({ thresholds: [thresholdResult('okRate', 99.5, 98.8, 22)], outcome: 'failed' })],
    {
      outcome: 'failed',
    },
  );

  it('shows achieved / target, the connections at most, the dropped requests and the service time', () => {
    const table = renderTerminalTable(run);
    const row = table.split('\n').find((line) => line.startsWith('Place order'))!;
    expect(row).toMatch(
      /POST \/orders\s+max 400\s+1,980\s+198 \/ 200\s+4\.1\s+10\.3\s+20\.5\s+4 \(0\.2%\): http5xx 4 · dropped 20 \(1%\)\s+failed/,
    );
    expect(table).toContain(
      "\nOpen model (latency from each request's intended start, service time from its actual write):\n  Place order: 198 of 200 requests/s started, 20 dropped (1% of 2,000 due: every one of the 400 connections was busy); latency from the intended start p95 10.3 ms, p99 20.5 ms; service time p95 8.4 ms, p99 14.2 ms",
    );
  });

  it('shows a hostile scenario name in the open-model lines, never obeyed', () => {
    const table = renderTerminalTable(runResults([openScenario({ name: '::error::x\x1b[31m\nred' })]));
    expect(table).toContain('\n  :\u200b:error::x\\x1b[31m\\nred: 198 of 200 requests/s started');
    for (const line of table.split('\n')) expect(line.trimStart().startsWith('::')).toBe(false);
    expect(table).not.toContain('\x1b');
  });

  it('keeps a closed-model table as it was', () => {
    const table = renderTerminalTable(runResults([closed]));
    expect(table).not.toMatch(/Open model|dropped|max 10/);
    expect(table).toContain('List pets  GET /pets     10    12,034    401     4.1');
  });

  it('writes the rate, the dropped requests and the service time into the test case', () => {
    const xml = renderJUnit(run, { loadTestFile: LOAD_TEST });
    expect(xml).toContain(
      'at 200/s (198/s achieved), at most 400 connections for 10s: 1,980 requests, 4 failed, 20 dropped, 198 req/s; latency from the intended start p50 4.1 ms, p95 10.3 ms, p99 20.5 ms; service time p95 8.4 ms, p99 14.2 ms',
    );
    const closedXml = renderJUnit(runResults([closed]), { loadTestFile: LOAD_TEST });
    expect(closedXml).toContain('10 users for 30s: 12,034 requests, 0 failed, 401 req/s; latency p50 4.1 ms');
  });
});

describe('report.html of an open-model scenario', () => {
  it('says the rate achieved against the target, the dropped requests and the service time; a closed one says none', () => {
    const html = renderHtmlReport(runResults([openScenario(), closed]));
    expect(html).toContain('max 400 users');
    expect(html).toMatch(
      /Open model: 198 of 200 requests\/s started, 20 dropped \(1% of 2,000 due: every one of the 400 connections was busy\); latency from the intended start p95 10\.3 ms, p99 20\.5 ms; service time p95 8\.4 ms, p99 14\.2 ms/,
    );
    expect(html.match(/Open model:/g)).toHaveLength(1);
  });
});
