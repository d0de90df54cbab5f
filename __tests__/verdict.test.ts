import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from '@jest/globals';
import { stringify } from 'yaml';
import type { FailedCheck, ScenarioOutcome, ScenarioResult } from '../src/results/types.js';
import { runLoadTest } from '../src/engine/run-load-test.js';
import type { Threshold } from '../src/loadtest/types.js';
import { parseLoadTest } from '../src/loadtest/validate.js';
import { judgeScenario } from '../src/verdict/outcome.js';
import { scenarioResult } from './helpers/results.js';
import { useServers } from './helpers/servers.js';

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

    const results = await runLoadTest(loadTest, { env: {} });

    const scenario = results.scenarios[0]!;
    expect(scenario.requests.total).toBeGreaterThan(0);
    expect(scenario.requests.ok).toBe(0);
    expect(scenario.outcome).toBe('failed');
    expect(scenario.failedChecks?.map(({ check }) => check)).toContain('ok-responses');
    expect(results.outcome).toBe('failed');
  });
});
