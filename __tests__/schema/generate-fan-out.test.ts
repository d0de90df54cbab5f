import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { parseDocument } from 'yaml';
import { MAX_SAMPLE_VALUES } from '../../src/schema/sample-budget.js';
import { schemaProject } from '../helpers/schema-project.js';
import { useTempDirs } from '../helpers/temp-dir.js';

// Hostile input, third round (issue 27): a schema or a load test small on disk that expands to millions of values
// through aliases or $refs. Each ends quickly, bounded by design (counted values, not measured time).

const tempDir = useTempDirs();

/** A stack trace's frame line, which must never reach a user. */
const STACK_FRAME = /^\s+at /m;

/** Properties of the wide schema, and how many body properties refer to it. */
const WIDE = 3_000;
const USES = 900;

const names = (prefix: string, count: number) => Array.from({ length: count }, (_, index) => `${prefix}${index}`);

/** A YAML OpenAPI document whose POST body has USES properties, each an alias of one anchored WIDE-property schema. */
function aliasedDocument(): string {
  const lines = [
    'openapi: 3.0.3',
    'info: { title: fan-out, version: "1" }',
    'x-wide: &wide',
    '  type: object',
    `  required: [${names('p', WIDE).join(', ')}]`,
    '  properties:',
    ...names('p', WIDE).map((name) => `    ${name}: { type: string }`),
    'paths:',
    '  /things:',
    '    post:',
    '      requestBody:',
    '        content:',
    '          application/json:',
    '            schema:',
    '              type: object',
    `              required: [${names('a', USES).join(', ')}]`,
    '              properties:',
    ...names('a', USES).map((name) => `                ${name}: *wide`),
    '      responses:',
    "        '201': { description: created }",
  ];
  return `${lines.join('\n')}\n`;
}

/** A JSON OpenAPI document whose POST body has USES properties, each a `$ref` to one WIDE-property schema. */
function referencedDocument(): string {
  const object = (properties: Record<string, unknown>) => ({
    type: 'object',
    required: Object.keys(properties),
    properties,
  });
  return JSON.stringify({
    openapi: '3.0.3',
    info: { title: 'fan-out', version: '1' },
    components: {
      schemas: { Wide: object(Object.fromEntries(names('p', WIDE).map((name) => [name, { type: 'string' }]))) },
    },
    paths: {
      '/things': {
        post: {
          requestBody: {
            content: {
              'application/json': {
                schema: object(
                  Object.fromEntries(names('a', USES).map((name) => [name, { $ref: '#/components/schemas/Wide' }])),
                ),
              },
            },
          },
          responses: { '201': { description: 'created' } },
        },
      },
    },
  });
}

/** Counts the values of a parsed body: each scalar, list and mapping. */
function valueCount(value: unknown): number {
  if (typeof value !== 'object' || value === null) return 1;
  return 1 + Object.values(value).reduce((sum: number, item) => sum + valueCount(item), 0);
}

describe('a request body that fans out to millions of values is sampled within a bound, and says so', () => {
  it.each([
    { what: 'a YAML anchor of 3,000 properties aliased 900 times', file: 'openapi.yaml', text: aliasedDocument },
    { what: '900 $refs to one 3,000-property schema', file: 'openapi.json', text: referencedDocument },
  ])(
    '$what',
    async ({ file, text }) => {
      const dir = await tempDir();
      await writeFile(join(dir, file), text());
      const project = await schemaProject(dir, {
        schemaUrl: file,
        baseUrl: 'http://127.0.0.1:1',
        plan: '## Performance\n\n- POST /things\n',
      });
      const { code, stderr } = await project.generate(['--no-probe']);
      expect({ code, stderr }).toEqual({ code: 0, stderr: expect.stringContaining('POST /things') });
      expect(stderr).not.toMatch(STACK_FRAME);
      expect(stderr).toMatch(new RegExp(`POST /things: .*cut .*${MAX_SAMPLE_VALUES.toLocaleString('en-US')} values`));

      const yaml = await project.yaml();
      const scenario = parseDocument(yaml).getIn(['scenarios', 0], true) as { toJSON(): Record<string, unknown> };
      const { body } = scenario.toJSON();
      expect(valueCount(body)).toBeLessThanOrEqual(MAX_SAMPLE_VALUES);
      // Required properties come first, in the schema's order, as far as the bound goes.
      expect(body).toMatchObject({ a0: { p0: expect.any(String), p1: expect.any(String) } });
      // The scenario says so on its own line.
      expect(yaml).toMatch(/^\s*endpoint: POST \/things #.*cut/m);
    },
    60_000,
  );
});

describe('regeneration over a load test with a wide alias', () => {
  it('is refused at the alias that makes it too large to merge, and the file is left as it was', async () => {
    const dir = await tempDir();
    await writeFile(
      join(dir, 'openapi.json'),
      JSON.stringify({
        openapi: '3.0.3',
        info: { title: 'things', version: '1' },
        paths: { '/things': { get: { summary: 'List', responses: { '200': { description: 'ok' } } } } },
      }),
    );
    const project = await schemaProject(dir, {
      schemaUrl: 'openapi.json',
      baseUrl: 'http://127.0.0.1:1',
      plan: '## Performance\n\n- GET /things\n',
    });
    const scenario = (index: number, query: string) =>
      `  - name: S${index}\n    endpoint: GET /things\n    concurrentUsers: 1\n    duration: 1s\n    query: ${query}\n`;
    const anchor = `&wide\n${names('k', 20_000)
      .map((key, index) => `      ${key}: ${index}`)
      .join('\n')}`;
    const existing = [
      'version: 1\nbaseUrl: http://127.0.0.1:1\nscenarios:\n',
      scenario(0, anchor),
      ...Array.from({ length: 99 }, (_, index) => scenario(index + 1, '*wide')),
    ].join('');
    await mkdir(dirname(project.output), { recursive: true });
    await writeFile(project.output, existing);
    const { code, stderr } = await project.generate(['--no-probe']);
    expect({ code, stderr }).toEqual({
      code: 2,
      stderr: expect.stringMatching(/loadtool\.yaml:\d+:\d+: \*wide .*--fresh/),
    });
    // The message points at an alias of the wide anchor: the one that passes the bound.
    const line = Number(/loadtool\.yaml:(\d+):/.exec(stderr)![1]);
    expect(existing.split('\n')[line - 1]).toContain('*wide');
    expect(stderr).not.toMatch(STACK_FRAME);
    expect(await readFile(project.output, 'utf8')).toBe(existing);
  }, 60_000);
});

describe('a GraphQL SDL too large to read within memory', () => {
  it('100,000 types are refused at the token where the bound is passed', async () => {
    const dir = await tempDir();
    const types = Array.from(
      { length: 100_000 },
      (_, index) => `type T${index} {\n  id: ID!\n  name: String\n  next: T${(index + 1) % 100_000}\n}\n`,
    );
    await writeFile(join(dir, 'schema.graphql'), `type Query {\n  t0: T0\n}\n${types.join('')}`);
    const project = await schemaProject(dir, {
      schemaUrl: 'schema.graphql',
      baseUrl: 'http://127.0.0.1:1',
      plan: '## Performance\n\n- query t0\n',
    });
    const { code, stderr } = await project.generate(['--no-probe']);
    expect({ code, stderr }).toEqual({
      code: 2,
      stderr: expect.stringMatching(/schema\.graphql:\d+:\d+: .*tokens/),
    });
    expect(stderr).not.toMatch(STACK_FRAME);
  }, 60_000);
});
