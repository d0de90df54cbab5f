import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { LoadTestError } from '../../../src/loadtest/load-test-error.js';
import { checkLoadTestFile } from '../../../src/loadtest/validate.js';
import { loadTestProblems as problemsOf, yamlLines as y } from '../../helpers/load-test-problems.js';
import { useTempDirs } from '../../helpers/temp-dir.js';

const tempDir = useTempDirs();

const HEAD = ['version: 1', 'baseUrl: http://localhost:3000', 'scenarios:'];
const SCRIPT = [
  '  - name: Checkout',
  '    script: load-tests/checkout.ts',
  '    concurrentUsers: 2',
  '    duration: 4s',
];

const GOOD = [
  "import type { VirtualUser } from 'qa-perf';",
  'export async function once(vu: VirtualUser): Promise<void> {',
  '  vu.vars.started = true;',
  '}',
  'export default async function (vu: VirtualUser): Promise<void> {',
  "  await vu.request('GET', '/items', { name: 'List items' });",
  '}',
].join('\n');

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

async function fileProblems(file: string) {
  try {
    await checkLoadTestFile(file, { unsetVariables: 'warning' });
  } catch (error) {
    if (error instanceof LoadTestError) return error.problems;
    throw error;
  }
  throw new Error('the load test was accepted');
}

describe('script: in loadtool.yaml', () => {
  it('is a scenario of its own: the script as written, its endpoint naming it, no method or path, the headers kept', async () => {
    const file = await project(y(...HEAD, ...SCRIPT, '    headers: { X-Team: qa }', '    thinkTime: 100ms'), {
      'load-tests/checkout.ts': GOOD,
    });
    const { loadTest } = await checkLoadTestFile(file, { unsetVariables: 'warning' });
    expect(loadTest.scenarios[0]).toMatchObject({
      name: 'Checkout',
      script: 'load-tests/checkout.ts',
      endpoint: 'script load-tests/checkout.ts',
      method: '',
      path: '',
      headers: { 'X-Team': 'qa' },
      concurrentUsers: 2,
      thinkTimeMs: 100,
    });
    expect(loadTest.scenarios[0]).not.toHaveProperty('expectStatus');
  });

  it('refuses each request key of its own, endpoint and flow at their line and column, saying what to do', () => {
    const problems = problemsOf(
      y(...HEAD, ...SCRIPT, '    query: { limit: 1 }', '    expect: { status: [200] }', '    endpoint: GET /pets'),
    );
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          path: 'scenarios[0].query',
          line: 8,
          column: 5,
          message: expect.stringMatching(/^is not a key of a script scenario: the script's requests set it/),
        }),
        expect.objectContaining({ path: 'scenarios[0].expect', line: 9 }),
        expect.objectContaining({
          path: 'scenarios[0]',
          message: expect.stringMatching(/^has both endpoint and script: keep endpoint for one request/),
        }),
      ]),
    );
  });

  it('names script among the choices of a scenario that has none', () => {
    expect(problemsOf(y(...HEAD, '  - name: Nothing', '    concurrentUsers: 1', '    duration: 4s'))).toEqual([
      expect.objectContaining({
        path: 'scenarios[0].endpoint',
        line: 4,
        message: expect.stringMatching(/^has neither endpoint, flow nor script: .*or script, the path of a module/),
      }),
    ]);
  });

  it('refuses a path that is not a module', () => {
    expect(
      problemsOf(
        y(...HEAD, '  - name: Checkout', '    script: checkout.py', '    concurrentUsers: 1', '    duration: 4s'),
      ),
    ).toEqual([
      expect.objectContaining({
        path: 'scenarios[0].script',
        line: 5,
        column: 13,
        message: expect.stringContaining('is not the path of a module ending in .ts, .mts, .js or .mjs'),
      }),
    ]);
  });
});

describe('validate checks the module', () => {
  it('finds it in the working directory when it is not beside loadtool.yaml', async () => {
    const dir = await tempDir();
    await writeFile(join(dir, 'package.json'), '{ "type": "module" }\n');
    await mkdir(join(dir, 'load-tests'));
    await writeFile(join(dir, 'load-tests', 'checkout.ts'), GOOD);
    const yamlDir = join(dir, 'perf');
    await mkdir(yamlDir);
    await writeFile(join(yamlDir, 'loadtool.yaml'), y(...HEAD, ...SCRIPT));
    const cwd = process.cwd();
    process.chdir(dir);
    try {
      await expect(checkLoadTestFile('perf/loadtool.yaml', { unsetVariables: 'warning' })).resolves.toBeDefined();
    } finally {
      process.chdir(cwd);
    }
  });

  it('lists every problem at once: a missing file naming both places, no default export, once not a function, a failing import', async () => {
    const scenario = (name: string, script: string) => [
      `  - name: ${name}`,
      `    script: ${script}`,
      '    concurrentUsers: 1',
      '    duration: 4s',
    ];
    const file = await project(
      y(
        ...HEAD,
        ...scenario('Missing', 'load-tests/missing.ts'), // 4
        ...scenario('No default', 'load-tests/no-default.ts'), // 8
        ...scenario('Bad once', 'load-tests/bad-once.mjs'), // 12
        ...scenario('Bad import', 'load-tests/bad-import.ts'), // 16
        ...scenario('Syntax', 'load-tests/syntax.mjs'), // 20
      ),
      {
        'load-tests/no-default.ts': 'export const run = 1;\n',
        'load-tests/bad-once.mjs': 'export const once = 1;\nexport default async function () {}\n',
        'load-tests/bad-import.ts': "import { helper } from './helper.ts';\nexport default helper;\n",
        'load-tests/syntax.mjs': 'export default async function () {\n  const x = ;\n}\n',
      },
    );
    const problems = await fileProblems(file);
    const dir = join(file, '..');
    expect(problems).toEqual([
      {
        path: 'scenarios[0].script',
        line: 5,
        column: 13,
        message: `"load-tests/missing.ts" is not found: looked for ${join(dir, 'load-tests/missing.ts')} and ${join(process.cwd(), 'load-tests/missing.ts')}; write the path relative to loadtool.yaml's directory, or run \`loadtool codegen\` to write a script`,
      },
      expect.objectContaining({
        path: 'scenarios[1].script',
        line: 9,
        message: expect.stringContaining('has no default export function: write export default async function'),
      }),
      expect.objectContaining({
        path: 'scenarios[2].script',
        line: 13,
        message: expect.stringContaining('exports once, but not as a function'),
      }),
      expect.objectContaining({
        path: 'scenarios[3].script',
        line: 17,
        message: expect.stringMatching(/^"load-tests\/bad-import.ts" does not load: .*helper/),
      }),
      expect.objectContaining({
        path: 'scenarios[4].script',
        line: 21,
        message: expect.stringMatching(/^"load-tests\/syntax.mjs" does not load: /),
      }),
    ]);
    for (const { message } of problems) expect(message).not.toMatch(/\n\s+at /);
  });
});
