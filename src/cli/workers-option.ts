// The worker flags of `run` and `gate`: `--workers N|auto`, `--force-workers`, capped by the machine's cores.
import { availableParallelism } from 'node:os';
import { MAX_WORKERS, type WorkerCount } from '../engine/workers/worker-count.js';

/** `--workers N|auto` of `run` and `gate`: how many worker threads send the load. */
export const WORKERS_OPTION = [
  '--workers <n|auto>',
  `send the load from n worker threads (1 to ${MAX_WORKERS}), each running its exact part of every scenario's users, merged into one result; auto: one per core (less one with --start-command); default 1, the main thread alone; n above the cores runs one per core, with a notice, unless --force-workers`,
] as const;

/** `--force-workers`: runs the `--workers` asked for even when it is more than the cores. */
export const FORCE_WORKERS_OPTION = [
  '--force-workers',
  'run the --workers asked for even above the cores of this machine (each thread then shares a core)',
] as const;

/**
 * Returns the `--workers` to run: a number above the machine's cores (os.availableParallelism()) lowered to them, with
 * a notice naming both, since threads beyond the cores share them and add only switching; as asked with `force`, for
 * `auto` (already the cores) and when not given.
 */
export function cappedWorkers(
  workers: WorkerCount | undefined,
  force: boolean,
  cores = availableParallelism(),
): { workers?: WorkerCount; notice?: string } {
  if (workers === undefined) return {};
  if (workers === 'auto' || force || workers <= cores) return { workers };
  const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;
  return {
    workers: cores,
    notice: `--workers ${workers} is more than the ${plural(cores, 'core')} of this machine: running ${plural(cores, 'worker thread')}, one per core (--force-workers runs ${workers})`,
  };
}
