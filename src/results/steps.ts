import type { ScenarioResult, StepResult } from './types.js';

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

/** Returns the name a report gives a step on its own: `Shop › List items` (the scenario's name for a scenario). */
export function qualifiedName({ result, flow }: ReportRow): string {
  return flow ? `${flow.name} › ${result.name}` : result.name;
}
