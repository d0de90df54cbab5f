import { access, mkdir, readFile, readdir, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { createSchema, createYoga } from 'graphql-yoga';
import { request } from 'undici';
import { parseLoadTest } from '../../../src/loadtest/validate.js';
import { loadtool } from '../../helpers/cli.js';
import { firstRequest } from '../../helpers/first-request.js';
import { schemaProject, serveOn } from '../../helpers/schema-project.js';
import { useServers } from '../../helpers/servers.js';
import { useTempDirs } from '../../helpers/temp-dir.js';

const tempDir = useTempDirs();
const servers = useServers();

const TYPE_DEFS = /* GraphQL */ `
  type Pet {
    id: ID!
    name: String!
    tags: [String!]!
  }
  type Query {
    pets(first: Int): [Pet!]!
    pet(id: ID!): Pet
    petCount: Int!
  }
  type Mutation {
    addPet(name: String!): Pet!
  }
`;

const PETS = [
  // Ids that a sampled value ("1") does not hit: an unknown id is an error, as a real API's "not found".
  { id: 'p-7f3c', name: 'Rex', tags: ['dog'] },
  { id: 'p-91ab', name: 'Tom', tags: ['cat'] },
];

const RESOLVERS = {
  Query: {
    pets: (_: unknown, { first }: { first?: number }) => PETS.slice(0, first ?? PETS.length),
    pet: (_: unknown, { id }: { id: string }) => {
      const found = PETS.find((pet) => pet.id === id);
      if (!found) throw new Error(`no pet has the id ${id}`);
      return found;
    },
    petCount: () => PETS.length,
  },
  Mutation: { addPet: (_: unknown, { name }: { name: string }) => ({ id: '3', name, tags: [] }) },
};

/** Starts a real graphql-yoga server on 127.0.0.1 port 0, serving at `endpoint`; returns its origin. */
async function startYoga(endpoint = '/graphql'): Promise<string> {
  const yoga = createYoga({
    schema: createSchema({ typeDefs: TYPE_DEFS, resolvers: RESOLVERS }),
    graphqlEndpoint: endpoint,
    logging: false,
    landingPage: false,
  });
  return serveOn(servers, (req, res) => {
    void yoga(req, res);
  });
}

/** Sends each scenario's request once; returns the status and whether the body had GraphQL errors, by name. */
async function sendOnce(yaml: string): Promise<Record<string, { status: number; errors: unknown }>> {
  const loadTest = parseLoadTest(yaml, 'loadtool.yaml');
  const answers: Record<string, { status: number; errors: unknown }> = {};
  for (const scenario of loadTest.scenarios) {
    const built = await firstRequest(loadTest, scenario);
    const response = await request(`${built.origin}${built.path}`, {
      method: built.method as 'POST',
      headers: built.headers,
      body: built.body,
    });
    const body = (await response.body.json()) as { errors?: unknown };
    answers[scenario.name] = { status: response.statusCode, errors: body.errors ?? null };
  }
  return answers;
}

const NO_PLAN = ['--plan', 'none'];
const NOTE = 'note: no plan (--plan none): every GET and HEAD operation and GraphQL query is in scope\n';

describe('generate from a live graphql-yoga endpoint', () => {
  it('introspects it although its GET answers 200 with errors, and every generated query runs without errors', async () => {
    const origin = await startYoga();
    const project = await schemaProject(await tempDir(), { schemaUrl: `${origin}/graphql`, baseUrl: origin });
    const { code, stdout, stderr } = await project.generate(NO_PLAN);
    expect(stderr).toBe(NOTE);
    expect(code).toBe(0);
    expect(stdout).toContain(`Wrote ${project.output}: 3 scenarios against ${origin}, valid.`);
    const loadTest = parseLoadTest(await project.yaml(), 'loadtool.yaml');
    expect(loadTest.scenarios.map((s) => [s.name, s.endpoint])).toEqual([
      ['pets', 'POST /graphql'],
      ['pet', 'POST /graphql'],
      ['petCount', 'POST /graphql'],
    ]);
    expect(await sendOnce(await project.yaml())).toEqual({
      pets: { status: 200, errors: null },
      pet: { status: 200, errors: null },
      petCount: { status: 200, errors: null },
    });
    expect((await loadtool(['validate', project.output])).code).toBe(0);
  });

  it('reads GraphQL SDL served at a URL', async () => {
    const yogaOrigin = await startYoga();
    const sdlOrigin = await serveOn(servers, (_req, res) => {
      res.writeHead(200, { 'content-type': 'text/plain' });
      res.end(TYPE_DEFS);
    });
    const project = await schemaProject(await tempDir(), {
      schemaUrl: `${sdlOrigin}/schema.graphql`,
      baseUrl: yogaOrigin,
    });
    const { code, stderr } = await project.generate(NO_PLAN);
    expect(stderr).toBe(NOTE);
    expect(code).toBe(0);
    expect(await sendOnce(await project.yaml())).toEqual({
      pets: { status: 200, errors: null },
      pet: { status: 200, errors: null },
      petCount: { status: 200, errors: null },
    });
  });
});

describe('the GraphQL endpoint is one rule, whatever the schema is read from', () => {
  it.each([
    { what: 'a base URL without a path, the server at /graphql', endpoint: '/graphql', basePath: '' },
    { what: 'a base URL naming the endpoint', endpoint: '/api/graphql', basePath: '/api/graphql' },
  ])('$what: the live URL and an SDL file give the same endpoint, and it answers', async ({ endpoint, basePath }) => {
    const origin = await startYoga(endpoint);
    const dir = await tempDir();
    await writeFile(join(dir, 'schema.graphql'), TYPE_DEFS);
    const endpoints: string[][] = [];
    for (const schemaUrl of [`${origin}${endpoint}`, './schema.graphql']) {
      const project = await schemaProject(dir, { schemaUrl, baseUrl: `${origin}${basePath}` });
      const { code, stderr } = await project.generate(NO_PLAN);
      expect(stderr).toBe(NOTE);
      expect(code).toBe(0);
      const yaml = await project.yaml();
      endpoints.push(parseLoadTest(yaml, 'loadtool.yaml').scenarios.map((s) => s.endpoint));
      expect(Object.values(await sendOnce(yaml))).toEqual(Array(3).fill({ status: 200, errors: null }));
    }
    expect(endpoints[0]).toEqual(Array(3).fill(`POST ${endpoint}`));
    expect(endpoints[1]).toEqual(endpoints[0]);
  });

  it('a schema introspected on another server does not override the base URL path', async () => {
    const schemaOrigin = await startYoga('/graphql');
    const target = await startYoga('/api/graphql');
    const project = await schemaProject(await tempDir(), {
      schemaUrl: `${schemaOrigin}/graphql`,
      baseUrl: `${target}/api/graphql`,
    });
    expect((await project.generate(NO_PLAN)).code).toBe(0);
    const loadTest = parseLoadTest(await project.yaml(), 'loadtool.yaml');
    expect(loadTest.baseUrl).toBe(target);
    expect(loadTest.scenarios.map((s) => s.endpoint)).toEqual(Array(3).fill('POST /api/graphql'));
  });
});

/** An OpenAPI document with path keys that carry a query or a fragment, as published cloud APIs have. */
const CLOUD_OPENAPI = {
  openapi: '3.0.3',
  info: { title: 'cloud', version: '1' },
  paths: {
    '/access-preview/{id}#analyzerArn': {
      get: {
        operationId: 'GetAccessPreview',
        parameters: [
          { name: 'id', in: 'path', required: true, schema: { type: 'string' } },
          { name: 'analyzerArn', in: 'query', required: true, schema: { type: 'string' } },
        ],
        responses: { '200': { description: 'ok' } },
      },
    },
    '/x?type=a': { get: { operationId: 'ListA', responses: { '200': { description: 'ok' } } } },
    '/x?type=b&flag': { get: { operationId: 'ListB', responses: { '200': { description: 'ok' } } } },
    '/y?name={name}': {
      get: {
        operationId: 'ListY',
        parameters: [{ name: 'name', in: 'path', required: true, schema: { type: 'string' } }],
        responses: { '200': { description: 'ok' } },
      },
    },
  },
};

describe('OpenAPI path keys with a query or a fragment', () => {
  it('move the literal query into query, drop the fragment, leave out what cannot be sent, and validate', async () => {
    const dir = await tempDir();
    await writeFile(join(dir, 'openapi.json'), JSON.stringify(CLOUD_OPENAPI));
    const project = await schemaProject(dir, { schemaUrl: './openapi.json', baseUrl: 'http://127.0.0.1:3000' });
    const { code, stderr } = await project.generate(NO_PLAN);
    expect(stderr.split('\n')).toContain(
      'note: left out GET /y?name={name}: its path key carries a {parameter} in its query string (?name={name}), which a scenario cannot send: write a scenario for it by hand',
    );
    expect(stderr).not.toMatch(/error|loadtool\.yaml:/);
    expect(code).toBe(0);
    const loadTest = parseLoadTest(await project.yaml(), 'loadtool.yaml');
    expect(loadTest.scenarios.map(({ name, endpoint, query, params }) => ({ name, endpoint, query, params }))).toEqual([
      {
        name: 'GetAccessPreview',
        endpoint: 'GET /access-preview/{id}',
        query: { analyzerArn: 'string' },
        params: { id: 'string' },
      },
      { name: 'ListA', endpoint: 'GET /x', query: { type: 'a' }, params: undefined },
      { name: 'ListB', endpoint: 'GET /x', query: { type: 'b', flag: '' }, params: undefined },
    ]);
    expect((await loadtool(['validate', project.output])).code).toBe(0);
  });

  it('never leaves a file that fails validation: an existing file is kept, and no temporary file stays', async () => {
    const dir = await tempDir();
    const document = {
      openapi: '3.0.3',
      info: { title: 'bad', version: '1' },
      paths: { '/a': { get: { operationId: 'A', responses: { '200': { description: 'ok' } } } } },
      // A header name with a space cannot be sent: the generated defaults.headers fails validation.
      components: { securitySchemes: { key: { type: 'apiKey', in: 'header', name: 'X Api Key' } } },
      security: [{ key: [] }],
    };
    await writeFile(join(dir, 'openapi.json'), JSON.stringify(document));
    const project = await schemaProject(dir, { schemaUrl: './openapi.json', baseUrl: 'http://127.0.0.1:3000' });
    await mkdir(join(dir, 'load-tests'));
    await writeFile(project.output, '# the committed file\n');
    const { code, stderr } = await project.generate(NO_PLAN);
    expect(code).toBe(2);
    expect(stderr).toContain('defaults.headers');
    expect(await readFile(project.output, 'utf8')).toBe('# the committed file\n');
    expect(await readdir(join(dir, 'load-tests'))).toEqual(['loadtool.yaml']);

    const fresh = await schemaProject(await tempDir(), {
      schemaUrl: join(dir, 'openapi.json'),
      baseUrl: 'http://127.0.0.1:3000',
    });
    expect((await fresh.generate(NO_PLAN)).code).toBe(2);
    await expect(access(fresh.output)).rejects.toThrow();
  });
});

describe('a plan line that matches nothing', () => {
  it('is compared with every operation of the schema, not only those in scope', async () => {
    const dir = await tempDir();
    const document = {
      openapi: '3.0.3',
      info: { title: 'pets', version: '1' },
      paths: Object.fromEntries(
        ['pets', 'owners', 'vets'].map((name) => [
          `/${name}`,
          { get: { operationId: `List${name}`, responses: { '200': { description: 'ok' } } } },
        ]),
      ),
    };
    await writeFile(join(dir, 'openapi.json'), JSON.stringify(document));
    const project = await schemaProject(dir, {
      schemaUrl: './openapi.json',
      baseUrl: 'http://127.0.0.1:3000',
      plan: '## Performance\n\n- GET /owners\n- GET /petz\n',
    });
    const { code, stderr } = await project.generate();
    expect(code).toBe(2);
    expect(stderr).toBe(
      `${relative(process.cwd(), join(dir, 'qa-plan.md'))}:4:1: GET /petz is not an operation of the API: did you mean GET /pets? Correct the line, or remove it from the Performance section.\n`,
    );
  });
});
