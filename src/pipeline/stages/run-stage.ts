// src/pipeline/stages/ holds the pipeline's stages; this is the run: pre-flight, measure, judge, triage, mask.
import { CancelledError, CannotRunError, maskedError } from '../../errors.js';
import { preflight } from '../../engine/preflight.js';
import type { RunComparison } from '../../compare/compare-run.js';
import type { BaselineInfo, MeasuredRun, RunResults, Shard } from '../../results/types.js';
import { sourceLine } from '../../results/source-wording.js';
import { runLoadTest, type ScenarioProgress } from '../../engine/run-load-test.js';
import { movedWrites, parallelGroupsNotice } from '../../engine/run-order.js';
import { runInWorkers } from '../../engine/workers/run-in-workers.js';
import type { LoadTest } from '../../loadtest/types.js';
import { loadTestFingerprint } from '../../loadtest/fingerprint.js';
import { scenarioWrites } from '../../loadtest/writes.js';
import { redactUrl } from '../../redact-url.js';
import { MIN_MASKED_LENGTH } from '../../masker.js';
import { maskResults } from '../../report/mask.js';
import { shortSecretNames } from '../../secret-values.js';
import { triageResults } from '../../triage/triage.js';
import { judgeRun } from '../../verdict/judge-run.js';
import { compareWithBaseline, type Baseline } from '../baseline.js';
import { runInterleaved, type SameJob } from './interleave-stage.js';
import { resolveSources, type ResolvedSources } from '../../sources/resolve-sources.js';
import { scenarioSourceErrors, sourceFailureLine } from '../../sources/source-failure.js';
import type { PipelineReporter } from '../reporter.js';
import { findScript } from '../../scripts/find-script.js';
import { loadScript } from '../../scripts/load-script.js';
import type { LoadedScript } from '../../scripts/loaded-script.js';
import { waitForStart } from '../start-at.js';
import { loadTestTls } from '../../loadtest/load-test-tls.js';
import type { TlsOptions } from '../../tls-options.js';
import { insecureTlsNote } from '../../results/tls-wording.js';
import { resolvedOutputs, startLiveOutputs, type LiveOutputs } from '../../outputs/live-outputs.js';
import { runIdOf } from '../../outputs/run-id.js';
import type { MetricsOutput } from '../../vocabulary/metrics-outputs.js';

export interface RunStageOptions {
  env: NodeJS.ProcessEnv;
  signal?: AbortSignal;
  /** Runs only the scenarios with these names. */
  scenarios?: string[];
  /** Replaces every secret value in a text; applied to messages and to the results. */
  mask: (text: string) => string;
  /** The results file to compare with (read by readBaseline before anything started); absent: no baseline. */
  baseline?: Baseline;
  /** The same-job mode (`--baseline-url`): the base build measured in rounds alternating with the head's. */
  sameJob?: SameJob;
  /** Runs this shard's part of every scenario's users (`--shard i/n`); absent: the whole load. */
  shard?: Shard | undefined;
  /** When the first request may start, in ms since the epoch (`--start-at`); absent: at once. */
  startAt?: number | undefined;
  /** Worker threads to run the load in (`--workers`, resolved); 1 or absent: the main thread alone. */
  workers?: number | undefined;
  /** Receivers of the live metrics besides loadtool.yaml's `outputs:` (`--metrics-out`, the action's metrics-out). */
  metricsOut?: MetricsOutput[] | undefined;
  /** `--http-debug`: failed samples keep the request and the response's head (RunOptions.httpDebug). */
  httpDebug?: boolean | undefined;
}

/** What the run stage returns: the run's results and, in the same-job mode, the base side's own. */
export interface StageResults {
  results: RunResults;
  /** The base side's results (same-job mode only), judged, triaged and masked as the head's: baseline-results.json. */
  baselineResults?: RunResults;
}

/**
 * Returns the run's results: runStageWithBaseline's, without the base side's own (see there).
 * @internal Exported for the tests.
 */
export async function runStage(
  loadTest: LoadTest,
  file: string,
  reporter: PipelineReporter,
  options: RunStageOptions,
): Promise<RunResults> {
  return (await runStageWithBaseline(loadTest, file, reporter, options)).results;
}

/**
 * Checks that the base URL accepts connections, fetches the data sources, waits for `startAt` when given, runs the
 * load test (or this shard's part of it) with progress, and returns the results judged, triaged and masked, the base
 * URL without its credentials, with the load test's fingerprint, partial when cancelled; in the same-job mode the base
 * URL is checked too, and the base side is measured in rounds beside the head. A scenario whose data source fails or
 * yields nothing is errored with what came back, and the others run; a skipped one (`skip:`) is not run. Warns once
 * about the secrets too short to mask, and once when `tls.insecure` lets it accept any certificate. Throws a
 * LoadTestError when a file of `tls:` cannot be read, a CannotRunError when the base URL does not answer, a
 * CancelledError when cancelled before it started, and a bug of loadtool as itself, masked.
 */
export async function runStageWithBaseline(
  loadTest: LoadTest,
  file: string,
  reporter: PipelineReporter,
  options: RunStageOptions,
): Promise<StageResults> {
  const { mask, signal } = options;
  // Wherever the base URL is shown or written, its user name and password are not.
  const baseUrl = mask(redactUrl(loadTest.baseUrl));
  const short = shortSecretNames(loadTest, options.env);
  if (short.length > 0) {
    const names = short.join(', ');
    reporter.warning(
      `${names} ${short.length === 1 ? 'is' : 'are'} shorter than ${MIN_MASKED_LENGTH} characters: too short to mask (masking would replace those characters in every log line and report), so ${short.length === 1 ? 'its value is' : 'their values are'} not masked. Use a longer secret.`,
    );
  }
  const tls = loadTestTls(loadTest, file, options.env);
  if (!tls.rejectUnauthorized) reporter.warning(insecureTlsNote());
  const unreachable = await preflight(loadTest.baseUrl, options.env, signal);
  if (signal?.aborted) throw new CancelledError('Cancelled before the run started; nothing was written.');
  if (unreachable !== undefined) {
    throw new CannotRunError(
      `${baseUrl} does not accept connections (${mask(unreachable)}). Start the system under test, or correct baseUrl in ${file}.`,
    );
  }
  if (options.sameJob) await preflightBaseline(options.sameJob.url, options);
  const sources = await fetchSources(loadTest, reporter, { ...options, tls });
  const scripts = await loadScripts(loadTest, file, options);
  // Every check and fetch is done before the wait, so that the shards' first requests go together.
  if (options.startAt !== undefined) await waitForStart(options.startAt, reporter, signal);
  const selected = loadTest.scenarios.filter(({ name }) => !options.scenarios || options.scenarios.includes(name));
  const skipped = selected.filter(({ skip }) => skip !== undefined).length;
  const count = selected.length - skipped;
  const notRun = skipped > 0 ? ` (${skipped} skipped)` : '';
  const against = options.sameJob ? ` and, in alternating rounds, ${mask(redactUrl(options.sameJob.url))}` : '';
  const part = options.shard ? `shard ${options.shard.index} of ${options.shard.count} of ` : '';
  // The same-job mode alternates rounds on one engine: its rounds are not split over threads.
  const threads = (options.workers ?? 1) > 1 && !options.sameJob ? ` in ${options.workers} worker threads` : '';
  reporter.info(
    `Running ${part}${count} scenario${count === 1 ? '' : 's'}${notRun} of ${file} against ${baseUrl}${against}${threads}`,
  );
  const groups = !options.sameJob && parallelGroupsNotice(selected, loadTest.execution);
  if (groups) reporter.info(groups);
  try {
    const { head: measured, base } = await measure(loadTest, reporter, { ...options, tls }, sources, scripts);
    const judge = (run: MeasuredRun, compared?: RunComparison, info?: BaselineInfo) => {
      const judged = judgeRun(run, loadTest, compared?.scenarios);
      const withBaseline = info
        ? { ...judged, baseline: info, ...(compared && { regression: compared.regression }) }
        : judged;
      return maskResults(triageResults(withBaseline, loadTest), mask);
    };
    const baselineResults = base && judge(base);
    const baseline: Baseline | undefined =
      options.baseline ??
      (baselineResults && {
        info: { kind: 'same-job', source: baselineResults.baseUrl, startedAt: baselineResults.startedAt },
        results: baselineResults,
      });
    const compared = baseline && compareWithBaseline(baseline, measured, loadTest, reporter);
    return { results: judge(measured, compared, baseline?.info), baselineResults };
  } catch (error) {
    // What happens on the wire is a result, so a rejection here is a bug of loadtool: reported as itself, with its
    // stack, exit 1, never as a run that could not take place; masked, as it may quote a value.
    throw maskedError(error, mask);
  }
}

/**
 * Checks that the base build accepts connections before any load is sent; throws a CannotRunError naming its URL
 * (without credentials) and the fix, a CancelledError when cancelled.
 */
async function preflightBaseline(url: string, options: RunStageOptions): Promise<void> {
  const { mask, signal } = options;
  const unreachable = await preflight(url, options.env, signal);
  if (signal?.aborted) throw new CancelledError('Cancelled before the run started; nothing was written.');
  if (unreachable === undefined) return;
  throw new CannotRunError(
    `The baseline URL ${mask(redactUrl(url))} does not accept connections (${mask(unreachable)}). Start the base build there (--baseline-start-command, the action's baseline-start-command), or correct --baseline-url.`,
  );
}

/**
 * Returns the modules of the script scenarios that run, by scenario name, loaded before the measured time. Validation
 * loaded each already (and so its top level ran); a module that no longer loads is a CannotRunError naming it.
 */
async function loadScripts(
  loadTest: LoadTest,
  file: string,
  options: RunStageOptions,
): Promise<Map<string, LoadedScript>> {
  const scripts = new Map<string, LoadedScript>();
  for (const { name, script, skip } of loadTest.scenarios) {
    if (script === undefined || skip !== undefined || (options.scenarios && !options.scenarios.includes(name)))
      continue;
    const { file: found, tried } = findScript(script, file);
    if (!found)
      throw new CannotRunError(`${file}: the script of ${name} is not found: looked for ${tried.join(' and ')}`);
    try {
      scripts.set(name, await loadScript(found));
    } catch (error) {
      throw new CannotRunError(options.mask(`${file}: the script of ${name} ${(error as Error).message}`));
    }
  }
  return scripts;
}

/** The values of the data sources, and why some scenarios got none (masked), by scenario name. */
interface FetchedSources extends ResolvedSources {
  errors: Map<string, string>;
}

/**
 * Returns the values of the load test's data sources, fetched before the measured time, each pre-flight line shown
 * (a warning for each source that failed or yielded nothing, masked), and the error of each scenario that got no
 * value: only that scenario is errored, the others run (docs/real-data-and-flows.md#real-data-from-the-api). Throws a CancelledError
 * when cancelled.
 */
async function fetchSources(
  loadTest: LoadTest,
  reporter: PipelineReporter,
  options: RunStageOptions & { tls: TlsOptions },
): Promise<FetchedSources> {
  const { mask, signal } = options;
  const sources = await resolveSources(loadTest, options);
  if (signal?.aborted) throw new CancelledError('Cancelled before the run started; nothing was written.');
  for (const source of sources.results) reporter.info(mask(sourceLine(source)));
  for (const failure of sources.failures) reporter.warning(mask(sourceFailureLine(failure)));
  const errors = new Map([...scenarioSourceErrors(sources.failures)].map(([name, error]) => [name, mask(error)]));
  return { ...sources, errors };
}

/**
 * Returns what the engine measured with the values of the data sources, and the sources fetched; the progress shown
 * as it runs, and the base URL without its credentials.
 */
async function measure(
  loadTest: LoadTest,
  reporter: PipelineReporter,
  options: RunStageOptions & { tls: TlsOptions },
  sources: FetchedSources,
  scripts: ReadonlyMap<string, LoadedScript>,
): Promise<{ head: MeasuredRun; base?: MeasuredRun }> {
  // results.json is shared and uploaded: its base URL goes without credentials, like every one shown.
  const fingerprint = loadTestFingerprint(loadTest, options.scenarios);
  const shared = (run: MeasuredRun): MeasuredRun =>
    withWrites(
      {
        ...run,
        baseUrl: redactUrl(run.baseUrl),
        fingerprint,
        ...(sources.results.length > 0 && { sources: sources.results }),
        ...(!options.tls.rejectUnauthorized && { insecureTls: true as const }),
      },
      loadTest,
    );
  try {
    if (options.sameJob) {
      const { head, base } = await runInterleaved(loadTest, options.sameJob, {
        ...options,
        sourceValues: sources.values,
        sourceFailures: sources.errors,
        scripts,
        reporter,
      });
      return { head: shared(head), base: shared(base) };
    }
    const live = liveOutputsOf(loadTest, reporter, options);
    const runOptions = {
      liveFigures: live !== undefined,
      httpDebug: options.httpDebug,
      env: options.env,
      tls: options.tls,
      signal: options.signal,
      scenarios: options.scenarios,
      shard: options.shard,
      sourceValues: sources.values,
      sourceFailures: sources.errors,
      ...(scripts.size > 0 && { scripts }),
      onProgress: (update: ScenarioProgress) => {
        reporter.progress(update);
        live?.progress(update);
      },
    };
    const workers = options.workers ?? 1;
    const measured =
      workers > 1 ? await runInWorkers(loadTest, runOptions, workers) : await runLoadTest(loadTest, runOptions);
    await live?.finish(measured);
    return { head: shared(measured) };
  } finally {
    reporter.progressDone();
  }
}

/**
 * Returns the live metrics outputs of the run (loadtool.yaml's `outputs:` and `--metrics-out`), started; undefined
 * without any (docs/metrics-out.md). The same-job mode pushes none.
 */
function liveOutputsOf(
  loadTest: LoadTest,
  reporter: PipelineReporter,
  options: RunStageOptions,
): LiveOutputs | undefined {
  const outputs = [...(loadTest.outputs ?? []), ...(options.metricsOut ?? [])];
  if (outputs.length === 0) return undefined;
  let resolved: MetricsOutput[];
  try {
    resolved = resolvedOutputs(outputs, options.env, (value) => {
      reporter.secret(value);
    });
  } catch (error) {
    throw new CannotRunError(`outputs: a header of a receiver: ${(error as Error).message}`);
  }
  return startLiveOutputs({
    outputs: resolved,
    runId: runIdOf(options.env),
    shard: options.shard,
    scenarios: loadTest.scenarios,
    log: {
      info: (message) => {
        reporter.info(options.mask(message));
      },
      warning: (message) => {
        reporter.warning(options.mask(message));
      },
    },
  });
}

/**
 * Returns the run with what its writes were (docs/real-data-and-flows.md#writes): `defaults.writes`, each scenario that writes marked
 * `writes: true`, and, when the run took the scenarios in another order than the file's (reads before writes), how
 * many write scenarios it moved after the reads, from the same runOrder the engine ran them in.
 */
function withWrites(run: MeasuredRun, loadTest: LoadTest): MeasuredRun {
  const specs = new Map(loadTest.scenarios.map((scenario) => [scenario.name, scenario]));
  const ran = run.scenarios.flatMap((measured) => specs.get(measured.name) ?? []);
  const moved = movedWrites(ran, loadTest.execution);
  return {
    ...run,
    writes: loadTest.writes ?? 'own',
    ...(moved > 0 && { movedWrites: moved }),
    scenarios: run.scenarios.map((measured) => {
      const spec = specs.get(measured.name);
      return spec && scenarioWrites(spec) ? { ...measured, writes: true as const } : measured;
    }),
  };
}
