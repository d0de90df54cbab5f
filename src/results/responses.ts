// How many whole responses a scenario recorded, whatever their status.
import type { ScenarioResult } from './types.js';

/** Returns how many whole responses a scenario recorded, whatever their status. */
export function responseCount(result: ScenarioResult): number {
  return Object.values(result.requests.byStatus).reduce((sum, count) => sum + count, 0);
}

/** Returns true when at least one whole response was recorded, i.e. when there is a latency to show or compare. */
export function hasResponses(result: ScenarioResult): boolean {
  return responseCount(result) > 0;
}
