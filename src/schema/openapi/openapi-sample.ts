// The request data of an OpenAPI operation, sampled from its schemas within sample-budget.ts's bounds.
import { sample } from 'openapi-sampler';
import type { RequestData } from '../operation.js';
import { deref, isObject, type Json, type OpenApiDocument } from './openapi-document.js';
import { boundedExample, boundedSchema, MAX_SAMPLE_DEPTH } from '../sample-budget.js';
import { fileBody, isFileBody, jsonBody, multipartBody, swaggerMultipartBody } from './openapi-upload.js';

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
 * What was cut of an operation's sampled request (src/schema/sample-budget.ts), each said of the part it is in
 * (`its request body: cut at 1,000 values (…)`); filled by sampleRequest.
 */
export type Cuts = string[];

/**
 * Returns a sample of a schema: its `example`, `examples`, `default` or `enum`, else a value built from its type,
 * format, pattern, bounds and required properties, within the bounds of sample-budget.ts (what was cut is added to
 * `cuts`, said of `part`). Deterministic.
 */
function sampleSchema(
  document: OpenApiDocument,
  schema: unknown,
  forRequest = true,
  cuts: Cuts = [],
  part = 'its request body',
): unknown {
  if (!isObject(schema)) return undefined;
  const bounded = boundedSchema(document, schema);
  if (bounded.cut) cuts.push(`${part}: ${bounded.cut}`);
  if (!isObject(bounded.schema)) return undefined;
  try {
    return sample(
      bounded.schema,
      {
        skipReadOnly: forRequest,
        skipNonRequired: true,
        quiet: true,
        enablePatterns: true,
        maxSampleDepth: MAX_SAMPLE_DEPTH,
      },
      document.root,
    );
  } catch (error) {
    throw new UnsampleableError(`its schema cannot be sampled (${(error as Error).message})`);
  }
}

/**
 * Returns an example the document gives (undefined for none), or the sample of `schema` in place of one too large to
 * send, saying so in `cuts`.
 */
function exampleOrSample(
  document: OpenApiDocument,
  example: unknown,
  schema: unknown,
  cuts: Cuts,
  part: string,
): unknown {
  if (example === undefined) return undefined;
  const bounded = boundedExample(document, example);
  if (!bounded.cut) return bounded.example;
  cuts.push(`${part}: ${bounded.cut}`);
  return sampleSchema(document, schema, true, cuts, part) ?? null;
}

/**
 * Returns the request data of an operation: path, required query, header and cookie parameters, and the body; what
 * was cut of it to stay within the bounds of sample-budget.ts is added to `cuts`.
 */
export function sampleRequest(
  document: OpenApiDocument,
  parameters: Json[],
  operation: Json,
  cuts: Cuts = [],
): RequestData {
  const request: RequestData = {};
  const cookies: string[] = [];
  for (const parameter of parameters) {
    const name = String(parameter.name);
    const where = parameter.in;
    if (where === 'body' || where === 'formData') continue;
    if (where !== 'path' && parameter.required !== true) continue;
    const value = parameterValue(document, parameter, cuts);
    if (value === undefined)
      throw new UnsampleableError(`no value can be made for the ${String(where)} parameter "${name}"`);
    // Spread, not assigned: a parameter named `__proto__` or `constructor` is a name like any other.
    if (where === 'path') {
      const scalar = toScalar(value);
      request.params = { ...request.params, [name]: scalar === '' ? 'example' : scalar };
    } else if (where === 'query') {
      request.query = { ...request.query, ...queryEntries(document, parameter, name, value) };
    } else if (where === 'header' && !IGNORED_HEADERS.has(name.toLowerCase())) {
      request.headers = { ...request.headers, [name]: String(toScalar(value)) };
    } else if (where === 'cookie') {
      cookies.push(`${name}=${String(toScalar(value))}`);
    }
  }
  if (cookies.length) (request.headers ??= {}).Cookie = cookies.join('; ');
  Object.assign(
    request,
    document.version === '2.0'
      ? swaggerBody(document, parameters, operation, cuts)
      : requestBody(document, operation, cuts),
  );
  return request;
}

function parameterValue(document: OpenApiDocument, parameter: Json, cuts: Cuts): unknown {
  const part = `its ${String(parameter.in)} parameter "${String(parameter.name)}"`;
  const swagger = document.version === '2.0' && parameter.schema === undefined;
  const media = isObject(parameter.content) ? Object.values(parameter.content)[0] : undefined;
  const schema = swagger
    ? Object.fromEntries(SWAGGER_SCHEMA_KEYS.filter((key) => key in parameter).map((key) => [key, parameter[key]]))
    : ((isObject(media) ? media.schema : parameter.schema) ?? { type: 'string' });
  const swaggerExample: unknown = swagger ? parameter['x-example'] : undefined;
  // The first example given, in that order (Swagger's x-example only for a parameter without a schema).
  const example = [parameter.example, firstExample(document, parameter.examples), swaggerExample].find(
    (value) => value !== undefined,
  );
  return exampleOrSample(document, example, schema, cuts, part) ?? sampleSchema(document, schema, true, cuts, part);
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

function requestBody(document: OpenApiDocument, operation: Json, cuts: Cuts): RequestData {
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
  if (isFileBody(document, contentType, media.schema)) return fileBody(contentType);
  const part = 'its request body';
  let value = exampleOrSample(
    document,
    media.example ?? firstExample(document, media.examples),
    media.schema,
    cuts,
    part,
  );
  if (value === undefined) value = sampleSchema(document, media.schema ?? {}, true, cuts, part);
  if (/^multipart\/form-data\b/i.test(contentType)) return multipartBody(document, media, value);
  return /json/i.test(contentType) ? jsonBody(value ?? {}, contentType) : { body: value ?? '', contentType };
}

function swaggerBody(document: OpenApiDocument, parameters: Json[], operation: Json, cuts: Cuts): RequestData {
  const bodyParameter = parameters.find((parameter) => parameter.in === 'body');
  if (bodyParameter) {
    const schema = bodyParameter.schema ?? {};
    const part = 'its request body';
    const value =
      exampleOrSample(document, bodyParameter['x-example'], schema, cuts, part) ??
      sampleSchema(document, schema, true, cuts, part);
    const consumes = stringList(operation.consumes ?? document.root.consumes);
    const contentType = consumes.find((type) => /json/i.test(type)) ?? consumes[0];
    if (contentType !== undefined && isFileBody(document, contentType, schema)) return fileBody(contentType);
    return contentType === undefined || /json/i.test(contentType)
      ? jsonBody(value ?? {}, contentType ?? 'application/json')
      : { body: value, contentType };
  }
  const fields = parameters.filter((parameter) => parameter.in === 'formData');
  if (fields.length === 0) return {};
  const consumes = stringList(operation.consumes ?? document.root.consumes);
  // A form with a file is multipart/form-data whatever `consumes` says first: a URL-encoded form carries no file.
  if (fields.some((field) => field.type === 'file') || (consumes[0] ?? '').startsWith('multipart/'))
    return swaggerMultipartBody(fields, (field) => parameterValue(document, field, cuts));
  const form: Record<string, Scalar> = {};
  for (const field of fields.filter((f) => f.required === true))
    form[String(field.name)] = toScalar(parameterValue(document, field, cuts));
  return {
    body: form,
    contentType:
      consumes.find((type) => /urlencoded/i.test(type)) ?? consumes[0] ?? 'application/x-www-form-urlencoded',
  };
}

function stringList(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
}

function toScalar(value: unknown): Scalar {
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  return value === null || value === undefined ? '' : JSON.stringify(value);
}
