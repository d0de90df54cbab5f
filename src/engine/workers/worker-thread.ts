// Starts a worker thread on worker-main, from the bundle or from the sources.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, extname, join } from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { WorkerInput } from './worker-protocol.js';

/**
 * Returns a worker thread started on worker-main with `input` as its workerData. From the bundle (dist/index.js, the
 * action, or dist/cli/index.js, loadtool) the entry is dist/worker/index.js beside it, bundled apart by
 * scripts/bundle.mjs as dist/strip-types/ is; from the sources (jest, tsx) Node cannot load `.ts` in a thread by
 * itself, so the thread first registers tsx's loader, then imports worker-main.ts. Throws when the bundle lacks it.
 */
export function startWorkerThread(input: WorkerInput): Worker {
  const here = import.meta.url;
  if (here.endsWith('.ts')) {
    const tsx = tsxLoaderUrl(here);
    // Built from the running file's extension, so that ncc does not take the sources' entry for an asset to copy.
    const entry = new URL(`./worker-main${extname(fileURLToPath(here))}`, here).href;
    const code = `import(${JSON.stringify(tsx)}).then(({ register }) => { register(); return import(${JSON.stringify(entry)}); });`;
    return new Worker(code, { eval: true, workerData: input });
  }
  const entry = ['./worker/index.js', '../worker/index.js']
    .map((path) => new URL(path, here))
    .find((url) => existsSync(fileURLToPath(url)));
  if (!entry)
    throw new Error(
      `the worker threads' file worker/index.js is missing beside ${fileURLToPath(here)}; reinstall loadtool, or run with --workers 1`,
    );
  return new Worker(entry, { workerData: input });
}

/** Returns the URL of tsx's ESM API (`tsx/esm/api`, its `import` export), found from `here`. */
function tsxLoaderUrl(here: string): string {
  const manifest = createRequire(here).resolve('tsx/package.json');
  const { exports } = JSON.parse(readFileSync(manifest, 'utf8')) as {
    exports: Record<string, { import: { default: string } }>;
  };
  return pathToFileURL(join(dirname(manifest), exports['./esm/api']!.import.default)).href;
}
