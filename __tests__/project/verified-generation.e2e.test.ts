/**
 * A load test generated with nothing but the schema's URL and credentials runs unchanged against real servers
 * nobody here wrote (LoopBack's todo example) and a CMS shaped like Directus on a fresh install (empty lists, string
 * keys, an authenticated GraphQL endpoint): what can pass does, what cannot is written `skip:` with its reason, and
 * no failed look-up stops the run (docs/cli.md#the-probe).
 */
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { parse } from 'yaml';
import type { RunResults } from '../../src/results/types.js';
import { loadtool } from '../helpers/cli.js';
import { CMS_TOKEN, startCmsLike } from '../helpers/cms-like.js';
import { useLoopbackTodo } from '../helpers/loopback-todo.js';
import { performanceConfig } from '../helpers/qa-config.js';
import { useServers } from '../helpers/servers.js';
import { useTempDirs } from '../helpers/temp-dir.js';

const tempDir = useTempDirs();
const servers = useServers();
const startTodo = useLoopbackTodo();

interface Generated {
  results: RunResults;
  /** The scenarios as written: their name, endpoint and `skip:` reason, if any. */
  written: Array<{ name: string; endpoint: string; skip?: string }>;
  generate: { code: number; stdout: string; stderr: string };
  run: { code: number; stdout: string; stderr: string };
}

/**
 * Generates a load test from `schemaUrl` with an empty plan (every safe operation), then runs it briefly, unedited;
 * `env` holds the credentials both commands see.
 */
async function generateAndRun(
  baseUrl: string,
  schemaUrl: string,
  env: NodeJS.ProcessEnv,
  extra: string[] = [],
): Promise<Generated> {
  const dir = await tempDir();
  const config = join(dir, 'qa.config.json');
  const output = join(dir, 'loadtool.yaml');
  await writeFile(
    config,
    JSON.stringify(
      performanceConfig('verified', { baseUrl, schemaUrl, thresholds: { p99LatencyMs: 5000, okRequestPercent: 99 } }),
    ),
  );
  const generate = await loadtool(['generate', '--config', config, '--plan', 'none', '-o', output, ...extra], env);
  expect(generate).toMatchObject({ code: 0 });
  const { scenarios: written } = parse(await readFile(output, 'utf8')) as { scenarios: Generated['written'] };
  const out = join(dir, 'out');
  const run = await loadtool(['run', output, '--out', out, '--users', '2', '--duration', '1s'], env);
  const results = JSON.parse(await readFile(join(out, 'results.json'), 'utf8')) as RunResults;
  return { results, written, generate, run };
}

/** The scenarios that ran, by outcome, with the first failed sample's body: what to read when an assertion fails. */
function ran(results: RunResults): Record<string, string> {
  return Object.fromEntries(
    results.scenarios
      .filter((scenario) => scenario.outcome !== 'skipped')
      .map((scenario) => {
        const failed = [scenario, ...(scenario.steps ?? [])].flatMap((one) => one.samples ?? [])[0];
        const why = scenario.error ?? failed?.body ?? '';
        return [scenario.name, scenario.outcome === 'passed' ? 'passed' : `${scenario.outcome}: ${why}`];
      }),
  );
}

/** At least 95% of the scenarios that ran passed. */
function expectMostPassed(results: RunResults): void {
  const outcomes = ran(results);
  const passed = Object.values(outcomes).filter((outcome) => outcome === 'passed').length;
  const total = Object.keys(outcomes).length;
  expect(total).toBeGreaterThan(0);
  if (passed < Math.ceil(total * 0.95)) expect(outcomes).toEqual({});
}

describe('a generated load test runs unedited on a real API', () => {
  it('on a Directus-like CMS over REST: the empty lists skipped with their reason, every other look-up passes', async () => {
    const cms = await startCmsLike();
    servers.push(cms.server);
    const { results, written, run } = await generateAndRun(cms.baseUrl, cms.openapiUrl, { API_TOKEN: CMS_TOKEN });
    // Not stopped by a look-up: results for every scenario, whatever the outcome.
    expect(run.code).not.toBe(3);
    expect(results.scenarios.length).toBe(written.length);
    expectMostPassed(results);
    // A fresh CMS has no files and no presets: nothing to look up, and the file says so instead of failing.
    const skipped = written.filter(({ skip }) => skip !== undefined);
    expect(skipped.map(({ endpoint }) => endpoint).sort()).toEqual(['GET /files/{id}', 'GET /presets/{id}']);
    for (const { skip } of skipped) expect(skip).toMatch(/^no data: GET \/(files|presets) lists none/);
    // The string keys took real values: the look-ups by collection and by field ran and passed.
    const byKey = results.scenarios.filter(({ endpoint }) => /\{collection\}|\{field\}/.test(endpoint));
    expect(byKey.length).toBeGreaterThan(0);
    for (const scenario of byKey) expect(scenario.outcome).toBe('passed');
    expect(cms.requests.get('GET /collections/string') ?? 0).toBe(0);
  }, 120_000);

  it('on its authenticated GraphQL endpoint read with a schema header: auth carried over, no null answer passes', async () => {
    const cms = await startCmsLike();
    servers.push(cms.server);
    const env = { AUTHORIZATION: `Bearer ${CMS_TOKEN}` };
    const { results, written, generate } = await generateAndRun(cms.baseUrl, cms.graphqlUrl, env, [
      '--schema-header',
      `Authorization: Bearer ${CMS_TOKEN}`,
    ]);
    // The header's name is carried over, its value never written nor printed.
    expect(generate.stdout + generate.stderr).not.toContain(CMS_TOKEN);
    expectMostPassed(results);
    const skipped = written.filter(({ skip }) => skip !== undefined);
    expect(skipped).toMatchObject([{ name: 'files_by_id', skip: 'no data: query files lists none' }]);
    expect(results.scenarios.find(({ name }) => name === 'files_by_id')?.outcome).toBe('skipped');
    expect(cms.nullLookups.count).toBe(0);
  }, 120_000);

  it("on LoopBack's todo example: every read passes with no hand edit", async () => {
    const todo = await startTodo();
    const { results, run } = await generateAndRun(todo.baseUrl, todo.openapiUrl, {});
    expect(run.code).not.toBe(3);
    expectMostPassed(results);
  }, 120_000);
});
