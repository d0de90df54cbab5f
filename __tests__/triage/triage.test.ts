import { describe, expect, it } from '@jest/globals';
import type {
  ErrorCategory,
  RunResults,
  ScenarioResult,
  ThresholdResult,
  TriageCategory,
} from '../../src/results/types.js';
import type { LoadTest, Scenario } from '../../src/loadtest/types.js';
import { THRESHOLD_DEFINITIONS, type ThresholdKey } from '../../src/vocabulary/thresholds.js';
import { maskerOf } from '../../src/masker.js';
import { maskResults } from '../../src/report/mask.js';
import { triageResults } from '../../src/triage/triage.js';
import { runResults, scenarioResult } from '../helpers/results.js';

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
  const { bound, unit } = THRESHOLD_DEFINITIONS[key];
  return { key, bound, limit, actual, unit, passed, line: 12 };
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
    results: runResults([failing(800, { connect: 300, http5xx: 100 }, { '503': 100 }, { concurrentUsers: 500 })]),
    loadTest: loadTest(spec({ concurrentUsers: 500 })),
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

/** A per-second timeline: `[requests, errors, p95]` per second (p50 half of p95, p99 a little above it). */
function seconds(...entries: Array<[requests: number, errors: number, p95?: number]>): ScenarioResult['timeline'] {
  return entries.map(([requests, errors, p95 = 10], second) => ({
    second,
    requests,
    errors,
    p50: p95 / 2,
    p95,
    p99: p95 * 1.2,
  }));
}

const bearer = { Authorization: 'Bearer ${API_TOKEN}' };

/** A scenario of the same run that got ok responses with `headers`. */
const listArticles = scenarioResult({ name: 'List articles', endpoint: 'GET /articles' });
const listArticlesSpec = (headers: Record<string, string> = bearer) =>
  spec({ name: 'List articles', endpoint: 'GET /articles', path: '/articles', headers });

/** Cases of the run's own evidence (issue 10, point 8) and of thin or time-shaped evidence (point 9). */
const evidenceCases: Case[] = [
  {
    what: 'a 403 on a made-up path param, while the same token got ok responses elsewhere, names the param',
    results: runResults([
      failing(0, { http4xx: 1200 }, { '403': 1200 }, { name: 'Get article', endpoint: 'GET /articles/{id}' }),
      listArticles,
    ]),
    loadTest: loadTest(
      spec({ name: 'Get article', path: '/articles/{id}', params: { id: 0 }, headers: bearer }),
      listArticlesSpec(),
    ),
    category: 'client-errors',
    evidence: ['were 403', 'the same credentials got ok responses in 1 other scenario of this run ("List articles")'],
    nextStep: ['params', 'id = 0', 'not the credentials'],
    notNextStep: ['API_TOKEN', 'valid for this environment', 'scope'],
  },
  {
    what: 'a string param written as "string" is quoted with its value',
    results: runResults([
      failing(0, { http4xx: 1200 }, { '403': 1200 }, { name: 'Get page', endpoint: 'GET /pages/{slug}' }),
      listArticles,
    ]),
    loadTest: loadTest(
      spec({ name: 'Get page', path: '/pages/{slug}', params: { slug: 'string' }, headers: bearer }),
      listArticlesSpec(),
    ),
    category: 'client-errors',
    evidence: ['the same credentials got ok responses'],
    nextStep: ['slug = "string"'],
    notNextStep: ['API_TOKEN'],
  },
  {
    what: 'a 401 of POST /auth/login, while the token works elsewhere, points at the body’s credentials',
    results: runResults([
      failing(0, { http4xx: 300 }, { '401': 300 }, { name: 'Log in', endpoint: 'POST /auth/login' }),
      listArticles,
    ]),
    loadTest: loadTest(
      spec({
        name: 'Log in',
        method: 'POST',
        path: '/auth/login',
        body: { email: 'user@example.com', password: '${PASSWORD}' },
        headers: bearer,
      }),
      listArticlesSpec(),
    ),
    category: 'client-errors',
    evidence: ['were 401', 'the same credentials got ok responses'],
    nextStep: ['body', 'email, password', 'POST /auth/login'],
    notNextStep: ['API_TOKEN'],
  },
  {
    what: 'a 403 without params or body, while the token works elsewhere, points at the route',
    results: runResults([
      failing(0, { http4xx: 300 }, { '403': 300 }, { name: 'Admin stats', endpoint: 'GET /admin/stats' }),
      listArticles,
    ]),
    loadTest: loadTest(spec({ name: 'Admin stats', path: '/admin/stats', headers: bearer }), listArticlesSpec()),
    category: 'client-errors',
    evidence: ['the same credentials got ok responses'],
    nextStep: ['route', 'GET /admin/stats', 'role or scope'],
    notNextStep: ['API_TOKEN'],
  },
  {
    what: 'other credentials than the scenario’s prove nothing: the token is still what is checked',
    results: runResults([
      failing(0, { http4xx: 1200 }, { '403': 1200 }, { name: 'Get article', endpoint: 'GET /articles/{id}' }),
      listArticles,
    ]),
    loadTest: loadTest(
      spec({ name: 'Get article', path: '/articles/{id}', params: { id: 0 }, headers: bearer }),
      listArticlesSpec({ Authorization: 'Bearer ${OTHER_TOKEN}' }),
    ),
    category: 'client-errors',
    evidence: ['were 403'],
    nextStep: ['API_TOKEN', 'not allowed'],
    notNextStep: ['not the credentials'],
  },
  {
    what: 'the same credentials in a scenario that failed too prove nothing',
    results: runResults([
      failing(0, { http4xx: 1200 }, { '401': 1200 }, { name: 'Get article', endpoint: 'GET /articles/{id}' }),
      failing(0, { http4xx: 1200 }, { '401': 1200 }, { name: 'List articles', endpoint: 'GET /articles' }),
    ]),
    loadTest: loadTest(
      spec({ name: 'Get article', path: '/articles/{id}', params: { id: 0 }, headers: bearer }),
      listArticlesSpec(),
    ),
    category: 'client-errors',
    evidence: ['were 401'],
    nextStep: ['API_TOKEN', 'refused'],
    notNextStep: ['not the credentials', 'id = 0'],
  },
  {
    what: 'a 401 on an API key sent as Authorization without a scheme hints at the missing prefix',
    results: runResults([failing(0, { http4xx: 1200 }, { '401': 1200 })]),
    loadTest: loadTest(spec({ headers: { Authorization: '${API_KEY}' } })),
    category: 'client-errors',
    evidence: ['were 401'],
    nextStep: ['no scheme', '"Bearer "', 'X-API-Key'],
  },
  {
    what: 'an Authorization value with its scheme gets no hint about one',
    results: runResults([failing(0, { http4xx: 1200 }, { '401': 1200 })]),
    loadTest: loadTest(spec({ headers: { Authorization: 'Token ${API_KEY}' } })),
    category: 'client-errors',
    evidence: ['were 401'],
    nextStep: ['API_KEY', 'refused'],
    notNextStep: ['no scheme'],
  },
  {
    what: 'a failed response the engine kept is quoted in the evidence',
    results: runResults([
      failing(
        0,
        { http4xx: 1200 },
        { '404': 1200 },
        {
          samples: [{ status: 404, category: 'http4xx', body: '{"error":\n  "no article with id 0"}' }],
        },
      ),
    ]),
    loadTest: loadTest(spec({ params: { id: 0 } })),
    category: 'client-errors',
    evidence: ['one answered 404: {"error":\n  "no article with id 0"}'],
    nextStep: ['id = 0'],
  },
  {
    what: 'the sample quoted for 5xx is one of the top status',
    results: runResults([
      failing(
        100,
        { http5xx: 1100 },
        { '500': 1000, '503': 100 },
        {
          samples: [
            { status: 503, category: 'http5xx', body: 'upstream busy' },
            { status: 500, category: 'http5xx', body: 'TypeError: cannot read properties of undefined' },
          ],
        },
      ),
    ]),
    loadTest: loadTest(spec()),
    category: 'server-errors',
    evidence: ['one answered 500: TypeError: cannot read properties of undefined'],
    nextStep: ['logs'],
  },
  {
    what: 'a GraphQL document that does not fit the schema is the test’s: validate it against the schema',
    results: runResults([
      failing(
        0,
        { graphql: 1200 },
        { '200': 1200 },
        {
          endpoint: 'POST /graphql',
          samples: [
            {
              status: 200,
              category: 'graphql',
              body: '{"errors":[{"message":"Cannot query field \\"nme\\" on type \\"Pet\\"."}]}',
              graphqlMessage: 'Cannot query field "nme" on type "Pet". Did you mean "name"?',
            },
          ],
        },
      ),
    ]),
    loadTest: loadTest(spec({ method: 'POST', path: '/graphql', graphql: { query: '{ pets { nme } }' } })),
    category: 'client-errors',
    evidence: ['100% of requests', 'GraphQL', 'Cannot query field "nme" on type "Pet"'],
    nextStep: ['loadtool validate --schema', 'regenerate'],
  },
  {
    what: 'a GraphQL variable of the wrong type is the test’s too',
    results: runResults([
      failing(
        0,
        { graphql: 600 },
        { '400': 600 },
        {
          samples: [
            {
              status: 400,
              category: 'graphql',
              body: '{"errors":[]}',
              graphqlMessage: 'Variable "$first" of required type "Int!" was not provided.',
            },
          ],
        },
      ),
    ]),
    loadTest: loadTest(spec()),
    category: 'client-errors',
    evidence: ['Variable "$first" of required type "Int!"'],
    nextStep: ['loadtool validate --schema'],
  },
  {
    what: 'a GraphQL error from a resolver is the server’s',
    results: runResults([
      failing(
        900,
        { graphql: 300 },
        { '200': 1200 },
        {
          samples: [
            {
              status: 200,
              category: 'graphql',
              body: '{"errors":[]}',
              graphqlMessage: 'Unexpected error: connect ECONNREFUSED 10.0.0.5:5432',
            },
          ],
        },
      ),
    ]),
    loadTest: loadTest(spec()),
    category: 'server-errors',
    evidence: ['Unexpected error: connect ECONNREFUSED 10.0.0.5:5432'],
    nextStep: ['resolver', 'logs'],
    notNextStep: ['validate'],
  },
  {
    what: 'slow first requests of a handful are thin evidence, not a reason to profile',
    results: runResults([
      slow([threshold('p95', 812, 300)], {
        requests: { total: 6, ok: 6, failed: 0, byCategory: {}, byStatus: { '200': 6 } },
        concurrentUsers: 2,
        durationSeconds: 2,
        timeline: seconds([4, 0, 900], [2, 0, 40]),
      }),
    ]),
    loadTest: loadTest(spec()),
    category: 'latency',
    evidence: ['p95 812 ms > 300 ms', 'only 6 requests: rerun longer before drawing conclusions'],
    nextStep: ['rerun longer', 'rampUp'],
    notNextStep: ['profile', 'database'],
  },
  {
    what: 'few failed requests say so in the evidence',
    results: runResults([failing(0, { http5xx: 5 }, { '500': 5 })]),
    loadTest: loadTest(spec()),
    category: 'server-errors',
    evidence: ['were 500', 'only 5 requests: rerun longer before drawing conclusions'],
    nextStep: ['logs'],
  },
  {
    what: 'latency breached only in the first second is a warm-up effect',
    results: runResults([
      slow([threshold('p95', 812, 300)], {
        durationSeconds: 6,
        timeline: seconds([300, 0, 2400], [2000, 0, 40], [2000, 0, 42], [2000, 0, 38], [2000, 0, 41], [2000, 0, 40]),
      }),
    ]),
    loadTest: loadTest(spec()),
    category: 'latency',
    evidence: ['p95 812 ms > 300 ms', 'only in the first second', 'warm-up'],
    nextStep: ['rampUp', 'run longer'],
    notNextStep: ['profile', 'database'],
  },
  {
    what: 'latency breached in later seconds too is no warm-up',
    results: runResults([
      slow([threshold('p95', 812, 300)], {
        durationSeconds: 6,
        timeline: seconds([300, 0, 2400], [2000, 0, 40], [2000, 0, 42], [2000, 0, 900], [2000, 0, 41], [2000, 0, 40]),
      }),
    ]),
    loadTest: loadTest(spec()),
    category: 'latency',
    evidence: ['p95 812 ms > 300 ms'],
    nextStep: ['profile'],
  },
  {
    what: 'a service that stopped answering is unavailable from that second, not short of backlog',
    results: runResults([
      failing(
        12_500,
        { connect: 60 },
        {},
        {
          concurrentUsers: 2,
          durationSeconds: 6,
          timeline: seconds([5000, 0], [5000, 0], [2500, 0], [20, 20], [20, 20], [20, 20]),
          thresholds: [threshold('okRate', 99.5, 99, true)],
          failedChecks: [
            { check: 'availability', message: 'the service stopped answering from second 3 of 6', fromSecond: 3 },
          ],
        },
      ),
    ]),
    loadTest: loadTest(spec({ concurrentUsers: 2 })),
    category: 'unavailable',
    evidence: ['from second 3 of 6', 'could not connect'],
    nextStep: ['did not come back', 'from second 3', 'logs'],
    notNextStep: ['backlog', 'lower concurrentUsers'],
  },
  {
    what: 'a service that stopped answering is unavailable even when 4xx were the larger part of the failures',
    results: runResults([
      failing(
        6000,
        { http4xx: 300, connect: 60 },
        { '404': 300 },
        {
          concurrentUsers: 2,
          durationSeconds: 6,
          timeline: seconds([2000, 100], [2000, 100], [2100, 100], [20, 20], [20, 20], [20, 20]),
          failedChecks: [
            { check: 'availability', message: 'the service stopped answering from second 3 of 6', fromSecond: 3 },
          ],
        },
      ),
    ]),
    loadTest: loadTest(spec({ concurrentUsers: 2 })),
    category: 'unavailable',
    evidence: ['from second 3 of 6', `0.9% of requests (60 of ${count(6360)}) could not connect`],
    nextStep: ['did not come back'],
  },
  {
    what: 'a service that went away and came back says so',
    results: runResults([
      failing(
        800,
        { timeout: 30 },
        {},
        {
          durationSeconds: 7,
          timeline: seconds([200, 0], [200, 0], [10, 10], [0, 0], [20, 20], [200, 0], [200, 0]),
          thresholds: [],
          failedChecks: [{ check: 'availability', message: 'the service did not answer from second 2', fromSecond: 2 }],
        },
      ),
    ]),
    loadTest: loadTest(spec()),
    category: 'unavailable',
    evidence: ['from second 2'],
    nextStep: ['came back', 'restart'],
  },
  {
    what: '401s from a second on keep client-errors, with the second in the evidence (a token that expired)',
    results: runResults([
      failing(
        400,
        { http4xx: 40 },
        { '401': 40 },
        {
          durationSeconds: 4,
          timeline: seconds([200, 0], [200, 0], [20, 20], [20, 20]),
          failedChecks: [
            { check: 'availability', message: 'the service stopped answering from second 2 of 4', fromSecond: 2 },
          ],
        },
      ),
    ]),
    loadTest: loadTest(spec({ headers: bearer })),
    category: 'client-errors',
    evidence: ['from second 2 of 4', 'were 401'],
    nextStep: ['API_TOKEN'],
  },
  {
    what: 'refused connections at 2 users without an outage do not blame the accept backlog',
    results: runResults([failing(900, { connect: 100 }, {}, { concurrentUsers: 2 })]),
    loadTest: loadTest(spec({ concurrentUsers: 2 })),
    category: 'unavailable',
    evidence: ['could not connect'],
    nextStep: ['only 2 users', 'restart or a crash'],
    notNextStep: ['lower concurrentUsers'],
  },
];

describe('triageResults with the run’s own evidence', () => {
  it('quotes a failed response whole, so that masking the results finds every secret in it', () => {
    const secret = 'eyJhbGciOiJIUzI1NiJ9.c2VjcmV0LXRva2VuLXZhbHVl.abc123';
    const body = `${'x'.repeat(180)} your token ${secret} is not allowed here ${'y'.repeat(40)}`;
    const results = runResults([
      failing(0, { http4xx: 300 }, { '403': 300 }, { samples: [{ status: 403, category: 'http4xx', body }] }),
    ]);

    const triaged = triageResults(results, loadTest(spec({ headers: { Authorization: 'Bearer ${API_TOKEN}' } })));
    const masked = maskResults(triaged, maskerOf([secret]));

    expect(triaged.scenarios[0]!.triage?.evidence).toContain(body);
    const evidence = masked.scenarios[0]!.triage!.evidence;
    expect(evidence).toContain('your token *** is not allowed');
    expect(evidence).not.toContain(secret.slice(0, 12));
  });

  it.each(evidenceCases)('$what', ({ results, loadTest, category, evidence, nextStep, notNextStep = [] }) => {
    const triage = triageResults(results, loadTest).scenarios[0]!.triage;

    expect(triage?.category).toBe(category);
    for (const text of evidence) expect(triage?.evidence).toContain(text);
    for (const text of nextStep) expect(triage?.nextStep).toContain(text);
    for (const text of notNextStep) expect(triage?.nextStep).not.toContain(text);
  });
});
