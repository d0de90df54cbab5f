import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from '@jest/globals';
import { OK, statusTable } from '../../../src/engine/error-category.js';
import { createLatencyHistogram, decodeHistogram } from '../../../src/engine/record/latency-histogram.js';
import { runLoadTest } from '../../../src/engine/run-load-test.js';
import { ScenarioRecorder } from '../../../src/engine/record/scenario-recorder.js';
import type { LoadTest, Scenario } from '../../../src/loadtest/types.js';
import { readResults } from '../../../src/results/read-results.js';
import type { RunResults, ScenarioResult } from '../../../src/results/types.js';
import { serializeResults } from '../../../src/results/write-results.js';
import { judgeRun } from '../../../src/verdict/judge-run.js';
import { loadTestOf, onlyScenario, startHttpTarget } from '../../helpers/engine-run.js';
import { startFaultServer, type FaultServer } from '../../helpers/fault-server.js';
import { flowLoadTest, step } from '../../helpers/flow-engine-shop.js';
import { buckets } from '../../helpers/histogram-buckets.js';
import { scriptLoadTest, scriptsOf } from '../../helpers/script-engine.js';
import { useServers } from '../../helpers/servers.js';
import { useTempDirs } from '../../helpers/temp-dir.js';

const servers = useServers();
const faultServers: FaultServer[] = [];
afterEach(async () => {
  await Promise.all(faultServers.splice(0).map((server) => server.close()));
});
const tempDir = useTempDirs();

/** Starts a server that answers every 7th request with a 500 and the others with a 200, each after a few ms. */
async function target(): Promise<string> {
  let count = 0;
  const { url } = await startHttpTarget(servers, (_request, response) => {
    const status = ++count % 7 === 0 ? 500 : 200;
    setTimeout(() => response.writeHead(status, { 'content-type': 'application/json' }).end('{"ok":true}'), 2);
  });
  return url;
}

/** Returns the load test with `rounds` set on each scenario. */
function withRounds(loadTest: LoadTest, rounds: number | undefined): LoadTest {
  return {
    ...loadTest,
    scenarios: loadTest.scenarios.map((scenario): Scenario => ({
      ...scenario,
      ...(rounds !== undefined && { rounds }),
    })),
  };
}

/** The figures rounds are checked against: a scenario's or a step's, measured or judged. */
type Figures = Pick<ScenarioResult, 'requests' | 'histogram' | 'rounds'>;

/** Checks that the rounds add up to the figures exactly: counts, and the histograms bucket by bucket. */
function expectLossless(figures: Figures): void {
  const rounds = figures.rounds ?? [];
  const sum = (pick: (round: (typeof rounds)[number]) => number) => rounds.reduce((total, one) => total + pick(one), 0);
  expect(sum((round) => round.requests.total)).toBe(figures.requests.total);
  expect(sum((round) => round.requests.ok)).toBe(figures.requests.ok);
  expect(sum((round) => round.requests.failed)).toBe(figures.requests.failed);
  for (const round of rounds) expect(round.requests.total).toBe(round.requests.ok + round.requests.failed);
  const added = createLatencyHistogram();
  for (const round of rounds) added.add(decodeHistogram(round.histogram));
  const whole = decodeHistogram(figures.histogram);
  expect(added.totalCount).toBe(whole.totalCount);
  expect(buckets(added)).toEqual(buckets(whole));
}

/** Returns each round's [startMs, durationMs]. */
const spans = (figures: Figures) => (figures.rounds ?? []).map((round) => [round.startMs, round.durationMs]);

describe('rounds', () => {
  it('splits a 2 s run into 4 equal rounds whose counts and histograms add up to the whole', async () => {
    const url = await target();
    const loadTest = withRounds(loadTestOf(url, [{ concurrentUsers: 2, duration: '2s' }]), 4);
    const run = await runLoadTest(loadTest, { env: {} });
    const scenario = run.scenarios[0]!;
    expect(scenario.requests.total).toBeGreaterThan(0);
    expect(scenario.requests.failed).toBeGreaterThan(0);
    expect(spans(scenario)).toEqual([
      [0, 500],
      [500, 500],
      [1000, 500],
      [1500, 500],
    ]);
    expectLossless(scenario);

    // Written as results.json, it fits the schema (checked when the temp dir is cleaned up) and reads back whole.
    const dir = await tempDir();
    const file = join(dir, 'results.json');
    await writeFile(file, serializeResults(judgeRun(run, loadTest)));
    const read = await readResults(file);
    expect(read.scenarios[0]!.rounds).toEqual(scenario.rounds);
  });

  it('with rounds: 1 has one round equal to the whole', async () => {
    const url = await target();
    const loadTest = withRounds(loadTestOf(url, [{}]), 1);
    const scenario = onlyScenario(judgeRun(await runLoadTest(loadTest, { env: {} }), loadTest));
    expect(scenario.rounds).toHaveLength(1);
    const [round] = scenario.rounds!;
    expect(round!.startMs).toBe(0);
    expect(round!.durationMs).toBe(1000);
    expect(round!.requests).toEqual({
      total: scenario.requests.total,
      ok: scenario.requests.ok,
      failed: scenario.requests.failed,
    });
    expectLossless(scenario);
  });

  it('splits the duration into rounds of 1 s when the scenario sets none (roundsOf)', async () => {
    const url = await target();
    const run = await runLoadTest(withRounds(loadTestOf(url, [{ duration: '3s' }]), undefined), { env: {} });
    const scenario = run.scenarios[0]!;
    expect(spans(scenario)).toEqual([
      [0, 1000],
      [1000, 1000],
      [2000, 1000],
    ]);
    expectLossless(scenario);
  });

  it('gives a flow rounds on the scenario (its iterations) and on each step', async () => {
    const url = await target();
    const loadTest = flowLoadTest(url, [step('List', 'GET /items'), step('Get', 'GET /items/1')], { rounds: 2 });
    const scenario = (await runLoadTest(loadTest, { env: {} })).scenarios[0]!;
    expect(spans(scenario)).toEqual([
      [0, 500],
      [500, 500],
    ]);
    expectLossless(scenario);
    expect(scenario.steps).toHaveLength(2);
    for (const one of scenario.steps!) {
      expect(spans(one)).toEqual(spans(scenario));
      expectLossless(one);
    }
  });

  it('gives a script rounds on the scenario and on each step, also a step first used mid-run', async () => {
    const url = await target();
    const loadTest = scriptLoadTest(url, 'late-name', { rounds: 4, durationSeconds: 2 });
    const scenario = (await runLoadTest(loadTest, { env: {}, scripts: await scriptsOf('late-name') })).scenarios[0]!;
    expect(scenario.rounds).toHaveLength(4);
    expectLossless(scenario);
    expect(scenario.steps!.map((one) => one.name)).toEqual(['Early', 'Late']);
    for (const one of scenario.steps!) {
      expect(spans(one)).toEqual(spans(scenario));
      expectLossless(one);
    }
  });

  it('keeps the rounds a cancelled run reached, the last one partial', async () => {
    const url = await target();
    const loadTest = withRounds(loadTestOf(url, [{ concurrentUsers: 2, duration: '3s' }]), 6);
    const controller = new AbortController();
    setTimeout(() => {
      controller.abort();
    }, 700);
    const scenario = (await runLoadTest(loadTest, { env: {}, signal: controller.signal })).scenarios[0]!;
    expect(scenario.outcome).toBe('cancelled');
    const rounds = scenario.rounds!;
    // Aborted well before the end of 3 s in 500 ms rounds: at least one round, never all 6.
    expect(rounds.length).toBeGreaterThanOrEqual(1);
    expect(rounds.length).toBeLessThan(6);
    rounds.slice(0, -1).forEach((round, index) => {
      expect(round.startMs).toBe(index * 500);
      expect(round.durationMs).toBe(500);
    });
    const last = rounds.at(-1)!;
    expect(last.startMs).toBe((rounds.length - 1) * 500);
    expect(last.durationMs).toBeGreaterThan(0);
    expect(last.durationMs).toBeLessThanOrEqual(500);
    expectLossless(scenario);
  });

  it('counts the requests a cancel interrupted in the last round', async () => {
    const server = await startFaultServer((n) => (n < 40 ? 'ok' : 'hold'));
    faultServers.push(server);
    const loadTest = withRounds(loadTestOf(server.url, [{ concurrentUsers: 4, duration: '3s' }]), 6);
    const controller = new AbortController();
    setTimeout(() => {
      controller.abort();
    }, 700);
    const scenario = (await runLoadTest(loadTest, { env: {}, signal: controller.signal })).scenarios[0]!;
    expect(scenario.requests.byCategory).toEqual({ interrupted: 4 });
    expectLossless(scenario);
    const rounds = scenario.rounds!;
    expect(rounds.at(-1)!.requests.failed).toBe(4);
    for (const round of rounds.slice(0, -1)) expect(round.requests.failed).toBe(0);
  });

  it('counts requests interrupted at the end of the grace period in the last round, whatever rolled before', () => {
    // The recorder alone: a run whose last requests hang until the grace period (30 s at most) runs out.
    const recorder = new ScenarioRecorder(statusTable(undefined));
    recorder.start(0, 2000, 4);
    recorder.response(200, OK, 5, 10, 100);
    recorder.interrupted(3);
    recorder.finish();
    expect(recorder.rounds.results.map((round) => round.requests)).toEqual([
      { total: 1, ok: 1, failed: 0 },
      { total: 0, ok: 0, failed: 0 },
      { total: 0, ok: 0, failed: 0 },
      { total: 3, ok: 0, failed: 3 },
    ]);
  });

  it('counts a response after the measured time (grace) in the last round, as the timeline in its last second', () => {
    const recorder = new ScenarioRecorder(statusTable(undefined));
    recorder.start(0, 2000, 4);
    recorder.response(200, OK, 5, 10, 100);
    recorder.response(500, statusTable(undefined)[500]!, 5, 10, 2600);
    recorder.finish();
    expect(recorder.rounds.results.map((round) => round.requests.total)).toEqual([1, 0, 0, 1]);
    expect(recorder.rounds.results.at(-1)!.requests.failed).toBe(1);
    expect(recorder.timeline.map((second) => second.requests)).toEqual([1, 1]);
  });

  it('reads a results.json written before rounds existed', async () => {
    const url = await target();
    const loadTest = loadTestOf(url, [{ duration: '1s' }]);
    const results: RunResults = judgeRun(await runLoadTest(loadTest, { env: {} }), loadTest);
    const older = { ...results, scenarios: results.scenarios.map(({ rounds: _rounds, ...rest }) => rest) };
    const dir = join(await tempDir(), 'older');
    await mkdir(dir);
    const file = join(dir, 'results.json');
    await writeFile(file, serializeResults(older));
    const read = await readResults(file);
    expect(read.scenarios[0]!.rounds).toBeUndefined();
    expect(read.scenarios[0]!.requests).toEqual(results.scenarios[0]!.requests);
  });
});
