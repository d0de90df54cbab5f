import { readFile, writeFile } from 'node:fs/promises';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { describe, expect, it } from '@jest/globals';
import express from 'express';
import { createSchema, createYoga } from 'graphql-yoga';
import { parse } from 'yaml';
import { loadtool } from '../helpers/cli.js';
import { performanceConfig } from '../helpers/qa-config.js';
import { useServers } from '../helpers/servers.js';
import { useTempDirs } from '../helpers/temp-dir.js';

// `loadtool generate` probes what it generated when the base URL answers: each read sent once, through the run's own
// request building and data-source pre-flight; a value invented for a key replaced by one a list of the API holds; a
// scenario that cannot work written with `skip: "<reason>"`; the findings printed as a table.

const tempDir = useTempDirs();
const servers = useServers();

interface YamlScenario {
  name: string;
  endpoint?: string;
  skip?: string;
  params?: Record<string, unknown>;
  graphql?: { query: string; variables?: Record<string, unknown> };
}
interface YamlLoadTest {
  defaults: { headers?: Record<string, string> };
  scenarios: YamlScenario[];
}

async function listen(server: Server): Promise<string> {
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

const json = (schema?: Record<string, unknown>) => ({
  description: 'ok',
  ...(schema && { content: { 'application/json': { schema } } }),
});
const get = (operationId: string, response = json(), parameters: unknown[] = []) => ({
  get: { operationId, summary: operationId, parameters, responses: { '200': response } },
});
const pathParam = (name: string) => ({ name, in: 'path', required: true, schema: { type: 'string' } });

/** An OpenAPI document in the shape of a headless CMS on a fresh install. */
const CMS_DOCUMENT = {
  openapi: '3.0.3',
  info: { title: 'CMS', version: '1' },
  paths: {
    // (a) a list that is empty: its look-up's id comes from it, and the pre-flight finds none.
    '/files': get(
      'listFiles',
      json({ type: 'object', properties: { data: { type: 'array', items: { $ref: '#/components/schemas/File' } } } }),
    ),
    '/files/{id}': get('getFile', json({ $ref: '#/components/schemas/File' }), [pathParam('id')]),
    // (b) a string key the schema gives no source for: the list declares no item schema, its items hold the key.
    '/collections': get('listCollections'),
    '/collections/{collection}': get('getCollection', json(), [pathParam('collection')]),
    // (c) refused whatever is sent, and failing on the server.
    '/settings': get('getSettings'),
    '/reports': get('getReports'),
  },
  components: {
    schemas: { File: { type: 'object', properties: { id: { type: 'string' }, title: { type: 'string' } } } },
  },
};

const COLLECTIONS = [{ collection: 'articles' }, { collection: 'authors' }];

/** Starts the CMS's REST API, with its OpenAPI document at /openapi.json; counts the requests by path. */
async function startCms() {
  const hits: string[] = [];
  const app = express();
  app.use((request, _response, next) => {
    hits.push(`${request.method} ${request.path}`);
    next();
  });
  app.get('/openapi.json', (_request, response) => response.json(CMS_DOCUMENT));
  app.get('/files', (_request, response) => response.json({ data: [] }));
  app.get('/files/:id', (_request, response) => response.status(404).json({ errors: [{ message: 'not found' }] }));
  app.get('/collections', (_request, response) => response.json({ data: COLLECTIONS }));
  app.get('/collections/:collection', (request, response) => {
    const found = COLLECTIONS.find(({ collection }) => collection === request.params.collection);
    // As Directus does: an unknown key is "forbidden", not "not found".
    if (!found) response.status(403).json({ errors: [{ message: 'forbidden', extensions: { code: 'FORBIDDEN' } }] });
    else response.json({ data: found });
  });
  app.get('/settings', (_request, response) => response.status(403).json({ errors: [{ message: 'forbidden' }] }));
  app.get('/reports', (_request, response) => response.status(500).json({ error: 'the reports table is missing' }));
  const origin = await listen(app.listen(0, '127.0.0.1'));
  return { origin, hits };
}

/** Writes qa.config.json for `schemaUrl` against `baseUrl`; returns `loadtool generate` for the project. */
async function project(baseUrl: string, schemaUrl: string, schemaHeaders?: Record<string, string>) {
  const dir = await tempDir();
  const config = join(dir, 'qa.config.json');
  await writeFile(
    config,
    JSON.stringify(
      performanceConfig('probe', {
        baseUrl,
        schemaUrl,
        ...(schemaHeaders && { schemaHeaders }),
        thresholds: { p99LatencyMs: 1000, okRequestPercent: 99 },
      }),
    ),
  );
  const output = join(dir, 'load-tests', 'loadtool.yaml');
  const generate = async (args: string[] = [], env: NodeJS.ProcessEnv = {}) => {
    const result = await loadtool(['generate', '--config', config, '--plan', 'none', '-o', output, ...args], env);
    const text = result.code === 0 ? await readFile(output, 'utf8') : '';
    return { ...result, text, data: parse(text || '{}') as YamlLoadTest };
  };
  return { dir, output, generate };
}

const byEndpoint = (data: YamlLoadTest, endpoint: string) => {
  const found = data.scenarios.find((scenario) => scenario.endpoint === endpoint);
  if (!found) throw new Error(`no scenario ${endpoint}`);
  return found;
};
const byName = (data: YamlLoadTest, name: string) => {
  const found = data.scenarios.find((scenario) => scenario.name === name);
  if (!found) throw new Error(`no scenario ${name}`);
  return found;
};
/** The table line of a scenario: its result, name and endpoint, and what the probe saw. */
const tableLine = (stdout: string, name: string) =>
  stdout
    .split('\n')
    .find(
      (line) =>
        new RegExp(`\\b${name}\\b`).test(line) &&
        /^\s*(ready|no data|refused|server error|null answer|not found|rejected|not probed)\b/.test(line),
    );

describe('generate probes a REST API that answers', () => {
  it('skips a look-up whose list is empty, a refused and a failing scenario, and takes a string key from a list', async () => {
    const cms = await startCms();
    const { generate, output } = await project(cms.origin, `${cms.origin}/openapi.json`);
    const { code, stdout, stderr, data, text } = await generate();
    expect({ code, stderr: code === 0 ? '' : stderr }).toEqual({ code: 0, stderr: '' });

    // (a) no data
    expect(byEndpoint(data, 'GET /files/{id}').skip).toBe('no data: GET /files lists none');
    // (b) the invented "string" was refused; a value GET /collections lists works
    expect(byEndpoint(data, 'GET /collections/{collection}').params).toEqual({ collection: 'articles' });
    expect(byEndpoint(data, 'GET /collections/{collection}').skip).toBeUndefined();
    // (c) refused and server error, each with its reason
    expect(byEndpoint(data, 'GET /settings').skip).toBe('refused: 403 Forbidden without credentials');
    expect(byEndpoint(data, 'GET /reports').skip).toMatch(
      /^server error: 500 Internal Server Error: \{"error":"the reports table is missing"\}$/,
    );
    // The lists themselves are ready, and written as generated.
    for (const endpoint of ['GET /files', 'GET /collections']) expect(byEndpoint(data, endpoint).skip).toBeUndefined();
    // `skip` is the scenario's first key after its name and endpoint.
    expect(text).toMatch(
      /- name: getFile\n {4}endpoint: GET \/files\/\{id\}\n {4}skip: "no data: GET \/files lists none"\n/,
    );

    expect(tableLine(stdout, 'getFile')).toMatch(
      /^\s*no data\s+getFile\s+GET \/files\/\{id\}\s+GET \/files lists none/,
    );
    expect(tableLine(stdout, 'getCollection')).toMatch(/^\s*ready\s+getCollection\s.*collection = articles/);
    expect(tableLine(stdout, 'getSettings')).toMatch(/^\s*refused\s+getSettings/);
    expect(tableLine(stdout, 'getReports')).toMatch(/^\s*server error\s+getReports/);
    expect(tableLine(stdout, 'listFiles')).toMatch(/^\s*ready\s+listFiles/);
    // The probe never wrote: every request it sent was a GET.
    expect(cms.hits.every((hit) => hit.startsWith('GET '))).toBe(true);
    // The skipped scenarios are a load test `validate` accepts.
    expect((await loadtool(['validate', output])).code).toBe(0);
  });

  it('--no-probe generates as before, and says that no probe ran', async () => {
    const cms = await startCms();
    const { generate } = await project(cms.origin, `${cms.origin}/openapi.json`);
    const before = cms.hits.length;
    const { code, stdout, stderr, data } = await generate(['--no-probe']);
    expect(code).toBe(0);
    expect(data.scenarios.some((scenario) => scenario.skip !== undefined)).toBe(false);
    expect(byEndpoint(data, 'GET /collections/{collection}').params).toEqual({ collection: 'string' });
    expect(`${stdout}${stderr}`).toContain('no probe (--no-probe)');
    // The schema was read (one request), and nothing else was sent.
    expect(cms.hits.slice(before)).toEqual(['GET /openapi.json']);
  });

  it('a base URL that does not answer generates as before, with a note saying why no probe ran', async () => {
    const cms = await startCms();
    const closed = express().listen(0, '127.0.0.1');
    await new Promise<void>((resolve) => closed.once('listening', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => {
      closed.close(() => {
        resolve();
      });
    });
    const { generate } = await project(`http://127.0.0.1:${port}`, `${cms.origin}/openapi.json`);
    const { code, stdout, stderr, data } = await generate();
    expect(code).toBe(0);
    expect(data.scenarios.some((scenario) => scenario.skip !== undefined)).toBe(false);
    expect(byEndpoint(data, 'GET /collections/{collection}').params).toEqual({ collection: 'string' });
    expect(`${stdout}${stderr}`).toMatch(
      new RegExp(`no probe: http://127\\.0\\.0\\.1:${port} did not answer \\(ECONNREFUSED\\)`),
    );
  });
});

const TOKEN = 'probe-secret-token-5d41402abc';

const TYPE_DEFS = /* GraphQL */ `
  type Post {
    id: ID!
    title: String!
  }
  type Ghost {
    id: ID!
  }
  type Query {
    posts: [Post!]!
    post(id: ID!): Post
    postByTitle(title: String!): Post
    ghosts: [Ghost!]!
    ghost(id: ID!): Ghost
  }
`;

const POSTS = [
  { id: 'p-7f3c', title: 'Hello' },
  { id: 'p-91ab', title: 'World' },
];

/** Starts a GraphQL API that answers 401 to any request (introspection included) without `Bearer TOKEN`. */
async function startGraphql() {
  const seen: string[] = [];
  const yoga = createYoga({
    schema: createSchema({
      typeDefs: TYPE_DEFS,
      resolvers: {
        Query: {
          posts: () => POSTS,
          post: (_: unknown, { id }: { id: string }) => POSTS.find((post) => post.id === id) ?? null,
          postByTitle: (_: unknown, { title }: { title: string }) => POSTS.find((post) => post.title === title) ?? null,
          ghosts: () => [{ id: 'g-1' }, { id: 'g-2' }],
          ghost: () => null,
        },
      },
    }),
    logging: false,
    landingPage: false,
  });
  const app = express();
  app.use((request, response, next) => {
    seen.push(request.headers.authorization ?? '');
    if (request.headers.authorization !== `Bearer ${TOKEN}`) {
      response.status(401).json({ errors: [{ message: 'unauthenticated' }] });
      return;
    }
    next();
  });
  app.use('/graphql', (request, response) => void yoga(request, response));
  return { origin: await listen(app.listen(0, '127.0.0.1')), seen };
}

describe('generate probes an authenticated GraphQL endpoint read with --schema-header', () => {
  it('carries the header over as ${AUTHORIZATION}, authenticates the probe with it, and skips a null look-up', async () => {
    const api = await startGraphql();
    const { generate } = await project(api.origin, `${api.origin}/graphql`);
    const { code, stdout, stderr, data, text } = await generate(['--schema-header', `Authorization: Bearer ${TOKEN}`]);
    expect({ code, stderr: code === 0 ? '' : stderr }).toEqual({ code: 0, stderr: '' });
    expect(data.defaults.headers).toEqual({ Authorization: '${AUTHORIZATION}' });
    // Which variable to set, and that its value carries its scheme: the API refused the token alone.
    expect(stderr).toContain('set AUTHORIZATION');
    expect(`${stdout}${stderr}`).toMatch(/AUTHORIZATION must carry its scheme: "Bearer …"/);

    for (const name of ['posts', 'post', 'ghosts']) expect(byName(data, name).skip).toBeUndefined();
    expect(byName(data, 'ghost').skip).toBe('null answer: ghost(id) answered null for every value tried');
    // A title the posts list holds: taken by the probe (an invented one answers null), or a source of the schema's.
    const title = byName(data, 'postByTitle').graphql?.variables?.title;
    expect(title === 'Hello' || (title as { from?: string } | undefined)?.from === 'POST /graphql').toBe(true);
    expect(byName(data, 'postByTitle').skip).toBeUndefined();
    expect(tableLine(stdout, 'ghost')).toMatch(/^\s*null answer\s+ghost\s/);
    expect(tableLine(stdout, 'post')).toMatch(/^\s*ready\s+post\s/);

    // The probe sent the real value; nothing written or printed holds it.
    expect(api.seen.filter((header) => header === `Bearer ${TOKEN}`).length).toBeGreaterThan(5);
    expect(`${stdout}${stderr}${text}`).not.toContain(TOKEN);
  });

  it("keeps the config's template of the header, and the probe fills it from the environment", async () => {
    const api = await startGraphql();
    const { generate } = await project(api.origin, `${api.origin}/graphql`, {
      Authorization: 'Bearer ${GQL_TOKEN}',
    });
    const { code, stdout, stderr, data, text } = await generate([], { GQL_TOKEN: TOKEN });
    expect({ code, stderr: code === 0 ? '' : stderr }).toEqual({ code: 0, stderr: '' });
    expect(data.defaults.headers).toEqual({ Authorization: 'Bearer ${GQL_TOKEN}' });
    expect(stderr).toContain('set GQL_TOKEN');
    expect(byName(data, 'post').skip).toBeUndefined();
    expect(byName(data, 'ghost').skip).toBe('null answer: ghost(id) answered null for every value tried');
    expect(`${stdout}${stderr}${text}`).not.toContain(TOKEN);
  });
});

describe('an Authorization API key of the API’s own security scheme', () => {
  it('is probed with the schema header’s value when its variable is not set, and generate says it needs its scheme', async () => {
    const document = {
      openapi: '3.0.3',
      info: { title: 'Keyed', version: '1' },
      components: { securitySchemes: { key: { type: 'apiKey', in: 'header', name: 'Authorization' } } },
      security: [{ key: [] }],
      paths: { '/things': get('listThings') },
    };
    const seen: string[] = [];
    const app = express();
    app.get('/openapi.json', (_request, response) => response.json(document));
    app.get('/things', (request, response) => {
      seen.push(request.headers.authorization ?? '');
      if (request.headers.authorization === `Bearer ${TOKEN}`) response.json([{ id: 1 }]);
      else response.status(403).json({ errors: [{ message: 'forbidden' }] });
    });
    const origin = await listen(app.listen(0, '127.0.0.1'));
    const { generate } = await project(origin, `${origin}/openapi.json`);
    const { code, stdout, stderr, data, text } = await generate(['--schema-header', `Authorization: Bearer ${TOKEN}`]);
    expect({ code, stderr: code === 0 ? '' : stderr }).toEqual({ code: 0, stderr: '' });
    expect(data.defaults.headers).toEqual({ Authorization: '${API_KEY}' });
    expect(tableLine(stdout, 'listThings')).toMatch(/^\s*ready\s+listThings/);
    expect(stderr).toContain('API_KEY must carry its scheme: "Bearer …"');
    // Sent with its scheme (ready), then the token alone (refused).
    expect(seen).toEqual([`Bearer ${TOKEN}`, TOKEN]);
    expect(`${stdout}${stderr}${text}`).not.toContain(TOKEN);
  });
});
