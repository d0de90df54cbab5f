import type { ScenarioOutcome } from './vocabulary/outcomes.js';

/** The exit codes of `loadtool` and the outcomes of the action (docs/architecture.md §5). */
export const ExitCode = {
  /** Every scenario passed. */
  passed: 0,
  /** A threshold was breached. */
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

/** Returns the exit code of a run's outcome. */
export function exitCodeFor(outcome: ScenarioOutcome): number {
  return {
    passed: ExitCode.passed,
    failed: ExitCode.breached,
    errored: ExitCode.cannotRun,
    cancelled: ExitCode.cancelled,
  }[outcome];
}
