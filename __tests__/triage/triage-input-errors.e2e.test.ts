// The triage of failed requests whose answer blames the request's input, from real servers' error bodies
// (__tests__/fixtures/graphql-errors/, each captured as its README says): category, evidence and next step.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from '@jest/globals';
import { CATEGORY } from '../../src/engine/error-category.js';
import { FailedSamples, SAMPLE_BODY_BYTES } from '../../src/engine/record/failed-samples.js';
import { firstGraphqlError, hasGraphqlErrors } from '../../src/engine/http/graphql-errors.js';
import type { FailedSample, ScenarioResult, TriageCategory } from '../../src/results/types.js';
import type { LoadTest, Scenario } from '../../src/loadtest/types.js';
import { triageResults } from '../../src/triage/triage.js';
import { loadTestOf, onlyScenario, runEngine, startHttpTarget } from '../helpers/engine-run.js';
import { runResults, scenarioResult } from '../helpers/results.js';
import { useServers } from '../helpers/servers.js';

const FIXTURES = new URL('../fixtures/graphql-errors/', import.meta.url);

/** Returns a captured body as its server sent it: compact JSON (the fixture is pretty-printed). */
function captured(name: string): string {
  return JSON.stringify(JSON.parse(readFileSync(new URL(`${name}.json`, FIXTURES), 'utf8')));
}

/**
 * Returns the sample the engine keeps of one response, through the functions a virtual user calls: `graphql` when a
 * GraphQL scenario's body carries errors (whatever the status), else the status's category; the body's first 300
 * bytes, and the first GraphQL error's message and code.
 */
function sampleOf(status: number, body: string, graphql: boolean): FailedSample {
  const bytes = Buffer.from(body);
  const errors = graphql && hasGraphqlErrors(bytes, bytes.length);
  const category = errors ? CATEGORY.graphql : status >= 500 ? CATEGORY.http5xx : CATEGORY.http4xx;
  const samples = new FailedSamples();
  const text = bytes.toString('utf8', 0, Math.min(bytes.length, SAMPLE_BODY_BYTES));
  samples.add(status, category, text, errors ? firstGraphqlError(bytes, bytes.length, true) : undefined);
  return samples.samples[0]!;
}

/** A scenario of loadtool.yaml as the engine runs it; a GraphQL one unless `overrides` give another request. */
function spec(overrides: Partial<Scenario> = {}): Scenario {
  return {
    name: 'Write',
    endpoint: 'POST /graphql',
    method: 'POST',
    path: '/graphql',
    line: 7,
    concurrentUsers: 10,
    durationSeconds: 30,
    timeoutMs: 30_000,
    thresholds: [],
    ...overrides,
  };
}

const graphql = (query: string, variables?: Record<string, unknown>): Partial<Scenario> => ({
  graphql: { query, ...(variables && { variables }) },
});

const rest = (endpoint: string, request: Partial<Scenario> = {}): Partial<Scenario> => {
  const [method, path] = endpoint.split(' ') as [string, string];
  return { endpoint, method, path, ...request };
};

/**
 * The results of a failed scenario whose 1,190 failed requests of 1,200 all answered like the fixture (10 were ok, as
 * the first create of a unique value is), with the engine's sample of it, triaged with its scenario.
 */
function triageOf(fixture: string, status: number, scenario: Scenario): ScenarioResult {
  const sample = sampleOf(status, captured(fixture), scenario.graphql !== undefined);
  const failed = 1190;
  const result = scenarioResult({
    name: scenario.name,
    endpoint: scenario.endpoint,
    outcome: 'failed',
    requests: {
      total: 1200,
      ok: 10,
      failed,
      byCategory: { [sample.category]: failed },
      byStatus: status === 200 ? { '200': 1200 } : { '200': 10, [String(status)]: failed },
    },
    thresholds: [
      { key: 'errorRate', bound: 'max', limit: 1, actual: (failed / 1200) * 100, unit: '%', passed: false, line: 9 },
    ],
    samples: [sample],
  });
  const loadTest: LoadTest = {
    version: 1,
    baseUrl: 'http://localhost:5000',
    execution: 'sequential',
    scenarios: [scenario],
  };
  return triageResults(runResults([result]), loadTest).scenarios[0]!;
}

interface Case {
  what: string;
  fixture: string;
  status: number;
  scenario: Partial<Scenario>;
  category: TriageCategory;
  /** Texts the evidence must contain. */
  evidence: string[];
  /** Texts the next step must contain. */
  nextStep: string[];
  /** Texts the next step must not contain. */
  notNextStep?: string[];
}

const UNIQUE =
  'must be unique per request: use ${uuid} in it (loadtool.yaml supports a new random UUID per request as ${uuid})';
const FOREIGN_KEY = 'take it from the API with a data source (from/pick) or a create step';
const NOT_FOUND = 'the id does not exist';
const NOT_FOUND_FIX = 'create the record first (a flow) or take ids from the API';
const RESOLVER = 'a resolver failed on the server: check its logs';
const VALIDATE = 'loadtool validate --schema';
const POST_ID = '3f1c2a9e-5b7d-4e21-9c8a-4d2b6e0f1a37';
const UNIQUE_VIOLATION = 'duplicate key value violates unique constraint "tags_name_key"';
const FK_VIOLATION = 'insert or update on table "comments" violates foreign key constraint "comments_post_id_fkey"';

const createTag = graphql('mutation ($name: String!) { createTag(input: { tag: { name: $name } }) { tag { id } } }', {
  name: 'history',
});
const createComment = graphql(
  'mutation ($postId: ID!, $body: String!) { createComment(postId: $postId, authorId: 1, body: $body) { id } }',
  { postId: POST_ID, body: 'Great post' },
);

const uniqueCases: Case[] = [
  {
    what: 'PostGraphile with extended errors: the column and value from the detail, the variable that sends it',
    fixture: 'postgraphile-extended-unique-violation',
    status: 200,
    scenario: graphql('mutation ($input: CreateTagInput!) { createTag(input: $input) { tag { id } } }', {
      input: { tag: { name: 'history' } },
    }),
    category: 'client-errors',
    evidence: [`the first error says: ${UNIQUE_VIOLATION} (23505)`, 'Key (name)=(history) already exists.'],
    nextStep: [`the value of name (constraint tags_name_key; graphql.variables.input.tag.name = "history") ${UNIQUE}`],
  },
  {
    what: 'PostGraphile without extended errors: the column from the constraint’s name',
    fixture: 'postgraphile-unique-violation',
    status: 200,
    scenario: createTag,
    category: 'client-errors',
    evidence: [UNIQUE_VIOLATION],
    nextStep: [`the value of name (constraint tags_name_key; graphql.variables.name = "history") ${UNIQUE}`],
  },
  {
    what: 'Apollo Server 4 sends PostgreSQL’s message as INTERNAL_SERVER_ERROR: the message decides',
    fixture: 'apollo-unique-violation',
    status: 200,
    scenario: createTag,
    category: 'client-errors',
    evidence: [`${UNIQUE_VIOLATION} (INTERNAL_SERVER_ERROR)`],
    nextStep: [`the value of name (constraint tags_name_key; graphql.variables.name = "history") ${UNIQUE}`],
    notNextStep: [RESOLVER],
  },
  {
    what: 'Apollo Server 3 keeps the pg error in extensions.exception: its SQLSTATE is the code',
    fixture: 'apollo3-unique-violation',
    status: 200,
    scenario: createTag,
    category: 'client-errors',
    evidence: [`${UNIQUE_VIOLATION} (23505)`],
    nextStep: [`the value of name`, 'graphql.variables.name = "history"', UNIQUE],
  },
  {
    what: 'graphql-yoga in development: the original error behind "Unexpected error." decides',
    fixture: 'yoga-dev-unique-violation',
    status: 200,
    scenario: createTag,
    category: 'client-errors',
    evidence: ['the first error says: Unexpected error. (INTERNAL_SERVER_ERROR)', `; ${UNIQUE_VIOLATION}`],
    nextStep: [`the value of name (constraint tags_name_key; graphql.variables.name = "history") ${UNIQUE}`],
  },
  {
    what: 'a REST handler that answers 500 with PostgreSQL’s message: the input, not the server',
    fixture: 'rest-pg-unique-violation',
    status: 500,
    scenario: rest('POST /tags', { body: { name: 'history' } }),
    category: 'client-errors',
    evidence: ['were 500', `one answered 500: {"error":"duplicate key value violates unique constraint`],
    nextStep: [`the value of name (constraint tags_name_key; body.name = "history") ${UNIQUE}`],
  },
];

const foreignKeyCases: Case[] = [
  {
    what: 'PostGraphile with extended errors: the column, its value and the table it must name a record of',
    fixture: 'postgraphile-extended-foreign-key-violation',
    status: 200,
    scenario: createComment,
    category: 'client-errors',
    evidence: [`${FK_VIOLATION} (23503)`, `Key (post_id)=(${POST_ID}) is not present in table "posts".`],
    nextStep: [
      `post_id (constraint comments_post_id_fkey; graphql.variables.postId = "${POST_ID}") must name an existing record in posts: ${FOREIGN_KEY}`,
    ],
  },
  {
    what: 'PostGraphile without extended errors: the column from the constraint’s name and table',
    fixture: 'postgraphile-foreign-key-violation',
    status: 200,
    scenario: createComment,
    category: 'client-errors',
    evidence: [FK_VIOLATION],
    nextStep: [
      `post_id (constraint comments_post_id_fkey; graphql.variables.postId = "${POST_ID}") must name an existing record: ${FOREIGN_KEY}`,
    ],
  },
  {
    what: 'graphql-yoga without masking',
    fixture: 'yoga-unmasked-foreign-key-violation',
    status: 200,
    scenario: createComment,
    category: 'client-errors',
    evidence: [FK_VIOLATION],
    nextStep: [`post_id (constraint comments_post_id_fkey; graphql.variables.postId = "${POST_ID}")`, FOREIGN_KEY],
  },
  {
    what: 'Apollo Server 3',
    fixture: 'apollo3-foreign-key-violation',
    status: 200,
    scenario: createComment,
    category: 'client-errors',
    evidence: [`${FK_VIOLATION} (23503)`],
    nextStep: [`post_id (constraint comments_post_id_fkey; graphql.variables.postId = "${POST_ID}")`, FOREIGN_KEY],
  },
  {
    what: 'a REST 422 with the error’s fields',
    fixture: 'rest-pg-foreign-key-violation',
    status: 422,
    scenario: rest('POST /comments', { body: { postId: POST_ID, authorId: 1, body: 'Great post' } }),
    category: 'client-errors',
    evidence: ['were 422', 'violates foreign key constraint'],
    nextStep: [`post_id (constraint comments_post_id_fkey; body.postId = "${POST_ID}") must name an existing record`],
    notNextStep: ['compare the scenario'],
  },
  {
    what: 'a delete of a record that others still name',
    fixture: 'postgraphile-extended-still-referenced',
    status: 200,
    scenario: graphql('mutation ($id: Int!) { deleteUserById(input: { id: $id }) { deletedUserId } }', { id: 1 }),
    category: 'client-errors',
    evidence: ['update or delete on table "users" violates foreign key constraint "posts_author_id_fkey"'],
    nextStep: [
      'the record of users (graphql.variables.id = 1) cannot be deleted while rows of posts name it',
      'delete only records the run created',
    ],
  },
];

const notFoundCases: Case[] = [
  {
    what: 'PostGraphile: no values were updated, with the id inline in the query',
    fixture: 'postgraphile-update-not-found',
    status: 200,
    scenario: graphql('mutation { updateTagById(input: { id: 999, tagPatch: { name: "renamed" } }) { tag { id } } }'),
    category: 'client-errors',
    evidence: ["No values were updated in collection 'tags'"],
    nextStep: [`${NOT_FOUND} in tags: ${NOT_FOUND_FIX}`],
    notNextStep: [RESOLVER],
  },
  {
    what: 'PostGraphile: no values were deleted, with the id a variable',
    fixture: 'postgraphile-extended-delete-not-found',
    status: 200,
    scenario: graphql('mutation ($id: Int!) { deleteTagById(input: { id: $id }) { deletedTagId } }', { id: 999 }),
    category: 'client-errors',
    evidence: ["No values were deleted in collection 'tags'"],
    nextStep: [`${NOT_FOUND} in tags (graphql.variables.id = 999): ${NOT_FOUND_FIX}`],
  },
  {
    what: 'a resolver’s NOT_FOUND (graphql-yoga)',
    fixture: 'yoga-not-found',
    status: 200,
    scenario: graphql('mutation ($id: Int!) { deleteTag(id: $id) }', { id: 999 }),
    category: 'client-errors',
    evidence: ['Tag 999 not found (NOT_FOUND)'],
    nextStep: [`${NOT_FOUND} (graphql.variables.id = 999): ${NOT_FOUND_FIX}`],
  },
  {
    what: 'a resolver’s NOT_FOUND (Apollo Server 3, with extensions.exception)',
    fixture: 'apollo3-not-found',
    status: 200,
    scenario: graphql('mutation { deleteTag(id: 999) }'),
    category: 'client-errors',
    evidence: ['Tag 999 not found (NOT_FOUND)'],
    nextStep: [`${NOT_FOUND}: ${NOT_FOUND_FIX}`],
  },
  {
    what: 'LoopBack’s 404 Entity not found names the params',
    fixture: 'loopback-not-found',
    status: 404,
    scenario: rest('DELETE /todos/{id}', { params: { id: 99 } }),
    category: 'client-errors',
    evidence: ['were 404', 'Entity not found: Todo with id 99'],
    nextStep: [`${NOT_FOUND} in Todo (params.id = 99): ${NOT_FOUND_FIX}`],
  },
];

const invalidValueCases: Case[] = [
  {
    what: 'PostGraphile’s UUID scalar refuses a variable',
    fixture: 'postgraphile-invalid-uuid',
    status: 200,
    scenario: graphql('query ($id: UUID!) { postById(id: $id) { title } }', { id: 'post-1' }),
    category: 'client-errors',
    evidence: ['Variable "$id" got invalid value "post-1"'],
    nextStep: [
      'the server refuses graphql.variables.id = "post-1" (not a valid UUID): send a real uuid in graphql.variables.id',
      FOREIGN_KEY,
      '${uuid}',
    ],
    notNextStep: [VALIDATE],
  },
  {
    what: 'PostgreSQL’s invalid input syntax for type uuid (graphql-yoga without masking)',
    fixture: 'yoga-unmasked-invalid-uuid',
    status: 200,
    scenario: graphql('query ($id: ID!) { post(id: $id) { title } }', { id: 'post-1' }),
    category: 'client-errors',
    evidence: ['invalid input syntax for type uuid: "post-1"'],
    nextStep: ['the server refuses graphql.variables.id = "post-1" (not a valid uuid): send a real uuid'],
  },
  {
    what: 'PostgreSQL’s invalid input syntax with its SQLSTATE (Apollo Server 3)',
    fixture: 'apollo3-invalid-uuid',
    status: 200,
    scenario: graphql('query ($id: ID!) { post(id: $id) { title } }', { id: 'post-1' }),
    category: 'client-errors',
    evidence: ['invalid input syntax for type uuid: "post-1" (22P02)'],
    nextStep: ['graphql.variables.id = "post-1" (not a valid uuid)'],
  },
  {
    what: 'PostgreSQL’s invalid input syntax in a REST 400 names the path param',
    fixture: 'rest-pg-invalid-uuid',
    status: 400,
    scenario: rest('GET /posts/{id}', { method: 'GET', params: { id: 'post-1' } }),
    category: 'client-errors',
    evidence: ['were 400', 'invalid input syntax for type uuid'],
    nextStep: ['the server refuses params.id = "post-1" (not a valid uuid): send a real uuid in params.id'],
  },
  {
    what: 'a variable of the wrong type (PostGraphile): its value and type',
    fixture: 'postgraphile-variable-wrong-type',
    status: 200,
    scenario: graphql('query ($id: Int!) { tagById(id: $id) { name } }', { id: 'abc' }),
    category: 'client-errors',
    evidence: ['Variable "$id" got invalid value "abc"; Int cannot represent non-integer value'],
    nextStep: [
      'the server refuses graphql.variables.id = "abc" (not a valid Int): send a value of type Int in graphql.variables.id',
    ],
    notNextStep: [VALIDATE],
  },
  {
    what: 'a variable of the wrong type (graphql-yoga answers 400 without a code)',
    fixture: 'yoga-variable-wrong-type',
    status: 400,
    scenario: graphql('query ($id: Int!) { tag(id: $id) { name } }', { id: 'abc' }),
    category: 'client-errors',
    evidence: ['Variable "$id" got invalid value "abc"'],
    nextStep: ['graphql.variables.id = "abc" (not a valid Int)'],
  },
  {
    what: 'a variable of the wrong type (Apollo Server 4: BAD_USER_INPUT)',
    fixture: 'apollo-variable-wrong-type',
    status: 200,
    scenario: graphql('query ($id: Int!) { tag(id: $id) { name } }', { id: 'abc' }),
    category: 'client-errors',
    evidence: ['(BAD_USER_INPUT)'],
    nextStep: ['graphql.variables.id = "abc" (not a valid Int)'],
  },
  {
    what: 'a resolver’s BAD_USER_INPUT quotes what it refuses',
    fixture: 'yoga-bad-user-input',
    status: 200,
    scenario: graphql('mutation ($id: Int!, $name: String!) { renameTag(id: $id, name: $name) { id } }', {
      id: 1,
      name: ' ',
    }),
    category: 'client-errors',
    evidence: ['The tag name must not be empty (BAD_USER_INPUT)'],
    nextStep: [
      "the server refuses a value of the request (The tag name must not be empty): send a value the API accepts in the scenario's graphql variables",
    ],
  },
  {
    what: 'a check constraint names its column’s value',
    fixture: 'postgraphile-extended-check-violation',
    status: 200,
    scenario: graphql('mutation ($name: String!) { createTag(input: { tag: { name: $name } }) { tag { id } } }', {
      name: '',
    }),
    category: 'client-errors',
    evidence: ['violates check constraint "tags_name_check" (23514)', 'Failing row contains'],
    nextStep: [
      'the server refuses graphql.variables.name = "" (check constraint tags_name_check of tags): send a value that the constraint accepts in graphql.variables.name',
    ],
  },
  {
    what: 'a not-null column the body does not send (a REST 500)',
    fixture: 'rest-pg-not-null-violation',
    status: 500,
    scenario: rest('POST /comments', { body: { postId: POST_ID, authorId: 1 } }),
    category: 'client-errors',
    evidence: ['null value in column \\"body\\" of relation \\"comments\\" violates not-null constraint'],
    nextStep: [
      "the server refuses the column body of comments (it must not be null): send a value for body in the scenario's body",
    ],
  },
  {
    what: 'LoopBack’s 422 names the fields that failed validation',
    fixture: 'loopback-invalid-body',
    status: 422,
    scenario: rest('POST /todos', { body: { desc: 'no title', isComplete: 'yes' } }),
    category: 'client-errors',
    evidence: ['were 422', 'UnprocessableEntityError'],
    nextStep: [
      "the server refuses the request data (must have required property 'title'",
      "correct the scenario's body",
    ],
  },
  {
    what: 'LoopBack’s 422 names a property the model does not have',
    fixture: 'loopback-unknown-property',
    status: 422,
    scenario: rest('POST /todos', { body: { title: 'x', priority: 3 } }),
    category: 'client-errors',
    evidence: ['were 422'],
    nextStep: ['the server refuses the request data (must NOT have additional properties)'],
  },
  {
    what: 'LoopBack’s 400 names the param and its value',
    fixture: 'loopback-invalid-id',
    status: 400,
    scenario: rest('GET /todos/{id}', { method: 'GET', params: { id: 'abc' } }),
    category: 'client-errors',
    evidence: ['Invalid data \\"abc\\" for parameter \\"id\\"'],
    nextStep: ['the server refuses params.id = "abc"'],
  },
];

const requestCases: Case[] = [
  {
    what: 'GRAPHQL_VALIDATION_FAILED: the document does not fit the schema',
    fixture: 'yoga-validation-failed',
    status: 400,
    scenario: graphql('{ tag(id: 1) { nme } }'),
    category: 'client-errors',
    evidence: ['Cannot query field "nme" on type "Tag". Did you mean "name"? (GRAPHQL_VALIDATION_FAILED)'],
    nextStep: [VALIDATE, 'regenerate'],
  },
  {
    what: 'GRAPHQL_PARSE_FAILED: the document does not parse',
    fixture: 'yoga-parse-failed',
    status: 400,
    scenario: graphql('{ tag(id: 1) { name }'),
    category: 'client-errors',
    evidence: ['Syntax Error: Expected Name, found <EOF>. (GRAPHQL_PARSE_FAILED)'],
    nextStep: [VALIDATE],
  },
  {
    what: 'graphql-js’s validation words without a code (PostGraphile)',
    fixture: 'postgraphile-null-literal',
    status: 400,
    scenario: graphql('mutation { createComment(input: { comment: { body: null } }) { comment { id } } }'),
    category: 'client-errors',
    evidence: ['Expected value of type "String!", found null.'],
    nextStep: [VALIDATE],
  },
  {
    what: 'BAD_REQUEST (graphql-yoga): the request is no GraphQL operation',
    fixture: 'yoga-bad-request',
    status: 400,
    scenario: graphql(''),
    category: 'client-errors',
    evidence: ['Must provide query string. (BAD_REQUEST)'],
    nextStep: ['cannot read the request as a GraphQL operation', 'a query that is not empty'],
  },
  {
    what: 'BAD_REQUEST (Apollo Server 4)',
    fixture: 'apollo-bad-request',
    status: 400,
    scenario: graphql(''),
    category: 'client-errors',
    evidence: ['(BAD_REQUEST)'],
    nextStep: ['cannot read the request as a GraphQL operation'],
  },
  {
    what: 'OPERATION_RESOLUTION_FAILURE: an operationName the query does not define',
    fixture: 'yoga-operation-not-found',
    status: 400,
    scenario: graphql('query Tags { tag(id: 1) { name } }'),
    category: 'client-errors',
    evidence: ['(OPERATION_RESOLUTION_FAILURE)'],
    nextStep: ['an operationName the query defines'],
  },
  {
    what: 'PERSISTED_QUERY_NOT_FOUND: the hash is unknown to the server',
    fixture: 'apollo-persisted-query-not-found',
    status: 200,
    scenario: graphql('{ tag(id: 1) { name } }'),
    category: 'client-errors',
    evidence: ['PersistedQueryNotFound (PERSISTED_QUERY_NOT_FOUND)'],
    nextStep: ['does not know the persisted query', 'graphql.query'],
  },
];

const credentialCases: Case[] = [
  {
    what: 'UNAUTHENTICATED with a token: the token was refused',
    fixture: 'yoga-unauthenticated',
    status: 200,
    scenario: { ...graphql('{ me }'), headers: { Authorization: 'Bearer ${API_TOKEN}' } },
    category: 'client-errors',
    evidence: ['You must be logged in to see your profile (UNAUTHENTICATED)'],
    nextStep: ['the credentials in API_TOKEN (the Authorization header) were refused'],
  },
  {
    what: 'FORBIDDEN without credentials: send some',
    fixture: 'yoga-forbidden',
    status: 200,
    scenario: graphql('{ adminStats }'),
    category: 'client-errors',
    evidence: ['Not authorized: the admin role is required (FORBIDDEN)'],
    nextStep: ['the scenario sends no credentials', 'Authorization: "Bearer ${API_TOKEN}"'],
  },
  {
    what: 'PostgreSQL’s permission denied (42501, PostGraphile): the role the credentials give',
    fixture: 'postgraphile-extended-permission-denied',
    status: 200,
    scenario: { ...graphql('{ allTags { nodes { name } } }'), headers: { Authorization: 'Bearer ${JWT}' } },
    category: 'client-errors',
    evidence: ['permission denied for table tags (42501)'],
    nextStep: ['the credentials in JWT (the Authorization header) were not allowed this request'],
  },
];

const serverCases: Case[] = [
  {
    what: 'graphql-yoga masks a thrown error as "Unexpected error."',
    fixture: 'yoga-masked-thrown-error',
    status: 200,
    scenario: graphql('{ broken }'),
    category: 'server-errors',
    evidence: ['the first error says: Unexpected error. (INTERNAL_SERVER_ERROR)'],
    nextStep: [RESOLVER, 'the server hides it behind "Unexpected error.": its logs have the real error'],
  },
  {
    what: 'a masked unique violation stays the server’s: nothing in the answer names the input',
    fixture: 'yoga-masked-unique-violation',
    status: 200,
    scenario: createTag,
    category: 'server-errors',
    evidence: ['Unexpected error. (INTERNAL_SERVER_ERROR)'],
    nextStep: [RESOLVER, 'hides it behind "Unexpected error."'],
    notNextStep: ['unique'],
  },
  {
    what: 'a resolver’s TypeError without a code (graphql-yoga without masking)',
    fixture: 'yoga-unmasked-thrown-error',
    status: 200,
    scenario: graphql('{ broken }'),
    category: 'server-errors',
    evidence: ["the first error says: Cannot read properties of undefined (reading 'name')"],
    nextStep: [RESOLVER],
    notNextStep: ['hides'],
  },
  {
    what: 'INTERNAL_SERVER_ERROR (Apollo Server 4)',
    fixture: 'apollo-thrown-error',
    status: 200,
    scenario: graphql('{ broken }'),
    category: 'server-errors',
    evidence: ["Cannot read properties of undefined (reading 'name') (INTERNAL_SERVER_ERROR)"],
    nextStep: [RESOLVER],
  },
  {
    what: 'a code loadtool does not know, with words it does not know',
    fixture: 'yoga-unknown-code',
    status: 200,
    scenario: graphql('{ lockedTag { id } }'),
    category: 'server-errors',
    evidence: ['The tag is locked by another editor (TAG_LOCKED)'],
    nextStep: [RESOLVER],
  },
];

describe.each([
  ['a unique violation', uniqueCases],
  ['a foreign key violation', foreignKeyCases],
  ['a record that does not exist', notFoundCases],
  ['an invalid value', invalidValueCases],
  ['a request that is not a GraphQL operation the server runs', requestCases],
  ['the credentials', credentialCases],
  ['a failure of the server', serverCases],
])('triage of %s, from real error bodies', (_, cases) => {
  it.each(cases)('$what ($fixture)', ({ fixture, status, scenario, category, evidence, nextStep, notNextStep }) => {
    const triage = triageOf(fixture, status, spec(scenario)).triage!;
    expect(triage.category).toBe(category);
    for (const text of evidence) expect(triage.evidence).toContain(text);
    for (const text of nextStep) expect(triage.nextStep).toContain(text);
    for (const text of notNextStep ?? []) expect(triage.nextStep).not.toContain(text);
  });
});

describe('the first GraphQL error the engine keeps: its message and code', () => {
  it.each([
    { fixture: 'postgraphile-extended-unique-violation', message: UNIQUE_VIOLATION, code: '23505' },
    { fixture: 'postgraphile-unique-violation', message: UNIQUE_VIOLATION, code: undefined },
    {
      fixture: 'postgraphile-extended-delete-not-found',
      message: expect.stringContaining('No values'),
      code: undefined,
    },
    { fixture: 'apollo3-unique-violation', message: UNIQUE_VIOLATION, code: '23505' },
    { fixture: 'apollo3-not-found', message: 'Tag 999 not found', code: 'NOT_FOUND' },
    { fixture: 'apollo-unique-violation', message: UNIQUE_VIOLATION, code: 'INTERNAL_SERVER_ERROR' },
    { fixture: 'yoga-dev-unique-violation', message: 'Unexpected error.', code: 'INTERNAL_SERVER_ERROR' },
    { fixture: 'yoga-variable-wrong-type', message: expect.stringContaining('Variable "$id"'), code: undefined },
    { fixture: 'yoga-validation-failed', message: expect.any(String), code: 'GRAPHQL_VALIDATION_FAILED' },
  ])('$fixture', ({ fixture, message, code }) => {
    const body = Buffer.from(captured(fixture));
    expect(firstGraphqlError(body, body.length, true)).toEqual({ message, code });
  });

  it('reads extensions.errors, its message before the wrapper’s (Envelop’s nested errors, Directus)', () => {
    const body = Buffer.from(
      JSON.stringify({
        errors: [{ message: 'upstream failed', extensions: { errors: [{ message: 'x', code: '23503' }] } }],
      }),
    );
    expect(firstGraphqlError(body, body.length, true)).toEqual({ message: 'x', code: '23503' });
  });

  it('reads the code from the start of a body longer than what is kept', () => {
    const body = Buffer.from(captured('apollo3-unique-violation'));
    expect(firstGraphqlError(body, 400, false)).toEqual({ message: UNIQUE_VIOLATION, code: '23505' });
  });
});

describe('a real run against a server that answers like PostGraphile', () => {
  const servers = useServers();

  it('keeps the errcode in the sample, and the triage names the variable to make unique', async () => {
    const answer = captured('postgraphile-extended-unique-violation');
    const target = await startHttpTarget(servers, (_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json' }).end(answer);
    });
    const loadTest = loadTestOf(target.url, [
      {
        name: 'Create tag',
        endpoint: 'POST /graphql',
        graphql: {
          query: 'mutation ($name: String!) { createTag(input: { tag: { name: $name } }) { tag { id } } }',
          variables: { name: 'history' },
        },
      },
    ]);
    const scenario = onlyScenario(triageResults(await runEngine(loadTest), loadTest));
    expect(scenario.samples![0]).toMatchObject({ category: 'graphql', graphqlCode: '23505' });
    expect(scenario.triage).toMatchObject({
      category: 'client-errors',
      evidence: expect.stringContaining('Key (name)=(history) already exists.'),
      nextStep: expect.stringContaining(
        `the value of name (constraint tags_name_key; graphql.variables.name = "history") ${UNIQUE}`,
      ),
    });
  });
});
