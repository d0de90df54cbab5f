// src/cli/handlers/ holds what each command does, loaded by import(); this is `loadtool gate`: the whole pipeline.
import { dirname } from 'node:path';
import { ExitCode } from '../../exit-codes.js';
import { CannotRunError } from '../../errors.js';
import { runPipeline } from '../../pipeline/run-pipeline.js';
import type { PipelineInputs } from '../../pipeline/types.js';
import { renderTerminalTable } from '../../report/terminal-table.js';
import { httpDebugText } from '../http-debug-text.js';
import type { CliIo } from '../io.js';
import { colorOf, type SignalSource } from '../command-plumbing.js';
import { parseSharedRunFlags, startTerminalRun } from '../run-flags.js';
import { withBreachedExitCode, type ConventionFlags } from '../k6-conventions.js';
import { logText } from '../../report/escape.js';
import { uploadWritten } from '../upload-written.js';

/** The flags of `loadtool gate`. */
export interface GateFlags extends ConventionFlags {
  config: string;
  plan?: string;
  baseUrl?: string;
  users?: string;
  duration?: string;
  loadtest?: string;
  generate: PipelineInputs['generate'];
  startCommand?: string;
  waitFor?: string;
  waitTimeout: string;
  schemaHeader: string[];
  baseline?: string;
  baselineUrl?: string;
  baselineStartCommand?: string;
  baselineWaitFor?: string;
  baselineRef?: string;
  baselineBuildCommand?: string;
  maxRounds?: string;
  failOnInconclusive?: boolean;
  shard?: string;
  startAt?: string;
  workers?: string;
  forceWorkers?: boolean;
  outUrl?: string;
  metricsOut?: string[];
}

/** Runs `loadtool gate`: the whole pipeline; returns the exit code of its outcome. */
export async function gate(io: CliIo, signals: SignalSource, flags: GateFlags): Promise<number> {
  const waitSeconds = Number(flags.waitTimeout);
  const parsed = parseSharedRunFlags(flags, io.env);
  const { overrides, workers, workersNotice, sameJob, shard, startAt, outTarget, metricsOut, problems } = parsed;
  const { quiet, httpDebug, breachedExitCode } = parsed;
  // The run's environment from here on: the process's with the `-e` pairs over it.
  io = { ...io, env: parsed.env };
  if (!Number.isFinite(waitSeconds) || waitSeconds <= 0) {
    problems.push(`--wait-timeout ${flags.waitTimeout} is not a number of seconds above 0`);
  }
  if (flags.baselineWaitFor !== undefined && flags.baselineStartCommand === undefined)
    problems.push('--baseline-wait-for needs --baseline-start-command, the command that starts the base build');
  if (problems.length > 0) {
    for (const problem of problems) io.stderr.write(`loadtool gate: ${problem}\n`);
    return ExitCode.badInput;
  }
  const { reporter, signal, stop } = startTerminalRun(io, signals, quiet);
  if (workersNotice) reporter.warning(workersNotice);
  try {
    const result = await runPipeline(
      {
        config: flags.config,
        plan: flags.plan,
        loadtest: flags.loadtest,
        generate: flags.generate,
        baseUrl: overrides.baseUrl,
        users: overrides.concurrentUsers,
        durationSeconds: overrides.durationSeconds,
        startCommand: flags.startCommand,
        waitFor: flags.waitFor,
        waitSeconds,
        schemaHeaders: flags.schemaHeader,
        baseline: flags.baseline,
        baselineUrl: sameJob?.url,
        baselineStartCommand: flags.baselineStartCommand,
        baselineWaitFor: flags.baselineWaitFor,
        baselineRef: flags.baselineRef,
        baselineBuildCommand: flags.baselineBuildCommand,
        maxRounds: sameJob?.maxRounds,
        failOnInconclusive: flags.failOnInconclusive,
        shard,
        startAt,
        workers: workers ?? 1,
        metricsOut,
        httpDebug,
      },
      reporter,
      { env: io.env, signal },
    );
    if (result.outcome === 'skipped') return result.exitCode;
    if (httpDebug) io.stderr.write(httpDebugText(result.results));
    io.stdout.write(`\n${renderTerminalTable(result.results, { color: colorOf(io) })}\n`);
    if (result.files)
      io.stdout.write(
        `Reports: ${result.files.results}, ${result.files.summary}, ${result.files.junit}, ${result.files.html}\n`,
      );
    if (result.baselineFile) io.stdout.write(`Baseline: ${result.baselineFile}\n`);
    // The verdict above is shown; the lost files are said last, where they are seen, and error the run (exit 3).
    if (result.reportError) io.stderr.write(`loadtool gate: error: ${logText(result.reportError.message)}\n`);
    // A failed upload is said as unwritten reports are: the verdict shown, the local files kept, exit 3.
    if (
      result.files &&
      outTarget &&
      !(await uploadWritten(io, 'gate', outTarget, result.files, shard, dirname(result.files.results)))
    )
      return result.exitCode === ExitCode.cancelled ? result.exitCode : ExitCode.cannotRun;
    return withBreachedExitCode(result.exitCode, breachedExitCode);
  } catch (error) {
    if (!(error instanceof CannotRunError)) throw error;
    io.stderr.write(`loadtool gate: the run could not take place: ${logText(error.message)}\n`);
    return error.exitCode;
  } finally {
    stop();
  }
}
