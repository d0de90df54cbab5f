// The golden-file helper itself: a missing golden fails unless UPDATE_GOLDENS=1, which writes it; a changed output
// fails with Jest's diff and leaves the file alone; UPDATE_GOLDENS=1 rewrites only what differs.
import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { stripVTControlCharacters } from 'node:util';
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { expectGolden } from './helpers/golden.js';
import { useTempDirs } from './helpers/temp-dir.js';

const tempDir = useTempDirs();
const RENDERED = '## ✅ qa-perf: the scenario passed\n\n| a | b |\n';

describe('expectGolden', () => {
  const before = process.env.UPDATE_GOLDENS;
  beforeEach(() => {
    // Each test sets the variable itself, so that running the suite with UPDATE_GOLDENS=1 does not change them.
    delete process.env.UPDATE_GOLDENS;
  });
  afterEach(() => {
    if (before === undefined) delete process.env.UPDATE_GOLDENS;
    else process.env.UPDATE_GOLDENS = before;
    jest.restoreAllMocks();
  });

  /** Keeps what the helper says on the console, instead of printing it. */
  const spyOnLog = () => jest.spyOn(console, 'log').mockImplementation(() => undefined);

  it('fails when the golden is missing, saying how to write it, and writes nothing', async () => {
    const file = join(await tempDir(), '__goldens__', 'summary.md');
    expect(() => {
      expectGolden(file, RENDERED);
    }).toThrow(/golden file .*summary\.md is missing: .*UPDATE_GOLDENS=1/);
    expect(existsSync(file)).toBe(false);
  });

  it('writes a missing golden with UPDATE_GOLDENS=1 and says so; the next run compares with it', async () => {
    const file = join(await tempDir(), '__goldens__', 'nested', 'summary.md');
    const log = spyOnLog();
    process.env.UPDATE_GOLDENS = '1';
    expectGolden(pathToFileURL(file), RENDERED);
    expect(readFileSync(file, 'utf8')).toBe(RENDERED);
    expect(log).toHaveBeenCalledTimes(1);
    expect(String(log.mock.calls[0]![0])).toMatch(/^Wrote the golden file .*summary\.md/);

    delete process.env.UPDATE_GOLDENS;
    expect(() => {
      expectGolden(file, RENDERED);
    }).not.toThrow();
    expect(() => {
      expectGolden(file, `${RENDERED}\n`);
    }).toThrow();
  });

  it('fails on a changed output with a diff that names the file, and leaves the golden as it was', async () => {
    const file = join(await tempDir(), 'comment.md');
    writeFileSync(file, RENDERED);
    const changed = RENDERED.replace('passed', 'failed');
    let message = '';
    try {
      expectGolden(file, changed);
    } catch (error) {
      message = stripVTControlCharacters((error as Error).message);
    }
    expect(message).toContain('differs from the golden file');
    expect(message).toContain('comment.md');
    // Jest's line diff of a multi-line string: the golden's line, then the output's.
    expect(message).toContain('- ## ✅ qa-perf: the scenario passed\n+ ## ✅ qa-perf: the scenario failed');
    expect(readFileSync(file, 'utf8')).toBe(RENDERED);
  });

  it('rewrites a changed golden with UPDATE_GOLDENS=1, and leaves an unchanged one untouched and unmentioned', async () => {
    const file = join(await tempDir(), 'junit.xml');
    writeFileSync(file, '<old/>');
    const log = spyOnLog();
    process.env.UPDATE_GOLDENS = '1';
    expectGolden(file, '<new/>');
    expect(readFileSync(file, 'utf8')).toBe('<new/>');
    expect(String(log.mock.calls[0]![0])).toMatch(/^Rewrote the golden file .*junit\.xml/);

    log.mockClear();
    const written = statSync(file).mtimeMs;
    expectGolden(file, '<new/>');
    expect(log).not.toHaveBeenCalled();
    expect(statSync(file).mtimeMs).toBe(written);
  });

  it('is not switched on by any value but 1', async () => {
    const file = join(await tempDir(), 'missing.txt');
    process.env.UPDATE_GOLDENS = 'true';
    expect(() => {
      expectGolden(file, RENDERED);
    }).toThrow(/is missing/);
    expect(existsSync(file)).toBe(false);
  });
});
