import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, relative, resolve } from 'node:path';
import { ConfigError } from '../config/config-error.js';
import { loadConfig } from '../config/load.js';
import type { QaConfig } from '../config/types.js';
import {
  generateLoadTest,
  graphqlEndpointPath,
  scenarioBaseUrl,
  type GeneratedScenario,
} from '../loadtest/generate.js';
import type { LoadTest } from '../loadtest/types.js';
import { parseLoadTest } from '../loadtest/validate.js';
import { findPlan } from '../plan/find-plan.js';
import { PlanError } from '../plan/plan-error.js';
import { readScope, type Scope } from '../plan/read-scope.js';
import { selectOperations } from '../plan/select-operations.js';
import { operationShape, type ApiDescription } from '../schema/operation.js';
import { readApiSchema } from '../schema/read-schema.js';

export interface GenerateOptions {
  /** Path of qa.config.json. */
  config: string;
  /** Path of qa-plan.md; `none` for no scope (every safe operation); absent: looked up as DESIGN §3 says. */
  plan?: string;
  /** A schema URL or a path relative to the working directory; wins over the config's. */
  schema?: string;
  /** Wins over the config's base URLs. */
  baseUrl?: string;
  /** Where loadtool.yaml is written. */
  output: string;
}

/** Everything generation found, ready to be shown, adjusted and written. */
export interface PreparedLoadTest {
  config: QaConfig;
  api: ApiDescription;
  output: string;
  scenarios: GeneratedScenario[];
  /** Returns the file's text for the scenarios, adjusted or not. */
  render: (scenarios?: GeneratedScenario[]) => string;
  /** Lines for the user: the plan used, operations left out and why, the reader's warnings. */
  notes: string[];
}

/** Returns the load test generated from the config, the plan's scope and the API schema, not yet written. */
export async function prepareLoadTest(options: GenerateOptions): Promise<PreparedLoadTest> {
  const config = await loadConfig(options.config, { baseUrl: options.baseUrl });
  const performance = config.domains.performance;
  if (!performance.enabled) {
    throw new ConfigError(options.config, [
      { path: 'domains.performance.enabled', message: 'is false: set it to true to generate load tests' },
    ]);
  }
  const configDir = dirname(resolve(options.config));
  const notes: string[] = [];
  const { scope, planFile } = await readPlan(options, config, configDir, notes);

  const wanted = new Set(scope.entries.map((entry) => operationShape(entry.key)));
  const baseUrl = performance.baseUrl!;
  const schemaSource = options.schema ?? performance.schemaUrl!;
  const api = await readApiSchema(schemaSource, {
    baseDir: options.schema ? process.cwd() : configDir,
    graphqlPath: graphqlEndpointPath(baseUrl),
    include: (key, safe) => (wanted.size === 0 ? safe : wanted.has(operationShape(key))),
  });
  // The plan's defaults rank below an operation's x-perf (DESIGN §4): they are applied by generation, not here.
  const selected = selectOperations(
    { ...scope, defaults: {} },
    api.operations,
    planFile ? relative(process.cwd(), planFile) : 'qa-plan.md',
  );
  for (const { key, reason } of api.skipped) notes.push(`left out ${key}: ${reason}`);
  if (selected.length === 0) {
    throw new PlanError(planFile ? relative(process.cwd(), planFile) : schemaSource, [
      {
        path: '',
        message: `no operation to test: ${schemaSource} has no GET or HEAD operation or GraphQL query${api.skipped.length ? ' that could be given request data' : ''}; name the operations to test in the Performance section of qa-plan.md`,
      },
    ]);
  }
  notes.push(...api.warnings);

  const generated = generateLoadTest({
    api,
    selected,
    planDefaults: scope.defaults,
    thresholds: performance.thresholds,
    baseUrl: scenarioBaseUrl(baseUrl, api),
    sources: [schemaSource, ...(planFile ? [relative(process.cwd(), planFile)] : []), options.config],
  });
  return { config, api, output: options.output, notes, ...generated };
}

/** Writes loadtool.yaml and validates what was written, as `loadtool validate` does; returns the parsed load test. */
export async function writeLoadTest(prepared: PreparedLoadTest, scenarios = prepared.scenarios): Promise<LoadTest> {
  const text = prepared.render(scenarios);
  await mkdir(dirname(resolve(prepared.output)), { recursive: true });
  await writeFile(prepared.output, text);
  return parseLoadTest(text, prepared.output);
}

async function readPlan(
  options: GenerateOptions,
  config: QaConfig,
  configDir: string,
  notes: string[],
): Promise<{ scope: Scope; planFile?: string }> {
  const empty: Scope = { found: false, entries: [], defaults: {} };
  if (options.plan === 'none') {
    notes.push('no plan (--plan none): every GET and HEAD operation and GraphQL query is in scope');
    return { scope: empty };
  }
  const planFile = await findPlan({ plan: options.plan, root: configDir, docsPath: config.requirements.docsPath });
  if (!planFile) {
    const where =
      options.plan ??
      `qa-plan.md (in ${relative(process.cwd(), configDir) || '.'}${config.requirements.docsPath ? ` or ${config.requirements.docsPath}` : ''})`;
    throw new PlanError(options.plan ?? 'qa-plan.md', [
      {
        path: '',
        message: `not found at ${where}: write a plan with a "Performance" section, or pass --plan none to test every GET operation`,
      },
    ]);
  }
  const scope = readScope(await readFile(planFile, 'utf8'), relative(process.cwd(), planFile));
  if (!scope.found)
    notes.push(
      `${relative(process.cwd(), planFile)} has no "Performance" section: every GET and HEAD operation and GraphQL query is in scope`,
    );
  else if (scope.entries.length === 0)
    notes.push(
      `the Performance section of ${relative(process.cwd(), planFile)} names no endpoint: every GET and HEAD operation and GraphQL query is in scope`,
    );
  return { scope, planFile };
}
