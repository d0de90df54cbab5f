import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { compareRun } from '../../src/compare/compare-run.js';
import { compareScenario } from '../../src/compare/compare-scenario.js';
import { hodgesLehmann, mannWhitneyTail } from '../../src/compare/hodges-lehmann.js';
import { runResults, scenarioResult } from '../helpers/results.js';
import { rounds, tolerance } from '../helpers/rounds.js';

describe('the statistics of a comparison', () => {
  it('gives the exact Mann–Whitney distribution (Gaussian binomial coefficients)', () => {
    // 6 against 6: 924 arrangements, P(U ≤ 5) = 19/924, the classic two-sided 5% critical value.
    const tail = mannWhitneyTail(6, 6);
    expect(tail.slice(0, 7).map((p) => Math.round(p * 924))).toEqual([1, 2, 4, 7, 12, 19, 30]);
    expect(tail.at(-1)).toBeGreaterThanOrEqual(0.5);
  });

  it('reports the nearest achievable confidence at or above 95%', () => {
    const shift = hodgesLehmann([1, 2, 3, 4, 5, 6], [2, 3, 4, 5, 6, 7]);
    expect(shift.confidence).toBeCloseTo(1 - 38 / 924, 6);
    expect(shift.enough).toBe(true);
    expect(shift.estimate).toBe(1);
  });

  it('calls identical sides unchanged', () => {
    const same = rounds(6, 20, 0.02, 1);
    const comparison = compareScenario({ rounds: same }, { rounds: same }, [
      tolerance('p95', 10),
      tolerance('errorRate', 1),
    ]);
    expect(comparison.verdict).toBe('unchanged');
    expect(comparison.metrics.map(({ verdict }) => verdict)).toEqual(['unchanged', 'unchanged']);
    expect(comparison.metrics[0]!.change).toBe(0);
    expect(comparison.rounds).toEqual({ base: 6, head: 6 });
    expect(comparison.confidence).toBeGreaterThanOrEqual(0.95);
  });

  it('calls a head twice as slow, with little noise, regressed, with the interval around +100%', () => {
    const comparison = compareScenario({ rounds: rounds(6, 20, 0.03, 2) }, { rounds: rounds(6, 40, 0.03, 3) }, [
      tolerance('p95', 10, 12),
    ]);
    const [p95] = comparison.metrics;
    expect(comparison.verdict).toBe('regressed');
    expect(p95).toMatchObject({ key: 'p95', verdict: 'regressed', unit: '%', tolerance: 10, line: 12 });
    expect(p95!.interval[0]).toBeGreaterThan(80);
    expect(p95!.interval[1]).toBeLessThan(120);
    expect(p95!.change).toBeGreaterThanOrEqual(p95!.interval[0]);
    expect(p95!.change).toBeLessThanOrEqual(p95!.interval[1]);
    expect(p95!.detectable).toBeCloseTo((p95!.interval[1] - p95!.interval[0]) / 2, 2);
    expect(p95!.head / p95!.base).toBeGreaterThan(1.8);
  });

  it('calls a small change under large noise inconclusive', () => {
    const comparison = compareScenario({ rounds: rounds(6, 20, 0.5, 4) }, { rounds: rounds(6, 22, 0.5, 5) }, [
      tolerance('p95', 10),
    ]);
    expect(comparison.verdict).toBe('inconclusive');
    expect(comparison.metrics[0]!.detectable).toBeGreaterThan(10);
  });

  it('measures errorRate in percentage points', () => {
    const comparison = compareScenario(
      { rounds: rounds(6, 20, 0.02, 6, { failed: 2 }) }, // 1% of 200
      { rounds: rounds(6, 20, 0.02, 7, { failed: 10 }) }, // 5% of 200
      [tolerance('errorRate', 1)],
    );
    expect(comparison.metrics[0]).toMatchObject({ key: 'errorRate', unit: 'pp', base: 1, head: 5, change: 4 });
    expect(comparison.metrics[0]!.interval).toEqual([4, 4]);
    expect(comparison.verdict).toBe('regressed');
  });

  it('takes rps worse when lower, its change how much lower', () => {
    const base = rounds(6, 20, 0.02, 8, { requests: 1000 });
    const fewer = rounds(6, 20, 0.02, 9, { requests: 800 });
    const slower = compareScenario({ rounds: base }, { rounds: fewer }, [tolerance('rps', 5)]);
    expect(slower.metrics[0]).toMatchObject({ key: 'rps', base: 1000, head: 800, change: 20, verdict: 'regressed' });
    const faster = compareScenario({ rounds: fewer }, { rounds: base }, [tolerance('rps', 5)]);
    expect(faster.metrics[0]).toMatchObject({ change: -25, verdict: 'unchanged' });
  });

  it('calls one round a side inconclusive: not enough to tell, whatever the change', () => {
    const comparison = compareScenario({ rounds: rounds(1, 20, 0, 10) }, { rounds: rounds(1, 80, 0, 11) }, [
      tolerance('p95', 10),
    ]);
    expect(comparison.verdict).toBe('inconclusive');
    expect(comparison.confidence).toBeLessThan(0.95);
    expect(comparison.metrics[0]!.change).toBeGreaterThan(200);
  });

  it('leaves out a metric a side has no value for, and compares runs by scenario name', () => {
    const base = runResults([
      scenarioResult({ name: 'A', rounds: rounds(4, 20, 0.02, 12) }),
      scenarioResult({ name: 'B' }), // written before rounds existed
    ]);
    const head = runResults([
      scenarioResult({
        name: 'A',
        rounds: rounds(4, 20, 0.02, 13),
        tolerances: [tolerance('p99', 50), tolerance('errorRate', 2)],
      }),
      scenarioResult({ name: 'B', rounds: rounds(4, 20, 0.02, 14) }),
      scenarioResult({ name: 'C', rounds: rounds(4, 20, 0.02, 15) }),
    ]);
    const comparisons = compareRun(base, head, { acrossTime: false }).scenarios;
    expect([...comparisons.keys()]).toEqual(['A']);
    expect(comparisons.get('A')!.metrics.map(({ key }) => key)).toEqual(['p99', 'errorRate']);
    // Without tolerances in the head, the defaults at the scenario's line.
    const head2 = runResults([scenarioResult({ name: 'A', rounds: rounds(4, 20, 0.02, 13) })]);
    const defaults = compareRun(base, head2, { acrossTime: false }).scenarios;
    expect(defaults.get('A')!.metrics.map(({ key, tolerance, line }) => [key, tolerance, line])).toEqual([
      ['p50', 10, 7],
      ['p95', 10, 7],
      ['errorRate', 1, 7],
    ]);
    const noLatency = compareScenario(
      { rounds: rounds(6, 20, 0, 16, { failed: 200 }) },
      { rounds: rounds(6, 20, 0, 17) },
      [tolerance('p95', 10), tolerance('errorRate', 1)],
    );
    expect(noLatency.metrics.map(({ key }) => key)).toEqual(['errorRate']);
  });

  it('always has the estimate inside its interval, and swapping the sides negates both', () => {
    const values = fc.array(fc.double({ min: -1000, max: 1000, noNaN: true }), { minLength: 1, maxLength: 12 });
    fc.assert(
      fc.property(values, values, (base, head) => {
        const forward = hodgesLehmann(base, head);
        const backward = hodgesLehmann(head, base);
        expect(forward.interval[0]).toBeLessThanOrEqual(forward.estimate);
        expect(forward.estimate).toBeLessThanOrEqual(forward.interval[1]);
        expect(backward.estimate).toBeCloseTo(-forward.estimate, 9);
        expect(backward.interval[0]).toBeCloseTo(-forward.interval[1], 9);
        expect(backward.interval[1]).toBeCloseTo(-forward.interval[0], 9);
        expect(backward.confidence).toBeCloseTo(forward.confidence, 12);
      }),
    );
  });

  it('keeps a metric comparison’s change inside its interval, and is the same on the same rounds', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 8 }), fc.integer({ min: 1, max: 8 }), fc.nat(), (m, n, seed) => {
        const base = rounds(m, 20, 0.3, seed);
        const head = rounds(n, 25, 0.3, seed + 1);
        const once = compareScenario({ rounds: base }, { rounds: head }, [tolerance('p95', 10), tolerance('rps', 5)]);
        for (const metric of once.metrics) {
          expect(metric.interval[0]).toBeLessThanOrEqual(metric.change);
          expect(metric.change).toBeLessThanOrEqual(metric.interval[1]);
        }
        expect(
          compareScenario({ rounds: base }, { rounds: head }, [tolerance('p95', 10), tolerance('rps', 5)]),
        ).toEqual(once);
      }),
      { numRuns: 30 },
    );
  });
});
