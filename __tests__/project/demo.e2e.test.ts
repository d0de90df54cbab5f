import { spawn } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { describe, expect, it } from '@jest/globals';
import type { RunResults } from '../../src/results/types.js';
import { ROOT } from '../helpers/bundle.js';
import { useTempDirs } from '../helpers/temp-dir.js';

const tempDir = useTempDirs();

/** Runs `npm run demo` as the README and docs/development.md say, on a copy of the example in `project`. */
function runDemo(project: string) {
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve, reject) => {
    const child = spawn('npm', ['run', '--silent', 'demo', '--', '--project', project], { cwd: ROOT });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const timer = setTimeout(() => child.kill('SIGKILL'), 110_000);
    child.on('error', reject);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });
}

describe('npm run demo', () => {
  it('runs the whole gate on the embedded pet store: the slow endpoint breaches as designed, and it exits 0', async () => {
    const project = await tempDir();
    const { code, stdout, stderr } = await runDemo(project);
    const reports = join(project, 'qa-reports', 'perf');

    expect({ code, stderr: code === 0 ? '' : stderr }).toEqual({ code: 0, stderr: '' });
    // Progress while it ran, then the verdict table and the triage, and where the reports are.
    expect(stderr).toMatch(/Running 4 scenarios of .*loadtool\.yaml against http:\/\/127\.0\.0\.1:\d+/);
    expect(stdout).toMatch(/GET \/stats takes 400 ms a request on purpose: its breach is part of the demo/);
    expect(stdout).toMatch(/^Store statistics +GET \/stats .* failed$/m);
    expect(stdout).toMatch(/^Triage:\n {2}Store statistics: latency/m);
    expect(stdout).toContain(`Reports in ${relative(ROOT, reports)}: results.json, summary.md`);
    expect(stdout).toContain('Demo complete: every scenario behaved as expected.');
    expect(stdout).toContain(`Open the charts in a browser: ${relative(ROOT, join(reports, 'report.html'))}`);

    const results = JSON.parse(await readFile(join(reports, 'results.json'), 'utf8')) as RunResults;
    expect(results.scenarios.map((s) => [s.endpoint, s.outcome])).toEqual([
      // /pets needs the token of the example's login: those scenarios are login flows.
      ['POST /login → GET /pets', 'passed'],
      ['POST /login → GET /pets → GET /pets/{petId}', 'passed'],
      ['POST /login → POST /pets', 'passed'],
      ['GET /stats', 'failed'],
    ]);
    expect(results.scenarios.every((s) => s.requests.failed === 0)).toBe(true);
    await expect(readFile(join(reports, 'summary.md'), 'utf8')).resolves.toContain('1 of 4 scenarios failed');
    await expect(readFile(join(reports, 'junit.xml'), 'utf8')).resolves.toMatch(
      // A test case per scenario and one per step of each flow (3 flows, 7 steps).
      /<testsuites [^>]*tests="11"[^>]*failures="1"/,
    );
    await expect(readFile(join(reports, 'report.html'), 'utf8')).resolves.toContain('id="scenario-3-distribution"');
  }, 120_000);
});
