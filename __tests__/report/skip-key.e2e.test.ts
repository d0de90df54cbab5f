// `skip: "<reason>"` on a scenario: validated, honoured by every way of running (nothing sent, no data source
// fetched), listed as not run with its reason in results.json and every report, and a run of only skipped scenarios
// errored ("no scenario ran").
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { stringify } from 'yaml';
import { annotationsFor } from '../../src/action/annotations.js';
import { conclusionOf, verdictSentence } from '../../src/action/outcome-sentences.js';
import { ExitCode, exitCodeFor } from '../../src/exit-codes.js';
import { mergeShards } from '../../src/merge/merge-shards.js';
import type { CheckedShard } from '../../src/merge/check-shards.js';
import { runStage } from '../../src/pipeline/stages/run-stage.js';
import { renderJUnit } from '../../src/report/junit.js';
import { renderComment, renderSummary } from '../../src/report/markdown.js';
import { renderTerminalTable } from '../../src/report/terminal-table.js';
import type { RunResults } from '../../src/results/types.js';
import { judgeRun } from '../../src/verdict/judge-run.js';
import { loadtool } from '../helpers/cli.js';
import { loadTestOf, startHttpTarget } from '../helpers/engine-run.js';
import { loadTestProblems, yamlLines } from '../helpers/load-test-problems.js';
import { resultsSchemaErrors } from '../helpers/results-schema.js';
import { quietReporter } from '../helpers/quiet-reporter.js';
import { useServers } from '../helpers/servers.js';
import { useTempDirs } from '../helpers/temp-dir.js';
import { parseLoadTest } from '../../src/loadtest/validate.js';

const servers = useServers();
const tempDir = useTempDirs();

/** A server that answers 200 `{ "data": [{ "id": 1 }] }` to everything and logs each request's path. */
async function startApi() {
  const paths: string[] = [];
  const target = await startHttpTarget(servers, (request, response) => {
    paths.push(new URL(request.url!, 'http://localhost').pathname);
    response.writeHead(200, { 'content-type': 'application/json' }).end('{"data":[{"id":1}]}');
  });
  return { url: target.url, paths };
}

const REASON = 'no data: GET /files answered an empty list';

describe('validating skip:', () => {
  const base = ['version: 1', 'baseUrl: http://localhost:3000', 'scenarios:'];

  it.each([
    { what: 'an endpoint scenario', lines: ['  - name: A', '    endpoint: GET /a', `    skip: "${REASON}"`] },
    {
      what: 'a flow',
      lines: ['  - name: A', `    skip: "${REASON}"`, '    flow:', '      - { name: s, endpoint: GET /a }'],
    },
    { what: 'a script scenario', lines: ['  - name: A', '    script: a.ts', `    skip: "${REASON}"`] },
  ])('takes a reason on $what', ({ lines }) => {
    const yaml = yamlLines(...base, ...lines, '    concurrentUsers: 1', '    duration: 1s');
    expect(parseLoadTest(yaml, 'loadtool.yaml').scenarios[0]!.skip).toBe(REASON);
  });

  it('leaves skip out of a scenario without it', () => {
    const yaml = yamlLines(...base, '  - { name: A, endpoint: GET /a, concurrentUsers: 1, duration: 1s }');
    expect(parseLoadTest(yaml, 'loadtool.yaml').scenarios[0]).not.toHaveProperty('skip');
  });

  it.each([
    { what: 'an empty string', value: '""', says: /write the reason the scenario is not run/ },
    { what: 'only spaces', value: '"   "', says: /write the reason the scenario is not run/ },
    { what: 'true', value: 'true', says: /must be a string/ },
    { what: 'a number', value: '3', says: /must be a string/ },
    { what: 'a mapping', value: '{ reason: x }', says: /write the reason the scenario is not run/ },
  ])('refuses $what at its line and column, saying what to write', ({ value, says }) => {
    const yaml = yamlLines(...base, '  - name: A', '    endpoint: GET /a', `    skip: ${value}`);
    const problems = loadTestProblems(yaml);
    const problem = problems.find((p) => p.path === 'scenarios[0].skip');
    expect(problem).toEqual(expect.objectContaining({ line: 6, column: 11 }));
    expect(problem!.message).toMatch(says);
  });

  it('exits 2 from `loadtool validate` naming file:line:column', async () => {
    const dir = await tempDir();
    const file = join(dir, 'loadtool.yaml');
    await writeFile(file, yamlLines(...base, '  - name: A', '    endpoint: GET /a', '    skip: ""'));
    const { code, stderr } = await loadtool(['validate', file]);
    expect(code).toBe(ExitCode.badInput);
    expect(stderr).toContain(`${file}:6:11`);
  });

  it('still validates a skipped scenario', () => {
    const yaml = yamlLines(...base, '  - name: A', '    endpoint: GET /a/{id}', `    skip: "${REASON}"`);
    // GET /a/{id} has no value for {id}: the same problem as in a scenario that runs.
    expect(loadTestProblems(yaml).map((p) => p.path)).toContain('scenarios[0].endpoint');
  });
});

describe('running with skip:', () => {
  const scenarios = (list: Array<Record<string, unknown>>) => list;

  it('sends nothing for a skipped scenario, fetches none of its sources, and lists it as skipped', async () => {
    const api = await startApi();
    const loadTest = loadTestOf(
      api.url,
      scenarios([
        { name: 'Runs', endpoint: 'GET /runs' },
        {
          name: 'Skipped',
          endpoint: 'GET /skipped/{id}',
          params: { id: { from: 'GET /skipped-source', pick: '$.data[*].id' } },
          skip: REASON,
        },
      ]),
    );

    const results = await runStage(loadTest, 'loadtool.yaml', quietReporter, { env: {}, mask: (text) => text });

    expect(api.paths.filter((path) => path.startsWith('/skipped'))).toEqual([]);
    expect(api.paths).toContain('/runs');
    expect(results.outcome).toBe('passed');
    const skipped = results.scenarios.find((s) => s.name === 'Skipped')!;
    expect(skipped).toEqual(
      expect.objectContaining({ outcome: 'skipped', skip: REASON, triage: null, thresholds: [] }),
    );
    expect(skipped.requests.total).toBe(0);
    expect(results.sources).toBeUndefined();
    expect(resultsSchemaErrors(results)).toEqual([]);
    expect(exitCodeFor(results.outcome)).toBe(ExitCode.passed);
  });

  it('errors a run in which every scenario is skipped: "no scenario ran"', async () => {
    const api = await startApi();
    const loadTest = loadTestOf(api.url, [
      { name: 'A', skip: 'first reason' },
      { name: 'B', skip: 'second reason' },
    ]);

    const results = await runStage(loadTest, 'loadtool.yaml', quietReporter, { env: {}, mask: (text) => text });

    expect(api.paths).toEqual([]);
    expect(results.outcome).toBe('errored');
    expect(results.error).toMatch(/^no scenario ran/);
    expect(results.scenarios.map((s) => s.outcome)).toEqual(['skipped', 'skipped']);
    expect(exitCodeFor(results.outcome)).toBe(ExitCode.cannotRun);
    expect(resultsSchemaErrors(results)).toEqual([]);
    expect(renderSummary(results, { loadTestFile: 'loadtool.yaml' })).toMatch(/qa-perf: no scenario ran/);
  });

  it('errors a run whose --scenario selects only skipped scenarios', async () => {
    const api = await startApi();
    const loadTest = loadTestOf(api.url, [{ name: 'Runs' }, { name: 'Skipped', skip: REASON }]);
    const results = await runStage(loadTest, 'loadtool.yaml', quietReporter, {
      env: {},
      mask: (text) => text,
      scenarios: ['Skipped'],
    });
    expect(api.paths).toEqual([]);
    expect(results.outcome).toBe('errored');
    expect(results.scenarios).toEqual([expect.objectContaining({ name: 'Skipped', outcome: 'skipped' })]);
  });

  it.each([
    { way: 'in worker threads', options: { workers: 2 } },
    { way: 'as a shard', options: { shard: { index: 1, count: 2 } } },
    { way: 'in the same-job mode', options: 'same-job' as const },
  ])('skips it $way too', async ({ options }) => {
    const api = await startApi();
    const loadTest = loadTestOf(api.url, [
      { name: 'Runs', endpoint: 'GET /runs', concurrentUsers: 2, rounds: 1 },
      { name: 'Skipped', endpoint: 'GET /skipped', concurrentUsers: 2, skip: REASON },
    ]);
    const extra = options === 'same-job' ? { sameJob: { url: api.url } } : options;
    const results = await runStage(loadTest, 'loadtool.yaml', quietReporter, {
      env: {},
      mask: (text) => text,
      ...extra,
    });
    expect(api.paths).not.toContain('/skipped');
    expect(api.paths).toContain('/runs');
    // The same-job mode may find the one round a side inconclusive: what matters here is that it ran.
    expect(results.scenarios[0]!.outcome).not.toBe('skipped');
    expect(results.scenarios[0]!.requests.total).toBeGreaterThan(0);
    expect(results.scenarios[1]).toEqual(
      expect.objectContaining({ name: 'Skipped', outcome: 'skipped', skip: REASON }),
    );
  });

  it('keeps a skipped scenario skipped when shards merge', async () => {
    const api = await startApi();
    const loadTest = loadTestOf(api.url, [
      { name: 'Runs', concurrentUsers: 2 },
      { name: 'Skipped', skip: REASON },
    ]);
    const shards: CheckedShard[] = [];
    for (const index of [1, 2]) {
      const results = await runStage(loadTest, 'loadtool.yaml', quietReporter, {
        env: {},
        mask: (text) => text,
        shard: { index, count: 2 },
      });
      shards.push({ file: `shard-${index}/results.json`, results } as CheckedShard);
    }
    const merged = judgeRun(mergeShards(shards).measured, loadTest);
    expect(merged.scenarios.map(({ outcome }) => outcome)).toEqual(['passed', 'skipped']);
    expect(merged.scenarios[1]!.skip).toBe(REASON);
    expect(merged.outcome).toBe('passed');
  });

  it('writes results.json from `loadtool run` and exits 3 when every scenario is skipped', async () => {
    const api = await startApi();
    const dir = await tempDir();
    const file = join(dir, 'loadtool.yaml');
    const scenario = { name: 'Only', endpoint: 'GET /only', concurrentUsers: 1, duration: '1s', skip: REASON };
    await writeFile(file, stringify({ version: 1, baseUrl: api.url, scenarios: [scenario] }));

    const { code, stdout } = await loadtool(['run', file, '--out', dir]);

    expect(code).toBe(ExitCode.cannotRun);
    expect(api.paths).toEqual([]);
    expect(stdout).toContain(`Only: ${REASON}`);
    const results = JSON.parse(await readFile(join(dir, 'results.json'), 'utf8')) as RunResults;
    expect(results.outcome).toBe('errored');
    expect(results.scenarios[0]).toEqual(expect.objectContaining({ outcome: 'skipped', skip: REASON }));
    expect(await readFile(join(dir, 'junit.xml'), 'utf8')).toContain(`<skipped message="${REASON}"/>`);
  });
});

describe('reporting skipped scenarios', () => {
  /** A judged run: two scenarios that ran (one passed, one failed by a breached threshold) and two skipped. */
  async function mixedRun(): Promise<RunResults> {
    const api = await startApi();
    const loadTest = loadTestOf(api.url, [
      { name: 'Passes' },
      { name: 'Fails', thresholds: { rps: 1000000 } },
      { name: 'Files <b>', endpoint: 'GET /files/{id}', params: { id: 1 }, skip: 'no data: *empty* list' },
      { name: 'Presets', skip: 'refused: 403 Forbidden' },
    ]);
    return runStage(loadTest, 'loadtool.yaml', quietReporter, { env: {}, mask: (text) => text });
  }

  it('counts them in the headline and lists each with its reason, escaped, in summary.md and the comment', async () => {
    const results = await mixedRun();
    expect(results.outcome).toBe('failed');
    for (const text of [
      renderSummary(results, { loadTestFile: 'loadtool.yaml' }),
      renderComment(results, { loadTestFile: 'loadtool.yaml', marker: '<!-- m -->' }),
    ]) {
      const heading = text.split('\n').find((line) => line.includes('qa-perf:'))!;
      expect(heading).toMatch(/1 of 4 scenarios failed, 2 not run$/);
      expect(text).toContain('**Not run**');
      expect(text).toContain('**Files &lt;b>** (line 14): no data');
      expect(text).toContain('no data: \\*empty\\* list');
      expect(text).toContain('Presets');
      expect(text).toContain('refused: 403 Forbidden');
      expect(text).not.toContain('<b>');
    }
  });

  it('says "passed, N not run" when the rest passed', async () => {
    const api = await startApi();
    const loadTest = loadTestOf(api.url, [{ name: 'Passes' }, { name: 'Skipped', skip: REASON }]);
    const results = await runStage(loadTest, 'loadtool.yaml', quietReporter, { env: {}, mask: (text) => text });
    const heading = renderSummary(results, { loadTestFile: 'loadtool.yaml' }).split('\n')[0]!;
    expect(heading).toMatch(/qa-perf: 1 of 2 scenarios passed, 1 not run$/);
  });

  it('writes <skipped message="reason"/> in junit.xml and counts them', async () => {
    const results = await mixedRun();
    const xml = renderJUnit(results, { loadTestFile: 'loadtool.yaml' });
    expect(xml).toContain('<skipped message="no data: *empty* list"/>');
    expect(xml).toContain('<skipped message="refused: 403 Forbidden"/>');
    expect(xml).toMatch(/<testsuite name="qa-perf" tests="4" failures="1" errors="0" skipped="2"/);
  });

  it('lists them under "Not run" in the terminal table and counts them in the tally', async () => {
    const results = await mixedRun();
    const table = renderTerminalTable(results);
    expect(table).toContain('Not run (skip: in the load test):');
    expect(table).toContain('  Files <b>: no data: *empty* list');
    expect(table).toContain('Outcome: failed (2 skipped, 1 passed, 1 failed)');
  });

  it("says them in the action's verdict sentence, and a run of only skipped ones fails the check run", async () => {
    const results = await mixedRun();
    expect(verdictSentence(results, { breached: 1, failedChecks: 0 })).toMatch(/^1 of 4 scenarios failed, 2 not run:/);
    const api = await startApi();
    const none = await runStage(loadTestOf(api.url, [{ name: 'A', skip: REASON }]), 'loadtool.yaml', quietReporter, {
      env: {},
      mask: (text) => text,
    });
    expect(verdictSentence(none, { breached: 0, failedChecks: 0 })).toMatch(/^The run is errored: no scenario ran/);
    expect(conclusionOf(none.outcome)).toBe('failure');
  });

  it('gives each a notice annotation on its line, with its reason', async () => {
    const results = await mixedRun();
    const notices = annotationsFor(results).filter(({ kind }) => kind === 'skipped');
    expect(notices).toEqual([
      expect.objectContaining({ scenario: 'Files <b>', level: 'notice', line: results.scenarios[2]!.line }),
      expect.objectContaining({ scenario: 'Presets', level: 'notice' }),
    ]);
    expect(notices[0]!.message).toContain('no data: *empty* list');
  });
});
