// How to log in for an OpenAPI security scheme: an OAuth2 password flow, or the document's login operation.
import type { LoginRequest } from '../operation.js';
import { deref, isObject, type Json, type OpenApiDocument } from './openapi-document.js';

// Request properties that carry the user's name, in the order preferred when a body has several.
const USER_FIELDS = ['username', 'email', 'user', 'login'];
// Response properties that carry a bearer token, in the order preferred.
const TOKEN_FIELDS = ['access_token', 'accessToken', 'token', 'jwt', 'id_token'];

/**
 * Returns how to log in for a security scheme, or undefined when the document does not say: an OAuth2 password
 * flow's token URL (a form body, `access_token` in the answer), else its client-credentials flow's (the client's id
 * and secret in the form body, as RFC 6749 section 2.3.1 allows), or, for an HTTP bearer scheme, the document's login
 * operation (a POST whose JSON body has a user name or email and a password, and whose answer has a token property).
 */
export function loginOf(document: OpenApiDocument, scheme: Json | undefined): LoginRequest | undefined {
  if (!scheme) return undefined;
  const type = String(scheme.type);
  const tokenUrl =
    type === 'oauth2'
      ? document.version === '2.0'
        ? scheme.flow === 'password' && scheme.tokenUrl
        : isObject(scheme.flows) && isObject(scheme.flows.password) && scheme.flows.password.tokenUrl
      : undefined;
  if (typeof tokenUrl === 'string' && tokenUrl !== '') {
    return {
      endpoint: `POST ${relativePath(document, tokenUrl)}`,
      form: true,
      userField: 'username',
      passwordField: 'password',
      tokenPath: '$.access_token',
    };
  }
  const clientUrl = type === 'oauth2' ? clientCredentialsUrl(document, scheme) : undefined;
  if (clientUrl !== undefined) {
    return {
      endpoint: `POST ${relativePath(document, clientUrl)}`,
      form: true,
      grant: 'client_credentials',
      userField: 'client_id',
      passwordField: 'client_secret',
      tokenPath: '$.access_token',
    };
  }
  const bearer = type === 'http' && typeof scheme.scheme === 'string' && scheme.scheme.toLowerCase() === 'bearer';
  return bearer || type === 'oauth2' ? loginOperation(document, false) : undefined;
}

/**
 * Returns the cookie session login of a document whose scheme is an API key in a cookie: its login operation (as
 * loginOperation finds it), whose answer sets the session cookie; undefined when it has none.
 */
export function cookieLoginOf(document: OpenApiDocument): LoginRequest | undefined {
  return loginOperation(document, true);
}

/**
 * Returns the first login operation of the document: a POST with a user field and a password, answering a token; or,
 * for a `session` (a cookie scheme), or when its answer declares `Set-Cookie` and no token, a cookie session login.
 */
function loginOperation(document: OpenApiDocument, session: boolean): LoginRequest | undefined {
  const { root } = document;
  for (const [path, rawItem] of Object.entries(isObject(root.paths) ? root.paths : {})) {
    const operation = deref(root, deref(root, rawItem)?.post);
    if (!operation || !path.startsWith('/') || path.includes('{')) continue;
    const body = properties(document, requestSchema(document, operation));
    const userField = USER_FIELDS.find((name) => name in body);
    if (!userField || !('password' in body)) continue;
    const login = { endpoint: `POST ${path}`, form: false, userField, passwordField: 'password' };
    const tokenPath = session ? undefined : tokenPathOf(document, operation);
    if (tokenPath) return { ...login, tokenPath };
    if (session || setsCookie(document, operation)) return login;
  }
  return undefined;
}

/** The JSON schema of an operation's request body (OpenAPI 3), or of its `in: body` parameter (Swagger 2.0). */
function requestSchema(document: OpenApiDocument, operation: Json): unknown {
  const { root } = document;
  const content = deref(root, operation.requestBody)?.content;
  if (isObject(content)) return deref(root, jsonMedia(content))?.schema;
  const parameters = Array.isArray(operation.parameters) ? operation.parameters : [];
  return parameters.map((parameter) => deref(root, parameter)).find((parameter) => parameter?.in === 'body')?.schema;
}

/** Returns `$.name` of the token property of the operation's success answer, one level of nesting included. */
function tokenPathOf(document: OpenApiDocument, operation: Json): string | undefined {
  const { root } = document;
  const responses = isObject(operation.responses) ? operation.responses : {};
  for (const [status, raw] of Object.entries(responses)) {
    if (!/^2/.test(status)) continue;
    const response = deref(root, raw);
    const schema = isObject(response?.content) ? deref(root, jsonMedia(response.content))?.schema : response?.schema;
    const top = properties(document, schema);
    const direct = TOKEN_FIELDS.find((name) => name in top);
    if (direct) return `$.${direct}`;
    for (const [name, value] of Object.entries(top)) {
      const nested = TOKEN_FIELDS.find((field) => field in properties(document, value));
      if (nested && /^\w+$/.test(name)) return `$.${name}.${nested}`;
    }
  }
  return undefined;
}

/** Returns whether a success answer of the operation declares a `Set-Cookie` header. */
function setsCookie(document: OpenApiDocument, operation: Json): boolean {
  const responses = isObject(operation.responses) ? operation.responses : {};
  return Object.entries(responses).some(([status, raw]) => {
    const headers = /^2/.test(status) ? deref(document.root, raw)?.headers : undefined;
    return isObject(headers) && Object.keys(headers).some((name) => name.toLowerCase() === 'set-cookie');
  });
}

/** The JSON media type entry of a `content` map: `application/json`, or any `+json` type. */
function jsonMedia(content: Json): unknown {
  const key = Object.keys(content).find((type) => /^application\/(?:[\w.-]+\+)?json\b/i.test(type));
  return key === undefined ? undefined : content[key];
}

/** The properties of an object schema, those of its `allOf` parts included. */
function properties(document: OpenApiDocument, raw: unknown, depth = 0): Json {
  const schema = deref(document.root, raw);
  if (!schema || depth > 8) return {};
  const own = isObject(schema.properties) ? schema.properties : {};
  const parts = Array.isArray(schema.allOf) ? schema.allOf : [];
  return Object.assign({}, ...parts.map((part) => properties(document, part, depth + 1)), own) as Json;
}

/**
 * Returns the token URL as a path under the scenarios' base URL: an absolute URL or an absolute path loses the
 * prefix of the document's first server, which the base URL already carries.
 */
function relativePath(document: OpenApiDocument, tokenUrl: string): string {
  const { root } = document;
  const server = Array.isArray(root.servers) && isObject(root.servers[0]) ? String(root.servers[0].url) : '';
  const base = document.version === '2.0' && typeof root.basePath === 'string' ? root.basePath : server;
  const prefix = new URL(base, 'http://placeholder').pathname.replace(/\/+$/, '');
  const path = new URL(tokenUrl, `http://placeholder${prefix}/`).pathname;
  return prefix && path.startsWith(`${prefix}/`) ? path.slice(prefix.length) : path;
}

/** Returns the token URL of an OAuth2 scheme's client-credentials flow (OpenAPI 2.0's `application` flow). */
function clientCredentialsUrl(document: OpenApiDocument, scheme: Json): string | undefined {
  const url =
    document.version === '2.0'
      ? scheme.flow === 'application' && scheme.tokenUrl
      : isObject(scheme.flows) && isObject(scheme.flows.clientCredentials) && scheme.flows.clientCredentials.tokenUrl;
  return typeof url === 'string' && url !== '' ? url : undefined;
}
