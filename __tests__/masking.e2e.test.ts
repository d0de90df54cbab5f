import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from '@jest/globals';
import type { RunResults } from '../src/results/types.js';
import { maskerOf } from '../src/masker.js';
import { runBundle } from './helpers/bundle.js';
import { loadtool } from './helpers/cli.js';
import { useServers } from './helpers/servers.js';
import { useTempDirs } from './helpers/temp-dir.js';

const tempDir = useTempDirs();
const servers = useServers();

/** A system under test: /ok answers 200; /echo answers 500 with the request's Authorization header in its body. */
async function startTarget(): Promise<{ origin: string; port: number }> {
  const server = createServer((request, response) => {
    if (request.url?.startsWith('/echo')) {
      response.statusCode = 500;
      response.setHeader('content-type', 'text/plain');
      response.end(`refused ${request.headers.authorization ?? 'nothing'} for ${request.url}`);
    } else {
      response.setHeader('content-type', 'application/json');
      response.end('{"ok":true}');
    }
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { origin: `http://127.0.0.1:${port}`, port };
}

/** Writes a load test of the given scenarios (YAML lines, indented) with `Authorization: Bearer ${API_TOKEN}`. */
async function writeLoadTest(dir: string, baseUrl: string, scenarios: string): Promise<string> {
  const file = join(dir, 'loadtool.yaml');
  await writeFile(
    file,
    `version: 1\nbaseUrl: ${baseUrl}\nexecution: parallel\ndefaults:\n  headers: { Authorization: "Bearer \${API_TOKEN}" }\nscenarios:\n${scenarios}`,
  );
  return file;
}

const scenario = (name: string, endpoint: string) =>
  `  - name: ${name}\n    endpoint: ${endpoint}\n    concurrentUsers: 1\n    duration: 1s\n`;

/** Every file a run wrote into `dir`, with its text. */
async function filesIn(dir: string): Promise<Record<string, string>> {
  const names = await readdir(dir);
  return Object.fromEntries(
    await Promise.all(names.map(async (name) => [name, await readFile(join(dir, name), 'utf8')] as const)),
  );
}

describe('masking never corrupts data', () => {
  it('API_TOKEN=o: results.json keeps its names and endpoints, and one warning names API_TOKEN', async () => {
    const { origin } = await startTarget();
    const dir = await tempDir();
    const file = await writeLoadTest(
      dir,
      origin,
      scenario('ok-scenario', 'GET /ok') + scenario('echo-scenario', 'GET /echo'),
    );
    const run = await loadtool(['run', file, '--out', join(dir, 'out')], { API_TOKEN: 'o' });
    // The echo scenario fails: every answer is a 500.
    expect(run.code).toBe(1);

    const results = JSON.parse(await readFile(join(dir, 'out', 'results.json'), 'utf8')) as RunResults;
    expect(results.scenarios.map((s) => [s.name, s.endpoint])).toEqual([
      ['ok-scenario', 'GET /ok'],
      ['echo-scenario', 'GET /echo'],
    ]);
    expect(results.outcome).toBe('failed');
    expect(JSON.stringify(results)).not.toContain('***');
    // Said once, naming the variable and never its value.
    const warnings = run.stderr.split('\n').filter((line) => line.includes('API_TOKEN'));
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/^warning: API_TOKEN is shorter than 4 characters: too short to mask/);
    expect(warnings[0]).not.toMatch(/["'=]o\b|\bo["']/);
  }, 30_000);

  it('a secret that a name contains: the name stays, the server echoing it is masked', async () => {
    const { origin } = await startTarget();
    const dir = await tempDir();
    const secret = 'pets-4f9c';
    const file = await writeLoadTest(dir, origin, scenario(`List ${secret}`, 'GET /echo/pets-4f9c'));
    const run = await loadtool(['run', file, '--out', join(dir, 'out')], { API_TOKEN: secret });
    expect(run.code).toBe(1);
    const results = JSON.parse(await readFile(join(dir, 'out', 'results.json'), 'utf8')) as RunResults;
    const [echo] = results.scenarios;
    // Our own file's name and endpoint, as written.
    expect([echo!.name, echo!.endpoint]).toEqual([`List ${secret}`, `GET /echo/${secret}`]);
    // What the server echoed, masked: the header and the path it quoted.
    expect(echo!.samples?.[0]?.body).toBe('refused Bearer *** for /echo/***');
    expect(run.stderr).not.toMatch(/shorter than/);
  }, 30_000);

  it('maskerOf leaves secrets too short to mask out, and masks the others whole, longest first', () => {
    const mask = maskerOf(['o', 'abc', 'secret', 'secret-long']);
    expect(mask('ok-scenario abc secret-long secret')).toBe('ok-scenario abc *** ***');
  });
});

describe('credentials in baseUrl', () => {
  it('the bundled CLI run: the password is in no output and no file, and results.json has the base URL redacted', async () => {
    const { port } = await startTarget();
    const dir = await tempDir();
    const password = 'hunter2-pw';
    const file = await writeLoadTest(
      dir,
      `http://admin:${password}@127.0.0.1:${port}`,
      scenario('ok-scenario', 'GET /ok') + scenario('echo-scenario', 'GET /echo/x'),
    );
    const run = await runBundle('dist/cli/index.js', ['run', file, '--out', join(dir, 'out')], {
      cwd: dir,
      env: { API_TOKEN: 'api-token-value', CI: 'true' },
    });
    expect(run.code).toBe(1);
    const files = await filesIn(join(dir, 'out'));
    expect(Object.keys(files).sort()).toContain('results.json');
    const results = JSON.parse(files['results.json']!) as RunResults;
    expect(results.baseUrl).toBe(`http://***:***@127.0.0.1:${port}/`);
    // The table and the messages name the host, not the credentials.
    expect(run.stderr).toContain(`against http://***:***@127.0.0.1:${port}/`);
    const shown = { stdout: run.stdout, stderr: run.stderr, ...files };
    expect(Object.entries(shown).filter(([, text]) => text.includes(password) || text.includes('admin:'))).toEqual([]);
  }, 30_000);
});
