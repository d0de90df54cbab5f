import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { parse } from 'yaml';
import { findDrift } from '../../../src/loadtest/drift.js';
import { fitsSchema } from '../../../src/loadtest/findings/schema-findings.js';
import { generateLoadTest } from '../../../src/loadtest/generate/generate.js';
import { parseLoadTest } from '../../../src/loadtest/validate.js';
import { prepareLoadTest } from '../../../src/pipeline/stages/generate-stage.js';
import { readScope } from '../../../src/plan/read-scope.js';
import { readApiSchema } from '../../../src/schema/read-schema.js';
import { performanceConfig } from '../../helpers/qa-config.js';
import { useTempDirs } from '../../helpers/temp-dir.js';

// Generation of stream scenarios (docs/streams.md): an OpenAPI 3.1 or 3.2 operation answering text/event-stream, a
// GraphQL schema's Subscription fields; the file validates, the streams are never probed, the drift check covers them.

const tempDir = useTempDirs();

interface YamlScenario {
  name: string;
  endpoint: string;
  concurrentUsers?: number;
  arrivalRate?: string;
  body?: unknown;
  graphql?: { query: string; variables?: Record<string, unknown> };
  stream?: { protocol: string; mode: string };
  thresholds?: Record<string, unknown>;
}

/** An OpenAPI document of `version` with a list, a ticker of events held open and a chat answered as a stream. */
const openApi = (version: string) => `openapi: ${version}
info: { title: Prices, version: '1' }
paths:
  /prices:
    get:
      summary: List prices
      responses:
        '200': { description: ok, content: { application/json: { schema: { type: array, items: { type: object } } } } }
  /prices/stream:
    get:
      summary: Price ticker
      responses:
        '200':
          description: the prices as they change
          content:
            text/event-stream:
              itemSchema: { type: object, properties: { data: { type: string } } }
  /chat:
    post:
      summary: Chat answer
      requestBody:
        required: true
        content: { application/json: { schema: { type: object, required: [prompt], properties: { prompt: { type: string } } } } }
      responses:
        '2XX': { description: the answer as it is written, content: { 'text/event-stream; charset=utf-8': {} } }
`;

const SDL = `type Price { id: ID! symbol: String! value: Float! }
type Query { prices: [Price!]! }
type Subscription {
  onPrice(symbol: String!): Price!
  ticks: Int!
}
`;

/** Writes the schema, the config and a plan of `planLines` into a new folder; returns generation, not yet written. */
async function prepared(
  file: string,
  schema: string,
  planLines = '',
  thresholds = { p99LatencyMs: 1000, okRequestPercent: 99 },
) {
  const dir = await tempDir();
  await writeFile(join(dir, file), schema);
  await writeFile(
    join(dir, 'qa.config.json'),
    JSON.stringify(performanceConfig('streams', { baseUrl: 'http://127.0.0.1:1', schemaUrl: `./${file}`, thresholds })),
  );
  await writeFile(join(dir, 'qa-plan.md'), `# Plan\n\n## Performance\n\nDuration: 5s\n\n${planLines}\n`);
  return prepareLoadTest({
    config: join(dir, 'qa.config.json'),
    plan: join(dir, 'qa-plan.md'),
    output: join(dir, 'loadtool.yaml'),
  });
}

/** Returns the generated file's scenarios, after checking that it validates and fits the JSON Schema. */
function scenariosOf(text: string): YamlScenario[] {
  expect(() => parseLoadTest(text, 'loadtool.yaml')).not.toThrow();
  const data = parse(text) as { scenarios: YamlScenario[] };
  expect(fitsSchema(data)).toBe(true);
  return data.scenarios;
}

describe('an OpenAPI operation answering text/event-stream', () => {
  it.each(['3.1.0', '3.2.0'])('becomes an SSE stream scenario in a %s document', async (version) => {
    const generation = await prepared('openapi.yaml', openApi(version), '', {
      p99LatencyMs: 800,
      okRequestPercent: 99.5,
    });
    const byName = new Map(scenariosOf(generation.render()).map((each) => [each.name, each]));
    expect(byName.get('List prices')).toMatchObject({ endpoint: 'GET /prices', thresholds: { p99: '800ms' } });
    expect(byName.get('List prices')!.stream).toBeUndefined();
    expect(byName.get('Price ticker')).toMatchObject({
      endpoint: 'GET /prices/stream',
      stream: { protocol: 'sse', mode: 'hold' },
      thresholds: { ttfe: '800ms', errorRate: '0.5%' },
    });
    // A write: in scope only when a plan line names it.
    expect(byName.has('Chat answer')).toBe(false);
    // No response contract: its body is events, not JSON.
    const ticker = generation.api.operations.find((operation) => operation.key === 'GET /prices/stream')!;
    expect(ticker.responses).toBeUndefined();
    expect(ticker.stream).toEqual({ protocol: 'sse', mode: 'hold' });
  });

  it('reads a POST with a body as one stream per request', async () => {
    const generation = await prepared('openapi.yaml', openApi('3.2.0'), '- POST /chat\n- GET /prices/stream');
    const [chat, ticker] = scenariosOf(generation.render());
    expect(chat).toMatchObject({
      endpoint: 'POST /chat',
      body: { prompt: expect.any(String) as unknown },
      stream: { protocol: 'sse', mode: 'request' },
      thresholds: { ttfe: '1000ms', errorRate: '1%' },
    });
    expect(ticker!.stream).toEqual({ protocol: 'sse', mode: 'hold' });
  });

  it('leaves a stream in the closed model under a plan rate, and lets a plan line set its thresholds', async () => {
    const generation = await prepared(
      'openapi.yaml',
      openApi('3.1.0'),
      'Load: 200 rps\n\n- GET /prices/stream: 50 users, p95 < 2s',
    );
    const [ticker] = scenariosOf(generation.render());
    expect(ticker).toMatchObject({ concurrentUsers: 50, thresholds: { p95: '2s', ttfe: '1000ms', errorRate: '1%' } });
    expect(ticker!.arrivalRate).toBeUndefined();
  });
});

describe('the Subscription fields of a GraphQL schema', () => {
  it('become GraphQL-over-SSE stream scenarios held open, with variables sampled or sourced like queries', async () => {
    const generation = await prepared('schema.graphql', SDL);
    const byName = new Map(scenariosOf(generation.render()).map((each) => [each.name, each]));
    expect(byName.get('prices')!.stream).toBeUndefined();
    expect(byName.get('onPrice')).toMatchObject({
      endpoint: 'POST /graphql',
      graphql: { query: 'subscription OnPrice($symbol: String!) { onPrice(symbol: $symbol) { id symbol value } }' },
      stream: { protocol: 'sse', mode: 'hold' },
      thresholds: { ttfe: '1000ms', errorRate: '1%' },
    });
    expect(byName.get('onPrice')!.graphql!.variables).toHaveProperty('symbol');
    expect(byName.get('ticks')).toMatchObject({ graphql: { query: 'subscription Ticks { ticks }' } });
  });

  it('go over graphql-ws when the plan says so, and are scoped and left out like any operation', async () => {
    const generation = await prepared(
      'schema.graphql',
      SDL,
      '- subscription onPrice over websocket\n- Subscription.ticks\n- not query prices',
    );
    const scenarios = scenariosOf(generation.render());
    expect(scenarios.map((each) => [each.name, each.endpoint, each.stream?.protocol])).toEqual([
      ['onPrice', 'GET /graphql', 'graphql-ws'],
      ['ticks', 'POST /graphql', 'sse'],
    ]);
  });

  it('are covered for the drift check by their scenarios, and are never probed', async () => {
    const dir = await tempDir();
    await writeFile(join(dir, 'schema.graphql'), SDL);
    const api = await readApiSchema(join(dir, 'schema.graphql'), { baseDir: dir, baseUrl: 'http://127.0.0.1:1' });
    const generated = generateLoadTest({
      api,
      selected: api.operations.map((operation) => ({ operation })),
      thresholds: {},
      baseUrl: 'http://127.0.0.1:1',
      sources: ['schema.graphql'],
    });
    expect(generated.probeTargets.map(({ notProbed }) => notProbed)).toEqual([undefined, 'a stream', 'a stream']);
    const loadTest = parseLoadTest(generated.render(), 'loadtool.yaml');
    const drift = findDrift(loadTest, api.operations, api.operations);
    expect(drift).toEqual({ uncovered: [], unknown: [] });
    const dropped = { ...loadTest, scenarios: loadTest.scenarios.slice(0, 2) };
    expect(findDrift(dropped, api.operations, api.operations).uncovered.map(({ key }) => key)).toEqual([
      'subscription ticks',
    ]);
  });
});

describe('the plan spelling of a subscription', () => {
  it('reads subscription lines, over websocket as tuning, and refuses it on what is no subscription', () => {
    const scope = readScope(
      '# Plan\n\n## Performance\n\n- subscription onPrice over websocket\n- `subscription ticks`\n\nSubscriptions: over WebSocket\n',
      'qa-plan.md',
    );
    expect(scope.entries.map(({ key, overrides }) => [key, overrides])).toEqual([
      ['subscription onPrice', { transport: 'websocket' }],
      ['subscription ticks', {}],
    ]);
    expect(scope.defaults).toEqual({ transport: 'websocket' });
    expect(() => readScope('# Plan\n\n## Performance\n\n- GET /prices over websocket\n', 'qa-plan.md')).toThrow(
      /GET \/prices is no subscription/,
    );
  });
});
