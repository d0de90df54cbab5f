import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { stringify } from 'yaml';
import { readInputs } from '../../../src/action/inputs.js';
import { decodeHistogram } from '../../../src/engine/record/latency-histogram.js';
import { runInWorkers } from '../../../src/engine/workers/run-in-workers.js';
import { MAX_WORKERS, parseWorkerCount, resolveWorkerCount } from '../../../src/engine/workers/worker-count.js';
import { partUsers } from '../../../src/engine/workers/worker-split.js';
import { parseLoadTest } from '../../../src/loadtest/validate.js';
import type { PipelineReporter } from '../../../src/pipeline/reporter.js';
import { runStage } from '../../../src/pipeline/stages/run-stage.js';
import { writeReports } from '../../../src/report/write-reports.js';
import type { RunResults } from '../../../src/results/types.js';
import { runBundle } from '../../helpers/bundle.js';
import { loadtool } from '../../helpers/cli.js';
import { expectAccounted, startHttpTarget } from '../../helpers/engine-run.js';
import { scriptLoadTest } from '../../helpers/script-engine.js';
import { useServers } from '../../helpers/servers.js';
import { useTempDirs } from '../../helpers/temp-dir.js';

const tempDir = useTempDirs();
const servers = useServers();

/** A local server answering 200 `[]`, counting the requests it received and the connections it accepted. */
async function countingServer() {
  let requests = 0;
  const target = await startHttpTarget(servers, (_request, response) => {
    requests++;
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end('[]');
  });
  let connections = 0;
  servers.at(-1)!.on('connection', () => connections++);
  return {
    url: target.url,
    requests: () => requests,
    connections: () => connections,
  };
}

/** Writes a loadtool.yaml of these scenarios into a fresh folder; returns its path. */
async function writeLoadTest(baseUrl: string, scenarios: object[]): Promise<string> {
  const file = join(await tempDir(), 'loadtool.yaml');
  await writeFile(file, stringify({ version: 1, baseUrl, scenarios }));
  return file;
}

const readResults = async (dir: string) => JSON.parse(await readFile(join(dir, 'results.json'), 'utf8')) as RunResults;

/** A reporter that keeps its lines and passes the progress on. */
function keptReporter(onProgress: PipelineReporter['progress']) {
  const lines: string[] = [];
  const reporter: PipelineReporter = {
    info: (message) => lines.push(message),
    warning: (message) => lines.push(message),
    group: () => undefined,
    secret: () => undefined,
    progress: onProgress,
    progressDone: () => undefined,
  };
  return { reporter, lines };
}

describe('the split of users over the workers of a shard', () => {
  it('adds up to the shard and the shards to the whole, whatever the workers, with first users that follow on', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 5000 }),
        fc.integer({ min: 1, max: 20 }),
        fc.array(fc.integer({ min: 1, max: MAX_WORKERS }), { minLength: 1, maxLength: 20 }),
        (users, count, workersBy) => {
          let next = 0;
          for (let index = 1; index <= count; index++) {
            const workers = workersBy[(index - 1) % workersBy.length]!;
            for (let worker = 1; worker <= workers; worker++) {
              const part = partUsers(users, { index, count }, { index: worker, count: workers });
              // Every user once, in order: each part's first user is the next one not yet run.
              expect(part.firstUser).toBe(next);
              next += part.users;
            }
          }
          expect(next).toBe(users);
        },
      ),
    );
  });
});

describe('--workers N|auto', () => {
  it('takes 1 to 64 and auto; auto is the cores, less one when the system under test shares the machine', () => {
    expect(['1', '64', ' auto ', 'AUTO', '8'].map(parseWorkerCount)).toEqual([1, 64, 'auto', 'auto', 8]);
    expect(['0', '65', 'x', '', '2.5', '-1'].map(parseWorkerCount)).toEqual(Array(6).fill(undefined));
    expect(resolveWorkerCount('auto', false, 4)).toBe(4);
    expect(resolveWorkerCount('auto', true, 4)).toBe(3);
    expect(resolveWorkerCount('auto', true, 1)).toBe(1);
    expect(resolveWorkerCount('auto', false, 200)).toBe(MAX_WORKERS);
    expect(resolveWorkerCount(2, true, 4)).toBe(2);
  });

  it.each(['0', '65', 'x'])('refuses --workers %s with exit 2, naming the flag, before any load', async (value) => {
    const target = await countingServer();
    const file = await writeLoadTest(target.url, [
      { name: 'List', endpoint: 'GET /', concurrentUsers: 1, duration: '1s' },
    ]);
    const run = await loadtool(['run', file, '--workers', value, '--out', await tempDir()]);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain(`--workers is "${value}"`);
    expect(run.stderr).toContain('1 to 64');
    const gate = await loadtool(['gate', '--workers', value]);
    expect(gate.code).toBe(2);
    expect(gate.stderr).toContain(`--workers is "${value}"`);
    expect(target.requests()).toBe(0);
  });

  describe('the action input workers', () => {
    afterEach(() => {
      delete process.env.INPUT_WORKERS;
    });

    it('is auto unless set, takes a number, and refuses a wrong value naming the input', () => {
      expect(readInputs().workers).toBe('auto');
      process.env.INPUT_WORKERS = '3';
      expect(readInputs().workers).toBe(3);
      process.env.INPUT_WORKERS = '0';
      expect(() => readInputs()).toThrow('Input workers is "0"; write a number of worker threads from 1 to 64');
    });
  });

  it('with 2 workers, sends exactly the users in all and counts exactly what the server saw, in one merged result', async () => {
    const target = await countingServer();
    const file = await writeLoadTest(target.url, [
      { name: 'Three users', endpoint: 'GET /three', concurrentUsers: 3, duration: '1s', thresholds: { p99: '5s' } },
    ]);
    const out = await tempDir();
    const run = await loadtool(['run', file, '--workers', '2', '--out', out]);
    expect({ code: run.code, stderr: run.stderr }).toMatchObject({ code: 0 });
    expect(run.stderr).toContain('in 2 worker threads');
    const results = await readResults(out);
    expect(results.shard).toBeNull();
    const [scenario] = results.scenarios;
    expect(scenario).toMatchObject({ name: 'Three users', outcome: 'passed', concurrentUsers: 3 });
    expect(scenario!.requests.total).toBeGreaterThan(0);
    // Every request the server answered is counted once, none twice.
    expect(scenario!.requests.total).toBe(target.requests());
    expectAccounted(scenario!);
    expect(decodeHistogram(scenario!.histogram).totalCount).toBe(scenario!.requests.ok);
    // One connection per user at most, and the pre-flight's.
    expect(target.connections()).toBeLessThanOrEqual(3 + 1);
    expect(scenario!.rounds?.length).toBeGreaterThan(0);
    const roundTotal = scenario!.rounds!.reduce((total, round) => total + round.requests.total, 0);
    expect(roundTotal).toBeLessThanOrEqual(scenario!.requests.total);
    expect(results.generator.cpuUtilization).toBeGreaterThanOrEqual(0);
  });

  it('with 1 worker (the default), runs in the main thread: no worker thread is started', async () => {
    const target = await countingServer();
    const file = await writeLoadTest(target.url, [
      { name: 'One', endpoint: 'GET /', concurrentUsers: 1, duration: '1s' },
    ]);
    for (const flags of [[], ['--workers', '1']]) {
      const run = await loadtool(['run', file, ...flags, '--out', await tempDir()]);
      expect(run.code).toBe(0);
      expect(run.stderr).toContain('Running 1 scenario of');
      expect(run.stderr).not.toContain('worker thread');
    }
  });

  it('sums the workers’ progress per scenario, and a cancel writes every worker’s partial results, cancelled', async () => {
    const target = await countingServer();
    const loadTest = parseLoadTest(
      stringify({
        version: 1,
        baseUrl: target.url,
        scenarios: [{ name: 'Long', endpoint: 'GET /', concurrentUsers: 2, duration: '30s' }],
      }),
      'loadtool.yaml',
    );
    const controller = new AbortController();
    let seen = 0;
    const { reporter, lines } = keptReporter((update) => {
      seen = Math.max(seen, update.requests);
      // Cancelled once the workers have sent load: one progress tick is enough.
      if (update.requests > 0) controller.abort();
    });
    const results = await runStage(loadTest, 'loadtool.yaml', reporter, {
      env: {},
      signal: controller.signal,
      mask: (text) => text,
      workers: 2,
    });
    expect(lines.join('\n')).toContain('in 2 worker threads');
    expect(seen).toBeGreaterThan(0);
    expect(results.outcome).toBe('cancelled');
    const [scenario] = results.scenarios;
    expect(scenario).toMatchObject({ name: 'Long', outcome: 'cancelled', concurrentUsers: 2 });
    expect(scenario!.requests.total).toBe(target.requests());
    expect(scenario!.requests.total).toBeGreaterThan(0);
    const out = await tempDir();
    await writeReports(results, out, 'loadtool.yaml');
    expect((await readResults(out)).outcome).toBe('cancelled');
  });

  it('errors the scenario with the worker’s message when a worker fails (a script that throws at load there)', async () => {
    const target = await countingServer();
    const dir = await tempDir();
    const file = join(dir, 'boom.mjs');
    await writeFile(
      file,
      "import { isMainThread } from 'node:worker_threads';\nif (!isMainThread) throw new Error('boom in a worker');\nexport default async function () {}\n",
    );
    const loadTest = scriptLoadTest(target.url, 'boom', { concurrentUsers: 2 });
    const scripts = new Map([['Script', { file, run: () => Promise.resolve() }]]);
    const measured = await runInWorkers(loadTest, { env: {}, scripts }, 2);
    const [scenario] = measured.scenarios;
    expect(scenario).toMatchObject({ name: 'Script', outcome: 'errored', concurrentUsers: 2 });
    expect(scenario!.error).toContain('worker thread 1 of 2 stopped');
    expect(scenario!.error).toContain('boom in a worker');
    expect(target.requests()).toBe(0);
  });

  it('errors the scenario, without hanging, when a worker thread exits before sending its results', async () => {
    const target = await countingServer();
    const file = join(await tempDir(), 'exits.mjs');
    await writeFile(
      file,
      "import { isMainThread } from 'node:worker_threads';\nif (!isMainThread) process.exit(7);\nexport default async function () {}\n",
    );
    const loadTest = scriptLoadTest(target.url, 'exits', { concurrentUsers: 3, durationSeconds: 30 });
    const scripts = new Map([['Script', { file, run: () => Promise.resolve() }]]);
    const measured = await runInWorkers(loadTest, { env: {}, scripts }, 3);
    const [scenario] = measured.scenarios;
    expect(scenario).toMatchObject({ name: 'Script', outcome: 'errored', concurrentUsers: 3 });
    expect(scenario!.error).toMatch(/^worker thread 1 of 3 stopped: it exited with code 7 before sending its results/);
  });

  it('runs from the bundle: dist/cli/index.js starts its workers from dist/worker/', async () => {
    const target = await countingServer();
    const file = await writeLoadTest(target.url, [
      { name: 'List', endpoint: 'GET /', concurrentUsers: 2, duration: '1s' },
    ]);
    const out = await tempDir();
    const run = await runBundle('dist/cli/index.js', ['run', file, '--workers', '2', '--out', out], {
      cwd: out,
      env: { NO_COLOR: '1' },
    });
    expect({ code: run.code, stderr: run.stderr }).toMatchObject({ code: 0 });
    expect(run.stderr).toContain('in 2 worker threads');
    const [scenario] = (await readResults(out)).scenarios;
    expect(scenario).toMatchObject({ name: 'List', outcome: 'passed', concurrentUsers: 2 });
    expect(scenario!.requests.total).toBe(target.requests());
  });
});
