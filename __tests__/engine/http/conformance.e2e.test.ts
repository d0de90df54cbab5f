import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { createSchema, createYoga } from 'graphql-yoga';
import { stringify } from 'yaml';
import { CHECK_EVERY, CHECK_FIRST } from '../../../src/engine/http/conformance.js';
import { attachContracts } from '../../../src/loadtest/response-contracts.js';
import type { LoadTest } from '../../../src/loadtest/types.js';
import type { RunResults, ScenarioResult } from '../../../src/results/types.js';
import { readApiSchema } from '../../../src/schema/read-schema.js';
import { triageResults } from '../../../src/triage/triage.js';
import { loadtool } from '../../helpers/cli.js';
import { expectAccounted, loadTestOf, onlyScenario, runEngine, startHttpTarget } from '../../helpers/engine-run.js';
import { resultsSchemaErrors } from '../../helpers/results-schema.js';
import { useServers } from '../../helpers/servers.js';
import { writeOkProject } from '../../helpers/qa-config.js';
import { useTempDirs } from '../../helpers/temp-dir.js';

const servers = useServers();
const tempDir = useTempDirs();

/** An OpenAPI 3.0 document: a pet by id (200 or 404), the pets, and a write-only password never answered. */
const PETS = {
  openapi: '3.0.3',
  info: { title: 'Pets', version: '1' },
  paths: {
    '/pets/{id}': {
      get: {
        parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'integer', example: 7 } }],
        responses: {
          '200': {
            description: 'a pet',
            content: { 'application/json': { schema: { $ref: '#/components/schemas/Pet' } } },
          },
          '404': { description: 'no such pet' },
        },
      },
    },
    '/pets': {
      get: {
        responses: {
          default: {
            description: 'the pets',
            content: {
              'application/json': { schema: { type: 'array', items: { $ref: '#/components/schemas/Pet' } } },
            },
          },
        },
      },
    },
  },
  components: {
    schemas: {
      Pet: {
        type: 'object',
        required: ['id', 'name', 'password'],
        properties: {
          id: { type: 'integer', format: 'int64', minimum: 0, exclusiveMinimum: true },
          name: { type: 'string' },
          tag: { type: 'string', nullable: true },
          password: { type: 'string', writeOnly: true },
          parent: { $ref: '#/components/schemas/Pet' },
        },
      },
    },
  },
};

/** Writes the document to a fresh folder; returns its path. */
async function writeDocument(document: object = PETS): Promise<string> {
  const path = join(await tempDir(), 'openapi.json');
  await writeFile(path, JSON.stringify(document));
  return path;
}

/** Returns the load test with the contracts of the document at `schema` attached, as `run --schema` attaches them. */
async function withContracts(loadTest: LoadTest, schema: string): Promise<LoadTest> {
  const api = await readApiSchema(schema, { baseDir: process.cwd(), include: () => true });
  return attachContracts(loadTest, api).loadTest;
}

/** Starts a server that answers `GET /pets/7` (and every request) with `status`, `body` and `type`. */
async function serve(body: string, status = 200, type = 'application/json'): Promise<string> {
  return (
    await startHttpTarget(servers, (_request, response) => {
      response.writeHead(status, { 'content-type': type }).end(body);
    })
  ).url;
}

/** Runs one scenario (1 user, 1 s) against `url` with the contracts of PETS; returns its judged, triaged result. */
async function runPets(url: string, scenario: Record<string, unknown> = {}): Promise<ScenarioResult> {
  const loadTest = await withContracts(
    loadTestOf(url, [{ endpoint: 'GET /pets/{id}', params: { id: 7 }, ...scenario }]),
    await writeDocument(),
  );
  const results = triageResults(await runEngine(loadTest), loadTest);
  expect(resultsSchemaErrors(results)).toEqual([]);
  const result = onlyScenario(results);
  expectAccounted(result);
  return result;
}

/** The number of the first `seen` ok responses that are checked: the first 20, then the 100th, 200th… */
const checkedOf = (seen: number) => Math.min(seen, CHECK_FIRST) + Math.floor(seen / CHECK_EVERY);

/** Expects the scenario to have failed as `conformance` on exactly the responses checked, with a sample saying `check`. */
function expectNonConforming(result: ScenarioResult, check: string | RegExp, status = 200): void {
  const { total, failed, byCategory } = result.requests;
  expect(byCategory).toEqual({ conformance: checkedOf(total) });
  expect(failed).toBe(checkedOf(total));
  const sample = result.samples?.find(({ category }) => category === 'conformance');
  expect(sample).toBeDefined();
  expect(sample!.status).toBe(status);
  if (typeof check === 'string') expect(sample!.check).toBe(check);
  else expect(sample!.check).toMatch(check);
  expect(result.triage).toMatchObject({ category: 'server-errors' });
  expect(result.triage!.evidence).toContain('did not match');
}

describe('conformance: responses checked against the API schema', () => {
  it('a field of the wrong type fails as conformance, with the place and keyword of the mismatch in the sample', async () => {
    // Three users share the scenario's one counter: the failures are those of the first 20, then 1 in 100, in all.
    const result = await runPets(await serve('{"id":"seven","name":"Rex"}'), { concurrentUsers: 3 });
    expect(result.failedChecks?.map(({ check }) => check)).toContain('conformance');
    expect(result.outcome).toBe('failed');
    expectNonConforming(result, '$.id must be integer (type, at #/properties/id/type)');
    expect(result.samples![0]!.body).toBe('{"id":"seven","name":"Rex"}');
  });

  it('a missing required property fails as conformance; a write-only one is not required in an answer', async () => {
    const result = await runPets(await serve('{"id":7}'));
    expectNonConforming(result, "$ must have required property 'name' (required, at #/required)");
  });

  it('an HTML error page with 200 where JSON is declared fails as conformance', async () => {
    const page = '<!doctype html><html><body><h1>Something went wrong</h1></body></html>';
    const result = await runPets(await serve(page, 200, 'text/html'));
    expectNonConforming(result, 'the body is not JSON, but the API schema declares JSON for HTTP 200');
    expect(result.samples![0]!.body).toBe(page);
  });

  it('a status the operation does not declare fails as conformance, naming the declared ones', async () => {
    const result = await runPets(await serve('{"id":7,"name":"Rex"}', 202));
    expectNonConforming(result, 'HTTP 202 is not a status the API schema declares (200, 404)', 202);
  });

  it('a nested mismatch through a recursive $ref names its path; draft-04 exclusiveMinimum is honoured', async () => {
    const result = await runPets(await serve('{"id":7,"name":"Rex","parent":{"id":0,"name":"Old Rex"}}'));
    expectNonConforming(result, /^\$\.parent\.id must be > 0 \(exclusiveMinimum, at /);
  });

  it('a conforming API passes: nullable fields, extra properties and every checked response ok', async () => {
    const result = await runPets(await serve('{"id":7,"name":"Rex","tag":null,"extra":[1,2]}'));
    expect(result.requests.failed).toBe(0);
    expect(result.outcome).toBe('passed');
  });

  it('`default` declares any status; a body not declared as JSON is not checked', async () => {
    const url = await serve('[{"id":1,"name":"a"}]', 203);
    const loadTest = await withContracts(loadTestOf(url, [{ endpoint: 'GET /pets' }]), await writeDocument());
    const result = onlyScenario(await runEngine(loadTest));
    expect(result.requests.failed).toBe(0);
    const notFound = await runPets(await serve('<h1>not found</h1>', 404, 'text/html'), { expect: { status: [404] } });
    expect(notFound.requests.failed).toBe(0);
  });

  it('`conformance: off` in a scenario or in defaults turns the check off', async () => {
    const url = await serve('{"id":"seven"}');
    const schema = await writeDocument();
    const scenario = { endpoint: 'GET /pets/{id}', params: { id: 7 } };
    for (const loadTest of [
      loadTestOf(url, [{ ...scenario, conformance: 'off' }]),
      loadTestOf(url, [scenario], { defaults: { conformance: 'off' } }),
    ]) {
      expect(loadTest.scenarios[0]!.conformance).toBe('off');
      const attached = await withContracts(loadTest, schema);
      expect(attached.scenarios[0]!.responseContract).toBeUndefined();
      expect(onlyScenario(await runEngine(attached)).requests.failed).toBe(0);
    }
  });

  it('checks the first 20 responses, then 1 in 100, across the users: what the counter guarantees', async () => {
    // Wrong from the 21st response on: only the 100th, 200th… are checked after the first 20.
    let answered = 0;
    const late = (
      await startHttpTarget(servers, (_request, response) => {
        answered++;
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(answered > CHECK_FIRST ? '{"id":"late"}' : '{"id":7,"name":"Rex"}');
      })
    ).url;
    const lateResult = await runPets(late, { duration: '2s' });
    const seen = lateResult.requests.byStatus['200']!;
    expect(seen).toBeGreaterThanOrEqual(CHECK_EVERY);
    expect(lateResult.requests.byCategory).toEqual({ conformance: Math.floor(seen / CHECK_EVERY) });

    // Wrong for the first 20 responses only: exactly those 20 fail, every later one is right.
    let count = 0;
    const early = (
      await startHttpTarget(servers, (_request, response) => {
        count++;
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(count <= CHECK_FIRST ? '{"id":"early"}' : '{"id":7,"name":"Rex"}');
      })
    ).url;
    const earlyResult = await runPets(early, { concurrentUsers: 1 });
    expect(earlyResult.requests.byCategory).toEqual({ conformance: CHECK_FIRST });
  });

  it('a flow step is checked against its own operation', async () => {
    const url = await serve('{"id":"seven","name":"Rex"}');
    const loadTest = await withContracts(
      loadTestOf(url, [{ endpoint: undefined, flow: [{ name: 'get a pet', endpoint: 'GET /pets/7' }] }]),
      await writeDocument(),
    );
    expect(loadTest.scenarios[0]!.flow![0]!.responseContract).toBeDefined();
    const result = onlyScenario(await runEngine(loadTest));
    const step = result.steps![0]!;
    expect(step.requests.byCategory).toEqual({ conformance: checkedOf(step.requests.total) });
    expect(step.samples?.[0]).toMatchObject({ category: 'conformance', check: expect.stringContaining('$.id') });
  });
});

describe('conformance of GraphQL answers', () => {
  /** Starts graphql-yoga with a look-up that finds nothing: `post(id:)` answers null. */
  async function startYoga(): Promise<string> {
    const yoga = createYoga({
      schema: createSchema({
        typeDefs: /* GraphQL */ `
          type Post {
            id: ID!
            title: String!
            summary: String
          }
          type Query {
            post(id: ID!): Post
            posts: [Post!]!
          }
        `,
        resolvers: {
          Query: {
            post: () => null,
            posts: () => [{ id: '1', title: 'First', summary: null }],
          },
        },
      }),
      graphqlEndpoint: '/graphql',
      logging: false,
    });
    const server = createServer((request, response) => void yoga(request, response));
    servers.push(server);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }

  async function runGraphql(url: string, query: string): Promise<ScenarioResult> {
    const sdl = join(await tempDir(), 'schema.graphql');
    await writeFile(
      sdl,
      'type Post { id: ID! title: String! summary: String }\ntype Query { post(id: ID!): Post posts: [Post!]! }\n',
    );
    const loadTest = await withContracts(loadTestOf(url, [{ endpoint: 'POST /graphql', graphql: { query } }]), sdl);
    expect(loadTest.scenarios[0]!.responseContract).toBeDefined();
    const results: RunResults = triageResults(await runEngine(loadTest), loadTest);
    expect(resultsSchemaErrors(results)).toEqual([]);
    return onlyScenario(results);
  }

  it('a look-up that answers {"data":{"post":null}} fails as conformance', async () => {
    const result = await runGraphql(await startYoga(), '{ post(id: "1") { id title } }');
    expectNonConforming(result, /^\$\.data\.post must be object \(type, at /);
    expect(result.samples![0]!.body).toBe('{"data":{"post":null}}');
  });

  it('a list with its non-null fields present passes; a nullable field may be null', async () => {
    const result = await runGraphql(await startYoga(), '{ posts { id title summary } }');
    expect(result.requests.failed).toBe(0);
  });

  it('a non-null field missing from the answer fails (a server that leaves it out)', async () => {
    const url = await serve('{"data":{"posts":[{"id":"1"}]}}');
    const result = await runGraphql(url, '{ posts { id title } }');
    expectNonConforming(
      result,
      "$.data.posts[0] must have required property 'title' (required, at #/properties/data/properties/posts/items/required)",
    );
  });
});

describe('where the contracts come from', () => {
  /** Writes a load test of `GET /pets/{id}` against `url`; returns its path in a fresh folder. */
  async function writeLoadTest(url: string, users = 1): Promise<{ dir: string; file: string }> {
    const dir = await tempDir();
    const file = join(dir, 'loadtool.yaml');
    await writeFile(
      file,
      stringify({
        version: 1,
        baseUrl: url,
        scenarios: [
          { name: 'pet', endpoint: 'GET /pets/{id}', params: { id: 7 }, concurrentUsers: users, duration: '1s' },
        ],
      }),
    );
    return { dir, file };
  }

  it('`loadtool run --schema` checks the responses; without it, it says once that they are not checked', async () => {
    const url = await serve('{"id":"seven","name":"Rex"}');
    const { dir, file } = await writeLoadTest(url);
    const schema = await writeDocument();
    const checked = await loadtool(['run', file, '--schema', schema, '--out', join(dir, 'checked')]);
    expect(checked.code).toBe(1);
    expect(checked.stdout + checked.stderr).toContain('conformance: the responses of 1 of 1 request are checked');
    const results = JSON.parse(await readFile(join(dir, 'checked', 'results.json'), 'utf8')) as RunResults;
    expect(Object.keys(onlyScenario(results).requests.byCategory)).toEqual(['conformance']);

    const unchecked = await loadtool(['run', file, '--out', join(dir, 'unchecked')]);
    expect(unchecked.code).toBe(0);
    const said = (unchecked.stdout + unchecked.stderr).split('\n').filter((line) => line.includes('conformance'));
    expect(said).toEqual([expect.stringContaining('responses are not checked against the API schema')]);
  });

  it('with `--workers 2`, the contract reaches each worker thread, and each checks its own first 20', async () => {
    const url = await serve('{"id":"seven","name":"Rex"}');
    const { dir, file } = await writeLoadTest(url, 2);
    const run = await loadtool(['run', file, '--schema', await writeDocument(), '--workers', '2', '--out', dir]);
    expect(run.code).toBe(1);
    const results = JSON.parse(await readFile(join(dir, 'results.json'), 'utf8')) as RunResults;
    const { byCategory } = onlyScenario(results).requests;
    expect(Object.keys(byCategory)).toEqual(['conformance']);
    expect(byCategory.conformance).toBeGreaterThanOrEqual(2 * CHECK_FIRST);
  });

  it('`loadtool gate` checks the responses against the schema of qa.config.json (committed load test)', async () => {
    const url = await serve('{"ok":true}');
    const root = await writeOkProject(await tempDir(), 'conformance', url, { reportDir: 'reports' });
    const ok = {
      get: {
        responses: {
          '200': {
            description: 'ok',
            content: {
              'application/json': {
                schema: { type: 'object', required: ['id'], properties: { id: { type: 'integer' } } },
              },
            },
          },
        },
      },
    };
    await writeFile(
      join(root, 'openapi.json'),
      JSON.stringify({ openapi: '3.0.3', info: { title: 'Ok', version: '1' }, paths: { '/ok': ok } }),
    );
    const out = join(root, 'reports');
    const gate = await loadtool(['gate', '--config', join(root, 'qa.config.json'), '--generate', 'never']);
    expect(gate.stdout + gate.stderr).toContain(
      'conformance: the responses of 1 of 1 request are checked against openapi.json',
    );
    expect(gate.code).toBe(1);
    const results = JSON.parse(await readFile(join(out, 'results.json'), 'utf8')) as RunResults;
    const scenario = onlyScenario(results);
    expect(Object.keys(scenario.requests.byCategory)).toEqual(['conformance']);
    expect(scenario.samples?.[0]?.check).toBe("$ must have required property 'id' (required, at #/required)");
  });

  it('`loadtool run --schema` with a schema that cannot be read is bad input (exit 2)', async () => {
    const { dir, file } = await writeLoadTest('http://127.0.0.1:9');
    const missing = await loadtool(['run', file, '--schema', join(dir, 'missing.yaml'), '--out', dir]);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain('missing.yaml');
  });
});
