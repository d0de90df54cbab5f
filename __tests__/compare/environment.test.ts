import { describe, expect, it } from '@jest/globals';
import { compareEnvironments, environmentTolerance, type RunEnvironment } from '../../src/compare/environment.js';
import { environmentSentence } from '../../src/results/environment-words.js';
import type { Calibration } from '../../src/results/comparison-types.js';
import { resultsSchemaErrors } from '../helpers/results-schema.js';
import { runResults } from '../helpers/results.js';

// A comparison across time compares the two runs' machines (src/compare/environment.ts, docs/regression-gate.md).

const idle = { saturated: false, eventLoopDelayP99Ms: 2, cpuUtilization: 0.3 };
const busy = { saturated: true, eventLoopDelayP99Ms: 80, cpuUtilization: 1, message: 'saturated' };

function side(calibration: Calibration | undefined, saturated = false): RunEnvironment {
  return { ...(calibration && { calibration }), generator: saturated ? busy : idle };
}

const machine = (cpuMicros: number, loopbackMicros: number) => side({ cpuMicros, loopbackMicros });

describe('compareEnvironments', () => {
  it('finds two runs on the same machine alike, listing each figure with no change', () => {
    const environment = compareEnvironments(machine(1000, 30), machine(1000, 30), 10);
    expect(environment).toEqual({
      differs: false,
      tolerance: 10,
      figures: [
        { name: 'cpu', base: 1000, head: 1000, change: 0, tolerance: 100 },
        { name: 'loopback', base: 30, head: 30, change: 0, tolerance: 100 },
        { name: 'saturated', base: 0, head: 0, change: 0, tolerance: 0 },
      ],
    });
    expect(environmentSentence(environment)).toBeUndefined();
  });

  it('gives each probe’s change in percent of the base’s to 0.1, slower positive, faster negative', () => {
    const { figures } = compareEnvironments(machine(120, 30), machine(166, 20), 50);
    expect(figures.slice(0, 2)).toEqual([
      { name: 'cpu', base: 120, head: 166, change: 38.3, tolerance: 100 },
      { name: 'loopback', base: 30, head: 20, change: -33.3, tolerance: 100 },
    ]);
  });

  it('differs when the CPU probe changed by more than the tolerance, at least its own noise (100%), either way', () => {
    expect(compareEnvironments(machine(1000, 30), machine(2000, 30), 10).differs).toBe(false);
    expect(compareEnvironments(machine(1000, 30), machine(2001, 30), 10).differs).toBe(true);
    expect(compareEnvironments(machine(1000, 30), machine(500, 30), 10).differs).toBe(false); // ÷ 2
    expect(compareEnvironments(machine(1000, 30), machine(499, 30), 10).differs).toBe(true); // ÷ 2.004
    expect(compareEnvironments(machine(1000, 30), machine(2100, 30), 110).differs).toBe(false);
    expect(compareEnvironments(machine(1000, 30), machine(2101, 30), 110).differs).toBe(true);
  });

  it('differs when the loopback probe changed by more than the tolerance, at least its own noise (100%)', () => {
    expect(compareEnvironments(machine(1000, 30), machine(1000, 60), 10).differs).toBe(false);
    expect(compareEnvironments(machine(1000, 30), machine(1000, 61), 10).differs).toBe(true);
    expect(compareEnvironments(machine(1000, 30), machine(1000, 14), 10).differs).toBe(true);
  });

  it('differs when either side’s generator was saturated, its change in points', () => {
    const calibration = { cpuMicros: 1000, loopbackMicros: 30 };
    const base = compareEnvironments(side(calibration, true), side(calibration), 10);
    expect(base.differs).toBe(true);
    expect(base.figures).toContainEqual({ name: 'saturated', base: 1, head: 0, change: -100, tolerance: 0 });
    const head = compareEnvironments(side(calibration), side(calibration, true), 10);
    expect(head.differs).toBe(true);
    expect(head.figures).toContainEqual({ name: 'saturated', base: 0, head: 1, change: 100, tolerance: 0 });
    const both = compareEnvironments(side(calibration, true), side(calibration, true), 10);
    expect(both.differs).toBe(true);
    expect(both.figures).toContainEqual({ name: 'saturated', base: 1, head: 1, change: 0, tolerance: 0 });
  });

  it('differs when a side has no calibration, saying which, with only the figure both have', () => {
    const calibrated = machine(1000, 30);
    for (const [base, head, missing] of [
      [side(undefined), calibrated, 'base'],
      [calibrated, side(undefined), 'head'],
      [side(undefined), side(undefined), 'both'],
    ] as const) {
      const environment = compareEnvironments(base, head, 10);
      expect(environment).toEqual({
        differs: true,
        tolerance: 10,
        figures: [{ name: 'saturated', base: 0, head: 0, change: 0, tolerance: 0 }],
        missing,
      });
    }
  });

  it('takes a calibration whose figures are not positive numbers for none', () => {
    expect(compareEnvironments(machine(0, 30), machine(1000, 30), 10).missing).toBe('base');
    expect(compareEnvironments(machine(1000, 30), machine(1000, Number.NaN), 10).missing).toBe('head');
  });

  it('fits the results contract in regression.environment', () => {
    const environments = [
      compareEnvironments(machine(1000, 30), machine(1400, 31), 10),
      compareEnvironments(side(undefined, true), machine(1000, 30), 5),
    ];
    for (const environment of environments) {
      const results = runResults([], {
        regression: { comparisons: 0, falseAlarmRate: 0.01, method: 'Holm', environment },
      });
      expect(resultsSchemaErrors(results)).toEqual([]);
    }
  });
});

describe('environmentTolerance', () => {
  it('is the smallest percent tolerance of the compared metrics, percentage points aside, else 10', () => {
    expect(environmentTolerance([])).toBe(10);
    expect(environmentTolerance([{ unit: 'pp', limit: 1 }])).toBe(10);
    expect(
      environmentTolerance([
        { unit: '%', limit: 20 },
        { unit: 'pp', limit: 1 },
        { unit: '%', limit: 5 },
      ]),
    ).toBe(5);
    expect(environmentTolerance([{ unit: '%', limit: 25 }])).toBe(25);
  });
});

describe('environmentSentence', () => {
  it('names a slower CPU probe with its change, both figures and the tolerance, and what to do', () => {
    const sentence = environmentSentence(compareEnvironments(machine(120, 30), machine(290, 30), 10));
    expect(sentence).toContain('the CPU probe took 142% longer');
    expect(sentence).toContain('(120 µs → 290 µs)');
    expect(sentence).toContain('more than the 100% it may vary by');
    expect(sentence).toContain('at most inconclusive');
    expect(sentence).toContain('baseline-url');
    expect(sentence).not.toContain('loopback');
    expect(sentence).not.toContain('saturated');
  });

  it('names each probe beyond the tolerance, a faster one as taking less time', () => {
    const sentence = environmentSentence(compareEnvironments(machine(1000, 40), machine(2600, 16), 10));
    expect(sentence).toContain('the CPU probe took 160% longer');
    expect(sentence).toContain('the loopback probe took 60% less time');
    expect(sentence).toContain('(40 µs → 16 µs)');
  });

  it('names only the probe beyond the tolerance', () => {
    const sentence = environmentSentence(compareEnvironments(machine(1000, 40), machine(1050, 90), 10));
    expect(sentence).toContain('the loopback probe took 125% longer');
    expect(sentence).not.toContain('CPU');
  });

  it('names the side whose generator was saturated', () => {
    const calibration = { cpuMicros: 1000, loopbackMicros: 30 };
    const sentence = (base: boolean, head: boolean) =>
      environmentSentence(compareEnvironments(side(calibration, base), side(calibration, head), 10));
    expect(sentence(true, false)).toContain("the baseline's load generator was saturated");
    expect(sentence(false, true)).toContain("this run's load generator was saturated");
    expect(sentence(true, true)).toContain("both runs' load generators were saturated");
    expect(sentence(true, false)).not.toContain('probe');
  });

  it('says which side has no calibration and why', () => {
    const calibrated = machine(1000, 30);
    const sentence = (base: RunEnvironment, head: RunEnvironment) =>
      environmentSentence(compareEnvironments(base, head, 10));
    expect(sentence(side(undefined), calibrated)).toContain(
      'the baseline has no calibration of its machine (written by a version of loadtool without one)',
    );
    expect(sentence(calibrated, side(undefined))).toContain('this run has no calibration of its machine');
    expect(sentence(side(undefined), side(undefined))).toContain('neither run has a calibration');
  });
});
