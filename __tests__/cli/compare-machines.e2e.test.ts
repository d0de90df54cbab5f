import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { availableParallelism } from 'node:os';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from '@jest/globals';
import type { RunResults } from '../../src/results/types.js';
import { loadtool } from '../helpers/cli.js';
import { cpuHogs, withoutOtherHogs } from '../helpers/cpu-hogs.js';
import { useServers } from '../helpers/servers.js';
import { useTempDirs } from '../helpers/temp-dir.js';

// Issue 30: two results files written under different machine conditions, compared across time, say so and judge no
// scenario beyond inconclusive (docs/regression-gate.md#comparisons-across-time).

const tempDir = useTempDirs();
const servers = useServers();

/** Starts a server that answers every request after 20 ms; returns its URL. */
async function startTarget(): Promise<string> {
  const server = createServer((_request, response) => {
    setTimeout(() => response.end('{"ok":true}'), 20);
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

describe('two results files from different machine conditions', () => {
  it('a CPU hog during one: every report says so and no verdict is more than inconclusive', async () => {
    const dir = await tempDir();
    const file = join(dir, 'loadtool.yaml');
    const scenario = (name: string) => [
      `  - name: ${name}`,
      '    endpoint: GET /',
      '    concurrentUsers: 4',
      '    duration: 6s',
      '    rounds: 6',
    ];
    const lines = ['version: 1', `baseUrl: ${await startTarget()}`, 'scenarios:', ...scenario('A'), ...scenario('B')];
    await writeFile(file, `${lines.join('\n')}\n`);
    const run = (out: string) => loadtool(['run', file, '--out', join(dir, out)]);
    // Twelve hogs per core during the head's whole run: its CPU probe takes more than twice as long, whatever else the
    // machine was already doing (see __tests__/engine/calibration.e2e.test.ts); no other test's hogs during either.
    await withoutOtherHogs(async () => {
      expect((await run('base')).code).toBe(0);
      const hogs = cpuHogs(12 * availableParallelism());
      try {
        await sleep(500);
        expect((await run('head')).code).toBe(0);
      } finally {
        for (const hog of hogs) hog.kill('SIGKILL');
      }
    });
    const [base, head] = [join(dir, 'base', 'results.json'), join(dir, 'head', 'results.json')];

    const text = await loadtool(['compare', base, head]);
    expect(text.stdout).toMatch(/the two runs' machines cannot be taken for the same/i);
    expect(text.stdout).toMatch(/the CPU probe took [0-9.,]+% longer/);
    expect(text.stdout).not.toContain('REGRESSED');
    expect(text.code).toBe(0);
    const json = await loadtool(['compare', base, head, '--format', 'json']);
    const judged = JSON.parse(json.stdout) as RunResults;
    expect(judged.regression!.environment!.differs).toBe(true);
    expect(judged.scenarios.map(({ comparison }) => comparison!.verdict)).toEqual(['inconclusive', 'inconclusive']);
    const markdown = await loadtool(['compare', base, head, '--format', 'markdown']);
    expect(markdown.stdout).toContain('machines cannot be taken for the same');

    // The same run against itself: one machine, nothing to say.
    const same = JSON.parse((await loadtool(['compare', base, base, '--format', 'json'])).stdout) as RunResults;
    expect(same.regression!.environment!.differs).toBe(false);
  }, 120_000);
});
