/** The exit codes of `loadtool` and the outcomes of the action (DESIGN §5). */
export const ExitCode = {
  /** Every scenario passed. */
  passed: 0,
  /** A threshold was breached. */
  breached: 1,
  /** Bad input: config, plan, schema or loadtool.yaml; every problem was listed. */
  badInput: 2,
  /** The run could not take place. */
  cannotRun: 3,
  /** Cancelled by SIGINT or SIGTERM, after writing the partial results. */
  cancelled: 130,
} as const;
