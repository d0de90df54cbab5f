// The WebSocket transport against real ws servers on 127.0.0.1: what it reports, what the server sees, nothing leaked.
import { describe, expect, it } from '@jest/globals';
import { categoryOfError } from '../../../src/engine/error-category.js';
import type { StreamTarget } from '../../../src/engine/stream/stream-transport.js';
import { webSocketTransport } from '../../../src/engine/stream/websocket-transport.js';
import { useCertificates, type Certificates } from '../../helpers/certificates.js';
import {
  closedPort,
  RecordingSink,
  settle,
  startWsServer,
  until,
  useWebSocketServers,
} from '../../helpers/websocket-streams.js';

useWebSocketServers();
let certificates: Certificates;
useCertificates((made) => (certificates = made));

const targetOf = (url: string, extra: Partial<StreamTarget> = {}): StreamTarget => ({ url, headers: {}, ...extra });

describe('webSocketTransport', () => {
  it('reports its head, then each message the server sent, exactly, and nothing after the user closes it', async () => {
    const server = await startWsServer();
    const transport = webSocketTransport(targetOf(`${server.url}/hold/25`));
    const sink = new RecordingSink();
    transport.open(sink);
    await until(() => sink.events.length === 25, '25 messages');
    expect(sink.calls.slice(0, 2)).toEqual(['written', 'head 101']);
    expect(sink.events).toEqual(Array.from({ length: 25 }, (_, index) => JSON.stringify({ index: index + 1 })));
    transport.close();
    await until(() => server.closes.length === 1, 'the server to see the close');
    expect(server.closes).toEqual([1000]);
    await settle();
    expect(sink.calls).toHaveLength(27);
    expect(server.open()).toBe(0);
  });

  it('reports a close by the server as an end that is not complete, after its messages', async () => {
    const server = await startWsServer();
    const sink = new RecordingSink();
    webSocketTransport(targetOf(`${server.url}/close/3`)).open(sink);
    await until(() => sink.over, 'the end');
    expect(sink.calls).toEqual(['written', 'head 101', 'event', 'event', 'event', 'end false']);
  });

  it('sends text messages on the open socket and reports the answers', async () => {
    const server = await startWsServer();
    const transport = webSocketTransport(targetOf(`${server.url}/echo`));
    const sink = new RecordingSink(() => {
      transport.send!('{"subscribe":"prices"}');
      transport.send!('second');
    });
    transport.open(sink);
    await until(() => sink.events.length === 2, 'the echoes');
    expect(sink.events).toEqual(['{"subscribe":"prices"}', 'second']);
    transport.close();
    transport.send!('after the close');
    await until(() => server.closes.length === 1, 'the close');
  });

  it('reports binary messages as their UTF-8 text, each counted', async () => {
    const server = await startWsServer();
    const transport = webSocketTransport(targetOf(`${server.url}/binary/4`));
    const sink = new RecordingSink();
    transport.open(sink);
    await until(() => sink.events.length === 4, 'the binary messages');
    expect(sink.events).toEqual(['binary 1', 'binary 2', 'binary 3', 'binary 4']);
    transport.close();
  });

  it('sends the target headers on the upgrade and offers no compression', async () => {
    const server = await startWsServer();
    const headers = { authorization: 'Bearer token-1', 'x-user': 'user 7' };
    const transport = webSocketTransport(targetOf(`${server.url}/hold/1`, { headers }));
    const sink = new RecordingSink();
    transport.open(sink);
    await until(() => sink.events.length === 1, 'the message');
    expect(server.upgrades[0]).toMatchObject(headers);
    expect(server.upgrades[0]!['sec-websocket-extensions']).toBeUndefined();
    transport.close();
  });

  it('reports an upgrade refused with 401 as its status alone and closes the connection', async () => {
    const server = await startWsServer();
    const sink = new RecordingSink();
    webSocketTransport(targetOf(`${server.url}/private`)).open(sink);
    await until(() => server.refusedClosed === 1, 'the client to close the refused connection');
    await settle();
    expect(sink.calls).toEqual(['written', 'head 401']);
  });

  it('fails with ECONNREFUSED, counted as connect, on a port nothing listens on', async () => {
    const sink = new RecordingSink();
    webSocketTransport(targetOf(`ws://127.0.0.1:${await closedPort()}/`)).open(sink);
    await until(() => sink.over, 'the failure');
    await settle();
    expect(sink.calls).toEqual(['fail ECONNREFUSED']);
    expect(categoryOfError(sink.errors[0])).toBe('connect');
  });

  it('fails with ECONNRESET, counted as reset, when the server resets an open connection', async () => {
    const server = await startWsServer();
    const transport = webSocketTransport(targetOf(`${server.url}/echo`));
    const sink = new RecordingSink(() => {
      transport.send!('reset');
    });
    transport.open(sink);
    await until(() => sink.over, 'the failure');
    await settle();
    expect(sink.calls).toEqual(['written', 'head 101', 'fail ECONNRESET']);
    expect(categoryOfError(sink.errors[0])).toBe('reset');
  });

  it('opens wss: with the target TLS options, and fails a certificate it does not trust as connect', async () => {
    const server = await startWsServer({
      cert: certificates.pem(certificates.server.cert),
      key: certificates.pem(certificates.server.key),
    });
    const trusted = new RecordingSink();
    const transport = webSocketTransport(
      targetOf(`${server.url}/close/2`, { tls: { ca: certificates.pem(certificates.ca) } }),
    );
    transport.open(trusted);
    await until(() => trusted.over, 'the end');
    expect(trusted.calls).toEqual(['written', 'head 101', 'event', 'event', 'end false']);
    const untrusted = new RecordingSink();
    webSocketTransport(targetOf(`${server.url}/close/2`)).open(untrusted);
    await until(() => untrusted.over, 'the failure');
    expect(untrusted.calls).toHaveLength(1);
    expect(categoryOfError(untrusted.errors[0])).toBe('connect');
  });

  it('reuses one transport for many streams, one socket at a time, leaving none open', async () => {
    const server = await startWsServer();
    const transport = webSocketTransport(targetOf(`${server.url}/hold/2`));
    const ended = webSocketTransport(targetOf(`${server.url}/close/2`));
    for (let round = 0; round < 30; round++) {
      const sink = new RecordingSink();
      transport.open(sink);
      await until(() => sink.events.length === 2, 'the messages');
      transport.close();
      const closedByServer = new RecordingSink();
      ended.open(closedByServer);
      await until(() => closedByServer.over, 'the end');
      expect(closedByServer.calls).toEqual(['written', 'head 101', 'event', 'event', 'end false']);
    }
    // Opening again while a socket is open discards it; closing while it connects leaves nothing behind either.
    const first = new RecordingSink();
    transport.open(first);
    transport.open(new RecordingSink());
    transport.close();
    await settle();
    await until(() => server.open() === 0, 'every socket closed');
    expect(first.calls.filter((call) => call !== 'written')).toEqual([]);
    // 30 closed by the user, 30 by the server, each with its close frame.
    expect(server.closes.filter((code) => code === 1000).length).toBeGreaterThanOrEqual(60);
  });

  it('throws at once on a URL that is not ws: or wss:', () => {
    expect(() => webSocketTransport(targetOf('ftp://127.0.0.1/'))).toThrow('ws: or wss:');
  });
});
