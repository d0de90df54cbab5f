// The words of two runs' machines compared (a comparison across time, src/compare/environment.ts), read by every
// report, and the rule of a figure beyond its tolerance that the comparison and its words share.
import type { EnvironmentComparison, EnvironmentFigure } from './types.js';
import { formatNumber } from './wording.js';

/**
 * Returns, for every report, what made the two runs' machines differ and what to do, as plain text; undefined when
 * they did not differ. It names each probe beyond the tolerance with its change and both figures, a saturated
 * generator, and a side without a calibration, then says that every verdict is at most inconclusive and that the
 * same-job mode judges a change on one machine.
 */
export function environmentSentence(environment: EnvironmentComparison): string | undefined {
  if (!environment.differs) return undefined;
  const reasons: string[] = [];
  const probes = environment.figures.filter(beyondItsTolerance).map(probeWords);
  if (probes.length > 0) reasons.push(`on this run's machine ${probes.join(' and ')}`);
  const saturated = environment.figures.find((figure) => figure.name === 'saturated');
  if (saturated && saturated.base === 1 && saturated.head === 1)
    reasons.push("both runs' load generators were saturated");
  else if (saturated?.base === 1) reasons.push("the baseline's load generator was saturated");
  else if (saturated?.head === 1) reasons.push("this run's load generator was saturated");
  if (environment.missing) reasons.push(MISSING[environment.missing]);
  return `the two runs' machines cannot be taken for the same: ${reasons.join('; ')}. Every verdict against this baseline is at most inconclusive; to judge a change, compare in the same job, where the base and the head alternate on one machine (the action's input baseline-url, or --baseline-url of loadtool run and gate)`;
}

const MISSING: Record<NonNullable<EnvironmentComparison['missing']>, string> = {
  base: 'the baseline has no calibration of its machine (written by a version of loadtool without one)',
  head: 'this run has no calibration of its machine (it could not be measured, or the file was written by a version of loadtool without one)',
  both: 'neither run has a calibration of its machine (written by a version of loadtool without one)',
};

/**
 * Returns whether a probe changed by more than its tolerance either way, as a ratio: slower by more than the tolerance
 * (+50%), or faster by as much (÷ 1.5, −33%), so that a faster machine is seen as readily as a slower one.
 */
export function beyondItsTolerance(figure: EnvironmentFigure): boolean {
  if (figure.name === 'saturated') return false;
  return Math.abs(Math.log(figure.head / figure.base)) > Math.log(1 + figure.tolerance / 100);
}

const PROBE_NAMES = { cpu: 'the CPU probe', loopback: 'the loopback probe' } as const;

/** Returns a probe's change in words: `the CPU probe took 58% longer (120 µs → 190 µs), more than the 50% it may vary by`. */
function probeWords(figure: EnvironmentFigure): string {
  const name = PROBE_NAMES[figure.name as keyof typeof PROBE_NAMES];
  const how = figure.change > 0 ? 'longer' : 'less time';
  return `${name} took ${formatNumber(Math.abs(figure.change))}% ${how} (${formatNumber(figure.base)} µs → ${formatNumber(figure.head)} µs), more than the ${formatNumber(figure.tolerance)}% it may vary by`;
}
