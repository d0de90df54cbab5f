import type { Socket } from 'node:net';
import { afterEach, describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { Client, type Dispatcher } from 'undici';
import { categoryOfError } from '../../../../src/engine/error-category.js';
import { LeanClient } from '../../../../src/engine/http/lean/lean-client.js';
import type { LeanHandler } from '../../../../src/engine/http/lean/lean-handler.js';
import { LeanOrigin } from '../../../../src/engine/http/lean/lean-origin.js';
import { requestWire } from '../../../../src/engine/http/lean/request-wire.js';
import { refusedUrl } from '../../../helpers/fault-server.js';
import { startRawServer, type RawAnswer, type RawServer } from '../../../helpers/raw-http-server.js';
import { DEFAULT_TLS } from '../../../../src/tls-options.js';

/** How one request ended, as the handler saw it. */
interface Outcome {
  /** Handler calls in order: connect, headers, complete or error. */
  calls: string[];
  status: number;
  headers: string[];
  body: string;
  error: (Error & { code?: string }) | null;
}

/** A LeanHandler that records one request: what RequestHandler implements, reduced to its calls. */
class Recording implements LeanHandler {
  readonly outcome: Outcome = { calls: [], status: 0, headers: [], body: '', error: null };
  readonly done: Promise<Outcome>;
  private settle!: (outcome: Outcome) => void;

  constructor(readonly readsHeaders = false) {
    this.done = new Promise((resolve) => (this.settle = resolve));
  }

  onConnect(_abort: (error?: Error) => void): void {
    this.outcome.calls.push('connect');
  }

  onHeaders(status: number, headers: Buffer[]): boolean {
    this.outcome.calls.push('headers');
    this.outcome.status = status;
    this.outcome.headers = headers.map((header) => header.toString('latin1'));
    return true;
  }

  onData(chunk: Buffer): boolean {
    this.onBody(chunk, 0, chunk.length);
    return true;
  }

  onBody(chunk: Buffer, start: number, length: number): void {
    this.outcome.body += chunk.toString('latin1', start, start + length);
  }

  onComplete(): void {
    this.outcome.calls.push('complete');
    this.settle(this.outcome);
  }

  onError(error: Error): void {
    this.outcome.calls.push('error');
    this.outcome.error = error;
    this.settle(this.outcome);
  }
}

const servers: RawServer[] = [];
const clients: LeanClient[] = [];
const undiciClients: Client[] = [];
afterEach(async () => {
  await Promise.all(clients.splice(0).map((client) => client.destroy()));
  await Promise.all(undiciClients.splice(0).map((client) => client.destroy().catch(() => undefined)));
  await Promise.all(servers.splice(0).map((server) => server.close()));
});

async function rawServer(answer: RawAnswer): Promise<RawServer> {
  const server = await startRawServer(answer);
  servers.push(server);
  return server;
}

/** Returns a lean client to `url` with its own origin. */
function leanClient(url: string, settings: { timeoutMs?: number; maxResponseBytes?: number } = {}): LeanClient {
  const origin = new LeanOrigin(new URL(url), {
    timeoutMs: settings.timeoutMs ?? 5000,
    maxResponseBytes: settings.maxResponseBytes ?? 1024 * 1024,
    tls: DEFAULT_TLS,
  });
  const client = new LeanClient(origin);
  clients.push(client);
  return client;
}

/** Sends `options` (GET / by default) and returns how it ended. */
function send(
  client: LeanClient,
  options: Partial<Dispatcher.DispatchOptions> = {},
  readsHeaders = false,
): Promise<Outcome> {
  const handler = new Recording(readsHeaders);
  client.dispatch({ method: 'GET', path: '/', ...options }, handler);
  return handler.done;
}

const pathOf = (head: string): string => head.split(' ')[1] ?? '/';
const write =
  (bytes: string): RawAnswer =>
  (socket) =>
    socket.write(bytes);
const ok = (body = 'ok', extra = ''): string =>
  `HTTP/1.1 200 OK\r\nContent-Length: ${Buffer.byteLength(body)}\r\n${extra}\r\n${body}`;
/** Resolves when the server side of `socket` has closed: the client has seen the end and closed its side too. */
const closed = (socket: Socket): Promise<void> =>
  new Promise((resolve) => {
    socket.once('close', () => {
      resolve();
    });
  });

describe('LeanClient: responses', () => {
  it('parses a response split between two reads at every byte boundary, on one connection', async () => {
    const response = 'HTTP/1.1 200 OK\r\nContent-Length: 5\r\nX-Custom: some value\r\n\r\nhello';
    const server = await rawServer((socket, request) => {
      const split = Number(pathOf(request.head).slice(1));
      socket.write(response.slice(0, split));
      setTimeout(() => socket.write(response.slice(split)), 5);
    });
    const client = leanClient(server.url);
    for (let split = 1; split < response.length; split++) {
      const outcome = await send(client, { path: `/${split}` }, true);
      expect({ split, ...outcome }).toEqual({
        split,
        calls: ['connect', 'headers', 'complete'],
        status: 200,
        headers: ['Content-Length', '5', 'X-Custom', 'some value'],
        body: 'hello',
        error: null,
      });
    }
    expect(server.connections).toBe(1);
  }, 60_000);

  it('parses a chunked response with extensions and trailers split into three reads anywhere', async () => {
    const response =
      'HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\nX-Custom: v\r\n\r\n' +
      '3;name=value\r\nabc\r\n4\r\ndefg\r\n0\r\nX-Sum: 7\r\n\r\n';
    const server = await rawServer((socket, request) => {
      const [first, second] = pathOf(request.head).slice(1).split('-').map(Number) as [number, number];
      socket.write(response.slice(0, first));
      setTimeout(() => socket.write(response.slice(first, second)), 3);
      setTimeout(() => socket.write(response.slice(second)), 6);
    });
    const client = leanClient(server.url);
    const splits = fc
      .tuple(fc.integer({ min: 1, max: response.length - 1 }), fc.integer({ min: 1, max: response.length - 1 }))
      .map(([a, b]) => [Math.min(a, b), Math.max(a, b)] as const);
    await fc.assert(
      fc.asyncProperty(splits, async ([first, second]) => {
        const outcome = await send(client, { path: `/${first}-${second}` }, true);
        expect(outcome).toEqual({
          calls: ['connect', 'headers', 'complete'],
          status: 200,
          headers: ['Transfer-Encoding', 'chunked', 'X-Custom', 'v'],
          body: 'abcdefg',
          error: null,
        });
      }),
      { numRuns: 40 },
    );
    expect(server.connections).toBe(1);
  }, 60_000);

  it('reads a chunked body with chunk extensions and trailers, and keeps the connection', async () => {
    const server = await rawServer(
      write(
        'HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\nTrailer: X-Sum\r\n\r\n' +
          '3;name=value\r\nabc\r\n4;x="quoted"\r\ndefg\r\n0\r\nX-Sum: 7\r\n\r\n',
      ),
    );
    const client = leanClient(server.url);
    for (let index = 0; index < 2; index++) {
      const outcome = await send(client);
      expect(outcome).toMatchObject({ calls: ['connect', 'headers', 'complete'], status: 200, body: 'abcdefg' });
    }
    expect(server.connections).toBe(1);
  });

  it('reads a body larger than the read buffer whole', async () => {
    const body = Array.from({ length: 300_000 }, (_, index) => String.fromCharCode(97 + (index % 26))).join('');
    const server = await rawServer(write(ok(body)));
    const client = leanClient(server.url);
    for (let index = 0; index < 2; index++) {
      const outcome = await send(client);
      expect(outcome.calls).toEqual(['connect', 'headers', 'complete']);
      expect(outcome.body.length).toBe(body.length);
      expect(outcome.body === body).toBe(true);
    }
    expect(server.connections).toBe(1);
  });

  it('reads no body after HEAD despite Content-Length, and reuses the connection', async () => {
    const server = await rawServer((socket, request) =>
      socket.write(request.head.startsWith('HEAD') ? 'HTTP/1.1 200 OK\r\nContent-Length: 100\r\n\r\n' : ok('after')),
    );
    const client = leanClient(server.url);
    expect(await send(client, { method: 'HEAD' })).toMatchObject({
      calls: ['connect', 'headers', 'complete'],
      status: 200,
      body: '',
    });
    expect(await send(client)).toMatchObject({ status: 200, body: 'after' });
    expect(server.connections).toBe(1);
  });

  it.each([204, 304])('completes a %i without a body and reuses the connection', async (status) => {
    const server = await rawServer((socket, request) =>
      socket.write(pathOf(request.head) === '/none' ? `HTTP/1.1 ${status} None\r\nETag: "x"\r\n\r\n` : ok('next')),
    );
    const client = leanClient(server.url);
    expect(await send(client, { path: '/none' })).toMatchObject({
      calls: ['connect', 'headers', 'complete'],
      status,
      body: '',
    });
    expect(await send(client)).toMatchObject({ status: 200, body: 'next' });
    expect(server.connections).toBe(1);
  });

  it('gives the final status after 103 Early Hints, and its headers only', async () => {
    const server = await rawServer(
      write('HTTP/1.1 103 Early Hints\r\nLink: </style.css>; rel=preload\r\n\r\n' + ok('final', 'X-Final: yes\r\n')),
    );
    const client = leanClient(server.url);
    for (let index = 0; index < 2; index++) {
      expect(await send(client, {}, true)).toMatchObject({
        calls: ['connect', 'headers', 'complete'],
        status: 200,
        headers: ['Content-Length', '5', 'X-Final', 'yes'],
        body: 'final',
      });
    }
    expect(server.connections).toBe(1);
  });

  it('reads a body delimited by the close, then opens a new connection', async () => {
    const server = await rawServer((socket) => {
      socket.write('HTTP/1.1 200 OK\r\nConnection: close\r\n\r\nuntil ');
      setTimeout(() => socket.end('the end'), 10);
    });
    const client = leanClient(server.url);
    for (let index = 0; index < 2; index++) {
      expect(await send(client)).toMatchObject({
        calls: ['connect', 'headers', 'complete'],
        status: 200,
        body: 'until the end',
      });
    }
    expect(server.connections).toBe(2);
  });

  it('opens a new connection for the next request after Connection: close (the server keeping its side open)', async () => {
    const server = await rawServer(write(ok('bye', 'Connection: close\r\n')));
    const client = leanClient(server.url);
    for (let index = 0; index < 3; index++)
      expect(await send(client)).toMatchObject({ calls: ['connect', 'headers', 'complete'], body: 'bye' });
    expect(server.connections).toBe(3);
    expect(server.requests.map((request) => request.connection)).toEqual([0, 1, 2]);
  });

  it('opens a new connection after an HTTP/1.0 response without keep-alive', async () => {
    const server = await rawServer(write('HTTP/1.0 200 OK\r\nContent-Length: 3\r\n\r\nold'));
    const client = leanClient(server.url);
    for (let index = 0; index < 2; index++)
      expect(await send(client)).toMatchObject({ calls: ['connect', 'headers', 'complete'], body: 'old' });
    expect(server.connections).toBe(2);
  });

  it('sends on a new connection when the server closed the idle one between requests', async () => {
    const serverSides: Socket[] = [];
    const server = await rawServer((socket) => {
      serverSides.push(socket);
      socket.write(ok());
    });
    const client = leanClient(server.url);
    expect(await send(client)).toMatchObject({ calls: ['connect', 'headers', 'complete'], status: 200 });
    const idle = serverSides[0]!;
    const gone = closed(idle);
    idle.end();
    await gone;
    expect(await send(client)).toMatchObject({ calls: ['connect', 'headers', 'complete'], status: 200 });
    expect(server.connections).toBe(2);
  });
});

describe('LeanClient: failures', () => {
  it('fails bytes that are not HTTP with an HPE_ code, category protocol', async () => {
    const server = await rawServer(write('this is not HTTP at all\r\n\r\n'));
    const outcome = await send(leanClient(server.url));
    expect(outcome.calls).toEqual(['connect', 'error']);
    expect(outcome.error?.code).toMatch(/^HPE_/);
    expect(categoryOfError(outcome.error)).toBe('protocol');
  });

  it('completes the first of two responses to one request, and does not reuse that connection', async () => {
    const server = await rawServer((socket, request) =>
      socket.write(pathOf(request.head) === '/twice' ? ok('one') + ok('two') : ok('three')),
    );
    const client = leanClient(server.url);
    expect(await send(client, { path: '/twice' })).toMatchObject({
      calls: ['connect', 'headers', 'complete'],
      body: 'one',
    });
    expect(await send(client)).toMatchObject({ calls: ['connect', 'headers', 'complete'], body: 'three' });
    expect(server.connections).toBe(2);
  });

  it('fails a body over maxResponseBytes with undici code UND_ERR_RES_EXCEEDED_MAX_SIZE, category other', async () => {
    const server = await rawServer(write(ok('x'.repeat(1000))));
    const outcome = await send(leanClient(server.url, { maxResponseBytes: 100 }));
    expect(outcome.calls).toEqual(['connect', 'headers', 'error']);
    expect(outcome.error?.code).toBe('UND_ERR_RES_EXCEEDED_MAX_SIZE');
    expect(categoryOfError(outcome.error)).toBe('other');
  });

  it('completes a body of exactly maxResponseBytes', async () => {
    const server = await rawServer(write(ok('x'.repeat(100))));
    const outcome = await send(leanClient(server.url, { maxResponseBytes: 100 }));
    expect(outcome).toMatchObject({ calls: ['connect', 'headers', 'complete'], body: 'x'.repeat(100) });
  });

  it('fails a response reset in the middle of its body as reset', async () => {
    const server = await rawServer((socket) => {
      socket.write(`HTTP/1.1 200 OK\r\nContent-Length: 1000\r\n\r\n${'x'.repeat(100)}`);
      setTimeout(() => socket.resetAndDestroy(), 20);
    });
    const outcome = await send(leanClient(server.url));
    expect(outcome.calls).toEqual(['connect', 'headers', 'error']);
    expect(categoryOfError(outcome.error)).toBe('reset');
  });

  it('fails a response cut by a clean close before its Content-Length as reset', async () => {
    const server = await rawServer((socket) => socket.end(`HTTP/1.1 200 OK\r\nContent-Length: 1000\r\n\r\nshort`));
    const outcome = await send(leanClient(server.url));
    expect(outcome.calls).toEqual(['connect', 'headers', 'error']);
    expect(categoryOfError(outcome.error)).toBe('reset');
  });

  it.each([
    ['before any byte', ''],
    ['in the middle of the head', 'HTTP/1.1 200 OK\r\nContent-Le'],
  ])('fails a response whose connection the server ends %s as reset', async (_name, bytes) => {
    const server = await rawServer((socket) => socket.end(bytes));
    const outcome = await send(leanClient(server.url));
    expect(outcome.calls).toEqual(['connect', 'error']);
    expect(categoryOfError(outcome.error)).toBe('reset');
  });

  it('fails a refused port as connect, before any write, and open() resolves', async () => {
    const client = leanClient(await refusedUrl());
    await client.open();
    const outcome = await send(client);
    expect(outcome.calls).toEqual(['error']);
    expect(outcome.error?.code).toBe('ECONNREFUSED');
    expect(categoryOfError(outcome.error)).toBe('connect');
  });

  it('fails a 100 Continue that was never asked for as reset', async () => {
    const server = await rawServer(write('HTTP/1.1 100 Continue\r\n\r\n' + ok()));
    const outcome = await send(leanClient(server.url));
    expect(outcome.calls).toEqual(['connect', 'error']);
    expect(categoryOfError(outcome.error)).toBe('reset');
  });
});

describe('LeanClient: as the engine uses it', () => {
  it('sends the next request from onComplete, as a virtual user does, across closes and reconnects', async () => {
    const server = await rawServer((socket, request) => {
      const n = Number(pathOf(request.head).slice(1));
      if (n % 5 === 4) socket.end(ok(`r${n}`, 'Connection: close\r\n'));
      else socket.write(ok(`r${n}`));
    });
    const client = leanClient(server.url);
    const bodies: string[] = [];
    const errors: unknown[] = [];
    await new Promise<void>((resolve) => {
      const next = (n: number): void => {
        if (n === 30) {
          resolve();
          return;
        }
        const handler = new Recording();
        client.dispatch({ method: 'GET', path: `/${n}` }, handler);
        void handler.done.then((outcome) => {
          if (outcome.error) errors.push(outcome.error);
          bodies.push(outcome.body);
        });
        // Called synchronously inside the client's onComplete, as RequestHandler sends its next request.
        const complete = handler.onComplete.bind(handler);
        handler.onComplete = () => {
          complete();
          next(n + 1);
        };
        handler.onError = (error) => {
          errors.push(error);
          resolve();
        };
      };
      next(0);
    });
    expect(errors).toEqual([]);
    expect(server.requests.map((request) => pathOf(request.head))).toEqual(
      Array.from({ length: 30 }, (_, n) => `/${n}`),
    );
    expect(server.connections).toBe(6);
  });

  it('ends a request aborted by its handler (the timeout) with that error, and sends the next on a new connection', async () => {
    const server = await rawServer((socket, request) => {
      if (pathOf(request.head) !== '/hold') socket.write(ok());
    });
    const client = leanClient(server.url);
    const timedOut = Object.assign(new Error('timed out'), { code: 'LOADTOOL_RESPONSE_TIMEOUT' });
    const handler = new Recording();
    handler.onConnect = (abort: (error?: Error) => void) => {
      handler.outcome.calls.push('connect');
      setTimeout(() => {
        abort(timedOut);
      }, 50);
    };
    client.dispatch({ method: 'GET', path: '/hold' }, handler);
    const outcome = await handler.done;
    expect(outcome.calls).toEqual(['connect', 'error']);
    expect(outcome.error).toBe(timedOut);
    expect(categoryOfError(outcome.error)).toBe('timeout');
    expect(await send(client)).toMatchObject({ calls: ['connect', 'headers', 'complete'], status: 200 });
    expect(server.connections).toBe(2);
  });

  it('fails a request in flight when the client is destroyed', async () => {
    const server = await rawServer(() => undefined);
    const client = leanClient(server.url);
    const pending = send(client);
    await new Promise((resolve) => setTimeout(resolve, 50));
    await client.destroy();
    const outcome = await pending;
    expect(outcome.calls.at(-1)).toBe('error');
    expect(outcome.error?.code).toBe('UND_ERR_DESTROYED');
  });
});

describe('LeanClient: headers', () => {
  it('gives the raw headers exactly when the handler reads them, and none when it does not', async () => {
    const server = await rawServer(
      write('HTTP/1.1 200 OK\r\nSet-Cookie: a=1\r\nset-cookie: b=2\r\nX-Empty:\r\nContent-Length: 2\r\n\r\nok'),
    );
    const client = leanClient(server.url);
    expect(await send(client, {}, true)).toMatchObject({
      headers: ['Set-Cookie', 'a=1', 'set-cookie', 'b=2', 'X-Empty', '', 'Content-Length', '2'],
      body: 'ok',
    });
    expect(await send(client, {}, false)).toMatchObject({ calls: ['connect', 'headers', 'complete'], headers: [] });
  });
});

describe('LeanClient: requests left to undici', () => {
  const cases: Array<[string, Partial<Dispatcher.DispatchOptions>]> = [
    ['a host header', { headers: { host: 'example.test' } }],
    ['a content-length header', { method: 'POST', body: 'abc', headers: { 'content-length': '3' } }],
    ['a GET with a body', { body: 'abc' }],
  ];
  it.each(cases)('sends a request with %s through undici, to the handler', async (_name, options) => {
    const server = await rawServer(write(ok('via undici')));
    const origin = new URL(server.url);
    expect(requestWire({ method: 'GET', path: '/', ...options }, origin.host)).toBeNull();
    const outcome = await send(leanClient(server.url), options);
    expect(outcome).toMatchObject({ calls: ['connect', 'headers', 'complete'], status: 200, body: 'via undici' });
    expect(server.requests).toHaveLength(1);
  });

  it.each([
    ['a transfer-encoding header', { method: 'POST', body: 'abc', headers: { 'transfer-encoding': 'chunked' } }],
    ['a header value with a line feed', { headers: { 'x-trace': 'a\nb' } }],
  ] as Array<[string, Partial<Dispatcher.DispatchOptions>]>)(
    'refuses a request with %s as undici does, with its code',
    async (_name, options) => {
      const server = await rawServer(write(ok()));
      const lean = await send(leanClient(server.url), options);
      const undici = new Client(server.url);
      undiciClients.push(undici);
      const direct = new Recording();
      undici.dispatch({ method: 'GET', path: '/', ...options }, direct);
      const expected = await direct.done;
      expect(expected.error?.code).toMatch(/^UND_ERR_/);
      expect(lean.calls).toEqual(expected.calls);
      expect(lean.error?.code).toBe(expected.error?.code);
      expect(lean.error?.message).toBe(expected.error?.message);
      expect(categoryOfError(lean.error)).toBe('other');
      expect(server.requests).toHaveLength(0);
    },
  );
});

describe('LeanClient: the request bytes', () => {
  it.each<[string, Partial<Dispatcher.DispatchOptions>]>([
    ['GET', { method: 'GET', path: '/items?page=2', headers: { accept: 'application/json', 'X-Trace': 'abc' } }],
    ['GET, headers as a list', { method: 'GET', path: '/', headers: ['accept', '*/*', 'x-a', 'é'] }],
    [
      'POST',
      { method: 'POST', path: '/pets', headers: { 'content-type': 'application/json' }, body: '{"name":"Rëx"}' },
    ],
    ['POST, no body', { method: 'POST', path: '/pets' }],
    ['DELETE', { method: 'DELETE', path: '/pets/1' }],
  ])('writes for %s exactly what undici writes', async (_name, options) => {
    const server = await rawServer(write(ok()));
    const full = { path: '/', ...options } as Dispatcher.DispatchOptions;
    expect(requestWire(full, new URL(server.url).host)).not.toBeNull();
    expect(await send(leanClient(server.url), full)).toMatchObject({ status: 200 });
    const undici = new Client(server.url);
    undiciClients.push(undici);
    const direct = new Recording();
    undici.dispatch(full, direct);
    expect(await direct.done).toMatchObject({ status: 200 });
    expect(server.requests).toHaveLength(2);
    const [lean, reference] = server.requests.map((request) => request.bytes.toString('latin1'));
    expect(lean).toBe(reference);
    expect(lean).toMatch(new RegExp(`^${full.method} ${full.path.replace('?', '\\?')} HTTP/1.1\r\nhost: 127.0.0.1:`));
  });
});
