// What the triage of one scenario may use besides it: the whole run, as evidence.
import type { ErrorCategory, RunResults, ScenarioResult } from '../results/types.js';
import type { Scenario } from '../loadtest/types.js';

/** What the triage of one scenario may use besides the scenario: the whole run, as evidence. */
export interface RunContext {
  run: RunResults;
  /** The load test's scenarios by name, with their request data as written. */
  specs: ReadonlyMap<string, Scenario>;
  /** Whether every scenario of the run (two or more) breached a latency bound. */
  systemic: boolean;
}

/**
 * The share of failed requests from which the failures, not a breached latency or rps bound, explain a scenario: one
 * request in ten failing (timeouts above all, which have no latency) is the thing to fix first, whatever the
 * thresholds say.
 */
export const FAILURES_EXPLAIN = 0.1;

/** Failure categories in the order of TRIAGE_CATEGORIES (results/types.ts): on a tie, the earlier one decides. */
const FAILURE_ORDER: readonly ErrorCategory[] = [
  'connect',
  'http5xx',
  'http4xx',
  'graphql',
  'check',
  'conformance',
  'redirect',
  'script',
  'stream',
  'timeout',
  'reset',
  'protocol',
  'interrupted',
  'other',
];

/**
 * Returns the failure category with the most requests among `among` (every category by default), undefined when none
 * of them has any; on a tie, the one earlier in FAILURE_ORDER.
 */
export function largestFailure(
  result: ScenarioResult,
  among: (category: ErrorCategory) => boolean = () => true,
): ErrorCategory | undefined {
  const counts = FAILURE_ORDER.filter(among).map(
    (category) => [category, result.requests.byCategory[category] ?? 0] as const,
  );
  // A stable sort: on a tie the category earlier in FAILURE_ORDER stays first.
  return counts.filter(([, count]) => count > 0).sort(([, a], [, b]) => b - a)[0]?.[0];
}
