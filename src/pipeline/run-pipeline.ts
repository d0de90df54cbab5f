// src/pipeline/ strings the stages together for both doors; runPipeline here is the stages in the action's order.
import { dirname, join, relative, resolve } from 'node:path';
import { resolveWorkerCount } from '../engine/workers/worker-count.js';
import { CannotRunError } from '../errors.js';
import { exitCodeFor } from '../exit-codes.js';
import { maskerOf } from '../masker.js';
import { secretValues, urlPasswords } from '../secret-values.js';
import { ReportWriteError, unwrittenOutcome, writeReports } from '../report/write-reports.js';
import { enabledStage } from './stages/enabled-stage.js';
import { generatesLoadTest, loadTestStage } from './stages/load-test-stage.js';
import type { PipelineReporter } from './reporter.js';
import { runStageWithBaseline } from './stages/run-stage.js';
import { readBaseline, writeBaselineResults } from './baseline.js';
import { checkoutBase, type BaseWorktree } from './base-worktree.js';
import { launchSystemUnderTest, waitUntilAnswers, type StartedSystem } from './system-under-test.js';
import type { PipelineInputs, PipelineOptions, PipelineResult, RanPipeline } from './types.js';

// The doors import these beside runPipeline; the types live in reporter.ts and types.ts, which the stages share.
export type { PipelineReporter } from './reporter.js';
export type { PipelineInputs, PipelineResult, RanPipeline } from './types.js';

/**
 * Runs every stage (docs/architecture.md §1) the way the action does: config (onboarding when asked), plan and
 * generate (or the committed load test, with drift warnings), validate, start the system under test (before
 * generation when it generates), run, verdict, triage, and the report files. Bad input throws an InputError (exit 2), a run that cannot take place a
 * CannotRunError (exit 3); breaches, failures and cancellation are results.
 */
export async function runPipeline(
  inputs: PipelineInputs,
  reporter: PipelineReporter,
  options: PipelineOptions,
): Promise<PipelineResult> {
  // Credentials in a URL are secrets wherever the URL appears: masked before anything is said.
  for (const secret of urlPasswords([inputs.baseUrl, inputs.waitFor, inputs.baselineUrl])) reporter.secret(secret);
  const enabled = await enabledStage(inputs, reporter, options, 'test');
  if ('outcome' in enabled) return enabled;
  const { config, reportDir } = enabled;
  const { baseUrl, schemaUrl } = config.domains.performance;
  for (const secret of urlPasswords([baseUrl, schemaUrl])) reporter.secret(secret);
  const loadTestFile = loadTestFileOf(inputs);
  const systems: Launched[] = [];
  const wait = { waitSeconds: inputs.waitSeconds, signal: options.signal };
  let mask = maskerOf([]);
  let base: BaseWorktree | undefined;
  // Generation probes the system under test and may read the schema it serves: when the stage generates, the system
  // is started first. A committed load test is validated before anything starts (docs/decisions.md).
  const startFirst = inputs.startCommand !== undefined && (await generatesLoadTest(inputs, loadTestFile));
  try {
    if (inputs.startCommand && startFirst) {
      await launchStart(systems, inputs.startCommand, inputs.waitFor, wait, reporter, 'generating the load test');
    }
    const loadTest = await loadTestStage({
      inputs,
      file: loadTestFile,
      config,
      reporter,
      env: options.env,
      signal: options.signal,
    });
    const secrets = secretValues(loadTest, options.env);
    for (const secret of secrets) reporter.secret(secret);
    mask = maskerOf(secrets);
    // A wrong baseline path is bad input, said before any load is sent.
    const baseline =
      inputs.baseline === undefined ? undefined : await readBaseline(inputs.baseline, inputs.baselineSource);
    // The base commit is fetched and built before the base build starts: a wrong ref is said before it runs.
    base =
      inputs.baselineRef === undefined
        ? undefined
        : await checkoutBase({
            ref: inputs.baselineRef,
            buildCommand: inputs.baselineBuildCommand,
            repository: dirname(resolve(inputs.config)),
            env: options.env,
            signal: options.signal,
            reporter,
            mask,
          });
    if (inputs.startCommand && !startFirst) {
      await launchStart(systems, inputs.startCommand, inputs.waitFor, wait, reporter, 'starting the load');
    }
    if (inputs.baselineStartCommand) {
      reporter.info(`Starting the base build: ${inputs.baselineStartCommand}`);
      // Without baseline-wait-for, the baseline URL itself is polled: the base build is up when it answers.
      const waitFor = inputs.baselineWaitFor ?? inputs.baselineUrl;
      const baseWait = { ...wait, cwd: base?.dir };
      await launch(
        systems,
        'baseline-start-command',
        inputs.baselineStartCommand,
        waitFor,
        baseWait,
        reporter,
        'the base build is up',
      );
    }
    const started = systems.find(({ name }) => name === 'start-command')?.system;
    const sameJob =
      inputs.baselineUrl === undefined ? undefined : { url: inputs.baselineUrl, maxRounds: inputs.maxRounds };
    const { results, baselineResults } = await runStageWithBaseline(loadTest, loadTestFile, reporter, {
      env: options.env,
      signal: options.signal,
      mask,
      baseline,
      sameJob,
      shard: inputs.shard,
      startAt: inputs.startAt,
      workers: resolveWorkerCount(inputs.workers ?? 1, systems.length > 0),
      metricsOut: inputs.metricsOut,
      httpDebug: inputs.httpDebug,
    }).catch((error: unknown) => {
      throw withExitOf(started, error);
    });
    const outcome = options.signal?.aborted ? 'cancelled' : results.outcome;
    const done = await reportStage(
      {
        outcome,
        exitCode: exitCodeFor(outcome, { failOnInconclusive: inputs.failOnInconclusive }),
        config,
        loadTestFile,
        results,
      },
      reportDir,
    );
    if (!baselineResults || !done.files) return done;
    try {
      return { ...done, baselineFile: await writeBaselineResults(baselineResults, reportDir) };
    } catch (error) {
      if (!(error instanceof ReportWriteError)) throw error;
      return unwritten(done, error);
    }
  } finally {
    // Stopped also when the run failed or was cancelled; each one's output shown, masked.
    for (const { name, system } of systems) {
      const exitedEarly = system.exitCode();
      await system.stop();
      const output = system.output();
      reporter.group(
        exitedEarly === undefined
          ? `Output of ${name}`
          : `Output of ${name} (it exited with code ${exitedEarly} before the end of the run)`,
        output ? mask(output).trimEnd().split('\n') : ['(no output)'],
      );
    }
    // After the base build is stopped, so that nothing of it still runs in the folder removed.
    await base?.remove();
  }
}

/** Starts `start-command`, saying so, and waits for `waitFor` (see launch); `next` says what follows once it answers. */
async function launchStart(
  systems: Launched[],
  command: string,
  waitFor: string | undefined,
  wait: { waitSeconds?: number | undefined; signal?: AbortSignal | undefined },
  reporter: PipelineReporter,
  next: string,
): Promise<void> {
  reporter.info(`Starting the system under test: ${command}`);
  await launch(systems, 'start-command', command, waitFor, wait, reporter, next);
}

/** A command the pipeline started, by the name of its input. */
interface Launched {
  name: 'start-command' | 'baseline-start-command';
  system: StartedSystem;
}

/**
 * Starts `command` and adds it to `systems` before waiting, so that the caller's finally shows its output and stops
 * it however the wait ends; then waits until `waitFor` answers, and says so with `next`, what follows. It runs in `wait.cwd` when given (the base's
 * worktree). Throws waitUntilAnswers' errors, naming the input.
 */
async function launch(
  systems: Launched[],
  name: Launched['name'],
  command: string,
  waitFor: string | undefined,
  wait: { waitSeconds?: number | undefined; signal?: AbortSignal | undefined; cwd?: string | undefined },
  reporter: PipelineReporter,
  next: string,
): Promise<void> {
  const system = launchSystemUnderTest(command, { cwd: wait.cwd });
  systems.push({ name, system });
  if (!waitFor) return;
  try {
    await waitUntilAnswers(system, waitFor, wait);
  } catch (error) {
    // waitUntilAnswers speaks of start-command: the base build's own input is named instead.
    if (name === 'start-command' || !(error instanceof CannotRunError)) throw error;
    throw new CannotRunError(error.message.replaceAll('start-command', name));
  }
  reporter.info(`${waitFor} answers: ${next}`);
}

/** Returns the load test's path: the `loadtest` input, else load-tests/loadtool.yaml beside the config. */
export function loadTestFileOf(inputs: Pick<PipelineInputs, 'config' | 'loadtest'>): string {
  return (
    inputs.loadtest ?? relative(process.cwd(), join(dirname(resolve(inputs.config)), 'load-tests', 'loadtool.yaml'))
  );
}

/** Returns the pipeline's result with the report files written, or errored with why they could not be (unwritten). */
export async function reportStage(done: RanPipeline, reportDir: string): Promise<RanPipeline> {
  try {
    return { ...done, files: await writeReports(done.results, reportDir, done.loadTestFile) };
  } catch (error) {
    if (!(error instanceof ReportWriteError)) throw error;
    return unwritten(done, error);
  }
}

/**
 * Returns the pipeline's result when its files could not be written: errored (exit 3), unless cancelled, since a later
 * step would find no results.json; the verdict stays in `results`, for the doors to show before the reason.
 */
function unwritten(done: RanPipeline, error: ReportWriteError): RanPipeline {
  const outcome = unwrittenOutcome(done.outcome);
  return { ...done, outcome, exitCode: exitCodeFor(outcome), reportError: error };
}

/** Returns the error, saying also that start-command had exited when the run could not take place after it did. */
function withExitOf(system: StartedSystem | undefined, error: unknown): unknown {
  const code = system?.exitCode();
  if (!(error instanceof CannotRunError) || code === undefined) return error;
  return new CannotRunError(
    `${error.message} start-command exited with code ${code} before the run; its output is in the log above.`,
  );
}
