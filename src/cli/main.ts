// src/cli/ is `loadtool`, the command line; this is its main(): arguments parsed, one command dispatched.
import { Command, CommanderError } from 'commander';
import pkg from '../../package.json' with { type: 'json' };

import { ExitCode } from '../exit-codes.js';
import { bugReport, CancelledError, CannotRunError, exitCodeOf, InputError } from '../errors.js';
import { configCommand } from './commands/config-command.js';
import { gateCommand } from './commands/gate-command.js';
import { generateCommand } from './commands/generate-command.js';
import { initCommand } from './commands/init-command.js';
import { CommandExit } from './command-plumbing.js';
import type { CliIo } from './io.js';
import { reportCommand } from './commands/report-command.js';
import { runCommand } from './commands/run-command.js';
import { validateCommand } from './commands/validate-command.js';
import { codegenCommand } from './commands/codegen-command.js';
import { compareCommand } from './commands/compare-command.js';
import { mergeCommand } from './commands/merge-command.js';
import { importCommand } from './commands/import-command.js';
import { withK6Spellings } from './k6-conventions.js';
import { logText } from '../report/escape.js';

/** Runs `loadtool` with the given arguments; returns the exit code (docs/architecture.md §5). */
export async function main(argv: string[], io: CliIo): Promise<number> {
  const program = new Command('loadtool')
    .description(
      'Generate, validate and run HTTP load tests from your API schema, and gate pull requests on the result.',
    )
    .version(pkg.version)
    .configureOutput({ writeOut: (text) => io.stdout.write(text), writeErr: (text) => io.stderr.write(text) })
    .showHelpAfterError('(add --help for usage)')
    .addHelpText(
      'after',
      '\nExamples:\n  loadtool init --base-url http://localhost:3000\n  loadtool generate && loadtool run\n  loadtool gate --start-command "npm start" --wait-for http://localhost:3000/health',
    )
    .exitOverride();
  for (const command of [
    configCommand(io),
    initCommand(io),
    generateCommand(io),
    validateCommand(io),
    codegenCommand(io),
    runCommand(io),
    gateCommand(io),
    reportCommand(io),
    compareCommand(io),
    mergeCommand(io),
    importCommand(io),
  ]) {
    program.addCommand(
      command.exitOverride().configureOutput(program.configureOutput()).showHelpAfterError('(add --help for usage)'),
    );
  }

  try {
    await program.parseAsync(withK6Spellings(argv), { from: 'user' });
    return ExitCode.passed;
  } catch (error) {
    if (error instanceof CommanderError) {
      // Help and --version end with exit code 0; a usage error (and help shown because of one) is bad input.
      return error.exitCode === 0 ? ExitCode.passed : ExitCode.badInput;
    }
    if (error instanceof CommandExit) return error.exitCode;
    if (error instanceof InputError) {
      for (const problem of error.problems) io.stderr.write(`${logText(error.describe(problem))}\n`);
    } else if (error instanceof CannotRunError) {
      io.stderr.write(`loadtool: the run could not take place: ${logText(error.message)}\n`);
    } else if (error instanceof CancelledError) {
      io.stderr.write(`${logText(error.message)}\n`);
    } else {
      // A bug of loadtool: the stack trace is shown, as the report it asks for needs it; the run stage masks what
      // it throws, and nothing else holds a secret value.
      for (const line of bugReport(error)) io.stderr.write(`${logText(line)}\n`);
    }
    return exitCodeOf(error);
  }
}
