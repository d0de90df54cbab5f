// A flow's steps (or a script's named requests) compared with the base's, reported and never judged.
import type { RoundResult, StepComparison, ToleranceResult } from '../results/types.js';
import { compareScenario } from './compare-scenario.js';

/** A step of a flow (or a named request of a script) as measured or judged: the parts a comparison reads. */
export interface StepRounds {
  name: string;
  once?: boolean;
  cleanup?: true;
  rounds?: RoundResult[];
}

/**
 * Returns the comparison of each head step with the base's step of the same name, in the head's order, by the same
 * statistics and tolerances as its scenario: a `once` or `cleanup` step (its figures are never judged, and a cleanup's
 * all fall after the measured time), a step the base lacks and a step without rounds on either side are left out.
 * Empty when there is nothing to compare.
 */
export function compareSteps(
  base: readonly StepRounds[] | undefined,
  head: readonly StepRounds[] | undefined,
  tolerances: readonly ToleranceResult[],
): StepComparison[] {
  if (!head?.length || !base?.length) return [];
  const bases = new Map(base.map((step) => [step.name, step]));
  const compared: StepComparison[] = [];
  for (const step of head) {
    const counterpart = bases.get(step.name);
    if (step.once || step.cleanup || counterpart === undefined || counterpart.once || counterpart.cleanup) continue;
    if (!step.rounds?.length || !counterpart.rounds?.length) continue;
    // The chart of rounds (p95ByRound) is the scenario's alone: a step's would crowd the comment for no decision.
    const { rounds, confidence, method, metrics, verdict } = compareScenario(counterpart, step, tolerances);
    compared.push({ name: step.name, rounds, confidence, method, metrics, verdict });
  }
  return compared;
}
