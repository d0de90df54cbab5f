import { afterEach, describe, expect, it } from '@jest/globals';
import type { ScenarioResult } from '../src/results/types.js';
import { Client } from 'undici';
import { LeanClient } from '../src/engine/lean/lean-client.js';
import { runScenario } from '../src/engine/run-scenario.js';
import { ScenarioConnections } from '../src/engine/scenario-connections.js';
import { decodeHistogram } from '../src/engine/latency-histogram.js';
import { loadTestOf, onlyScenario, runEngine } from './helpers/engine-run.js';
import { refusedUrl, startFaultServer, type FaultServer, type Script } from './helpers/fault-server.js';

/**
 * The lean client against undici's Client, through the real engine: the same server behaviour gives the same
 * categories and statuses, and every request the server received is counted, with either client. Counts are not
 * compared between the two runs: how many requests fit in a run depends on timing.
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

/** Checks what both clients guarantee alike: accounting, total = received, the same categories and statuses. */
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

describe('the lean client and undici, through the engine', () => {
  it("are chosen by LOADTOOL_HTTP_CLIENT when a scenario's connections are made", async () => {
    const settings = { timeoutMs: 1000, maxResponseBytes: 1000 };
    use('lean');
    const lean = new ScenarioConnections('http://127.0.0.1:9', 1, settings);
    use('undici');
    const undici = new ScenarioConnections('http://127.0.0.1:9', 1, settings);
    expect(lean.clients[0]).toBeInstanceOf(LeanClient);
    expect(undici.clients[0]).toBeInstanceOf(Client);
    await Promise.all([lean.close(), undici.close()]);
  });

  it('count a mix of faults in the same categories and statuses, each every request the server received', async () => {
    const mix: Script = (n) =>
      (['ok', 'ok', 'ok', 'ok', 'ok', 'not-found', 'server-error', 'slow', 'reset-mid-body', 'garbage'] as const)[
        n % 10
      ]!;
    const observed = await withBoth(mix, { concurrentUsers: 8, duration: '2s', timeout: '300ms' });
    expectAlike(observed);
    for (const { scenario, byFault } of Object.values(observed)) {
      // Every fault happened, so the keys compared are all there, each counted as the server answered.
      for (const fault of ['ok', 'not-found', 'server-error', 'slow', 'reset-mid-body', 'garbage'] as const)
        expect(byFault[fault]).toBeGreaterThan(0);
      expect(scenario.requests.byCategory).toEqual({
        http4xx: byFault['not-found'],
        http5xx: byFault['server-error'],
        timeout: byFault.slow,
        reset: byFault['reset-mid-body'],
        protocol: byFault.garbage,
      });
      expect(scenario.requests.byStatus).toEqual({
        '200': byFault.ok,
        '404': byFault['not-found'],
        '500': byFault['server-error'],
      });
    }
  }, 60_000);

  it.each([
    ['slow', 'timeout'],
    ['reset-mid-body', 'reset'],
    ['garbage', 'protocol'],
  ] as const)(
    'count %s alone as %s',
    async (fault, category) => {
      const observed = await withBoth(() => fault, { concurrentUsers: 2, timeout: '300ms' });
      expectAlike(observed);
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
        return runScenario(url, definition!, { env: {}, maxResponseBytes: 1 });
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
