// A scenario's regression tolerances and its comparison with the baseline, into its verdict.
import type { Tolerance } from '../loadtest/types.js';
import type {
  BaselineInfo,
  Comparison,
  RunRegression,
  RunResults,
  ScenarioOutcome,
  ScenarioResult,
  ToleranceResult,
} from '../results/types.js';
import { runOutcome, worstOutcome } from './outcome.js';

/** Returns the tolerances of a scenario as results.json keeps them (without the YAML's text and column). */
export function toleranceResults(tolerances: readonly Tolerance[] | undefined): ToleranceResult[] | undefined {
  if (!tolerances || tolerances.length === 0) return undefined;
  return tolerances.map(({ key, worse, unit, limit, line }) => ({ key, worse, unit, limit, line }));
}

/**
 * Returns the scenario with its comparison set and its outcome decided with it: a scenario that passed its thresholds
 * and checks is `failed` when the comparison regressed and `inconclusive` when it could not tell; a scenario already
 * failed stays failed (both the breach and the regression are reported); errored and cancelled keep their outcome,
 * since their figures do not make a fair comparison. Without a comparison, the scenario is returned as judged.
 */
export function withComparison<T extends ScenarioResult>(result: T, comparison: Comparison | undefined): T {
  const judged = { ...result };
  delete judged.comparison;
  if (!comparison) return judged;
  return { ...judged, comparison, outcome: outcomeWith(result.outcome, comparison) };
}

function outcomeWith(outcome: ScenarioOutcome, comparison: Comparison): ScenarioOutcome {
  if (outcome !== 'passed' && outcome !== 'inconclusive') return outcome;
  if (comparison.verdict === 'regressed') return 'failed';
  return comparison.verdict === 'inconclusive' ? 'inconclusive' : 'passed';
}

/**
 * Returns a results file judged again against a baseline (`loadtool compare`, `--baseline FILE`): each scenario's
 * comparison taken from `compared.scenarios` by name (none: not compared), its outcome decided afresh from its
 * thresholds, checks and steps as recorded plus that comparison, its triage cleared for `triageResults` to give again,
 * the run's outcome the worst, and the baseline and the run-level control (`regression`) recorded. An earlier
 * comparison in the file is replaced, never stacked.
 */
export function judgeWithComparisons(
  results: RunResults,
  compared: { scenarios: ReadonlyMap<string, Comparison>; regression: RunRegression },
  baseline: BaselineInfo,
): RunResults {
  const scenarios = results.scenarios.map((scenario) =>
    withComparison(
      { ...scenario, outcome: recordedOutcome(scenario), triage: null },
      compared.scenarios.get(scenario.name),
    ),
  );
  const { version, ...run }: Omit<RunResults, 'outcome'> & Partial<Pick<RunResults, 'outcome'>> = results;
  delete run.outcome;
  delete run.error;
  delete run.regression;
  // `version` and `outcome` first, where results.json has always had them.
  return { version, ...runOutcome(scenarios), ...run, scenarios, baseline, regression: compared.regression };
}

/** The outcome the scenario's thresholds, checks and steps gave, without any earlier comparison's part in it. */
function recordedOutcome(scenario: ScenarioResult): ScenarioOutcome {
  if (scenario.outcome === 'errored' || scenario.outcome === 'cancelled' || scenario.outcome === 'skipped')
    return scenario.outcome;
  const breached = scenario.thresholds.some(({ passed }) => !passed) || (scenario.failedChecks?.length ?? 0) > 0;
  return worstOutcome([breached ? 'failed' : 'passed', ...(scenario.steps ?? []).map(({ outcome }) => outcome)]);
}
