// Which responses a user follows (followRedirects) and the request each leads to, as k6 and browsers send it.
import type { Dispatcher } from 'undici';
import { redactUrl } from '../../../redact-url.js';
import { headerPairs } from '../lean/request-wire.js';

/** The code of RedirectError, which engine/error-category.ts counts as `redirect`. */
const REDIRECT = 'LOADTOOL_REDIRECT';

/**
 * A redirect the user does not follow: a chain longer than followRedirects, a loop, a Location on another origin
 * without crossOrigin, one that is not an http(s) URL. Its message is the sample's reason: what happened and what to
 * set, with the URL redacted (redact-url.ts).
 */
export class RedirectError extends Error {
  readonly code = REDIRECT;

  constructor(message: string) {
    super(message);
    this.name = 'RedirectError';
  }
}

/** The next request of a chain: where it goes and what it sends (its Cookie header not yet added). */
export interface Hop {
  /** `http://host:port` of the next request. */
  origin: string;
  options: Dispatcher.DispatchOptions;
}

/**
 * Returns whether a status is a redirect that is followed: 301, 302, 303, 307 and 308. 300 (a choice), 304 (not
 * modified) and 305 (a proxy, deprecated) are answers, as browsers and undici take them.
 */
export function isRedirect(status: number): boolean {
  return status === 301 || status === 302 || status === 303 || status === 307 || status === 308;
}

/**
 * Headers a request without a body drops (the Fetch standard's request-body-header names): a 301, 302 or 303 turned
 * into a GET sends no Content-Type of the body it no longer has.
 */
const BODY_HEADERS = new Set(['content-type', 'content-encoding', 'content-language', 'content-location']);
/**
 * Headers that never go to another origin: credentials meant for the first one, as undici, fetch and Go's client drop
 * them (a Cookie of the user's jar is added per origin by the jar itself), and a Host written for the first one.
 */
const ORIGIN_HEADERS = new Set(['authorization', 'proxy-authorization', 'cookie', 'host']);

/**
 * Returns the request that a `status` response with `location` leads to from `options` sent to `origin`, or why it
 * is not followed. The Location is resolved against the request's URL (a relative one is usual) and its fragment
 * dropped. 301, 302 and 303 turn into a GET without a body (HEAD stays HEAD), as k6 (Go's client) does for every
 * method and browsers and undici for POST; 307 and 308 keep the method and the body. Another origin is followed only
 * with `crossOrigin`, and without the first origin's credentials.
 */
export function nextHop(
  options: Dispatcher.DispatchOptions,
  origin: string,
  status: number,
  location: string,
  crossOrigin: boolean,
): Hop | RedirectError {
  let url: URL;
  try {
    url = new URL(location, `${origin}${options.path}`);
  } catch {
    return new RedirectError(`a ${status} whose Location is not a URL: a redirect to nowhere, which the server sent`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    return new RedirectError(`a ${status} to a ${url.protocol} URL: only http and https redirects are followed`);
  const foreign = url.origin !== origin;
  if (foreign && !crossOrigin)
    return new RedirectError(
      `a ${status} to another origin (${url.origin}): set crossOrigin: true on the scenario or step to follow it`,
    );
  const method = options.method;
  const toGet = status <= 303 && method !== 'GET' && method !== 'HEAD';
  const pairs = headerPairs(options.headers) ?? [];
  const headers: string[] = [];
  for (let index = 0; index + 1 < pairs.length; index += 2) {
    const name = pairs[index]!.toLowerCase();
    if ((toGet && BODY_HEADERS.has(name)) || (foreign && ORIGIN_HEADERS.has(name))) continue;
    headers.push(pairs[index]!, pairs[index + 1]!);
  }
  return {
    origin: url.origin,
    options: {
      ...options,
      method: toGet ? 'GET' : method,
      path: `${url.pathname}${url.search}`,
      headers,
      body: toGet ? null : options.body,
    },
  };
}

/** Returns why a chain is not followed further: a response that redirects once more than followRedirects allows. */
export function tooManyRedirects(status: number, followRedirects: number): RedirectError {
  return new RedirectError(
    `a ${status} after ${followRedirects} redirects, one more than followRedirects: ${followRedirects} allows: raise followRedirects, or send the request they lead to`,
  );
}

/** Returns why a chain is not followed further: its redirect number `redirect` leads back to a request it sent. */
export function redirectLoop(status: number, origin: string, path: string, redirect: number): RedirectError {
  return new RedirectError(
    `a redirect loop: redirect ${redirect} of the chain (a ${status}) leads back to ${redactUrl(`${origin}${path}`)}, already sent in it with the same cookies`,
  );
}
