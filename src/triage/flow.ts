// The triage of a flow: by its first step that did not pass, in the step's own context.
import type { ScenarioResult, StepResult, Triage } from '../results/types.js';
import type { FlowStep, Scenario } from '../loadtest/types.js';
import type { RunContext } from './context.js';

/**
 * Returns the context in which a step of a flow is triaged: the step's request data (with the flow's users, duration
 * and headers) where the triage looks for the scenario's own, so that its next step names the step's params and body.
 */
export function stepContext(context: RunContext, flow: ScenarioResult, step: StepResult): RunContext {
  const spec = context.specs.get(flow.name);
  const written = spec?.flow?.find(({ name }) => name === step.name);
  if (!spec || !written) return context;
  return { ...context, specs: new Map(context.specs).set(step.name, stepSpec(spec, written)) };
}

function stepSpec(flow: Scenario, step: FlowStep): Scenario {
  // The step's request replaces the flow's; the flow's steps and sources say nothing of this one request.
  const spec: Scenario = { ...flow, ...step };
  delete spec.flow;
  delete spec.sources;
  return spec;
}

/**
 * Returns the flow's triage from its first step that did not pass, `step "List items" failed: …` with that step's
 * category and next step; undefined when every step passed (the flow's own figures explain it).
 */
export function fromFirstStep(steps: StepResult[]): Triage | undefined {
  const first = steps.find(({ outcome, triage }) => (outcome === 'failed' || outcome === 'errored') && triage);
  if (!first?.triage) return undefined;
  return { ...first.triage, evidence: `step "${first.name}" ${first.outcome}: ${first.triage.evidence}` };
}
