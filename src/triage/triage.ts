import type { ErrorCategory, RunResults, ScenarioResult, ThresholdResult, Triage } from '../engine/results.js';
import { findPlaceholders } from '../loadtest/placeholders.js';
import type { LoadTest, Scenario } from '../loadtest/types.js';
import { describeBreach } from '../report/terminal-table.js';

/**
 * The share of failed requests from which the failures, not a breached latency or rps bound, explain a scenario: one
 * request in ten failing (timeouts above all, which have no latency) is the thing to fix first, whatever the
 * thresholds say.
 */
const FAILURES_EXPLAIN = 0.1;

/** A breach this close to its limit (10%) is within what two runs of the same code differ by on a shared runner. */
const BORDERLINE_MARGIN = 0.1;

/** Failure categories in the order of DESIGN §7's triage categories: on a tie, the earlier one decides. */
const FAILURE_ORDER: ErrorCategory[] = [
  'connect',
  'http5xx',
  'http4xx',
  'timeout',
  'reset',
  'protocol',
  'interrupted',
  'other',
];

/** Header and query names that carry credentials: Authorization, X-API-Key, api_key, access_token, Cookie. */
const CREDENTIAL_NAME = /auth|token|secret|cookie|apikey|(^|[-_])key($|[-_])/i;

/** Words of an `error` that say the target could not be reached. */
const CONNECT_ERROR = /connect|ECONNREFUSED|ENOTFOUND|EAI_AGAIN|unreachable|resolve/i;

const OVERLOAD_CODES = new Set([502, 503, 504]);

/**
 * Returns the results with `triage` set on every scenario that did not pass (failed or errored; cancelled and passed
 * get null).
 *
 * One category per scenario, the first that applies:
 * - the failures decide when the scenario errored, when a rate threshold (`errorRate`, `okRate`) was breached, when no
 *   latency or rps bound was breached with a measured value, or when at least one request in ten failed; then the
 *   largest failure category names it: `connect` is `unavailable`; `http5xx` is `server-errors`; `http4xx` is
 *   `client-errors`; `timeout` and `interrupted` (still waiting for an answer when the run ended) are `timeouts`;
 *   `reset` and `protocol` are `server-errors`, since the server or a proxy in front of it broke the exchange; `other`
 *   is `client-errors` when it counts responses whose status `expect.status` does not list (the test expects another
 *   answer), else `server-errors`;
 * - an errored scenario without failures is `unavailable` when its error says the target could not be reached, else
 *   `client-errors`: it could not start as written (an unset variable, a bad baseUrl);
 * - otherwise the breached latency and rps bounds: `systemic` when every scenario of the run (two or more) breached a
 *   latency bound, `borderline` when each breach is within 10% of its limit, else `latency` (for rps alone too).
 *
 * `regression` is never given: it needs a baseline run to compare with, which this version does not read.
 */
export function triageResults(results: RunResults, loadTest: LoadTest): RunResults {
  const specs = new Map(loadTest.scenarios.map((scenario) => [scenario.name, scenario]));
  const systemic =
    results.scenarios.length >= 2 && results.scenarios.every((scenario) => latencyBreaches(scenario).length > 0);
  return {
    ...results,
    scenarios: results.scenarios.map((scenario) => ({
      ...scenario,
      triage:
        scenario.outcome === 'failed' || scenario.outcome === 'errored'
          ? triageScenario(scenario, specs.get(scenario.name), results, systemic)
          : null,
    })),
  };
}

function triageScenario(
  result: ScenarioResult,
  spec: Scenario | undefined,
  run: RunResults,
  systemic: boolean,
): Triage {
  const { total, failed } = result.requests;
  if (result.outcome === 'errored') {
    const quoted = `the scenario errored with "${result.error ?? 'no reason was recorded'}"`;
    if (failed > 0) {
      const triage = fromFailures(result, spec, run);
      return { ...triage, evidence: `${quoted}; ${triage.evidence}` };
    }
    return couldNotStart(result, quoted, run);
  }
  const breached = result.thresholds.filter((threshold) => !threshold.passed);
  const rateBreached = breached.some((threshold) => threshold.key === 'errorRate' || threshold.key === 'okRate');
  const performance = breached.filter((threshold) => threshold.unit !== '%' && threshold.actual !== undefined);
  if (failed > 0 && (rateBreached || performance.length === 0 || failed >= total * FAILURES_EXPLAIN))
    return fromFailures(result, spec, run);
  if (performance.length > 0) return fromPerformance(result, spec, run, performance, systemic);
  return {
    category: 'latency',
    evidence: breached.length > 0 ? breached.map(describeBreach).join(', ') : 'no breached threshold was recorded',
    nextStep: `rerun the scenario alone (loadtool run --scenario "${result.name}") and compare its figures with its thresholds`,
  };
}

/** An errored scenario that made no request: it could not start, or its target could not be reached. */
function couldNotStart(result: ScenarioResult, evidence: string, run: RunResults): Triage {
  const error = result.error ?? '';
  if (CONNECT_ERROR.test(error)) return { category: 'unavailable', evidence, nextStep: checkTargetIsUp(run) };
  const variable = /environment variable ([A-Za-z_][A-Za-z0-9_]*)/.exec(error)?.[1];
  return {
    category: 'client-errors',
    evidence,
    nextStep: variable
      ? `set ${variable} in the environment of the run (in a workflow, from a secret under env:), then rerun`
      : 'fix what the error names in loadtool.yaml or in the environment of the run, then rerun',
  };
}

function fromFailures(result: ScenarioResult, spec: Scenario | undefined, run: RunResults): Triage {
  const counts = FAILURE_ORDER.map((category) => [category, result.requests.byCategory[category] ?? 0] as const);
  // A stable sort: on a tie the category earlier in FAILURE_ORDER stays first.
  const [largest] = counts.filter(([, count]) => count > 0).sort(([, a], [, b]) => b - a)[0] ?? ['other', 0];
  switch (largest) {
    case 'connect':
      return unavailable(result, run);
    case 'http5xx':
      return serverErrors(result, spec, run);
    case 'http4xx':
      return clientErrors(result, spec);
    case 'timeout':
      return timeouts(result, spec);
    case 'interrupted':
      return {
        category: 'timeouts',
        evidence: `${requestShare(result, 'interrupted')} were still waiting for an answer when the run ended`,
        nextStep: `the server left requests unanswered past the end of the run at ${users(result)}: look at what is slow on it (its logs, slow queries, locks)`,
      };
    case 'reset':
      return {
        category: 'server-errors',
        evidence: `${requestShare(result, 'reset')} had their connection closed or reset mid-request`,
        nextStep: `the server or a proxy in front of it dropped connections at ${users(result)}: check its logs for crashes or restarts, and its connection limits and keep-alive timeout`,
      };
    case 'protocol':
      return {
        category: 'server-errors',
        evidence: `${requestShare(result, 'protocol')} got a response that is not valid HTTP`,
        nextStep: `send one request by hand (curl -v ${run.baseUrl}) and check what answers there: another service, a TLS port spoken to over http, or a server that breaks its responses under load`,
      };
    default:
      return otherFailures(result, spec);
  }
}

function unavailable(result: ScenarioResult, run: RunResults): Triage {
  const connect = result.requests.byCategory.connect ?? 0;
  const most = connect > result.requests.total / 2;
  return {
    category: 'unavailable',
    evidence: `${requestShare(result, 'connect')} could not connect to ${run.baseUrl}`,
    nextStep: most
      ? checkTargetIsUp(run)
      : `connections were refused or timed out at ${users(result)} while others got through: check the service's connection limits and accept backlog (or the runner's free ports), or lower concurrentUsers`,
  };
}

function checkTargetIsUp(run: RunResults): string {
  return `check that ${run.baseUrl} answers before the load starts: the service is up and listening there, and baseUrl names the right host and port (a health check or wait step before loadtool run)`;
}

function serverErrors(result: ScenarioResult, spec: Scenario | undefined, run: RunResults): Triage {
  const statuses = failingStatuses(result, spec, 500, 599);
  const top = statuses[0]?.[0];
  const evidence =
    statuses.length > 0 ? statusEvidence(result, statuses) : `${requestShare(result, 'http5xx')} got a 5xx response`;
  const nextStep =
    top !== undefined && OVERLOAD_CODES.has(top)
      ? `the service or its proxy is overloaded or restarting at ${users(result)}: check its logs and capacity (instances, workers, pool sizes), or lower concurrentUsers`
      : top === 500
        ? `the server fails under this request: check its logs for the error between ${run.startedAt} and ${run.finishedAt}`
        : `check the server's logs for why it answers ${top ?? '5xx'} to ${result.endpoint} between ${run.startedAt} and ${run.finishedAt}`;
  return { category: 'server-errors', evidence, nextStep };
}

function clientErrors(result: ScenarioResult, spec: Scenario | undefined): Triage {
  const statuses = failingStatuses(result, spec, 400, 499);
  const top = statuses[0]?.[0];
  const evidence =
    statuses.length > 0 ? statusEvidence(result, statuses) : `${requestShare(result, 'http4xx')} got a 4xx response`;
  return { category: 'client-errors', evidence, nextStep: clientNextStep(top, result, spec) };
}

function clientNextStep(status: number | undefined, result: ScenarioResult, spec: Scenario | undefined): string {
  switch (status) {
    case 401:
    case 403:
      return credentialsNextStep(status, result, spec);
    case 404: {
      const params = Object.entries(spec?.params ?? {});
      return params.length > 0
        ? `the path or its params name nothing on the server: put ids that exist there in params (now ${params.map(([name, value]) => `${name} = ${String(value)}`).join(', ')})`
        : `the path names nothing on the server: check ${result.endpoint} against the API's routes and the path prefix of baseUrl`;
    }
    case 400:
    case 422: {
      const sent = (['body', 'query', 'params', 'graphql'] as const).filter((key) => spec?.[key] !== undefined);
      return sent.length > 0
        ? `the server refuses the request data: compare the scenario's ${sent.join(' and ')} with what ${result.endpoint} expects (the response body usually names the field)`
        : `the server refuses the request data: the scenario sends no body or query; check what ${result.endpoint} expects`;
    }
    case 429:
      return `the server rate-limited the load test at ${users(result)}: lower concurrentUsers, add thinkTime, or exempt the load test's client from the rate limit`;
    default:
      return `the server refuses the request with ${status ?? '4xx'}: send one by hand to ${result.endpoint} and read the response body for what it objects to`;
  }
}

function credentialsNextStep(status: 401 | 403, result: ScenarioResult, spec: Scenario | undefined): string {
  const suggestion = 'headers: { Authorization: "Bearer ${API_TOKEN}" } under defaults or the scenario';
  if (!spec)
    return `check that the scenario sends credentials (${suggestion}) and that they are valid for this environment`;
  const sent = credentials(spec);
  if (sent.length === 0)
    return `the scenario sends no credentials: add ${suggestion}, and set API_TOKEN in the environment of the run`;
  const variables = new Set(
    sent.flatMap(({ value }) => findPlaceholders(value).flatMap(({ name, valid }) => (valid ? [name] : []))),
  );
  const where = sent.map(({ where }) => where).join(' and ');
  const refused = status === 401 ? 'were refused' : 'were not allowed this request';
  if (variables.size > 0) {
    const names = [...variables].join(' and ');
    return `the credentials in ${names} (${where}) ${refused}: check that ${names} holds a token valid for this environment, with the scope ${result.endpoint} needs`;
  }
  return `the credentials in ${where} ${refused}: check they are valid for this environment and have the scope ${result.endpoint} needs (and keep secrets in \${NAME} placeholders, not in loadtool.yaml)`;
}

/** The headers and query parameters of the scenario that carry credentials, with their values as written. */
function credentials(spec: Scenario): Array<{ where: string; value: string }> {
  const headers = Object.entries(spec.headers ?? {})
    .filter(([name]) => CREDENTIAL_NAME.test(name))
    .map(([name, value]) => ({ where: `the ${name} header`, value }));
  const query = Object.entries(spec.query ?? {})
    .filter(([name]) => CREDENTIAL_NAME.test(name))
    .map(([name, value]) => ({ where: `the ${name} query parameter`, value: [value].flat().map(String).join(',') }));
  return [...headers, ...query];
}

function timeouts(result: ScenarioResult, spec: Scenario | undefined): Triage {
  const limit = spec && spec.timeoutMs > 0 ? `${formatCount(spec.timeoutMs)} ms` : undefined;
  return {
    category: 'timeouts',
    evidence: `${requestShare(result, 'timeout')} got no answer within ${limit ? `the ${limit} timeout` : 'the timeout'}`,
    nextStep: `the server does not answer within ${limit ?? 'the timeout'} at ${users(result)}: look at what is slow (its logs, slow queries, locks), or raise timeout if that wait is acceptable`,
  };
}

/** `other` failures: responses with a status that `expect.status` does not list, or errors without a category. */
function otherFailures(result: ScenarioResult, spec: Scenario | undefined): Triage {
  const statuses = failingStatuses(result, spec, 0, 999).filter(([status]) => status < 400 || status >= 600);
  const withStatus = statuses.reduce((sum, [, count]) => sum + count, 0);
  const other = result.requests.byCategory.other ?? 0;
  const top = statuses[0]?.[0];
  if (top !== undefined && withStatus * 2 >= other) {
    const expected = spec?.expectStatus;
    return {
      category: 'client-errors',
      evidence: `${statusEvidence(result, statuses)}${expected ? `, which expect.status (${expected.join(', ')}) does not list` : ''}`,
      nextStep: expected
        ? `the server answers ${top} where the scenario expects ${expected.join(' or ')}: correct expect.status if ${top} is right, else check the request${top >= 300 && top < 400 ? ' (a 3xx is often a redirect to a login page)' : ''}`
        : `the server answers ${top}, which is neither a success nor an error: send one request by hand to ${result.endpoint} and check what answers`,
    };
  }
  return {
    category: 'server-errors',
    evidence: `${requestShare(result, 'other')} failed with an error that loadtool does not classify`,
    nextStep: `run the scenario alone with concurrentUsers: 1 and check the server's logs and the runner's output for the error`,
  };
}

function fromPerformance(
  result: ScenarioResult,
  spec: Scenario | undefined,
  run: RunResults,
  breaches: ThresholdResult[],
  systemic: boolean,
): Triage {
  const saturated = run.generator.saturated
    ? "; the load generator was saturated during the run, so these figures may be its own, not the server's"
    : '';
  const figures = breaches.map(describeBreach).join(', ');
  const latency = breaches.filter((threshold) => threshold.unit === 'ms');
  if (systemic && latency.length > 0)
    return {
      category: 'systemic',
      evidence: `all ${run.scenarios.length} scenarios breached latency bounds at once; here ${figures}${saturated}`,
      nextStep:
        'the service as a whole (or the runner) was slow: check what the endpoints share (the database, the CPU and memory of the host) rather than one endpoint',
    };
  if (breaches.every(withinMargin))
    return {
      category: 'borderline',
      evidence: `${figures}, ${breaches.length > 1 ? 'each ' : ''}within ${BORDERLINE_MARGIN * 100}% of ${breaches.length > 1 ? 'its' : 'the'} limit${saturated}`,
      nextStep: `rerun: a margin this small is within run-to-run noise on a shared runner; or ${latency.length > 0 ? 'raise the limit a little if that latency' : 'lower the rps limit a little if that throughput'} is acceptable`,
    };
  if (latency.length > 0)
    return {
      category: 'latency',
      evidence: `${figures}${saturated}`,
      nextStep: `profile ${result.endpoint} at ${users(result)}: look at its database queries, caching and what else it waits on`,
    };
  return { category: 'latency', evidence: `${figures}${saturated}`, nextStep: throughputNextStep(result, spec) };
}

/** Users that each wait for an answer (and think) cannot make more than users / (latency + think time) requests/s. */
function throughputNextStep(result: ScenarioResult, spec: Scenario | undefined): string {
  const cycleMs = result.latencyMs.mean + (spec?.thinkTimeMs ?? 0);
  if (!(cycleMs > 0))
    return `the server answered too slowly for that rate at ${users(result)}: raise concurrentUsers or make ${result.endpoint} faster`;
  const ceiling = (result.concurrentUsers * 1000) / cycleMs;
  return `at ${users(result)} and ${formatMs(cycleMs)} ms per request${spec?.thinkTimeMs ? ' with thinkTime' : ''}, at most about ${formatMs(ceiling)} req/s are possible: raise concurrentUsers or make ${result.endpoint} faster`;
}

function latencyBreaches(result: ScenarioResult): ThresholdResult[] {
  return result.thresholds.filter((t) => !t.passed && t.unit === 'ms' && t.actual !== undefined);
}

function withinMargin({ key, actual, limit }: ThresholdResult): boolean {
  if (actual === undefined) return false;
  return key === 'rps' || key === 'okRate'
    ? actual >= limit * (1 - BORDERLINE_MARGIN)
    : actual <= limit * (1 + BORDERLINE_MARGIN);
}

/**
 * The failed responses with a status from `from` to `to`, largest count first: those that are not ok by the
 * scenario's `expect.status`, or not 2xx or 3xx without it.
 */
function failingStatuses(
  result: ScenarioResult,
  spec: Scenario | undefined,
  from: number,
  to: number,
): Array<[status: number, count: number]> {
  const ok = (status: number) =>
    spec?.expectStatus ? spec.expectStatus.includes(status) : status >= 200 && status < 400;
  return Object.entries(result.requests.byStatus)
    .map(([status, count]): [number, number] => [Number(status), count])
    .filter(([status, count]) => count > 0 && status >= from && status <= to && !ok(status))
    .sort(([a, x], [b, y]) => y - x || a - b);
}

/** `62% of responses were 503 (744 of 1,200), 20% were 502 (240 of 1,200)`: the two largest failing statuses. */
function statusEvidence(result: ScenarioResult, statuses: Array<[number, number]>): string {
  const responses = Object.values(result.requests.byStatus).reduce((sum, count) => sum + count, 0);
  return statuses
    .slice(0, 2)
    .map(
      ([status, count], index) =>
        `${formatPercent(count, responses)} ${index === 0 ? 'of responses ' : ''}were ${status} (${formatCount(count)} of ${formatCount(responses)})`,
    )
    .join(', ');
}

/** `35% of requests (420 of 1,200)`: a failure category's share of the requests made. */
function requestShare(result: ScenarioResult, category: ErrorCategory): string {
  const count = result.requests.byCategory[category] ?? 0;
  const { total } = result.requests;
  return `${formatPercent(count, total)} of requests (${formatCount(count)} of ${formatCount(total)})`;
}

function users(result: ScenarioResult): string {
  return `${result.concurrentUsers} ${result.concurrentUsers === 1 ? 'user' : 'users'}`;
}

/** Whole percents from 10%, one decimal below; never 100% for less than all, nor 0% for more than none. */
function formatPercent(part: number, whole: number): string {
  if (whole <= 0) return '0%';
  const value = (part / whole) * 100;
  let shown =
    value >= 10 ? Math.round(value) : value >= 0.1 ? Math.round(value * 10) / 10 : Number(value.toPrecision(1));
  if (shown >= 100 && part < whole) shown = Math.floor(value * 10) / 10;
  return `${shown}%`;
}

function formatCount(value: number): string {
  return value.toLocaleString('en-US');
}

/** Whole milliseconds from 100, three significant figures below, as the terminal table shows them. */
function formatMs(value: number): string {
  const digits = value >= 100 ? 0 : value >= 10 ? 1 : value >= 1 ? 2 : 3;
  return Number(value.toFixed(digits)).toLocaleString('en-US', { maximumFractionDigits: digits });
}
