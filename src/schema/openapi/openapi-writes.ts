// Keeps a generated OpenAPI write to the records the run creates: the create before it, the key, the cleanup.
import { LAST_PATH_SEGMENT, type Extract, type RecordStep, type WritePlan } from '../operation.js';
import { deref, isObject, operationParameters, type Json, type OpenApiDocument } from './openapi-document.js';
import { sampleRequest, UnsampleableError } from './openapi-sample.js';
import { propertiesOf } from './openapi-properties.js';
import { bodySchema, matchingProperty, member, successCodes } from './openapi-sources.js';
import { withReferences } from './openapi-references.js';
import { uniqueBody } from './openapi-unique.js';

/** The query parameters that filter the records a bulk write applies to (LoopBack's `where`). */
const FILTERS = ['where'];

/**
 * Returns a finder of the write plan of an operation (docs/real-data-and-flows.md#writes): a read gets none; a POST on a collection is a
 * create, cleaned up by the DELETE of its item when the answer names the new record; a write to `/things/{id}` (or
 * an action under it) first creates its record with `POST /things`, once per user or, for a DELETE, at every
 * iteration; a write without an id is kept to the created record by a `where` filter, or refused with the reason.
 */
export function openApiWriteFinder(
  document: OpenApiDocument,
): (path: string, method: string, operation: Json, parameters: Json[]) => WritePlan | undefined {
  const { root } = document;
  const paths = isObject(root.paths) ? root.paths : {};
  const itemAt = (path: string) => deref(root, paths[path]);

  /** The create on `collection` (no parameter of its own), with its request sampled, free text made unique. */
  const createAt = (collection: string) => {
    const item = itemAt(collection);
    const operation = deref(root, item?.post);
    if (!item || !operation || collection.includes('{')) return undefined;
    const parameters = operationParameters(root, item, operation);
    try {
      const request = sampleRequest(document, parameters, operation);
      return {
        operation,
        request: withReferences(document, uniqueBody(document, request, operation, parameters)),
        title: titleOf(operation, `POST ${collection}`),
      };
    } catch (error) {
      if (error instanceof UnsampleableError) return undefined;
      throw error;
    }
  };

  /** The item path under a collection (`/todos/{id}`) with its one parameter, when it has the method. */
  const itemOf = (collection: string, method: string) => {
    for (const [path, raw] of Object.entries(paths)) {
      const match = path.startsWith(`${collection}/`) && /^\{([^}/]+)\}$/.exec(path.slice(collection.length + 1));
      const item = deref(root, raw);
      const operation = deref(root, item?.[method]);
      if (!match || !item || !operation) continue;
      const parameter = operationParameters(root, item, operation).find((p) => p.in === 'path' && p.name === match[1]);
      if (parameter) return { path, parameter };
    }
    return undefined;
  };

  /** The DELETE of the item whose key `name` holds, as a step: the cleanup of a record the run created. */
  const cleanupOf = (collection: string, name: string): RecordStep | undefined => {
    const item = itemOf(collection, 'delete');
    if (!item) return undefined;
    const operation = deref(root, itemAt(item.path)?.delete)!;
    return {
      endpoint: `DELETE ${item.path}`,
      title: titleOf(operation, `DELETE ${item.path}`),
      request: { params: { [String(item.parameter.name)]: `\${${name}}` } },
    };
  };

  return (path, method, operation, parameters) => {
    if (method === 'get' || method === 'head' || method === 'options') return undefined;
    const segments = path.split('/');
    const at = segments.findLastIndex((segment) => /^\{[^}]+\}$/.test(segment));
    if (at === -1) {
      if (method === 'post') {
        // A create: its answer names the new record (the key the item's DELETE takes), which is then deleted.
        const item = itemOf(path, 'delete');
        const key = item && keyOf(document, operation, item.parameter);
        const name = item && String(item.parameter.name);
        const cleanup = key && name ? cleanupOf(path, name) : undefined;
        return key && cleanup
          ? { kind: 'create', extract: { [name!]: key.extract }, cleanup: [cleanup] }
          : { kind: 'create' };
      }
      return bulkPlan(path, method, parameters);
    }
    const name = segments[at]!.slice(1, -1);
    const collection = segments.slice(0, at).join('/');
    if (collection === '' || collection.includes('{'))
      return refused(
        `the record it ${verb(method)} sits under another one (${collection || '/'}), which the test would have to create first: not supported yet`,
      );
    const create = createAt(collection);
    if (!create)
      return refused(`no create operation (POST ${collection}) makes a record for it to ${verbBase(method)}`);
    const parameter = parameters.find((p) => p.in === 'path' && p.name === name) ?? { name, in: 'path' };
    const key = keyOf(document, create.operation, parameter);
    if (!key)
      return refused(
        `POST ${collection} does not say where the new record's ${name} is in its answer (a Location header, or a body property ${name} or id)`,
      );
    // A DELETE removes its record: one is created at every iteration. Any other write changes one record per user.
    const perIteration = method === 'delete' && at === segments.length - 1;
    const cleanup = perIteration ? undefined : cleanupOf(collection, name);
    return {
      kind: 'record',
      create: [
        {
          endpoint: `POST ${collection}`,
          title: create.title,
          request: create.request,
          extract: { [name]: key.extract },
        },
      ],
      perIteration,
      keys: { [name]: `\${${name}}` },
      ...(cleanup && { cleanup: [cleanup] }),
    };
  };

  /** A write without an id in its path: kept to the created record by a `where` filter on its key, or refused. */
  function bulkPlan(path: string, method: string, parameters: Json[]): WritePlan {
    const filter = parameters.find((p) => p.in === 'query' && FILTERS.includes(String(p.name)));
    const create = filter && createAt(path);
    const item = create && (itemOf(path, 'get') ?? itemOf(path, 'delete') ?? itemOf(path, 'patch'));
    const key = item && keyOf(document, create.operation, item.parameter);
    if (!create || !key || key.property === undefined)
      return refused(
        `a ${method.toUpperCase()} without an id in its path ${verb(method)} every record it applies to, and no filter (a where parameter on the new record's key) keeps it to a record the test creates`,
      );
    const name = String(item.parameter.name);
    const value = key.numeric ? `\${${name}}` : `"\${${name}}"`;
    const cleanup = method === 'delete' ? undefined : cleanupOf(path, name);
    return {
      kind: 'record',
      create: [
        { endpoint: `POST ${path}`, title: create.title, request: create.request, extract: { [name]: key.extract } },
      ],
      perIteration: method === 'delete',
      keys: { [String(filter.name)]: `{${JSON.stringify(key.property)}:${value}}` },
      bulk: true,
      ...(cleanup && { cleanup: [cleanup] }),
    };
  }
}

/**
 * Where a create's answer names the new record's key: a property of its 2xx JSON body (or of the body's `data`)
 * matching the item's path parameter (`id`, the name, its snake case), else a declared `Location` header's last path
 * segment. A body property is taken first: it keeps its JSON type (a number stays a number in a filter).
 */
function keyOf(
  document: OpenApiDocument,
  create: Json,
  parameter: Json,
): { extract: Extract[string]; property?: string; numeric?: boolean } | undefined {
  const { root } = document;
  const responses = deref(root, create.responses) ?? {};
  let location = false;
  for (const code of successCodes(responses)) {
    const response = deref(root, responses[code]);
    if (!response) continue;
    const body = bodySchema(document, response);
    for (const [prefix, schema] of [
      ['$', body],
      ['$.data', deref(root, propertiesOf(document, body).data)],
    ] as const) {
      const property = schema && matchingProperty(document, schema, parameter);
      if (property) {
        const type = propertiesOf(document, schema)[property]?.type;
        return {
          extract: `${prefix}${member(property)}`,
          property,
          numeric: type === 'integer' || type === 'number',
        };
      }
    }
    const headers = deref(root, response.headers);
    location ||= isObject(headers) && Object.keys(headers).some((header) => header.toLowerCase() === 'location');
  }
  return location ? { extract: { header: 'Location', match: LAST_PATH_SEGMENT } } : undefined;
}

function refused(reason: string): WritePlan {
  return { kind: 'refused', reason };
}

function titleOf(operation: Json, fallback: string): string {
  const title = [operation.summary, operation.operationId].find((text) => typeof text === 'string' && text.trim());
  return typeof title === 'string' ? title.trim() : fallback;
}

/** `changes`, `deletes`: what a write of the method does to its records. */
function verb(method: string): string {
  return method === 'delete' ? 'deletes' : 'changes';
}

function verbBase(method: string): string {
  return method === 'delete' ? 'delete' : 'change';
}
