import { sample } from 'openapi-sampler';
import type { RequestData } from './operation.js';
import { deref, isObject, type Json, type OpenApiDocument } from './openapi-document.js';

type Scalar = string | number | boolean;

/** Thrown for request data that cannot be produced; the operation is left out and listed with the reason. */
export class UnsampleableError extends Error {
  override name = 'UnsampleableError';
}

/** The parameter keywords of Swagger 2 that form a schema when the parameter has no `schema`. */
const SWAGGER_SCHEMA_KEYS = [
  'type',
  'format',
  'items',
  'enum',
  'default',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'pattern',
  'minLength',
  'maxLength',
  'minItems',
  'maxItems',
  'x-example',
];

/** Headers that OpenAPI says to ignore as parameters: they are set from other parts of the description. */
const IGNORED_HEADERS = new Set(['accept', 'content-type', 'authorization']);

/**
 * Returns a sample of a schema: its `example`, `examples`, `default` or `enum`, else a value built from its type,
 * format, pattern, bounds and required properties. Deterministic.
 */
export function sampleSchema(document: OpenApiDocument, schema: unknown, forRequest = true): unknown {
  if (!isObject(schema)) return undefined;
  try {
    return sample(
      schema,
      { skipReadOnly: forRequest, skipNonRequired: true, quiet: true, enablePatterns: true, maxSampleDepth: 8 },
      document.root,
    );
  } catch (error) {
    throw new UnsampleableError(`its schema cannot be sampled (${(error as Error).message})`);
  }
}

/** Returns the request data of an operation: path, required query, header and cookie parameters, and the body. */
export function sampleRequest(document: OpenApiDocument, parameters: Json[], operation: Json): RequestData {
  const request: RequestData = {};
  const cookies: string[] = [];
  for (const parameter of parameters) {
    const name = String(parameter.name);
    const where = parameter.in;
    if (where === 'body' || where === 'formData') continue;
    if (where !== 'path' && parameter.required !== true) continue;
    const value = parameterValue(document, parameter);
    if (value === undefined)
      throw new UnsampleableError(`no value can be made for the ${String(where)} parameter "${name}"`);
    if (where === 'path') {
      const scalar = toScalar(value);
      (request.params ??= {})[name] = scalar === '' ? 'example' : scalar;
    } else if (where === 'query') {
      Object.assign((request.query ??= {}), queryEntries(document, parameter, name, value));
    } else if (where === 'header' && !IGNORED_HEADERS.has(name.toLowerCase())) {
      (request.headers ??= {})[name] = String(toScalar(value));
    } else if (where === 'cookie') {
      cookies.push(`${name}=${String(toScalar(value))}`);
    }
  }
  if (cookies.length) (request.headers ??= {}).Cookie = cookies.join('; ');
  Object.assign(
    request,
    document.version === '2.0' ? swaggerBody(document, parameters, operation) : requestBody(document, operation),
  );
  return request;
}

function parameterValue(document: OpenApiDocument, parameter: Json): unknown {
  if (parameter.example !== undefined) return parameter.example;
  const example = firstExample(document, parameter.examples);
  if (example !== undefined) return example;
  if (document.version === '2.0' && parameter.schema === undefined) {
    if (parameter['x-example'] !== undefined) return parameter['x-example'];
    const schema = Object.fromEntries(
      SWAGGER_SCHEMA_KEYS.filter((key) => key in parameter).map((key) => [key, parameter[key]]),
    );
    return sampleSchema(document, schema);
  }
  const media = isObject(parameter.content) ? Object.values(parameter.content)[0] : undefined;
  const schema = isObject(media) ? media.schema : parameter.schema;
  return sampleSchema(document, schema ?? { type: 'string' });
}

/** The first value of an OAS 3 `examples` map (of Example objects) or a JSON Schema `examples` array. */
function firstExample(document: OpenApiDocument, examples: unknown): unknown {
  if (Array.isArray(examples)) return examples[0];
  if (!isObject(examples)) return undefined;
  for (const example of Object.values(examples)) {
    const resolved = deref(document.root, example);
    if (resolved && resolved.value !== undefined) return resolved.value;
  }
  return undefined;
}

function queryEntries(document: OpenApiDocument, parameter: Json, name: string, value: unknown): RequestData['query'] {
  if (Array.isArray(value)) {
    const items = value.map(toScalar);
    if (document.version === '2.0') {
      const format = typeof parameter.collectionFormat === 'string' ? parameter.collectionFormat : 'csv';
      const separator = ({ csv: ',', ssv: ' ', tsv: '\t', pipes: '|' } as Record<string, string | undefined>)[format];
      return { [name]: separator === undefined ? items : items.join(separator) };
    }
    const separator = parameter.style === 'spaceDelimited' ? ' ' : parameter.style === 'pipeDelimited' ? '|' : ',';
    return {
      [name]:
        parameter.explode === false || (parameter.style !== undefined && parameter.style !== 'form')
          ? items.join(separator)
          : items,
    };
  }
  if (isObject(value)) {
    const entries = Object.entries(value).map(([key, item]) => [
      parameter.style === 'deepObject' ? `${name}[${key}]` : key,
      toScalar(item),
    ]);
    if (parameter.explode === false) return { [name]: entries.flat().join(',') };
    return Object.fromEntries(entries) as Record<string, Scalar>;
  }
  return { [name]: toScalar(value) };
}

function requestBody(document: OpenApiDocument, operation: Json): RequestData {
  const body = deref(document.root, operation.requestBody);
  if (!body || !isObject(body.content)) return {};
  const types = Object.keys(body.content);
  const contentType =
    types.find((type) => /^application\/(?:[\w.+-]+\+)?json\b/i.test(type)) ??
    types.find((type) => /^application\/x-www-form-urlencoded\b/i.test(type)) ??
    types.find((type) => /^text\/plain\b/i.test(type)) ??
    types.find((type) => /^multipart\/form-data\b/i.test(type)) ??
    types[0];
  if (contentType === undefined) return {};
  const media = deref(document.root, body.content[contentType]) ?? {};
  let value = media.example ?? firstExample(document, media.examples);
  if (value === undefined) value = sampleSchema(document, media.schema ?? {});
  if (/^multipart\//i.test(contentType) && containsBinary(document, media.schema)) {
    throw new UnsampleableError(`its ${contentType} body needs a file upload`);
  }
  return /json/i.test(contentType) ? { body: value ?? {} } : { body: value ?? '', contentType };
}

function swaggerBody(document: OpenApiDocument, parameters: Json[], operation: Json): RequestData {
  const bodyParameter = parameters.find((parameter) => parameter.in === 'body');
  if (bodyParameter) {
    const value = bodyParameter['x-example'] ?? sampleSchema(document, bodyParameter.schema ?? {});
    const consumes = stringList(operation.consumes ?? document.root.consumes);
    const contentType = consumes.find((type) => /json/i.test(type)) ?? consumes[0];
    return contentType === undefined || /json/i.test(contentType)
      ? { body: value ?? {} }
      : { body: value, contentType };
  }
  const fields = parameters.filter((parameter) => parameter.in === 'formData');
  if (fields.length === 0) return {};
  if (fields.some((field) => field.type === 'file' && field.required === true))
    throw new UnsampleableError('its form needs a file upload');
  const form: Record<string, Scalar> = {};
  for (const field of fields.filter((f) => f.required === true))
    form[String(field.name)] = toScalar(parameterValue(document, field));
  const consumes = stringList(operation.consumes ?? document.root.consumes);
  return {
    body: form,
    contentType:
      consumes.find((type) => /urlencoded/i.test(type)) ?? consumes[0] ?? 'application/x-www-form-urlencoded',
  };
}

function containsBinary(document: OpenApiDocument, schema: unknown, depth = 0): boolean {
  const resolved = deref(document.root, schema);
  if (!resolved || depth > 4) return false;
  if (resolved.format === 'binary' || resolved.format === 'base64') return true;
  const required = new Set(stringList(resolved.required));
  const properties = isObject(resolved.properties) ? Object.entries(resolved.properties) : [];
  return properties.some(([name, property]) => required.has(name) && containsBinary(document, property, depth + 1));
}

function stringList(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
}

function toScalar(value: unknown): Scalar {
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  return value === null || value === undefined ? '' : JSON.stringify(value);
}
