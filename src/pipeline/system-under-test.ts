// The system under test: `start-command` started in a process group of its own, `wait-for` polled until it answers.
import { spawn } from 'node:child_process';
import { constants } from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import { request } from 'undici';
import { CancelledError, CannotRunError } from '../errors.js';
import { onForcedExit } from '../forced-exit.js';
import { DEFAULT_WAIT_SECONDS } from './wait-timeout.js';

export { DEFAULT_WAIT_SECONDS } from './wait-timeout.js';
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
  /** The command's exit code once it has exited on its own or been stopped (128 + the signal's number when a signal ended it); undefined while it runs. */
  exitCode(): number | undefined;
  /** Resolves once the command has exited and its output is complete (on its own or stopped). */
  closed(): Promise<void>;
}

/**
 * Starts `command` in a shell, in a process group of its own, and waits until `waitFor` answers. Throws a
 * CannotRunError, the command already stopped, when it exits first or `waitFor` does not answer in time.
 * @internal Exported for the tests.
 */
export async function startSystemUnderTest(command: string, options: StartOptions = {}): Promise<StartedSystem> {
  const system = launchSystemUnderTest(command);
  if (!options.waitFor) return system;
  try {
    await waitUntilAnswers(system, options.waitFor, options);
  } catch (error) {
    await system.stop();
    throw error;
  }
  return system;
}

/**
 * Returns the system under test as soon as `command` is spawned, in a shell and a process group of its own, so that
 * its output can be shown whatever happens next (it exits at once, `wait-for` times out, the run fails). Until it has
 * exited, a forced exit (a second Ctrl+C, src/forced-exit.ts) kills its whole group at once (SIGKILL): nothing it
 * started outlives loadtool, holding the port.
 */
export function launchSystemUnderTest(command: string, options: { cwd?: string } = {}): StartedSystem {
  const child = spawn(command, { shell: true, detached: true, stdio: ['ignore', 'pipe', 'pipe'], cwd: options.cwd });
  let output = Buffer.alloc(0);
  const keep = (chunk: Buffer) => {
    output = Buffer.concat([output, chunk]);
    if (output.length > MAX_OUTPUT_BYTES) output = output.subarray(output.length - MAX_OUTPUT_BYTES);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  let exitCode: number | undefined;
  let closed = false;
  const forgetExit = onForcedExit(() => {
    signalGroup(child.pid, 'SIGKILL');
  });
  const done = new Promise<void>((resolve) => {
    child.once('exit', (code, signal) => {
      exitCode ??= code ?? (signal ? 128 + constants.signals[signal] : -1);
    });
    // 'close' comes once the pipes are closed too: the output is complete, and nothing of the group writes any more.
    child.once('close', () => {
      closed = true;
      resolve();
    });
    child.once('error', (error) => {
      keep(Buffer.from(`${error.message}\n`));
      exitCode = -1;
      closed = true;
      resolve();
    });
  }).finally(forgetExit);

  return {
    output: () => output.toString('utf8'),
    exitCode: () => exitCode,
    closed: () => done,
    stop: async () => {
      if (closed) return;
      // The shell may have exited while what it started still runs in its group: the group is stopped either way.
      signalGroup(child.pid, 'SIGTERM');
      const killed = sleep(STOP_GRACE_MS, undefined, { ref: false }).then(() => {
        signalGroup(child.pid, 'SIGKILL');
      });
      await Promise.race([done, killed]);
      await done;
    },
  };
}

/**
 * Polls `waitFor` until it answers with any HTTP status. Throws a CannotRunError when the command exits first or the
 * URL does not answer within `waitSeconds`, a CancelledError when the signal aborts; the command is left running.
 */
export async function waitUntilAnswers(
  system: StartedSystem,
  waitFor: string,
  options: Omit<StartOptions, 'waitFor'> = {},
): Promise<void> {
  const seconds = options.waitSeconds ?? DEFAULT_WAIT_SECONDS;
  const deadline = Date.now() + seconds * 1000;
  for (;;) {
    const exitCode = system.exitCode();
    if (exitCode !== undefined) {
      throw new CannotRunError(
        `start-command exited with code ${exitCode} before ${waitFor} answered; its output is in the log above`,
      );
    }
    if (options.signal?.aborted) throw new CancelledError('Cancelled while waiting for the system under test.');
    if (await answers(waitFor)) return;
    if (Date.now() >= deadline) {
      throw new CannotRunError(
        `${waitFor} did not answer within ${seconds} s after start-command; its output is in the log above. Check that the command starts the service on that address, or raise wait-timeout`,
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
