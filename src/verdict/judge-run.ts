import type { LoadTest, Threshold } from '../loadtest/types.js';
import type { MeasuredRun, RunResults } from '../results/types.js';
import { judgeScenario, worstOutcome } from './outcome.js';

/**
 * Returns the run judged: each measured scenario against the thresholds of the load test's scenario of the same name
 * (names are unique; a subset run or a merge may list them in another order), a flow's steps against their own, and
 * the run's outcome the worst of theirs. The engine only measures; judging after it returns is what lets a results file be judged again.
 */
export function judgeRun(measured: MeasuredRun, loadTest: LoadTest): RunResults {
  const thresholds = new Map<string, Threshold[]>(loadTest.scenarios.map(({ name, thresholds }) => [name, thresholds]));
  // A flow's steps are judged against their own thresholds, by step name (unique in a flow).
  const stepThresholds = new Map(
    loadTest.scenarios.map(({ name, flow }) => [name, new Map(flow?.map((step) => [step.name, step.thresholds]))]),
  );
  const scenarios = measured.scenarios.map((scenario) =>
    judgeScenario(scenario, thresholds.get(scenario.name) ?? [], stepThresholds.get(scenario.name)),
  );
  const { version, ...run } = measured;
  // `version` and `outcome` first, where results.json has always had them.
  return { version, outcome: worstOutcome(scenarios.map(({ outcome }) => outcome)), ...run, scenarios };
}
