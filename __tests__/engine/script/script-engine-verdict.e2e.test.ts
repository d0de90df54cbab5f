import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { runLoadTest } from '../../../src/engine/run-load-test.js';
import type { LoadTest, Threshold } from '../../../src/loadtest/types.js';
import type { RunResults } from '../../../src/results/types.js';
import { renderComment, renderSummary } from '../../../src/report/markdown.js';
import { renderJUnit } from '../../../src/report/junit.js';
import { triageResults } from '../../../src/triage/triage.js';
import { judgeRun } from '../../../src/verdict/judge-run.js';
import { loadtool } from '../../helpers/cli.js';
import { startShop } from '../../helpers/flow-engine-shop.js';
import { startHttpTarget } from '../../helpers/engine-run.js';
import { resultsSchemaErrors } from '../../helpers/results-schema.js';
import { scriptLoadTest, scriptsOf, stepNamed } from '../../helpers/script-engine.js';
import { useServers } from '../../helpers/servers.js';
import { useTempDirs } from '../../helpers/temp-dir.js';

const servers = useServers();
const tempDir = useTempDirs();
const ENV = { SHOP_PASSWORD: 'correct horse' };
/** The fixed delay of `/slow`: far above the p95 limit the tests set, whatever the machine's load. */
const SLOW_MS = 200;

const threshold = (key: Threshold['key'], limit: number, unit: Threshold['unit']): Threshold => ({
  key,
  bound: 'max',
  limit,
  unit,
  text: `${limit}${unit === 'ms' ? 'ms' : '%'}`,
  line: 9,
  column: 20,
});

/** Returns the run judged and triaged, as `loadtool run` writes it. */
async function judged(loadTest: LoadTest, fixture: string): Promise<RunResults> {
  const measured = await runLoadTest(loadTest, { env: ENV, scripts: await scriptsOf(fixture) });
  return triageResults(judgeRun(measured, loadTest), loadTest);
}

/** A server that answers `/slow` after SLOW_MS and `/fast` at once, both 200. */
async function startSlow() {
  return startHttpTarget(servers, (request, response) => {
    const delay = request.url?.startsWith('/slow') ? SLOW_MS : 0;
    setTimeout(() => response.writeHead(200, { 'content-type': 'application/json' }).end('{}'), delay);
  });
}

describe('the verdict of a script scenario', () => {
  it('judges the iterations against the scenario p95: a limit below the server delay fails', async () => {
    const target = await startSlow();
    const loadTest = scriptLoadTest(target.url, 'slow', { thresholds: [threshold('p95', 20, 'ms')] });
    const results = await judged(loadTest, 'slow');
    const scenario = results.scenarios[0]!;
    expect(scenario.outcome).toBe('failed');
    expect(scenario.thresholds).toEqual([expect.objectContaining({ key: 'p95', passed: false })]);
    // The iteration's latency is its request's: at least the delay, the sleep left out of it.
    expect(scenario.latencyMs.min).toBeGreaterThanOrEqual(SLOW_MS - 5);
    // The step has no thresholds of its own: it passes, at the scenario's line.
    expect(stepNamed(scenario, 'Slow')).toMatchObject({ outcome: 'passed', thresholds: [], line: 3 });
    expect(resultsSchemaErrors(results)).toEqual([]);
  });

  it('fails on errorRate when a check fails every iteration, and the triage names the check', async () => {
    const target = await startSlow();
    const loadTest = scriptLoadTest(target.url, 'failing-check', { thresholds: [threshold('errorRate', 1, '%')] });
    const results = await judged(loadTest, 'failing-check');
    const scenario = results.scenarios[0]!;
    expect(scenario.outcome).toBe('failed');
    expect(scenario.thresholds).toEqual([expect.objectContaining({ key: 'errorRate', passed: false })]);
    expect(scenario.triage?.evidence).toContain('failed a check of the script (the answer is teapot on');
    expect(scenario.triage?.nextStep).toContain('load-tests/failing-check.ts');
    expect(resultsSchemaErrors(results)).toEqual([]);
  });

  it('triages a script that throws as its own fault, quoting where it threw', async () => {
    const target = await startSlow();
    const results = await judged(scriptLoadTest(target.url, 'throws'), 'throws');
    const scenario = results.scenarios[0]!;
    expect(scenario.outcome).toBe('failed');
    expect(scenario.triage).toMatchObject({ category: 'client-errors' });
    expect(scenario.triage?.evidence).toContain('ended with the script throwing: the script broke on purpose (at');
    expect(resultsSchemaErrors(results)).toEqual([]);
  });

  it('errors a script whose once never succeeded, never a silent pass', async () => {
    const target = await startSlow();
    const results = await judged(scriptLoadTest(target.url, 'once-throws'), 'once-throws');
    expect(results.outcome).toBe('errored');
    expect(results.scenarios[0]!.error).toContain("the script's once function never succeeded: no login for you");
    expect(resultsSchemaErrors(results)).toEqual([]);
  });
});

describe('reports of a script scenario', () => {
  it('list its steps under it: the terminal table (loadtool report), markdown and JUnit', async () => {
    const shop = await startShop(servers);
    const results = await judged(scriptLoadTest(shop.url, 'shop', { concurrentUsers: 2 }), 'shop');
    expect(results.scenarios[0]!.outcome).toBe('passed');
    const dir = await tempDir();
    const file = join(dir, 'results.json');
    await writeFile(file, JSON.stringify(results));

    const { code, stdout } = await loadtool(['report', file, '--format', 'text']);
    expect(code).toBe(0);
    const lines = stdout.split('\n');
    const row = lines.findIndex((line) => line.startsWith('Script '));
    expect(row).toBeGreaterThanOrEqual(0);
    expect(lines[row + 1]).toMatch(/^ {2}↳ POST \/login /);
    expect(lines[row + 2]).toMatch(/^ {2}↳ List items .*passed/);
    expect(lines[row + 3]).toMatch(/^ {2}↳ Get item .*passed/);

    for (const markdown of [
      renderSummary(results, { loadTestFile: 'loadtool.yaml' }),
      renderComment(results, { loadTestFile: 'loadtool.yaml', marker: '<!-- m -->' }),
    ]) {
      expect(markdown).toContain('↳ List items');
      expect(markdown).toContain('↳ Get item');
    }
    const xml = renderJUnit(results, { loadTestFile: 'loadtool.yaml' });
    expect(xml).toContain('<testcase name="Script › List items"');
    expect(xml).toContain('<testcase name="Script › Get item"');
  });
});
