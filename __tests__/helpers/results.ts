import type { RunResults, ScenarioResult, ThresholdResult } from '../../src/results/types.js';
import { THRESHOLD_DEFINITIONS } from '../../src/vocabulary/thresholds.js';

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
    // The same machine in every synthetic run, so that comparisons across time are not made inconclusive by it.
    calibration: { cpuMicros: 1000, loopbackMicros: 100 },
    ...overrides,
  };
}

/**
 * Returns a threshold's result with the bound and unit of its key, passed when `actual` meets `limit`; without
 * `actual`, not measured (and not passed).
 */
export function thresholdResult(
  key: ThresholdResult['key'],
  limit: number,
  actual: number | undefined,
  line: number,
): ThresholdResult {
  const { bound, unit } = THRESHOLD_DEFINITIONS[key];
  const passed = actual !== undefined && (bound === 'min' ? actual >= limit : actual <= limit);
  return { key, bound, limit, ...(actual === undefined ? {} : { actual }), unit, passed, line };
}
