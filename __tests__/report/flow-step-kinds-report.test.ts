// Judging and reporting the steps of safe writes: a `measure: false` step is judged on its own figures and shown as
// not in the flow's; a `cleanup: true` step is shown like a once step, never judged.
import { describe, expect, it } from '@jest/globals';
import type { FlowStep, LoadTest, Scenario, Threshold } from '../../src/loadtest/types.js';
import { compareSteps } from '../../src/compare/compare-steps.js';
import { stepsTable } from '../../src/report/html/html-tables.js';
import { renderSummary } from '../../src/report/markdown.js';
import { renderTerminalTable } from '../../src/report/terminal-table.js';
import type { MeasuredRun, MeasuredStep, RunResults } from '../../src/results/types.js';
import { judgeRun } from '../../src/verdict/judge-run.js';
import { resultsSchemaErrors } from '../helpers/results-schema.js';
import { rounds, tolerance } from '../helpers/rounds.js';

const p95 = (limit: number, line: number): Threshold => ({
  key: 'p95',
  bound: 'max',
  limit,
  unit: 'ms',
  text: `${limit}ms`,
  line,
  column: 20,
});

function step(name: string, endpoint: string, overrides: Partial<FlowStep> = {}): FlowStep {
  const [method = 'GET', path = '/'] = endpoint.split(' ');
  return {
    name,
    endpoint,
    method,
    path,
    line: 5,
    timeoutMs: 30_000,
    once: false,
    extract: [],
    thresholds: [],
    ...overrides,
  };
}

const todos: Scenario = {
  name: 'Todos',
  endpoint: 'POST /todos → PUT /todos/{id} → DELETE /todos/{id}',
  method: '',
  path: '',
  line: 2,
  concurrentUsers: 2,
  durationSeconds: 2,
  timeoutMs: 30_000,
  thresholds: [p95(900, 4)],
  flow: [
    step('Create todo', 'POST /todos', { measure: false, thresholds: [p95(100, 8)] }),
    step('Update todo', 'PUT /todos/{id}'),
    step('Delete todo', 'DELETE /todos/{id}', { cleanup: true, thresholds: [p95(1, 12)] }),
  ],
};
const loadTest: LoadTest = { version: 1, baseUrl: 'http://127.0.0.1:9', execution: 'sequential', scenarios: [todos] };

function figures(name: string, p95Ms: number, overrides: Partial<MeasuredStep> = {}): MeasuredStep {
  return {
    name,
    endpoint: `GET /${name}`,
    line: 5,
    outcome: 'measured',
    concurrentUsers: 2,
    durationSeconds: 2,
    requests: { total: 100, ok: 100, failed: 0, byCategory: {}, byStatus: { '200': 100 } },
    latencyMs: { min: 1, mean: 5, p50: 4, p75: 6, p90: 8, p95: p95Ms, p99: p95Ms, p999: p95Ms, max: p95Ms },
    histogram: 'HISTFAAAA',
    rps: 50,
    bytesReceived: 200,
    timeline: [
      { second: 0, requests: 50, errors: 0, p50: 4, p95: p95Ms, p99: p95Ms },
      { second: 1, requests: 50, errors: 0, p50: 4, p95: p95Ms, p99: p95Ms },
    ],
    samples: [],
    ...overrides,
  };
}

/** A run whose create (measure: false) breached its own p95, and whose cleanup failed half its deletes. */
function judged(createP95 = 150): RunResults {
  const cleanup = figures('Delete todo', 20, {
    cleanup: true,
    requests: { total: 2, ok: 1, failed: 1, byCategory: { http5xx: 1 }, byStatus: { '200': 1, '500': 1 } },
  });
  const steps = [figures('Create todo', createP95, { measure: false }), figures('Update todo', 30), cleanup];
  const run: MeasuredRun = {
    version: 1,
    startedAt: '2026-01-01T10:00:00Z',
    finishedAt: '2026-01-01T10:00:02Z',
    baseUrl: 'http://127.0.0.1:9',
    shard: null,
    generator: { saturated: false, eventLoopDelayP99Ms: 2, cpuUtilization: 0.3 },
    scenarios: [{ ...figures('Todos', 30), endpoint: todos.endpoint, line: 2, steps }],
  };
  return judgeRun(run, loadTest);
}

describe('a flow with measure: false and cleanup steps', () => {
  it('judges a measure: false step on its own thresholds, and never a cleanup step', () => {
    const flow = judged().scenarios[0]!;
    expect(flow.steps?.map((s) => [s.name, s.outcome])).toEqual([
      ['Create todo', 'failed'],
      ['Update todo', 'passed'],
      ['Delete todo', 'passed'],
    ]);
    expect(flow.steps?.[0]).toMatchObject({ measure: false, thresholds: [expect.objectContaining({ passed: false })] });
    expect(flow.steps?.[2]).toMatchObject({ cleanup: true, thresholds: [], triage: null });
    expect(flow.outcome).toBe('failed');
    expect(judged(50).scenarios[0]!.outcome).toBe('passed');
  });

  it('fits results.schema.json, measure: false and cleanup: true included', () => {
    expect(resultsSchemaErrors(judged())).toEqual([]);
    const results = judged();
    (results.scenarios[0]!.steps![0] as { measure?: unknown }).measure = true;
    expect(resultsSchemaErrors(results).join('\n')).toContain('measure');
  });

  it("shows each step's kind in the terminal table, the markdown summary and report.html", () => {
    const results = judged(50);
    const terminal = renderTerminalTable(results);
    expect(terminal).toMatch(/↳ Create todo \(measure: false\)/);
    expect(terminal).toMatch(/↳ Update todo {2}/);
    expect(terminal).toMatch(/↳ Delete todo \(cleanup\)/);
    const summary = renderSummary(results, { loadTestFile: 'loadtool.yaml' });
    expect(summary).toContain("↳ Create todo ✅ (not in the flow's figures)");
    expect(summary).toContain('↳ Delete todo ✅ (cleanup per user after the run, not judged)');
    const html = stepsTable(results.scenarios[0]!.steps!);
    expect(html).toContain('Create todo <em>(measure: false)</em>');
    expect(html).toContain('Delete todo <em>(cleanup)</em>');
  });

  it('compares no cleanup step with a baseline: its figures all fall after the measured time', () => {
    const steps = (seed: number) => [
      { name: 'Create todo', measure: false as const, rounds: rounds(6, 20, 0.03, seed) },
      { name: 'Delete todo', cleanup: true as const, rounds: rounds(6, 20, 0.03, seed + 1) },
    ];
    const compared = compareSteps(steps(1), steps(3), [tolerance('p95', 10)]);
    expect(compared.map(({ name }) => name)).toEqual(['Create todo']);
  });
});
