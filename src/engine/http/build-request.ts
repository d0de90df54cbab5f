// A scenario's request built once before the run (`${NAME}` filled, body serialized), and what undici is given.
import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { Dispatcher } from 'undici';
import { fillPlaceholders } from '../../placeholders.js';
import type { RequestData } from '../../schema/operation.js';
import { StreamedBody, uploadBody } from './upload-body.js';

/** A request serialized once per scenario, sent as is on every iteration. */
export interface BuiltRequest {
  origin: string;
  method: string;
  /** The path with its query string, relative to the origin. */
  path: string;
  headers: Record<string, string>;
  /** Text, or the bytes of an upload held in memory (upload-body.ts). */
  body?: string | Buffer;
  /** In place of `body`, an upload streamed from disk at each send (upload-body.ts). */
  streamed?: StreamedBody;
  /** The values that `${NAME}` placeholders were replaced with, to be masked wherever output is written. */
  secrets: string[];
}

/** What a request is built from: a scenario, or a step of a flow. */
export type RequestSource = RequestData & { method: string; path: string };

/**
 * Returns the HTTP request a scenario sends: `${NAME}` placeholders resolved from `env`, path parameters filled and
 * encoded, the query appended (an array repeats its key), the body serialized (JSON unless `contentType` says a
 * form or text; a GraphQL scenario's query and variables as JSON, accepting `application/graphql-response+json`
 * unless the scenario sets its own Accept; an upload's file or multipart form, upload-body.ts). The URL is the base
 * URL, its path prefix included, followed by the endpoint's path.
 */
export function buildRequest(baseUrl: string, scenario: RequestSource, env: NodeJS.ProcessEnv): BuiltRequest {
  const secrets = new Set<string>();
  // One `${uuid}` for the whole request, as the engine fills it (request-template.ts).
  let uuid: string | undefined;
  const built = buildRequestWith(baseUrl, scenario, (text) =>
    fillPlaceholders(
      text,
      env,
      (value) => {
        secrets.add(value);
      },
      () => (uuid ??= randomUUID()),
    ),
  );
  return { ...built, secrets: [...secrets] };
}

/**
 * Returns the HTTP request of `scenario` with every text of its URL and request data passed through `fill` (which
 * resolves its placeholders): a flow step fills the values its user extracted this way, per request. `fillValue`,
 * when given, fills the strings of a JSON body and of GraphQL variables instead, and may return a value of another
 * JSON type (an extracted number for a string that is exactly its `${id}`).
 */
export function buildRequestWith(
  baseUrl: string,
  scenario: RequestSource,
  fill: (text: string) => string,
  fillValue: (text: string) => unknown = fill,
): Omit<BuiltRequest, 'secrets'> {
  const fillDeep = (value: unknown, fillString: (text: string) => unknown = fill): unknown => {
    if (typeof value === 'string') return fillString(value);
    if (Array.isArray(value)) return value.map((item) => fillDeep(item, fillString));
    if (value && typeof value === 'object')
      return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, fillDeep(v, fillString)]));
    return value;
  };

  const base = new URL(fill(baseUrl));
  const prefix = base.pathname.replace(/\/+$/, '');
  const path = scenario.path.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const value = scenario.params && Object.hasOwn(scenario.params, name) ? scenario.params[name] : undefined;
    return encodeURIComponent(value === undefined ? `{${name}}` : fill(String(value)));
  });
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(scenario.query ?? {})) {
    for (const item of Array.isArray(value) ? value : [value]) query.append(name, fill(String(item)));
  }
  const search = query.size > 0 ? `?${query.toString()}` : '';

  // Built from entries: a header named `__proto__` or `constructor` is a header like any other, not the prototype.
  const headers: Record<string, string> = Object.fromEntries(
    Object.entries(scenario.headers ?? {}).map(([name, value]) => [name.toLowerCase(), fill(value)]),
  );
  let body: BuiltRequest['body'];
  let streamed: StreamedBody | undefined;
  if (scenario.upload) {
    const upload = uploadBody(scenario.upload, fill);
    // A form's boundary is the engine's: its Content-Type is never the scenario's.
    if ('multipart' in scenario.upload) headers['content-type'] = upload.contentType;
    else headers['content-type'] ??= upload.contentType;
    if (upload.body instanceof StreamedBody) {
      streamed = upload.body;
      // Its length is known before it is read: undici frames it with this header.
      headers['content-length'] = String(streamed.length);
    } else body = upload.body;
  } else if (scenario.graphql) {
    const graphql = Object.entries(scenario.graphql).map(([key, value]) => [
      key,
      fillDeep(value, key === 'variables' ? fillValue : fill),
    ]);
    body = JSON.stringify(Object.fromEntries(graphql));
    headers['content-type'] ??= 'application/json';
    // GraphQL over HTTP: a server that speaks it answers an invalid document with a 4xx, not a 200 with `errors`.
    headers['accept'] ??= 'application/graphql-response+json, application/json';
  } else if (scenario.body !== undefined) {
    const contentType = scenario.contentType ?? 'application/json';
    const json = /json/i.test(contentType);
    const value = fillDeep(scenario.body, json ? fillValue : fill);
    if (json) body = JSON.stringify(value);
    else if (/x-www-form-urlencoded/i.test(contentType) && value && typeof value === 'object') {
      const fields = Object.entries(value).map(([k, v]): [string, string] => [
        k,
        typeof v === 'string' ? v : JSON.stringify(v),
      ]);
      body = new URLSearchParams(fields).toString();
    } else body = typeof value === 'string' ? value : JSON.stringify(value);
    headers['content-type'] ??= contentType;
  }
  return {
    origin: base.origin,
    method: scenario.method,
    path: `${prefix}${path}${search}`,
    headers,
    ...(body !== undefined && { body }),
    ...(streamed && { streamed }),
  };
}

/** Returns the options undici dispatches for a built request, the same object for every request of the scenario. */
export function dispatchOptions(built: BuiltRequest): Dispatcher.DispatchOptions {
  return {
    method: built.method,
    path: built.path,
    // A flat array is what undici walks fastest, and a Buffer body is not re-encoded on every request.
    headers: Object.entries(built.headers).flat(),
    // undici sends an async iterable as its documentation for dispatch says, though its types name only Readable.
    body: built.streamed
      ? (built.streamed as unknown as Readable)
      : built.body === undefined
        ? null
        : typeof built.body === 'string'
          ? Buffer.from(built.body)
          : built.body,
    // The request handlers enforce the timeout on the whole response (see VirtualUser). undici's own headers and body
    // timers are switched off, not kept as a backstop: on their 500 ms clock they could only fire after ours, and
    // each request would pay for re-arming them. 0 is explicit, so that undici's defaults of 300 s never apply.
    headersTimeout: 0,
    bodyTimeout: 0,
    // One request per connection at a time: "blocking" only makes undici run its dispatch loop once more per response.
    blocking: false,
  };
}

/** Throws unless `origin` is an http:// or https:// one: the only ones the engine speaks. */
export function checkProtocol(origin: string): void {
  const { protocol } = new URL(origin);
  if (protocol !== 'http:' && protocol !== 'https:')
    throw new Error(`baseUrl must be an http:// or https:// URL, not ${protocol}`);
}
