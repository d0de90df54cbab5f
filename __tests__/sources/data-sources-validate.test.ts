import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { parseLoadTest } from '../../src/loadtest/validate.js';
import { loadtool } from '../helpers/cli.js';
import { loadTestProblems as problemsOf, yamlLines as y } from '../helpers/load-test-problems.js';
import { useTempDirs } from '../helpers/temp-dir.js';

const tempDir = useTempDirs();

const HEAD = ['version: 1', 'baseUrl: http://localhost:3000', 'scenarios:'];
/** A scenario of GET /items/{id} (lines 4–7), with `more` lines added to it from line 8. */
const getItem = (...more: string[]) =>
  y(
    ...HEAD,
    '  - name: Get item',
    '    endpoint: GET /items/{id}',
    '    concurrentUsers: 1',
    '    duration: 4s',
    ...more.map((line) => `    ${line}`),
  );

describe('validating data sources', () => {
  it('accepts a source wherever a value is given, and counts it as the value of a {param}', () => {
    const loadTest = parseLoadTest(
      y(
        'version: 1',
        'baseUrl: http://localhost:3000',
        // A POST to an item the API lists changes a record that exists: allowed only with writes: existing.
        'defaults: { writes: existing }',
        'scenarios:',
        '  - name: Get item',
        '    endpoint: POST /items/{id}',
        '    concurrentUsers: 1',
        '    duration: 4s',
        '    params: { id: { from: "GET /items?limit=50", pick: "$.data[*].id" } }',
        '    query: { tag: { from: "GET /tags", pick: "$[*]" }, limit: 2 }',
        '    headers: { X-Item: { from: "GET /items", pick: "$.data[0].id" } }',
        '    body: { itemId: { from: "POST /search", pick: "$..id" }, note: { from: 1 } }',
      ),
      'loadtool.yaml',
    );
    const [scenario] = loadTest.scenarios;
    expect(scenario!.sources).toEqual([
      { in: 'params', name: 'id', source: { from: 'GET /items?limit=50', pick: '$.data[*].id' } },
      { in: 'query', name: 'tag', source: { from: 'GET /tags', pick: '$[*]' } },
      { in: 'headers', name: 'X-Item', source: { from: 'GET /items', pick: '$.data[0].id' } },
      { in: 'body', name: 'itemId', source: { from: 'POST /search', pick: '$..id' } },
    ]);
    // What is left is sent as written; an object without `pick` in a body is data, not a source.
    expect(scenario!.query).toEqual({ limit: 2 });
    expect(scenario!.body).toEqual({ note: { from: 1 } });
  });

  it('reports a bad JSONPath, a method it does not send, other keys and a bad GraphQL document at once, with line:column', () => {
    const problems = problemsOf(
      getItem(
        'params:',
        '  id: { from: "GET /items", pick: "$.data[*" }',
        'query:',
        '  a: { from: "DELETE /items", pick: "$.id" }',
        '  b: { from: "GET /items", pick: "$.id", fallback: 1 }',
        'headers:',
        '  X-Id: { from: "POST /graphql", graphql: { query: "{ items { id }" }, pick: "$.data.items[*].id" }',
        'body:',
        '  c: { from: "GET items", pick: "$.id" }',
      ),
    );
    const where = problems.map(({ path, line, column }) => `${line}:${column} ${path}`);
    // Each problem once, at the value meant: a source is not also "not a string".
    expect(where).toEqual([
      '9:39 scenarios[0].params.id.pick',
      '11:18 scenarios[0].query.a.from',
      '12:46 scenarios[0].query.b.fallback',
      '14:56 scenarios[0].headers.X-Id.graphql.query',
      '16:18 scenarios[0].body.c.from',
    ]);
    const message = (path: string) => problems.find((problem) => problem.path === path)?.message;
    expect(message('scenarios[0].params.id.pick')).toMatch(/JSONPath/);
    expect(message('scenarios[0].query.a.from')).toMatch(/GET or POST/);
    expect(message('scenarios[0].headers.X-Id.graphql.query')).toMatch(/GraphQL/);
  });

  it('refuses a JSONPath or a GraphQL document nested too deep to parse, without overflowing the stack', () => {
    const deep = '{'.repeat(50_000);
    const problems = problemsOf(
      getItem(
        `params: { id: { from: "GET /items", pick: "$${'['.repeat(50_000)}" } }`,
        `headers: { X-Id: { from: "POST /graphql", graphql: { query: "${deep}" }, pick: "$.id" } }`,
      ),
    );
    expect(problems.map(({ path, message }) => `${path}: ${message}`)).toEqual([
      expect.stringMatching(/^scenarios\[0\]\.params\.id\.pick: .*nests more than 256 levels/),
      expect.stringMatching(/^scenarios\[0\]\.headers\.X-Id\.graphql\.query: nests more than 256 levels/),
    ]);
  });

  it('exits with 2 from `loadtool validate` for a bad JSONPath, at its line and column', async () => {
    const dir = await tempDir();
    const file = join(dir, 'loadtool.yaml');
    await writeFile(file, getItem('params: { id: { from: "GET /items", pick: "data[*].id" } }'));

    const { code, stderr } = await loadtool(['validate', file]);

    expect(code).toBe(2);
    expect(stderr).toContain(`${file}:8:47: scenarios[0].params.id.pick:`);
  });
});
