// The folder of the report files, relative to the config file, refused outside the workspace.
import { realpath } from 'node:fs/promises';
import { basename, dirname, isAbsolute, join, relative, resolve, sep } from 'node:path';
import { ConfigError } from '../config/config-error.js';

/**
 * Returns the report folder, relative to the working directory as every path the pipeline shows: a relative
 * `reportDir` is relative to the config file, an absolute one is kept. With a workspace, a folder outside it
 * is refused: the action must not write over the runner's other files.
 */
export async function reportDirOf(
  configFile: string,
  reportDir: string,
  workspace: string | undefined,
): Promise<string> {
  const dir = resolve(dirname(resolve(configFile)), reportDir);
  // Real paths, so that a symbolic link inside the checkout that points elsewhere does not lead the reports out.
  if (workspace !== undefined && !isInside(await realPathOf(workspace), await realPathOf(dir))) {
    throw new ConfigError(configFile, [
      {
        path: 'domains.performance.reportDir',
        message: `${JSON.stringify(reportDir)} leads to ${dir}, outside the workspace ${resolve(workspace)}: the action writes its reports only inside the repository's checkout. Give a folder inside it, relative to ${configFile}, e.g. "./qa-reports/perf".`,
      },
    ]);
  }
  return relative(process.cwd(), dir) || '.';
}

/** Returns the real path of `path`: its longest existing ancestor with links resolved, and the rest as given. */
async function realPathOf(path: string): Promise<string> {
  const absolute = resolve(path);
  try {
    return await realpath(absolute);
  } catch {
    const parent = dirname(absolute);
    return parent === absolute ? absolute : join(await realPathOf(parent), basename(absolute));
  }
}

/** Returns whether `path` is `dir` or inside it. */
function isInside(dir: string, path: string): boolean {
  const rel = relative(dir, path);
  return rel === '' || (!isAbsolute(rel) && rel !== '..' && !rel.startsWith(`..${sep}`));
}
