// The child processes of a benchmark: each started in its own process group, all stopped at the end, also on failure
// or Ctrl+C; free ports on 127.0.0.1, waiting for a target to listen, and pinning to a core with taskset.
import { spawn, spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { createServer, connect } from 'node:net';
import { availableParallelism } from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';

/** Returns whether a command is on PATH. */
export const onPath = (command) => spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0;

/** True when processes can be pinned to a core: taskset is there and so is a second core. */
export const PIN = onPath('taskset') && availableParallelism() >= 2;

/** Returns the command line, pinned to a core when that is possible. */
export const pinned = (core, command, args) =>
  PIN ? ['taskset', ['-c', String(core), command, ...args]] : [command, args];

/**
 * Returns the process keeper of a benchmark whose scratch folder is `work`: `start` and `stop` a process, `stopAll`
 * (every process still running, then the folder), and `interrupted()`, true once Ctrl+C (or SIGTERM) stopped them all,
 * so that the runs it cut short are not reported as failures.
 */
export function processKeeper(work) {
  /** Every process started and not yet ended, stopped whatever happens. */
  const children = new Set();
  let interrupted = false;

  /** Starts a process in its own process group (so that its own children stop with it); returns it. */
  function start(command, args, options = {}) {
    const child = spawn(command, args, { detached: true, stdio: ['ignore', 'pipe', 'pipe'], ...options });
    children.add(child);
    child.output = { stdout: '', stderr: '' };
    child.stdout.on('data', (chunk) => (child.output.stdout += chunk.toString()));
    child.stderr.on('data', (chunk) => (child.output.stderr += chunk.toString()));
    child.ended = new Promise((resolveEnded) => {
      child.on('close', (code, signal) => {
        children.delete(child);
        resolveEnded({ code, signal, ...child.output });
      });
      child.on('error', (error) => {
        children.delete(child);
        resolveEnded({ code: null, signal: null, ...child.output, stderr: `${child.output.stderr}${error.message}` });
      });
    });
    return child;
  }

  /** Stops a process group: SIGTERM (nginx stops its worker), then SIGKILL after 2 s. */
  async function stop(child) {
    if (!children.has(child)) return;
    const signalGroup = (signal) => {
      try {
        process.kill(-child.pid, signal);
      } catch {
        // Already gone.
      }
    };
    signalGroup('SIGTERM');
    const timer = sleep(2000).then(() => 'timeout');
    if ((await Promise.race([child.ended, timer])) === 'timeout') signalGroup('SIGKILL');
    await child.ended;
  }

  async function stopAll() {
    await Promise.all([...children].map(stop));
    // BENCH_KEEP=1 keeps the scratch folder (its results files) to look into.
    if (process.env.BENCH_KEEP) console.log(`kept ${work}`);
    else rmSync(work, { recursive: true, force: true });
  }

  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.once(signal, () => {
      interrupted = true;
      console.error(`\n${signal}: stopping every process started`);
      void stopAll().then(() => process.exit(130));
    });
  }

  /** Resolves once the port accepts a TCP connection; throws when `child` exits first or after 10 s. */
  async function waitForPort(port, child) {
    const deadline = performance.now() + 10_000;
    while (performance.now() < deadline) {
      if (!children.has(child)) throw new Error(`the target exited: ${child.output.stderr.trim()}`);
      const open = await new Promise((done) => {
        const socket = connect({ host: '127.0.0.1', port });
        socket.once('connect', () => {
          socket.destroy();
          done(true);
        });
        socket.once('error', () => done(false));
      });
      if (open) return;
      await sleep(50);
    }
    throw new Error(`the target did not listen on 127.0.0.1:${port} within 10 s`);
  }

  return { start, stop, stopAll, waitForPort, interrupted: () => interrupted };
}

/** Returns a port on 127.0.0.1 that is free now. */
export async function freePort() {
  const server = createServer();
  await new Promise((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address();
  await new Promise((done) => server.close(done));
  return port;
}
