import { Command } from 'commander';
import type { GeneratedScenario } from '../loadtest/generate.js';
import { prepareLoadTest, writeLoadTest } from '../pipeline/generate-stage.js';
import { adjustScenarios, scenarioTable } from './adjust-scenarios.js';
import { cancellable, type SignalSource } from './command-plumbing.js';
import type { CliIo } from './io.js';
import { schemaHeaderOption } from './schema-header-option.js';

interface GenerateFlags {
  config: string;
  plan?: string;
  schema?: string;
  baseUrl?: string;
  schemaHeader: string[];
  output: string;
  yes?: boolean;
  fresh?: boolean;
}

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
    .option('-y, --yes', 'write without offering to adjust the scenarios first (never offered when not in a terminal)')
    .addHelpText(
      'after',
      '\nExamples:\n  loadtool generate\n  loadtool generate --fresh\n  loadtool generate --plan none --schema ./openapi.yaml --base-url http://localhost:3000\n  SCHEMA_TOKEN=… loadtool generate --schema-header "Authorization: Bearer ${SCHEMA_TOKEN}"',
    )
    .action(async (flags: GenerateFlags) => {
      const prepared = await cancellable(signals, (signal) =>
        prepareLoadTest({
          config: flags.config,
          plan: flags.plan,
          schema: flags.schema,
          baseUrl: flags.baseUrl,
          schemaHeaders: flags.schemaHeader,
          env: io.env,
          output: flags.output,
          signal,
        }),
      );
      for (const note of prepared.notes) io.stderr.write(`note: ${note}\n`);
      let scenarios: GeneratedScenario[] = prepared.scenarios;
      if (io.stdout.isTTY && io.stdin.isTTY && !flags.yes)
        scenarios = await adjustScenarios(io, scenarios, flags.output);
      const written = await writeLoadTest(prepared, scenarios, { fresh: flags.fresh });
      const { loadTest, edits } = written;
      if (!io.stdout.isTTY) io.stdout.write(scenarioTable(written.scenarios));
      for (const line of edits) io.stdout.write(`${line}\n`);
      io.stdout.write(
        `Wrote ${flags.output}: ${loadTest.scenarios.length} scenarios against ${loadTest.baseUrl}, valid.\n`,
      );
    });
}
