// The unit project's guard (jest.config.js): a unit test starts no process and opens no socket, so that the tier runs
// in under a minute on a busy machine; one that tries is an end-to-end test and is named `*.e2e.test.ts`.
import { createRequire } from 'node:module';
import net from 'node:net';
import { afterAll } from '@jest/globals';

// Through require, not import: Jest builds a test's `import { spawn } from 'node:child_process'` from the module
// object when the test file imports it, so the object must be changed before the test file is loaded.
const require = createRequire(import.meta.url);
const childProcess = require('node:child_process') as Record<string, unknown>;
const workerThreads = require('node:worker_threads') as Record<string, unknown>;

function refuse(what: string): never {
  throw new Error(`A unit test may not ${what}: name the file *.e2e.test.ts (docs/testing.md).`);
}

/** Replaces `owner[key]` for this test file; the original is put back after it (a worker runs e2e files too). */
const restore: Array<() => void> = [];
function forbid(owner: object, key: string, replacement: unknown): void {
  const original = Object.getOwnPropertyDescriptor(owner, key)!;
  Object.defineProperty(owner, key, { ...original, value: replacement });
  restore.push(() => {
    Object.defineProperty(owner, key, original);
  });
}

forbid(net.Server.prototype, 'listen', () => refuse('listen on a socket'));
forbid(net.Socket.prototype, 'connect', () => refuse('open a connection'));
for (const name of ['spawn', 'spawnSync', 'exec', 'execSync', 'execFile', 'execFileSync', 'fork']) {
  forbid(childProcess, name, () => refuse(`start a process (${name})`));
}
forbid(workerThreads, 'Worker', function Worker(): never {
  refuse('start a worker thread');
});

afterAll(() => {
  for (const undo of restore.splice(0)) undo();
});
