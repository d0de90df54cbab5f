// Free text in a generated create made unique per request, so that a unique column never refuses the second one.
import type { RequestData } from '../operation.js';
import { deref, isObject, type Json, type OpenApiDocument } from './openapi-document.js';
import { propertiesOf } from './openapi-properties.js';
import { KEY_NAME, UNIQUE_TEXT } from '../record-names.js';

/**
 * Returns the request with each free-text string of its JSON body (a string property without format, pattern, enum
 * or const, whose length bounds allow UNIQUE_TEXT once filled) replaced by UNIQUE_TEXT: a server with a unique column
 * refuses the second record with the same sampled text. Other values keep their sample. An empty body of a `patch`
 * gets its first free-text property that does not name a record (`id`, `…Id`), so that the change changes something.
 */
export function uniqueBody(
  document: OpenApiDocument,
  request: RequestData,
  operation: Json,
  parameters: Json[],
  patch = false,
): RequestData {
  if (request.body === undefined || request.contentType !== undefined) return request;
  const schema =
    document.version === '2.0'
      ? deref(document.root, parameters.find((parameter) => parameter.in === 'body')?.schema)
      : jsonSchemaOf(document, operation);
  if (!schema) return request;
  const body = request.body;
  if (patch && isObject(body) && Object.keys(body).length === 0) {
    const text = Object.entries(propertiesOf(document, schema)).find(
      ([name, property]) => !KEY_NAME.test(name) && property.readOnly !== true && freeText(property),
    );
    if (text) return { ...request, body: { [text[0]]: UNIQUE_TEXT } };
  }
  return { ...request, body: unique(document, schema, body, 0) };
}

/** The filled text's length: `qa-perf ` and a UUID. */
const FILLED_LENGTH = 'qa-perf '.length + 36;

function unique(document: OpenApiDocument, schema: Json, value: unknown, depth: number): unknown {
  if (depth > 8) return value;
  // The document's own example keeps its words; text the sampler made up ("string") says who wrote the record.
  if (typeof value === 'string' && freeText(schema, value))
    return value === 'string' || value === '' ? UNIQUE_TEXT : `${value} \${uuid}`;
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) {
    const items = deref(document.root, schema.items);
    return items ? value.map((item) => unique(document, items, item, depth + 1)) : value;
  }
  if (!isObject(value)) return value;
  const properties = propertiesOf(document, schema);
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => {
      const property = properties[key];
      return [key, property ? unique(document, property, item, depth + 1) : item];
    }),
  );
}

function freeText(schema: Json, example = 'string'): boolean {
  const { maxLength, minLength } = schema;
  const length = Math.max(FILLED_LENGTH, example.length + 37);
  return (
    (schema.type === 'string' || (Array.isArray(schema.type) && schema.type.includes('string'))) &&
    schema.format === undefined &&
    schema.pattern === undefined &&
    schema.enum === undefined &&
    schema.const === undefined &&
    (typeof maxLength !== 'number' || maxLength >= length) &&
    (typeof minLength !== 'number' || minLength <= FILLED_LENGTH)
  );
}

/** The JSON schema of an OpenAPI 3 request body, dereferenced. */
function jsonSchemaOf(document: OpenApiDocument, operation: Json): Json | undefined {
  const body = deref(document.root, operation.requestBody);
  const content = isObject(body?.content) ? body.content : {};
  const type = Object.keys(content).find((key) => /^application\/(?:[\w.+-]+\+)?json\b/i.test(key));
  return type === undefined ? undefined : deref(document.root, deref(document.root, content[type])?.schema);
}
