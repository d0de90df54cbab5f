// A GraphQL schema from an introspection result: read from a file, or asked of a live endpoint.
import { buildClientSchema, getIntrospectionQuery, type GraphQLSchema, type IntrospectionQuery } from 'graphql';
import { deepNestingPosition } from '../../bracket-nesting.js';
import { redactUrl } from '../../redact-url.js';
import { messageOf, truncate } from '../error-text.js';
import { fetchText, type FetchOptions } from '../fetch-text.js';
import { MAX_NESTING, nestsTooDeep, TooDeepError } from '../nesting.js';
import { SchemaError } from '../schema-error.js';
import { SCHEMA_HEADER_HINT } from '../schema-headers.js';
import { isRecord } from '../../json-record.js';

// SDL is read in graphql-sdl.ts.

/**
 * Reads an introspection result, `{ __schema }` or a whole response `{ data: { __schema } }`; returns the schema or
 * throws a SchemaError saying what is wrong with it (a response with errors, another kind of document).
 */
export function readGraphqlIntrospection(json: unknown, source: string): GraphQLSchema {
  const fail = (message: string): never => {
    throw new SchemaError(source, [{ path: '', message }]);
  };
  if (!isRecord(json)) {
    return fail(`${expectedShape} It holds ${describeValue(json)}.`);
  }
  // buildClientSchema follows a type's ofType chain, and parses default values, with one call per level.
  if (nestsTooDeep(json)) throw new TooDeepError(source);
  if (hasErrors(json)) {
    return fail(`is a GraphQL response with errors, not a schema: ${quoteErrors(json.errors)}`);
  }
  const result = isRecord(json.data) ? json.data : json;
  if (!isRecord(result.__schema)) {
    if ('openapi' in json || 'swagger' in json) {
      return fail(`is an OpenAPI document, not a GraphQL introspection result: ${expectedShape}`);
    }
    const keys = Object.keys(json).slice(0, 5).join(', ');
    return fail(`${expectedShape} Its top-level keys are: ${keys || 'none'}.`);
  }
  if (!Array.isArray(result.__schema.types)) {
    return fail(
      'is not a complete introspection result: its __schema has no types list. Run the full introspection query',
    );
  }
  try {
    return buildClientSchema(result as unknown as IntrospectionQuery);
  } catch (error) {
    return fail(
      `is not a complete introspection result (${truncate(messageOf(error))}): run the full introspection query`,
    );
  }
}

/**
 * The introspection query failed; `answer` says how the server answered it, so that a caller that only guessed the
 * URL was a GraphQL endpoint can word the failure for what the URL really is.
 */
export class IntrospectionError extends SchemaError {
  override name = 'IntrospectionError';

  constructor(
    file: string,
    problems: SchemaError['problems'],
    /** The HTTP status, when there was one; `graphql`: the body was a GraphQL response (`data` or `errors`). */
    readonly answer: { status?: number; graphql: boolean },
  ) {
    super(file, problems);
  }
}

const expectedShape =
  'expected a GraphQL introspection result: { "__schema": { … } } or a response { "data": { "__schema": { … } } }.';

/**
 * Sends the introspection query to a GraphQL endpoint; returns the schema, or throws a SchemaError naming the URL and
 * what to check. Header values are never put in a message: they often hold tokens.
 */
export async function introspectGraphqlEndpoint(
  url: string,
  options: Pick<FetchOptions, 'headers' | 'timeoutMs' | 'signal' | 'tls'> = {},
): Promise<GraphQLSchema> {
  const where = redactUrl(url);
  let answer: IntrospectionError['answer'] = { graphql: false };
  const fail = (message: string): never => {
    throw new IntrospectionError(where, [{ path: '', message }], answer);
  };
  if (!/^https?:\/\//i.test(url) || !URL.canParse(url)) {
    return fail(
      'is not an http(s) URL: give the full address of the GraphQL endpoint, e.g. https://api.example.com/graphql',
    );
  }
  // From entries: a header named `__proto__` or `constructor` is a header like any other.
  const headers = Object.fromEntries<string>([
    ['content-type', 'application/json'],
    ['accept', 'application/graphql-response+json, application/json'],
    ...Object.entries(options.headers ?? {}).map(([name, value]): [string, string] => [name.toLowerCase(), value]),
  ]);
  const headerNames = Object.keys(options.headers ?? {});

  // fetchText's errors already name the URL without its password and never quote a header.
  const { status, contentType, text } = await fetchText(url, {
    method: 'POST',
    headers,
    body: JSON.stringify({ query: getIntrospectionQuery(), operationName: 'IntrospectionQuery' }),
    timeoutMs: options.timeoutMs,
    signal: options.signal,
    tls: options.tls,
  });

  const deep = deepNestingPosition(text, MAX_NESTING);
  if (deep) throw new TooDeepError(where, deep);
  let json: unknown;
  try {
    json = JSON.parse(text) as unknown;
  } catch {
    json = undefined;
  }
  answer = { status, graphql: isRecord(json) && ('data' in json || 'errors' in json) };
  if (status < 200 || status > 299) {
    const errors = hasErrors(json) ? `; the server says: ${quoteErrors(json.errors)}` : '';
    return fail(`answered the introspection query with HTTP ${status}${errors}. ${statusHint(status, headerNames)}`);
  }
  if (json === undefined) {
    const type = contentType ? contentType.split(';')[0]!.trim() : 'a body without a content type';
    return fail(
      `answered with ${type}, not JSON: check that the URL is the GraphQL endpoint itself (often …/graphql), not a web page`,
    );
  }
  if (hasErrors(json)) {
    return fail(
      `refused the introspection query: ${quoteErrors(json.errors)}. If introspection is disabled there, ` +
        'point the schema setting at the SDL file instead',
    );
  }
  return readGraphqlIntrospection(json, where);
}

function statusHint(status: number, headerNames: string[]): string {
  if (status === 401 || status === 403) {
    return headerNames.length > 0
      ? `Check the credentials sent in ${headerNames.join(', ')}: they were not accepted`
      : `The endpoint needs credentials: ${SCHEMA_HEADER_HINT}`;
  }
  if (status === 404) return 'Check the path of the URL: nothing answers there';
  if (status === 405) return 'The URL does not take POST requests: check that it is the GraphQL endpoint';
  if (status >= 300 && status < 400) return 'It redirects: use the address it redirects to';
  if (status >= 500) return 'The server failed: check that it is healthy and look at its logs';
  return 'Check the URL and the headers';
}

/** Returns whether a GraphQL response carries errors; an empty list, which some servers send, is none. */
function hasErrors(json: unknown): json is { errors: unknown } {
  if (!isRecord(json) || json.errors === undefined || json.errors === null) return false;
  return !Array.isArray(json.errors) || json.errors.length > 0;
}

/** Returns the server's error messages quoted, at most three and each shortened. */
function quoteErrors(errors: unknown): string {
  const list = Array.isArray(errors) ? errors : [errors];
  const messages = list.map((error) => {
    if (typeof error === 'string') return error;
    if (isRecord(error) && typeof error.message === 'string') return error.message;
    return JSON.stringify(error);
  });
  const quoted = messages.slice(0, 3).map((message) => `"${truncate(message.replace(/\s+/g, ' ').trim())}"`);
  const more = messages.length > 3 ? ` and ${messages.length - 3} more` : '';
  return quoted.join('; ') + more;
}

function describeValue(value: unknown): string {
  if (Array.isArray(value)) return 'an array';
  if (value === null) return 'null';
  return `a ${typeof value}`;
}
