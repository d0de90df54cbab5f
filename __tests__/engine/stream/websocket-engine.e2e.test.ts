// WebSocket and graphql-ws stream scenarios run by the engine against real servers: every message counted once.
import { describe, expect, it } from '@jest/globals';
import { startGraphqlWsServer } from '../../helpers/graphql-ws-server.js';
import { expectAccounted, onlyScenario, runEngine } from '../../helpers/engine-run.js';
import { startWsServer, until, useWebSocketServers } from '../../helpers/websocket-streams.js';
import { expectStreamsAccounted, streamLoadTest } from './stream-scenario.js';

useWebSocketServers();

const SUBSCRIBE = '{"subscribe":"prices"}';
const httpOf = (url: string): string => url.replace(/^ws/, 'http').replace(/\/graphql$/, '');

describe('WebSocket stream scenarios', () => {
  it('holds one socket per user, sends its messages on open, and counts every message the server sent', async () => {
    const server = await startWsServer();
    const results = await runEngine(
      streamLoadTest(
        httpOf(server.url),
        { endpoint: 'GET /prices/7', concurrentUsers: 3, duration: '2s', headers: { 'x-user': 'load' } },
        { protocol: 'websocket', mode: 'hold', stallMs: 10_000, reconnect: true, send: [SUBSCRIBE] },
      ),
    );
    const scenario = onlyScenario(results);
    expectAccounted(scenario);
    expectStreamsAccounted(scenario);
    const stream = scenario.stream!;
    expect(server.received).toEqual([SUBSCRIBE, SUBSCRIBE, SUBSCRIBE]);
    expect(server.upgrades.map((headers) => headers['x-user'])).toEqual(['load', 'load', 'load']);
    expect(scenario.requests).toMatchObject({ total: 3, ok: 3, failed: 0, byStatus: { '101': 3 } });
    expect(stream).toMatchObject({ protocol: 'websocket', mode: 'hold', streams: 3, reconnects: 0 });
    expect(stream.events).toBe(server.sent);
    expect(stream.events).toBe(21);
    expect(stream.faults).toEqual({ stalled: 0, ended: 0, silent: 0 });
    // Each held socket closed by its user at the run's end, with its close frame.
    await until(() => server.closes.length === 3, 'the sockets closed');
    expect(server.closes).toEqual([1000, 1000, 1000]);
  });

  it('reconnects a socket the server closed, each close an ended stream, its messages counted', async () => {
    const server = await startWsServer();
    const results = await runEngine(
      streamLoadTest(
        httpOf(server.url),
        { endpoint: 'GET /prices-then-close/3', duration: '1s' },
        { protocol: 'websocket', mode: 'hold', stallMs: 10_000, reconnect: true, send: [SUBSCRIBE] },
      ),
    );
    const scenario = onlyScenario(results);
    expectAccounted(scenario);
    expectStreamsAccounted(scenario);
    const stream = scenario.stream!;
    expect(stream.reconnects).toBeGreaterThan(0);
    expect(stream.streams).toBe(stream.reconnects + 1);
    expect(stream.faults.ended).toBeGreaterThan(0);
    // The last socket may be closed by the run's end before the messages the server sent on it arrive.
    expect(stream.events).toBeLessThanOrEqual(server.sent);
    expect(stream.events).toBeGreaterThanOrEqual(server.sent - 3);
    await until(() => server.open() === 0, 'every socket closed');
  });

  it('fails each upgrade refused with 401 as http4xx', async () => {
    const server = await startWsServer();
    const results = await runEngine(
      streamLoadTest(httpOf(server.url), { endpoint: 'GET /private' }, { protocol: 'websocket', mode: 'hold' }),
    );
    const scenario = onlyScenario(results);
    expectAccounted(scenario);
    expect(scenario.requests.total).toBeGreaterThan(0);
    expect(scenario.requests.byStatus).toEqual({ '401': scenario.requests.total });
    expect(scenario.requests.byCategory).toEqual({ http4xx: scenario.requests.total });
    await until(() => server.refusedClosed === server.upgrades.length, 'every refused connection closed');
  });
});

describe('graphql-ws stream scenarios', () => {
  it('reads one subscription per iteration to its complete, each of its events counted', async () => {
    const server = await startGraphqlWsServer();
    const results = await runEngine(
      streamLoadTest(
        httpOf(server.url),
        { endpoint: 'GET /graphql', graphql: { query: 'subscription { countdown(from: 3) }' }, concurrentUsers: 2 },
        { protocol: 'graphql-ws', mode: 'request' },
      ),
    );
    const scenario = onlyScenario(results);
    expectAccounted(scenario);
    expectStreamsAccounted(scenario);
    const stream = scenario.stream!;
    expect(scenario.requests.failed).toBe(0);
    expect(scenario.requests.ok).toBeGreaterThan(2);
    expect(scenario.requests.ok).toBe(server.subscriptions);
    expect(scenario.requests.byStatus).toEqual({ '101': scenario.requests.ok });
    expect(stream.events).toBe(4 * scenario.requests.ok);
    expect(stream.faults).toEqual({ stalled: 0, ended: 0, silent: 0 });
    await until(() => server.open() === 0, 'every socket closed');
  });

  it('fails a subscription the server answers with an error as graphql, its message the reason', async () => {
    const server = await startGraphqlWsServer();
    const results = await runEngine(
      streamLoadTest(
        httpOf(server.url),
        { endpoint: 'GET /graphql', graphql: { query: 'subscription { nope }' } },
        { protocol: 'graphql-ws', mode: 'request' },
      ),
    );
    const scenario = onlyScenario(results);
    expectAccounted(scenario);
    expect(scenario.requests.total).toBeGreaterThan(0);
    expect(scenario.requests.byCategory).toEqual({ graphql: scenario.requests.total });
    const sample = scenario.samples!.find((each) => each.category === 'graphql');
    expect(sample?.reason).toMatch(/^GraphQL error: Cannot query field "nope"/);
  });
});
