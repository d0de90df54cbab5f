// `loadtool codegen`'s flags and help; what it does is in handlers/codegen-handler.ts, loaded when it runs.
import { Command } from 'commander';
import type { CodegenFlags } from '../handlers/codegen-handler.js';
import { DEFAULT_LOAD_TEST } from '../command-plumbing.js';
import type { CliIo } from '../io.js';

/**
 * `loadtool codegen`: writes a script module that sends a scenario's requests, and prints the change to make in
 * loadtool.yaml. It leaves loadtool.yaml as it is: the user switches the scenario when the script is ready.
 */
export function codegenCommand(io: CliIo): Command {
  return new Command('codegen')
    .description(
      'Write a custom script (a TypeScript module) that sends the requests of a scenario, as the starting point for logic of your own; prints the change to make in the load test to run it.',
    )
    .argument('[file]', 'the load test', DEFAULT_LOAD_TEST)
    .requiredOption('--scenario <name>', 'the scenario to write a script for')
    .option('-o, --output <file>', 'where to write the module (default: <scenario-name>.ts beside the load test)')
    .option('--force', 'overwrite the module when it exists')
    .addHelpText('after', '\nExample:\n  loadtool codegen --scenario "Checkout" load-tests/loadtool.yaml')
    .action(async (file: string, flags: CodegenFlags) => {
      // Loaded when the command runs, so that `loadtool --help` and the other commands do without code generation.
      const { codegen } = await import('../handlers/codegen-handler.js');
      await codegen(io, file, flags);
    });
}
