import { Command } from 'commander';
import type { InitOptions } from './init-action.js';
import type { CliIo } from './io.js';

/** `loadtool init`: onboarding, which writes a new qa.config.json and lists each required value still missing. */
export function initCommand(io: CliIo): Command {
  return new Command('init')
    .description(
      'Create qa.config.json: finds the API schema in the repository and lists each required value still missing.',
    )
    .option('--config <file>', 'the configuration file to write', 'qa.config.json')
    .option('--name <name>', "the project's name (default: package.json's name, else the folder's)")
    .option('--base-url <url>', 'the base URL of the API under test')
    .option(
      '--schema <url-or-path>',
      'the OpenAPI document or GraphQL schema (default: the one found in the repository)',
    )
    .option('--force', 'overwrite an existing file')
    .addHelpText('after', '\nExample:\n  loadtool init --base-url http://localhost:3000 --schema ./openapi.yaml')
    .action(async (options: InitOptions) => {
      // Loaded when the command runs, so that `loadtool --help` and the other commands do without onboarding.
      const { init } = await import('./init-action.js');
      await init(io, options);
    });
}
