import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as delay } from 'node:timers/promises';
import { pathToFileURL } from 'node:url';

export interface PetstoreOptions {
  /** 0 (the default) picks a free port. */
  port?: number;
  /** 127.0.0.1 by default. */
  host?: string;
  /** How long GET /stats takes, in milliseconds; 400 by default. */
  slowMs?: number;
  /** The credentials POST /login accepts; PETSTORE_USER and PETSTORE_PASSWORD, else DEMO_CREDENTIALS. */
  credentials?: { user: string; password: string };
}

/** The credentials the store accepts when PETSTORE_USER and PETSTORE_PASSWORD are not set (the README says so). */
export const DEMO_CREDENTIALS = { user: 'demo', password: 'demo-password' };

export interface RunningServer {
  /** The base URL, without a trailing slash: `http://127.0.0.1:41234`. */
  url: string;
  close(): Promise<void>;
}

interface Pet {
  /** A random UUID: a load test cannot guess it, it must take it from GET /pets. */
  id: string;
  name: string;
  tag?: string;
}

const MAX_BODY_BYTES = 64 * 1024;
/** The store keeps the newest pets added, so that a long load test on POST /pets does not grow it without bound. */
const MAX_ADDED_PETS = 10_000;
/** The store keeps the newest tokens, so that logging in under load does not grow it without bound. */
const MAX_TOKENS = 10_000;

/** A response other than 2xx, with the message the client gets in its body. */
class HttpError extends Error {
  readonly status: number;
  /** The methods a 405 lists in its Allow header. */
  readonly allow?: string;

  constructor(status: number, message: string, allow?: string) {
    super(message);
    this.name = 'HttpError';
    this.status = status;
    if (allow !== undefined) this.allow = allow;
  }
}

/** Starts the pet store of openapi.yaml on a fresh in-memory store; returns its URL and a function that stops it. */
export async function startPetstore(options: PetstoreOptions = {}): Promise<RunningServer> {
  const host = options.host ?? '127.0.0.1';
  const slowMs = options.slowMs ?? 400;
  const credentials = options.credentials ?? {
    user: process.env.PETSTORE_USER ?? DEMO_CREDENTIALS.user,
    password: process.env.PETSTORE_PASSWORD ?? DEMO_CREDENTIALS.password,
  };
  const pets = new Map<string, Pet>(
    [
      { id: randomUUID(), name: 'Whiskers', tag: 'cat' },
      { id: randomUUID(), name: 'Rex', tag: 'dog' },
      { id: randomUUID(), name: 'Nemo', tag: 'fish' },
    ].map((pet) => [pet.id, pet]),
  );
  const seeded = new Set(pets.keys());
  // In insertion order, oldest first: the oldest token is the first to go.
  const tokens = new Set<string>();
  // Aborted on close, so that a request waiting in GET /stats does not keep the process alive.
  const closing = new AbortController();

  async function route(request: IncomingMessage, url: URL): Promise<[number, unknown]> {
    const method = request.method ?? 'GET';
    if (url.pathname === '/health') return [200, { status: 'ok' }];
    if (url.pathname === '/login') {
      if (method !== 'POST') throw new HttpError(405, `${method} is not allowed on /login: use POST`, 'POST');
      const { username, password } = (await readJson(request)) as Record<string, unknown>;
      if (username !== credentials.user || password !== credentials.password)
        throw new HttpError(401, 'wrong username or password');
      const token = randomUUID();
      tokens.add(token);
      if (tokens.size > MAX_TOKENS) tokens.delete(tokens.values().next().value!);
      return [200, { token }];
    }
    if (url.pathname.startsWith('/pets')) requireToken(request, tokens);
    if (url.pathname === '/pets') {
      if (method === 'GET') return [200, [...pets.values()].slice(0, limitOf(url))];
      if (method === 'POST') {
        const fields = newPet(await readJson(request));
        const pet = { id: randomUUID(), ...fields };
        pets.set(pet.id, pet);
        if (pets.size - seeded.size > MAX_ADDED_PETS) {
          // The seeded pets come first in insertion order: the oldest added one is the first key not seeded.
          for (const id of pets.keys()) {
            if (seeded.has(id)) continue;
            pets.delete(id);
            break;
          }
        }
        return [201, pet];
      }
      throw new HttpError(405, `${method} is not allowed on /pets: use GET or POST`, 'GET, POST');
    }
    const match = /^\/pets\/([^/]+)$/.exec(url.pathname);
    if (match) {
      if (method !== 'GET') throw new HttpError(405, `${method} is not allowed on /pets/{petId}: use GET`, 'GET');
      const id = match[1]!;
      const pet = pets.get(id);
      if (!pet) throw new HttpError(404, `no pet has the id ${JSON.stringify(id.slice(0, 100))}`);
      return [200, pet];
    }
    if (url.pathname === '/stats') {
      if (method !== 'GET') throw new HttpError(405, `${method} is not allowed on /stats: use GET`, 'GET');
      await delay(slowMs, undefined, { signal: closing.signal });
      const byTag: Record<string, number> = {};
      for (const { tag } of pets.values()) if (tag !== undefined) byTag[tag] = (byTag[tag] ?? 0) + 1;
      return [200, { count: pets.size, byTag }];
    }
    throw new HttpError(404, `no route for ${method} ${url.pathname}`);
  }

  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://petstore');
    route(request, url).then(
      ([status, body]) => {
        send(response, status, body);
      },
      (error: unknown) => {
        if (closing.signal.aborted) {
          response.destroy();
          return;
        }
        const status = error instanceof HttpError ? error.status : 500;
        const message = error instanceof Error ? error.message : String(error);
        const allow = error instanceof HttpError ? error.allow : undefined;
        send(response, status, { code: status, message }, allow === undefined ? {} : { allow });
      },
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${host.includes(':') ? `[${host}]` : host}:${port}`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        closing.abort();
        server.close((error) => {
          if (error) reject(error);
          else resolve();
        });
        server.closeAllConnections();
      }),
  };
}

/** Throws a 401 unless the request carries `Authorization: Bearer <a token from POST /login>`. */
function requireToken(request: IncomingMessage, tokens: Set<string>): void {
  const token = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
  if (token === undefined)
    throw new HttpError(401, 'log in first: send Authorization: Bearer <the token of POST /login>');
  if (!tokens.has(token)) throw new HttpError(401, 'the token is not valid: log in again with POST /login');
}

/** Returns the `limit` query parameter: an integer from 1 to 100, 20 when absent. */
function limitOf(url: URL): number {
  const text = url.searchParams.get('limit');
  if (text === null) return 20;
  const limit = Number(text);
  if (!Number.isInteger(limit) || limit < 1 || limit > 100)
    throw new HttpError(400, 'limit must be an integer from 1 to 100');
  return limit;
}

/** Returns the fields of a NewPet, or throws a 400 that says what is wrong with the body. */
function newPet(body: unknown): Omit<Pet, 'id'> {
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    throw new HttpError(400, 'the body must be a JSON object such as {"name": "Rex", "tag": "dog"}');
  const { name, tag, ...rest } = body as Record<string, unknown>;
  const unknown = Object.keys(rest);
  if (unknown.length > 0) throw new HttpError(400, `unknown field ${unknown.join(', ')}: a pet has a name and a tag`);
  if (typeof name !== 'string' || name.length === 0 || name.length > 100)
    throw new HttpError(400, 'name is required: a string of 1 to 100 characters');
  if (tag !== undefined && (typeof tag !== 'string' || tag.length > 100))
    throw new HttpError(400, 'tag must be a string of at most 100 characters');
  return tag === undefined ? { name } : { name, tag };
}

async function readJson(request: IncomingMessage): Promise<unknown> {
  if (!/^application\/json\b/i.test(request.headers['content-type'] ?? ''))
    throw new HttpError(415, 'the body must be sent as application/json');
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_BODY_BYTES) throw new HttpError(413, `the body is larger than ${MAX_BODY_BYTES} bytes`);
    chunks.push(chunk);
  }
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8'));
  } catch {
    throw new HttpError(400, 'the body is not valid JSON');
  }
}

function send(response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  const text = JSON.stringify(body);
  response.writeHead(status, {
    ...headers,
    'content-type': 'application/json',
    'content-length': Buffer.byteLength(text),
  });
  response.end(text);
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  // localhost, as qa.config.json says: it binds the address (127.0.0.1 or ::1) that clients resolving localhost try first.
  const server = await startPetstore({ port: Number(process.env.PORT ?? 3000), host: process.env.HOST ?? 'localhost' });
  console.log(`Petstore listening on ${server.url} (GET /stats takes 400 ms; POST /login gives the token /pets needs)`);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      void server.close().then(() => process.exit(0));
    });
  }
}
