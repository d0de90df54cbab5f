// The breached thresholds of a run, each with its scenario, and whether a scenario ran at all.
import type { RunResults, ScenarioResult, ThresholdResult } from '../results/types.js';
import { qualifiedName, withSteps } from '../results/steps.js';

/** A breached threshold with the scenario it belongs to. */
export interface Breach {
  /** The scenario's name; for a step of a flow, `Shop › List items`. */
  scenario: string;
  endpoint: string;
  threshold: ThresholdResult;
  /** How far past its limit, as a ratio (2 = twice the allowed latency, or half the required rate); Infinity when not measured. */
  severity: number;
}

/**
 * Returns every breached threshold of the run, a flow's steps' too, the worst first. A scenario that did not run (see `didNotRun`) has
 * none: its thresholds measured nothing, and what stopped it is reported as such.
 */
export function breaches(results: RunResults): Breach[] {
  return withSteps(results.scenarios)
    .filter((row) => !didNotRun(row.result))
    .flatMap((row) =>
      row.result.thresholds
        .filter((threshold) => !threshold.passed)
        .map((threshold) => ({
          scenario: qualifiedName(row),
          endpoint: row.result.endpoint,
          threshold,
          severity: severity(threshold),
        })),
    )
    .sort((a, b) => b.severity - a.severity);
}

/**
 * Returns true when the scenario made not one request because the run was cancelled before it started or it could not
 * start (outcome `cancelled` or `errored`): it did not run, so its thresholds are neither met nor breached.
 */
export function didNotRun(scenario: ScenarioResult): boolean {
  return (scenario.outcome === 'cancelled' || scenario.outcome === 'errored') && scenario.requests.total === 0;
}

function severity({ key, limit, actual }: ThresholdResult): number {
  if (actual === undefined) return Number.POSITIVE_INFINITY;
  const ratio = (value: number, bound: number) => value / Math.max(bound, 0.001);
  // okRate is compared by its shortfall: 97% where 99% is required is twice the failures allowed.
  if (key === 'okRate') return ratio(100 - actual, 100 - limit);
  if (key === 'rps') return ratio(limit, actual);
  return ratio(actual, limit);
}
