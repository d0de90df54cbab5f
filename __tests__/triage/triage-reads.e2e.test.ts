// Triage that blamed the wrong party on reads (issue 26): a query parameter named like a credential holding an
// invented value, GraphQL errors by extensions.code and nested errors (Directus), quick answers with errors that are
// not an outage, and the pre-flight's hint for an Authorization value sent without its scheme.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from '@jest/globals';
import { CATEGORY } from '../../src/engine/error-category.js';
import { FailedSamples, SAMPLE_BODY_BYTES } from '../../src/engine/record/failed-samples.js';
import { firstGraphqlError, GRAPHQL_MESSAGE_CHARS, hasGraphqlErrors } from '../../src/engine/http/graphql-errors.js';
import type { FailedSample, ScenarioResult } from '../../src/results/types.js';
import { resolveSources } from '../../src/sources/resolve-sources.js';
import { triageResults } from '../../src/triage/triage.js';
import { loadTestOf, runEngine, startHttpTarget } from '../helpers/engine-run.js';
import { runResults, scenarioResult } from '../helpers/results.js';
import { useServers } from '../helpers/servers.js';

const FIXTURES = new URL('../fixtures/graphql-errors/', import.meta.url);

/** Returns a captured body as its server sends it: compact JSON (the fixture is pretty-printed). */
function captured(name: string): string {
  return JSON.stringify(JSON.parse(readFileSync(new URL(`${name}.json`, FIXTURES), 'utf8')));
}

/** Returns the sample the engine keeps of a GraphQL response with errors, through the functions a virtual user calls. */
function graphqlSample(status: number, body: string): FailedSample {
  const bytes = Buffer.from(body);
  expect(hasGraphqlErrors(bytes, bytes.length)).toBe(true);
  const samples = new FailedSamples();
  const text = bytes.toString('utf8', 0, Math.min(bytes.length, SAMPLE_BODY_BYTES));
  samples.add(status, CATEGORY.graphql, text, firstGraphqlError(bytes, bytes.length, true));
  return samples.samples[0]!;
}

const RESOLVER = 'a resolver failed on the server';
const HEADERS = { Authorization: 'Bearer ${API_TOKEN}' };

/** A failed GraphQL read whose every request got the fixture's answer, triaged beside a scenario that passed. */
function triageGraphqlRead(fixture: string, status: number, variables: Record<string, unknown>): ScenarioResult {
  const sample = graphqlSample(status, captured(fixture));
  const failed = scenarioResult({
    name: 'Collection by name',
    endpoint: 'POST /graphql',
    outcome: 'failed',
    requests: { total: 600, ok: 0, failed: 600, byCategory: { graphql: 600 }, byStatus: { [status]: 600 } },
    failedChecks: [{ check: 'ok-responses', message: 'not one of the 600 requests got an ok response' }],
    samples: [sample],
  });
  const passed = scenarioResult({ name: 'Collections', endpoint: 'POST /graphql' });
  const loadTest = loadTestOf('http://127.0.0.1:8055', [
    {
      name: 'Collection by name',
      endpoint: 'POST /graphql',
      headers: HEADERS,
      graphql: { query: 'query ($name: String!) { collections_by_name(name: $name) { collection } }', variables },
    },
    {
      name: 'Collections',
      endpoint: 'POST /graphql',
      headers: HEADERS,
      graphql: { query: '{ collections { collection } }' },
    },
  ]);
  return triageResults(runResults([failed, passed]), loadTest).scenarios[0]!;
}

describe('GraphQL errors on reads', () => {
  it('keeps the message nested in extensions.errors (Directus), whole up to 2,048 characters', () => {
    const sample = graphqlSample(200, captured('directus-graphql-validation'));
    expect(sample.graphqlMessage).toBe('Cannot query field "titel" on type "articles". Did you mean "title"?');
    expect(sample.graphqlCode).toBe('GRAPHQL_VALIDATION');
    const long = JSON.stringify({ errors: [{ message: `${'x'.repeat(1000)} ${'y'.repeat(3000)}` }] });
    expect(graphqlSample(200, long).graphqlMessage).toHaveLength(GRAPHQL_MESSAGE_CHARS);
    expect(GRAPHQL_MESSAGE_CHARS).toBe(2048);
  });

  it('takes the code of the error a wrapper nests over the wrapper’s own (Directus’s GRAPHQL_EXECUTION)', () => {
    const body = JSON.stringify({
      errors: [
        {
          message: 'GraphQL execution error.',
          extensions: {
            code: 'GRAPHQL_EXECUTION',
            errors: [{ message: 'No access', extensions: {}, code: 'FORBIDDEN' }],
          },
        },
      ],
    });
    expect(graphqlSample(200, body)).toMatchObject({ graphqlMessage: 'No access', graphqlCode: 'FORBIDDEN' });
  });

  it('Directus’s GRAPHQL_VALIDATION is the document, not a resolver that failed', () => {
    const triage = triageGraphqlRead('directus-graphql-validation', 400, { name: 'string' }).triage!;
    expect(triage.category).toBe('client-errors');
    expect(triage.evidence).toContain('Cannot query field "titel" on type "articles"');
    expect(triage.evidence).toContain('(GRAPHQL_VALIDATION)');
    expect(triage.nextStep).toContain('loadtool validate --schema');
    expect(triage.nextStep).not.toContain(RESOLVER);
  });

  it('a FORBIDDEN read whose credentials work elsewhere names its invented argument, not the credentials', () => {
    const triage = triageGraphqlRead('directus-forbidden', 200, { name: 'string' }).triage!;
    expect(triage.category).toBe('client-errors');
    expect(triage.evidence).toContain("You don't have permission to access this. (FORBIDDEN)");
    expect(triage.evidence).toContain('the same credentials got ok responses in 1 other scenario of this run');
    expect(triage.nextStep).toContain('graphql arguments are the likely cause, not the credentials');
    expect(triage.nextStep).toContain('(now name = "string")');
    expect(triage.nextStep).not.toContain(RESOLVER);
    expect(triage.nextStep).not.toContain('API_TOKEN');
  });
});

describe('credentials on reads', () => {
  const servers = useServers();

  it('a query parameter named token with a literal value is not a credential', async () => {
    const target = await startHttpTarget(servers, (request, response) => {
      const url = new URL(request.url!, 'http://localhost');
      const status = request.headers.authorization !== 'Bearer secret' ? 401 : url.pathname === '/search' ? 401 : 200;
      response.writeHead(status, { 'content-type': 'application/json' }).end(status === 200 ? '[]' : '{"error":"no"}');
    });
    const loadTest = loadTestOf(
      target.url,
      [
        { name: 'Items', endpoint: 'GET /items' },
        { name: 'Search', endpoint: 'GET /search', query: { token: 'string' } },
      ],
      { defaults: { headers: HEADERS } },
    );
    const results = triageResults(await runEngine(loadTest, { env: { API_TOKEN: 'secret' } }), loadTest);
    const search = results.scenarios.find(({ name }) => name === 'Search')!;
    expect(search.requests.byStatus['401']).toBeGreaterThan(0);
    expect(search.triage!.evidence).toContain('the same credentials got ok responses in 1 other scenario');
    expect(search.triage!.nextStep).toContain('the query is the likely cause, not the credentials');
    expect(search.triage!.nextStep).toContain('token = "string"');
    expect(search.triage!.nextStep).not.toContain('API_TOKEN');
  });

  it('a query parameter whose value comes from a ${VARIABLE} is still a credential', async () => {
    const target = await startHttpTarget(servers, (_request, response) => {
      response.writeHead(401, { 'content-type': 'application/json' }).end('{"error":"bad key"}');
    });
    const loadTest = loadTestOf(target.url, [
      { name: 'Search', endpoint: 'GET /search', query: { api_key: '${API_KEY}' } },
    ]);
    const results = triageResults(await runEngine(loadTest, { env: { API_KEY: 'k' } }), loadTest);
    expect(results.scenarios[0]!.triage!.nextStep).toContain(
      'the credentials in API_KEY (the api_key query parameter)',
    );
  });
});

describe('availability', () => {
  const servers = useServers();

  it('quick answers with GraphQL errors are not "the service stopped answering"', async () => {
    let firstAt: number | undefined;
    const target = await startHttpTarget(servers, (_request, response) => {
      firstAt ??= Date.now();
      const ok = Date.now() - firstAt < 1000;
      response
        .writeHead(200, { 'content-type': 'application/json' })
        .end(ok ? '{"data":{"post":{"id":"1"}}}' : captured('directus-forbidden'));
    });
    const loadTest = loadTestOf(target.url, [
      {
        name: 'Post',
        endpoint: 'POST /graphql',
        duration: '4s',
        graphql: { query: '{ post(id: "1") { id } }' },
        thresholds: { errorRate: '1%' },
      },
    ]);
    const [scenario] = triageResults(await runEngine(loadTest), loadTest).scenarios;
    // Seconds with no ok response, each request answered: not an outage, and the triage is about the answers.
    expect(scenario!.outcome).toBe('failed');
    expect(scenario!.failedChecks?.map(({ check }) => check) ?? []).not.toContain('availability');
    expect(scenario!.triage!.category).not.toBe('unavailable');
    expect(scenario!.triage!.evidence).not.toContain('stopped answering');
    expect(scenario!.triage!.evidence).toContain('(FORBIDDEN)');
  });
});

describe('pre-flight: an Authorization value without its scheme', () => {
  const servers = useServers();

  /** A server that lists items only for `Bearer <token>`, and refuses anything else with `status`. */
  async function listing(status: number) {
    return startHttpTarget(servers, (request, response) => {
      const ok = request.headers.authorization === 'Bearer s3cret-value';
      response.writeHead(ok ? 200 : status, { 'content-type': 'application/json' }).end(ok ? '[{"id":1}]' : '{}');
    });
  }

  const scenarios = (authorization: string) => [
    {
      name: 'Item',
      endpoint: 'GET /items/{id}',
      headers: { Authorization: authorization },
      params: { id: { from: 'GET /items', pick: '$[*].id' } },
    },
  ];

  it.each([401, 403])(
    'names the missing Bearer prefix of a bare token refused with %i, never the value',
    async (status) => {
      const target = await listing(status);
      const loadTest = loadTestOf(target.url, scenarios('${API_KEY}'));
      const { failures } = await resolveSources(loadTest, { env: { API_KEY: 's3cret-value' } });
      expect(failures).toHaveLength(1);
      expect(failures[0]).toMatchObject({ status, value: 'params.id' });
      expect(failures[0]!.message).toContain('sent as a bare token');
      expect(failures[0]!.message).toContain('write "Bearer " before it');
      expect(failures[0]!.message).not.toContain('s3cret-value');
    },
  );

  it('says nothing of a prefix when the value has a scheme, and marks an empty list and an unbuilt request', async () => {
    const target = await listing(403);
    const refused = await resolveSources(loadTestOf(target.url, scenarios('Bearer ${API_KEY}')), {
      env: { API_KEY: 'wrong' },
    });
    expect(refused.failures[0]).toMatchObject({ status: 403 });
    expect(refused.failures[0]!.message).not.toContain('bare token');

    const empty = await startHttpTarget(servers, (_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json' }).end('[]');
    });
    const none = await resolveSources(loadTestOf(empty.url, scenarios('Bearer x')), { env: {} });
    expect(none.failures[0]).toMatchObject({ status: 200, empty: true });

    const unset = await resolveSources(loadTestOf(empty.url, scenarios('Bearer ${UNSET_TOKEN}')), { env: {} });
    expect(unset.failures[0]!.notSent).toContain('UNSET_TOKEN');
    expect(unset.failures[0]!.status).toBeUndefined();
  });
});
