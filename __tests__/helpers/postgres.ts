/** A throwaway PostgreSQL cluster for one test file: Debian's server binaries, 127.0.0.1 only, removed after. */
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chown, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll } from '@jest/globals';
import pg from 'pg';
import { exitOf, within } from './child-exit.js';

const run = promisify(execFile);

/** Where Debian puts each major version's server binaries: /usr/lib/postgresql/<major>/bin. */
const DEBIAN_ROOT = '/usr/lib/postgresql';

/** The bounds of every wait, in milliseconds: a cluster that does not make it in time fails with its log. */
const INITDB_MS = 60_000;
const READY_MS = 30_000;
const STOP_MS = 15_000;
/** How long a client made from `connection()` waits to connect. */
const CONNECT_MS = 10_000;

export interface PostgresCluster {
  host: '127.0.0.1';
  port: number;
  user: 'postgres';
  /** The folder of the data directory, the unix socket and the server's log; removed by `stop()`. */
  dir: string;
  /** Returns the URL of `database` (default `postgres`) on this cluster. */
  url(database?: string): string;
  /** Returns the connection settings of `database` (default `postgres`) for a `pg` Client or Pool (10 s to connect). */
  connection(database?: string): pg.ClientConfig;
  /**
   * Runs `sql` on `database` (default `postgres`) over a pool of this cluster; returns its rows. Without `params`,
   * `sql` may hold several statements (the rows are then the last statement's).
   */
  query<Row extends object = Record<string, unknown>>(
    sql: string,
    params?: unknown[],
    database?: string,
  ): Promise<Row[]>;
  /** Stops the server (a fast shutdown) and removes its folder; the second call does nothing. */
  stop(): Promise<void>;
}

/**
 * Returns the running cluster of this test file: started in `beforeAll` and stopped and removed in `afterAll`,
 * whether the tests passed or not. Calling the function outside a test (or after a failed start) throws.
 */
export function usePostgres(): () => PostgresCluster {
  let cluster: PostgresCluster | undefined;
  beforeAll(async () => {
    cluster = await startPostgres();
  }, INITDB_MS + READY_MS);
  afterAll(async () => {
    await cluster?.stop();
    cluster = undefined;
  }, STOP_MS * 2);
  return () => {
    if (!cluster) throw new Error('usePostgres(): no cluster is running: call it inside a test, after beforeAll');
    return cluster;
  };
}

/**
 * Returns a new PostgreSQL cluster listening on 127.0.0.1 and a free port, with trust authentication, fsync off and
 * the UTC time zone. As root (as CI runs), its folder belongs to the `postgres` system user and every binary runs
 * through `runuser -u postgres --`, since initdb refuses to run as root.
 *
 * The server is a child of this process whose standard input is a pipe: when the pipe closes (on `stop()`, or
 * because this process died however it died) the server is sent SIGINT, a fast shutdown, so no cluster outlives
 * the test run.
 */
export async function startPostgres(): Promise<PostgresCluster> {
  const bin = await serverBinaries();
  const asRoot = process.getuid?.() === 0;
  const owner = asRoot ? await postgresUser() : undefined;
  const runAs = (command: string, args: string[]): [string, string[]] =>
    asRoot ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];

  const dir = await mkdtemp(join(tmpdir(), 'qa-perf-pg-'));
  const data = join(dir, 'data');
  const log = join(dir, 'postgres.log');
  let server: ChildProcess | undefined;
  const pools = new Map<string, pg.Pool>();
  let stopped: Promise<void> | undefined;

  const stop = () =>
    (stopped ??= (async () => {
      await Promise.allSettled([...pools.values()].map((pool) => pool.end()));
      pools.clear();
      if (server && server.exitCode === null && server.signalCode === null) {
        const exited = exitOf(server);
        server.stdin?.end();
        if (!(await within(exited, STOP_MS))) {
          // The fast shutdown did not finish in time: an immediate one, then the wrapper itself.
          const [command, args] = runAs(join(bin, 'pg_ctl'), ['stop', '-D', data, '-m', 'immediate', '-w']);
          await run(command, args, { cwd: dir, timeout: STOP_MS }).catch(() => undefined);
          server.kill('SIGKILL');
          if (!(await within(exited, STOP_MS))) {
            throw new Error(`PostgreSQL (pid ${server.pid}) did not stop within ${(STOP_MS * 2) / 1000} s: ${dir}`);
          }
        }
      }
      await rm(dir, { recursive: true, force: true });
    })());

  try {
    if (owner) await chown(dir, owner.uid, owner.gid);
    const [initdb, initdbArgs] = runAs(join(bin, 'initdb'), [
      ...['-D', data, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--locale=C'],
      ...['--no-sync', '--no-instructions'],
    ]);
    await run(initdb, initdbArgs, { cwd: dir, timeout: INITDB_MS }).catch((error: unknown) => {
      throw new Error(`initdb failed or took longer than ${INITDB_MS / 1000} s: ${describe(error)}`);
    });
    // Trust on the unix socket and on 127.0.0.1 only; the server listens on nothing else.
    await writeFile(join(data, 'pg_hba.conf'), 'local all all trust\nhost all all 127.0.0.1/32 trust\n');

    const port = await freePort();
    const settings = [
      ...['-c', 'listen_addresses=127.0.0.1', '-p', String(port), '-k', dir],
      ...['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off'],
      ...['-c', 'timezone=UTC', '-c', 'log_timezone=UTC', '-c', 'max_connections=50'],
    ];
    // sh keeps the server in the background, its log in a file (a pipe nobody reads would block it), and a reader
    // of our pipe on fd 3 (an asynchronous command's stdin is /dev/null) that stops the server when the pipe closes.
    const script = [
      'log=$1; shift',
      'exec 3<&0 >>"$log" 2>&1',
      '"$@" </dev/null &',
      'pid=$!',
      '(read -r _ <&3; kill -INT "$pid" 2>/dev/null) &',
      'wait "$pid"',
    ].join('\n');
    const [command, args] = runAs('sh', [
      '-c',
      script,
      'postgres-lifeline',
      log,
      join(bin, 'postgres'),
      '-D',
      data,
      ...settings,
    ]);
    const child = spawn(command, args, { cwd: dir, stdio: ['pipe', 'ignore', 'ignore'] });
    server = child;
    const connection = (database = 'postgres'): pg.ClientConfig => ({
      host: '127.0.0.1',
      port,
      user: 'postgres',
      database,
      connectionTimeoutMillis: CONNECT_MS,
    });
    await untilReady(child, connection(), log);

    return {
      host: '127.0.0.1',
      port,
      user: 'postgres',
      dir,
      url: (database = 'postgres') => `postgres://postgres@127.0.0.1:${port}/${database}`,
      connection,
      async query<Row extends object>(sql: string, params?: unknown[], database = 'postgres') {
        let pool = pools.get(database);
        if (!pool) {
          pool = new pg.Pool({ ...connection(database), max: 2 });
          // An idle client whose server went away emits 'error': the next query fails with the reason anyway.
          pool.on('error', () => undefined);
          pools.set(database, pool);
        }
        const result = await pool.query<Row & pg.QueryResultRow>(sql, params);
        // Several statements answer with one result each: the rows are the last one's.
        const results = result as unknown as
          pg.QueryResult<Row & pg.QueryResultRow> | pg.QueryResult<Row & pg.QueryResultRow>[];
        return Array.isArray(results) ? (results.at(-1)?.rows ?? []) : results.rows;
      },
      stop,
    };
  } catch (error) {
    await stop().catch(() => undefined);
    throw error;
  }
}

/** Returns the bin folder of the newest PostgreSQL under /usr/lib/postgresql that has initdb and postgres. */
async function serverBinaries(): Promise<string> {
  const versions = existsSync(DEBIAN_ROOT) ? await readdir(DEBIAN_ROOT) : [];
  const found = versions
    .filter((version) => /^\d+$/.test(version))
    .sort((a, b) => Number(b) - Number(a))
    .map((version) => join(DEBIAN_ROOT, version, 'bin'))
    .find((bin) => existsSync(join(bin, 'initdb')) && existsSync(join(bin, 'postgres')));
  if (!found) {
    throw new Error(
      `PostgreSQL's server binaries are not installed (no ${DEBIAN_ROOT}/<version>/bin/initdb): ` +
        'apt-get install postgresql, as .ci/run does',
    );
  }
  return found;
}

/** Returns the uid and gid of the `postgres` system user, which Debian's postgresql package creates. */
async function postgresUser(): Promise<{ uid: number; gid: number }> {
  const passwd = await readFile('/etc/passwd', 'utf8');
  const entry = passwd.split('\n').find((line) => line.startsWith('postgres:'));
  const [, , uid, gid] = entry?.split(':') ?? [];
  if (uid === undefined || gid === undefined) {
    throw new Error('running as root, but there is no postgres user to run PostgreSQL as: apt-get install postgresql');
  }
  return { uid: Number(uid), gid: Number(gid) };
}

/** Returns a TCP port that was free on 127.0.0.1 a moment ago (bound on port 0, then released). */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve, reject) => {
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', resolve);
  });
  const address = probe.address();
  await new Promise<void>((resolve) =>
    probe.close(() => {
      resolve();
    }),
  );
  if (address === null || typeof address === 'string') throw new Error('could not pick a free port on 127.0.0.1');
  return address.port;
}

/** Resolves once the server accepts a connection; throws with its log if it exits or is not ready in time. */
async function untilReady(server: ChildProcess, connection: pg.ClientConfig, log: string): Promise<void> {
  const deadline = Date.now() + READY_MS;
  let lastError = '';
  while (Date.now() < deadline) {
    if (server.exitCode !== null || server.signalCode !== null)
      throw new Error(`PostgreSQL exited while starting; its log:\n${await tail(log)}`);
    const client = new pg.Client({ ...connection, connectionTimeoutMillis: 1000 });
    try {
      await client.connect();
      await client.end();
      return;
    } catch (error) {
      lastError = describe(error);
      await client.end().catch(() => undefined);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(
    `PostgreSQL did not accept connections on ${String(connection.host)}:${String(connection.port)} within ` +
      `${READY_MS / 1000} s (last error: ${lastError}); its log:\n${await tail(log)}`,
  );
}

/** Returns the last lines of a log file, or a note that there is none. */
async function tail(file: string): Promise<string> {
  const text = await readFile(file, 'utf8').catch(() => '(no log was written)');
  return text.split('\n').slice(-30).join('\n');
}

/** Returns an error's message with the stderr of a failed command, when it has one. */
function describe(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const stderr = (error as { stderr?: unknown }).stderr;
  return typeof stderr === 'string' && stderr.trim() ? `${error.message.trim()}\n${stderr.trim()}` : error.message;
}
