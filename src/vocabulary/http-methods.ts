// The one list of HTTP methods a load test sends.
/**
 * The methods a load test sends: the plan reader, the OpenAPI reader and validation all take this one list.
 * @internal Exported for the tests.
 */
export const HTTP_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;

/**
 * Methods a document may name that a load test never sends: `TRACE` echoes the request back (a diagnostic, often
 * disabled) and `CONNECT` opens a tunnel. They are recognized only so that they are refused with a reason.
 */
const UNSENT_HTTP_METHODS = ['TRACE', 'CONNECT'] as const;

/** Every method a document may name: those sent, then those recognized only to be refused. */
export const KNOWN_HTTP_METHODS = [...HTTP_METHODS, ...UNSENT_HTTP_METHODS] as const;

/** Returns whether `method` (any case) is one a load test sends. */
export function isSentHttpMethod(method: string): boolean {
  return (HTTP_METHODS as readonly string[]).includes(method.toUpperCase());
}

/** Returns the sentence that refuses a method outside HTTP_METHODS, naming the ones to write instead. */
export function unsentMethodMessage(method: string): string {
  return `${method} is not an HTTP method a load test sends; write one of ${HTTP_METHODS.join(', ')}`;
}
