/** Every REST look-up key, in the path or the query, takes its values from a list of the API, or says why not. */
import { describe, expect, it } from '@jest/globals';
import { query, type JsonValue } from 'jsonpath-rfc9535';
import { requestWithValues } from '../../../src/loadtest/generate/generate-values.js';
import { openApiDescription } from '../../../src/schema/openapi/openapi-operations.js';
import type { Operation } from '../../../src/schema/operation.js';

type Json = Record<string, unknown>;

const ok = (schema: Json) => ({
  '200': { description: 'ok', content: { 'application/json': { schema } } },
});
const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
/** A Directus-style list: the items wrapped in `data`. */
const list = (name: string) => ({
  get: { responses: ok({ type: 'object', properties: { data: { type: 'array', items: ref(name) } } }) },
});
const path = (name: string, type = 'string') => ({ name, in: 'path', required: true, schema: { type } });
const query_ = (name: string, extra: Json = {}) => ({
  name,
  in: 'query',
  required: true,
  schema: { type: 'string', ...extra },
});
/** A Directus-style item: the one object wrapped in `data`. */
const item = (name: string, parameters: Json[]) => ({
  get: { parameters, responses: ok({ type: 'object', properties: { data: ref(name) } }) },
});

/** Returns the operations of an OpenAPI 3.0 document by key. */
function operations(paths: Json, schemas: Json): Record<string, Operation> {
  const root = { openapi: '3.0.3', info: { title: 'T', version: '1' }, paths, components: { schemas } };
  const api = openApiDescription({
    root,
    version: '3.0',
    source: 'test.yaml',
    location: { kind: 'file', path: 'test.yaml' },
  });
  return Object.fromEntries(api.operations.map((op) => [op.key, op]));
}

const SCHEMAS = {
  Collection: { type: 'object', properties: { collection: { type: 'string' }, meta: { type: 'object' } } },
  Field: {
    type: 'object',
    properties: { collection: { type: 'string' }, field: { type: 'string' }, type: { type: 'string' } },
  },
  Role: { type: 'object', properties: { id: { type: 'string', format: 'uuid' }, name: { type: 'string' } } },
  Translation: {
    type: 'object',
    properties: { id: { type: 'integer' }, key: { type: 'string' }, value: { type: 'string' } },
  },
  Report: { type: 'object', properties: { total: { type: 'integer' } } },
};

describe('REST look-ups: a key from a list’s items, by name or by the schema’s $ref', () => {
  it('GET /collections/{collection} ← GET /collections, its items wrapped in data', () => {
    const ops = operations(
      { '/collections': list('Collection'), '/collections/{collection}': item('Collection', [path('collection')]) },
      SCHEMAS,
    );
    expect(ops['GET /collections/{collection}']!.sources).toEqual({
      collection: { from: 'GET /collections', pick: '$.data[*].collection' },
    });
  });

  it('Directus’s GET /collections/{id}: the item is the list’s component, whose key is named for the path', () => {
    const ops = operations(
      {
        '/roles': list('Role'),
        '/collections': list('Collection'),
        '/settings/collections/{id}': item('Collection', [path('id')]),
      },
      SCHEMAS,
    );
    expect(ops['GET /settings/collections/{id}']!.sources).toEqual({
      id: { from: 'GET /collections', pick: '$.data[*].collection' },
    });
    expect(ops['GET /settings/collections/{id}']!.unsourced).toBeUndefined();
  });

  it('two keys come from one list, the same items: GET /fields/{collection}/{field} ← GET /fields', () => {
    const ops = operations(
      {
        '/fields': list('Field'),
        '/fields/{collection}': { get: { parameters: [path('collection')], responses: list('Field').get.responses } },
        '/fields/{collection}/{field}': item('Field', [path('collection'), path('field')]),
      },
      SCHEMAS,
    );
    const filter = '$.data[?((@.collection) && (@.collection != null)) && ((@.field) && (@.field != null))]';
    const sources = ops['GET /fields/{collection}/{field}']!.sources!;
    expect(sources).toEqual({
      collection: { from: 'GET /fields', pick: `${filter}.collection` },
      field: { from: 'GET /fields', pick: `${filter}.field` },
    });
    // An item without one of the keys drops out of both picks, so the i-th values stay one item's.
    const body = {
      data: [
        { collection: 'articles', field: 'id' },
        { collection: 'articles' },
        { collection: null, field: 'x' },
        { collection: 'authors', field: 'name' },
      ],
    } as JsonValue;
    expect(query(body, sources.collection!.pick)).toEqual(['articles', 'authors']);
    expect(query(body, sources.field!.pick)).toEqual(['id', 'name']);
  });

  it('keys the schema requires need no filter', () => {
    const ops = operations(
      { '/fields': list('Field'), '/fields/{collection}/{field}': item('Field', [path('collection'), path('field')]) },
      { Field: { ...SCHEMAS.Field, required: ['collection', 'field'] } },
    );
    expect(ops['GET /fields/{collection}/{field}']!.sources).toEqual({
      collection: { from: 'GET /fields', pick: '$.data[*].collection' },
      field: { from: 'GET /fields', pick: '$.data[*].field' },
    });
  });

  it('a required query key by name, written in the query', () => {
    const ops = operations(
      {
        '/translations': list('Translation'),
        '/translate': { get: { parameters: [query_('key')], responses: ok(ref('Translation')) } },
      },
      SCHEMAS,
    );
    const op = ops['GET /translate']!;
    expect(op.sources).toEqual({ key: { from: 'GET /translations', pick: '$.data[*].key' } });
    expect(requestWithValues(op).request.query).toEqual({
      key: { from: 'GET /translations', pick: '$.data[*].key' },
    });
  });
});

describe('REST look-ups: a key no list gives stays unsourced with its reason', () => {
  it('a query key with no example: its line is commented, not silently invented', () => {
    const ops = operations(
      { '/roles': list('Role'), '/reports/{id}': item('Report', [path('id'), query_('token')]) },
      SCHEMAS,
    );
    const op = ops['GET /reports/{id}']!;
    // Every list has an id: a list of another component is not the source of this one's.
    expect(op.sources).toBeUndefined();
    expect(op.unsourced).toEqual({ id: 'no operation lists id', token: 'no operation lists token' });
    const { comments } = requestWithValues(op);
    expect(comments).toEqual([
      {
        path: ['params', 'id'],
        text: ' no operation lists id: set a value, or a plan line "GET /reports/{id}: id = 42"',
      },
      {
        path: ['query', 'token'],
        text: ' no operation lists token: set a value, or a plan line "GET /reports/{id}: token = 42"',
      },
    ]);
  });

  it('a query key whose value the schema gives (an example, an enum) is not commented', () => {
    const ops = operations(
      {
        '/reports': {
          get: {
            parameters: [query_('format', { enum: ['csv', 'json'] }), query_('since', { example: '2024-01-01' })],
            responses: ok(ref('Report')),
          },
        },
      },
      SCHEMAS,
    );
    expect(ops['GET /reports']!.unsourced).toBeUndefined();
  });
});
