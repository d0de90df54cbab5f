import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { compareRun } from '../../src/compare/compare-run.js';
import type { RoundResult, RunResults, StepResult } from '../../src/results/types.js';
import { judgeWithComparisons } from '../../src/verdict/regression-verdict.js';
import { runResults, scenarioResult } from '../helpers/results.js';
import { resultsSchemaErrors } from '../helpers/results-schema.js';
import { rounds, tolerance } from '../helpers/rounds.js';
import { useTempDirs } from '../helpers/temp-dir.js';

const tempDir = useTempDirs();

/** A step of a flow as results.json keeps it, with these rounds. */
const stepOf = (name: string, stepRounds: RoundResult[] | undefined, once = false): StepResult => ({
  ...scenarioResult({ name, ...(stepRounds && { rounds: stepRounds }) }),
  ...(once && { once }),
});

/** One flow `Shop` of the steps, its whole iterations in the rounds given, p95 10% and errorRate 1pp kept. */
const shop = (iterations: RoundResult[], steps: StepResult[]): RunResults =>
  runResults([
    scenarioResult({
      name: 'Shop',
      rounds: iterations,
      steps,
      tolerances: [tolerance('p95', 10, 12), tolerance('errorRate', 1, 13)],
    }),
  ]);

// The iterations are the same rounds on both sides; only the step `Browse` got 50% slower.
const iterations = rounds(6, 60, 0.03, 1);
const base = shop(iterations, [
  stepOf('Log in', rounds(6, 5, 0.03, 2), true),
  stepOf('Browse', rounds(6, 20, 0.03, 3)),
  stepOf('View', rounds(6, 30, 0.03, 4)),
  stepOf('Pay', undefined),
]);
const head = shop(iterations, [
  stepOf('Log in', rounds(6, 50, 0.03, 5), true),
  stepOf('Browse', rounds(6, 30, 0.03, 6)),
  stepOf('View', rounds(6, 30, 0.03, 7)),
  stepOf('Pay', rounds(6, 10, 0.03, 8)),
  stepOf('Checkout', rounds(6, 10, 0.03, 9)),
]);
const BASELINE = { kind: 'file', source: 'base.json', startedAt: base.startedAt } as const;
/** Synthetic results share no machine: compared as the same job's. */
const SAME = { acrossTime: false };

describe('the steps compared with the baseline', () => {
  it('reports a step 50% slower as regressed, while the unchanged iterations decide: the run passes', () => {
    const comparison = compareRun(base, head, SAME).scenarios.get('Shop')!;
    expect(comparison.verdict).toBe('unchanged');
    const browse = comparison.steps!.find(({ name }) => name === 'Browse')!;
    expect(browse.verdict).toBe('regressed');
    expect(browse.metrics[0]).toMatchObject({ key: 'p95', verdict: 'regressed', tolerance: 10, line: 12 });
    expect(browse.metrics[0]!.interval[0]).toBeGreaterThan(30);
    expect(browse.rounds).toEqual({ base: 6, head: 6 });
    expect(browse).not.toHaveProperty('p95ByRound');
    expect(comparison.steps!.find(({ name }) => name === 'View')!.verdict).toBe('unchanged');

    const judged = judgeWithComparisons(head, compareRun(base, head, SAME), BASELINE);
    expect(judged.outcome).toBe('passed');
    expect(judged.scenarios[0]!.outcome).toBe('passed');
    expect(judged.scenarios[0]!.comparison!.steps!.map(({ name }) => name)).toEqual(['Browse', 'View']);
  });

  it('skips once steps, steps the baseline lacks and steps a side has no rounds of', () => {
    const names = compareRun(base, head, SAME)
      .scenarios.get('Shop')!
      .steps!.map(({ name }) => name);
    expect(names).not.toContain('Log in'); // once: never judged, nor compared (10× slower here)
    expect(names).not.toContain('Checkout'); // not in the baseline
    expect(names).not.toContain('Pay'); // the baseline has no rounds of it
  });

  it('leaves steps out of a scenario without any step to compare', () => {
    const plain = runResults([scenarioResult({ name: 'Shop', rounds: iterations })]);
    expect(compareRun(plain, plain, SAME).scenarios.get('Shop')).not.toHaveProperty('steps');
    expect(
      compareRun(base, shop(iterations, [stepOf('Log in', iterations, true)]), SAME).scenarios.get('Shop'),
    ).not.toHaveProperty('steps');
  });

  it('judges a regressed scenario failed whatever its steps say', () => {
    const slower = shop(rounds(6, 90, 0.03, 10), head.scenarios[0]!.steps!);
    const judged = judgeWithComparisons(slower, compareRun(base, slower, SAME), BASELINE);
    expect(judged.scenarios[0]!.comparison!.verdict).toBe('regressed');
    expect(judged.outcome).toBe('failed');
  });

  it('writes results whose step comparisons fit the published schema', async () => {
    const judged = judgeWithComparisons(head, compareRun(base, head, SAME), BASELINE);
    expect(resultsSchemaErrors(judged)).toEqual([]);
    // And a step comparison with a stray field does not: the schema closes it.
    const stray = structuredClone(judged);
    Object.assign(stray.scenarios[0]!.comparison!.steps![0]!, { p95ByRound: { base: [], head: [] } });
    expect(resultsSchemaErrors(stray)).not.toEqual([]);
    await writeFile(join(await tempDir(), 'results.json'), JSON.stringify(judged));
  });
});
