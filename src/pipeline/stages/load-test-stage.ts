// The load test stage: generated or committed (checked for drift), then the run's overrides applied.
import { dirname, resolve } from 'node:path';
import type { QaConfig } from '../../config/types.js';
import { applyRunOverrides, overrideWarnings, type RunOverrides } from '../../loadtest/apply-overrides.js';
import { uncoveredMessage } from '../../loadtest/drift.js';
import type { LoadTest } from '../../loadtest/types.js';
import { loadTestTls } from '../../loadtest/load-test-tls.js';
import { loadLoadTest } from '../../loadtest/validate.js';
import { redactUrl } from '../../redact-url.js';
import { attachContracts, conformanceNote } from '../../loadtest/response-contracts.js';
import type { ApiDescription } from '../../schema/operation.js';
import { driftFrom } from './drift-stage.js';
import { exists } from '../file-checks.js';
import { generateLoadTestFrom, schemaHeadersFor, writeLoadTest } from './generate-stage.js';
import { readPlan, type PlanScope } from './plan-stage.js';
import type { PipelineReporter } from '../reporter.js';
import type { PipelineInputs } from '../types.js';

/** What the load test stage works from: the inputs, and what the config stage produced. */
export interface LoadTestStageContext {
  inputs: PipelineInputs;
  /** The load test file: generated here, or committed. */
  file: string;
  /** qa.config.json as the config stage loaded it. */
  config: QaConfig;
  reporter: PipelineReporter;
  env: NodeJS.ProcessEnv;
  signal?: AbortSignal | undefined;
}

/**
 * Returns the validated load test with the run's overrides applied: generated when asked (`always`) or missing
 * (`auto`), otherwise the committed file, with a warning for each scenario that exercises nothing in the schema and
 * each operation in scope that no scenario covers. The plan is read once, by whichever of the two needs it.
 */
export async function loadTestStage(context: LoadTestStageContext): Promise<LoadTest> {
  const { inputs, file, env } = context;
  const committed = await exists(file);
  const generating = generates(inputs, committed);
  let api = generating ? await generate(context) : undefined;
  const loadTest = await loadLoadTest(file, { env });
  if (!generating && committed) api = await warnAboutDrift(loadTest, context);
  const overrides: RunOverrides = {
    // A generated load test was written for the base URL already, its schema's path prefix included.
    baseUrl: generating ? undefined : inputs.baseUrl,
    concurrentUsers: inputs.users,
    durationSeconds: inputs.durationSeconds,
  };
  const overridden = applyRunOverrides(loadTest, overrides);
  for (const warning of overrideWarnings(overridden, overrides)) context.reporter.warning(warning, { file });
  if (!api) return overridden;
  // The schema read for generation or for drift gives each scenario the responses it documents (conformance).
  const attached = attachContracts(overridden, api);
  context.reporter.info(
    conformanceNote(attached, redactUrl(context.config.domains.performance.schemaUrl ?? api.source)),
  );
  return attached.loadTest;
}

/** Whether the stage generates the load test: when asked to (`always`), or when none is committed (`auto`). */
export async function generatesLoadTest(inputs: Pick<PipelineInputs, 'generate'>, file: string): Promise<boolean> {
  return generates(inputs, await exists(file));
}

function generates(inputs: Pick<PipelineInputs, 'generate'>, committed: boolean): boolean {
  return inputs.generate === 'always' || (inputs.generate === 'auto' && !committed);
}

/** Returns the plan's scope: the plan input, else qa-plan.md beside the config or under requirements.docsPath. */
function planOf({ inputs, config }: LoadTestStageContext): Promise<PlanScope> {
  return readPlan({ plan: inputs.plan, root: projectDirOf(inputs), docsPath: config.requirements.docsPath });
}

/** Generates the load test from the config loaded and the plan's scope, and writes it; returns the API read. */
async function generate(context: LoadTestStageContext): Promise<ApiDescription> {
  const { inputs, file, config, reporter } = context;
  const prepared = await generateLoadTestFrom(config, await planOf(context), {
    config: inputs.config,
    plan: inputs.plan,
    schemaHeaders: inputs.schemaHeaders,
    env: context.env,
    output: file,
    signal: context.signal,
    probe: true,
  });
  for (const secret of prepared.secrets) reporter.secret(secret);
  const { loadTest, edits } = await writeLoadTest(prepared);
  reporter.group(`Generated ${file}: ${loadTest.scenarios.length} scenarios`, [
    ...prepared.notes,
    ...prepared.probe,
    ...edits,
  ]);
  return prepared.api;
}

/**
 * Warns about each scenario the schema lacks and each operation in the plan's scope that no scenario covers; returns
 * the API read.
 */
async function warnAboutDrift(loadTest: LoadTest, context: LoadTestStageContext): Promise<ApiDescription> {
  const { inputs, file, config, reporter } = context;
  const schema = config.domains.performance.schemaUrl!;
  const headers = schemaHeadersFor(schema, config, inputs.config, inputs.schemaHeaders, context.env);
  for (const secret of headers.secrets) reporter.secret(secret);
  const drift = await driftFrom(loadTest, await planOf(context), {
    schema,
    baseDir: projectDirOf(inputs),
    headers,
    signal: context.signal,
    tls: loadTestTls(loadTest, file, context.env),
  });
  for (const { index, endpoint, line } of drift.unknown) {
    reporter.warning(
      `scenarios[${index}]: ${endpoint} exercises nothing in ${redactUrl(schema)} (removed or renamed?): update the scenario or remove it`,
      { file, line },
    );
  }
  for (const operation of drift.uncovered) reporter.warning(uncoveredMessage(operation), { file });
  for (const warning of drift.plan ?? []) reporter.warning(warning.message, { file: warning.file, line: warning.line });
  return drift.api;
}

function projectDirOf(inputs: PipelineInputs): string {
  return dirname(resolve(inputs.config));
}
