/** How much of a GraphQL response body a virtual user keeps to look for `errors`: the rest is only counted. */
export const GRAPHQL_BODY_BYTES = 64 * 1024;

/** The longest `graphqlMessage` kept in a sample, in characters. */
export const GRAPHQL_MESSAGE_CHARS = 300;

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

/**
 * Returns the message of the first error of a GraphQL response body (a whole body, or its first bytes when
 * `complete` is false), at most GRAPHQL_MESSAGE_CHARS characters; undefined when there is none. Called only for the
 * few responses kept as samples, so it may parse.
 */
export function firstGraphqlMessage(body: Buffer, length: number, complete: boolean): string | undefined {
  const text = body.toString('utf8', 0, length);
  if (complete) {
    try {
      const parsed = JSON.parse(text) as { errors?: Array<{ message?: unknown }> } | null;
      const message = parsed?.errors?.[0]?.message;
      if (typeof message === 'string') return message.slice(0, GRAPHQL_MESSAGE_CHARS);
    } catch {
      // Not JSON after all: read it as a prefix below.
    }
  }
  const errorsAt = text.indexOf('"errors"');
  if (errorsAt < 0) return undefined;
  // A message cut off by the end of the prefix is kept as far as it goes.
  const match = /"message"\s*:\s*"((?:[^"\\]|\\.)*)(?:"|\\?$)/.exec(text.slice(errorsAt));
  if (!match) return undefined;
  let message = match[1]!;
  try {
    message = JSON.parse(`"${message}"`) as string;
  } catch {
    // An escape cut in half: the raw text says enough.
  }
  return message.slice(0, GRAPHQL_MESSAGE_CHARS);
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
