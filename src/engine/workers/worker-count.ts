// `--workers N|auto` parsed, and resolved against the machine's cores.
import { availableParallelism } from 'node:os';

/** `--workers N|auto` as given: a number of worker threads, or `auto` (the runner's cores). */
export type WorkerCount = number | 'auto';

/** The most worker threads of one run: more than the cores of any runner GitHub offers. */
export const MAX_WORKERS = 64;

/** The text `--workers` (or the input `workers`) takes, for messages and the help. */
export const WORKERS_SYNTAX = `a number of worker threads from 1 to ${MAX_WORKERS}, or "auto" (one per core)`;

/**
 * Returns the worker count a text asks for (`auto`, or a whole number 1 to MAX_WORKERS), or undefined when the text
 * is not one; the caller names its flag or input in the message.
 */
export function parseWorkerCount(text: string): WorkerCount | undefined {
  const trimmed = text.trim().toLowerCase();
  if (trimmed === 'auto') return 'auto';
  if (!/^[0-9]+$/.test(trimmed)) return undefined;
  const count = Number(trimmed);
  return count >= 1 && count <= MAX_WORKERS ? count : undefined;
}

/**
 * Returns the number of worker threads to run: the count asked for, or for `auto` the cores of the machine
 * (os.availableParallelism), less one when the system under test runs on the same machine (`start-command`), so that
 * the generator leaves it a core; at least 1, at most MAX_WORKERS.
 */
export function resolveWorkerCount(count: WorkerCount, sharesMachine: boolean, cores = availableParallelism()): number {
  if (count !== 'auto') return count;
  return Math.min(MAX_WORKERS, Math.max(1, cores - (sharesMachine ? 1 : 0)));
}
