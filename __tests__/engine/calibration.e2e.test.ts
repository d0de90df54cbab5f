import type { ChildProcess } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from '@jest/globals';
import { stringify } from 'yaml';
import { compareEnvironments } from '../../src/compare/environment.js';
import { runLoadTest } from '../../src/engine/run-load-test.js';
import { calibrateRun, measureCalibration } from '../../src/engine/self/calibration.js';
import type { Calibration, RunResults } from '../../src/results/types.js';
import { loadtool } from '../helpers/cli.js';
import { cpuHogs, withoutOtherHogs } from '../helpers/cpu-hogs.js';
import { loadTestOf, startHttpTarget } from '../helpers/engine-run.js';
import { resultsSchemaErrors } from '../helpers/results-schema.js';
import { useServers } from '../helpers/servers.js';
import { useTempDirs } from '../helpers/temp-dir.js';

// The machine's calibration (src/engine/self/calibration.ts) measured for real: its figures, that a busy machine shows
// in them, and that every results.json records it once.

const tempDir = useTempDirs();
const servers = useServers();

const idle = { saturated: false, eventLoopDelayP99Ms: 1, cpuUtilization: 0.5 };

function expectFigures(calibration: Calibration | undefined): void {
  expect(calibration).toBeDefined();
  for (const figure of [calibration!.cpuMicros, calibration!.loopbackMicros]) {
    expect(Number.isFinite(figure)).toBe(true);
    expect(figure).toBeGreaterThan(0);
    // To 0.1 µs.
    expect(Math.abs(figure * 10 - Math.round(figure * 10))).toBeLessThan(1e-6);
  }
}

/** Expects two calibrations, each with its figures, taken for different machines by their CPU probe. */
function expectMachinesApart(a: Calibration | undefined, b: Calibration | undefined): void {
  expectFigures(a);
  expectFigures(b);
  const environment = compareEnvironments(
    { calibration: a!, generator: idle },
    { calibration: b!, generator: idle },
    10,
  );
  // The whole comparison, so that a failure shows both machines' figures.
  expect(environment).toMatchObject({ differs: true });
  const cpu = environment.figures.find(({ name }) => name === 'cpu')!;
  expect(cpu.change).toBeGreaterThan(cpu.tolerance);
}

/** Returns the calibration with the fastest CPU probe of `count` taken one after another. */
async function fastestOf(count: number): Promise<Calibration | undefined> {
  let fastest: Calibration | undefined;
  for (let index = 0; index < count; index++) {
    const calibration = await measureCalibration();
    if (calibration && (!fastest || calibration.cpuMicros < fastest.cpuMicros)) fastest = calibration;
  }
  return fastest;
}

describe('measureCalibration', () => {
  it('measures a positive, finite time for each probe, to 0.1 µs', async () => {
    expectFigures(await measureCalibration());
  });

  it('measures nothing once the run is cancelled', async () => {
    expect(await measureCalibration(AbortSignal.abort())).toBeUndefined();
  });

  it('tells the machine as it is from the same machine with twelve CPU hogs per core, beyond the probe’s own noise', async () => {
    // Not a quiet machine against a busy one: the machine that runs the tests may already be busy (4 busy loops on 2
    // cores take two thirds of each). The CPU probe's time includes the time the process waited for a core, which grows
    // with the processes that want one: twelve more hogs per core more than double it, even beside another test's hogs
    // (a third of a core, then a fifteenth; with six other hogs per core, a ninth, then a twenty-first).
    const cores = availableParallelism();
    await withoutOtherHogs(async () => {
      const hogs: ChildProcess[] = [];
      try {
        // Each side the fastest of its calibrations, as a run takes the faster of its two: a burst of another test's
        // work (a browser starting, a load test) during one calibration of the quiet side once made it as slow as the
        // busy one, while the hogs keep every calibration of the busy side slow.
        const asItIs = await fastestOf(3);
        hogs.push(...cpuHogs(12 * cores));
        await sleep(500);
        const busier = await fastestOf(2);
        expectMachinesApart(asItIs, busier);
      } finally {
        for (const hog of hogs) hog.kill('SIGKILL');
      }
    });
  }, 60_000);
});

describe('calibrateRun', () => {
  it('measures the end of a run too when its start saw other work, and keeps the faster', async () => {
    // The start among twelve CPU hogs per core (as in the test above), the end without them: were the end left out,
    // the run's figure would be the busy start's.
    await withoutOtherHogs(async () => {
      const hogs = cpuHogs(12 * availableParallelism());
      let busier: Calibration | undefined;
      let endCalibration: () => Promise<Calibration | undefined>;
      try {
        await sleep(500);
        busier = await measureCalibration();
        endCalibration = await calibrateRun();
      } finally {
        for (const hog of hogs) hog.kill('SIGKILL');
      }
      expectMachinesApart(await endCalibration(), busier);
    });
  }, 60_000);

  it('measures nothing once the run is cancelled', async () => {
    const endCalibration = await calibrateRun(AbortSignal.abort());
    expect(await endCalibration()).toBeUndefined();
  });
});

describe('the calibration in results.json', () => {
  const answering = () =>
    startHttpTarget(servers, (_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end('[]');
    });

  async function run(flags: string[]): Promise<{ results: RunResults; text: string; out: string }> {
    const target = await answering();
    const dir = await tempDir();
    const file = join(dir, 'loadtool.yaml');
    const scenarios = [{ name: 'List', endpoint: 'GET /', concurrentUsers: 2, duration: '1s' }];
    await writeFile(file, stringify({ version: 1, baseUrl: target.url, scenarios }));
    const out = join(dir, 'out');
    const { code, stderr } = await loadtool(['run', file, ...flags, '--out', out]);
    expect({ code, stderr }).toMatchObject({ code: 0 });
    const text = await readFile(join(out, 'results.json'), 'utf8');
    return { results: JSON.parse(text) as RunResults, text, out };
  }

  it('is recorded by a run and fits the results contract', async () => {
    const { results } = await run([]);
    expectFigures(results.calibration);
    expect(resultsSchemaErrors(results)).toEqual([]);
  });

  it('is recorded once by a run in worker threads, the main thread’s', async () => {
    const { results, text } = await run(['--workers', '2']);
    expectFigures(results.calibration);
    expect(text.match(/"calibration"/g)).toHaveLength(1);
    expect(resultsSchemaErrors(results)).toEqual([]);
  });

  it('is left to the main thread by a worker thread’s engine', async () => {
    const target = await answering();
    const loadTest = loadTestOf(target.url, [{ concurrentUsers: 2, duration: '1s' }]);
    const whole = await runLoadTest(loadTest, { env: {} });
    const part = await runLoadTest(loadTest, { env: {}, worker: { index: 1, count: 2 } });
    expectFigures(whole.calibration);
    expect(part).not.toHaveProperty('calibration');
  });

  it('is recorded by a same-job run, the one machine’s for both sides', async () => {
    const base = await answering();
    const { results, out } = await run(['--baseline-url', base.url]);
    const baseline = JSON.parse(await readFile(join(out, 'baseline-results.json'), 'utf8')) as RunResults;
    expectFigures(results.calibration);
    expect(baseline.calibration).toEqual(results.calibration);
    expect(resultsSchemaErrors(results)).toEqual([]);
  });
});
