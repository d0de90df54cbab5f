// src/compare/ compares a run with a baseline; this is its entry: each head scenario against the base's.
import type { LoadTest } from '../loadtest/types.js';
import type { Comparison, MeasuredRun, RunRegression, RunResults, ToleranceResult } from '../results/types.js';
import { DEFAULT_REGRESSION, parseTolerance, REGRESSION_DEFINITIONS } from '../vocabulary/regression.js';
import { compareScenario } from './compare-scenario.js';
import { compareSteps } from './compare-steps.js';
import { compareEnvironments, environmentTolerance } from './environment.js';
import { controlRun } from './run-level.js';

/** Why a head scenario was not compared with the baseline, for the report. */
export type NotCompared = 'no scenario of that name in the baseline' | 'no rounds in the baseline' | 'no rounds';

/** A run compared with its baseline: each scenario's comparison by name, and what the run's verdict covers. */
export interface RunComparison {
  scenarios: Map<string, Comparison>;
  regression: RunRegression;
}

/** How compareRun compares: with the load test's tolerances, and whether the baseline is a run of another time. */
export interface CompareOptions {
  loadTest?: LoadTest | undefined;
  /** True for a results file given as the baseline (not the same job): the two machines are compared too. */
  acrossTime: boolean;
}

/**
 * Returns the comparison of each head scenario with the baseline's scenario of the same name, by name; a scenario
 * without a counterpart, or whose side has no rounds, is left out (see notCompared). The tolerances are the load
 * test's scenario's when a load test is given, else those the head's results kept; either way DEFAULT_REGRESSION
 * where there are none, as a baseline given on purpose asks for a comparison. Each step that both sides measured in
 * rounds is compared too, with the scenario's tolerances, into the comparison's `steps`. The verdicts are then
 * controlled over the whole run (controlRun), and, across time, at most inconclusive when the machines differed.
 */
export function compareRun(
  baseline: RunResults,
  measured: MeasuredRun | RunResults,
  options: CompareOptions,
): RunComparison {
  const { loadTest } = options;
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
  const compared = [...comparisons.values()].flatMap(({ metrics }) => metrics);
  const environment = options.acrossTime
    ? compareEnvironments(
        baseline,
        measured,
        environmentTolerance(compared.map(({ unit, tolerance }) => ({ unit, limit: tolerance }))),
      )
    : undefined;
  const { comparisons: scenarios, regression } = controlRun(comparisons, environment);
  return { scenarios, regression };
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
