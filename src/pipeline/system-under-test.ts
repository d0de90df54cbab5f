import { spawn } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';
import { request } from 'undici';
import { CannotRunError } from './cannot-run-error.js';

/** How long `wait-for` is polled when no timeout is given. */
export const DEFAULT_WAIT_SECONDS = 60;
/** The pause between two polls of `wait-for`. */
const POLL_INTERVAL_MS = 500;
/** How long a stopped system under test has after SIGTERM before SIGKILL. */
const STOP_GRACE_MS = 5_000;
/** How much of the command's output is kept for the log: its last bytes. */
const MAX_OUTPUT_BYTES = 256 * 1024;

export interface StartOptions {
  /** A URL polled until it answers with any HTTP status. */
  waitFor?: string;
  waitSeconds?: number;
  signal?: AbortSignal;
}

/** A system under test started by `start-command`. */
export interface StartedSystem {
  /** Stops the command and everything it started (its process group); resolves when it has exited. */
  stop(): Promise<void>;
  /** The command's output so far (stdout and stderr interleaved), its last 256 KiB. */
  output(): string;
}

/**
 * Starts `command` in a shell, in a process group of its own, and waits until `waitFor` answers. Throws a
 * CannotRunError, the command already stopped, when it exits first or `waitFor` does not answer in time.
 */
export async function startSystemUnderTest(command: string, options: StartOptions = {}): Promise<StartedSystem> {
  const child = spawn(command, { shell: true, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = Buffer.alloc(0);
  const keep = (chunk: Buffer) => {
    output = Buffer.concat([output, chunk]);
    if (output.length > MAX_OUTPUT_BYTES) output = output.subarray(output.length - MAX_OUTPUT_BYTES);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  let exitCode: number | null | undefined;
  const exited = new Promise<void>((resolve) => {
    child.once('exit', (code, signal) => {
      exitCode = code ?? (signal ? 128 : null);
      resolve();
    });
    child.once('error', (error) => {
      keep(Buffer.from(`${error.message}\n`));
      exitCode = -1;
      resolve();
    });
  });

  const system: StartedSystem = {
    output: () => output.toString('utf8'),
    stop: async () => {
      if (exitCode !== undefined) return;
      signalGroup(child.pid, 'SIGTERM');
      const killed = sleep(STOP_GRACE_MS, undefined, { ref: false }).then(() => {
        signalGroup(child.pid, 'SIGKILL');
      });
      await Promise.race([exited, killed]);
      await exited;
    },
  };
  if (!options.waitFor) return system;

  const seconds = options.waitSeconds ?? DEFAULT_WAIT_SECONDS;
  const deadline = Date.now() + seconds * 1000;
  for (;;) {
    if (exitCode !== undefined) {
      throw new CannotRunError(
        `start-command exited with code ${exitCode} before ${options.waitFor} answered; its output is in the log above`,
      );
    }
    if (options.signal?.aborted) {
      await system.stop();
      throw new CannotRunError('cancelled while waiting for the system under test');
    }
    if (await answers(options.waitFor)) return system;
    if (Date.now() >= deadline) {
      await system.stop();
      throw new CannotRunError(
        `${options.waitFor} did not answer within ${seconds} s after start-command; check that the command starts the service on that address, or raise wait-timeout`,
      );
    }
    await sleep(POLL_INTERVAL_MS);
  }
}

/** Returns true when the URL answers with any HTTP status within 2 s. */
async function answers(url: string): Promise<boolean> {
  try {
    const response = await request(url, { headersTimeout: 2_000, bodyTimeout: 2_000 });
    await response.body.dump();
    return true;
  } catch {
    return false;
  }
}

function signalGroup(pid: number | undefined, signal: NodeJS.Signals): void {
  if (pid === undefined) return;
  try {
    process.kill(-pid, signal);
  } catch {
    // The group is gone already.
  }
}
