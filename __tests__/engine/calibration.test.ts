import { describe, expect, it } from '@jest/globals';
import { createLatencyHistogram, encodeHistogram } from '../../src/engine/record/latency-histogram.js';
import { calibrationOf, isQuiet, runCalibration, slowerCalibration } from '../../src/engine/self/calibration.js';
import { mergeWorkerRuns } from '../../src/engine/workers/merge-workers.js';
import { checkShards } from '../../src/merge/check-shards.js';
import { mergeShards } from '../../src/merge/merge-shards.js';
import type { Calibration, MeasuredRun } from '../../src/results/types.js';
import { runResults, scenarioResult } from '../helpers/results.js';

// The machine's calibration (src/engine/self/calibration.ts): its figures from the samples, and how the calibrations of
// a run's start and end, its worker threads and its shards are combined. Measuring one is calibration.e2e.test.ts.

const repeat = (count: number, value: number) => Array.from({ length: count }, () => value);

describe('calibrationOf', () => {
  it('leaves a few stray slow runs of the CPU workload out, as a quiet machine has them', () => {
    const calibration = calibrationOf({ cpu: [...repeat(27, 1000), 40_000, 50_000, 60_000], loopback: [20] });
    expect(calibration.cpuMicros).toBe(1000);
  });

  it('counts the time the workload waited for the core when it waited often, as on a busy machine', () => {
    // A third of the runs waited 9 ms each: their median and minimum are still 1000 µs.
    const calibration = calibrationOf({ cpu: [...repeat(20, 1000), ...repeat(10, 10_000)], loopback: [20] });
    expect(calibration.cpuMicros).toBe(3333.3);
  });

  it('takes the fastest round trip of the loopback probe', () => {
    expect(calibrationOf({ cpu: repeat(30, 1000), loopback: [30, 12, 5000, 20] }).loopbackMicros).toBe(12);
  });

  it('rounds each figure to 0.1 µs', () => {
    expect(calibrationOf({ cpu: repeat(30, 1000.04), loopback: [20.26] })).toEqual({
      cpuMicros: 1000,
      loopbackMicros: 20.3,
    });
  });
});

describe('isQuiet', () => {
  it('holds a CPU probe whose runs took about the same time, a few stray slow ones left out, for quiet', () => {
    expect(isQuiet({ cpu: [...repeat(15, 680), ...repeat(12, 700), 4700, 4700, 4700], loopback: [20] })).toBe(true);
  });

  it('holds one whose runs waited for the core beyond the slowest left out for disturbed', () => {
    // Four runs held back by a time slice: as the compiler threads did on one core after the warm-up.
    expect(isQuiet({ cpu: [...repeat(26, 680), ...repeat(4, 4700)], loopback: [20] })).toBe(false);
    expect(isQuiet({ cpu: [...repeat(20, 1000), ...repeat(10, 10_000)], loopback: [20] })).toBe(false);
  });
});

describe('runCalibration', () => {
  it('takes the faster of the start and the end, figure by figure: a burst at one end is not the machine', () => {
    const start = { cpuMicros: 2400, loopbackMicros: 30 };
    const end = { cpuMicros: 1000, loopbackMicros: 45 };
    expect(runCalibration(start, end)).toEqual({ cpuMicros: 1000, loopbackMicros: 30 });
    expect(runCalibration(start, undefined)).toEqual(start);
    expect(runCalibration(undefined, end)).toEqual(end);
    expect(runCalibration(undefined, undefined)).toBeUndefined();
  });
});

describe('slowerCalibration', () => {
  it('is the slower of each figure, whichever calibration it comes from', () => {
    const a = { cpuMicros: 1000, loopbackMicros: 40 };
    const b = { cpuMicros: 1200, loopbackMicros: 30 };
    expect(slowerCalibration(a, b)).toEqual({ cpuMicros: 1200, loopbackMicros: 40 });
    expect(slowerCalibration(b, a)).toEqual({ cpuMicros: 1200, loopbackMicros: 40 });
  });

  it('is the one there is when the other could not be measured, and none of none', () => {
    const a = { cpuMicros: 1000, loopbackMicros: 40 };
    expect(slowerCalibration(a, undefined)).toEqual(a);
    expect(slowerCalibration(undefined, a)).toEqual(a);
    expect(slowerCalibration(undefined, undefined)).toBeUndefined();
  });
});

describe('the calibration of a run in worker threads', () => {
  const measured = (calibration?: Calibration): { measured: MeasuredRun } => ({
    measured: {
      version: 1,
      startedAt: '2026-01-01T10:00:00Z',
      finishedAt: '2026-01-01T10:00:01Z',
      baseUrl: 'http://localhost',
      shard: null,
      generator: { saturated: false, eventLoopDelayP99Ms: 1, cpuUtilization: 0.5 },
      ...(calibration && { calibration }),
      scenarios: [],
    },
  });
  const run = (calibration?: Calibration) => ({
    scenarios: [],
    baseUrl: 'http://localhost',
    shard: null,
    startedAt: new Date(),
    mainCheck: { saturated: false, eventLoopDelayP99Ms: 1, cpuUtilization: 0.1 },
    ...(calibration && { calibration }),
  });

  it('is the main thread’s, once, for the whole run', () => {
    const main = { cpuMicros: 900, loopbackMicros: 25 };
    const merged = mergeWorkerRuns(run(main), [measured(), measured(), { failed: 'it exited' }]);
    expect(merged.calibration).toEqual(main);
  });

  it('is absent when the main thread could not measure it', () => {
    expect(mergeWorkerRuns(run(), [measured(), measured()])).not.toHaveProperty('calibration');
  });
});

describe('the calibration of merged shards', () => {
  const EMPTY = encodeHistogram(createLatencyHistogram());
  const merge = (...calibrations: Array<Calibration | undefined>) =>
    mergeShards(
      checkShards(
        calibrations.map((calibration, index) => ({
          file: `${index}.json`,
          results: runResults([scenarioResult({ histogram: EMPTY })], {
            shard: { index: index + 1, count: calibrations.length },
            fingerprint: 'a'.repeat(64),
            calibration,
          }),
        })),
      ),
    ).measured;

  it('is the slower of the shards’ machines, figure by figure', () => {
    const merged = merge(
      { cpuMicros: 1000, loopbackMicros: 20 },
      { cpuMicros: 1300, loopbackMicros: 18 },
      { cpuMicros: 900, loopbackMicros: 35 },
    );
    expect(merged.calibration).toEqual({ cpuMicros: 1300, loopbackMicros: 35 });
  });

  it('is absent when no shard has one, and the others’ when one has none', () => {
    expect(merge(undefined, undefined)).not.toHaveProperty('calibration');
    expect(merge(undefined, { cpuMicros: 1000, loopbackMicros: 20 }).calibration).toEqual({
      cpuMicros: 1000,
      loopbackMicros: 20,
    });
  });
});
