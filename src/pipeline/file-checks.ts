// Whether a path exists, or is a folder: the pipeline's small questions to the file system.
import { access, stat } from 'node:fs/promises';

/** Returns whether `path` is a folder. */
export function isFolder(path: string): Promise<boolean> {
  return stat(path).then(
    (stats) => stats.isDirectory(),
    () => false,
  );
}

/** Returns whether something exists at `file`. */
export function exists(file: string): Promise<boolean> {
  return access(file).then(
    () => true,
    () => false,
  );
}
