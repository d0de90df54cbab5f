// The triage of GraphQL errors: the server's first error, by its code and words.
import type { ScenarioResult, Triage } from '../results/types.js';
import type { RunContext } from './context.js';
import { requestShare } from './figures.js';
import { acceptedFor, deniedEvidence, inputNextStep } from './input-next-step.js';
import { readInputProblem, stringsOf, type InputProblem } from './input-problems.js';
import { quoteSample, sampleOf } from './samples.js';

/**
 * graphql-js's validation messages: the document does not fit the server's schema (a field, argument, type or
 * fragment it does not know, a variable of the wrong type, a selection missing or not allowed, a syntax error).
 */
const INVALID_DOCUMENT =
  /Cannot query field|Unknown (argument|type|fragment|directive)|Variable "\$[^"]*" (of required type|of type|got invalid value|is never used|is not defined)|must have a selection|must not have a selection|Syntax Error|Expected (type|value of type)|was provided invalid value|is required, but it was not provided/i;

/**
 * The codes of Apollo Server, graphql-yoga and Envelop for a document that does not parse or fit the schema, and
 * Directus's (`GRAPHQL_VALIDATION`; `GRAPHQL_VALIDATION_EXCEPTION` before version 10).
 */
const DOCUMENT_CODES = new Set([
  'GRAPHQL_VALIDATION_FAILED',
  'GRAPHQL_PARSE_FAILED',
  'GRAPHQL_VALIDATION',
  'GRAPHQL_VALIDATION_EXCEPTION',
]);

/** Their codes for a request that is not a GraphQL operation the server can pick and run. */
const REQUEST_CODES = new Set(['BAD_REQUEST', 'OPERATION_RESOLUTION_FAILURE']);

/** The message of an error a server hides from its clients (graphql-yoga's and Envelop's maskedErrors). */
const MASKED = /^(Unexpected error\.?|Internal server error\.?)$/i;

/**
 * Returns the triage of GraphQL responses that carry `errors`, from the first error's code (`extensions.code`, or a
 * PostgreSQL SQLSTATE the engine kept as `graphqlCode`) and words, quoting it. `client-errors`, with a next step that
 * names the scenario's values to fix, when the error blames the input: a unique or foreign key violation, an update
 * or delete that found nothing, a value of the wrong type or form (`BAD_USER_INPUT`, `invalid input syntax`), a
 * `NOT_FOUND`; the credentials (`UNAUTHENTICATED`, `FORBIDDEN`, `permission denied`); the document
 * (`GRAPHQL_VALIDATION_FAILED`, `GRAPHQL_PARSE_FAILED` or graphql-js's validation words: the load test is out of
 * date); the request (`BAD_REQUEST`, `OPERATION_RESOLUTION_FAILURE`, `PERSISTED_QUERY_NOT_FOUND`). The error's words
 * are read before its code, since Apollo Server sends PostgreSQL's own message as `INTERNAL_SERVER_ERROR`, and a
 * masked "Unexpected error." is read behind, in what the body shows of the original error (graphql-yoga in
 * development). Else `server-errors`: `INTERNAL_SERVER_ERROR`, a masked error, an unknown code or no code at all.
 */
export function graphqlErrors(result: ScenarioResult, context: RunContext): Triage {
  const { run } = context;
  const spec = context.specs.get(result.name);
  const sample = sampleOf(result, { category: 'graphql' });
  const message = sample?.graphqlMessage;
  const code = sample?.graphqlCode;
  const texts = [...(message ? [message] : []), ...stringsOf(sample?.body ?? '')];
  const problem = readInputProblem(texts, { code, body: sample?.body }) ?? codeProblem(code, message);
  const accepted = acceptedFor(problem, result, spec, context);
  // Quoted whole, as the sample body is (see quoteSample): the engine keeps at most 2,048 characters of it.
  const quoted = message ? `; the first error says: ${message}${code ? ` (${code})` : ''}` : quoteSample(sample);
  const behind = [problem?.quote, problem?.detail].filter(
    (text): text is string => text !== undefined && message !== undefined && !message.includes(text),
  );
  const evidence =
    `${requestShare(result, 'graphql')} got a GraphQL response with errors${quoted}` +
    behind.map((text) => `; ${text}`).join('') +
    deniedEvidence(accepted);
  if (problem) return { category: 'client-errors', evidence, nextStep: inputNextStep(problem, result, spec, accepted) };
  if ((code && DOCUMENT_CODES.has(code)) || (message && INVALID_DOCUMENT.test(message)))
    return {
      category: 'client-errors',
      evidence,
      nextStep: `the scenario's graphql query does not fit the server's schema: check the documents against it with loadtool validate --schema <the schema>, then regenerate the load test (loadtool generate) or correct the query`,
    };
  if (code && REQUEST_CODES.has(code))
    return {
      category: 'client-errors',
      evidence,
      nextStep: `the server cannot read the request as a GraphQL operation to run: check the scenario's graphql (a query that is not empty, variables as a JSON object, an operationName the query defines)`,
    };
  if (code === 'PERSISTED_QUERY_NOT_FOUND')
    return {
      category: 'client-errors',
      evidence,
      nextStep: `the server does not know the persisted query the scenario sends by its hash: send the whole query in graphql.query, or register the persisted query on the server before the run`,
    };
  const masked = message !== undefined && MASKED.test(message);
  return {
    category: 'server-errors',
    evidence,
    nextStep: `a resolver failed on the server: check its logs for the error between ${run.startedAt} and ${run.finishedAt}${message ? '' : ' (the response bodies carry the errors)'}${masked ? ` (the server hides it behind "${message}": its logs have the real error)` : ''}`,
  };
}

/** The input problem that a GraphQL code names when the error's words do not: the credentials, a missing record, a value. */
function codeProblem(code: string | undefined, message: string | undefined): InputProblem | undefined {
  const quote = message ?? code ?? '';
  const problem = { quote, columns: [], values: [], fields: [] };
  switch (code) {
    case 'UNAUTHENTICATED':
      return { ...problem, kind: 'denied', status: 401 };
    case 'FORBIDDEN':
      return { ...problem, kind: 'denied', status: 403 };
    case 'NOT_FOUND':
      return { ...problem, kind: 'not-found' };
    case 'BAD_USER_INPUT': {
      const variable = message ? /Variable "\$(\w+)"/.exec(message)?.[1] : undefined;
      return { ...problem, kind: 'invalid-value', ...(variable !== undefined && { variable }) };
    }
    default:
      return undefined;
  }
}
