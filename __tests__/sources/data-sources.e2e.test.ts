import { randomUUID } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { stringify } from 'yaml';
import { maskerOf } from '../../src/masker.js';
import { runStage } from '../../src/pipeline/stages/run-stage.js';
import type { PipelineReporter } from '../../src/pipeline/reporter.js';
import type { RunResults } from '../../src/results/types.js';
import { renderSummary } from '../../src/report/markdown.js';
import { loadtool } from '../helpers/cli.js';
import { expectAccounted, loadTestOf, startHttpTarget } from '../helpers/engine-run.js';
import { useServers } from '../helpers/servers.js';
import { useTempDirs } from '../helpers/temp-dir.js';

const servers = useServers();
const tempDir = useTempDirs();

const SECRET = 'Bearer sekret-token-123';

const info: string[] = [];
const reporter: PipelineReporter = {
  info: (message) => info.push(message),
  warning: () => undefined,
  group: () => undefined,
  secret: () => undefined,
  progress: () => undefined,
  progressDone: () => undefined,
};

/**
 * An API whose ids are random UUIDs: `GET /items` lists them, every other route answers 404 (or a GraphQL null with
 * `errors`) for an id it does not know, and counts the ids it was asked for.
 */
async function startItemsApi() {
  const ids: string[] = Array.from({ length: 5 }, () => randomUUID());
  const known = new Set<string>(ids);
  const hits = new Map<string, number>();
  const sourceHits: string[] = [];
  const asked = (id: unknown) => {
    const key = String(id);
    hits.set(key, (hits.get(key) ?? 0) + 1);
    return known.has(key);
  };
  const target = await startHttpTarget(servers, (request, response, body) => {
    const url = new URL(request.url!, 'http://localhost');
    const json = (status: number, value: unknown) =>
      response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(value));
    if (url.pathname === '/items') {
      sourceHits.push(`${request.method} ${request.headers.authorization ?? ''}`);
      return json(200, { data: ids.map((id, index) => ({ id, rank: index, tags: [id], gone: null })) });
    }
    if (url.pathname === '/empty') return json(200, { data: [] });
    if (url.pathname === '/broken')
      return json(500, { error: `boom, your header was ${request.headers.authorization}` });
    if (url.pathname === '/html') return response.writeHead(200).end('<html>not json</html>');
    if (url.pathname === '/deep') return response.writeHead(200).end(`${'['.repeat(100_000)}${']'.repeat(100_000)}`);
    const item = /^\/items\/([^/]+)$/.exec(url.pathname);
    if (item) return json(asked(decodeURIComponent(item[1]!)) ? 200 : 404, {});
    if (url.pathname === '/search') return json(asked(url.searchParams.get('id')) ? 200 : 404, {});
    if (url.pathname === '/by-header') return json(asked(request.headers['x-item-id']) ? 200 : 404, {});
    if (url.pathname === '/orders') {
      const order = JSON.parse(body) as { itemId?: unknown; quantity?: unknown };
      return json(asked(order.itemId) && order.quantity === 2 ? 201 : 404, {});
    }
    if (url.pathname === '/graphql') {
      const { query, variables } = JSON.parse(body) as { query: string; variables?: { id?: unknown } };
      if (/^\s*\{\s*items/.test(query)) {
        sourceHits.push(`POST ${String(request.headers.accept)}`);
        return json(200, { data: { items: ids.map((id) => ({ id })) } });
      }
      if (asked(variables?.id)) return json(200, { data: { item: { id: variables?.id } } });
      return json(200, { data: { item: null }, errors: [{ message: 'not found' }] });
    }
    return json(404, {});
  });
  return { url: target.url, ids, hits, sourceHits };
}

const run = (baseUrl: string, scenarios: Array<Record<string, unknown>>, extra: object = {}) =>
  runStage(loadTestOf(baseUrl, scenarios, extra), 'loadtool.yaml', reporter, {
    env: { TOKEN: SECRET },
    mask: maskerOf([SECRET]),
  });

const ITEMS = { from: 'GET /items', pick: '$.data[*].id' };

describe('data from the API itself', () => {
  it('gives a path parameter the ids the API lists, in turn, and does not measure the source request', async () => {
    const api = await startItemsApi();
    const results = await run(api.url, [
      { name: 'Get item', endpoint: 'GET /items/{id}', concurrentUsers: 2, params: { id: ITEMS } },
      { name: 'Get item again', endpoint: 'GET /items/{id}', params: { id: ITEMS } },
    ]);

    for (const scenario of results.scenarios) {
      expectAccounted(scenario);
      expect(scenario.requests.total).toBeGreaterThan(5);
      expect(scenario.requests.ok).toBe(scenario.requests.total);
      expect(scenario.requests.byStatus['404']).toBeUndefined();
    }
    // Request k takes value k mod n: with more requests than ids, every id was asked for.
    expect([...api.hits.keys()].sort()).toEqual([...api.ids].sort());
    // One source request, shared by both scenarios, sent with the scenarios' headers, outside every count.
    expect(api.sourceHits).toEqual(['GET ']);
    expect(results.sources).toEqual([
      expect.objectContaining({
        request: 'GET /items',
        pick: '$.data[*].id',
        status: 200,
        values: 5,
        scenarios: ['Get item', 'Get item again'],
      }),
    ]);
    expect(results.sources![0]!.ms).toBeGreaterThanOrEqual(0);
    expect(renderSummary(results, { loadTestFile: 'loadtool.yaml' })).toContain(
      'Pre-flight: GET /items → 200, 5 values',
    );
  });

  it('keeps only strings, numbers and booleans of the matches', async () => {
    const api = await startItemsApi();
    const results = await run(api.url, [
      { endpoint: 'GET /items/{id}', params: { id: { from: 'GET /items', pick: '$.data[*].*' } } },
    ]);
    // id and rank of each item: the tags (arrays) and the nulls are skipped.
    expect(results.sources![0]!.values).toBe(10);
  });

  it('fills query parameters, headers, body properties and GraphQL variables', async () => {
    const api = await startItemsApi();
    const results = await run(
      api.url,
      [
        { name: 'query', endpoint: 'GET /search', query: { id: ITEMS } },
        { name: 'header', endpoint: 'GET /by-header', headers: { 'X-Item-Id': ITEMS } },
        { name: 'body', endpoint: 'POST /orders', body: { itemId: ITEMS, quantity: 2 } },
        {
          name: 'graphql',
          endpoint: 'POST /graphql',
          graphql: {
            query: 'query Item($id: ID!) { item(id: $id) { id } }',
            variables: {
              id: { from: 'POST /graphql', graphql: { query: '{ items { id } }' }, pick: '$.data.items[*].id' },
            },
          },
        },
      ],
      { defaults: { headers: { Authorization: '${TOKEN}' } } },
    );

    for (const scenario of results.scenarios) {
      expect({ name: scenario.name, ok: scenario.requests.ok }).toEqual({
        name: scenario.name,
        ok: scenario.requests.total,
      });
      expect(scenario.requests.total).toBeGreaterThan(0);
    }
    expect(new Set(api.hits.keys())).toEqual(new Set(api.ids));
    // The scenarios' credentials went with the source request; the GraphQL one accepts GraphQL's media type.
    expect(api.sourceHits).toContain(`GET ${SECRET}`);
    expect(api.sourceHits).toContain('POST application/graphql-response+json, application/json');
    expect(results.sources!.map((source) => source.request).sort()).toEqual(['GET /items', 'POST /graphql']);
  });

  it('errors each scenario whose source fails or yields nothing, with what came back, masked, sending nothing', async () => {
    const api = await startItemsApi();
    // Until issue 26, one failed source stopped the whole run (CannotRunError); now it errors only its scenario.
    const results = await run(
      api.url,
      [
        { name: 'Broken', endpoint: 'GET /items/{id}', params: { id: { from: 'GET /broken', pick: '$.id' } } },
        { name: 'Empty', endpoint: 'GET /search', query: { id: { from: 'GET /empty', pick: '$.data[*].id' } } },
        { name: 'Html', endpoint: 'GET /search', query: { id: { from: 'GET /html', pick: '$.id' } } },
        { name: 'Deep', endpoint: 'GET /search', query: { id: { from: 'GET /deep', pick: '$..id' } } },
      ],
      { defaults: { headers: { Authorization: '${TOKEN}' } } },
    );

    expect(results.outcome).toBe('errored');
    const errors = Object.fromEntries(results.scenarios.map((s) => [s.name, `${s.outcome}: ${s.error ?? ''}`]));
    expect(errors.Broken).toMatch(/^errored: .*GET \/broken.*500.*boom, your header was \*\*\*/);
    expect(errors.Empty).toMatch(
      /^errored: .*GET \/empty.*200.*\$\.data\[\*\]\.id matched no string, number or boolean/,
    );
    expect(errors.Html).toMatch(/^errored: .*GET \/html.*not JSON.*<html>not json<\/html>/);
    expect(errors.Deep).toMatch(/^errored: .*GET \/deep.*nested more than/);
    expect(JSON.stringify(results)).not.toContain('sekret');
    expect(info.join('\n')).not.toContain('sekret');
    expect(api.hits.size).toBe(0);
  });

  it('exits with 3 from `loadtool run` when a source fails, sending nothing for its scenario', async () => {
    const api = await startItemsApi();
    const dir = await tempDir();
    const file = join(dir, 'loadtool.yaml');
    const scenario = {
      name: 'Get item',
      endpoint: 'GET /items/{id}',
      concurrentUsers: 1,
      duration: '1s',
      params: { id: { from: 'GET /broken', pick: '$.data[*].id' } },
    };
    await writeFile(file, stringify({ version: 1, baseUrl: api.url, scenarios: [scenario] }));

    const { code, stderr } = await loadtool(['run', file, '--out', dir]);

    expect(code).toBe(3);
    expect(stderr).toMatch(/Get item.*GET \/broken.*500/);
    expect(api.hits.size).toBe(0);
  });

  it('writes the sources into results.json', async () => {
    const api = await startItemsApi();
    const dir = await tempDir();
    const file = join(dir, 'loadtool.yaml');
    const scenario = { name: 'Get', endpoint: 'GET /items/{id}', concurrentUsers: 1, duration: '1s' };
    await writeFile(
      file,
      stringify({ version: 1, baseUrl: api.url, scenarios: [{ ...scenario, params: { id: ITEMS } }] }),
    );

    const { code, stderr } = await loadtool(['run', file, '--out', dir]);

    expect(code).toBe(0);
    expect(stderr).toContain('Pre-flight: GET /items → 200, 5 values, ');
    const results = JSON.parse(await readFile(join(dir, 'results.json'), 'utf8')) as RunResults;
    expect(results.sources).toEqual([expect.objectContaining({ request: 'GET /items', status: 200, values: 5 })]);
  });

  it('fetches only the sources of the scenarios that run (`--scenario`)', async () => {
    const api = await startItemsApi();
    const dir = await tempDir();
    const file = join(dir, 'loadtool.yaml');
    const scenario = { endpoint: 'GET /items/{id}', concurrentUsers: 1, duration: '1s' };
    const scenarios = [
      { ...scenario, name: 'Good', params: { id: ITEMS } },
      { ...scenario, name: 'Broken', params: { id: { from: 'GET /broken', pick: '$.id' } } },
    ];
    await writeFile(file, stringify({ version: 1, baseUrl: api.url, scenarios }));

    const { code, stderr } = await loadtool(['run', file, '--out', dir, '--scenario', 'Good']);

    expect(code).toBe(0);
    expect(stderr).not.toContain('/broken');
    expect(api.sourceHits).toEqual(['GET ']);
  });
});
