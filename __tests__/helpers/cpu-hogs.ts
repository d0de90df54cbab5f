import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

/** Starts `count` child processes that each keep a core busy; the caller kills them (SIGKILL) when done. */
export function cpuHogs(count: number): ChildProcess[] {
  return Array.from({ length: count }, () => spawn(process.execPath, ['-e', 'for(;;){}'], { stdio: 'ignore' }));
}

/** The lock of the tests that compare the machine with and without their hogs (a folder: made at once, or not). */
const LOCK = join(tmpdir(), 'qa-perf-tests-cpu-hogs.lock');
/** A lock older than this was left by a test process that died holding it. */
const STALE_MS = 180_000;

/**
 * Runs `measure` while no other test file of this machine runs one: the tests that tell a machine with their CPU
 * hogs from the same machine without them measure the "without" side too, and another test's hogs during that side
 * (jest runs test files side by side) made both sides alike. Busy loops outside the tests still run: the tests allow
 * for them.
 */
export async function withoutOtherHogs<T>(measure: () => Promise<T>): Promise<T> {
  for (;;) {
    try {
      mkdirSync(LOCK);
      break;
    } catch (error) {
      if ((error as { code?: unknown }).code !== 'EEXIST') throw error;
      try {
        if (Date.now() - statSync(LOCK).mtimeMs > STALE_MS) rmSync(LOCK, { recursive: true, force: true });
      } catch {
        // Released between the two calls: the next attempt takes it.
      }
      await sleep(100);
    }
  }
  try {
    return await measure();
  } finally {
    rmSync(LOCK, { recursive: true, force: true });
  }
}
