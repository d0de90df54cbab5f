import { describe, expect, it } from '@jest/globals';
import { parse, type TestCase, type TestSuite, type TestSuites } from 'junit2json';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { gfmTableFromMarkdown } from 'mdast-util-gfm-table';
import { gfmTable } from 'micromark-extension-gfm-table';
import type { ScenarioResult } from '../../src/results/types.js';
import {
  clip,
  escapeMarkdown,
  escapeWorkflowText,
  escapeXml,
  mermaidText,
  plainText,
} from '../../src/report/escape.js';
import { renderJUnit } from '../../src/report/junit.js';
import { COMMENT_LIMIT, renderComment, renderSummary, SUMMARY_LIMIT } from '../../src/report/markdown.js';
import { renderTerminalTable } from '../../src/report/terminal-table.js';
import { expectGolden } from '../helpers/golden.js';
import { runResults, scenarioResult, thresholdResult as threshold } from '../helpers/results.js';

// Rendered outputs are kept as golden files a reviewer can open, in __goldens__ (docs/testing.md): a missing one
// fails, and UPDATE_GOLDENS=1 writes them.

const GOLDENS = new URL('./__goldens__/', import.meta.url);

// Deterministic inputs.

const LOAD_TEST = 'load-tests/loadtool.yaml';
const MARKER = '<!-- qa-perf shop perf -->';
const REPORT_URL = 'https://github.com/acme/shop/actions/runs/123456789';

/** A 30-second timeline whose p95 climbs from `from` to `to` ms. */
function timeline(from: number, to: number, seconds = 30): ScenarioResult['timeline'] {
  return Array.from({ length: seconds }, (_, second) => {
    const p95 = from + ((to - from) * second) / (seconds - 1);
    return { second, requests: 400, errors: 0, p50: Math.round(p95 * 4) / 10, p95, p99: p95 * 1.5 };
  });
}

const listPets = scenarioResult({
  timeline: timeline(9, 11),
  thresholds: [threshold('p95', 300, 10.3, 12), threshold('p99', 1000, 20.5, 13), threshold('okRate', 99, 100, 14)],
});

const getPet = scenarioResult({
  name: 'Get pet',
  endpoint: 'GET /pets/{petId}',
  line: 16,
  outcome: 'failed',
  requests: {
    total: 2000,
    ok: 1700,
    failed: 300,
    byCategory: { http5xx: 280, timeout: 20 },
    byStatus: { '200': 1700, '503': 250, '500': 30 },
  },
  latencyMs: { min: 3, mean: 150, p50: 120.44, p75: 180, p90: 250, p95: 312.4, p99: 1480, p999: 2000, max: 3000 },
  rps: 66.6,
  bytesReceived: 5_400_000,
  timeline: timeline(80, 520),
  thresholds: [threshold('p95', 300, 312.4, 23), threshold('p99', 2000, 1480, 24), threshold('okRate', 99, 85, 25)],
  triage: {
    category: 'server-errors',
    evidence: '250 of 2,000 requests (12.5%) got 503 Service Unavailable, 30 got 500',
    nextStep:
      'the service or its proxy is overloaded or restarting at 10 users: check its logs and capacity (instances, workers, pool sizes), or lower concurrentUsers',
  },
});

const login = scenarioResult({
  name: 'Log in',
  endpoint: 'POST /session',
  line: 27,
  outcome: 'failed',
  concurrentUsers: 5,
  requests: { total: 1200, ok: 48, failed: 1152, byCategory: { http4xx: 1152 }, byStatus: { '200': 48, '401': 1152 } },
  latencyMs: { min: 1, mean: 2.2, p50: 2, p75: 2.4, p90: 3, p95: 3.5, p99: 6, p999: 9, max: 14 },
  rps: 40,
  bytesReceived: 96_000,
  timeline: timeline(3, 4),
  thresholds: [threshold('errorRate', 1, 96, 33), threshold('p99', 1000, 6, 34)],
  triage: {
    category: 'client-errors',
    evidence: '96% of responses were 401 (1,152 of 1,200)',
    nextStep:
      'the scenario sends no credentials: add headers: { Authorization: "Bearer ${API_TOKEN}" } under defaults or the scenario, and set API_TOKEN in the environment of the run',
  },
});

const search = scenarioResult({
  name: 'Search pets',
  endpoint: 'GET /pets/search',
  line: 36,
  outcome: 'failed',
  requests: { total: 3000, ok: 3000, failed: 0, byCategory: {}, byStatus: { '200': 3000 } },
  latencyMs: { min: 40, mean: 290, p50: 260, p75: 380, p90: 610, p95: 812, p99: 1210, p999: 1900, max: 2400 },
  rps: 100,
  bytesReceived: 12_000_000,
  timeline: timeline(200, 1100),
  thresholds: [
    threshold('p50', 200, 260, 42),
    threshold('p95', 300, 812, 43),
    threshold('max', 5000, 2400, 44),
    threshold('rps', 150, 100, 45),
  ],
  triage: {
    category: 'latency',
    evidence: 'p50 260 ms > 200 ms, p95 812 ms > 300 ms, rps 100 req/s < 150 req/s',
    nextStep:
      'rerun the scenario alone (loadtool run --scenario "Search pets") and profile GET /pets/search: the slowest seconds are in the chart below',
  },
});

const orders = scenarioResult({
  name: 'List orders',
  endpoint: 'GET /orders',
  line: 47,
  outcome: 'failed',
  requests: {
    total: 400,
    ok: 310,
    failed: 90,
    byCategory: { timeout: 85, reset: 5 },
    byStatus: { '200': 310 },
  },
  latencyMs: { min: 200, mean: 2100, p50: 1900, p75: 2600, p90: 4100, p95: 4800, p99: 4990, p999: 5000, max: 5000 },
  rps: 13.3,
  bytesReceived: 410_000,
  timeline: timeline(900, 5000),
  thresholds: [threshold('p95', 3000, 4800, 52), threshold('okRate', 99, 77.5, 53)],
  triage: {
    category: 'timeouts',
    evidence: '85 of 400 requests (21.3%) got no answer within the 5,000 ms timeout',
    nextStep:
      'the server does not answer within 5,000 ms at 10 users: look at what is slow (its logs, slow queries, locks), or raise timeout if that wait is acceptable',
  },
});

const inventory = scenarioResult({
  name: 'Inventory',
  endpoint: 'GET /store/inventory',
  line: 55,
  outcome: 'passed',
  concurrentUsers: 20,
  rps: 812.5,
  requests: { total: 24375, ok: 24375, failed: 0, byCategory: {}, byStatus: { '200': 24375 } },
  timeline: timeline(5, 7),
  thresholds: [threshold('p99', 1000, 20.5, 60), threshold('okRate', 99, 100, 61)],
});

const passedRun = runResults([listPets, inventory, scenarioResult({ name: 'Health', endpoint: 'GET /health' })], {
  finishedAt: '2026-01-01T10:01:32Z',
});

const failedRun = runResults([listPets, getPet, login, search, orders, inventory], {
  outcome: 'failed',
  finishedAt: '2026-01-01T10:03:05Z',
  generator: {
    saturated: true,
    eventLoopDelayP99Ms: 85,
    cpuUtilization: 0.98,
    message:
      'the load generator was saturated (event-loop delay p99 85 ms, CPU 98%): the figures may show the generator’s limit, not the server’s',
  },
});

const addPet = scenarioResult({
  name: 'Add pet',
  endpoint: 'POST /pets',
  line: 63,
  outcome: 'errored',
  error: 'connect ECONNREFUSED 127.0.0.1:3000',
  requests: { total: 0, ok: 0, failed: 0, byCategory: {}, byStatus: {} },
  latencyMs: { min: 0, mean: 0, p50: 0, p90: 0, p95: 0, p99: 0, p999: 0, max: 0 },
  rps: 0,
  bytesReceived: 0,
  thresholds: [{ key: 'p99', bound: 'max', limit: 1000, unit: 'ms', passed: false, line: 68 }],
  triage: {
    category: 'unavailable',
    evidence: 'the scenario errored with "connect ECONNREFUSED 127.0.0.1:3000"',
    nextStep: 'check that http://localhost:3000 answers before the load starts',
  },
});

const deletePet = scenarioResult({
  name: 'Delete pet',
  endpoint: 'DELETE /pets/{petId}',
  line: 70,
  outcome: 'cancelled',
  requests: { total: 120, ok: 120, failed: 0, byCategory: {}, byStatus: { '204': 120 } },
  durationSeconds: 30,
});

const mixedRun = runResults([listPets, getPet, search, addPet, deletePet], { outcome: 'cancelled' });

/** Text that tries every trick: markup, HTML, a mention, a table break, code, line breaks and workflow commands. */
const HOSTILE =
  '**Pwned** <script>alert(1)</script> <img src=x onerror=alert(1)> [click](javascript:alert(1)) ![i](http://x/i.png) @team @acme/ops &#64;org `rm -rf` | a | b\n# Heading\n::error::owned\r\n  ::add-mask::x ##[error]v1 ~~gone~~ $x^2$ <!-- hidden --> "quoted" %%{init}%% ;end\u202eevil\u0007\u001b[31mred';

const hostile = scenarioResult({
  name: HOSTILE,
  endpoint: `GET /a|b/\`c\`/<b>@team</b>\n::warning::x`,
  outcome: 'failed',
  latencyMs: { min: 2, mean: 120, p50: 160, p75: 200, p90: 300, p95: 400, p99: 520, p999: 600, max: 700 },
  timeline: timeline(10, 400),
  thresholds: [threshold('p95', 300, 400, 12), threshold('p50', 100, 160, 13)],
  triage: {
    category: 'server-errors',
    evidence: `the server said "${HOSTILE}"`,
    nextStep: `ask @team about ${HOSTILE}`,
  },
});

const hostileErrored = scenarioResult({
  name: `${HOSTILE} 2`,
  endpoint: 'GET /x',
  outcome: 'errored',
  error: HOSTILE,
  requests: { total: 0, ok: 0, failed: 0, byCategory: {}, byStatus: {} },
  rps: 0,
  bytesReceived: 0,
  triage: null,
});

const hostileRun = runResults([hostile, hostileErrored, listPets], {
  outcome: 'errored',
  baseUrl: 'http://example.com/<script>@team|`x`\n::error::y',
});

/** A service that stopped answering 3 s into a 6 s scenario: a built-in check failed, no threshold was breached. */
const stopped = scenarioResult({
  name: 'Get pet (server died)',
  endpoint: 'GET /pets/{petId}',
  line: 16,
  outcome: 'failed',
  concurrentUsers: 2,
  durationSeconds: 6,
  requests: {
    total: 7560,
    ok: 7500,
    failed: 60,
    byCategory: { connect: 58, reset: 2 },
    byStatus: { '200': 7500 },
  },
  timeline: [2500, 2500, 2500, 20, 20, 20].map((requests, second) => ({
    second,
    requests,
    errors: second >= 3 ? requests : 0,
    p50: 0.4,
    p95: 0.9,
    p99: 1.3,
  })),
  thresholds: [threshold('okRate', 99, 99.2, 20)],
  failedChecks: [
    {
      check: 'availability',
      message:
        'the service stopped answering from second 3 of 6 (3 s into the run): not one ok response in its last 3 seconds',
      fromSecond: 3,
    },
  ],
  samples: [{ status: 0, category: 'connect', body: '' }],
  triage: {
    category: 'unavailable',
    evidence:
      'the service stopped answering from second 3 of 6 (3 s into the run): not one ok response in its last 3 seconds; 0.8% of requests (58 of 7,560) could not connect to http://localhost:3000',
    nextStep:
      'the service stopped answering and did not come back: check its logs from second 3 of the scenario for a crash, an out-of-memory kill or a restart',
  },
});

/** A GraphQL scenario of which not one response was ok, with a hostile body kept as its sample. */
const neverOk = scenarioResult({
  name: 'GraphQL: pets',
  endpoint: 'POST /graphql',
  line: 30,
  outcome: 'failed',
  requests: { total: 900, ok: 0, failed: 900, byCategory: { graphql: 900 }, byStatus: { '200': 900 } },
  timeline: timeline(3, 4),
  thresholds: [],
  failedChecks: [{ check: 'ok-responses', message: 'not one of the 900 requests got an ok response' }],
  samples: [
    {
      status: 200,
      category: 'graphql',
      body: `{"errors":[{"message":"Cannot query field \\"nme\\" on type \\"Pet\\". ${HOSTILE}"}]}`,
      graphqlMessage: `Cannot query field "nme" on type "Pet". ${HOSTILE}`,
    },
  ],
  triage: null,
});

const checksRun = runResults([stopped, neverOk, listPets], { outcome: 'failed' });

/** 300 scenarios, one in seven failing, with a chart each: far more than a comment holds. */
const largeRun = runResults(
  Array.from({ length: 300 }, (_, index) => {
    const n = String(index + 1).padStart(3, '0');
    const failing = index % 7 === 3;
    const p95 = failing ? 420 + index : 90 + (index % 50);
    return scenarioResult({
      name: `Scenario ${n}`,
      endpoint: `GET /api/v2/resources/${n}/items/{itemId}/history`,
      line: 10 + index * 8,
      outcome: failing ? 'failed' : 'passed',
      latencyMs: { min: 2, mean: 60, p50: 50, p75: 70, p90: 80, p95, p99: p95 * 1.8, p999: p95 * 2, max: p95 * 3 },
      timeline: timeline(p95 / 4, p95),
      thresholds: [
        threshold('p95', 300, p95, 14 + index * 8),
        threshold('p99', 1000, p95 * 1.8, 15 + index * 8),
        threshold('okRate', 99, 100, 16 + index * 8),
      ],
      triage: failing
        ? {
            category: 'latency',
            evidence: `p95 ${p95} ms > 300 ms`,
            nextStep: `rerun the scenario alone (loadtool run --scenario "Scenario ${n}") and compare its figures with its thresholds`,
          }
        : null,
    });
  }),
  { outcome: 'failed', finishedAt: '2026-01-01T12:30:00Z' },
);

// Checks on rendered markdown.

/** Control characters but tab and line feed, and a bidirectional override. */
// eslint-disable-next-line no-control-regex -- control characters are what this looks for
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u202e]/;

/** The cells of a table row as GitHub splits them: on each `|` not escaped by a backslash. */
function tableCells(line: string): string[] {
  const cells: string[] = [];
  let cell = '';
  for (let i = 0; i < line.length; i++) {
    const character = line[i]!;
    if (character === '\\' && i + 1 < line.length) {
      cell += character + line[i + 1]!;
      i++;
    } else if (character === '|') {
      cells.push(cell);
      cell = '';
    } else cell += character;
  }
  cells.push(cell);
  // The outer pipes leave an empty first and last piece.
  return cells.slice(1, -1);
}

/** Every table of the markdown: its header's cell count and each row's. */
function tables(markdown: string): Array<{ columns: number; rows: number[] }> {
  const found: Array<{ columns: number; rows: number[] }> = [];
  let current: { columns: number; rows: number[] } | undefined;
  for (const line of markdown.split('\n')) {
    if (!line.startsWith('|')) {
      current = undefined;
      continue;
    }
    if (!current) {
      current = { columns: tableCells(line).length, rows: [] };
      found.push(current);
    } else current.rows.push(tableCells(line).length);
  }
  return found;
}

function expectNoInjection(markdown: string): void {
  expect(markdown).not.toMatch(/<script|<img|<!--(?! qa-perf)|<b>/i);
  // GitHub links @name and @org/team when a letter or digit follows the @.
  expect(markdown).not.toMatch(/@[\p{L}\p{N}]/u);
  expect(markdown).not.toMatch(/(^|[^\\])\]\(javascript:/);
  expect(markdown).not.toMatch(/&#64;/);
  for (const line of markdown.split(/\r\n|\r|\n/)) {
    expect(line.trimStart().startsWith('::')).toBe(false);
    expect(line).not.toContain('::');
    expect(line).not.toContain('##[');
    expect(line).not.toMatch(/^#+ .*(Heading|owned)/);
  }
  expect(markdown).not.toMatch(CONTROL_CHARACTERS);
  for (const table of tables(markdown)) for (const cells of table.rows) expect(cells).toBe(table.columns);
}

type MarkdownNode = ReturnType<typeof fromMarkdown>['children'][number];

/** The nodes of the markdown as a CommonMark parser with GFM tables reads it, depth first. */
function markdownNodes(markdown: string): MarkdownNode[] {
  const nodes: MarkdownNode[] = [];
  const visit = (node: MarkdownNode) => {
    nodes.push(node);
    if ('children' in node) for (const child of node.children as MarkdownNode[]) visit(child);
  };
  for (const child of fromMarkdown(markdown, { extensions: [gfmTable()], mdastExtensions: [gfmTableFromMarkdown()] })
    .children)
    visit(child);
  return nodes;
}

/** Every `<details>` is closed, after it was opened, and no tag is cut. */
function expectBalanced(markdown: string): void {
  const tags = [...markdown.matchAll(/<\/?details\b[^>]*>/g)].map((match) => match[0].startsWith('</'));
  let depth = 0;
  for (const closing of tags) {
    depth += closing ? -1 : 1;
    expect(depth).toBeGreaterThanOrEqual(0);
  }
  expect(depth).toBe(0);
  expect(markdown).not.toMatch(/<[a-z/][^>\n]*$/);
  expect((markdown.match(/^```/gm) ?? []).length % 2).toBe(0);
}

describe('renderComment and renderSummary', () => {
  it('shows a passing run', () => {
    const comment = renderComment(passedRun, { loadTestFile: LOAD_TEST, marker: MARKER, reportUrl: REPORT_URL });
    expectGolden(new URL('passed.md', GOLDENS), comment);
    expect(comment.split('\n').slice(0, 2)).toEqual([MARKER, '### ✅ qa-perf: all 3 scenarios passed']);
    expect(comment).toContain('Base URL http://localhost:3000 · 1m 32s · 48,443 requests');
    expect(comment).not.toContain('**Triage**');
    expectBalanced(comment);
  });

  it('shows a failing run: verdict, triage, thresholds with their lines, details and charts', () => {
    const comment = renderComment(failedRun, { loadTestFile: LOAD_TEST, marker: MARKER, reportUrl: REPORT_URL });
    expectGolden(new URL('failed-comment.md', GOLDENS), comment);
    expect(comment).toContain('### ❌ qa-perf: 4 of 6 scenarios failed');
    expect(comment).toContain(
      '- ❌ **Log in** — `client-errors`: 96% of responses were 401 (1,152 of 1,200). Next: the scenario sends no credentials',
    );
    expect(comment).toContain('812 ms ❌ (≤ 300 ms, line 43)');
    expect(comment).toContain('p50 260 ms ❌ (≤ 200 ms, line 42)');
    expect(comment).toContain('```mermaid\nxychart-beta');
    expect(comment).toContain('> [!WARNING]');
    expect(comment).toContain(`[Full report](${REPORT_URL})`);
    expect(comment).not.toContain('Not shown here');
    expectBalanced(comment);
    expectNoInjection(comment);

    const summary = renderSummary(failedRun, { loadTestFile: LOAD_TEST });
    expectGolden(new URL('failed-summary.md', GOLDENS), summary);
    expect(summary.startsWith('## ❌ qa-perf: 4 of 6 scenarios failed\n')).toBe(true);
    expect(summary).toContain('<details open>');
    expect(summary.match(/```mermaid/g)).toHaveLength(4);
    expectBalanced(summary);
  });

  it('says which scenarios could not run or were cancelled', () => {
    const errored = runResults([listPets, getPet, addPet], { outcome: 'errored' });
    const comment = renderComment(errored, { loadTestFile: LOAD_TEST, marker: MARKER });
    expect(comment).toContain('### ⚠️ qa-perf: 1 of 3 scenarios could not run, 1 failed');
    expect(comment).toContain(
      '- ⚠️ **Add pet** — `unavailable`: the scenario errored with "connect ECONNREFUSED 127.0.0.1:3000". Next: check',
    );
    expect(comment).toContain(
      '| ⚠️ Add pet<br><code>POST /pets</code> | 10 | 0 | 0 | – | – ❌ (≤ 1,000 ms, line 68) | 0 |',
    );

    const untriaged = runResults([{ ...addPet, triage: null }], { outcome: 'errored' });
    expect(renderSummary(untriaged, { loadTestFile: LOAD_TEST })).toContain(
      '- ⚠️ **Add pet** — `error`: connect ECONNREFUSED 127.0.0.1:3000',
    );

    const cancelled = renderComment(mixedRun, { loadTestFile: LOAD_TEST, marker: MARKER });
    expect(cancelled).toContain(
      '### ⏹️ qa-perf: run cancelled, 1 of 5 scenarios did not finish, 2 failed, 1 could not run',
    );
    expect(cancelled).toContain(
      '- ⏹️ **Delete pet** — `cancelled`: the run was cancelled before this scenario finished',
    );
  });

  it('cuts a comment that would be too long at whole rows, and says what is left out and where it is', () => {
    const comment = renderComment(largeRun, { loadTestFile: LOAD_TEST, marker: MARKER, reportUrl: REPORT_URL });
    expectGolden(new URL('large-comment.md', GOLDENS), comment);
    expect(Buffer.byteLength(comment, 'utf8')).toBeLessThan(COMMENT_LIMIT);
    expect(Array.from(comment).length).toBeLessThan(65_536);
    expect(comment).toMatch(
      /\n\*\*Not shown here:\*\* 23 more triage items, \d+ more scenarios and the status codes and error categories of 300 scenarios; they are in \[the full report\]\(https:\/\/github\.com\/acme\/shop\/actions\/runs\/123456789\)\.\n/,
    );
    expect(comment).toContain('### ❌ qa-perf: 43 of 300 scenarios failed');
    // The scenarios that did not pass come first, so that none of them is cut; the charts keep their room.
    expect(comment).toContain('| ❌ Scenario 298<br>');
    expect(comment.match(/```mermaid/g)).toHaveLength(3);
    expect(comment).toContain('✅ threshold met');
    expectBalanced(comment);
    expect(comment.trimEnd().endsWith('</sub>')).toBe(true);
    expect(comment).not.toMatch(/[\ud800-\udbff](?![\udc00-\udfff])/);

    const withoutUrl = renderComment(largeRun, { loadTestFile: LOAD_TEST, marker: MARKER });
    expect(withoutUrl).toMatch(/; they are in the job summary and results\.json\.\n$/);

    const summary = renderSummary(largeRun, { loadTestFile: LOAD_TEST });
    expect(summary).not.toContain('Not shown here');
    // The alignment row and one row per scenario.
    expect(tables(summary)[0]!.rows).toHaveLength(301);
    expect(summary).toContain('for the first 10 of the 43 scenarios that did not pass');
  });

  it('cuts a job summary that would be over 1 MiB', () => {
    const huge = runResults(
      Array.from({ length: 6000 }, (_, index) =>
        scenarioResult({
          name: `Scenario ${index}`,
          endpoint: `GET /api/v2/resources/${index}/items/{itemId}/history`,
        }),
      ),
    );
    const summary = renderSummary(huge, { loadTestFile: LOAD_TEST });
    expect(Buffer.byteLength(summary, 'utf8')).toBeLessThanOrEqual(SUMMARY_LIMIT);
    expect(summary).toMatch(/\n\*\*Not shown here:\*\* .*; they are in results\.json\.\n$/);
    expectBalanced(summary);
  });

  it('keeps a long name from filling the comment', () => {
    const long = runResults([scenarioResult({ name: '😀'.repeat(100_000), outcome: 'failed' })], {
      outcome: 'failed',
    });
    const comment = renderComment(long, { loadTestFile: LOAD_TEST, marker: MARKER });
    expect(Buffer.byteLength(comment, 'utf8')).toBeLessThan(COMMENT_LIMIT);
    expect(comment).toContain(`${'😀'.repeat(119)}…`);
  });

  it('renders hostile names, endpoints, errors and triage as inert text', () => {
    const comment = renderComment(hostileRun, { loadTestFile: LOAD_TEST, marker: MARKER, reportUrl: REPORT_URL });
    expectGolden(new URL('hostile-comment.md', GOLDENS), comment);
    expectNoInjection(comment.slice(MARKER.length));
    expectBalanced(comment);
    expect(comment).toContain('&lt;script>alert(1)&lt;/script>');
    expect(comment).toContain('@\u200bteam');
    // The table's alignment row and its row per scenario each have as many cells as its header.
    expect(tables(comment)[0]).toEqual({ columns: 8, rows: [8, 8, 8, 8] });
    // Inside the chart: no quote, backtick, HTML or mermaid directive from the name.
    const title = /```mermaid\nxychart-beta\n {2}title (.*)\n/.exec(comment)![1]!;
    expect(title).toMatch(/^"[^"`<>%;#@&{}]+"$/);

    // As a markdown parser reads it: only the markup the renderer writes, none from the hostile text.
    const nodes = markdownNodes(comment);
    const html = new Set(nodes.flatMap((node) => (node.type === 'html' ? [node.value] : [])));
    expect([...html].sort()).toEqual(
      [
        '</code>',
        '</details>',
        '</sub>',
        '<br>',
        '<code>',
        '<details><summary>Details</summary>',
        '<sub>',
        MARKER,
      ].sort(),
    );
    expect(nodes.filter((node) => node.type === 'heading')).toHaveLength(1);
    expect(nodes.filter((node) => node.type === 'emphasis' || node.type === 'image')).toHaveLength(0);
    expect(nodes.flatMap((node) => (node.type === 'link' ? [node.url] : []))).toEqual([REPORT_URL]);
    expect(nodes.flatMap((node) => (node.type === 'inlineCode' ? [node.value] : []))).toEqual([
      'server-errors',
      'error',
    ]);
    const rows = nodes.flatMap((node) => (node.type === 'tableRow' ? [node.children.length] : []));
    expect(rows).toEqual([8, 8, 8, 8, 5, 5, 5, 5]);

    const summary = renderSummary(hostileRun, { loadTestFile: LOAD_TEST });
    expectNoInjection(summary);
    expectBalanced(summary);
  });

  it('does not link a report URL that could break out of the link', () => {
    const comment = renderComment(largeRun, {
      loadTestFile: LOAD_TEST,
      marker: MARKER,
      reportUrl: 'javascript:alert(1)//)',
    });
    expect(comment).not.toContain('javascript:');
    expect(comment).toContain('they are in the job summary and results.json.');
  });
});

describe('failed checks and failed responses', () => {
  it('shows a failed check wherever breached thresholds are shown, and one failed response per scenario, escaped', () => {
    const summary = renderSummary(checksRun, { loadTestFile: LOAD_TEST });
    expectGolden(new URL('checks-summary.md', GOLDENS), summary);
    expectNoInjection(summary);
    expectBalanced(summary);
    // The table marks the check in the errors column; a failed scenario without triage lists its checks.
    expect(summary).toContain('❌ (no ok response from second 3)');
    expect(summary).toContain('❌ (no ok response)');
    expect(summary).toContain('`checks`: ok-responses — not one of the 900 requests got an ok response');
    expect(summary).toContain('from second 3 of 6');
    // The sample: status, category and the body's start, inside <code>, its markup inert.
    expect(summary).toContain('**A failed response per scenario**');
    expect(summary).toMatch(/GraphQL: pets\*\* — 200 \(graphql\): <code>\{"errors":/);
    expect(summary).toContain('&lt;script>alert(1)&lt;/script>');
    // A sample without a body (a refused connection) is not shown.
    expect(summary).not.toMatch(/server died\*\* — 0 /);
    const comment = renderComment(checksRun, { loadTestFile: LOAD_TEST, marker: MARKER });
    expectNoInjection(comment.slice(MARKER.length));
    expectBalanced(comment);
  });

  it('writes a JUnit failure per failed check, before the thresholds', async () => {
    const xml = renderJUnit(checksRun, { loadTestFile: LOAD_TEST });
    const parsed = await parse(xml);
    if (!isSuitesOf(parsed)) throw new Error('expected <testsuites>');
    const cases = parsed.testsuite![0]!.testcase!;
    expect(cases[0]!.failure!.map((f) => [f.type, f.message])).toEqual([
      ['check', `availability — ${stopped.failedChecks![0]!.message}`],
    ]);
    expect(cases[0]!.failure![0]!.inner).toContain(`${LOAD_TEST}:16: availability — the service stopped answering`);
    expect(cases[0]!.failure![0]!.inner).toContain('Triage: unavailable:');
    expect(cases[1]!.failure!.map((f) => f.type)).toEqual(['check']);
    expect(xml).not.toMatch(/::|##\[/);
  });

  it('lists failed checks in the terminal table', () => {
    const table = renderTerminalTable(checksRun);
    expect(table).toContain(
      '\nChecks failed:\n  Get pet (server died): availability — the service stopped answering from second 3 of 6',
    );
    expect(table).toContain('\n  GraphQL: pets: ok-responses — not one of the 900 requests got an ok response');
  });
});

/** Whether a parsed JUnit document is a <testsuites>. */
function isSuitesOf(parsed: TestSuites | TestSuite | null | undefined): parsed is TestSuites {
  return parsed !== null && parsed !== undefined && 'testsuite' in parsed;
}

describe('escaping', () => {
  it.each([
    { what: 'plain text', input: 'List pets', expected: 'List pets' },
    { what: 'emphasis and code', input: '**a** _b_ `c`', expected: '\\*\\*a\\*\\* \\_b\\_ \\`c\\`' },
    { what: 'HTML', input: '<img src=x>&amp;', expected: '&lt;img src=x>&amp;amp;' },
    { what: 'a quote', input: '> quoted', expected: '\\> quoted' },
    { what: 'a link', input: '[x](javascript:y)', expected: '\\[x\\](javascript:y)' },
    { what: 'a table cell break', input: 'a|b', expected: 'a\\|b' },
    { what: 'a mention', input: 'hi @team and @acme/ops', expected: 'hi @\u200bteam and @\u200bacme/ops' },
    { what: 'an e-mail address', input: 'a@b.c', expected: 'a@\u200bb.c' },
    { what: 'line breaks', input: 'a\r\n\n b\u2028c', expected: 'a b c' },
    { what: 'a heading', input: '# Title', expected: '\\# Title' },
    { what: 'a list', input: '- item', expected: '\\- item' },
    { what: 'an ordered list', input: '1. item', expected: '1\\. item' },
    { what: 'a workflow command', input: '::error::x', expected: '\\:\\:error:\\:x' },
    { what: 'an IPv6 address', input: 'http://[::1]:3000', expected: 'http://\\[:\\:1\\]:3000' },
    { what: 'math', input: '$x$', expected: '\\$x\\$' },
    { what: 'a backslash', input: 'a\\|b', expected: 'a\\\\\\|b' },
  ])('escapeMarkdown: $what', ({ input, expected }) => {
    expect(escapeMarkdown(input)).toBe(expected);
  });

  it('mermaidText keeps words and drops what mermaid or markdown could read', () => {
    expect(mermaidText('Get "pet" `x` <b>%%{init}%%; #35; @team\nnext')).toBe('Get pet x b init 35 team next');
    expect(mermaidText('a'.repeat(100))).toHaveLength(60);
  });

  it('escapeWorkflowText breaks workflow commands at the start of any line, and only there', () => {
    expect(escapeWorkflowText('::error::x\n  ::warning::y\r::debug::z')).toBe(
      ':\u200b:error::x\n  :\u200b:warning::y\r:\u200b:debug::z',
    );
    expect(escapeWorkflowText('\u0085::error::x')).toBe('\u0085:\u200b:error::x');
    expect(escapeWorkflowText('Query::pets ##[error]x')).toBe('Query::pets #\u200b#[error]x');
    // Control characters are shown as escapes, not obeyed nor dropped: a reader sees they are there.
    expect(plainText('a\u001b[31m\nb\tc')).toBe('a\\x1b[31m\\nb\\tc');
  });

  it('escapeXml replaces what XML 1.0 forbids and keeps line breaks in attributes', () => {
    expect(escapeXml('<a & "b">\u0000\u0008\ufffe\ud800x')).toBe(
      '&lt;a &amp; &quot;b&quot;&gt;\ufffd\ufffd\ufffd\ufffdx',
    );
    expect(escapeXml('a\nb')).toBe('a&#10;b');
    expect(escapeXml('a\nb', 'content')).toBe('a\nb');
    expect(escapeXml('::error::')).toBe('&#58;:error&#58;:');
  });

  it('clip never splits a surrogate pair', () => {
    expect(clip('😀😀😀', 2)).toBe('😀…');
    expect(clip('abc', 3)).toBe('abc');
  });
});

describe('renderJUnit', () => {
  const isSuites = (parsed: TestSuites | TestSuite | null | undefined): parsed is TestSuites =>
    parsed !== null && parsed !== undefined && 'testsuite' in parsed;

  it('writes one test case per scenario that JUnit readers parse', async () => {
    const xml = renderJUnit(mixedRun, { loadTestFile: LOAD_TEST });
    expectGolden(new URL('junit.xml', GOLDENS), xml);
    const parsed = await parse(xml);
    if (!isSuites(parsed)) throw new Error('expected <testsuites>');
    expect(parsed).toMatchObject({ name: 'qa-perf', tests: 5, failures: 2, errors: 1 });
    const suite = parsed.testsuite![0]!;
    expect(suite).toMatchObject({ name: 'qa-perf', tests: 5, failures: 2, errors: 1, skipped: 1 });
    expect(suite.timestamp).toBe('2026-01-01T10:00:00');
    const cases = suite.testcase!;
    expect(cases.map((c) => c.name)).toEqual(['List pets', 'Get pet', 'Search pets', 'Add pet', 'Delete pet']);
    expect(cases[0]).toMatchObject({ classname: 'GET /pets', time: 30 });
    expect(cases[0]!.failure).toBeUndefined();
    expect(cases[1]!.failure!.map((f) => [f.message, f.type])).toEqual([
      ['p95 312 ms > 300 ms', 'threshold'],
      ['okRate 85% < 99%', 'threshold'],
    ]);
    expect(cases[1]!.failure![0]!.inner).toContain(
      `${LOAD_TEST}:23: p95 312 ms > 300 ms\nTriage: server-errors: 250 of`,
    );
    expect(cases[2]!.failure!.map((f) => f.message)).toEqual([
      'p50 260 ms > 200 ms',
      'p95 812 ms > 300 ms',
      'rps 100 req/s < 150 req/s',
    ]);
    expect(cases[3]!.error![0]).toMatchObject({ message: 'connect ECONNREFUSED 127.0.0.1:3000', type: 'errored' });
    expect(cases[4]!.skipped).toHaveLength(1);
    // file and line are what mikepenz/action-junit-report reads to annotate the load test.
    expect(xml).toContain(
      `<testcase name="Get pet" classname="GET /pets/{petId}" time="30" file="${LOAD_TEST}" line="16">`,
    );
  });

  it('keeps hostile names inside their attributes', async () => {
    const xml = renderJUnit(hostileRun, { loadTestFile: LOAD_TEST });
    const parsed = await parse(xml);
    if (!isSuites(parsed)) throw new Error('expected <testsuites>');
    const cases: TestCase[] = parsed.testsuite![0]!.testcase!;
    expect(cases).toHaveLength(3);
    expect(cases[0]!.name).toContain('<script>alert(1)</script>');
    expect(cases[0]!.name).toContain('::error::owned');
    expect(cases[0]!.name).not.toMatch(CONTROL_CHARACTERS);
    expect(cases[0]!.name).not.toContain('\n');
    expect(cases[1]!.error![0]!.message).toContain('"quoted"');
    for (const line of xml.split('\n')) expect(line.trimStart().startsWith('::')).toBe(false);
    expect(xml).not.toMatch(/::|##\[/);
  });
});

describe('renderTerminalTable triage', () => {
  it('adds one line per triaged scenario, on one line each', () => {
    const table = renderTerminalTable(
      runResults([listPets, login, hostileErrored, { ...hostile, name: '::error::y' }]),
    );
    expect(table).toContain(
      '\nTriage:\n  Log in: client-errors — 96% of responses were 401 (1,152 of 1,200). Next: the scenario sends no credentials',
    );
    expect(table).toContain('\n  :\u200b:error::y: server-errors — the server said');
    for (const line of table.split('\n')) expect(line.trimStart().startsWith('::')).toBe(false);
    expect(table).not.toMatch(CONTROL_CHARACTERS);
  });
});
