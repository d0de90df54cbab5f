// The flags `loadtool run` and `loadtool gate` share, parsed once, and a run's start in a terminal.
import { parseSameJob, SAME_JOB_FLAG_LABELS, type SameJobTexts } from '../pipeline/baseline.js';
import { FLAG_LABELS, parseRunOverrides, type OverrideTexts } from '../pipeline/run-overrides.js';
import { parseShardInputs, SHARD_FLAG_LABELS, type ShardTexts } from '../pipeline/shard-inputs.js';
import type { PipelineReporter } from '../pipeline/reporter.js';
import { abortOnSignals, type SignalSource } from './command-plumbing.js';
import type { CliIo } from './io.js';
import { terminalReporter } from './terminal-reporter.js';
import { cappedWorkers } from './workers-option.js';
import { parseConventions, type ConventionFlags } from './k6-conventions.js';
import { outUrlOf } from './upload-written.js';
import { metricsOutOf } from '../outputs/metrics-out-spec.js';

/** The flags `loadtool run` and `loadtool gate` share: the run's overrides, the baseline, the shard, the workers. */
export type SharedRunFlags = OverrideTexts &
  SameJobTexts &
  ShardTexts &
  ConventionFlags & { forceWorkers?: boolean; outUrl?: string | undefined; metricsOut?: string[] | undefined };

/**
 * Returns what the shared flags ask for (`--shard auto` and `LOADTOOL_START_AT` read from `env`), `--workers` capped at the cores unless `--force-workers` (cappedWorkers) and
 * the notice saying so, and a sentence for every one that is wrong, so that all are told at once.
 */
export function parseSharedRunFlags(flags: SharedRunFlags, processEnv: NodeJS.ProcessEnv = {}) {
  // The k6 spellings first: `-e` pairs make the run's environment, `--vus` stands for `--users`.
  const {
    env,
    users,
    quiet,
    httpDebug,
    breachedExitCode,
    problems: conventionProblems,
  } = parseConventions(flags, processEnv);
  const { overrides, workers: asked, problems } = parseRunOverrides({ ...flags, users }, FLAG_LABELS);
  const { workers, notice } = cappedWorkers(asked, flags.forceWorkers === true);
  const { sameJob, problems: sameJobProblems } = parseSameJob(flags, SAME_JOB_FLAG_LABELS);
  const { shard, startAt, problems: shardProblems } = parseShardInputs(flags, SHARD_FLAG_LABELS, Date.now(), env);
  const { target: outTarget, problems: outUrlProblems } = outUrlOf(flags.outUrl, env);
  const { outputs: metricsOut, problems: metricsOutProblems } = metricsOutOf(flags.metricsOut);
  const allProblems = [
    ...conventionProblems,
    ...problems,
    ...sameJobProblems,
    ...shardProblems,
    ...outUrlProblems,
    ...metricsOutProblems,
  ];
  return {
    overrides,
    workers,
    workersNotice: notice,
    sameJob,
    shard,
    startAt,
    outTarget,
    metricsOut,
    env,
    quiet,
    httpDebug,
    breachedExitCode,
    problems: allProblems,
  };
}

/**
 * Returns the terminal's reporter and the signal that Ctrl+C (or SIGTERM) aborts, saying that the partial results are
 * written; `stop` removes the handlers.
 */
export function startTerminalRun(
  io: CliIo,
  signals: SignalSource,
  quiet = false,
): { reporter: PipelineReporter; signal: AbortSignal; stop: () => void } {
  const reporter = terminalReporter(io, quiet);
  const { signal, stop } = abortOnSignals(signals, (name) => {
    reporter.info(`${name}: stopping the run and writing the partial results; a second signal exits at once`);
  });
  return { reporter, signal, stop };
}
