// `loadtool init`'s flags and help; what it does is in handlers/init-handler.ts, loaded when it runs.
import { Command } from 'commander';
import type { InitOptions } from '../handlers/init-handler.js';
import type { CliIo } from '../io.js';

/**
 * `loadtool init`: onboarding, which writes a new qa.config.json and lists each required value still missing; with
 * every value given, also a starter qa-plan.md, so that `loadtool generate` and `loadtool run` follow with no flag.
 */
export function initCommand(io: CliIo): Command {
  return new Command('init')
    .description(
      'Create qa.config.json: finds the API schema in the repository and lists each required value still missing; then a starter qa-plan.md, when there is none.',
    )
    .option('--config <file>', 'the configuration file to write', 'qa.config.json')
    .option('--name <name>', "the project's name (default: package.json's name, else the folder's)")
    .option('--base-url <url>', 'the base URL of the API under test')
    .option(
      '--schema <url-or-path>',
      'the OpenAPI document or GraphQL schema (default: the one found in the repository)',
    )
    .option('--force', 'overwrite an existing file')
    .addHelpText(
      'after',
      '\nExamples:\n  loadtool init --base-url http://localhost:3000\n  loadtool init --base-url http://localhost:3000 --schema ./openapi.yaml',
    )
    .action(async (options: InitOptions) => {
      // Loaded when the command runs, so that `loadtool --help` and the other commands do without onboarding.
      const { init } = await import('../handlers/init-handler.js');
      await init(io, options);
    });
}
