// What `loadtool generate` does: loadtool.yaml generated from the schema and the plan, probed, validated, written.
import type { GeneratedScenario } from '../../loadtest/generate/generate.js';
import { prepareLoadTest, writeLoadTest } from '../../pipeline/stages/generate-stage.js';
import { adjustScenarios, scenarioTable } from '../adjust-scenarios.js';
import { cancellable, type SignalSource } from '../command-plumbing.js';
import type { CliIo } from '../io.js';

/** The flags of `loadtool generate`. */
export interface GenerateFlags {
  config: string;
  plan?: string;
  schema?: string;
  baseUrl?: string;
  schemaHeader: string[];
  output: string;
  yes?: boolean;
  fresh?: boolean;
  /** False for `--no-probe`: the scenarios are not tried against the server before writing. */
  probe: boolean;
}

/** Runs `loadtool generate`: writes the load test and says what it wrote; returns when it is written. */
export async function generate(io: CliIo, signals: SignalSource, flags: GenerateFlags): Promise<void> {
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
      probe: flags.probe,
    }),
  );
  for (const note of prepared.notes) io.stderr.write(`note: ${note}\n`);
  for (const line of prepared.probe) io.stdout.write(`${line}\n`);
  let scenarios: GeneratedScenario[] = prepared.scenarios;
  if (io.stdout.isTTY && io.stdin.isTTY && !flags.yes) scenarios = await adjustScenarios(io, scenarios, flags.output);
  const written = await writeLoadTest(prepared, scenarios, { fresh: flags.fresh });
  // The load test itself is not read: generation has checked it, and parsing it again is what takes longest.
  if (!io.stdout.isTTY) io.stdout.write(scenarioTable(written.scenarios));
  for (const line of written.edits) io.stdout.write(`${line}\n`);
  io.stdout.write(`Wrote ${flags.output}: ${written.scenarios.length} scenarios against ${written.baseUrl}, valid.\n`);
}
