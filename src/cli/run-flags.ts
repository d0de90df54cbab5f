// The flags `loadtool run` and `loadtool gate` share, parsed once, and a run's start in a terminal.
import { parseSameJob, SAME_JOB_FLAG_LABELS, type SameJobTexts } from '../pipeline/baseline.js';
import { FLAG_LABELS, parseRunOverrides, type OverrideTexts } from '../pipeline/run-overrides.js';
import { parseShardInputs, SHARD_FLAG_LABELS, type ShardTexts } from '../pipeline/shard-inputs.js';
import type { PipelineReporter } from '../pipeline/reporter.js';
import { abortOnSignals, type SignalSource } from './command-plumbing.js';
import type { CliIo } from './io.js';
import { terminalReporter } from './terminal-reporter.js';
import { cappedWorkers } from './workers-option.js';

/** The flags `loadtool run` and `loadtool gate` share: the run's overrides, the baseline, the shard, the workers. */
export type SharedRunFlags = OverrideTexts & SameJobTexts & ShardTexts & { forceWorkers?: boolean };

/**
 * Returns what the shared flags ask for, `--workers` capped at the cores unless `--force-workers` (cappedWorkers) and
 * the notice saying so, and a sentence for every one that is wrong, so that all are told at once.
 */
export function parseSharedRunFlags(flags: SharedRunFlags) {
  const { overrides, workers: asked, problems } = parseRunOverrides(flags, FLAG_LABELS);
  const { workers, notice } = cappedWorkers(asked, flags.forceWorkers === true);
  const { sameJob, problems: sameJobProblems } = parseSameJob(flags, SAME_JOB_FLAG_LABELS);
  const { shard, startAt, problems: shardProblems } = parseShardInputs(flags, SHARD_FLAG_LABELS);
  const allProblems = [...problems, ...sameJobProblems, ...shardProblems];
  return { overrides, workers, workersNotice: notice, sameJob, shard, startAt, problems: allProblems };
}

/**
 * Returns the terminal's reporter and the signal that Ctrl+C (or SIGTERM) aborts, saying that the partial results are
 * written; `stop` removes the handlers.
 */
export function startTerminalRun(
  io: CliIo,
  signals: SignalSource,
): { reporter: PipelineReporter; signal: AbortSignal; stop: () => void } {
  const reporter = terminalReporter(io);
  const { signal, stop } = abortOnSignals(signals, (name) => {
    reporter.info(`${name}: stopping the run and writing the partial results; a second signal exits at once`);
  });
  return { reporter, signal, stop };
}
