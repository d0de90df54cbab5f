// How a script's request is sent: the scenario's base URL and headers applied, its response read.
import type { Dispatcher } from 'undici';
import type { RequestOptions, Response } from '../../scripts/api.js';
import { ERROR_CATEGORIES } from '../../results/types.js';
import { OK } from '../error-category.js';
import type { ScriptOutcome } from './script-request.js';

/** What every request of a script starts from: the base URL's path prefix and the scenario's headers, filled once. */
export interface ScriptBase {
  /** The base URL's path, without its trailing slash: `/api` for `http://host/api/`. */
  prefix: string;
  /** The scenario's `headers`, names in lower case, `${NAME}` filled. */
  headers: Readonly<Record<string, string>>;
}

/** A script's request ready to send: undici's options, and its path without the query (its default name). */
export interface ScriptDispatch {
  options: Dispatcher.DispatchOptions;
  bare: string;
}

/**
 * Returns the undici options of `vu.request(method, path, options)`: the path under the base URL's prefix with
 * `options.query` added, the scenario's headers with the request's over them (by lower-case name), and the body
 * (`json` wins over `body`, and sets a JSON content type unless a header sets one).
 */
export function scriptDispatch(
  base: ScriptBase,
  method: string,
  path: string,
  options: RequestOptions,
): ScriptDispatch {
  const relative = path.startsWith('/') ? path : `/${path}`;
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(options.query ?? {})) query.append(name, String(value));
  const joined = query.size === 0 ? '' : `${relative.includes('?') ? '&' : '?'}${query.toString()}`;
  const full = `${base.prefix}${relative}${joined}`;
  // Own keys only: a header named `__proto__` or `constructor` is a header like any other.
  const headers = Object.fromEntries<string>([
    ...Object.entries(base.headers),
    ...Object.entries(options.headers ?? {}).map(([name, value]) => [name.toLowerCase(), value] as const),
  ]);
  let body: string | undefined;
  if (options.json !== undefined) {
    body = JSON.stringify(options.json);
    headers['content-type'] ??= 'application/json';
  } else if (options.body !== undefined) body = options.body;
  return {
    options: {
      method: method.toUpperCase(),
      path: full,
      headers: Object.entries(headers).flat(),
      body: body === undefined ? null : body,
      // The request's own timer times the whole response (RequestHandler); undici's 300 s defaults stay away.
      headersTimeout: 0,
      bodyTimeout: 0,
      blocking: false,
    },
    bare: relative.split('?')[0]!,
  };
}

/** Returns the script's view of a request's outcome: never thrown, `ok` false and `error` set when it failed. */
export function scriptResponse(outcome: ScriptOutcome): Response {
  const { status, category, headers } = outcome;
  const body = outcome.body.toString('utf8');
  return {
    status,
    ok: category === OK,
    headers,
    body,
    // Typed by the script's own `json<T>()`: the body is whatever the server sent.
    json: () => JSON.parse(body) as never,
    ...(status === 0 && category !== OK && { error: ERROR_CATEGORIES[category] }),
  };
}
