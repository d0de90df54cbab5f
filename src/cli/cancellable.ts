import { CancelledError } from '../cancelled-error.js';
import { ExitCode } from '../exit-codes.js';
import { cancelOnSignals, type SignalSource } from './run-command.js';

/**
 * Returns what `work` returns, aborting its signal at the first SIGINT or SIGTERM (a schema server that does not
 * answer must not hold Ctrl+C for the fetch's time limit; the work then throws a CancelledError, exit 130) and exiting
 * at once at the second.
 */
export async function cancellable<T>(signals: SignalSource, work: (signal: AbortSignal) => Promise<T>): Promise<T> {
  const controller = new AbortController();
  const stopListening = cancelOnSignals(signals, {
    first: () => {
      controller.abort();
    },
    second: () => {
      signals.exit(ExitCode.cancelled);
    },
  });
  try {
    const result = await work(controller.signal);
    // A signal that came while nothing was fetched (the schema being sampled, say) still stops the command.
    if (controller.signal.aborted) throw new CancelledError('Cancelled.');
    return result;
  } finally {
    stopListening();
  }
}
