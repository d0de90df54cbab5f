// How the engine counts a failed request: its error category, by index, from undici's and the lean client's codes.
import { ERROR_CATEGORIES, type ErrorCategory } from '../results/types.js';

/** A category's index in ERROR_CATEGORIES: the engine counts into arrays on its hot path, not into records. */
export type CategoryIndex = number;

/** The index of each category in ERROR_CATEGORIES. */
export const CATEGORY = Object.fromEntries(ERROR_CATEGORIES.map((name, index) => [name, index])) as Record<
  ErrorCategory,
  CategoryIndex
>;

/** The status codes a response can have: llhttp reads exactly three digits. */
export const STATUS_CODES = 1000;

/** Marks an ok status in a status table. */
export const OK = -1;

/** undici's brand of its HTTPParserError (lib/core/errors.js). */
const HTTP_PARSER_ERROR = Symbol.for('undici.error.UND_ERR_HTTP_PARSER');

/** The code of ResponseTimeoutError. */
const RESPONSE_TIMEOUT = 'LOADTOOL_RESPONSE_TIMEOUT';

/**
 * The engine's own timeout: the whole response did not arrive within the scenario's `timeout` of the request's
 * write. A virtual user aborts its request in flight with it; it carries a code like undici's errors, so that the
 * category comes from the code as for every other error.
 */
export class ResponseTimeoutError extends Error {
  readonly code = RESPONSE_TIMEOUT;

  constructor() {
    super('the response did not arrive within the scenario timeout');
    this.name = 'ResponseTimeoutError';
  }
}

const BY_CODE: Record<string, ErrorCategory> = {
  [RESPONSE_TIMEOUT]: 'timeout',
  UND_ERR_HEADERS_TIMEOUT: 'timeout',
  UND_ERR_BODY_TIMEOUT: 'timeout',
  ECONNREFUSED: 'connect',
  ENOTFOUND: 'connect',
  EAI_AGAIN: 'connect',
  EAI_FAIL: 'connect',
  UND_ERR_CONNECT_TIMEOUT: 'connect',
  ETIMEDOUT: 'connect',
  EHOSTUNREACH: 'connect',
  EHOSTDOWN: 'connect',
  ENETUNREACH: 'connect',
  ENETDOWN: 'connect',
  // The machine ran out of local ports: the connection could not be opened.
  EADDRNOTAVAIL: 'connect',
  ECONNRESET: 'reset',
  ECONNABORTED: 'reset',
  EPIPE: 'reset',
  UND_ERR_SOCKET: 'reset',
  UND_ERR_CLOSED: 'reset',
  // undici's name for a body cut short by the connection closing before Content-Length bytes arrived.
  UND_ERR_RES_CONTENT_LENGTH_MISMATCH: 'reset',
  // The HTTP/2 client's (engine/http/h2/): a stream the server reset, or cut by its GOAWAY, and a server that broke
  // the protocol or did not agree to HTTP/2 by ALPN (the connection could not be used).
  LOADTOOL_H2_RESET: 'reset',
  LOADTOOL_H2_PROTOCOL: 'protocol',
  LOADTOOL_H2_ALPN: 'connect',
  // A redirect the user's session would not follow (http/agent/redirects.ts): too many, a loop, another origin.
  LOADTOOL_REDIRECT: 'redirect',
  // A GraphQL subscription's `error` message (stream/stream-transport.ts), counted as a response with `errors` is.
  LOADTOOL_GRAPHQL_STREAM: 'graphql',
  // A WebSocket or graphql-transport-ws server that broke its protocol (stream/websocket-socket.ts: a bad frame or message).
  LOADTOOL_WS_PROTOCOL: 'protocol',
};

// Certificate problems carry OpenSSL's codes; a TLS handshake that fails means the connection could not be opened.
const TLS_CODE = /^(ERR_TLS_|ERR_SSL_|CERT_|UNABLE_TO_|DEPTH_ZERO_|SELF_SIGNED_)/;

/**
 * Returns the category of a failed request from its error's `code` (undici's `UND_ERR_*`, Node's `E*` system codes,
 * llhttp's `HPE_*`), never from the message, which is for people and changes between versions.
 */
export function categoryOfError(error: unknown): ErrorCategory {
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code !== 'string') {
    // undici 7 builds llhttp's errors with `code` undefined (it looks the number up in a name-to-number table), so
    // its parser errors are recognised by the brand that its HTTPParserError's instanceof checks, without loading it.
    return (error as Record<symbol, unknown> | null)?.[HTTP_PARSER_ERROR] === true ? 'protocol' : 'other';
  }
  const known = BY_CODE[code];
  if (known) return known;
  if (code.startsWith('HPE_')) return 'protocol';
  if (TLS_CODE.test(code)) return 'connect';
  return 'other';
}

/**
 * Returns why a request failed, for people: the error's code and message (`UND_ERR_INVALID_ARG: invalid
 * transfer-encoding header`), or its message alone when it has no code. Kept for the `other` category, whose code
 * alone does not say what to fix.
 */
function reasonOf(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  const message = error instanceof Error ? error.message : String(error);
  return typeof code === 'string' && code !== '' ? `${code}: ${message}` : message;
}

/**
 * Returns, for a request that failed in `category` with `error`, what its sample says of why (asked only when a
 * sample is taken): the code and message of `other`, whose category alone does not say what to fix, and the message of
 * `redirect`, which says what to set; undefined for the others, which their category explains.
 */
export function reasonFor(category: CategoryIndex, error: Error): (() => string) | undefined {
  if (category === CATEGORY.other) return () => reasonOf(error);
  return category === CATEGORY.redirect ? () => error.message : undefined;
}

/**
 * Returns, for every status code 0–999, OK or the index of the category a response with that status counts in: with
 * `expectStatus`, only the listed codes are ok and any other is failed (4xx and 5xx in their class's category, the
 * rest `other`); without it, 2xx and 3xx are ok.
 */
export function statusTable(expectStatus: readonly number[] | undefined): Int8Array {
  const table = new Int8Array(STATUS_CODES);
  for (let status = 0; status < STATUS_CODES; status++) {
    const ok = expectStatus ? expectStatus.includes(status) : status >= 200 && status < 400;
    table[status] = ok
      ? OK
      : status >= 400 && status < 500
        ? CATEGORY.http4xx
        : status >= 500 && status < 600
          ? CATEGORY.http5xx
          : CATEGORY.other;
  }
  return table;
}
