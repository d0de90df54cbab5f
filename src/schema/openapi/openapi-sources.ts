// Where the values of an OpenAPI operation's keys come from in the API itself: its links and its lists.
import type { DataSource } from '../../vocabulary/data-source.js';
import type { CreateSource, FoundSources } from '../operation.js';
import {
  deref,
  isObject,
  operationParameters,
  resolvePointer,
  type Json,
  type OpenApiDocument,
} from './openapi-document.js';
import { propertiesOf } from './openapi-properties.js';
import { sampleRequest, UnsampleableError } from './openapi-sample.js';
import { everyOf, isSet } from '../lookup-filter.js';

/** A GET operation of the document: a candidate source. */
interface GetOperation {
  path: string;
  segments: string[];
  operation: Json;
  /** The names of its path parameters, which the target must fill. */
  pathParams: string[];
  /** Whether it needs a query or header parameter that a `from` request cannot carry. */
  needsMore: boolean;
  /** The `links` of its 2xx responses, 200 first, read once: every path parameter of every operation looks at them. */
  links: Array<{ link: Json; response: Json }>;
}

/**
 * Returns a finder of sources for the keys of an operation, its path parameters and required scalar query parameters,
 * strongest first: an OpenAPI `links` entry on another GET's response; for several keys, one list whose items carry
 * them all (`GET /fields` for `/fields/{collection}/{field}`), so that the values of one request belong to one item;
 * then for each key a list operation one path segment up whose items carry it, a list of the same schema component
 * as the operation's one item (`$ref`), a list whose items carry a property of the key's name, and, for a path
 * parameter, a create operation on that path answering a `Location` header (the new item's id is its last path
 * segment). A path key that none gives, and a query key the schema gives no value of, is `unsourced` with the reason.
 * The document's GET operations are read once, whether or not they are in scope: a list is a source even when not
 * tested.
 */
export function openApiSourceFinder(
  document: OpenApiDocument,
): (path: string, method: string, operation: Json, parameters: Json[]) => FoundSources {
  let gets: GetOperation[] | undefined;
  return (path, method, operation, parameters) => {
    const keys = parameters.filter(
      (parameter) =>
        parameter.in === 'path' || (parameter.in === 'query' && parameter.required === true && isScalar(parameter)),
    );
    if (keys.length === 0) return {};
    gets ??= getOperations(document);
    const names = parameters.filter((parameter) => parameter.in === 'path').map((parameter) => String(parameter.name));
    const found: FoundSources = {};
    const single = singleItem(document, operation);
    let pending: Json[] = [];
    for (const parameter of keys) {
      const name = String(parameter.name);
      // The sources of a write's ids are real records: generation uses them only where the plan allows writes to
      // existing data (src/schema/openapi/openapi-writes.ts keeps a write to the records the run creates).
      const source = linkSource(document, gets, operation, name, names);
      if (source) (found.sources ??= {})[name] = source;
      else pending.push(parameter);
    }
    const together = pending.length > 1 ? jointSource(document, gets, path, pending, single) : undefined;
    if (together) {
      Object.assign((found.sources ??= {}), together);
      pending = [];
    }
    for (const parameter of pending) {
      const name = String(parameter.name);
      const source =
        (parameter.in === 'path' ? listSource(document, gets, path, parameter, names) : undefined) ??
        otherListSource(document, gets, path, parameter, single);
      const created =
        source || parameter.in !== 'path' || (method !== 'get' && method !== 'head')
          ? undefined
          : createSource(document, path, name);
      if (source) (found.sources ??= {})[name] = source;
      else if (created) (found.created ??= {})[name] = created;
      else if (parameter.in === 'path' || !schemaGivesValue(document, parameter))
        (found.unsourced ??= {})[name] = `no operation lists ${name}`;
    }
    return found;
  };
}

/** A list the operation may take keys from: a GET of its own whose body holds a list of objects. */
interface ListBody {
  source: GetOperation;
  /** The JSONPath of the array (`$.data`) and its item schema. */
  path: string;
  items: Json;
}

/** The lists of GET operations that need no value to be sent (no path or required query parameter), in schema order. */
function plainLists(document: OpenApiDocument, gets: GetOperation[], target: string): ListBody[] {
  const lists: ListBody[] = [];
  for (const source of gets) {
    if (source.pathParams.length > 0 || source.needsMore || source.path === target) continue;
    const responses = deref(document.root, source.operation.responses) ?? {};
    for (const code of successCodes(responses)) {
      const response = deref(document.root, responses[code]);
      const list = response && listOf(document, bodySchema(document, response));
      if (list) {
        lists.push({ source, ...list });
        break;
      }
    }
  }
  return lists;
}

/**
 * The one object an operation answers with: its 2xx body, or the body's `data`, `item` or `result` property, as the
 * component it is, when it is an object; what a list of the same component lists.
 */
function singleItem(document: OpenApiDocument, operation: Json): Json | undefined {
  const responses = deref(document.root, operation.responses) ?? {};
  for (const code of successCodes(responses)) {
    const response = deref(document.root, responses[code]);
    const body = response && bodySchema(document, response);
    if (!body || body.type === 'array') continue;
    const properties = propertiesOf(document, body);
    const wrapped = ['data', 'item', 'result'].map((key) => properties[key]).find((value) => value !== undefined);
    return wrapped && wrapped.type !== 'array' ? wrapped : body;
  }
  return undefined;
}

/**
 * The property of a list's items that holds a key: the key's own name and its snake case, else, for an `id` whose
 * items have none, the name of the thing the path segment before it lists (`collection` for `/collections/{id}`).
 */
function keyProperty(document: OpenApiDocument, items: Json, parameter: Json, path: string): string | undefined {
  const direct = matchingProperty(document, items, parameter);
  if (direct) return direct;
  const name = String(parameter.name);
  if (!/id$/i.test(name)) return undefined;
  const segments = path.split('/');
  const at = segments.indexOf(`{${name}}`);
  const literal = segments
    .slice(0, at === -1 ? segments.length : at)
    .reverse()
    .find((segment) => segment !== '' && !isParam(segment));
  if (!literal) return undefined;
  const singular = literal.replace(/ies$/, 'y').replace(/s$/, '');
  return matchingProperty(document, items, { ...parameter, name: singular });
}

/**
 * A list that gives every one of several keys (path or query) from the same items, by the same component as the
 * operation's item first: one request whose i-th values belong to one item. An item where a key is missing or null
 * would drop out of one pick and not of the others, so such items are filtered out unless the schema requires them.
 */
function jointSource(
  document: OpenApiDocument,
  gets: GetOperation[],
  path: string,
  keys: Json[],
  single: Json | undefined,
): Record<string, DataSource> | undefined {
  const lists = plainLists(document, gets, path);
  const ordered = [...lists.filter((list) => list.items === single), ...lists.filter((list) => list.items !== single)];
  for (const list of ordered) {
    // Every list has an `id`: only a list of the operation's own component says it is the key's.
    const same = list.items === single;
    const properties = keys.map((key) =>
      same ? keyProperty(document, list.items, key, path) : matchingProperty(document, list.items, key),
    );
    if (properties.some((property) => property === undefined || (!same && property === 'id'))) continue;
    const required = new Set(Array.isArray(list.items.required) ? list.items.required.map(String) : []);
    const shape = propertiesOf(document, list.items);
    const conditions = (properties as string[])
      .filter((property) => !required.has(property) || shape[property]?.nullable === true)
      .map((property) => isSet(member(property), required.has(property) ? 'always present' : 'maybe absent'));
    const items = conditions.length > 0 ? `${list.path}[?${everyOf(conditions)}]` : `${list.path}[*]`;
    return Object.fromEntries(
      keys.map((key, index) => [
        String(key.name),
        { from: `GET ${list.source.path}`, pick: `${items}${member(properties[index]!)}` },
      ]),
    );
  }
  return undefined;
}

/**
 * A list, not one path segment up, whose items give a key: one of the same component as the operation's item (by
 * `$ref`), else one whose items carry a property of the key's own name (not a bare `id`, which every list has), the
 * one whose path shares most of the operation's first.
 */
function otherListSource(
  document: OpenApiDocument,
  gets: GetOperation[],
  path: string,
  parameter: Json,
  single: Json | undefined,
): DataSource | undefined {
  const lists = plainLists(document, gets, path);
  const source = (list: ListBody, property: string): DataSource => ({
    from: `GET ${list.source.path}`,
    pick: `${list.path}[*]${member(property)}`,
  });
  for (const list of lists) {
    if (list.items !== single) continue;
    const property = keyProperty(document, list.items, parameter, path);
    if (property) return source(list, property);
  }
  const name = String(parameter.name);
  if (name === 'id') return undefined;
  const shared = (other: string) => {
    const mine = path.split('/');
    const theirs = other.split('/');
    let count = 0;
    while (count < mine.length && mine[count] === theirs[count]) count++;
    return count;
  };
  let best: { list: ListBody; property: string; shared: number } | undefined;
  for (const list of lists) {
    const property = matchingProperty(document, list.items, { ...parameter, name });
    if (!property || property === 'id') continue;
    const score = shared(list.source.path);
    if (!best || score > best.shared) best = { list, property, shared: score };
  }
  return best && source(best.list, best.property);
}

/** Whether a parameter is one value (a string, number or integer), not a list, an object or a flag. */
function isScalar(parameter: Json): boolean {
  const type =
    parameter.schema === undefined ? parameter.type : isObject(parameter.schema) ? parameter.schema.type : 'string';
  return type === undefined || type === 'string' || type === 'integer' || type === 'number';
}

/** Whether the schema gives a parameter's value itself: an example, a default or an enum, on it or its schema. */
function schemaGivesValue(document: OpenApiDocument, parameter: Json): boolean {
  const schema = deref(document.root, parameter.schema) ?? parameter;
  return [parameter, schema].some((where) =>
    ['example', 'examples', 'x-example', 'default', 'enum'].some((key) => where[key] !== undefined),
  );
}

function getOperations(document: OpenApiDocument): GetOperation[] {
  const { root } = document;
  const result: GetOperation[] = [];
  for (const [path, rawItem] of Object.entries(isObject(root.paths) ? root.paths : {})) {
    const item = deref(root, rawItem);
    const operation = deref(root, item?.get);
    if (!item || !operation || !path.startsWith('/') || /[?#]/.test(path)) continue;
    const parameters = operationParameters(root, item, operation);
    result.push({
      path,
      segments: path.split('/'),
      operation,
      pathParams: parameters.filter((p) => p.in === 'path').map((p) => String(p.name)),
      needsMore: parameters.some((p) => (p.in === 'query' || p.in === 'header') && p.required === true),
      links: responseLinks(root, operation),
    });
  }
  return result;
}

/** Returns the `links` entries of an operation's 2xx responses, 200 first, each with its response. */
function responseLinks(root: Json, operation: Json): GetOperation['links'] {
  const responses = deref(root, operation.responses) ?? {};
  return successCodes(responses).flatMap((code) => {
    const response = deref(root, responses[code]);
    return Object.values(deref(root, response?.links) ?? {}).flatMap((raw) => {
      const link = deref(root, raw);
      return link && response ? [{ link, response }] : [];
    });
  });
}

/** A `links` entry of another GET's 2xx response that targets the operation and says where `name` is in the body. */
function linkSource(
  document: OpenApiDocument,
  gets: GetOperation[],
  target: Json,
  name: string,
  fillable: string[],
): DataSource | undefined {
  const { root } = document;
  for (const source of gets) {
    if (source.links.length === 0 || source.operation === target || !usable(source, fillable)) continue;
    for (const { link, response } of source.links) {
      if (!targets(root, link, target)) continue;
      const parameters = isObject(link.parameters) ? link.parameters : {};
      const expression = parameters[name] ?? parameters[`path.${name}`];
      const pointer = typeof expression === 'string' ? /^\$response\.body#(.*)$/.exec(expression)?.[1] : undefined;
      if (pointer === undefined) continue;
      const listed = deref(root, bodySchema(document, response))?.type === 'array';
      return { from: `GET ${source.path}`, pick: jsonPathOf(pointer, listed) };
    }
  }
  return undefined;
}

/** Whether a link names the operation by its operationId or by an operationRef to it. */
function targets(root: Json, link: Json, target: Json): boolean {
  if (typeof link.operationId === 'string') return link.operationId === target.operationId;
  if (typeof link.operationRef !== 'string') return false;
  const hash = link.operationRef.indexOf('#');
  return hash !== -1 && deref(root, resolvePointer(root, link.operationRef.slice(hash))) === target;
}

/**
 * A GET on the path up to the parameter's segment (`GET /pets` for `/pets/{petId}`) whose 2xx JSON body is a list of
 * objects, bare or in one array property, whose items carry the parameter under a matching name and type.
 */
function listSource(
  document: OpenApiDocument,
  gets: GetOperation[],
  path: string,
  parameter: Json,
  fillable: string[],
): DataSource | undefined {
  const name = String(parameter.name);
  const segments = path.split('/');
  const at = segments.indexOf(`{${name}}`);
  if (at < 1) return undefined;
  const prefix = segments.slice(0, at);
  const source = gets.find(
    (candidate) =>
      candidate.segments.length === prefix.length &&
      candidate.segments.every((segment, i) => segment === prefix[i] || (isParam(segment) && isParam(prefix[i]!))),
  );
  if (!source || source.needsMore) return undefined;
  // The list's own parameters are filled as the target fills them, by position (`/items/{collection}`).
  const from = `GET ${prefix.join('/') || '/'}`;
  if (!prefix.filter(isParam).every((segment) => fillable.includes(segment.slice(1, -1)))) return undefined;
  const responses = deref(document.root, source.operation.responses) ?? {};
  for (const code of successCodes(responses)) {
    const response = deref(document.root, responses[code]);
    const list = response && listOf(document, bodySchema(document, response));
    if (!list) continue;
    const property = matchingProperty(document, list.items, parameter);
    if (property) return { from, pick: `${list.path}[*]${member(property)}` };
  }
  return undefined;
}

/**
 * A POST on the path up to the parameter's segment (`POST /articles` for `/articles/{articleId}`) whose 2xx answer
 * declares a `Location` header, with its sampled request. A path with parameters of its own is not one: their values
 * would have to be fetched before the create.
 */
function createSource(document: OpenApiDocument, path: string, name: string): CreateSource | undefined {
  const { root } = document;
  const segments = path.split('/');
  const at = segments.indexOf(`{${name}}`);
  const prefix = segments.slice(0, at).join('/');
  if (at < 1 || prefix === '' || prefix.includes('{')) return undefined;
  const item = deref(root, isObject(root.paths) ? root.paths[prefix] : undefined);
  const operation = deref(root, item?.post);
  if (!item || !operation) return undefined;
  const responses = deref(root, operation.responses) ?? {};
  const locates = successCodes(responses).some((code) => {
    const headers = deref(root, deref(root, responses[code])?.headers);
    return isObject(headers) && Object.keys(headers).some((header) => header.toLowerCase() === 'location');
  });
  if (!locates) return undefined;
  const parameters = operationParameters(root, item, operation);
  try {
    const title = [operation.summary, operation.operationId].find((text) => typeof text === 'string' && text.trim());
    return {
      endpoint: `POST ${prefix}`,
      title: typeof title === 'string' ? title.trim() : `POST ${prefix}`,
      request: sampleRequest(document, parameters, operation),
    };
  } catch (error) {
    if (error instanceof UnsampleableError) return undefined;
    throw error;
  }
}

function usable(source: GetOperation, fillable: string[]): boolean {
  return !source.needsMore && source.pathParams.every((name) => fillable.includes(name));
}

const isParam = (segment: string) => /^\{[^}]+\}$/.test(segment);

/** The 2xx status codes of a responses object, 200 first. */
export function successCodes(responses: Json): string[] {
  return Object.keys(responses)
    .filter((code) => /^2(?:\d\d|XX)$/i.test(code))
    .sort();
}

/** The JSON schema of a response's body (OpenAPI 3 `content`, Swagger 2 `schema`), dereferenced. */
export function bodySchema(document: OpenApiDocument, response: Json): Json | undefined {
  if (document.version === '2.0') return deref(document.root, response.schema);
  const content = isObject(response.content) ? response.content : {};
  const type = Object.keys(content).find((key) => /^application\/(?:[\w.+-]+\+)?json\b/i.test(key));
  const media = type === undefined ? undefined : deref(document.root, content[type]);
  return deref(document.root, media?.schema);
}

const WRAPPERS = ['data', 'items', 'results'];

/** The items of a list body: the body itself (`$`), or its `data`, `items`, `results` or only array property. */
export function listOf(document: OpenApiDocument, schema: Json | undefined): { path: string; items: Json } | undefined {
  const items = (list: Json | undefined) => (list?.type === 'array' ? deref(document.root, list.items) : undefined);
  const root = items(schema);
  if (root) return { path: '$', items: root };
  const properties = propertiesOf(document, schema);
  const arrays = Object.entries(properties).filter(([, property]) => property.type === 'array');
  const chosen = arrays.find(([key]) => WRAPPERS.includes(key)) ?? (arrays.length === 1 ? arrays[0] : undefined);
  const found = chosen && items(chosen[1]);
  return found ? { path: `$${member(chosen[0])}`, items: found } : undefined;
}

/** The item property that carries the parameter: its own name, `id` for a name ending in id, or its snake case. */
export function matchingProperty(document: OpenApiDocument, items: Json, parameter: Json): string | undefined {
  const name = String(parameter.name);
  const properties = propertiesOf(document, items);
  const snake = name.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toLowerCase();
  const candidates = [name, ...(/id$/i.test(name) ? ['id'] : []), snake];
  const wanted = typeOf(document, parameter);
  return candidates.find((key) => {
    const property = properties[key];
    if (!property) return false;
    const type = property.type;
    // A path is text: a string parameter takes any scalar; a number needs a number (or an untyped property).
    if (wanted === undefined || wanted === 'string' || type === undefined) return type !== 'object' && type !== 'array';
    return ['integer', 'number'].includes(wanted) ? type === 'integer' || type === 'number' : type === wanted;
  });
}

function typeOf(document: OpenApiDocument, parameter: Json): string | undefined {
  const schema = document.version === '2.0' && parameter.schema === undefined ? parameter : parameter.schema;
  const type = deref(document.root, schema)?.type;
  return typeof type === 'string' ? type : undefined;
}

/**
 * Returns the JSONPath of a link's JSON Pointer into the body: `/results/0/pet/key` → `$.results[*].pet.key`. An
 * index stands for every item, as does a list body's root: a load test wants all the ids, not the first.
 */
function jsonPathOf(pointer: string, listBody: boolean): string {
  const segments = pointer === '' ? [] : pointer.slice(1).split('/').map(unescapePointer);
  let path = listBody && !/^\d+$/.test(segments[0] ?? '') ? '$[*]' : '$';
  for (const segment of segments) path += /^\d+$/.test(segment) ? '[*]' : member(segment);
  return path;
}

function unescapePointer(segment: string): string {
  return segment.replace(/~1/g, '/').replace(/~0/g, '~');
}

/** A member of a JSONPath: `.name`, or `["odd name"]` (RFC 9535's name selector takes JSON's escapes). */
export function member(name: string): string {
  return /^[A-Za-z_][A-Za-z0-9_]*$/.test(name) ? `.${name}` : `[${JSON.stringify(name)}]`;
}
