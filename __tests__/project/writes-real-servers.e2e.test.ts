/**
 * Generated writes against real servers nobody here wrote: LoopBack 4's todo example and PostGraphile 4 over
 * PostgreSQL. Every write of the plan runs and passes, and every record that existed before the run is unchanged
 * after it (docs/real-data-and-flows.md#writes).
 */
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from '@jest/globals';
import type { RunResults } from '../../src/results/types.js';
import { loadtool } from '../helpers/cli.js';
import { SEED_TODO_IDS, useLoopbackTodo } from '../helpers/loopback-todo.js';
import { createAppDatabase, rowsChecksum, startPostGraphile } from '../helpers/postgraphile.js';
import { usePostgres } from '../helpers/postgres.js';
import { performanceConfig } from '../helpers/qa-config.js';
import { useServers } from '../helpers/servers.js';
import { useTempDirs } from '../helpers/temp-dir.js';

const tempDir = useTempDirs();
const servers = useServers();
const postgres = usePostgres();
const startTodo = useLoopbackTodo();

/** The LoopBack todo example's operations, every one named in the plan. */
const TODO_OPERATIONS = [
  'POST /todos',
  'GET /todos',
  'GET /todos/count',
  'PATCH /todos',
  'GET /todos/{id}',
  'PUT /todos/{id}',
  'PATCH /todos/{id}',
  'DELETE /todos/{id}',
];

/** PostGraphile's create, update and delete mutations of every table of the app schema, by key and by nodeId. */
const TABLES = [
  { type: 'User', keys: ['ById', 'ByUsername'] },
  { type: 'Post', keys: ['ById'] },
  { type: 'Comment', keys: ['ById'] },
  { type: 'Tag', keys: ['ById', 'ByName'] },
  { type: 'PostTag', keys: ['ByPostIdAndTagId'] },
];
const MUTATIONS = TABLES.flatMap(({ type, keys }) => [
  `create${type}`,
  ...['update', 'delete'].flatMap((verb) => [`${verb}${type}`, ...keys.map((key) => `${verb}${type}${key}`)]),
]);

/** Generates the load test for `lines` from the schema at `schemaUrl` and runs it briefly; returns its results. */
async function generateAndRun(baseUrl: string, schemaUrl: string, lines: string[], planDefaults = '') {
  const dir = await tempDir();
  const config = join(dir, 'qa.config.json');
  const plan = join(dir, 'qa-plan.md');
  const output = join(dir, 'loadtool.yaml');
  await writeFile(
    config,
    JSON.stringify(
      performanceConfig('writes', { baseUrl, schemaUrl, thresholds: { p99LatencyMs: 5000, okRequestPercent: 99 } }),
    ),
  );
  await writeFile(
    plan,
    `# Plan\n\n## Performance\n\n${lines.map((line) => `- ${line}`).join('\n')}\n\n${planDefaults}\n`,
  );
  const generated = await loadtool(['generate', '--config', config, '--plan', plan, '-o', output]);
  expect(generated).toMatchObject({ code: 0 });
  const out = join(dir, 'out');
  const run = await loadtool(['run', output, '--out', out, '--users', '2', '--duration', '1s']);
  const results = JSON.parse(await readFile(join(out, 'results.json'), 'utf8')) as RunResults;
  return { run, results, generated, summary: await readFile(join(out, 'summary.md'), 'utf8') };
}

/** Each scenario's outcome, with the first failed sample's body where one failed: what to read when this fails. */
function outcomes(results: RunResults): Record<string, string> {
  return Object.fromEntries(
    results.scenarios.map((scenario) => {
      const failed = [scenario, ...(scenario.steps ?? [])].flatMap((one) => one.samples ?? [])[0];
      return [scenario.name, scenario.outcome === 'passed' ? 'passed' : `${scenario.outcome}: ${failed?.body ?? ''}`];
    }),
  );
}

describe('LoopBack 4 todo example, a plan naming its 8 operations', () => {
  it('every scenario passes, and every todo that existed before the run is byte-for-byte unchanged', async () => {
    const app = await startTodo();
    const before = await app.allTodos();
    const { run, results } = await generateAndRun(app.baseUrl, app.openapiUrl, TODO_OPERATIONS);
    expect(results.scenarios).toHaveLength(TODO_OPERATIONS.length);
    expect(outcomes(results)).toEqual(Object.fromEntries(results.scenarios.map(({ name }) => [name, 'passed'])));
    expect(run.code).toBe(0);
    const after = await app.allTodos();
    for (const id of SEED_TODO_IDS) expect(after[id]).toBe(before[id]);
  }, 120_000);

  it('with "Writes: existing" in the plan, the writes change the existing todos, and the run says so', async () => {
    const app = await startTodo();
    const before = await app.allTodos();
    const { results, summary } = await generateAndRun(
      app.baseUrl,
      app.openapiUrl,
      ['PUT /todos/{id}'],
      'Writes: existing',
    );
    expect(results.writes).toBe('existing');
    expect(summary).toContain('This run changed existing data (defaults.writes: existing): TodoController.replaceById');
    const after = await app.allTodos();
    // The ids come from GET /todos in turn: every todo of the seed is replaced, so the check above can fail.
    for (const id of SEED_TODO_IDS) expect(after[id]).not.toBe(before[id]);
  }, 120_000);
});

describe('PostGraphile 4 over PostgreSQL, a plan naming the create, update and delete mutations of every table', () => {
  it('every write scenario passes, and the rows that existed before the run are unchanged after it', async () => {
    const cluster = postgres();
    const database = await createAppDatabase(cluster, 'writes');
    const server = await startPostGraphile(servers, cluster, database);
    const before = await rowsChecksum(server.pool);
    const { run, results } = await generateAndRun(
      server.origin,
      server.graphqlUrl,
      MUTATIONS.map((name) => `mutation ${name}`),
    );
    expect(results.scenarios.map(({ name }) => name).sort()).toEqual([...MUTATIONS].sort());
    expect(outcomes(results)).toEqual(Object.fromEntries(MUTATIONS.map((name) => [name, 'passed'])));
    expect(run.code).toBe(0);
    const after = await rowsChecksum(server.pool);
    for (const table of Object.keys(before) as Array<keyof typeof before>) {
      expect({ table, ...after[table], rows: undefined }).toEqual({ table, ...before[table], rows: undefined });
    }
  }, 300_000);
});
