import { MAX_WORKERS } from '../engine/workers/worker-count.js';

/** `--workers N|auto` of `run` and `gate`: how many worker threads send the load. */
export const WORKERS_OPTION = [
  '--workers <n|auto>',
  `send the load from n worker threads (1 to ${MAX_WORKERS}), each running its exact part of every scenario's users, merged into one result; auto: one per core (less one with --start-command); default 1, the main thread alone`,
] as const;
