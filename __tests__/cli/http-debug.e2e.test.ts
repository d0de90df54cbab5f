// `--http-debug`: the failed requests kept as samples printed as sent and as answered, headers and bodies, with every
// credential masked; on a plain scenario, a flow's step and in worker threads; nothing of it without the flag.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from '@jest/globals';
import type { RunResults } from '../../src/results/types.js';
import { loadtool } from '../helpers/cli.js';
import { useServers } from '../helpers/servers.js';
import { useTempDirs } from '../helpers/temp-dir.js';

const tempDir = useTempDirs();
const servers = useServers();

// The run handler's graph is loaded once, outside the tests' own time (see run.e2e.test.ts).
beforeAll(async () => {
  await import('../../src/cli/handlers/run-handler.js');
}, 120_000);

const TOKEN = 'debug-token-5be7c1d2';
const COOKIE = 'sid-9f8e7d6c5b';
const WRITTEN_KEY = 'key-written-in-yaml-31f0';

/**
 * A server that refuses every POST with a 422 whose body echoes the token it got and sets a cookie, and answers a GET
 * with 200: the flow's second step and the plain scenario fail, the first step does not.
 */
async function startApi(): Promise<string> {
  const server = createServer((request, response) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => {
      if (request.method === 'GET') {
        response.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
        return;
      }
      response
        .writeHead(422, { 'content-type': 'application/json', 'set-cookie': `sid=${COOKIE}`, 'x-trace': 'abc-123' })
        .end(JSON.stringify({ error: 'name is taken', got: request.headers.authorization, sent: body }));
    });
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

async function loadTestFile(baseUrl: string): Promise<{ dir: string; file: string }> {
  const dir = await tempDir();
  const file = join(dir, 'loadtool.yaml');
  await writeFile(
    file,
    [
      'version: 1',
      `baseUrl: ${baseUrl}`,
      'defaults:',
      '  writes: existing',
      'scenarios:',
      '  - name: Add pet',
      '    endpoint: POST /pets',
      '    concurrentUsers: 2',
      '    duration: 1s',
      '    thinkTime: 20ms',
      '    headers:',
      '      Authorization: Bearer ${API_TOKEN}',
      `      X-Api-Key: ${WRITTEN_KEY}`,
      '    body: { name: Rex }',
      '  - name: Journey',
      '    concurrentUsers: 1',
      '    duration: 1s',
      '    thinkTime: 20ms',
      '    flow:',
      '      - name: List',
      '        endpoint: GET /pets',
      '      - name: Add',
      '        endpoint: POST /pets',
      '        body: { name: Fido }',
      '',
    ].join('\n'),
  );
  return { dir, file };
}

async function run(flags: string[]) {
  const { dir, file } = await loadTestFile(await startApi());
  const out = join(dir, 'out');
  const result = await loadtool(['run', file, ...flags, '--out', out], { API_TOKEN: TOKEN });
  const results = JSON.parse(await readFile(join(out, 'results.json'), 'utf8')) as RunResults;
  return { ...result, results, everything: `${result.stdout}${result.stderr}${JSON.stringify(results)}` };
}

describe('--http-debug', () => {
  it.each([[['--http-debug']], [['--http-debug=full', '--workers', '2', '--force-workers']]])(
    'prints each failed sample as sent and as answered, credentials masked (%j)',
    async (flags) => {
      const { code, stderr, results, everything } = await run(flags);
      expect(code).toBe(1);
      expect(stderr).toContain('HTTP debug: the failed requests kept as samples');
      expect(stderr).toContain('Add pet: 422 (http4xx)');
      expect(stderr).toContain('> POST /pets');
      expect(stderr).toContain('> authorization: Bearer ***');
      expect(stderr).toMatch(/> x-api-key: \*\*\*/i);
      expect(stderr).toContain('{"name":"Rex"}');
      expect(stderr).toContain('< 422');
      expect(stderr).toContain('< x-trace: abc-123');
      expect(stderr).toContain('< set-cookie: ***');
      expect(stderr).toContain('"error":"name is taken"');
      // The flow's failing step, by its name; its ok step has no sample.
      expect(stderr).toContain('Journey › Add: 422 (http4xx)');
      expect(stderr).toContain('{"name":"Fido"}');
      expect(stderr).not.toContain('Journey › List');
      const [plain, flow] = results.scenarios;
      expect(plain!.samples?.[0]?.exchange?.request).toMatch(/^POST \/pets\n/);
      expect(flow!.steps![1]!.samples?.[0]?.exchange?.response).toMatch(/^422\n/);
      // The token the body echoes is the run's secret: masked in the printout and results.json alike.
      for (const secret of [TOKEN, COOKIE, WRITTEN_KEY]) expect(everything).not.toContain(secret);
    },
    30_000,
  );

  it('without the flag, keeps and prints no exchange', async () => {
    const { code, stderr, results } = await run([]);
    expect(code).toBe(1);
    expect(stderr).not.toContain('HTTP debug');
    expect(results.scenarios[0]!.samples?.length).toBeGreaterThan(0);
    expect(results.scenarios[0]!.samples!.some((sample) => sample.exchange !== undefined)).toBe(false);
  }, 30_000);
});
