import { Command, Option } from 'commander';
import { ExitCode } from '../exit-codes.js';
import { CannotRunError } from '../errors.js';
import { runPipeline } from '../pipeline/run-pipeline.js';
import type { PipelineInputs } from '../pipeline/types.js';
import { FLAG_LABELS, parseRunOverrides } from '../pipeline/run-overrides.js';
import { DEFAULT_WAIT_SECONDS } from '../pipeline/system-under-test.js';
import { renderTerminalTable } from '../report/terminal-table.js';
import type { CliIo } from './io.js';
import { schemaHeaderOption } from './schema-header-option.js';
import { abortOnSignals, colorOf, CommandExit, type SignalSource } from './command-plumbing.js';
import { terminalReporter } from './terminal-reporter.js';
import {
  BASELINE_OPTION,
  BASELINE_URL_OPTION,
  FAIL_ON_INCONCLUSIVE_OPTION,
  MAX_ROUNDS_OPTION,
} from './baseline-options.js';
import { parseSameJob, SAME_JOB_FLAG_LABELS } from '../pipeline/baseline.js';
import { logText } from '../report/escape.js';

interface GateFlags {
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
}

/** `loadtool gate`: the whole pipeline as the action runs it, minus GitHub. */
export function gateCommand(io: CliIo, signals: SignalSource = process): Command {
  return new Command('gate')
    .description(
      'Run the whole performance gate as the GitHub Action does, minus GitHub: config, plan, generate (or the committed load test), validate, run, verdict, triage, and results.json, summary.md and junit.xml in the report directory.',
    )
    .option('--config <file>', 'the configuration file', 'qa.config.json')
    .option(
      '--plan <file>',
      'the plan whose "Performance" section sets the scope (default: qa-plan.md beside the config, else under requirements.docsPath)',
    )
    .option(
      '--base-url <url>',
      "the base URL of the system under test (default: the config's); also replaces a committed load test's baseUrl, keeping its path prefix unless the URL has a path",
    )
    .option('--users <n>', "every scenario's concurrent users for this run (like k6's --vus); the file is unchanged")
    .option('--duration <time>', "every scenario's duration for this run, e.g. 30s, 2m; the file is unchanged")
    .option(...schemaHeaderOption)
    .option('--loadtest <file>', 'the load test (default: load-tests/loadtool.yaml beside the config)')
    .addOption(
      new Option('--generate <when>', 'auto: only when the load test is missing; always; never')
        .choices(['auto', 'always', 'never'])
        .default('auto'),
    )
    .option('--start-command <command>', 'a shell command that starts the system under test; stopped at the end')
    .option('--wait-for <url>', 'a URL polled after --start-command until it answers, before the load starts')
    .option('--wait-timeout <seconds>', 'how long --wait-for is polled', String(DEFAULT_WAIT_SECONDS))
    .option(...BASELINE_OPTION)
    .option(...BASELINE_URL_OPTION)
    .option(
      '--baseline-start-command <command>',
      'with --baseline-url: a shell command that starts the base build; stopped at the end',
    )
    .option(
      '--baseline-wait-for <url>',
      'a URL polled after --baseline-start-command until it answers (default: --baseline-url)',
    )
    .option(
      '--baseline-ref <ref>',
      'with --baseline-start-command: fetch this branch, tag or commit from origin into a worktree of its own, where the base build is built and started; removed at the end',
    )
    .option(
      '--baseline-build-command <command>',
      'with --baseline-ref: a shell command that builds the base in its worktree, before --baseline-start-command',
    )
    .option(...MAX_ROUNDS_OPTION)
    .option(...FAIL_ON_INCONCLUSIVE_OPTION)
    .addHelpText(
      'after',
      '\nExit codes: 0 passed (or inconclusive against the baseline), 1 a threshold was breached or a metric regressed, 2 bad input, 3 the run could not take place, 130 cancelled.\n\nExamples:\n  loadtool gate\n  loadtool gate --base-url http://localhost:3000 --generate always\n  loadtool gate --users 2 --duration 5s\n  loadtool gate --start-command "npm start" --wait-for http://localhost:3000/health\n  loadtool gate --baseline-url http://localhost:3001 --baseline-start-command "cd ../base && PORT=3001 npm start"\n  loadtool gate --baseline-ref main --baseline-build-command "npm ci" --baseline-start-command "PORT=3001 npm start" --baseline-url http://localhost:3001',
    )
    .action(async (flags: GateFlags) => {
      const code = await gate(io, signals, flags);
      if (code !== ExitCode.passed) throw new CommandExit(code);
    });
}

async function gate(io: CliIo, signals: SignalSource, flags: GateFlags): Promise<number> {
  const waitSeconds = Number(flags.waitTimeout);
  const { overrides, problems } = parseRunOverrides(flags, FLAG_LABELS);
  if (!Number.isFinite(waitSeconds) || waitSeconds <= 0) {
    problems.push(`--wait-timeout ${flags.waitTimeout} is not a number of seconds above 0`);
  }
  const { sameJob, problems: sameJobProblems } = parseSameJob(flags, SAME_JOB_FLAG_LABELS);
  problems.push(...sameJobProblems);
  if (flags.baselineWaitFor !== undefined && flags.baselineStartCommand === undefined)
    problems.push('--baseline-wait-for needs --baseline-start-command, the command that starts the base build');
  if (problems.length > 0) {
    for (const problem of problems) io.stderr.write(`loadtool gate: ${problem}\n`);
    return ExitCode.badInput;
  }
  const reporter = terminalReporter(io);
  const { signal, stop } = abortOnSignals(signals, (name) => {
    reporter.info(`${name}: stopping the run and writing the partial results; a second signal exits at once`);
  });
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
      },
      reporter,
      { env: io.env, signal },
    );
    if (result.outcome === 'skipped') return result.exitCode;
    io.stdout.write(`\n${renderTerminalTable(result.results, { color: colorOf(io) })}\n`);
    if (result.files)
      io.stdout.write(`Reports: ${result.files.results}, ${result.files.summary}, ${result.files.junit}\n`);
    if (result.baselineFile) io.stdout.write(`Baseline: ${result.baselineFile}\n`);
    // The verdict above stands and sets the exit code; the lost files are said loudly, last, where they are seen.
    if (result.reportError) io.stderr.write(`loadtool gate: error: ${result.reportError.message}\n`);
    return result.exitCode;
  } catch (error) {
    if (!(error instanceof CannotRunError)) throw error;
    io.stderr.write(`loadtool gate: the run could not take place: ${logText(error.message)}\n`);
    return error.exitCode;
  } finally {
    stop();
  }
}
