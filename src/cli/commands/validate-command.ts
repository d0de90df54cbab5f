// `loadtool validate`'s flags and help; what it does is in handlers/validate-handler.ts, loaded when it runs.
import { Command } from 'commander';
import { DEFAULT_LOAD_TEST, type SignalSource } from '../command-plumbing.js';
import type { CliIo } from '../io.js';
import { schemaHeaderOption } from '../schema-header-option.js';
import type { ValidateFlags } from '../handlers/validate-handler.js';

/** `loadtool validate`: checks a loadtool.yaml and prints its summary, or every problem with its line and column. */
export function validateCommand(io: CliIo, signals: SignalSource = process): Command {
  return new Command('validate')
    .description(
      'Check a load test file: every problem is listed with its line, column and JSON path. A ${NAME} variable not set here is a warning at its line and column (run refuses to start without it).',
    )
    .argument('[file]', 'the load test', DEFAULT_LOAD_TEST)
    .option(
      '--schema <url-or-path>',
      'also check against this API schema: GraphQL documents that cannot run are errors; operations in scope with no scenario, and scenarios the schema lacks, are warnings',
    )
    .option(
      '--plan <file>',
      'with --schema: the plan whose scope should be covered ("none": every GET operation; default: qa-plan.md if there is one)',
    )
    .option(...schemaHeaderOption)
    .addHelpText(
      'after',
      '\nExamples:\n  API_TOKEN=secret loadtool validate load-tests/loadtool.yaml\n  loadtool validate --schema ./openapi.yaml',
    )
    .action(async (file: string, flags: ValidateFlags) => {
      // Loaded when the command runs, so that `loadtool --help` and the other commands do without validation.
      const { validate } = await import('../handlers/validate-handler.js');
      await validate(io, signals, file, flags);
    });
}
