// Finds `qa-plan.md`: the path given, else at the root, else in `requirements.docsPath`.
import { readdir, stat } from 'node:fs/promises';
import { isAbsolute, join } from 'node:path';

const PLAN_FILE = 'qa-plan.md';

export interface FindPlanOptions {
  /** The `plan` input or `--plan` flag: a file, or a folder holding `qa-plan.md`; relative to the working directory. */
  plan?: string;
  /** The project root, where `qa-plan.md` is looked up first. */
  root: string;
  /** `requirements.docsPath`, relative to `root`: where `qa-plan.md` is looked up next. */
  docsPath?: string | null;
}

/**
 * Returns the path of the `qa-plan.md` to read: the path given, else `qa-plan.md` at the project root,
 * else in `requirements.docsPath`. Returns undefined when there is none, or when the path given does not exist, so
 * that the caller can say which.
 */
export async function findPlan({ plan, root, docsPath }: FindPlanOptions): Promise<string | undefined> {
  if (plan) {
    const info = await stat(plan).catch(() => undefined);
    if (info?.isFile()) return plan;
    return info?.isDirectory() ? planIn(plan) : undefined;
  }
  const atRoot = await planIn(root);
  if (atRoot || !docsPath) return atRoot;
  return planIn(isAbsolute(docsPath) ? docsPath : join(root, docsPath));
}

/** Returns the `qa-plan.md` in a folder; a file named in another case (`QA-PLAN.md`) also counts. */
async function planIn(folder: string): Promise<string | undefined> {
  const exact = join(folder, PLAN_FILE);
  if ((await stat(exact).catch(() => undefined))?.isFile()) return exact;
  const names = await readdir(folder).catch(() => [] as string[]);
  for (const name of names.sort()) {
    if (name.toLowerCase() !== PLAN_FILE) continue;
    const path = join(folder, name);
    if ((await stat(path).catch(() => undefined))?.isFile()) return path;
  }
  return undefined;
}
