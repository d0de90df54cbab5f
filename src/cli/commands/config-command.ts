// `loadtool config`'s flags and help; what it does is in handlers/config-handler.ts, loaded when it runs.
import { Command } from 'commander';
import type { CliIo } from '../io.js';

/** `loadtool config`: prints the effective configuration, or every problem in it. */
export function configCommand(io: CliIo): Command {
  return new Command('config')
    .description(
      'Check qa.config.json and print the effective configuration (defaults applied, base URL resolved) as JSON.',
    )
    .option('--config <file>', 'the configuration file', 'qa.config.json')
    .addHelpText('after', '\nExample:\n  loadtool config --config services/shop/qa.config.json')
    .action(async (options: { config: string }) => {
      // Loaded when the command runs, so that `loadtool --help` and the other commands do without the config's reader.
      const { printConfig } = await import('../handlers/config-handler.js');
      await printConfig(io, options);
    });
}
