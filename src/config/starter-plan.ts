// The starter qa-plan.md that `loadtool init` writes beside a new qa.config.json.
import { writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { writeFailed } from './onboard.js';

/**
 * The plan `loadtool init` writes beside a new qa.config.json, so that `loadtool generate` runs next with no flag
 * (docs/decisions.md#the-quick-start). Its Performance section names no endpoint: the scope is every operation
 * safe to repeat, as with `--plan none`, but in a file the user then edits. Its defaults keep the first run short
 * (10 users for 10 s a scenario, where generation's own are 30 s). The examples sit under a heading of their own,
 * since a line in the Performance section that names an endpoint would narrow the scope.
 */
function starterPlan(name: string | undefined): string {
  return `# ${name ?? 'Project'} — QA plan

## Performance

Concurrency: 10 users
Duration: 10s

## Editing the scope

The section above names no endpoint, so \`loadtool generate\` tests every operation that is safe to repeat (GET,
HEAD and GraphQL queries) with its defaults. Lines such as these, added to it, set the scope:

- \`GET /pets: 20 users, 30s, p95 < 300ms\` puts that operation in scope, with its own load and limits;
- \`not GET /health\` leaves an operation out;
- \`Login: \${API_USER} / \${API_PASSWORD}\` names the variables a generated login reads.

Run \`loadtool generate\` again after an edit: it keeps your hand edits of the load test.
`;
}

/** What writing the starter plan did: `wrote` it, or `kept` the plan that was already there. */
export interface StarterPlanResult {
  file: string;
  status: 'wrote' | 'kept';
}

/**
 * Writes the starter plan beside `configFile`, unless a qa-plan.md is there already: a plan is the user's. (The
 * caller looks under `requirements.docsPath` first: the plan module, a later stage, is not imported here.)
 */
export async function writeStarterPlan(configFile: string, name: string | undefined): Promise<StarterPlanResult> {
  const file = join(dirname(configFile), 'qa-plan.md');
  try {
    await writeFile(file, starterPlan(name), { flag: 'wx' });
    return { file, status: 'wrote' };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return { file, status: 'kept' };
    throw writeFailed(file, error);
  }
}
