import { copyFile, writeFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { parse } from 'yaml';
import { findDrift, driftWarnings } from '../../src/loadtest/drift.js';
import { keepEdits } from '../../src/loadtest/keep-edits.js';
import { parseLoadTest } from '../../src/loadtest/validate.js';
import { driftFrom } from '../../src/pipeline/stages/drift-stage.js';
import { prepareLoadTest } from '../../src/pipeline/stages/generate-stage.js';
import { PlanError } from '../../src/plan/plan-error.js';
import { readScope } from '../../src/plan/read-scope.js';
import { scopeIncludes, scopeWarnings, selectOperations } from '../../src/plan/select-operations.js';
import { readApiSchema } from '../../src/schema/read-schema.js';
import { ROOT } from '../helpers/bundle.js';
import { performanceConfig } from '../helpers/qa-config.js';
import { useTempDirs } from '../helpers/temp-dir.js';

// Leaving operations out without narrowing the scope: `not` lines, lines that only give request values, `skip:` in
// the drift check and across regeneration (docs/plan.md#the-performance-scope-qa-planmd).

const tempDir = useTempDirs();
const TODO = join(ROOT, '__tests__/fixtures/real/loopback-todo.openapi.json');
const CMS = join(ROOT, '__tests__/fixtures/sources/cms.openapi.yaml');

const section = (lines: string) => `# Plan\n\n## Performance\n\n${lines}\n`;
const scopeOf = (lines: string) => readScope(section(lines), 'qa-plan.md');

/** The LoopBack todo example's operations, all of them read. */
async function todoApi() {
  return readApiSchema(TODO, { baseDir: ROOT, include: () => true });
}

/** Returns the keys a plan selects from the LoopBack todo example, in order. */
async function selected(lines: string): Promise<string[]> {
  const api = await todoApi();
  return selectOperations(scopeOf(lines), api.operations, 'qa-plan.md', api).map(({ operation }) => operation.key);
}

/** Returns the PlanError's messages with their lines, or fails the test when nothing is thrown. */
async function refused(lines: string): Promise<Array<{ line?: number; message: string }>> {
  try {
    await selected(lines);
  } catch (error) {
    if (!(error instanceof PlanError)) throw error;
    return error.problems.map(({ line, message }) => ({ line, message }));
  }
  throw new Error('the plan was accepted');
}

const SAFE_TODO = ['GET /todos/count', 'GET /todos/{id}', 'GET /todos'];

describe('the `not` form: reading it', () => {
  const cases: Array<{ what: string; lines: string; excluded: string[]; entries?: string[] }> = [
    { what: 'a method and a path', lines: '- not GET /server/health', excluded: ['GET /server/health'] },
    { what: 'a GraphQL query', lines: '- not query users', excluded: ['query users'] },
    { what: 'a GraphQL mutation, dotted', lines: '- Not Mutation.x', excluded: ['mutation x'] },
    { what: 'a code span after `not:`', lines: '- not: `GET /pets/:id`', excluded: ['GET /pets/{id}'] },
    { what: '`not` inside the code span', lines: '- `not query users`', excluded: ['query users'] },
    { what: 'several on a line', lines: '- not GET /a, GET /b', excluded: ['GET /a', 'GET /b'] },
    { what: 'in a task list', lines: '- [ ] not GET /a', excluded: ['GET /a'] },
    { what: 'in a table cell', lines: '| endpoint |\n|---|\n| not GET /a |', excluded: ['GET /a'] },
    {
      what: 'beside entries, which stay entries',
      lines: '- GET /a\n- not GET /b',
      excluded: ['GET /b'],
      entries: ['GET /a'],
    },
    { what: 'prose that starts with "not" and names nothing', lines: 'Not load tested: the admin pages', excluded: [] },
    {
      what: '"not" later on a line is no exclusion',
      lines: '- GET /a, not on Sundays',
      excluded: [],
      entries: ['GET /a'],
    },
  ];
  it.each(cases)('$what', ({ lines, excluded, entries = [] }) => {
    const scope = scopeOf(lines);
    expect((scope.excluded ?? []).map((exclusion) => exclusion.key)).toEqual(excluded);
    expect(scope.entries.map((entry) => entry.key)).toEqual(entries);
  });

  it('keeps the line of each exclusion, and what the lines under it say sets nothing', () => {
    const scope = scopeOf('- not GET /a\n  20 users, because it is slow\n- not GET /b');
    expect(scope.excluded).toEqual([
      { key: 'GET /a', line: 5, text: 'not GET /a' },
      { key: 'GET /b', line: 7, text: 'not GET /b' },
    ]);
    expect(scope.defaults).toEqual({});
  });
});

describe('selection: what leaves out and what narrows', () => {
  const cases: Array<{ what: string; lines: string; expected: string[] }> = [
    { what: 'an empty scope is every safe operation', lines: 'Duration: 30s', expected: SAFE_TODO },
    {
      what: 'a `not` line alone: every safe operation but that one',
      lines: '- not GET /todos/count',
      expected: ['GET /todos/{id}', 'GET /todos'],
    },
    {
      what: 'a `not` line with a path parameter of another name',
      lines: '- not GET /todos/:todoId',
      expected: ['GET /todos/count', 'GET /todos'],
    },
    { what: 'the generated hint line does not narrow', lines: '- GET /todos/{id}: id = 42', expected: SAFE_TODO },
    { what: '`Writes: existing` alone does not narrow', lines: 'Writes: existing', expected: SAFE_TODO },
    { what: 'a rate line alone does not narrow', lines: 'Load: 200 rps for 30s', expected: SAFE_TODO },
    {
      what: 'a value line for a write adds it after the safe operations',
      lines: '- PUT /todos/{id}: id = 42',
      expected: [...SAFE_TODO, 'PUT /todos/{id}'],
    },
    {
      what: 'a value line and a `not` line together',
      lines: '- GET /todos/{id}: id = 42\n- not GET /todos',
      expected: ['GET /todos/count', 'GET /todos/{id}'],
    },
    { what: 'a line that sets a load selects, as before', lines: '- GET /todos: 20 users', expected: ['GET /todos'] },
    { what: 'a bare endpoint line selects, as before', lines: '- GET /todos/count', expected: ['GET /todos/count'] },
    {
      what: 'in a narrowed scope a value line adds its operation, as before',
      lines: '- GET /todos\n- GET /todos/{id}: id = 42',
      expected: ['GET /todos', 'GET /todos/{id}'],
    },
    {
      what: 'a `not` line in a narrowed scope leaves out what it names',
      lines: '- GET /todos\n- not GET /todos/count',
      expected: ['GET /todos'],
    },
    {
      what: 'a group that sets a load makes its value lines select',
      lines: '- Reads, 5 users:\n  - GET /todos/{id}: id = 42',
      expected: ['GET /todos/{id}'],
    },
  ];
  it.each(cases)('$what', async ({ lines, expected }) => {
    expect(await selected(lines)).toEqual(expected);
  });

  it('a value line gives its values to the operation, and joins another line naming it', async () => {
    const api = await todoApi();
    const pick = (lines: string) =>
      selectOperations(scopeOf(lines), api.operations, 'qa-plan.md', api).find(
        ({ operation }) => operation.key === 'GET /todos/{id}',
      )?.overrides;
    expect(pick('- GET /todos/{id}: id = 42\nDuration: 30s')).toEqual({ duration: '30s', params: { id: 42 } });
    expect(pick('- GET /todos/{id}: 5 users\n- GET /todos/{id}: id = 42')).toEqual({
      concurrentUsers: 5,
      params: { id: 42 },
    });
  });

  it('two lines that both select one operation are still an error', async () => {
    expect(await refused('- GET /todos\n- GET /todos: 5 users')).toEqual([
      {
        line: 6,
        message: 'GET /todos is already in scope on line 5: remove this line, or move its overrides to line 5',
      },
    ]);
  });

  it('an operation both named and left out is an error naming both lines', async () => {
    expect(await refused('- GET /todos/{id}: id = 42\n- not GET /todos/{id}')).toEqual([
      {
        line: 6,
        message: 'GET /todos/{id} is in scope on line 5 and left out on this line: remove one of the two lines',
      },
    ]);
  });

  it('a value line that names no operation is an error, as any unknown scope line', async () => {
    expect(await refused('- GET /todo/{id}: id = 42')).toEqual([
      {
        line: 5,
        message: expect.stringContaining(
          'GET /todo/{id} is not an operation of the API: did you mean GET /todos/{id}?',
        ),
      },
    ]);
  });

  it('a `not` line that names no operation is a warning with the closest one, and leaves the scope as it is', async () => {
    const api = await todoApi();
    const scope = scopeOf('- not GET /todo/count\n- not GET /todos');
    expect(scopeWarnings(scope, api)).toEqual([
      {
        line: 5,
        message:
          'not GET /todo/count leaves nothing out: GET /todo/count is not an operation of the API: did you mean GET /todos/count? Correct the line, or remove it from the Performance section.',
      },
    ]);
    expect(await selected('- not GET /todo/count\n- not GET /todos')).toEqual(['GET /todos/count', 'GET /todos/{id}']);
  });

  it('reads the schema as far as the scope needs: a value line does not narrow what is read', () => {
    const includes = scopeIncludes(scopeOf('- GET /todos/{id}: id = 42\n- PUT /todos/{id}: id = 42'));
    expect(includes('GET /todos/count', true)).toBe(true);
    expect(includes('PUT /todos/{id}', false)).toBe(true);
    expect(includes('DELETE /todos/{id}', false)).toBe(false);
    const narrowed = scopeIncludes(scopeOf('- GET /todos'));
    expect([narrowed('GET /todos', true), narrowed('GET /todos/count', true)]).toEqual([true, false]);
  });
});

/** Generates from `schema` with the plan `lines` (none: `--plan none`), nothing sent; returns the scenarios. */
async function generated(schema: string, lines?: string) {
  const dir = await tempDir();
  await copyFile(schema, join(dir, basename(schema)));
  await writeFile(
    join(dir, 'qa.config.json'),
    JSON.stringify(
      performanceConfig('exclude', {
        baseUrl: 'http://127.0.0.1:9',
        schemaUrl: `./${basename(schema)}`,
        thresholds: { p99LatencyMs: 1000, okRequestPercent: 99 },
      }),
    ),
  );
  if (lines !== undefined) await writeFile(join(dir, 'qa-plan.md'), section(lines));
  const prepared = await prepareLoadTest({
    config: join(dir, 'qa.config.json'),
    plan: lines === undefined ? 'none' : join(dir, 'qa-plan.md'),
    output: join(dir, 'loadtool.yaml'),
  });
  const { scenarios } = parse(prepared.render()) as {
    scenarios: Array<{ endpoint: string; params?: Record<string, unknown> }>;
  };
  return { scenarios, notes: prepared.notes };
}

describe('generation', () => {
  it('the plan line the generated comment suggests keeps every scenario and sets the value', async () => {
    const all = await generated(CMS);
    expect(all.scenarios.length).toBe(5);
    const hinted = await generated(CMS, '- GET /users/{userId}: userId = 42');
    expect(hinted.scenarios.map((scenario) => scenario.endpoint)).toEqual(
      all.scenarios.map((scenario) => scenario.endpoint),
    );
    expect(hinted.scenarios.find((scenario) => scenario.endpoint === 'GET /users/{userId}')?.params).toEqual({
      userId: 42,
    });
  });

  it('a `not` line leaves its scenario out, and one naming nothing is a note with the plan line', async () => {
    const { scenarios, notes } = await generated(CMS, '- not GET /files\n- not GET /file/{fileId}');
    expect(scenarios.map((scenario) => scenario.endpoint)).toEqual([
      'GET /items/{collection}',
      'GET /items/{collection}/{id}',
      'GET /users/{userId}',
      'GET /files/{fileId}',
    ]);
    expect(notes).toContainEqual(
      expect.stringMatching(
        /qa-plan\.md:6: warning: not GET \/file\/\{fileId\} leaves nothing out: .*did you mean GET \/files\/\{fileId\}\?/,
      ),
    );
    expect(notes).toContainEqual(
      expect.stringMatching(
        /every GET and HEAD operation and GraphQL query is in scope, but what its `not` lines leave out$/,
      ),
    );
  });
});

const TODO_TEST = `version: 1
baseUrl: http://127.0.0.1:3000
scenarios:
  - name: List todos
    endpoint: GET /todos
    concurrentUsers: 1
    duration: 1s
  - name: Get a todo
    endpoint: GET /todos/{id}
    params: { id: 1 }
    skip: "no data: GET /todos answered an empty list"
    concurrentUsers: 1
    duration: 1s
`;

describe('drift: what the user left out is no warning', () => {
  const drift = async (lines: string | undefined, text = TODO_TEST) => {
    const scope = lines === undefined ? { found: false, entries: [], defaults: {} } : scopeOf(lines);
    const plan =
      lines === undefined ? { status: 'none' as const, scope } : { status: 'read' as const, scope, file: 'qa-plan.md' };
    return driftFrom(parseLoadTest(text, 'loadtool.yaml'), plan, { schema: TODO, baseDir: ROOT });
  };

  it('a deleted scenario is a warning; a `not` line for it makes none', async () => {
    expect((await drift(undefined)).uncovered.map((operation) => operation.key)).toEqual(['GET /todos/count']);
    const excluded = await drift('- not GET /todos/count');
    expect(excluded.uncovered).toEqual([]);
    expect(driftWarnings('loadtool.yaml', excluded, 'todo.json')).toEqual([]);
  });

  it('a skipped scenario covers its operation', async () => {
    const api = await todoApi();
    const loadTest = parseLoadTest(TODO_TEST, 'loadtool.yaml');
    expect(loadTest.scenarios[1]?.skip).toBe('no data: GET /todos answered an empty list');
    const safe = api.operations.filter((operation) => operation.safe);
    expect(findDrift(loadTest, api.operations, safe).uncovered.map((operation) => operation.key)).toEqual([
      'GET /todos/count',
    ]);
    const withoutSkipped = TODO_TEST.replace(/ {2}- name: Get a todo[\s\S]*$/, '');
    expect(
      findDrift(parseLoadTest(withoutSkipped, 'loadtool.yaml'), api.operations, safe).uncovered.map((o) => o.key),
    ).toEqual(['GET /todos/count', 'GET /todos/{id}']);
  });

  it('the uncovered warning names the `not` line and `skip:` as ways out', async () => {
    expect(driftWarnings('loadtool.yaml', await drift(undefined), 'todo.json')).toEqual([
      'loadtool.yaml: warning: GET /todos/count is in scope but no scenario covers it: add one (with `skip: "<reason>"` to keep it from running), leave it out with a plan line `- not GET /todos/count`, or regenerate with `loadtool generate`',
    ]);
  });

  it('a `not` line naming no operation is a warning at its plan line', async () => {
    const result = await drift('- not GET /todos/count\n- not GET /todo');
    expect(driftWarnings('loadtool.yaml', result, 'todo.json')).toEqual([
      expect.stringMatching(
        /^qa-plan\.md:6: warning: not GET \/todo leaves nothing out: GET \/todo is not an operation/,
      ),
    ]);
  });
});

describe('regeneration: a generated `skip:` follows generation, a hand-written one is kept', () => {
  const file = (skip?: string, params = '{ id: 1 }') =>
    `version: 1
baseUrl: http://127.0.0.1:3000
scenarios:
  - name: Get a todo
    endpoint: GET /todos/{id}
    params: ${params}
${skip === undefined ? '' : `    skip: "${skip}"\n`}    concurrentUsers: 1
    duration: 1s
`;
  const skipOf = (text: string) => (parse(text) as { scenarios: Array<{ skip?: string }> }).scenarios[0]?.skip;

  it('a skip generation wrote goes when the new generation has the scenario ready', () => {
    const merged = keepEdits(file('no data'), file('no data', '{ id: 2 }'), file());
    expect(skipOf(merged.text)).toBeUndefined();
    expect(merged.kept.map((edit) => edit.path)).toEqual(['params.id']);
  });

  it("a skip generation wrote takes the new generation's reason", () => {
    const merged = keepEdits(file('no data'), file('no data'), file('refused: 403'));
    expect(skipOf(merged.text)).toBe('refused: 403');
    expect(merged.kept).toEqual([]);
  });

  it('a skip written by hand is kept, and said', () => {
    const merged = keepEdits(file(), file('flaky on staging'), file());
    expect(skipOf(merged.text)).toBe('flaky on staging');
    expect(merged.kept).toEqual([{ scenario: 'Get a todo', path: 'skip', change: 'added', line: 7 }]);
  });

  it('a generated skip the user changed is kept over the new reason', () => {
    const merged = keepEdits(file('no data'), file('waiting for fixtures'), file('refused: 403'));
    expect(skipOf(merged.text)).toBe('waiting for fixtures');
  });

  it('a generated skip the user removed stays removed', () => {
    const merged = keepEdits(file('no data'), file(), file('no data'));
    expect(skipOf(merged.text)).toBeUndefined();
    expect(merged.kept).toEqual([{ scenario: 'Get a todo', path: 'skip', change: 'removed', line: 4 }]);
  });

  it('without the record of the last generation every skip counts as a hand edit', () => {
    expect(skipOf(keepEdits(undefined, file('no data'), file()).text)).toBe('no data');
  });
});
