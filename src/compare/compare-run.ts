// src/compare/ compares a run with a baseline; this is its entry: each head scenario against the base's.
import type { LoadTest } from '../loadtest/types.js';
import type { Comparison, MeasuredRun, RunResults, ToleranceResult } from '../results/types.js';
import { DEFAULT_REGRESSION, parseTolerance, REGRESSION_DEFINITIONS } from '../vocabulary/regression.js';
import { compareScenario } from './compare-scenario.js';
import { compareSteps } from './compare-steps.js';

/** Why a head scenario was not compared with the baseline, for the report. */
export type NotCompared = 'no scenario of that name in the baseline' | 'no rounds in the baseline' | 'no rounds';

/**
 * Returns the comparison of each head scenario with the baseline's scenario of the same name, by name; a scenario
 * without a counterpart, or whose side has no rounds, is left out (see notCompared). The tolerances are the load
 * test's scenario's when a load test is given, else those the head's results kept; either way DEFAULT_REGRESSION
 * where there are none, as a baseline given on purpose asks for a comparison. Each step that both sides measured in
 * rounds is compared too, with the scenario's tolerances, into the comparison's `steps`.
 */
export function compareRun(
  baseline: RunResults,
  measured: MeasuredRun | RunResults,
  loadTest?: LoadTest,
): Map<string, Comparison> {
  const bases = new Map(baseline.scenarios.map((scenario) => [scenario.name, scenario]));
  const fromYaml = new Map(loadTest?.scenarios.map((scenario) => [scenario.name, scenario.regression]));
  const comparisons = new Map<string, Comparison>();
  for (const head of measured.scenarios) {
    const base = bases.get(head.name);
    if (base === undefined || notCompared(base, head) !== undefined) continue;
    const kept = loadTest ? fromYaml.get(head.name)?.map(toleranceResult) : head.tolerances;
    const tolerances = withDefault(kept, head.line);
    const comparison = compareScenario(base, head, tolerances);
    // Steps have no tolerances of their own: the scenario's apply to each (reported, not judged; see Comparison).
    const steps = compareSteps(base.steps, head.steps, tolerances);
    comparisons.set(head.name, steps.length > 0 ? { ...comparison, steps } : comparison);
  }
  return comparisons;
}

/** Returns why a head scenario cannot be compared with its base (undefined: it can); base undefined: none by that name. */
export function notCompared(
  base: { rounds?: unknown[] } | undefined,
  head: { rounds?: unknown[] },
): NotCompared | undefined {
  if (base === undefined) return 'no scenario of that name in the baseline';
  if (!base.rounds?.length) return 'no rounds in the baseline';
  return head.rounds?.length ? undefined : 'no rounds';
}

/** Returns the tolerances, or DEFAULT_REGRESSION's at the scenario's line when there are none. */
export function withDefault(tolerances: readonly ToleranceResult[] | undefined, line: number): ToleranceResult[] {
  if (tolerances && tolerances.length > 0) return [...tolerances];
  return Object.entries(DEFAULT_REGRESSION).map(([key, text]) => {
    const typed = key as keyof typeof DEFAULT_REGRESSION;
    return { key: typed, ...REGRESSION_DEFINITIONS[typed], limit: parseTolerance(typed, text) ?? 0, line };
  });
}

/** Returns a tolerance of the load test as results.json keeps it. */
export function toleranceResult({ key, worse, unit, limit, line }: ToleranceResult): ToleranceResult {
  return { key, worse, unit, limit, line };
}
