// src/schema/openapi/ reads OpenAPI 2.0, 3.0, 3.1 and 3.2; this makes an Operation of each path item's method.
import { isSentHttpMethod, KNOWN_HTTP_METHODS, unsentMethodMessage } from '../../vocabulary/http-methods.js';
import type { Problem } from '../../errors.js';
import type { ApiDescription, LoginRequest, Operation } from '../operation.js';
import { deref, isObject, operationParameters, type Json, type OpenApiDocument } from './openapi-document.js';
import { perfOverrides } from './openapi-perf.js';
import { sampleRequest, UnsampleableError, type Cuts } from './openapi-sample.js';
import { cookieLoginOf, loginOf } from './openapi-login.js';
import { openApiSourceFinder } from './openapi-sources.js';
import { openApiStream } from './openapi-stream.js';
import { withReferences } from './openapi-references.js';
import { uniqueBody } from './openapi-unique.js';
import { openApiWriteFinder } from './openapi-writes.js';
import { SchemaError } from '../schema-error.js';

// The methods an OpenAPI path item may hold: those a load test refuses are read only to be left out with a reason.
const METHODS = KNOWN_HTTP_METHODS.map((method) => method.toLowerCase());

export interface OperationFilter {
  /** Asked before any work is done for an operation, so that a narrow scope does not sample a whole large API. */
  include?: (key: string, safe: boolean) => boolean;
}

/** Returns the operations of an OpenAPI document with sampled request data; throws a SchemaError for bad `x-perf`. */
export function openApiDescription(document: OpenApiDocument, filter: OperationFilter = {}): ApiDescription {
  const { root } = document;
  const operations: Operation[] = [];
  const skipped: ApiDescription['skipped'] = [];
  const keys: string[] = [];
  const problems: Problem[] = [];
  const warnings: string[] = [];
  const security = securityOf(document);
  const findSources = openApiSourceFinder(document);
  const findWrite = openApiWriteFinder(document);
  const paths = isObject(root.paths) ? root.paths : {};
  for (const [path, rawItem] of Object.entries(paths)) {
    const item = deref(root, rawItem);
    if (!item || !path.startsWith('/')) continue;
    const target = splitPathKey(path);
    for (const method of METHODS) {
      const operation = deref(root, item[method]);
      if (!operation) continue;
      const key = `${method.toUpperCase()} ${path}`;
      keys.push(key);
      const safe = method === 'get' || method === 'head';
      if (filter.include && !filter.include(key, safe)) continue;
      const perf = perfOverrides(operation['x-perf'], ['paths', path, method, 'x-perf'], problems);
      if ('problem' in target) {
        skipped.push({ key, reason: target.problem });
        continue;
      }
      if (!isSentHttpMethod(method)) {
        skipped.push({ key, reason: unsentMethodMessage(method.toUpperCase()) });
        continue;
      }
      try {
        const parameters = operationParameters(root, item, operation);
        const cuts: Cuts = [];
        const sampled = sampleRequest(document, parameters, operation, cuts);
        const write = findWrite(target.path, method, operation, parameters);
        const request = write
          ? withReferences(document, uniqueBody(document, sampled, operation, parameters, method === 'patch'))
          : sampled;
        if (security.query) request.query = { ...security.query, ...request.query };
        if (target.query) request.query = { ...request.query, ...target.query };
        const stream = openApiStream(document, operation, request);
        const title =
          typeof operation.summary === 'string'
            ? operation.summary
            : typeof operation.operationId === 'string'
              ? operation.operationId
              : key;
        operations.push({
          key,
          method: method.toUpperCase(),
          path: target.path,
          title: title.trim() || key,
          safe,
          request,
          ...(perf && { perf }),
          ...operationLogin(root, operation, security),
          ...findSources(target.path, method, operation, parameters),
          ...(write && { write }),
          ...(cuts.length > 0 && { sampleCut: cuts.join('; ') }),
          ...(stream && { stream }),
        });
        if (cuts.length > 0) warnings.push(cutWarning(key, cuts));
      } catch (error) {
        if (!(error instanceof UnsampleableError)) throw error;
        skipped.push({ key, reason: error.message });
      }
    }
  }
  if (problems.length > 0) throw new SchemaError(document.source, problems);
  return {
    kind: 'openapi',
    source: document.source,
    ...(isObject(root.info) && typeof root.info.title === 'string' && { title: root.info.title }),
    servers: servers(document),
    operations,
    keys,
    securityHeaders: security.headers,
    ...(security.login && { login: security.login.request }),
    skipped,
    warnings,
  };
}

/** Says what was cut of an operation's sampled request, and what to do. */
function cutWarning(key: string, cuts: Cuts): string {
  return `${key}: ${cuts.join('; ')}: check what its scenario sends in loadtool.yaml, and complete it by hand where the server needs more`;
}

type QueryValues = NonNullable<Operation['request']['query']>;

/**
 * Returns the path of a path key and the literal query it carries: published cloud APIs key operations as
 * `/x?type=a` (several operations on one path) or `/access-preview/{id}#analyzerArn`. The fragment is never sent, so
 * it is dropped; a literal query is sent as `query`; a `{parameter}` in the query cannot be, and is a problem.
 */
function splitPathKey(key: string): { path: string; query?: QueryValues } | { problem: string } {
  const withoutFragment = key.split('#')[0]!;
  const mark = withoutFragment.indexOf('?');
  if (mark === -1) return { path: withoutFragment };
  const path = withoutFragment.slice(0, mark) || '/';
  const search = withoutFragment.slice(mark + 1);
  if (/\{[^}]*\}/.test(search)) {
    return {
      problem: `its path key carries a {parameter} in its query string (?${search}), which a scenario cannot send: write a scenario for it by hand`,
    };
  }
  // Gathered in a Map: a parameter named `__proto__` or `constructor` is a name like any other.
  const values = new Map<string, string[]>();
  for (const [name, value] of new URLSearchParams(search)) values.set(name, [...(values.get(name) ?? []), value]);
  const query: QueryValues = Object.fromEntries(
    [...values].map(([name, list]) => [name, list.length === 1 ? list[0]! : list]),
  );
  return values.size > 0 ? { path, query } : { path };
}

/** Returns the base URLs the document declares, server variables filled with their defaults. */
function servers(document: OpenApiDocument): string[] {
  const { root } = document;
  if (document.version === '2.0') {
    const basePath = typeof root.basePath === 'string' ? root.basePath : '';
    if (typeof root.host !== 'string') return basePath ? [basePath] : [];
    const schemes = Array.isArray(root.schemes) ? root.schemes.map(String) : [];
    const scheme = schemes.includes('https') ? 'https' : (schemes[0] ?? 'https');
    return [`${scheme}://${root.host}${basePath}`];
  }
  const list = Array.isArray(root.servers) ? root.servers.filter(isObject) : [];
  return list.map((server) => {
    const variables = isObject(server.variables) ? server.variables : {};
    return String(server.url).replace(/\{([^}]+)\}/g, (whole, name: string) => {
      const variable = variables[name];
      return isObject(variable) && typeof variable.default === 'string' ? variable.default : whole;
    });
  });
}

/**
 * Returns the headers (and query parameters) that the document's security requirement needs, with `${ENV}`
 * placeholders: the global requirement, else the one most operations declare.
 */
function securityOf(document: OpenApiDocument): {
  headers: Record<string, string>;
  query?: Record<string, string>;
  login?: { scheme: string; request: LoginRequest };
  /** The login of any scheme of the document, by name; undefined for one without a login. */
  loginOf: (scheme: string) => LoginRequest | undefined;
} {
  const { root } = document;
  const schemes =
    deref(
      root,
      document.version === '2.0'
        ? root.securityDefinitions
        : isObject(root.components)
          ? root.components.securitySchemes
          : undefined,
    ) ?? {};
  const requirement = firstRequirement(root.security) ?? mostCommonRequirement(root);
  let headers: Record<string, string> = {};
  let query: Record<string, string> = {};
  let login: { scheme: string; request: LoginRequest } | undefined;
  const schemeOf = (name: string) => (Object.hasOwn(schemes, name) ? deref(root, schemes[name]) : undefined);
  const apiKeys = Object.keys(requirement ?? {}).filter((name) => schemeOf(name)?.type === 'apiKey');
  for (const name of Object.keys(requirement ?? {})) {
    const scheme = schemeOf(name);
    if (!scheme) continue;
    const type = String(scheme.type);
    const httpScheme = typeof scheme.scheme === 'string' ? scheme.scheme.toLowerCase() : '';
    if (type === 'oauth2' || type === 'openIdConnect' || (type === 'http' && httpScheme === 'bearer')) {
      headers.Authorization = 'Bearer ${API_TOKEN}';
      const request = loginOf(document, scheme);
      if (request) login = { scheme: name, request };
    } else if (type === 'basic' || (type === 'http' && httpScheme === 'basic')) {
      headers.Authorization = 'Basic ${API_BASIC_AUTH}';
    } else if (type === 'apiKey' && typeof scheme.name === 'string') {
      const variable =
        apiKeys.length > 1 ? `API_KEY_${scheme.name.toUpperCase().replace(/[^A-Z0-9]+/g, '_')}` : 'API_KEY';
      // Spread, not assigned: a key named `__proto__` is a name like any other.
      if (scheme.in === 'header') headers = { ...headers, [scheme.name]: `\${${variable}}` };
      else if (scheme.in === 'query') query = { ...query, [scheme.name]: `\${${variable}}` };
      else if (scheme.in === 'cookie') {
        // A session cookie a login operation sets: each user logs in and its cookie jar carries it; else a key.
        const request = cookieLoginOf(document);
        if (request) login = { scheme: name, request };
        else headers.Cookie = `${scheme.name}=\${${variable}}`;
      }
    }
  }
  const loginOfScheme = (name: string): LoginRequest | undefined => {
    const scheme = schemeOf(name);
    if (!scheme) return undefined;
    if (scheme.type === 'apiKey') return scheme.in === 'cookie' ? cookieLoginOf(document) : undefined;
    return loginOf(document, scheme);
  };
  return {
    headers,
    ...(Object.keys(query).length > 0 && { query }),
    ...(login && { login }),
    loginOf: loginOfScheme,
  };
}

/**
 * Returns how an operation logs in when the API has a login: with it (nothing to say), with the login of another
 * scheme its own security requirement names (`login`), or not at all (`anonymous`: `security: []`, or schemes
 * without a login).
 */
function operationLogin(
  root: Json,
  operation: Json,
  security: ReturnType<typeof securityOf>,
): Pick<Operation, 'login' | 'anonymous'> {
  const login = security.login;
  if (!login || requires(root, operation, login.scheme)) return {};
  const own = firstRequirement(operation.security);
  const other = Object.keys(own ?? {})
    .map((name) => security.loginOf(name))
    .find((request) => request !== undefined);
  return other ? { login: other } : { anonymous: true };
}

/** Returns whether an operation needs the named scheme: its own requirements when it declares them, else the document's. */
function requires(root: Json, operation: Json, scheme: string): boolean {
  const security = Array.isArray(operation.security) ? operation.security : root.security;
  if (!Array.isArray(security)) return true;
  return (security as unknown[]).some((requirement) => isObject(requirement) && scheme in requirement);
}

function firstRequirement(security: unknown): Json | undefined {
  if (!Array.isArray(security)) return undefined;
  return (security as unknown[]).find(
    (requirement): requirement is Json => isObject(requirement) && Object.keys(requirement).length > 0,
  );
}

function mostCommonRequirement(root: Json): Json | undefined {
  const counts = new Map<string, { requirement: Json; count: number }>();
  for (const item of Object.values(isObject(root.paths) ? root.paths : {})) {
    for (const method of METHODS) {
      const requirement = firstRequirement(deref(root, deref(root, item)?.[method])?.security);
      if (!requirement) continue;
      const key = Object.keys(requirement).sort().join(' ');
      const entry = counts.get(key) ?? { requirement, count: 0 };
      entry.count++;
      counts.set(key, entry);
    }
  }
  return [...counts.values()].sort((a, b) => b.count - a.count)[0]?.requirement;
}
