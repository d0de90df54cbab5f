// The run id every pushed series carries (label run_id), so that a dashboard picks one run.
import { randomBytes } from 'node:crypto';

/** Returns LOADTOOL_RUN_ID, else GitHub's GITHUB_RUN_ID-GITHUB_RUN_ATTEMPT, else a random id of 12 hex digits. */
export function runIdOf(env: NodeJS.ProcessEnv): string {
  if (env.LOADTOOL_RUN_ID) return env.LOADTOOL_RUN_ID;
  if (env.GITHUB_RUN_ID) return `${env.GITHUB_RUN_ID}-${env.GITHUB_RUN_ATTEMPT ?? '1'}`;
  return randomBytes(6).toString('hex');
}
