import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from '@jest/globals';
import { EventEmitter } from 'node:events';
import { Readable } from 'node:stream';
import { readInputs } from '../../src/action/inputs.js';
import { CommandExit } from '../../src/cli/command-plumbing.js';
import { gateCommand } from '../../src/cli/commands/gate-command.js';
import { exitCodeOf } from '../../src/errors.js';
import type { RunResults } from '../../src/results/types.js';
import { parse } from 'yaml';
import { parseOutputs, pullRequestEnv, ROOT, runBundle, runnerEnv } from '../helpers/bundle.js';
import { loadtool } from '../helpers/cli.js';
import { startFakeGitHub } from '../helpers/fake-github.js';
import { freePort } from '../helpers/fault-server.js';
import { writeOkProject } from '../helpers/qa-config.js';
import { useServers } from '../helpers/servers.js';
import { useTempDirs } from '../helpers/temp-dir.js';

// The same-job mode in one input: the base branch fetched from a real (local, bare) origin, checked out into a
// worktree of its own, built and started there, beside the head started from the workspace.

const tempDir = useTempDirs();
const servers = useServers();

const git = (cwd: string, ...args: string[]) =>
  execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@example.com', ...args], {
    cwd,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, GIT_TERMINAL_PROMPT: '0' },
  }).trim();

// The service: refuses to start without the build's built.txt; logs its cwd and version on every request.
const SERVER = `const fs = require('fs');
if (!fs.existsSync('built.txt')) { console.error('not built'); process.exit(9); }
const version = fs.readFileSync('version.txt', 'utf8').trim();
require('http').createServer((q, s) => {
  q.resume();
  fs.appendFileSync(process.env.REQUEST_LOG, process.cwd() + ' ' + version + '\\n');
  s.setHeader('content-type', 'application/json');
  s.end('{}');
}).listen(Number(process.env.PORT), '127.0.0.1', () => console.log('up ' + version));
`;
const BUILD = `require('fs').writeFileSync('built.txt', 'ok'); console.log('building');\n`;

/** One scenario on /ok, 1 user, 2 rounds of 1 s, with a p95 tolerance: short and comparable. */
const loadTestYaml = (headUrl: string) =>
  [
    'version: 1',
    `baseUrl: ${headUrl}`,
    'scenarios:',
    '  - name: Ok',
    '    endpoint: GET /ok',
    '    concurrentUsers: 1',
    '    duration: 2s',
    '    rounds: 2',
    '    thresholds: { p99: 10000ms }',
    '    regression:',
    '      p95: 50%',
    '',
  ].join('\n');

/**
 * Makes a bare origin whose `main` holds the service at version "base", and a clone of it (the workspace) on branch
 * `head` at version "head" with the qa-perf project committed; returns the folders, the ports and the log file.
 */
async function gitSetup(clone: 'full' | 'shallow' = 'full') {
  const root = await tempDir();
  const origin = join(root, 'origin.git');
  const seed = join(root, 'seed');
  const workspace = join(root, 'workspace');
  git(root, 'init', '--bare', '-b', 'main', origin);
  git(root, 'init', '-b', 'main', seed);
  await writeFile(join(seed, 'server.js'), SERVER);
  await writeFile(join(seed, 'build.js'), BUILD);
  await writeFile(join(seed, 'version.txt'), 'base\n');
  await writeFile(join(seed, '.gitignore'), 'built.txt\nqa-reports/\n');
  git(seed, 'add', '.');
  git(seed, 'commit', '-m', 'base');
  git(seed, 'push', origin, 'main');
  // A local path is cloned whole whatever --depth says; a file:// URL is cloned as a remote would be.
  if (clone === 'full') git(root, 'clone', origin, workspace);
  else git(root, 'clone', '--depth=1', `file://${origin}`, workspace);
  git(workspace, 'checkout', '-b', 'head');
  await writeFile(join(workspace, 'version.txt'), 'head\n');
  const headPort = await freePort();
  let basePort = await freePort();
  while (basePort === headPort) basePort = await freePort();
  const headUrl = `http://127.0.0.1:${headPort}`;
  await writeOkProject(workspace, 'baseline-ref', headUrl);
  await writeFile(join(workspace, 'load-tests', 'loadtool.yaml'), loadTestYaml(headUrl));
  git(workspace, 'add', '.');
  git(workspace, 'commit', '-m', 'head');
  const log = join(root, 'requests.log');
  await writeFile(log, '');
  return {
    root,
    workspace,
    log,
    headUrl,
    baseUrl: `http://127.0.0.1:${basePort}`,
    startCommand: `cd ${workspace} && node build.js && PORT=${headPort} REQUEST_LOG=${log} node server.js`,
    baseStartCommand: `PORT=${basePort} REQUEST_LOG=${log} node server.js`,
  };
}

type Setup = Awaited<ReturnType<typeof gitSetup>>;

/** Runs `loadtool gate` in the workspace's project with the same-job flags of `setup`, `flags`, `before` each command. */
const gate = (setup: Setup, flags: string[], before = '') =>
  loadtool([
    'gate',
    '--config',
    join(setup.workspace, 'qa.config.json'),
    '--generate',
    'never',
    '--start-command',
    `${before}${setup.startCommand}`,
    '--wait-for',
    setup.headUrl,
    '--baseline-url',
    setup.baseUrl,
    '--baseline-start-command',
    `${before}${setup.baseStartCommand}`,
    ...flags,
  ]);

/** Returns the lines of the request log: `<cwd> <version>`. */
const requests = async (setup: Setup) => (await readFile(setup.log, 'utf8')).split('\n').filter(Boolean);

/** Checks that no worktree is left: git lists the workspace alone, and the repository is whole (not shallow). */
/** Returns the base's worktree folder that the log names ("Base build: main at 1a2b3c4 in DIR"). */
const worktreeOf = (log: string) => /Base build: main at [0-9a-f]{7} in (\S+)/.exec(log)![1]!;

/** Checks that the worktree the log names is gone, and that the workspace is alone, whole and on its branch. */
function expectWorktreeRemoved(setup: Setup, log: string, shallow = 'false'): void {
  expect(existsSync(worktreeOf(log))).toBe(false);
  expectWorkspaceAlone(setup, shallow);
}

function expectWorkspaceAlone(setup: Setup, shallow = 'false'): void {
  const listed = git(setup.workspace, 'worktree', 'list', '--porcelain')
    .split('\n')
    .filter((line) => line.startsWith('worktree '));
  expect(listed).toHaveLength(1);
  expect(git(setup.workspace, 'rev-parse', '--is-shallow-repository')).toBe(shallow);
  expect(git(setup.workspace, 'rev-parse', '--abbrev-ref', 'HEAD')).toBe('head');
}

const readJson = async (file: string) => JSON.parse(await readFile(file, 'utf8')) as RunResults;

describe('loadtool gate --baseline-ref (the base branch fetched, built and started in a worktree)', () => {
  it('runs the base side against main’s code built in another folder, and removes the worktree', async () => {
    const setup = await gitSetup();
    const before = git(setup.workspace, 'status', '--porcelain');
    const { code, stdout, stderr } = await gate(setup, [
      '--baseline-ref',
      'main',
      '--baseline-build-command',
      'node build.js',
    ]);
    expect({ code, stderr }).toEqual({ code: 0, stderr: expect.stringMatching(/Base build: main at [0-9a-f]{7} in /) });
    expect(stderr).toContain('Output of baseline-build-command\n  building');
    expect(stdout).toContain('baseline-results.json');

    const dir = worktreeOf(stderr);
    const lines = await requests(setup);
    const base = lines.filter((line) => line.endsWith(' base'));
    expect(base.length).toBeGreaterThan(0);
    // Every request of the base side reached main's code, running in the worktree, not in the workspace.
    expect(new Set(base.map((line) => line.slice(0, -' base'.length)))).toEqual(new Set([dir]));
    expect(dir).not.toBe(setup.workspace);
    expect(lines.filter((line) => line.endsWith(' head')).length).toBeGreaterThan(0);

    const out = join(setup.workspace, 'qa-reports', 'perf');
    const results = await readJson(join(out, 'results.json'));
    const baseline = await readJson(join(out, 'baseline-results.json'));
    expect(results.baseline?.kind).toBe('same-job');
    expectExtendedRounds(results.scenarios[0]!.comparison!.rounds);
    // The base's requests, and the polls of its URL until it answered.
    expect(base.length).toBeGreaterThanOrEqual(baseline.scenarios[0]!.requests.total);
    expect(baseline.scenarios[0]!.requests.total).toBeGreaterThan(0);

    expectWorktreeRemoved(setup, stderr);
    expect(git(setup.workspace, 'status', '--porcelain')).toBe(before);
    expect(await readFile(join(setup.workspace, 'version.txt'), 'utf8')).toBe('head\n');
  }, 90_000);

  it('in a shallow clone (actions/checkout’s default), fetches the base shallow too and runs', async () => {
    const setup = await gitSetup('shallow');
    expect(git(setup.workspace, 'rev-parse', '--is-shallow-repository')).toBe('true');
    const { code, stderr } = await gate(setup, ['--baseline-ref', 'main', '--baseline-build-command', 'node build.js']);
    expect({ code, stderr }).toEqual({ code: 0, stderr: expect.stringContaining('Base build: main at ') });
    expect((await requests(setup)).some((line) => line.endsWith(' base'))).toBe(true);
    expectWorktreeRemoved(setup, stderr, 'true');
  }, 90_000);

  it('a cancelled run stops the build command at once and removes the worktree, exit 130', async () => {
    const setup = await gitSetup();
    const signals = Object.assign(new EventEmitter(), { exit: () => undefined });
    let stderr = '';
    const io = {
      stdout: { write: () => true },
      stderr: { write: (text: string) => (stderr += text) },
      stdin: Readable.from([]),
      env: {},
    };
    const flags = ['--config', join(setup.workspace, 'qa.config.json'), '--generate', 'never'];
    const running = gateCommand(io, signals)
      .parseAsync(
        [
          ...flags,
          '--baseline-url',
          setup.baseUrl,
          '--baseline-start-command',
          setup.baseStartCommand,
          '--baseline-ref',
          'main',
          '--baseline-build-command',
          'echo compiling; sleep 60',
        ],
        { from: 'user' },
      )
      .then(
        () => 0,
        (error: unknown) => (error instanceof CommandExit ? error.exitCode : exitCodeOf(error)),
      );
    const started = Date.now();
    while (!stderr.includes('Building the base') && Date.now() - started < 30_000)
      await new Promise((resolve) => setTimeout(resolve, 20));
    signals.emit('SIGINT');
    // The build sleeps 60 s: ending within the test's 30 s means it was stopped, not waited for.
    expect(await running).toBe(130);
    expect(stderr).toContain('Output of baseline-build-command');
    expect(await requests(setup)).toEqual([]);
    expectWorktreeRemoved(setup, stderr);
  }, 30_000);

  it('a ref origin does not have is bad input (exit 2) naming baseline-ref, and nothing is started', async () => {
    const setup = await gitSetup();
    const marker = join(setup.root, 'started');
    const { code, stderr } = await gate(setup, ['--baseline-ref', 'no-such-branch'], `touch ${marker}; `);
    expect(code).toBe(2);
    expect(stderr).toContain('baseline-ref');
    expect(stderr).toContain('no-such-branch');
    expect(stderr).toContain('${{ github.base_ref }}');
    expect(existsSync(marker)).toBe(false);
    expect(await requests(setup)).toEqual([]);
    expectWorkspaceAlone(setup);
  }, 60_000);

  it('a build command that fails is exit 3 naming baseline-build-command, with its output, the worktree removed', async () => {
    const setup = await gitSetup();
    const { code, stderr } = await gate(setup, [
      '--baseline-ref',
      'main',
      '--baseline-build-command',
      'echo compiling-the-base; exit 4',
    ]);
    expect(code).toBe(3);
    expect(stderr).toContain('baseline-build-command');
    expect(stderr).toContain('exited with code 4');
    expect(stderr).toContain('compiling-the-base');
    expect(await requests(setup)).toEqual([]);
    expectWorktreeRemoved(setup, stderr);
  }, 60_000);
});

describe('the baseline-ref validation', () => {
  it.each([
    [
      ['--baseline-ref', 'main', '--baseline-url', 'http://127.0.0.1:1'],
      '--baseline-ref needs --baseline-start-command',
    ],
    [['--baseline-ref', 'main'], '--baseline-ref needs --baseline-url'],
    [['--baseline-build-command', 'npm ci'], '--baseline-build-command needs --baseline-ref'],
    [
      ['--baseline-ref=-x', '--baseline-url', 'http://127.0.0.1:1', '--baseline-start-command', 'true'],
      '--baseline-ref is "-x"',
    ],
    [
      ['--baseline-ref', 'ma in', '--baseline-url', 'http://127.0.0.1:1', '--baseline-start-command', 'true'],
      '--baseline-ref is "ma in"',
    ],
    [
      ['--baseline-ref', 'main:main', '--baseline-url', 'http://127.0.0.1:1', '--baseline-start-command', 'true'],
      '--baseline-ref is "main:main"',
    ],
  ])('refuses %j as bad input, exit 2', async (flags, message) => {
    const { code, stderr } = await loadtool(['gate', '--config', 'nowhere.json', ...flags]);
    expect(code).toBe(2);
    expect(stderr).toContain(message);
  });

  describe('in the action', () => {
    afterEach(() => {
      delete process.env['INPUT_BASELINE-REF'];
      delete process.env['INPUT_BASELINE-BUILD-COMMAND'];
      delete process.env['INPUT_BASELINE-URL'];
      delete process.env['INPUT_BASELINE-START-COMMAND'];
    });

    it('are documented in action.yml and in the README’s inputs table', async () => {
      const action = parse(await readFile(join(ROOT, 'action.yml'), 'utf8')) as {
        inputs: Record<string, { description: string }>;
      };
      const readme = await readFile(join(ROOT, 'README.md'), 'utf8');
      for (const input of ['baseline-ref', 'baseline-build-command']) {
        expect(action.inputs[input]?.description).toBeTruthy();
        expect(readme).toMatch(new RegExp(`^\\| \`${input}\` \\|`, 'm'));
      }
    });

    it('reads baseline-ref and baseline-build-command', () => {
      process.env['INPUT_BASELINE-REF'] = 'main';
      process.env['INPUT_BASELINE-BUILD-COMMAND'] = 'npm ci && npm run build';
      process.env['INPUT_BASELINE-URL'] = 'http://localhost:3001';
      process.env['INPUT_BASELINE-START-COMMAND'] = 'PORT=3001 npm start';
      expect(readInputs()).toMatchObject({ baselineRef: 'main', baselineBuildCommand: 'npm ci && npm run build' });
    });

    it('refuses a ref that would be a git option, and a build command without a ref, all at once', () => {
      process.env['INPUT_BASELINE-REF'] = '--upload-pack=evil';
      process.env['INPUT_BASELINE-URL'] = 'http://localhost:3001';
      expect(() => readInputs()).toThrow(
        /Input baseline-ref is "--upload-pack=evil".*\n.*Input baseline-ref needs Input baseline-start-command/,
      );
      delete process.env['INPUT_BASELINE-REF'];
      process.env['INPUT_BASELINE-BUILD-COMMAND'] = 'npm ci';
      expect(() => readInputs()).toThrow('Input baseline-build-command needs Input baseline-ref');
    });
  });
});

// Runs against dist/index.js: the bundle must be rebuilt (npm run bundle) after a change of src/ for it to see it.
describe('the bundled action with baseline-ref', () => {
  it('fetches the base branch, builds and starts it in a worktree, and compares; the worktree is gone after', async () => {
    const setup = await gitSetup();
    const github = await startFakeGitHub({ owner: 'acme', repo: 'shop', pr: 7, token: 'ghs_baselineref0123456789' });
    servers.push(github.server);
    const runnerTemp = await tempDir();
    const runner = await runnerEnv(
      setup.workspace,
      {
        'github-token': 'ghs_baselineref0123456789',
        generate: 'never',
        'start-command': setup.startCommand,
        'wait-for': setup.headUrl,
        'baseline-ref': 'main',
        'baseline-build-command': 'node build.js',
        'baseline-start-command': setup.baseStartCommand,
        'baseline-url': setup.baseUrl,
      },
      { ...(await pullRequestEnv(setup.workspace, github.url)), RUNNER_TEMP: runnerTemp },
    );
    const before = git(setup.workspace, 'status', '--porcelain');
    const run = await runBundle('dist/index.js', [], { cwd: setup.workspace, env: runner.env, timeoutMs: 60_000 });
    expect(run.stdout).toMatch(/Base build: main at [0-9a-f]{7} in /);
    expect(run.code).toBe(0);
    expect(parseOutputs(await runner.outputs()).outcome).toMatch(/^(passed|inconclusive)$/);
    const dir = worktreeOf(run.stdout);
    expect(dir.startsWith(runnerTemp)).toBe(true);
    const base = (await requests(setup)).filter((line) => line.endsWith(' base'));
    expect(base.length).toBeGreaterThan(0);
    expect(base.every((line) => line.startsWith(`${dir} `))).toBe(true);
    const results = await readJson(join(setup.workspace, 'qa-reports/perf/results.json'));
    expectExtendedRounds(results.scenarios[0]!.comparison!.rounds);
    expectWorktreeRemoved(setup, run.stdout);
    // The runner's files (outputs, summary, event) are the only new ones, untracked; nothing tracked changed.
    expect(git(setup.workspace, 'status', '--porcelain', '--untracked-files=no')).toBe(
      before
        .split('\n')
        .filter((line) => !line.startsWith('??'))
        .join('\n'),
    );
  }, 90_000);
});

/**
 * Expects the rounds of a same-job comparison of 2 planned rounds a side: never a 95% interval below 4 a side, so the
 * default --max-rounds extends it, to at most three times as many; as many on each side.
 */
function expectExtendedRounds(rounds: { base: number; head: number }): void {
  expect(rounds.base).toBe(rounds.head);
  expect(rounds.base).toBeGreaterThanOrEqual(4);
  expect(rounds.base).toBeLessThanOrEqual(6);
}
