import { Command } from 'commander';
import { ExitCode } from '../exit-codes.js';
import { LoadTestError } from '../loadtest/load-test-error.js';
import type { LoadTest } from '../loadtest/types.js';
import { loadLoadTest } from '../loadtest/validate.js';
import { CannotRunError } from '../pipeline/cannot-run-error.js';
import { exitCodeFor } from '../pipeline/run-pipeline.js';
import { runStage } from '../pipeline/run-stage.js';
import { maskerOf } from '../masker.js';
import { secretValues } from '../report/mask.js';
import { renderTerminalTable } from '../report/terminal-table.js';
import { ReportWriteError, writeReports } from '../report/write-reports.js';
import type { CliIo } from './io.js';
import { terminalReporter } from './terminal-reporter.js';
import { DEFAULT_LOAD_TEST } from './validate-command.js';
import { logText } from '../report/escape.js';

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

interface RunFlags {
  out: string;
  scenario: string[];
}

/** `loadtool run`: runs a load test; returns the command, whose exit code follows the run's outcome. */
export function runCommand(io: CliIo, signals: SignalSource = process): Command {
  return new Command('run')
    .description(
      'Run a load test: check that the base URL answers, run every scenario (or those named), print the results table and write results.json, summary.md and junit.xml. Ctrl+C stops the run and keeps the partial results; a second Ctrl+C exits at once.',
    )
    .argument('[file]', 'the load test', DEFAULT_LOAD_TEST)
    .option('--out <dir>', 'where to write results.json, summary.md and junit.xml', DEFAULT_OUT_DIR)
    .option(
      '--scenario <name>',
      'run only this scenario; repeat the flag for several',
      (name: string, names: string[]) => [...names, name],
      [],
    )
    .addHelpText(
      'after',
      '\nExit codes: 0 passed, 1 a threshold was breached, 2 bad input, 3 the run could not take place, 130 cancelled.\n\nExamples:\n  API_TOKEN=secret loadtool run\n  loadtool run load-tests/loadtool.yaml --scenario "List pets" --out qa-reports/perf',
    )
    .action(async (file: string, flags: RunFlags) => {
      const code = await runLoadTestCommand(io, signals, file, flags);
      if (code !== ExitCode.passed) throw new CommandExit(code);
    });
}

async function runLoadTestCommand(io: CliIo, signals: SignalSource, file: string, flags: RunFlags): Promise<number> {
  const controller = new AbortController();
  const reporter = terminalReporter(io);
  const stopListening = cancelOnSignals(signals, {
    first: (signal) => {
      reporter.info(`${signal}: stopping the run and writing the partial results; a second signal exits at once`);
      controller.abort();
    },
    second: () => {
      signals.exit(ExitCode.cancelled);
    },
  });
  try {
    const loadTest = await loadLoadTest(file, { env: io.env });
    checkScenarioNames(loadTest, flags.scenario, file);
    const secrets = secretValues(loadTest, io.env);
    for (const secret of secrets) reporter.secret(secret);
    const results = await runStage(loadTest, file, reporter, {
      env: io.env,
      signal: controller.signal,
      scenarios: flags.scenario.length > 0 ? flags.scenario : undefined,
      mask: maskerOf(secrets),
    });
    const color = io.stdout.isTTY === true && !io.env.NO_COLOR;
    // The table first: a folder that cannot be written loses the files, never the verdict.
    io.stdout.write(`\n${renderTerminalTable(results, { color })}\n`);
    try {
      const files = await writeReports(results, flags.out, file);
      io.stdout.write(`Results: ${files.results}, ${files.summary}, ${files.junit}\n`);
    } catch (error) {
      if (!(error instanceof ReportWriteError)) throw error;
      io.stderr.write(`loadtool run: error: ${error.message}\n`);
    }
    return controller.signal.aborted ? ExitCode.cancelled : exitCodeFor(results.outcome);
  } catch (error) {
    if (!(error instanceof CannotRunError)) throw error;
    io.stderr.write(`loadtool run: the run could not take place: ${logText(error.message)}\n`);
    return controller.signal.aborted ? ExitCode.cancelled : ExitCode.cannotRun;
  } finally {
    stopListening();
  }
}

/**
 * Listens for SIGINT and SIGTERM: the first one calls `first`, any later one `second` (exit at once). Returns the
 * function that stops listening.
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

function checkScenarioNames(loadTest: LoadTest, names: string[], file: string): void {
  const known = new Set(loadTest.scenarios.map((s) => s.name));
  const unknown = names.filter((name) => !known.has(name));
  if (unknown.length === 0) return;
  const list = [...known].map((name) => JSON.stringify(name)).join(', ');
  throw new LoadTestError(
    file,
    unknown.map((name) => ({
      path: '',
      message: `--scenario ${JSON.stringify(name)} matches no scenario; the scenarios are ${list}`,
    })),
  );
}
