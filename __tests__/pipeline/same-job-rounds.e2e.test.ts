// The same-job mode's rounds (docs/regression-gate.md, "Cold rounds and outliers"): the warm-up round of each side,
// the order of the first pair, `execution: parallel`, and the default of --max-rounds.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { describe, expect, it } from '@jest/globals';
import { createLatencyHistogram, decodeHistogram } from '../../src/engine/record/latency-histogram.js';
import type { Scenario } from '../../src/loadtest/types.js';
import { maxRoundsOf, plannedComparisons } from '../../src/pipeline/stages/interleave-stage.js';
import type { RunResults, ScenarioResult } from '../../src/results/types.js';
import { MAX_ROUNDS } from '../../src/vocabulary/regression.js';
import { loadtool } from '../helpers/cli.js';
import { resultsSchemaErrors } from '../helpers/results-schema.js';
import { useServers } from '../helpers/servers.js';
import { useTempDirs } from '../helpers/temp-dir.js';
import { takingTurns } from '../helpers/same-job-turns.js';

const servers = useServers();
const tempDir = useTempDirs();

type Side = 'base' | 'head';

/** A request a side's server answered: its path, and when it arrived and was answered (performance.now(), ms). */
interface Seen {
  side: Side;
  path: string;
  start: number;
  end: number;
}

/** Starts a server for one side that answers each request after `delayMs` and logs it, in the order they arrived. */
async function startSide(side: Side, log: Seen[], delayMs: number): Promise<string> {
  const server = createServer((request, response) => {
    const seen: Seen = { side, path: request.url ?? '', start: performance.now(), end: Number.NaN };
    log.push(seen);
    request.resume();
    setTimeout(() => {
      seen.end = performance.now();
      response.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
    }, delayMs);
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** Returns the sides of the log with each run of one side as one entry: the order the rounds hit the servers. */
const runsOf = (log: readonly Seen[]) =>
  log.map(({ side }) => side).filter((side, i, sides) => i === 0 || sides[i - 1] !== side);

interface ScenarioYaml {
  name: string;
  path: string;
  rounds: number;
  /** The regression tolerances, as flow YAML (default `{ p95: 10% }`). */
  regression?: string;
}

/** The load test: the scenarios on the head's URL, 2 users each, one second a round. */
const loadTestYaml = (headUrl: string, execution: 'sequential' | 'parallel', scenarios: ScenarioYaml[]) =>
  [
    'version: 1',
    `baseUrl: ${headUrl}`,
    `execution: ${execution}`,
    'scenarios:',
    ...scenarios.flatMap(({ name, path, rounds, regression }) => [
      `  - name: ${name}`,
      `    endpoint: GET ${path}`,
      '    concurrentUsers: 2',
      `    duration: ${rounds}s`,
      `    rounds: ${rounds}`,
      '    thresholds: { p99: 10000ms }',
      `    regression: ${regression ?? '{ p95: 10% }'}`,
    ]),
    '',
  ].join('\n');

/**
 * Runs `loadtool run --baseline-url` with two servers answering after `delayMs`, the scenarios given, `flags` more and
 * the environment `env`; returns what it printed, both sides' results, and the servers' log.
 */
async function runSameJob(
  execution: 'sequential' | 'parallel',
  scenarios: ScenarioYaml[],
  options: { flags?: string[]; env?: NodeJS.ProcessEnv; delayMs?: number } = {},
) {
  const dir = await tempDir();
  const log: Seen[] = [];
  const base = await startSide('base', log, options.delayMs ?? 20);
  const head = await startSide('head', log, options.delayMs ?? 20);
  const file = join(dir, 'loadtool.yaml');
  await writeFile(file, loadTestYaml(head, execution, scenarios));
  const out = join(dir, 'out');
  const ran = await loadtool(['run', file, '--baseline-url', base, '--out', out, ...(options.flags ?? [])], {
    ...options.env,
  });
  const read = async (name: string) => JSON.parse(await readFile(join(out, name), 'utf8')) as unknown;
  const [headJson, baseJson] = [await read('results.json'), await read('baseline-results.json')];
  // Both files are the published contract, the warm-up and the side that went first with them.
  expect(resultsSchemaErrors(headJson)).toEqual([]);
  expect(resultsSchemaErrors(baseJson)).toEqual([]);
  return { ...ran, head: headJson as RunResults, base: baseJson as RunResults, log };
}

/** Returns a scenario of both sides by name. */
function sidesOf(run: { head: RunResults; base: RunResults }, name: string): Record<Side, ScenarioResult> {
  const find = (results: RunResults) => results.scenarios.find((scenario) => scenario.name === name)!;
  return { head: find(run.head), base: find(run.base) };
}

/** Returns the side whose `interleaved.first` is true, checking that exactly one side has it. */
function firstSide(sides: Record<Side, ScenarioResult>): Side {
  const firsts = (['base', 'head'] as const).filter((side) => sides[side].interleaved!.first);
  expect(firsts).toHaveLength(1);
  return firsts[0]!;
}

/**
 * Checks that a side's scenario kept its warm-up apart: a round with requests that are in none of the measured
 * figures (the rounds sum to the totals, the histogram is theirs), and that its server saw exactly both.
 */
function expectWarmUpApart(scenario: ScenarioResult, log: readonly Seen[], side: Side, path: string): void {
  const warmUp = scenario.interleaved!.warmUp;
  expect(warmUp.requests.total).toBeGreaterThan(0);
  expect(decodeHistogram(warmUp.histogram).totalCount).toBeGreaterThan(0);
  const rounds = scenario.rounds ?? [];
  expect(rounds.reduce((sum, round) => sum + round.requests.total, 0)).toBe(scenario.requests.total);
  const added = createLatencyHistogram();
  for (const round of rounds) added.add(decodeHistogram(round.histogram));
  expect(added.totalCount).toBe(decodeHistogram(scenario.histogram).totalCount);
  // The server saw the measured requests and the warm-up's, and nothing else.
  const seen = log.filter((entry) => entry.side === side && entry.path === path).length;
  expect(seen).toBe(scenario.requests.total + warmUp.requests.total);
}

const other = (side: Side): Side => (side === 'base' ? 'head' : 'base');

describe('the same-job warm-up round and the order of the first pair', () => {
  it('runs a warm-up a side, kept apart, first alternating between scenarios and between CI runs', async () => {
    const scenarios = [
      { name: 'A', path: '/a', rounds: 2 },
      { name: 'B', path: '/b', rounds: 2 },
    ];
    const firsts: Side[] = [];
    for (const runNumber of ['1', '2']) {
      const run = await runSameJob('sequential', scenarios, {
        flags: ['--max-rounds', '2'],
        env: { GITHUB_RUN_NUMBER: runNumber },
      });
      expect(run.code).toBe(0);
      const order: Side[] = [];
      for (const { name, path } of scenarios) {
        const sides = sidesOf(run, name);
        for (const side of ['base', 'head'] as const) expectWarmUpApart(sides[side], run.log, side, path);
        const first = firstSide(sides);
        order.push(first);
        // The comparison says it too, with each side's warm-up p95 (not compared).
        expect(sides.head.comparison).toMatchObject({
          first,
          warmUp: { base: expect.any(Number), head: expect.any(Number) },
          rounds: { base: 2, head: 2 },
        });
        // The first side's warm-up, the other's, then 2 pairs in halves from the first side.
        const requests = run.log.filter((entry) => entry.path === path);
        expect(runsOf(requests)).toEqual(takingTurns(first, 2));
      }
      // Within one run the two scenarios start with different sides.
      expect(order[1]).toBe(other(order[0]!));
      firsts.push(order[0]!);
    }
    // Across consecutive CI runs the same scenario starts with the other side.
    expect(firsts[1]).toBe(other(firsts[0]!));
  }, 90_000);
});

describe('the same-job mode with execution: parallel', () => {
  it('runs a group’s scenarios together in every round of each side', async () => {
    const run = await runSameJob(
      'parallel',
      [
        { name: 'A', path: '/a', rounds: 2 },
        { name: 'B', path: '/b', rounds: 2 },
      ],
      { flags: ['--max-rounds', '2'], env: { GITHUB_RUN_NUMBER: '7' }, delayMs: 50 },
    );
    expect(run.code).toBe(0);
    const [a, b] = [sidesOf(run, 'A'), sidesOf(run, 'B')];
    // One group: both start with the same side, and every round of a side sends both scenarios' requests, so the
    // servers see the sides change exactly as one scenario's rounds do (warm-ups, then 2 pairs).
    const first = firstSide(a);
    expect(firstSide(b)).toBe(first);
    expect(runsOf(run.log)).toEqual(takingTurns(first, 2));
    for (const side of ['base', 'head'] as const) {
      expectWarmUpApart(a[side], run.log, side, '/a');
      expectWarmUpApart(b[side], run.log, side, '/b');
      // Requests of the two scenarios were in flight at the same time on this side's server.
      const ofSide = run.log.filter((entry) => entry.side === side);
      const overlapping = ofSide
        .filter((entry) => entry.path === '/b')
        .filter((entry) =>
          ofSide.some((seen) => seen.path === '/a' && seen.start < entry.end && entry.start < seen.end),
        );
      expect(overlapping.length).toBeGreaterThan(0);
    }
  }, 60_000);
});

describe('--max-rounds and its default', () => {
  // Short: 1 round a side can never give a 95% interval (2 and 3 a side neither: fewer than 4), so its comparison is
  // inconclusive after 1, 2 and 3 whatever is measured, and stops at 3, three times its rounds. Steady compares only errorRate, 0 in every round of both sides
  // (every answer is 200): unchanged after its 4 planned rounds, whatever the latencies.
  const scenarios = [
    { name: 'Short', path: '/short', rounds: 1 },
    { name: 'Steady', path: '/steady', rounds: 4, regression: '{ errorRate: 1pp }' },
  ];

  it('extends an inconclusive scenario up to three times its rounds by default, with its group, and not beyond', async () => {
    const run = await runSameJob('parallel', scenarios, { env: { GITHUB_RUN_NUMBER: '3' } });
    expect(run.code).toBe(0);
    expect(run.stderr).toContain('Short: inconclusive after 1 round a side; running one more pair (at most 3 a side');
    expect(run.stderr).toContain('Short: inconclusive after 2 rounds a side');
    expect(run.stderr).not.toContain('after 3 rounds');
    expect(run.stderr).not.toContain('Steady: inconclusive after');
    const [short, steady] = [sidesOf(run, 'Short'), sidesOf(run, 'Steady')];
    expect(short.head.comparison!.rounds).toEqual({ base: 3, head: 3 });
    expect(short.base.rounds).toHaveLength(3);
    expect(steady.head.comparison).toMatchObject({ rounds: { base: 4, head: 4 }, verdict: 'unchanged' });
    // Short's extra pairs ran with Steady's planned ones: the sides change as in one scenario's warm-ups and 4 pairs.
    expect(runsOf(run.log)).toEqual(takingTurns(firstSide(short), 4));
  }, 60_000);

  it('does not extend when --max-rounds is below the rounds', async () => {
    const run = await runSameJob('parallel', scenarios, { flags: ['--max-rounds', '1'] });
    expect(run.code).toBe(0);
    expect(run.stderr).not.toContain('inconclusive after');
    const short = sidesOf(run, 'Short');
    expect(short.head.comparison).toMatchObject({ rounds: { base: 1, head: 1 }, verdict: 'inconclusive' });
    expect(sidesOf(run, 'Steady').head.comparison!.rounds).toEqual({ base: 4, head: 4 });
  }, 60_000);

  it('defaults to three times the rounds, at most MAX_ROUNDS; an explicit value wins, never below the rounds', () => {
    const scenario = (rounds: number | undefined, durationSeconds: number) => ({ rounds, durationSeconds });
    expect(maxRoundsOf(scenario(6, 30), undefined)).toBe(18);
    // Rounds from the duration (roundsOf): 4 s, 4 rounds of 1 s.
    expect(maxRoundsOf(scenario(undefined, 4), undefined)).toBe(12);
    expect(maxRoundsOf(scenario(40, 60), undefined)).toBe(MAX_ROUNDS);
    expect(maxRoundsOf(scenario(6, 30), 20)).toBe(20);
    expect(maxRoundsOf(scenario(6, 30), 3)).toBe(6);
  });
});

describe('plannedComparisons', () => {
  const scenario = (name: string, extra: Partial<Scenario> = {}) =>
    ({ name, line: 3, durationSeconds: 4, ...extra }) as Scenario;
  const p95 = { key: 'p95', worse: 'higher', unit: '%', limit: 10, text: '10%', line: 5, column: 7 } as const;
  const errorRate = {
    key: 'errorRate',
    worse: 'higher',
    unit: 'pp',
    limit: 1,
    text: '1pp',
    line: 6,
    column: 7,
  } as const;

  it('counts each scenario that will run by its tolerances, or the default ones', () => {
    const scenarios = [
      scenario('Two', { regression: [p95, errorRate] }),
      scenario('One', { regression: [p95] }),
      // No tolerance of its own: the defaults, p50, p95 and errorRate.
      scenario('Defaults'),
      scenario('Skipped', { skip: 'not today', regression: [p95] }),
      scenario('No values', { regression: [p95] }),
    ];
    const sourceFailures = new Map([['No values', 'GET /ids answered 500']]);
    expect(plannedComparisons(scenarios, { sourceFailures })).toBe(2 + 1 + 3);
    expect(plannedComparisons([], {})).toBe(0);
  });
});
