// Finds the results files to merge: files as given, folders searched at any depth for `results.json`.
import { readdir, stat } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { InputError } from '../errors.js';

/**
 * Returns the results files to merge, sorted within each folder: a file as given, a folder as every `results.json`
 * under it at any depth (download-artifact puts each artifact in a folder of its own), except the files in `exclude`
 * (the merge's own output, so that merging again into the same folder does not read the last merge). Throws an
 * InputError (exit 2) naming a path that does not exist and a folder with no results.json.
 */
export async function findResultsFiles(paths: readonly string[], exclude: readonly string[] = []): Promise<string[]> {
  const excluded = new Set(exclude.map((file) => resolve(file)));
  const files: string[] = [];
  for (const path of paths) {
    const info = await stat(path).catch(() => undefined);
    if (info === undefined)
      throw new InputError(path, [
        { path: '', message: 'does not exist: pass the results.json of each shard, or a folder that holds them' },
      ]);
    if (!info.isDirectory()) {
      files.push(path);
      continue;
    }
    const found = (await readdir(path, { recursive: true, withFileTypes: true }))
      .filter((entry) => entry.isFile() && entry.name === 'results.json')
      .map((entry) => join(entry.parentPath, entry.name))
      .filter((file) => !excluded.has(resolve(file)))
      .sort();
    if (found.length === 0)
      throw new InputError(path, [
        {
          path: '',
          message:
            'holds no results.json (searched at any depth): download the shards’ artifacts into it, or pass the files',
        },
      ]);
    files.push(...found);
  }
  return files;
}
