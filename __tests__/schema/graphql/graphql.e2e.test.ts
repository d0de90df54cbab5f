import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { beforeAll, describe, expect, it } from '@jest/globals';
import {
  assertObjectType,
  graphql,
  introspectionFromSchema,
  parse,
  validate,
  type GraphQLSchema,
  type OperationDefinitionNode,
} from 'graphql';
import { getVariableValues } from 'graphql/execution/values.js';
import { graphqlApi } from '../../../src/schema/graphql/graphql-operations.js';
import { introspectGraphqlEndpoint, readGraphqlIntrospection } from '../../../src/schema/graphql/graphql-introspect.js';
import { readGraphqlSdl } from '../../../src/schema/graphql/graphql-sdl.js';
import type { Problem } from '../../../src/errors.js';
import type { ApiDescription, Operation } from '../../../src/schema/operation.js';
import { SchemaError } from '../../../src/schema/schema-error.js';
import { useServers } from '../../helpers/servers.js';

const GITHUB_SDL = 'node_modules/@octokit/graphql-schema/schema.graphql';
const GITHUB_JSON = 'node_modules/@octokit/graphql-schema/schema.json';

/** A small API with an interface, a union, a cycle, enums, input objects, @oneOf and a duplicated type. */
const PETS_SDL = `"An ISO 8601 timestamp."
scalar DateTime
"A sum of money: its format is the server's business."
scalar Money
enum Species { DOG CAT }
enum Order { ASC DESC }
interface Node { id: ID! }
interface Animal { name: String! species: Species! }
type Dog implements Node & Animal { id: ID! name: String! species: Species! barks: Boolean owner: User }
type Cat implements Node & Animal { id: ID! name: String! species: Species! lives: Int }
type User implements Node {
  id: ID!
  name: String!
  born: DateTime
  oldName: String @deprecated(reason: "Use name.")
  posts(first: Int!): [String!]
  friends: [User!]!
  pets: [Animal!]!
}
union SearchResult = Dog | Cat | User
input PetFilter { species: Species! namePrefix: String since: DateTime! }
input AddPetInput { name: String! species: Species! ownerId: ID! tags: [String!]! filter: PetFilter }
input PetBy @oneOf { id: ID name: String }
input PriceBy @oneOf { amount: Money max: Money }
input Price { currency: String! amount: Money! }
input Chain { next: [Chain!]! }
type Query {
  pets(first: Int!, after: String, filter: PetFilter): [Animal!]!
  user(id: ID!): User
  node(id: ID!): Node
  search(text: String!, order: Order = ASC, limit: Int): [SearchResult!]!
  petBy(by: PetBy!): Dog
  since(filter: PetFilter!): [Dog!]!
  priced(price: Price!): [Dog!]!
  pricedBy(by: PriceBy!): [Dog!]!
  chain(input: Chain!): Int
  version: String!
}
type Mutation {
  addPet(input: AddPetInput!): Dog
  remove_pet(id: ID!): Boolean!
}
type Subscription { petAdded: Dog }
type Dog { id: ID! }
`;

function pets(): { schema: GraphQLSchema; warnings: string[] } {
  return readGraphqlSdl(PETS_SDL, 'pets.graphql');
}

function petsApi(options: Partial<Parameters<typeof graphqlApi>[1]> = {}): ApiDescription {
  const { schema, warnings } = pets();
  return graphqlApi(schema, { source: 'pets.graphql', endpointPath: '/graphql', warnings, ...options });
}

function operation(api: ApiDescription, key: string): Operation {
  const found = api.operations.find((candidate) => candidate.key === key);
  if (!found) throw new Error(`no operation ${key}; skipped: ${JSON.stringify(api.skipped)}`);
  return found;
}

function documentOf(op: Operation): string {
  return op.request.graphql!.query;
}

/** Returns graphql-js's complaints about an operation: validation errors, then variable coercion errors. */
function complaints(schema: GraphQLSchema, op: Operation): string[] {
  const document = parse(documentOf(op));
  const errors = validate(schema, document).map((error) => `${op.key}: ${error.message}`);
  const definition = document.definitions[0] as OperationDefinitionNode;
  const coerced = getVariableValues(schema, definition.variableDefinitions ?? [], op.request.graphql!.variables ?? {});
  return [...errors, ...(coerced.errors ?? []).map((error) => `${op.key}: variables: ${error.message}`)];
}

/** Checks that every root field is an operation or skipped with a reason, and every document is valid. */
function expectComplete(schema: GraphQLSchema, api: ApiDescription): void {
  const expected = [
    ...Object.keys(schema.getQueryType()?.getFields() ?? {}).map((name) => `query ${name}`),
    ...Object.keys(schema.getMutationType()?.getFields() ?? {}).map((name) => `mutation ${name}`),
    ...Object.keys(schema.getSubscriptionType()?.getFields() ?? {}).map((name) => `subscription ${name}`),
  ];
  const covered = [...api.operations.map((op) => op.key), ...api.skipped.map((entry) => entry.key)];
  expect(covered.sort()).toEqual(expected.sort());
  for (const entry of api.skipped) expect(entry.reason).toMatch(/\w+ \(.+\) cannot be given a value: .{10,}/);
  expect(api.operations.flatMap((op) => complaints(schema, op))).toEqual([]);
  for (const op of api.operations) {
    expect(op).toMatchObject({ method: 'POST', path: '/graphql', safe: !op.key.startsWith('mutation ') });
    expect(documentOf(op)).toMatch(new RegExp(`^${op.key.split(' ')[0]!} [A-Z]\\w*[ (]`));
  }
}

function problemsOf(action: () => unknown): Problem[] {
  try {
    action();
  } catch (error) {
    if (error instanceof SchemaError) return error.problems;
    throw error;
  }
  throw new Error('no SchemaError was thrown');
}

async function rejection(promise: Promise<unknown>): Promise<SchemaError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof SchemaError) return error;
    throw error;
  }
  throw new Error('no SchemaError was thrown');
}

describe('the GitHub schema', () => {
  let sdl: { schema: GraphQLSchema; warnings: string[] };
  let introspection: unknown;

  beforeAll(() => {
    sdl = readGraphqlSdl(readFileSync(GITHUB_SDL, 'utf8'), 'schema.graphql');
    introspection = JSON.parse(readFileSync(GITHUB_JSON, 'utf8')) as unknown;
  });

  const api = (schema: GraphQLSchema) => graphqlApi(schema, { source: 'github', endpointPath: '/graphql' });

  it('reads the SDL, keeping the first of its two duplicated fields with a warning for each', () => {
    expect(sdl.warnings).toEqual([
      expect.stringMatching(
        /^schema\.graphql:\d+:3: field EnterpriseOwnerInfo\.repositoryDeployKeySetting is defined twice/,
      ),
      expect.stringMatching(
        /^schema\.graphql:\d+:3: field EnterpriseOwnerInfo\.repositoryDeployKeySettingOrganizations is defined twice/,
      ),
    ]);
    const owner = assertObjectType(sdl.schema.getType('EnterpriseOwnerInfo'));
    expect(owner.getFields().repositoryDeployKeySetting!.description).toMatch(/deploy keys are enabled/);
  });

  it('turns every query and mutation of the SDL into a valid operation or a skipped entry', () => {
    const result = api(sdl.schema);
    expectComplete(sdl.schema, result);
    expect(result.operations.filter((op) => op.safe).length).toBeGreaterThan(20);
    expect(result.operations.filter((op) => !op.safe).length).toBeGreaterThan(200);
    expect(result.operations.some((op) => op.key.startsWith('subscription'))).toBe(false);
  });

  it.each([
    { what: '{ __schema }', wrap: (json: unknown) => json },
    { what: '{ data: { __schema } }', wrap: (json: unknown) => ({ data: json }) },
  ])('turns every query and mutation of the introspection JSON $what into a valid operation', ({ wrap }) => {
    const schema = readGraphqlIntrospection(wrap(introspection), 'schema.json');
    expectComplete(schema, api(schema));
  });

  it('gives the same operations from both shapes of the introspection JSON', () => {
    // The schema objects are compared by what they give, not field by field: that takes a minute on GitHub's.
    const bare = { ...api(readGraphqlIntrospection(introspection, 'schema.json')), graphqlSchema: undefined };
    const wrapped = {
      ...api(readGraphqlIntrospection({ data: introspection }, 'schema.json')),
      graphqlSchema: undefined,
    };
    expect(wrapped).toEqual(bare);
  });

  it('gives the same operations from the SDL and from an introspection of the same schema', () => {
    // The package's schema.graphql and schema.json are snapshots from different days (a few mutations differ), so
    // the SDL's own introspection is what must read the same.
    const fromSdl = api(sdl.schema);
    const roundTrip = api(readGraphqlIntrospection({ data: introspectionFromSchema(sdl.schema) }, 'introspection'));
    expect(roundTrip.operations).toEqual(fromSdl.operations);
    expect(roundTrip.skipped).toEqual(fromSdl.skipped);
  });

  it('gives mostly the same operation keys from the package SDL and the package JSON', () => {
    const keys = (result: ApiDescription) => new Set(result.operations.map((op) => op.key));
    const fromSdl = keys(api(sdl.schema));
    const fromJson = keys(api(readGraphqlIntrospection(introspection, 'schema.json')));
    const common = [...fromSdl].filter((key) => fromJson.has(key));
    expect(common.length).toBeGreaterThan(0.95 * Math.max(fromSdl.size, fromJson.size));
  });

  it('generates identical output twice', () => {
    expect(JSON.stringify(api(sdl.schema))).toBe(JSON.stringify(api(sdl.schema)));
  });

  it('keeps documents for huge types to a reasonable size', () => {
    const repository = documentOf(operation(api(sdl.schema), 'query repository'));
    expect(repository).toMatch(
      /^query Repository\(\$name: String!, \$owner: String!\) \{ repository\(name: \$name, owner: \$owner\) \{ /,
    );
    const sizes = api(sdl.schema).operations.map((op) => documentOf(op).length);
    expect(Math.max(...sizes)).toBeLessThan(20_000);
  });

  it('gives connections a page size, since GitHub refuses one without first or last', () => {
    const viewer = documentOf(operation(api(sdl.schema), 'query viewer'));
    expect(viewer).toMatch(/ followers\(first: 10\) \{ totalCount \}/);
    const search = operation(api(sdl.schema), 'query search');
    expect(search.request.graphql!.variables).toEqual({ first: 10, query: 'example', type: 'DISCUSSION' });
  });

  it('asks `include` once per field and builds only what it accepts', () => {
    const asked: Array<[string, boolean]> = [];
    const wanted = new Set(['query viewer', 'query repository', 'mutation addComment']);
    const result = graphqlApi(sdl.schema, {
      source: 'github',
      endpointPath: '/graphql',
      include: (key, safe) => {
        asked.push([key, safe]);
        return wanted.has(key);
      },
    });
    expect(result.operations.map((op) => op.key)).toEqual(['query repository', 'query viewer', 'mutation addComment']);
    expect(new Set(asked.map(([key]) => key)).size).toBe(asked.length);
    expect(asked).toContainEqual(['query viewer', true]);
    expect(asked).toContainEqual(['mutation addComment', false]);
  });
});

describe('operations of a small schema', () => {
  it('are valid, with variables that coerce, for every query and mutation', () => {
    const { schema } = pets();
    expectComplete(schema, petsApi());
  });

  it('builds a named document with one variable per required argument, scalars first, two levels deep', () => {
    const api = petsApi();
    expect(operation(api, 'query user').request.graphql).toEqual({
      query:
        'query User($id: ID!) { user(id: $id) { id name born pets { __typename name species ' +
        '... on Cat { id lives } ... on Dog { id barks } } } }',
      variables: { id: '1' },
    });
    expect(operation(api, 'query pets').request.graphql).toEqual({
      query:
        'query Pets($first: Int!) { pets(first: $first) { __typename name species ... on Cat { id lives } ' +
        '... on Dog { id barks owner { id name born } } } }',
      variables: { first: 10 },
    });
  });

  it('selects a union through __typename and a fragment per possible type', () => {
    const search = documentOf(operation(petsApi(), 'query search'));
    expect(search).toMatch(
      /^query Search\(\$text: String!, \$limit: Int\) \{ search\(text: \$text, limit: \$limit\) \{ __typename \.\.\. on Cat \{ /,
    );
    expect(search).toContain('... on Dog { id name species barks owner { id name born } }');
    expect(search).toContain('... on User { id name born pets {');
  });

  it('cuts cycles, deprecated fields and nested fields with required arguments, at any depth', () => {
    for (const depth of [1, 2, 5]) {
      const api = petsApi({ depth });
      const { schema } = pets();
      expect(api.operations.flatMap((op) => complaints(schema, op))).toEqual([]);
      for (const op of api.operations) {
        expect(documentOf(op)).not.toMatch(/friends|oldName|posts/);
      }
    }
    expect(documentOf(operation(petsApi({ depth: 1 }), 'query user'))).toBe(
      'query User($id: ID!) { user(id: $id) { id name born } }',
    );
  });

  it('samples variables from the argument types', () => {
    const variables = (key: string) => operation(petsApi(), key).request.graphql!.variables;
    // A mutation's input objects are written out, each value a variable of its own; free text is new at each request.
    expect(variables('mutation addPet')).toEqual({
      name: 'qa-perf ${uuid}',
      species: 'DOG',
      ownerId: '1',
      tags: ['example'],
    });
    expect(variables('query since')).toEqual({ filter: { species: 'DOG', since: '2024-01-01T00:00:00Z' } });
    expect(variables('query petBy')).toEqual({ by: { id: '1' } });
    expect(variables('query search')).toEqual({ text: 'example', limit: 10 });
    expect(operation(petsApi(), 'query version').request.graphql).toEqual({ query: 'query Version { version }' });
  });

  it('makes mutations unsafe, names them in PascalCase, and subscriptions streams (docs/streams.md)', () => {
    const api = petsApi();
    expect(operation(api, 'mutation addPet')).toMatchObject({ safe: false, title: 'addPet', method: 'POST' });
    expect(documentOf(operation(api, 'mutation remove_pet'))).toBe(
      'mutation RemovePet($id: ID!) { remove_pet(id: $id) }',
    );
    expect(operation(api, 'subscription petAdded')).toMatchObject({
      safe: true,
      stream: { protocol: 'sse', mode: 'hold' },
    });
    expect(documentOf(operation(api, 'subscription petAdded'))).toMatch(/^subscription PetAdded \{ petAdded \{ /);
  });

  it('lists the fields whose required input cannot be produced, naming the argument and the type', () => {
    expect(petsApi().skipped).toEqual([
      {
        key: 'query priced',
        reason: expect.stringMatching(
          /^the required argument price \(Price!\) .*price\.amount \(custom scalar Money\)/,
        ),
      },
      {
        key: 'query pricedBy',
        reason: expect.stringMatching(/^the required argument by \(PriceBy!\) .*@oneOf PriceBy/),
      },
      { key: 'query chain', reason: expect.stringMatching(/^the required argument input \(Chain!\) .*never end/) },
    ]);
  });

  it('returns the description of the API with the warnings passed in', () => {
    const api = petsApi({ warnings: ['earlier warning'] });
    expect(api).toMatchObject({
      kind: 'graphql',
      source: 'pets.graphql',
      servers: [],
      securityHeaders: {},
      warnings: ['earlier warning'],
    });
  });

  it('run without errors against a server that implements the schema', async () => {
    const { schema } = pets();
    const alice = { __typename: 'User', id: 'u1', name: 'Alice', born: '1990-01-01T00:00:00Z', friends: [], pets: [] };
    const dog = { __typename: 'Dog', id: 'd1', name: 'Rex', species: 'DOG', barks: true, owner: alice };
    const cat = { __typename: 'Cat', id: 'c1', name: 'Tom', species: 'CAT', lives: 9 };
    alice.pets = [dog, cat] as never[];
    const rootValue = {
      pets: ({ first }: { first: number }) => [dog, cat].slice(0, first),
      user: () => alice,
      node: () => dog,
      search: () => [dog, cat, alice],
      petBy: () => dog,
      since: () => [dog],
      version: '1.0',
      addPet: ({ input }: { input: { name: string } }) => ({ ...dog, name: input.name }),
      remove_pet: () => true,
      // Executed once, as graphql-js executes a subscription's document outside `subscribe`.
      petAdded: () => dog,
    };
    const api = petsApi();
    expect(api.operations.length).toBe(10);
    for (const op of api.operations) {
      const result = await graphql({
        schema,
        source: documentOf(op),
        rootValue,
        variableValues: op.request.graphql!.variables ?? {},
      });
      expect({ key: op.key, errors: result.errors }).toEqual({ key: op.key, errors: undefined });
      expect(result.data?.[op.title]).toBeTruthy();
    }
  });
});

describe('reading GraphQL SDL', () => {
  it('accepts duplicated types, directives, fields, enum values and arguments, keeping the first', () => {
    const { schema, warnings } = readGraphqlSdl(
      [
        'directive @cost(weight: Int) on FIELD_DEFINITION',
        'type Query { pet(id: ID!, id: ID!): Pet pet: String }',
        'type Pet { id: ID! }',
        'directive @cost(weight: Int) on FIELD_DEFINITION',
        'type Pet { name: String }',
        'enum Size { S M S }',
        'extend type Query { size: Size pet: Int }',
      ].join('\n'),
      'dupes.graphql',
    );
    expect(warnings).toEqual([
      'dupes.graphql:2:27: argument "id" of field Query.pet is defined twice (first at line 2): the first definition is kept',
      'dupes.graphql:2:41: field Query.pet is defined twice (first at line 2): the first definition is kept',
      'dupes.graphql:4:12: directive @cost is defined twice (first at line 1): the first definition is kept',
      'dupes.graphql:5:6: type Pet is defined twice (first at line 3): the first definition is kept',
      'dupes.graphql:6:17: enum value Size.S is defined twice (first at line 6): the first definition is kept',
      'dupes.graphql:7:32: field Query.pet is defined twice (first at line 2): the first definition is kept',
    ]);
    expect(Object.keys(schema.getQueryType()!.getFields())).toEqual(['pet', 'size']);
    expect(String(schema.getQueryType()!.getFields().pet!.type)).toBe('Pet');
    expect(Object.keys(assertObjectType(schema.getType('Pet')).getFields())).toEqual(['id']);
  });

  it.each([
    {
      what: 'a syntax error',
      text: 'type Query {\n  pets: [Pet\n}\ntype Pet { id: ID }',
      expected: {
        line: 3,
        column: 1,
        message: expect.stringMatching(/^GraphQL syntax error: expected "]", found "}"/),
      },
    },
    {
      what: 'a missing closing brace',
      text: 'type Query {\n  pets: Int\n',
      expected: { line: 3, column: 1, message: expect.stringMatching(/ends too early.*close every \{/) },
    },
    {
      what: 'an unknown type',
      text: 'type Query {\n  pets: [Pet]\n}',
      expected: { line: 2, column: 10, message: expect.stringMatching(/^Unknown type "Pet"\./) },
    },
    {
      what: 'an empty file',
      text: ' \n',
      expected: { message: expect.stringMatching(/^is empty/) },
    },
    {
      what: 'a query document',
      text: 'query Pets {\n  pets { id }\n}',
      expected: { line: 1, column: 1, message: expect.stringMatching(/holds a GraphQL query, not a schema/) },
    },
    {
      what: 'an introspection result',
      text: '{ "__schema": {} }',
      expected: { message: expect.stringMatching(/is JSON, not GraphQL SDL/) },
    },
  ])('refuses $what with a SchemaError', ({ text, expected }) => {
    const problems = problemsOf(() => readGraphqlSdl(text, 'bad.graphql'));
    expect(problems[0]).toMatchObject({ path: '', ...expected });
  });

  it('names the file, line and column in the error message', () => {
    expect(() => readGraphqlSdl('type Query {\n  pets: [Pet\n}', 'bad.graphql')).toThrow(/^bad\.graphql:3:1: /);
  });
});

describe('reading an introspection result', () => {
  const introspection = introspectionFromSchema(pets().schema);

  it('reads both shapes, and a response with an empty list of errors', () => {
    for (const json of [introspection, { data: introspection }, { data: introspection, errors: [] }]) {
      const schema = readGraphqlIntrospection(json, 'pets.json');
      expect(Object.keys(schema.getQueryType()!.getFields())).toContain('pets');
    }
  });

  it.each([
    {
      what: 'a response with errors',
      json: { errors: [{ message: 'GraphQL introspection is not allowed' }], data: null },
      message: /^is a GraphQL response with errors, not a schema: "GraphQL introspection is not allowed"$/,
    },
    {
      what: 'a response with many long errors',
      json: { errors: ['x'.repeat(5000), 'b', 'c', 'd', 'e'] },
      message: /^is a GraphQL response with errors, not a schema: "x{199}…"; "b"; "c" and 2 more$/,
    },
    { what: 'an array', json: [], message: /expected a GraphQL introspection result.*It holds an array\./ },
    {
      what: 'another object',
      json: { types: [] },
      message: /expected a GraphQL introspection result.*keys are: types\./,
    },
    { what: 'an OpenAPI document', json: { openapi: '3.1.0' }, message: /^is an OpenAPI document/ },
    {
      what: 'an incomplete result',
      json: { __schema: { queryType: { name: 'Query' }, types: [] } },
      message: /^is not a complete introspection result \(Invalid or incomplete schema, unknown type: Query\./,
    },
    {
      what: 'a result without types',
      json: { __schema: {} },
      message: /^is not a complete introspection result: its __schema has no types/,
    },
  ])('refuses $what', ({ json, message }) => {
    const problems = problemsOf(() => readGraphqlIntrospection(json, 'bad.json'));
    expect(problems).toEqual([{ path: '', message: expect.stringMatching(message) }]);
    expect(problems[0]!.message).not.toMatch(/\n\s+at /);
  });
});

describe('introspecting an endpoint', () => {
  const servers = useServers();

  /** Starts a server on 127.0.0.1 and a free port; returns its URL. */
  async function serve(handler: (request: IncomingMessage, response: ServerResponse) => void): Promise<string> {
    const server = createServer(handler);
    servers.push(server);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}/graphql`;
  }

  async function bodyOf(request: IncomingMessage): Promise<string> {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks).toString('utf8');
  }

  function answer(response: ServerResponse, status: number, type: string, body: string): void {
    response.writeHead(status, { 'content-type': type });
    response.end(body);
  }

  it('reads the schema from a GraphQL server, sending the headers given', async () => {
    const { schema } = pets();
    const received: Array<{ method?: string; headers: IncomingMessage['headers'] }> = [];
    const url = await serve((request, response) => {
      received.push({ method: request.method, headers: request.headers });
      void bodyOf(request).then(async (text) => {
        const { query, variables, operationName } = JSON.parse(text) as {
          query: string;
          variables?: Record<string, unknown>;
          operationName?: string;
        };
        const result = await graphql({ schema, source: query, variableValues: variables, operationName });
        answer(response, 200, 'application/json', JSON.stringify(result));
      });
    });
    const read = await introspectGraphqlEndpoint(url, { headers: { Authorization: 'Bearer secret-token' } });
    expect(Object.keys(read.getQueryType()!.getFields())).toEqual(Object.keys(schema.getQueryType()!.getFields()));
    expect(received).toEqual([
      {
        method: 'POST',
        headers: expect.objectContaining({ authorization: 'Bearer secret-token', 'content-type': 'application/json' }),
      },
    ]);
    const api = graphqlApi(read, { source: url, endpointPath: '/graphql' });
    expect(api.operations.flatMap((op) => complaints(read, op))).toEqual([]);
  });

  it('quotes the errors of a server that refuses introspection', async () => {
    const url = await serve((_request, response) => {
      answer(response, 200, 'application/json', JSON.stringify({ errors: [{ message: 'Introspection is disabled' }] }));
    });
    const error = await rejection(introspectGraphqlEndpoint(url));
    expect(error.file).toBe(url);
    expect(error.problems).toEqual([
      { path: '', message: expect.stringMatching(/^refused the introspection query: "Introspection is disabled"\./) },
    ]);
  });

  it('reports an HTML error page by its status, without quoting the page', async () => {
    const url = await serve((_request, response) => {
      answer(response, 500, 'text/html', '<html><body><h1>Internal Server Error</h1></body></html>');
    });
    const error = await rejection(introspectGraphqlEndpoint(url));
    expect(error.message).toMatch(
      /^http:\/\/127\.0\.0\.1:\d+\/graphql: answered the introspection query with HTTP 500\. /,
    );
    expect(error.message).toMatch(/check that it is healthy/);
    expect(error.message).not.toMatch(/<html>/);
  });

  it('names the credential headers, never their values, when they are refused', async () => {
    const url = await serve((_request, response) => {
      answer(response, 401, 'application/json', JSON.stringify({ message: 'Bad credentials' }));
    });
    const error = await rejection(
      introspectGraphqlEndpoint(url, { headers: { Authorization: 'Bearer secret-token' } }),
    );
    expect(error.message).toMatch(/HTTP 401\. Check the credentials sent in Authorization/);
    expect(error.message).not.toContain('secret-token');
  });

  it('reports a page that is not JSON', async () => {
    const url = await serve((_request, response) => {
      answer(response, 200, 'text/html; charset=utf-8', '<!doctype html><title>Home</title>');
    });
    const error = await rejection(introspectGraphqlEndpoint(url));
    expect(error.problems[0]!.message).toMatch(
      /^answered with text\/html, not JSON: check that the URL is the GraphQL endpoint/,
    );
  });

  it('gives up on a server that never answers', async () => {
    const url = await serve(() => {
      // Never answers: the request hangs until the client's timeout.
    });
    const error = await rejection(introspectGraphqlEndpoint(url, { timeoutMs: 300 }));
    expect(error.problems[0]!.message).toMatch(
      /^did not answer within 0\.3 s: check that the server at 127\.0\.0\.1:\d+ is up/,
    );
  });

  it('refuses a response larger than 50 MB without reading it', async () => {
    const url = await serve((_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json', 'content-length': String(60 * 1024 * 1024) });
      response.write('{"data":');
    });
    const error = await rejection(introspectGraphqlEndpoint(url));
    expect(error.file).toBe(url);
    expect(error.problems[0]!.message).toMatch(/^answered with more than 50 MB/);
  });

  it('reports a refused connection', async () => {
    const url = await serve(() => undefined);
    const server = servers.pop()!;
    await new Promise<void>((resolve) =>
      server.close(() => {
        resolve();
      }),
    );
    const error = await rejection(introspectGraphqlEndpoint(url));
    expect(error.problems[0]!.message).toMatch(
      /^refused the connection: check that the server is running and listening on 127\.0\.0\.1:\d+$/,
    );
  });

  it('refuses a URL that is not http(s) and hides the password of one that is', async () => {
    const error = await rejection(introspectGraphqlEndpoint('ftp://example.com/graphql'));
    expect(error.problems[0]!.message).toMatch(/^is not an http\(s\) URL/);
    const url = await serve((_request, response) => {
      answer(response, 404, 'text/plain', 'not here');
    });
    const withPassword = url.replace('http://', 'http://me:hunter2@');
    const refused = await rejection(introspectGraphqlEndpoint(withPassword));
    expect(refused.file).toBe(url.replace('http://', 'http://***:***@'));
    expect(refused.message).not.toContain('hunter2');
    expect(refused.message).toMatch(/HTTP 404\. Check the path of the URL/);
  });
});
