import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { codegenScript } from '../../../src/loadtest/codegen/codegen.js';
import { parseLoadTest } from '../../../src/loadtest/validate.js';
import type { ScenarioResult } from '../../../src/results/types.js';
import { loadtool } from '../../helpers/cli.js';
import { startShop } from '../../helpers/flow-engine-shop.js';
import { yamlLines as y } from '../../helpers/load-test-problems.js';
import { useServers } from '../../helpers/servers.js';
import { useTempDirs } from '../../helpers/temp-dir.js';

const tempDir = useTempDirs();
const servers = useServers();

/** The shop's flow: a login once per user, a list whose first id the next step gets, each with the token. */
const shopYaml = (baseUrl: string) =>
  y(
    'version: 1',
    `baseUrl: ${baseUrl}`,
    'defaults:',
    '  expect: { status: [200] }',
    'scenarios:',
    '  - name: Shop flow',
    '    concurrentUsers: 2',
    '    duration: 4s',
    '    headers: { X-Note: hello }',
    '    flow:',
    '      - name: Log in',
    '        endpoint: POST /login',
    '        once: true',
    '        body: { username: u, password: "${SHOP_PASSWORD}" }',
    '        extract: { token: $.token }',
    '      - name: List items',
    '        endpoint: GET /items',
    '        headers: { Authorization: "Bearer ${token}" }',
    '        extract: { id: "$.data[0].id" }',
    '        expect: { json: { "$.data": present } }',
    '      - name: Get item',
    '        endpoint: GET /items/{id}',
    '        params: { id: "${id}" }',
    '        headers: { Authorization: "Bearer ${token}" }',
  );

/** Writes an ES module project (package.json `type: module`) with the load test; returns loadtool.yaml's path. */
async function project(yaml: string): Promise<string> {
  const dir = await tempDir();
  await writeFile(join(dir, 'package.json'), '{ "type": "module" }\n');
  await writeFile(join(dir, 'loadtool.yaml'), yaml);
  return join(dir, 'loadtool.yaml');
}

describe('codegen of a scenario', () => {
  it('writes one vu.request with the method, the path with its params, query, headers, body and statuses', () => {
    const loadTest = parseLoadTest(
      y(
        'version: 1',
        'baseUrl: http://localhost:3000',
        'scenarios:',
        '  - name: Update pet',
        '    endpoint: PUT /pets/{petId}',
        '    params: { petId: 7 }',
        '    query: { dryRun: true }',
        '    headers: { Authorization: "Bearer ${API_TOKEN}", X-Team: qa }',
        '    body: { name: "Rex ${SUFFIX}", tags: [a] }',
        '    expect: { status: [200, 204] }',
        '    concurrentUsers: 1',
        '    duration: 1s',
      ),
      'loadtool.yaml',
    );
    const module = codegenScript(loadTest.scenarios[0]!, { 'X-Team': 'qa' });
    expect(module).toContain("import type { VirtualUser } from 'qa-perf';");
    expect(module).not.toContain('export async function once');
    expect(module).toContain(
      [
        "  await vu.request('PUT', '/pets/7', {",
        "    name: 'Update pet',",
        '    query: {',
        '      dryRun: true,',
        '    },',
        '    json: {',
        "      name: `Rex ${vu.env('SUFFIX')}`,",
        '      tags: [',
        "        'a',",
        '      ],',
        '    },',
        '    headers: {',
        "      Authorization: `Bearer ${vu.env('API_TOKEN')}`,",
        '    },',
        '    expect: { status: [200, 204] },',
        '  });',
      ].join('\n'),
    );
  });

  it('writes followRedirects and crossOrigin as the request’s options', () => {
    const loadTest = parseLoadTest(
      y(
        'version: 1',
        'baseUrl: http://localhost:3000',
        'defaults: { concurrentUsers: 1, duration: 30s }',
        'scenarios:',
        '  - { name: Away, endpoint: GET /away, followRedirects: 3, crossOrigin: true }',
        '  - { name: Here, endpoint: GET /here }',
      ),
      'loadtool.yaml',
    );
    const [away, here] = loadTest.scenarios.map((scenario) => codegenScript(scenario, undefined));
    expect(away).toContain("    name: 'Away',\n    followRedirects: 3,\n    crossOrigin: true,\n");
    expect(here).not.toContain('followRedirects');
  });

  it('writes a flow: once steps in once(), extracted values in vu.vars or locals, expect.json as checks', () => {
    const scenario = parseLoadTest(shopYaml('http://localhost:3000'), 'loadtool.yaml').scenarios[0]!;
    const module = codegenScript(scenario, { 'X-Note': 'hello' });
    expect(module).toMatch(
      /export async function once\(vu: VirtualUser\): Promise<void> \{\n {2}const res1 = await vu\.request\('POST', '\/login'/,
    );
    expect(module).toContain("password: vu.env('SHOP_PASSWORD'),");
    expect(module).toContain('vu.vars.token = res1.json<any>()?.token;');
    expect(module).toContain('Authorization: `Bearer ${vu.vars.token}`');
    expect(module).toContain('const id = res2.json<any>()?.data?.[0]?.id;');
    expect(module).toContain(
      "if (res2.ok) vu.check('List items: $.data is present', () => res2.json<any>()?.data !== undefined);",
    );
    expect(module).toContain("await vu.request('GET', `/items/${encodeURIComponent(`${id}`)}`, {");
    expect(module).not.toContain('X-Note');
  });

  it('writes a comment for a data source, to fetch it in once()', () => {
    const scenario = parseLoadTest(
      y(
        'version: 1',
        'baseUrl: http://localhost:3000',
        'scenarios:',
        '  - name: Get pet',
        '    endpoint: GET /pets/{petId}',
        '    params: { petId: { from: GET /pets, pick: "$[*].id" } }',
        '    concurrentUsers: 1',
        '    duration: 1s',
      ),
      'loadtool.yaml',
    ).scenarios[0]!;
    const module = codegenScript(scenario, undefined);
    expect(module).toContain('// params petId comes from GET /pets ($[*].id): fetch it here with');
    expect(module).toContain("await vu.request('GET', `/pets/${encodeURIComponent(String(vu.vars.petId))}`, {");
  });
});

describe('loadtool codegen', () => {
  it('writes <scenario>.ts beside the load test, prints the YAML change, refuses to overwrite without --force', async () => {
    const file = await project(shopYaml('http://localhost:3000'));
    const first = await loadtool(['codegen', '--scenario', 'Shop flow', file]);
    expect(first).toMatchObject({ code: 0, stderr: '' });
    const written = join(file, '..', 'shop-flow.ts');
    expect(first.stdout).toBe(
      [
        `Wrote ${written}. To run it, change the scenario "Shop flow" in ${file} (line 6):`,
        '  remove flow, and add',
        '    script: shop-flow.ts',
        `then check it with: loadtool validate ${file}`,
        '',
      ].join('\n'),
    );
    const module = await readFile(written, 'utf8');
    const again = await loadtool(['codegen', '--scenario', 'Shop flow', file]);
    expect(again.code).toBe(2);
    expect(again.stderr).toContain(`${written}: exists already: pass --force to overwrite it`);
    expect(await loadtool(['codegen', '--scenario', 'Shop flow', file, '--force'])).toMatchObject({ code: 0 });
    expect(await readFile(written, 'utf8')).toBe(module);
    const unknown = await loadtool(['codegen', '--scenario', 'Nope', file]);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain('has no scenario named "Nope": pass one of "Shop flow"');
  });

  it('refuses a stream scenario, which scripts do not open yet, at the line of stream', async () => {
    const file = await project(
      y(
        'version: 1',
        'baseUrl: http://localhost:3000',
        'scenarios:',
        '  - { name: Ticker, endpoint: GET /prices/stream, concurrentUsers: 1, duration: 30s, stream: {} }',
      ),
    );
    const refused = await loadtool(['codegen', '--scenario', 'Ticker', file]);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toMatch(/loadtool\.yaml:4:\d+: scenarios\[0\]\.stream: "Ticker" is a stream \(stream:\)/);
    expect(refused.stderr).toContain('scripts do not open streams yet');
  });

  it('says to turn cookies off for a single request, which keeps none, when its script would keep them', async () => {
    const yaml = (cookies: string) =>
      y(
        'version: 1',
        'baseUrl: http://localhost:3000',
        'scenarios:',
        `  - { name: Visit, endpoint: GET /visit, concurrentUsers: 1, duration: 30s${cookies} }`,
      );
    const off = await loadtool(['codegen', '--scenario', 'Visit', await project(yaml(''))]);
    expect(off.stdout).toContain('  remove endpoint, and add\n    script: visit.ts\n    cookies: off\n');
    const on = await loadtool(['codegen', '--scenario', 'Visit', await project(yaml(', cookies: on'))]);
    expect(on.stdout).toContain('    script: visit.ts\nthen check it');
  });

  it('writes a module that validates unchanged and, run in place of the flow, sends the same requests, every step ok', async () => {
    const shop = await startShop(servers);
    const file = await project(shopYaml(shop.url));
    expect(await loadtool(['codegen', '--scenario', 'Shop flow', file])).toMatchObject({ code: 0 });
    const yaml = await readFile(file, 'utf8');
    const switched = yaml.replace(/ {4}flow:\n[\s\S]*$/, '    script: shop-flow.ts\n');
    await writeFile(file, switched);
    expect(await loadtool(['validate', file])).toMatchObject({ code: 0, stderr: '' });

    const out = join(file, '..', 'reports');
    const run = await loadtool(['run', file, '--out', out], { SHOP_PASSWORD: 'secret-password' });
    expect({ code: run.code, stdout: run.stdout }).toMatchObject({ code: 0 });
    const results = JSON.parse(await readFile(join(out, 'results.json'), 'utf8')) as { scenarios: ScenarioResult[] };
    const steps = results.scenarios[0]!.steps ?? [];
    expect(steps.map(({ name, once }) => ({ name, once: once ?? false }))).toEqual([
      { name: 'Log in', once: true },
      { name: 'List items', once: false },
      { name: 'Get item', once: false },
    ]);
    for (const step of steps) {
      expect(step.requests.total).toBeGreaterThan(0);
      expect(step.requests.failed).toBe(0);
    }
    // The same requests as the flow: each id asked for is one the list gave, each with a token, the note sent.
    expect(shop.askedIds.every((id) => shop.issuedIds.has(id))).toBe(true);
    expect(shop.authorizations.every((value) => value.startsWith('Bearer tok-'))).toBe(true);
    expect(shop.notes.every((note) => note === 'hello')).toBe(true);
  });

  it('writes ${uuid} as crypto.randomUUID(), a typed value as itself, and the cleanup steps in cleanup()', () => {
    const loadTest = parseLoadTest(
      y(
        'version: 1',
        'baseUrl: http://localhost:3000',
        'scenarios:',
        '  - name: Todos',
        '    concurrentUsers: 1',
        '    duration: 1s',
        '    flow:',
        '      - name: Create todo',
        '        endpoint: POST /todos',
        '        measure: false',
        '        body: { title: "qa-perf ${uuid}" }',
        '        extract: { id: $.id }',
        '      - name: Update todo',
        '        endpoint: PUT /todos/{id}',
        '        params: { id: "${id}" }',
        '        body: { id: "${id}", note: "todo ${id}" }',
        '      - name: Delete todo',
        '        endpoint: DELETE /todos/{id}',
        '        cleanup: true',
        '        params: { id: "${id}" }',
      ),
      'loadtool.yaml',
    );
    const script = codegenScript(loadTest.scenarios[0]!, undefined);
    expect(script).toContain('title: `qa-perf ${crypto.randomUUID()}`');
    expect(script).toContain("// measure: false in loadtool.yaml: not in the flow's figures there");
    expect(script).toContain('vu.vars.id = id;');
    expect(script).toMatch(/json: \{\n\s+id: id,\n\s+note: `todo \$\{id\}`,/);
    expect(script.slice(script.indexOf('export async function cleanup(vu: VirtualUser)'))).toContain(
      "await vu.request('DELETE', `/todos/${encodeURIComponent(`${vu.vars.id}`)}`",
    );
  });
});
