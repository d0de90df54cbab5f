import { constants } from 'node:http2';
import { createServer as createHttp1Server } from 'node:http';
import { createServer as createHttps1Server } from 'node:https';
import { afterEach, describe, expect, it } from '@jest/globals';
import type { Dispatcher } from 'undici';
import { categoryOfError } from '../../../../src/engine/error-category.js';
import type { LeanHandler } from '../../../../src/engine/http/lean/lean-handler.js';
import { ScenarioConnections } from '../../../../src/engine/http/scenario-connections.js';
import { DEFAULT_TLS } from '../../../../src/tls-options.js';
import { useCertificates, type Certificates } from '../../../helpers/certificates.js';
import { useH2Servers, type H2Answer } from '../../../helpers/h2-server.js';

/** How one request ended, as the handler saw it. */
interface Outcome {
  status: number;
  headers: string[];
  body: string;
  error: (Error & { code?: string }) | null;
}

/** A LeanHandler that records one request and can abort it (the engine's timeout). */
class Recording implements LeanHandler {
  readonly outcome: Outcome = { status: 0, headers: [], body: '', error: null };
  readonly done: Promise<Outcome>;
  abort: ((error?: Error) => void) | null = null;
  private settle!: (outcome: Outcome) => void;

  constructor(readonly readsHeaders = false) {
    this.done = new Promise((resolve) => (this.settle = resolve));
  }

  onConnect(abort: (error?: Error) => void): void {
    this.abort = abort;
  }

  onHeaders(status: number, headers: Buffer[]): boolean {
    this.outcome.status = status;
    this.outcome.headers = headers.map((header) => header.toString('latin1'));
    return true;
  }

  onBody(chunk: Buffer, start: number, length: number): void {
    this.outcome.body += chunk.toString('latin1', start, start + length);
  }

  onComplete(): void {
    this.settle(this.outcome);
  }

  onError(error: Error): void {
    this.outcome.error = error;
    this.settle(this.outcome);
  }
}

const pools: ScenarioConnections[] = [];
const start = useH2Servers();
let certificates: Certificates;
useCertificates((made) => (certificates = made));
afterEach(async () => {
  await Promise.all(pools.splice(0).map((pool) => pool.close()));
});

/** The server's certificate and key, signed by the test CA. */
const tls = () => ({
  cert: certificates.pem(certificates.server.cert),
  key: certificates.pem(certificates.server.key),
});

function pool(
  url: string,
  users: number,
  settings: { connections?: number; maxResponseBytes?: number; ca?: string } = {},
): ScenarioConnections {
  const connections = new ScenarioConnections(url, users, {
    timeoutMs: 5000,
    maxResponseBytes: settings.maxResponseBytes ?? 1024 * 1024,
    tls: settings.ca ? { ...DEFAULT_TLS, ca: settings.ca } : DEFAULT_TLS,
    protocol: 'h2',
    ...(settings.connections && { connections: settings.connections }),
  });
  pools.push(connections);
  return connections;
}

function send(
  connections: ScenarioConnections,
  user: number,
  options: Partial<Dispatcher.DispatchOptions> = {},
  readsHeaders = false,
): Recording {
  const handler = new Recording(readsHeaders);
  connections.clients[user]!.dispatch({ method: 'GET', path: '/', ...options }, handler);
  return handler;
}

const ok: H2Answer = (stream, headers) => {
  stream.respond({ ':status': 200, 'x-path': String(headers[':path']) });
  stream.end(`ok ${String(headers[':path'])}`);
};

describe('the HTTP/2 client', () => {
  it('sends a request over h2c (prior knowledge) and over TLS (ALPN), and reads status, headers and body', async () => {
    for (const secure of [false, true]) {
      const server = await start(ok, secure ? { tls: tls() } : {});
      const connections = pool(server.url, 1, { ca: certificates.pem(certificates.ca) });
      const outcome = await send(connections, 0, { path: '/a?b=1' }, true).done;
      expect(outcome).toEqual({
        status: 200,
        headers: expect.arrayContaining(['x-path', '/a?b=1']) as unknown as string[],
        body: 'ok /a?b=1',
        error: null,
      });
    }
  });

  it('carries every user as a stream of one connection, and every request is one stream the server received', async () => {
    const server = await start(ok);
    const connections = pool(server.url, 150, { connections: 1 });
    await connections.open(150);
    const rounds = 5;
    const outcomes = [];
    for (let round = 0; round < rounds; round++)
      outcomes.push(
        ...(await Promise.all(
          connections.clients.map((_, user) => send(connections, user, { path: `/${user}` }).done),
        )),
      );
    expect(outcomes.filter((outcome) => outcome.status === 200)).toHaveLength(150 * rounds);
    expect(server.streams).toBe(150 * rounds);
    expect(server.sessions).toBe(1);
  });
});

describe('the HTTP/2 client: what a server may do', () => {
  it('reads trailers, 103 Early Hints before the final headers, HEAD and 204 without a body', async () => {
    const server = await start((stream, headers) => {
      const path = String(headers[':path']);
      if (path === '/hints') {
        stream.additionalHeaders({ ':status': 103, link: '</a.css>; rel=preload' });
        stream.respond({ ':status': 200, 'x-final': 'yes' });
        stream.end('after hints');
      } else if (path === '/trailers') {
        stream.respond({ ':status': 200 }, { waitForTrailers: true });
        stream.on('wantTrailers', () => {
          stream.sendTrailers({ 'x-checksum': 'abc' });
        });
        stream.end('with trailers');
      } else if (path === '/empty') {
        stream.respond({ ':status': 204 });
        stream.end();
      } else {
        stream.respond({ ':status': 200, 'content-length': '5' });
        stream.end();
      }
    });
    const connections = pool(server.url, 1);
    const hints = await send(connections, 0, { path: '/hints' }, true).done;
    expect(hints).toEqual({
      status: 200,
      headers: expect.arrayContaining(['x-final', 'yes']),
      body: 'after hints',
      error: null,
    });
    expect(hints.headers).not.toContain('link');
    expect(await send(connections, 0, { path: '/trailers' }).done).toMatchObject({
      status: 200,
      body: 'with trailers',
      error: null,
    });
    expect(await send(connections, 0, { path: '/empty' }).done).toMatchObject({ status: 204, body: '', error: null });
    expect(await send(connections, 0, { method: 'HEAD', path: '/head' }).done).toMatchObject({
      status: 200,
      body: '',
      error: null,
    });
    expect(server.sessions).toBe(1);
  });

  it('reads response headers larger than a frame (CONTINUATION) and sends request headers larger than one', async () => {
    const big = 'v'.repeat(40_000);
    const server = await start((stream, headers) => {
      stream.respond({ ':status': 200, 'x-big': big, 'x-echo-length': String(String(headers['x-large']).length) });
      stream.end();
    });
    const connections = pool(server.url, 1);
    const outcome = await send(connections, 0, { headers: { 'x-large': 'h'.repeat(30_000) } }, true).done;
    expect(outcome.error).toBeNull();
    expect(outcome.headers).toEqual(expect.arrayContaining(['x-big', big, 'x-echo-length', '30000']));
  });

  it('sends a body larger than the windows the server gives, whole, as its WINDOW_UPDATEs allow', async () => {
    const body = Buffer.alloc(300_000, 'b');
    const server = await start((stream, _headers, received) => {
      stream.respond({ ':status': 200 });
      stream.end(`${received.length} ${received.equals(body)}`);
    });
    const connections = pool(server.url, 2);
    const outcomes = await Promise.all(
      [0, 1].map((user) => send(connections, user, { method: 'POST', path: '/upload', body }).done),
    );
    for (const outcome of outcomes) expect(outcome).toMatchObject({ status: 200, body: '300000 true', error: null });
  });

  it('keeps to the streams the server allows at once; the others wait and all are sent', async () => {
    let open = 0;
    let most = 0;
    const server = await start(
      (stream) => {
        open++;
        most = Math.max(most, open);
        setTimeout(() => {
          open--;
          stream.respond({ ':status': 200 });
          stream.end('ok');
        }, 20);
      },
      { maxConcurrentStreams: 3 },
    );
    const connections = pool(server.url, 12, { connections: 1 });
    await connections.open(12);
    const outcomes = await Promise.all(connections.clients.map((_, user) => send(connections, user).done));
    expect(outcomes.every((outcome) => outcome.status === 200)).toBe(true);
    expect(server.streams).toBe(12);
    expect(most).toBe(3);
  });

  it('fails a stream the server resets as reset, naming the code, and goes on with the others on the connection', async () => {
    const server = await start((stream, headers) => {
      if (headers[':path'] === '/refuse') stream.close(constants.NGHTTP2_REFUSED_STREAM);
      else ok(stream, headers, Buffer.alloc(0), 0);
    });
    const connections = pool(server.url, 2);
    const [refused, fine] = await Promise.all([
      send(connections, 0, { path: '/refuse' }).done,
      send(connections, 1, { path: '/fine' }).done,
    ]);
    expect(refused.error?.message).toContain('REFUSED_STREAM');
    expect(categoryOfError(refused.error)).toBe('reset');
    expect(fine).toMatchObject({ status: 200, error: null });
    expect(await send(connections, 0, { path: '/again' }).done).toMatchObject({ status: 200, error: null });
    expect(server.sessions).toBe(1);
  });

  it('after a GOAWAY, finishes the streams the server kept, sends the others again on a new connection, once each', async () => {
    let answered = 0;
    const server = await start((stream, headers) => {
      answered++;
      ok(stream, headers, Buffer.alloc(0), 0);
      // The server closes gracefully after its 30th stream: GOAWAY, the streams it had go on.
      if (answered === 30) stream.session?.close();
    });
    const connections = pool(server.url, 20, { connections: 1 });
    await connections.open(20);
    let sent = 0;
    const outcomes = await Promise.all(
      connections.clients.map(async (_, user) => {
        const mine = [];
        for (let round = 0; round < 5; round++) {
          sent++;
          mine.push(await send(connections, user, { path: `/${user}/${round}` }).done);
        }
        return mine;
      }),
    );
    const all = outcomes.flat();
    expect(all.filter((outcome) => outcome.error !== null)).toEqual([]);
    expect(all).toHaveLength(sent);
    expect(answered).toBe(sent);
    expect(server.sessions).toBe(2);
  });

  it('cancels a stream its handler aborts (the timeout) with RST_STREAM, and the connection serves the next', async () => {
    const cancelled: number[] = [];
    const server = await start((stream, headers) => {
      if (headers[':path'] === '/hold') stream.on('close', () => cancelled.push(stream.rstCode));
      else ok(stream, headers, Buffer.alloc(0), 0);
    });
    const connections = pool(server.url, 1);
    const held = send(connections, 0, { path: '/hold' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    held.abort!(new Error('timed out'));
    expect((await held.done).error?.message).toBe('timed out');
    expect(await send(connections, 0, { path: '/next' }).done).toMatchObject({ status: 200, error: null });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(cancelled).toEqual([constants.NGHTTP2_CANCEL]);
    expect(server.sessions).toBe(1);
  });

  it('fails a body over maxResponseBytes as other and keeps the connection', async () => {
    const server = await start((stream) => {
      stream.respond({ ':status': 200 });
      stream.end('x'.repeat(2000));
    });
    const connections = pool(server.url, 1, { maxResponseBytes: 1000 });
    const outcome = await send(connections, 0).done;
    expect(outcome.error?.code).toBe('UND_ERR_RES_EXCEEDED_MAX_SIZE');
    expect(categoryOfError(outcome.error)).toBe('other');
    expect((await send(connections, 0).done).error?.code).toBe('UND_ERR_RES_EXCEEDED_MAX_SIZE');
    expect(server.sessions).toBe(1);
  });

  it('fails every stream in flight as reset when the server dies, and sends the next on a new connection', async () => {
    const server = await start((stream, headers) => {
      if (headers[':path'] === '/die') stream.session?.destroy();
      else ok(stream, headers, Buffer.alloc(0), 0);
    });
    const connections = pool(server.url, 1);
    const outcome = await send(connections, 0, { path: '/die' }).done;
    expect(categoryOfError(outcome.error)).toBe('reset');
    expect(await send(connections, 0, { path: '/after' }).done).toMatchObject({ status: 200, error: null });
    expect(server.sessions).toBe(2);
  });

  it('fails as protocol against an HTTP/1.1-only server (h2c), saying so, and as connect when TLS does not agree to h2', async () => {
    const http1 = createHttp1Server((_request, response) => response.end('ok'));
    const https1 = createHttps1Server(tls(), (_request, response) => response.end('ok'));
    for (const server of [http1, https1]) await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const plain = await send(pool(`http://127.0.0.1:${(http1.address() as { port: number }).port}`, 1), 0).done;
      expect(categoryOfError(plain.error)).toBe('protocol');
      expect(plain.error?.message).toContain('protocol: http1');
      const secure = await send(
        pool(`https://127.0.0.1:${(https1.address() as { port: number }).port}`, 1, {
          ca: certificates.pem(certificates.ca),
        }),
        0,
      ).done;
      expect(categoryOfError(secure.error)).toBe('connect');
    } finally {
      http1.closeAllConnections();
      https1.closeAllConnections();
      await Promise.all([http1, https1].map((server) => new Promise((resolve) => server.close(resolve))));
    }
  });

  it('fails what is in flight when destroyed', async () => {
    const server = await start(() => undefined);
    const connections = pool(server.url, 1);
    const held = send(connections, 0);
    await new Promise((resolve) => setTimeout(resolve, 50));
    await connections.close();
    expect((await held.done).error?.code).toBe('UND_ERR_DESTROYED');
  });
});

describe('the HTTP/2 client: waiting for a stream', () => {
  it('fails a request that gets no stream within the timeout as connect, never sent, and the held one goes on', async () => {
    const server = await start(
      (stream, headers) => {
        if (headers[':path'] === '/hold')
          setTimeout(() => {
            ok(stream, headers, Buffer.alloc(0), 0);
          }, 600);
        else ok(stream, headers, Buffer.alloc(0), 0);
      },
      { maxConcurrentStreams: 1 },
    );
    const connections = new ScenarioConnections(server.url, 2, {
      timeoutMs: 200,
      maxResponseBytes: 1024,
      tls: DEFAULT_TLS,
      protocol: 'h2',
      connections: 1,
    });
    pools.push(connections);
    await connections.open(2);
    const held = send(connections, 0, { path: '/hold' });
    const waiting = await send(connections, 1, { path: '/waits' }).done;
    expect(waiting.error?.code).toBe('UND_ERR_CONNECT_TIMEOUT');
    expect(categoryOfError(waiting.error)).toBe('connect');
    expect(await held.done).toMatchObject({ status: 200, error: null });
    expect(server.streams).toBe(1);
  });
});
