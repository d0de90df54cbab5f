import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { applyRunOverrides, overrideWarnings } from '../../src/loadtest/apply-overrides.js';
import { parseLoadTest } from '../../src/loadtest/validate.js';
import type { RunResults } from '../../src/results/types.js';
import { loadtool } from '../helpers/cli.js';
import { writeOkProject } from '../helpers/qa-config.js';
import { useServers } from '../helpers/servers.js';
import { useTempDirs } from '../helpers/temp-dir.js';

const tempDir = useTempDirs();
const servers = useServers();

const readResults = async (dir: string) => JSON.parse(await readFile(join(dir, 'results.json'), 'utf8')) as RunResults;

/** Starts a server on 127.0.0.1 that answers 200 and keeps the path of every request; returns its URL and them. */
async function startTarget() {
  const paths: string[] = [];
  const server = createServer((request, response) => {
    paths.push(request.url ?? '');
    request.resume();
    response.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, paths };
}

/** A load test of two scenarios of 10 users for 30 s each, as a committed file would hold them. */
const heavyYaml = (baseUrl: string) =>
  [
    'version: 1',
    `baseUrl: ${baseUrl}`,
    'scenarios:',
    '  - name: A',
    '    endpoint: GET /a',
    '    concurrentUsers: 10',
    '    duration: 30s',
    '  - name: B',
    '    endpoint: GET /b',
    '    concurrentUsers: 10',
    '    duration: 30s',
    '',
  ].join('\n');

async function writeYaml(dir: string, text: string): Promise<string> {
  const file = join(dir, 'loadtool.yaml');
  await writeFile(file, text);
  return file;
}

const figures = (results: RunResults) =>
  results.scenarios.map((s) => [s.name, s.concurrentUsers, s.durationSeconds, s.requests.ok > 0]);

describe('applyRunOverrides', () => {
  const loadTest = parseLoadTest(heavyYaml('http://localhost:3000/v1'), 'loadtool.yaml');

  it('sets users and duration of every scenario, and leaves the load test it was given as it was', () => {
    const overridden = applyRunOverrides(loadTest, { concurrentUsers: 2, durationSeconds: 1 });
    expect(overridden.scenarios.map((s) => [s.name, s.concurrentUsers, s.durationSeconds])).toEqual([
      ['A', 2, 1],
      ['B', 2, 1],
    ]);
    expect(loadTest.scenarios.map((s) => [s.concurrentUsers, s.durationSeconds])).toEqual([
      [10, 30],
      [10, 30],
    ]);
  });

  it('only the scenarios named, when some are', () => {
    const overridden = applyRunOverrides(loadTest, { concurrentUsers: 3, scenarios: ['B'] });
    expect(overridden.scenarios.map((s) => [s.name, s.concurrentUsers, s.durationSeconds])).toEqual([
      ['A', 10, 30],
      ['B', 3, 30],
    ]);
  });

  it('with nothing to override, returns the same load test', () => {
    expect(applyRunOverrides(loadTest, {})).toBe(loadTest);
  });

  it.each([
    ['a server keeps the path prefix of the file', 'http://staging:8080', 'http://staging:8080/v1'],
    ['a trailing slash is no path of its own', 'http://staging:8080/', 'http://staging:8080/v1'],
    ['a path of its own wins', 'https://staging/api/v2', 'https://staging/api/v2'],
  ])('the base URL: %s', (_what, given, expected) => {
    expect(applyRunOverrides(loadTest, { baseUrl: given }).baseUrl).toBe(expected);
  });

  it.each([
    ['http://${API_HOST}/v1', 'http://staging:8080', 'http://staging:8080/v1'],
    ['${BASE_URL}', 'http://staging:8080', 'http://staging:8080'],
    ['http://localhost:3000', 'http://staging:8080', 'http://staging:8080'],
  ])('the base URL of a file that says %s', (written, given, expected) => {
    const test = parseLoadTest(heavyYaml(written), 'loadtool.yaml');
    expect(applyRunOverrides(test, { baseUrl: given }).baseUrl).toBe(expected);
  });
});

describe('loadtool run --users --duration --base-url', () => {
  it('runs 2 users for 1 s a load test of 10 users for 30 s, and leaves the file as it was', async () => {
    const target = await startTarget();
    const dir = await tempDir();
    const file = await writeYaml(dir, heavyYaml(target.url));

    const { code, stderr } = await loadtool(['run', file, '--out', dir, '--users', '2', '--duration', '1s']);

    expect({ code, stderr }).toMatchObject({ code: 0 });
    const results = await readResults(dir);
    expect(figures(results)).toEqual([
      ['A', 2, 1, true],
      ['B', 2, 1, true],
    ]);
    // Two scenarios of 1 s each, not 30 s: one second of timeline each, whatever the machine's speed.
    expect(results.scenarios.map(({ timeline }) => timeline.length)).toEqual([1, 1]);
    expect(await readFile(file, 'utf8')).toBe(heavyYaml(target.url));
  }, 60_000);

  it('--scenario with --users: only the named scenario runs, with the users given', async () => {
    const target = await startTarget();
    const dir = await tempDir();
    const file = await writeYaml(dir, heavyYaml(target.url).replace(/duration: 30s/g, 'duration: 1s'));

    const { code } = await loadtool(['run', file, '--out', dir, '--scenario', 'B', '--users', '2']);

    expect(code).toBe(0);
    expect(figures(await readResults(dir))).toEqual([['B', 2, 1, true]]);
    expect(target.paths.every((path) => path === '/b')).toBe(true);
  });

  it('--base-url sends the load to another server, keeping the path prefix of the file', async () => {
    const target = await startTarget();
    const dir = await tempDir();
    // Nothing listens on port 9 of 127.0.0.1: without the flag, the run could not take place.
    const file = await writeYaml(dir, heavyYaml('http://127.0.0.1:9/v1'));

    const { code, stderr } = await loadtool([
      'run',
      file,
      '--out',
      dir,
      '--base-url',
      target.url,
      '--users',
      '1',
      '--duration',
      '1s',
    ]);

    expect({ code, stderr }).toMatchObject({ code: 0 });
    const results = await readResults(dir);
    expect(results.baseUrl).toBe(`${target.url}/v1`);
    expect(target.paths.length).toBeGreaterThan(0);
    expect(new Set(target.paths)).toEqual(new Set(['/v1/a', '/v1/b']));
  });

  it.each([
    { flags: ['--users', '0'], says: ['--users is "0"; write a whole number of virtual users from 1 to 10000'] },
    { flags: ['--users', '1.5'], says: ['--users is "1.5"'] },
    { flags: ['--users', '20000'], says: ['--users is "20000"', 'split it over several runners'] },
    { flags: ['--duration', '30'], says: ['--duration is "30", which needs a unit, e.g. "30s"'] },
    { flags: ['--duration', '25h'], says: ['--duration is "25h", longer than 24h'] },
    {
      flags: ['--duration', 'soon'],
      says: ['--duration is "soon"; write a whole number above 0 followed by s, m or h'],
    },
    { flags: ['--base-url', 'ftp://example.com'], says: ['--base-url is "ftp://example.com"; write an http(s) URL'] },
    {
      flags: ['--users', '0', '--duration', '30', '--base-url', 'http://x/?a=1'],
      says: ['--users is "0"', '--duration is "30"', '--base-url is "http://x/?a=1"'],
    },
  ])('$flags: exit 2, naming the flag, every problem at once, nothing sent', async ({ flags, says }) => {
    const target = await startTarget();
    const dir = await tempDir();
    const file = await writeYaml(dir, heavyYaml(target.url));

    const { code, stderr } = await loadtool(['run', file, '--out', dir, ...flags]);

    expect(code).toBe(2);
    for (const text of says) expect(stderr).toContain(text);
    expect(target.paths).toEqual([]);
  });
});

describe('a --duration shorter than a ramp-up or think time of the file', () => {
  it('warns, naming the scenario, as validate warns about the file', () => {
    const test = parseLoadTest(
      heavyYaml('http://localhost:3000').replace(
        '    duration: 30s\n  - name: B',
        '    duration: 30s\n    rampUp: 10s\n  - name: B',
      ),
      'loadtool.yaml',
    );
    const overrides = { durationSeconds: 5 };
    expect(overrideWarnings(applyRunOverrides(test, overrides), overrides)).toEqual([
      expect.stringMatching(/^rampUp 10s of "A" is longer than the duration of this run \(5s\): .*never start/),
    ]);
    expect(overrideWarnings(applyRunOverrides(test, { durationSeconds: 10 }), { durationSeconds: 10 })).toEqual([]);
    expect(overrideWarnings(test, {})).toEqual([]);
  });

  it('loadtool run prints the warning and runs', async () => {
    const target = await startTarget();
    const dir = await tempDir();
    const file = await writeYaml(
      dir,
      heavyYaml(target.url).replace(
        '    duration: 30s\n  - name: B',
        '    duration: 30s\n    thinkTime: 5s\n  - name: B',
      ),
    );

    const { code, stderr } = await loadtool([
      'run',
      file,
      '--out',
      dir,
      '--scenario',
      'A',
      '--users',
      '1',
      '--duration',
      '1s',
    ]);

    expect(code).toBe(0);
    expect(stderr).toMatch(/warning: thinkTime 5s of "A" is longer than the duration of this run \(1s\)/);
  });
});

describe('loadtool gate --users --duration --base-url', () => {
  /** A project whose config and committed load test name a base URL where nothing listens. */
  async function project() {
    const root = await writeOkProject(await tempDir(), 'overrides', 'http://127.0.0.1:9');
    await writeFile(join(root, 'load-tests', 'loadtool.yaml'), heavyYaml('http://127.0.0.1:9'));
    return root;
  }

  it('runs the committed load test against --base-url with every scenario at --users for --duration', async () => {
    const target = await startTarget();
    const root = await project();
    const config = join(root, 'qa.config.json');

    const { code, stderr } = await loadtool(
      ['gate', '--config', config, '--base-url', target.url, '--users', '2', '--duration', '1s', '--generate', 'never'],
      {},
    );

    expect({ code, stderr }).toMatchObject({ code: 0 });
    const results = await readResults(join(root, 'qa-reports', 'perf'));
    expect(results.baseUrl).toBe(target.url);
    expect(figures(results)).toEqual([
      ['A', 2, 1, true],
      ['B', 2, 1, true],
    ]);
    expect(await readFile(join(root, 'load-tests', 'loadtool.yaml'), 'utf8')).toBe(heavyYaml('http://127.0.0.1:9'));
  });

  it('a bad --users and --duration: exit 2 naming both flags, before anything runs', async () => {
    const root = await project();

    const { code, stderr } = await loadtool([
      'gate',
      '--config',
      join(root, 'qa.config.json'),
      '--users',
      '0',
      '--duration',
      '30',
    ]);

    expect(code).toBe(2);
    expect(stderr).toContain('--users is "0"');
    expect(stderr).toContain('--duration is "30", which needs a unit');
  });
});
