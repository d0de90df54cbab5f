import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from '@jest/globals';
import { readInputs } from '../../src/action/inputs.js';
import { createLatencyHistogram, decodeHistogram } from '../../src/engine/record/latency-histogram.js';
import type { RunResults, ScenarioResult } from '../../src/results/types.js';
import { loadtool } from '../helpers/cli.js';
import { freePort } from '../helpers/fault-server.js';
import { writeOkProject } from '../helpers/qa-config.js';
import { accepts, useServers } from '../helpers/servers.js';
import { useTempDirs } from '../helpers/temp-dir.js';
import { runCancelledOnce } from '../helpers/cancelled-run.js';
import { exitOf } from '../helpers/child-exit.js';
import { takingTurns } from '../helpers/same-job-turns.js';

const servers = useServers();
const tempDir = useTempDirs();

type Side = 'base' | 'head';

/** Starts a server for one side that answers each request after `delayMs()` and logs the side it served, in order. */
async function startSide(side: Side, log: Side[], delayMs: () => number): Promise<string> {
  const server = createServer((request, response) => {
    log.push(side);
    request.resume();
    setTimeout(() => response.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}'), delayMs());
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** Returns the sides of the log with each run of one side as one entry: the order the rounds hit the servers. */
const runsOf = (log: readonly Side[]) => log.filter((side, i) => i === 0 || log[i - 1] !== side);

/** The load test: one scenario on the head's URL with `rounds`, 2 users, the p95 tolerance on a line of its own. */
const loadTestYaml = (headUrl: string, rounds: number) =>
  [
    'version: 1',
    `baseUrl: ${headUrl}`,
    'scenarios:',
    '  - name: Ok',
    '    endpoint: GET /ok',
    '    concurrentUsers: 2',
    `    duration: ${rounds}s`,
    `    rounds: ${rounds}`,
    '    thresholds: { p99: 10000ms }',
    '    regression:',
    '      p95: 10%',
    '',
  ].join('\n');

/** The line of `p95: 10%` in loadTestYaml. */
const TOLERANCE_LINE = 11;

async function writeLoadTest(dir: string, headUrl: string, rounds: number): Promise<string> {
  const file = join(dir, 'loadtool.yaml');
  await writeFile(file, loadTestYaml(headUrl, rounds));
  return file;
}

const readJson = async (file: string) => JSON.parse(await readFile(file, 'utf8')) as RunResults;

/** Checks that a side's figures are the sum of its rounds: counts, and the histograms' totals. */
function expectSumOfRounds(scenario: ScenarioResult): void {
  const rounds = scenario.rounds ?? [];
  expect(rounds.reduce((sum, round) => sum + round.requests.total, 0)).toBe(scenario.requests.total);
  expect(rounds.reduce((sum, round) => sum + round.requests.ok, 0)).toBe(scenario.requests.ok);
  const added = createLatencyHistogram();
  for (const round of rounds) added.add(decodeHistogram(round.histogram));
  expect(added.totalCount).toBe(decodeHistogram(scenario.histogram).totalCount);
  expect(added.totalCount).toBeGreaterThan(0);
  // Renumbered one after another: each round starts where the one before it ended.
  for (let i = 1; i < rounds.length; i++)
    expect(rounds[i]!.startMs).toBeCloseTo(rounds[i - 1]!.startMs + rounds[i - 1]!.durationMs, 3);
}

/** Sums the requests of a side's scenario and of its warm-up round, which is in none of its figures. */
const sentOf = (scenario: ScenarioResult) =>
  scenario.requests.total + (scenario.interleaved?.warmUp.requests.total ?? 0);

/**
 * Runs `loadtool run --baseline-url` with two servers whose answers take `baseMs()` and `headMs()`, `rounds` a side,
 * and `flags` more, as the CI run number 2 (whose even parity starts the first scenario with the base); returns what
 * it printed, the folder of its results, the two URLs and the servers' log.
 */
async function runSameJob(baseMs: () => number, headMs: () => number, rounds: number, flags: string[] = []) {
  const dir = await tempDir();
  const log: Side[] = [];
  const base = await startSide('base', log, baseMs);
  const head = await startSide('head', log, headMs);
  const file = await writeLoadTest(dir, head, rounds);
  const out = join(dir, 'out');
  const ran = await loadtool(['run', file, '--baseline-url', base, '--out', out, ...flags], { GITHUB_RUN_NUMBER: '2' });
  return { ...ran, out, base, head, log };
}

describe('loadtool run --baseline-url (same job, interleaved)', () => {
  it('never says regressed for two builds alike, runs each pair in halves around each other, and compare agrees', async () => {
    const { code, stdout, stderr, out, base, head, log } = await runSameJob(
      () => 100,
      () => 100,
      4,
      ['--max-rounds', '4'],
    );
    expect({ code, stderr }).toEqual({
      code: 0,
      stderr: expect.stringContaining(`and, in alternating rounds, ${base}`),
    });
    expect(stdout).toContain('baseline-results.json');
    // A warm-up a side (B H), then 4 pairs in halves, the first side alternating: B½ H½ H½ B½, H½ B½ B½ H½, twice.
    expect(runsOf(log)).toEqual(takingTurns('base', 4));

    const results = await readJson(join(out, 'results.json'));
    const baseline = await readJson(join(out, 'baseline-results.json'));
    expect(results.baseline).toEqual({ kind: 'same-job', source: base, startedAt: results.startedAt });
    expect(results.baseUrl).toBe(head);
    expect(baseline.baseUrl).toBe(base);
    const [headScenario] = results.scenarios;
    const [baseScenario] = baseline.scenarios;
    expect(headScenario!.comparison!.verdict).not.toBe('regressed');
    expect(headScenario!.comparison!.rounds).toEqual({ base: 4, head: 4 });
    expect(headScenario!.rounds).toHaveLength(4);
    expect(baseScenario!.rounds).toHaveLength(4);
    expect(headScenario!.durationSeconds).toBe(4);
    expectSumOfRounds(headScenario!);
    expectSumOfRounds(baseScenario!);
    // The servers saw every request the two sides counted, and those of the warm-ups, counted apart.
    expect(headScenario!.interleaved).toMatchObject({
      first: false,
      warmUp: { requests: { total: expect.any(Number) } },
    });
    expect(baseScenario!.interleaved!.first).toBe(true);
    expect(sentOf(headScenario!) + sentOf(baseScenario!)).toBe(log.length);

    const compared = await loadtool([
      'compare',
      join(out, 'baseline-results.json'),
      join(out, 'results.json'),
      '--format',
      'json',
    ]);
    const again = JSON.parse(compared.stdout) as RunResults;
    expect(again.scenarios[0]!.comparison).toEqual(headScenario!.comparison);
    expect(compared.code).toBe(0);
  }, 60_000);

  it('says regressed for a head 3× slower, exit 1, on the tolerance’s line; compare agrees', async () => {
    const { code, out } = await runSameJob(
      () => 100,
      () => 300,
      4,
    );
    expect(code).toBe(1);
    const results = await readJson(join(out, 'results.json'));
    const scenario = results.scenarios[0]!;
    expect(scenario.comparison!.verdict).toBe('regressed');
    expect(scenario.triage!.category).toBe('regression');
    const p95 = scenario.comparison!.metrics.find(({ key }) => key === 'p95')!;
    expect(p95).toMatchObject({ verdict: 'regressed', line: TOLERANCE_LINE });
    const compared = await loadtool(['compare', join(out, 'baseline-results.json'), join(out, 'results.json')]);
    expect(compared.code).toBe(1);
    expect(compared.stdout).toContain('REGRESSED');
  }, 60_000);

  it('with --max-rounds, extends an inconclusive scenario one pair at a time and stops at N', async () => {
    // Large noise: each request anywhere from 20 to 200 ms. Two rounds a side can never reach 95% (fewer than 4):
    // the comparison stays inconclusive whatever is measured, so the extension runs to its end.
    const noisy = () => 20 + Math.random() * 180;
    const { code, stderr, out, log } = await runSameJob(noisy, noisy, 2, ['--max-rounds', '3']);
    expect(code).toBe(0);
    expect(stderr).toContain('Ok: inconclusive after 2 rounds a side; running one more pair');
    expect(stderr).not.toContain('after 3 rounds');
    const results = await readJson(join(out, 'results.json'));
    const baseline = await readJson(join(out, 'baseline-results.json'));
    const scenario = results.scenarios[0]!;
    expect(scenario.outcome).toBe('inconclusive');
    expect(scenario.comparison!.rounds).toEqual({ base: 3, head: 3 });
    expect(scenario.rounds).toHaveLength(3);
    expect(baseline.scenarios[0]!.rounds).toHaveLength(3);
    // The warm-ups, then the extra pair in halves continues the order: B H, B½ H½ H½ B½, H½ B½ B½ H½, B½ H½ H½ B½.
    expect(runsOf(log)).toEqual(takingTurns('base', 3));
    expectSumOfRounds(scenario);
    expect(await readFile(join(out, 'summary.md'), 'utf8')).toContain('| Ok (3 base, 3 head rounds) | p95 |');
  }, 60_000);

  it('refuses a baseline URL that does not answer with exit 3, before any load', async () => {
    const dir = await tempDir();
    const log: Side[] = [];
    const head = await startSide('head', log, () => 1);
    const file = await writeLoadTest(dir, head, 2);
    const port = await freePort();
    const { code, stderr } = await loadtool([
      'run',
      file,
      '--baseline-url',
      `http://user:secret@127.0.0.1:${port}`,
      '--out',
      join(dir, 'out'),
    ]);
    expect(code).toBe(3);
    expect(stderr).toContain(`The baseline URL http://***:***@127.0.0.1:${port}/ does not accept connections`);
    expect(stderr).not.toContain('secret');
    expect(log).toEqual([]);
  });

  it.each([
    [['--max-rounds', '3'], '--max-rounds needs --baseline-url'],
    [['--baseline-url', 'http://127.0.0.1:1', '--max-rounds', '0'], '--max-rounds is "0"'],
    [['--baseline-url', 'ftp://x'], '--baseline-url is not an http(s) URL'],
    [['--baseline-url', 'http://127.0.0.1:1', '--baseline', 'b.json'], 'are both given'],
  ])('refuses %j as bad input, exit 2', async (flags, message) => {
    const dir = await tempDir();
    const file = await writeLoadTest(dir, 'http://127.0.0.1:1', 2);
    const { code, stderr } = await loadtool(['run', file, ...flags]);
    expect(code).toBe(2);
    expect(stderr).toContain(message);
  });

  it('writes the partial results of both sides when cancelled mid-run', async () => {
    const dir = await tempDir();
    const log: Side[] = [];
    const base = await startSide('base', log, () => 50);
    const head = await startSide('head', log, () => 50);
    const file = await writeLoadTest(dir, head, 4);
    const out = join(dir, 'out');
    // Cancelled once the warm-ups ran and both sides were hit again: the second side's first round is under way.
    const { code } = await runCancelledOnce(
      [file, '--baseline-url', base, '--out', out],
      () => runsOf(log).length >= 4,
    );
    expect(code).toBe(130);
    const results = await readJson(join(out, 'results.json'));
    const baseline = await readJson(join(out, 'baseline-results.json'));
    expect(results.outcome).toBe('cancelled');
    expect(results.scenarios[0]!.outcome).toBe('cancelled');
    expect(baseline.scenarios[0]!.outcome).toBe('cancelled');
    expect(baseline.scenarios[0]!.requests.total).toBeGreaterThan(0);
    expect(results.scenarios[0]!.requests.total).toBeGreaterThan(0);
    expect(baseline.scenarios[0]!.rounds!.length).toBeLessThan(4);
    expect(sentOf(results.scenarios[0]!) + sentOf(baseline.scenarios[0]!)).toBe(log.length);
  }, 60_000);
});

/** Writes a project of the head's load test with `rounds` into a new folder; returns the folder and the head's URL. */
async function gateProject(rounds: number, headUrl?: string): Promise<{ root: string; head: string }> {
  const root = await tempDir();
  const head = headUrl ?? (await startSide('head', [], () => 5));
  await writeOkProject(root, 'same-job', head);
  await mkdir(join(root, 'load-tests'), { recursive: true });
  await writeFile(join(root, 'load-tests', 'loadtool.yaml'), loadTestYaml(head, rounds));
  return { root, head };
}

/** Runs `loadtool gate` on the project in `root` with its committed load test and `flags`. */
const gate = (root: string, flags: string[]) =>
  loadtool(['gate', '--config', join(root, 'qa.config.json'), '--generate', 'never', ...flags]);

/** A server of one build as a program: answers every request after 5 ms, says `up` once it listens on `port`. */
const buildServer = (port: number) =>
  `require('http').createServer((q, s) => { q.resume(); setTimeout(() => s.end('{}'), 5); }).listen(${port}, '127.0.0.1', () => console.log('base up'))`;

const children: ChildProcess[] = [];
afterEach(async () => {
  await Promise.all(
    children.splice(0).map((child) => {
      child.kill();
      return exitOf(child);
    }),
  );
});

/**
 * Starts `buildServer` as a process of its own, in a session of its own as loadtool starts the base build: where Linux
 * schedules by session (autogroup), a head in this test's session would share the CPU with the busy processes beside
 * it and the base would not. Returns its URL once it listens.
 */
async function startBuildProcess(): Promise<string> {
  const port = await freePort();
  const child = spawn(process.execPath, ['-e', buildServer(port)], {
    detached: true,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  children.push(child);
  await once(child.stdout, 'data');
  return `http://127.0.0.1:${port}`;
}

describe('loadtool gate --baseline-start-command', () => {
  it('starts the base build, waits for its URL, runs against it, and stops it at the end', async () => {
    // The head a process of its own like the base, not a server in this test's process beside the generator: a real
    // difference between the two would be measured, and then judged regressed on a busy machine.
    const { root } = await gateProject(2, await startBuildProcess());
    const port = await freePort();
    const server = buildServer(port);
    const { code, stdout, stderr } = await gate(root, [
      '--baseline-url',
      `http://127.0.0.1:${port}`,
      '--baseline-start-command',
      `node -e "${server}"`,
    ]);
    expect(code).toBe(0);
    expect(stderr).toContain(`http://127.0.0.1:${port} answers: the base build is up`);
    expect(stderr).toContain('Output of baseline-start-command\n  base up');
    expect(stdout).toContain('baseline-results.json');
    expect(await accepts(port)).toBe(false);
    const results = await readJson(join(root, 'qa-reports', 'perf', 'results.json'));
    expect(results.baseline?.kind).toBe('same-job');
    // 2 rounds a side can never give a 95% interval (nor 3): the default --max-rounds extends them, up to three times
    // as many; from 4 a side the comparison may settle.
    const { rounds } = results.scenarios[0]!.comparison!;
    expect(rounds.base).toBe(rounds.head);
    expect(rounds.base).toBeGreaterThanOrEqual(4);
    expect(rounds.base).toBeLessThanOrEqual(6);
    const baseline = await readJson(join(root, 'qa-reports', 'perf', 'baseline-results.json'));
    expect(baseline.scenarios[0]!.requests.total).toBeGreaterThan(0);
  }, 60_000);
});

describe('loadtool gate --baseline-start-command, when the run cannot take place', () => {
  it('stops the base build too, and exits 3', async () => {
    const { root } = await gateProject(2);
    const port = await freePort();
    const server = `require('http').createServer((q, s) => s.end('{}')).listen(${port}, '127.0.0.1')`;
    let refused = await freePort();
    while (refused === port) refused = await freePort();
    const { code, stderr } = await gate(root, [
      '--baseline-url',
      `http://127.0.0.1:${refused}`,
      '--baseline-start-command',
      `node -e "${server}"`,
      '--baseline-wait-for',
      `http://127.0.0.1:${port}`,
    ]);
    expect(code).toBe(3);
    expect(stderr).toContain('does not accept connections');
    expect(await accepts(port)).toBe(false);
  }, 60_000);
});

describe('the action’s same-job inputs', () => {
  afterEach(() => {
    delete process.env['INPUT_BASELINE-URL'];
    delete process.env['INPUT_BASELINE-START-COMMAND'];
    delete process.env['INPUT_BASELINE-WAIT-FOR'];
    delete process.env['INPUT_MAX-ROUNDS'];
  });

  it('reads baseline-url, baseline-start-command, baseline-wait-for and max-rounds', () => {
    process.env['INPUT_BASELINE-URL'] = 'http://localhost:3001';
    process.env['INPUT_BASELINE-START-COMMAND'] = 'PORT=3001 npm start';
    process.env['INPUT_BASELINE-WAIT-FOR'] = 'http://localhost:3001/health';
    process.env['INPUT_MAX-ROUNDS'] = '12';
    expect(readInputs()).toMatchObject({
      baselineUrl: 'http://localhost:3001',
      baselineStartCommand: 'PORT=3001 npm start',
      baselineWaitFor: 'http://localhost:3001/health',
      maxRounds: 12,
    });
  });

  it('refuses max-rounds without baseline-url, naming the inputs', () => {
    process.env['INPUT_MAX-ROUNDS'] = '12';
    expect(() => readInputs()).toThrow('Input max-rounds needs Input baseline-url');
  });
});
