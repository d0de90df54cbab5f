import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach } from '@jest/globals';
import { expectResultsFitSchema } from './results-schema.js';

/**
 * Returns a function that makes a fresh empty folder; every folder is removed after each test, once every
 * `results.json` in it was checked against schemas/results.schema.json (the test fails when one does not fit).
 */
export function useTempDirs(): () => Promise<string> {
  const made: string[] = [];
  afterEach(async () => {
    const dirs = made.splice(0);
    try {
      await expectResultsFitSchema(dirs);
    } finally {
      await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
    }
  });
  return async () => {
    const dir = await mkdtemp(join(tmpdir(), 'qa-perf-'));
    made.push(dir);
    return dir;
  };
}
