/** A real LoopBack 4 application (`@loopback/example-todo`) in a child process, its data in a temporary file. */
import { spawn, type ChildProcess } from 'node:child_process';
import { copyFile, mkdtemp, readFile, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach } from '@jest/globals';
import { exitOf, within } from './child-exit.js';

/** The bounds of the waits, in milliseconds. */
const START_MS = 30_000;
const STOP_MS = 10_000;

/**
 * Where the application's geocoder (a REST datasource that TodoController calls when a todo has `remindAtAddress`)
 * is pointed instead of the US Census API: a port on 127.0.0.1 that refuses connections (port 1 is below the range
 * the system hands out for port 0, and nothing listens there; checked before each start). A create with an address
 * then answers 500 and no request leaves this machine.
 */
export const GEOCODER_ORIGIN = 'http://127.0.0.1:1';

/** The ids of the four todos of the example's seed file, data/db.json. */
export const SEED_TODO_IDS = [1, 2, 3, 4] as const;

export interface LoopbackTodo {
  /** `http://127.0.0.1:<port>`. */
  baseUrl: string;
  /** `<baseUrl>/openapi.json`, the OpenAPI 3.0 document the application serves. */
  openapiUrl: string;
  /** The memory datasource's file (a copy of the example's data/db.json), which it rewrites after every change. */
  dataFile: string;
  /**
   * Returns the todos as the datasource stores them, read from its file: id → the JSON text stored for that todo.
   * Equal before and after exactly when no todo was added, changed or deleted.
   */
  allTodos(): Promise<Record<string, string>>;
  /** What the application printed on stderr so far (its last 16 KB): LoopBack logs each 5xx there. */
  stderr(): string;
  /** Stops the application and removes its folder; the second call does nothing. */
  stop(): Promise<void>;
}

/** Returns a function that starts the todo application; every application it started is stopped after each test. */
export function useLoopbackTodo(): () => Promise<LoopbackTodo> {
  const started: LoopbackTodo[] = [];
  afterEach(async () => {
    await Promise.all(started.splice(0).map((app) => app.stop()));
  }, STOP_MS * 2);
  return async () => {
    const app = await startLoopbackTodo();
    started.push(app);
    return app;
  };
}

/**
 * The child's program: the example's own `main` configuration, but on 127.0.0.1 and port 0, with the memory
 * datasource on our copy of its data file and the geocoder on a refusing address. It prints its URL as one JSON line
 * and stops when its stdin closes, which happens on `stop()` and when the test process dies.
 */
const CHILD = /* js */ `
const { modulePath, dataFile, geocoderUrl } = JSON.parse(process.env.QA_LOOPBACK_TODO);
const { TodoListApplication } = require(modulePath);
const { GeocoderDataSource } = require(require('path').join(require('path').dirname(modulePath), 'datasources'));
const geocoder = GeocoderDataSource.defaultConfig;
(async () => {
  const app = new TodoListApplication({
    rest: { port: 0, host: '127.0.0.1', gracePeriodForClose: 0, openApiSpec: { setServersFromRequest: true } },
  });
  app.bind('datasources.config.db').to({ name: 'db', connector: 'memory', localStorage: '', file: dataFile });
  app.bind('datasources.config.geocoder').to({
    ...geocoder,
    operations: geocoder.operations.map((operation) => ({
      ...operation,
      template: { ...operation.template, url: geocoderUrl },
    })),
  });
  await app.boot();
  await app.start();
  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    app.stop().then(() => process.exit(0), () => process.exit(1));
  };
  process.stdin.on('end', stop).on('close', stop).resume();
  process.stdout.write(JSON.stringify({ url: app.restServer.url }) + '\\n');
})().catch((error) => {
  console.error(error);
  process.exit(1);
});
`;

/**
 * Starts the LoopBack todo example in a child process on 127.0.0.1 and a free port, its memory datasource seeded
 * from a copy of the example's data/db.json in a temporary folder (nothing is written into node_modules); returns
 * once it listens.
 */
export async function startLoopbackTodo(): Promise<LoopbackTodo> {
  await expectRefused(GEOCODER_ORIGIN);
  const modulePath = createRequire(import.meta.url).resolve('@loopback/example-todo');
  const dir = await mkdtemp(join(tmpdir(), 'qa-perf-todo-'));
  const dataFile = join(dir, 'db.json');
  let child: ChildProcess | undefined;
  let stderr = '';
  let stopped: Promise<void> | undefined;

  const stop = () =>
    (stopped ??= (async () => {
      if (child && child.exitCode === null && child.signalCode === null) {
        const exited = exitOf(child);
        child.stdin?.end();
        if (!(await within(exited, STOP_MS))) {
          child.kill('SIGKILL');
          if (!(await within(exited, STOP_MS))) throw new Error(`the todo application (pid ${child.pid}) did not stop`);
        }
      }
      await rm(dir, { recursive: true, force: true });
    })());

  try {
    await copyFile(join(dirname(modulePath), '..', 'data', 'db.json'), dataFile);
    const config = { modulePath, dataFile, geocoderUrl: `${GEOCODER_ORIGIN}/geocoder/locations/onelineaddress` };
    // NODE_OPTIONS is jest's (--experimental-vm-modules): the application runs on plain Node.
    const env = { ...process.env, NODE_OPTIONS: '', QA_LOOPBACK_TODO: JSON.stringify(config) };
    child = spawn(process.execPath, ['-e', CHILD], { cwd: dir, env, stdio: ['pipe', 'pipe', 'pipe'] });
    child.stderr?.setEncoding('utf8').on('data', (text: string) => {
      stderr = (stderr + text).slice(-16_384);
    });
    const baseUrl = await listening(child, () => stderr);
    return {
      baseUrl,
      openapiUrl: `${baseUrl}/openapi.json`,
      dataFile,
      allTodos: () => storedTodos(dataFile),
      stderr: () => stderr,
      stop,
    };
  } catch (error) {
    await stop().catch(() => undefined);
    throw error;
  }
}

/** Resolves with the URL the child prints once it listens; throws with its stderr if it exits or takes too long. */
function listening(child: ChildProcess, stderr: () => string): Promise<string> {
  return new Promise((resolve, reject) => {
    let stdout = '';
    const timer = setTimeout(() => {
      fail(`the todo application did not start within ${START_MS / 1000} s`);
    }, START_MS);
    const fail = (message: string) => {
      clearTimeout(timer);
      reject(new Error(`${message}; its stderr:\n${stderr()}`));
    };
    child.once('exit', (code, signal) => {
      fail(`the todo application exited while starting (${signal ?? `code ${String(code)}`})`);
    });
    child.stdout?.setEncoding('utf8').on('data', (text: string) => {
      if (stdout.includes('\n')) return; // started: the rest is drained, so the pipe never fills
      stdout += text;
      const line = stdout.split('\n', 1)[0]!;
      if (!stdout.includes('\n')) return;
      clearTimeout(timer);
      try {
        resolve((JSON.parse(line) as { url: string }).url);
      } catch {
        reject(new Error(`the todo application printed ${line} instead of its URL`));
      }
    });
  });
}

/**
 * Returns the todos stored in the memory datasource's file. The connector rewrites the file (not atomically) after
 * each change, before it answers the request: a read that meets a half-written file reads again, for up to 2 s.
 */
async function storedTodos(dataFile: string): Promise<Record<string, string>> {
  const deadline = Date.now() + 2000;
  for (;;) {
    const text = await readFile(dataFile, 'utf8');
    try {
      const data = JSON.parse(text) as { models?: { Todo?: Record<string, string> } };
      return { ...data.models?.Todo };
    } catch (error) {
      if (Date.now() > deadline) throw new Error(`${dataFile} is not JSON: ${String(error)}`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }
}

/** Throws unless a TCP connection to `origin` is refused at once, as the geocoder's stand-in must be. */
async function expectRefused(origin: string): Promise<void> {
  const { hostname, port } = new URL(origin);
  const outcome = await new Promise<string>((resolve) => {
    const socket = connect({ host: hostname, port: Number(port) });
    socket.setTimeout(2000, () => {
      socket.destroy();
      resolve('no answer within 2 s');
    });
    socket.once('connect', () => {
      socket.destroy();
      resolve('a connection was accepted');
    });
    socket.once('error', (error: NodeJS.ErrnoException) => {
      resolve(error.code === 'ECONNREFUSED' ? 'refused' : (error.code ?? error.message));
    });
  });
  if (outcome !== 'refused') {
    throw new Error(
      `the todo application's geocoder is pointed at ${origin}, which must refuse connections: ${outcome}`,
    );
  }
}
