import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { access, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from '@jest/globals';
import { readInputs } from '../../src/action/inputs.js';
import type { RoundResult, RunResults, ScenarioResult } from '../../src/results/types.js';
import { loadtool } from '../helpers/cli.js';
import { runResults, scenarioResult, thresholdResult } from '../helpers/results.js';
import { rounds, tolerance } from '../helpers/rounds.js';
import { useServers } from '../helpers/servers.js';
import { useTempDirs } from '../helpers/temp-dir.js';
import { writeOkProject } from '../helpers/qa-config.js';

const tempDir = useTempDirs();
const servers = useServers();

/** Writes results of the scenarios into the folder as `name` and returns its path. */
async function writeResults(dir: string, name: string, scenarios: ScenarioResult[]): Promise<string> {
  const file = join(dir, name);
  await writeFile(file, JSON.stringify(runResults(scenarios)));
  return file;
}

/** Writes base.json and head.json of one scenario with these rounds (and p95 10% kept) and returns their paths. */
async function writePair(
  base: RoundResult[],
  head: RoundResult[],
): Promise<{ dir: string; base: string; head: string }> {
  const dir = await tempDir();
  return {
    dir,
    base: await writeResults(dir, 'base.json', [listPets({ rounds: base })]),
    head: await writeResults(dir, 'head.json', [listPets({ rounds: head })]),
  };
}

const listPets = (overrides: Partial<ScenarioResult>) =>
  scenarioResult({ name: 'List pets', tolerances: [tolerance('p95', 10, 12)], ...overrides });

describe('loadtool compare', () => {
  it('says unchanged for the same rounds, and exits 0', async () => {
    const same = rounds(6, 20, 0.02, 1);
    const { base, head } = await writePair(same, same);
    const { code, stdout } = await loadtool(['compare', base, head]);
    expect(code).toBe(0);
    expect(stdout).toContain('List pets: passed');
    // The medians of rounds beside the shift they compare, and the run's control of its comparisons.
    expect(stdout).toMatch(/^ {2}p95 median of rounds [\d.,]+ → [\d.,]+ ms; shift .*: ✅ unchanged$/m);
    expect(stdout).toContain('Run level: ');
    expect(stdout).not.toContain('defaults');
  });

  it('says regressed for a head twice as slow, and exits 1, with the head judged again as JSON', async () => {
    const { dir, base, head } = await writePair(rounds(6, 20, 0.03, 2), rounds(6, 40, 0.03, 3));
    const text = await loadtool(['compare', base, head]);
    expect(text.code).toBe(1);
    expect(text.stdout).toContain('REGRESSED');
    const json = await loadtool(['compare', base, head, '--format', 'json']);
    expect(json.code).toBe(1);
    const judged = JSON.parse(json.stdout) as RunResults;
    expect(judged.outcome).toBe('failed');
    expect(judged.baseline).toEqual({ kind: 'file', source: base, startedAt: '2026-01-01T10:00:00Z' });
    expect(judged.scenarios[0]!.comparison!.verdict).toBe('regressed');
    expect(judged.scenarios[0]!.triage!.category).toBe('regression');
    // Kept as a results.json, so that the temp folder's check validates it against the published schema.
    await writeFile(join(dir, 'results.json'), json.stdout);
    const markdown = await loadtool(['compare', base, head, '--format', 'markdown']);
    expect(markdown.stdout).toContain('| p95 |');
    expect(markdown.stdout).toContain('❌ regressed');
  });

  it('exits 0 when inconclusive, 1 with --fail-on-inconclusive, and says what would settle it', async () => {
    const { base, head } = await writePair(rounds(6, 20, 0.5, 4), rounds(6, 22, 0.5, 5));
    const lenient = await loadtool(['compare', base, head]);
    expect(lenient.code).toBe(0);
    expect(lenient.stdout).toContain('List pets: inconclusive');
    expect(lenient.stdout).toContain('to make it conclusive');
    expect((await loadtool(['compare', base, head, '--fail-on-inconclusive'])).code).toBe(1);
  });

  it('keeps a breached threshold of the head failed, whatever the comparison says', async () => {
    const dir = await tempDir();
    const same = rounds(6, 20, 0.02, 6);
    const base = await writeResults(dir, 'base.json', [listPets({ rounds: same })]);
    const breached = listPets({ rounds: same, outcome: 'failed', thresholds: [thresholdResult('p95', 5, 10.3, 8)] });
    const head = await writeResults(dir, 'head.json', [breached]);
    expect((await loadtool(['compare', base, head])).code).toBe(1);
  });

  it('uses the default tolerances when the head kept none, and says so; names what it could not compare', async () => {
    const dir = await tempDir();
    const same = rounds(6, 20, 0.02, 7);
    const base = await writeResults(dir, 'base.json', [
      scenarioResult({ name: 'List pets', rounds: same }),
      scenarioResult({ name: 'Old', endpoint: 'GET /old' }),
    ]);
    const head = await writeResults(dir, 'head.json', [
      scenarioResult({ name: 'List pets', rounds: same }),
      scenarioResult({ name: 'Old', endpoint: 'GET /old', rounds: same }),
      scenarioResult({ name: 'New *pets*', endpoint: 'GET /new', rounds: same }),
    ]);
    const { code, stdout } = await loadtool(['compare', base, head, '--format', 'markdown']);
    expect(code).toBe(0);
    expect(stdout).toContain('judged against the defaults p50 10%, p95 10%, errorRate 1pp');
    expect(stdout).toContain('Not compared: no rounds in the baseline.');
    expect(stdout).toContain('Not compared: no scenario of that name in the baseline.');
    expect(stdout).toContain('New \\*pets\\*');
    expect(stdout).toContain('| errorRate |');
  });

  it('refuses a missing or invalid file with exit 2, naming it', async () => {
    const dir = await tempDir();
    const good = await writeResults(dir, 'good.json', [listPets({ rounds: rounds(6, 20, 0.02, 8) })]);
    const missing = join(dir, 'missing.json');
    const bad = join(dir, 'bad.json');
    await writeFile(bad, '{"version": 1, "scenarios": [{"name": 3}]}');
    const gone = await loadtool(['compare', missing, good]);
    expect(gone.code).toBe(2);
    expect(gone.stderr).toContain(missing);
    const invalid = await loadtool(['compare', good, bad]);
    expect(invalid.code).toBe(2);
    expect(invalid.stderr).toContain(bad);
  });
});

describe('the action inputs of a baseline', () => {
  const saved = { ...process.env };
  afterEach(() => {
    process.env = { ...saved };
  });

  it('takes a path and fail-on-inconclusive, and `artifact` (found by the action: baseline-artifact.e2e.test.ts)', () => {
    process.env.INPUT_BASELINE = 'base/results.json';
    process.env['INPUT_FAIL-ON-INCONCLUSIVE'] = 'true';
    expect(readInputs()).toMatchObject({ baseline: 'base/results.json', failOnInconclusive: true });
    delete process.env['INPUT_FAIL-ON-INCONCLUSIVE'];
    expect(readInputs().failOnInconclusive).toBe(false);
    process.env.INPUT_BASELINE = ' artifact ';
    expect(readInputs().baseline).toBe('artifact');
  });
});

// End to end: real runs of the CLI against a local server whose delay the test sets, then `compare` of their files.

interface Target {
  url: string;
  received: () => number;
  setDelay: (ms: number) => void;
}

/** Starts a server on 127.0.0.1 that answers every request with 200 after the delay set last. */
async function startTarget(delayMs: number): Promise<Target> {
  let delay = delayMs;
  let received = 0;
  const server: Server = createServer((request, response) => {
    received++;
    request.resume();
    setTimeout(() => response.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}'), delay);
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    received: () => received,
    setDelay: (ms) => {
      delay = ms;
    },
  };
}

/**
 * Writes a load test of one scenario, 6 rounds of 1 s (5 is the fewest with which one of its 2 comparisons can be
 * judged regressed at the run's 1% false-alarm rate), p95 allowed to grow by 25%, and returns its path.
 */
async function writeLoadTest(dir: string, baseUrl: string): Promise<string> {
  const file = join(dir, 'loadtool.yaml');
  const lines = [
    'version: 1',
    `baseUrl: ${baseUrl}`,
    'defaults:',
    '  rounds: 6',
    '  regression: { p95: 25%, errorRate: 1pp }',
    'scenarios:',
    '  - name: List pets',
    '    endpoint: GET /pets',
    '    concurrentUsers: 4',
    '    duration: 6s',
  ];
  await writeFile(file, `${lines.join('\n')}\n`);
  return file;
}

describe('a baseline end to end', () => {
  it('compares two real runs: the same delay is never regressed, three times the delay is, with exit 1', async () => {
    const dir = await tempDir();
    // 100 ms, so that a busy machine's few milliseconds stay small against it.
    const target = await startTarget(100);
    const file = await writeLoadTest(dir, target.url);
    const run = async (out: string, ...more: string[]) => loadtool(['run', file, '--out', join(dir, out), ...more]);
    expect((await run('base')).code).toBe(0);
    expect((await run('same')).code).toBe(0);
    target.setDelay(300);
    // The slower run against the base file directly: --baseline judges it with the same statistics.
    const slower = await run('slower', '--baseline', join(dir, 'base', 'results.json'));
    expect(slower.code).toBe(1);
    const written = JSON.parse(await readFile(join(dir, 'slower', 'results.json'), 'utf8')) as RunResults;
    expect(written.baseline).toMatchObject({ kind: 'file', source: join(dir, 'base', 'results.json') });
    expect(written.scenarios[0]!.comparison!.verdict).toBe('regressed');
    expect(written.outcome).toBe('failed');

    const same = await loadtool(['compare', join(dir, 'base', 'results.json'), join(dir, 'same', 'results.json')]);
    expect(same.stdout).not.toContain('REGRESSED');
    expect(same.code).toBe(0);
    const regressed = await loadtool([
      'compare',
      join(dir, 'base', 'results.json'),
      join(dir, 'slower', 'results.json'),
    ]);
    expect(regressed.stdout).toContain('REGRESSED');
    expect(regressed.code).toBe(1);
    expect(JSON.parse(await readFile(join(dir, 'slower', 'results.json'), 'utf8'))).toEqual(written);
  }, 60_000);

  it('refuses a missing baseline with exit 2 before any load is sent', async () => {
    const dir = await tempDir();
    const target = await startTarget(1);
    const file = await writeLoadTest(dir, target.url);
    const missing = join(dir, 'nowhere', 'results.json');
    const { code, stderr } = await loadtool(['run', file, '--out', join(dir, 'out'), '--baseline', missing]);
    expect(code).toBe(2);
    expect(stderr).toContain(missing);
    expect(target.received()).toBe(0);
  });
});

describe('loadtool gate --baseline', () => {
  it('reads the baseline before starting the system under test, and records it in the results', async () => {
    const root = await tempDir();
    const target = await startTarget(1);
    await writeOkProject(root, 'demo', target.url, { reportDir: 'perf' });
    const config = join(root, 'qa.config.json');
    const marker = join(root, 'started');
    const missing = await loadtool([
      'gate',
      '--config',
      config,
      '--baseline',
      join(root, 'nowhere.json'),
      '--start-command',
      `touch ${marker}`,
    ]);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain(join(root, 'nowhere.json'));
    await expect(access(marker)).rejects.toThrow();
    expect(target.received()).toBe(0);

    expect((await loadtool(['gate', '--config', config])).code).toBe(0);
    const base = join(root, 'base.json');
    await writeFile(base, await readFile(join(root, 'perf', 'results.json'), 'utf8'));
    await loadtool(['gate', '--config', config, '--baseline', base]);
    const head = JSON.parse(await readFile(join(root, 'perf', 'results.json'), 'utf8')) as RunResults;
    expect(head.baseline).toMatchObject({ kind: 'file', source: base });
    // The load test has no `regression`: a baseline given on purpose is judged against the defaults.
    expect(head.scenarios[0]!.comparison!.metrics.map(({ key }) => key)).toEqual(['p50', 'p95', 'errorRate']);
  }, 30_000);
});
