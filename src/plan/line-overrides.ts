// The overrides a plan line or table row states, a table cell read after its column's header.
import type { Problem } from '../errors.js';
import { MAX_CONCURRENT_USERS, MAX_DURATION_SECONDS, parseDurationSeconds } from '../vocabulary/units.js';
import type { PerfOverrides } from '../vocabulary/perf-overrides.js';
import { MAX_ARRIVAL_RATE, parseRate } from '../vocabulary/arrival-rate.js';
import type { Endpoint } from './find-endpoints.js';
import type { TextLine } from './markdown-lines.js';
import { parseOverrides } from './override-grammar.js';

/**
 * Returns the overrides on a line or table row. A table cell is read after its column's header (`| Users | p95 (ms) |`
 * over `| 20 | 300 |`); a row whose cells say nothing that way is read as one line (`| Users | 20 |`).
 */
export function lineOverrides(line: TextLine, endpoints: Endpoint[]): PerfOverrides {
  const clean = (text: string) =>
    endpoints
      .reduce((rest, endpoint) => rest.replace(endpoint.written, ' '), text)
      // A path without a method (a "Path" column, a URL) holds no counts either.
      .replace(/(?<![\w])\/[^\s|]*/g, ' ');
  let overrides: PerfOverrides = {};
  for (const cell of line.cells) {
    const text = clean(cell.text).trim();
    if (!text) continue;
    // Always with the header: a `Timeout` column's `30s` is no duration, a `Users` column's `20` is a user count.
    overrides = overlayOverrides(overrides, parseOverrides(cell.header ? withHeader(cell.header, text) : text));
  }
  if (isEmpty(overrides) && line.cells.length > 1) {
    overrides = parseOverrides(clean(line.cells.map((cell) => cell.text).join(' ')));
  }
  return overrides;
}

const HEADER_UNIT = /\(\s*(ms|s|m|%|rps|users|vus)\s*\)/i;

/** `p95 (ms)` over `300` reads as `p95 300ms`; `Users` over `20` as `Users 20`. */
function withHeader(header: string, value: string): string {
  const unit = HEADER_UNIT.exec(header)?.[1] ?? '';
  const name = header.replace(HEADER_UNIT, ' ').trim();
  return /^\d+(?:\.\d+)?$/.test(value) ? `${name} ${value}${unit}` : `${name} ${value}`;
}

/** Returns `over` laid on `base`: `over`'s values win, thresholds, params and regression are merged key by key. */
export function overlayOverrides(base: PerfOverrides, over: PerfOverrides): PerfOverrides {
  const result: PerfOverrides = { ...base, ...over };
  if (base.thresholds || over.thresholds) result.thresholds = { ...base.thresholds, ...over.thresholds };
  if (base.params || over.params) result.params = { ...base.params, ...over.params };
  if (base.regression || over.regression) result.regression = { ...base.regression, ...over.regression };
  return result;
}

/** Returns whether overrides set nothing. */
export function isEmpty(overrides: PerfOverrides): boolean {
  return Object.keys(overrides).length === 0;
}

/** Returns the problems of a line whose user count, rate or duration is past what loadtool.yaml accepts (units.ts). */
export function boundProblems(overrides: PerfOverrides, line: number): Problem[] {
  const problems: Problem[] = [];
  const add = (message: string) => problems.push({ path: '', line, column: 1, message });
  const { concurrentUsers, duration, arrivalRate } = overrides;
  const rate = arrivalRate === undefined ? undefined : parseRate(arrivalRate);
  if (rate !== undefined && (rate === 0 || rate > MAX_ARRIVAL_RATE)) {
    add(
      rate === 0
        ? 'a rate of 0/s sends no request: write the requests per second to send, e.g. 200 rps'
        : `${arrivalRate!} is more than ${MAX_ARRIVAL_RATE}/s, the highest rate of one load test scenario (one process): write at most ${MAX_ARRIVAL_RATE} rps, and split a larger load over several runners (shards)`,
    );
  }
  if (concurrentUsers !== undefined && concurrentUsers > MAX_CONCURRENT_USERS) {
    add(
      `${concurrentUsers} users is more than ${MAX_CONCURRENT_USERS}, the most one load test scenario runs (one process, one connection per user): write at most ${MAX_CONCURRENT_USERS} users, and split a larger load over several runners (shards)`,
    );
  }
  const seconds = duration === undefined ? undefined : parseDurationSeconds(duration);
  if (seconds !== undefined && seconds > MAX_DURATION_SECONDS) {
    add(
      `a duration of ${duration!} is longer than 24h, the longest a scenario runs: write at most 24h, and run a longer soak test as several runs`,
    );
  }
  return problems;
}
