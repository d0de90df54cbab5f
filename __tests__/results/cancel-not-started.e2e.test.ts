// A run cancelled during its first scenario: the scenarios it never started are `not run` (outcome `skipped`, with
// why), never breached, in results.json, the terminal table, summary.md, junit.xml and report.html; the run is
// cancelled (exit 130).
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { stringify } from 'yaml';
import type { RunResults } from '../../src/results/types.js';
import { NOT_STARTED } from '../../src/results/not-started.js';
import { judgeScenario, runOutcome } from '../../src/verdict/outcome.js';
import { breaches } from '../../src/verdict/breaches.js';
import { mergeParallelScenario } from '../../src/engine/merge/merge-parallel.js';
import { createLatencyHistogram, encodeHistogram } from '../../src/engine/record/latency-histogram.js';
import { startHttpTarget } from '../helpers/engine-run.js';
import { useServers } from '../helpers/servers.js';
import { useTempDirs } from '../helpers/temp-dir.js';
import { runCancelledOnce } from '../helpers/cancelled-run.js';
import { scenarioResult, thresholdResult } from '../helpers/results.js';

const servers = useServers();
const tempDir = useTempDirs();

describe('a run cancelled during its first scenario', () => {
  it.each([
    { what: 'on the main thread', extra: [] },
    { what: 'with two worker threads', extra: ['--workers', '2', '--force-workers'] },
  ])(
    '$what: the scenario it never started is not run, with no breach, in every output; exit 130',
    async ({ extra }) => {
      const paths: string[] = [];
      const target = await startHttpTarget(servers, (request, response) => {
        paths.push(request.url ?? '');
        setTimeout(() => response.end('ok'), 5);
      });
      const dir = await tempDir();
      const file = join(dir, 'loadtool.yaml');
      const scenarios = [
        { name: 'First', endpoint: 'GET /first', concurrentUsers: 2, duration: '60s' },
        {
          name: 'Second',
          endpoint: 'GET /second',
          concurrentUsers: 2,
          duration: '60s',
          thresholds: { p95: '300ms', errorRate: '1%' },
        },
      ];
      await writeFile(file, stringify({ version: 1, baseUrl: target.url, scenarios }));
      const out = join(dir, 'out');

      const run = await runCancelledOnce([file, '--out', out, ...extra], () => paths.length >= 5);

      expect({ code: run.code, stderr: run.stderr }).toMatchObject({ code: 130 });
      expect(paths.filter((path) => path === '/second')).toEqual([]);
      const results = JSON.parse(await readFile(join(out, 'results.json'), 'utf8')) as RunResults;
      expect(results.outcome).toBe('cancelled');
      expect(results.scenarios[0]).toMatchObject({ name: 'First', outcome: 'cancelled' });
      expect(results.scenarios[1]).toMatchObject({
        name: 'Second',
        outcome: 'skipped',
        skip: NOT_STARTED,
        thresholds: [],
        triage: null,
      });
      expect(breaches(results)).toEqual([]);

      const table = run.stdout;
      expect(table).not.toContain('Thresholds breached');
      expect(table).toMatch(/^Not run:\n {2}Second: the run was cancelled before it started$/m);
      expect(table).toContain('Outcome: cancelled');

      const summary = await readFile(join(out, 'summary.md'), 'utf8');
      expect(summary).toContain('run cancelled, 1 of 2 scenarios did not finish, 1 not run');
      expect(summary).toMatch(/\*\*Second\*\* \(line \d+\): the run was cancelled before it started/);
      expect(summary).not.toContain('❌');
      expect(summary).not.toContain('skip:');

      const junit = await readFile(join(out, 'junit.xml'), 'utf8');
      expect(junit).not.toContain('<failure');
      expect(junit).toMatch(
        /<testcase name="Second"[^>]*>\n {6}<skipped message="the run was cancelled before it started"\/>/,
      );

      const html = await readFile(join(out, 'report.html'), 'utf8');
      expect(html).toContain('Second</a>: the run was cancelled before it started');
      expect(html).not.toContain('<code>skip:</code>');
    },
    60_000,
  );
});

describe('judging a scenario that sent nothing before the run was cancelled', () => {
  const nothingSent = scenarioResult({
    name: 'Second',
    outcome: 'cancelled',
    requests: { total: 0, ok: 0, failed: 0, byCategory: {}, byStatus: {} },
    thresholds: [thresholdResult('p95', 300, undefined, 9)],
    histogram: encodeHistogram(createLatencyHistogram()),
  });
  const rules = [{ key: 'p95' as const, bound: 'max' as const, limit: 300, unit: 'ms' as const, line: 9 }];

  it('is not run (skipped, saying why) with no threshold judged', () => {
    expect(judgeScenario(nothingSent, rules)).toMatchObject({ outcome: 'skipped', skip: NOT_STARTED, thresholds: [] });
  });

  it('keeps the run cancelled, also when no scenario started: never "no scenario ran"', () => {
    const judged = judgeScenario(nothingSent, rules);
    expect(runOutcome([judged, judged])).toEqual({ outcome: 'cancelled' });
    expect(runOutcome([scenarioResult({ outcome: 'passed' }), judged])).toEqual({ outcome: 'cancelled' });
  });

  it('stays cancelled, its thresholds judged, once it sent a request', () => {
    const sent = {
      ...nothingSent,
      requests: { total: 1, ok: 0, failed: 1, byCategory: { interrupted: 1 }, byStatus: {} },
    };
    expect(judgeScenario(sent, rules)).toMatchObject({ outcome: 'cancelled', thresholds: [{ passed: false }] });
  });

  it("merged with a shard that ran it, is cancelled with that shard's figures, judged", () => {
    const histogram = createLatencyHistogram();
    histogram.recordValue(2_000);
    const ran = scenarioResult({
      name: 'Second',
      outcome: 'cancelled',
      requests: { total: 1, ok: 1, failed: 0, byCategory: {}, byStatus: { '200': 1 } },
      histogram: encodeHistogram(histogram),
    });
    const merged = mergeParallelScenario([judgeScenario(nothingSent, rules), ran], [0, 0]);
    expect(merged).toMatchObject({ outcome: 'cancelled', requests: { total: 1, ok: 1 } });
    expect(merged).not.toHaveProperty('skip');
  });
});
