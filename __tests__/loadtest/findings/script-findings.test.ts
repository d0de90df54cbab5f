import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { checkLoadTestFile } from '../../../src/loadtest/validate.js';
import { LoadTestError } from '../../../src/loadtest/load-test-error.js';
import { HEAD, problemAt, yamlLines as y, type PlacedProblem } from '../../helpers/load-test-problems.js';
import { useTempDirs } from '../../helpers/temp-dir.js';

// The findings of src/loadtest/findings/script-findings.ts, each rule (each sentence it can say) with a module that
// shows it, through checkLoadTestFile as `loadtool validate` and `run` read a file: loading a module is asynchronous,
// so that parseLoadTest never loads one. script-validate.test.ts shows every problem of a file said at once.

const tempDir = useTempDirs();

/** A load test whose one scenario runs `script` (its value at line 5, column 13). */
const withScript = (script: string, ...more: string[]) =>
  y(...HEAD, '  - name: Checkout', `    script: ${script}`, '    concurrentUsers: 1', '    duration: 4s', ...more);

const GOOD = "export default async function (vu) {\n  await vu.request('GET', '/items');\n}\n";

/** Writes loadtool.yaml and the modules (by path relative to it) in a fresh folder; returns the YAML's path. */
async function project(yaml: string, modules: Record<string, string>): Promise<string> {
  const dir = await tempDir();
  // An ES module project, as a script's is: jest's TypeScript compiles a .ts file by its package.json's type.
  await writeFile(join(dir, 'package.json'), '{ "type": "module" }\n');
  for (const [path, text] of Object.entries(modules)) {
    await mkdir(join(dir, path, '..'), { recursive: true });
    await writeFile(join(dir, path), text);
  }
  await writeFile(join(dir, 'loadtool.yaml'), yaml);
  return join(dir, 'loadtool.yaml');
}

/** Returns the problems of the file as validate finds them with `env`, placed; fails the test when it is accepted. */
async function placedFileProblems(file: string, env: NodeJS.ProcessEnv = {}): Promise<PlacedProblem[]> {
  try {
    await checkLoadTestFile(file, { env, unsetVariables: 'warning' });
  } catch (error) {
    if (error instanceof LoadTestError) {
      return error.problems.map(({ line, column, path, message }) => ({ at: `${line}:${column}`, path, message }));
    }
    throw error;
  }
  throw new Error('the load test was accepted');
}

interface ScriptRow {
  rule: string;
  script: string;
  modules: Record<string, string>;
  env?: NodeJS.ProcessEnv;
  /** Lines added to the scenario, from line 8. */
  more?: string[];
}

const ACCEPTED: ScriptRow[] = [
  {
    rule: 'a module with its default export function',
    script: 'load-tests/a.mjs',
    modules: { 'load-tests/a.mjs': GOOD },
  },
  {
    rule: 'a TypeScript module with once and its default export',
    script: 'load-tests/a.ts',
    modules: {
      'load-tests/a.ts': `export async function once(): Promise<void> {}\n${GOOD.replace('(vu)', '(vu: { request: (m: string, p: string) => Promise<unknown> })')}`,
    },
  },
];

const REFUSED: Array<ScriptRow & { problems: PlacedProblem[] }> = [
  {
    rule: 'a module that is not found, naming the places looked in',
    script: 'load-tests/missing.ts',
    modules: {},
    problems: [problemAt('5:13', 'scenarios[0].script', '"load-tests/missing.ts" is not found: looked for ')],
  },
  {
    rule: 'a module with a syntax error',
    script: 'load-tests/a.mjs',
    modules: { 'load-tests/a.mjs': 'export default async function () {\n  const x = ;\n}\n' },
    problems: [problemAt('5:13', 'scenarios[0].script', '"load-tests/a.mjs" does not load: ')],
  },
  {
    rule: 'a module whose import fails',
    script: 'load-tests/a.mjs',
    modules: { 'load-tests/a.mjs': "import { helper } from './helper.mjs';\nexport default helper;\n" },
    problems: [problemAt('5:13', 'scenarios[0].script', '"load-tests/a.mjs" does not load: ')],
  },
  {
    rule: 'a module without a default export function',
    script: 'load-tests/a.mjs',
    modules: { 'load-tests/a.mjs': 'export const run = 1;\n' },
    problems: [
      problemAt(
        '5:13',
        'scenarios[0].script',
        '"load-tests/a.mjs" has no default export function: write export default async function',
      ),
    ],
  },
  {
    rule: 'a module whose once is not a function',
    script: 'load-tests/a.mjs',
    modules: { 'load-tests/a.mjs': `export const once = 1;\n${GOOD}` },
    problems: [problemAt('5:13', 'scenarios[0].script', '"load-tests/a.mjs" exports once, but not as a function')],
  },
  {
    rule: 'a module whose top level throws a secret it read, masked',
    script: 'load-tests/a.mjs',
    // As if read from the environment: the value of the load test's ${API_TOKEN}.
    modules: { 'load-tests/a.mjs': `throw new Error('no access with hunter2-secret');\n${GOOD}` },
    env: { API_TOKEN: 'hunter2-secret' },
    more: ['    headers: { Authorization: "Bearer ${API_TOKEN}" }'],
    problems: [problemAt('5:13', 'scenarios[0].script', '"load-tests/a.mjs" does not load: no access with ')],
  },
];

describe('script findings: each script scenario names a module that loads with its default export function', () => {
  it.each(ACCEPTED)('accepts $rule', async ({ script, modules }) => {
    const file = await project(withScript(script), modules);
    const { loadTest, warnings } = await checkLoadTestFile(file, { env: {}, unsetVariables: 'warning' });
    expect(warnings).toEqual([]);
    expect(loadTest.scenarios[0]).toMatchObject({ script });
  });

  it.each(REFUSED)('refuses $rule', async ({ script, modules, env, more = [], problems }) => {
    const file = await project(withScript(script, ...more), modules);
    const found = await placedFileProblems(file, env);
    expect(found).toEqual(problems);
    for (const { message } of found) expect(message).not.toMatch(/\n\s+at /);
    for (const value of Object.values(env ?? {})) expect(JSON.stringify(found)).not.toContain(value);
  });
});
