import { describe, expect, it } from '@jest/globals';
import { runLoadTest } from '../../../src/engine/run-load-test.js';
import type { MeasuredScenario, MeasuredStep } from '../../../src/results/types.js';
import type { LoadTest } from '../../../src/loadtest/types.js';
import { parseLoadTest } from '../../../src/loadtest/validate.js';
import { BEARER, expectAccounted, flowLoadTest, LOGIN, startShop, step } from '../../helpers/flow-engine-shop.js';
import { useServers } from '../../helpers/servers.js';

const servers = useServers();
const ENV = { SHOP_PASSWORD: 'correct horse' };

/** Returns the one scenario the real engine measured of a load test. */
async function measure(loadTest: LoadTest): Promise<MeasuredScenario> {
  const run = await runLoadTest(loadTest, { env: ENV });
  expect(run.scenarios).toHaveLength(1);
  return run.scenarios[0]!;
}

function stepOf(scenario: MeasuredScenario, name: string): MeasuredStep {
  const found = scenario.steps?.find((one) => one.name === name);
  expect(found).toBeDefined();
  return found!;
}

const LIST = step('List items', 'GET /items', {
  headers: BEARER,
  extract: [{ name: 'id', line: 1, path: '$.data[0].id' }],
});
const GET = step('Get item', 'GET /items/{id}', { params: { id: '${id}' }, headers: BEARER });

describe('the flow executor', () => {
  it('runs log in → list → get: every step ok, the right ids and token sent, the login once per user', async () => {
    const shop = await startShop(servers);
    const scenario = await measure(flowLoadTest(shop.url, [LOGIN, LIST, GET], { concurrentUsers: 3 }));
    expect(scenario.outcome).toBe('measured');
    expect(scenario.steps!.map((one) => one.name)).toEqual(['Log in', 'List items', 'Get item']);
    const login = stepOf(scenario, 'Log in');
    const list = stepOf(scenario, 'List items');
    const get = stepOf(scenario, 'Get item');
    expect(login.once).toBe(true);
    expect(list.once).toBeUndefined();
    // Once per user, and never part of the flow's figures.
    expect(login.requests).toMatchObject({ total: 3, ok: 3, failed: 0 });
    expect(shop.logins()).toBe(3);
    for (const measured of [list, get]) {
      expect(measured.requests.total).toBeGreaterThan(0);
      expect(measured.requests.ok).toBe(measured.requests.total);
    }
    // The flow counts iterations: each ok iteration is one list and one get.
    expect(scenario.requests.ok).toBeGreaterThan(0);
    expect(scenario.requests.failed).toBe(0);
    expect(scenario.requests.ok).toBe(get.requests.ok);
    for (const figures of [scenario, login, list, get]) expectAccounted(figures);
    // Every id asked for was one the list handed out, and every request carried a token a login handed out.
    expect(shop.askedIds.length).toBe(get.requests.total);
    for (const id of shop.askedIds) expect(shop.issuedIds.has(id)).toBe(true);
    for (const authorization of shop.authorizations)
      expect(shop.tokens.map((token) => `Bearer ${token}`)).toContain(authorization);
    // The token is a secret: not a trace of it in what the engine measured.
    const text = JSON.stringify(scenario);
    for (const token of shop.tokens) expect(text).not.toContain(token);
  });

  it('counts a step sent without the token as 401 in that step, and ends each iteration there', async () => {
    const shop = await startShop(servers);
    const bare = step('List without token', 'GET /items', { extract: [{ name: 'id', line: 1, path: '$.data[0].id' }] });
    const scenario = await measure(flowLoadTest(shop.url, [LOGIN, bare, GET]));
    const failing = stepOf(scenario, 'List without token');
    expect(failing.requests.total).toBeGreaterThan(0);
    expect(failing.requests.byStatus).toEqual({ '401': failing.requests.total });
    expect(failing.requests.byCategory).toEqual({ http4xx: failing.requests.total });
    // The iteration ended at the failed step: the next one was never sent.
    expect(stepOf(scenario, 'Get item').requests.total).toBe(0);
    expect(scenario.requests.ok).toBe(0);
    expect(scenario.requests.failed).toBe(failing.requests.total);
    expect(scenario.requests.byCategory).toEqual({ http4xx: failing.requests.total });
    for (const figures of [scenario, ...scenario.steps!]) expectAccounted(figures);
  });

  it('runs the once step again after a token expires on the server (refreshOn)', async () => {
    const shop = await startShop(servers, { tokenUses: 6 });
    const login = { ...LOGIN, refreshOn: [401] };
    const scenario = await measure(flowLoadTest(shop.url, [login, LIST, GET], { concurrentUsers: 1 }));
    const list = stepOf(scenario, 'List items');
    const get = stepOf(scenario, 'Get item');
    // Each token serves three iterations, then one request gets 401 and the next iteration logs in again.
    expect(stepOf(scenario, 'Log in').requests.total).toBeGreaterThan(1);
    expect(shop.logins()).toBe(stepOf(scenario, 'Log in').requests.total);
    expect((list.requests.byStatus['401'] ?? 0) + (get.requests.byStatus['401'] ?? 0)).toBeGreaterThan(0);
    // A refresh per 401: the user is never stuck with an expired token.
    expect(scenario.requests.ok).toBeGreaterThan(scenario.requests.failed);
    for (const figures of [scenario, ...scenario.steps!]) expectAccounted(figures);
  });

  it('fails an iteration whose extraction finds nothing, as a check naming the extract', async () => {
    const shop = await startShop(servers);
    const list = step('List items', 'GET /items', {
      headers: BEARER,
      extract: [{ name: 'id', line: 1, path: '$.missing[0].id' }],
    });
    const scenario = await measure(flowLoadTest(shop.url, [LOGIN, list, GET], { concurrentUsers: 1 }));
    const measured = stepOf(scenario, 'List items');
    expect(measured.requests.total).toBeGreaterThan(0);
    expect(measured.requests.byCategory).toEqual({ check: measured.requests.total });
    expect(measured.samples?.[0]?.check).toContain('$.missing[0].id');
    expect(stepOf(scenario, 'Get item').requests.total).toBe(0);
    expect(scenario.requests.byCategory).toEqual({ check: measured.requests.total });
  });

  it('retries a failed once step after a second, counting the failure in the once step only', async () => {
    const shop = await startShop(servers, { failedLogins: 1 });
    const scenario = await measure(
      flowLoadTest(shop.url, [LOGIN, LIST, GET], { concurrentUsers: 1, durationSeconds: 3 }),
    );
    const login = stepOf(scenario, 'Log in');
    expect(login.requests).toMatchObject({ total: 2, ok: 1, failed: 1, byCategory: { http5xx: 1 } });
    expect(scenario.requests.failed).toBe(0);
    expect(scenario.requests.ok).toBeGreaterThan(0);
  });

  it('masks the values a once step extracted in every sample', async () => {
    const shop = await startShop(servers);
    const bogus = step('Get unknown', 'GET /items/{id}', { params: { id: 'nope' }, headers: BEARER });
    const scenario = await measure(flowLoadTest(shop.url, [LOGIN, bogus], { concurrentUsers: 1 }));
    const samples = stepOf(scenario, 'Get unknown').samples!;
    expect(samples.length).toBeGreaterThan(0);
    expect(samples[0]!.body).toContain('for token ***');
    const text = JSON.stringify(scenario);
    for (const token of shop.tokens) expect(text).not.toContain(token);
  });

  it('errors a flow whose step needs an environment variable that is not set, naming the step', async () => {
    const shop = await startShop(servers);
    const run = await runLoadTest(flowLoadTest(shop.url, [LOGIN, LIST]), { env: {} });
    expect(run.scenarios[0]!.outcome).toBe('errored');
    expect(run.scenarios[0]!.error).toContain('Log in');
    expect(run.scenarios[0]!.error).toContain('SHOP_PASSWORD');
  });

  it('prefers an extracted name to an environment variable of that name, and keeps $${ literal', async () => {
    const shop = await startShop(servers);
    const list = step('List items', 'GET /items', { headers: { ...BEARER, 'x-note': '$${token} ${NOTE}' } });
    const run = await runLoadTest(flowLoadTest(shop.url, [LOGIN, list], { concurrentUsers: 1 }), {
      env: { ...ENV, token: 'from-the-environment', NOTE: '${token}' },
    });
    const scenario = run.scenarios[0]!;
    expect(stepOf(scenario, 'List items').requests.ok).toBeGreaterThan(0);
    expect(shop.authorizations).not.toContain('Bearer from-the-environment');
    // A literal `${` and an environment value that looks like a placeholder are sent as they are, never filled.
    expect(new Set(shop.notes)).toEqual(new Set(['${token} ${token}']));
  });

  it('runs a flow as loadtool.yaml writes it', async () => {
    const shop = await startShop(servers);
    const yaml = [
      'version: 1',
      `baseUrl: ${shop.url}`,
      'scenarios:',
      '  - name: Shop',
      '    concurrentUsers: 2',
      '    duration: 1s',
      '    flow:',
      '      - { name: Log in, endpoint: POST /login, once: true, refreshOn: [401], body: { password: "${SHOP_PASSWORD}" }, extract: { token: $.token } }',
      '      - { name: List items, endpoint: GET /items, headers: { Authorization: "Bearer ${token}" }, extract: { id: "$.data[0].id" } }',
      '      - { name: Get item, endpoint: "GET /items/{id}", params: { id: "${id}" }, headers: { Authorization: "Bearer ${token}" } }',
    ].join('\n');
    const scenario = await measure(parseLoadTest(yaml, 'loadtool.yaml'));
    expect(scenario.steps!.map((one) => [one.name, one.requests.total === one.requests.ok])).toEqual([
      ['Log in', true],
      ['List items', true],
      ['Get item', true],
    ]);
    expect(scenario.requests.ok).toBeGreaterThan(0);
    for (const id of shop.askedIds) expect(shop.issuedIds.has(id)).toBe(true);
  });

  it('takes a value from a response header', async () => {
    const shop = await startShop(servers);
    const list = step('List items', 'GET /items', {
      headers: BEARER,
      extract: [{ name: 'next', line: 1, header: 'Location' }],
    });
    const follow = step('Follow', 'GET ${next}', { path: '/items/{id}', params: { id: '${next}' }, headers: BEARER });
    const scenario = await measure(flowLoadTest(shop.url, [LOGIN, list, follow], { concurrentUsers: 1 }));
    expect(stepOf(scenario, 'Follow').requests.total).toBeGreaterThan(0);
    // The Location is a path, so the id sent is that path, which the shop does not know.
    expect(shop.askedIds[0]).toMatch(/^\/items\/[0-9a-f-]{36}$/);
  });
});
