// A comparison across time (`--baseline FILE`) compares two runs' machines too: their calibrations and self-checks.
import type { Calibration, EnvironmentComparison, EnvironmentFigure, SelfCheck } from '../results/types.js';
import { formatNumber } from '../results/wording.js';

/** The tolerance of the machines' figures when no compared metric has a percent tolerance. */
const DEFAULT_ENVIRONMENT_TOLERANCE = 10;

/**
 * The least each probe may change by, whatever the tolerance: beyond its own noise between two fresh processes on one
 * busy machine (measured on a shared 2-core runner at a load of 4–12, 20 pairs: the CPU probe moved 12% at the median
 * and 34% at most, the loopback probe 29% and 48%), so that two runs under the same conditions are not called
 * different. What they still see: a CPU hog on every core takes half of each core from the run (+100% and more on the
 * CPU probe), a machine half as fast, a generator that shares its core with a busy build. Smaller differences go
 * unseen: the same-job mode is the cure for those (docs/regression-gate.md#comparisons-across-time).
 */
const PROBE_NOISE = { cpu: 50, loopback: 100 } as const;

/** What a side of a comparison across time says of its machine: its calibration (absent in older files) and self-check. */
export interface RunEnvironment {
  calibration?: Calibration | undefined;
  generator: SelfCheck;
}

/**
 * Returns the two runs' machines compared (docs/regression-gate.md): the CPU and loopback probes of their
 * calibrations, each side's figure and the change in percent of the base's (slower positive, 0.1 precision), and
 * whether each side's load generator was saturated (`saturated`: 0 or 1, the change in points, always listed). They
 * differ when a probe changed by more than `tolerancePercent` either way (a faster machine hides a regression as a
 * slower one makes one up), when either generator was saturated (its figures measure itself), or when a side has no
 * usable calibration (`missing`; its probes are then not listed): then no verdict across time can be more than
 * inconclusive.
 */
export function compareEnvironments(
  base: RunEnvironment,
  head: RunEnvironment,
  tolerancePercent: number,
): EnvironmentComparison {
  const baseCalibration = usable(base.calibration);
  const headCalibration = usable(head.calibration);
  const figures: EnvironmentFigure[] = [];
  if (baseCalibration && headCalibration) {
    figures.push(
      probe('cpu', baseCalibration.cpuMicros, headCalibration.cpuMicros, tolerancePercent),
      probe('loopback', baseCalibration.loopbackMicros, headCalibration.loopbackMicros, tolerancePercent),
    );
  }
  const saturated = { base: base.generator.saturated ? 1 : 0, head: head.generator.saturated ? 1 : 0 };
  figures.push({ name: 'saturated', ...saturated, change: (saturated.head - saturated.base) * 100, tolerance: 0 });
  const missing = missingSide(baseCalibration, headCalibration);
  const differs =
    missing !== undefined || saturated.base === 1 || saturated.head === 1 || figures.some(beyondItsTolerance);
  return { differs, tolerance: tolerancePercent, figures, ...(missing && { missing }) };
}

/**
 * Returns the tolerance in percent the machines' figures are held to: the smallest percent tolerance among the compared
 * metrics' (`%`; percentage points say nothing of a time), or DEFAULT_ENVIRONMENT_TOLERANCE when none is in percent. A
 * machine that differs by less than the smallest change the gate may report cannot alone make a regression of it.
 */
export function environmentTolerance(limits: readonly { unit: '%' | 'pp'; limit: number }[]): number {
  const percents = limits.filter(({ unit }) => unit === '%').map(({ limit }) => limit);
  return percents.length > 0 ? Math.min(...percents) : DEFAULT_ENVIRONMENT_TOLERANCE;
}

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
function beyondItsTolerance(figure: EnvironmentFigure): boolean {
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

/**
 * Returns a probe's figures, its change in percent of the base's (rounded to 0.1; slower, longer, positive) and the
 * change it may have: the tolerance, at least the probe's own noise (PROBE_NOISE).
 */
function probe(name: 'cpu' | 'loopback', base: number, head: number, tolerancePercent: number): EnvironmentFigure {
  const tolerance = Math.max(tolerancePercent, PROBE_NOISE[name]);
  return { name, base, head, change: Math.round((head / base - 1) * 1000) / 10, tolerance };
}

/** Returns a calibration whose figures can be compared in percent (positive, finite), else undefined. */
function usable(calibration: Calibration | undefined): Calibration | undefined {
  const valid = (value: number) => Number.isFinite(value) && value > 0;
  return calibration && valid(calibration.cpuMicros) && valid(calibration.loopbackMicros) ? calibration : undefined;
}

function missingSide(base: Calibration | undefined, head: Calibration | undefined): EnvironmentComparison['missing'] {
  if (!base && !head) return 'both';
  if (!base) return 'base';
  return head ? undefined : 'head';
}
