import { stat } from 'node:fs/promises';
import { resolve } from 'node:path';
import { fetchText, redactUrl } from './fetch-text.js';
import { introspectGraphqlEndpoint, readGraphqlIntrospection, readGraphqlSdl } from './graphql-schema.js';
import { graphqlApi } from './graphql-operations.js';
import type { ApiDescription } from './operation.js';
import {
  isObject,
  openApiVersion,
  parseDocumentText,
  readLocation,
  withExternalRefs,
  type Location,
} from './openapi-document.js';
import { openApiDescription, type OperationFilter } from './openapi-operations.js';
import { SchemaError } from './schema-error.js';

export interface ReadSchemaOptions extends OperationFilter {
  /** The folder that a relative path is relative to. */
  baseDir: string;
  /** The path GraphQL requests are posted to, e.g. `/graphql`; for an introspected endpoint, that endpoint's path. */
  graphqlPath?: string;
}

/**
 * Reads an API schema from a file or an http(s) URL: an OpenAPI document (Swagger 2.0, OAS 3.0, 3.1; JSON or YAML),
 * GraphQL SDL, GraphQL introspection JSON, or a GraphQL endpoint (introspected). Returns its operations.
 */
export async function readApiSchema(given: string, options: ReadSchemaOptions): Promise<ApiDescription> {
  const isUrl = /^https?:\/\//i.test(given);
  const location: Location = isUrl
    ? { kind: 'url', url: given }
    : { kind: 'file', path: resolve(options.baseDir, given) };
  // Messages and the generated file name the source; a password in its URL is not shown.
  const source = isUrl ? redactUrl(given) : given;
  const graphql = (schema: Parameters<typeof graphqlApi>[0], warnings: string[] = [], path = options.graphqlPath) =>
    graphqlApi(schema, { source, endpointPath: path ?? '/graphql', include: options.include, warnings });

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
    // A GraphQL endpoint usually answers a plain GET with an error or a playground page: then it is introspected.
    const endpointPath = new URL(location.url).pathname;
    const response = await fetchText(location.url, { headers: { accept: 'application/json, application/yaml, */*' } });
    const parsed = response.status >= 200 && response.status < 300 ? tryParse(response.text, source) : undefined;
    if (parsed === undefined || (!openApiVersion(parsed) && !looksIntrospected(parsed))) {
      return graphql(await introspectGraphqlEndpoint(location.url), [], endpointPath);
    }
    text = response.text;
  }

  const parsed = parseDocumentText(text, source);
  const version = openApiVersion(parsed);
  if (version) {
    const document = await withExternalRefs(
      { root: parsed as Record<string, unknown>, version, source, location },
      text,
    );
    return openApiDescription(document, options);
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

function looksIntrospected(value: unknown): boolean {
  return isObject(value) && ('__schema' in value || 'data' in value || 'errors' in value);
}

function tryParse(text: string, source: string): unknown {
  try {
    return parseDocumentText(text, source);
  } catch {
    return undefined;
  }
}
