import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from '@jest/globals';
import express from 'express';
import { stringify } from 'yaml';
import { runLoadTest } from '../../../src/engine/run-load-test.js';
import { runInWorkers } from '../../../src/engine/workers/run-in-workers.js';
import { loadLoadTest } from '../../../src/loadtest/validate.js';
import { judgeRun } from '../../../src/verdict/judge-run.js';
import type { LoadTest } from '../../../src/loadtest/types.js';
import { useServers } from '../../helpers/servers.js';
import { serveOn } from '../../helpers/schema-project.js';
import { useTempDirs } from '../../helpers/temp-dir.js';
import { resultsSchemaErrors } from '../../helpers/results-schema.js';
import { renderSummary } from '../../../src/report/markdown.js';
import { renderTerminalTable } from '../../../src/report/terminal-table.js';
import { renderJUnit } from '../../../src/report/junit.js';
import { renderHtmlReport } from '../../../src/report/html/render-html.js';
import { formatNumber } from '../../../src/results/wording.js';

const servers = useServers();
const tempDir = useTempDirs();

/** What the Express app saw: each search term, each login, each order's sku with its JSON type. */
interface Seen {
  terms: string[];
  logins: string[];
  orders: Array<{ sku: unknown; by: string }>;
}

/** An Express app with a login checked against the users of `passwords`, a search and an order taking a token. */
async function shopApp(passwords: ReadonlyMap<string, string>): Promise<{ url: string; seen: Seen }> {
  const seen: Seen = { terms: [], logins: [], orders: [] };
  const app = express();
  app.use(express.json());
  app.post('/login', (request, response) => {
    const { user, password } = request.body as { user?: string; password?: string };
    if (user === undefined || passwords.get(user) !== password) {
      response.status(401).json({ error: 'bad credentials' });
      return;
    }
    seen.logins.push(user);
    response.json({ token: `token-of-${user}` });
  });
  app.get('/search', (request, response) => {
    seen.terms.push(request.query.q as string);
    response.json({ items: [] });
  });
  app.post('/orders', (request, response) => {
    const token = request.get('authorization')?.replace(/^Bearer token-of-/, '');
    if (token === undefined || !passwords.has(token)) {
      response.status(401).end();
      return;
    }
    seen.orders.push({ sku: (request.body as { sku: unknown }).sku, by: token });
    response.status(201).json({ ok: true });
  });
  const url = await serveOn(servers, app);
  return { url, seen };
}

/** Writes `files` and a loadtool.yaml of `scenarios` into a fresh folder, and returns the validated load test. */
async function loadTestIn(
  baseUrl: string,
  files: Record<string, string>,
  scenarios: Array<Record<string, unknown>>,
): Promise<LoadTest> {
  const dir = await tempDir();
  for (const [name, text] of Object.entries(files)) await writeFile(join(dir, name), text);
  const file = join(dir, 'loadtool.yaml');
  await writeFile(file, stringify({ version: 1, baseUrl, scenarios }));
  return loadLoadTest(file, { env: {} });
}

/** The search scenario: one term of terms.csv a request, picked by `pick`, with its load model. */
const search = (pick: string, load: object) => ({
  name: 'Search',
  endpoint: 'GET /search',
  query: { q: '${data.term}' },
  data: { file: 'terms.csv', pick },
  ...load,
});

const termsCsv = (count: number) =>
  ['term', ...Array.from({ length: count }, (_, index) => `term-${index}`)].join('\n');

describe('a scenario fed from a data file', () => {
  it('takes the rows in order with pick: sequential, one per request, again from the first once all are used', async () => {
    const app = await shopApp(new Map());
    const loadTest = await loadTestIn(app.url, { 'terms.csv': termsCsv(7) }, [
      search('sequential', { concurrentUsers: 1, duration: '1s' }),
    ]);
    const run = await runLoadTest(loadTest, { env: {} });
    const scenario = run.scenarios[0]!;
    expect(scenario.requests.failed).toBe(0);
    expect(app.seen.terms.length).toBeGreaterThan(7);
    expect(app.seen.terms).toEqual(app.seen.terms.map((_, index) => `term-${index % 7}`));
    expect(scenario.stoppedEarly).toBeUndefined();
  });

  it('takes each row once with pick: unique, then ends the scenario early and says why', async () => {
    const app = await shopApp(new Map());
    const loadTest = await loadTestIn(app.url, { 'terms.csv': termsCsv(300) }, [
      search('unique', { concurrentUsers: 4, duration: '60s' }),
    ]);
    const startedAt = performance.now();
    const results = judgeRun(await runLoadTest(loadTest, { env: {} }), loadTest);
    // Not the 60 s of the duration: the rows ran out.
    expect(performance.now() - startedAt).toBeLessThan(45_000);
    const scenario = results.scenarios[0]!;
    expect(scenario.outcome).toBe('passed');
    expect(scenario.requests.total).toBe(300);
    expect([...app.seen.terms].sort()).toEqual(Array.from({ length: 300 }, (_, index) => `term-${index}`).sort());
    expect(scenario.stoppedEarly?.reason).toBe(
      'every row of its data file terms.csv was used once (pick: unique; 300 rows)',
    );
    expect(scenario.stoppedEarly!.afterSeconds).toBeLessThan(60);
    expect(resultsSchemaErrors(JSON.parse(JSON.stringify(results)))).toEqual([]);
    // Every report says it, since the scenario's rate is that of the time it ran.
    const note = `"Search" stopped after ${formatNumber(scenario.stoppedEarly!.afterSeconds)} s of 60 s: every row`;
    expect(renderSummary(results, { loadTestFile: 'loadtool.yaml' })).toContain(note);
    expect(renderTerminalTable(results)).toContain(note);
    expect(renderJUnit(results, { loadTestFile: 'loadtool.yaml' })).toContain(note.replaceAll('"', '&quot;'));
    expect(renderHtmlReport(results)).toContain(note.replaceAll('"', '&quot;'));
  });

  it('ends a flow when its unique rows run out: every iteration a row of its own, the steps not marked', async () => {
    const app = await shopApp(new Map());
    const loadTest = await loadTestIn(app.url, { 'terms.csv': termsCsv(40) }, [
      {
        name: 'Browse',
        data: { file: 'terms.csv', pick: 'unique' },
        flow: [
          { name: 'Search', endpoint: 'GET /search', query: { q: '${data.term}' } },
          { name: 'Again', endpoint: 'GET /search', query: { q: '${data.term}-again' } },
        ],
        concurrentUsers: 3,
        duration: '60s',
      },
    ]);
    const results = judgeRun(await runLoadTest(loadTest, { env: {} }), loadTest);
    const scenario = results.scenarios[0]!;
    expect(scenario.requests.total).toBe(40);
    expect(app.seen.terms.filter((term) => !term.endsWith('-again')).sort()).toEqual(
      Array.from({ length: 40 }, (_, index) => `term-${index}`).sort(),
    );
    expect(app.seen.terms.filter((term) => term.endsWith('-again'))).toHaveLength(40);
    expect(scenario.stoppedEarly).toBeDefined();
    for (const step of scenario.steps!) expect(step.stoppedEarly).toBeUndefined();
    expect(resultsSchemaErrors(JSON.parse(JSON.stringify(results)))).toEqual([]);
  });

  it('ends an open-model scenario when its unique rows run out, every row sent once', async () => {
    const app = await shopApp(new Map());
    const loadTest = await loadTestIn(app.url, { 'terms.csv': termsCsv(50) }, [
      search('unique', { arrivalRate: '100/s', duration: '60s' }),
    ]);
    const scenario = (await runLoadTest(loadTest, { env: {} })).scenarios[0]!;
    expect(scenario.requests.total + (scenario.requests.dropped ?? 0)).toBe(50);
    expect(new Set(app.seen.terms).size).toBe(app.seen.terms.length);
    expect(app.seen.terms).toHaveLength(scenario.requests.total);
    expect(scenario.stoppedEarly).toBeDefined();
  });

  it('splits the rows between shards exactly: shard i of n takes rows i, i + n, …', async () => {
    const app = await shopApp(new Map());
    const loadTest = await loadTestIn(app.url, { 'terms.csv': termsCsv(60) }, [
      search('unique', { concurrentUsers: 2, duration: '60s' }),
    ]);
    const first = await runLoadTest(loadTest, { env: {}, shard: { index: 1, count: 2 } });
    const firstTerms = [...app.seen.terms];
    const second = await runLoadTest(loadTest, { env: {}, shard: { index: 2, count: 2 } });
    const secondTerms = app.seen.terms.slice(firstTerms.length);
    const index = (term: string) => Number(term.slice('term-'.length));
    expect(firstTerms.map(index).sort((a, b) => a - b)).toEqual(Array.from({ length: 30 }, (_, at) => at * 2));
    expect(secondTerms.map(index).sort((a, b) => a - b)).toEqual(Array.from({ length: 30 }, (_, at) => at * 2 + 1));
    for (const run of [first, second]) expect(run.scenarios[0]!.stoppedEarly).toBeDefined();
  });

  it('splits the rows between worker threads exactly, each thread reading only its part', async () => {
    const app = await shopApp(new Map());
    const loadTest = await loadTestIn(app.url, { 'terms.csv': termsCsv(100) }, [
      search('unique', { concurrentUsers: 4, duration: '60s' }),
    ]);
    const measured = await runInWorkers(loadTest, { env: {} }, 2);
    const scenario = measured.scenarios[0]!;
    expect(scenario.requests.total).toBe(100);
    expect([...app.seen.terms].sort()).toEqual(Array.from({ length: 100 }, (_, index) => `term-${index}`).sort());
    expect(scenario.stoppedEarly?.reason).toMatch(/^every row of its data file terms\.csv was used once/);
  });

  it('runs from files of 100,000 rows: a CSV file split between worker threads, a JSON file each row once', async () => {
    const app = await shopApp(new Map());
    const rows = 100_000;
    const csv = termsCsv(rows);
    const json = JSON.stringify(Array.from({ length: rows }, (_, index) => ({ term: `json-${index}`, page: index })));
    const loadTest = await loadTestIn(app.url, { 'terms.csv': csv, 'terms.json': json }, [
      search('sequential', { concurrentUsers: 4, duration: '2s' }),
      {
        ...search('unique', { concurrentUsers: 4, duration: '2s' }),
        name: 'Search JSON',
        query: { q: '${data.term}', page: '${data.page}' },
        data: { file: 'terms.json', pick: 'unique' },
      },
    ]);
    const measured = await runInWorkers(loadTest, { env: {} }, 2);
    const csvTerms = app.seen.terms.filter((term) => term.startsWith('term-'));
    const jsonTerms = app.seen.terms.filter((term) => term.startsWith('json-'));
    expect(measured.scenarios.map((scenario) => scenario.requests.failed)).toEqual([0, 0]);
    // Each thread goes through its own rows in order: the first thread from row 0, the second from row 1.
    expect(csvTerms).toContain('term-0');
    expect(csvTerms).toContain('term-1');
    for (const term of csvTerms) expect(Number(term.slice('term-'.length))).toBeLessThan(rows);
    expect(new Set(jsonTerms).size).toBe(jsonTerms.length);
    expect(jsonTerms.length).toBe(measured.scenarios[1]!.requests.total);
  });

  it('feeds a flow: each user logs in with the row it takes first, each iteration a row of its own, JSON types kept', async () => {
    const users = Array.from({ length: 20 }, (_, index) => ({
      user: `user-${index}`,
      password: `pw-${index}-x`,
      sku: 1000 + index,
    }));
    const app = await shopApp(new Map(users.map(({ user, password }) => [user, password])));
    const loadTest = await loadTestIn(app.url, { 'users.json': JSON.stringify(users) }, [
      {
        name: 'Order',
        data: { file: 'users.json' },
        flow: [
          {
            name: 'Log in',
            endpoint: 'POST /login',
            once: true,
            body: { user: '${data.user}', password: '${data.password}' },
            extract: { token: '$.token' },
          },
          {
            name: 'Order',
            endpoint: 'POST /orders',
            headers: { Authorization: 'Bearer ${token}' },
            body: { sku: '${data.sku}' },
          },
        ],
        concurrentUsers: 3,
        duration: '1s',
      },
    ]);
    const scenario = (await runLoadTest(loadTest, { env: {} })).scenarios[0]!;
    expect(scenario.requests.failed).toBe(0);
    expect(app.seen.logins).toHaveLength(3);
    // Sequential: the three users take rows 0, 1 and 2 for their logins and first iterations, then the rows after.
    expect([...app.seen.logins].sort()).toEqual(['user-0', 'user-1', 'user-2']);
    expect(app.seen.orders.length).toBeGreaterThan(3);
    for (const order of app.seen.orders) expect(typeof order.sku).toBe('number');
    // Rows taken in turn across the users: row r is used as often as row r + 1, or once more.
    const counts = Array.from({ length: 20 }, () => 0);
    for (const order of app.seen.orders) counts[Number(order.sku) - 1000]!++;
    expect(counts.reduce((sum, count) => sum + count, 0)).toBe(app.seen.orders.length);
    for (let row = 0; row + 1 < 20; row++) expect(counts[row]! - counts[row + 1]!).toBeGreaterThanOrEqual(0);
    expect(counts[0]! - counts[19]!).toBeLessThanOrEqual(1);
  });
});
