import { describe, expect, it } from '@jest/globals';
import { buildSchema } from 'graphql';
import { PASSED } from '../../../src/engine/http/body-checks.js';
import { Conformance } from '../../../src/engine/http/conformance.js';
import type { OpenApiDocument } from '../../../src/schema/openapi/openapi-document.js';
import { graphqlResponseContract } from '../../../src/schema/graphql/response-contract-graphql.js';
import { openApiResponseContracts } from '../../../src/schema/openapi/response-contract-openapi.js';
import { forScenario, type ResponseContract } from '../../../src/schema/response-contract.js';

/** Returns the contract of `GET /x` in a document of `version` whose responses are `responses`. */
function contractOf(
  version: OpenApiDocument['version'],
  responses: Record<string, unknown>,
  extra: Record<string, unknown> = {},
): ResponseContract {
  const root = {
    ...(version === '2.0' ? { swagger: '2.0' } : { openapi: version === '3.0' ? '3.0.3' : '3.1.0' }),
    paths: { '/x': { get: { responses } } },
    ...extra,
  };
  const contract = openApiResponseContracts({ root, version, source: 'x', location: { kind: 'file', path: 'x' } })(
    '/x',
    'get',
  );
  return forScenario(contract!, 'GET');
}

/** Returns whether `body` passes the contract for `status`, as the engine judges a sampled response. */
function passes(contract: ResponseContract, body: string, status = 200): boolean {
  const bytes = Buffer.from(body);
  return new Conformance(contract).judge(status, bytes, bytes.length, bytes.length) === PASSED;
}

const json = (schema: unknown) => ({ description: '', content: { 'application/json': { schema } } });

describe('the response contract of an OpenAPI operation', () => {
  const cases: Array<{
    what: string;
    version: OpenApiDocument['version'];
    responses: Record<string, unknown>;
    extra?: Record<string, unknown>;
    ok: string[];
    bad: string[];
  }> = [
    {
      what: '3.0 nullable beside allOf and a $ref (no type of its own)',
      version: '3.0',
      responses: { '200': json({ nullable: true, allOf: [{ $ref: '#/components/schemas/A' }] }) },
      extra: { components: { schemas: { A: { type: 'object', required: ['a'] } } } },
      ok: ['null', '{"a":1}'],
      bad: ['{}', '[]'],
    },
    {
      what: '3.0 nullable enum',
      version: '3.0',
      responses: { '200': json({ type: 'string', enum: ['on', 'off'], nullable: true }) },
      ok: ['"on"', 'null'],
      bad: ['"maybe"'],
    },
    {
      what: '3.1 type arrays, const and 2020-12 prefixItems',
      version: '3.1',
      responses: {
        '200': json({ type: 'array', prefixItems: [{ const: 'v' }, { type: ['integer', 'null'] }] }),
      },
      ok: ['["v",1]', '["v",null]'],
      bad: ['["w",1]', '["v","1"]'],
    },
    {
      what: '2.0 schema with x-nullable, JSON by default when nothing says what it produces',
      version: '2.0',
      responses: { '200': { description: '', schema: { type: 'integer', 'x-nullable': true } } },
      ok: ['1', 'null'],
      bad: ['"1"', '<html></html>'],
    },
    {
      what: 'application/problem+json for an error, its pattern kept, a PCRE-only pattern left out',
      version: '3.0',
      responses: {
        '4XX': {
          description: '',
          content: {
            'application/problem+json; charset=utf-8': {
              schema: {
                type: 'object',
                properties: {
                  code: { type: 'string', pattern: '^E\\d+$' },
                  x: { type: 'string', pattern: '(?<!a)\\Z' },
                },
              },
            },
          },
        },
      },
      ok: ['{"code":"E42","x":"anything"}'],
      bad: ['{"code":"42"}'],
    },
    {
      what: 'format is not checked (documents and servers disagree on it far more than on shapes)',
      version: '3.0',
      responses: { '200': json({ type: 'string', format: 'date-time' }) },
      ok: ['"yesterday"'],
      bad: ['1'],
    },
  ];

  it.each(cases)('$what', ({ version, responses, extra, ok, bad }) => {
    const contract = contractOf(version, responses, extra);
    const status = Object.keys(responses)[0] === '4XX' ? 404 : 200;
    for (const body of ok) expect([body, passes(contract, body, status)]).toEqual([body, true]);
    for (const body of bad) expect([body, passes(contract, body, status)]).toEqual([body, false]);
  });

  it('a 2.0 operation that produces XML only, and a 3.0 body of text/html, are not checked as JSON', () => {
    const xml = contractOf(
      '2.0',
      { '200': { description: '', schema: { type: 'object' } } },
      { produces: ['application/xml'] },
    );
    expect(passes(xml, '<pet/>')).toBe(true);
    const html = contractOf('3.0', {
      '200': { description: '', content: { 'text/html': { schema: { type: 'string' } } } },
    });
    expect(passes(html, '<h1>hello</h1>')).toBe(true);
  });

  it("a scenario's contract holds only the definitions its schemas reach; HEAD checks the status alone", () => {
    const contract = contractOf(
      '3.0',
      { '200': json({ $ref: '#/components/schemas/A' }) },
      {
        components: {
          schemas: {
            A: { type: 'object', properties: { b: { $ref: '#/components/schemas/B' } } },
            B: { type: 'integer' },
          },
        },
      },
    );
    expect(Object.keys(contract.definitions)).toHaveLength(2);
    const head = forScenario(contract, 'HEAD');
    expect(head.statuses).toEqual({ '200': { json: false } });
    expect(head.definitions).toEqual({});
    expect(passes(head, '')).toBe(true);
    expect(passes(head, '', 500)).toBe(false);
  });
});

describe('the response contract of a GraphQL document', () => {
  const schema = buildSchema(`
    interface Node { id: ID! }
    type User implements Node { id: ID! name: String! role: Role }
    type Post implements Node { id: ID! title: String! author: User! }
    enum Role { ADMIN USER }
    type Query { node(id: ID!): Node user(name: String!): User users(first: Int): [User!]! viewer: User }
  `);
  const contract = (query: string) => graphqlResponseContract(schema, query)!;

  const cases: Array<{ what: string; query: string; ok: string[]; bad: string[] }> = [
    {
      what: 'a look-up by a String key must answer an object; aliases name the keys',
      query: '{ found: user(name: "ann") { id name } }',
      ok: ['{"data":{"found":{"id":"1","name":"Ann"}}}'],
      bad: ['{"data":{"found":null}}', '{"data":{}}', '{"data":{"found":{"id":"1"}}}', '{"errors":[]}'],
    },
    {
      what: 'a nullable field without required arguments may be null; an enum is one of its values',
      query: '{ viewer { role } }',
      ok: ['{"data":{"viewer":null}}', '{"data":{"viewer":{"role":"ADMIN"}}}', '{"data":{"viewer":{"role":null}}}'],
      bad: ['{"data":{"viewer":{"role":"ROOT"}}}'],
    },
    {
      what: 'fields in a fragment on a narrower type are not required; those on the interface are',
      query: '{ node(id: "1") { id ... on Post { title author { name } } ...F } } fragment F on Node { __typename }',
      ok: ['{"data":{"node":{"id":"1","__typename":"User"}}}'],
      bad: ['{"data":{"node":{"__typename":"User"}}}', '{"data":{"node":null}}'],
    },
    {
      what: 'a list of non-null items; a field under @include is not required',
      query: 'query ($all: Boolean!) { users { id name @include(if: $all) } }',
      ok: ['{"data":{"users":[]}}', '{"data":{"users":[{"id":1}]}}'],
      bad: ['{"data":{"users":[null]}}', '{"data":{"users":null}}', '{"data":{"users":[{"id":true}]}}'],
    },
  ];

  it.each(cases)('$what', ({ query, ok, bad }) => {
    const compiled = contract(query);
    for (const body of ok) expect([body, passes(compiled, body)]).toEqual([body, true]);
    for (const body of bad) expect([body, passes(compiled, body)]).toEqual([body, false]);
  });

  it('any status is declared; a document that does not parse has no contract', () => {
    expect(passes(contract('{ viewer { name } }'), '{"data":{"viewer":null}}', 400)).toBe(true);
    expect(graphqlResponseContract(schema, '{ viewer {')).toBeUndefined();
  });
});
