import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { findDrift } from '../../../src/loadtest/drift.js';
import { checkLoadTest, parseLoadTest } from '../../../src/loadtest/validate.js';
import type { Operation } from '../../../src/schema/operation.js';
import { loadtool } from '../../helpers/cli.js';
import { loadTestProblems as problemsOf, yamlLines as y } from '../../helpers/load-test-problems.js';
import { useTempDirs } from '../../helpers/temp-dir.js';

const tempDir = useTempDirs();

const HEAD = [
  'version: 1',
  'baseUrl: http://localhost:3000',
  'defaults:',
  '  headers: { X-Team: qa }',
  '  timeout: 5s',
  '  expect: { status: [200] }',
  'scenarios:',
];
/** The flow, lines 8–29. */
const SHOP = [
  '  - name: Shop', // 8
  '    concurrentUsers: 5',
  '    duration: 30s',
  '    headers: { Accept: application/json }',
  '    thresholds: { p95: 900ms }',
  '    flow:', // 13
  '      - name: Log in',
  '        endpoint: POST /login',
  '        once: true',
  '        refreshOn: [401]',
  '        body: { username: "${SHOP_USER}", password: "${SHOP_PASSWORD}" }',
  '        extract: { token: $.token }', // 19
  '      - name: List items',
  '        endpoint: GET /items',
  '        headers: { Authorization: "Bearer ${token}" }',
  '        extract: { id: "$.data[0].id", next: { header: Location } }',
  '        thresholds: { p95: 300ms }',
  '        timeout: 2s', // 25
  '      - name: Get item',
  '        endpoint: GET /items/{id}',
  '        params: { id: "${id}" }',
  '        headers: { Authorization: "Bearer ${token}" }', // 29
];
const shop = (edit: (lines: string[]) => string[] = (lines) => lines) => y(...HEAD, ...edit([...SHOP]));
/** The SHOP lines with line `line` (1-based, in the whole file) replaced by `text` (or removed when absent). */
const replaced = (line: number, ...text: string[]) =>
  shop((lines) => {
    lines.splice(line - 1 - HEAD.length, 1, ...text);
    return lines;
  });

describe('a flow in loadtool.yaml', () => {
  it('parses into the scenario with its steps: headers merged, timeouts defaulted, extractions and thresholds read', () => {
    const [scenario] = parseLoadTest(shop(), 'loadtool.yaml').scenarios;
    expect(scenario).toMatchObject({
      name: 'Shop',
      endpoint: 'POST /login → GET /items → GET /items/{id}',
      method: '',
      path: '',
      line: 8,
      concurrentUsers: 5,
      durationSeconds: 30,
      thresholds: [{ key: 'p95', limit: 900, line: 12, column: 19 }],
    });
    expect(scenario!.params).toBeUndefined();
    expect(scenario!.flow).toEqual([
      {
        name: 'Log in',
        endpoint: 'POST /login',
        method: 'POST',
        path: '/login',
        line: 14,
        headers: { 'X-Team': 'qa', Accept: 'application/json' },
        body: { username: '${SHOP_USER}', password: '${SHOP_PASSWORD}' },
        expectStatus: [200],
        timeoutMs: 5000,
        once: true,
        refreshOn: [401],
        extract: [{ name: 'token', line: 19, path: '$.token' }],
        thresholds: [],
      },
      {
        name: 'List items',
        endpoint: 'GET /items',
        method: 'GET',
        path: '/items',
        line: 20,
        headers: { 'X-Team': 'qa', Accept: 'application/json', Authorization: 'Bearer ${token}' },
        expectStatus: [200],
        timeoutMs: 2000,
        once: false,
        extract: [
          { name: 'id', line: 23, path: '$.data[0].id' },
          { name: 'next', line: 23, header: 'Location' },
        ],
        thresholds: [expect.objectContaining({ key: 'p95', limit: 300, text: '300ms', line: 24, column: 23 })],
      },
      {
        name: 'Get item',
        endpoint: 'GET /items/{id}',
        method: 'GET',
        path: '/items/{id}',
        line: 26,
        params: { id: '${id}' },
        headers: { 'X-Team': 'qa', Accept: 'application/json', Authorization: 'Bearer ${token}' },
        expectStatus: [200],
        timeoutMs: 5000,
        once: false,
        extract: [],
        thresholds: [],
      },
    ]);
  });

  it('reads a step expect.json with the same rules as a scenario, and an extracted name is no environment variable', () => {
    const text = shop((lines) => [...lines, '        expect: { json: { $.id: present } }']);
    const { loadTest, warnings } = checkLoadTest(text, 'loadtool.yaml', { unsetVariables: 'warning', env: {} });
    expect(loadTest.scenarios[0]!.flow![2]!.expectJson).toEqual([{ path: '$.id', expect: 'present' }]);
    expect(loadTest.scenarios[0]!.flow![2]!.expectStatus).toEqual([200]);
    // SHOP_USER and SHOP_PASSWORD are read from the environment; token and id are not.
    expect(warnings.map(({ message }) => message).join('\n')).not.toMatch(/token|\{id\}/);
    expect(warnings.map(({ path }) => path)).toEqual([
      'scenarios[0].flow[0].body.username',
      'scenarios[0].flow[0].body.password',
    ]);
  });

  it('both endpoint and flow, or neither, is an error at the scenario', () => {
    expect(problemsOf(shop((lines) => [lines[0]!, '    endpoint: GET /items', ...lines.slice(1)]))).toEqual([
      {
        path: 'scenarios[0]',
        line: 8,
        column: 5,
        message:
          'has both endpoint and flow: keep endpoint for one request, flow for a sequence of steps, or script for a module of your own',
      },
    ]);
    expect(problemsOf(shop((lines) => lines.slice(0, 5)))).toEqual([
      {
        path: 'scenarios[0].endpoint',
        line: 8,
        column: 5,
        message:
          'has neither endpoint, flow nor script: add endpoint, e.g. endpoint: GET /pets, or flow, a list of steps each with name and endpoint, or script, the path of a module, e.g. script: load-tests/checkout.ts',
      },
    ]);
  });

  it('a request key on a flow scenario is an error saying to put it on a step', () => {
    expect(problemsOf(shop((lines) => [...lines.slice(0, 5), '    query: { limit: 1 }', ...lines.slice(5)]))).toEqual([
      {
        path: 'scenarios[0].query',
        line: 13,
        column: 5,
        message: 'is not a key of a flow scenario: put it on the step that needs it, under flow',
      },
    ]);
  });

  it('refreshOn on a step that is not once, and a status out of range, are errors at their line and column', () => {
    expect(problemsOf(replaced(16, '        once: false'))).toEqual([
      {
        path: 'scenarios[0].flow[0].refreshOn',
        line: 17,
        column: 9,
        message: 'works only on a once step, which it runs again: add once: true, or remove refreshOn',
      },
    ]);
    expect(problemsOf(replaced(17, '        refreshOn: [401, 600]'))).toEqual([
      expect.objectContaining({ path: 'scenarios[0].flow[0].refreshOn[1]', line: 17, column: 26 }),
    ]);
  });

  it('a once step after a measured step is an error: each user runs the once steps first', () => {
    expect(problemsOf(shop((lines) => [...lines, '        once: true']))).toEqual([
      {
        path: 'scenarios[0].flow[2].once',
        line: 30,
        column: 9,
        message: 'a once step runs before the measured steps of each user: move it before flow[1]',
      },
    ]);
  });

  it('a bad extraction is an error at its line and column: a JSONPath, a header name, a name', () => {
    expect(problemsOf(replaced(19, '        extract: { token: "$.data[" }'))).toEqual([
      {
        path: 'scenarios[0].flow[0].extract.token',
        line: 19,
        column: 27,
        message: expect.stringMatching(/^is not a JSONPath \(RFC 9535\): at column 8 of the path, .+; write e\.g\. /),
      },
    ]);
    expect(problemsOf(replaced(19, '        extract: { token: data.token }'))).toEqual([
      expect.objectContaining({
        path: 'scenarios[0].flow[0].extract.token',
        line: 19,
        column: 27,
        message: expect.stringContaining('write "$.data.token"'),
      }),
    ]);
    expect(problemsOf(replaced(23, '        extract: { id: "$.data[0].id", next: { header: "Loc ation" } }'))).toEqual([
      expect.objectContaining({ path: 'scenarios[0].flow[1].extract.next.header', line: 23, column: 56 }),
    ]);
    expect(problemsOf(replaced(19, '        extract: { to-ken: $.token }'))).toEqual([
      expect.objectContaining({
        path: 'scenarios[0].flow[0].extract.to-ken',
        line: 19,
        column: 20,
        message: expect.stringMatching(/^"to-ken" is not a name to extract: /),
      }),
      expect.objectContaining({ path: 'scenarios[0].flow[1].headers.Authorization', line: 22 }),
      expect.objectContaining({ path: 'scenarios[0].flow[2].headers.Authorization', line: 29 }),
    ]);
  });

  it('a ${name} that no earlier step extracts is an error, naming the fix', () => {
    const problems = problemsOf(shop((lines) => [...lines, '        query: { sort: "${order}", next: "${next}" }']));
    expect(problems).toEqual([
      {
        path: 'scenarios[0].flow[2].query.sort',
        line: 30,
        column: 24,
        message: 'no earlier step extracts order: add extract: { order: $.… } to an earlier step',
      },
    ]);
    // token is extracted by step 0; used in step 0 itself, it is not yet.
    expect(
      problemsOf(replaced(15, '        endpoint: POST /login', '        headers: { X-Token: "${token}" }')),
    ).toEqual([expect.objectContaining({ path: 'scenarios[0].flow[0].headers.X-Token', line: 16 })]);
  });

  it('a duplicate step name, and a {param} without a value, are errors at their line and column', () => {
    expect(problemsOf(replaced(26, '      - name: List items'))).toEqual([
      {
        path: 'scenarios[0].flow[2].name',
        line: 26,
        column: 15,
        message: '"List items" is already the name of flow[1]: give each step its own name',
      },
    ]);
    expect(problemsOf(replaced(28))).toEqual([
      expect.objectContaining({
        path: 'scenarios[0].flow[2].endpoint',
        line: 27,
        column: 19,
        message: expect.stringMatching(/^\{id\} has no value: add params with it/),
      }),
    ]);
  });

  it('a step lacking name or endpoint, an unknown step key, and a data source in a step are errors', () => {
    expect(problemsOf(replaced(21, '        endpoint: GET /items', '        thinkTime: 1s'))).toEqual([
      expect.objectContaining({ path: 'scenarios[0].flow[1].thinkTime', line: 22, column: 9 }),
    ]);
    expect(problemsOf(replaced(27, '        endpoint: GET /items/1'))).toEqual([
      expect.objectContaining({ path: 'scenarios[0].flow[2].params.id', line: 28 }),
    ]);
    expect(problemsOf(replaced(21))).toEqual([
      expect.objectContaining({
        path: 'scenarios[0].flow[1].endpoint',
        line: 20,
        message: expect.stringMatching(/^is required/),
      }),
    ]);
    expect(problemsOf(replaced(28, '        params: { id: { from: GET /items, pick: "$.data[*].id" } }'))).toEqual([
      expect.objectContaining({
        path: 'scenarios[0].flow[2].params.id',
        line: 28,
        message:
          'a data source { from, pick } is not fetched for a flow step (the pre-flight sends no login): add a once step before this one with endpoint: GET /items and extract: { id: "$.data[*].id" }, and write "${id}" here',
      }),
    ]);
  });

  it('a JSONPath with brackets left unquoted inside { … } is a YAML error that says to quote it', () => {
    const [first] = problemsOf(replaced(23, '        extract: { id: $.data[0].id }'));
    expect(first).toEqual({
      path: '',
      line: 23,
      column: 30,
      message: expect.stringContaining('quote the value, e.g. "$.data[0].id"'),
    });
  });

  it('drift looks at each step of a flow', () => {
    const loadTest = parseLoadTest(shop(), 'loadtool.yaml');
    const op = (method: string, path: string) => ({ key: `${method} ${path}`, method, path }) as Operation;
    const operations = [op('POST', '/login'), op('GET', '/items'), op('GET', '/items/{itemId}')];
    expect(findDrift(loadTest, operations, operations)).toEqual({ uncovered: [], unknown: [] });
    expect(findDrift(loadTest, operations.slice(0, 2), []).unknown).toEqual([
      { index: 0, name: 'Shop', endpoint: 'POST /login → GET /items → GET /items/{id}', line: 8 },
    ]);
  });
});

describe('loadtool validate on a flow', () => {
  it('a good flow is valid, exit 0', async () => {
    const file = join(await tempDir(), 'loadtool.yaml');
    await writeFile(file, shop());
    const env = { SHOP_USER: 'u', SHOP_PASSWORD: 'p' };
    expect(await loadtool(['validate', file], env)).toEqual({
      code: 0,
      stdout: `${file}: 1 scenario, valid\n`,
      stderr: '',
    });
  });

  it('a bad flow lists its problems at their line and column, exit 2', async () => {
    const file = join(await tempDir(), 'loadtool.yaml');
    await writeFile(file, replaced(26, '      - name: List items'));
    const { code, stderr } = await loadtool(['validate', file], { SHOP_USER: 'u', SHOP_PASSWORD: 'p' });
    expect(code).toBe(2);
    expect(stderr).toBe(
      `${file}:26:15: scenarios[0].flow[2].name: "List items" is already the name of flow[1]: give each step its own name\n`,
    );
  });
});
