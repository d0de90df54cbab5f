// defaults.writes and the rule that keeps a load test's writes to the records the run creates (writes-findings.ts),
// with the one answer to "does it write" that validation, the run order and the reports share (writes.ts).
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { checkLoadTest, parseLoadTest } from '../../../src/loadtest/validate.js';
import { requestCreates, requestWrites, scenarioWrites } from '../../../src/loadtest/writes.js';
import { loadtool } from '../../helpers/cli.js';
import { loadTestProblems as problemsOf, yamlLines as y } from '../../helpers/load-test-problems.js';
import { useTempDirs } from '../../helpers/temp-dir.js';

const tempDir = useTempDirs();

/** Lines 1–5; `defaults:` is line 3, so that `writes:` can follow at line 6. */
const HEAD = ['version: 1', 'baseUrl: http://localhost:3000', 'defaults:', '  concurrentUsers: 1', '  duration: 10s'];

/** A file without `writes` (so `own`): `scenarios:` at line 6, the first scenario's name at line 7. */
const own = (...lines: string[]) => y(...HEAD, 'scenarios:', ...lines);

/** The same file with `writes: existing` at line 6 (its value at column 11): every line below moves down by one. */
const existing = (...lines: string[]) => y(...HEAD, '  writes: existing', 'scenarios:', ...lines);

/** The end of every message: why the value is refused, and the two ways out. */
const changes = (write: string) =>
  `the value names a record that exists in the API, so ${write} would change real data; create the record first in a flow (a once step that creates it and extracts its id), or write defaults.writes: existing to allow writes to existing data`;

const TODOS = '{ from: "GET /todos", pick: "$[*].id" }';

// Scenarios; the comments give the line each starts at when it comes first in `own`.
const UPDATE_FROM_SOURCE = [
  '  - name: Update todo', // 7
  '    endpoint: PUT /todos/{id}',
  `    params: { id: ${TODOS} }`, // 9, the source at column 19
  '    body: { title: done }',
];
const LIST_THEN_DELETE = [
  '  - name: Clean up',
  '    flow:',
  '      - name: List todos',
  '        endpoint: GET /todos',
  '        extract: { id: "$[0].id" }',
  '      - name: Delete todo',
  '        endpoint: DELETE /todos/{id}',
  '        params: { id: "${id}" }', // the value at column 23
];
const MUTATION_FROM_SOURCE = [
  '  - name: Delete tag',
  '    endpoint: POST /graphql',
  '    graphql:',
  '      query: "mutation D($id: ID!) { deleteTag(id: $id) { id } }"',
  '      variables:',
  '        id: { from: "POST /graphql", graphql: { query: "{ tags { id } }" }, pick: "$.data.tags[*].id" }', // col 13
];
const LIST_PETS = ['  - name: List pets', '    endpoint: GET /pets', `    query: { id: ${TODOS} }`];

describe('which requests and scenarios write', () => {
  it.each([
    { what: 'GET', request: { endpoint: 'GET /todos' }, writes: false },
    { what: 'HEAD', request: { endpoint: 'HEAD /todos' }, writes: false },
    { what: 'OPTIONS', request: { endpoint: 'OPTIONS /todos' }, writes: false },
    { what: 'POST', request: { endpoint: 'POST /todos' }, writes: true },
    { what: 'PUT', request: { endpoint: 'PUT /todos/{id}' }, writes: true },
    { what: 'PATCH', request: { endpoint: 'PATCH /todos/{id}' }, writes: true },
    { what: 'DELETE', request: { endpoint: 'DELETE /todos/{id}' }, writes: true },
    {
      what: 'a GraphQL query',
      request: { endpoint: 'POST /graphql', graphql: { query: '{ tags { id } }' } },
      writes: false,
    },
    {
      what: 'a named GraphQL query',
      request: { endpoint: 'POST /graphql', graphql: { query: 'query Tags { tags { id } }' } },
      writes: false,
    },
    {
      what: 'a GraphQL subscription',
      request: { endpoint: 'POST /graphql', graphql: { query: 'subscription { tagAdded { id } }' } },
      writes: false,
    },
    {
      what: 'a GraphQL mutation',
      request: { endpoint: 'POST /graphql', graphql: { query: 'mutation { createTag(name: "a") { id } }' } },
      writes: true,
    },
    {
      what: 'a document with a query and a mutation',
      request: {
        endpoint: 'POST /graphql',
        graphql: { query: 'query A { tags { id } } mutation B { createTag(name: "a") { id } }' },
      },
      writes: true,
    },
    {
      what: 'a GraphQL document that does not parse (what it does cannot be known)',
      request: { endpoint: 'POST /graphql', graphql: { query: '{ tags { id ' } },
      writes: true,
    },
    {
      what: 'a GraphQL document nested too deep to read',
      request: { endpoint: 'POST /graphql', graphql: { query: `{ a ${'{ a '.repeat(300)}${'}'.repeat(301)}` } },
      writes: true,
    },
    {
      what: 'a GraphQL query sent with GET',
      request: { endpoint: 'GET /graphql', graphql: { query: 'mutation { x }' } },
      writes: false,
    },
    { what: 'a POST without a GraphQL document', request: { endpoint: 'POST /graphql', body: {} }, writes: true },
  ])('$what: $writes', ({ request, writes }) => {
    expect(requestWrites(request)).toBe(writes);
  });

  it.each([
    { what: 'a POST to a collection', request: { endpoint: 'POST /todos' }, creates: true },
    { what: 'a POST to an item', request: { endpoint: 'POST /todos/{id}/done' }, creates: false },
    { what: 'a PUT', request: { endpoint: 'PUT /todos' }, creates: false },
    {
      what: 'createComment',
      request: { endpoint: 'POST /graphql', graphql: { query: 'mutation { createComment(postId: 1) { id } }' } },
      creates: true,
    },
    {
      what: 'insert_todos and addTag together',
      request: { endpoint: 'POST /graphql', graphql: { query: 'mutation { insert_todos { id } addTag { id } }' } },
      creates: true,
    },
    {
      what: 'a create beside a delete',
      request: { endpoint: 'POST /graphql', graphql: { query: 'mutation { createTag { id } deleteTag { id } }' } },
      creates: false,
    },
    {
      what: 'updateTagById',
      request: { endpoint: 'POST /graphql', graphql: { query: 'mutation { updateTagById(id: 1) { id } }' } },
      creates: false,
    },
    {
      what: 'a fragment spread, whose fields are not known here',
      request: {
        endpoint: 'POST /graphql',
        graphql: { query: 'mutation { ...F } fragment F on Mutation { createTag { id } }' },
      },
      creates: false,
    },
    {
      what: 'a creator whose name only starts like a verb',
      request: { endpoint: 'POST /graphql', graphql: { query: 'mutation { address { id } }' } },
      creates: false,
    },
  ])('creates only: $what: $creates', ({ request, creates }) => {
    expect(requestCreates(request)).toBe(creates);
  });

  it.each([
    { what: 'a read', scenario: { endpoint: 'GET /todos' }, writes: false },
    { what: 'a write', scenario: { endpoint: 'DELETE /todos/1' }, writes: true },
    { what: 'a script, whose requests are unknown', scenario: { script: 'checkout.ts' }, writes: true },
    {
      what: 'a flow of reads',
      scenario: { flow: [{ endpoint: 'GET /todos' }, { endpoint: 'POST /graphql', graphql: { query: '{ a }' } }] },
      writes: false,
    },
    {
      what: 'a flow whose once login posts',
      scenario: { flow: [{ endpoint: 'POST /login', once: true }, { endpoint: 'GET /todos' }] },
      writes: true,
    },
    {
      what: 'a flow whose cleanup deletes',
      scenario: { flow: [{ endpoint: 'GET /todos' }, { endpoint: 'DELETE /todos/1', cleanup: true }] },
      writes: true,
    },
  ])('$what: $writes', ({ scenario, writes }) => {
    expect(scenarioWrites(scenario)).toBe(writes);
  });
});

describe('defaults.writes', () => {
  it('is own unless the file says existing', () => {
    expect(parseLoadTest(own(...LIST_PETS), 'loadtool.yaml').writes).toBe('own');
    expect(parseLoadTest(existing(...LIST_PETS), 'loadtool.yaml').writes).toBe('existing');
    const explicit = y(...HEAD, '  writes: own', 'scenarios:', ...LIST_PETS);
    expect(parseLoadTest(explicit, 'loadtool.yaml').writes).toBe('own');
  });

  it.each([
    { what: 'a GET that takes a record from a source', yaml: own(...LIST_PETS) },
    {
      what: 'a write of a record the user wrote',
      yaml: own(
        '  - name: Update todo',
        '    endpoint: PUT /todos/{id}',
        '    params: { id: 42 }',
        '    body: { a: 1 }',
      ),
    },
    {
      what: 'a create with literal values',
      yaml: own('  - name: Create', '    endpoint: POST /todos', '    body: { title: "qa-perf ${uuid}" }'),
    },
    {
      what: 'a GraphQL query whose variable comes from a source',
      yaml: own(
        '  - name: Tag',
        '    endpoint: POST /graphql',
        '    graphql:',
        '      query: "query T($id: ID!) { tag(id: $id) { id } }"',
        '      variables:',
        '        id: { from: "POST /graphql", graphql: { query: "{ tags { id } }" }, pick: "$.data.tags[*].id" }',
      ),
    },
    {
      what: 'a create whose body refers to a record from a source (it changes no existing record)',
      yaml: own(
        '  - name: Order',
        '    endpoint: POST /orders',
        `    query: { list: ${TODOS} }`,
        `    headers: { X-Item: ${TODOS} }`,
        `    body: { itemId: ${TODOS}, quantity: 2 }`,
      ),
    },
    {
      what: 'a create mutation whose references a once query fetched, as generation writes it',
      yaml: own(
        '  - name: createComment',
        '    flow:',
        '      - name: Fetch postId',
        '        endpoint: POST /graphql',
        '        once: true',
        '        graphql: { query: "{ allPosts(first: 10) { nodes { id } } }" }',
        '        extract: { postId: "$.data.allPosts.nodes[*].id" }',
        '      - name: createComment',
        '        endpoint: POST /graphql',
        '        graphql:',
        '          query: "mutation C($postId: UUID!) { createComment(input: { comment: { postId: $postId } }) { comment { id } } }"',
        '          variables: { postId: "${postId}" }',
        '        extract: { id: $.data.createComment.comment.id }',
        '      - name: deleteCommentById',
        '        endpoint: POST /graphql',
        '        measure: false',
        '        graphql:',
        '          query: "mutation D($id: UUID!) { deleteCommentById(input: { id: $id }) { __typename } }"',
        '          variables: { id: "${id}" }',
      ),
    },
    {
      what: 'a flow that creates its record, changes it and deletes it',
      yaml: own(
        '  - name: Todo',
        '    flow:',
        '      - name: Create todo',
        '        endpoint: POST /todos',
        '        once: true',
        '        extract: { id: $.id }',
        '      - name: Update todo',
        '        endpoint: PUT /todos/{id}',
        '        params: { id: "${id}" }',
        '        body: { id: "${id}" }',
        '      - name: Delete todo',
        '        endpoint: DELETE /todos/{id}',
        '        cleanup: true',
        '        params: { id: "${id}" }',
      ),
    },
    {
      what: 'a flow whose create replaces the id a read extracted',
      yaml: own(
        '  - name: Todo',
        '    flow:',
        '      - name: List todos',
        '        endpoint: GET /todos',
        '        extract: { id: "$[0].id" }',
        '      - name: Create todo',
        '        endpoint: POST /todos',
        '        extract: { id: $.id }',
        '      - name: Delete todo',
        '        endpoint: DELETE /todos/{id}',
        '        params: { id: "${id}" }',
      ),
    },
    {
      what: 'a flow that reads with a value a read extracted',
      yaml: own(
        '  - name: Todo',
        '    flow:',
        '      - name: List todos',
        '        endpoint: GET /todos',
        '        extract: { id: "$[0].id" }',
        '      - name: Get todo',
        '        endpoint: GET /todos/{id}',
        '        params: { id: "${id}" }',
      ),
    },
    {
      what: 'a write with a token a read gave in a header (a header names no record)',
      yaml: own(
        '  - name: Todo',
        '    headers: { X-CSRF-Token: "${csrf}" }',
        '    flow:',
        '      - name: Form',
        '        endpoint: GET /form',
        '        extract: { csrf: { header: X-CSRF-Token } }',
        '      - name: Create todo',
        '        endpoint: POST /todos',
        '        headers: { X-Trace: "${csrf}" }',
        '        body: { title: "${uuid}" }',
      ),
    },
    {
      what: 'a write of a record an environment variable names',
      yaml: own(
        '  - name: Todo',
        '    flow:',
        '      - name: Update todo',
        '        endpoint: PUT /todos/{id}',
        '        params: { id: "${TODO_ID}" }',
      ),
    },
    {
      what: "a header source in defaults that a write scenario's own header replaces",
      yaml: y(
        ...HEAD,
        `  headers: { X-Tenant: ${TODOS} }`,
        'scenarios:',
        '  - name: Delete',
        '    endpoint: DELETE /todos/1',
        '    headers: { x-tenant: "7" }',
      ),
    },
  ])('accepts $what', ({ yaml }) => {
    const { warnings } = checkLoadTest(yaml, 'loadtool.yaml', { env: { TODO_ID: '1' }, unsetVariables: 'warning' });
    expect(warnings).toEqual([]);
  });

  const refused: Array<{ what: string; yaml: string; expected: unknown[] }> = [
    {
      what: 'a PUT whose path parameter comes from a source',
      yaml: own(...UPDATE_FROM_SOURCE),
      expected: [
        {
          path: 'scenarios[0].params.id',
          line: 9,
          column: 19,
          message: `takes its value from GET /todos (a data source): ${changes('PUT /todos/{id}')}`,
        },
      ],
    },
    {
      what: 'a PATCH, a DELETE and a POST to an item whose query, header and body take a source',
      yaml: own(
        '  - name: Patch', // 7
        '    endpoint: PATCH /todos',
        `    query: { id: ${TODOS} }`, // 9, column 18
        '  - name: Delete', // 10
        '    endpoint: DELETE /todos',
        `    headers: { X-Todo: ${TODOS} }`, // 12, column 24
        '  - name: Done', // 13
        '    endpoint: POST /todos/{id}/done',
        '    params: { id: 1 }',
        `    body: { todo: ${TODOS}, text: hi }`, // 16, column 19
      ),
      expected: [
        {
          path: 'scenarios[0].query.id',
          line: 9,
          column: 18,
          message: `takes its value from GET /todos (a data source): ${changes('PATCH /todos')}`,
        },
        {
          path: 'scenarios[1].headers.X-Todo',
          line: 12,
          column: 24,
          message: `takes its value from GET /todos (a data source): ${changes('DELETE /todos')}`,
        },
        {
          path: 'scenarios[2].body.todo',
          line: 16,
          column: 19,
          message: `takes its value from GET /todos (a data source): ${changes('POST /todos/{id}/done')}`,
        },
      ],
    },
    {
      what: 'a GraphQL mutation whose variable comes from a source',
      yaml: own(...MUTATION_FROM_SOURCE),
      expected: [
        {
          path: 'scenarios[0].graphql.variables.id',
          line: 12,
          column: 13,
          message: `takes its value from POST /graphql (a data source): ${changes('the mutation')}`,
        },
      ],
    },
    {
      what: 'a header source in defaults that a write scenario sends',
      yaml: y(
        ...HEAD,
        `  headers: { X-Tenant: ${TODOS} }`, // 6, column 24
        'scenarios:',
        ...LIST_PETS.slice(0, 2),
        '  - name: Delete',
        '    endpoint: DELETE /todos/1',
      ),
      expected: [
        {
          path: 'defaults.headers.X-Tenant',
          line: 6,
          column: 24,
          message: `is sent with scenarios[1] ("Delete"), which writes, and takes its value from GET /todos (a data source): ${changes('DELETE /todos/1')}`,
        },
      ],
    },
    {
      what: 'a flow step that deletes the record a read listed',
      yaml: own(...LIST_THEN_DELETE),
      expected: [
        {
          path: 'scenarios[0].flow[1].params.id',
          line: 14,
          column: 23,
          message: `\${id} is extracted by flow[0] ("List todos", GET /todos), which only reads: ${changes('DELETE /todos/{id}')}`,
        },
      ],
    },
    {
      what: 'a mutation step, a cleanup step and a nested body value with what a once read or a query extracted',
      yaml: own(
        '  - name: Tags', // 7
        '    flow:',
        '      - name: First tag', // 9
        '        endpoint: POST /graphql',
        '        once: true',
        '        graphql: { query: "{ tags { id } }" }',
        '        extract: { tag: "$.data.tags[0].id" }',
        '      - name: Rename tag', // 14
        '        endpoint: POST /graphql',
        '        graphql:',
        '          query: "mutation R($id: ID!) { renameTag(id: $id) { id } }"',
        '          variables: { id: "${tag}" }', // 18, column 28
        '      - name: Move tag', // 19
        '        endpoint: PATCH /moves',
        '        body: { move: { tag: "tag ${tag}" } }', // 21, column 30
        '      - name: Delete tag', // 22
        '        endpoint: DELETE /tags/{id}',
        '        cleanup: true',
        '        params: { id: "${tag}" }', // 25, column 23
      ),
      expected: [
        {
          path: 'scenarios[0].flow[1].graphql.variables.id',
          line: 18,
          column: 28,
          message: `\${tag} is extracted by flow[0] ("First tag", POST /graphql), which only reads: ${changes('the mutation')}`,
        },
        {
          path: 'scenarios[0].flow[2].body.move.tag',
          line: 21,
          column: 30,
          message: `\${tag} is extracted by flow[0] ("First tag", POST /graphql), which only reads: ${changes('PATCH /moves')}`,
        },
        {
          path: 'scenarios[0].flow[3].params.id',
          line: 25,
          column: 23,
          message: `\${tag} is extracted by flow[0] ("First tag", POST /graphql), which only reads: ${changes('DELETE /tags/{id}')}`,
        },
      ],
    },
    {
      what: 'a mutation that is not named as a create (likePost changes the post) with a value a query fetched',
      yaml: own(
        '  - name: Like', // 7
        '    flow:',
        '      - name: Fetch postId',
        '        endpoint: POST /graphql',
        '        graphql: { query: "{ allPosts { nodes { id } } }" }',
        '        extract: { postId: "$.data.allPosts.nodes[0].id" }',
        '      - name: Like post',
        '        endpoint: POST /graphql',
        '        graphql:',
        '          query: "mutation L($postId: UUID!) { likePost(postId: $postId) { id } }"',
        '          variables: { postId: "${postId}" }', // 17, column 32
      ),
      expected: [
        {
          path: 'scenarios[0].flow[1].graphql.variables.postId',
          line: 17,
          column: 32,
          message: `\${postId} is extracted by flow[0] ("Fetch postId", POST /graphql), which only reads: ${changes('the mutation')}`,
        },
      ],
    },
    {
      what: 'writes in a scenario, which is set under defaults only',
      yaml: own(...LIST_PETS.slice(0, 2), '    writes: existing'),
      expected: [
        {
          path: 'scenarios[0].writes',
          line: 9,
          column: 5,
          message:
            'is set once, under defaults, for the whole file: write defaults.writes: existing to allow writes to existing data',
        },
      ],
    },
    {
      what: 'a value of writes other than own or existing',
      yaml: y(...HEAD, '  writes: all', 'scenarios:', ...LIST_PETS.slice(0, 2)),
      expected: [
        {
          path: 'defaults.writes',
          line: 6,
          column: 11,
          message: '"all" is not allowed; write one of "own", "existing"',
        },
      ],
    },
  ];

  it.each(refused)('refuses $what, every one at its line and column', ({ yaml, expected }) => {
    expect(problemsOf(yaml)).toEqual(expected);
  });

  it('refuses every write of a file at once', () => {
    const yaml = own(...UPDATE_FROM_SOURCE, ...LIST_PETS, ...MUTATION_FROM_SOURCE, ...LIST_THEN_DELETE);
    expect(problemsOf(yaml).map(({ path, line }) => `${line} ${path}`)).toEqual([
      '9 scenarios[0].params.id',
      '19 scenarios[2].graphql.variables.id',
      '27 scenarios[3].flow[1].params.id',
    ]);
  });

  it('allows them all with writes: existing, and warns once, naming every scenario that writes', () => {
    const yaml = existing(...UPDATE_FROM_SOURCE, ...LIST_PETS, ...MUTATION_FROM_SOURCE, ...LIST_THEN_DELETE);
    const { loadTest, warnings } = checkLoadTest(yaml, 'loadtool.yaml', { env: {}, unsetVariables: 'warning' });
    expect(loadTest.writes).toBe('existing');
    expect(warnings).toEqual([
      {
        path: 'defaults.writes',
        line: 6,
        column: 11,
        message:
          'lets 3 scenarios change records the run did not create, and every report of the run says so: "Update todo", "Delete tag", "Clean up"',
      },
    ]);
  });

  it('says nothing of writes: existing in a file that only reads', () => {
    const { warnings } = checkLoadTest(existing(...LIST_PETS), 'loadtool.yaml', { env: {}, unsetVariables: 'warning' });
    expect(warnings).toEqual([]);
  });

  it('loadtool validate: exit 2 with the refused write, exit 0 and a warning with writes: existing', async () => {
    const dir = await tempDir();
    const file = join(dir, 'loadtool.yaml');
    await writeFile(file, own(...UPDATE_FROM_SOURCE));
    const refused = await loadtool(['validate', file]);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain(`${file}:9:19: scenarios[0].params.id: takes its value from GET /todos`);
    await writeFile(file, existing(...UPDATE_FROM_SOURCE));
    const allowed = await loadtool(['validate', file]);
    expect(allowed.code).toBe(0);
    expect(allowed.stderr).toContain(
      `${file}:6:11: defaults.writes: warning: lets 1 scenario change records the run did not create, and every report of the run says so: "Update todo"`,
    );
  });
});
