import { describe, expect, it } from '@jest/globals';
import { runLoadTest } from '../../src/engine/run-load-test.js';
import type { MeasuredRun, MeasuredScenario } from '../../src/results/types.js';
import { judgeRun } from '../../src/verdict/judge-run.js';
import { judgeScenario } from '../../src/verdict/outcome.js';
import { loadTestOf, startHttpTarget } from '../helpers/engine-run.js';
import { useServers } from '../helpers/servers.js';

const servers = useServers();

/** A scenario as the engine measures it: ok responses every second (p99 20.5 ms), nothing judged yet. */
function measuredScenario(name: string, overrides: Partial<MeasuredScenario> = {}): MeasuredScenario {
  return {
    name,
    endpoint: 'GET /',
    line: 7,
    outcome: 'measured',
    concurrentUsers: 10,
    durationSeconds: 1,
    requests: { total: 100, ok: 100, failed: 0, byCategory: {}, byStatus: { '200': 100 } },
    latencyMs: { min: 1.2, mean: 5.1, p50: 4.1, p75: 6, p90: 8.2, p95: 10.3, p99: 20.5, p999: 40.9, max: 120.4 },
    histogram: 'HISTFAAAA',
    rps: 100,
    bytesReceived: 200,
    timeline: [{ second: 0, requests: 100, errors: 0, p50: 4, p95: 9, p99: 12 }],
    samples: [],
    ...overrides,
  };
}

function measuredRun(scenarios: MeasuredScenario[]): MeasuredRun {
  return {
    version: 1,
    startedAt: '2026-01-01T10:00:00Z',
    finishedAt: '2026-01-01T10:00:01Z',
    baseUrl: 'http://127.0.0.1:9',
    shard: null,
    generator: { saturated: false, eventLoopDelayP99Ms: 2, cpuUtilization: 0.3 },
    scenarios,
  };
}

const loadTest = loadTestOf('http://127.0.0.1:9', [
  { name: 'fast', thresholds: { p99: '50ms' } },
  { name: 'strict', thresholds: { p99: '10ms', okRate: '99%' } },
  { name: 'free' },
]);

describe('runLoadTest', () => {
  it('returns measurements: no verdict, no thresholds, no triage, and the run has no outcome', async () => {
    const target = await startHttpTarget(servers, (_request, response) => response.end('ok'));
    const measured = await runLoadTest(loadTestOf(target.url, [{ thresholds: { p99: '1ms', okRate: '99%' } }]), {
      env: {},
    });

    expect(measured).not.toHaveProperty('outcome');
    expect(measured.scenarios).toHaveLength(1);
    const scenario = measured.scenarios[0]!;
    expect(scenario.outcome).toBe('measured');
    expect(scenario.requests.ok).toBeGreaterThan(0);
    expect(scenario).not.toHaveProperty('thresholds');
    expect(scenario).not.toHaveProperty('failedChecks');
    expect(scenario).not.toHaveProperty('triage');
  });
});

describe('judgeRun', () => {
  it("judges each scenario by its own thresholds, matched by name, and takes the worst outcome as the run's", () => {
    // Measured in another order than the load test's, as a subset run (--scenario) or a merge may give them.
    const run = measuredRun([measuredScenario('strict'), measuredScenario('fast'), measuredScenario('free')]);

    const judged = judgeRun(run, loadTest);

    expect(judged.scenarios.map(({ name, outcome }) => [name, outcome])).toEqual([
      ['strict', 'failed'],
      ['fast', 'passed'],
      ['free', 'passed'],
    ]);
    expect(judged.scenarios[0]!.thresholds.map(({ key, passed }) => [key, passed])).toEqual([
      ['p99', false],
      ['okRate', true],
    ]);
    expect(judged.scenarios[1]!.thresholds).toEqual([expect.objectContaining({ key: 'p99', limit: 50, passed: true })]);
    expect(judged.scenarios[2]!.thresholds).toEqual([]);
    expect(judged.scenarios.map((scenario) => scenario.triage)).toEqual([null, null, null]);
    expect(judged.outcome).toBe('failed');
    expect({ ...judged, outcome: undefined, scenarios: undefined }).toEqual({
      ...run,
      outcome: undefined,
      scenarios: undefined,
    });
  });

  it('keeps cancelled and errored scenarios so, and the worst of them is the outcome of the run', () => {
    const run = measuredRun([
      measuredScenario('fast'),
      measuredScenario('strict', { outcome: 'errored', error: 'the scenario could not start: boom' }),
      measuredScenario('free', { outcome: 'cancelled' }),
    ]);

    const judged = judgeRun(run, loadTest);

    expect(judged.scenarios.map(({ outcome }) => outcome)).toEqual(['passed', 'errored', 'cancelled']);
    expect(judged.outcome).toBe('cancelled');
  });

  it('judges a run without scenarios as passed', () => {
    expect(judgeRun(measuredRun([]), loadTest).outcome).toBe('passed');
  });
});

describe('judgeScenario on results judged before', () => {
  it('judges afresh: the earlier thresholds, checks and triage give way to the new verdict', () => {
    const before = judgeRun(measuredRun([measuredScenario('strict')]), loadTest).scenarios[0]!;
    const triaged = { ...before, triage: { category: 'latency' as const, evidence: 'slow', nextStep: 'profile' } };

    const again = judgeScenario(triaged, loadTest.scenarios[0]!.thresholds);

    expect(again.outcome).toBe('passed');
    expect(again.thresholds.map(({ key }) => key)).toEqual(['p99']);
    expect(again.triage).toBeNull();
  });
});
