// The shard flags of `run` and `gate`: `--shard i/n|auto` and `--start-at`.
/** `--shard i/n` of `run` and `gate`: this machine runs shard i of n. */
export const SHARD_OPTION = [
  '--shard <i/n|auto>',
  "run shard i of n (e.g. 2/4, on a matrix of n runners): this part of every scenario's users, split so that the shards add up exactly to the whole (10 users in 3 shards: 4, 3, 3); merge the shards' results.json with loadtool merge. auto, in a pod of a Kubernetes Indexed Job: shard JOB_COMPLETION_INDEX + 1 of JOB_COMPLETIONS (set JOB_COMPLETIONS to the Job's spec.completions in its manifest: Kubernetes does not set it)",
] as const;

/** `--start-at TIME` of `run` and `gate`: when the first request may start. */
export const START_AT_OPTION = [
  '--start-at <time>',
  'wait until this time before the first request, so that every shard starts together: ISO 8601 with a time zone (2026-01-01T10:00:00Z) or seconds since the epoch; at most 10 minutes ahead. Without the flag, from the variable LOADTOOL_START_AT when set',
] as const;
