/** `--baseline FILE` of `run` and `gate`: the results.json to compare the run with. */
export const BASELINE_OPTION = [
  '--baseline <file>',
  "a results.json of an earlier run (the base branch's) to compare with, by scenario, against the regression tolerances",
] as const;

/** `--fail-on-inconclusive` of `run`, `gate` and `compare`. */
export const FAIL_ON_INCONCLUSIVE_OPTION = [
  '--fail-on-inconclusive',
  'exit 1, not 0, when the comparison with the baseline cannot tell a regression from noise',
] as const;
