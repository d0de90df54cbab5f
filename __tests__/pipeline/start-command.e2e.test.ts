import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { loadtool } from '../helpers/cli.js';
import { freePort } from '../helpers/fault-server.js';
import { performanceConfig } from '../helpers/qa-config.js';
import { useTempDirs } from '../helpers/temp-dir.js';

const tempDir = useTempDirs();

const SECRET = 'sut-secret-91c3e7';

/** A project whose committed load test targets `baseUrl` and sends `${API_TOKEN}`, valid under every config rule. */
async function project(baseUrl: string): Promise<string> {
  const dir = await tempDir();
  const get = { get: { responses: { '200': { description: 'ok' } } } };
  await writeFile(
    join(dir, 'openapi.json'),
    JSON.stringify({ openapi: '3.0.3', info: { title: 'T', version: '1' }, paths: { '/health': get } }),
  );
  await writeFile(
    join(dir, 'qa.config.json'),
    JSON.stringify(
      performanceConfig('start-command', {
        baseUrl,
        schemaUrl: 'openapi.json',
        thresholds: { p99LatencyMs: 1000, okRequestPercent: 99 },
      }),
    ),
  );
  await mkdir(join(dir, 'load-tests'));
  await writeFile(
    join(dir, 'load-tests', 'loadtool.yaml'),
    `version: 1\nbaseUrl: ${baseUrl}\ndefaults:\n  headers: { Authorization: "Bearer \${API_TOKEN}" }\nscenarios:\n  - name: Health\n    endpoint: GET /health\n    concurrentUsers: 1\n    duration: 1s\n`,
  );
  return dir;
}

/**
 * Runs `loadtool gate` on the project with a start-command; the load test's `${API_TOKEN}` is SECRET. Each command
 * prints its recognizable line with printf, so that the line is not in the command itself, which the log shows too.
 */
async function gate(dir: string, startCommand: string, extra: string[] = []) {
  return loadtool(
    ['gate', '--config', join(dir, 'qa.config.json'), '--generate', 'never', '--start-command', startCommand, ...extra],
    { API_TOKEN: SECRET },
  );
}

describe('the output of a start-command that fails is shown, masked, before the failure message', () => {
  it('when the command exits before wait-for answers: its output, then a message naming the exit code', async () => {
    const port = await freePort();
    const dir = await project(`http://127.0.0.1:${port}`);
    const run = await gate(dir, `printf 'STARTUP-%s\\n' LINE-4711; echo "token ${SECRET}" >&2; exit 1`, [
      '--wait-for',
      `http://127.0.0.1:${port}/health`,
      '--wait-timeout',
      '20',
    ]);
    expect(run.code).toBe(3);
    const shown = run.stderr.indexOf('STARTUP-LINE-4711');
    const failure = run.stderr.indexOf('the run could not take place: start-command exited with code 1 before');
    expect(shown).toBeGreaterThanOrEqual(0);
    expect(failure).toBeGreaterThan(shown);
    expect(run.stderr).toContain('Output of start-command (it exited with code 1 before the end of the run)');
    // The load test's secret, printed by the command, is masked like everywhere else.
    expect(run.stderr).toContain('token ***');
    expect(run.stdout + run.stderr).not.toContain(SECRET);
  }, 30_000);

  it('when wait-for does not answer in time: its output, then a message naming the URL and the timeout', async () => {
    const port = await freePort();
    const dir = await project(`http://127.0.0.1:${port}`);
    const run = await gate(dir, "printf 'STILL-%s\\n' STARTING-0815; exec sleep 600", [
      '--wait-for',
      `http://127.0.0.1:${port}/health`,
      '--wait-timeout',
      '1',
    ]);
    expect(run.code).toBe(3);
    const shown = run.stderr.indexOf('STILL-STARTING-0815');
    const failure = run.stderr.indexOf(`http://127.0.0.1:${port}/health did not answer within 1 s after start-command`);
    expect(shown).toBeGreaterThanOrEqual(0);
    expect(failure).toBeGreaterThan(shown);
  }, 30_000);

  it('when the command exits at once without wait-for and nothing answers: its output, then the failure', async () => {
    const port = await freePort();
    const dir = await project(`http://127.0.0.1:${port}`);
    const run = await gate(dir, "printf 'GONE-%s\\n' AT-ONCE-1312; exit 2");
    expect(run.code).toBe(3);
    // Nothing waits for the command here, so on a busy machine the pre-flight can fail before the shell has run its
    // printf: what is guaranteed is the output group before the failure, and the line in it once it was printed.
    const group = run.stderr.indexOf('Output of start-command');
    const shown = run.stderr.indexOf('GONE-AT-ONCE-1312');
    const failure = run.stderr.indexOf('the run could not take place:');
    expect(group).toBeGreaterThanOrEqual(0);
    expect(failure).toBeGreaterThan(group);
    if (shown >= 0) expect(failure).toBeGreaterThan(shown);
  }, 30_000);
});

/**
 * A service that serves its own OpenAPI document, as many frameworks do: a list of items and a look-up by id that
 * answers only an id the list gives, so that only a probed look-up can pass.
 */
const SELF_DESCRIBING_SERVER = `
import { createServer } from 'node:http';
const ok = (type) => ({ '200': { description: 'ok', content: { 'application/json': { schema: { type } } } } });
const document = {
  openapi: '3.0.3',
  info: { title: 'Items', version: '1' },
  paths: {
    '/items': { get: { operationId: 'listItems', responses: ok('array') } },
    '/items/{id}': {
      get: {
        operationId: 'getItem',
        parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }],
        responses: { ...ok('object'), '404': { description: 'no such item' } },
      },
    },
  },
};
const send = (response, status, body) => {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
};
createServer((request, response) => {
  if (request.url === '/openapi.json') return send(response, 200, document);
  if (request.url === '/items') return send(response, 200, [{ id: 'item-6142', name: 'six' }]);
  if (request.url === '/items/item-6142') return send(response, 200, { id: 'item-6142', name: 'six' });
  send(response, 404, { error: 'not found' });
}).listen(Number(process.env.PORT), '127.0.0.1');
`;

describe('a gate that generates starts the system under test first', () => {
  it('so that generation reads the schema the service serves and probes it: the look-up gets a real id', async () => {
    const port = await freePort();
    const dir = await tempDir();
    const url = `http://127.0.0.1:${port}`;
    await writeFile(join(dir, 'server.mjs'), SELF_DESCRIBING_SERVER);
    await writeFile(
      join(dir, 'qa.config.json'),
      JSON.stringify(
        performanceConfig('self-describing', {
          baseUrl: url,
          schemaUrl: `${url}/openapi.json`,
          thresholds: { p99LatencyMs: 1000, okRequestPercent: 99 },
        }),
      ),
    );
    const run = await loadtool([
      'gate',
      '--config',
      join(dir, 'qa.config.json'),
      '--plan',
      'none',
      '--duration',
      '1s',
      '--users',
      '1',
      '--start-command',
      `PORT=${port} node ${join(dir, 'server.mjs')}`,
      '--wait-for',
      `${url}/items`,
    ]);
    const output = run.stdout + run.stderr;
    expect(output).not.toContain('no probe');
    expect(run.code).toBe(0);
    expect(output).toContain('Starting the system under test');
    expect(output).toContain(`${url}/items answers: generating the load test`);
    expect(output).toMatch(/Probed http:\/\/127\.0\.0\.1:\d+ with \d+ requests: 2 ready/);
    expect(await readFile(join(dir, 'load-tests', 'loadtool.yaml'), 'utf8')).toContain('item-6142');
  }, 60_000);
});
