// The `skip` of a scenario that a cancelled run never started, and how it is told from one with `skip:`.
import type { MeasuredScenario, MeasuredStep, ScenarioResult, StepResult } from './types.js';

/**
 * The `skip` of a scenario that a cancelled run never started: not run (outcome `skipped`), as one with `skip:` in the
 * load test is, but the run that held it is `cancelled` (verdict/outcome.ts, runOutcome).
 */
export const NOT_STARTED = 'the run was cancelled before it started';

/** A scenario or step, judged or as measured. */
type Outcome = Pick<ScenarioResult | StepResult | MeasuredScenario | MeasuredStep, 'outcome' | 'skip'>;

/** Returns whether the scenario is one a cancelled run never started (skipped with NOT_STARTED). */
export function notStarted(scenario: Outcome): boolean {
  return scenario.outcome === 'skipped' && scenario.skip === NOT_STARTED;
}

/**
 * Returns whether the scenario was cancelled before it sent anything, it nor any step of it: not one request made or
 * due (an open model's dropped ones count as due). It did not run, so it has nothing to judge.
 */
export function cancelledBeforeSending(
  scenario: Pick<MeasuredScenario | ScenarioResult, 'outcome' | 'requests'> & {
    steps?: ReadonlyArray<Pick<MeasuredStep | StepResult, 'requests'>> | undefined;
  },
): boolean {
  const sentNothing = ({ requests }: Pick<MeasuredScenario, 'requests'>) =>
    requests.total === 0 && (requests.dropped ?? 0) === 0;
  return scenario.outcome === 'cancelled' && sentNothing(scenario) && (scenario.steps ?? []).every(sentNothing);
}

/**
 * Returns whether every one of these scenarios not run was skipped by its `skip:` in the load test, none because the
 * run was cancelled before it started: the reports then say `(skip: in the load test)` after "Not run"; otherwise
 * each one's reason says why.
 */
export function skippedBySkipKey(scenarios: readonly Outcome[]): boolean {
  return !scenarios.some(notStarted);
}
