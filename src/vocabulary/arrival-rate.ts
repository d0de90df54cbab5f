// The rates of the open model (`arrivalRate: 200/s`, a stage's `target`), parsed and written.
import { MAX_CONCURRENT_USERS } from './units.js';

/**
 * As loadtool.yaml, the plan and `x-perf` write them: requests per second (`200/s`, `200 rps`, a plain number) or per
 * minute (`12000/m`), fractions allowed.
 */

/**
 * The highest rate of one scenario, in requests per second: what one process schedules with room to spare; a larger
 * load is sharded over runners, as users are.
 */
export const MAX_ARRIVAL_RATE = 100_000;

/** A rate as text: a number, then `/s`, `rps` (per second) or `/m` (per minute), spaces allowed before the unit. */
const RATE = /^([0-9]+(?:\.[0-9]+)?)\s*(\/s|rps|\/m)$/;

/** What a rate looks like, for messages. */
export const RATE_EXAMPLES = 'requests per second such as 200/s (or 200 rps, a plain 200, or 12000/m per minute)';

/**
 * Returns the requests per second of a rate (`200/s`, `200 rps`, `12000/m`, or a plain number per second), or
 * undefined for anything else; 0 and rates past MAX_ARRIVAL_RATE are returned for the caller to judge.
 */
export function parseRate(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) && value >= 0 ? value : undefined;
  if (typeof value !== 'string') return undefined;
  const text = value.trim();
  if (/^[0-9]+(?:\.[0-9]+)?$/.test(text)) return Number(text);
  const match = RATE.exec(text);
  if (!match) return undefined;
  const number = Number(match[1]);
  return match[2] === '/m' ? number / 60 : number;
}

/** Returns a rate in requests per second as loadtool.yaml writes it: `200/s`, `0.5/s`. */
export function formatRate(perSecond: number): string {
  return `${Number(perSecond.toFixed(6))}/s`;
}

/**
 * Returns the connections an open-model scenario uses when it sets no `maxUsers`: enough for 1 s of its highest rate
 * (a request may take up to a second before the schedule runs out of connections), at least 1, at most
 * MAX_CONCURRENT_USERS.
 */
export function defaultMaxUsers(rates: readonly number[]): number {
  return Math.min(MAX_CONCURRENT_USERS, Math.max(1, Math.ceil(Math.max(0, ...rates))));
}
