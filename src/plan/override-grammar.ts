// The grammar of a plan line's overrides: users, duration, thresholds and request values, each phrase read once.
import type { PerfOverrides } from '../vocabulary/perf-overrides.js';
import { readRate } from './rate-grammar.js';
import { readRegression } from './regression-grammar.js';
import { readTransport } from './transport-grammar.js';

/*
 * The phrases a plan line may use to set users, a duration, thresholds and request values, as parseOverrides reads
 * them (matched without regard to case; `[ ]` is optional, `|` one of, `…` the same for the other percentiles):
 *
 *   overrides   = { credentials | writes | latency | error-rate | ok-rate | rps | rate | users | other-time | duration | param | any other text } ;
 *
 *   credentials = ( "login" | "log in with" | "credentials" ) [ ":" | "=" ] variable [ "/" | "," | "and" ] variable ;
 *   variable    = "${" env-name "}" | env-name ;   env-name = ( letter | "_" ) { letter | digit | "_" } ;
 *                   the environment variables of the user name and the password a generated login step sends
 *
 *   writes      = "writes" [ ":" | "=" ] ( "existing" | "own" ) ;
 *                   `existing` lets generated writes change records the run did not create (docs/real-data-and-flows.md#writes)
 *
 *   latency     = stat [ "latency" | "response time" ] [ verb ] [ below ] number [ time-unit ] ;
 *                   without a time unit only "<", "<=", "=<" or "≤" make it a latency, in milliseconds (k6's p(95)<300)
 *   stat        = "p50" | "p75" | "p90" | "p95" | "p99" | "p99.9" | "p999" | "p(95)" …
 *               | "50th percentile" | "75th percentile" | "90th percentile" | "95th percentile" | "99th percentile"
 *               | "99.9th percentile" | "95 percentile" … | "max" | "maximum" | "mean" | "avg" | "average" | "median" ;
 *                   99.9 is p999, median p50, avg and average mean, maximum max
 *   time-unit   = "ms" | "msec" | "msecs" | "millisecond" | "milliseconds" | "s" | "sec" | "secs" | "second" | "seconds" ;
 *   verb        = "is" | "be" | "stay" | "stays" | "should be" | "must be" | "should stay" | "must stay" ;
 *   below       = "<" | "<=" | "=<" | "≤" | ":" | "=" | "under" | "below" | "within" | "at most" | "less than"
 *               | "lower than" | "of" ;
 *   above       = ">" | ">=" | "=>" | "≥" | ":" | "=" | "above" | "over" | "at least" | "more than" | "of" ;
 *
 *   error-rate  = errors [ verb ] [ below ] number "%"
 *               | ( "<" | "<=" | "≤" | "under" | "below" | "at most" | "less than" ) number "%" [ "of" ] errors-after ;
 *   errors      = "error" | "errors" | "error rate" | "error_rate" | "error-rate" | "errorrate" | "failure"
 *               | "failures" | "failure rate" | "failure_rate" | "failure-rate" | "failurerate" | "failed requests" ;
 *   errors-after = "error" | "errors" | "error rate" | "failure" | "failures" | "failed requests" ;
 *   ok-rate     = ( "ok rate" | "ok_rate" | "ok-rate" | "okrate" | "ok requests" | "success" | "success rate"
 *               | "success_rate" | "success-rate" | "successrate" | "successful requests" | "availability" )
 *                 [ verb ] [ above ] number "%" ;
 *   rps         = ( "rps" | "throughput" | "requests per second" | "req/s" ) [ verb ] [ above ] number [ rps-unit ]
 *               | ( ">" | ">=" | "=>" | "≥" | "at least" | "above" | "over" ) number rps-unit ;
 *                   the minimum throughput; a bare `200 rps` is a rate: the load to send (rate-grammar.ts)
 *   rps-unit    = "rps" | "req/s" | "request/s" | "requests/s" | "request/sec" | "requests/sec" | "requests per second" ;
 *
 *   users       = count [ "concurrent" | "parallel" | "simultaneous" ] user-noun
 *               | ( "concurrency" | "concurrent users" | "users" | "vus" | "virtual users" | "virtual-users"
 *                 | "connections" ) [ "is" | "of" ] [ ":" | "=" ] count ;
 *   user-noun   = "user" | "users" | "vu" | "vus" | "virtual user" | "virtual users" | "virtual-user" | "virtual-users"
 *               | "client" | "clients" | "connection" | "connections" ;
 *   other-time  = ( "ramp-up" | "ramp up" | "rampup" | "ramping up" | "ramp-down" … | "think time" | "think-time"
 *               | "thinktime" | "timeout" | "timeouts" | "time out" | "time-out" | "warm-up" | "warm up" | "warmup"
 *               | "cool-down" | "cool down" | "cooldown" ) [ "of" | "for" | ":" | "=" ] number [ letters ] ;
 *                   read only to be passed over: a ramp-up or a timeout is not the test's duration
 *   duration    = number ( "s" | "sec" | "secs" | "second" | "seconds" | "m" | "min" | "mins" | "minute" | "minutes"
 *               | "h" | "hr" | "hrs" | "hour" | "hours" )
 *               | "duration" [ ":" | "=" | "of" | "is" ] integer ;
 *                   a bare duration is in seconds; a fraction of a minute or an hour is written in seconds
 *
 *   param       = name "=" value ;
 *                   a request value: a path parameter, a GraphQL variable, else a query parameter; several are
 *                   separated by commas. Read last, so that `users = 20` is a user count, not a value
 *   name        = ( letter | "_" ) { letter | digit | "_" | "-" | "." } ;
 *                   not a word of the phrases above (`p95 = 300` sets nothing: a bare number needs a comparison)
 *   value       = number | '"' text '"' | "'" text "'" | characters up to a space, a comma or a quote ;
 *                   a number is kept as a number (`42`), anything else as text (`007`, `pages`)
 *
 *   count       = a whole number from 1, with "," between thousands allowed ("1,000") ;
 *   number      = digits [ "." digits ] ;
 *
 * Regression tolerances (`p95 +10%`, `errors +1pp`, `rps -5%`) are read first, by regression-grammar.ts, after how a
 * subscription is carried (`over websocket`), by transport-grammar.ts.
 *
 * Each phrase is read once, in the order above: thresholds, then the rate, then users, then times, then values, so that the `300ms`
 * of a latency is never a duration. A line that states the users or the duration twice keeps the first read (in that
 * order); a later threshold or value replaces an earlier one of the same key. A table cell is read after its column's
 * header (line-overrides.ts).
 *
 * Examples (each is parsed by __tests__/plan/plan-grammar.test.ts, which reads this list):
 *   `p95 < 300ms`                                   → p95: 300ms
 *   `p(99) 1s`                                      → p99: 1s
 *   `95th percentile latency under 250 ms`          → p95: 250ms
 *   `median response time should stay below 0.5s`  → p50: 0.5s
 *   `p99.9 <= 2000`                                 → p999: 2000ms
 *   `max latency of 2 seconds`                      → max: 2s
 *   `average 120ms`                                 → mean: 120ms
 *   `error rate < 1%`                               → errorRate: 1%
 *   `less than 0.5% errors`                         → errorRate: 0.5%
 *   `failed requests: 0%`                           → errorRate: 0%
 *   `availability at least 99.9%`                  → okRate: 99.9%
 *   `success rate > 99%`                            → okRate: 99%
 *   `throughput over 200 rps`                       → rps: 200
 *   `at least 50 req/s`                             → rps: 50
 *   `200 rps`                                       → arrivalRate: 200/s
 *   `20 concurrent users`                           → concurrentUsers: 20
 *   `concurrency: 1,000`                            → concurrentUsers: 1000
 *   `for 2 minutes`                                 → duration: 2m
 *   `1.5 minutes`                                   → duration: 90s
 *   `duration: 90`                                  → duration: 90s
 *   `ramp-up 30s, then 5 min`                       → duration: 5m
 *   `p95 300`                                       → (nothing: a bare number needs a comparison or a unit)
 *   `20 users for 2m, p95 < 300ms, errors < 1%`     → concurrentUsers: 20, duration: 2m, p95: 300ms, errorRate: 1%
 *   `petId = 42`                                    → params.petId: 42
 *   `collection=pages, slug = "hello world"`        → params.collection: pages, params.slug: hello world
 *   `p95 = 300, users = 20`                         → concurrentUsers: 20
 *   `Login: ${SHOP_USER} / ${SHOP_PASSWORD}`        → credentials: SHOP_USER / SHOP_PASSWORD
 *   `credentials: SHOP_USER, SHOP_PASSWORD`         → credentials: SHOP_USER / SHOP_PASSWORD
 */

const NUMBER = String.raw`(\d+(?:\.\d+)?)`;
const ENV_NAME = String.raw`(?:\$\{([A-Za-z_]\w*)\}|([A-Za-z_]\w*))`;
const CREDENTIALS = new RegExp(
  String.raw`(?<![\w.])(?:log\s*in\s+with|login|credentials)\s*(?:[:=]\s*)?${ENV_NAME}(?:\s*(?:\/|,|\band\b)\s*|\s+)${ENV_NAME}(?![\w}])`,
  'gi',
);
const WORD_START = String.raw`(?<![\w.])`;
const WRITES = /(?<![\w.])writes\s*(?:[:=]\s*)?(existing|own)(?![\w])/gi;
const LINKING_VERB = String.raw`(?:(?:is|be|stays?|(?:should|must)\s+(?:be|stay))\s+)?`;
// Each optional part takes the spaces after it: two `\s*` in a row would backtrack for long on a run of spaces.
const BELOW = String.raw`(?:(<=|=<|<|≤|:|=|under|below|within|at\s+most|less\s+than|lower\s+than|of)\s*)?`;
const ABOVE = String.raw`(?:(>=|=>|>|≥|:|=|above|over|at\s+least|more\s+than|of)\s*)?`;

const LATENCY = new RegExp(
  WORD_START +
    String.raw`(?:p\(?(50|75|90|95|99\.9|999|99)\)?|(50|75|90|95|99\.9|99)(?:th)?\s+percentile|(max|maximum|mean|avg|average|median))` +
    String.raw`(?:\s+(?:latency|response\s+time))?\s*` +
    LINKING_VERB +
    BELOW +
    String.raw`${NUMBER}\s*(ms|msecs?|milliseconds?|s|secs?|seconds?)?(?![\w%])`,
  'gi',
);
const ERROR_RATE = new RegExp(
  WORD_START +
    String.raw`(?:errors?|error[\s_-]?rate|errorrate|failures?|failure[\s_-]?rate|failed\s+requests)\s*` +
    LINKING_VERB +
    BELOW +
    String.raw`${NUMBER}\s*%`,
  'gi',
);
const ERROR_RATE_AFTER = new RegExp(
  String.raw`(?:<=|<|≤|under|below|at\s+most|less\s+than)\s*${NUMBER}\s*%\s*(?:of\s+)?(?:errors?|error\s+rate|failures?|failed\s+requests)(?![\w])`,
  'gi',
);
const OK_RATE = new RegExp(
  WORD_START +
    String.raw`(?:ok[\s_-]?rate|okrate|ok\s+requests|success(?:ful\s+requests|[\s_-]?rate)?|availability)\s*` +
    LINKING_VERB +
    ABOVE +
    String.raw`${NUMBER}\s*%`,
  'gi',
);
const RPS_UNIT = String.raw`(?:rps|req/s|requests?/s(?:ec)?|requests\s+per\s+second)`;
const RPS = new RegExp(
  WORD_START +
    String.raw`(?:rps|throughput|requests\s+per\s+second|req/s)\s*` +
    LINKING_VERB +
    ABOVE +
    String.raw`${NUMBER}(?:\s*${RPS_UNIT})?(?![\w%/])`,
  'gi',
);
const RPS_AFTER = new RegExp(
  WORD_START + String.raw`(?:>=|=>|>|≥|at\s+least|above|over)\s*${NUMBER}\s*${RPS_UNIT}(?![\w/])`,
  'gi',
);
const COUNT = String.raw`([1-9]\d{0,2}(?:,\d{3})+|[1-9]\d*)`;
const USERS = new RegExp(
  String.raw`(?<![\w.,/])${COUNT}\s*(?:(?:concurrent|parallel|simultaneous)\s+)?(?:users?|vus?|virtual[\s-]users?|clients?|connections?)(?![\w])`,
  'gi',
);
const USERS_AFTER = new RegExp(
  WORD_START +
    String.raw`(?:concurrency|concurrent\s+users|users|vus|virtual[\s-]users|connections)(?:\s+(?:is|of))?\s*(?:[:=]\s*)?${COUNT}(?![\w.%])`,
  'gi',
);
/** Other durations on a line (a ramp-up, a timeout) are not the test's duration. */
const OTHER_DURATION = new RegExp(
  WORD_START +
    String.raw`(?:ramp(?:ing)?[\s-]?(?:up|down)|think[\s-]?time|time[\s-]?outs?|warm[\s-]?up|cool[\s-]?down)\s*(?:(?:of|for|:|=)\s*)?\d+(?:\.\d+)?\s*[a-z]*`,
  'gi',
);
const DURATION = new RegExp(
  WORD_START + String.raw`${NUMBER}\s*(s|secs?|seconds?|m|mins?|minutes?|h|hrs?|hours?)(?![\w])`,
  'gi',
);
const DURATION_BARE = new RegExp(WORD_START + String.raw`duration\s*(?:(?:[:=]|of|is)\s*)?(\d+)(?![\w.%])`, 'gi');

const PARAM = new RegExp(String.raw`(?<![\w.$-])([A-Za-z_][\w.-]*)\s*=\s*("[^"]*"|'[^']*'|[^\s,"'\`]+)`, 'g');
/** Words of the phrases above: `p95 = 300` is a latency without its comparison, not a request value. */
const NOT_PARAMS =
  /^(?:p\(?\d.*|max|maximum|mean|avg|average|median|errors?|error[_-]?rate|errorrate|failures?|failure[_-]?rate|ok[_-]?rate|okrate|success(?:[_-]?rate)?|availability|rps|throughput|users?|vus?|concurrency|connections?|duration|timeouts?|latency|writes)$/i;

const PERCENTILES: Record<string, string> = { '99.9': 'p999', median: 'p50', avg: 'mean', average: 'mean' };

/** Returns the overrides that a piece of text states; each phrase is read once, thresholds before durations. */
export function parseOverrides(text: string): PerfOverrides {
  const thresholds: Record<string, string | number> = {};
  let concurrentUsers: number | undefined;
  let duration: string | undefined;
  let rest = text;
  let credentials: PerfOverrides['credentials'];
  const take = (regex: RegExp, read: (match: string[]) => boolean) => {
    rest = rest.replace(regex, (...args: unknown[]) => {
      const match = args.slice(0, -2).map((part) => (typeof part === 'string' ? part : ''));
      return read(match) ? ' ' : match[0]!;
    });
  };

  // First, so that `${SHOP_USER}` is never read as anything else.
  take(CREDENTIALS, ([, user, bareUser, password, barePassword]) => {
    credentials = { user: user || bareUser!, password: password || barePassword! };
    return true;
  });
  let writes: PerfOverrides['writes'];
  take(WRITES, ([, mode = '']) => {
    writes = mode.toLowerCase() as NonNullable<PerfOverrides['writes']>;
    return true;
  });
  const { transport, rest: afterTransport } = readTransport(rest);
  rest = afterTransport;
  const { regression, rest: afterRegression } = readRegression(rest);
  rest = afterRegression;

  take(LATENCY, ([, short, long, name = '', comparison = '', value = '', unit]) => {
    // Without a unit only a comparison makes a number a latency bound (k6's `p(95)<300` is in milliseconds).
    if (!unit && !/^(?:<=|=<|<|≤)$/.test(comparison)) return false;
    const lower = name.toLowerCase();
    const percentile = short || long;
    const key = percentile
      ? (PERCENTILES[percentile] ?? `p${percentile}`)
      : (PERCENTILES[lower] ?? (lower === 'maximum' ? 'max' : lower));
    thresholds[key] = `${Number(value)}${unit && /^s/i.test(unit) ? 's' : 'ms'}`;
    return true;
  });
  for (const regex of [ERROR_RATE, ERROR_RATE_AFTER]) {
    take(regex, (match) => {
      thresholds.errorRate = `${Number(match.find((part, i) => i > 0 && /^\d/.test(part)))}%`;
      return true;
    });
  }
  take(OK_RATE, ([, , value = '']) => {
    thresholds.okRate = `${Number(value)}%`;
    return true;
  });
  take(RPS, ([, , value = '']) => {
    thresholds.rps = Number(value);
    return true;
  });
  take(RPS_AFTER, ([, value = '']) => {
    thresholds.rps = Number(value);
    return true;
  });
  const { arrivalRate, rest: afterRate } = readRate(rest);
  rest = afterRate;
  for (const regex of [USERS, USERS_AFTER]) {
    take(regex, ([, count = '']) => {
      concurrentUsers ??= Number(count.replace(/,/g, ''));
      return true;
    });
  }
  take(OTHER_DURATION, () => true);
  take(DURATION, ([, value = '', unit = '']) => {
    duration ??= durationOf(Number(value), unit.toLowerCase());
    return true;
  });
  take(DURATION_BARE, ([, seconds = '']) => {
    duration ??= `${Number(seconds)}s`;
    return true;
  });

  const params: Record<string, string | number> = {};
  take(PARAM, ([, name = '', written = '']) => {
    if (NOT_PARAMS.test(name)) return false;
    const value = /^(["']).*\1$/.test(written) ? written.slice(1, -1) : written;
    params[name] = String(Number(value)) === value ? Number(value) : value;
    return true;
  });

  const overrides: PerfOverrides = {};
  if (credentials) overrides.credentials = credentials;
  if (writes) overrides.writes = writes;
  if (transport) overrides.transport = transport;
  if (arrivalRate !== undefined) overrides.arrivalRate = arrivalRate;
  if (concurrentUsers !== undefined) overrides.concurrentUsers = concurrentUsers;
  if (duration !== undefined) overrides.duration = duration;
  if (Object.keys(thresholds).length > 0) overrides.thresholds = thresholds;
  if (regression) overrides.regression = regression;
  if (Object.keys(params).length > 0) overrides.params = params;
  return overrides;
}

/** Returns a duration as loadtool.yaml writes it: a whole number and `s`, `m` or `h`; fractions in seconds. */
function durationOf(value: number, unit: string): string | undefined {
  const letter = unit.startsWith('h') ? 'h' : unit.startsWith('m') ? 'm' : 's';
  if (Number.isInteger(value)) return value > 0 ? `${value}${letter}` : undefined;
  const seconds = Math.round(value * { s: 1, m: 60, h: 3600 }[letter]);
  return seconds > 0 ? `${seconds}s` : undefined;
}
