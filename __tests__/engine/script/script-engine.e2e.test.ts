import { describe, expect, it } from '@jest/globals';
import { runLoadTest } from '../../../src/engine/run-load-test.js';
import type { MeasuredScenario } from '../../../src/results/types.js';
import type { LoadTest } from '../../../src/loadtest/types.js';
import { expectAccounted, startShop } from '../../helpers/flow-engine-shop.js';
import { startHttpTarget } from '../../helpers/engine-run.js';
import { scriptLoadTest, scriptsOf, stepNamed } from '../../helpers/script-engine.js';
import { useServers } from '../../helpers/servers.js';

const servers = useServers();
const ENV = { SHOP_PASSWORD: 'correct horse' };

/** Returns the one scenario the real engine measured of a script load test. */
async function measure(loadTest: LoadTest, fixture: string, env: NodeJS.ProcessEnv = ENV): Promise<MeasuredScenario> {
  const run = await runLoadTest(loadTest, { env, scripts: await scriptsOf(fixture) });
  expect(run.scenarios).toHaveLength(1);
  return run.scenarios[0]!;
}

/** A server that answers `/fast` with a 200 at once, and every other path with a 404. */
async function startFast() {
  return startHttpTarget(servers, (request, response) => {
    const found = request.url?.startsWith('/fast') ?? false;
    response.writeHead(found ? 200 : 404, { 'content-type': 'application/json' }).end('{"ok":true}');
  });
}

describe('the script engine', () => {
  it('runs once (log in) then list → check → get: every request in its step, every iteration counted', async () => {
    const shop = await startShop(servers);
    const scenario = await measure(scriptLoadTest(shop.url, 'shop', { concurrentUsers: 3 }), 'shop');
    expect(scenario).toMatchObject({ outcome: 'measured', endpoint: 'script load-tests/shop.ts', line: 3 });
    expect(scenario.steps!.map((step) => [step.name, step.once ?? false])).toEqual([
      ['POST /login', true],
      ['List items', false],
      ['Get item', false],
    ]);
    const login = stepNamed(scenario, 'POST /login', true);
    const list = stepNamed(scenario, 'List items');
    const get = stepNamed(scenario, 'Get item');
    expect(login.requests).toMatchObject({ total: 3, ok: 3, failed: 0 });
    expect(shop.logins()).toBe(3);
    for (const step of [list, get]) {
      expect(step.requests.total).toBeGreaterThan(0);
      expect(step.requests.ok).toBe(step.requests.total);
      expect(step.line).toBe(3);
    }
    // One iteration is one list and one get; one cut by the end counts nowhere in the scenario.
    const { total, ok, failed } = scenario.requests;
    expect(total).toBe(ok + failed);
    expect(failed).toBe(0);
    expect(ok).toBeGreaterThan(0);
    expect(get.requests.total - ok).toBeGreaterThanOrEqual(0);
    expect(get.requests.total - ok).toBeLessThanOrEqual(3);
    expect(list.requests.total - get.requests.total).toBeLessThanOrEqual(3);
    for (const figures of [scenario, ...scenario.steps!]) expectAccounted(figures);
    // Every id asked for came from a list, and every request carried a token a login handed out.
    for (const id of shop.askedIds) expect(shop.issuedIds.has(id)).toBe(true);
    for (const authorization of shop.authorizations)
      expect(shop.tokens.map((token) => `Bearer ${token}`)).toContain(authorization);
    // The password came through vu.env: a secret, never in what the engine measured.
    expect(JSON.stringify(scenario)).not.toContain(ENV.SHOP_PASSWORD);
  });

  it('fails an iteration at its first failed check, counted by name; an ok response does not save it', async () => {
    const target = await startFast();
    const scenario = await measure(scriptLoadTest(target.url, 'failing-check'), 'failing-check');
    const { total, ok, failed, byCategory, byCheck } = scenario.requests;
    expect(total).toBeGreaterThan(0);
    expect(ok).toBe(0);
    expect(byCategory).toEqual({ check: failed });
    expect(byCheck).toEqual({ 'the answer is teapot': failed });
    expect(scenario.samples!.find((sample) => sample.category === 'check')).toMatchObject({
      status: 200,
      check: 'the answer is teapot',
    });
    // The request itself was ok: its step says so.
    expect(stepNamed(scenario, 'Fast').requests.failed).toBe(0);
    expectAccounted(scenario);
  });

  it('fails an iteration that throws as `script`, with the message and file:line:column, never a stack', async () => {
    const target = await startFast();
    const scenario = await measure(scriptLoadTest(target.url, 'throws'), 'throws');
    const { total, failed, byCategory } = scenario.requests;
    expect(total).toBeGreaterThan(0);
    expect(byCategory).toEqual({ script: failed });
    expect(failed).toBe(total);
    const sample = scenario.samples!.find((one) => one.category === 'script');
    expect(sample?.reason).toMatch(/^the script broke on purpose \(at load-tests\/throws\.ts:6:\d+\)$/);
    expect(JSON.stringify(scenario)).not.toMatch(/\n\s+at |node_modules|script-user/);
  });

  it("fails an iteration with its first failed request's category, and the request in its step", async () => {
    const shop = await startShop(servers);
    const scenario = await measure(scriptLoadTest(shop.url, 'no-token'), 'no-token');
    const list = stepNamed(scenario, 'List items');
    expect(list.requests.total).toBeGreaterThan(0);
    expect(list.requests.byStatus).toEqual({ '401': list.requests.total });
    expect(list.requests.byCategory).toEqual({ http4xx: list.requests.total });
    expect(list.endpoint).toBe('GET /items');
    expect(scenario.requests.ok).toBe(0);
    expect(scenario.requests.byCategory).toEqual({ http4xx: scenario.requests.total });
    // The first failure decides: the check that failed after the 401 is not counted.
    expect(scenario.requests.byCheck).toBeUndefined();
    expect(scenario.samples!.find((sample) => sample.category === 'http4xx')?.body).toContain('unauthorized');
    expectAccounted(scenario);
    expectAccounted(list);
  });

  it('does not hang on a synchronous script: the run ends within its duration and grace', async () => {
    const target = await startFast();
    const started = performance.now();
    const scenario = await measure(scriptLoadTest(target.url, 'synchronous', { timeoutMs: 1000 }), 'synchronous');
    // 1 s measured, at most 1 s + 1 s of grace: the bound is the grace the engine guarantees, with a wide margin.
    expect(performance.now() - started).toBeLessThan(10_000);
    expect(scenario.outcome).toBe('measured');
    expect(scenario.requests.ok).toBeGreaterThan(0);
    expect(scenario.steps).toEqual([]);
  });

  it('ends a script that catches every error of its requests and loops: the end does not throw into it', async () => {
    const target = await startFast();
    const started = performance.now();
    const scenario = await measure(scriptLoadTest(target.url, 'swallows-the-end'), 'swallows-the-end');
    // A rejected request would let the loop spin in microtasks and never let the run end.
    expect(performance.now() - started).toBeLessThan(10_000);
    expect(scenario.outcome).toBe('measured');
    expect(stepNamed(scenario, 'Root').requests.ok).toBeGreaterThan(0);
  });

  it('ends promptly when cancelled mid-run, with what it measured so far', async () => {
    const shop = await startShop(servers);
    const controller = new AbortController();
    const started = performance.now();
    setTimeout(() => {
      controller.abort();
    }, 500);
    const run = await runLoadTest(scriptLoadTest(shop.url, 'shop', { durationSeconds: 20, concurrentUsers: 2 }), {
      env: ENV,
      signal: controller.signal,
      scripts: await scriptsOf('shop'),
    });
    // A cancel waits at most 2 s for the requests in flight: far from the 20 s duration.
    expect(performance.now() - started).toBeLessThan(10_000);
    const scenario = run.scenarios[0]!;
    expect(scenario.outcome).toBe('cancelled');
    expect(scenario.requests.ok).toBeGreaterThan(0);
    expect(stepNamed(scenario, 'List items').requests.total).toBeGreaterThan(0);
  });

  it('records the names past the 50th in one step, other requests', async () => {
    const target = await startFast();
    const scenario = await measure(scriptLoadTest(target.url, 'many-names'), 'many-names');
    expect(scenario.steps).toHaveLength(51);
    expect(scenario.steps![0]!.name).toBe('GET /n/0');
    expect(scenario.steps![49]!.name).toBe('GET /n/49');
    const other = scenario.steps![50]!;
    expect(other.name).toBe('other requests');
    expect(other.requests.total).toBeGreaterThanOrEqual(5);
    expect(other.requests.byCategory).toEqual({ http4xx: other.requests.total });
  });

  it('masks what vu.env returned wherever the server or the script echoes it', async () => {
    const secret = 'echoed-secret-7f3a';
    const target = await startHttpTarget(servers, (request, response, body) => {
      response.writeHead(400).end(`refused ${String(request.headers['x-secret'])} and ${body}`);
    });
    const scenario = await measure(scriptLoadTest(target.url, 'env-echo'), 'env-echo', { ECHO_SECRET: secret });
    const echo = stepNamed(scenario, 'Echo');
    expect(echo.samples!.length).toBeGreaterThan(0);
    expect(echo.samples![0]!.body).toContain('refused ***');
    expect(scenario.requests.byCategory).toEqual({ http4xx: scenario.requests.total });
    expect(JSON.stringify(scenario)).not.toContain(secret);
    expect(target.received.length).toBeGreaterThan(0);
    expect(target.received[0]!['x-secret']).toBe(secret);
  });

  it('tries a throwing once again after a pause, and errors the scenario with its reason when it never succeeds', async () => {
    const target = await startFast();
    const scenario = await measure(scriptLoadTest(target.url, 'once-throws', { durationSeconds: 2 }), 'once-throws');
    expect(scenario.outcome).toBe('errored');
    expect(scenario.error).toMatch(
      /^the script's once function never succeeded: no login for you \(at load-tests\/once-throws\.ts:6:\d+\)$/,
    );
    const login = stepNamed(scenario, 'Log in', true);
    // Retried after 1 s, never in a busy loop: 2 or 3 attempts in 2 s.
    expect(login.requests.total).toBeGreaterThanOrEqual(1);
    expect(login.requests.total).toBeLessThanOrEqual(3);
    expect(scenario.steps!.some((step) => step.name === 'Never sent')).toBe(false);
    expect(scenario.requests.total).toBe(0);
  });

  it('counts a timed-out request as timeout in its step, and fails the iteration as timeout', async () => {
    const target = await startHttpTarget(servers, (_request, response) => {
      setTimeout(() => response.writeHead(200).end('late'), 2000);
    });
    const scenario = await measure(scriptLoadTest(target.url, 'slow', { timeoutMs: 250 }), 'slow');
    const slow = stepNamed(scenario, 'Slow');
    // A 250 ms timeout on a 2 s server is a timeout, whatever the machine's load.
    expect(slow.requests.total).toBeGreaterThan(0);
    expect(slow.requests.byCategory).toEqual({ timeout: slow.requests.total });
    expect(scenario.requests.byCategory).toEqual({ timeout: scenario.requests.total });
    expectAccounted(scenario);
  });

  it('fails iterations on a refused port as connect, pausing between attempts instead of spinning', async () => {
    const target = await startFast();
    const port = new URL(target.url).port;
    await new Promise<void>((resolve) =>
      servers.pop()!.close(() => {
        resolve();
      }),
    );
    const scenario = await measure(scriptLoadTest(`http://127.0.0.1:${port}`, 'no-token'), 'no-token');
    const list = stepNamed(scenario, 'List items');
    expect(list.requests.total).toBeGreaterThan(0);
    expect(list.requests.byCategory).toEqual({ connect: list.requests.total });
    expect(scenario.requests.byCategory).toEqual({ connect: scenario.requests.total });
    // 1 user for 1 s with a 100 ms pause after each refused attempt: a few attempts, never thousands.
    expect(scenario.requests.total).toBeLessThanOrEqual(15);
  });

  it('errors a script scenario whose script was not loaded', async () => {
    const target = await startFast();
    const run = await runLoadTest(scriptLoadTest(target.url, 'throws'), { env: {} });
    expect(run.scenarios[0]).toMatchObject({
      outcome: 'errored',
      error: 'the scenario could not start: its script load-tests/throws.ts was not loaded before the run',
    });
  });
});
