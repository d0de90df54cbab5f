import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { request } from 'undici';
import { parse } from 'yaml';
import { startBookstore } from '../../examples/graphql/server.js';
import { DEMO_CREDENTIALS, startPetstore } from '../../examples/petstore/server.js';
import type { LoadTest, Scenario } from '../../src/loadtest/types.js';
import { prepareLoadTest, writeLoadTest } from '../../src/pipeline/stages/generate-stage.js';
import { readScope } from '../../src/plan/read-scope.js';
import { ROOT } from '../helpers/bundle.js';
import { sendOnce as sendScenarioOnce } from '../helpers/first-request.js';
import { useTempDirs } from '../helpers/temp-dir.js';

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

/** Only the credentials variables set, as a user of the example sets them. */
const PETSTORE_ENV = { PETSTORE_USER: DEMO_CREDENTIALS.user, PETSTORE_PASSWORD: DEMO_CREDENTIALS.password };
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * Sends a scenario's request once as the engine builds it (a flow's steps in order, following what each extracts);
 * returns the status and parsed body of the last request, each step's status and the time taken.
 */
async function sendOnce(loadTest: LoadTest, scenario: Scenario) {
  const sent = await sendScenarioOnce(loadTest, scenario, PETSTORE_ENV);
  return { ...sent, body: sent.body as Record<string, unknown> };
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
      expect(prepared.notes).toEqual([
        'the scenarios log in first (POST /login): set PETSTORE_USER and PETSTORE_PASSWORD in the environment before running',
      ]);
      expect(loadTest.baseUrl).toBe(server.url);
      // /pets needs the token of POST /login: those scenarios log in once, then send their request with the token;
      // the pet id is taken from GET /pets after the login.
      expect(loadTest.scenarios.map((s) => s.endpoint)).toEqual([
        'POST /login → GET /pets',
        'POST /login → GET /pets → GET /pets/{petId}',
        'POST /login → POST /pets',
        'GET /stats',
      ]);

      const sent = new Map<string, Awaited<ReturnType<typeof sendOnce>>>();
      for (const scenario of loadTest.scenarios) sent.set(scenario.name, await sendOnce(loadTest, scenario));
      expect(Object.fromEntries([...sent].map(([name, { status, steps }]) => [name, [status, steps]]))).toEqual({
        'List pets': [200, { 'Log in': 200, 'List pets': 200 }],
        'Get pet': [200, { 'Log in': 200, 'List pets': 200, 'Get pet': 200 }],
        'Add pet': [201, { 'Log in': 200, 'Add pet': 201 }],
        'Store statistics': [200, {}],
      });
      const listed = (sent.get('List pets')!.body as unknown as Array<{ id: string }>).map((pet) => pet.id);
      expect(listed.every((id) => UUID.test(id))).toBe(true);
      expect(listed).toContain(sent.get('Get pet')!.body.id);
      // Free text of a create is new at every request: the example's name, then a UUID (docs/real-data-and-flows.md#writes).
      expect(sent.get('Add pet')!.body).toMatchObject({
        id: expect.stringMatching(UUID),
        name: expect.stringMatching(/^Rex [0-9a-f-]{36}$/),
        tag: expect.stringMatching(/^dog [0-9a-f-]{36}$/),
      });
      expect(sent.get('Store statistics')!.ms).toBeGreaterThanOrEqual(slowMs - 1);
    } finally {
      await server.close();
    }
  });

  it('the server wants the token of POST /login on /pets, and answers 404 for an id it did not give', async () => {
    const server = await startPetstore({ credentials: { user: 'ann', password: 'secret-1' } });
    try {
      const call = async (method: string, path: string, token?: string, body?: unknown) => {
        const response = await request(`${server.url}${path}`, {
          method,
          headers: {
            ...(token && { authorization: `Bearer ${token}` }),
            ...(body !== undefined && { 'content-type': 'application/json' }),
          },
          body: body === undefined ? null : JSON.stringify(body),
        });
        return { status: response.statusCode, body: (await response.body.json()) as Record<string, unknown> };
      };
      expect((await call('POST', '/login', undefined, { username: 'ann', password: 'wrong' })).status).toBe(401);
      const login = await call('POST', '/login', undefined, { username: 'ann', password: 'secret-1' });
      expect(login).toMatchObject({ status: 200, body: { token: expect.any(String) } });
      const token = login.body.token as string;
      expect((await call('GET', '/pets')).status).toBe(401);
      expect((await call('GET', '/pets', 'not-a-token')).status).toBe(401);
      expect((await call('GET', '/pets/1', token)).status).toBe(404);
      expect((await call('GET', '/pets/00000000-0000-4000-8000-000000000000', token)).status).toBe(404);
      expect((await call('GET', '/stats')).status).toBe(200);
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
