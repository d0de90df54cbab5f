import { Command } from 'commander';
import { driftWarnings } from '../loadtest/drift.js';
import { loadLoadTest } from '../loadtest/validate.js';
import { checkDrift } from '../pipeline/drift-stage.js';
import type { CliIo } from './io.js';

/** Where `loadtool validate` and `loadtool run` look for the load test when no file is named. */
export const DEFAULT_LOAD_TEST = 'load-tests/loadtool.yaml';

/** `loadtool validate`: checks a loadtool.yaml and prints its summary, or every problem with its line and column. */
export function validateCommand(io: CliIo): Command {
  return new Command('validate')
    .description(
      'Check a load test file: every problem is listed with its line, column and JSON path, including ${NAME} variables that are not set.',
    )
    .argument('[file]', 'the load test', DEFAULT_LOAD_TEST)
    .option(
      '--schema <url-or-path>',
      'also warn about drift from this API schema: operations in scope with no scenario, scenarios the schema lacks',
    )
    .option(
      '--plan <file>',
      'with --schema: the plan whose scope should be covered ("none": every GET operation; default: qa-plan.md if there is one)',
    )
    .addHelpText(
      'after',
      '\nExamples:\n  API_TOKEN=secret loadtool validate load-tests/loadtool.yaml\n  loadtool validate --schema ./openapi.yaml',
    )
    .action(async (file: string, flags: { schema?: string; plan?: string }) => {
      const loadTest = await loadLoadTest(file, { env: io.env });
      const count = loadTest.scenarios.length;
      io.stdout.write(`${file}: ${count} scenario${count === 1 ? '' : 's'}, valid\n`);
      if (flags.schema) {
        const drift = await checkDrift(loadTest, { schema: flags.schema, plan: flags.plan, baseDir: process.cwd() });
        for (const warning of driftWarnings(file, drift, flags.schema)) io.stderr.write(`${warning}\n`);
      }
    });
}
