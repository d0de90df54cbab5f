import { createHash } from 'node:crypto';
import { describe, it } from '@jest/globals';
import type { ScenarioResult } from '../../src/results/types.js';
import { renderComment, renderSummary } from '../../src/report/markdown.js';
import { renderProblemComment } from '../../src/report/problem-comment.js';
import { expectGolden } from '../helpers/golden.js';
import { runResults, scenarioResult, thresholdResult } from '../helpers/results.js';

// Every byte of the markdown a run renders, pinned by golden files in __goldens__/markdown (docs/testing.md): the
// summary, the comment and the problem comment of rich runs, and the cut versions of runs too large for GitHub (kept
// as their size, hash, head and notes, not in full).

const GOLDENS = new URL('./__goldens__/markdown/', import.meta.url);

const LOAD_TEST = 'load-tests/loadtool.yaml';
const MARKER = '<!-- qa-perf shop perf -->';
const REPORT_URL = 'https://github.com/acme/shop/actions/runs/42';

/** A timeline of `seconds` whose p95 climbs from `from` to `to` ms, with errors in two seconds of three. */
function timeline(from: number, to: number, seconds = 12): ScenarioResult['timeline'] {
  return Array.from({ length: seconds }, (_, second) => {
    const p95 = from + ((to - from) * second) / (seconds - 1);
    return { second, requests: 100, errors: second % 3, p50: p95 / 3, p95, p99: p95 * 1.4 };
  });
}

const failed = scenarioResult({
  name: 'Get pet <b>|x|</b>',
  endpoint: 'GET /pets/{petId}',
  line: 16,
  outcome: 'failed',
  requests: {
    total: 2000,
    ok: 1700,
    failed: 300,
    byCategory: { http5xx: 280, timeout: 20 },
    byStatus: { '503': 250, '200': 1700, '500': 30 },
  },
  latencyMs: { min: 3, mean: 150, p50: 120.44, p75: 180, p90: 250, p95: 312.4, p99: 1480, p999: 2000, max: 3000 },
  rps: 66.6,
  bytesReceived: 5_400_000,
  timeline: timeline(80, 520, 150),
  thresholds: [
    thresholdResult('p95', 300, 312.4, 23),
    thresholdResult('p99', 2000, 1480, 24),
    thresholdResult('okRate', 99, 85, 25),
    thresholdResult('mean', 100, 150, 26),
    thresholdResult('errorRate', 1, 15, 27),
    thresholdResult('rps', 50, 66.6, 28),
  ],
  samples: [
    { status: 500, category: 'http5xx', body: '{"error":"db down"}' },
    { status: 503, category: 'http5xx', body: '<html>busy | `x` @team</html>' },
  ],
  triage: {
    category: 'server-errors',
    evidence: '250 of 2,000 requests (12.5%) got 503 Service Unavailable, 30 got 500',
    nextStep: 'check the service logs and capacity, or lower concurrentUsers',
  },
});

const checks = scenarioResult({
  name: 'Server died',
  endpoint: 'GET /health',
  line: 30,
  outcome: 'failed',
  requests: { total: 7560, ok: 7500, failed: 60, byCategory: { connect: 58, reset: 2 }, byStatus: { '200': 7500 } },
  timeline: timeline(1, 2, 6),
  thresholds: [thresholdResult('okRate', 99, 99.2, 31)],
  failedChecks: [{ check: 'availability', message: 'the service stopped answering from second 3 of 6', fromSecond: 3 }],
  samples: [{ status: 0, category: 'connect', body: '' }],
  triage: null,
});

const graphql = scenarioResult({
  name: 'GraphQL: pets',
  endpoint: 'POST /graphql',
  line: 40,
  outcome: 'failed',
  requests: { total: 900, ok: 0, failed: 900, byCategory: { graphql: 900 }, byStatus: { '200': 900 } },
  thresholds: [],
  failedChecks: [{ check: 'ok-responses', message: 'not one of the 900 requests got an ok response' }],
  samples: [
    {
      status: 200,
      category: 'graphql',
      body: '{"data":null,"errors":[{"message":"Cannot query field \\"nme\\" on type \\"Pet\\"."}]}',
      graphqlMessage: 'Cannot query field "nme" on type "Pet".',
    },
    {
      status: 200,
      category: 'graphql',
      body: '{"errors":[{"message":"cut',
      graphqlMessage: 'cut short: the body ends here',
    },
  ],
  triage: null,
});

const errored = scenarioResult({
  name: 'Add pet',
  endpoint: 'POST /pets',
  line: 50,
  outcome: 'errored',
  error: 'connect ECONNREFUSED 127.0.0.1:3000',
  requests: { total: 0, ok: 0, failed: 0, byCategory: {}, byStatus: {} },
  latencyMs: { min: 0, mean: 0, p50: 0, p90: 0, p95: 0, p99: 0, p999: 0, max: 0 },
  rps: 0,
  bytesReceived: 0,
  thresholds: [thresholdResult('p99', 1000, undefined, 55), thresholdResult('p75', 500, undefined, 56)],
  triage: null,
});

const cancelledPartly = scenarioResult({
  name: 'Delete pet',
  endpoint: 'DELETE /pets/{petId}',
  line: 60,
  outcome: 'cancelled',
  requests: { total: 120, ok: 120, failed: 0, byCategory: {}, byStatus: { '204': 120 } },
  timeline: timeline(4, 6, 3),
  thresholds: [thresholdResult('p95', 300, 5, 61)],
});

const cancelledBefore = scenarioResult({
  name: 'Update pet',
  endpoint: 'PUT /pets/{petId}',
  line: 70,
  outcome: 'cancelled',
  requests: { total: 0, ok: 0, failed: 0, byCategory: {}, byStatus: {} },
  rps: 0,
  bytesReceived: 0,
  thresholds: [thresholdResult('p95', 300, undefined, 71)],
});

const passed = scenarioResult({
  timeline: timeline(9, 11),
  bytesReceived: 2_500_000_000,
  thresholds: [
    thresholdResult('p95', 300, 10.3, 80),
    thresholdResult('p99', 1000, 20.5, 81),
    thresholdResult('okRate', 99, 100, 82),
  ],
});

const richRun = runResults([passed, failed, checks, graphql, errored, cancelledPartly, cancelledBefore], {
  outcome: 'cancelled',
  finishedAt: '2026-01-01T11:05:09Z',
  generator: {
    saturated: true,
    eventLoopDelayP99Ms: 85,
    cpuUtilization: 0.98,
    message: 'the load generator was saturated (event-loop delay p99 85 ms, CPU 98%)',
  },
});

/** Many failing scenarios, each with samples and a long timeline: the details must be cut. */
function largeRun(count: number, bodyBytes: number) {
  return runResults(
    Array.from({ length: count }, (_, index) =>
      scenarioResult({
        name: `Scenario ${String(index).padStart(4, '0')} ${'é'.repeat(index % 40)}`,
        endpoint: `GET /api/v2/items/${index}/history/{when}`,
        line: 10 + index * 9,
        outcome: index % 3 === 0 ? 'passed' : 'failed',
        requests: {
          total: 1000,
          ok: 900,
          failed: 100,
          byCategory: { http5xx: 100 },
          byStatus: { '200': 900, '502': 100 },
        },
        timeline: timeline(index, index * 3 + 10, 90),
        thresholds: [
          thresholdResult('p95', 300, 290 + index, 12 + index * 9),
          thresholdResult('p50', 100, 50, 13 + index * 9),
        ],
        samples: [{ status: 502, category: 'http5xx', body: `${'x'.repeat(bodyBytes)} ${index}` }],
        triage:
          index % 3 === 0
            ? null
            : {
                category: 'latency',
                evidence: `p95 ${290 + index} ms > 300 ms`,
                nextStep: `rerun scenario ${index} alone`,
              },
      }),
    ),
    { outcome: 'failed' },
  );
}

/** Expects the markdown to be the golden file `name`.md, byte for byte. */
function expectMarkdown(name: string, markdown: string): void {
  expectGolden(new URL(`${name}.md`, GOLDENS), markdown);
}

/**
 * Expects a rendering too long to keep whole to match the golden file `name`.txt, which keeps its size and hash,
 * which pin every byte, and its head and notes, which show a reviewer what changed.
 */
function expectDigest(name: string, text: string): void {
  const lines = text.split('\n');
  const notes = lines.filter((line) => line.startsWith('**Not shown here:**') || line.startsWith('<sub>'));
  const digest = [
    'Too long to keep whole: its size, its SHA-256, its first 4 lines and the lines that say what was cut.',
    `bytes: ${Buffer.byteLength(text, 'utf8')}`,
    `sha256: ${createHash('sha256').update(text).digest('hex')}`,
    '--- first 4 lines ---',
    ...lines.slice(0, 4),
    '--- notes ---',
    ...notes,
  ];
  expectGolden(new URL(`${name}.txt`, GOLDENS), `${digest.join('\n')}\n`);
}

describe('rendered markdown, byte for byte', () => {
  it('renders the summary and the comment of a run with every kind of scenario', () => {
    expectMarkdown('summary', renderSummary(richRun, { loadTestFile: LOAD_TEST }));
    expectMarkdown(
      'comment-with-report-url',
      renderComment(richRun, { loadTestFile: LOAD_TEST, marker: MARKER, reportUrl: REPORT_URL }),
    );
    expectMarkdown('comment', renderComment(richRun, { loadTestFile: LOAD_TEST, marker: MARKER }));
    expectMarkdown(
      'comment-with-unsafe-url',
      renderComment(richRun, { loadTestFile: LOAD_TEST, marker: MARKER, reportUrl: 'javascript:alert(1)' }),
    );
  });

  it('renders runs without thresholds, without scenarios and that passed', () => {
    const bare = runResults([scenarioResult(), scenarioResult({ name: 'Second', timeline: timeline(1, 3) })]);
    expectMarkdown('passed-no-thresholds', renderSummary(bare, { loadTestFile: LOAD_TEST }));
    expectMarkdown('no-scenario', renderSummary(runResults([]), { loadTestFile: LOAD_TEST }));
    expectMarkdown(
      'cancelled-before-any-scenario',
      renderSummary(runResults([], { outcome: 'cancelled' }), { loadTestFile: LOAD_TEST }),
    );
    const one = runResults([passed], { finishedAt: '2026-01-01T13:00:03Z' });
    expectMarkdown('one-passed-hours', renderComment(one, { loadTestFile: LOAD_TEST, marker: MARKER }));
    const erroredOnly = runResults([errored, failed], { outcome: 'errored', startedAt: 'not a date' });
    expectMarkdown('errored-and-failed', renderSummary(erroredOnly, { loadTestFile: LOAD_TEST }));
    const calm = runResults([passed], {
      generator: { saturated: false, eventLoopDelayP99Ms: 1.26, cpuUtilization: 0.1 },
    });
    expectMarkdown('self-check-without-utilization', renderSummary(calm, { loadTestFile: LOAD_TEST }));
  });

  it('cuts a comment and a summary in the same order as before', () => {
    for (const [count, body] of [
      [40, 280],
      [150, 280],
      [400, 50],
    ] as const) {
      const run = largeRun(count, body);
      expectDigest(
        `comment-of-${count}-scenarios`,
        renderComment(run, { loadTestFile: LOAD_TEST, marker: MARKER, reportUrl: REPORT_URL }),
      );
      expectDigest(`summary-of-${count}-scenarios`, renderSummary(run, { loadTestFile: LOAD_TEST }));
    }
    const huge = largeRun(3000, 280);
    expectDigest('summary-of-3000-scenarios', renderSummary(huge, { loadTestFile: LOAD_TEST }));
    expectDigest(
      'comment-whose-marker-fills-it',
      renderComment(richRun, { loadTestFile: LOAD_TEST, marker: `<!-- ${'m'.repeat(59_000)} -->` }),
    );
    for (const marker of [54_500, 56_000, 61_000])
      expectDigest(
        `comment-whose-marker-takes-${marker}-bytes`,
        renderComment(richRun, { loadTestFile: LOAD_TEST, marker: `<!-- ${'m'.repeat(marker)} -->` }),
      );
  });

  it('renders the problem comment of a run without results', () => {
    const report = {
      outcome: 'errored' as const,
      title: 'bad input, nothing was run: load-tests/loadtool.yaml has 2 problems <b>@team</b>',
      lines: ['load-tests/loadtool.yaml:3:5: scenarios[0].name: is required', 'x | y `z`\n::error::w'],
      nextStep: 'Correct each problem at its line and push again.',
    };
    expectMarkdown('problem-check-run-summary', renderProblemComment(report, {}));
    expectMarkdown('problem-comment', renderProblemComment(report, { marker: MARKER, reportUrl: REPORT_URL }));
    expectMarkdown(
      'problem-cancelled-no-lines',
      renderProblemComment(
        { outcome: 'cancelled', title: 'the run was cancelled', lines: [], nextStep: 'Run it again.' },
        { marker: MARKER, reportUrl: 'http://x/(y)' },
      ),
    );
    const many = { ...report, lines: Array.from({ length: 73 }, (_, i) => `problem ${i} ${'long '.repeat(i * 3)}`) };
    expectMarkdown('problem-73-problems', renderProblemComment(many, { marker: MARKER }));
  });
});
