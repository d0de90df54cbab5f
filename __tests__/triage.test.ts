import { describe, expect, it } from '@jest/globals';
import type {
  ErrorCategory,
  RunResults,
  ScenarioResult,
  ThresholdResult,
  TriageCategory,
} from '../src/engine/results.js';
import type { LoadTest, Scenario, ThresholdKey } from '../src/loadtest/types.js';
import { triageResults } from '../src/triage/triage.js';
import { runResults, scenarioResult } from './helpers/results.js';

const BASE_URL = 'http://localhost:3000';

/** A scenario of loadtool.yaml as the engine runs it, named like scenarioResult's default. */
function spec(overrides: Partial<Scenario> = {}): Scenario {
  return {
    name: 'List pets',
    endpoint: 'GET /pets',
    method: 'GET',
    path: '/pets',
    line: 7,
    concurrentUsers: 10,
    durationSeconds: 30,
    timeoutMs: 30_000,
    thresholds: [],
    ...overrides,
  };
}

function loadTest(...scenarios: Scenario[]): LoadTest {
  return { version: 1, baseUrl: BASE_URL, execution: 'sequential', scenarios };
}

/** A threshold's verdict, breached unless `passed`; the unit follows from the key. */
function threshold(key: ThresholdKey, actual: number, limit: number, passed = false): ThresholdResult {
  const unit = key === 'errorRate' || key === 'okRate' ? '%' : key === 'rps' ? 'rps' : 'ms';
  return { key, limit, actual, unit, passed, line: 12 };
}

/** A failed scenario: `ok` requests answered 200, the failures in `byCategory`, their statuses in `byStatus`. */
function failing(
  ok: number,
  byCategory: Partial<Record<ErrorCategory, number>>,
  byStatus: Record<string, number> = {},
  overrides: Partial<ScenarioResult> = {},
): ScenarioResult {
  const failed = Object.values(byCategory).reduce((sum, count) => sum + count, 0);
  const total = ok + failed;
  return scenarioResult({
    outcome: 'failed',
    requests: { total, ok, failed, byCategory, byStatus: { '200': ok, ...byStatus } },
    thresholds: [threshold('errorRate', (failed / total) * 100, 1)],
    ...overrides,
  });
}

/** A failed scenario without failures whose thresholds are `thresholds`. */
function slow(thresholds: ThresholdResult[], overrides: Partial<ScenarioResult> = {}): ScenarioResult {
  return scenarioResult({ outcome: 'failed', thresholds, ...overrides });
}

/** `62% of responses (744 of 1,200)`'s figures, computed the way a reader checks them. */
function share(count: number, of: number): string {
  return `${Math.round((count / of) * 100)}%`;
}
const count = (value: number) => value.toLocaleString('en-US');

interface Case {
  what: string;
  results: RunResults;
  loadTest: LoadTest;
  category: TriageCategory;
  /** Texts the evidence of the first scenario must contain. */
  evidence: string[];
  /** Texts its next step must contain. */
  nextStep: string[];
  /** Texts its next step must not contain. */
  notNextStep?: string[];
}

const cases: Case[] = [
  {
    what: '401 without credentials asks for an Authorization header with API_TOKEN',
    results: runResults([failing(48, { http4xx: 1152 }, { '401': 1152 })]),
    loadTest: loadTest(spec({ query: { limit: 20 } })),
    category: 'client-errors',
    evidence: [`${share(1152, 1200)} of responses were 401 (${count(1152)} of ${count(1200)})`],
    nextStep: ['sends no credentials', 'Authorization', '${API_TOKEN}', 'defaults'],
  },
  {
    what: '401 with Authorization: Bearer ${API_TOKEN} says API_TOKEN was refused',
    results: runResults([failing(48, { http4xx: 1152 }, { '401': 1152 })]),
    loadTest: loadTest(spec({ headers: { Authorization: 'Bearer ${API_TOKEN}' } })),
    category: 'client-errors',
    evidence: ['were 401'],
    nextStep: ['API_TOKEN', 'refused', 'the Authorization header', 'this environment'],
    notNextStep: ['sends no credentials'],
  },
  {
    what: '403 with an api_key query parameter names its variable',
    results: runResults([failing(100, { http4xx: 900 }, { '403': 900 })]),
    loadTest: loadTest(spec({ query: { api_key: '${SHOP_KEY}', limit: 20 } })),
    category: 'client-errors',
    evidence: [`${share(900, 1000)} of responses were 403 (900 of ${count(1000)})`],
    nextStep: ['SHOP_KEY', 'the api_key query parameter', 'not allowed', 'GET /pets'],
    notNextStep: ['sends no credentials'],
  },
  {
    what: '404 names the params to correct',
    results: runResults([
      failing(0, { http4xx: 3000 }, { '404': 3000 }, { name: 'Get pet', endpoint: 'GET /pets/{petId}' }),
    ]),
    loadTest: loadTest(spec({ name: 'Get pet', path: '/pets/{petId}', params: { petId: 42 } })),
    category: 'client-errors',
    evidence: [`100% of responses were 404 (${count(3000)} of ${count(3000)})`],
    nextStep: ['params', 'petId = 42'],
  },
  {
    what: '422 points at the request data the scenario sends',
    results: runResults([failing(20, { http4xx: 580 }, { '422': 580 }, { endpoint: 'POST /pets' })]),
    loadTest: loadTest(spec({ method: 'POST', body: { name: 'Rex' } })),
    category: 'client-errors',
    evidence: [`${share(580, 600)} of responses were 422 (580 of 600)`],
    nextStep: ['refuses the request data', 'body', 'POST /pets'],
  },
  {
    what: '429 is rate limiting at the scenario’s users',
    results: runResults([failing(700, { http4xx: 500 }, { '429': 500 }, { concurrentUsers: 25 })]),
    loadTest: loadTest(spec({ concurrentUsers: 25 })),
    category: 'client-errors',
    evidence: [`${share(500, 1200)} of responses were 429 (500 of ${count(1200)})`],
    nextStep: ['rate-limited', '25 users', 'concurrentUsers', 'thinkTime'],
  },
  {
    what: '503 is an overloaded service, with the two largest statuses',
    results: runResults([failing(216, { http5xx: 984 }, { '503': 744, '502': 240 }, { concurrentUsers: 50 })]),
    loadTest: loadTest(spec({ concurrentUsers: 50 })),
    category: 'server-errors',
    evidence: [
      `${share(744, 1200)} of responses were 503 (744 of ${count(1200)})`,
      `${share(240, 1200)} were 502 (240 of ${count(1200)})`,
    ],
    nextStep: ['overloaded', '50 users', 'logs'],
  },
  {
    what: '500 is a server failure to look up in its logs at the time of the run',
    results: runResults([failing(10_000, { http5xx: 2000 }, { '500': 2000 })]),
    loadTest: loadTest(spec()),
    category: 'server-errors',
    evidence: [`${share(2000, 12_000)} of responses were 500 (${count(2000)} of ${count(12_000)})`],
    nextStep: ['logs', '2026-01-01T10:00:00Z', '2026-01-01T10:01:02Z'],
    notNextStep: ['overloaded'],
  },
  {
    what: 'timeouts name the scenario’s timeout',
    results: runResults([failing(780, { timeout: 420 })]),
    loadTest: loadTest(spec({ timeoutMs: 5000 })),
    category: 'timeouts',
    evidence: [`${share(420, 1200)} of requests (420 of ${count(1200)})`, `${count(5000)} ms timeout`],
    nextStep: [`${count(5000)} ms`, '10 users', 'raise timeout'],
  },
  {
    what: 'connections refused for most requests: the service is not up',
    results: runResults([failing(24, { connect: 1176 })]),
    loadTest: loadTest(spec()),
    category: 'unavailable',
    evidence: [`${share(1176, 1200)} of requests (${count(1176)} of ${count(1200)}) could not connect to ${BASE_URL}`],
    nextStep: [BASE_URL, 'before the load starts'],
  },
  {
    what: 'connections refused for a minority under load: connection limits',
    results: runResults([failing(800, { connect: 300, http5xx: 100 }, { '503': 100 })]),
    loadTest: loadTest(spec()),
    category: 'unavailable',
    evidence: [`${share(300, 1200)} of requests (300 of ${count(1200)})`],
    nextStep: ['connection limits', 'concurrentUsers'],
  },
  {
    what: 'resets are the server dropping connections',
    results: runResults([failing(600, { reset: 400, timeout: 200 })]),
    loadTest: loadTest(spec()),
    category: 'server-errors',
    evidence: [`${share(400, 1200)} of requests (400 of ${count(1200)})`, 'closed or reset'],
    nextStep: ['dropped connections', 'keep-alive'],
  },
  {
    what: 'responses that are not HTTP point at what answers on the base URL',
    results: runResults([failing(0, { protocol: 1200 })]),
    loadTest: loadTest(spec()),
    category: 'server-errors',
    evidence: [`100% of requests (${count(1200)} of ${count(1200)})`, 'not valid HTTP'],
    nextStep: [BASE_URL],
  },
  {
    what: '401 for a scenario missing from the load test asks to check its credentials',
    results: runResults([failing(48, { http4xx: 1152 }, { '401': 1152 }, { name: 'Renamed since' })]),
    loadTest: loadTest(spec()),
    category: 'client-errors',
    evidence: ['were 401'],
    nextStep: ['check that the scenario sends credentials', 'Authorization'],
  },
  {
    what: 'requests in flight at the end of the run count as timeouts',
    results: runResults([failing(900, { interrupted: 300 })]),
    loadTest: loadTest(spec()),
    category: 'timeouts',
    evidence: [`${share(300, 1200)} of requests (300 of ${count(1200)})`, 'still waiting'],
    nextStep: ['slow'],
  },
  {
    what: 'a status that expect.status does not list is the test’s expectation',
    results: runResults([
      scenarioResult({
        outcome: 'failed',
        requests: { total: 1000, ok: 0, failed: 1000, byCategory: { other: 1000 }, byStatus: { '200': 1000 } },
        thresholds: [threshold('okRate', 0, 99)],
      }),
    ]),
    loadTest: loadTest(spec({ expectStatus: [201] })),
    category: 'client-errors',
    evidence: [`100% of responses were 200 (${count(1000)} of ${count(1000)})`, 'expect.status (201)'],
    nextStep: ['answers 200', 'expects 201'],
  },
  {
    what: 'latency bounds breached well past their limit',
    results: runResults([
      slow([threshold('p95', 812, 300), threshold('p99', 1450, 1000), threshold('p50', 90, 100, true)]),
    ]),
    loadTest: loadTest(spec()),
    category: 'latency',
    evidence: ['p95 812 ms > 300 ms', `p99 ${count(1450)} ms > ${count(1000)} ms`],
    nextStep: ['profile GET /pets', '10 users'],
  },
  {
    what: 'latency bounds breached by less than 10% are borderline',
    results: runResults([slow([threshold('p95', 312, 300), threshold('p99', 1080, 1000)])]),
    loadTest: loadTest(spec()),
    category: 'borderline',
    evidence: ['p95 312 ms > 300 ms', `p99 ${count(1080)} ms > ${count(1000)} ms`, 'within 10%'],
    nextStep: ['rerun', 'noise', 'raise the limit'],
  },
  {
    what: 'rps alone is a throughput problem, with the ceiling the users allow',
    results: runResults([slow([threshold('rps', 80, 100)], { concurrentUsers: 10, latencyMs: latency(125) })]),
    loadTest: loadTest(spec()),
    category: 'latency',
    evidence: ['rps 80 req/s < 100 req/s'],
    nextStep: [`at most about ${(10 * 1000) / 125} req/s`, '125 ms', 'concurrentUsers'],
  },
  {
    what: 'one request in four timing out explains a latency breach better than latency does',
    results: runResults([
      scenarioResult({
        outcome: 'failed',
        requests: { total: 1200, ok: 900, failed: 300, byCategory: { timeout: 300 }, byStatus: { '200': 900 } },
        thresholds: [threshold('p95', 812, 300)],
      }),
    ]),
    loadTest: loadTest(spec({ timeoutMs: 2000 })),
    category: 'timeouts',
    evidence: [`${share(300, 1200)} of requests`, `${count(2000)} ms timeout`],
    nextStep: [`${count(2000)} ms`],
  },
  {
    what: 'a few 5xx beside a latency breach leave it a latency problem',
    results: runResults([
      scenarioResult({
        outcome: 'failed',
        requests: { total: 1200, ok: 1197, failed: 3, byCategory: { http5xx: 3 }, byStatus: { '200': 1197, '503': 3 } },
        thresholds: [threshold('p95', 812, 300)],
      }),
    ]),
    loadTest: loadTest(spec()),
    category: 'latency',
    evidence: ['p95 812 ms > 300 ms'],
    nextStep: ['profile'],
  },
  {
    what: 'a scenario missing from the load test is triaged without its request data',
    results: runResults([failing(780, { timeout: 420 }, {}, { name: 'Renamed since' })]),
    loadTest: loadTest(spec()),
    category: 'timeouts',
    evidence: [`${share(420, 1200)} of requests`, 'within the timeout'],
    nextStep: ['within the timeout'],
  },
  {
    what: 'an errored scenario whose variable is unset quotes its error and names the variable',
    results: runResults([
      scenarioResult({
        outcome: 'errored',
        error: 'the scenario could not start: the environment variable API_TOKEN is not set',
        requests: { total: 0, ok: 0, failed: 0, byCategory: {}, byStatus: {} },
      }),
    ]),
    loadTest: loadTest(spec({ headers: { Authorization: 'Bearer ${API_TOKEN}' } })),
    category: 'client-errors',
    evidence: ['"the scenario could not start: the environment variable API_TOKEN is not set"'],
    nextStep: ['set API_TOKEN'],
  },
  {
    what: 'an errored scenario that could not connect is unavailable',
    results: runResults([
      scenarioResult({
        outcome: 'errored',
        error: `${BASE_URL} does not accept connections (ECONNREFUSED)`,
        requests: { total: 0, ok: 0, failed: 0, byCategory: {}, byStatus: {} },
      }),
    ]),
    loadTest: loadTest(spec()),
    category: 'unavailable',
    evidence: ['ECONNREFUSED'],
    nextStep: [BASE_URL],
  },
  {
    what: 'an errored scenario with failures is triaged by them and quotes its error',
    results: runResults([
      scenarioResult({
        outcome: 'errored',
        error: 'the run was stopped',
        requests: {
          total: 400,
          ok: 100,
          failed: 300,
          byCategory: { http5xx: 300 },
          byStatus: { '200': 100, '500': 300 },
        },
      }),
    ]),
    loadTest: loadTest(spec()),
    category: 'server-errors',
    evidence: ['"the run was stopped"', `${share(300, 400)} of responses were 500 (300 of 400)`],
    nextStep: ['logs'],
  },
];

/** Latency figures around a mean, for the rps ceiling. */
function latency(mean: number): ScenarioResult['latencyMs'] {
  return { min: 1, mean, p50: mean, p90: mean, p95: mean, p99: mean, p999: mean, max: mean * 2 };
}

describe('triageResults', () => {
  it.each(cases)('$what', ({ results, loadTest, category, evidence, nextStep, notNextStep = [] }) => {
    const triage = triageResults(results, loadTest).scenarios[0]!.triage;

    expect(triage?.category).toBe(category);
    for (const text of evidence) expect(triage?.evidence).toContain(text);
    for (const text of nextStep) expect(triage?.nextStep).toContain(text);
    for (const text of notNextStep) expect(triage?.nextStep).not.toContain(text);
  });

  it('gives null to passed and cancelled scenarios, whatever they held', () => {
    const stale = { category: 'latency' as const, evidence: 'old', nextStep: 'old' };
    const results = runResults([
      scenarioResult({ outcome: 'passed', triage: stale }),
      scenarioResult({
        name: 'Get pet',
        outcome: 'cancelled',
        triage: stale,
        thresholds: [threshold('p95', 900, 300)],
      }),
    ]);

    const triaged = triageResults(results, loadTest(spec(), spec({ name: 'Get pet' })));

    expect(triaged.scenarios.map((scenario) => scenario.triage)).toEqual([null, null]);
  });

  it('calls it systemic when every scenario breached a latency bound, however close to its limit', () => {
    const results = runResults([
      slow([threshold('p95', 812, 300)]),
      slow([threshold('p99', 1050, 1000)], { name: 'Get pet' }),
      slow([threshold('p95', 2400, 500)], { name: 'Add pet' }),
    ]);

    const triaged = triageResults(results, loadTest(spec()));

    expect(triaged.scenarios.map((scenario) => scenario.triage?.category)).toEqual([
      'systemic',
      'systemic',
      'systemic',
    ]);
    expect(triaged.scenarios[0]!.triage?.evidence).toContain(`all ${results.scenarios.length} scenarios`);
    expect(triaged.scenarios[0]!.triage?.evidence).toContain('p95 812 ms > 300 ms');
    expect(triaged.scenarios[1]!.triage?.nextStep).toContain('database');
  });

  it('keeps the failures’ category for a scenario of a systemic run that failed by its errors', () => {
    const results = runResults([
      slow([threshold('p95', 812, 300)]),
      failing(200, { http5xx: 1000 }, { '503': 1000 }, { name: 'Get pet', thresholds: [threshold('p95', 900, 300)] }),
    ]);

    const triaged = triageResults(results, loadTest(spec()));

    expect(triaged.scenarios.map((scenario) => scenario.triage?.category)).toEqual(['systemic', 'server-errors']);
  });

  it('is not systemic when one scenario of the run kept its latency bounds', () => {
    const results = runResults([
      slow([threshold('p95', 812, 300)]),
      scenarioResult({ name: 'Get pet', thresholds: [threshold('p95', 120, 300, true)] }),
    ]);

    expect(triageResults(results, loadTest(spec())).scenarios[0]!.triage?.category).toBe('latency');
  });

  it('is not systemic for a run of one scenario', () => {
    const results = runResults([slow([threshold('p95', 812, 300)])]);

    expect(triageResults(results, loadTest(spec())).scenarios[0]!.triage?.category).toBe('latency');
  });

  it.each([
    { what: 'latency', scenarios: [slow([threshold('p95', 812, 300)])] },
    { what: 'borderline', scenarios: [slow([threshold('p95', 310, 300)])] },
    {
      what: 'systemic',
      scenarios: [slow([threshold('p95', 812, 300)]), slow([threshold('p95', 812, 300)], { name: 'Get pet' })],
    },
  ])('notes a saturated generator in the evidence of $what', ({ what, scenarios }) => {
    const generator = { saturated: true, eventLoopDelayP99Ms: 120, cpuUtilization: 0.98 };

    const saturated = triageResults(runResults(scenarios, { generator }), loadTest(spec())).scenarios[0]!.triage;
    const healthy = triageResults(runResults(scenarios), loadTest(spec())).scenarios[0]!.triage;

    expect(saturated?.category).toBe(what);
    expect(saturated?.evidence).toContain('generator was saturated');
    expect(healthy?.evidence).not.toContain('saturated');
  });

  it('does not note a saturated generator in the evidence of server errors', () => {
    const generator = { saturated: true, eventLoopDelayP99Ms: 120, cpuUtilization: 0.98 };
    const results = runResults([failing(200, { http5xx: 1000 }, { '503': 1000 })], { generator });

    expect(triageResults(results, loadTest(spec())).scenarios[0]!.triage?.evidence).not.toContain('saturated');
  });

  it('shows shares below 10% with one decimal and thousands with separators', () => {
    const results = runResults([failing(12_000, { http5xx: 34 }, { '503': 34 })]);

    const triage = triageResults(results, loadTest(spec())).scenarios[0]!.triage;

    expect(triage?.evidence).toBe(
      `${((34 / 12_034) * 100).toFixed(1)}% of responses were 503 (34 of ${count(12_034)})`,
    );
  });

  it('never rounds a share of less than all up to 100%', () => {
    const results = runResults([failing(1, { connect: 1999 })]);

    expect(triageResults(results, loadTest(spec())).scenarios[0]!.triage?.evidence).toContain('99.9% of requests');
  });

  it('leaves its input as it was', () => {
    const results = runResults([failing(48, { http4xx: 1152 }, { '401': 1152 }), scenarioResult({ name: 'Get pet' })]);
    const test = loadTest(spec());
    const before = structuredClone({ results, test });

    const triaged = triageResults(results, test);

    expect({ results, test }).toEqual(before);
    expect(triaged).not.toBe(results);
    expect(triaged.scenarios[0]!.triage).not.toBeNull();
  });
});
