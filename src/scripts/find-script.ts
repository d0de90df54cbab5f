// Finds a script scenario's module: beside loadtool.yaml, else in the working directory.
import { statSync } from 'node:fs';
import { dirname, resolve } from 'node:path';

/** Where a script was looked for, and the file found (absent when none of the places holds it). */
export interface FoundScript {
  file?: string | undefined;
  tried: string[];
}

/**
 * Returns the file of a scenario's `script:` as written: resolved against the directory of loadtool.yaml, else the
 * working directory, as a user who runs `loadtool` from the repository's root or beside the file would expect.
 */
export function findScript(script: string, loadTestFile: string, cwd = process.cwd()): FoundScript {
  const tried = [...new Set([resolve(dirname(resolve(cwd, loadTestFile)), script), resolve(cwd, script)])];
  return { file: tried.find((path) => statSync(path, { throwIfNoEntry: false })?.isFile()), tried };
}
