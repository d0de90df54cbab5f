// Golden files: what a renderer writes, kept byte for byte beside its tests (in a `__goldens__` folder) as files a
// reviewer can open and a pull request's diff shows. One mechanism for every test (docs/testing.md): a golden that is
// missing fails, so that a deleted or misnamed one is noticed, and UPDATE_GOLDENS=1 writes or rewrites it. Jest's
// snapshot mode (--ci, -u) plays no part, so a run behaves the same on a laptop and in CI.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect } from '@jest/globals';

/**
 * Expects `actual` to be the content of the golden `file` (a path, or a URL such as
 * `new URL('./__goldens__/x.md', import.meta.url)`), byte for byte. Fails when the file is missing; with
 * UPDATE_GOLDENS=1 in the environment, writes the file instead when it is missing or differs, and says so.
 */
export function expectGolden(file: string | URL, actual: string): void {
  const path = file instanceof URL ? fileURLToPath(file) : file;
  const shown = relative(process.cwd(), path);
  const expected = readIfPresent(path);
  if (process.env.UPDATE_GOLDENS === '1') {
    if (expected !== actual) {
      mkdirSync(dirname(path), { recursive: true });
      writeFileSync(path, actual);
      console.log(`${expected === undefined ? 'Wrote' : 'Rewrote'} the golden file ${shown} (UPDATE_GOLDENS=1).`);
    }
    return;
  }
  if (expected === undefined) {
    throw new Error(
      `The golden file ${shown} is missing: run the test with UPDATE_GOLDENS=1 to write it, then review and commit it.`,
    );
  }
  try {
    // toBe, so that Jest shows a line-by-line diff of what changed.
    expect(actual).toBe(expected);
  } catch (error) {
    if (error instanceof Error) {
      error.message = `The output differs from the golden file ${shown} (rerun with UPDATE_GOLDENS=1 if the change is meant):\n\n${error.message}`;
    }
    throw error;
  }
}

/** The file's text, or undefined when there is no such file. */
function readIfPresent(path: string): string | undefined {
  try {
    return readFileSync(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}
