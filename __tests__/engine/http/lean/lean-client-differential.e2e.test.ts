import { afterEach, describe, expect, it } from '@jest/globals';
import type { ScenarioResult } from '../../../../src/results/types.js';
import { LaterClient } from '../../../../src/engine/http/undici-client.js';
import { LeanClient } from '../../../../src/engine/http/lean/lean-client.js';
import { runScenario } from '../../../../src/engine/run-scenario.js';
import { ScenarioConnections } from '../../../../src/engine/http/scenario-connections.js';
import { decodeHistogram } from '../../../../src/engine/record/latency-histogram.js';
import { loadTestOf, onlyScenario, runEngine } from '../../../helpers/engine-run.js';
import { refusedUrl, startFaultServer, type FaultServer, type Script } from '../../../helpers/fault-server.js';
import { DEFAULT_TLS } from '../../../../src/tls-options.js';

/**
 * The lean client against undici's Client, through the real engine: the same server behaviour gives the same
 * categories and statuses, and every request the server received is counted, with either client. Counts are not
 * compared between the two runs: how many requests fit in a run depends on timing. Nor are the engine's counts
 * equated with the server's where the engine's timeout can fire first: a request the engine wrote and timed out
 * before the server read it (a stall of the event loop that both share runs the timers before the reads) is a timeout
 * that the server never received, and an answer that arrives after the timeout is one the server gave and the engine
 * counted as a timeout.
 */

/** What both a judged and a measured scenario carry: the counts compared here. */
type Counted = Pick<ScenarioResult, 'requests' | 'histogram'>;

const servers: FaultServer[] = [];
const previous = process.env.LOADTOOL_HTTP_CLIENT;
afterEach(async () => {
  if (previous === undefined) delete process.env.LOADTOOL_HTTP_CLIENT;
  else process.env.LOADTOOL_HTTP_CLIENT = previous;
  await Promise.all(servers.splice(0).map((server) => server.close()));
});

type ClientName = 'lean' | 'undici';

/** Selects the client for the runs that start next (read when a scenario's connections are made). */
function use(client: ClientName): void {
  if (client === 'undici') process.env.LOADTOOL_HTTP_CLIENT = 'undici';
  else delete process.env.LOADTOOL_HTTP_CLIENT;
}

interface Observed {
  scenario: Counted;
  received: number;
  byFault: FaultServer['byFault'];
}

/** Runs `scenario` with each client against a fresh fault server following `script`. */
async function withBoth(
  script: Script,
  scenario: Record<string, unknown>,
  run: (url: string) => Promise<Counted> = async (url) => onlyScenario(await runEngine(loadTestOf(url, [scenario]))),
): Promise<Record<ClientName, Observed>> {
  const observed = {} as Record<ClientName, Observed>;
  for (const client of ['undici', 'lean'] as const) {
    const server = await startFaultServer(script, { slowMs: 3000 });
    servers.push(server);
    use(client);
    const result = await run(server.url);
    observed[client] = { scenario: result, received: server.received, byFault: { ...server.byFault } };
  }
  return observed;
}

const keys = (record: object): string[] => Object.keys(record).sort();
const sum = (counts: Record<string, number | undefined>): number =>
  Object.values(counts).reduce<number>((total, count) => total + (count ?? 0), 0);

/** Checks the accounting promise of a scenario: every request once, latencies only for whole responses. */
function expectAccounted({ requests, histogram }: Counted): void {
  expect(requests.total).toBe(requests.ok + requests.failed);
  expect(sum(requests.byCategory)).toBe(requests.failed);
  expect(decodeHistogram(histogram).totalCount).toBe(sum(requests.byStatus));
}

/**
 * Checks what both clients guarantee alike when no timeout can fire first (the scenario's timeout is the default
 * 30 s and the server answers at once): accounting, total = received, the same categories and statuses.
 */
function expectAlike(observed: Record<ClientName, Observed>): void {
  for (const { scenario, received } of Object.values(observed)) {
    expectAccounted(scenario);
    expect(scenario.requests.total).toBeGreaterThan(0);
    expect(scenario.requests.total).toBe(received);
  }
  const { lean, undici } = observed;
  expect(keys(lean.scenario.requests.byCategory)).toEqual(keys(undici.scenario.requests.byCategory));
  expect(keys(lean.scenario.requests.byStatus)).toEqual(keys(undici.scenario.requests.byStatus));
}

/**
 * Checks a client's counts against what the mix server answered, where the engine's 300 ms timeout may fire first:
 * the engine counted every request the server read; each status and each category of a fault was counted at most as
 * often as the server answered with it (the rest of those answers came too late, as timeouts); every slow answer is
 * a timeout; nothing else is counted.
 */
function expectBoundedByServer({ scenario, received, byFault }: Observed): void {
  const { total, byCategory, byStatus } = scenario.requests;
  expectAccounted(scenario);
  expect(total).toBeGreaterThanOrEqual(received);
  expect(['200', '404', '500']).toEqual(expect.arrayContaining(keys(byStatus)));
  expect(['http4xx', 'http5xx', 'timeout', 'reset', 'protocol']).toEqual(expect.arrayContaining(keys(byCategory)));
  expect(byStatus['200'] ?? 0).toBeLessThanOrEqual(byFault.ok);
  expect(byStatus['404'] ?? 0).toBeLessThanOrEqual(byFault['not-found']);
  expect(byStatus['500'] ?? 0).toBeLessThanOrEqual(byFault['server-error']);
  expect(byCategory.http4xx ?? 0).toBe(byStatus['404'] ?? 0);
  expect(byCategory.http5xx ?? 0).toBe(byStatus['500'] ?? 0);
  expect(byCategory.reset ?? 0).toBeLessThanOrEqual(byFault['reset-mid-body']);
  expect(byCategory.protocol ?? 0).toBeLessThanOrEqual(byFault.garbage);
  expect(byCategory.timeout ?? 0).toBeGreaterThanOrEqual(byFault.slow);
}

describe('the lean client and undici, through the engine', () => {
  it("are chosen by LOADTOOL_HTTP_CLIENT when a scenario's connections are made", async () => {
    const settings = { timeoutMs: 1000, maxResponseBytes: 1000, tls: DEFAULT_TLS };
    use('lean');
    const lean = new ScenarioConnections('http://127.0.0.1:9', 1, settings);
    use('undici');
    const undici = new ScenarioConnections('http://127.0.0.1:9', 1, settings);
    expect(lean.clients[0]).toBeInstanceOf(LeanClient);
    expect(undici.clients[0]).toBeInstanceOf(LaterClient);
    await Promise.all([lean.close(), undici.close()]);
  });

  it('count a mix of faults each as the server answered it, every request the server received', async () => {
    const mix: Script = (n) =>
      (['ok', 'ok', 'ok', 'ok', 'ok', 'not-found', 'server-error', 'slow', 'reset-mid-body', 'garbage'] as const)[
        n % 10
      ]!;
    // The slow answers need a short timeout, which a busy machine's stalls may also reach: bounds, not equalities.
    const observed = await withBoth(mix, { concurrentUsers: 8, duration: '2s', timeout: '300ms' });
    for (const seen of Object.values(observed)) {
      // Every fault happened, so that each bound is on answers the server gave.
      for (const fault of ['ok', 'not-found', 'server-error', 'slow', 'reset-mid-body', 'garbage'] as const)
        expect(seen.byFault[fault]).toBeGreaterThan(0);
      expectBoundedByServer(seen);
    }
  }, 60_000);

  it.each([
    ['slow', 'timeout'],
    ['reset-mid-body', 'reset'],
    ['garbage', 'protocol'],
  ] as const)(
    'count %s alone as %s',
    async (fault, category) => {
      // Only the slow answer needs a timeout shorter than its 3 s; the others answer at once, so no timeout fires
      // before them (default 30 s) and every request is the fault's category.
      const observed = await withBoth(() => fault, {
        concurrentUsers: 2,
        ...(fault === 'slow' && { timeout: '300ms' }),
      });
      if (fault === 'slow')
        for (const { scenario, received } of Object.values(observed)) {
          // A request written and timed out before the server read it is a timeout too: total ≥ received.
          expectAccounted(scenario);
          expect(received).toBeGreaterThan(0);
          expect(scenario.requests.total).toBeGreaterThanOrEqual(received);
        }
      else expectAlike(observed);
      for (const { scenario } of Object.values(observed))
        expect(scenario.requests.byCategory).toEqual({ [category]: scenario.requests.total });
    },
    60_000,
  );

  it('count a response over the maximum size as other', async () => {
    const observed = await withBoth(
      () => 'ok',
      {},
      async (url) => {
        const [definition] = loadTestOf(url, [{ concurrentUsers: 2 }]).scenarios;
        return runScenario(url, definition!, { env: {}, client: { maxResponseBytes: 1, tls: DEFAULT_TLS } });
      },
    );
    expectAlike(observed);
    for (const { scenario } of Object.values(observed))
      expect(scenario.requests.byCategory).toEqual({ other: scenario.requests.total });
  }, 60_000);

  it('count a refused port as connect', async () => {
    const results = {} as Record<ClientName, Counted>;
    for (const client of ['undici', 'lean'] as const) {
      use(client);
      results[client] = onlyScenario(await runEngine(loadTestOf(await refusedUrl(), [{ concurrentUsers: 2 }])));
    }
    for (const scenario of Object.values(results)) {
      expectAccounted(scenario);
      expect(scenario.requests.total).toBeGreaterThan(0);
      expect(scenario.requests.byCategory).toEqual({ connect: scenario.requests.total });
      expect(scenario.requests.byStatus).toEqual({});
    }
  }, 60_000);
});
