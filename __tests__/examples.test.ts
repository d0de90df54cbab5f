import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { request } from 'undici';
import { parse } from 'yaml';
import { startBookstore } from '../examples/graphql/server.js';
import { startPetstore } from '../examples/petstore/server.js';
import type { LoadTest, Scenario } from '../src/loadtest/types.js';
import { prepareLoadTest, writeLoadTest } from '../src/pipeline/generate-stage.js';
import { readScope } from '../src/plan/read-scope.js';
import { ROOT } from './helpers/bundle.js';
import { firstRequest } from './helpers/first-request.js';
import { useTempDirs } from './helpers/temp-dir.js';

const tempDir = useTempDirs();
const EXAMPLES = join(ROOT, 'examples');

/** Generates the example's load test with the real pipeline, against `baseUrl`; returns it parsed and as written. */
async function generate(example: string, baseUrl: string) {
  const output = join(await tempDir(), 'loadtool.yaml');
  const prepared = await prepareLoadTest({
    config: join(EXAMPLES, example, 'qa.config.json'),
    plan: join(EXAMPLES, example, 'qa-plan.md'),
    baseUrl,
    output,
  });
  const { loadTest } = await writeLoadTest(prepared);
  return { prepared, loadTest, text: await readFile(output, 'utf8') };
}

/** Sends a scenario's request once, as the engine builds it; returns the status, the parsed body and the time taken. */
async function sendOnce(loadTest: LoadTest, scenario: Scenario) {
  const built = await firstRequest(loadTest, scenario);
  const started = performance.now();
  const response = await request(`${built.origin}${built.path}`, {
    method: built.method,
    headers: built.headers,
    body: built.body ?? null,
  });
  const body = (await response.body.json()) as Record<string, unknown>;
  return { status: response.statusCode, body, ms: performance.now() - started };
}

/** Returns each scenario's load profile and thresholds as written: `{ 'GET /pets': [10, 5, { p95: '100ms' }] }`. */
function profiles(loadTest: LoadTest) {
  return Object.fromEntries(
    loadTest.scenarios.map((s) => [
      s.name,
      [s.concurrentUsers, s.durationSeconds, Object.fromEntries(s.thresholds.map((t) => [t.key, t.text]))],
    ]),
  );
}

describe('examples/petstore', () => {
  it('every generated scenario gets a 2xx from the example server, and GET /stats is as slow as it says', async () => {
    const slowMs = 400;
    const server = await startPetstore({ slowMs });
    try {
      const { prepared, loadTest } = await generate('petstore', server.url);
      expect(prepared.notes).toEqual([]);
      expect(loadTest.baseUrl).toBe(server.url);
      expect(loadTest.scenarios.map((s) => s.endpoint)).toEqual([
        'GET /pets',
        'GET /pets/{petId}',
        'POST /pets',
        'GET /stats',
      ]);

      const sent = new Map<string, Awaited<ReturnType<typeof sendOnce>>>();
      for (const scenario of loadTest.scenarios) sent.set(scenario.endpoint, await sendOnce(loadTest, scenario));
      expect(Object.fromEntries([...sent].map(([endpoint, { status }]) => [endpoint, status]))).toEqual({
        'GET /pets': 200,
        'GET /pets/{petId}': 200,
        'POST /pets': 201,
        'GET /stats': 200,
      });
      expect(sent.get('GET /pets/{petId}')!.body).toMatchObject({ id: 1 });
      expect(sent.get('POST /pets')!.body).toMatchObject({ id: 4, name: 'Rex', tag: 'dog' });
      expect(sent.get('GET /stats')!.ms).toBeGreaterThanOrEqual(slowMs - 1);
    } finally {
      await server.close();
    }
  });

  it('the numbers come from the plan and the config, and GET /stats is set to breach', async () => {
    const { loadTest, text } = await generate('petstore', 'http://127.0.0.1:3000');
    expect(profiles(loadTest)).toEqual({
      'List pets': [10, 5, { p95: '100ms', p99: '300ms', okRate: '99%' }],
      'Get pet': [10, 5, { p95: '100ms', p99: '300ms', okRate: '99%' }],
      'Add pet': [5, 5, { p95: '150ms', p99: '300ms', errorRate: '1%', okRate: '99%' }],
      'Store statistics': [5, 5, { p95: '200ms', p99: '300ms', okRate: '99%' }],
    });
    const stats = loadTest.scenarios.find((s) => s.endpoint === 'GET /stats')!;
    const latencyLimits = stats.thresholds.filter((t) => t.unit === 'ms').map((t) => t.limit);
    expect(Math.max(...latencyLimits)).toBeLessThan(400);
    const plan = readScope(await readFile(join(EXAMPLES, 'petstore/qa-plan.md'), 'utf8'), 'qa-plan.md');
    expect(plan.defaults.duration).toBe('5s');
    expect(text.match(/^ {4}duration: .*$/gm)).toEqual(Array(4).fill(`    duration: ${plan.defaults.duration}`));
    // Run one after the other, the demo takes well under a minute.
    expect(loadTest.scenarios.reduce((total, s) => total + s.durationSeconds, 0)).toBeLessThanOrEqual(30);
  });
});

describe('examples/graphql', () => {
  it('every generated query gets data and no errors from the example server', async () => {
    const server = await startBookstore();
    try {
      const { prepared, loadTest } = await generate('graphql', server.url);
      expect(prepared.notes).toEqual([]);
      expect(profiles(loadTest)).toEqual({
        books: [10, 5, { p95: '100ms', p99: '300ms', okRate: '99%' }],
        book: [10, 5, { p95: '100ms', p99: '300ms', okRate: '99%' }],
        authors: [5, 5, { p95: '150ms', p99: '300ms', okRate: '99%' }],
      });
      for (const scenario of loadTest.scenarios) {
        expect(scenario.endpoint).toBe('POST /graphql');
        const { status, body } = await sendOnce(loadTest, scenario);
        expect({ scenario: scenario.name, status, errors: body.errors }).toEqual({
          scenario: scenario.name,
          status: 200,
          errors: undefined,
        });
        expect((body.data as Record<string, unknown>)[scenario.name]).toBeTruthy();
      }
    } finally {
      await server.close();
    }
  });

  it('refuses a malformed query with 400 and its errors, so a broken scenario cannot pass', async () => {
    const server = await startBookstore();
    try {
      const response = await request(`${server.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: '{ books { isbn } }' }),
      });
      expect(response.statusCode).toBe(400);
      expect(await response.body.json()).toMatchObject({ errors: [{ message: expect.stringContaining('isbn') }] });
    } finally {
      await server.close();
    }
  });
});

describe.each(['petstore', 'graphql'])('examples/%s workflows', (example) => {
  it.each(['perf-gate.yml', 'perf-nightly.yml'])(
    '%s uses only inputs of action.yml and waits on the base URL',
    async (file) => {
      const action = parse(await readFile(join(ROOT, 'action.yml'), 'utf8')) as { inputs: Record<string, unknown> };
      const workflow = parse(await readFile(join(EXAMPLES, example, '.github/workflows', file), 'utf8')) as {
        jobs: Record<string, { steps: Array<{ uses?: string; with?: Record<string, unknown> }> }>;
      };
      const config = JSON.parse(await readFile(join(EXAMPLES, example, 'qa.config.json'), 'utf8')) as {
        domains: { performance: { baseUrl: string } };
      };
      const steps = Object.values(workflow.jobs).flatMap((job) => job.steps);
      const gate = steps.find((step) => step.uses?.startsWith('qa-perf/qa-perf@'));
      expect(Object.keys(gate?.with ?? {}).filter((input) => !(input in action.inputs))).toEqual([]);
      expect(String(gate?.with?.['wait-for'])).toMatch(new RegExp(`^${config.domains.performance.baseUrl}/`));
      expect(steps.find((step) => step.uses?.startsWith('actions/upload-artifact@'))).toMatchObject({
        if: 'always()',
      });
    },
  );
});
