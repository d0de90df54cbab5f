// The exit codes of `loadtool` and the outcomes of the action (docs/architecture.md §5).
import type { ScenarioOutcome } from './vocabulary/outcomes.js';

/** The exit codes of `loadtool` and the outcomes of the action (docs/architecture.md §5). */
export const ExitCode = {
  /** Every scenario passed. */
  passed: 0,
  /** A threshold was breached, a metric regressed, or the run was inconclusive with `--fail-on-inconclusive`. */
  breached: 1,
  /** A bug of loadtool: reported with its stack trace; 1, as Node.js exits on an uncaught error. */
  bug: 1,
  /** Bad input: config, plan, schema or loadtool.yaml; every problem was listed. */
  badInput: 2,
  /** The run could not take place. */
  cannotRun: 3,
  /** Cancelled by SIGINT or SIGTERM, after writing the partial results. */
  cancelled: 130,
} as const;

/** How an outcome maps to an exit code: `failOnInconclusive` (`--fail-on-inconclusive`) fails an inconclusive run. */
export interface ExitCodeOptions {
  failOnInconclusive?: boolean;
}

/**
 * Returns the exit code of a run's outcome: 0 for inconclusive, 1 when `failOnInconclusive` asks for it; 3 for errored
 * (a scenario could not run, or none ran).
 */
export function exitCodeFor(outcome: ScenarioOutcome, options: ExitCodeOptions = {}): number {
  return {
    // A run's outcome is never skipped (judgedRun errors a run in which no scenario ran); should a file say so,
    // nothing was measured, which must not pass.
    skipped: ExitCode.cannotRun,
    passed: ExitCode.passed,
    inconclusive: options.failOnInconclusive ? ExitCode.breached : ExitCode.passed,
    failed: ExitCode.breached,
    errored: ExitCode.cannotRun,
    cancelled: ExitCode.cancelled,
  }[outcome];
}
