import { Command } from 'commander';
import { ExitCode, exitCodeFor } from '../exit-codes.js';
import { LoadTestError } from '../loadtest/load-test-error.js';
import type { LoadTest } from '../loadtest/types.js';
import { loadLoadTest } from '../loadtest/validate.js';
import { applyRunOverrides, overrideWarnings } from '../loadtest/apply-overrides.js';
import { FLAG_LABELS, parseRunOverrides } from '../pipeline/run-overrides.js';
import { CannotRunError } from '../errors.js';
import { runStageWithBaseline } from '../pipeline/run-stage.js';
import { parseSameJob, readBaseline, SAME_JOB_FLAG_LABELS, writeBaselineResults } from '../pipeline/baseline.js';
import { maskerOf } from '../masker.js';
import { secretValues } from '../report/mask.js';
import { renderTerminalTable } from '../report/terminal-table.js';
import { ReportWriteError, writeReports } from '../report/write-reports.js';
import {
  abortOnSignals,
  colorOf,
  CommandExit,
  DEFAULT_LOAD_TEST,
  DEFAULT_OUT_DIR,
  type SignalSource,
} from './command-plumbing.js';
import {
  BASELINE_OPTION,
  BASELINE_URL_OPTION,
  FAIL_ON_INCONCLUSIVE_OPTION,
  MAX_ROUNDS_OPTION,
} from './baseline-options.js';
import type { CliIo } from './io.js';
import { terminalReporter } from './terminal-reporter.js';
import { logText } from '../report/escape.js';

interface RunFlags {
  out: string;
  scenario: string[];
  baseUrl?: string;
  users?: string;
  duration?: string;
  baseline?: string;
  baselineUrl?: string;
  maxRounds?: string;
  failOnInconclusive?: boolean;
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
    .option(
      '--base-url <url>',
      "send the load to this URL instead of the file's baseUrl, keeping its path prefix unless the URL has a path",
    )
    .option('--users <n>', "concurrent users of every scenario run (like k6's --vus); the file is unchanged")
    .option('--duration <time>', 'duration of every scenario run, e.g. 30s, 2m; the file is unchanged')
    .option(...BASELINE_OPTION)
    .option(...BASELINE_URL_OPTION)
    .option(...MAX_ROUNDS_OPTION)
    .option(...FAIL_ON_INCONCLUSIVE_OPTION)
    .addHelpText(
      'after',
      '\nExit codes: 0 passed (or inconclusive against the baseline), 1 a threshold was breached or a metric regressed, 2 bad input, 3 the run could not take place, 130 cancelled.\n\nExamples:\n  API_TOKEN=secret loadtool run\n  loadtool run load-tests/loadtool.yaml --scenario "List pets" --out qa-reports/perf\n  loadtool run --users 2 --duration 5s --base-url http://localhost:8080\n  loadtool run --baseline base/results.json --out qa-reports/perf\n  loadtool run --baseline-url http://localhost:3001 --max-rounds 12',
    )
    .action(async (file: string, flags: RunFlags) => {
      const code = await runLoadTestCommand(io, signals, file, flags);
      if (code !== ExitCode.passed) throw new CommandExit(code);
    });
}

async function runLoadTestCommand(io: CliIo, signals: SignalSource, file: string, flags: RunFlags): Promise<number> {
  const { overrides, problems } = parseRunOverrides(flags, FLAG_LABELS);
  const { sameJob, problems: sameJobProblems } = parseSameJob(flags, SAME_JOB_FLAG_LABELS);
  problems.push(...sameJobProblems);
  if (problems.length > 0) {
    for (const problem of problems) io.stderr.write(`loadtool run: ${problem}\n`);
    return ExitCode.badInput;
  }
  const reporter = terminalReporter(io);
  const { signal, stop } = abortOnSignals(signals, (name) => {
    reporter.info(`${name}: stopping the run and writing the partial results; a second signal exits at once`);
  });
  try {
    const named = flags.scenario.length > 0 ? flags.scenario : undefined;
    // Applied to the scenarios that run: with --scenario, those named.
    const runOverrides = { ...overrides, scenarios: named };
    const loadTest = applyRunOverrides(await loadLoadTest(file, { env: io.env }), runOverrides);
    checkScenarioNames(loadTest, flags.scenario, file);
    for (const warning of overrideWarnings(loadTest, runOverrides)) reporter.warning(warning);
    // A wrong baseline path is bad input, said before any load is sent.
    const baseline = flags.baseline === undefined ? undefined : await readBaseline(flags.baseline);
    const secrets = secretValues(loadTest, io.env);
    for (const secret of secrets) reporter.secret(secret);
    const { results, baselineResults } = await runStageWithBaseline(loadTest, file, reporter, {
      env: io.env,
      signal,
      scenarios: named,
      mask: maskerOf(secrets),
      baseline,
      sameJob,
    });
    // The table first: a folder that cannot be written loses the files, never the verdict.
    io.stdout.write(`\n${renderTerminalTable(results, { color: colorOf(io) })}\n`);
    try {
      const files = await writeReports(results, flags.out, file);
      io.stdout.write(`Results: ${files.results}, ${files.summary}, ${files.junit}\n`);
      if (baselineResults) io.stdout.write(`Baseline: ${await writeBaselineResults(baselineResults, flags.out)}\n`);
    } catch (error) {
      if (!(error instanceof ReportWriteError)) throw error;
      io.stderr.write(`loadtool run: error: ${error.message}\n`);
    }
    return signal.aborted
      ? ExitCode.cancelled
      : exitCodeFor(results.outcome, { failOnInconclusive: flags.failOnInconclusive });
  } catch (error) {
    if (!(error instanceof CannotRunError)) throw error;
    io.stderr.write(`loadtool run: the run could not take place: ${logText(error.message)}\n`);
    return signal.aborted ? ExitCode.cancelled : error.exitCode;
  } finally {
    stop();
  }
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
