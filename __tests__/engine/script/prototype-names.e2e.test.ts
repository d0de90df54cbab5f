import { scriptDispatch } from '../../../src/engine/script/script-http.js';
import type { IncomingMessage } from 'node:http';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { buildSchema, introspectionFromSchema } from 'graphql';
import { loadtool } from '../../helpers/cli.js';
import { schemaProject, serveOn } from '../../helpers/schema-project.js';
import { useServers } from '../../helpers/servers.js';
import { useTempDirs } from '../../helpers/temp-dir.js';

const tempDir = useTempDirs();
const servers = useServers();

/** Names that an object literal reads from Object.prototype: as header or query names they are names like any other. */
const PROTOTYPE_NAMES = ['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf'];

/** What the server received first: its headers (lower-case names, as HTTP compares them) and its query. */
interface Received {
  headers: Array<[string, string]>;
  query: Array<[string, string]>;
}

/** Returns a request's headers as received, each name in lower case. */
function headerPairs(request: IncomingMessage): Array<[string, string]> {
  const pairs: Array<[string, string]> = [];
  for (let i = 0; i < request.rawHeaders.length; i += 2)
    pairs.push([request.rawHeaders[i]!.toLowerCase(), request.rawHeaders[i + 1]!]);
  return pairs;
}

/** Starts a server that answers 200 and records the headers and query of the first request it gets. */
async function recordingServer(): Promise<{ url: string; first: () => Received | undefined }> {
  let first: Received | undefined;
  const url = await serveOn(servers, (request: IncomingMessage, response) => {
    first ??= { headers: headerPairs(request), query: [...new URL(request.url!, 'http://x').searchParams] };
    response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
  });
  return { url, first: () => first };
}

/** The value the file gives each name: its index, so that every pair is told apart. */
const valueOf = (name: string) => `v${PROTOTYPE_NAMES.indexOf(name)}`;

describe('header and query names that Object.prototype also has', () => {
  it('in loadtool.yaml: validated as names, and sent as written', async () => {
    const target = await recordingServer();
    const dir = await tempDir();
    const file = join(dir, 'loadtool.yaml');
    const pairs = (indent: string, prefix: string) =>
      PROTOTYPE_NAMES.map((name) => `${indent}${name}: ${prefix}${valueOf(name)}`).join('\n');
    await writeFile(
      file,
      [
        'version: 1',
        `baseUrl: ${target.url}`,
        'scenarios:',
        '  - name: Prototype names',
        '    endpoint: GET /items',
        '    headers:',
        pairs('      ', 'h-'),
        '    query:',
        pairs('      ', 'q-'),
        '    concurrentUsers: 1',
        '    duration: 4s',
        '',
      ].join('\n'),
    );

    const validated = await loadtool(['validate', file]);
    expect(validated.stderr).toBe('');
    expect(validated.code).toBe(0);

    const run = await loadtool(['run', file, '--out', join(dir, 'out')]);
    expect(run.stderr).not.toMatch(/function Object|\[object Object\]/);
    expect(run.code).toBe(0);
    const received = target.first()!;
    for (const name of PROTOTYPE_NAMES) {
      expect(received.headers).toContainEqual([name.toLowerCase(), `h-${valueOf(name)}`]);
      expect(received.query).toContainEqual([name, `q-${valueOf(name)}`]);
    }
  }, 30_000);

  const parameter = (name: string, where: 'header' | 'query') => ({
    name,
    in: where,
    required: true,
    schema: { type: 'string', example: `${where[0]}-${valueOf(name)}` },
  });
  const documents = [
    {
      what: 'its parameters',
      document: {
        paths: {
          '/items': {
            get: {
              parameters: PROTOTYPE_NAMES.flatMap((name) => [parameter(name, 'header'), parameter(name, 'query')]),
              responses: { '200': { description: 'ok' } },
            },
          },
        },
      },
      env: {},
      expected: PROTOTYPE_NAMES.flatMap((name) => [
        { header: name.toLowerCase(), value: `h-${valueOf(name)}` },
        { query: name, value: `q-${valueOf(name)}` },
      ]),
    },
    {
      what: 'a query in its path key, and API keys of its security schemes',
      document: {
        components: {
          securitySchemes: {
            inHeader: { type: 'apiKey', in: 'header', name: '__proto__' },
            inQuery: { type: 'apiKey', in: 'query', name: 'valueOf' },
          },
        },
        security: [{ inHeader: [], inQuery: [] }],
        paths: {
          '/search?constructor=c&__proto__=p&toString=t&toString=u': {
            get: { responses: { '200': { description: 'ok' } } },
          },
        },
      },
      env: { API_KEY__PROTO_: 'header-key', API_KEY_VALUEOF: 'query-key' },
      expected: [
        { header: '__proto__', value: 'header-key' },
        { query: 'valueOf', value: 'query-key' },
        { query: 'constructor', value: 'c' },
        { query: '__proto__', value: 'p' },
        { query: 'toString', value: 't' },
        { query: 'toString', value: 'u' },
      ],
    },
  ];

  it.each(documents)(
    'in an OpenAPI document, $what: generated, and sent as written',
    async ({ document, env, expected }) => {
      const target = await recordingServer();
      const dir = await tempDir();
      const info = { title: 'prototype names', version: '1' };
      await writeFile(join(dir, 'openapi.json'), JSON.stringify({ openapi: '3.0.3', info, ...document }));
      const project = await schemaProject(dir, { schemaUrl: 'openapi.json', baseUrl: target.url });

      const generated = await project.generate(['--plan', 'none'], env);
      expect(generated.stderr).not.toMatch(/function Object|\[object Object\]|internal error/);
      expect(generated.code).toBe(0);

      const run = await loadtool(['run', project.output, '--out', join(dir, 'out'), '--duration', '1s'], env);
      expect(run.code).toBe(0);
      const received = target.first()!;
      for (const pair of expected) {
        if ('header' in pair) expect(received.headers).toContainEqual([pair.header, pair.value]);
        else expect(received.query).toContainEqual([pair.query, pair.value]);
      }
    },
    60_000,
  );

  it('as --schema-header names: sent with the schema request, and carried into the load test as written', async () => {
    const schemaRequests: Received[] = [];
    const target = await recordingServer();
    const document = JSON.stringify({
      openapi: '3.0.3',
      info: { title: 'prototype names', version: '1' },
      paths: { '/items': { get: { responses: { '200': { description: 'ok' } } } } },
    });
    const schemaServer = await serveOn(servers, (request, response) => {
      schemaRequests.push({ headers: headerPairs(request), query: [] });
      response.writeHead(200, { 'content-type': 'application/json' }).end(document);
    });
    const dir = await tempDir();
    const project = await schemaProject(dir, { schemaUrl: `${schemaServer}/openapi.json`, baseUrl: target.url });
    const flags = PROTOTYPE_NAMES.flatMap((name) => ['--schema-header', `${name}: \${KEY_${valueOf(name)}}`]);
    const env = Object.fromEntries(PROTOTYPE_NAMES.map((name) => [`KEY_${valueOf(name)}`, `s-${valueOf(name)}`]));

    const generated = await project.generate(['--plan', 'none', ...flags], env);
    expect(generated.stderr).not.toMatch(/function Object|\[object Object\]|internal error/);
    expect(generated.code).toBe(0);
    const run = await loadtool(['run', project.output, '--out', join(dir, 'out'), '--duration', '1s'], env);
    expect(run.code).toBe(0);

    for (const name of PROTOTYPE_NAMES) {
      expect(schemaRequests[0]!.headers).toContainEqual([name.toLowerCase(), `s-${valueOf(name)}`]);
      expect(target.first()!.headers).toContainEqual([name.toLowerCase(), `s-${valueOf(name)}`]);
    }
  }, 60_000);

  it('as --schema-header names: sent with the GraphQL introspection query', async () => {
    const introspection = JSON.stringify({ data: introspectionFromSchema(buildSchema('type Query { items: [Int] }')) });
    const posts: Received[] = [];
    const endpoint = await serveOn(servers, (request, response) => {
      if (request.method !== 'POST') return void response.writeHead(405).end();
      posts.push({ headers: headerPairs(request), query: [] });
      response.writeHead(200, { 'content-type': 'application/json' }).end(introspection);
    });
    const project = await schemaProject(await tempDir(), { schemaUrl: `${endpoint}/graphql`, baseUrl: endpoint });
    const flags = PROTOTYPE_NAMES.flatMap((name) => ['--schema-header', `${name}: s-${valueOf(name)}`]);

    const generated = await project.generate(['--plan', 'none', ...flags]);
    expect(generated.stderr).not.toMatch(/function Object|\[object Object\]|internal error/);
    expect(posts.length).toBeGreaterThan(0);
    for (const name of PROTOTYPE_NAMES)
      expect(posts[0]!.headers).toContainEqual([name.toLowerCase(), `s-${valueOf(name)}`]);
  }, 60_000);
});

describe("a script's request headers named like Object.prototype's members", () => {
  it('vu.request sends __proto__ and constructor as headers, as written', () => {
    // JSON.parse makes own keys; an object literal's __proto__ would set the prototype instead.
    const headers = JSON.parse('{"__proto__":"p","Constructor":"c","toString":"t"}') as Record<string, string>;
    const { options } = scriptDispatch({ prefix: '', headers: { authorization: 'Bearer x' } }, 'get', '/a', {
      headers,
    });
    expect(options.headers).toEqual([
      'authorization',
      'Bearer x',
      '__proto__',
      'p',
      'constructor',
      'c',
      'tostring',
      't',
    ]);
  });
});
