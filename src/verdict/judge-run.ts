// src/verdict/ judges measurements; this judges a run: each scenario against its thresholds, checks and tolerances.
import type { LoadTest, Threshold } from '../loadtest/types.js';
import type { Comparison, MeasuredRun, RunResults, ScenarioResult } from '../results/types.js';
import { judgeScenario, runOutcome } from './outcome.js';
import { toleranceResults, withComparison } from './regression-verdict.js';

/**
 * Returns the run judged: each measured scenario against the thresholds of the load test's scenario of the same name
 * (names are unique; a subset run or a merge may list them in another order), a flow's steps against their own, its
 * regression tolerances recorded, its comparison with the baseline (from `comparisons`, by name; none without a
 * baseline) deciding between passed, inconclusive and failed (see withComparison), and the run's outcome the worst of
 * theirs. The engine only measures; judging after it returns is what lets a results file be judged again.
 */
export function judgeRun(
  measured: MeasuredRun,
  loadTest: LoadTest,
  comparisons: ReadonlyMap<string, Comparison> = new Map(),
): RunResults {
  const specs = new Map(loadTest.scenarios.map((scenario) => [scenario.name, scenario]));
  const scenarios = measured.scenarios.map((scenario) => {
    const spec = specs.get(scenario.name);
    // A flow's steps are judged against their own thresholds, by step name (unique in a flow).
    const stepThresholds = new Map<string, Threshold[]>(spec?.flow?.map((step) => [step.name, step.thresholds]));
    const judged = judgeScenario(scenario, spec?.thresholds ?? [], stepThresholds);
    const tolerances = toleranceResults(spec?.regression);
    return withComparison(tolerances ? { ...judged, tolerances } : judged, comparisons.get(scenario.name));
  });
  return judgedRun(measured, scenarios);
}

/**
 * Returns the run with its judged scenarios, its outcome the worst of theirs; `errored`, with its `error`, when every
 * one was skipped (runOutcome).
 */
export function judgedRun(measured: MeasuredRun, scenarios: ScenarioResult[]): RunResults {
  const { version, ...run } = measured;
  delete run.error;
  // `version` and `outcome` first, where results.json has always had them.
  return { version, ...runOutcome(scenarios), ...run, scenarios };
}
