// A request filled anew at each send: its per-request values (`${uuid}`, a flow user's extracted values) put in.
import { randomUUID } from 'node:crypto';
import type { Dispatcher } from 'undici';
import { fillPlaceholders, findPlaceholders, isBuiltIn, isRunValue, replacePlaceholders } from '../../placeholders.js';
import { buildRequestWith, dispatchOptions, type RequestSource } from './build-request.js';

/**
 * The values a flow user extracted, for its requests: each as text (`42`, what path, query, headers and any text
 * holding it get), and, for one extracted from JSON as a number, boolean, object or list, that value (undefined for
 * a string), which a JSON body or GraphQL variable that is exactly its `${name}` carries with its type.
 */
export interface RequestValues {
  readonly text: Record<string, string>;
  readonly json: Record<string, unknown>;
}

/** Returns an empty set of values, for one user. */
export function emptyValues(): RequestValues {
  return { text: Object.create(null) as Record<string, string>, json: Object.create(null) as Record<string, unknown> };
}

const NO_VALUES: RequestValues = emptyValues();

/** Marks a per-request name in a text once the environment is filled in: a private-use character. */
const MARK = '\uE000';
const MARK_CODE = 0xe000;
const MARKED = /\uE000([A-Za-z0-9_.-]+)\uE000/g;
/** The marked `${uuid}` as the built request holds it: as is, or percent-encoded in a path, query or form body. */
const UUID_MARKED = /\uE000uuid\uE000|%EE%80%80uuid%EE%80%80/g;

/**
 * Returns the names a request's data fills per request: the built-in `${uuid}`, a data file's `${data.<column>}`,
 * and those of `extracted` (the values earlier flow steps extract) that it uses. Empty: the request is the same every time, built once.
 */
export function perRequestNames(source: RequestSource, extracted: ReadonlySet<string> = new Set()): Set<string> {
  const { path, params, query, headers, body, graphql, upload } = source;
  const text = JSON.stringify([path, params, query, headers, body, graphql, upload]);
  return new Set(findPlaceholders(text).flatMap(({ name }) => (extracted.has(name) || isRunValue(name) ? [name] : [])));
}

/**
 * A request built anew for each send. The environment part of each text is filled once, when the template is made
 * (and checked then: an unset variable throws, naming it), and each per-request name is marked in it; a send only
 * puts the values in, one `${uuid}` for the whole request. Each build is a new object: the lean client serializes a
 * request once per object (lean/lean-origin.ts), in a WeakMap that lets it go with the object.
 *
 * A request whose only per-request value is `${uuid}` is built once, marked, and a send replaces the marks in its
 * path, headers and body: a UUID's characters read the same in every part, encoded or not. One with extracted values
 * is built from its texts at each send, since a value may need encoding where it goes.
 */
export class RequestTemplate {
  /** `http://host:port` of the request's URL. */
  readonly origin: string;
  /** For a request whose only per-request value is `${uuid}`: its parts built once, marked. */
  private readonly marked: MarkedRequest | undefined;
  private readonly filled = new Map<string, string>();
  /** The values of the request being built, and its UUID once one is drawn. */
  private values = NO_VALUES;
  private uuid: string | undefined;

  /** `names` are the extracted names it fills per request (`${uuid}` always is); `addSecret` gets each env value. */
  constructor(
    private readonly baseUrl: string,
    private readonly source: RequestSource,
    private readonly names: ReadonlySet<string>,
    private readonly env: NodeJS.ProcessEnv,
    private readonly addSecret: (value: string) => void,
  ) {
    const built = buildRequestWith(baseUrl, source, this.fillEnv);
    this.origin = built.origin;
    // An upload's bytes are no text to replace marks in: its form is encoded anew at each build (upload-body.ts).
    if ([...names].every(isBuiltIn) && source.upload === undefined)
      this.marked = markedRequest(dispatchOptions({ ...built, secrets: [] }));
  }

  /** Returns a new request object with `values` (a flow user's) and a new `${uuid}` put in. */
  build(values: RequestValues = NO_VALUES): Dispatcher.DispatchOptions {
    if (this.marked) return withUuid(this.marked, randomUUID());
    this.values = values;
    this.uuid = undefined;
    return dispatchOptions({ ...buildRequestWith(this.baseUrl, this.source, this.fill, this.fillValue), secrets: [] });
  }

  /** Returns a text with the environment filled in and each per-request name marked; once per text. */
  private readonly fillEnv = (text: string): string => {
    let done = this.filled.get(text);
    if (done === undefined) {
      done = replacePlaceholders(text, (name) =>
        this.names.has(name) || isRunValue(name)
          ? `${MARK}${name}${MARK}`
          : fillPlaceholders(`\${${name}}`, this.env, this.addSecret),
      );
      this.filled.set(text, done);
    }
    return done;
  };

  /** Returns a text of the request with its per-request values put in. */
  private readonly fill = (text: string): string => {
    const done = this.fillEnv(text);
    return done.includes(MARK) ? done.replace(MARKED, this.valueOf) : done;
  };

  /** Returns a string of a JSON body or of GraphQL variables filled: exactly one typed extracted value keeps its type. */
  private readonly fillValue = (text: string): unknown => {
    const done = this.fillEnv(text);
    if (done.length > 2 && done.charCodeAt(0) === MARK_CODE && done.indexOf(MARK, 1) === done.length - 1) {
      const typed = this.values.json[done.slice(1, -1)];
      if (typed !== undefined) return typed;
    }
    return done.includes(MARK) ? done.replace(MARKED, this.valueOf) : done;
  };

  private readonly valueOf = (_: string, name: string): string =>
    isBuiltIn(name) ? (this.uuid ??= randomUUID()) : (this.values.text[name] ?? '');
}

/** A request built with its `${uuid}` marked, and where the marks are. */
interface MarkedRequest {
  options: Dispatcher.DispatchOptions & { headers: string[] };
  path: boolean;
  /** The indexes of the header values with a mark. */
  headers: number[];
  /** The body as text when it has a mark. */
  body: string | undefined;
}

/** Returns a request built with its `${uuid}` marked, and where the marks are. */
function markedRequest(options: Dispatcher.DispatchOptions): MarkedRequest {
  const headers = options.headers as string[];
  const body = options.body instanceof Buffer ? options.body.toString() : undefined;
  const has = (text: string) => text.includes(MARK) || text.includes('%EE%80%80');
  return {
    options: { ...options, headers },
    path: has(options.path),
    headers: headers.flatMap((value, index) => (index % 2 === 1 && value.includes(MARK) ? [index] : [])),
    body: body !== undefined && has(body) ? body : undefined,
  };
}

/** Returns a new request object: the marked one with `uuid` in each of its marks. */
function withUuid(marked: MarkedRequest, uuid: string): Dispatcher.DispatchOptions {
  const { options } = marked;
  let headers = options.headers;
  if (marked.headers.length > 0) {
    headers = [...headers];
    for (const index of marked.headers) headers[index] = headers[index]!.replace(UUID_MARKED, uuid);
  }
  return {
    ...options,
    path: marked.path ? options.path.replace(UUID_MARKED, uuid) : options.path,
    headers,
    body: marked.body === undefined ? options.body : Buffer.from(marked.body.replace(UUID_MARKED, uuid)),
  };
}
