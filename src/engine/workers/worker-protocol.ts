// The messages between the run and its worker threads: the input each starts with, cancel, progress, the result.
import type { LoadTest } from '../../loadtest/types.js';
import type { MeasuredRun, Shard } from '../../results/types.js';
import type { PickedValue } from '../../vocabulary/data-source.js';
import type { ScenarioProgress } from '../record/scenario-figures.js';
import type { TlsOptions } from '../../tls-options.js';

/** What a worker thread is started with (its workerData, a structured clone): everything but the scripts' modules. */
export interface WorkerInput {
  loadTest: LoadTest;
  /** The values of `${NAME}` placeholders: handed over, never logged. */
  env: NodeJS.ProcessEnv;
  /** The load test's TLS options, resolved by the main thread (files read, `${NAME}` filled). */
  tls?: TlsOptions | undefined;
  scenarios?: string[] | undefined;
  /** The process's shard of the whole (`--shard`), which the worker's results keep as theirs. */
  shard?: Shard | undefined;
  /** This worker's part of the shard: worker `index` of `count`. */
  worker: Shard;
  /** The data sources' values, fetched once by the main thread. */
  sourceValues?: ReadonlyMap<string, ReadonlyArray<readonly PickedValue[]>> | undefined;
  /** Why the data sources of a scenario gave it no value, by scenario name: that scenario is errored with it. */
  sourceFailures?: ReadonlyMap<string, string> | undefined;
  /** The script module of each script scenario, by scenario name: loaded again in the worker (a module does not clone). */
  scripts: ReadonlyArray<readonly [string, string]>;
  /** Adds the cumulative figures to the progress (RunOptions.liveFigures). */
  liveFigures?: boolean | undefined;
  /** RunOptions.httpDebug. */
  httpDebug?: boolean | undefined;
}

/** The main thread to a worker: stop the run and send the partial results. */
export interface CancelMessage {
  type: 'cancel';
}

/** A worker to the main thread: a scenario's progress, its measured run at the end, or why it could not run. */
export type WorkerMessage =
  | { type: 'progress'; progress: ScenarioProgress }
  | { type: 'done'; measured: MeasuredRun }
  | { type: 'failed'; message: string };
