// `--shard auto`: the shard of a pod of a Kubernetes Indexed Job (docs/scale.md#kubernetes-an-indexed-job).
import type { Shard } from '../results/types.js';

/** Set by Kubernetes in every pod of an Indexed Job (`completionMode: Indexed`): 0 to completions - 1. */
const INDEX_VARIABLE = 'JOB_COMPLETION_INDEX';
/** The number of shards: Kubernetes does not set it, the manifest does, to the Job's `spec.completions`. */
const COUNT_VARIABLE = 'JOB_COMPLETIONS';
/** `--start-at` from the environment (a ConfigMap through `envFrom`); the flag wins. */
export const START_AT_VARIABLE = 'LOADTOOL_START_AT';

/** The environment the variables are read from. */
export type ShardEnv = Record<string, string | undefined>;

/**
 * Returns the shard of this pod, `JOB_COMPLETION_INDEX + 1` of `JOB_COMPLETIONS`, or a sentence for each variable that
 * is missing or wrong, naming it and what to set, so that all are told at once. `label` names the flag or input.
 */
export function autoShard(env: ShardEnv, label: string, maxShards: number): { shard?: Shard; problems: string[] } {
  const problems: string[] = [];
  const index = wholeNumber(env, INDEX_VARIABLE, problems, {
    missing: `${label} auto needs ${INDEX_VARIABLE}, which Kubernetes sets in each pod of an Indexed Job (completionMode: Indexed); outside such a Job, write ${label} i/n`,
    what: "the pod's index in its Indexed Job, from 0",
  });
  const count = wholeNumber(env, COUNT_VARIABLE, problems, {
    missing: `${label} auto needs ${COUNT_VARIABLE}, the number of shards: Kubernetes does not set it, so set it in the Job's pod template (env: - name: ${COUNT_VARIABLE}, value: the Job's spec.completions, e.g. "4")`,
    what: "the Job's spec.completions",
  });
  if (count !== undefined && (count < 1 || count > maxShards))
    problems.push(
      `${COUNT_VARIABLE} is "${count}"; the number of shards must be 1 to ${maxShards}: set it to the Job's spec.completions`,
    );
  else if (index !== undefined && count !== undefined && index >= count)
    problems.push(
      `${INDEX_VARIABLE} is "${index}" and ${COUNT_VARIABLE} is "${count}": the ${count} pods of the Job are indexed 0 to ${count - 1}; set ${COUNT_VARIABLE} to the Job's spec.completions, as its parallelism`,
    );
  if (problems.length > 0 || index === undefined || count === undefined) return { problems };
  return { shard: { index: index + 1, count }, problems };
}

/** Returns the variable as a whole number from 0, or undefined after saying why it is missing or not a number. */
function wholeNumber(
  env: ShardEnv,
  name: string,
  problems: string[],
  words: { missing: string; what: string },
): number | undefined {
  const text = env[name]?.trim();
  if (text === undefined || text === '') {
    problems.push(words.missing);
    return undefined;
  }
  if (!/^\d{1,9}$/.test(text)) {
    // The value is shown only when it is short: a variable is not a place for a secret, but a long one is no help.
    const shown = text.length <= 20 ? `"${text}"` : 'not a number';
    problems.push(`${name} is ${shown}; it must be a whole number, ${words.what}`);
    return undefined;
  }
  return Number(text);
}
