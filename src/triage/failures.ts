// The triage named by a scenario's largest failure category.
import type { ScenarioResult, Triage } from '../results/types.js';
import type { Scenario } from '../loadtest/types.js';
import { formatCount } from '../results/wording.js';
import { unavailable } from './availability.js';
import { checkFailures } from './check-causes.js';
import { largestFailure, type RunContext } from './context.js';
import { requestShare, users } from './figures.js';
import { overloadedGenerator } from './generator.js';
import { graphqlErrors } from './graphql.js';
import { clientErrors, otherFailures, serverErrors } from './statuses.js';
import { streamFaults } from './stream-faults.js';

/**
 * Returns the triage named by the largest failure category: `connect` is `unavailable`; `http5xx` is
 * `server-errors` unless its body blames the request's input; `http4xx` is `client-errors`; `graphql` follows the
 * server's first error (its code and words); `check` (a body that failed expect.json) is `client-errors`; `timeout`
 * and `interrupted` are `timeouts`, or `generator` when the run's self-check says the generator was saturated; `reset`
 * and `protocol` are `server-errors`; `redirect` (a redirect not followed) and `script` (the script threw) are
 * `client-errors`; `stream` (a stream that stalled, ended early or sent nothing) follows its most frequent fault
 * (stream-faults.ts); `other` follows its statuses.
 */
export function fromFailures(result: ScenarioResult, context: RunContext): Triage {
  const spec = context.specs.get(result.name);
  const { run } = context;
  switch (largestFailure(result) ?? 'other') {
    case 'connect':
      return unavailable(result, run);
    case 'http5xx':
      return serverErrors(result, spec, context);
    case 'http4xx':
      return clientErrors(result, spec, context);
    case 'graphql':
      return graphqlErrors(result, context);
    case 'check':
      return checkFailures(result, spec, run);
    case 'conformance':
      return conformanceFailures(result);
    case 'redirect':
      return redirectFailures(result);
    // A saturated generator's own late timers make these: its triage, not the server's (generator.ts).
    case 'timeout':
      return overloadedGenerator(timeouts(result, spec), run);
    case 'interrupted':
      return overloadedGenerator(
        {
          category: 'timeouts',
          evidence: `${requestShare(result, 'interrupted')} were still waiting for an answer when the run ended`,
          nextStep: `the server left requests unanswered past the end of the run at ${users(result)}: look at what is slow on it (its logs, slow queries, locks)`,
        },
        run,
      );
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
    case 'script':
      return scriptErrors(result, spec);
    case 'stream':
      return streamFaults(result, spec);
    case 'other':
      return otherFailures(result, spec);
  }
}

/**
 * Returns the triage of responses that did not match the API schema: `server-errors`, since the service answered what
 * its own schema does not document; a sample names the first mismatch. Only a sample of responses is checked (the
 * first 20, then 1 in 100), so the count is of those checked.
 */
function conformanceFailures(result: ScenarioResult): Triage {
  const count = result.requests.byCategory.conformance ?? 0;
  const sample = (result.samples ?? []).find(({ category }) => category === 'conformance');
  const quoted = sample
    ? `; one answered ${sample.status}${sample.check ? `: ${sample.check}` : ''}${sample.body.trim() ? `: ${sample.body}` : ''}`
    : '';
  return {
    category: 'server-errors',
    evidence: `${formatCount(count)} of the responses checked against the API schema did not match it${quoted}`,
    nextStep:
      'fix the server or its schema, whichever is wrong: the answer must be what the schema documents (its status and JSON body); for an API whose document is known to be wrong, set `conformance: off` on the scenario',
  };
}

/**
 * Returns the triage of requests whose redirects were not followed: `client-errors`, since what the load test allows
 * (followRedirects, crossOrigin) decides it; the sample's reason says which case and what to set. A loop is the
 * server's, and the reason says so.
 */
function redirectFailures(result: ScenarioResult): Triage {
  const reason = (result.samples ?? []).find(({ category }) => category === 'redirect')?.reason;
  return {
    category: 'client-errors',
    evidence: `${requestShare(result, 'redirect')} ended at a redirect that was not followed${reason ? `: ${reason}` : ''}`,
    nextStep:
      'allow what the redirects need (followRedirects, crossOrigin: true), or send the request where they lead; a loop means the server redirects back to a request already sent: fix the server, or the cookies it expects',
  };
}

/** Returns the triage of iterations a script ended by throwing: the script's own fault, whatever the server did. */
function scriptErrors(result: ScenarioResult, spec: Scenario | undefined): Triage {
  const reason = (result.samples ?? []).find(({ category }) => category === 'script')?.reason;
  return {
    category: 'client-errors',
    evidence: `${requestShare(result, 'script')} ended with the script throwing${reason ? `: ${reason}` : ''}`,
    nextStep: `fix the script${spec?.script ? ` ${spec.script}` : ''} where it throws (run it against one user with a short duration), or catch what it expects to fail`,
  };
}

function timeouts(result: ScenarioResult, spec: Scenario | undefined): Triage {
  const limit = spec && spec.timeoutMs > 0 ? `${formatCount(spec.timeoutMs)} ms` : undefined;
  return {
    category: 'timeouts',
    evidence: `${requestShare(result, 'timeout')} got no answer within ${limit ? `the ${limit} timeout` : 'the timeout'}`,
    nextStep: `the server does not answer within ${limit ?? 'the timeout'} at ${users(result)}: look at what is slow (its logs, slow queries, locks), or raise timeout if that wait is acceptable`,
  };
}
