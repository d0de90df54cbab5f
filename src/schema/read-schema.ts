// src/schema/ reads an API schema into Operations; readApiSchema here takes any kind: OpenAPI, SDL, introspection.
import { stat } from 'node:fs/promises';
import { resolve } from 'node:path';
import { Kind, parse, type GraphQLSchema } from 'graphql';
import { redactUrl } from '../redact-url.js';
import { fetchText } from './fetch-text.js';
import type { TlsOptions } from '../tls-options.js';
import { graphqlEndpointPath } from './graphql/graphql-endpoint.js';
import {
  IntrospectionError,
  introspectGraphqlEndpoint,
  readGraphqlIntrospection,
} from './graphql/graphql-introspect.js';
import { graphqlApi } from './graphql/graphql-operations.js';
import { MAX_SDL_TOKENS, readGraphqlSdl } from './graphql/graphql-sdl.js';
import type { ApiDescription } from './operation.js';
import {
  isObject,
  openApiVersion,
  parseDocumentText,
  readLocation,
  withExternalRefs,
  type Location,
  type OpenApiDocument,
} from './openapi/openapi-document.js';
import { openApiDescription, type OperationFilter } from './openapi/openapi-operations.js';
import { openApiResponseContracts } from './openapi/response-contract-openapi.js';
import { isStackOverflow, TooDeepError } from './nesting.js';
import { SchemaError } from './schema-error.js';
import { maskerOf } from '../masker.js';
import { statusAdvice, type SchemaHeaders } from './schema-headers.js';

export interface ReadSchemaOptions extends OperationFilter {
  /** The folder that a relative path is relative to. */
  baseDir: string;
  /** The base URL of the system under test: where GraphQL scenarios post to follows from it (graphqlEndpointPath). */
  baseUrl?: string;
  /**
   * Headers sent with every request for the schema (the URL itself, the introspection query, same-origin `$ref`s);
   * their values are masked in every message.
   */
  headers?: SchemaHeaders;
  /** Aborts every fetch (the schema, the introspection query, `$ref`s): readApiSchema then throws a CancelledError. */
  signal?: AbortSignal;
  /** The TLS options of every fetch: the load test's (`loadtool run --schema`); absent: the public CAs. */
  tls?: TlsOptions;
}

/**
 * Reads an API schema from a file or an http(s) URL: an OpenAPI document (Swagger 2.0, OAS 3.0, 3.1, and 3.2 read as
 * 3.1; JSON or YAML), GraphQL SDL, GraphQL introspection JSON, or a GraphQL endpoint (introspected). Returns its
 * operations; throws a SchemaError in which no header value appears, or a CancelledError when `signal` aborts.
 */
export async function readApiSchema(given: string, options: ReadSchemaOptions): Promise<ApiDescription> {
  const mask = maskerOf(options.headers?.secrets ?? []);
  try {
    const api = await readUnmasked(given, options);
    return { ...api, warnings: api.warnings.map(mask) };
  } catch (caught) {
    // Nesting is bounded where each format is read; a walker that still overflows must not show a stack trace.
    const error = isStackOverflow(caught)
      ? new TooDeepError(/^https?:\/\//i.test(given) ? redactUrl(given) : given)
      : caught;
    if (!(error instanceof SchemaError) || !options.headers?.secrets.length) throw error;
    throw new SchemaError(
      mask(error.file),
      error.problems.map((problem) => ({ ...problem, message: mask(problem.message) })),
    );
  }
}

async function readUnmasked(given: string, options: ReadSchemaOptions): Promise<ApiDescription> {
  const isUrl = /^https?:\/\//i.test(given);
  const location: Location = isUrl
    ? { kind: 'url', url: given }
    : { kind: 'file', path: resolve(options.baseDir, given) };
  // Messages and the generated file name the source; a password in its URL is not shown.
  const source = isUrl ? redactUrl(given) : given;
  const headers = options.headers?.headers ?? {};
  const headerNames = Object.keys(headers);
  const graphql = (schema: GraphQLSchema, warnings: string[] = [], introspectedUrl?: string) =>
    graphqlApi(schema, {
      source,
      endpointPath: graphqlEndpointPath(options.baseUrl, introspectedUrl),
      include: options.include,
      warnings,
    });

  let text: string;
  if (location.kind === 'file') {
    const info = await stat(location.path).catch(() => undefined);
    if (!info?.isFile()) {
      throw new SchemaError(source, [
        {
          path: '',
          message: 'not found: check the path (relative to qa.config.json), or run `loadtool init` to find the schema',
        },
      ]);
    }
    text = await readLocation(location);
    if (/\.(?:graphql|graphqls|gql)$/i.test(location.path)) {
      const { schema, warnings } = readGraphqlSdl(text, source);
      return graphql(schema, warnings);
    }
  } else {
    const response = await fetchText(location.url, {
      headers: { accept: 'application/json, application/yaml, */*', ...headers },
      signal: options.signal,
      tls: options.tls,
    });
    const ok = response.status >= 200 && response.status < 300;
    const parsed = ok ? tryParse(response.text, source) : undefined;
    if (ok && looksLikeSdl(response.text)) {
      const { schema, warnings } = readGraphqlSdl(response.text, source);
      return graphql(schema, warnings);
    }
    if (!openApiVersion(parsed) && !holdsIntrospection(parsed)) {
      // A URL that names a document (…/openapi.json, …/v3/api-docs, …/schema.graphql) is no GraphQL endpoint: its
      // GET's answer is the one to report, worded for the document asked for.
      const document = documentNamedBy(location.url);
      if (document) {
        throw new SchemaError(source, [{ path: '', message: notASchema(response, undefined, headerNames, document) }]);
      }
      // Not a schema: a GraphQL endpoint answers a plain GET with an error, a playground page or a 4xx, and is then
      // asked with the introspection query. When that is not answered by GraphQL either, the GET's answer is the
      // one to report: the URL was most likely meant for a document.
      try {
        return graphql(
          await introspectGraphqlEndpoint(location.url, { headers, signal: options.signal, tls: options.tls }),
          [],
          location.url,
        );
      } catch (error) {
        if (!(error instanceof IntrospectionError) || error.answer.graphql) throw error;
        throw new SchemaError(source, [{ path: '', message: notASchema(response, error.answer.status, headerNames) }]);
      }
    }
    text = response.text;
  }

  const parsed = parseDocumentText(text, source);
  const version = openApiVersion(parsed);
  if (version) {
    const document = await withExternalRefs(
      { root: parsed as Record<string, unknown>, version, source, location },
      text,
      { headers, signal: options.signal, tls: options.tls },
    );
    return withResponseContracts(openApiDescription(document, options), document);
  }
  if (looksIntrospected(parsed)) return graphql(readGraphqlIntrospection(parsed, source));
  throw new SchemaError(source, [
    {
      path: '',
      message:
        'is neither an OpenAPI document (no "openapi" or "swagger" key) nor a GraphQL schema (.graphql SDL or introspection JSON)',
    },
  ]);
}

/** Returns the API with each operation's response contract, found by its key (`GET /pets/{id}`: path key and method). */
function withResponseContracts(api: ApiDescription, document: OpenApiDocument): ApiDescription {
  const contractOf = openApiResponseContracts(document);
  const operations = api.operations.map((operation) => {
    // A stream's body is events, not the JSON a contract describes (docs/streams.md).
    if (operation.stream) return operation;
    const space = operation.key.indexOf(' ');
    const responses = contractOf(operation.key.slice(space + 1), operation.key.slice(0, space).toLowerCase());
    return responses ? { ...operation, responses } : operation;
  });
  return { ...api, operations };
}

/**
 * Says what a URL answered a GET with when it was neither a schema nor a GraphQL endpoint (`introspectionStatus`: how
 * it answered the introspection query), or when it named a `document` (see documentNamedBy) that it did not serve.
 */
function notASchema(
  response: { status: number; contentType: string },
  introspectionStatus: number | undefined,
  headerNames: string[],
  document?: string,
): string {
  const post =
    introspectionStatus === undefined
      ? ''
      : `, and a POST of the GraphQL introspection query with HTTP ${introspectionStatus}`;
  if (response.status < 200 || response.status > 299) {
    const advice =
      document && response.status === 404
        ? `no ${document} is there: check the URL${document === OPENAPI_DOCUMENT ? OPENAPI_PATHS : ''}`
        : statusAdvice(response.status, headerNames);
    return `answered GET with HTTP ${response.status}${post}: ${advice}`;
  }
  const type = response.contentType.split(';')[0]!.trim() || 'a body without a content type';
  return (
    `answered GET with ${type} that is neither an OpenAPI document nor a GraphQL schema (SDL or introspection JSON)${post}: ` +
    'check that the URL is the document itself (e.g. …/openapi.json) or the GraphQL endpoint (often …/graphql)'
  );
}

const OPENAPI_DOCUMENT = 'OpenAPI document';
const OPENAPI_PATHS = ' (an API often serves its document at …/openapi.json, …/v3/api-docs or …/swagger.json)';

/**
 * Returns the kind of document a URL's last path segment names (`openapi.json`, `swagger.yaml`, `api-docs`,
 * `schema.graphql`, `schema.json`), or undefined for a path that may be a GraphQL endpoint (`/graphql`, `/api`,
 * `/graphql.json`).
 */
function documentNamedBy(url: string): string | undefined {
  const last = new URL(url).pathname.split('/').pop() ?? '';
  if (/openapi|swagger|api-docs|\.ya?ml$/i.test(last)) return OPENAPI_DOCUMENT;
  if (/\.(?:graphql|graphqls|gql)$/i.test(last)) return 'GraphQL schema';
  // Shopify's GraphQL endpoint is …/graphql.json.
  return /\.json$/i.test(last) && !/graphql/i.test(last) ? 'schema document' : undefined;
}

/** A file that says it is a whole introspection result, or a response carrying one (or only its errors). */
function looksIntrospected(value: unknown): boolean {
  return isObject(value) && ('__schema' in value || 'data' in value || 'errors' in value);
}

/** An introspection result as a URL serves it: `{ __schema }` or `{ data: { __schema } }`, not a GraphQL error. */
function holdsIntrospection(value: unknown): boolean {
  return isObject(value) && ('__schema' in value || (isObject(value.data) && '__schema' in value.data));
}

/** Whether a text is GraphQL SDL: it parses as GraphQL and defines types, not operations. */
function looksLikeSdl(text: string): boolean {
  // JSON, YAML documents and HTML pages are told apart at once, without a GraphQL parse of a large document.
  if (
    !/^\s*(?:"""[\s\S]*?"""\s*|"[^"\n]*"\s*|#.*\n\s*)*(?:schema|type|interface|union|enum|input|scalar|directive|extend)\b(?!\s*:)/.test(
      text,
    )
  ) {
    return false;
  }
  try {
    return parse(text, { maxTokens: MAX_SDL_TOKENS }).definitions.every(
      (definition) => definition.kind !== Kind.OPERATION_DEFINITION && definition.kind !== Kind.FRAGMENT_DEFINITION,
    );
  } catch {
    // A syntax error in SDL is still SDL (and so is SDL past MAX_SDL_TOKENS): readGraphqlSdl reports it with its line.
    return true;
  }
}

function tryParse(text: string, source: string): unknown {
  try {
    return parseDocumentText(text, source);
  } catch (error) {
    // Too deep to be read as anything: said at once, rather than asked again as a GraphQL endpoint.
    if (error instanceof TooDeepError) throw error;
    return undefined;
  }
}
