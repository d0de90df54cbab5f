import { describe, expect, it } from '@jest/globals';
import { expectAccounted, loadTestOf, onlyScenario, runEngine, startHttpTarget } from '../../helpers/engine-run.js';
import { startFaultServer } from '../../helpers/fault-server.js';
import { useServers } from '../../helpers/servers.js';

const servers = useServers();

/** Starts a server that answers 200 `ok` after `delayMs`. */
function startDelayed(delayMs: number) {
  return startHttpTarget(servers, (_request, response) => {
    const timer = setTimeout(() => response.end('ok'), delayMs);
    response.once('close', () => {
      clearTimeout(timer);
    });
  });
}

describe('the scenario timeout', () => {
  it('times out every request of a 300 ms server with a 250 ms timeout', async () => {
    const server = await startDelayed(300);
    const scenario = onlyScenario(await runEngine(loadTestOf(server.url, [{ concurrentUsers: 2, timeout: '250ms' }])));
    expectAccounted(scenario);
    const { requests } = scenario;
    expect(requests.total).toBeGreaterThan(0);
    expect(requests.ok).toBe(0);
    expect(requests.byCategory).toEqual({ timeout: requests.total });
    expect(requests.total).toBe(server.received.length);
  });

  it('covers the whole response: a body that drips for 400 ms times out at 100 ms', async () => {
    // Headers at once, then a chunk every 20 ms: no gap between chunks comes near the timeout.
    const server = await startHttpTarget(servers, (_request, response) => {
      response.writeHead(200, { 'content-type': 'text/plain' });
      response.write('x');
      const drip = setInterval(() => response.write('x'), 20);
      const end = setTimeout(() => {
        clearInterval(drip);
        response.end('x');
      }, 400);
      response.once('close', () => {
        clearInterval(drip);
        clearTimeout(end);
      });
    });
    const scenario = onlyScenario(await runEngine(loadTestOf(server.url, [{ timeout: '100ms' }])));
    expectAccounted(scenario);
    const { requests } = scenario;
    expect(requests.total).toBeGreaterThan(0);
    expect(requests.ok).toBe(0);
    expect(requests.byCategory).toEqual({ timeout: requests.total });
  });

  it('does not time out a 20 ms server with a 2 s timeout', async () => {
    const server = await startDelayed(20);
    const scenario = onlyScenario(await runEngine(loadTestOf(server.url, [{ concurrentUsers: 2, timeout: '2s' }])));
    expectAccounted(scenario);
    expect(scenario.requests.total).toBeGreaterThan(0);
    expect(scenario.requests.ok).toBe(scenario.requests.total);
    expect(scenario.requests.byCategory).toEqual({});
  });

  it('keeps timeouts and ok responses apart on a server that is sometimes slow', async () => {
    let n = 0;
    const server = await startHttpTarget(servers, (_request, response) => {
      const delay = n++ % 3 === 2 ? 600 : 5;
      const timer = setTimeout(() => response.end('ok'), delay);
      response.once('close', () => {
        clearTimeout(timer);
      });
    });
    const scenario = onlyScenario(
      await runEngine(loadTestOf(server.url, [{ concurrentUsers: 2, duration: '2s', timeout: '300ms' }])),
    );
    expectAccounted(scenario);
    const { requests } = scenario;
    expect(requests.total).toBe(server.received.length);
    expect(requests.ok).toBeGreaterThan(0);
    expect(requests.byCategory.timeout).toBeGreaterThan(0);
    expect(requests.byCategory).toEqual({ timeout: requests.byCategory.timeout });
    // No ok response is slower than the timeout: one that completes past it is a timeout (the histogram keeps 3
    // significant digits).
    expect(scenario.latencyMs.max).toBeLessThanOrEqual(300 * 1.001);
  });

  it('awaits a request in flight at the end until its timeout, and counts it as a timeout, not interrupted', async () => {
    // Each user's first request is never answered; its timeout falls after the 1 s of the run.
    const server = await startFaultServer(() => 'hold');
    try {
      const scenario = onlyScenario(
        await runEngine(loadTestOf(server.url, [{ concurrentUsers: 2, timeout: '1500ms' }])),
      );
      expectAccounted(scenario);
      expect(server.received).toBe(2);
      expect(scenario.requests.byCategory).toEqual({ timeout: 2 });
      expect(scenario.samples).toEqual([{ status: 0, category: 'timeout', body: '' }]);
    } finally {
      await server.close();
    }
  });
});
