// src/engine/workers/ is `--workers N`; this runs a load test in N threads and merges their runs.
import type { Worker } from 'node:worker_threads';
import type { LoadTest, Scenario } from '../../loadtest/types.js';
import type { MeasuredRun } from '../../results/types.js';
import type { RunOptions } from '../run-load-test.js';
import type { ScenarioProgress } from '../record/scenario-figures.js';
import { GRACE_CAP_MS, TIMER_SLACK_MS, WARM_UP_CAP_MS } from '../run-scenario.js';
import { runGroups } from '../run-order.js';
import { calibrateRun } from '../self/calibration.js';
import { startSelfCheck } from '../self/self-check.js';
import { sharedSignal } from '../shared-signal.js';
import { mergeWorkerRuns, type WorkerOutcome } from './merge-workers.js';
import { ProgressSum } from './progress-sum.js';
import type { CancelMessage, WorkerInput, WorkerMessage } from './worker-protocol.js';
import { startWorkerThread } from './worker-thread.js';

/** Added to a run's longest possible time before a worker that has not answered is stopped: its start, the warm-up. */
const START_SLACK_MS = 60_000;
/** How long a worker may take to send its partial results after a cancel: the 2 s grace of the requests, and more. */
const CANCEL_BOUND_MS = 15_000;

/**
 * Returns what running a load test in `workers` worker threads measured, as one run: worker k runs part k of every
 * scenario's users (of this process's shard, with `shard`), each with its own engine on its own event loop, started
 * together; their runs merged by mergeWorkerRuns and handed back as runLoadTest's would be. The data sources' values
 * and `${NAME}` values go to each worker in its workerData; each loads the scripts itself. Progress is summed per
 * scenario each second; a cancel reaches every worker, each sends its partial run. A worker that fails, exits or does
 * not answer within the run's longest time (CANCEL_BOUND_MS after a cancel) is stopped and its part errored with why.
 * The machine's calibration is the main thread's, measured before the workers start (and after they end: calibrateRun).
 */
export async function runInWorkers(loadTest: LoadTest, options: RunOptions, workers: number): Promise<MeasuredRun> {
  const selected = options.scenarios ? new Set(options.scenarios) : undefined;
  const scenarios = loadTest.scenarios.filter((scenario) => !selected || selected.has(scenario.name));
  const startedAt = new Date();
  // The machine is calibrated here, for the whole run (the workers do not calibrate).
  const endCalibration = await calibrateRun(options.signal);
  const probe = startSelfCheck();
  const progress = options.onProgress && new ProgressSum(options.onProgress);
  const scripts = [...(options.scripts ?? [])].map(([name, script]) => [name, script.file] as const);
  const boundMs = longestRunMs(scenarios, loadTest.execution) + START_SLACK_MS;
  // Each worker listens to it till its end.
  const signal = sharedSignal(options.signal, workers);
  const outcomes = await Promise.all(
    Array.from({ length: workers }, (_, index) =>
      runWorker(
        {
          loadTest,
          env: options.env,
          tls: options.tls,
          scenarios: options.scenarios,
          shard: options.shard,
          worker: { index: index + 1, count: workers },
          sourceValues: options.sourceValues,
          sourceFailures: options.sourceFailures,
          scripts,
          liveFigures: options.liveFigures,
          httpDebug: options.httpDebug,
        },
        { signal, boundMs, onProgress: (update) => progress?.add(index, update) },
      ),
    ),
  );
  progress?.stop();
  const mainCheck = probe.stop();
  const calibration = await endCalibration();
  return mergeWorkerRuns(
    { scenarios, baseUrl: loadTest.baseUrl, shard: options.shard ?? null, startedAt, mainCheck, calibration },
    outcomes,
  );
}

interface WorkerWatch {
  signal?: AbortSignal | undefined;
  boundMs: number;
  onProgress: (progress: ScenarioProgress) => void;
}

/** Returns what one worker thread sent at its end, or why it stopped without it; never rejects, never hangs. */
function runWorker(input: WorkerInput, watch: WorkerWatch): Promise<WorkerOutcome> {
  return new Promise((resolve) => {
    let worker: Worker;
    try {
      worker = startWorkerThread(input);
    } catch (error) {
      resolve({ failed: (error as Error).message });
      return;
    }
    let timer: NodeJS.Timeout | undefined;
    const cancel = () => {
      worker.postMessage({ type: 'cancel' } satisfies CancelMessage);
      clearTimeout(timer);
      timer = setTimeout(() => {
        end({ failed: `it sent no results within ${CANCEL_BOUND_MS / 1000} s of the cancel` });
      }, CANCEL_BOUND_MS);
    };
    const end = (outcome: WorkerOutcome) => {
      clearTimeout(timer);
      watch.signal?.removeEventListener('abort', cancel);
      worker.removeAllListeners();
      worker.on('error', () => undefined);
      // Its results are in: the thread's connections and timers go with it.
      void worker.terminate();
      resolve(outcome);
    };
    timer = setTimeout(() => {
      end({
        failed: `it did not finish within ${Math.round(watch.boundMs / 1000)} s, the run's longest possible time`,
      });
    }, watch.boundMs);
    worker.on('message', (message: WorkerMessage) => {
      if (message.type === 'progress') watch.onProgress(message.progress);
      else if (message.type === 'done') end({ measured: message.measured });
      else end({ failed: message.message });
    });
    worker.on('error', (error) => {
      end({ failed: error.message });
    });
    worker.on('exit', (code) => {
      end({ failed: `it exited with code ${code} before sending its results` });
    });
    if (watch.signal?.aborted) cancel();
    else watch.signal?.addEventListener('abort', cancel, { once: true });
  });
}

/**
 * Returns the longest a run of these scenarios can take, in ms: each one's ramp-up, duration, warm-up and grace, the
 * longest of each group of scenarios run at once (runGroups), one group after another.
 */
function longestRunMs(scenarios: readonly Scenario[], execution: LoadTest['execution']): number {
  const longest = (group: readonly Scenario[]) =>
    Math.max(
      0,
      ...group.map(
        (scenario) =>
          (scenario.durationSeconds + (scenario.rampUpSeconds ?? 0)) * 1000 +
          WARM_UP_CAP_MS +
          GRACE_CAP_MS +
          TIMER_SLACK_MS,
      ),
    );
  return runGroups(scenarios, execution).reduce((total, group) => total + longest(group), 0);
}
