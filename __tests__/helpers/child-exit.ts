/** Waiting for a child process of a test's server to exit, bounded in time. */
import type { ChildProcess } from 'node:child_process';

/** Returns a promise of the child's exit, already settled when it has exited. */
export function exitOf(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) =>
    child.once('exit', () => {
      resolve();
    }),
  );
}

/** Returns whether `promise` settled within `ms`. */
export async function within(promise: Promise<unknown>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>(
    (resolve) =>
      (timer = setTimeout(() => {
        resolve(false);
      }, ms)),
  );
  try {
    return await Promise.race([promise.then(() => true as const), timeout]);
  } finally {
    clearTimeout(timer);
  }
}
