// The figures the triage's evidence quotes: a category's share of requests, statuses, users.
import type { ErrorCategory, ScenarioResult } from '../results/types.js';
import { formatCount, formatShare } from '../results/wording.js';
import { responseCount } from '../results/responses.js';
import { scheduledLoad } from '../results/arrival-wording.js';

/** Returns `35% of requests (420 of 1,200)`: a failure category's share of the requests made. */
export function requestShare(result: ScenarioResult, category: ErrorCategory): string {
  const count = result.requests.byCategory[category] ?? 0;
  const { total } = result.requests;
  return `${formatShare(count, total)} of requests (${formatCount(count)} of ${formatCount(total)})`;
}

/** Returns `62% of responses were 503 (744 of 1,200), 20% were 502 (240 of 1,200)`: the two largest statuses. */
export function statusEvidence(result: ScenarioResult, statuses: Array<[number, number]>): string {
  const responses = responseCount(result);
  return statuses
    .slice(0, 2)
    .map(
      ([status, count], index) =>
        `${formatShare(count, responses)} ${index === 0 ? 'of responses ' : ''}were ${status} (${formatCount(count)} of ${formatCount(responses)})`,
    )
    .join(', ');
}

/** Returns the scenario's load: `10 users` or `1 user`; for an open-model scenario its rate, `200/s`. */
export function users(result: ScenarioResult): string {
  if (result.arrival) return scheduledLoad(result, result.arrival);
  return `${result.concurrentUsers} ${result.concurrentUsers === 1 ? 'user' : 'users'}`;
}

/** Returns the load setting a person would lower: `concurrentUsers`, or `arrivalRate` for an open-model scenario. */
export function loadKey(result: ScenarioResult): string {
  return result.arrival ? 'arrivalRate' : 'concurrentUsers';
}
