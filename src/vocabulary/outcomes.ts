/**
 * A scenario's outcome, and a run's (the worst of its scenarios'), in the order schemas/results.schema.json lists
 * them: shared by the results, the verdict, the reports and the exit codes.
 */
export const SCENARIO_OUTCOMES = ['passed', 'failed', 'errored', 'cancelled'] as const;
export type ScenarioOutcome = (typeof SCENARIO_OUTCOMES)[number];
