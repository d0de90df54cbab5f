// GraphQL's `errors` in a response body: how much of the body is kept to find them, and the first one's message.
/** How much of a GraphQL response body a virtual user keeps to look for `errors`: the rest is only counted. */
export const GRAPHQL_BODY_BYTES = 64 * 1024;

/**
 * The longest `graphqlMessage` kept in a sample, in characters: 2 KB, so a report can show a message whole.
 * @internal Exported for the tests.
 */
export const GRAPHQL_MESSAGE_CHARS = 2048;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const COLON = 0x3a;
const OPEN_BRACE = 0x7b;
const CLOSE_BRACE = 0x7d;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACKET = 0x5d;
const ERRORS = Buffer.from('errors');

/**
 * Returns true when the JSON text in `body[0, length)` is an object with a top-level `errors` key whose value is an
 * array with at least one element: a GraphQL response that reports errors (GraphQL-over-HTTP), whatever its status.
 * `errors: []`, `errors: null`, an `errors` key nested in `data` and the word inside a string do not count.
 *
 * It runs on every response of a GraphQL scenario, so it allocates nothing and parses nothing: it walks the bytes
 * once, tracking the nesting depth and skipping strings. It also decides on a prefix of the body (the first
 * GRAPHQL_BODY_BYTES of a longer one): GraphQL servers write `errors` first, as the GraphQL spec recommends.
 */
export function hasGraphqlErrors(body: Buffer, length: number): boolean {
  // Only an object at the top holds GraphQL's `errors`: a body that starts with anything else is not a response.
  let i = skipSpace(body, 0, length);
  if (i >= length || body[i] !== OPEN_BRACE) return false;
  let depth = 1;
  for (i++; i < length; i++) {
    const byte = body[i]!;
    if (byte === QUOTE) {
      const start = i + 1;
      const end = endOfString(body, start, length);
      if (end < 0) return false;
      i = end;
      // A string directly in the top-level object followed by a colon is one of its keys.
      if (depth !== 1 || end - start !== ERRORS.length || body.compare(ERRORS, 0, ERRORS.length, start, end) !== 0)
        continue;
      let next = skipSpace(body, end + 1, length);
      if (body[next] !== COLON) continue;
      next = skipSpace(body, next + 1, length);
      if (next >= length || body[next] !== OPEN_BRACKET) continue;
      next = skipSpace(body, next + 1, length);
      return next < length && body[next] !== CLOSE_BRACKET;
    }
    if (byte === OPEN_BRACE || byte === OPEN_BRACKET) depth++;
    else if ((byte === CLOSE_BRACE || byte === CLOSE_BRACKET) && --depth === 0) return false;
  }
  return false;
}

/** The longest `graphqlCode` kept in a sample, in characters: codes are words, not text. */
const GRAPHQL_CODE_CHARS = 64;

/** The first error of a GraphQL response, as a sample keeps it. */
export interface GraphqlError {
  /** Its message, at most GRAPHQL_MESSAGE_CHARS characters. */
  message?: string;
  /** Its code: a PostgreSQL SQLSTATE when it carries one, else `extensions.code` (see graphqlCode). */
  code?: string;
}

/** A PostgreSQL SQLSTATE: five digits or capitals, at least one a digit (`23505`, `22P02`, `42501`). */
const SQLSTATE = /^(?=[A-Z]*\d)[0-9A-Z]{5}$/;

/**
 * Returns the first error of a GraphQL response body (a whole body, or its first bytes when `complete` is false):
 * its message and its code; undefined when there is none. Called only for the few responses kept as samples, so it
 * may parse.
 */
export function firstGraphqlError(body: Buffer, length: number, complete: boolean): GraphqlError | undefined {
  const text = body.toString('utf8', 0, length);
  if (complete) {
    try {
      const parsed = JSON.parse(text) as { errors?: unknown[] } | null;
      const first = Array.isArray(parsed?.errors) ? parsed.errors[0] : undefined;
      if (isObject(first)) {
        const message = errorMessage(first)?.slice(0, GRAPHQL_MESSAGE_CHARS);
        const code = graphqlCode(first);
        if (message !== undefined || code !== undefined)
          return { ...(message !== undefined && { message }), ...(code !== undefined && { code }) };
      }
    } catch {
      // Not JSON after all: read it as a prefix below.
    }
  }
  const errorsAt = text.indexOf('"errors"');
  if (errorsAt < 0) return undefined;
  const errors = text.slice(errorsAt);
  const message = prefixMessage(errors);
  // In a prefix, the first `errcode` or `code` after `errors` (a SQLSTATE first): a cut body is not walked as JSON.
  const codes = [...errors.matchAll(/"(?:errcode|code)"\s*:\s*"([0-9A-Za-z_.-]{1,64})"/g)].map((match) => match[1]!);
  const code = codes.find((found) => SQLSTATE.test(found)) ?? codes[0];
  if (message === undefined && code === undefined) return undefined;
  return { ...(message !== undefined && { message }), ...(code !== undefined && { code }) };
}

/**
 * Returns the message of one GraphQL error: that of the first of its `extensions.errors` when it has one, since
 * servers that wrap errors say what went wrong there (Directus: `GraphQL validation error.` around graphql-js's own
 * `Cannot query field …`), else its own.
 */
function errorMessage(error: Record<string, unknown>): string | undefined {
  const extensions = isObject(error.extensions) ? error.extensions : {};
  const nested = Array.isArray(extensions.errors) && isObject(extensions.errors[0]) ? extensions.errors[0] : {};
  if (typeof nested.message === 'string' && nested.message !== '') return nested.message;
  return typeof error.message === 'string' ? error.message : undefined;
}

/**
 * Returns the code of one GraphQL error: the PostgreSQL SQLSTATE when the error carries one, since it says what the
 * database refused (PostGraphile's `errcode`, top-level or in `extensions` or `extensions.exception`; Apollo Server
 * 2-3's `extensions.exception.code` for an error thrown by `pg`), else `extensions.code` (Apollo Server, graphql-yoga
 * and Envelop: `BAD_USER_INPUT`, `INTERNAL_SERVER_ERROR`) unless the first of `extensions.errors` has a code of its
 * own (a wrapper's code, Directus's `GRAPHQL_EXECUTION`, says less than the error it wraps), else the code of
 * `extensions.exception`. Undefined when it has none; at most GRAPHQL_CODE_CHARS characters.
 */
function graphqlCode(error: Record<string, unknown>): string | undefined {
  const extensions = isObject(error.extensions) ? error.extensions : {};
  const exception = isObject(extensions.exception) ? extensions.exception : {};
  const nested = Array.isArray(extensions.errors) && isObject(extensions.errors[0]) ? extensions.errors[0] : {};
  const codes = [
    error.errcode,
    extensions.errcode,
    exception.errcode,
    nested.errcode,
    nested.code,
    extensions.code,
    exception.code,
    error.code,
  ].filter((code): code is string => typeof code === 'string' && code !== '');
  const code = codes.find((found) => SQLSTATE.test(found)) ?? codes[0];
  return code?.slice(0, GRAPHQL_CODE_CHARS);
}

/** Returns the first `message` of an `errors` prefix, as far as it goes when the prefix cuts it. */
function prefixMessage(errors: string): string | undefined {
  const match = /"message"\s*:\s*"((?:[^"\\]|\\.)*)(?:"|\\?$)/.exec(errors);
  if (!match) return undefined;
  let message = match[1]!;
  try {
    message = JSON.parse(`"${message}"`) as string;
  } catch {
    // An escape cut in half: the raw text says enough.
  }
  return message.slice(0, GRAPHQL_MESSAGE_CHARS);
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Returns the index of the quote that ends the string starting at `start`, or -1 when the text ends first. */
function endOfString(body: Buffer, start: number, length: number): number {
  let at = start;
  for (;;) {
    const quote = body.indexOf(QUOTE, at);
    if (quote < 0 || quote >= length) return -1;
    // A quote after an odd number of backslashes is escaped.
    let backslashes = 0;
    while (quote - backslashes - 1 >= start && body[quote - backslashes - 1] === BACKSLASH) backslashes++;
    if (backslashes % 2 === 0) return quote;
    at = quote + 1;
  }
}

function skipSpace(body: Buffer, from: number, length: number): number {
  let i = from;
  while (i < length) {
    const byte = body[i]!;
    if (byte !== 0x20 && byte !== 0x0a && byte !== 0x0d && byte !== 0x09) break;
    i++;
  }
  return i;
}
