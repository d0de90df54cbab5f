import type { RunResults, ScenarioResult } from '../../src/results/types.js';

/** Returns a scenario's results as the engine writes them, with plausible figures; `overrides` replace fields whole. */
export function scenarioResult(overrides: Partial<ScenarioResult> = {}): ScenarioResult {
  return {
    name: 'List pets',
    endpoint: 'GET /pets',
    line: 7,
    outcome: 'passed',
    concurrentUsers: 10,
    durationSeconds: 30,
    requests: { total: 12034, ok: 12034, failed: 0, byCategory: {}, byStatus: { '200': 12034 } },
    latencyMs: { min: 1.2, mean: 5.1, p50: 4.1, p90: 8.2, p95: 10.3, p99: 20.5, p999: 40.9, max: 120.4 },
    histogram: 'HISTFAAAA',
    rps: 401.13,
    bytesReceived: 1234567,
    timeline: [],
    thresholds: [],
    triage: null,
    ...overrides,
  };
}

/** Returns a run's results around the scenarios; `overrides` replace fields whole. */
export function runResults(scenarios: ScenarioResult[], overrides: Partial<RunResults> = {}): RunResults {
  return {
    version: 1,
    outcome: 'passed',
    startedAt: '2026-01-01T10:00:00Z',
    finishedAt: '2026-01-01T10:01:02Z',
    baseUrl: 'http://localhost:3000',
    shard: null,
    generator: { saturated: false, eventLoopDelayP99Ms: 2, eventLoopUtilization: 0.4, cpuUtilization: 0.3 },
    scenarios,
    ...overrides,
  };
}
