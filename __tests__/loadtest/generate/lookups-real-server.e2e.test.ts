/**
 * A load test generated with an empty plan against PostGraphile 4 over PostgreSQL (UUID and serial keys, a unique
 * column, a join table): every look-up takes real values from the API, and no scenario passes while one of its
 * answers was null, as a proxy in front of the server counts them.
 */
import { describe, expect, it } from '@jest/globals';
import { runLoadTest } from '../../../src/engine/run-load-test.js';
import { generateLoadTest, scenarioBaseUrl } from '../../../src/loadtest/generate/generate.js';
import { parseLoadTest } from '../../../src/loadtest/validate.js';
import { resolveSources } from '../../../src/sources/resolve-sources.js';
import { readApiSchema } from '../../../src/schema/read-schema.js';
import { judgeRun } from '../../../src/verdict/judge-run.js';
import { startHttpTarget } from '../../helpers/engine-run.js';
import { createAppDatabase, startPostGraphile } from '../../helpers/postgraphile.js';
import { usePostgres } from '../../helpers/postgres.js';
import { useServers } from '../../helpers/servers.js';

const postgres = usePostgres();
const servers = useServers();

/** PostGraphile's look-ups of the app schema: by primary key, unique column, composite key, nodeId and Relay's node. */
const LOOKUPS = [
  'node',
  'commentById',
  'postTagByPostIdAndTagId',
  'postById',
  'tagById',
  'tagByName',
  'userById',
  'userByUsername',
  'comment',
  'postTag',
  'post',
  'tag',
  'user',
];

/** The operation name of a GraphQL document (`query PostById(…)`), or `(anonymous)`: how the proxy tells scenarios apart. */
function operationOf(document: string): string {
  return /^\s*query\s+([_A-Za-z][_0-9A-Za-z]*)/.exec(document)?.[1] ?? '(anonymous)';
}

/** Answers per operation name: all of them, and those whose root field was null (`{"data":{"post":null}}`). */
interface Counts {
  answers: number;
  nulls: number;
}

/**
 * Starts a proxy on 127.0.0.1 that forwards every request to `target` and counts, per GraphQL operation name, the
 * answers and those with a root field that is null.
 */
async function nullCountingProxy(target: string): Promise<{ origin: string; counts: Map<string, Counts> }> {
  const counts = new Map<string, Counts>();
  const { url } = await startHttpTarget(servers, (request, response, body) => {
    void (async () => {
      const upstream = await fetch(`${target}${request.url ?? '/'}`, {
        method: request.method ?? 'GET',
        headers: { 'content-type': request.headers['content-type'] ?? 'application/json' },
        ...(request.method === 'POST' && { body }),
      });
      const text = await upstream.text();
      let operation = '(not GraphQL)';
      try {
        operation = operationOf((JSON.parse(body) as { query?: string }).query ?? '');
      } catch {
        // Not a JSON request: counted under its own name.
      }
      const entry = counts.get(operation) ?? { answers: 0, nulls: 0 };
      entry.answers++;
      try {
        const data = (JSON.parse(text) as { data?: Record<string, unknown> | null }).data;
        if (data && Object.values(data).some((value) => value === null)) entry.nulls++;
      } catch {
        // Not JSON: not a null answer.
      }
      counts.set(operation, entry);
      response.writeHead(upstream.status, { 'content-type': upstream.headers.get('content-type') ?? 'text/plain' });
      response.end(text);
    })().catch((error: unknown) => {
      response.writeHead(502).end(String(error));
    });
  });
  return { origin: url, counts };
}

describe('look-ups against PostGraphile 4, generated with an empty plan', () => {
  it('every look-up takes real values, and no scenario passes while the server answered it null', async () => {
    const cluster = postgres();
    const database = await createAppDatabase(cluster, 'lookups');
    const server = await startPostGraphile(servers, cluster, database);
    const proxy = await nullCountingProxy(server.origin);

    // An empty plan: every query of the schema, read by introspection through the proxy.
    const api = await readApiSchema(`${proxy.origin}/graphql`, {
      baseDir: process.cwd(),
      baseUrl: proxy.origin,
      include: (_key, safe) => safe,
    });
    const generated = generateLoadTest({
      api,
      selected: api.operations.map((operation) => ({ operation })),
      planDefaults: { concurrentUsers: 2, duration: '1s' },
      thresholds: { p99LatencyMs: 5000, okRequestPercent: 99 },
      baseUrl: scenarioBaseUrl(proxy.origin, api),
      sources: ['postgraphile'],
    });
    const text = generated.render();
    const loadTest = parseLoadTest(text, 'loadtool.yaml');

    // Every look-up is recognised, each of its keys comes from the API, none is left with a comment.
    const byField = new Map(loadTest.scenarios.map((scenario) => [scenario.name, scenario]));
    for (const field of LOOKUPS) {
      const scenario = byField.get(field);
      expect({
        field,
        sourced: (scenario?.sources?.length ?? 0) > 0,
        check: scenario?.expectJson?.map(
          ({ path, expect: kind }) => `${path.split('.').slice(0, 3).join('.')}: ${kind}`,
        ),
      }).toEqual({ field, sourced: true, check: [`$.data.${field}: present`] });
    }
    expect(text).not.toMatch(/# no (query|list)/);
    expect(byField.get('postTagByPostIdAndTagId')?.sources?.map(({ name }) => name)).toEqual(['postId', 'tagId']);

    // The pre-flight as `run` does it: every source fetched once, through the proxy, then the measured run.
    const sources = await resolveSources(loadTest, { env: {} });
    expect(sources.failures).toEqual([]);
    const results = judgeRun(await runLoadTest(loadTest, { env: {}, sourceValues: sources.values }), loadTest);
    const outcomes = Object.fromEntries(results.scenarios.map((scenario) => [scenario.name, scenario.outcome]));
    const operations = new Map(
      loadTest.scenarios.map((scenario) => [scenario.name, operationOf(scenario.graphql!.query)]),
    );

    for (const field of LOOKUPS) {
      const counted = proxy.counts.get(operations.get(field)!);
      // Real values: the look-up was sent, and the server found every key it was sent.
      expect({ field, answered: (counted?.answers ?? 0) > 0, nulls: counted?.nulls }).toEqual({
        field,
        answered: true,
        nulls: 0,
      });
      expect({ field, outcome: outcomes[field] }).toEqual({ field, outcome: 'passed' });
    }
    // The promise itself, over every scenario: none passed while the proxy counted a null answer for it.
    const passedWithNulls = results.scenarios.filter(
      (scenario) => scenario.outcome === 'passed' && (proxy.counts.get(operations.get(scenario.name)!)?.nulls ?? 0) > 0,
    );
    expect(passedWithNulls.map(({ name }) => name)).toEqual([]);
  }, 180_000);
});
