import type { ErrorCategory, ScenarioResult } from '../engine/results.js';

/** Returns `35% of requests (420 of 1,200)`: a failure category's share of the requests made. */
export function requestShare(result: ScenarioResult, category: ErrorCategory): string {
  const count = result.requests.byCategory[category] ?? 0;
  const { total } = result.requests;
  return `${formatPercent(count, total)} of requests (${formatCount(count)} of ${formatCount(total)})`;
}

/** Returns `62% of responses were 503 (744 of 1,200), 20% were 502 (240 of 1,200)`: the two largest statuses. */
export function statusEvidence(result: ScenarioResult, statuses: Array<[number, number]>): string {
  const responses = Object.values(result.requests.byStatus).reduce((sum, count) => sum + count, 0);
  return statuses
    .slice(0, 2)
    .map(
      ([status, count], index) =>
        `${formatPercent(count, responses)} ${index === 0 ? 'of responses ' : ''}were ${status} (${formatCount(count)} of ${formatCount(responses)})`,
    )
    .join(', ');
}

/** Returns `10 users` or `1 user`. */
export function users(result: ScenarioResult): string {
  return `${result.concurrentUsers} ${result.concurrentUsers === 1 ? 'user' : 'users'}`;
}

/** Returns a share in whole percents from 10%, one decimal below; never 100% for less than all, nor 0% for more than none. */
export function formatPercent(part: number, whole: number): string {
  if (whole <= 0) return '0%';
  const value = (part / whole) * 100;
  let shown =
    value >= 10 ? Math.round(value) : value >= 0.1 ? Math.round(value * 10) / 10 : Number(value.toPrecision(1));
  if (shown >= 100 && part < whole) shown = Math.floor(value * 10) / 10;
  return `${shown}%`;
}

/** Returns a count with thousands separators: 12,034. */
export function formatCount(value: number): string {
  return value.toLocaleString('en-US');
}

/** Returns milliseconds as the terminal table shows them: whole from 100, three significant figures below. */
export function formatMs(value: number): string {
  const digits = value >= 100 ? 0 : value >= 10 ? 1 : value >= 1 ? 2 : 3;
  return Number(value.toFixed(digits)).toLocaleString('en-US', { maximumFractionDigits: digits });
}
