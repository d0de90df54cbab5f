import { copyFile, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { request } from 'undici';
import { buildRequest } from '../../../src/engine/http/build-request.js';
import { parseLoadTest } from '../../../src/loadtest/validate.js';
import { ROOT } from '../../helpers/bundle.js';
import { loadtool } from '../../helpers/cli.js';
import { useTempDirs } from '../../helpers/temp-dir.js';
import { runInTerminal } from '../../helpers/terminal.js';
import { startValidatingApi } from '../../helpers/validating-api.js';

const tempDir = useTempDirs();
const SHOP = join(ROOT, '__tests__/fixtures/shop.openapi.yaml');
const FIXTURES = join(ROOT, '__tests__', 'fixtures', 'openapi');
const GITHUB_REST = join(ROOT, 'node_modules/@octokit/openapi/generated/api.github.com.json');
const GITHUB_GRAPHQL = join(ROOT, 'node_modules/@octokit/graphql-schema');

/** A project folder with qa.config.json (performance enabled) and, when given, the schema and the plan. */
async function project(options: { schema?: string; plan?: string; baseUrl?: string }) {
  const dir = await tempDir();
  const config = {
    project: { name: 'shop' },
    domains: {
      ui: { enabled: false },
      api: { enabled: true, baseUrl: options.baseUrl ?? 'http://127.0.0.1:3000', schemaPath: './openapi.yaml' },
      accessibility: { enabled: false },
      performance: {
        enabled: true,
        schemaUrl: './openapi.yaml',
        thresholds: { p99LatencyMs: 800, okRequestPercent: 99.5 },
      },
    },
  };
  await writeFile(join(dir, 'qa.config.json'), JSON.stringify(config, null, 2));
  if (options.schema) await copyFile(options.schema, join(dir, 'openapi.yaml'));
  if (options.plan !== undefined) await writeFile(join(dir, 'qa-plan.md'), options.plan);
  const output = join(dir, 'load-tests', 'loadtool.yaml');
  const generate = (...args: string[]) =>
    loadtool(['generate', '--config', join(dir, 'qa.config.json'), '-o', output, ...args]);
  return { dir, output, generate, yaml: () => readFile(output, 'utf8') };
}

const SHOP_PLAN = `# QA plan

## Performance

| endpoint | users | notes |
|---|---|---|
| GET /products | 20 | p95 < 200ms |
| POST /products | 5 | |
| GET /products/{id} | | |
| PUT /products/{id} | | |
| DELETE /products/{id} | | |
| GET /products/{id}/reviews | | |
| GET /search | | |
| GET /cart | | |
| POST /orders | | errors < 0.5% |

Duration: 1m
`;

describe('generated scenarios run unchanged against the API they were generated from', () => {
  const token = 'test-token-123';
  let api: Awaited<ReturnType<typeof startValidatingApi>>;
  beforeAll(async () => {
    api = await startValidatingApi(await readFile(SHOP, 'utf8'), token);
  });
  afterAll(() => api.close());

  it('every scenario of the shop API gets a 2xx from a server that rejects malformed requests', async () => {
    const shop = await project({ schema: SHOP, plan: SHOP_PLAN, baseUrl: api.url });
    const { code, stderr } = await shop.generate();
    // The shop's create answers neither a Location nor the new product: its change and delete would have to act on
    // real products, so they are not generated (docs/real-data-and-flows.md#writes).
    expect(stderr.split('\n').filter(Boolean)).toEqual(
      ['PUT', 'DELETE'].map(
        (method) =>
          `note: not generated: ${method} /products/{productId}: POST /products does not say where the new record's productId is in its answer (a Location header, or a body property productId or id), so it would change records the test did not create; a plan line "Writes: existing" allows writes to existing data`,
      ),
    );
    expect(code).toBe(0);
    const loadTest = parseLoadTest(await shop.yaml(), 'loadtool.yaml');
    expect(loadTest.baseUrl).toBe(`${api.url}/v1`);
    expect(loadTest.scenarios).toHaveLength(7);

    const statuses: Record<string, number> = {};
    for (const scenario of loadTest.scenarios) {
      const built = buildRequest(loadTest.baseUrl, scenario, { API_TOKEN: token });
      const response = await request(`${built.origin}${built.path}`, {
        method: built.method as 'GET',
        headers: built.headers,
        body: built.body,
      });
      await response.body.dump();
      statuses[scenario.endpoint] = response.statusCode;
    }
    expect(api.rejections).toEqual([]);
    expect(Object.values(statuses).every((status) => status >= 200 && status < 300)).toBe(true);
    expect(api.received()).toBe(7);
  });

  it('the same server does reject a malformed request (the check above can fail)', async () => {
    const response = await request(`${api.url}/v1/products?category=toys`, {
      headers: { authorization: `Bearer ${token}` },
    });
    await response.body.dump();
    expect(response.statusCode).toBe(400);
    expect(api.rejections.at(-1)?.reason).toContain('category');
  });
});

describe('loadtool generate', () => {
  it('takes each number from the strongest source: plan line, x-perf, plan defaults, config, built-in', async () => {
    const shop = await project({ schema: SHOP, plan: SHOP_PLAN });
    expect((await shop.generate()).code).toBe(0);
    const { scenarios } = parseLoadTest(await shop.yaml(), 'loadtool.yaml');
    const summary = Object.fromEntries(
      scenarios.map((s) => [
        s.endpoint,
        [s.concurrentUsers, s.durationSeconds, Object.fromEntries(s.thresholds.map((t) => [t.key, t.text]))],
      ]),
    );
    expect(summary['GET /products']).toEqual([20, 60, { p95: '200ms', p99: '800ms', okRate: '99.5%' }]);
    expect(summary['POST /products']).toEqual([5, 60, { p99: '800ms', okRate: '99.5%' }]);
    expect(summary['GET /cart']).toEqual([10, 60, { p99: '800ms', okRate: '99.5%' }]);
    expect(summary['POST /orders']).toEqual([10, 60, { p99: '800ms', errorRate: '0.5%', okRate: '99.5%' }]);
  });

  it('an operation whose x-perf is not overridden by its plan line keeps it', async () => {
    const shop = await project({ schema: SHOP, plan: '## Performance\n\n- GET /products\n' });
    expect((await shop.generate()).code).toBe(0);
    const [scenario] = parseLoadTest(await shop.yaml(), 'loadtool.yaml').scenarios;
    expect([scenario!.concurrentUsers, scenario!.thresholds.map((t) => t.text)]).toEqual([
      4,
      ['250ms', '800ms', '99.5%'],
    ]);
  });

  it('writes the same bytes twice, starting with the yaml-language-server schema comment', async () => {
    const shop = await project({ schema: SHOP, plan: SHOP_PLAN });
    await shop.generate();
    const first = await shop.yaml();
    await shop.generate();
    expect(await shop.yaml()).toBe(first);
    expect(first).toMatch(
      /^# yaml-language-server: \$schema=\S+loadtool\.schema\.json\n# Generated by `loadtool generate` from \.\/openapi\.yaml, /,
    );
  });

  it.each([
    {
      what: 'Swagger 2.0 (petstore-expanded)',
      schema: join(FIXTURES, 'petstore-expanded.v2.0.yaml'),
      scenarios: 2,
      baseUrl: 'http://127.0.0.1:3000/api',
    },
    {
      what: 'OAS 3.0 (uspto)',
      schema: join(FIXTURES, 'uspto.v3.0.yaml'),
      scenarios: 2,
      baseUrl: 'http://127.0.0.1:3000/ds-api',
    },
    {
      what: 'OAS 3.1 (webhook-example)',
      schema: join(FIXTURES, 'webhook-example.v3.1.yaml'),
      scenarios: 1,
      baseUrl: 'http://127.0.0.1:3000',
    },
  ])('$what: generate and validate succeed, exit 0', async ({ schema, scenarios, baseUrl }) => {
    const api = await project({ schema });
    const { code, stdout } = await api.generate('--plan', 'none');
    expect(code).toBe(0);
    expect(stdout).toContain(`${scenarios} scenarios against ${baseUrl}, valid.`);
    expect((await loadtool(['validate', api.output])).code).toBe(0);
  });

  it('the GitHub REST description with an empty scope: all 639 GET operations', async () => {
    const github = await project({ plan: '# Plan\n\n## Performance\n\nEvery read endpoint.\n' });
    const { code, stdout } = await github.generate('--schema', GITHUB_REST);
    expect(code).toBe(0);
    expect(stdout).toContain('639 scenarios against http://127.0.0.1:3000, valid.');
    expect((await loadtool(['validate', github.output], { API_TOKEN: 'x' })).code).toBe(0);
    // Bounded work, all CPU: parsing a 13 MB description, then generating and validating 639 scenarios; about 4 s on
    // an idle machine, past jest's 30 s when four busy loops share its 2 cores.
  }, 120_000);

  it.each([
    { what: 'SDL', schema: join(GITHUB_GRAPHQL, 'schema.graphql') },
    { what: 'introspection JSON', schema: join(GITHUB_GRAPHQL, 'schema.json') },
  ])('the GitHub GraphQL schema ($what): one scenario per query, posted to the endpoint', async ({ schema }) => {
    const github = await project({ baseUrl: 'http://127.0.0.1:4000/graphql' });
    const { code } = await github.generate('--plan', 'none', '--schema', schema);
    expect(code).toBe(0);
    const loadTest = parseLoadTest(await github.yaml(), 'loadtool.yaml');
    expect(loadTest.baseUrl).toBe('http://127.0.0.1:4000');
    expect(loadTest.scenarios.length).toBeGreaterThanOrEqual(30);
    expect(
      loadTest.scenarios.every((s) => s.endpoint === 'POST /graphql' && s.graphql?.query.startsWith('query ')),
    ).toBe(true);
    expect((await loadtool(['validate', github.output])).code).toBe(0);
  });

  it.each([
    {
      what: 'a plan line that matches no operation',
      plan: '## Performance\n\n- GET /products\n- GET /nothing\n',
      args: [],
      message: 'qa-plan.md:4:1: GET /nothing is not an operation',
    },
    { what: 'no plan at all', plan: undefined, args: [], message: 'pass --plan none' },
    {
      what: 'a schema that is not one',
      plan: undefined,
      args: ['--plan', 'none', '--schema', join(ROOT, 'package.json')],
      message: 'neither an OpenAPI document',
    },
    {
      what: 'a bad --base-url',
      plan: undefined,
      args: ['--plan', 'none', '--base-url', 'localhost'],
      message: 'is not an http(s) URL',
    },
  ])('$what: exit 2 with a message naming what to fix, nothing written', async ({ plan, args, message }) => {
    const shop = await project({ schema: SHOP, plan });
    const { code, stderr } = await shop.generate(...args);
    expect(code).toBe(2);
    expect(stderr).toContain(message);
    await expect(shop.yaml()).rejects.toThrow('ENOENT');
  });

  it('a scope with no operation in it: exit 2, saying how to name operations', async () => {
    const api = await project({});
    await writeFile(
      join(api.dir, 'openapi.yaml'),
      'openapi: 3.1.0\ninfo: { title: t, version: "1" }\npaths:\n  /a:\n    post: { responses: {} }\n',
    );
    const { code, stderr } = await api.generate('--plan', 'none');
    expect(code).toBe(2);
    expect(stderr).toContain(
      'no operation to test: ./openapi.yaml has no GET or HEAD operation or GraphQL query; name the operations',
    );
  });

  it('in a terminal: offers to adjust a scenario before writing', async () => {
    const shop = await project({ schema: SHOP, plan: '## Performance\n\n- GET /products\n- GET /search\n' });
    const command = `'${process.execPath}' '${ROOT}/dist/cli/index.js' generate --config '${join(shop.dir, 'qa.config.json')}' -o '${shop.output}'`;
    const { code, screen } = await runInTerminal(command, shop.dir, [
      { prompt: `Adjust a scenario: its number, or Enter to write ${shop.output}:`, type: '2\r' },
      { prompt: 'Concurrent users [10]:', type: '3\r' },
      { prompt: 'Duration [30s]:', type: 'soon\r' },
      { prompt: 'Duration [30s]:', type: '45s\r' },
      { prompt: '"-" for none):', type: 'p90: 120ms, errorRate: 2%\r' },
      { prompt: `Adjust a scenario: its number, or Enter to write ${shop.output}:`, type: '\r' },
    ]);
    expect(screen).toContain('Wrote');
    expect(screen).toMatch(/soon\s+write a duration such as 30s, 2m or 1h/);
    expect(code).toBe(0);
    const search = parseLoadTest(await shop.yaml(), 'loadtool.yaml').scenarios[1]!;
    expect([
      search.concurrentUsers,
      search.durationSeconds,
      search.thresholds.map((t) => `${t.key} ${t.text}`),
    ]).toEqual([3, 45, ['p90 120ms', 'errorRate 2%']]);
  });
});
