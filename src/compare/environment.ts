// A comparison across time (`--baseline FILE`) compares two runs' machines too: their calibrations and self-checks.
import { beyondItsTolerance } from '../results/environment-words.js';
import type { Calibration, EnvironmentComparison, EnvironmentFigure, SelfCheck } from '../results/types.js';

/** The tolerance of the machines' figures when no compared metric has a percent tolerance. */
const DEFAULT_ENVIRONMENT_TOLERANCE = 10;

/**
 * The least each probe may change by, whatever the tolerance, as a ratio either way: beyond its own noise between two
 * fresh processes on one busy machine, so that two runs under the same conditions are not called different (measured
 * on a shared 2-core runner at a load of 4–12, 20 pairs: the CPU probe moved 12% at the median and 34% at most, the
 * loopback probe 29% and 48%; with 4 busy loops on the 2 cores the whole time, the CPU probe of two runs back to back
 * differed by 58%). What they still see: a machine half as fast, or twice as busy for the whole run (six CPU hogs per
 * core more than doubled it), a generator that shares its core with a busy build. Smaller differences go unseen: the
 * same-job mode is the cure for those (docs/regression-gate.md#comparisons-across-time).
 */
const PROBE_NOISE = { cpu: 100, loopback: 100 } as const;

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
