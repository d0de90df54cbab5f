// The units of `loadtool.yaml`: durations, shorter times, latency limits and percentages, parsed and bounded.
// Test durations (`30s`, `2m`, `1h`), shorter times (`500ms`, `1.5s`), latency limits (`300ms`, `1s`) and percentages
// (`1%`, `0.5%`). Each parser accepts exactly what the JSON Schema's pattern accepts and returns undefined for anything
// else, so that generation can reuse them on values it writes.

const MILLISECONDS = { ms: 1, s: 1000, m: 60_000, h: 3_600_000 } as const;

// The bounds of a load test, in one place: validate enforces them, generation and the config's own ranges import
// them. Each keeps a run within what one process can do and every timer within Node's range (about 24.8 days).

/** The most virtual users of one scenario: one process, one connection each; a larger load is sharded over runners. */
export const MAX_CONCURRENT_USERS = 10_000;
/** The longest a scenario may run: 24 hours. */
export const MAX_DURATION_SECONDS = 24 * 60 * 60;
/** The longest per-request timeout: 10 minutes. */
export const MAX_TIMEOUT_MS = 10 * 60_000;
/** The longest think time between two requests of a user: 1 hour. */
export const MAX_THINK_TIME_MS = 60 * 60_000;
/** The longest ramp-up: the longest duration, since the ramp-up is part of it. */
export const MAX_RAMP_UP_MS = MAX_DURATION_SECONDS * 1000;
/** The most redirects one request follows (`followRedirects`): the Fetch standard's limit, which browsers keep. */
export const MAX_REDIRECTS = 20;
/** The smallest latency limit: 1 microsecond, the resolution at which latencies are recorded. */
export const MIN_LATENCY_MS = 0.001;
/** The largest latency limit: the longest duration. */
export const MAX_LATENCY_MS = MAX_DURATION_SECONDS * 1000;

/**
 * Returns a latency limit as loadtool.yaml writes it (`300ms`, `0.5ms`): plain decimal notation (never `1e-7`),
 * rounded to the microsecond; undefined when it is outside MIN_LATENCY_MS … MAX_LATENCY_MS.
 */
export function formatLatencyMs(ms: number): string | undefined {
  if (!Number.isFinite(ms)) return undefined;
  const rounded = Math.round(ms * 1000) / 1000;
  if (rounded < MIN_LATENCY_MS || rounded > MAX_LATENCY_MS) return undefined;
  // At most 8 digits before the point and 3 after: toFixed writes plain decimals, and the zeros it pads are dropped.
  return `${rounded.toFixed(3).replace(/\.?0+$/, '')}ms`;
}

type TimeUnit = keyof typeof MILLISECONDS;

/** Returns the seconds of a test duration, a whole number above 0 with `s`, `m` or `h` (`30s`, `2m`, `1h`), or undefined. */
export function parseDurationSeconds(text: string): number | undefined {
  const match = /^([1-9][0-9]*)(s|m|h)$/.exec(text);
  return match ? (Number(match[1]) * MILLISECONDS[match[2] as TimeUnit]) / 1000 : undefined;
}

/** Returns the milliseconds of a time, a number of 0 or more with `ms`, `s` or `m` (`500ms`, `1.5s`, `2m`), or undefined. */
export function parseTimeMs(text: string): number | undefined {
  return parseNumberWithUnit(text, ['ms', 's', 'm']);
}

/** Returns the milliseconds of a latency limit, a number above 0 with `ms` or `s` (`300ms`, `1s`, `1.5s`), or undefined. */
export function parseLatencyMs(text: string): number | undefined {
  const ms = parseNumberWithUnit(text, ['ms', 's']);
  return ms === undefined || ms === 0 ? undefined : ms;
}

// Made once, and only for a number that String does not write in plain decimals: toLocaleString with options builds a
// formatter at each call, which a large load test notices, and building the first one costs a start-up 20 ms.
let percentFormat: Intl.NumberFormat | undefined;

/** Plain decimals of at most 20 fraction digits: what the formatter writes too, for a number String writes so. */
const PLAIN_DECIMAL = /^-?[0-9]+(?:\.[0-9]{1,20})?$/;

/**
 * Returns a percentage as loadtool.yaml writes it (`99%`, `0.0000001%`): plain decimal notation, never `1e-7%`, which
 * the load test does not read.
 */
export function formatPercent(percent: number): string {
  const text = String(percent);
  if (PLAIN_DECIMAL.test(text) && !Object.is(percent, -0)) return `${text}%`;
  percentFormat ??= new Intl.NumberFormat('en-US', { useGrouping: false, maximumFractionDigits: 20 });
  return `${percentFormat.format(percent)}%`;
}

/** Returns the number in a percentage from `0%` to `100%`, fractions allowed (`1%`, `0.5%`), or undefined. */
export function parsePercent(text: string): number | undefined {
  const match = /^([0-9]+(?:\.[0-9]+)?)%$/.exec(text);
  const percent = match ? Number(match[1]) : undefined;
  return percent !== undefined && percent <= 100 ? percent : undefined;
}

/** Returns true when a value is a bare number written without its unit (`30`, `"30"`, `"1.5"`). */
export function lacksUnit(value: unknown): boolean {
  return (
    (typeof value === 'number' && Number.isFinite(value)) || (typeof value === 'string' && NUMBER.test(value.trim()))
  );
}

const NUMBER = /^[0-9]+(?:\.[0-9]+)?$/;

/**
 * Returns what to write instead when a value does not suit a threshold key (`a latency such as 300ms or 1s`), or
 * undefined when it does: a latency for p50…max, mean, ttfb, ttfe and eventGap, a percentage for errorRate and okRate,
 * a number for rps and events.
 */
export function thresholdValueProblem(key: string, value: string | number): string | undefined {
  const text = String(value);
  if (key === 'rps')
    return NUMBER.test(text) && Number(text) > 0 ? undefined : 'a number of requests per second above 0, such as 100';
  if (key === 'events')
    return NUMBER.test(text) && Number(text) > 0 ? undefined : 'a number of events per stream above 0, such as 10';
  if (key === 'errorRate' || key === 'okRate')
    return parsePercent(text) === undefined ? 'a percentage such as 99%' : undefined;
  return parseLatencyMs(text) === undefined ? 'a latency such as 300ms or 1s' : undefined;
}

function parseNumberWithUnit(text: string, units: TimeUnit[]): number | undefined {
  const match = /^([0-9]+(?:\.[0-9]+)?)(ms|s|m|h)$/.exec(text);
  if (!match || !units.includes(match[2] as TimeUnit)) return undefined;
  // Rounded to the microsecond: 1.1 * 1000 is 1100.0000000000002 in floating point.
  return Math.round(Number(match[1]) * MILLISECONDS[match[2] as TimeUnit] * 1000) / 1000;
}
