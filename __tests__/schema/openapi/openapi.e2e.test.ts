import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from '@jest/globals';
import { buildSchema, graphql } from 'graphql';
import type { ApiDescription, Operation } from '../../../src/schema/operation.js';
import { readApiSchema } from '../../../src/schema/read-schema.js';
import { SchemaError } from '../../../src/schema/schema-error.js';
import { ROOT } from '../../helpers/bundle.js';
import { useTempDirs } from '../../helpers/temp-dir.js';

const FIXTURES = join(ROOT, '__tests__', 'fixtures', 'openapi');
const tempDir = useTempDirs();
const read = (source: string, include?: (key: string, safe: boolean) => boolean) =>
  readApiSchema(source, { baseDir: ROOT, include });
const byKey = (api: ApiDescription) =>
  Object.fromEntries(api.operations.map((operation) => [operation.key, operation])) as Record<string, Operation>;

async function schemaError(promise: Promise<unknown>): Promise<SchemaError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(SchemaError);
  return error as SchemaError;
}

describe('real OpenAPI documents', () => {
  it('Swagger 2.0 (petstore-expanded): basePath, in: body, an operationId with spaces', async () => {
    const api = await read(join(FIXTURES, 'petstore-expanded.v2.0.yaml'));
    expect(api.servers).toEqual(['http://petstore.swagger.io/api']);
    const operations = byKey(api);
    expect(Object.keys(operations)).toEqual(['GET /pets', 'POST /pets', 'GET /pets/{id}', 'DELETE /pets/{id}']);
    // Free text of a write is new at every request (docs/real-data-and-flows.md#writes).
    expect(operations['POST /pets']!.request).toEqual({ body: { name: 'qa-perf ${uuid}' } });
    expect(operations['GET /pets/{id}']).toMatchObject({
      title: 'find pet by id',
      safe: true,
      request: { params: { id: 0 } },
    });
  });

  it('OAS 3.0.1 (uspto): server variables, parameter examples, a form-urlencoded body with defaults', async () => {
    const api = await read(join(FIXTURES, 'uspto.v3.0.yaml'));
    expect(api.servers).toEqual(['https://developer.uspto.gov/ds-api']);
    expect(byKey(api)['POST /{dataset}/{version}/records']!.request).toEqual({
      params: { version: 'v1', dataset: 'oa_citations' },
      body: { criteria: '*:*' },
      contentType: 'application/x-www-form-urlencoded',
    });
  });

  it('OAS 3.1 (webhook-example): webhooks are not operations', async () => {
    expect((await read(join(FIXTURES, 'webhook-example.v3.1.yaml'))).operations.map((o) => o.key)).toEqual([
      'GET /pets',
    ]);
  });

  it('OAS 3.1 with type arrays, examples, a cookie, a header, x-perf and a bearer scheme', async () => {
    const api = await read('__tests__/fixtures/shop.openapi.yaml', () => true);
    const operations = byKey(api);
    expect(api.securityHeaders).toEqual({ Authorization: 'Bearer ${API_TOKEN}' });
    expect(operations['GET /search']!.request.query).toEqual({
      q: 'chess',
      since: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    expect(operations['GET /products/{productId}/reviews']!.request).toMatchObject({
      params: { productId: 42 },
      query: { sort: 'newest', ids: [0] },
      headers: { 'X-Request-Id': expect.stringMatching(/^[0-9a-f-]{36}$/) },
    });
    expect(operations['GET /cart']!.request.headers).toEqual({ Cookie: expect.stringMatching(/^session=.{8,}$/) });
    expect(operations['GET /products']!.perf).toEqual({ concurrentUsers: 4, thresholds: { p95: '250ms' } });
    expect(operations['PUT /products/{productId}']!.request.body).toEqual({
      name: 'Chess set ${uuid}',
      price: 30,
      sku: 'GAM-0001',
      dimensions: { width: 40, height: 40, unit: 'cm' },
    });
    expect(operations['POST /products']!.request.body).toMatchObject({
      name: 'Chess set ${uuid}',
      sku: expect.stringMatching(/^[A-Z]{3}-[0-9]{4}$/),
    });
  });

  it('the GitHub REST description: 639 GET operations, and a narrow scope samples only what it names', async () => {
    const source = 'node_modules/@octokit/openapi/generated/api.github.com.json';
    const all = await read(source, (_key, safe) => safe);
    expect(all.operations).toHaveLength(639);
    expect(all.skipped).toEqual([]);
    expect(byKey(all)['GET /repos/{owner}/{repo}/issues/{issue_number}']!.request.params).toEqual({
      owner: expect.any(String),
      repo: expect.any(String),
      issue_number: expect.any(Number),
    });
    const asked: string[] = [];
    const narrow = await read(source, (key) => (asked.push(key), key === 'GET /repos/{owner}/{repo}'));
    expect(narrow.operations.map((o) => o.key)).toEqual(['GET /repos/{owner}/{repo}']);
    expect(asked.length).toBeGreaterThan(1000);
  });
});

describe('security schemes become headers with ${ENV} placeholders', () => {
  it.each([
    {
      what: 'http bearer',
      scheme: { type: 'http', scheme: 'bearer' },
      headers: { Authorization: 'Bearer ${API_TOKEN}' },
      query: undefined,
    },
    {
      what: 'http basic',
      scheme: { type: 'http', scheme: 'basic' },
      headers: { Authorization: 'Basic ${API_BASIC_AUTH}' },
      query: undefined,
    },
    {
      what: 'oauth2',
      scheme: { type: 'oauth2', flows: {} },
      headers: { Authorization: 'Bearer ${API_TOKEN}' },
      query: undefined,
    },
    {
      what: 'an API key header',
      scheme: { type: 'apiKey', in: 'header', name: 'X-Api-Key' },
      headers: { 'X-Api-Key': '${API_KEY}' },
      query: undefined,
    },
    {
      what: 'an API key in the query',
      scheme: { type: 'apiKey', in: 'query', name: 'key' },
      headers: {},
      query: { key: '${API_KEY}' },
    },
  ])('$what', async ({ scheme, headers, query }) => {
    const dir = await tempDir();
    const document = {
      openapi: '3.0.3',
      info: { title: 't', version: '1' },
      components: { securitySchemes: { auth: scheme } },
      paths: { '/a': { get: { security: [{ auth: [] }], responses: {} } } },
    };
    await writeFile(join(dir, 'api.json'), JSON.stringify(document));
    const api = await readApiSchema(join(dir, 'api.json'), { baseDir: dir });
    expect(api.securityHeaders).toEqual(headers);
    expect(api.operations[0]!.request.query).toEqual(query);
  });
});

describe('$ref', () => {
  it('external references to files beside the document are resolved, and circular ones terminate', async () => {
    const api = await read('__tests__/fixtures/external-refs/openapi.yaml');
    const operations = byKey(api);
    expect(operations['GET /pets/{petId}']!.request.params).toEqual({ petId: 7 });
    expect(operations['PUT /pets/{petId}']!.request.body).toEqual({
      id: 7,
      name: 'Rex ${uuid}',
      owner: { name: 'Ada ${uuid}', pets: [expect.any(Object)] },
    });
  });

  it.each([
    { what: 'an absolute path', ref: '/etc/passwd', message: 'only point to files beside the document' },
    { what: 'a file URL', ref: 'file:///etc/passwd', message: 'only point to files beside the document' },
    {
      what: 'the cloud metadata address',
      ref: 'http://169.254.169.254/latest/meta-data',
      message: 'only point to files beside the document',
    },
    { what: 'a file outside the folder', ref: '../outside.yaml', message: "outside the document's folder" },
    { what: 'a missing file', ref: './missing.yaml', message: 'cannot be read' },
  ])('$what is refused, naming where the $ref is', async ({ ref, message }) => {
    const dir = join(await tempDir(), 'api');
    await mkdir(dir);
    await writeFile(join(dir, '..', 'outside.yaml'), 'type: string\n');
    await writeFile(
      join(dir, 'openapi.yaml'),
      `openapi: 3.0.3\ninfo: { title: t, version: '1' }\npaths:\n  /a:\n    get:\n      parameters:\n        - $ref: '${ref}'\n      responses: {}\n`,
    );
    const error = await schemaError(readApiSchema(join(dir, 'openapi.yaml'), { baseDir: dir }));
    expect(error.problems).toEqual([
      { path: 'paths."/a".get.parameters[0].$ref', message: expect.stringContaining(message) },
    ]);
  });
});

describe('a schema served over HTTP', () => {
  let server: Server | undefined;
  /** Closes the server if one is running: a request to its port is then refused. */
  const stop = () =>
    new Promise<void>((resolve) => {
      const running = server;
      server = undefined;
      if (running) {
        running.close(() => {
          resolve();
        });
      } else {
        resolve();
      }
    });
  afterEach(stop);
  const serve = async (routes: Record<string, [number, string]>) => {
    server = createServer((request, response) => {
      const [status, body] = routes[request.url ?? ''] ?? [404, 'not found'];
      response.writeHead(status).end(body);
    });
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  };

  it('a GraphQL endpoint that refuses a GET is introspected with a POST, and its path becomes the endpoint', async () => {
    const schema = buildSchema('type Query { pets(first: Int): [Pet] } type Pet { id: ID! name: String }');
    server = createServer((request, response) => {
      if (request.method !== 'POST') return void response.writeHead(405).end('use POST');
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        void graphql({ schema, source: (JSON.parse(body) as { query: string }).query }).then((result) => {
          response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(result));
        });
      });
    });
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
    const api = await read(`http://127.0.0.1:${(server.address() as AddressInfo).port}/api/graphql`);
    expect(api.kind).toBe('graphql');
    expect(api.operations.map((o) => [o.key, o.method, o.path])).toEqual([['query pets', 'POST', '/api/graphql']]);
  });

  it('reads an OpenAPI document and its same-origin external $ref, and refuses one to another host', async () => {
    const shop = await readFile(join(ROOT, '__tests__/fixtures/shop.openapi.yaml'), 'utf8');
    const base = await serve({
      '/shop.yaml': [200, shop],
      '/pets.json': [
        200,
        JSON.stringify({
          openapi: '3.0.3',
          info: { title: 'p', version: '1' },
          paths: {
            '/p': {
              post: {
                requestBody: { content: { 'application/json': { schema: { $ref: 'pet.json' } } } },
                responses: {},
              },
            },
          },
        }),
      ],
      '/pet.json': [
        200,
        JSON.stringify({
          type: 'object',
          required: ['name'],
          properties: { name: { type: 'string', example: 'Tom' } },
        }),
      ],
      '/bad.json': [
        200,
        JSON.stringify({
          openapi: '3.0.3',
          info: { title: 'p', version: '1' },
          paths: { '/p': { get: { parameters: [{ $ref: 'http://169.254.169.254/x' }], responses: {} } } },
        }),
      ],
    });
    expect((await read(`${base}/shop.yaml`)).operations.length).toBeGreaterThan(3);
    expect((await read(`${base}/pets.json`, () => true)).operations[0]!.request.body).toEqual({ name: 'Tom ${uuid}' });
    const error = await schemaError(read(`${base}/bad.json`));
    expect(error.problems[0]!.message).toContain('on another host');
  });

  it('a refused connection is a SchemaError that says so', async () => {
    const base = await serve({});
    await stop();
    const error = await schemaError(read(`${base}/openapi.json`));
    expect(error.message).toContain('refused the connection');
  });

  it('never shows the password of a URL with user:password in a SchemaError', async () => {
    const base = await serve({});
    await stop();
    const error = await schemaError(read(`${base.replace('http://', 'http://user:secret@')}/openapi.json`));
    expect(error.file).toBe(`${base.replace('http://', 'http://***:***@')}/openapi.json`);
    expect(error.message).toContain('refused the connection');
    expect(error.message).not.toContain('secret');
  });
});

describe('bad schema input ends in a SchemaError that says what to fix', () => {
  it.each([
    { what: 'a missing file', file: undefined, text: '', message: 'not found' },
    { what: 'a YAML syntax error', file: 'api.yaml', text: 'openapi: 3.0.3\npaths:\n  /a: [\n', message: '' },
    {
      what: 'a document that is not OpenAPI',
      file: 'api.json',
      text: '{"hello": "world"}',
      message: 'neither an OpenAPI document',
    },
    {
      what: 'an x-perf that is not an object',
      file: 'api.json',
      text: JSON.stringify({ openapi: '3.1.0', info: {}, paths: { '/a': { get: { 'x-perf': 5 } } } }),
      message: 'must be an object',
    },
    {
      what: 'an x-perf with a bad duration',
      file: 'api.json',
      text: JSON.stringify({
        openapi: '3.1.0',
        info: {},
        paths: { '/a': { get: { 'x-perf': { duration: 'soon' } } } },
      }),
      message: 'a duration such as',
    },
    {
      what: 'an x-perf with a threshold in the wrong unit',
      file: 'api.json',
      text: JSON.stringify({
        openapi: '3.1.0',
        info: {},
        paths: { '/a': { get: { 'x-perf': { p95: '20%', errorRate: '1ms' } } } },
      }),
      message: '"20%" does not suit p95: write a latency such as 300ms or 1s',
    },
  ])('$what', async ({ file, text, message }) => {
    const dir = await tempDir();
    if (file) await writeFile(join(dir, file), text);
    const error = await schemaError(readApiSchema(join(dir, file ?? 'openapi.yaml'), { baseDir: dir }));
    expect(error.problems.length).toBeGreaterThan(0);
    expect(error.message).toContain(message);
  });

  it('a YAML syntax error gives its line and column', async () => {
    const dir = await tempDir();
    await writeFile(join(dir, 'api.yaml'), 'openapi: 3.0.3\ninfo:\n  title: t\n   version: 1\n');
    const error = await schemaError(readApiSchema(join(dir, 'api.yaml'), { baseDir: dir }));
    expect(error.problems).toEqual([
      { path: '', line: 3, column: 10, message: expect.stringContaining('Nested mappings') },
    ]);
  });
});

describe('the HTTP methods a load test sends', () => {
  it('a trace operation is left out with a reason; the others are read', async () => {
    const dir = await tempDir();
    const document = {
      openapi: '3.0.3',
      info: { title: 'methods', version: '1' },
      paths: {
        '/x': {
          get: { responses: { 200: { description: 'ok' } } },
          trace: { responses: { 200: { description: 'ok' } } },
        },
      },
    };
    await writeFile(join(dir, 'api.json'), JSON.stringify(document));
    const api = await read(join(dir, 'api.json'));
    expect(api.operations.map((operation) => operation.key)).toEqual(['GET /x']);
    expect(api.skipped).toEqual([
      { key: 'TRACE /x', reason: expect.stringContaining('not an HTTP method a load test sends') },
    ]);
  });
});
