import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from '@jest/globals';
import { createSchema, createYoga } from 'graphql-yoga';
import { buildRequest } from '../../../src/engine/http/build-request.js';
import { hasGraphqlErrors } from '../../../src/engine/http/graphql-errors.js';
import { decodeHistogram } from '../../../src/engine/record/latency-histogram.js';
import type { ScenarioResult } from '../../../src/results/types.js';
import {
  expectAccounted,
  loadTestOf,
  onlyScenario,
  runEngine,
  startHttpTarget,
  type HttpTarget,
} from '../../helpers/engine-run.js';
import { useServers } from '../../helpers/servers.js';

const servers = useServers();

/** Starts a real GraphQL server (graphql-yoga) at /graphql; it keeps the head of every request it received. */
async function startYoga(): Promise<HttpTarget> {
  const yoga = createYoga({
    schema: createSchema({
      typeDefs: /* GraphQL */ `
        type Report {
          errors: [String!]!
          total: Int!
        }
        type Query {
          hello: String!
          broken: String
          report: Report!
        }
      `,
      resolvers: {
        Query: {
          hello: () => 'world',
          broken: () => {
            throw new Error('the resolver crashed');
          },
          report: () => ({ errors: ['not an error: a field named errors'], total: 1 }),
        },
      },
    }),
    graphqlEndpoint: '/graphql',
    logging: false,
    // The server's own messages, as a development server sends them, so that the samples can be checked.
    maskedErrors: false,
  });
  const received: HttpTarget['received'] = [];
  const server = createServer((request, response) => {
    received.push(request.headers);
    void yoga(request, response);
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, received };
}

/** Starts a server that answers every request with `status` and `body` as JSON. */
function startJson(body: string, status = 200): Promise<HttpTarget> {
  return startHttpTarget(servers, (_request, response) => {
    response.writeHead(status, { 'content-type': 'application/json' }).end(body);
  });
}

const BOOM = '{"data":null,"errors":[{"message":"boom"}]}';

const graphqlScenario = (query: string, extra: Record<string, unknown> = {}) => ({
  endpoint: 'POST /graphql',
  graphql: { query },
  ...extra,
});

async function runGraphql(url: string, query: string, extra: Record<string, unknown> = {}): Promise<ScenarioResult> {
  const scenario = onlyScenario(await runEngine(loadTestOf(url, [graphqlScenario(query, extra)])));
  expectAccounted(scenario);
  expect(scenario.requests.total).toBeGreaterThan(0);
  return scenario;
}

/** Checks that every request of the scenario failed as `graphql`, each a whole response with its latency. */
function expectAllGraphql(scenario: ScenarioResult): void {
  const { requests } = scenario;
  expect(requests.ok).toBe(0);
  expect(requests.byCategory).toEqual({ graphql: requests.total });
  expect(decodeHistogram(scenario.histogram).totalCount).toBe(requests.total);
}

describe('GraphQL errors against a real GraphQL server', () => {
  it('fails every request that queries an unknown field as graphql, and keeps the server message', async () => {
    const yoga = await startYoga();
    const scenario = await runGraphql(yoga.url, '{ helo }');
    expectAllGraphql(scenario);
    // graphql-yoga answers 400 to an invalid document when the client accepts application/graphql-response+json.
    expect(Object.keys(scenario.requests.byStatus)).toEqual(['400']);
    // The first two responses of the kind, each with the start of its body, the server's message and its code.
    const sample = {
      status: 400,
      category: 'graphql',
      body: expect.stringContaining('"errors"'),
      graphqlMessage: expect.stringContaining('Cannot query field "helo" on type "Query"'),
      graphqlCode: 'GRAPHQL_VALIDATION_FAILED',
    };
    expect(scenario.samples).toEqual([sample, sample]);
  });

  it('fails a resolver that throws as graphql', async () => {
    const yoga = await startYoga();
    const scenario = await runGraphql(yoga.url, '{ broken }');
    expectAllGraphql(scenario);
    expect(scenario.requests.byStatus).toEqual({ '200': scenario.requests.total });
    const sample = expect.objectContaining({
      status: 200,
      category: 'graphql',
      graphqlMessage: 'the resolver crashed',
    });
    expect(scenario.samples).toEqual([sample, sample]);
  });

  it('counts a valid query as ok, also when its data holds a field named errors', async () => {
    const yoga = await startYoga();
    for (const query of ['{ hello }', '{ report { errors total } }']) {
      const scenario = await runGraphql(yoga.url, query);
      expect(scenario.requests.ok).toBe(scenario.requests.total);
      expect(scenario.samples).toEqual([]);
    }
  });

  it('sends Accept: application/graphql-response+json, application/json unless the scenario sets its own', async () => {
    const yoga = await startYoga();
    await runGraphql(yoga.url, '{ hello }');
    expect(yoga.received[0]!.accept).toBe('application/graphql-response+json, application/json');
    const own = await startYoga();
    await runGraphql(own.url, '{ hello }', { headers: { Accept: 'application/json' } });
    expect(own.received[0]!.accept).toBe('application/json');
  });
});

describe('GraphQL errors in hand-written responses', () => {
  it('fails a 200 whose body carries errors as graphql', async () => {
    const server = await startJson(BOOM);
    const scenario = await runGraphql(server.url, '{ hello }');
    expectAllGraphql(scenario);
    const sample = { status: 200, category: 'graphql', body: BOOM, graphqlMessage: 'boom' };
    expect(scenario.samples).toEqual([sample, sample]);
  });

  it('fails a 400 whose body carries errors as graphql, not http4xx', async () => {
    const server = await startJson(
      '{"errors":[{"message":"Variable \\"$id\\" of required type \\"ID!\\" was not provided."}]}',
      400,
    );
    const scenario = await runGraphql(server.url, 'query ($id: ID!) { pet(id: $id) { name } }');
    expectAllGraphql(scenario);
    expect(scenario.requests.byStatus).toEqual({ '400': scenario.requests.total });
    expect(scenario.samples![0]!.graphqlMessage).toBe('Variable "$id" of required type "ID!" was not provided.');
  });

  it.each([
    { what: 'an empty errors array', body: '{"errors":[],"data":{"hello":"world"}}' },
    { what: 'errors: null', body: '{"errors":null,"data":{"hello":"world"}}' },
    { what: 'a nested errors key', body: '{"data":{"a":{"errors":[{"message":"x"}]},"b":"\\"errors\\":[1]"}}' },
    { what: 'an errors key inside a string', body: '{"data":{"text":"{\\"errors\\":[{\\"message\\":\\"x\\"}]}"}}' },
  ])('counts a response with $what as ok', async ({ body }) => {
    const server = await startJson(body);
    const scenario = await runGraphql(server.url, '{ hello }');
    expect(scenario.requests.ok).toBe(scenario.requests.total);
  });

  it('keeps a non-GraphQL failure in its HTTP category', async () => {
    const server = await startJson('<html>bad gateway</html>', 502);
    const scenario = await runGraphql(server.url, '{ hello }');
    expect(scenario.requests.byCategory).toEqual({ http5xx: scenario.requests.total });
  });

  it('decides from the start of a body longer than what is kept', async () => {
    const big = JSON.stringify({ hello: 'x'.repeat(200_000) });
    const failing = await startJson(`{"errors":[{"message":"too big"}],"data":${big}}`);
    const scenario = await runGraphql(failing.url, '{ hello }');
    expectAllGraphql(scenario);
    expect(scenario.samples![0]!.graphqlMessage).toBe('too big');
    expect(Buffer.byteLength(scenario.samples![0]!.body)).toBeLessThanOrEqual(300);

    const passing = await startJson(`{"data":${big}}`);
    const ok = await runGraphql(passing.url, '{ hello }');
    expect(ok.requests.ok).toBe(ok.requests.total);
  });

  it('truncates the message to 2,048 characters', async () => {
    const server = await startJson(JSON.stringify({ errors: [{ message: 'm'.repeat(5000) }] }));
    const scenario = await runGraphql(server.url, '{ hello }');
    expect(scenario.samples![0]!.graphqlMessage).toBe('m'.repeat(2048));
  });

  it('leaves a scenario without graphql alone: its 200 with errors is ok', async () => {
    const server = await startJson('{"errors":[{"message":"boom"}]}');
    const scenario = onlyScenario(await runEngine(loadTestOf(server.url, [{}])));
    expect(scenario.requests.ok).toBe(scenario.requests.total);
  });
});

describe('buildRequest for GraphQL', () => {
  const scenarioOf = (headers?: Record<string, string>) =>
    loadTestOf('http://127.0.0.1:3000', [graphqlScenario('{ hello }', headers ? { headers } : {})]).scenarios[0]!;

  it('accepts the GraphQL-over-HTTP media type first, then JSON', () => {
    expect(buildRequest('http://127.0.0.1:3000', scenarioOf(), {}).headers.accept).toBe(
      'application/graphql-response+json, application/json',
    );
  });

  it('keeps an Accept header the scenario sets, whatever its case', () => {
    expect(buildRequest('http://127.0.0.1:3000', scenarioOf({ ACCEPT: 'text/plain' }), {}).headers.accept).toBe(
      'text/plain',
    );
  });
});

describe('hasGraphqlErrors', () => {
  const cases: Array<{ what: string; body: string; expected: boolean }> = [
    { what: 'errors first', body: '{"errors":[{"message":"x"}],"data":null}', expected: true },
    { what: 'errors after data', body: '{"data":{"a":[1,{"b":"}"}]},"errors":[{"message":"x"}]}', expected: true },
    { what: 'whitespace around', body: ' \n{ "errors" : [ {"message":"x"} ] }', expected: true },
    { what: 'a prefix that ends inside the first error', body: '{"errors":[{"mess', expected: true },
    { what: 'an empty array', body: '{"errors":[]}', expected: false },
    { what: 'an empty array with whitespace', body: '{"errors":[ \n ]}', expected: false },
    { what: 'null', body: '{"errors":null}', expected: false },
    { what: 'a nested key', body: '{"data":{"errors":[1]}}', expected: false },
    { what: 'a key in an array', body: '{"data":[{"errors":[1]}]}', expected: false },
    { what: 'a value, not a key', body: '{"data":"errors","x":["errors"]}', expected: false },
    { what: 'escaped quotes in a string', body: '{"data":{"t":"a\\"},\\"errors\\":[1]"}}', expected: false },
    { what: 'a backslash before the closing quote', body: '{"t":"a\\\\","errors":[1]}', expected: true },
    { what: 'a top-level array', body: '[{"errors":[{"message":"x"}]}]', expected: false },
    { what: 'a key after the top-level object', body: '{"data":1}{"errors":[1]}', expected: false },
    { what: 'HTML', body: '<html>"errors":[1]</html>', expected: false },
    { what: 'an empty body', body: '', expected: false },
  ];
  it.each(cases)('$what: $expected', ({ body, expected }) => {
    // Stale bytes after the length must not count: the buffer is reused from response to response.
    const buffer = Buffer.from(`${body}"errors":[1]}`);
    expect(hasGraphqlErrors(buffer, Buffer.byteLength(body))).toBe(expected);
  });
});
