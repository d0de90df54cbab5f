// A worker thread's entry (run-in-workers.ts): its own engine on its own event loop, running its part of the load.
import { parentPort, workerData } from 'node:worker_threads';
import { loadScript } from '../../scripts/load-script.js';
import type { LoadedScript } from '../../scripts/loaded-script.js';
import { runLoadTest } from '../run-load-test.js';
import type { CancelMessage, WorkerInput, WorkerMessage } from './worker-protocol.js';

// Bundled as a file of its own, dist/worker/index.js (scripts/bundle.mjs), found beside the running bundle.

const port = parentPort;
if (port) void runWorker(workerData as WorkerInput, port);

/** Runs this worker's part of the load test; posts its progress, then its measured run or why it failed. */
async function runWorker(input: WorkerInput, main: NonNullable<typeof parentPort>): Promise<void> {
  const post = (message: WorkerMessage) => {
    main.postMessage(message);
  };
  const controller = new AbortController();
  // The main thread sends one kind of message: the cancel.
  main.once('message', (_message: CancelMessage) => {
    controller.abort();
  });
  try {
    const scripts = new Map<string, LoadedScript>();
    for (const [name, file] of input.scripts) {
      try {
        scripts.set(name, await loadScript(file));
      } catch (error) {
        throw new Error(`the script of ${name} ${(error as Error).message}`);
      }
    }
    const measured = await runLoadTest(input.loadTest, {
      env: input.env,
      tls: input.tls,
      signal: controller.signal,
      scenarios: input.scenarios,
      shard: input.shard,
      worker: input.worker,
      sourceValues: input.sourceValues,
      sourceFailures: input.sourceFailures,
      ...(scripts.size > 0 && { scripts }),
      liveFigures: input.liveFigures,
      httpDebug: input.httpDebug,
      onProgress: (progress) => {
        post({ type: 'progress', progress });
      },
    });
    post({ type: 'done', measured });
  } catch (error) {
    post({ type: 'failed', message: error instanceof Error ? error.message : String(error) });
  }
}
