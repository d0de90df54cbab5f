import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { runLoadTest } from '../../../src/engine/run-load-test.js';
import { checkLoadTest, parseLoadTest } from '../../../src/loadtest/validate.js';
import { loadtool } from '../../helpers/cli.js';
import { startShop } from '../../helpers/flow-engine-shop.js';
import { loadTestProblems, yamlLines as y } from '../../helpers/load-test-problems.js';
import { useServers } from '../../helpers/servers.js';
import { useTempDirs } from '../../helpers/temp-dir.js';

// Three gaps of flows: a step's GraphQL document is checked against the schema as a scenario's is, the scenario's
// own headers see the values its steps extract, and a data source in a step says what to write instead.

const tempDir = useTempDirs();
const servers = useServers();

const SDL = `type Pet { id: ID! name: String! }
type Query {
  pets(first: Int): [Pet!]!
  pet(id: ID!): Pet
}
`;

/** Writes the schema and loadtool.yaml of the given lines; returns `validate --schema` on them and the file. */
async function withSchema(lines: string[]) {
  const dir = await tempDir();
  const file = join(dir, 'loadtool.yaml');
  await writeFile(join(dir, 'schema.graphql'), SDL);
  await writeFile(file, y(...lines));
  const validate = (env: NodeJS.ProcessEnv = {}) =>
    loadtool(['validate', file, '--schema', join(dir, 'schema.graphql'), '--plan', 'none'], env);
  return { file, validate };
}

/** A GraphQL flow, lines 1–19: list the pets (extracting an id), then look one up. */
const PET_FLOW = [
  'version: 1',
  'baseUrl: http://127.0.0.1:4000',
  'scenarios:',
  '  - name: Pets', // 4
  '    concurrentUsers: 1',
  '    duration: 4s',
  '    flow:',
  '      - name: List pets', // 8
  '        endpoint: POST /graphql',
  '        graphql: { query: "query Pets { pets(first: 10) { id } }" }',
  '        extract: { id: "$.data.pets[0].id" }',
  '      - name: Get pet', // 12
  '        endpoint: POST /graphql',
  '        graphql:',
  '          query: |',
  '            query Pet($id: ID!) {',
  '              pet(id: $id) { id name }',
  '            }',
  '          variables: { id: "${id}" }', // 19
];

describe('validate --schema checks the GraphQL document of every flow step', () => {
  it('a flow whose documents fit the schema is valid (an extracted ${id} is typed at run time)', async () => {
    const { validate } = await withSchema(PET_FLOW);
    const { code, stdout, stderr } = await validate();
    expect(stderr).toBe('');
    expect(stdout).toContain('1 scenario, valid');
    expect(code).toBe(0);
  });

  it("reports a step's unknown field at the step's line and column, inside a block at the document's line", async () => {
    const lines = [...PET_FLOW];
    lines[9] = '        graphql: { query: "query Pets { pets(first: 10) { id nam } }" }';
    lines[16] = '              pet(id: $id) { id owner }';
    const { file, validate } = await withSchema(lines);
    const { code, stdout, stderr } = await validate();
    expect(stderr.trimEnd().split('\n')).toEqual([
      `${file}:10:27: scenarios[0].flow[0].graphql.query: at column 35 of the query: Cannot query field "nam" on type "Pet". Did you mean "name"? Correct the query, or run \`loadtool generate\` anew`,
      `${file}:17:33: scenarios[0].flow[1].graphql.query: at line 2, column 21 of the query: Cannot query field "owner" on type "Pet". Correct the query, or run \`loadtool generate\` anew`,
    ]);
    expect(stdout).toBe('');
    expect(code).toBe(2);
  });

  it("reports a step's variable that the operation does not declare, or whose value the schema refuses", async () => {
    const lines = [...PET_FLOW];
    lines[9] =
      '        graphql: { query: "query Pets($first: Int) { pets(first: $first) { id } }", variables: { first: ten, last: 1 } }';
    const { file, validate } = await withSchema(lines);
    const { code, stderr } = await validate();
    expect(stderr.trimEnd().split('\n')).toEqual([
      `${file}:10:27: scenarios[0].flow[0].graphql.variables.last: gives $last, which the operation does not declare: declare it ($last: Type) in the query, or remove it`,
      `${file}:10:27: scenarios[0].flow[0].graphql.variables: Variable "$first" got invalid value "ten"; Int cannot represent non-integer value: "ten": correct its value under graphql.variables`,
    ]);
    expect(code).toBe(2);
  });
});

/** The shop flow with the token in the scenario's own headers, lines 1–20. */
const SHOP_FLOW = (baseUrl: string, authorization = 'Bearer ${token}') => [
  'version: 1',
  `baseUrl: ${baseUrl}`,
  'scenarios:',
  '  - name: Shop', // 4
  '    concurrentUsers: 2',
  '    duration: 4s',
  `    headers: { Authorization: "${authorization}", X-Note: shop }`, // 7
  '    flow:',
  '      - name: Log in', // 9
  '        endpoint: POST /login',
  '        once: true',
  '        body: { username: u, password: "${SHOP_PASSWORD}" }',
  '        extract: { token: $.token }',
  '      - name: List items', // 14
  '        endpoint: GET /items',
  '        extract: { id: "$.data[0].id" }',
  '      - name: Get item', // 17
  '        endpoint: GET /items/{id}',
  '        params: { id: "${id}" }',
];

describe("a flow scenario's own headers see the values its steps extract", () => {
  it('validation takes ${token} in the scenario headers for the extracted value, not an unset variable', () => {
    const checked = checkLoadTest(y(...SHOP_FLOW('http://127.0.0.1:4000')), 'loadtool.yaml', {
      env: { SHOP_PASSWORD: 'secret' },
      unsetVariables: 'error',
    });
    expect(checked.warnings).toEqual([]);
    const [scenario] = checked.loadTest.scenarios;
    // The login comes before the token exists: it does not send the header that needs it; the later steps do.
    expect(scenario!.flow!.map((step) => step.headers)).toEqual([
      { 'X-Note': 'shop' },
      { Authorization: 'Bearer ${token}', 'X-Note': 'shop' },
      { Authorization: 'Bearer ${token}', 'X-Note': 'shop' },
    ]);
  });

  it('a name in the scenario headers that no step extracts is still a typo, or an unset variable', async () => {
    expect(loadTestProblems(y(...SHOP_FLOW('http://127.0.0.1:4000', 'Bearer ${tokn}')))).toEqual([
      expect.objectContaining({
        path: 'scenarios[0].headers.Authorization',
        line: 7,
        message: 'no step extracts tokn: add extract: { tokn: $.… } to a step',
      }),
    ]);
    const dir = await tempDir();
    const file = join(dir, 'loadtool.yaml');
    await writeFile(file, y(...SHOP_FLOW('http://127.0.0.1:4000', 'Bearer ${API_TOKEN}')));
    const { code, stderr } = await loadtool(['validate', file], { SHOP_PASSWORD: 'secret' });
    expect(code).toBe(0);
    expect(stderr).toContain(`${file}:7:31: scenarios[0].headers.Authorization: warning: \${API_TOKEN} is not set`);
  });

  it('the engine sends the extracted token from the scenario headers on every step after the login', async () => {
    const shop = await startShop(servers);
    const loadTest = parseLoadTest(y(...SHOP_FLOW(shop.url)), 'loadtool.yaml');
    const run = await runLoadTest(loadTest, { env: { SHOP_PASSWORD: 'secret' } });
    const [scenario] = run.scenarios;
    expect(scenario!.outcome).toBe('measured');
    expect(scenario!.error).toBeUndefined();
    for (const step of scenario!.steps!) {
      expect(step.requests.total).toBeGreaterThan(0);
      expect(step.requests.ok).toBe(step.requests.total);
    }
    expect(shop.authorizations.length).toBeGreaterThan(0);
    for (const authorization of shop.authorizations)
      expect(shop.tokens.map((token) => `Bearer ${token}`)).toContain(authorization);
    expect(new Set(shop.notes)).toEqual(new Set(['shop']));
    // The token is a secret: not a trace of it in what the engine measured.
    const text = JSON.stringify(scenario);
    for (const token of shop.tokens) expect(text).not.toContain(token);
  });
});

describe('a data source in a flow step is refused with what to write instead', () => {
  const base = ['version: 1', 'baseUrl: http://127.0.0.1:4000', 'scenarios:'];

  it('in params: names the line and column, and the once step that fetches the list and extracts the id', () => {
    const lines = SHOP_FLOW('http://127.0.0.1:4000');
    lines[18] = '        params: { id: { from: GET /items, pick: "$.data[*].id" } }';
    expect(loadTestProblems(y(...lines))).toEqual([
      {
        path: 'scenarios[0].flow[2].params.id',
        line: 19,
        column: 23,
        message:
          'a data source { from, pick } is not fetched for a flow step (the pre-flight sends no login): add a once step before this one with endpoint: GET /items and extract: { id: "$.data[*].id" }, and write "${id}" here',
      },
    ]);
  });

  it('in GraphQL variables: the once step posts the source document', () => {
    const lines = [
      ...base,
      '  - name: Pets',
      '    concurrentUsers: 1',
      '    duration: 4s',
      '    flow:',
      '      - name: Get pet',
      '        endpoint: POST /graphql',
      '        graphql:',
      '          query: "query Pet($id: ID!) { pet(id: $id) { id } }"',
      '          variables:',
      '            id: { from: POST /graphql, graphql: { query: "{ pets { id } }" }, pick: "$.data.pets[*].id" }',
    ];
    expect(loadTestProblems(y(...lines))).toEqual([
      {
        path: 'scenarios[0].flow[0].graphql.variables.id',
        line: 13,
        column: 17,
        message:
          'a data source { from, pick } is not fetched for a flow step (the pre-flight sends no login): add a once step before this one with endpoint: POST /graphql, its graphql: { query: "{ pets { id } }" } and extract: { id: "$.data.pets[*].id" }, and write "${id}" here',
      },
    ]);
  });

  it("in the scenario's own headers", () => {
    const lines = SHOP_FLOW('http://127.0.0.1:4000');
    lines[6] = '    headers: { X-Tenant: { from: GET /tenants, pick: "$[*].key" } }';
    expect(loadTestProblems(y(...lines))).toEqual([
      expect.objectContaining({
        path: 'scenarios[0].headers.X-Tenant',
        line: 7,
        message:
          'a data source { from, pick } is not fetched for a flow step (the pre-flight sends no login): add a once step first with endpoint: GET /tenants and extract: { X_Tenant: "$[*].key" }, and write "${X_Tenant}" here',
      }),
    ]);
  });
});
