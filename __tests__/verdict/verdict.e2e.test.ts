import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from '@jest/globals';
import { stringify } from 'yaml';
import type { FailedCheck, ScenarioOutcome, ScenarioResult } from '../../src/results/types.js';
import { runLoadTest } from '../../src/engine/run-load-test.js';
import type { Threshold } from '../../src/loadtest/types.js';
import { parseLoadTest } from '../../src/loadtest/validate.js';
import { judgeRun } from '../../src/verdict/judge-run.js';
import { evaluateThresholds, type Measured } from '../../src/verdict/evaluate.js';
import { judgeScenario, worstOutcome } from '../../src/verdict/outcome.js';
import { scenarioResult } from '../helpers/results.js';
import { useServers } from '../helpers/servers.js';

type Second = ScenarioResult['timeline'][number];

/** A timeline of `[requests, errors]` per second, with plausible latencies. */
function timeline(...seconds: Array<[requests: number, errors: number]>): Second[] {
  return seconds.map(([requests, errors], second) => ({ second, requests, errors, p50: 4, p95: 9, p99: 12 }));
}

/** A measured scenario whose counts add up: ok, failures by category, statuses, and its timeline. */
function measured(
  ok: number,
  byCategory: ScenarioResult['requests']['byCategory'],
  byStatus: Record<string, number>,
  seconds: Second[] = [],
): ScenarioResult {
  const failed = Object.values(byCategory).reduce((sum, count) => sum + count, 0);
  return scenarioResult({
    requests: { total: ok + failed, ok, failed, byCategory, byStatus },
    timeline: seconds,
  });
}

const okRate99: Threshold = { key: 'okRate', bound: 'min', limit: 99, unit: '%', text: '99%', line: 12, column: 7 };

interface Case {
  what: string;
  result: ScenarioResult;
  thresholds: Threshold[];
  outcome: ScenarioOutcome;
  checks: Array<FailedCheck['check']>;
  fromSecond?: number;
}

const cases: Case[] = [
  {
    what: 'every request ok passes',
    result: measured(400, {}, { '200': 400 }, timeline([100, 0], [100, 0], [100, 0], [100, 0])),
    thresholds: [okRate99],
    outcome: 'passed',
    checks: [],
  },
  {
    what: '100% timeouts without thresholds fail: not one ok response',
    result: measured(0, { timeout: 40 }, {}, timeline([10, 10], [10, 10], [10, 10], [10, 10])),
    thresholds: [],
    outcome: 'failed',
    checks: ['ok-responses'],
  },
  {
    what: '100% `other` without thresholds fails',
    result: measured(0, { other: 12 }, { '200': 12 }, timeline([6, 6], [6, 6])),
    thresholds: [],
    outcome: 'failed',
    checks: ['ok-responses'],
  },
  {
    what: 'requests still in flight at the end and nothing else fail (no timeline second holds them)',
    result: measured(0, { interrupted: 2 }, {}, timeline([0, 0], [0, 0])),
    thresholds: [],
    outcome: 'failed',
    checks: ['ok-responses'],
  },
  {
    what: 'a server that died at 2.5 s of 6 s fails availability despite okRate 99%',
    // 2 users, 100 ms pause after each refused connect: 20 refusals a second against thousands of ok responses.
    result: measured(
      12_500,
      { connect: 60 },
      { '200': 12_500 },
      timeline([5000, 0], [5000, 0], [2500, 1], [20, 20], [20, 20], [20, 20]),
    ),
    thresholds: [okRate99],
    outcome: 'failed',
    checks: ['availability'],
    fromSecond: 3,
  },
  {
    what: 'an outage in the middle that recovers fails availability',
    result: measured(
      800,
      { timeout: 30 },
      { '200': 800 },
      timeline([200, 0], [200, 0], [10, 10], [0, 0], [20, 20], [200, 0], [200, 0]),
    ),
    thresholds: [],
    outcome: 'failed',
    checks: ['availability'],
    fromSecond: 2,
  },
  {
    what: 'one second of failures alone (one slow user, one failed request) is not an outage',
    result: measured(
      5,
      { http5xx: 1 },
      { '200': 5, '500': 1 },
      timeline([1, 0], [1, 0], [1, 1], [1, 0], [1, 0], [1, 0]),
    ),
    thresholds: [],
    outcome: 'passed',
    checks: [],
  },
  {
    what: 'seconds in which no request ended do not break an outage (a hung server)',
    result: measured(400, { timeout: 4 }, { '200': 400 }, timeline([200, 0], [200, 0], [2, 2], [0, 0], [0, 0], [2, 2])),
    thresholds: [],
    outcome: 'failed',
    checks: ['availability'],
    fromSecond: 2,
  },
  {
    what: 'seconds without any request do not make an outage (a slow endpoint)',
    result: measured(3, {}, { '200': 3 }, timeline([0, 0], [1, 0], [0, 0], [0, 0], [1, 0], [1, 0])),
    thresholds: [],
    outcome: 'passed',
    checks: [],
  },
  {
    what: 'a scenario that never got an ok response fails ok-responses, not availability',
    result: measured(0, { http4xx: 40 }, { '401': 40 }, timeline([10, 10], [10, 10], [10, 10], [10, 10])),
    thresholds: [okRate99],
    outcome: 'failed',
    checks: ['ok-responses'],
  },
  {
    what: 'a few failures spread over a run with ok responses every second pass without thresholds',
    result: measured(396, { http5xx: 4 }, { '200': 396, '503': 4 }, timeline([100, 1], [100, 1], [100, 1], [100, 1])),
    thresholds: [],
    outcome: 'passed',
    checks: [],
  },
];

describe('judgeScenario', () => {
  it.each(cases)('$what', ({ result, thresholds, outcome, checks, fromSecond }) => {
    const judged = judgeScenario(result, thresholds);

    expect(judged.outcome).toBe(outcome);
    expect((judged.failedChecks ?? []).map(({ check }) => check)).toEqual(checks);
    const availability = judged.failedChecks?.find(({ check }) => check === 'availability');
    expect(availability?.fromSecond).toBe(fromSecond);
    if (availability) expect(availability.message).toContain(`from second ${fromSecond} `);
    for (const check of judged.failedChecks ?? []) expect(check.message).not.toBe('');
  });

  it('makes a scenario without requests errored, with no check', () => {
    const judged = judgeScenario(measured(0, {}, {}), []);

    expect(judged.outcome).toBe('errored');
    expect(judged.failedChecks).toBeUndefined();
  });

  it('leaves a cancelled scenario cancelled and drops the checks of an earlier verdict', () => {
    const stale: FailedCheck[] = [{ check: 'ok-responses', message: 'old' }];
    const judged = judgeScenario({ ...measured(0, { timeout: 4 }, {}), outcome: 'cancelled', failedChecks: stale }, []);

    expect(judged.outcome).toBe('cancelled');
    expect(judged.failedChecks).toBeUndefined();
  });

  it('writes no failedChecks key for a scenario that passed', () => {
    expect(judgeScenario(measured(10, {}, { '200': 10 }, timeline([10, 0])), [])).not.toHaveProperty('failedChecks');
  });
});

describe('the verdict of a real run', () => {
  const servers = useServers();

  it('fails a scenario without thresholds whose server always answers 500', async () => {
    const server = createServer((_request, response) => {
      response.writeHead(500, { 'content-type': 'application/json' }).end('{"error":"boom"}');
    });
    servers.push(server);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const loadTest = parseLoadTest(
      stringify({
        version: 1,
        baseUrl: `http://127.0.0.1:${port}`,
        scenarios: [{ name: 'Always 500', endpoint: 'GET /', concurrentUsers: 2, duration: '1s' }],
      }),
      'loadtool.yaml',
    );

    const results = judgeRun(await runLoadTest(loadTest, { env: {} }), loadTest);

    const scenario = results.scenarios[0]!;
    expect(scenario.requests.total).toBeGreaterThan(0);
    expect(scenario.requests.ok).toBe(0);
    expect(scenario.outcome).toBe('failed');
    expect(scenario.failedChecks?.map(({ check }) => check)).toContain('ok-responses');
    expect(results.outcome).toBe('failed');
  });
});

describe('evaluateThresholds', () => {
  const threshold = (key: Threshold['key'], limit: number): Threshold => {
    const kind: Record<string, Pick<Threshold, 'bound' | 'unit'>> = {
      errorRate: { bound: 'max', unit: '%' },
      okRate: { bound: 'min', unit: '%' },
      rps: { bound: 'min', unit: 'rps' },
    };
    return { key, limit, ...(kind[key] ?? { bound: 'max', unit: 'ms' }), text: String(limit), line: 7, column: 5 };
  };
  const latencyMs = { min: 1, mean: 20, p50: 10, p75: 15, p90: 40, p95: 50, p99: 90, p999: 120, max: 200 };
  const measured: Measured = { latencyMs, okRate: 99.5, errorRate: 0.5, rps: 250 };

  it.each<{
    what: string;
    threshold: Threshold;
    input?: Partial<Measured>;
    actual: number | undefined;
    passed: boolean;
  }>([
    { what: 'p95 under its limit', threshold: threshold('p95', 300), actual: 50, passed: true },
    { what: 'p95 exactly at its limit', threshold: threshold('p95', 50), actual: 50, passed: true },
    { what: 'p99 over its limit', threshold: threshold('p99', 80), actual: 90, passed: false },
    { what: 'p50', threshold: threshold('p50', 9), actual: 10, passed: false },
    { what: 'p75', threshold: threshold('p75', 15), actual: 15, passed: true },
    { what: 'p90', threshold: threshold('p90', 50), actual: 40, passed: true },
    { what: 'p999', threshold: threshold('p999', 100), actual: 120, passed: false },
    { what: 'max', threshold: threshold('max', 250), actual: 200, passed: true },
    { what: 'mean', threshold: threshold('mean', 19), actual: 20, passed: false },
    { what: 'errorRate under its maximum', threshold: threshold('errorRate', 1), actual: 0.5, passed: true },
    { what: 'errorRate over its maximum', threshold: threshold('errorRate', 0.1), actual: 0.5, passed: false },
    { what: 'okRate at its minimum', threshold: threshold('okRate', 99.5), actual: 99.5, passed: true },
    { what: 'okRate under its minimum', threshold: threshold('okRate', 99.9), actual: 99.5, passed: false },
    { what: 'rps above its minimum', threshold: threshold('rps', 100), actual: 250, passed: true },
    { what: 'rps under its minimum', threshold: threshold('rps', 300), actual: 250, passed: false },
    {
      what: 'a tiny errorRate over 0 %, not rounded away',
      threshold: threshold('errorRate', 0),
      input: { errorRate: 0.0001 },
      actual: 0.0001,
      passed: false,
    },
    {
      what: 'a rate rounded to 0.001 for reports',
      threshold: threshold('okRate', 99),
      input: { okRate: 99.12345 },
      actual: 99.123,
      passed: true,
    },
    {
      what: 'a latency with no response to measure',
      threshold: threshold('p99', 1000),
      input: { latencyMs: undefined },
      actual: undefined,
      passed: false,
    },
    {
      what: 'a rate with no request',
      threshold: threshold('okRate', 99),
      input: { okRate: Number.NaN },
      actual: undefined,
      passed: false,
    },
  ])('$what', ({ threshold: t, input, actual, passed }) => {
    const [result] = evaluateThresholds([t], { ...measured, ...input });
    expect(result).toEqual({
      key: t.key,
      limit: t.limit,
      ...(actual !== undefined && { actual }),
      bound: t.bound,
      unit: t.unit,
      passed,
      line: 7,
    });
  });

  it('orders outcomes: cancelled > errored > failed > passed', () => {
    expect(worstOutcome([])).toBe('passed');
    expect(worstOutcome(['passed', 'failed'])).toBe('failed');
    expect(worstOutcome(['failed', 'errored', 'passed'])).toBe('errored');
    expect(worstOutcome(['errored', 'cancelled', 'failed'])).toBe('cancelled');
  });
});
