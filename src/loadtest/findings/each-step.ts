// Visits each step of a scenario's flow, with where it is, for the findings of steps.
import type { Segments } from '../../json-schema-messages.js';
import { isRecord } from '../../json-record.js';

/** Calls `visit` with each step of a scenario's flow that is a mapping, and where it is; nothing without a flow. */
export function eachStep(
  scenario: unknown,
  at: Segments,
  visit: (step: Record<string, unknown>, stepAt: Segments) => void,
): void {
  if (!isRecord(scenario) || !Array.isArray(scenario.flow)) return;
  scenario.flow.forEach((step: unknown, index) => {
    if (isRecord(step)) visit(step, [...at, 'flow', index]);
  });
}
