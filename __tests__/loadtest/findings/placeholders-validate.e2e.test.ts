import { copyFile, mkdir, readFile, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { ROOT } from '../../helpers/bundle.js';
import { loadtool } from '../../helpers/cli.js';
import { performanceConfig } from '../../helpers/qa-config.js';
import { useServers } from '../../helpers/servers.js';
import { useTempDirs } from '../../helpers/temp-dir.js';

const tempDir = useTempDirs();
const servers = useServers();

/** Returns the lines joined, with a final line break: line numbers in the cases are the array's indexes + 1. */
const y = (...lines: string[]) => `${lines.join('\n')}\n`;

/** A load test of one short scenario against `baseUrl`; its `${API_TOKEN}` is at line 4, column 29. */
const withToken = (baseUrl: string) =>
  y(
    'version: 1',
    `baseUrl: ${baseUrl}`,
    'defaults:',
    '  headers: { Authorization: "Bearer ${API_TOKEN}" }',
    'scenarios:',
    '  - name: Health',
    '    endpoint: GET /health',
    '    concurrentUsers: 1',
    '    duration: 4s',
    '    query: { user: "${API_USER}" }',
  );

/** Starts an HTTP server on 127.0.0.1 that counts the connections and the requests it receives. */
async function countingServer() {
  const counts = { connections: 0, requests: 0 };
  const server: Server = createServer((_, response) => {
    counts.requests++;
    response.end('ok');
  });
  server.on('connection', () => counts.connections++);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, counts };
}

async function fileWith(text: string): Promise<string> {
  const file = join(await tempDir(), 'loadtool.yaml');
  await writeFile(file, text);
  return file;
}

describe('13: an unset ${VAR} is a warning in validate and an error in run, by one rule', () => {
  it('validate: exit 0, "valid", and one warning per value at its line and column', async () => {
    const file = await fileWith(withToken('http://127.0.0.1:1'));
    const { code, stdout, stderr } = await loadtool(['validate', file], { API_USER: 'ci' });
    expect(code).toBe(0);
    expect(stdout).toBe(`${file}: 1 scenario, valid\n`);
    expect(stderr).toBe(
      `${file}:4:29: defaults.headers.Authorization: warning: \${API_TOKEN} is not set (or empty) in the environment: set API_TOKEN before the run, e.g. under env: in the workflow\n`,
    );
  });

  it('validate: an empty variable is unset too, and a real error still fails', async () => {
    const file = await fileWith(withToken('http://127.0.0.1:1').replace('duration: 4s', 'duration: "1"'));
    const { code, stdout, stderr } = await loadtool(['validate', file], { API_TOKEN: '', API_USER: 'ci' });
    expect(code).toBe(2);
    expect(stdout).toBe('');
    expect(stderr.trimEnd().split('\n')).toEqual([
      `${file}:4:29: defaults.headers.Authorization: warning: \${API_TOKEN} is not set (or empty) in the environment: set API_TOKEN before the run, e.g. under env: in the workflow`,
      `${file}:9:15: scenarios[0].duration: "1" needs a unit, e.g. "1s"`,
    ]);
  });

  it('run: exit 2 naming every unset variable at its position, and nothing reaches the server', async () => {
    const server = await countingServer();
    const file = await fileWith(withToken(server.url));
    const { code, stderr } = await loadtool(['run', file, '--out', await tempDir()], {});
    expect(code).toBe(2);
    expect(stderr.trimEnd().split('\n')).toEqual([
      `${file}:4:29: defaults.headers.Authorization: \${API_TOKEN} is not set (or empty) in the environment: set API_TOKEN before the run, e.g. under env: in the workflow`,
      `${file}:10:20: scenarios[0].query.user: \${API_USER} is not set (or empty) in the environment: set API_USER before the run, e.g. under env: in the workflow`,
    ]);
    // Not even the pre-flight's connection: the check comes before it.
    expect(server.counts).toEqual({ connections: 0, requests: 0 });
  });

  it('run: with the variables set, the same file runs', async () => {
    const server = await countingServer();
    const file = await fileWith(withToken(server.url));
    const { code } = await loadtool(['run', file, '--out', await tempDir()], { API_TOKEN: 't', API_USER: 'u' });
    expect(code).toBe(0);
    expect(server.counts.requests).toBeGreaterThan(0);
  });

  it('gate: a committed load test with an unset variable is bad input, and nothing reaches the server', async () => {
    const server = await countingServer();
    const dir = await tempDir();
    await writeFile(
      join(dir, 'openapi.json'),
      JSON.stringify({
        openapi: '3.0.3',
        info: { title: 'T', version: '1' },
        paths: { '/health': { get: { responses: { '200': { description: 'ok' } } } } },
      }),
    );
    await writeFile(
      join(dir, 'qa.config.json'),
      JSON.stringify(
        performanceConfig('placeholders', {
          baseUrl: server.url,
          schemaUrl: 'openapi.json',
          thresholds: { p99LatencyMs: 1000, okRequestPercent: 99 },
        }),
      ),
    );
    await mkdir(join(dir, 'load-tests'));
    await writeFile(join(dir, 'load-tests', 'loadtool.yaml'), withToken(server.url));
    const { code, stderr } = await loadtool(
      ['gate', '--config', join(dir, 'qa.config.json'), '--plan', 'none', '--generate', 'never'],
      { API_USER: 'u' },
    );
    expect(code).toBe(2);
    expect(stderr).toMatch(/loadtool\.yaml:4:29: defaults\.headers\.Authorization: \$\{API_TOKEN\} is not set/);
    expect(server.counts).toEqual({ connections: 0, requests: 0 });
  });

  it('generate on an API with a security scheme, then validate with its variable unset: exit 0 with a warning', async () => {
    const dir = await tempDir();
    await copyFile(join(ROOT, '__tests__/fixtures/shop.openapi.yaml'), join(dir, 'openapi.yaml'));
    await writeFile(
      join(dir, 'qa.config.json'),
      JSON.stringify(
        performanceConfig('shop', {
          baseUrl: 'http://127.0.0.1:3000',
          schemaUrl: './openapi.yaml',
          thresholds: { p99LatencyMs: 1000, okRequestPercent: 99 },
        }),
      ),
    );
    const output = join(dir, 'load-tests', 'loadtool.yaml');
    const generated = await loadtool([
      'generate',
      '--config',
      join(dir, 'qa.config.json'),
      '--plan',
      'none',
      '-o',
      output,
    ]);
    expect(generated.code).toBe(0);
    expect(await readFile(output, 'utf8')).toContain('${API_TOKEN}');

    const { code, stdout, stderr } = await loadtool(['validate', output], {});
    expect(code).toBe(0);
    expect(stdout).toMatch(/, valid\n$/);
    expect(stderr).toMatch(/^.+loadtool\.yaml:\d+:\d+: defaults\.headers\.\S+: warning: \$\{API_TOKEN\} is not set/m);
  });
});

// What validation says of each baseUrl, set or not, is in semantic-findings.test.ts; here, what validate and run do.
describe('18: a baseUrl placeholder is checked after substitution', () => {
  const whole = (baseUrl: string) =>
    y(
      'version: 1',
      `baseUrl: ${baseUrl}`,
      'scenarios:',
      '  - name: A',
      '    endpoint: GET /a',
      '    concurrentUsers: 1',
      '    duration: 4s',
    );

  it('`${BASE_URL}` unset: a warning in validate, an error in run', async () => {
    const file = await fileWith(whole('${BASE_URL}'));
    const validated = await loadtool(['validate', file], {});
    expect(validated.code).toBe(0);
    expect(validated.stderr).toBe(
      `${file}:2:10: baseUrl: warning: \${BASE_URL} is not set (or empty) in the environment: set BASE_URL before the run, e.g. under env: in the workflow\n`,
    );
    const run = await loadtool(['run', file, '--out', await tempDir()], {});
    expect(run.code).toBe(2);
    expect(run.stderr).toContain(`${file}:2:10: baseUrl: \${BASE_URL} is not set`);
  });

  it('`${BASE_URL}` runs against the server it names', async () => {
    const server = await countingServer();
    const file = await fileWith(whole('${BASE_URL}'));
    const { code } = await loadtool(['run', file, '--out', await tempDir()], { BASE_URL: server.url });
    expect(code).toBe(0);
    expect(server.counts.requests).toBeGreaterThan(0);
  });
});
