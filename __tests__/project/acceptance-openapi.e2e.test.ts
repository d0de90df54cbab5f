import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from '@jest/globals';
import { parse } from 'yaml';
import type { RunResults } from '../../src/results/types.js';
import { PASSWORD, startBlogApi, USER } from '../fixtures/acceptance/blog-api.js';
import { loadtool } from '../helpers/cli.js';
import { performanceConfig } from '../helpers/qa-config.js';
import { useServers } from '../helpers/servers.js';
import { useTempDirs } from '../helpers/temp-dir.js';

// The acceptance: against an API that requires a login, whose ids are random UUIDs and which answers 403/404
// for unknown or foreign ids, a load test generated from its OpenAPI document with an empty plan runs with ≥ 95% of
// its scenarios passing, with no hand edit: only API_USER and API_PASSWORD set.

const tempDir = useTempDirs();

// `loadtool generate` and `loadtool run` import their handlers, and with them the generator and the engine, on first
// use: under jest's ESM loader those graphs take seconds on an idle machine and about 30 s on a busy one (load 10 on
// 2 cores). Loaded once here, one after the other (jest's loader fails on two overlapping imports at once), with room
// for that bounded work, so that each test's time is its commands'.
beforeAll(async () => {
  await import('../../src/cli/handlers/generate-handler.js');
  await import('../../src/cli/handlers/run-handler.js');
}, 120_000);
const servers = useServers();
const SCHEMA = fileURLToPath(new URL('../fixtures/acceptance/blog.openapi.yaml', import.meta.url));

/** Generates load-tests/loadtool.yaml for the blog API through the CLI with `--plan none`; returns where and what. */
async function generateFor(url: string) {
  const dir = await tempDir();
  await writeFile(join(dir, 'openapi.yaml'), await readFile(SCHEMA, 'utf8'));
  await writeFile(
    join(dir, 'qa.config.json'),
    JSON.stringify(
      performanceConfig('blog', {
        baseUrl: url,
        schemaUrl: './openapi.yaml',
        thresholds: { p99LatencyMs: 10000, okRequestPercent: 99 },
      }),
    ),
  );
  const output = join(dir, 'loadtool.yaml');
  const generated = await loadtool([
    'generate',
    '--config',
    join(dir, 'qa.config.json'),
    '--plan',
    'none',
    '-o',
    output,
  ]);
  return { dir, output, generated };
}

/** Runs the generated file briefly with `env`; returns the exit code, output and results.json. */
async function runGenerated(dir: string, output: string, env: NodeJS.ProcessEnv) {
  const out = join(dir, 'out');
  const run = await loadtool(['run', output, '--out', out, '--users', '2', '--duration', '1s'], env);
  const results = JSON.parse(await readFile(join(out, 'results.json'), 'utf8')) as RunResults;
  return { ...run, results };
}

describe('a load test generated with an empty plan, run unchanged against a real API', () => {
  it('passes ≥ 95% of its scenarios with only API_USER and API_PASSWORD set, measuring real ids only', async () => {
    const api = await startBlogApi();
    servers.push(api.server);
    const { dir, output, generated } = await generateFor(api.url);
    expect(generated.code).toBe(0);
    // generate says which variables to set, on one line.
    expect(generated.stderr).toMatch(/set API_USER and API_PASSWORD/);
    const yaml = await readFile(output, 'utf8');
    expect(yaml).toContain('${API_USER}');
    expect(yaml).not.toContain('API_TOKEN');

    const { code, stdout, results } = await runGenerated(dir, output, { API_USER: USER, API_PASSWORD: PASSWORD });
    const passed = results.scenarios.filter((scenario) => scenario.outcome === 'passed');
    // The figures of the acceptance, for whoever reads the test's output.
    process.stdout.write(`acceptance: ${passed.length}/${results.scenarios.length} scenarios passed\n`);
    expect(results.scenarios.length).toBeGreaterThanOrEqual(8);
    expect({
      failed: results.scenarios
        .filter((scenario) => scenario.outcome !== 'passed')
        .map((scenario) => [scenario.name, scenario.outcome]),
      ratio: passed.length / results.scenarios.length >= 0.95,
    }).toEqual({ failed: [], ratio: true });
    expect(code).toBe(0);
    expect(stdout).not.toContain(PASSWORD);
    // No scenario measured the "not found", "forbidden" or "log in first" path: every id was a real one.
    expect(api.counts).toMatchObject({ unknownIds: 0, forbidden: 0, unauthorized: 0 });
    // Generation regressed if the ids were invented: the server must have seen real ones, many times.
    expect(api.counts.realIds).toBeGreaterThan(20);
    expect(api.counts.logins).toBeGreaterThan(0);
    // Bounded work: a generate and nine 1 s scenarios of 2 users, each with its warm-up and drain, against a local
    // API; about 10 s idle and 18 s at load 10 on 2 cores, past jest's 30 s when the machine is busier still.
  }, 60_000);

  it('leaves destructive operations out of an empty plan: the run creates, updates and deletes nothing', async () => {
    const api = await startBlogApi();
    servers.push(api.server);
    const { output } = await generateFor(api.url);
    const data = parse(await readFile(output, 'utf8')) as {
      scenarios: Array<{ endpoint?: string; flow?: Array<{ endpoint: string; once?: boolean }> }>;
    };
    const measured = data.scenarios.map(
      (scenario) => scenario.endpoint ?? scenario.flow!.find((step) => !step.once)!.endpoint,
    );
    expect(measured.every((endpoint) => endpoint.startsWith('GET '))).toBe(true);
  });

  it.each([
    [{}, ['API_USER', 'API_PASSWORD']],
    [{ API_USER: USER }, ['API_PASSWORD']],
  ])('stops before any load without the credentials variables (%j), naming each one missing', async (env, missing) => {
    const api = await startBlogApi();
    servers.push(api.server);
    const { dir, output } = await generateFor(api.url);
    // The probe of generation may have sent its reads: the run itself sends nothing.
    const probed = api.counts.requests;
    const run = await loadtool(['run', output, '--out', join(dir, 'out'), '--users', '2', '--duration', '1s'], env);
    expect(run.code).toBe(2);
    for (const name of missing) expect(run.stderr).toContain(`\${${name}} is not set`);
    expect(api.counts.requests).toBe(probed);
  });
});
