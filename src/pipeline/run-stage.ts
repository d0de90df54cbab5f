import { CancelledError } from '../cancelled-error.js';
import { preflight } from '../engine/preflight.js';
import type { RunResults } from '../engine/results.js';
import { runLoadTest } from '../engine/run-load-test.js';
import type { LoadTest } from '../loadtest/types.js';
import { maskResults } from '../report/mask.js';
import { triageResults } from '../triage/triage.js';
import { CannotRunError } from './cannot-run-error.js';
import type { PipelineReporter } from './run-pipeline.js';

export interface RunStageOptions {
  env: NodeJS.ProcessEnv;
  signal?: AbortSignal;
  /** Runs only the scenarios with these names. */
  scenarios?: string[];
  /** Replaces every secret value in a text; applied to messages and to the results. */
  mask: (text: string) => string;
}

/**
 * Checks that the base URL accepts connections, runs the load test with progress, and returns the results judged,
 * triaged and masked, partial when cancelled. Throws a CannotRunError when the base URL does not answer or the run
 * fails, a CancelledError when cancelled before it started.
 */
export async function runStage(
  loadTest: LoadTest,
  file: string,
  reporter: PipelineReporter,
  options: RunStageOptions,
): Promise<RunResults> {
  const { mask, signal } = options;
  const unreachable = await preflight(loadTest.baseUrl, options.env, signal);
  if (signal?.aborted) throw new CancelledError('Cancelled before the run started; nothing was written.');
  if (unreachable !== undefined) {
    throw new CannotRunError(
      `${mask(loadTest.baseUrl)} does not accept connections (${mask(unreachable)}). Start the system under test, or correct baseUrl in ${file}.`,
    );
  }
  const count = options.scenarios ? new Set(options.scenarios).size : loadTest.scenarios.length;
  reporter.info(`Running ${count} scenario${count === 1 ? '' : 's'} of ${file} against ${mask(loadTest.baseUrl)}`);
  let results: RunResults;
  try {
    results = await runLoadTest(loadTest, {
      env: options.env,
      signal,
      scenarios: options.scenarios,
      onProgress: (update) => {
        reporter.progress(update);
      },
    });
  } catch (error) {
    throw new CannotRunError(mask(error instanceof Error ? error.message : String(error)));
  } finally {
    reporter.progressDone();
  }
  return maskResults(triageResults(results, loadTest), mask);
}
