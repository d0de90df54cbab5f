import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readFile, readdir, writeFile } from 'node:fs/promises';
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

const TOKEN = 'k6-style-token-4f1c9a';

/** Starts a server that answers 200 to the token it expects, else 401 with a body that echoes the header. */
async function startApi() {
  const seen: IncomingHttpHeaders[] = [];
  const server = createServer((request, response) => {
    seen.push(request.headers);
    request.resume();
    if (request.headers.authorization === `Bearer ${TOKEN}`) response.writeHead(200).end('{"ok":true}');
    else response.writeHead(401).end(JSON.stringify({ error: 'bad token', got: request.headers.authorization }));
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, seen };
}

async function loadTestFile(baseUrl: string): Promise<{ dir: string; file: string }> {
  const dir = await tempDir();
  const file = join(dir, 'loadtool.yaml');
  await writeFile(
    file,
    [
      'version: 1',
      `baseUrl: ${baseUrl}`,
      'scenarios:',
      '  - name: Me',
      '    endpoint: GET /me',
      '    concurrentUsers: 5',
      '    duration: 30s',
      '    headers:',
      '      Authorization: Bearer ${API_TOKEN}',
      '    thresholds:',
      '      errorRate: 1%',
      '',
    ].join('\n'),
  );
  return { dir, file };
}

async function everyReport(dir: string): Promise<string> {
  const names = await readdir(dir);
  const texts = await Promise.all(names.map((name) => readFile(join(dir, name), 'utf8')));
  return texts.join('\n');
}

describe("k6's spellings, run end to end", () => {
  it('-e sets ${API_TOKEN} for the run, -u and -d set the load, and the value is masked everywhere', async () => {
    const api = await startApi();
    const { dir, file } = await loadTestFile(api.url);
    const out = join(dir, 'out');
    const run = await loadtool(['run', file, '-u', '2', '-d', '1s', '-e', `API_TOKEN=${TOKEN}`, '--out', out], {
      API_TOKEN: 'the-process-value',
    });
    expect(run.code).toBe(0);
    const results = JSON.parse(await readFile(join(out, 'results.json'), 'utf8')) as RunResults;
    const [scenario] = results.scenarios;
    expect(scenario!.concurrentUsers).toBe(2);
    expect(scenario!.durationSeconds).toBe(1);
    expect(scenario!.requests.failed).toBe(0);
    expect(api.seen.length).toBe(scenario!.requests.total);
    expect(api.seen.every((headers) => headers.authorization === `Bearer ${TOKEN}`)).toBe(true);
    expect(`${run.stdout}${run.stderr}${await everyReport(out)}`).not.toContain(TOKEN);
  });

  it('--threshold-exit-code 99 on a breach, the table still printed; the value masked in the failed samples', async () => {
    const api = await startApi();
    const { dir, file } = await loadTestFile(api.url);
    const out = join(dir, 'out');
    // The server echoes the header it got: a wrong token, which is the run's secret value all the same.
    const wrong = 'wrong-token-value-77d2';
    const run = await loadtool(
      ['run', file, '--vus', '1', '-d', '1s', '-e', `API_TOKEN=${wrong}`, '--threshold-exit-code', '99', '--out', out],
      {},
    );
    expect(run.code).toBe(99);
    expect(run.stdout).toContain('Me');
    const results = JSON.parse(await readFile(join(out, 'results.json'), 'utf8')) as RunResults;
    expect(results.outcome).toBe('failed');
    // The samples keep the 401 bodies, which echo the header: masked there as everywhere.
    expect(results.scenarios[0]!.samples?.length).toBeGreaterThan(0);
    expect(`${run.stdout}${run.stderr}${await everyReport(out)}`).not.toContain(wrong);
  });

  it('-q prints no progress and no notes; a bad flag is exit 2 with every problem at once', async () => {
    const api = await startApi();
    const { dir, file } = await loadTestFile(api.url);
    const quiet = await loadtool(['run', file, '-q', '-u', '1', '-d', '1s', '--out', join(dir, 'out')], {
      API_TOKEN: TOKEN,
    });
    expect(quiet.code).toBe(0);
    const loud = await loadtool(['run', file, '-u', '1', '-d', '1s', '--out', join(dir, 'out2')], {
      API_TOKEN: TOKEN,
    });
    expect(loud.stderr).toMatch(/responses are not checked|conformance|schema/i);
    expect(quiet.stderr).toBe('');
    expect(quiet.stdout).toContain('Me');
    const bad = await loadtool(['run', file, '-e', 'NOPE', '--threshold-exit-code', '3', '--users', '1', '--vus', '2']);
    expect(bad.code).toBe(2);
    expect(bad.stderr.trim().split('\n')).toHaveLength(3);
  });
});
