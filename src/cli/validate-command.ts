import { Command } from 'commander';
import { loadLoadTest } from '../loadtest/validate.js';
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
    .addHelpText('after', '\nExample:\n  API_TOKEN=secret loadtool validate load-tests/loadtool.yaml')
    .action(async (file: string) => {
      const loadTest = await loadLoadTest(file, { env: io.env });
      const count = loadTest.scenarios.length;
      io.stdout.write(`${file}: ${count} scenario${count === 1 ? '' : 's'}, valid\n`);
    });
}
