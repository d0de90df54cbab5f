import type { RunResults, ScenarioResult, Triage } from '../results/types.js';
import { requestShare } from './figures.js';
import { quoteSample, sampleOf } from './samples.js';

/**
 * graphql-js's validation messages: the document does not fit the server's schema (a field, argument, type or
 * fragment it does not know, a variable of the wrong type, a selection missing or not allowed, a syntax error).
 */
const INVALID_DOCUMENT =
  /Cannot query field|Unknown (argument|type|fragment|directive)|Variable "\$[^"]*" (of required type|of type|got invalid value|is never used|is not defined)|must have a selection|must not have a selection|Syntax Error|Expected (type|value of type)|was provided invalid value|is required, but it was not provided/i;

/**
 * Returns the triage of GraphQL responses that carry `errors`, quoting the first error: `client-errors` when the
 * document is invalid against the server's schema (the load test is out of date), else `server-errors` (a resolver
 * failed on the server).
 */
export function graphqlErrors(result: ScenarioResult, run: RunResults): Triage {
  const sample = sampleOf(result, { category: 'graphql' });
  const message = sample?.graphqlMessage;
  // Quoted whole, as the sample body is (see quoteSample): the engine keeps at most 300 characters of it.
  const quoted = message ? `; the first error says: ${message}` : quoteSample(sample);
  const evidence = `${requestShare(result, 'graphql')} got a GraphQL response with errors${quoted}`;
  if (message && INVALID_DOCUMENT.test(message))
    return {
      category: 'client-errors',
      evidence,
      nextStep: `the scenario's graphql query does not fit the server's schema: check the documents against it with loadtool validate --schema <the schema>, then regenerate the load test (loadtool generate) or correct the query`,
    };
  return {
    category: 'server-errors',
    evidence,
    nextStep: `a resolver failed on the server: check its logs for the error between ${run.startedAt} and ${run.finishedAt}${message ? '' : ' (the response bodies carry the errors)'}`,
  };
}
