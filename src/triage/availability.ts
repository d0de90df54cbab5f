// The triage of a service that went away during the run, or could not be reached at all: `unavailable`.
import type { ErrorCategory, RunResults, ScenarioResult, Triage } from '../results/types.js';
import type { Outage } from '../verdict/checks.js';
import { largestFailure, type RunContext } from './context.js';
import { loadKey, requestShare, users } from './figures.js';

/**
 * Users below this many cannot fill a listening socket's accept backlog (Node's default is 511, Linux's somaxconn
 * 4096, older kernels 128): refused connections at fewer users mean the service went away, not that it was full.
 */
const BACKLOG_USERS = 128;

/** Words of an `error` that say the target could not be reached. */
const CONNECT_ERROR = /connect|ECONNREFUSED|ENOTFOUND|EAI_AGAIN|unreachable|resolve/i;

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
 * Returns the triage of a scenario whose service stopped answering during the run: `unavailable` from that second,
 * with the failures the service caused (refused connections, timeouts, resets, 5xx), and never "lower
 * concurrentUsers": the load did not find a limit, the service went away. Undefined when every failure is the test's
 * own (4xx, an invalid GraphQL document, a status `expect.status` does not list: a token that expired mid-run, a body
 * that failed expect.json): that category stays, with the second.
 */
export function stoppedAnswering(
  result: ScenarioResult,
  context: RunContext,
  message: string,
  outage: Outage,
): Triage | undefined {
  const largest = largestFailure(result, (category) => SERVICE_FAILURES[category] !== undefined);
  if (largest === undefined) return undefined;
  const when = `from second ${outage.fromSecond} of the scenario (${outage.fromSecond} s after it started, between ${context.run.startedAt} and ${context.run.finishedAt})`;
  return {
    category: 'unavailable',
    evidence: `${message}; ${requestShare(result, largest)} ${SERVICE_FAILURES[largest]!}`,
    nextStep: outage.recovered
      ? `the service went away for ${outage.untilSecond - outage.fromSecond} seconds and came back: check its logs ${when} for a restart, a crash or a long pause (garbage collection, a deploy, a failover)`
      : `the service stopped answering and did not come back: check its logs ${when} for a crash, an out-of-memory kill or a restart, and whether it was stopped while the run went on`,
  };
}

/**
 * Returns what the evidence says of an outage whose failed requests all got an answer (4xx, GraphQL `errors`, a body
 * that failed expect.json): the service kept answering, so the sentence is about the answers, never "stopped
 * answering" (the availability check is about answers that did not come).
 */
export function answeredThroughout(outage: Outage): string {
  const to = outage.recovered ? ` to second ${outage.untilSecond - 1}` : '';
  return `no request got an ok response from second ${outage.fromSecond} of ${outage.seconds}${to}, but each got an answer: the service did not stop answering, it refused the requests`;
}

/** Returns the triage of an errored scenario that made no request: it could not start, or its target could not be reached. */
export function couldNotStart(result: ScenarioResult, evidence: string, run: RunResults): Triage {
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

/** Returns the triage of refused connections: the service is down, went away during the run, or is full. */
export function unavailable(result: ScenarioResult, run: RunResults): Triage {
  const connect = result.requests.byCategory.connect ?? 0;
  const most = connect > result.requests.total / 2;
  return {
    category: 'unavailable',
    evidence: `${requestShare(result, 'connect')} could not connect to ${run.baseUrl}`,
    nextStep: most
      ? checkTargetIsUp(run)
      : result.concurrentUsers < BACKLOG_USERS
        ? `connections were refused or timed out at only ${users(result)} while others got through, too few to fill a server's accept backlog: check the service's logs for a restart or a crash during the run, and what else limits its connections (a proxy, a connection limit)`
        : `connections were refused or timed out at ${users(result)} while others got through: check the service's connection limits and accept backlog (or the runner's free ports), or lower ${loadKey(result)}`,
  };
}

function checkTargetIsUp(run: RunResults): string {
  return `check that ${run.baseUrl} answers before the load starts: the service is up and listening there, and baseUrl names the right host and port (a health check or wait step before loadtool run)`;
}
