import { access, realpath, stat } from 'node:fs/promises';
import { basename, dirname, isAbsolute, join, relative, resolve, sep } from 'node:path';
import { ConfigError } from '../config/config-error.js';
import { loadConfig } from '../config/load.js';
import { discoverAnswers, writeInitialConfig } from '../config/onboard.js';
import type { QaConfig } from '../config/types.js';
import type { RunResults, ScenarioOutcome } from '../results/types.js';
import type { ScenarioProgress } from '../engine/run-load-test.js';
import { ExitCode, exitCodeFor } from '../exit-codes.js';
import type { LoadTest } from '../loadtest/types.js';
import { loadLoadTest } from '../loadtest/validate.js';
import { ReportWriteError, writeReports, type ReportFiles } from '../report/write-reports.js';
import { maskerOf } from '../masker.js';
import { secretValues } from '../report/mask.js';
import { checkDrift } from './drift-stage.js';
import { redactUrl } from '../redact-url.js';
import { prepareLoadTest, schemaHeadersFor, writeLoadTest } from './generate-stage.js';
import { runStage } from './run-stage.js';
import { CannotRunError } from '../errors.js';
import { launchSystemUnderTest, waitUntilAnswers, type StartedSystem } from './system-under-test.js';

/** What the pipeline is asked to do: the action's inputs, which `loadtool gate` mirrors as flags. */
export interface PipelineInputs {
  config: string;
  /** Absent: qa-plan.md beside the config, else under requirements.docsPath. */
  plan?: string;
  /** Absent: load-tests/loadtool.yaml beside the config. */
  loadtest?: string;
  generate: 'auto' | 'always' | 'never';
  baseUrl?: string;
  startCommand?: string;
  waitFor?: string;
  waitSeconds?: number;
  /** `Name: value` lines sent when the schema is fetched (`--schema-header`, `schema-headers`). */
  schemaHeaders?: string[];
}

/** Where a message points in a file, for an annotation. */
export interface Location {
  file: string;
  line?: number;
  column?: number;
}

/** How the pipeline talks to people: GitHub's log and annotations, or the terminal. */
export interface PipelineReporter {
  info(message: string): void;
  warning(message: string, where?: Location): void;
  /** Lines that are useful but long: a foldable log group on GitHub, an indented block in the terminal. */
  group(title: string, lines: string[]): void;
  /** A value that must never be shown: GitHub masks it in the log from now on. */
  secret(value: string): void;
  progress(update: ScenarioProgress): void;
  /** The run has ended: the progress display is finished. */
  progressDone(): void;
}

export interface PipelineOptions {
  env: NodeJS.ProcessEnv;
  signal?: AbortSignal;
  /** Write qa.config.json when it is missing (the action's onboarding); otherwise a missing config is bad input. */
  onboard?: { repository?: string };
  /**
   * The folder the reports must stay in (the action's workspace): a `reportDir` that leads outside it is bad input.
   * Absent (the CLI): any folder the user names is honoured.
   */
  workspace?: string;
}

/** The pipeline when performance testing is disabled in the config: nothing ran, exit 0. */
export interface SkippedPipeline {
  outcome: 'skipped';
  exitCode: number;
  config: QaConfig;
}

/** The pipeline once the run has taken place: results known; the files absent when they could not be written. */
export interface RanPipeline {
  outcome: ScenarioOutcome;
  exitCode: number;
  config: QaConfig;
  loadTestFile: string;
  /** Masked, judged and triaged. */
  results: RunResults;
  files?: ReportFiles;
  /** Set when the report files could not be written; the verdict stands and the doors report it. */
  reportError?: ReportWriteError;
}

/** What the pipeline ends with, told apart by `outcome`. */
export type PipelineResult = SkippedPipeline | RanPipeline;

/**
 * Runs every stage (docs/architecture.md §1) the way the action does: config (onboarding when asked), plan and
 * generate (or the committed load test, with drift warnings), validate, start the system under test, run, verdict,
 * triage, and the report files. Bad input throws an InputError (exit 2), a run that cannot take place a
 * CannotRunError (exit 3); breaches, failures and cancellation are results.
 */
export async function runPipeline(
  inputs: PipelineInputs,
  reporter: PipelineReporter,
  options: PipelineOptions,
): Promise<PipelineResult> {
  const config = await configStage(inputs, reporter, options);
  const performance = config.domains.performance;
  if (!performance.enabled) {
    reporter.info(
      `Performance testing is disabled in ${inputs.config} (domains.performance.enabled): nothing to test.`,
    );
    return { outcome: 'skipped', exitCode: ExitCode.passed, config };
  }
  const projectDir = dirname(resolve(inputs.config));
  const reportDir = await reportDirOf(inputs.config, performance.reportDir, options.workspace);
  const loadTestFile = inputs.loadtest ?? relative(process.cwd(), join(projectDir, 'load-tests', 'loadtool.yaml'));
  const loadTest = await loadTestStage(inputs, loadTestFile, config, reporter, options.env, options.signal);
  const secrets = secretValues(loadTest, options.env);
  for (const secret of secrets) reporter.secret(secret);
  const mask = maskerOf(secrets);

  let system: StartedSystem | undefined;
  try {
    if (inputs.startCommand) {
      reporter.info(`Starting the system under test: ${inputs.startCommand}`);
      // Started before the wait, so that the finally below shows its output however the wait ends.
      system = launchSystemUnderTest(inputs.startCommand);
      if (inputs.waitFor) {
        await waitUntilAnswers(system, inputs.waitFor, { waitSeconds: inputs.waitSeconds, signal: options.signal });
        reporter.info(`${inputs.waitFor} answers: starting the load`);
      }
    }
    const started = system;
    const results = await runStage(loadTest, loadTestFile, reporter, {
      env: options.env,
      signal: options.signal,
      mask,
    }).catch((error: unknown) => {
      throw withExitOf(started, error);
    });
    const outcome = options.signal?.aborted ? 'cancelled' : results.outcome;
    const done: RanPipeline = { outcome, exitCode: exitCodeFor(outcome), config, loadTestFile, results };
    try {
      return { ...done, files: await writeReports(results, reportDir, loadTestFile) };
    } catch (error) {
      // The verdict is known: a folder that cannot be written loses the files, never the verdict.
      if (!(error instanceof ReportWriteError)) throw error;
      return { ...done, reportError: error };
    }
  } finally {
    if (system) {
      const exitedEarly = system.exitCode();
      await system.stop();
      const output = system.output();
      reporter.group(
        exitedEarly === undefined
          ? 'Output of start-command'
          : `Output of start-command (it exited with code ${exitedEarly} before the end of the run)`,
        output ? mask(output).trimEnd().split('\n') : ['(no output)'],
      );
    }
  }
}

/** Returns the error, saying also that start-command had exited when the run could not take place after it did. */
function withExitOf(system: StartedSystem | undefined, error: unknown): unknown {
  const code = system?.exitCode();
  if (!(error instanceof CannotRunError) || code === undefined) return error;
  return new CannotRunError(
    `${error.message} start-command exited with code ${code} before the run; its output is in the log above.`,
  );
}

/** Loads qa.config.json, creating it first when it is missing and onboarding is asked for. */
async function configStage(
  inputs: PipelineInputs,
  reporter: PipelineReporter,
  options: PipelineOptions,
): Promise<QaConfig> {
  if (options.onboard && !(await exists(inputs.config))) {
    const folder = dirname(inputs.config);
    const refuse = (why: string): never => {
      throw new ConfigError(inputs.config, [
        {
          path: '',
          message: `not found, and onboarding cannot create it: ${why}. Check the action's \`config\` input (a path from the repository's root, e.g. "services/shop/qa.config.json"), or commit the file there.`,
        },
      ]);
    };
    if (!(await isFolder(folder))) refuse(`the folder ${folder} does not exist`);
    const found = await discoverAnswers(inputs.config, options.onboard.repository);
    const result = await writeInitialConfig(inputs.config, {
      name: found.name,
      schema: found.schema,
      baseUrl: inputs.baseUrl,
    }).catch((error: unknown) =>
      // writeInitialConfig says why in a sentence of its own (a ConfigError); anything else is the system's code.
      refuse(
        error instanceof ConfigError
          ? error.problems.map((problem) => problem.message).join('; ')
          : `writing it failed (${(error as NodeJS.ErrnoException).code ?? String(error)})`,
      ),
    );
    reporter.group(`${inputs.config} was missing: onboarding wrote it (commit it to your repository)`, [
      ...found.notes,
      ...result.notes,
      ...result.text.trimEnd().split('\n'),
    ]);
    if (result.missing.length > 0) throw new ConfigError(inputs.config, result.missing);
  }
  return loadConfig(inputs.config, { baseUrl: inputs.baseUrl });
}

/**
 * Returns the validated load test: generated when asked (`always`) or missing (`auto`), otherwise the committed
 * file, with a warning for each scenario that exercises nothing in the schema and each operation in scope that no
 * scenario covers.
 */
async function loadTestStage(
  inputs: PipelineInputs,
  file: string,
  config: QaConfig,
  reporter: PipelineReporter,
  env: NodeJS.ProcessEnv,
  signal?: AbortSignal,
): Promise<LoadTest> {
  const committed = await exists(file);
  if (inputs.generate === 'always' || (inputs.generate === 'auto' && !committed)) {
    const prepared = await prepareLoadTest({
      config: inputs.config,
      plan: inputs.plan,
      baseUrl: inputs.baseUrl,
      schemaHeaders: inputs.schemaHeaders,
      env,
      output: file,
      signal,
    });
    for (const secret of prepared.secrets) reporter.secret(secret);
    await writeLoadTest(prepared);
    reporter.group(`Generated ${file}: ${prepared.scenarios.length} scenarios`, prepared.notes);
  }
  const loadTest = await loadLoadTest(file, { env });
  if (inputs.generate !== 'always' && committed) {
    const schema = config.domains.performance.schemaUrl!;
    const headers = schemaHeadersFor(schema, config, inputs.config, inputs.schemaHeaders, env);
    for (const secret of headers.secrets) reporter.secret(secret);
    const drift = await checkDrift(loadTest, {
      schema,
      plan: inputs.plan,
      baseDir: dirname(resolve(inputs.config)),
      docsPath: config.requirements.docsPath,
      headers,
      signal,
    });
    for (const { index, endpoint, line } of drift.unknown) {
      reporter.warning(
        `scenarios[${index}]: ${endpoint} exercises nothing in ${redactUrl(schema)} (removed or renamed?): update the scenario or remove it`,
        { file, line },
      );
    }
    for (const operation of drift.uncovered) {
      reporter.warning(
        `${operation.key} is in scope but no scenario covers it: add one, or regenerate with \`loadtool generate\``,
        { file },
      );
    }
  }
  return loadTest;
}

/**
 * Returns the report folder, relative to the working directory as every path the pipeline shows: a relative
 * `reportDir` is relative to the config file, an absolute one is kept. With a workspace, a folder outside it
 * is refused: the action must not write over the runner's other files.
 */
async function reportDirOf(configFile: string, reportDir: string, workspace: string | undefined): Promise<string> {
  const dir = resolve(dirname(resolve(configFile)), reportDir);
  // Real paths, so that a symbolic link inside the checkout that points elsewhere does not lead the reports out.
  if (workspace !== undefined && !isInside(await realPathOf(workspace), await realPathOf(dir))) {
    throw new ConfigError(configFile, [
      {
        path: 'domains.performance.reportDir',
        message: `${JSON.stringify(reportDir)} leads to ${dir}, outside the workspace ${resolve(workspace)}: the action writes its reports only inside the repository's checkout. Give a folder inside it, relative to ${configFile}, e.g. "./qa-reports/perf".`,
      },
    ]);
  }
  return relative(process.cwd(), dir) || '.';
}

/** Returns the real path of `path`: its longest existing ancestor with links resolved, and the rest as given. */
async function realPathOf(path: string): Promise<string> {
  const absolute = resolve(path);
  try {
    return await realpath(absolute);
  } catch {
    const parent = dirname(absolute);
    return parent === absolute ? absolute : join(await realPathOf(parent), basename(absolute));
  }
}

/** Returns whether `path` is `dir` or inside it. */
function isInside(dir: string, path: string): boolean {
  const rel = relative(dir, path);
  return rel === '' || (!isAbsolute(rel) && rel !== '..' && !rel.startsWith(`..${sep}`));
}

function isFolder(path: string): Promise<boolean> {
  return stat(path).then(
    (stats) => stats.isDirectory(),
    () => false,
  );
}

function exists(file: string): Promise<boolean> {
  return access(file).then(
    () => true,
    () => false,
  );
}
