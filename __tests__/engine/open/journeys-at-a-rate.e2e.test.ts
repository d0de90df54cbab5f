import { describe, expect, it } from '@jest/globals';
import { stringify } from 'yaml';
import { parseLoadTest } from '../../../src/loadtest/validate.js';
import { runEngine, startHttpTarget } from '../../helpers/engine-run.js';
import { useServers } from '../../helpers/servers.js';
import { resultsSchemaErrors } from '../../helpers/results-schema.js';
import { scriptLoadTest, scriptsOf } from '../../helpers/script-engine.js';

const servers = useServers();

/** How long the server holds every /pay answer once its stall starts, in ms. */
const STALL_MS = 1_500;

/**
 * A shop whose /browse answers at once and whose /pay answers at once, but from its 60th request on holds each answer
 * until STALL_MS after that request arrived: iterations pile up on the stalled step, every user gets busy, and
 * arrivals are dropped.
 */
async function stallingShop() {
  const seen = { browse: 0, pay: 0, login: 0 };
  const target = await startHttpTarget(servers, (request, response) => {
    const answer = () => response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    if (request.url === '/login') {
      seen.login++;
      answer();
    } else if (request.url === '/browse') {
      seen.browse++;
      answer();
    } else if (++seen.pay >= 60 && seen.pay < 140) setTimeout(answer, STALL_MS).unref();
    else answer();
  });
  return { url: target.url, seen };
}

describe('a journey at an arrival rate', () => {
  it('starts 50 iterations a second whatever the server does, counting those dropped while every user is busy', async () => {
    const shop = await stallingShop();
    const loadTest = parseLoadTest(
      stringify({
        version: 1,
        baseUrl: shop.url,
        scenarios: [
          {
            name: 'Checkout',
            arrivalRate: '50/s',
            maxUsers: 20,
            duration: '6s',
            flow: [
              { name: 'Browse', endpoint: 'GET /browse' },
              { name: 'Pay', endpoint: 'POST /pay', body: {} },
            ],
          },
        ],
      }),
      'loadtool.yaml',
    );
    const results = await runEngine(loadTest);
    const checkout = results.scenarios[0]!;
    const scheduled = checkout.timeline.reduce((sum, second) => sum + (second.target ?? 0), 0);
    const dropped = checkout.requests.dropped!;
    // The schedule kept: 50 a second over the 6 s, within 2%, the dropped arrivals counted in it.
    expect(Math.abs(scheduled - 300)).toBeLessThanOrEqual(6);
    expect(Math.abs(checkout.arrival!.targetRate - 50)).toBeLessThanOrEqual(1);
    expect(checkout.timeline.reduce((sum, second) => sum + (second.dropped ?? 0), 0)).toBe(dropped);
    // 20 users held 1.5 s each by the stall cannot take 50 arrivals a second: some were dropped.
    expect(dropped).toBeGreaterThan(0);
    // Every arrival not dropped started an iteration: its first step reached the server.
    expect(shop.seen.browse).toBe(scheduled - dropped);
    expect(checkout.steps![0]!.requests.total).toBe(shop.seen.browse);
    // The iterations held by the stall: their latency runs from their intended start, the hold included.
    expect(checkout.latencyMs.max).toBeGreaterThanOrEqual(STALL_MS);
    expect(checkout.requests.failed).toBe(0);
    expect(resultsSchemaErrors(JSON.parse(JSON.stringify(results)))).toEqual([]);
  });

  it('calls a script once per arrival, its once first on each user, dropping what no free user can take', async () => {
    const shop = await stallingShop();
    const loadTest = scriptLoadTest(shop.url, 'paced', {
      concurrentUsers: 20,
      durationSeconds: 6,
      arrival: { startRate: 50, stages: [{ durationSeconds: 6, target: 50, line: 4 }], maxUsers: 20 },
    });
    const results = await runEngine(loadTest, { scripts: await scriptsOf('paced') });
    const script = results.scenarios[0]!;
    const scheduled = script.timeline.reduce((sum, second) => sum + (second.target ?? 0), 0);
    const dropped = script.requests.dropped!;
    expect(Math.abs(scheduled - 300)).toBeLessThanOrEqual(6);
    expect(dropped).toBeGreaterThan(0);
    expect(shop.seen.browse).toBe(scheduled - dropped);
    // Each user logs in before its first iteration, and only then: at most once per user.
    expect(shop.seen.login).toBeGreaterThan(0);
    expect(shop.seen.login).toBeLessThanOrEqual(20);
    expect(script.latencyMs.max).toBeGreaterThanOrEqual(STALL_MS);
    expect(script.requests.failed).toBe(0);
    expect(resultsSchemaErrors(JSON.parse(JSON.stringify(results)))).toEqual([]);
  });
});
