// The outcomes of a scenario and a run, from the best to the worst.
/**
 * A scenario's outcome, and a run's (the worst of its scenarios'), from the best to the worst, in the order
 * schemas/results.schema.json lists them: shared by the results, the verdict, the reports and the exit codes.
 * `skipped`: the scenario was not run on purpose (`skip:` in loadtool.yaml), the best, so that it never worsens a run;
 * a run in which no scenario ran is `errored` all the same (src/verdict/). `inconclusive`: a regression check against
 * a baseline could not tell (src/verdict/).
 */
export const SCENARIO_OUTCOMES = ['skipped', 'passed', 'inconclusive', 'failed', 'errored', 'cancelled'] as const;
export type ScenarioOutcome = (typeof SCENARIO_OUTCOMES)[number];
