// `loadtool run`'s flags and help; what it does is in handlers/run-handler.ts, loaded when it runs.
import { Command } from 'commander';
import { ExitCode } from '../../exit-codes.js';
import { CommandExit, DEFAULT_LOAD_TEST, DEFAULT_OUT_DIR, type SignalSource } from '../command-plumbing.js';
import {
  BASELINE_OPTION,
  BASELINE_URL_OPTION,
  FAIL_ON_INCONCLUSIVE_OPTION,
  MAX_ROUNDS_OPTION,
} from '../baseline-options.js';
import type { CliIo } from '../io.js';
import { VUS_OPTION, withK6Options } from '../k6-conventions.js';
import type { RunFlags } from '../handlers/run-handler.js';
import { schemaHeaderOption } from '../schema-header-option.js';
import { SHARD_OPTION, START_AT_OPTION } from '../shard-options.js';
import { OUT_URL_OPTION } from '../out-url-option.js';
import { METRICS_OUT_OPTION } from '../metrics-out-option.js';
import { FORCE_WORKERS_OPTION, WORKERS_OPTION } from '../workers-option.js';

/** `loadtool run`: runs a load test; returns the command, whose exit code follows the run's outcome. */
export function runCommand(io: CliIo, signals: SignalSource = process): Command {
  const command = new Command('run')
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
    .option(...VUS_OPTION)
    .option('-d, --duration <time>', 'duration of every scenario run, e.g. 30s, 2m; the file is unchanged')
    .option(
      '--schema <url-or-path>',
      'check a sample of the responses against this API schema (conformance): a status it does not declare, or a body that is not the JSON it documents, fails as `conformance`',
    )
    .option(...schemaHeaderOption)
    .option(...BASELINE_OPTION)
    .option(...BASELINE_URL_OPTION)
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
      '\nExit codes: 0 passed (or inconclusive against the baseline), 1 a threshold was breached or a metric regressed (or --threshold-exit-code), 2 bad input, 3 the run could not take place, 130 cancelled.\n\nExamples:\n  API_TOKEN=secret loadtool run\n  loadtool run load-tests/loadtool.yaml --scenario "List pets" --out qa-reports/perf\n  loadtool run --users 2 --duration 5s --base-url http://localhost:8080\n  loadtool run -u 20 -d 1m -e API_TOKEN=$TOKEN -q --threshold-exit-code 99  (the k6 spellings)\n  loadtool run --workers auto --users 200\n  loadtool run --schema ./openapi.yaml\n  loadtool run --baseline base/results.json --out qa-reports/perf\n  loadtool run --baseline-url http://localhost:3001 --max-rounds 12\n  loadtool run --shard 2/4 --start-at 2026-01-01T10:00:00Z --out qa-reports/perf-2\n  JOB_COMPLETIONS=4 loadtool run --shard auto --out-url s3://perf-results/nightly/  (in a pod of an Indexed Job)',
    )
    .action(async (file: string, flags: RunFlags) => {
      // Loaded when the command runs, so that `loadtool --help` and the other commands do without the engine.
      const { runLoadTestCommand } = await import('../handlers/run-handler.js');
      const code = await runLoadTestCommand(io, signals, file, flags);
      if (code !== ExitCode.passed) throw new CommandExit(code);
    });
  return withK6Options(command);
}
