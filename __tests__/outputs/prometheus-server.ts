// Debian's Prometheus started on loopback for a test (in the foreground, as this user, its TSDB in a temp folder),
// with the remote write receiver on, scraping a target when asked; queried back through its HTTP API. And Debian's
// Pushgateway, the same way.
import { spawn, type ChildProcess } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach } from '@jest/globals';
import { freePort } from '../helpers/fault-server.js';

export const PROMETHEUS = '/usr/bin/prometheus';

export interface PrometheusServer {
  url: string;
  /** The remote write URL. */
  writeUrl: string;
  child: ChildProcess;
  /** Returns the instant query's vector: each series' labels and value. */
  query(expression: string): Promise<Array<{ metric: Record<string, string>; value: number }>>;
}

/** A scrape job: the target's `host:port` and path, scraped every second. */
export interface ScrapeJob {
  target: string;
  path: string;
}

/** Returns a starter of Prometheus servers, each killed (SIGKILL, no orphan) after the test. */
export function usePrometheus(
  tempDir: () => Promise<string>,
): (options: { native: boolean; scrape?: ScrapeJob }) => Promise<PrometheusServer> {
  const start = useDaemons();
  return async ({ native, scrape }) => {
    const dir = await tempDir();
    const jobs = scrape
      ? `scrape_configs:\n  - job_name: export\n    scrape_interval: 1s\n    metrics_path: ${scrape.path}\n    static_configs:\n      - targets: ['${scrape.target}']\n`
      : '';
    await writeFile(join(dir, 'prometheus.yml'), `global:\n  scrape_interval: 15s\n${jobs}`);
    const { url, child } = await start(PROMETHEUS, (port) => [
      `--config.file=${join(dir, 'prometheus.yml')}`,
      `--storage.tsdb.path=${join(dir, 'data')}`,
      `--web.listen-address=127.0.0.1:${port}`,
      '--web.enable-remote-write-receiver',
      ...(native ? ['--enable-feature=native-histograms'] : []),
    ]);
    return {
      url,
      writeUrl: `${url}/api/v1/write`,
      child,
      async query(expression) {
        const response = await fetch(`${url}/api/v1/query?query=${encodeURIComponent(expression)}`);
        const body = (await response.json()) as {
          status: string;
          error?: string;
          data: { result: Array<{ metric: Record<string, string>; value: [number, string] }> };
        };
        if (body.status !== 'success') throw new Error(`${expression}: ${body.error}`);
        return body.data.result.map(({ metric, value }) => ({ metric, value: Number(value[1]) }));
      },
    };
  };
}

/**
 * Returns a starter of Pushgateways, each killed after the test; it gives the gateway's URL. No persistence: Debian's
 * build keeps what is pushed in /var/lib/prometheus unless told otherwise, and another test's would be found there.
 */
export function usePushgateway(): () => Promise<string> {
  const start = useDaemons();
  return async () =>
    (
      await start('/usr/bin/prometheus-pushgateway', (port) => [
        `--web.listen-address=127.0.0.1:${port}`,
        '--persistence.file=',
      ])
    ).url;
}

/**
 * Returns a starter of daemons on a free loopback port, each waited for until its `/-/ready` answers and killed
 * (SIGKILL, no orphan) after the test.
 */
function useDaemons(): (
  binary: string,
  args: (port: number) => string[],
) => Promise<{ url: string; child: ChildProcess }> {
  const started: ChildProcess[] = [];
  afterEach(async () => {
    await Promise.all(
      started.splice(0).map(
        (child) =>
          new Promise<void>((resolve) => {
            if (child.exitCode !== null || child.signalCode !== null) {
              resolve();
              return;
            }
            child.once('exit', () => {
              resolve();
            });
            child.kill('SIGKILL');
          }),
      ),
    );
  });
  return async (binary, args) => {
    const port = await freePort();
    const child = spawn(binary, args(port), { stdio: ['ignore', 'ignore', 'pipe'] });
    started.push(child);
    let output = '';
    child.stderr.on('data', (chunk: Buffer) => (output = (output + chunk.toString()).slice(-4000)));
    const url = `http://127.0.0.1:${port}`;
    const deadline = Date.now() + 20_000;
    for (;;) {
      if (child.exitCode !== null) throw new Error(`${binary} exited (${child.exitCode}): ${output}`);
      const ready = await fetch(`${url}/-/ready`).then(
        (response) => response.ok,
        () => false,
      );
      if (ready) return { url, child };
      if (Date.now() > deadline) throw new Error(`${binary} was not ready: ${output}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };
}
