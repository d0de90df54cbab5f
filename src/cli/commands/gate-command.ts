// src/cli/commands/ holds one command's flags and help each; this is `loadtool gate`'s, the action's pipeline.
import { Command, Option } from 'commander';
import { ExitCode } from '../../exit-codes.js';
import { DEFAULT_WAIT_SECONDS } from '../../pipeline/wait-timeout.js';
import type { CliIo } from '../io.js';
import { VUS_OPTION, withK6Options } from '../k6-conventions.js';
import { schemaHeaderOption } from '../schema-header-option.js';
import { CommandExit, type SignalSource } from '../command-plumbing.js';
import {
  BASELINE_OPTION,
  BASELINE_URL_OPTION,
  FAIL_ON_INCONCLUSIVE_OPTION,
  MAX_ROUNDS_OPTION,
} from '../baseline-options.js';
import type { GateFlags } from '../handlers/gate-handler.js';
import { SHARD_OPTION, START_AT_OPTION } from '../shard-options.js';
import { OUT_URL_OPTION } from '../out-url-option.js';
import { METRICS_OUT_OPTION } from '../metrics-out-option.js';
import { FORCE_WORKERS_OPTION, WORKERS_OPTION } from '../workers-option.js';

/** `loadtool gate`: the whole pipeline as the action runs it, minus GitHub. */
export function gateCommand(io: CliIo, signals: SignalSource = process): Command {
  const command = new Command('gate')
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
    .option(...VUS_OPTION)
    .option('-d, --duration <time>', "every scenario's duration for this run, e.g. 30s, 2m; the file is unchanged")
    .option(...schemaHeaderOption)
    .option('--loadtest <file>', 'the load test (default: load-tests/loadtool.yaml beside the config)')
    .addOption(
      new Option('--generate <when>', 'auto: only when the load test is missing; always; never')
        .choices(['auto', 'always', 'never'])
        .default('auto'),
    )
    .option(
      '--start-command <command>',
      'a shell command that starts the system under test (before generation, which probes it); stopped at the end',
    )
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
    .option(...SHARD_OPTION)
    .option(...START_AT_OPTION)
    .option(...OUT_URL_OPTION)
    .option(...METRICS_OUT_OPTION)
    .option(...WORKERS_OPTION)
    .option(...FORCE_WORKERS_OPTION)
    .addHelpText(
      'after',
      '\nExit codes: 0 passed (or inconclusive against the baseline), 1 a threshold was breached or a metric regressed (or --threshold-exit-code), 2 bad input, 3 the run could not take place, 130 cancelled.\n\nExamples:\n  loadtool gate\n  loadtool gate --base-url http://localhost:3000 --generate always\n  loadtool gate --users 2 --duration 5s\n  loadtool gate --workers 4\n  loadtool gate --start-command "npm start" --wait-for http://localhost:3000/health\n  loadtool gate --baseline-url http://localhost:3001 --baseline-start-command "cd ../base && PORT=3001 npm start"\n  loadtool gate --baseline-ref main --baseline-build-command "npm ci" --baseline-start-command "PORT=3001 npm start" --baseline-url http://localhost:3001',
    )
    .action(async (flags: GateFlags) => {
      // Loaded when the command runs, so that `loadtool --help` and the other commands do without the pipeline.
      const { gate } = await import('../handlers/gate-handler.js');
      const code = await gate(io, signals, flags);
      if (code !== ExitCode.passed) throw new CommandExit(code);
    });
  return withK6Options(command);
}
