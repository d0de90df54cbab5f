// The rows of a report: each scenario, then the steps of its flow, with the names they are shown by.
import type { ScenarioResult, StepMarks, StepResult } from './types.js';

/** One row of a report: a scenario, or a step of a flow with the flow it belongs to. */
export interface ReportRow {
  result: ScenarioResult | StepResult;
  /** The flow, when `result` is one of its steps. */
  flow?: ScenarioResult;
}

/** Returns the scenarios as report rows, each flow followed by its steps in flow order. */
export function withSteps(scenarios: ScenarioResult[]): ReportRow[] {
  return scenarios.flatMap((result) => [
    { result },
    ...(result.steps ?? []).map((step) => ({ result: step, flow: result })),
  ]);
}

/**
 * Returns what a report says beside a step that is not simply measured (`once per user, not judged`), or in `brief`
 * (`once`) where a table is narrow; undefined for a measured step.
 */
export function stepNote(result: ScenarioResult | StepResult, brief = false): string | undefined {
  const step = result as StepMarks;
  if (step.once) return brief ? 'once' : 'once per user, not judged';
  if (step.cleanup) return brief ? 'cleanup' : 'cleanup per user after the run, not judged';
  if (step.measure === false) return brief ? 'measure: false' : "not in the flow's figures";
  return undefined;
}

/** Returns the name a report gives a step on its own: `Shop › List items` (the scenario's name for a scenario). */
export function qualifiedName({ result, flow }: ReportRow): string {
  return flow ? `${flow.name} › ${result.name}` : result.name;
}
