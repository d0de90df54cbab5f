// The headers `--schema-header` gives for fetching a schema URL, `${NAME}` filled from the environment.
import { parseHeaderLines, resolveSchemaHeaders } from '../schema/schema-headers.js';

/**
 * Returns the headers `--schema-header` gives for fetching `schema` (`${NAME}` filled from `env`), or undefined for a
 * schema file, which is read without headers: their variables need not be set then.
 */
export function schemaHeadersFor(schema: string, headerLines: readonly string[], env: NodeJS.ProcessEnv) {
  const headers = parseHeaderLines(headerLines, '--schema-header');
  return /^https?:\/\//i.test(schema)
    ? resolveSchemaHeaders([{ headers, file: '--schema-header', path: '' }], env)
    : undefined;
}
