// Paths as GitHub wants them: relative to the workspace for annotations, to the repository for links.
import { isAbsolute, relative, resolve } from 'node:path';

/** Returns the path relative to the workspace, as annotations need it. */
export function workspacePath(file: string): string {
  return relative(process.env.GITHUB_WORKSPACE ?? process.cwd(), resolve(file));
}

/** Returns a file's path in the repository, or undefined for a URL (a schema URL) or a file outside the workspace. */
export function repositoryPath(file: string): string | undefined {
  if (/^[a-z][\w+.-]*:\/\//i.test(file)) return undefined;
  const path = workspacePath(file);
  return path.startsWith('..') || isAbsolute(path) ? undefined : path;
}
