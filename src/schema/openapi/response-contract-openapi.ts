// The response contracts of an OpenAPI document's operations: its declared responses as JSON Schema for ajv.
import { deref, isObject, resolvePointer, type Json, type OpenApiDocument } from './openapi-document.js';
import {
  DEFINITIONS_REF,
  type DeclaredResponse,
  type JsonSchema,
  type ResponseContract,
} from '../response-contract.js';

/** Keywords whose value is one schema. */
const ONE_SCHEMA = new Set([
  'additionalProperties',
  'additionalItems',
  'not',
  'contains',
  'propertyNames',
  'if',
  'then',
  'else',
  'unevaluatedProperties',
  'unevaluatedItems',
]);
/** Keywords whose value is a list of schemas. */
const SCHEMA_LISTS = new Set(['allOf', 'anyOf', 'oneOf', 'prefixItems']);
/** Keywords whose value maps names to schemas. */
const SCHEMA_MAPS = new Set(['properties', 'patternProperties', 'dependentSchemas']);
/**
 * Assertions kept as written. `format` is left out: documents disagree with their servers about formats far more
 * than about shapes, and a date written another way is no broken contract. Annotations (description, example,
 * discriminator, xml, readOnly…) are left out as well: they assert nothing.
 */
const ASSERTIONS = new Set([
  'type',
  'enum',
  'const',
  'required',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'multipleOf',
  'minLength',
  'maxLength',
  'pattern',
  'minItems',
  'maxItems',
  'uniqueItems',
  'minProperties',
  'maxProperties',
  'dependentRequired',
  'minContains',
  'maxContains',
]);

/**
 * Returns a function that gives an operation's response contract by its path key and method (`/pets/{id}`, `get`),
 * or undefined when the operation declares no responses. The schemas are converted once per document and shared:
 * OpenAPI 2.0 and 3.0 to draft-07 (`nullable` and `x-nullable` as a `null` type, draft-04's boolean
 * `exclusiveMinimum`, `file`), 3.1 kept as 2020-12; every `$ref` becomes `#/$defs/<n>`.
 */
export function openApiResponseContracts(
  document: OpenApiDocument,
): (path: string, method: string) => ResponseContract | undefined {
  const { root, version } = document;
  const legacy = version !== '3.1';
  const dialect = legacy ? 'draft-07' : '2020-12';
  const definitions: Record<string, JsonSchema> = {};
  const names = new Map<string, string>();

  const refName = (ref: string): string => {
    let name = names.get(ref);
    if (name !== undefined) return name;
    name = String(names.size);
    names.set(ref, name);
    // Set before converting, so that a schema that refers to itself finds its name.
    definitions[name] = true;
    const target = resolvePointer(root, ref);
    definitions[name] = target === undefined ? true : convert(target);
    return name;
  };

  const convert = (value: unknown): JsonSchema => {
    if (typeof value === 'boolean') return value;
    if (!isObject(value)) return true;
    const ref = typeof value.$ref === 'string' ? value.$ref : undefined;
    // A `$ref` outside the document was grafted in (openapi-document.ts): every one left is local, or unresolvable.
    const target = ref === undefined ? undefined : ref.startsWith('#') ? { $ref: DEFINITIONS_REF + refName(ref) } : {};
    // Beside a `$ref`, OpenAPI 2.0 and 3.0 ignore every other keyword.
    if (target && legacy) return target;
    const out: Json = { ...target };
    for (const [key, child] of Object.entries(value)) {
      if (ONE_SCHEMA.has(key)) out[key] = convert(child);
      else if (SCHEMA_LISTS.has(key) && Array.isArray(child)) out[key] = child.map(convert);
      else if (SCHEMA_MAPS.has(key) && isObject(child))
        out[key] = Object.fromEntries(Object.entries(child).map(([name, schema]) => [name, convert(schema)]));
      else if (key === 'items')
        out[key] = Array.isArray(child) && legacy ? child.map(convert) : convert(Array.isArray(child) ? {} : child);
      else if (key === 'pattern') {
        if (typeof child === 'string' && validPattern(child)) out[key] = child;
      } else if (ASSERTIONS.has(key)) out[key] = child;
    }
    return legacy ? fromDraft04(value, out) : out;
  };

  const declared = (response: Json, operation: Json): DeclaredResponse => {
    if (version === '2.0') {
      const produces = Array.isArray(operation.produces) ? operation.produces : root.produces;
      const json = !Array.isArray(produces) || produces.some((type) => typeof type === 'string' && isJsonType(type));
      return json && response.schema !== undefined ? { json, schema: convert(response.schema) } : { json: false };
    }
    const content = isObject(response.content) ? response.content : {};
    const types = Object.keys(content);
    const jsonType = types.find(isJsonType);
    if (jsonType !== undefined) {
      const media = deref(root, content[jsonType]);
      return media?.schema === undefined ? { json: true } : { json: true, schema: convert(media.schema) };
    }
    // `*/*` with a structured schema is how some generators (springdoc) declare their JSON.
    const any = deref(root, content['*/*']);
    const schema = any ? deref(root, any.schema) : undefined;
    if (any?.schema !== undefined && schema?.type !== 'string' && types.length === 1)
      return { json: true, schema: convert(any.schema) };
    return { json: false };
  };

  return (path, method) => {
    const item = deref(root, isObject(root.paths) ? root.paths[path] : undefined);
    const operation = deref(root, item?.[method]);
    const responses = deref(root, operation?.responses);
    if (!operation || !responses) return undefined;
    const statuses: Record<string, DeclaredResponse> = {};
    for (const [status, raw] of Object.entries(responses)) {
      const key = /^[1-5]xx$/i.test(status) ? status.toUpperCase() : status;
      if (!/^(?:[1-5]\d\d|[1-5]XX|default)$/.test(key)) continue;
      const response = deref(root, raw);
      if (response) statuses[key] = declared(response, operation);
    }
    if (Object.keys(statuses).length === 0) return undefined;
    return { dialect, statuses, definitions };
  };
}

/** Whether a media type is JSON: `application/json`, `application/problem+json`, with or without parameters. */
function isJsonType(type: string): boolean {
  return /^application\/(?:[\w.-]+\+)?json\s*(?:;|$)/i.test(type.trim());
}

/** Returns the converted schema of an OpenAPI 2.0 or 3.0 schema object in draft-07's terms. */
function fromDraft04(value: Json, converted: Json): JsonSchema {
  const { exclusiveMinimum, exclusiveMaximum, minimum, maximum, type, required, ...rest } = converted;
  // A write-only property is sent, never answered: required only in requests.
  const properties = isObject(value.properties) ? value.properties : {};
  const answered = Array.isArray(required)
    ? required.filter((name) => !(typeof name === 'string' && deref({}, properties[name])?.writeOnly === true))
    : undefined;
  const out: Json = {
    ...rest,
    ...draft07Bound(exclusiveMinimum, minimum, 'exclusiveMinimum', 'minimum'),
    ...draft07Bound(exclusiveMaximum, maximum, 'exclusiveMaximum', 'maximum'),
    ...(type !== undefined && type !== 'file' && { type }),
    ...(answered && { required: answered }),
  };
  if (value.nullable !== true && value['x-nullable'] !== true) return out;
  if (Array.isArray(out.enum) && !out.enum.includes(null)) out.enum = [...(out.enum as unknown[]), null];
  if (typeof out.type === 'string') out.type = [out.type, 'null'];
  else if (out.type === undefined) return { anyOf: [{ type: 'null' }, out] };
  return out;
}

/**
 * Returns a bound in draft-07's terms: draft-04's `exclusiveMinimum: true` beside `minimum: 0` is
 * `exclusiveMinimum: 0`; `false` is dropped; a number (already draft-07) is kept.
 */
function draft07Bound(exclusive: unknown, bound: unknown, exclusiveKey: string, boundKey: string): Json {
  if (exclusive === true && typeof bound === 'number') return { [exclusiveKey]: bound };
  return {
    ...(typeof exclusive === 'number' && { [exclusiveKey]: exclusive }),
    ...(bound !== undefined && { [boundKey]: bound }),
  };
}

/** Whether a pattern compiles as ajv compiles it (Unicode mode): a document's PCRE-only pattern is left out. */
function validPattern(pattern: string): boolean {
  try {
    new RegExp(pattern, 'u');
    return true;
  } catch {
    return false;
  }
}
