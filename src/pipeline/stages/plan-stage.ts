// The plan stage: qa-plan.md found and read once, for generation or the drift check.
import { readFile } from 'node:fs/promises';
import { relative } from 'node:path';
import { findPlan, type FindPlanOptions } from '../../plan/find-plan.js';
import type { Scope } from '../../plan/read-scope.js';

/**
 * The plan's scope, read once and handed to the stage that needs it (generation, or the drift check): `read` from
 * `file` (relative to the working directory, as every path the pipeline shows); `none` when no plan was wanted
 * (`--plan none`); `missing` when there was none where it was looked for. Without a plan the scope is empty.
 */
export type PlanScope =
  { status: 'read'; scope: Scope; file: string } | { status: 'none' | 'missing'; scope: Scope; file?: undefined };

/**
 * Returns the scope of the plan: the file `plan` names (`none`: no plan), else the `qa-plan.md` findPlan finds under
 * `root` or `docsPath`; an empty scope when there is none, for the caller to decide whether that is an error.
 */
export async function readPlan(options: FindPlanOptions): Promise<PlanScope> {
  const empty: Scope = { found: false, entries: [], defaults: {} };
  if (options.plan === 'none') return { scope: empty, status: 'none' };
  const found = await findPlan(options);
  if (!found) return { scope: empty, status: 'missing' };
  const file = relative(process.cwd(), found);
  // The markdown parser is loaded only for a plan there is to read.
  const { readScope } = await import('../../plan/read-scope.js');
  return { scope: readScope(await readFile(found, 'utf8'), file), file, status: 'read' };
}
