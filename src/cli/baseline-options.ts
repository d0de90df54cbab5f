// The baseline flags of `run` and `gate`: `--baseline`, `--fail-on-inconclusive`, `--baseline-url`, `--max-rounds`.
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

/** `--baseline-url URL` of `run` and `gate`: the same-job mode. */
export const BASELINE_URL_OPTION = [
  '--baseline-url <url>',
  'where the base build answers: each scenario runs in alternating rounds against it and the load test after a warm-up round a side (base, head, head, base, …) and the two are compared; takes about 2 × (duration + a round) a scenario, and writes baseline-results.json beside results.json',
] as const;

/** `--max-rounds N` of `run` and `gate`, with `--baseline-url`. */
export const MAX_ROUNDS_OPTION = [
  '--max-rounds <n>',
  "with --baseline-url: while a scenario's comparison is inconclusive, run one more pair of rounds, up to n rounds a side (default: three times the scenario's rounds, at most 100; below its rounds: no extension)",
] as const;
