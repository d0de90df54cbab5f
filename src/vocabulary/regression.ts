// The regression tolerances of `loadtool.yaml`: how much worse than the baseline each metric may get.
/**
 * The regression tolerances of `loadtool.yaml` (`regression: { p95: 10%, errorRate: 1pp }`): how much worse than the
 * baseline a metric may get, keyed by the threshold keys. A latency (and `mean`) may grow by a percentage of the
 * baseline's value; `rps` may fall by one; `errorRate` may grow by percentage points. `okRate` has no tolerance: its
 * change is errorRate's. Adding a key is one line here plus its property in `schemas/loadtool.schema.json`.
 */
export const REGRESSION_DEFINITIONS = {
  p50: { worse: 'higher', unit: '%' },
  p75: { worse: 'higher', unit: '%' },
  p90: { worse: 'higher', unit: '%' },
  p95: { worse: 'higher', unit: '%' },
  p99: { worse: 'higher', unit: '%' },
  p999: { worse: 'higher', unit: '%' },
  max: { worse: 'higher', unit: '%' },
  mean: { worse: 'higher', unit: '%' },
  errorRate: { worse: 'higher', unit: 'pp' },
  rps: { worse: 'lower', unit: '%' },
} as const satisfies Record<string, RegressionDefinition>;

/** Which way a metric gets worse, and the unit of its tolerance: percent of the baseline, or percentage points. */
export interface RegressionDefinition {
  worse: 'higher' | 'lower';
  unit: '%' | 'pp';
}

export type RegressionKey = keyof typeof REGRESSION_DEFINITIONS;

/** Every regression key, latencies first. */
export const REGRESSION_KEYS = Object.keys(REGRESSION_DEFINITIONS) as RegressionKey[];

/**
 * What generation writes in `defaults.regression`, a tolerance a line, and what judges a scenario without tolerances
 * against a baseline (docs/regression-gate.md).
 */
export const DEFAULT_REGRESSION = { p50: '10%', p95: '10%', errorRate: '1pp' } as const satisfies Partial<
  Record<RegressionKey, string>
>;

/**
 * The most rounds a scenario gets when loadtool.yaml sets none (see roundsOf): enough for the run-level error control
 * to judge hundreds of comparisons (docs/regression-gate.md#the-statistics).
 * @internal Exported for the tests.
 */
export const DEFAULT_ROUNDS = 10;
/** The most rounds a scenario may have. */
export const MAX_ROUNDS = 100;
/** The shortest round: a round's figures need enough requests to stand for it. */
export const MIN_ROUND_SECONDS = 1;

/**
 * Returns the rounds a scenario's measured time is split into: the ones written, else as many as fit rounds of at
 * least MIN_ROUND_SECONDS, at most DEFAULT_ROUNDS, and at least one (the same rule validation holds written rounds to).
 */
export function roundsOf(scenario: { rounds?: number | undefined; durationSeconds: number }): number {
  if (scenario.rounds !== undefined) return scenario.rounds;
  return Math.max(1, Math.min(DEFAULT_ROUNDS, Math.floor(scenario.durationSeconds / MIN_ROUND_SECONDS)));
}

/** Returns true when a text is a regression key. */
export function isRegressionKey(key: string): key is RegressionKey {
  return Object.hasOwn(REGRESSION_DEFINITIONS, key);
}

/**
 * Returns the number in a tolerance written in its key's unit (`10%` → 10 for p95, `1pp` → 1 for errorRate; fractions
 * allowed, 0 too), or undefined when it is not one: a percentage up to 1000% for a latency, up to 100% for rps, points
 * up to 100pp for errorRate.
 */
export function parseTolerance(key: RegressionKey, text: string): number | undefined {
  const { unit } = REGRESSION_DEFINITIONS[key];
  const match = /^([0-9]+(?:\.[0-9]+)?)(%|pp)$/.exec(text.trim());
  if (!match || match[2] !== unit) return undefined;
  const value = Number(match[1]);
  const most = unit === 'pp' || key === 'rps' ? 100 : 1000;
  return value <= most ? value : undefined;
}

/**
 * The most the chance may be that an unchanged build is judged regressed anywhere in a run: on any scenario, any
 * tolerance. A pull request shows one verdict; 1% of unchanged pull requests failing is what a gate can afford.
 */
export const FALSE_ALARM_RATE = 0.01;

/**
 * Returns the fewest rounds a side (as many on each) with which a metric can be judged regressed among `comparisons`
 * at FALSE_ALARM_RATE: the smallest exact one-sided Mann–Whitney p-value of n against n rounds is 1 / C(2n, n) (every
 * head round beyond every base one), which must be within FALSE_ALARM_RATE / comparisons, the bound of Holm's first
 * step. 5 for one comparison, 8 for 60; at most MAX_ROUNDS.
 */
export function fewestRoundsToRegress(comparisons: number): number {
  let rounds = 1;
  let arrangements = 2; // C(2, 1)
  while (1 / arrangements > FALSE_ALARM_RATE / Math.max(1, comparisons) && rounds < MAX_ROUNDS) {
    rounds++;
    // C(2n, n) = C(2n − 2, n − 1) × 2n (2n − 1) / n²
    arrangements = (arrangements * (2 * rounds) * (2 * rounds - 1)) / (rounds * rounds);
  }
  return rounds;
}
