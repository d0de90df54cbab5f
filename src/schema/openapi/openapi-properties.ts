// The properties of an OpenAPI object schema, read by sampling, sources, writes and uploads alike.
import { deref, isObject, type Json, type OpenApiDocument } from './openapi-document.js';

/** The properties of an object schema, `allOf` parts included, each dereferenced. */
export function propertiesOf(document: OpenApiDocument, schema: Json | undefined, depth = 0): Record<string, Json> {
  if (!schema || depth > 8) return {};
  const result: Record<string, Json> = {};
  for (const part of Array.isArray(schema.allOf) ? schema.allOf : []) {
    Object.assign(result, propertiesOf(document, deref(document.root, part), depth + 1));
  }
  for (const [key, value] of Object.entries(isObject(schema.properties) ? schema.properties : {})) {
    const property = deref(document.root, value);
    if (property) result[key] = property;
  }
  return result;
}
