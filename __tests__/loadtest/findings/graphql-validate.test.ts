import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { loadtool } from '../../helpers/cli.js';
import { useTempDirs } from '../../helpers/temp-dir.js';

const tempDir = useTempDirs();

const SDL = `type Pet { id: ID! name: String! }
type Query {
  pets(first: Int): [Pet!]!
  pet(id: ID!): Pet
}
type Mutation { addPet(name: String!): Pet! }
`;

/** Writes the schema and a load test of the given scenarios (YAML lines, indented as list items); returns paths. */
async function files(scenarios: string[]) {
  const dir = await tempDir();
  const yaml = ['version: 1', 'baseUrl: http://127.0.0.1:4000', 'scenarios:', ...scenarios, ''].join('\n');
  await writeFile(join(dir, 'schema.graphql'), SDL);
  await writeFile(join(dir, 'loadtool.yaml'), yaml);
  const validate = (env: NodeJS.ProcessEnv = {}) =>
    loadtool(['validate', join(dir, 'loadtool.yaml'), '--schema', join(dir, 'schema.graphql'), '--plan', 'none'], env);
  return { dir, file: join(dir, 'loadtool.yaml'), validate };
}

const scenario = (name: string, graphql: string) => [
  `  - name: ${name}`,
  '    endpoint: POST /graphql',
  '    concurrentUsers: 1',
  '    duration: 4s',
  `    graphql: ${graphql}`,
];

describe('validate --schema checks each GraphQL document against the schema', () => {
  it('accepts documents that can run, with their variables', async () => {
    const { validate } = await files([
      ...scenario(
        'pets',
        '{ query: "query Pets($first: Int) { pets(first: $first) { id name } }", variables: { first: 10 } }',
      ),
      ...scenario('pet', '{ query: "query Pet($id: ID!) { pet(id: $id) { name } }", variables: { id: "1" } }'),
    ]);
    const { code, stdout, stderr } = await validate();
    expect(stderr).toBe('');
    expect(stdout).toContain('2 scenarios, valid');
    expect(code).toBe(0);
  });

  it.each([
    {
      what: 'an unknown field',
      graphql: '{ query: "query Pets { pets { id nam } }" }',
      message:
        'scenarios[0].graphql.query: at column 24 of the query: Cannot query field "nam" on type "Pet". Did you mean "name"? Correct the query, or run `loadtool generate` anew',
    },
    {
      what: 'an unknown argument',
      graphql: '{ query: "query Pets { pets(frist: 1) { id } }" }',
      message:
        'scenarios[0].graphql.query: at column 19 of the query: Unknown argument "frist" on field "Query.pets". Did you mean "first"? Correct the query, or run `loadtool generate` anew',
    },
    {
      what: 'an unknown root field',
      graphql: '{ query: "query { allPets { id } }" }',
      message:
        'scenarios[0].graphql.query: at column 9 of the query: Cannot query field "allPets" on type "Query". Did you mean "pets"? Correct the query, or run `loadtool generate` anew',
    },
    {
      what: 'a variable used but not declared',
      graphql: '{ query: "query Pets { pets(first: $n) { id } }" }',
      message:
        'scenarios[0].graphql.query: at column 26 of the query: Variable "$n" is not defined by operation "Pets". Correct the query, or run `loadtool generate` anew',
    },
    {
      what: 'a syntax error',
      graphql: '{ query: "query Pets { pets { id }" }',
      message:
        'scenarios[0].graphql.query: at column 25 of the query: is not valid GraphQL: Expected Name, found <EOF>.',
    },
    {
      what: 'a required variable without a value',
      graphql: '{ query: "query Pet($id: ID!) { pet(id: $id) { id } }" }',
      message:
        'scenarios[0].graphql.variables: Variable "$id" of required type "ID!" was not provided: give it a value under graphql.variables',
    },
    {
      what: 'a variable value of the wrong type',
      graphql: '{ query: "query Pets($first: Int) { pets(first: $first) { id } }", variables: { first: "ten" } }',
      message:
        'scenarios[0].graphql.variables: Variable "$first" got invalid value "ten"; Int cannot represent non-integer value: "ten": correct its value under graphql.variables',
    },
    {
      what: 'a variable the operation does not declare',
      graphql: '{ query: "query Pets { pets { id } }", variables: { first: 10 } }',
      message:
        'scenarios[0].graphql.variables.first: gives $first, which the operation does not declare: declare it ($first: Type) in the query, or remove it',
    },
  ])('reports $what as an error at the line of graphql.query, exit 2', async ({ graphql, message }) => {
    const { file, validate } = await files(scenario('broken', graphql));
    const { code, stdout, stderr } = await validate();
    expect(stderr).toBe(`${file}:8:23: ${message}\n`);
    expect(stdout).toBe('');
    expect(code).toBe(2);
  });

  it('reports every broken scenario at once; in a block query, the line inside the query', async () => {
    const { file, validate } = await files([
      ...scenario('ok', '{ query: "query { pets { id } }" }'),
      '  - name: block',
      '    endpoint: POST /graphql',
      '    concurrentUsers: 1',
      '    duration: 4s',
      '    graphql:',
      '      query: |',
      '        query Pets {',
      '          pets {',
      '            id',
      '            owner',
      '          }',
      '        }',
      ...scenario('broken', '{ query: "mutation { addPet { id } }" }'),
    ]);
    const { code, stderr } = await validate();
    expect(code).toBe(2);
    expect(stderr.trimEnd().split('\n')).toEqual([
      `${file}:18:13: scenarios[1].graphql.query: at line 4, column 5 of the query: Cannot query field "owner" on type "Pet". Correct the query, or run \`loadtool generate\` anew`,
      `${file}:25:23: scenarios[2].graphql.query: at column 12 of the query: Field "addPet" argument "name" of type "String!" is required, but it was not provided. Correct the query, or run \`loadtool generate\` anew`,
    ]);
  });

  it('a document nested thousands of levels deep is an error at its line, never a stack overflow', async () => {
    const depth = 20_000;
    const query = `query { pets(first: ${'['.repeat(depth)}1${']'.repeat(depth)}) { id } }`;
    const { file, validate } = await files(scenario('deep', `{ query: "${query}" }`));
    const { code, stdout, stderr } = await validate();
    expect(stderr).toMatch(
      new RegExp(
        `^${file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}:8:23: scenarios\\[0\\]\\.graphql\\.query: nests more than 256 levels deep`,
      ),
    );
    expect(stderr).not.toMatch(/^\s+at /m);
    expect(stdout).toBe('');
    expect(code).toBe(2);
  });

  it('a document that holds two operations cannot be sent by one scenario', async () => {
    const { file, validate } = await files(
      scenario('two', '{ query: "query A { pets { id } } query B { pets { name } }" }'),
    );
    const { code, stderr } = await validate();
    expect(code).toBe(2);
    expect(stderr).toBe(
      `${file}:8:23: scenarios[0].graphql.query: holds 2 operations, and a scenario sends one: keep one operation per scenario\n`,
    );
  });

  it('a variable holding ${NAME} is not type-checked before run time', async () => {
    const { validate } = await files(
      scenario('env', '{ query: "query Pet($id: ID!) { pet(id: $id) { id } }", variables: { id: "${PET_ID}" } }'),
    );
    const { code, stdout } = await validate({ PET_ID: 'seven' });
    expect(stdout).toContain('1 scenario, valid');
    expect(code).toBe(0);
  });

  it("checks the document of each flow step at the step's own graphql.query; an extracted ${name} is not type-checked", async () => {
    const { file, validate } = await files([
      '  - name: flow',
      '    concurrentUsers: 1',
      '    duration: 4s',
      '    flow:',
      '      - name: list',
      '        endpoint: POST /graphql',
      '        graphql: { query: "query { pets { id } }" }',
      '        extract: { id: "$.data.pets[0].id" }',
      '      - name: one',
      '        endpoint: POST /graphql',
      '        graphql: { query: "query P($id: ID!) { pet(id: $id) { nam } }", variables: { id: "${id}" } }',
    ]);
    const { code, stdout, stderr } = await validate();
    expect(stderr).toBe(
      `${file}:14:27: scenarios[0].flow[1].graphql.query: at column 36 of the query: Cannot query field "nam" on type "Pet". Did you mean "name"? Correct the query, or run \`loadtool generate\` anew\n`,
    );
    expect(stdout).toBe('');
    expect(code).toBe(2);
  });
});
