import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { stringify } from 'yaml';
import { CancelledError } from '../../src/errors.js';
import { runLoadTest } from '../../src/engine/run-load-test.js';
import { shardUsers } from '../../src/engine/shard-split.js';
import { loadTestFingerprint } from '../../src/loadtest/fingerprint.js';
import { parseLoadTest } from '../../src/loadtest/validate.js';
import type { PipelineReporter } from '../../src/pipeline/reporter.js';
import { MAX_SHARDS, parseShardInputs, SHARD_FLAG_LABELS } from '../../src/pipeline/shard-inputs.js';
import { waitForStart } from '../../src/pipeline/start-at.js';
import type { RunResults } from '../../src/results/types.js';
import { loadtool } from '../helpers/cli.js';
import { loadTestOf, startHttpTarget } from '../helpers/engine-run.js';
import { writeOkProject } from '../helpers/qa-config.js';
import { scriptLoadTest, scriptsOf } from '../helpers/script-engine.js';
import { useServers } from '../helpers/servers.js';
import { useTempDirs } from '../helpers/temp-dir.js';

const tempDir = useTempDirs();
const servers = useServers();

describe('the split of a scenario’s users over shards', () => {
  it('adds up to the whole, differs by at most one, gives the first shards the extra users, and numbers users on', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000 }), fc.integer({ min: 1, max: MAX_SHARDS }), (users, count) => {
        const parts = Array.from({ length: count }, (_, index) => shardUsers(users, { index: index + 1, count }));
        const sizes = parts.map((part) => part.users);
        expect(sizes.reduce((sum, size) => sum + size, 0)).toBe(users);
        expect(Math.max(...sizes) - Math.min(...sizes)).toBeLessThanOrEqual(1);
        // The larger shards first: never a shard with more users after one with fewer.
        sizes.forEach((size, index) => {
          if (index > 0) expect(size).toBeLessThanOrEqual(sizes[index - 1]!);
        });
        // Each shard's first user follows the users of the shards before it.
        let before = 0;
        for (const part of parts) {
          expect(part.firstUser).toBe(before);
          before += part.users;
        }
      }),
    );
  });

  it('splits 10 users in 3 shards as 4, 3, 3', () => {
    const sizes = [1, 2, 3].map((index) => shardUsers(10, { index, count: 3 }).users);
    expect(sizes).toEqual([4, 3, 3]);
  });
});

/** A local server that answers every request with 200 and `[]`. */
async function okServer() {
  return startHttpTarget(servers, (_request, response) => {
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end('[]');
  });
}

/** Writes a loadtool.yaml of these scenarios into a fresh folder; returns its path. */
async function writeLoadTest(baseUrl: string, scenarios: object[]): Promise<string> {
  const file = join(await tempDir(), 'loadtool.yaml');
  await writeFile(file, stringify({ version: 1, baseUrl, execution: 'parallel', scenarios }));
  return file;
}

const readResults = async (dir: string) => JSON.parse(await readFile(join(dir, 'results.json'), 'utf8')) as RunResults;

describe('loadtool run --shard', () => {
  it('runs each of 4 shards with its part of the users; each results.json has its shard and the same fingerprint', async () => {
    const target = await okServer();
    const file = await writeLoadTest(target.url, [
      { name: 'Three users', endpoint: 'GET /three', concurrentUsers: 3, duration: '1s', thresholds: { p99: '5s' } },
      { name: 'One user', endpoint: 'GET /one', concurrentUsers: 1, duration: '1s', thresholds: { p99: '5s' } },
    ]);
    const shards: RunResults[] = [];
    for (const index of [1, 2, 3, 4]) {
      const out = await tempDir();
      const run = await loadtool(['run', file, '--shard', `${index}/4`, '--out', out]);
      expect({ index, code: run.code, stderr: run.stderr }).toMatchObject({ index, code: 0 });
      expect(run.stderr).toContain(`Running shard ${index} of 4 of 2 scenarios`);
      shards.push(await readResults(out));
    }
    const whole = await tempDir();
    expect((await loadtool(['run', file, '--out', whole])).code).toBe(0);
    const unsharded = await readResults(whole);

    expect(shards.map((results) => results.shard)).toEqual([1, 2, 3, 4].map((index) => ({ index, count: 4 })));
    expect(unsharded.shard).toBeNull();
    expect(unsharded.fingerprint).toMatch(/^[0-9a-f]{64}$/);
    for (const results of shards) expect(results.fingerprint).toBe(unsharded.fingerprint);

    const usersOf = (name: string) =>
      shards.map((results) => results.scenarios.find((scenario) => scenario.name === name)!.concurrentUsers);
    expect(usersOf('Three users')).toEqual([1, 1, 1, 0]);
    expect(usersOf('One user')).toEqual([1, 0, 0, 0]);
  });

  it('lists a scenario with no users in its shard as not run there: 0 users, no request, thresholds kept unjudged', async () => {
    const target = await okServer();
    const file = await writeLoadTest(target.url, [
      {
        name: 'One user',
        endpoint: 'GET /one',
        concurrentUsers: 1,
        duration: '1s',
        thresholds: { p95: '300ms', okRate: '99%', rps: 1 },
      },
    ]);
    const out = await tempDir();
    const run = await loadtool(['run', file, '--shard', '2/2', '--out', out]);
    expect(run.code).toBe(0);
    const results = await readResults(out);
    expect(results.outcome).toBe('passed');
    const [scenario] = results.scenarios;
    expect(scenario).toMatchObject({ name: 'One user', concurrentUsers: 0, outcome: 'passed', triage: null });
    expect(scenario!.requests).toMatchObject({ total: 0, ok: 0, failed: 0 });
    expect(scenario!.error).toBeUndefined();
    expect(
      scenario!.thresholds.map(({ key, bound, limit, unit, passed, line }) => ({
        key,
        bound,
        limit,
        unit,
        passed,
        line,
      })),
    ).toEqual([
      { key: 'p95', bound: 'max', limit: 300, unit: 'ms', passed: true, line: expect.any(Number) },
      { key: 'okRate', bound: 'min', limit: 99, unit: '%', passed: true, line: expect.any(Number) },
      { key: 'rps', bound: 'min', limit: 1, unit: 'rps', passed: true, line: expect.any(Number) },
    ]);
    for (const threshold of scenario!.thresholds) expect(threshold.actual).toBeUndefined();
    // The pre-flight only opens a connection, and the generator warms up against itself: no request was sent.
    expect(target.received).toHaveLength(0);
  });

  it('gate runs its shard too, and writes the shard and the fingerprint into results.json', async () => {
    const target = await okServer();
    const root = await writeOkProject(await tempDir(), 'shard-gate', target.url, { reportDir: 'perf' });
    const gate = await loadtool(['gate', '--config', join(root, 'qa.config.json'), '--shard', '2/2']);
    expect({ code: gate.code, stderr: gate.stderr }).toMatchObject({ code: 0 });
    const results = await readResults(join(root, 'perf'));
    expect(results.shard).toEqual({ index: 2, count: 2 });
    expect(results.fingerprint).toMatch(/^[0-9a-f]{64}$/);
    expect(results.scenarios.map(({ name, concurrentUsers }) => ({ name, concurrentUsers }))).toEqual([
      { name: 'Ok', concurrentUsers: 0 },
    ]);
  });

  it.each([
    { shard: '0/4', says: 'numbered 1 to 4' },
    { shard: '5/4', says: 'numbered 1 to 4' },
    { shard: 'x', says: 'write i/n' },
    { shard: '1/1001', says: 'must be 1 to 1000' },
    { shard: '1/0', says: 'must be 1 to 1000' },
  ])('refuses --shard $shard with exit 2, naming the flag', async ({ shard, says }) => {
    for (const command of ['run', 'gate']) {
      const run = await loadtool([command, '--shard', shard]);
      expect(run.code).toBe(2);
      expect(run.stderr).toContain(`--shard is ${JSON.stringify(shard)}`);
      expect(run.stderr).toContain(says);
    }
  });

  it('refuses a shard compared with a baseline: only the merged results compare with a whole run', async () => {
    const run = await loadtool(['run', '--shard', '1/2', '--baseline-url', 'http://127.0.0.1:9']);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('--shard cannot be used with --baseline-url');
    const withFile = await loadtool(['run', '--shard', '1/2', '--baseline', 'base/results.json']);
    expect(withFile.code).toBe(2);
    expect(withFile.stderr).toContain('--shard cannot be used with --baseline:');
  });
});

describe('the fingerprint', () => {
  const scenario = {
    name: 'List',
    endpoint: 'GET /items',
    concurrentUsers: 4,
    duration: '10s',
    thresholds: { p95: '300ms' },
  };
  const fingerprintOf = (scenarios: object[], extra: object = {}) =>
    loadTestFingerprint(loadTestOf('http://127.0.0.1:3000', scenarios as Array<Record<string, unknown>>, extra));
  const original = fingerprintOf([scenario]);

  it.each([
    { what: 'the users', changed: { ...scenario, concurrentUsers: 5 } },
    { what: 'the duration', changed: { ...scenario, duration: '11s' } },
    { what: 'the endpoint', changed: { ...scenario, endpoint: 'GET /other' } },
    { what: 'a threshold', changed: { ...scenario, thresholds: { p95: '301ms' } } },
    { what: 'the name', changed: { ...scenario, name: 'List all' } },
    { what: 'the query', changed: { ...scenario, query: { limit: 5 } } },
  ])('changes when $what changes', ({ changed }) => {
    expect(fingerprintOf([changed])).not.toBe(original);
  });

  it('is the same whatever the base URL, the order of keys, and where the scenario is written', () => {
    const reordered = Object.fromEntries(Object.entries(scenario).reverse());
    expect(loadTestFingerprint(loadTestOf('http://10.0.0.1:8080/api', [scenario]))).toBe(original);
    expect(fingerprintOf([reordered])).toBe(original);
    const yaml = stringify({ version: 1, baseUrl: 'http://127.0.0.1:3000', scenarios: [scenario] });
    const shifted = parseLoadTest(
      `# a comment\n\n${yaml.replace(/^( *)thresholds:/m, '$1# the gate\n$1thresholds:')}`,
      'x.yaml',
    );
    expect(loadTestFingerprint(shifted)).toBe(original);
  });

  it('covers the scenarios run: --scenario gives the fingerprint of those named', () => {
    const other = { ...scenario, name: 'Other' };
    const both = loadTestOf('http://127.0.0.1:3000', [scenario, other]);
    expect(loadTestFingerprint(both, ['List'])).toBe(original);
    expect(loadTestFingerprint(both)).not.toBe(original);
  });
});

describe('data-source values in a sharded run', () => {
  it('start, in each shard, where the users of the shards before it left off', async () => {
    const firstPaths: string[] = [];
    let seen = 0;
    const paths: string[] = [];
    const target = await startHttpTarget(servers, (request, response) => {
      paths.push(request.url ?? '');
      seen++;
      response.writeHead(200);
      response.end('{}');
    });
    const loadTest = loadTestOf(target.url, [
      {
        name: 'Item',
        endpoint: 'GET /items/{id}',
        concurrentUsers: 3,
        params: { id: { from: 'GET /ids', pick: '$[*]' } },
      },
    ]);
    const sourceValues = new Map([['Item', [['a', 'b', 'c', 'd', 'e']]]]);
    for (const index of [1, 2, 3]) {
      const from = seen;
      const run = await runLoadTest(loadTest, { env: {}, sourceValues, shard: { index, count: 3 } });
      expect(run.shard).toEqual({ index, count: 3 });
      expect(run.scenarios[0]!.concurrentUsers).toBe(1);
      // The self-warm-up of the generator and the warm-up connection send nothing to /items: the first is the load's.
      firstPaths.push(paths.slice(from).find((path) => path.startsWith('/items/'))!);
    }
    expect(firstPaths).toEqual(['/items/a', '/items/b', '/items/c']);
  });
});

describe('a script in a sharded run', () => {
  it('numbers its users on from the shards before: vu.id runs across the shards', async () => {
    const paths = new Set<string>();
    const target = await startHttpTarget(servers, (request, response) => {
      paths.add(request.url ?? '');
      response.writeHead(200);
      response.end('{}');
    });
    const loadTest = scriptLoadTest(target.url, 'user-id', { concurrentUsers: 5 });
    const scripts = await scriptsOf('user-id');
    const byShard: string[][] = [];
    for (const index of [1, 2]) {
      paths.clear();
      await runLoadTest(loadTest, { env: {}, scripts, shard: { index, count: 2 } });
      byShard.push([...paths].sort());
    }
    expect(byShard).toEqual([
      ['/users/0', '/users/1', '/users/2'],
      ['/users/3', '/users/4'],
    ]);
  });
});

describe('--start-at', () => {
  it('starts at once with a warning when the time has passed', async () => {
    const target = await okServer();
    const file = await writeLoadTest(target.url, [
      { name: 'One', endpoint: 'GET /', concurrentUsers: 1, duration: '1s' },
    ]);
    const past = String(Math.floor(Date.now() / 1000) - 30);
    const run = await loadtool(['run', file, '--start-at', past, '--out', await tempDir()]);
    expect(run.code).toBe(0);
    expect(run.stderr).toMatch(/warning: start-at \S+ was \d+ s ago: starting at once/);
  });

  it('waits until the time before the first request', async () => {
    const target = await okServer();
    const file = await writeLoadTest(target.url, [
      { name: 'One', endpoint: 'GET /', concurrentUsers: 1, duration: '1s' },
    ]);
    const startAt = new Date(Date.now() + 1500);
    const out = await tempDir();
    const run = await loadtool(['run', file, '--start-at', startAt.toISOString(), '--out', out]);
    expect(run.code).toBe(0);
    expect(run.stderr).toContain(`until ${startAt.toISOString()} (start-at)`);
    expect(Date.parse((await readResults(out)).startedAt)).toBeGreaterThanOrEqual(startAt.getTime());
  });

  it.each([
    {
      what: 'more than 10 minutes ahead',
      text: () => new Date(Date.now() + 11 * 60_000).toISOString(),
      says: 'more than 10 minutes ahead',
    },
    {
      what: 'epoch seconds 11 minutes ahead',
      text: () => String(Math.floor(Date.now() / 1000) + 660),
      says: 'more than 10 minutes ahead',
    },
    { what: 'without a time zone', text: () => '2026-01-01T10:00:00', says: 'with its time zone' },
    { what: 'not a time', text: () => 'soon', says: 'with its time zone' },
  ])('refuses a time $what with exit 2, naming the flag', async ({ text, says }) => {
    for (const command of ['run', 'gate']) {
      const run = await loadtool([command, '--start-at', text()]);
      expect(run.code).toBe(2);
      expect(run.stderr).toContain('--start-at is');
      expect(run.stderr).toContain(says);
    }
  });

  it('reads ISO 8601 with an offset and epoch seconds as the same time', () => {
    const now = Date.parse('2026-01-01T10:00:00Z');
    const iso = parseShardInputs({ startAt: '2026-01-01T11:05:00+01:00' }, SHARD_FLAG_LABELS, now);
    const epoch = parseShardInputs({ startAt: String(now / 1000 + 300) }, SHARD_FLAG_LABELS, now);
    expect(iso).toEqual({ startAt: now + 300_000, problems: [] });
    expect(epoch).toEqual({ startAt: now + 300_000, problems: [] });
  });

  it('is cancelled while waiting', async () => {
    const controller = new AbortController();
    const reporter = { info: () => undefined, warning: () => undefined } as unknown as PipelineReporter;
    const waiting = waitForStart(Date.now() + 60_000, reporter, controller.signal);
    controller.abort();
    await expect(waiting).rejects.toBeInstanceOf(CancelledError);
  });
});
