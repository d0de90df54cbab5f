// The graphql-ws transport against graphql-ws's own server (useServer over ws) on 127.0.0.1, and a broken one.
import { describe, expect, it } from '@jest/globals';
import { WebSocketServer } from 'ws';
import { categoryOfError } from '../../../src/engine/error-category.js';
import { graphqlWsTransport } from '../../../src/engine/stream/graphql-ws-transport.js';
import type { StreamTarget } from '../../../src/engine/stream/stream-transport.js';
import { startGraphqlWsServer } from '../../helpers/graphql-ws-server.js';
import {
  closedPort,
  RecordingSink,
  settle,
  textOf,
  until,
  useWebSocketServers,
} from '../../helpers/websocket-streams.js';

useWebSocketServers();

const targetOf = (url: string, query: string, extra: Partial<StreamTarget> = {}): StreamTarget => ({
  url,
  headers: {},
  graphql: { query },
  ...extra,
});

describe('graphqlWsTransport', () => {
  it('reports the ack as its head, each next as its payload JSON, and complete as a complete end', async () => {
    const server = await startGraphqlWsServer();
    const sink = new RecordingSink();
    graphqlWsTransport(targetOf(server.url, 'subscription { countdown(from: 3) }')).open(sink);
    await until(() => sink.over, 'the end');
    expect(sink.calls).toEqual(['written', 'head 101', 'event', 'event', 'event', 'event', 'end true']);
    expect(sink.events.map((data) => JSON.parse(data) as unknown)).toEqual(
      [3, 2, 1, 0].map((countdown) => ({ data: { countdown } })),
    );
    await until(() => server.closes.length === 1, 'the socket closed');
    expect(server.closes).toEqual([1000]);
    expect(server.subscriptions).toBe(1);
  });

  it('sends the variables and operation name, and the target headers on the upgrade', async () => {
    const server = await startGraphqlWsServer();
    const sink = new RecordingSink();
    const headers = { authorization: 'Bearer good', 'x-tenant': 'blue' };
    const target: StreamTarget = {
      url: server.url,
      headers,
      graphql: {
        query: 'subscription Count($from: Int!) { countdown(from: $from) } subscription Other { forever }',
        variables: { from: 1 },
        operationName: 'Count',
      },
    };
    graphqlWsTransport(target).open(sink);
    await until(() => sink.over, 'the end');
    expect(sink.events).toEqual(['{"data":{"countdown":1}}', '{"data":{"countdown":0}}']);
    expect(server.headers[0]).toMatchObject(headers);
  });

  it('fails a subscription the server answers with an error message as graphql, with a short reason', async () => {
    const server = await startGraphqlWsServer();
    const sink = new RecordingSink();
    graphqlWsTransport(targetOf(server.url, 'subscription { nope }')).open(sink);
    await until(() => sink.over, 'the failure');
    expect(sink.calls).toEqual(['written', 'head 101', 'fail LOADTOOL_GRAPHQL_STREAM']);
    expect(categoryOfError(sink.errors[0])).toBe('graphql');
    expect(sink.errors[0]!.message).toMatch(/^GraphQL error: Cannot query field "nope"/);
    expect(sink.errors[0]!.message.length).toBeLessThanOrEqual(140);
    await until(() => server.closes.length === 1, 'the socket closed');
  });

  it('reports a next whose payload has errors as an event, which the user judges', async () => {
    const server = await startGraphqlWsServer();
    const sink = new RecordingSink();
    graphqlWsTransport(targetOf(server.url, 'subscription { broken }')).open(sink);
    await until(() => sink.over, 'the end');
    expect(sink.calls).toEqual(['written', 'head 101', 'event', 'end true']);
    expect(sink.events[0]).toContain('broken on purpose');
  });

  it('reports a socket the server closed without complete as an end that is not complete', async () => {
    const server = await startGraphqlWsServer();
    const sink = new RecordingSink();
    graphqlWsTransport(targetOf(server.url, 'subscription { hangup }')).open(sink);
    await until(() => sink.over, 'the end');
    expect(sink.calls.at(-1)).toBe('end false');
    expect(sink.events.length).toBeGreaterThan(0);
  });

  it('completes the subscription and closes the socket when the user closes it, reporting nothing more', async () => {
    const server = await startGraphqlWsServer();
    const sink = new RecordingSink();
    const transport = graphqlWsTransport(targetOf(server.url, 'subscription { forever }'));
    transport.open(sink);
    await until(() => sink.events.length >= 2, 'two events');
    transport.close();
    const calls = sink.calls.length;
    await until(() => server.closes.length === 1 && server.completed === 1, 'the server to see the end');
    expect(server.closes).toEqual([1000]);
    await settle();
    expect(sink.calls).toHaveLength(calls);
    expect(server.open()).toBe(0);
  });

  it('reports a connection the server refused at connection_init (4403) as the status 403', async () => {
    const server = await startGraphqlWsServer();
    const sink = new RecordingSink();
    const target = targetOf(server.url, 'subscription { forever }', { headers: { authorization: 'Bearer bad' } });
    graphqlWsTransport(target).open(sink);
    await until(() => sink.over, 'the refusal');
    await settle();
    expect(sink.calls).toEqual(['written', 'head 403']);
    expect(server.subscriptions).toBe(0);
  });

  it('reports an upgrade refused with 401 as its status', async () => {
    const server = await startGraphqlWsServer();
    const sink = new RecordingSink();
    graphqlWsTransport(targetOf(server.url.replace('/graphql', '/private'), 'subscription { forever }')).open(sink);
    await until(() => sink.over, 'the refusal');
    await settle();
    expect(sink.calls).toEqual(['written', 'head 401']);
  });

  it('fails with ECONNREFUSED, counted as connect, on a port nothing listens on', async () => {
    const sink = new RecordingSink();
    const url = `ws://127.0.0.1:${await closedPort()}/graphql`;
    graphqlWsTransport(targetOf(url, 'subscription { forever }')).open(sink);
    await until(() => sink.over, 'the failure');
    expect(sink.calls).toEqual(['fail ECONNREFUSED']);
    expect(categoryOfError(sink.errors[0])).toBe('connect');
  });

  it('answers pings and fails a server that breaks the protocol as protocol, closing with 4400', async () => {
    const wss = new WebSocketServer({ port: 0, host: '127.0.0.1' });
    await new Promise((resolve) => wss.once('listening', resolve));
    const received: string[] = [];
    const closes: number[] = [];
    wss.on('connection', (socket) => {
      socket.on('close', (code) => closes.push(code));
      socket.on('message', (data) => {
        const message = JSON.parse(textOf(data)) as { type: string; id?: string };
        received.push(message.type);
        if (message.type === 'connection_init') socket.send('{"type":"ping"}');
        if (message.type === 'pong') socket.send('{"type":"connection_ack"}');
        if (message.type === 'subscribe') {
          socket.send(JSON.stringify({ id: message.id, type: 'next', payload: { data: { n: 1 } } }));
          socket.send('{"type":"surprise"}');
        }
      });
    });
    try {
      const sink = new RecordingSink();
      const url = `ws://127.0.0.1:${(wss.address() as { port: number }).port}`;
      graphqlWsTransport(targetOf(url, 'subscription { n }')).open(sink);
      await until(() => sink.over && closes.length === 1, 'the failure and close');
      expect(received).toEqual(['connection_init', 'pong', 'subscribe']);
      expect(sink.calls).toEqual(['written', 'head 101', 'event', 'fail LOADTOOL_WS_PROTOCOL']);
      expect(categoryOfError(sink.errors[0])).toBe('protocol');
      expect(closes).toEqual([4400]);
    } finally {
      await new Promise((resolve) => {
        wss.close(resolve);
      });
    }
  });

  it('reuses one transport for subscription after subscription, leaving no socket open', async () => {
    const server = await startGraphqlWsServer();
    const transport = graphqlWsTransport(targetOf(server.url, 'subscription { countdown(from: 3) }'));
    for (let round = 0; round < 25; round++) {
      const sink = new RecordingSink();
      transport.open(sink);
      await until(() => sink.over, 'the end');
      expect(sink.events).toHaveLength(4);
      expect(sink.ended).toBe(true);
    }
    await until(() => server.closes.length === 25, 'every socket closed');
    expect(server.subscriptions).toBe(25);
    expect(server.open()).toBe(0);
  });

  it('throws at once without a GraphQL document', () => {
    expect(() => graphqlWsTransport({ url: 'ws://127.0.0.1:1/', headers: {} })).toThrow('GraphQL document');
  });
});
