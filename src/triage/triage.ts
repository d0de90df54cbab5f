import type { ErrorCategory, RunResults, ScenarioResult, ThresholdResult, Triage } from '../results/types.js';
import type { LoadTest, Scenario } from '../loadtest/types.js';
import { describeBreach } from '../results/wording.js';
import { findOutage, type Outage } from '../verdict/checks.js';
import { acceptedElsewhere, credentialsNextStep, otherScenarios } from './credentials.js';
import { requestShare, statusEvidence, users } from './figures.js';
import { formatCount, formatNumber } from '../results/wording.js';
import { graphqlErrors } from './graphql.js';
import { quoteSample, sampleOf } from './samples.js';
import { thinEvidence, warmUpSeconds } from './time-shape.js';

/**
 * The share of failed requests from which the failures, not a breached latency or rps bound, explain a scenario: one
 * request in ten failing (timeouts above all, which have no latency) is the thing to fix first, whatever the
 * thresholds say.
 */
const FAILURES_EXPLAIN = 0.1;

/** A breach this close to its limit (10%) is within what two runs of the same code differ by on a shared runner. */
const BORDERLINE_MARGIN = 0.1;

/**
 * Users below this many cannot fill a listening socket's accept backlog (Node's default is 511, Linux's somaxconn
 * 4096, older kernels 128): refused connections at fewer users mean the service went away, not that it was full.
 */
const BACKLOG_USERS = 128;

/** Failure categories in the order of TRIAGE_CATEGORIES (results/types.ts): on a tie, the earlier one decides. */
const FAILURE_ORDER: ErrorCategory[] = [
  'connect',
  'http5xx',
  'http4xx',
  'graphql',
  'timeout',
  'reset',
  'protocol',
  'interrupted',
  'other',
];

/** Words of an `error` that say the target could not be reached. */
const CONNECT_ERROR = /connect|ECONNREFUSED|ENOTFOUND|EAI_AGAIN|unreachable|resolve/i;

const OVERLOAD_CODES = new Set([502, 503, 504]);

/** What the triage of one scenario may use besides the scenario: the whole run, as evidence. */
interface RunContext {
  run: RunResults;
  /** The load test's scenarios by name, with their request data as written. */
  specs: ReadonlyMap<string, Scenario>;
  /** Whether every scenario of the run (two or more) breached a latency bound. */
  systemic: boolean;
}

/**
 * Returns the results with `triage` set on every scenario that did not pass (failed or errored; cancelled and passed
 * get null).
 *
 * One category per scenario, the first that applies:
 * - an errored scenario is triaged by its failures when it has some; without, it is `unavailable` when its error
 *   says the target could not be reached, else `client-errors`: it could not start as written (an unset variable, a
 *   bad baseUrl);
 * - a scenario that failed the `availability` check (the service stopped answering during the run) is `unavailable`
 *   from the second the check names, unless its failures are 4xx or invalid GraphQL documents, which keep their
 *   category with that second in the evidence;
 * - the failures decide when a built-in check failed, when a rate threshold (`errorRate`, `okRate`) was breached,
 *   when no latency or rps bound was breached with a measured value, or when at least one request in ten failed;
 *   then the largest failure category names it: `connect` is `unavailable`; `http5xx` is `server-errors`; `http4xx`
 *   is `client-errors`; `graphql` is `client-errors` when the server's first error says the document does not fit
 *   its schema, else `server-errors`; `timeout` and `interrupted` are `timeouts`; `reset` and `protocol` are
 *   `server-errors`, since the server or a proxy in front of it broke the exchange; `other` is `client-errors` when
 *   it counts responses whose status `expect.status` does not list, else `server-errors`. A 401 or 403 is blamed on
 *   the credentials only when the run holds no proof that they work: when the same credentials got ok responses in
 *   other scenarios, the params, the body or the route is named instead;
 * - otherwise the breached latency and rps bounds: `latency` for a warm-up (only the first one or two seconds
 *   breached), `systemic` when every scenario of the run breached a latency bound, `borderline` when each breach is
 *   within 10% of its limit, else `latency` (for rps alone too).
 *
 * Thin evidence is said: a scenario of fewer than THIN_REQUESTS requests says so in its evidence, and its latency
 * triage asks for a longer run before any profiling. A failed response the engine kept is quoted (its body's start,
 * or a GraphQL error's message), as the server wrote it: each report escapes it.
 *
 * `regression` is never given: it needs a baseline run to compare with, which this version does not read.
 */
export function triageResults(results: RunResults, loadTest: LoadTest): RunResults {
  const context: RunContext = {
    run: results,
    specs: new Map(loadTest.scenarios.map((scenario) => [scenario.name, scenario])),
    systemic:
      results.scenarios.length >= 2 && results.scenarios.every((scenario) => latencyBreaches(scenario).length > 0),
  };
  return {
    ...results,
    scenarios: results.scenarios.map((scenario) => ({
      ...scenario,
      triage:
        scenario.outcome === 'failed' || scenario.outcome === 'errored'
          ? withThinEvidence(triageScenario(scenario, context), scenario)
          : null,
    })),
  };
}

function triageScenario(result: ScenarioResult, context: RunContext): Triage {
  const spec = context.specs.get(result.name);
  const { run } = context;
  const { total, failed } = result.requests;
  if (result.outcome === 'errored') {
    const quoted = `the scenario errored with "${result.error ?? 'no reason was recorded'}"`;
    if (failed > 0) {
      const triage = fromFailures(result, context);
      return { ...triage, evidence: `${quoted}; ${triage.evidence}` };
    }
    return couldNotStart(result, quoted, run);
  }
  const availability = result.failedChecks?.find(({ check }) => check === 'availability');
  const outage = availability && findOutage(result);
  if (availability && outage) return stoppedAnswering(result, context, availability.message, outage);
  const checkFailed = (result.failedChecks?.length ?? 0) > 0;
  const breached = result.thresholds.filter((threshold) => !threshold.passed);
  const rateBreached = breached.some((threshold) => threshold.key === 'errorRate' || threshold.key === 'okRate');
  const performance = breached.filter((threshold) => threshold.unit !== '%' && threshold.actual !== undefined);
  if (failed > 0 && (checkFailed || rateBreached || performance.length === 0 || failed >= total * FAILURES_EXPLAIN))
    return fromFailures(result, context);
  if (performance.length > 0) return fromPerformance(result, spec, context, performance);
  return {
    category: 'latency',
    evidence: breached.length > 0 ? breached.map(describeBreach).join(', ') : 'no breached threshold was recorded',
    nextStep: `rerun the scenario alone (loadtool run --scenario "${result.name}") and compare its figures with its thresholds`,
  };
}

/** Adds `only 6 requests: rerun longer before drawing conclusions` to the evidence of a scenario with few requests. */
function withThinEvidence(triage: Triage, result: ScenarioResult): Triage {
  const thin = thinEvidence(result);
  return thin && !triage.evidence.includes(thin) ? { ...triage, evidence: `${triage.evidence}; ${thin}` } : triage;
}

/** What failed requests of each category had, when the service stopped answering: `35% of requests (…) could not connect`. */
const SERVICE_FAILURES: Partial<Record<ErrorCategory, string>> = {
  connect: 'could not connect',
  timeout: 'got no answer within the timeout',
  reset: 'had their connection closed or reset',
  http5xx: 'got a 5xx response',
  protocol: 'got a response that is not valid HTTP',
  interrupted: 'were still waiting for an answer when the run ended',
};

/**
 * A scenario whose service stopped answering during the run: `unavailable` from that second, with the failures the
 * service caused (refused connections, timeouts, resets, 5xx), and never "lower concurrentUsers": the load did not
 * find a limit, the service went away. When every failure is the test's own (4xx, an invalid GraphQL document, a
 * status `expect.status` does not list: a token that expired mid-run), that category stays, with the second.
 */
function stoppedAnswering(result: ScenarioResult, context: RunContext, message: string, outage: Outage): Triage {
  const [largest] = FAILURE_ORDER.filter((category) => SERVICE_FAILURES[category] !== undefined)
    .map((category) => [category, result.requests.byCategory[category] ?? 0] as const)
    .filter(([, count]) => count > 0)
    .sort(([, a], [, b]) => b - a)[0] ?? [undefined];
  if (largest === undefined) {
    const failures = fromFailures(result, context);
    return { ...failures, evidence: `${message}; ${failures.evidence}` };
  }
  const when = `from second ${outage.fromSecond} of the scenario (${outage.fromSecond} s after it started, between ${context.run.startedAt} and ${context.run.finishedAt})`;
  return {
    category: 'unavailable',
    evidence: `${message}; ${requestShare(result, largest)} ${SERVICE_FAILURES[largest]!}`,
    nextStep: outage.recovered
      ? `the service went away for ${outage.untilSecond - outage.fromSecond} seconds and came back: check its logs ${when} for a restart, a crash or a long pause (garbage collection, a deploy, a failover)`
      : `the service stopped answering and did not come back: check its logs ${when} for a crash, an out-of-memory kill or a restart, and whether it was stopped while the run went on`,
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

function fromFailures(result: ScenarioResult, context: RunContext): Triage {
  const spec = context.specs.get(result.name);
  const { run } = context;
  const counts = FAILURE_ORDER.map((category) => [category, result.requests.byCategory[category] ?? 0] as const);
  // A stable sort: on a tie the category earlier in FAILURE_ORDER stays first.
  const [largest] = counts.filter(([, count]) => count > 0).sort(([, a], [, b]) => b - a)[0] ?? ['other', 0];
  switch (largest) {
    case 'connect':
      return unavailable(result, run);
    case 'http5xx':
      return serverErrors(result, spec, run);
    case 'http4xx':
      return clientErrors(result, spec, context);
    case 'graphql':
      return graphqlErrors(result, run);
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
      : result.concurrentUsers < BACKLOG_USERS
        ? `connections were refused or timed out at only ${users(result)} while others got through, too few to fill a server's accept backlog: check the service's logs for a restart or a crash during the run, and what else limits its connections (a proxy, a connection limit)`
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
    (statuses.length > 0 ? statusEvidence(result, statuses) : `${requestShare(result, 'http5xx')} got a 5xx response`) +
    quoteSample(sampleOf(result, { status: top, category: 'http5xx' }));
  const nextStep =
    top !== undefined && OVERLOAD_CODES.has(top)
      ? `the service or its proxy is overloaded or restarting at ${users(result)}: check its logs and capacity (instances, workers, pool sizes), or lower concurrentUsers`
      : top === 500
        ? `the server fails under this request: check its logs for the error between ${run.startedAt} and ${run.finishedAt}`
        : `check the server's logs for why it answers ${top ?? '5xx'} to ${result.endpoint} between ${run.startedAt} and ${run.finishedAt}`;
  return { category: 'server-errors', evidence, nextStep };
}

function clientErrors(result: ScenarioResult, spec: Scenario | undefined, context: RunContext): Triage {
  const statuses = failingStatuses(result, spec, 400, 499);
  const top = statuses[0]?.[0];
  const denied = top === 401 || top === 403;
  // The run's own evidence: credentials that other scenarios got ok responses with are not what the server refuses.
  const accepted = denied && spec ? acceptedElsewhere(result, spec, context.run, context.specs) : [];
  const evidence =
    (statuses.length > 0 ? statusEvidence(result, statuses) : `${requestShare(result, 'http4xx')} got a 4xx response`) +
    (accepted.length > 0 ? `; the same credentials got ok responses ${otherScenarios(accepted)}` : '') +
    quoteSample(sampleOf(result, { status: top, category: 'http4xx' }));
  return { category: 'client-errors', evidence, nextStep: clientNextStep(top, result, spec, accepted) };
}

function clientNextStep(
  status: number | undefined,
  result: ScenarioResult,
  spec: Scenario | undefined,
  accepted: string[],
): string {
  switch (status) {
    case 401:
    case 403:
      return credentialsNextStep(status, result, spec, accepted);
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
  const reason = (result.samples ?? []).find((sample) => sample.category === 'other' && sample.reason)?.reason;
  return {
    category: 'server-errors',
    evidence: `${requestShare(result, 'other')} failed with an error that loadtool does not classify${reason ? `; one failed with "${reason}"` : ''}`,
    nextStep: `run the scenario alone with concurrentUsers: 1 and check the server's logs and the runner's output for the error`,
  };
}

function fromPerformance(
  result: ScenarioResult,
  spec: Scenario | undefined,
  context: RunContext,
  breaches: ThresholdResult[],
): Triage {
  const { run, systemic } = context;
  const saturated = run.generator.saturated
    ? "; the load generator was saturated during the run, so these figures may be its own, not the server's"
    : '';
  const figures = breaches.map(describeBreach).join(', ');
  const latency = breaches.filter((threshold) => threshold.unit === 'ms');
  const thin = thinEvidence(result);
  const warmUp = latency.length === breaches.length ? warmUpSeconds(result, breaches) : undefined;
  if (warmUp !== undefined)
    return {
      category: 'latency',
      evidence: `${figures}, only in the first ${warmUp === 1 ? 'second' : `${warmUp} seconds`}: every later second kept ${breaches.length > 1 ? 'the limits' : 'the limit'}, a warm-up effect${saturated}`,
      nextStep: `${thin ? 'rerun longer before drawing conclusions; ' : ''}the service was slow only while it warmed up (cold caches, connection pools, lazy loading): add rampUp (e.g. rampUp: 5s) so that the load grows while it warms up, or run longer so that the first seconds weigh less`,
    };
  // A percentile of a handful of requests is one of them: no profiling advice on that.
  if (thin)
    return {
      category: breaches.every(withinMargin) ? 'borderline' : 'latency',
      evidence: `${figures}${saturated}`,
      nextStep: `${thin} (a longer duration, and rampUp if the first requests were the slow ones), then look at ${result.endpoint} if it stays slow`,
    };
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
  return `at ${users(result)} and ${formatNumber(cycleMs)} ms per request${spec?.thinkTimeMs ? ' with thinkTime' : ''}, at most about ${formatNumber(ceiling)} req/s are possible: raise concurrentUsers or make ${result.endpoint} faster`;
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
