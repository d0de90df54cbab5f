// Why a flow could not run because of a `once` step (a login) that never succeeded.
import type { StepResult } from '../results/types.js';
import { formatCount } from '../results/wording.js';

/**
 * Returns why the flow could not run because of this `once` step ("the once step Log in never succeeded: …"), or
 * undefined when it is a measured step or succeeded at least once.
 */
export function onceStepFailure(step: StepResult): string | undefined {
  if (!step.once || step.outcome !== 'errored') return undefined;
  return `the once step ${step.name} never succeeded: ${step.error ?? onceAttempts(step)}`;
}

function onceAttempts(step: StepResult): string {
  const { total } = step.requests;
  return `not one of its ${formatCount(total)} ${total === 1 ? 'attempt' : 'attempts'} got an ok response`;
}
