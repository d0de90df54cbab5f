// What every `loadtool` command shares: default paths, the exit of a command, colour, cancellation on signals.
import { CancelledError } from '../errors.js';
import { ExitCode } from '../exit-codes.js';
import { runForcedExitCleanups } from '../forced-exit.js';
import type { CliIo } from './io.js';

/** Where `loadtool validate`, `run` and `report` read the load test when no file is given. */
export const DEFAULT_LOAD_TEST = 'load-tests/loadtool.yaml';

/** Where `loadtool run` writes results.json when no `--out` is given. */
export const DEFAULT_OUT_DIR = 'qa-reports/perf';

/** The part of `process` that signal handling needs, passed in so that tests can send signals. */
export interface SignalSource {
  on(signal: NodeJS.Signals, listener: () => void): unknown;
  off(signal: NodeJS.Signals, listener: () => void): unknown;
  exit(code: number): void;
}

/** The command ended with an exit code other than 0 (see ExitCode), its output already written. */
export class CommandExit extends Error {
  constructor(readonly exitCode: number) {
    super(`exit code ${exitCode}`);
    this.name = 'CommandExit';
  }
}

/** Returns whether the terminal's output may be coloured: a TTY, and no `NO_COLOR` in the environment. */
export function colorOf(io: CliIo): boolean {
  return io.stdout.isTTY === true && !io.env.NO_COLOR;
}

/**
 * Listens for SIGINT and SIGTERM: the first one calls `first`, any later one `second` (exit at once). Returns the
 * function that stops listening.
 * @internal Exported for the tests.
 */
export function cancelOnSignals(
  source: Pick<SignalSource, 'on' | 'off'>,
  handlers: { first: (signal: NodeJS.Signals) => void; second: (signal: NodeJS.Signals) => void },
): () => void {
  let received = 0;
  const listeners = (['SIGINT', 'SIGTERM'] as const).map((signal) => {
    const listener = () => {
      if (received++ === 0) handlers.first(signal);
      else handlers.second(signal);
    };
    source.on(signal, listener);
    return [signal, listener] as const;
  });
  return () => {
    for (const [signal, listener] of listeners) source.off(signal, listener);
  };
}

/**
 * Returns an abort signal that the first SIGINT or SIGTERM aborts (after calling `onFirst`, which says what happens
 * next), the second exiting at once with 130, once what must not outlive the process is undone (runForcedExitCleanups:
 * the started systems under test killed, the temporary report files removed), and the function that stops listening.
 */
export function abortOnSignals(
  signals: SignalSource,
  onFirst: (signal: NodeJS.Signals) => void = () => undefined,
): { signal: AbortSignal; stop: () => void } {
  const controller = new AbortController();
  const stop = cancelOnSignals(signals, {
    first: (signal) => {
      onFirst(signal);
      controller.abort();
    },
    second: () => {
      runForcedExitCleanups();
      signals.exit(ExitCode.cancelled);
    },
  });
  return { signal: controller.signal, stop };
}

/**
 * Returns what `work` returns, aborting its signal at the first SIGINT or SIGTERM (a schema server that does not
 * answer must not hold Ctrl+C for the fetch's time limit; the work then throws a CancelledError, exit 130) and exiting
 * at once at the second.
 */
export async function cancellable<T>(signals: SignalSource, work: (signal: AbortSignal) => Promise<T>): Promise<T> {
  const { signal, stop } = abortOnSignals(signals);
  try {
    const result = await work(signal);
    // A signal that came while nothing was fetched (the schema being sampled, say) still stops the command.
    if (signal.aborted) throw new CancelledError('Cancelled.');
    return result;
  } finally {
    stop();
  }
}
