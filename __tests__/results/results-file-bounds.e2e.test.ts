import { execFileSync } from 'node:child_process';
import { closeSync, constants, openSync } from 'node:fs';
import { mkdir, readFile, truncate, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from '@jest/globals';
import { BUG_SENTENCE } from '../../src/errors.js';
import { MAX_RESULTS_BYTES } from '../../src/results/read-results-text.js';
import { loadtool } from '../helpers/cli.js';
import { runResults, scenarioResult } from '../helpers/results.js';
import { useTempDirs } from '../helpers/temp-dir.js';

// Every command that reads a results file (report, compare, --baseline of run) reads it through one bounded reader:
// what is not a regular file is refused before it is opened (a named pipe never blocks), and no more than
// MAX_RESULTS_BYTES is read of any file, whatever its size says. A parse error names file:line:column and never
// quotes the text, which may hold secrets (/proc/self/environ holds the environment).

const tempDir = useTempDirs();

/**
 * Named pipes made by a test: each is opened for writing afterwards, so that a reader stuck on one is let go. Opened
 * synchronously: stuck readers hold the threads that an asynchronous open would wait for.
 */
const fifos: string[] = [];
afterEach(() => {
  for (const fifo of fifos.splice(0)) {
    try {
      closeSync(openSync(fifo, constants.O_WRONLY | constants.O_NONBLOCK));
    } catch {
      // No reader is stuck on it.
    }
  }
});

/** The environment this process started with, as /proc/self/environ gives it: each value that could be a secret. */
async function environValues(): Promise<string[]> {
  const text = await readFile('/proc/self/environ', 'utf8');
  return text
    .split('\0')
    .map((entry) => entry.slice(entry.indexOf('=') + 1))
    .filter((value) => value.length >= 8);
}

interface Hostile {
  what: string;
  /** Returns the path of the hostile file, made in `dir`. */
  make: (dir: string) => Promise<string>;
  /** What the message says after the file's name (and position). */
  message: RegExp;
  /** Whether the message points at a line and column. */
  positioned?: boolean;
}

const HOSTILE: Hostile[] = [
  {
    what: 'a named pipe that nobody writes',
    make: (dir) => {
      const fifo = join(dir, 'pipe.json');
      execFileSync('mkfifo', [fifo]);
      fifos.push(fifo);
      return Promise.resolve(fifo);
    },
    message: /^is a named pipe \(FIFO\), not a file: pass the path of a results\.json written by `loadtool run`/,
  },
  {
    what: '/dev/zero',
    make: () => Promise.resolve('/dev/zero'),
    message: /^is a character device, not a file: pass the path of a results\.json written by `loadtool run`/,
  },
  {
    what: 'a folder',
    make: async (dir) => {
      await mkdir(join(dir, 'folder'));
      return join(dir, 'folder');
    },
    message: /^is a folder, not a file: pass the path of a results\.json written by `loadtool run`/,
  },
  {
    what: 'a sparse file of 300 MB',
    make: async (dir) => {
      const file = join(dir, 'huge.json');
      await writeFile(file, '');
      await truncate(file, 300 * 1024 * 1024);
      return file;
    },
    message:
      /^is larger than the 64 MiB a results\.json may be: pass the path of a results\.json written by `loadtool run`/,
  },
  {
    what: '/proc/self/environ (a file of size 0 by stat that holds the environment)',
    make: () => Promise.resolve('/proc/self/environ'),
    message: /^is not JSON: expected a value \(an object, array, string, number, true, false or null\) here/,
    positioned: true,
  },
  {
    what: 'a file whose JSON breaks on line 3',
    make: async (dir) => {
      const file = join(dir, 'broken.json');
      await writeFile(file, '{\n  "version": 1,\n  "token": ghp_notquotedanywhere0123\n}\n');
      return file;
    },
    message: /^is not JSON: expected a value \(an object, array, string, number, true, false or null\) here/,
    positioned: true,
  },
];

/** A valid results.json in `dir`, for the other side of `compare`. */
async function goodResults(dir: string): Promise<string> {
  const file = join(dir, 'good.json');
  await writeFile(file, JSON.stringify(runResults([scenarioResult()])));
  return file;
}

/** A load test whose target refuses connections: a --baseline refused as bad input never sends any load. */
async function loadTest(dir: string): Promise<string> {
  const file = join(dir, 'loadtool.yaml');
  await writeFile(
    file,
    'version: 1\nbaseUrl: http://127.0.0.1:1\nscenarios:\n  - { name: Items, endpoint: GET /ok, concurrentUsers: 1, duration: 1s }\n',
  );
  return file;
}

const COMMANDS: Array<{ command: string; args: (dir: string, file: string) => Promise<string[]> }> = [
  { command: 'report FILE', args: (_dir, file) => Promise.resolve(['report', file]) },
  { command: 'compare FILE good', args: async (dir, file) => ['compare', file, await goodResults(dir)] },
  { command: 'compare good FILE', args: async (dir, file) => ['compare', await goodResults(dir), file] },
  {
    command: 'run --baseline FILE',
    args: async (dir, file) => ['run', await loadTest(dir), '--out', join(dir, 'out'), '--baseline', file],
  },
];

const CASES = HOSTILE.flatMap((hostile) => COMMANDS.map((command) => ({ ...hostile, ...command })));

describe('a results file that is not one, read by every command that takes one', () => {
  it.each(CASES)(
    '$command with $what: exit 2, the file named and why, nothing quoted',
    async (each) => {
      const dir = await tempDir();
      const file = await each.make(dir);

      const { code, stdout, stderr } = await loadtool(await each.args(dir, file));

      expect(code).toBe(2);
      const line = stderr.split('\n').find((text) => text.startsWith(`${file}:`));
      expect(line).toBeDefined();
      const rest = line!.slice(file.length + 1);
      if (each.positioned) expect(rest).toMatch(/^\d+:\d+: /);
      expect(rest.replace(/^\d+:\d+: /, '').trimStart()).toMatch(each.message);
      expect(stderr).not.toContain(BUG_SENTENCE);
      expect(stderr).not.toMatch(/^\s+at /m);
      // Nothing of the file's text reaches the output: not a secret of the environment, not the broken file's token.
      for (const value of [...(await environValues()), 'ghp_notquotedanywhere0123'])
        expect(`${stdout}${stderr}`).not.toContain(value);
    },
    30_000,
  );

  it('points at the line and column where the JSON breaks', async () => {
    const dir = await tempDir();
    const file = join(dir, 'broken.json');
    await writeFile(file, '{\n  "version": 1,\n  "token": ghp_notquotedanywhere0123\n}\n');
    const { stderr } = await loadtool(['report', file]);
    expect(stderr).toContain(`${file}:3:12: is not JSON: expected a value`);
  });

  it('reads a file of exactly the largest size, and refuses one byte more', async () => {
    const dir = await tempDir();
    const file = join(dir, 'padded.json');
    // A valid results.json padded with spaces to the limit: read whole and rendered.
    const text = JSON.stringify(runResults([scenarioResult()]));
    await writeFile(file, text.padEnd(MAX_RESULTS_BYTES, ' '));
    expect((await loadtool(['report', file, '--format', 'json'])).code).toBe(0);
    await writeFile(file, text.padEnd(MAX_RESULTS_BYTES + 1, ' '));
    const refused = await loadtool(['report', file]);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain(`${file}: is larger than the 64 MiB a results.json may be`);
  }, 30_000);
});
