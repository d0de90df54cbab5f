// The triage of ok responses whose body failed `expect.json`: `client-errors`, with the checks that failed.
import type { RunResults, ScenarioResult, Triage } from '../results/types.js';
import type { Scenario } from '../loadtest/types.js';
import { formatCount } from '../results/wording.js';
import { requestShare } from './figures.js';

/**
 * Returns the triage of responses whose status was ok but whose body failed `expect.json`: `client-errors`, since the
 * service answered and the answer is not what the test expects, whichever side is to fix. The evidence names the
 * checks that failed with their counts and quotes a sample (the check in words, then the body's start); the next
 * step follows the check that failed most: a body that reports an error (an `absent` check), one that lacks what
 * the test wants (often a request naming nothing that exists), one that is not JSON, or one too large to check.
 */
export function checkFailures(result: ScenarioResult, spec: Scenario | undefined, run: RunResults): Triage {
  const counts = Object.entries(result.requests.byCheck ?? {}).sort(([, a], [, b]) => b - a);
  const listed = counts
    .slice(0, 2)
    .map(([check, count]) => `${check} on ${formatCount(count)}`)
    .join(', ');
  const sample = (result.samples ?? []).find(({ category }) => category === 'check');
  const quoted = sample
    ? `; one answered ${sample.status}${sample.check ? ` and failed it: ${sample.check}` : ''}${sample.body.trim() ? `: ${sample.body}` : ''}`
    : '';
  // A script's checks are its own `vu.check` calls, counted by iteration: not expect.json.
  if (spec?.script !== undefined)
    return {
      category: 'client-errors',
      evidence: `${requestShare(result, 'check')} failed a check of the script${listed ? ` (${listed})` : ''}`,
      nextStep: `compare what ${spec.script} checks${counts[0] ? ` (${counts[0][0]})` : ''} with a response of its requests sent by hand, then correct the request or the check`,
    };
  return {
    category: 'client-errors',
    evidence: `${requestShare(result, 'check')} got an ok status and failed expect.json${listed ? ` (${listed})` : ''}${quoted}`,
    nextStep: nextStep(counts[0]?.[0], result, spec, run),
  };
}

function nextStep(
  top: string | undefined,
  result: ScenarioResult,
  spec: Scenario | undefined,
  run: RunResults,
): string {
  const { endpoint } = result;
  if (top?.startsWith('body: over'))
    return `${endpoint} answers more than expect.json reads: ask for a smaller page (a limit or page-size query parameter), or check an endpoint with smaller answers`;
  if (top === 'body: not JSON')
    return `${endpoint} answers with a body that is not JSON (a login or error page, or a compressed body when the scenario sends Accept-Encoding): send one request by hand and read what it says; remove expect.json where the endpoint does not answer JSON`;
  const path = top?.slice(0, top.lastIndexOf(': ')) ?? 'the checked path';
  if (top?.endsWith(': absent'))
    return `the server answers with an error in the body (${path}): read the sample for what it objects to (often the request's params, body or credentials) and the server's logs between ${run.startedAt} and ${run.finishedAt}`;
  const params = Object.entries(spec?.params ?? {});
  return params.length > 0
    ? `the responses lack what expect.json wants at ${path}: the request may name nothing that exists (an unknown id answers null or an empty list); put ids that exist in params (now ${params.map(([name, value]) => `${name} = ${String(value)}`).join(', ')}), or correct expect.json`
    : `the responses lack what expect.json wants at ${path}: compare a response of ${endpoint} by hand with the check, then correct the request or expect.json`;
}
