// The triage of failed statuses: 5xx as `server-errors` (or overload), 4xx as `client-errors`, with the values to fix.
import type { ScenarioResult, Triage } from '../results/types.js';
import type { Scenario } from '../loadtest/types.js';
import type { RunContext } from './context.js';
import { acceptedElsewhere, credentialsNextStep } from './credentials.js';
import { loadKey, requestShare, statusEvidence, users } from './figures.js';
import { acceptedFor, deniedEvidence, inputNextStep } from './input-next-step.js';
import { readInputProblem, stringsOf } from './input-problems.js';
import { quoteSample, sampleOf } from './samples.js';

const OVERLOAD_CODES = new Set([502, 503, 504]);

/**
 * Returns the triage of 5xx responses: overload for 502/503/504, a failing request for 500, else the status. A body
 * that blames the request's input (PostgreSQL's `duplicate key value violates unique constraint`, passed on by a
 * handler that answers 500) makes it `client-errors`, with the values to fix (input-next-step.ts).
 */
export function serverErrors(result: ScenarioResult, spec: Scenario | undefined, context: RunContext): Triage {
  const { run } = context;
  const statuses = failingStatuses(result, spec, 500, 599);
  const top = statuses[0]?.[0];
  const sample = sampleOf(result, { status: top, category: 'http5xx' });
  const overload = top !== undefined && OVERLOAD_CODES.has(top);
  const problem = sample && !overload ? readInputProblem(stringsOf(sample.body), { body: sample.body }) : undefined;
  const accepted = acceptedFor(problem, result, spec, context);
  const evidence =
    (statuses.length > 0 ? statusEvidence(result, statuses) : `${requestShare(result, 'http5xx')} got a 5xx response`) +
    deniedEvidence(accepted) +
    quoteSample(sample);
  if (problem) return { category: 'client-errors', evidence, nextStep: inputNextStep(problem, result, spec, accepted) };
  const nextStep = overload
    ? `the service or its proxy is overloaded or restarting at ${users(result)}: check its logs and capacity (instances, workers, pool sizes), or lower ${loadKey(result)}`
    : top === 500
      ? `the server fails under this request: check its logs for the error between ${run.startedAt} and ${run.finishedAt}`
      : `check the server's logs for why it answers ${top ?? '5xx'} to ${result.endpoint} between ${run.startedAt} and ${run.finishedAt}`;
  return { category: 'server-errors', evidence, nextStep };
}

/**
 * Returns the triage of 4xx responses, with a next step for the largest status (credentials, params, data, rate);
 * a body that names the input problem (a unique or foreign key violation, `Entity not found`, LoopBack's validation
 * details) names the values to fix instead (input-next-step.ts).
 */
export function clientErrors(result: ScenarioResult, spec: Scenario | undefined, context: RunContext): Triage {
  const statuses = failingStatuses(result, spec, 400, 499);
  const top = statuses[0]?.[0];
  const denied = top === 401 || top === 403;
  const sample = sampleOf(result, { status: top, category: 'http4xx' });
  const problem = sample && !denied ? readInputProblem(stringsOf(sample.body), { body: sample.body }) : undefined;
  // The run's own evidence: credentials that other scenarios got ok responses with are not what the server refuses.
  const accepted =
    denied && spec
      ? acceptedElsewhere(result, spec, context.run, context.specs)
      : acceptedFor(problem, result, spec, context);
  const evidence =
    (statuses.length > 0 ? statusEvidence(result, statuses) : `${requestShare(result, 'http4xx')} got a 4xx response`) +
    deniedEvidence(accepted) +
    quoteSample(sample);
  const nextStep = problem
    ? inputNextStep(problem, result, spec, accepted)
    : clientNextStep(top, result, spec, accepted);
  return { category: 'client-errors', evidence, nextStep };
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
      return `the server rate-limited the load test at ${users(result)}: lower ${loadKey(result)}${result.arrival ? '' : ', add thinkTime,'} or exempt the load test's client from the rate limit`;
    default:
      return `the server refuses the request with ${status ?? '4xx'}: send one by hand to ${result.endpoint} and read the response body for what it objects to`;
  }
}

/**
 * Returns the triage of `other` failures: responses with a status that `expect.status` does not list, or errors
 * without a category.
 */
export function otherFailures(result: ScenarioResult, spec: Scenario | undefined): Triage {
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
