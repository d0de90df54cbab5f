import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';
import { buildSchema, graphql, GraphQLError } from 'graphql';

export interface BookstoreOptions {
  /** 0 (the default) picks a free port. */
  port?: number;
  /** 127.0.0.1 by default. */
  host?: string;
}

export interface RunningServer {
  /** The base URL, without a trailing slash: `http://127.0.0.1:41234`; GraphQL is served at `/graphql` under it. */
  url: string;
  close(): Promise<void>;
}

type Genre = 'FICTION' | 'SCIENCE' | 'HISTORY';

interface BookRecord {
  id: string;
  title: string;
  year: number;
  genre: Genre;
  authorId: string;
}

interface AuthorRecord {
  id: string;
  name: string;
}

/** A book as the schema's resolvers see it: `author` is resolved when the query selects it. */
interface Book extends Omit<BookRecord, 'authorId'> {
  author: () => Author;
}

interface Author extends AuthorRecord {
  books: () => Book[];
}

const MAX_BODY_BYTES = 64 * 1024;

const schema = buildSchema(readFileSync(new URL('schema.graphql', import.meta.url), 'utf8'));

const AUTHORS: AuthorRecord[] = [
  { id: '1', name: 'Ursula K. Le Guin' },
  { id: '2', name: 'Carl Sagan' },
  { id: '3', name: 'Mary Beard' },
];

const BOOKS: BookRecord[] = [
  { id: '1', title: 'A Wizard of Earthsea', year: 1968, genre: 'FICTION', authorId: '1' },
  { id: '2', title: 'The Left Hand of Darkness', year: 1969, genre: 'FICTION', authorId: '1' },
  { id: '3', title: 'The Dispossessed', year: 1974, genre: 'FICTION', authorId: '1' },
  { id: '4', title: 'Cosmos', year: 1980, genre: 'SCIENCE', authorId: '2' },
  { id: '5', title: 'Pale Blue Dot', year: 1994, genre: 'SCIENCE', authorId: '2' },
  { id: '6', title: 'SPQR', year: 2015, genre: 'HISTORY', authorId: '3' },
];

/** A request the server refuses before running any GraphQL: its status (400 by default) and message, sent in `errors`. */
class RequestError extends Error {
  readonly status: number;

  constructor(message: string, status = 400) {
    super(message);
    this.name = 'RequestError';
    this.status = status;
  }
}

function toBook(record: BookRecord): Book {
  const { authorId, ...fields } = record;
  return { ...fields, author: () => toAuthor(AUTHORS.find((author) => author.id === authorId)!) };
}

function toAuthor(record: AuthorRecord): Author {
  return { ...record, books: () => BOOKS.filter((book) => book.authorId === record.id).map(toBook) };
}

/** The resolvers of the Query type, for graphql-js's default field resolver. */
const rootValue = {
  books: ({ first }: { first?: number | null }): Book[] => {
    const count = first ?? 20;
    if (count < 0 || count > 100) throw new GraphQLError('first must be from 0 to 100');
    return BOOKS.slice(0, count).map(toBook);
  },
  book: ({ id }: { id: string }): Book | null => {
    const record = BOOKS.find((book) => book.id === id);
    return record ? toBook(record) : null;
  },
  authors: (): Author[] => [...AUTHORS].sort((a, b) => a.name.localeCompare(b.name)).map(toAuthor),
};

/** Starts the bookstore of schema.graphql, served at POST /graphql; returns its URL and a function that stops it. */
export async function startBookstore(options: BookstoreOptions = {}): Promise<RunningServer> {
  const host = options.host ?? '127.0.0.1';

  async function route(request: IncomingMessage, url: URL): Promise<[number, unknown]> {
    if (url.pathname === '/health') return [200, { status: 'ok' }];
    if (url.pathname !== '/graphql')
      throw new RequestError(`no route for ${url.pathname}: GraphQL is at /graphql`, 404);
    if (request.method !== 'POST') throw new RequestError('send GraphQL requests with POST', 405);
    const { query, variables, operationName } = graphqlRequest(await readJson(request));
    const result = await graphql({ schema, source: query, variableValues: variables, operationName, rootValue });
    // No data means the document never ran (a syntax or validation error): the request was wrong, not the server.
    return [result.data === undefined ? 400 : 200, result];
  }

  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://bookstore');
    route(request, url).then(
      ([status, body]) => {
        send(response, status, body);
      },
      (error: unknown) => {
        const status = error instanceof RequestError ? error.status : 500;
        const message = error instanceof Error ? error.message : String(error);
        send(response, status, { errors: [{ message }] }, status === 405 ? { allow: 'POST' } : {});
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
        server.close((error) => {
          if (error) reject(error);
          else resolve();
        });
        server.closeAllConnections();
      }),
  };
}

/** Returns the parts of a GraphQL-over-HTTP request body, or throws a 400 that says what is wrong with it. */
function graphqlRequest(body: unknown): {
  query: string;
  variables?: Record<string, unknown>;
  operationName?: string;
} {
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    throw new RequestError('the body must be a JSON object such as {"query": "{ books { title } }"}');
  const { query, variables, operationName } = body as Record<string, unknown>;
  if (typeof query !== 'string' || query.trim() === '') throw new RequestError('query is required: a GraphQL document');
  if (variables != null && (typeof variables !== 'object' || Array.isArray(variables)))
    throw new RequestError('variables must be an object');
  if (operationName != null && typeof operationName !== 'string')
    throw new RequestError('operationName must be a string');
  return {
    query,
    ...(variables != null && { variables: variables as Record<string, unknown> }),
    ...(operationName != null && { operationName }),
  };
}

async function readJson(request: IncomingMessage): Promise<unknown> {
  if (!/^application\/(?:graphql-response\+)?json\b/i.test(request.headers['content-type'] ?? ''))
    throw new RequestError('the body must be sent as application/json', 415);
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_BODY_BYTES) throw new RequestError(`the body is larger than ${MAX_BODY_BYTES} bytes`, 413);
    chunks.push(chunk);
  }
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8'));
  } catch {
    throw new RequestError('the body is not valid JSON');
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
  const server = await startBookstore({
    port: Number(process.env.PORT ?? 4000),
    host: process.env.HOST ?? 'localhost',
  });
  console.log(`Bookstore listening on ${server.url}/graphql`);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      void server.close().then(() => process.exit(0));
    });
  }
}
