import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { compareRun } from '../../src/compare/compare-run.js';
import { compareScenario, metricVerdict } from '../../src/compare/compare-scenario.js';
import { hodgesLehmann, pairedShift, shiftPValue, signedRankTail } from '../../src/compare/hodges-lehmann.js';
import { controlRun, holmAdjusted } from '../../src/compare/run-level.js';
import { FALSE_ALARM_RATE, fewestRoundsToRegress } from '../../src/vocabulary/regression.js';
import type { Comparison, MetricComparison } from '../../src/results/types.js';
import { comparisonOf, metricComparison } from '../helpers/comparisons.js';
import { runResults, scenarioResult } from '../helpers/results.js';
import { rounds, seeded, tolerance } from '../helpers/rounds.js';

/** Returns `count` lognormal values around `median` (sigma `spread`): a side's per-round figures, continuous. */
function lognormal(count: number, median: number, spread: number, random: () => number): number[] {
  return Array.from({ length: count }, () => {
    const normal = Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());
    return Math.log(median) + spread * normal;
  });
}

/** A latency metric's comparison of two sides' per-round figures (log scale) as compareScenario judges it alone. */
function metricOf(base: number[], head: number[], limit: number): MetricComparison {
  const shift = hodgesLehmann(base, head);
  const toChange = (difference: number) => (Math.exp(difference) - 1) * 100;
  const interval: [number, number] = [toChange(shift.interval[0]), toChange(shift.interval[1])];
  const p = shiftPValue(base, head, (difference) => toChange(difference) > limit);
  return {
    ...metricComparison(
      'p95',
      metricVerdict(p, interval, limit, FALSE_ALARM_RATE, shift.enough),
      toChange(shift.estimate),
      interval,
    ),
    tolerance: limit,
    p,
  };
}

describe('the run-level error control', () => {
  it('adjusts p-values by Holm’s step-down method, in the order given', () => {
    // Sorted: 0.005 × 4, 0.01 × 3, 0.03 × 2, 0.04 × 1 (kept at least the one before it).
    expect(holmAdjusted([0.01, 0.04, 0.03, 0.005])).toEqual([0.03, 0.06, 0.06, 0.02]);
    expect(holmAdjusted([0.5, 0.9])).toEqual([1, 1]);
    expect(holmAdjusted([])).toEqual([]);
  });

  it('gives the exact one-sided p-value, the test its interval inverts', () => {
    // Complete separation at 6 against 6: 1 arrangement of 924.
    expect(shiftPValue([1, 2, 3, 4, 5, 6], [11, 12, 13, 14, 15, 16], (d) => d > 0)).toBeCloseTo(1 / 924, 12);
    expect(shiftPValue([1, 2, 3], [1, 2, 3], (d) => d > 5)).toBe(1);
    const distinct = fc.uniqueArray(fc.integer({ min: -500, max: 500 }), { minLength: 8, maxLength: 16 });
    fc.assert(
      fc.property(
        distinct,
        fc.integer({ min: 4, max: 8 }),
        fc.double({ min: -50, max: 50, noNaN: true }),
        (values, m, limit) => {
          const [base, head] = [values.slice(0, m), values.slice(m).map((value) => value + 0.5)];
          fc.pre(head.length >= 4);
          const shift = hodgesLehmann(base, head);
          const p = shiftPValue(base, head, (difference) => difference > limit);
          expect(shift.interval[0] > limit).toBe(p <= (1 - shift.confidence) / 2 + 1e-12);
        },
      ),
    );
  });

  it('holds an unchanged run of 20 scenarios × 2 tolerances to its false-alarm rate, where judging each alone does not', () => {
    // The worst case an unchanged build can be: every metric exactly at its tolerance (head = base × 1.1), 40
    // comparisons a run; the defect: each judged alone at 95%, some comparison of most runs says regressed.
    const random = seeded(30);
    const runs = 400;
    let alone = 0;
    let controlled = 0;
    for (let run = 0; run < runs; run++) {
      const comparisons = new Map<string, Comparison>();
      for (let scenario = 0; scenario < 20; scenario++) {
        const metrics = [0, 1].map(() => metricOf(lognormal(8, 20, 0.05, random), lognormal(8, 22, 0.05, random), 10));
        comparisons.set(String(scenario), comparisonOf(...metrics));
      }
      const metrics = [...comparisons.values()].flatMap((comparison) => comparison.metrics);
      if (metrics.some(({ interval, tolerance: limit }) => interval[0] > limit)) alone++;
      const judged = controlRun(comparisons).comparisons;
      if ([...judged.values()].some(({ verdict }) => verdict === 'regressed')) controlled++;
    }
    expect(alone).toBeGreaterThan(runs / 4);
    // At most 1% expected; 10 of 400 is beyond the 99.7th percentile of Binomial(400, 0.01).
    expect(controlled).toBeLessThanOrEqual(10);
  });

  it('keeps a large regression regressed among many unchanged comparisons, and reports what it covers', () => {
    const random = seeded(31);
    const comparisons = new Map<string, Comparison>();
    for (let scenario = 0; scenario < 20; scenario++) {
      const slow = scenario === 7 ? 1.5 : 1;
      const metrics = [0, 1, 2].map(() =>
        metricOf(lognormal(10, 20, 0.03, random), lognormal(10, 20 * slow, 0.03, random), 10),
      );
      comparisons.set(`s${scenario}`, comparisonOf(...metrics));
    }
    const { comparisons: judged, regression } = controlRun(comparisons);
    expect(regression).toMatchObject({ comparisons: 60, falseAlarmRate: FALSE_ALARM_RATE });
    expect(judged.get('s7')!.verdict).toBe('regressed');
    expect([...judged].filter(([, { verdict }]) => verdict === 'regressed').map(([name]) => name)).toEqual(['s7']);
    for (const metric of judged.get('s7')!.metrics) expect(metric.adjustedP).toBeLessThanOrEqual(FALSE_ALARM_RATE);
  });

  it('demotes a comparison regressed alone but not over the run to inconclusive, never to unchanged', () => {
    // 6 against 6, complete separation: p = 1/924 ≈ 0.0011, regressed alone at 1%, not among 60 comparisons.
    const alone = compareScenario({ rounds: rounds(6, 20, 0.02, 40) }, { rounds: rounds(6, 40, 0.02, 41) }, [
      tolerance('p95', 10),
    ]);
    expect(alone.verdict).toBe('regressed');
    const many = new Map<string, Comparison>([['slow', alone]]);
    const same = rounds(6, 20, 0.02, 42);
    for (let index = 0; index < 59; index++)
      many.set(`same ${index}`, compareScenario({ rounds: same }, { rounds: same }, [tolerance('p95', 10)]));
    const judged = controlRun(many).comparisons.get('slow')!;
    expect(judged.metrics[0]!.adjustedP).toBeGreaterThan(FALSE_ALARM_RATE);
    expect(judged.verdict).toBe('inconclusive');
  });

  it('makes every verdict at most inconclusive when the two machines differed', () => {
    const regressed = compareScenario({ rounds: rounds(8, 20, 0.02, 43) }, { rounds: rounds(8, 60, 0.02, 44) }, [
      tolerance('p95', 10),
    ]);
    const same = rounds(8, 20, 0.02, 45);
    const unchanged = compareScenario({ rounds: same }, { rounds: same }, [tolerance('p95', 10)]);
    const environment = { differs: true, tolerance: 10, figures: [] };
    const judged = controlRun(
      new Map([
        ['a', regressed],
        ['b', unchanged],
      ]),
      environment,
    );
    expect([...judged.comparisons.values()].map(({ verdict }) => verdict)).toEqual(['inconclusive', 'inconclusive']);
    expect(judged.regression.environment).toEqual(environment);
  });

  it('compares two results files across time with their machines, the same job without', () => {
    const base = runResults([scenarioResult({ name: 'A', rounds: rounds(8, 20, 0.02, 46) })]);
    const head = runResults([scenarioResult({ name: 'A', rounds: rounds(8, 60, 0.02, 47) })], {
      calibration: { cpuMicros: 2500, loopbackMicros: 100 },
    });
    const across = compareRun(base, head, { acrossTime: true });
    expect(across.regression.environment).toMatchObject({ differs: true });
    expect(across.scenarios.get('A')!.verdict).toBe('inconclusive');
    const sameJob = compareRun(base, head, { acrossTime: false });
    expect(sameJob.regression).not.toHaveProperty('environment');
    expect(sameJob.scenarios.get('A')!.verdict).toBe('regressed');
  });
});

describe('what a metric comparison shows', () => {
  it('gives the medians of the rounds the change compares, and the exact p-value', () => {
    const base = rounds(6, 20, 0.02, 50);
    const head = rounds(6, 40, 0.02, 51);
    const [p95] = compareScenario({ rounds: base }, { rounds: head }, [tolerance('p95', 10)]).metrics;
    const comparison = compareScenario({ rounds: base }, { rounds: head }, [tolerance('p95', 10)]);
    const middle = (values: number[]) =>
      [...values]
        .sort((a, b) => a - b)
        .slice(2, 4)
        .reduce((sum, value) => sum + value / 2, 0);
    expect(p95!.medians!.base).toBeCloseTo(middle(comparison.p95ByRound!.base), 1);
    expect(p95!.medians!.head).toBeCloseTo(middle(comparison.p95ByRound!.head), 1);
    expect(p95!.p).toBeCloseTo(1 / 924, 5);
  });

  it('shows a cold first round as an outlier of its side (PostGraphile’s base: 578 ms among ~40 ms)', () => {
    const levels = [578, 41, 25, 53, 39, 44];
    const base = levels.map((ms, index) => ({ ...rounds(1, ms, 0, 60 + index)[0]!, startMs: index * 1000 }));
    const head = rounds(6, 130, 0.2, 70);
    const [p95] = compareScenario({ rounds: base }, { rounds: head }, [tolerance('p95', 10)]).metrics;
    expect(p95!.outliers).toEqual({ base: [1], head: [] });
    const steady = compareScenario({ rounds: rounds(6, 20, 0.05, 71) }, { rounds: rounds(6, 20, 0.05, 72) }, [
      tolerance('p95', 10),
    ]);
    expect(steady.metrics[0]).not.toHaveProperty('outliers');
  });
});

describe('the rounds a regression needs', () => {
  it('is the fewest whose best p-value, 1 / C(2n, n), is within the rate over the comparisons', () => {
    expect(fewestRoundsToRegress(1)).toBe(5); // 1/252 ≤ 0.01 < 1/70
    expect(fewestRoundsToRegress(60)).toBe(8); // 1/12,870 ≤ 0.01/60 < 1/3,432
    expect(fewestRoundsToRegress(2000)).toBe(11);
    expect(shiftPValue([1, 2, 3, 4, 5, 6, 7, 8], [11, 12, 13, 14, 15, 16, 17, 18], (d) => d > 0)).toBeLessThanOrEqual(
      FALSE_ALARM_RATE / 60,
    );
  });
});

describe('the same job’s rounds, compared as pairs', () => {
  it('gives the exact signed-rank distribution and the paired interval', () => {
    // Subsets of {1 … 6} summing to 0 … 6: 1, 1, 1, 2, 2, 3, 4 of 64.
    expect(
      signedRankTail(6)
        .slice(0, 7)
        .map((p) => Math.round(p * 64)),
    ).toEqual([1, 2, 3, 5, 7, 10, 14]);
    const shift = pairedShift([0.1, -0.2, 0.05, 0.3, 0, 0.15]);
    // 6 pairs: only the range of the Walsh averages (the differences' own range) reaches 95%: 1 − 2/64.
    expect(shift.interval).toEqual([-0.2, 0.3]);
    expect(shift.confidence).toBeCloseTo(1 - 2 / 64, 12);
    expect(shift.enough).toBe(true);
    expect(pairedShift([0.1, 0.2, 0.3, 0.4, 0.5]).enough).toBe(false);
  });

  it('calls a fast endpoint on a busy machine unchanged when its rounds are pairs, where independent rounds cannot tell', () => {
    // The rounds of a 3 ms endpoint swing with the machine's moment (2.7 to 6.5 ms at p95), each base round and the
    // head round beside it alike: measured in the same job with 20 scenarios at once and two CPU hogs.
    const levels = [4, 6.5, 3.1, 4.9, 4.6, 4.5, 2.9, 2.9];
    const side = (seed: number, wiggle: number) =>
      levels.map((ms, index) => ({
        ...rounds(1, ms * (1 + wiggle * (index % 2 === 0 ? 1 : -1)), 0, seed + index)[0]!,
        startMs: index * 1000,
      }));
    const interleaved = { warmUp: rounds(1, 9, 0, 90)[0]!, first: true };
    const [base, head] = [side(100, 0.02), side(200, -0.02)];
    const p95 = [tolerance('p95', 10)];
    const independent = compareScenario({ rounds: base }, { rounds: head }, p95);
    expect(independent.verdict).toBe('inconclusive');
    const paired = compareScenario(
      { rounds: base, interleaved },
      { rounds: head, interleaved: { ...interleaved, first: false } },
      p95,
    );
    expect(paired.verdict).toBe('unchanged');
    expect(paired.method).toContain('Wilcoxon signed-rank');
    expect(paired.metrics[0]!.interval[1]).toBeLessThan(10);
    // The regression test stays the rank-sum one over all rounds: the same p-value either way.
    expect(paired.metrics[0]!.p).toBe(independent.metrics[0]!.p);
  });

  it('still finds a regression of the same job’s pairs', () => {
    const interleaved = { warmUp: rounds(1, 9, 0, 91)[0]!, first: true };
    const comparison = compareScenario(
      { rounds: rounds(8, 20, 0.03, 92), interleaved },
      { rounds: rounds(8, 40, 0.03, 93), interleaved: { ...interleaved, first: false } },
      [tolerance('p95', 10)],
    );
    expect(comparison.verdict).toBe('regressed');
    expect(comparison.metrics[0]!.interval[0]).toBeGreaterThan(10);
  });
});
