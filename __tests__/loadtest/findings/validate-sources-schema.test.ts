// `loadtool validate --schema` on a freshly generated load test (issue 26): a variable or param whose value comes
// `from` a data source is filled at run time, so a required variable left out of graphql.variables is not missing.
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { loadtool } from '../../helpers/cli.js';
import { useTempDirs } from '../../helpers/temp-dir.js';

const tempDir = useTempDirs();

/** A Directus-like schema: lists, look-ups by id (one with a second required key) and by a string key. */
const SDL = `type Post { id: ID! title: String }
type Collection { collection: String! meta: String }
type Query {
  posts: [Post!]!
  post(id: ID!): Post
  posts_by_version(id: ID!, version: String!): Post
  collections: [Collection!]!
  collections_by_name(name: String!): Collection
}
`;

const OPENAPI = `openapi: 3.0.3
info: { title: blog, version: '1' }
paths:
  /posts:
    get:
      responses: { '200': { description: ok, content: { application/json: { schema: { type: array, items: { $ref: '#/components/schemas/Post' } } } } } }
  /posts/{id}:
    get:
      parameters: [{ name: id, in: path, required: true, schema: { type: integer } }]
      responses: { '200': { description: ok, content: { application/json: { schema: { $ref: '#/components/schemas/Post' } } } } }
components:
  schemas:
    Post: { type: object, properties: { id: { type: integer }, title: { type: string } } }
`;

/** A project folder with qa.config.json and the schema; `generate` writes load-tests/loadtool.yaml without a probe. */
async function project(schemaFile: string, schema: string) {
  const dir = await tempDir();
  const config = {
    project: { name: 'blog' },
    domains: {
      ui: { enabled: false },
      api: { enabled: true, baseUrl: 'http://127.0.0.1:9', schemaPath: `./${schemaFile}` },
      accessibility: { enabled: false },
      performance: {
        enabled: true,
        schemaUrl: `./${schemaFile}`,
        thresholds: { p99LatencyMs: 800, okRequestPercent: 99.5 },
      },
    },
  };
  await writeFile(join(dir, 'qa.config.json'), JSON.stringify(config));
  await writeFile(join(dir, schemaFile), schema);
  const output = join(dir, 'load-tests', 'loadtool.yaml');
  const generated = await loadtool([
    'generate',
    '--config',
    join(dir, 'qa.config.json'),
    '-o',
    output,
    '--plan',
    'none',
    '--no-probe',
  ]);
  expect(generated.code).toBe(0);
  return { output, schema: join(dir, schemaFile) };
}

describe('validate --schema with values from data sources', () => {
  it('accepts a generated GraphQL file whose look-ups take $id from the API', async () => {
    const { output, schema } = await project('schema.graphql', SDL);
    const yaml = await readFile(output, 'utf8');
    // The generated look-ups do take their ids from a data source: the case under test.
    expect(yaml).toMatch(/id:\s*\n\s*from: POST \/graphql/);
    const validated = await loadtool(['validate', output, '--schema', schema]);
    expect(validated.stdout + validated.stderr).not.toContain('was not provided');
    expect(validated.code).toBe(0);
  });

  it('accepts a generated REST file whose path param comes from a list', async () => {
    const { output, schema } = await project('openapi.yaml', OPENAPI);
    expect(await readFile(output, 'utf8')).toContain('id: { from: GET /posts');
    const validated = await loadtool(['validate', output, '--schema', schema]);
    expect(validated.code).toBe(0);
  });

  it('still names a required variable that has neither a value nor a source', async () => {
    const { output, schema } = await project('schema.graphql', SDL);
    const yaml = await readFile(output, 'utf8');
    // posts_by_version: $id from the API, $version written as a value; remove the value of $version.
    await writeFile(output, yaml.replace(/\n\s*version: example[^\n]*/, ''));
    const validated = await loadtool(['validate', output, '--schema', schema]);
    expect(validated.code).toBe(2);
    expect(validated.stderr + validated.stdout).toContain(
      'Variable "$version" of required type "String!" was not provided',
    );
    expect(validated.stderr + validated.stdout).not.toContain('"$id"');
  });
});
