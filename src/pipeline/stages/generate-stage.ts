// The generate stage: a load test generated from the config, the plan and the schema, probed, then written.
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { basename, dirname, extname, join, relative, resolve } from 'node:path';
import type { Document } from 'yaml';
import { maskerOf } from '../../masker.js';
import { ConfigError } from '../../config/config-error.js';
import { loadConfig } from '../../config/load.js';
import type { QaConfig } from '../../config/types.js';
import { borrowedHeaders, carriedHeaders, carriedNote, type LiteralHeader } from '../../loadtest/carried-headers.js';
import {
  generateLoadTest,
  scenarioBaseUrl,
  yamlText,
  type GeneratedScenario,
  type ProbeTarget,
} from '../../loadtest/generate/generate.js';
import { notGeneratedNote, writesMode } from '../../loadtest/generate/generate-writes.js';
import { hasContent, keepEdits, withReason } from '../../loadtest/keep-edits.js';
import type { LoadTest } from '../../loadtest/types.js';
import { hasProblems, parseLoadTest } from '../../loadtest/validate.js';
import { PlanError } from '../../plan/plan-error.js';
import { isNarrowed, scopeIncludes, scopeWarnings, selectOperations } from '../../plan/select-operations.js';
import type { ApiDescription } from '../../schema/operation.js';
import { redactUrl } from '../../redact-url.js';
import { sourceForFile } from '../../schema/fetch-text.js';
import { readApiSchema } from '../../schema/read-schema.js';
import {
  parseHeaderLines,
  resolveSchemaHeaders,
  type HeaderSource,
  type SchemaHeaders,
} from '../../schema/schema-headers.js';
import { probeLoadTest, skipReasons } from '../../probe/probe.js';
import { probeTable } from '../../probe/probe-table.js';
import { schemeNote } from '../../probe/scheme-check.js';
import { editLines, writtenScenarios } from '../kept-edits.js';
import { writeUploadFiles } from '../upload-files.js';
import { readPlan, type PlanScope } from './plan-stage.js';

export interface GenerateOptions {
  /** Path of qa.config.json. */
  config: string;
  /** Path of qa-plan.md; `none` for no scope (every safe operation); absent: looked up as findPlan says. */
  plan?: string;
  /** A schema URL or a path relative to the working directory; wins over the config's. */
  schema?: string;
  /** Wins over the config's base URLs (applied when the config is loaded). */
  baseUrl?: string;
  /** `Name: value` lines sent when the schema is fetched (`--schema-header`); win over the config's schemaHeaders. */
  schemaHeaders?: string[];
  /** Where `${NAME}` in schema headers is read from; the process's environment unless given. */
  env?: NodeJS.ProcessEnv;
  /** Where loadtool.yaml is written. */
  output: string;
  /** Aborts reading the schema (a cancelled command): prepareLoadTest then throws a CancelledError. */
  signal?: AbortSignal;
  /**
   * Probe the generated reads against the base URL before writing (src/probe/): true for `generate` and the
   * pipeline, false for `--no-probe` (said in `probe`), absent for neither (nothing sent, nothing said).
   */
  probe?: boolean;
}

/** Everything generation found, ready to be shown, adjusted and written. */
export interface PreparedLoadTest {
  config: QaConfig;
  api: ApiDescription;
  output: string;
  scenarios: GeneratedScenario[];
  /** Returns the file's text for the scenarios, adjusted or not. */
  render: (scenarios?: GeneratedScenario[]) => string;
  /** Returns the file's YAML document for the scenarios, adjusted or not: its text is `render`'s. */
  document: (scenarios?: GeneratedScenario[]) => Document;
  /** Lines for the user: the plan used, operations left out and why, the reader's warnings. */
  notes: string[];
  /** The schema headers' values: never written to the file. */
  secrets: string[];
  /** What the probe found, as lines for the user (src/probe/probe-table.ts); empty when no probe was asked about. */
  probe: string[];
}

/**
 * Returns the load test generated from the config file, the plan it finds and the API schema, not yet written: for
 * `loadtool generate`, which starts from the files. The pipeline has read them already and calls generateLoadTestFrom.
 */
export async function prepareLoadTest(options: GenerateOptions): Promise<PreparedLoadTest> {
  const config = await loadConfig(options.config, { baseUrl: options.baseUrl });
  if (!config.domains.performance.enabled) {
    throw new ConfigError(options.config, [
      { path: 'domains.performance.enabled', message: 'is false: set it to true to generate load tests' },
    ]);
  }
  const plan = await readPlan({
    plan: options.plan,
    root: dirname(resolve(options.config)),
    docsPath: config.requirements.docsPath,
  });
  return generateLoadTestFrom(config, plan, options);
}

/**
 * Returns the load test generated from a loaded config (`options.config` names its file), the plan's scope and the
 * API schema, not yet written. A plan that was looked for and not found is bad input: generation needs a scope.
 */
export async function generateLoadTestFrom(
  config: QaConfig,
  plan: PlanScope,
  options: GenerateOptions,
): Promise<PreparedLoadTest> {
  const performance = config.domains.performance;
  const configDir = dirname(resolve(options.config));
  const notes = planNotes(plan, config, configDir, options.plan);
  const { scope, file: planFile } = plan;

  const baseUrl = performance.baseUrl!;
  const schemaSource = options.schema ?? performance.schemaUrl!;
  const headers: SchemaHeaders = schemaHeadersFor(
    schemaSource,
    config,
    options.config,
    options.schemaHeaders,
    options.env,
  );
  const api = await readApiSchema(schemaSource, {
    baseDir: options.schema ? process.cwd() : configDir,
    baseUrl,
    headers,
    signal: options.signal,
    include: scopeIncludes(scope),
  });
  // The plan's defaults rank below an operation's x-perf (docs/loadtool-yaml.md): generation applies them, not here.
  const selected = selectOperations({ ...scope, defaults: {} }, api.operations, planFile ?? 'qa-plan.md', api);
  for (const { line, message } of scopeWarnings(scope, api))
    notes.push(`${planFile ?? 'qa-plan.md'}:${line}: warning: ${message}`);
  for (const { key, reason } of api.skipped) notes.push(`left out ${key}: ${reason}`);
  if (selected.length === 0) {
    throw new PlanError(planFile ?? api.source, [
      {
        path: '',
        message: `no operation to test: ${redactUrl(schemaSource)} has no GET or HEAD operation or GraphQL query${api.skipped.length ? ' that could be given request data' : ''}; name the operations to test in the Performance section of qa-plan.md`,
      },
    ]);
  }
  notes.push(...api.warnings);
  const carried = carriedHeaders(headers.templates, headers.headers, api);
  if (carried) notes.push(carriedNote(carried));

  const generated = generateLoadTest({
    api,
    selected,
    planDefaults: scope.defaults,
    thresholds: performance.thresholds,
    baseUrl: scenarioBaseUrl(baseUrl, api),
    // The file is committed: the schema's URL is named without anything that may be a credential.
    sources: [sourceForFile(schemaSource), ...(planFile ? [planFile] : []), options.config],
    writes: writesMode([scope.defaults, ...selected.map(({ overrides }) => overrides)]),
    ...(carried && { carriedHeaders: carried.headers }),
  });
  notes.push(...generated.notGenerated.map(notGeneratedNote));
  if (generated.scenarios.length === 0) {
    const writes = generated.notGenerated.map(({ key }) => key).join(', ');
    const message = `no operation to test: every operation in scope is a write that would change records the test did not create (${writes}); add reads to the Performance section of qa-plan.md, or a line "Writes: existing" to allow writes to existing data`;
    throw new PlanError(planFile ?? api.source, [{ path: '', message }]);
  }
  if (generated.loginNote) notes.push(generated.loginNote);
  const probed = await probeGenerated(generated, {
    api,
    literal: [...(carried?.literal ?? []), ...borrowedHeaders(headers.headers, api, options.env ?? process.env)],
    secrets: headers.secrets,
    options,
    notes,
  });
  return {
    config,
    api,
    output: options.output,
    notes,
    secrets: headers.secrets,
    ...generated,
    scenarios: probed.scenarios,
    render: (scenarios = probed.scenarios) => generated.render(scenarios),
    document: (scenarios = probed.scenarios) => generated.document(scenarios),
    probe: probed.lines,
  };
}

/**
 * Returns the scenarios as the probe leaves them (src/probe/): a value found in the API in place of an invented one,
 * `skip` with the reason where nothing worked; and the lines that report it. The probe sends the schema headers'
 * values for the variables of the headers carried over, and of a security scheme's header the schema was read with
 * when its variable is not set, in memory only. Adds to `notes` what a carried
 * `Authorization` value must hold.
 */
async function probeGenerated(
  generated: { scenarios: GeneratedScenario[]; render: () => string; probeTargets: ProbeTarget[] },
  context: {
    api: ApiDescription;
    /** The variables whose value is a schema header's, for the probe only (carried over, or borrowed). */
    literal: LiteralHeader[];
    secrets: string[];
    options: GenerateOptions;
    notes: string[];
  },
): Promise<{ scenarios: GeneratedScenario[]; lines: string[] }> {
  const { options, literal } = context;
  const scenarios = generated.scenarios;
  if (options.probe === false) return { scenarios, lines: probeTable({ ran: false, reason: '--no-probe' }) };
  if (options.probe !== true) return { scenarios, lines: [] };
  let loadTest: LoadTest;
  try {
    loadTest = parseLoadTest(generated.render(), options.output);
  } catch {
    // Writing it says what is wrong, with its line: the probe has nothing valid to send.
    return { scenarios, lines: probeTable({ ran: false, reason: 'the generated load test is not valid' }) };
  }
  const env = {
    ...(options.env ?? process.env),
    ...Object.fromEntries(literal.map(({ variable, value }) => [variable, value])),
  };
  const report = await probeLoadTest({
    loadTest,
    targets: generated.probeTargets,
    schema: context.api.graphqlSchema,
    env,
    mask: maskerOf(context.secrets),
    signal: options.signal,
  });
  const lines = probeTable(report);
  if (!report.ran) return { scenarios, lines };
  const { skips, note } = skipReasons(report.findings);
  if (note) lines.push(note);
  for (const header of literal) {
    const said = await schemeNote(loadTest, report.findings, header, env, options.signal);
    if (said) context.notes.push(said);
  }
  return {
    scenarios: scenarios.map((scenario, index) => {
      const probed = report.findings[index]?.probed;
      const skip = skips.get(scenario.name);
      return { ...scenario, ...(probed && { probed }), ...(skip !== undefined && { skip }) };
    }),
    lines,
  };
}

/** A load test written, and lines for the user on the hand edits it kept and the scenarios it dropped or added. */
export interface WrittenLoadTest {
  /** The load test as written: parsed from the text when first read, as generation checks the data it wrote. */
  readonly loadTest: LoadTest;
  /** The base URL written. */
  baseUrl: string;
  /** The scenarios as written, hand edits included, for the table shown after writing. */
  scenarios: GeneratedScenario[];
  /** Lines for the user: the hand edits kept, and the files to upload written (upload-files.ts). */
  edits: string[];
}

/**
 * Validates the load test as `loadtool validate` does, then writes it with the hand edits of the file it replaces
 * (unless `fresh`), the record of what generation wrote and the files to upload it named that are missing; returns
 * the parsed load test and what was kept. A file that fails validation is never written (an existing one is left as
 * it was), and each file appears whole or not at all.
 */
export async function writeLoadTest(
  prepared: PreparedLoadTest,
  scenarios = prepared.scenarios,
  options: { fresh?: boolean } = {},
): Promise<WrittenLoadTest> {
  // A schema that echoes a credential it was fetched with must not carry it into a committed file.
  const mask = maskerOf(prepared.secrets.filter((secret) => secret.length >= 4));
  // The record is generation itself, without the adjustments made at the prompt: those count as the person's edits.
  const recordDocument = prepared.document();
  const recordText = yamlText(recordDocument);
  const record = mask(recordText);
  // Unadjusted, the file is the record: rendering a large description twice costs as much as reading it.
  const document = scenarios === prepared.scenarios ? recordDocument : prepared.document(scenarios);
  const unmasked = document === recordDocument ? recordText : yamlText(document);
  const generated = mask(unmasked);
  const target = resolve(prepared.output);
  const recordFile = generationRecordPath(target);
  const existing = options.fresh ? undefined : await readIfThere(target);
  const previous = existing === undefined ? undefined : await readIfThere(recordFile);
  // A file as the last generation wrote it, which generation writes again unchanged, has no edit to keep, and nothing
  // dropped or added to say: regenerating it costs no more than a first generation.
  const unchanged = existing === generated && previous === existing;
  const merged =
    existing === undefined || unchanged || !hasContent(existing)
      ? undefined
      : keepEdits(previous, existing, generated, prepared.output);
  const text = merged ? mask(merged.text) : generated;
  const file = prepared.output;
  // Generation's own text is its document written out: its data is checked as the text would be, and the text is
  // parsed (the slowest step of generation) only to locate a problem, or when the load test is read.
  let loadTest =
    merged !== undefined
      ? validMerge(text, file)
      : text !== unmasked || hasProblems(document.toJS() as Record<string, unknown>)
        ? parseLoadTest(text, file)
        : undefined;
  // The files to upload first: once loadtool.yaml is there, what it names is.
  const uploads = await writeUploadFiles(text, recordText, target);
  await writeWhole(target, text);
  await writeWhole(recordFile, record);
  const edits = [...(merged ? editLines(merged) : []), ...uploads];
  if (merged && previous === undefined && merged.kept.length > 0) {
    edits.unshift(
      `no record of the last generation (${basename(recordFile)} beside ${basename(target)}): every value that differs from what generation writes now was kept as your edit; \`loadtool generate --fresh\` takes the generated values`,
    );
  }
  return {
    get loadTest() {
      return (loadTest ??= parseLoadTest(text, file));
    },
    baseUrl: mask(String(document.get('baseUrl'))),
    scenarios: merged ? writtenScenarios(text) : scenarios,
    edits,
  };
}

/** Returns the merged load test parsed; its problems, if any, say that they come with the hand edits kept. */
function validMerge(text: string, file: string): LoadTest {
  try {
    return parseLoadTest(text, file);
  } catch (error) {
    throw withReason(
      error,
      'in the file as regenerated with your edits kept, not written: fix the edit, or discard the edits with `loadtool generate --fresh`',
    );
  }
}

/** Returns where the text of the last generation is kept: `.loadtool.generated.yaml` beside `loadtool.yaml`. */
function generationRecordPath(output: string): string {
  const extension = extname(output) || '.yaml';
  return join(dirname(output), `.${basename(output, extname(output))}.generated${extension}`);
}

async function readIfThere(file: string): Promise<string | undefined> {
  try {
    return await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/** Writes a file through a temporary one beside it, so that it appears whole or not at all. */
async function writeWhole(target: string, text: string): Promise<void> {
  await mkdir(dirname(target), { recursive: true });
  const temporary = join(dirname(target), `.${basename(target)}.${process.pid}.tmp`);
  try {
    await writeFile(temporary, text);
    await rename(temporary, target);
  } finally {
    await rm(temporary, { force: true });
  }
}

/**
 * Returns the headers to fetch the schema with: the config's `domains.performance.schemaHeaders`, overridden by name
 * by the `Name: value` lines of the flag or input, each `${NAME}` filled from the environment; none for a schema
 * read from a file, which needs no variable set.
 */
export function schemaHeadersFor(
  schema: string,
  config: QaConfig,
  configFile: string,
  lines: readonly string[] = [],
  env: NodeJS.ProcessEnv = process.env,
  linesOrigin = '--schema-header',
): SchemaHeaders {
  const fromConfig = config.domains.performance.schemaHeaders;
  const sources: HeaderSource[] = [
    { headers: fromConfig ?? {}, file: configFile, path: 'domains.performance.schemaHeaders' },
    { headers: parseHeaderLines(lines, linesOrigin), file: linesOrigin, path: '' },
  ];
  return /^https?:\/\//i.test(schema) ? resolveSchemaHeaders(sources, env) : { headers: {}, secrets: [] };
}

/** Returns the notes on the plan for the user; throws a PlanError when it was looked for and not found. */
function planNotes(plan: PlanScope, config: QaConfig, configDir: string, asked: string | undefined): string[] {
  if (plan.status === 'none')
    return ['no plan (--plan none): every GET and HEAD operation and GraphQL query is in scope'];
  if (plan.status === 'missing') {
    const where =
      asked ??
      `qa-plan.md (in ${relative(process.cwd(), configDir) || '.'}${config.requirements.docsPath ? ` or ${config.requirements.docsPath}` : ''})`;
    throw new PlanError(asked ?? 'qa-plan.md', [
      {
        path: '',
        message: `not found at ${where}: write a plan with a "Performance" section, or pass --plan none to test every GET operation`,
      },
    ]);
  }
  if (!plan.scope.found)
    return [`${plan.file} has no "Performance" section: every GET and HEAD operation and GraphQL query is in scope`];
  if (!isNarrowed(plan.scope)) {
    const left = plan.scope.excluded?.length ?? 0;
    const but = left === 0 ? '' : `, but what its \`not\` ${left === 1 ? 'line leaves' : 'lines leave'} out`;
    return [
      `the Performance section of ${plan.file} names no endpoint to select: every GET and HEAD operation and GraphQL query is in scope${but}`,
    ];
  }
  return [];
}
