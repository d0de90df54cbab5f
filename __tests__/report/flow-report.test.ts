import { describe, expect, it } from '@jest/globals';
import type { FlowStep, LoadTest, Scenario, Threshold } from '../../src/loadtest/types.js';
import type { MeasuredRun, MeasuredScenario, MeasuredStep, RunResults } from '../../src/results/types.js';
import { judgeRun } from '../../src/verdict/judge-run.js';
import { triageResults } from '../../src/triage/triage.js';
import { annotationsFor } from '../../src/action/annotations.js';
import { renderTerminalTable } from '../../src/report/terminal-table.js';
import { COMMENT_LIMIT, renderComment, renderSummary } from '../../src/report/markdown.js';
import { renderJUnit } from '../../src/report/junit.js';
import { resultsSchemaErrors } from '../helpers/results-schema.js';

const p95 = (limit: number, line: number): Threshold => ({
  key: 'p95',
  bound: 'max',
  limit,
  unit: 'ms',
  text: `${limit}ms`,
  line,
  column: 20,
});

function step(name: string, line: number, overrides: Partial<FlowStep> = {}): FlowStep {
  return {
    name,
    endpoint: `GET /${name.toLowerCase().replaceAll(' ', '-')}`,
    method: 'GET',
    path: `/${name}`,
    line,
    timeoutMs: 30_000,
    once: false,
    extract: [],
    thresholds: [],
    ...overrides,
  };
}

/** The flow of docs/real-data-and-flows.md: log in once, list, get; the flow within 900 ms, the list within 300 ms (line 16). */
const shop: Scenario = {
  name: 'Shop',
  endpoint: 'POST /login → GET /items → GET /items/{id}',
  method: '',
  path: '',
  line: 2,
  concurrentUsers: 5,
  durationSeconds: 2,
  timeoutMs: 30_000,
  thresholds: [p95(900, 5)],
  flow: [
    step('Log in', 7, { method: 'POST', endpoint: 'POST /login', once: true, refreshOn: [401] }),
    step('List items', 12, { thresholds: [p95(300, 16)] }),
    step('Get item', 17),
  ],
};
const loadTest: LoadTest = { version: 1, baseUrl: 'http://127.0.0.1:9', execution: 'sequential', scenarios: [shop] };

function figures(name: string, p95Ms: number, overrides: Partial<MeasuredStep> = {}): MeasuredStep {
  return {
    name,
    endpoint: `GET /${name}`,
    line: 12,
    outcome: 'measured',
    concurrentUsers: 5,
    durationSeconds: 2,
    requests: { total: 100, ok: 100, failed: 0, byCategory: {}, byStatus: { '200': 100 } },
    latencyMs: {
      min: 1,
      mean: 5,
      p50: 4,
      p75: 6,
      p90: 8,
      p95: p95Ms,
      p99: p95Ms + 5,
      p999: p95Ms + 9,
      max: p95Ms + 10,
    },
    histogram: 'HISTFAAAA',
    rps: 50,
    bytesReceived: 200,
    timeline: [
      { second: 0, requests: 50, errors: 0, p50: 4, p95: 9, p99: 12 },
      { second: 1, requests: 50, errors: 0, p50: 4, p95: 9, p99: 12 },
    ],
    samples: [],
    ...overrides,
  };
}

function measuredFlow(steps: MeasuredStep[], overrides: Partial<MeasuredScenario> = {}): MeasuredRun {
  const flow: MeasuredScenario = { ...figures('Shop', 500), endpoint: shop.endpoint, line: 2, steps, ...overrides };
  return {
    version: 1,
    startedAt: '2026-01-01T10:00:00Z',
    finishedAt: '2026-01-01T10:00:02Z',
    baseUrl: 'http://127.0.0.1:9',
    shard: null,
    generator: { saturated: false, eventLoopDelayP99Ms: 2, cpuUtilization: 0.3 },
    scenarios: [flow],
  };
}

const once = (overrides: Partial<MeasuredStep> = {}) =>
  figures('Log in', 2000, { once: true, line: 7, requests: { ...okRequests(5) }, ...overrides });
function okRequests(total: number) {
  return { total, ok: total, failed: 0, byCategory: {}, byStatus: { '200': total } };
}

/** A judged and triaged flow whose List items breached its own p95 (400 ms > 300 ms); the flow met its own. */
function breachedStep(): RunResults {
  return triageResults(
    judgeRun(measuredFlow([once(), figures('List items', 400), figures('Get item', 50)]), loadTest),
    loadTest,
  );
}

describe('judging a flow', () => {
  it('judges each measured step against its own thresholds; a step breach fails the flow', () => {
    const results = judgeRun(measuredFlow([once(), figures('List items', 400), figures('Get item', 50)]), loadTest);
    const flow = results.scenarios[0]!;
    expect(flow.thresholds).toEqual([expect.objectContaining({ key: 'p95', passed: true, line: 5 })]);
    expect(flow.steps?.map((s) => [s.name, s.outcome])).toEqual([
      ['Log in', 'passed'],
      ['List items', 'failed'],
      ['Get item', 'passed'],
    ]);
    expect(flow.steps?.[1]?.thresholds).toEqual([expect.objectContaining({ actual: 400, passed: false, line: 16 })]);
    expect(flow.outcome).toBe('failed');
    expect(results.outcome).toBe('failed');
  });

  it('never judges a once step: its slow latency and its failed attempts do not fail the flow', () => {
    const login = once({
      requests: { total: 6, ok: 5, failed: 1, byCategory: { http4xx: 1 }, byStatus: { '200': 5, '401': 1 } },
    });
    const withThresholds: LoadTest = {
      ...loadTest,
      scenarios: [{ ...shop, flow: shop.flow!.map((s) => (s.once ? { ...s, thresholds: [p95(1, 9)] } : s)) }],
    };
    const flow = judgeRun(measuredFlow([login, figures('List items', 100), figures('Get item', 50)]), withThresholds)
      .scenarios[0]!;
    expect(flow.steps?.[0]).toMatchObject({ name: 'Log in', once: true, outcome: 'passed', thresholds: [] });
    expect(flow.outcome).toBe('passed');
  });

  it("errors the flow with the once step's reason when it never succeeded", () => {
    const login = once({
      requests: { total: 4, ok: 0, failed: 4, byCategory: { http4xx: 4 }, byStatus: { '401': 4 } },
    });
    const zero = { total: 0, ok: 0, failed: 0, byCategory: {}, byStatus: {} };
    const results = judgeRun(
      measuredFlow([login, figures('List items', 0, { requests: zero }), figures('Get item', 0, { requests: zero })], {
        requests: zero,
      }),
      loadTest,
    );
    const flow = results.scenarios[0]!;
    expect(flow.outcome).toBe('errored');
    expect(flow.error).toMatch(/^the once step Log in never succeeded: /);
    expect(flow.steps?.[0]?.outcome).toBe('errored');
  });

  it('fails the flow and the step by the built-in checks when no iteration got an ok response', () => {
    const failing = { total: 50, ok: 0, failed: 50, byCategory: { http5xx: 50 }, byStatus: { '500': 50 } };
    const flow = judgeRun(
      measuredFlow([once(), figures('List items', 10, { requests: failing }), figures('Get item', 0)], {
        requests: failing,
      }),
      loadTest,
    ).scenarios[0]!;
    expect(flow.failedChecks?.map(({ check }) => check)).toContain('ok-responses');
    expect(flow.steps?.[1]?.failedChecks?.map(({ check }) => check)).toContain('ok-responses');
    expect(flow.outcome).toBe('failed');
  });
});

describe('triage of a flow', () => {
  it('names the first failed step and its triage; the step has its own triage', () => {
    const flow = breachedStep().scenarios[0]!;
    const listItems = flow.steps![1]!;
    expect(listItems.triage?.category).toBe('latency');
    expect(flow.triage?.category).toBe(listItems.triage?.category);
    expect(flow.triage?.evidence).toContain('List items');
    expect(flow.triage?.evidence).toContain(listItems.triage!.evidence);
    expect(flow.steps![0]!.triage).toBeNull();
  });
});

describe('reports of a flow', () => {
  it('annotates a step breach at the step threshold line', () => {
    const breach = annotationsFor(breachedStep()).find((a) => a.kind === 'breach');
    expect(breach).toMatchObject({ line: 16, level: 'failure' });
    expect(breach?.title).toContain('Shop › List items');
  });

  it('shows the steps under their flow in the terminal table, the once step too', () => {
    const table = renderTerminalTable(breachedStep());
    const lines = table.split('\n');
    const flowRow = lines.findIndex((line) => line.startsWith('Shop '));
    expect(lines[flowRow + 1]).toMatch(/^ {2}↳ Log in .*passed/);
    expect(lines[flowRow + 2]).toMatch(/^ {2}↳ List items .*failed/);
    expect(lines[flowRow + 3]).toMatch(/^ {2}↳ Get item /);
    expect(table).toContain('Shop › List items: p95');
  });

  it('shows the steps in the markdown summary and comment, escaped like scenario names', () => {
    const results = breachedStep();
    results.scenarios[0]!.steps![2]!.name = 'Get <b>item</b> | x';
    for (const markdown of [
      renderSummary(results, { loadTestFile: 'loadtool.yaml' }),
      renderComment(results, { loadTestFile: 'loadtool.yaml', marker: '<!-- m -->' }),
    ]) {
      expect(markdown).toContain('↳ List items');
      expect(markdown).toContain('line 16');
      expect(markdown).not.toContain('<b>item</b>');
      expect(markdown).toContain('↳ Get');
    }
  });

  it('writes a JUnit testcase per step named Flow › Step, the breach at its line', () => {
    const xml = renderJUnit(breachedStep(), { loadTestFile: 'loadtool.yaml' });
    expect(xml).toContain('<testcase name="Shop › List items"');
    expect(xml).toContain('<testcase name="Shop › Log in"');
    expect(xml).toContain('loadtool.yaml:16: p95');
    expect(xml).toMatch(/<testsuites name="qa-perf" tests="4" failures="2"/);
  });

  it('keeps the comment within its byte budget with many flows of many steps', () => {
    const one = breachedStep().scenarios[0]!;
    const steps = Array.from({ length: 30 }, (_, i) => ({ ...one.steps![1]!, name: `Step ${i} ${'x'.repeat(60)}` }));
    const scenarios = Array.from({ length: 40 }, (_, i) => ({ ...one, name: `Flow ${i}`, steps }));
    const comment = renderComment(
      { ...breachedStep(), scenarios },
      { loadTestFile: 'loadtool.yaml', marker: '<!-- m -->' },
    );
    expect(Buffer.byteLength(comment, 'utf8')).toBeLessThanOrEqual(COMMENT_LIMIT);
  });
});

describe('results.schema.json', () => {
  it('accepts a judged flow with its steps and once step', () => {
    expect(resultsSchemaErrors(breachedStep())).toEqual([]);
  });

  it('refuses a step without its figures', () => {
    const results = breachedStep();
    delete (results.scenarios[0]!.steps![1] as Partial<RunResults['scenarios'][0]>).requests;
    expect(resultsSchemaErrors(results).join('\n')).toContain('steps');
  });
});
