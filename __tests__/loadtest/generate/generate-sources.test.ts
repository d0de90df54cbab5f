import { copyFile, writeFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { parse } from 'yaml';
import { prepareLoadTest } from '../../../src/pipeline/stages/generate-stage.js';
import { ROOT } from '../../helpers/bundle.js';
import { performanceConfig } from '../../helpers/qa-config.js';
import { useTempDirs } from '../../helpers/temp-dir.js';

// Generation finds where a required id comes from in the API itself (OpenAPI links, a list operation, a GraphQL list
// field) and writes `from`/`pick` instead of an invented value; where nothing lists it, a comment on its line says so.

const tempDir = useTempDirs();
const SOURCES = join(ROOT, '__tests__/fixtures/sources');
const PETSTORE_V2 = join(ROOT, '__tests__/fixtures/openapi/petstore-expanded.v2.0.yaml');
const PETSTORE_EXAMPLE = join(ROOT, 'examples/petstore/openapi.yaml');

interface GeneratedYaml {
  scenarios: Array<{
    name: string;
    endpoint: string;
    params?: Record<string, unknown>;
    query?: Record<string, unknown>;
    graphql?: { query: string; variables?: Record<string, unknown> };
  }>;
}

/** Returns the text of loadtool.yaml generated from `schema` (and `plan`, else every safe operation), and its data. */
async function generated(schema: string, plan?: string, baseUrl = 'http://127.0.0.1:3000') {
  const dir = await tempDir();
  const schemaFile = basename(schema);
  await copyFile(schema, join(dir, schemaFile));
  await writeFile(
    join(dir, 'qa.config.json'),
    JSON.stringify(
      performanceConfig('sources', {
        baseUrl,
        schemaUrl: `./${schemaFile}`,
        thresholds: { p99LatencyMs: 1000, okRequestPercent: 99 },
      }),
    ),
  );
  if (plan !== undefined) await writeFile(join(dir, 'qa-plan.md'), `# Plan\n\n## Performance\n\n${plan}\n`);
  const prepared = await prepareLoadTest({
    config: join(dir, 'qa.config.json'),
    plan: plan === undefined ? 'none' : join(dir, 'qa-plan.md'),
    output: join(dir, 'loadtool.yaml'),
  });
  const text = prepared.render();
  const data = parse(text) as GeneratedYaml;
  const scenario = (endpoint: string) => {
    const found = data.scenarios.find((s) => s.endpoint === endpoint || s.name === endpoint);
    if (!found) throw new Error(`no scenario ${endpoint} in\n${text}`);
    return found;
  };
  return { text, data, scenario };
}

/** Returns the line of `text` that sets `key`, after the line that starts the scenario of `endpoint`. */
function lineOf(text: string, endpoint: string, key: string): string {
  const lines = text.split('\n');
  const start = lines.findIndex((line) => line.includes(`endpoint: ${endpoint}`));
  const next = lines.findIndex((line, index) => index > start && line.startsWith('  - name:'));
  const within = lines.slice(start, next === -1 ? undefined : next);
  return within.find((line) => line.trimStart().startsWith(`${key}:`)) ?? '';
}

describe('OpenAPI: a list operation whose items carry the parameter is its source', () => {
  it('the petstore example: GET /pets/{petId} takes petId from GET /pets, fetched after the login', async () => {
    // The example logs in, so its scenarios are login flows (API_USER / API_PASSWORD when the plan names none).
    const { scenario } = await generated(PETSTORE_EXAMPLE);
    const flow = (scenario('Get pet') as { flow?: Array<Record<string, unknown>> }).flow!;
    expect(flow.find((step) => step.endpoint === 'GET /pets')).toMatchObject({
      once: true,
      extract: { petId: '$[*].id' },
    });
    expect(flow.at(-1)).toMatchObject({ endpoint: 'GET /pets/{petId}', params: { petId: '${petId}' } });
  });

  it('Swagger 2 petstore-expanded: GET /pets/{id} takes id from GET /pets', async () => {
    const { scenario } = await generated(PETSTORE_V2);
    expect(scenario('GET /pets/{id}').params).toEqual({ id: { from: 'GET /pets', pick: '$[*].id' } });
  });

  it('a CMS: the list wraps its items in data, and the prefix is filled as the target fills it', async () => {
    // The plan names only the item: the list operation is found even though it is not in scope.
    const { scenario } = await generated(join(SOURCES, 'cms.openapi.yaml'), '- GET /items/{collection}/{id}');
    expect(scenario('GET /items/{collection}/{id}').params).toEqual({
      collection: 'articles',
      id: { from: 'GET /items/articles', pick: '$.data[*].id' },
    });
  });

  it('an item property named in snake case (fileId → file_id)', async () => {
    const { scenario } = await generated(join(SOURCES, 'cms.openapi.yaml'));
    expect(scenario('GET /files/{fileId}').params).toEqual({ fileId: { from: 'GET /files', pick: '$[*].file_id' } });
  });
});

describe('OpenAPI: links', () => {
  it('a link by operationId wins over a list operation, its JSON Pointer turned into a JSONPath', async () => {
    const { scenario } = await generated(join(SOURCES, 'links.openapi.yaml'));
    expect(scenario('GET /pets/{petId}').params).toEqual({
      petId: { from: 'GET /featured', pick: '$.results[*].pet.key' },
    });
  });

  it('a link by operationRef on a list response picks every item', async () => {
    const { scenario } = await generated(join(SOURCES, 'links.openapi.yaml'));
    expect(scenario('GET /owners/{ownerId}').params).toEqual({
      ownerId: { from: 'GET /owners', pick: '$[*].ownerId' },
    });
  });
});

describe('no source: the sampled value stays, with a comment on its line', () => {
  it('a path parameter no operation lists', async () => {
    const { text, scenario } = await generated(join(SOURCES, 'cms.openapi.yaml'));
    expect(scenario('GET /users/{userId}').params).toEqual({ userId: 0 });
    expect(lineOf(text, 'GET /users/{userId}', 'userId')).toBe(
      '      userId: 0 # no operation lists userId: set a value, or a plan line "GET /users/{userId}: userId = 42"',
    );
  });

  it('the parameter of a list operation itself, and a prefix parameter no operation lists', async () => {
    const { text } = await generated(join(SOURCES, 'cms.openapi.yaml'));
    expect(lineOf(text, 'GET /items/{collection}', 'collection')).toContain(
      'collection: articles # no operation lists collection',
    );
    expect(lineOf(text, 'GET /items/{collection}/{id}', 'collection')).toContain('# no operation lists collection');
  });
});

describe('the plan gives parameter values', () => {
  it('a plan line wins over a source and over the sampled value', async () => {
    const { text, scenario } = await generated(
      join(SOURCES, 'cms.openapi.yaml'),
      [
        '- GET /items/{collection}/{id}: collection = pages, id=7f3c',
        '- GET /users/{userId}: userId = 42, 20 users',
      ].join('\n'),
    );
    expect(scenario('GET /items/{collection}/{id}').params).toEqual({ collection: 'pages', id: '7f3c' });
    expect(scenario('GET /users/{userId}').params).toEqual({ userId: 42 });
    expect(text).not.toContain('# no operation lists');
  });

  it('a value for the prefix fills the source request', async () => {
    const { scenario } = await generated(
      join(SOURCES, 'cms.openapi.yaml'),
      '- GET /items/{collection}/{id}: collection = pages',
    );
    expect(scenario('GET /items/{collection}/{id}').params).toEqual({
      collection: 'pages',
      id: { from: 'GET /items/pages', pick: '$.data[*].id' },
    });
  });
});

describe('plan values, continued', () => {
  it('a line without an endpoint sets a value where the request has it; a line may add a query parameter', async () => {
    const { scenario } = await generated(
      join(SOURCES, 'cms.openapi.yaml'),
      [
        'collection = pages',
        '',
        '- GET /items/{collection}/{id}',
        '- GET /files: limit = 50',
        '- GET /users/{userId}',
      ].join('\n'),
    );
    expect(scenario('GET /items/{collection}/{id}').params).toEqual({
      collection: 'pages',
      id: { from: 'GET /items/pages', pick: '$.data[*].id' },
    });
    expect(scenario('GET /files').query).toEqual({ limit: 50 });
    expect(scenario('GET /users/{userId}').params).toEqual({ userId: 0 });
    expect(scenario('GET /users/{userId}').query).toBeUndefined();
  });

  it('a DELETE takes ids from the API only where the plan allows writes to existing data', async () => {
    const dir = await tempDir();
    const schema = join(dir, 'delete.openapi.json');
    const list = {
      get: {
        responses: {
          '200': {
            description: 'ok',
            content: {
              'application/json': {
                schema: {
                  type: 'array',
                  items: { type: 'object', properties: { id: { type: 'integer' } } },
                },
              },
            },
          },
        },
      },
    };
    const item = {
      delete: {
        parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'integer' } }],
        responses: { '204': { description: 'gone' } },
      },
    };
    await writeFile(
      schema,
      JSON.stringify({
        openapi: '3.0.3',
        info: { title: 'D', version: '1' },
        paths: { '/pets': list, '/pets/{id}': item },
      }),
    );
    // Without a create, a DELETE could only remove real records: it is left out (docs/real-data-and-flows.md#writes)…
    await expect(generated(schema, '- DELETE /pets/{id}')).rejects.toMatchObject({
      problems: [{ message: expect.stringContaining('(DELETE /pets/{id})') }],
    });
    // …unless the plan allows writes to existing data: then the list is its source, like a read's.
    const { scenario } = await generated(schema, '- DELETE /pets/{id}\n\nWrites: existing');
    expect(scenario('DELETE /pets/{id}').params).toEqual({ id: { from: 'GET /pets', pick: '$[*].id' } });
  });
});

describe('GraphQL: a list field returning the same type is the source of an id argument', () => {
  const LIBRARY = join(SOURCES, 'library.graphql');

  it('a list field', async () => {
    const { scenario } = await generated(LIBRARY, undefined, 'http://127.0.0.1:4000/graphql');
    expect(scenario('book').graphql?.variables).toEqual({
      id: { from: 'POST /graphql', graphql: { query: '{ books(first: 10) { id } }' }, pick: '$.data.books[*].id' },
    });
  });

  it('a connection with nodes, and one with edges', async () => {
    const { scenario } = await generated(LIBRARY, undefined, 'http://127.0.0.1:4000/graphql');
    expect(scenario('author').graphql?.variables).toEqual({
      id: {
        from: 'POST /graphql',
        graphql: { query: '{ authors { nodes { id } } }' },
        pick: '$.data.authors.nodes[*].id',
      },
    });
    expect(scenario('publisher').graphql?.variables).toEqual({
      id: {
        from: 'POST /graphql',
        // A page size, as in the scenarios' documents: Relay servers refuse a connection without one.
        graphql: { query: '{ publishers(first: 10) { edges { node { id } } } }' },
        pick: '$.data.publishers.edges[*].node.id',
      },
    });
  });

  it('no list field: the sampled id stays, with a comment; a plan line gives the value', async () => {
    const { text, scenario } = await generated(LIBRARY, undefined, 'http://127.0.0.1:4000/graphql');
    expect(scenario('review').graphql?.variables).toEqual({ id: expect.any(String) });
    expect(text).toMatch(/^ +id: \S+ # no query lists Review: set a value, or a plan line "query review: id = 42"$/m);

    const planned = await generated(LIBRARY, '- query review: id = r-1', 'http://127.0.0.1:4000/graphql');
    expect(planned.scenario('review').graphql?.variables).toEqual({ id: 'r-1' });
    expect(planned.text).not.toContain('# no query lists');
  });
});
