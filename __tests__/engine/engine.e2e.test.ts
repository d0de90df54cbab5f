import { Worker } from 'node:worker_threads';
import { afterEach, describe, expect, it } from '@jest/globals';
import { stringify } from 'yaml';
import { categoryOfError, CATEGORY, OK, statusTable } from '../../src/engine/error-category.js';
import { decodeHistogram, encodeHistogram } from '../../src/engine/record/latency-histogram.js';
import type { RunResults, ScenarioResult } from '../../src/results/types.js';
import { runLoadTest, type RunOptions } from '../../src/engine/run-load-test.js';
import { runScenario } from '../../src/engine/run-scenario.js';
import type { LoadTest } from '../../src/loadtest/types.js';
import { parseLoadTest } from '../../src/loadtest/validate.js';
import { judgeRun } from '../../src/verdict/judge-run.js';
import { refusedUrl, startFaultServer, type FaultServer, type Script } from '../helpers/fault-server.js';
import { DEFAULT_TLS } from '../../src/tls-options.js';

const servers: FaultServer[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()));
});

async function faultServer(script: Script, options?: Parameters<typeof startFaultServer>[1]): Promise<FaultServer> {
  const server = await startFaultServer(script, options);
  servers.push(server);
  return server;
}

/** Returns a validated load test of the given scenarios, each `GET /` for 1 s with 2 users unless it says otherwise. */
function loadTestOf(baseUrl: string, scenarios: Array<Record<string, unknown>>, extra: object = {}): LoadTest {
  const full = scenarios.map((scenario, index) => ({
    name: `scenario ${index + 1}`,
    endpoint: 'GET /',
    concurrentUsers: 2,
    duration: '1s',
    ...scenario,
  }));
  return parseLoadTest(stringify({ version: 1, baseUrl, ...extra, scenarios: full }), 'loadtool.yaml');
}

/** Returns the run's results, judged (src/verdict/) as the run stage does after the engine measured. */
const run = async (loadTest: LoadTest, options: Partial<RunOptions> = {}) =>
  judgeRun(await runLoadTest(loadTest, { env: {}, ...options }), loadTest);

const sum = (counts: Record<string, number | undefined> | number[]) =>
  Object.values(counts).reduce<number>((total, count) => total + (count ?? 0), 0);

/** Checks the accounting promise within one scenario: every request once, latencies only for whole responses. */
function expectReconciled(scenario: Pick<ScenarioResult, 'requests' | 'histogram' | 'timeline'>): void {
  const { total, ok, failed, byCategory, byStatus } = scenario.requests;
  expect(total).toBe(ok + failed);
  expect(sum(byCategory)).toBe(failed);
  expect(decodeHistogram(scenario.histogram).totalCount).toBe(sum(byStatus));
  expect(sum(scenario.timeline.map((second) => second.requests))).toBe(total - (byCategory.interrupted ?? 0));
}

const only = (results: RunResults) => {
  expect(results.scenarios).toHaveLength(1);
  return results.scenarios[0]!;
};

describe('accounting', () => {
  it('reconciles exactly with what a fault-injecting server received and answered', async () => {
    const mix: Script = (n) =>
      (['ok', 'ok', 'ok', 'ok', 'ok', 'not-found', 'server-error', 'slow', 'reset-mid-body', 'garbage'] as const)[
        n % 10
      ]!;
    const server = await faultServer(mix, { slowMs: 3000 });
    const results = await run(
      loadTestOf(server.url, [{ concurrentUsers: 8, duration: '2s', timeout: '300ms', thresholds: { okRate: '99%' } }]),
    );
    const scenario = only(results);
    expectReconciled(scenario);
    const { requests } = scenario;

    expect(requests.total).toBe(server.received);
    expect(requests.ok).toBe(server.byFault.ok);
    expect(requests.byCategory).toEqual({
      http4xx: server.byFault['not-found'],
      http5xx: server.byFault['server-error'],
      timeout: server.byFault.slow,
      reset: server.byFault['reset-mid-body'],
      protocol: server.byFault.garbage,
    });
    expect(requests.byStatus['200']).toBe(server.byFault.ok);
    expect(requests.byStatus['404']).toBe(server.byFault['not-found']);
    expect(requests.byStatus['500']).toBe(server.byFault['server-error']);
    // Every kind of fault happened, so the equalities above are not 0 = 0.
    for (const fault of ['ok', 'not-found', 'server-error', 'slow', 'reset-mid-body', 'garbage'] as const)
      expect(server.byFault[fault]).toBeGreaterThan(0);
    expect(scenario.outcome).toBe('failed');
    expect(results.outcome).toBe('failed');
  });

  it('counts every attempt against a refused port as connect, without spinning', async () => {
    const results = await run(loadTestOf(await refusedUrl(), [{ thresholds: { okRate: '99%' } }]));
    const scenario = only(results);
    expectReconciled(scenario);
    expect(scenario.requests.byCategory).toEqual({ connect: scenario.requests.total });
    expect(scenario.requests.total).toBeGreaterThanOrEqual(2);
    // 2 users pausing 100 ms after each refusal make about 20 attempts in 1 s, not thousands.
    expect(scenario.requests.total).toBeLessThan(100);
    expect(scenario.thresholds).toEqual([expect.objectContaining({ key: 'okRate', actual: 0, passed: false })]);
    expect(scenario.outcome).toBe('failed');
  });
});

describe('error categories', () => {
  it.each([
    { fault: 'slow', category: 'timeout' },
    { fault: 'reset-mid-body', category: 'reset' },
    { fault: 'garbage', category: 'protocol' },
  ] as const)('counts $fault as $category', async ({ fault, category }) => {
    const server = await faultServer(() => fault, { slowMs: 3000 });
    const scenario = only(await run(loadTestOf(server.url, [{ concurrentUsers: 1, timeout: '300ms' }])));
    expectReconciled(scenario);
    expect(scenario.requests.total).toBeGreaterThan(0);
    expect(scenario.requests.total).toBe(server.received);
    expect(scenario.requests.byCategory).toEqual({ [category]: scenario.requests.total });
    expect(decodeHistogram(scenario.histogram).totalCount).toBe(0);
  });

  it('counts 4xx and 5xx by class, and a status outside expect.status as failed', async () => {
    const server = await faultServer((n) => (['ok', 'not-found', 'server-error'] as const)[n % 3]!);
    const [plain, expecting404] = (
      await run(loadTestOf(server.url, [{}, { expect: { status: [404] } }], { execution: 'parallel' }))
    ).scenarios;
    for (const scenario of [plain!, expecting404!]) expectReconciled(scenario);
    const s = plain!.requests;
    expect(s.ok).toBe(s.byStatus['200']);
    expect(s.byCategory).toEqual({ http4xx: s.byStatus['404'], http5xx: s.byStatus['500'] });
    const e = expecting404!.requests;
    expect(e.ok).toBe(e.byStatus['404']);
    expect(e.byCategory).toEqual({ other: e.byStatus['200'], http5xx: e.byStatus['500'] });
  });

  it('maps error codes, never messages', () => {
    const cases: Array<{ code: string | undefined; expected: string }> = [
      { code: 'UND_ERR_HEADERS_TIMEOUT', expected: 'timeout' },
      { code: 'UND_ERR_BODY_TIMEOUT', expected: 'timeout' },
      { code: 'ECONNREFUSED', expected: 'connect' },
      { code: 'ENOTFOUND', expected: 'connect' },
      { code: 'EAI_AGAIN', expected: 'connect' },
      { code: 'UND_ERR_CONNECT_TIMEOUT', expected: 'connect' },
      { code: 'EHOSTUNREACH', expected: 'connect' },
      { code: 'ENETUNREACH', expected: 'connect' },
      { code: 'ECONNRESET', expected: 'reset' },
      { code: 'EPIPE', expected: 'reset' },
      { code: 'UND_ERR_SOCKET', expected: 'reset' },
      { code: 'UND_ERR_CLOSED', expected: 'reset' },
      { code: 'HPE_INVALID_CONSTANT', expected: 'protocol' },
      { code: 'UND_ERR_RES_EXCEEDED_MAX_SIZE', expected: 'other' },
      { code: 'SOMETHING_NEW', expected: 'other' },
      { code: undefined, expected: 'other' },
    ];
    for (const { code, expected } of cases)
      expect(categoryOfError(Object.assign(new Error('connect ECONNREFUSED timeout'), { code }))).toBe(expected);
  });

  it('maps status codes with and without expect.status', () => {
    const plain = statusTable(undefined);
    expect([200, 204, 301, 304].map((status) => plain[status])).toEqual([OK, OK, OK, OK]);
    expect([100, 404, 429, 503, 600].map((status) => plain[status])).toEqual([
      CATEGORY.other,
      CATEGORY.http4xx,
      CATEGORY.http4xx,
      CATEGORY.http5xx,
      CATEGORY.other,
    ]);
    const created = statusTable([201, 409]);
    expect([201, 409, 200, 302, 404, 500].map((status) => created[status])).toEqual([
      OK,
      OK,
      CATEGORY.other,
      CATEGORY.other,
      CATEGORY.http4xx,
      CATEGORY.http5xx,
    ]);
  });

  it('fails responses above the maximum size as other', async () => {
    const server = await faultServer(() => 'ok');
    const [definition] = loadTestOf(server.url, [{ concurrentUsers: 1 }]).scenarios;
    const scenario = await runScenario(server.url, definition!, {
      env: {},
      client: { maxResponseBytes: 1, tls: DEFAULT_TLS },
    });
    expectReconciled(scenario);
    expect(scenario.requests.byCategory).toEqual({ other: scenario.requests.total });
    expect(scenario.requests.total).toBe(server.received);
  });
});

describe('the end of the run', () => {
  it('counts a never-ending body still in flight at the end as a timeout once its timeout passes, once', async () => {
    // Each user gets a never-ending body sooner or later; the timeout covers the whole response, so the drip ends in
    // a timeout within the grace period (the timeout plus a second), not as interrupted.
    const server = await faultServer((n) => (n % 4 === 3 ? 'drip' : 'ok'));
    const scenario = only(await run(loadTestOf(server.url, [{ concurrentUsers: 3, timeout: '1500ms' }])));
    expectReconciled(scenario);
    expect(server.byFault.drip).toBe(3);
    expect(scenario.requests.byCategory).toEqual({ timeout: 3 });
    expect(scenario.requests.ok).toBe(server.byFault.ok);
    expect(scenario.requests.total).toBe(server.received);
  });

  it('stops on abort within about 2 s, with partial counts reconciled, and does not run what had not started', async () => {
    const server = await faultServer((n) => (n < 40 ? 'ok' : 'hold'), { okDelayMs: 20 });
    const loadTest = loadTestOf(server.url, [
      { concurrentUsers: 4, duration: '3s' },
      { name: 'never started', duration: '3s' },
    ]);
    const controller = new AbortController();
    let abortedAt = 0;
    setTimeout(() => {
      abortedAt = performance.now();
      controller.abort();
    }, 700);
    const results = await run(loadTest, { signal: controller.signal });
    const stoppedAfter = performance.now() - abortedAt;

    expect(stoppedAfter).toBeLessThan(3000);
    expect(results.outcome).toBe('cancelled');
    const [cancelled, notStarted] = results.scenarios;
    expectReconciled(cancelled!);
    expect(cancelled!.outcome).toBe('cancelled');
    expect(cancelled!.requests.ok).toBe(40);
    expect(cancelled!.requests.byCategory).toEqual({ interrupted: 4 });
    expect(cancelled!.requests.total).toBe(server.received);
    expect(cancelled!.timeline.length).toBeLessThanOrEqual(1);
    // Not run: nothing was sent, so nothing is judged (verdict/outcome.ts).
    expect(notStarted).toMatchObject({ outcome: 'skipped', skip: 'the run was cancelled before it started' });
    expect(notStarted!.thresholds).toEqual([]);
    expect(notStarted!.requests.total).toBe(0);
  });
});

describe('pacing', () => {
  it('waits thinkTime after each response', async () => {
    const server = await faultServer(() => 'ok');
    const scenario = only(await run(loadTestOf(server.url, [{ thinkTime: '250ms' }])));
    expectReconciled(scenario);
    // 2 users sending every 250 ms for 1 s: about 8, where without the pause they send thousands.
    expect(scenario.requests.total).toBeGreaterThanOrEqual(2);
    expect(scenario.requests.total).toBeLessThanOrEqual(12);
    expect(scenario.requests.total).toBe(server.received);
  });

  it('starts users linearly over rampUp, and none after the end', async () => {
    // Users start at 0, 750, 1500 and 2250 ms of a 1 s run; each one's first response never ends.
    const server = await faultServer(() => 'drip');
    const scenario = only(await run(loadTestOf(server.url, [{ concurrentUsers: 4, rampUp: '3s', timeout: '2s' }])));
    expectReconciled(scenario);
    expect(server.received).toBe(2);
    expect(scenario.requests.byCategory).toEqual({ timeout: 2 });
  });
});

describe('latency', () => {
  it('measures a 50 ms server from the write to the end of the response: never below 50 ms, one timeline entry a second', async () => {
    // How close to 50 ms it measures depends on how busy the machine is: that figure is `npm run bench`'s. What the
    // engine guarantees is the lower bound (a response that waits 50 ms cannot be measured faster) and the shape.
    // The target runs in a worker thread, so that its timers do not share an event loop with the generator.
    const worker = new Worker(
      `const { parentPort } = require('node:worker_threads');
       const server = require('node:http').createServer((request, response) => {
         request.resume();
         setTimeout(() => response.end('ok'), 50);
       });
       server.listen(0, '127.0.0.1', () => parentPort.postMessage(server.address().port));`,
      { eval: true },
    );
    try {
      const port = await new Promise<number>((resolve) => worker.once('message', resolve));
      const scenario = only(
        await run(loadTestOf(`http://127.0.0.1:${port}`, [{ concurrentUsers: 10, duration: '3s' }])),
      );
      expectReconciled(scenario);
      expect(scenario.requests.failed).toBe(0);
      expect(scenario.requests.ok).toBeGreaterThan(0);
      // Node's timers may fire up to a millisecond early; the histogram's precision is finer than that.
      expect(scenario.latencyMs.min).toBeGreaterThanOrEqual(49);
      expect(decodeHistogram(scenario.histogram).totalCount).toBe(scenario.requests.ok);
      expect(scenario.timeline).toHaveLength(3);
    } finally {
      await worker.terminate();
    }
  }, 40_000);

  it('encodes the histogram so that it decodes to the same counts and merges with another run', async () => {
    const server = await faultServer(() => 'ok', { okDelayMs: 5 });
    const loadTest = loadTestOf(server.url, [{ concurrentUsers: 2 }]);
    const [first, second] = [only(await run(loadTest)), only(await run(loadTest))];
    const [a, b] = [decodeHistogram(first.histogram), decodeHistogram(second.histogram)];
    expect(a.totalCount).toBe(first.requests.ok);
    expect(b.totalCount).toBe(second.requests.ok);
    expect(a.getValueAtPercentile(50) / 1000).toBeCloseTo(first.latencyMs.p50, 3);
    expect(a.maxValue / 1000).toBeCloseTo(first.latencyMs.max, 3);
    expect(encodeHistogram(a)).toBe(first.histogram);

    a.add(b);
    const merged = decodeHistogram(encodeHistogram(a));
    expect(merged.totalCount).toBe(first.requests.ok + second.requests.ok);
    expect(merged.maxValue).toBe(Math.max(decodeHistogram(first.histogram).maxValue, b.maxValue));
  });
});

describe('${ENV} placeholders', () => {
  const SECRET = 's3cr3t-value-0042';
  const withToken = (url: string) =>
    loadTestOf(url, [{ concurrentUsers: 1, headers: { Authorization: 'Bearer ${API_TOKEN}' } }]);

  it('sends the value and writes it nowhere in the results', async () => {
    const server = await faultServer(() => 'ok');
    const results = await run(withToken(server.url), { env: { API_TOKEN: SECRET } });
    expect(server.lastHead).toContain(`authorization: Bearer ${SECRET}`);
    expect(only(results).requests.ok).toBeGreaterThan(0);
    expect(JSON.stringify(results)).not.toContain(SECRET);
  });

  it('makes the scenario errored, naming the variable, when it is not set', async () => {
    const server = await faultServer(() => 'ok');
    const results = await run(withToken(server.url), { env: { OTHER: SECRET } });
    const scenario = only(results);
    expect(scenario.outcome).toBe('errored');
    expect(scenario.error).toContain('API_TOKEN');
    expect(scenario.requests.total).toBe(0);
    expect(results.outcome).toBe('errored');
    expect(server.received).toBe(0);
    expect(JSON.stringify(results)).not.toContain(SECRET);
  });
});

describe('scenario selection and progress', () => {
  it('runs only the named scenarios and reports progress about once a second', async () => {
    const server = await faultServer(() => 'ok');
    const progress: string[] = [];
    const results = await run(
      loadTestOf(server.url, [{ name: 'first', duration: '2s' }, { name: 'second' }], { execution: 'parallel' }),
      { scenarios: ['first'], onProgress: (p) => progress.push(p.name) },
    );
    expect(results.scenarios.map((scenario) => scenario.name)).toEqual(['first']);
    expect(progress.length).toBeGreaterThanOrEqual(1);
    expect(new Set(progress)).toEqual(new Set(['first']));
    expect(typeof results.generator.saturated).toBe('boolean');
    expect(results.generator.cpuUtilization).toBeGreaterThanOrEqual(0);
  });
});
