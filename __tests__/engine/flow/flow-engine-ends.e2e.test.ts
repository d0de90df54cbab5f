import { describe, expect, it } from '@jest/globals';
import { runLoadTest } from '../../../src/engine/run-load-test.js';
import { expectAccounted, flowLoadTest, step } from '../../helpers/flow-engine-shop.js';
import { startHttpTarget } from '../../helpers/engine-run.js';
import { useServers } from '../../helpers/servers.js';

const servers = useServers();

/** A server whose /fast answers at once and whose /slow answers after 2 s. */
async function slowServer() {
  return startHttpTarget(servers, (request, response) => {
    const answer = () => response.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
    if (request.url === '/slow') setTimeout(answer, 2000).unref();
    else answer();
  });
}

describe('the end of a flow', () => {
  it('counts a step over its timeout as a timeout of that step and of the iteration', async () => {
    const server = await slowServer();
    const flow = [step('Fast', 'GET /fast'), step('Slow', 'GET /slow', { timeoutMs: 250 })];
    const run = await runLoadTest(flowLoadTest(server.url, flow, { concurrentUsers: 1 }), { env: {} });
    const scenario = run.scenarios[0]!;
    const slow = scenario.steps![1]!;
    expect(slow.requests.total).toBeGreaterThan(0);
    expect(slow.requests.byCategory).toEqual({ timeout: slow.requests.total });
    expect(scenario.requests.byCategory).toEqual({ timeout: slow.requests.total });
    expect(scenario.steps![0]!.requests.ok).toBe(scenario.steps![0]!.requests.total);
    for (const figures of [scenario, ...scenario.steps!]) expectAccounted(figures);
  });

  it('on cancel ends every request in flight once, counted as interrupted in its step and in the flow', async () => {
    const server = await slowServer();
    const flow = [step('Fast', 'GET /fast'), step('Slow', 'GET /slow', { timeoutMs: 0 })];
    const controller = new AbortController();
    setTimeout(() => {
      controller.abort();
    }, 1000).unref();
    const startedAt = performance.now();
    const run = await runLoadTest(flowLoadTest(server.url, flow, { concurrentUsers: 2, durationSeconds: 30 }), {
      env: {},
      signal: controller.signal,
    });
    // The cancel waits 2 s for what is in flight, not the 30 s of the duration.
    expect(performance.now() - startedAt).toBeLessThan(15_000);
    const scenario = run.scenarios[0]!;
    expect(scenario.outcome).toBe('cancelled');
    const slow = scenario.steps![1]!;
    expect(slow.requests.total).toBe(2);
    expect(slow.requests.ok + (slow.requests.byCategory.interrupted ?? 0)).toBe(2);
    // What the slow step did not finish, the flow did not either.
    expect(scenario.requests.byCategory.interrupted ?? 0).toBe(slow.requests.byCategory.interrupted ?? 0);
    expect(scenario.requests.ok).toBe(slow.requests.ok);
    for (const figures of [scenario, ...scenario.steps!]) expectAccounted(figures);
  });
});
