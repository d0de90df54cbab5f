import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { spawn } from 'node:child_process';
import { describe, expect, it } from '@jest/globals';
import { stringify } from 'yaml';
import { MAX_PARALLEL_SCENARIOS, parallelGroupsNotice, runGroups } from '../../src/engine/run-order.js';
import { parseLoadTest } from '../../src/loadtest/validate.js';
import type { RunResults } from '../../src/results/types.js';
import { ROOT } from '../helpers/bundle.js';
import { loadtool } from '../helpers/cli.js';
import { useServers } from '../helpers/servers.js';
import { useTempDirs } from '../helpers/temp-dir.js';

// Thousands of `execution: parallel` scenarios on one event loop saturate the generator, which then blames the server
// for its own delay (issue 27, defect 7): a parallel run takes its scenarios in groups of at most
// MAX_PARALLEL_SCENARIOS at once, and the cancel signal they all watch warns of no leak.

const tempDir = useTempDirs();
const servers = useServers();

/**
 * Runs `loadtool run` in a process of its own, as a user does, with Node's warnings on (Jest's `process` is not the one
 * Node emits them on); returns its exit code and output.
 */
function runCli(args: string[]) {
  const child = spawn(join(ROOT, 'node_modules/.bin/tsx'), [join(ROOT, 'src/cli/index.ts'), ...args], {
    env: { PATH: process.env.PATH },
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const killer = setTimeout(() => child.kill('SIGKILL'), 100_000);
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
    child.on('close', (code) => {
      clearTimeout(killer);
      resolve({ code, stdout, stderr });
    });
  });
}

/** Starts a server that records, by path, when it received the first and the last request (performance.now()). */
async function startTimedTarget() {
  const seen = new Map<string, { first: number; last: number }>();
  const server = createServer((request, response) => {
    const now = performance.now();
    const times = seen.get(request.url ?? '');
    if (times) times.last = now;
    else seen.set(request.url ?? '', { first: now, last: now });
    request.resume();
    response.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, seen };
}

describe('a parallel run of more scenarios than run at once', () => {
  it('runs them in groups of at most MAX_PARALLEL_SCENARIOS, says so, and warns of no listener leak', async () => {
    const count = 2 * MAX_PARALLEL_SCENARIOS + MAX_PARALLEL_SCENARIOS / 2;
    const target = await startTimedTarget();
    const dir = await tempDir();
    const scenarios = Array.from({ length: count }, (_, index) => ({
      name: `s${index}`,
      endpoint: `GET /s/${index}`,
      concurrentUsers: 1,
      duration: '1s',
      thinkTime: '100ms',
    }));
    const file = join(dir, 'loadtool.yaml');
    await writeFile(file, stringify({ version: 1, baseUrl: target.url, execution: 'parallel', scenarios }));

    const { code, stdout, stderr } = await runCli(['run', file, '--out', join(dir, 'out')]);

    const results = JSON.parse(await readFile(join(dir, 'out', 'results.json'), 'utf8')) as RunResults;
    expect(results.scenarios.map(({ name }) => name)).toEqual(scenarios.map(({ name }) => name));
    expect(results.scenarios.every(({ requests }) => requests.total > 0)).toBe(true);
    // Group g + 1 starts once every scenario of group g has ended: its first request comes after their last ones.
    const times = scenarios.map((_, index) => target.seen.get(`/s/${index}`)!);
    const groups = [0, 1, 2].map((g) => times.slice(g * MAX_PARALLEL_SCENARIOS, (g + 1) * MAX_PARALLEL_SCENARIOS));
    for (const [earlier, later] of [
      [groups[0]!, groups[1]!],
      [groups[1]!, groups[2]!],
    ] as const)
      expect(Math.max(...earlier.map(({ last }) => last))).toBeLessThan(Math.min(...later.map(({ first }) => first)));
    expect(/.*MaxListenersExceededWarning.*/.exec(`${stdout}${stderr}`)?.[0]).toBeUndefined();
    expect(stderr).toContain(
      `execution: parallel: ${count} scenarios run in 3 groups of at most ${MAX_PARALLEL_SCENARIOS} at once, one group after another`,
    );
    expect(code).toBe(0);
  }, 120_000);

  it('runs up to MAX_PARALLEL_SCENARIOS scenarios all at once, without a word about groups', async () => {
    const target = await startTimedTarget();
    const dir = await tempDir();
    const scenarios = [0, 1].map((index) => ({
      name: `s${index}`,
      endpoint: `GET /s/${index}`,
      concurrentUsers: 1,
      duration: '1s',
    }));
    const file = join(dir, 'loadtool.yaml');
    await writeFile(file, stringify({ version: 1, baseUrl: target.url, execution: 'parallel', scenarios }));

    const { code, stderr } = await loadtool(['run', file, '--out', join(dir, 'out')]);

    expect(code).toBe(0);
    expect(stderr).not.toContain('groups');
    // Together: each one's first request came before the other's last.
    const [a, b] = [target.seen.get('/s/0')!, target.seen.get('/s/1')!];
    expect(a.first).toBeLessThan(b.last);
    expect(b.first).toBeLessThan(a.last);
  }, 30_000);
});

describe('runGroups', () => {
  const loadTest = (count: number, skipped: number[]) =>
    parseLoadTest(
      stringify({
        version: 1,
        baseUrl: 'http://localhost:3000',
        execution: 'parallel',
        scenarios: Array.from({ length: count }, (_, index) => ({
          name: `s${index}`,
          endpoint: 'GET /',
          concurrentUsers: 1,
          duration: '1s',
          ...(skipped.includes(index) && { skip: 'not now' }),
        })),
      }),
      'loadtool.yaml',
    );

  it('groups the scenarios that run in the order given; the skipped ones take no place', () => {
    const { scenarios } = loadTest(MAX_PARALLEL_SCENARIOS + 3, [0, MAX_PARALLEL_SCENARIOS + 2]);

    const groups = runGroups(scenarios, 'parallel').map((group) => group.map(({ name }) => name));

    expect(groups.map((group) => group.length)).toEqual([MAX_PARALLEL_SCENARIOS + 2, 1]);
    expect(groups.flat().sort()).toEqual(scenarios.map(({ name }) => name).sort());
    expect(groups[1]).toEqual([`s${MAX_PARALLEL_SCENARIOS + 1}`]);
    expect(parallelGroupsNotice(scenarios, 'parallel')).toContain(
      `${MAX_PARALLEL_SCENARIOS + 1} scenarios run in 2 groups`,
    );
  });

  it('is one scenario a group with execution: sequential, and says nothing', () => {
    const { scenarios } = loadTest(MAX_PARALLEL_SCENARIOS + 1, []);

    expect(runGroups(scenarios, 'sequential').every((group) => group.length === 1)).toBe(true);
    expect(parallelGroupsNotice(scenarios, 'sequential')).toBeUndefined();
  });
});
