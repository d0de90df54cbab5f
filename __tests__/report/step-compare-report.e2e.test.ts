import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { runLoadTest } from '../../src/engine/run-load-test.js';
import { renderJUnit } from '../../src/report/junit.js';
import { renderComment, renderSummary } from '../../src/report/markdown.js';
import { renderTerminalTable } from '../../src/report/terminal-table.js';
import type { BaselineInfo, Comparison, RunResults, ScenarioResult, StepResult } from '../../src/results/types.js';
import { triageResults } from '../../src/triage/triage.js';
import { judgeRun } from '../../src/verdict/judge-run.js';
import { judgeWithComparisons } from '../../src/verdict/regression-verdict.js';
import { loadtool } from '../helpers/cli.js';
import { comparisonOf, metricComparison, roundsOf, toleranceResult, runComparisonOf } from '../helpers/comparisons.js';
import { BEARER, flowLoadTest, LOGIN, startShop, step } from '../helpers/flow-engine-shop.js';
import { runResults, scenarioResult } from '../helpers/results.js';
import { rounds, tolerance } from '../helpers/rounds.js';
import { useServers } from '../helpers/servers.js';
import { useTempDirs } from '../helpers/temp-dir.js';

// The reports of a flow whose one step regressed while its whole iterations did not: the step's comparison is shown
// under its scenario, as information, and the scenario's verdict is the one that decides.

const tempDir = useTempDirs();
const servers = useServers();

const BASELINE: BaselineInfo = { kind: 'file', source: 'base/results.json', startedAt: '2026-01-01T09:00:00Z' };
const FILE = 'load-tests/loadtool.yaml';
const HOSTILE = '<img src=x onerror=alert(1)> | ::error::pwned\n##[error]x @team `code`';

const unchangedP95 = metricComparison('p95', 'unchanged', 1, [-3, 4], { line: 14 });
const regressedStepP95 = metricComparison('p95', 'regressed', 50, [40, 61], { base: 20, head: 30, line: 14 });

/** A step as results.json keeps it (its comparison lives in its scenario's). */
const stepResult = (name: string): StepResult => scenarioResult({ name, endpoint: 'GET /items' });

/** The flow Shop, judged with an unchanged comparison whose steps are `Browse` (regressed) and the hostile name. */
function flowCompared(): RunResults {
  const shop = scenarioResult({ name: 'Shop', steps: [stepResult('Browse'), stepResult(HOSTILE)] });
  const scenario: ScenarioResult = { ...shop, rounds: roundsOf(shop), tolerances: [toleranceResult('p95', 10, 14)] };
  const comparison: Comparison = {
    ...comparisonOf(unchangedP95),
    steps: [
      { name: 'Browse', ...comparisonOf(regressedStepP95) },
      { name: HOSTILE, ...comparisonOf(regressedStepP95) },
    ],
  };
  return triageResults(
    judgeWithComparisons(runResults([scenario]), runComparisonOf(new Map([['Shop', comparison]])), BASELINE),
  );
}

describe('a step compared with the baseline, in the reports', () => {
  it('the run passes: only the scenario decides', () => {
    expect(flowCompared().outcome).toBe('passed');
  });

  it('the terminal shows the step under its scenario, its regression marked as not judged', () => {
    const table = renderTerminalTable(flowCompared());
    expect(table).toContain('Shop: ✅ unchanged (6 base rounds, 6 head rounds)');
    expect(table).toContain('↳ Browse: ❌ regressed (step, not judged; 6 base rounds, 6 head rounds)');
    expect(table).toContain(
      'p95 over all rounds 20 → 30 ms; shift +50% (95% CI +40% … +61%), tolerance 10% (line 14): ❌ regressed (step, not judged)',
    );
    // The step's lines come after the scenario's own metric, indented under it.
    expect(table.indexOf('↳ Browse:')).toBeGreaterThan(table.indexOf('Shop: ✅ unchanged'));
    expect(table).not.toMatch(/^\s*::error::/m);
    expect(table).not.toMatch(/^##\[error\]/m);
    expect(table).toContain('pwned\\n#\u200b#[error]x @team `code`: ❌ regressed (step, not judged');
  });

  it('the job summary and the comment show a row per metric of each step, the hostile name escaped', () => {
    for (const markdown of [
      renderSummary(flowCompared(), { loadTestFile: FILE }),
      renderComment(flowCompared(), { loadTestFile: FILE, marker: '<!-- qa-perf -->' }),
    ]) {
      expect(markdown).toContain(
        '| &nbsp;&nbsp;↳ Browse | p95 | 20 → 30 ms | \\+50% (+40% … +61%) | 10% (line 14) | ❌ regressed (step, not judged) |',
      );
      expect(markdown).not.toContain('<img');
      expect(markdown).not.toContain('::error::');
      expect(markdown).not.toContain('@team');
      const rows = markdown.split('\n').filter((text) => text.includes('| p95 | 20 → 30 ms'));
      expect(rows).toHaveLength(2);
      // Six cells each: the hostile name's `|` cannot split its row.
      for (const line of rows) expect(line.split(/(?<!\\)\|/)).toHaveLength(8);
    }
  });

  it('the comment cuts a run of many steps at a row, never inside one', () => {
    const many = flowCompared();
    const comparison = many.scenarios[0]!.comparison!;
    comparison.steps = Array.from({ length: 2000 }, (_, i) => ({
      name: `Step ${i}`,
      ...comparisonOf(regressedStepP95),
    }));
    const summary = renderComment(many, { loadTestFile: FILE, marker: '<!-- qa-perf -->' });
    expect(summary).toContain('| &nbsp;&nbsp;↳ Step 0 | p95 |');
    expect(summary).not.toContain('↳ Step 1999 |');
    expect(summary).toMatch(/\d+ more rows of the comparison with the baseline/);
    for (const line of summary.split('\n').filter((text) => text.includes('↳ Step'))) expect(line).toMatch(/\|$/);
  });

  it('JUnit: the step’s comparison in its own test case’s system-out, never a failure', () => {
    const xml = renderJUnit(flowCompared(), { loadTestFile: FILE });
    expect(xml).not.toContain('<failure');
    const browse = xml.slice(xml.indexOf('<testcase name="Shop › Browse"'));
    expect(browse.slice(0, browse.indexOf('</testcase>'))).toContain(
      'p95 over all rounds 20 → 30 ms; shift +50% (95% CI +40% … +61%), tolerance 10% (line 14): ❌ regressed (step, not judged)',
    );
    expect(xml).not.toContain('<img');
  });
});

/** Writes base.json and head.json of the flow Shop whose iterations are alike and whose step Browse is 50% slower. */
async function writeFlowPair(name = 'Browse'): Promise<{ dir: string; base: string; head: string }> {
  const dir = await tempDir();
  const side = (iterations: number, browse: number, seed: number) =>
    runResults([
      scenarioResult({
        name: 'Shop',
        rounds: rounds(6, iterations, 0.03, seed),
        tolerances: [tolerance('p95', 10, 12)],
        steps: [{ ...scenarioResult({ name, rounds: rounds(6, browse, 0.03, seed + 1) }) }],
      }),
    ]);
  const base = join(dir, 'base.json');
  const head = join(dir, 'head.json');
  await writeFile(base, JSON.stringify(side(60, 20, 1)));
  await writeFile(head, JSON.stringify(side(60, 30, 1)));
  return { dir, base, head };
}

describe('loadtool compare with steps', () => {
  it('text: the step under its scenario, its regression not judged, exit 0', async () => {
    const { base, head } = await writeFlowPair();
    const { code, stdout } = await loadtool(['compare', base, head]);
    expect(code).toBe(0);
    expect(stdout).toContain('Shop: passed');
    expect(stdout).toContain('↳ Browse: ❌ regressed (step, not judged) — 6 base rounds, 6 head rounds');
    expect(stdout).toMatch(
      / {4}p95 median of rounds [\d.]+ → [\d.]+ ms; shift \+50% .*: ❌ regressed \(step, not judged\)\n/,
    );
    expect(stdout).not.toContain('REGRESSED');
  });

  it('markdown: a table of the steps, the hostile step name escaped', async () => {
    const { base, head } = await writeFlowPair(HOSTILE);
    const { code, stdout } = await loadtool(['compare', base, head, '--format', 'markdown']);
    expect(code).toBe(0);
    expect(stdout).toContain('| step | metric | median of rounds, base → head | shift (CI) | tolerance | verdict |');
    expect(stdout).toContain('❌ regressed (step, not judged) |');
    expect(stdout).not.toContain('<img');
    expect(stdout).not.toContain('::error::');
    expect(stdout).not.toContain('@team');
    const rows = stdout.split('\n').filter((text) => text.includes('↳'));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.split(/(?<!\\)\|/)).toHaveLength(8);
  });

  it('text: a hostile step name is shown on one line, as no workflow command', async () => {
    const { base, head } = await writeFlowPair(HOSTILE);
    const { stdout } = await loadtool(['compare', base, head]);
    expect(stdout).not.toMatch(/^\s*::error::/m);
    expect(stdout).not.toMatch(/^##\[error\]/m);
    expect(stdout).toContain('pwned\\n#\u200b#[error]x @team `code`: ❌ regressed (step, not judged)');
  });

  it('end to end: two real runs of a flow, compared by loadtool compare, have their steps compared', async () => {
    const shop = await startShop(servers);
    const list = step('List items', 'GET /items', { headers: BEARER });
    const loadTest = flowLoadTest(shop.url, [LOGIN, list], { durationSeconds: 2, rounds: 4 });
    const dir = await tempDir();
    const files: string[] = [];
    for (const side of ['base', 'head']) {
      const measured = await runLoadTest(loadTest, { env: { SHOP_PASSWORD: 'correct horse' } });
      const file = join(dir, `${side}.json`);
      await writeFile(file, JSON.stringify(judgeRun(measured, loadTest)));
      files.push(file);
    }
    const json = await loadtool(['compare', files[0]!, files[1]!, '--format', 'json']);
    const judged = JSON.parse(json.stdout) as RunResults;
    const comparison = judged.scenarios[0]!.comparison!;
    expect(comparison.rounds).toEqual({ base: 4, head: 4 });
    // The once step (Log in) is not compared; List items is, over the same rounds.
    expect(comparison.steps!.map(({ name }) => name)).toEqual(['List items']);
    expect(comparison.steps![0]!.rounds).toEqual({ base: 4, head: 4 });
    expect(comparison.steps![0]!.metrics.map(({ key }) => key)).toEqual(comparison.metrics.map(({ key }) => key));
    // Kept as a results.json, so that the temp folder's check validates it against the published schema.
    await writeFile(join(dir, 'results.json'), json.stdout);
    const text = await loadtool(['compare', files[0]!, files[1]!]);
    expect(text.stdout).toContain('↳ List items: ');
  });

  it('same job, interleaved: the steps compared as loadtool compare compares them from the two files', async () => {
    const start = async () => {
      const server = createServer((request, response) => {
        request.resume();
        const body = request.url === '/login' ? { token: 't' } : { ok: true };
        response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
      });
      servers.push(server);
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    };
    const [base, head] = [await start(), await start()];
    const dir = await tempDir();
    const yaml = [
      'version: 1',
      `baseUrl: ${head}`,
      'scenarios:',
      '  - name: Shop',
      '    concurrentUsers: 2',
      '    duration: 4s',
      '    rounds: 4',
      '    regression: { p95: 10% }',
      '    flow:',
      '      - { name: Log in, endpoint: POST /login, once: true }',
      '      - { name: List items, endpoint: GET /items }',
      '      - { name: Get item, endpoint: GET /items/1 }',
      '',
    ].join('\n');
    await writeFile(join(dir, 'loadtool.yaml'), yaml);
    const out = join(dir, 'out');
    const run = await loadtool(['run', join(dir, 'loadtool.yaml'), '--baseline-url', base, '--out', out]);
    // 0 or 1 (two builds alike may, rarely, differ): never 2 or 3, a run that could not take place.
    expect(run.code).toBeLessThan(2);
    const results = JSON.parse(await readFile(join(out, 'results.json'), 'utf8')) as RunResults;
    const comparison = results.scenarios[0]!.comparison!;
    expect(comparison.steps!.map(({ name }) => name)).toEqual(['List items', 'Get item']);
    const again = await loadtool([
      'compare',
      join(out, 'baseline-results.json'),
      join(out, 'results.json'),
      '--format',
      'json',
    ]);
    expect((JSON.parse(again.stdout) as RunResults).scenarios[0]!.comparison).toEqual(comparison);
  }, 60_000);
});
