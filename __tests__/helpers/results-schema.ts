import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { resultsProblems } from '../../src/results/results-problems.js';

/** Returns what does not fit schemas/results.schema.json in a value, as `path: message` lines; [] when it fits. */
export function resultsSchemaErrors(data: unknown): string[] {
  return resultsProblems(data).map(({ path, message }) => `${path}: ${message}`);
}

/**
 * Throws when a `results.json` under one of the folders does not fit the published contract, naming the file and
 * each problem: every results.json a test makes is checked against the schema. A test that hands `loadtool report`
 * a broken file on purpose names it otherwise.
 */
export async function expectResultsFitSchema(dirs: string[]): Promise<void> {
  const failures: string[] = [];
  for (const dir of dirs) {
    const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
    for (const entry of entries) {
      if (!entry.isFile() || entry.name !== 'results.json') continue;
      const file = join(entry.parentPath, entry.name);
      let errors: string[];
      try {
        errors = resultsSchemaErrors(JSON.parse(await readFile(file, 'utf8')));
      } catch (error) {
        errors = [(error as Error).message];
      }
      if (errors.length > 0)
        failures.push(`${file} does not fit schemas/results.schema.json:\n  ${errors.join('\n  ')}`);
    }
  }
  if (failures.length > 0) throw new Error(failures.join('\n'));
}
