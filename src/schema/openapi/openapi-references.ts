// A create's references to other records, taken from lists of them: `authorId` → the ids `GET /authors` lists.
import type { DataSource } from '../../vocabulary/data-source.js';
import type { RequestData } from '../operation.js';
import { deref, isObject, operationParameters, type Json, type OpenApiDocument } from './openapi-document.js';
import { propertiesOf } from './openapi-properties.js';
import { bodySchema, listOf, member, successCodes } from './openapi-sources.js';
import { referenceBase } from '../record-names.js';

/**
 * Returns the request with each top-level property of its JSON body that names another record (`authorId`,
 * `author_id`) taken from a list of those records: a GET on the collection its name gives (`/authors`, `/todo-lists`
 * for `todoListId`), without parameters of its own, whose 2xx body lists objects with an `id`. A sampled reference
 * names no record, and the server refuses it (a foreign key); where no list is found, the sample stays.
 */
export function withReferences(document: OpenApiDocument, request: RequestData): RequestData {
  const body = request.body;
  if (!isObject(body) || request.contentType !== undefined) return request;
  let changed: Record<string, unknown> | undefined;
  for (const name of Object.keys(body)) {
    const base = referenceBase(name);
    const source = base && listedIds(document, base);
    if (source) (changed ??= { ...body })[name] = source;
  }
  return changed ? { ...request, body: changed } : request;
}

/** The source of the ids of the records `base` names, from the first collection path its plural names that lists them. */
function listedIds(document: OpenApiDocument, base: string): DataSource | undefined {
  const { root } = document;
  const paths = isObject(root.paths) ? root.paths : {};
  const kebab = base.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();
  const snake = kebab.replace(/-/g, '_');
  const names = [...new Set([base, kebab, snake])].flatMap((name) => [`${name}s`, `${name}es`]);
  for (const path of Object.keys(paths).filter((key) => names.some((name) => key.endsWith(`/${name}`)))) {
    if (path.includes('{')) continue;
    const item = deref(root, paths[path]);
    const operation = deref(root, item?.get);
    if (!item || !operation || requiresParameters(root, item, operation)) continue;
    const responses = deref(root, operation.responses) ?? {};
    for (const code of successCodes(responses)) {
      const response = deref(root, responses[code]);
      const list = response && listOf(document, bodySchema(document, response));
      if (list && propertiesOf(document, list.items).id)
        return { from: `GET ${path}`, pick: `${list.path}[*]${member('id')}` };
    }
  }
  return undefined;
}

/** Whether a GET needs a query or header parameter that a source's request cannot carry. */
function requiresParameters(root: Json, item: Json, operation: Json): boolean {
  return operationParameters(root, item, operation).some(
    (parameter) => parameter.required === true && parameter.in !== 'path',
  );
}
