import { EventEmitter } from 'node:events';
import { Readable } from 'node:stream';
import { CommandExit } from '../../src/cli/command-plumbing.js';
import { runCommand } from '../../src/cli/commands/run-command.js';

/**
 * Runs `loadtool run` in-process with `args`, its signals a test's own, and sends it one SIGINT once `ready()` says so
 * (30 s at most); returns its exit code and what it printed.
 */
export async function runCancelledOnce(
  args: string[],
  ready: () => boolean,
): Promise<{ code: number; stdout: string; stderr: string }> {
  const signals = Object.assign(new EventEmitter(), { exit: () => undefined });
  let stdout = '';
  let stderr = '';
  const io = {
    stdout: { write: (text: string) => (stdout += text) },
    stderr: { write: (text: string) => (stderr += text) },
    stdin: Readable.from([]),
    env: {},
  };
  const running = runCommand(io, signals)
    .parseAsync(args, { from: 'user' })
    .then(
      () => 0,
      (error: unknown) => {
        if (error instanceof CommandExit) return error.exitCode;
        throw error;
      },
    );
  const started = Date.now();
  while (!ready() && Date.now() - started < 30_000) await new Promise((resolve) => setTimeout(resolve, 20));
  signals.emit('SIGINT');
  const code = await running;
  return { code, stdout, stderr };
}
