import { mkdir, readFile, symlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from '@jest/globals';
import ts from 'typescript';
import { codegenScript } from '../../src/loadtest/codegen/codegen.js';
import { parseLoadTest } from '../../src/loadtest/validate.js';
import type { ScenarioResult } from '../../src/results/types.js';
import { ROOT, runBundle } from '../helpers/bundle.js';
import { startShop } from '../helpers/flow-engine-shop.js';
import { yamlLines as y } from '../helpers/load-test-problems.js';
import { useServers } from '../helpers/servers.js';
import { useTempDirs } from '../helpers/temp-dir.js';

const tempDir = useTempDirs();
const servers = useServers();

/** The shop's checkout as a script: a login once per user, then the list and the first item, with a helper module. */
const CHECKOUT = [
  "import type { VirtualUser } from 'qa-perf';",
  "import { bearer } from './auth.ts';",
  '',
  'export async function once(vu: VirtualUser): Promise<void> {',
  "  const login = await vu.request('POST', '/login', { name: 'Log in', json: { username: 'u', password: vu.env('SHOP_PASSWORD') } });",
  '  vu.vars.token = login.json<{ token: string }>().token;',
  '}',
  '',
  'export default async function (vu: VirtualUser): Promise<void> {',
  '  const headers = bearer(vu.vars.token as string);',
  "  const list = await vu.request('GET', '/items', { name: 'List items', headers });",
  '  const id = list.json<{ data: { id: string }[] }>().data[0]?.id;',
  "  if (!vu.check('the list has an item', id !== undefined)) return;",
  "  await vu.request('GET', `/items/${id}`, { name: 'Get item', headers });",
  '}',
].join('\n');
const AUTH =
  'export const bearer = (token: string): Record<string, string> => ({ authorization: `Bearer ${token}` });\n';

/** Writes a project with the script scenario and its modules (no package.json: Node 20's hook needs none). */
async function project(baseUrl: string, modules: Record<string, string>): Promise<string> {
  const dir = await tempDir();
  await mkdir(join(dir, 'load-tests'));
  for (const [name, text] of Object.entries(modules)) await writeFile(join(dir, 'load-tests', name), text);
  await writeFile(
    join(dir, 'load-tests', 'loadtool.yaml'),
    y(
      'version: 1',
      `baseUrl: ${baseUrl}`,
      'scenarios:',
      '  - name: Checkout',
      '    script: checkout.ts',
      '    concurrentUsers: 2',
      '    duration: 4s',
    ),
  );
  return dir;
}

describe(`a script under the bundled loadtool, on this Node (${process.version})`, () => {
  it('validates and runs a TypeScript script with a relative .ts import: each request name a step, all ok', async () => {
    const shop = await startShop(servers);
    const dir = await project(shop.url, { 'checkout.ts': CHECKOUT, 'auth.ts': AUTH });
    const env = { SHOP_PASSWORD: 'secret-password' };
    const validate = await runBundle('dist/cli/index.js', ['validate'], { cwd: dir, env });
    expect({ code: validate.code, stderr: validate.stderr }).toEqual({ code: 0, stderr: '' });

    const run = await runBundle('dist/cli/index.js', ['run', '--out', 'reports'], { cwd: dir, env });
    expect({ code: run.code, stdout: run.stdout, stderr: run.stderr }).toMatchObject({ code: 0 });
    const results = JSON.parse(await readFile(join(dir, 'reports', 'results.json'), 'utf8')) as {
      scenarios: ScenarioResult[];
    };
    const steps = results.scenarios[0]!.steps ?? [];
    expect(steps.map(({ name, once }) => ({ name, once: once ?? false }))).toEqual([
      { name: 'Log in', once: true },
      { name: 'List items', once: false },
      { name: 'Get item', once: false },
    ]);
    for (const step of steps) expect(step.requests).toMatchObject({ failed: 0, total: expect.any(Number) });
    expect(results.scenarios[0]!.requests.ok).toBeGreaterThan(0);
    expect(shop.askedIds.every((id) => shop.issuedIds.has(id))).toBe(true);
  }, 40_000);

  it('refuses a script with an enum: the stripper says so, at the script: line and the enum in the module', async () => {
    const enumScript = 'const a = 1;\nenum Color { Red }\nexport default async function (): Promise<void> {}\n';
    const dir = await project('http://127.0.0.1:9', { 'checkout.ts': enumScript });
    const { code, stdout, stderr } = await runBundle('dist/cli/index.js', ['validate'], { cwd: dir, env: {} });
    expect({ code, stdout }).toEqual({ code: 2, stdout: '' });
    expect(stderr).toBe(
      `load-tests/loadtool.yaml:5:13: scenarios[0].script: "checkout.ts" does not load: TypeScript enum is not supported in strip-only mode (${join(dir, 'load-tests', 'checkout.ts')}:2:1)\n`,
    );
  }, 40_000);
});

describe("the package's declaration file", () => {
  /** Type-checks the files of a project that has qa-perf (this repository, built) in its node_modules. */
  async function typeCheck(files: Record<string, string>): Promise<string[]> {
    const dir = await tempDir();
    await mkdir(join(dir, 'node_modules'));
    await symlink(ROOT, join(dir, 'node_modules', 'qa-perf'), 'dir');
    await writeFile(join(dir, 'package.json'), '{ "type": "module" }\n');
    for (const [name, text] of Object.entries(files)) await writeFile(join(dir, name), text);
    const program = ts.createProgram(
      Object.keys(files).map((name) => join(dir, name)),
      {
        strict: true,
        noEmit: true,
        target: ts.ScriptTarget.ES2022,
        module: ts.ModuleKind.NodeNext,
        moduleResolution: ts.ModuleResolutionKind.NodeNext,
        allowImportingTsExtensions: true,
        // TypeScript's default libraries, which have URLSearchParams (a form body), as @types/node does.
        types: [],
      },
    );
    return ts
      .getPreEmitDiagnostics(program)
      .map((diagnostic) => ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
  }

  it("type-checks a script's `import type { VirtualUser } from 'qa-perf'` against dist/types, and finds a wrong call", async () => {
    expect(await typeCheck({ 'checkout.ts': CHECKOUT, 'auth.ts': AUTH })).toEqual([]);
    // What codegen writes type-checks too: a flow with a login, an extracted id, a JSON check, a form body.
    const flow = parseLoadTest(
      y(
        'version: 1',
        'baseUrl: http://localhost:3000',
        // The note is posted to an item a GET listed: a write to existing data, allowed here (docs/real-data-and-flows.md#writes).
        'defaults: { writes: existing }',
        'scenarios:',
        '  - name: Shop',
        '    concurrentUsers: 1',
        '    duration: 4s',
        '    flow:',
        '      - { name: Log in, endpoint: POST /login, once: true, body: { user: "${API_USER}" }, extract: { token: $.token } }',
        '      - name: List',
        '        endpoint: GET /items',
        '        query: { limit: 2 }',
        '        headers: { Authorization: "Bearer ${token}" }',
        '        extract: { id: "$.data[*].id", next: { header: Location, match: "[^/]+$" } }',
        '        expect: { status: [200], json: { "$.data": present, "$.total": 2 } }',
        '      - name: Note',
        '        endpoint: POST /items/{id}/notes',
        '        params: { id: "${id}" }',
        '        contentType: application/x-www-form-urlencoded',
        '        body: { text: "from ${next}" }',
      ),
      'loadtool.yaml',
    ).scenarios[0]!;
    expect(await typeCheck({ 'shop.ts': codegenScript(flow, undefined) })).toEqual([]);
    const wrong = CHECKOUT.replace("vu.request('GET', '/items'", "vu.request('GET', 42");
    expect(await typeCheck({ 'checkout.ts': wrong, 'auth.ts': AUTH })).toEqual([
      expect.stringContaining("Argument of type 'number' is not assignable to parameter of type 'string'"),
    ]);
  }, 40_000);
});
