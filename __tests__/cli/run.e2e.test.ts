import { spawn } from 'node:child_process';
import { EventEmitter } from 'node:events';
import { createServer, type IncomingMessage } from 'node:http';
import { createServer as createTcpServer, type AddressInfo } from 'node:net';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from '@jest/globals';
import type { RunResults, ScenarioResult } from '../../src/results/types.js';
import type { ScenarioProgress } from '../../src/engine/run-load-test.js';
import { cancelOnSignals } from '../../src/cli/command-plumbing.js';
import { exitCodeFor } from '../../src/exit-codes.js';
import { createProgressReporter, progressLine } from '../../src/report/progress.js';
import { renderTerminalTable } from '../../src/report/terminal-table.js';
import { describeBreach } from '../../src/results/wording.js';
import { ROOT } from '../helpers/bundle.js';
import { loadtool } from '../helpers/cli.js';
import { useTempDirs } from '../helpers/temp-dir.js';
import { useServers } from '../helpers/servers.js';
import { runResults, scenarioResult } from '../helpers/results.js';

const tempDir = useTempDirs();

// `loadtool run` imports its handler, and with it the engine, on first use: under jest's ESM loader that graph takes
// seconds on an idle machine and about 30 s on a busy one (load 10 on 2 cores), which the first test would spend out
// of its own 30 s. Loaded once here, with room for that bounded work, each test's time is the command's.
beforeAll(async () => {
  await import('../../src/cli/handlers/run-handler.js');
}, 120_000);
const readResults = async (dir: string) => JSON.parse(await readFile(join(dir, 'results.json'), 'utf8')) as RunResults;

// A local target that counts what it received.

interface Target {
  url: string;
  received: () => number;
  headers: IncomingMessage['headers'][];
}

const servers = useServers();

/** Starts a server on 127.0.0.1 that answers every request with 200 after `delayMs`. */
async function startTarget(delayMs = 0): Promise<Target> {
  let received = 0;
  const headers: IncomingMessage['headers'][] = [];
  const server = createServer((request, response) => {
    received++;
    if (headers.length < 5) headers.push(request.headers);
    request.resume();
    const answer = () => response.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
    if (delayMs > 0) setTimeout(answer, delayMs);
    else answer();
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, received: () => received, headers };
}

/** Returns a port on 127.0.0.1 that nothing listens on: taken from the system, then released. */
async function refusedPort(): Promise<number> {
  const server = createTcpServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => {
    server.close(() => {
      resolve();
    });
  });
  return port;
}

/** Writes a loadtool.yaml of the scenarios (each a list of YAML lines under `- `) and returns its path. */
async function writeLoadTest(dir: string, baseUrl: string, scenarios: string[][], head: string[] = []) {
  const lines = ['version: 1', `baseUrl: ${baseUrl}`, ...head, 'scenarios:'];
  for (const scenario of scenarios) lines.push(...scenario.map((line, i) => `${i === 0 ? '  - ' : '    '}${line}`));
  const file = join(dir, 'loadtool.yaml');
  await writeFile(file, `${lines.join('\n')}\n`);
  return file;
}

const scenario = (name: string, ...more: string[]) => [
  `name: ${name}`,
  'endpoint: GET /pets',
  'concurrentUsers: 2',
  'duration: 1s',
  ...more,
];

function expectReconciled(result: ScenarioResult) {
  const { total, ok, failed, byCategory } = result.requests;
  expect(total).toBe(ok + failed);
  expect(failed).toBe(Object.values(byCategory).reduce((sum, n) => sum + n, 0));
}

describe('loadtool run', () => {
  it('runs every scenario, writes results.json and prints the table, exit 0', async () => {
    const target = await startTarget();
    const dir = await tempDir();
    const file = await writeLoadTest(dir, target.url, [
      scenario('List pets', 'thresholds: { p99: 1000ms, okRate: 99% }'),
      scenario('List pets again'),
    ]);
    const out = join(dir, 'out', 'perf');

    const { code, stdout, stderr } = await loadtool(['run', file, '--out', out]);

    expect({ code, stderr }).toMatchObject({ code: 0 });
    const results = await readResults(out);
    expect(results).toMatchObject({ version: 1, outcome: 'passed' });
    expect(results.scenarios.map((s) => [s.name, s.outcome])).toEqual([
      ['List pets', 'passed'],
      ['List pets again', 'passed'],
    ]);
    for (const result of results.scenarios) {
      expectReconciled(result);
      expect(result.requests.ok).toBeGreaterThan(0);
    }
    // Every request the server received was counted, and none that it did not receive.
    expect(results.scenarios.reduce((sum, s) => sum + s.requests.total, 0)).toBe(target.received());
    expect(stdout).toMatch(/^Scenario +Endpoint +Users +Requests/m);
    expect(stdout).toMatch(/^List pets +GET \/pets +2 +[\d,]+ .*passed$/m);
    expect(stdout).toContain('Outcome: passed (2 passed)');
    expect(stdout).toContain(`Results: ${join(out, 'results.json')}`);
    expect(stderr).toMatch(/Running 2 scenarios of .*loadtool\.yaml against http:\/\/127\.0\.0\.1:\d+/);
  });

  it('runs only the scenarios named with --scenario', async () => {
    const target = await startTarget();
    const dir = await tempDir();
    const file = await writeLoadTest(dir, target.url, [scenario('One'), scenario('Two'), scenario('Three')]);

    const { code } = await loadtool(['run', file, '--out', dir, '--scenario', 'Three', '--scenario', 'One']);

    expect(code).toBe(0);
    expect((await readResults(dir)).scenarios.map((s) => s.name).sort()).toEqual(['One', 'Three']);
  });

  it('a breached threshold fails the run, exit 1, and the table says which', async () => {
    const target = await startTarget(20);
    const dir = await tempDir();
    const file = await writeLoadTest(dir, target.url, [scenario('Slow pets', 'thresholds:', '  p99: 1ms')]);

    const { code, stdout } = await loadtool(['run', file, '--out', dir]);

    expect(code).toBe(1);
    const [result] = (await readResults(dir)).scenarios;
    expect(result).toMatchObject({ outcome: 'failed', thresholds: [{ key: 'p99', limit: 1, passed: false }] });
    expect(result!.thresholds[0]!.actual).toBeGreaterThanOrEqual(20);
    expect(stdout).toMatch(/Thresholds breached:\n {2}Slow pets: p99 \d[\d.]* ms > 1 ms \(line 9\)/);
    expect(stdout).toContain('Outcome: failed (1 failed)');
  });

  it('a base URL that refuses connections is a run that could not take place, exit 3', async () => {
    const port = await refusedPort();
    const dir = await tempDir();
    const file = await writeLoadTest(dir, `http://127.0.0.1:${port}`, [scenario('List pets')]);

    const { code, stdout, stderr } = await loadtool(['run', file, '--out', dir]);

    expect(code).toBe(3);
    expect(stdout).toBe('');
    expect(stderr).toContain(
      `loadtool run: the run could not take place: http://127.0.0.1:${port} does not accept connections (ECONNREFUSED).`,
    );
  });

  it.each([
    {
      what: 'an invalid file',
      lines: scenario('List pets').map((line) => line.replace('1s', '1')),
      args: [],
      error: /loadtool\.yaml:7:\d+: scenarios\[0\]\.duration: .*needs a unit/,
    },
    {
      what: 'an unset ${NAME}',
      lines: scenario('List pets', 'headers: { Authorization: "Bearer ${API_TOKEN}" }'),
      args: [],
      error: /API_TOKEN/,
    },
    {
      what: 'an unknown --scenario',
      lines: scenario('List pets'),
      args: ['--scenario', 'List pet'],
      error: /--scenario "List pet" matches no scenario; the scenarios are "List pets"/,
    },
  ])('$what is bad input, exit 2, and nothing runs', async ({ lines, args, error }) => {
    const target = await startTarget();
    const dir = await tempDir();
    const file = await writeLoadTest(dir, target.url, [lines]);

    const { code, stderr } = await loadtool(['run', file, '--out', dir, ...args]);

    expect(code).toBe(2);
    expect(stderr).toMatch(error);
    expect(target.received()).toBe(0);
  });

  it('a missing file is bad input, exit 2', async () => {
    const dir = await tempDir();
    const { code, stderr } = await loadtool(['run', join(dir, 'nowhere.yaml')]);
    expect(code).toBe(2);
    expect(stderr).toContain('not found');
  });

  it('never prints or writes the value of a ${NAME}', async () => {
    const secret = 'tok-3f9a1c77e2';
    // Slow enough to breach, so that the output includes the thresholds too.
    const target = await startTarget(20);
    const dir = await tempDir();
    const file = await writeLoadTest(
      dir,
      target.url,
      [scenario('With token', 'thresholds: { p99: 1ms }')],
      ['defaults:', '  headers: { Authorization: "Bearer ${API_TOKEN}" }'],
    );

    const { code, stdout, stderr } = await loadtool(['run', file, '--out', dir], { API_TOKEN: secret });

    expect(code).toBe(1);
    expect(target.headers[0]?.authorization).toBe(`Bearer ${secret}`);
    expect(stdout).not.toContain(secret);
    expect(stderr).not.toContain(secret);
    expect(await readFile(join(dir, 'results.json'), 'utf8')).not.toContain(secret);
  });

  it('masks a ${NAME} in the base URL when the run cannot take place', async () => {
    const port = await refusedPort();
    const dir = await tempDir();
    const file = await writeLoadTest(dir, `http://\${TARGET_HOST}:${port}`, [scenario('List pets')]);

    const { code, stderr } = await loadtool(['run', file, '--out', dir], { TARGET_HOST: '127.0.0.1' });

    expect(code).toBe(3);
    expect(stderr).toContain(`http://\${TARGET_HOST}:${port} does not accept connections`);
    expect(stderr).not.toContain('127.0.0.1');
  });

  it('SIGINT stops the run, writes the partial results marked cancelled, exit 130', async () => {
    const target = await startTarget(5);
    const dir = await tempDir();
    const file = await writeLoadTest(dir, target.url, [scenario('Long').map((l) => l.replace('1s', '60s'))]);
    const child = spawn(join(ROOT, 'node_modules/.bin/tsx'), [join(ROOT, 'src/cli/index.ts'), 'run', file], {
      cwd: dir,
      env: { PATH: process.env.PATH },
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => {
      child.on('close', (code) => {
        resolve(code);
      });
    });
    const killer = setTimeout(() => child.kill('SIGKILL'), 25_000);
    try {
      // Interrupted once the load is flowing.
      const started = Date.now();
      while (target.received() < 20 && Date.now() - started < 15_000) await new Promise((r) => setTimeout(r, 50));
      expect(target.received()).toBeGreaterThanOrEqual(20);
      const interruptedAt = Date.now();
      child.kill('SIGINT');

      const code = await exited;
      expect({ code, stderr }).toMatchObject({ code: 130 });
      // The engine drains within 2 s; the rest is writing and exiting.
      expect(Date.now() - interruptedAt).toBeLessThan(5_000);
      const results = await readResults(join(dir, 'qa-reports/perf'));
      expect(results.outcome).toBe('cancelled');
      expect(results.scenarios[0]).toMatchObject({ name: 'Long', outcome: 'cancelled' });
      expectReconciled(results.scenarios[0]!);
      expect(results.scenarios[0]!.requests.total).toBe(target.received());
    } finally {
      clearTimeout(killer);
      child.kill('SIGKILL');
    }
  });

  it('--help shows the usage with an example, exit 0', async () => {
    const { code, stdout } = await loadtool(['run', '--help']);
    expect(code).toBe(0);
    expect(stdout).toMatch(/^Usage: loadtool run \[options\] \[file\]/);
    expect(stdout).toContain('--scenario <name>');
    expect(stdout).toMatch(/Examples?:\n {2}.*loadtool run/);
  });
});

describe('cancelOnSignals', () => {
  it('the first SIGINT or SIGTERM cancels, the second exits, and stopping removes the listeners', () => {
    const emitter = new EventEmitter();
    const calls: string[] = [];
    const stop = cancelOnSignals(emitter, {
      first: (signal) => calls.push(`first ${signal}`),
      second: (signal) => calls.push(`second ${signal}`),
    });
    emitter.emit('SIGTERM');
    emitter.emit('SIGINT');
    emitter.emit('SIGINT');
    expect(calls).toEqual(['first SIGTERM', 'second SIGINT', 'second SIGINT']);
    stop();
    expect(emitter.listenerCount('SIGINT') + emitter.listenerCount('SIGTERM')).toBe(0);
  });

  it.each([
    ['passed', 0],
    ['failed', 1],
    ['errored', 3],
    ['cancelled', 130],
  ] as const)('outcome %s is exit code %d', (outcome, code) => {
    expect(exitCodeFor(outcome)).toBe(code);
  });
});

// The table.

describe('renderTerminalTable', () => {
  it('shows each scenario, the breached thresholds, what could not run and a saturated generator', () => {
    const results = runResults(
      [
        scenarioResult(),
        scenarioResult({
          name: 'Get pet',
          endpoint: 'GET /pets/{petId}',
          line: 19,
          outcome: 'failed',
          concurrentUsers: 5,
          requests: {
            total: 2000,
            ok: 1950,
            failed: 50,
            byCategory: { http5xx: 30, timeout: 15, reset: 5 },
            byStatus: { '200': 1950, '503': 30 },
          },
          latencyMs: { min: 3, mean: 150, p50: 120.44, p90: 250, p95: 312.4, p99: 1480, p999: 2000, max: 3000 },
          rps: 66.6,
          thresholds: [
            { key: 'p95', bound: 'max', limit: 300, actual: 312.4, unit: 'ms', passed: false, line: 24 },
            { key: 'p99', bound: 'max', limit: 2000, actual: 1480, unit: 'ms', passed: true, line: 25 },
            { key: 'okRate', bound: 'min', limit: 99, actual: 97.5, unit: '%', passed: false, line: 26 },
          ],
        }),
        scenarioResult({
          name: 'Add pet',
          endpoint: 'POST /pets',
          outcome: 'errored',
          error: 'connect ECONNREFUSED',
          concurrentUsers: 1,
          requests: { total: 0, ok: 0, failed: 0, byCategory: {}, byStatus: {} },
          latencyMs: { min: 0, mean: 0, p50: 0, p90: 0, p95: 0, p99: 0, p999: 0, max: 0 },
          rps: 0,
        }),
      ],
      {
        outcome: 'errored',
        generator: {
          saturated: true,
          eventLoopDelayP99Ms: 85,
          cpuUtilization: 0.98,
          message: 'the load generator was saturated: CPU 98%, event-loop delay p99 85 ms',
        },
      },
    );

    expect(renderTerminalTable(results)).toBe(
      [
        'Scenario   Endpoint           Users  Requests  Req/s  p50 ms  p95 ms  p99 ms  Errors                             Outcome',
        '---------  -----------------  -----  --------  -----  ------  ------  ------  ---------------------------------  -------',
        'List pets  GET /pets             10    12,034    401     4.1    10.3    20.5  0                                  passed',
        'Get pet    GET /pets/{petId}      5     2,000   66.6     120     312   1,480  50 (2.5%): http5xx 30, timeout 15  failed',
        'Add pet    POST /pets             1         0      0       -       -       -  0                                  errored',
        '',
        'Thresholds breached:',
        '  Get pet: p95 312 ms > 300 ms (line 24)',
        '  Get pet: okRate 97.5% < 99% (line 26)',
        '',
        'Could not run:',
        '  Add pet: connect ECONNREFUSED',
        '',
        'Generator self-check: the load generator was saturated: CPU 98%, event-loop delay p99 85 ms',
        '',
        'Outcome: errored (1 passed, 1 failed, 1 errored)',
        '',
      ].join('\n'),
    );
  });

  it('colours the outcomes only when asked', () => {
    const results = runResults([scenarioResult()]);
    expect(renderTerminalTable(results)).not.toContain('\x1b[');
    expect(renderTerminalTable(results, { color: true })).toContain('\x1b[32mpassed\x1b[0m');
  });

  it.each([
    {
      what: 'a latency bound',
      t: { key: 'p99', bound: 'max', limit: 1, actual: 21.26, unit: 'ms' },
      expected: 'p99 21.3 ms > 1 ms',
    },
    {
      what: 'a minimum rate',
      t: { key: 'rps', bound: 'min', limit: 100, actual: 80, unit: 'rps' },
      expected: 'rps 80 req/s < 100 req/s',
    },
    {
      what: 'an error rate',
      t: { key: 'errorRate', bound: 'max', limit: 1, actual: 2.5, unit: '%' },
      expected: 'errorRate 2.5% > 1%',
    },
    {
      what: 'nothing measured',
      t: { key: 'p95', bound: 'max', limit: 300, unit: 'ms' },
      expected: 'p95 not measured (no response), limit 300 ms',
    },
  ] as const)('describes $what', ({ t, expected }) => {
    expect(describeBreach({ ...t, passed: false, line: 1 })).toBe(expected);
  });
});

// Progress.

const progress = (overrides: Partial<ScenarioProgress> = {}): ScenarioProgress => ({
  name: 'List pets',
  elapsedSeconds: 12.4,
  durationSeconds: 30,
  requests: 4812,
  errors: 3,
  rps: 401.2,
  p95Ms: 10.34,
  ...overrides,
});

describe('progressLine', () => {
  it.each([
    {
      what: 'a running scenario',
      p: progress(),
      expected: 'List pets  12/30 s  4,812 requests  401 req/s  p95 10.3 ms  3 errors (0.06%)',
    },
    {
      what: 'no request yet',
      p: progress({ elapsedSeconds: 0.2, requests: 0, errors: 0, rps: 0, p95Ms: 0 }),
      expected: 'List pets  0/30 s  0 requests  0 req/s  p95 -  0 errors',
    },
    {
      what: 'one error, past the duration while draining',
      p: progress({ elapsedSeconds: 31, errors: 1, p95Ms: 312.44 }),
      expected: 'List pets  30/30 s  4,812 requests  401 req/s  p95 312 ms  1 error (0.02%)',
    },
    {
      what: 'a stream scenario, its held streams not yet ended',
      p: progress({ requests: 0, errors: 0, rps: 0, p95Ms: 0, events: 48_000 }),
      expected: 'List pets  12/30 s  0 requests  48,000 events  0 req/s  p95 -  0 errors',
    },
  ])('$what', ({ p, expected }) => {
    expect(progressLine(p)).toBe(expected);
  });
});

/** A reporter on a fake clock; returns it with what it wrote, one entry per write. */
function reporter(tty: boolean, columns?: number) {
  let time = 0;
  const writes: string[] = [];
  const r = createProgressReporter({ tty, columns, write: (text) => writes.push(text), now: () => time });
  return { r, writes, at: (ms: number) => (time = ms) };
}

describe('createProgressReporter without a terminal', () => {
  it('logs each scenario every 10 s and once at the end, so a long run is never silent', () => {
    const { r, writes, at } = reporter(false);
    for (let second = 1; second <= 25; second++) {
      at(second * 1000);
      r.update(progress({ elapsedSeconds: second, requests: second * 100 }));
    }
    r.done();
    expect(writes.join('')).toBe(
      [
        'List pets  11/30 s  1,100 requests  401 req/s  p95 10.3 ms  3 errors (0.27%)',
        'List pets  21/30 s  2,100 requests  401 req/s  p95 10.3 ms  3 errors (0.14%)',
        'List pets  25/30 s  2,500 requests  401 req/s  p95 10.3 ms  3 errors (0.12%)',
        '',
      ].join('\n'),
    );
  });

  it('logs a scenario when it reaches its duration, then the next one; nothing twice', () => {
    const { r, writes, at } = reporter(false);
    at(0);
    r.update(progress({ name: 'A', elapsedSeconds: 0, durationSeconds: 2 }));
    at(2000);
    r.update(progress({ name: 'A', elapsedSeconds: 2, durationSeconds: 2 }));
    at(2100);
    r.update(progress({ name: 'B', elapsedSeconds: 0.1, durationSeconds: 2 }));
    at(4100);
    r.update(progress({ name: 'B', elapsedSeconds: 2, durationSeconds: 2 }));
    r.done();
    expect(writes.map((w) => w.split('  ').slice(0, 2).join(' '))).toEqual(['A 2/2 s', 'B 2/2 s']);
  });

  it('logs a scenario that went quiet once others report, and parallel scenarios each every 10 s', () => {
    const { r, writes, at } = reporter(false);
    for (let second = 0; second <= 12; second++) {
      at(second * 1000);
      if (second <= 3) r.update(progress({ name: 'A', elapsedSeconds: second }));
      r.update(progress({ name: 'B', elapsedSeconds: second }));
    }
    r.done();
    expect(
      writes
        .join('')
        .split('\n')
        .filter(Boolean)
        .map((line) => line.split('  ').slice(0, 2).join(' ')),
    ).toEqual(['A 3/30 s', 'B 10/30 s', 'B 12/30 s']);
  });
});

describe('createProgressReporter in a terminal', () => {
  it('redraws one live line per running scenario in place, and leaves the final lines', () => {
    const { r, writes, at } = reporter(true);
    at(0);
    r.update(progress({ name: 'A', elapsedSeconds: 0 }));
    at(10);
    r.update(progress({ name: 'B', elapsedSeconds: 0 }));
    at(50);
    r.update(progress({ name: 'A', elapsedSeconds: 1 })); // too soon after the last redraw: shown with the next
    at(1000);
    r.update(progress({ name: 'B', elapsedSeconds: 1 }));
    r.done();

    const line = (name: string, elapsed: number) =>
      `\x1b[2K${progressLine(progress({ name, elapsedSeconds: elapsed }))}\n`;
    expect(writes).toEqual([
      line('A', 0),
      `\x1b[1F${line('A', 0)}${line('B', 0)}`,
      `\x1b[2F${line('A', 1)}${line('B', 1)}`,
      `\x1b[2F${line('A', 1)}${line('B', 1)}`,
    ]);
  });

  it('writes a scenario that ended above the live block for good', () => {
    const { r, writes, at } = reporter(true);
    at(0);
    r.update(progress({ name: 'A', elapsedSeconds: 1, durationSeconds: 2 }));
    at(1000);
    r.update(progress({ name: 'A', elapsedSeconds: 2, durationSeconds: 2 }));
    at(1100);
    r.update(progress({ name: 'B', elapsedSeconds: 0, durationSeconds: 2 }));
    r.done();
    const ERASE_LINE = '\x1b[2K';
    const shortened = writes.slice(1).map((w) =>
      w
        .split(ERASE_LINE)
        .join('')
        .replace(/ {2}\d[\d,]* requests.*/g, ''),
    );
    expect(shortened).toEqual([
      // A's final line replaces its live one, and the block is now empty.
      '\x1b[1FA  2/2 s\n',
      'B  0/2 s\n',
      '\x1b[1FB  0/2 s\n',
    ]);
  });

  it('writes a note above the live lines and draws them again below it', () => {
    const { r, writes } = reporter(true);
    r.note('before the run');
    r.update(progress({ name: 'A' }));
    r.update(progress({ name: 'B' }));
    r.note('SIGINT: stopping');
    const live = `\x1b[2K${progressLine(progress({ name: 'A' }))}\n\x1b[2K${progressLine(progress({ name: 'B' }))}\n`;
    expect(writes.slice(-2)).toEqual(['\x1b[2F\x1b[0JSIGINT: stopping\n', live]);
    expect(writes[0]).toBe('before the run\n');
  });

  it('cuts lines to the terminal width, since a wrapped line would break the redrawing', () => {
    const { r, writes } = reporter(true, 20);
    r.update(progress());
    expect(writes[0]).toBe('\x1b[2KList pets  12/30 s…\n');
  });
});
