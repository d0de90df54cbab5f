// `loadtool generate`'s flags and help; what it does is in handlers/generate-handler.ts, loaded when it runs.
import { Command } from 'commander';
import type { SignalSource } from '../command-plumbing.js';
import type { GenerateFlags } from '../handlers/generate-handler.js';
import type { CliIo } from '../io.js';
import { schemaHeaderOption } from '../schema-header-option.js';

/** `loadtool generate`: writes loadtool.yaml from the API schema and the plan's scope, then validates it. */
export function generateCommand(io: CliIo, signals: SignalSource = process): Command {
  return new Command('generate')
    .description(
      'Generate load-tests/loadtool.yaml: one scenario per operation in the scope of qa-plan.md, from the API schema.',
    )
    .option('--config <file>', 'the configuration file', 'qa.config.json')
    .option(
      '--plan <file>',
      'the plan whose "Performance" section sets the scope; "none" for every GET operation (default: qa-plan.md at the project root, else under requirements.docsPath)',
    )
    .option('--schema <url-or-path>', "the OpenAPI document or GraphQL schema (default: the config's)")
    .option('--base-url <url>', "the base URL of the system under test (default: the config's)")
    .option(...schemaHeaderOption)
    .option('-o, --output <file>', 'where to write the load test', 'load-tests/loadtool.yaml')
    .option(
      '--fresh',
      'discard the hand edits of the existing load test (kept otherwise: each one is listed) and write it anew',
    )
    .option(
      '--no-probe',
      'write the scenarios without trying them against the server first (the probe sends each read once, replaces an invented value with one the API lists, and writes what cannot work with skip: "<reason>")',
    )
    .option('-y, --yes', 'write without offering to adjust the scenarios first (never offered when not in a terminal)')
    .addHelpText(
      'after',
      '\nExamples:\n  loadtool generate\n  loadtool generate --fresh\n  loadtool generate --plan none --schema ./openapi.yaml --base-url http://localhost:3000\n  SCHEMA_TOKEN=… loadtool generate --schema-header "Authorization: Bearer ${SCHEMA_TOKEN}"',
    )
    .action(async (flags: GenerateFlags) => {
      // Loaded when the command runs, so that `loadtool --help` and the other commands do without generation.
      const { generate } = await import('../handlers/generate-handler.js');
      await generate(io, signals, flags);
    });
}
