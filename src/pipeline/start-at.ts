// Waits for `--start-at`, so that every shard sends its first request together.
import { setTimeout as sleep } from 'node:timers/promises';
import { CancelledError } from '../errors.js';
import type { PipelineReporter } from './reporter.js';

/**
 * Returns once `startAt` (ms since the epoch, `--start-at`) has come, so that every shard sends its first request
 * together; at once, with a warning, when it has passed. Throws a CancelledError when cancelled while waiting.
 */
export async function waitForStart(
  startAt: number,
  reporter: PipelineReporter,
  signal?: AbortSignal,
  now = Date.now(),
): Promise<void> {
  const when = new Date(startAt).toISOString();
  const waitMs = startAt - now;
  if (waitMs <= 0) {
    reporter.warning(
      `start-at ${when} was ${Math.round(-waitMs / 1000)} s ago: starting at once, so the shards do not start together; give a time far enough ahead for every shard to be ready`,
    );
    return;
  }
  reporter.info(`Waiting ${Math.ceil(waitMs / 1000)} s, until ${when} (start-at), before the first request`);
  try {
    await sleep(waitMs, undefined, { signal });
  } catch (error) {
    if (!signal?.aborted) throw error;
    throw new CancelledError('Cancelled while waiting for start-at, before the run started; nothing was written.');
  }
}
