// A failed look-up (a data source that fails or yields nothing) errors only the scenarios that need it, with the
// look-up's evidence; every other scenario runs, whichever way the run is made.
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { stringify } from 'yaml';
import { ExitCode, exitCodeFor } from '../../src/exit-codes.js';
import { maskerOf } from '../../src/masker.js';
import { runStage, type RunStageOptions } from '../../src/pipeline/stages/run-stage.js';
import type { PipelineReporter } from '../../src/pipeline/reporter.js';
import { renderSummary } from '../../src/report/markdown.js';
import type { RunResults } from '../../src/results/types.js';
import { loadtool } from '../helpers/cli.js';
import { loadTestOf, startHttpTarget } from '../helpers/engine-run.js';
import { resultsSchemaErrors } from '../helpers/results-schema.js';
import { useServers } from '../helpers/servers.js';
import { useTempDirs } from '../helpers/temp-dir.js';

const servers = useServers();
const tempDir = useTempDirs();

const SECRET = 'Bearer sekret-token-123';

/**
 * An API with one list that has ids (`GET /things`), one empty list (`GET /empty`) and one that fails
 * (`GET /broken`, 500, quoting the request's Authorization header); every other path answers 200. Logs each path.
 */
async function startApi() {
  const paths: string[] = [];
  const target = await startHttpTarget(servers, (request, response) => {
    const path = new URL(request.url!, 'http://localhost').pathname;
    paths.push(path);
    const json = (status: number, value: unknown) =>
      response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(value));
    if (path === '/things') return json(200, { data: [{ id: 'a' }, { id: 'b' }] });
    if (path === '/empty') return json(200, { data: [] });
    if (path === '/broken') return json(500, { error: `boom, your header was ${request.headers.authorization}` });
    return json(200, { ok: true });
  });
  return { url: target.url, paths };
}

const source = (from: string) => ({ from, pick: '$.data[*].id' });

const SCENARIOS = [
  { name: 'Thing', endpoint: 'GET /things/{id}', params: { id: source('GET /things') } },
  { name: 'Empty one', endpoint: 'GET /empty/{id}', params: { id: source('GET /empty') } },
  { name: 'Broken one', endpoint: 'GET /search', query: { id: source('GET /broken') } },
  { name: 'Plain', endpoint: 'GET /plain' },
];

const AUTH = { defaults: { headers: { Authorization: '${TOKEN}' } } };

function recordingReporter() {
  const lines: string[] = [];
  const reporter: PipelineReporter = {
    info: (message) => lines.push(message),
    warning: (message) => lines.push(`warning: ${message}`),
    group: () => undefined,
    secret: () => undefined,
    progress: () => undefined,
    progressDone: () => undefined,
  };
  return { lines, reporter };
}

const run = async (
  baseUrl: string,
  scenarios: Array<Record<string, unknown>>,
  options: Partial<RunStageOptions> = {},
) => {
  const { lines, reporter } = recordingReporter();
  const results = await runStage(loadTestOf(baseUrl, scenarios, AUTH), 'loadtool.yaml', reporter, {
    env: { TOKEN: SECRET },
    mask: maskerOf([SECRET]),
    ...options,
  });
  return { results, lines };
};

/**
 * Checks what the mixed run gives, whichever way it ran; `ran` is the outcome of the scenarios that ran (the same-job
 * mode's one round a side may not tell them from the base: inconclusive).
 */
function expectOnlyTheirScenariosErrored(
  results: RunResults,
  paths: string[],
  ran: readonly string[] = ['passed'],
): void {
  const byName = new Map(results.scenarios.map((s) => [s.name, s]));
  expect(results.scenarios.map(({ name, outcome }) => [name, ran.includes(outcome) ? 'ran' : outcome])).toEqual([
    ['Thing', 'ran'],
    ['Empty one', 'errored'],
    ['Broken one', 'errored'],
    ['Plain', 'ran'],
  ]);
  expect(byName.get('Thing')!.requests.total).toBeGreaterThan(0);
  expect(byName.get('Plain')!.requests.total).toBeGreaterThan(0);
  const empty = byName.get('Empty one')!;
  const broken = byName.get('Broken one')!;
  expect(empty.requests.total).toBe(0);
  expect(broken.requests.total).toBe(0);
  // The look-up's evidence: what came back and what to do.
  expect(empty.error).toMatch(
    /params\.id: GET \/empty answered 200, but \$\.data\[\*\]\.id matched no string, number or boolean in its body: \{"data":\[\]\}.*an empty list has no ids/,
  );
  expect(broken.error).toMatch(
    /query\.id: GET \/broken answered 500: \{"error":"boom, your header was \*\*\*"\}; check that it answers 2xx/,
  );
  expect(JSON.stringify(results)).not.toContain('sekret');
  // Nothing sent for the errored ones: no /empty/… nor /search.
  expect(paths.filter((path) => path.startsWith('/empty/') || path === '/search')).toEqual([]);
  // The run counts them as any errored scenario.
  expect(results.outcome).toBe('errored');
  expect(exitCodeFor(results.outcome)).toBe(ExitCode.cannotRun);
  expect(results.sources).toEqual([expect.objectContaining({ request: 'GET /things', values: 2 })]);
  expect(resultsSchemaErrors(results)).toEqual([]);
}

describe('a failed look-up stops only its scenario', () => {
  it('errors the scenarios whose source is empty or fails, with the evidence, and runs the others', async () => {
    const api = await startApi();
    const { results, lines } = await run(api.url, SCENARIOS);

    expectOnlyTheirScenariosErrored(results, api.paths);
    // The pre-flight still prints each failure, masked.
    const printed = lines.join('\n');
    expect(printed).toMatch(/warning: Pre-flight: Empty one, params\.id: GET \/empty answered 200/);
    expect(printed).toMatch(/warning: Pre-flight: Broken one, query\.id: GET \/broken answered 500/);
    expect(printed).not.toContain('sekret');
    const summary = renderSummary(results, { loadTestFile: 'loadtool.yaml' });
    expect(summary).toContain('2 of 4 scenarios could not run');
    expect(summary).toContain('GET /broken answered 500');
  });

  it.each([
    { way: 'in worker threads', options: { workers: 2 } },
    { way: 'as a shard', options: { shard: { index: 1, count: 2 } } },
  ])('does the same $way', async ({ options }) => {
    const api = await startApi();
    const scenarios = SCENARIOS.map((scenario) => ({ ...scenario, concurrentUsers: 2 }));
    const { results } = await run(api.url, scenarios, options);
    expectOnlyTheirScenariosErrored(results, api.paths);
  });

  it('does the same in the same-job mode, on both sides', async () => {
    const api = await startApi();
    const scenarios = SCENARIOS.map((scenario) => ({ ...scenario, rounds: 1 }));
    const { results } = await run(api.url, scenarios, { sameJob: { url: api.url } });
    expectOnlyTheirScenariosErrored(results, api.paths, ['passed', 'inconclusive']);
  });

  it('keeps the results of a run whose every look-up failed: errored, nothing lost', async () => {
    const api = await startApi();
    const { results } = await run(api.url, SCENARIOS.slice(1, 3));
    expect(results.outcome).toBe('errored');
    expect(results.scenarios.map(({ outcome }) => outcome)).toEqual(['errored', 'errored']);
    expect(results.scenarios[0]!.error).toContain('GET /empty answered 200');
    expect(api.paths.sort()).toEqual(['/broken', '/empty']);
  });
});

describe('`loadtool run` with a failed look-up', () => {
  it('runs the other scenarios, writes every result and exits 3', async () => {
    const api = await startApi();
    const dir = await tempDir();
    const file = join(dir, 'loadtool.yaml');
    const scenarios = SCENARIOS.map((scenario) => ({ ...scenario, concurrentUsers: 1, duration: '1s' }));
    await writeFile(file, stringify({ version: 1, baseUrl: api.url, ...AUTH, scenarios }));

    const { code, stdout, stderr } = await loadtool(['run', file, '--out', dir], { TOKEN: SECRET });

    expect(code).toBe(ExitCode.cannotRun);
    expect(stderr).toMatch(/Pre-flight: Broken one, query\.id: GET \/broken answered 500/);
    expect(stdout).toMatch(/Could not run:\n {2}Empty one: .*GET \/empty answered 200/);
    expect(`${stdout}${stderr}`).not.toContain('sekret');
    const results = JSON.parse(await readFile(join(dir, 'results.json'), 'utf8')) as RunResults;
    expectOnlyTheirScenariosErrored(results, api.paths);
  });

  it('writes the results when every look-up failed, and exits 3', async () => {
    const api = await startApi();
    const dir = await tempDir();
    const file = join(dir, 'loadtool.yaml');
    const scenarios = SCENARIOS.slice(1, 3).map((scenario) => ({ ...scenario, concurrentUsers: 1, duration: '1s' }));
    await writeFile(file, stringify({ version: 1, baseUrl: api.url, ...AUTH, scenarios }));

    const { code } = await loadtool(['run', file, '--out', dir], { TOKEN: SECRET });

    expect(code).toBe(ExitCode.cannotRun);
    const results = JSON.parse(await readFile(join(dir, 'results.json'), 'utf8')) as RunResults;
    expect(results.scenarios.map(({ outcome }) => outcome)).toEqual(['errored', 'errored']);
  });
});
