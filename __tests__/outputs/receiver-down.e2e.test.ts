// A receiver that goes away or never answers costs the run nothing but a warning: Prometheus killed mid-run, and a
// socket that accepts and stays silent.
import { createServer, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from '@jest/globals';
import { stringify } from 'yaml';
import type { RunResults } from '../../src/results/types.js';
import { FINAL_WAIT_MS } from '../../src/outputs/live-outputs.js';
import { loadtool } from '../helpers/cli.js';
import { startHttpTarget } from '../helpers/engine-run.js';
import { useServers } from '../helpers/servers.js';
import { useTempDirs } from '../helpers/temp-dir.js';
import { usePrometheus } from './prometheus-server.js';

const servers = useServers();
const tempDir = useTempDirs();
const startPrometheus = usePrometheus(tempDir);

/** Runs `duration` of 2 users against an answering server, pushing to `metricsOut`; returns results.json. */
async function run(metricsOut: string, duration: string) {
  const target = await startHttpTarget(servers, (_request, response) => {
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end('[]');
  });
  const dir = await tempDir();
  const file = join(dir, 'loadtool.yaml');
  const scenarios = [{ name: 'List', endpoint: 'GET /', concurrentUsers: 2, duration, thinkTime: '5ms' }];
  await writeFile(file, stringify({ version: 1, baseUrl: target.url, scenarios }));
  const out = join(dir, 'out');
  const started = Date.now();
  const { code, stdout, stderr } = await loadtool(['run', file, '--metrics-out', metricsOut, '--out', out]);
  const elapsedMs = Date.now() - started;
  const results = JSON.parse(await readFile(join(out, 'results.json'), 'utf8')) as RunResults;
  return { code, stdout, stderr, results, elapsedMs };
}

describe('a receiver that goes away', () => {
  it('costs the run one warning naming it and counted drops when Prometheus is killed mid-run', async () => {
    const prometheus = await startPrometheus({ native: true });
    const killer = setTimeout(() => prometheus.child.kill('SIGKILL'), 1500);
    const { code, stderr, stdout, results } = await run(`prometheus-rw=${prometheus.writeUrl}`, '4s');
    clearTimeout(killer);
    expect(code).toBe(0);
    const scenario = results.scenarios[0]!;
    expect(scenario.outcome).toBe('passed');
    expect(scenario.requests.total).toBe(scenario.requests.ok);
    expect(scenario.requests.total).toBeGreaterThan(0);
    const warnings = stderr.split('\n').filter((line) => line.includes('a push failed'));
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain(prometheus.writeUrl);
    const summary = /metrics to \S+: (\d+) pushes, (\d+) dropped/.exec(stdout + stderr);
    expect(Number(summary?.[2])).toBeGreaterThan(0);
  }, 30_000);
});

describe('a receiver that never answers', () => {
  const sockets: Socket[] = [];
  const silentServers: Server[] = [];
  afterEach(async () => {
    for (const socket of sockets.splice(0)) socket.destroy();
    await Promise.all(silentServers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
  });

  it('lengthens the run by at most the final wait', async () => {
    const silent = createServer((socket) => sockets.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    silentServers.push(silent);
    const { port } = silent.address() as AddressInfo;
    const url = `http://127.0.0.1:${port}/v1/metrics`;
    const { code, stderr, results, elapsedMs } = await run(`otlp=${url}`, '2s');
    expect(code).toBe(0);
    expect(results.scenarios[0]!.requests.total).toBeGreaterThan(0);
    expect(stderr).toContain(`metrics to ${url}: a push failed`);
    // The run's 2 s, the final wait, and slack for the calibration, the warm-up and the reports on a busy machine.
    expect(elapsedMs).toBeLessThan(2_000 + FINAL_WAIT_MS + 8_000);
  }, 30_000);
});
