// Streams cut by a real proxy: nginx (Debian's, started here on loopback) in front of an SSE server that sends one
// event and then nothing; nginx's proxy_read_timeout closes each stream after 2 s of silence from upstream. Each cut is
// an `ended` fault, the users reconnect, and the triage names a proxy's read timeout at the length they were cut.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from '@jest/globals';
import { stringify } from 'yaml';
import { parseLoadTest } from '../../../src/loadtest/validate.js';
import { runStage } from '../../../src/pipeline/stages/run-stage.js';
import { expectAccounted, onlyScenario } from '../../helpers/engine-run.js';
import { quietReporter } from '../../helpers/quiet-reporter.js';
import { freePort } from '../../helpers/fault-server.js';
import { accepts, useServers } from '../../helpers/servers.js';
import { useTempDirs } from '../../helpers/temp-dir.js';
import { startSseServer } from './sse-server.js';
import { expectStreamsAccounted } from './stream-scenario.js';

const servers = useServers();
const tempDir = useTempDirs();
const NGINX = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((path) => existsSync(path)) ?? 'nginx';

const started: ChildProcess[] = [];
afterEach(() => {
  for (const child of started.splice(0)) child.kill('SIGKILL');
});

/** Resolves once something accepts connections on the port, within 10 s. */
async function accepting(port: number, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx exited (${child.exitCode}): ${output()}`);
    if (await accepts(port)) return;
    if (Date.now() > deadline) throw new Error(`nginx did not listen on ${port}: ${output()}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Starts nginx in the foreground, as this user, proxying 127.0.0.1:port to `upstream` with a 2 s read timeout. */
async function startProxy(upstream: string): Promise<string> {
  const prefix = await tempDir();
  await mkdir(join(prefix, 'logs'));
  const port = await freePort();
  const temp = (name: string) => `${name}_temp_path ${join(prefix, name)};`;
  const conf = [
    // One process, in the foreground, as this user: killing it leaves no worker behind.
    'daemon off;',
    'master_process off;',
    `pid ${join(prefix, 'nginx.pid')};`,
    'error_log stderr;',
    'events { worker_connections 256; }',
    'http {',
    '  access_log off;',
    `  ${['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(temp).join(' ')}`,
    `  server { listen 127.0.0.1:${port}; location / {`,
    `    proxy_pass ${upstream}; proxy_http_version 1.1; proxy_buffering off; proxy_read_timeout 2s;`,
    '  } }',
    '}',
  ].join('\n');
  await writeFile(join(prefix, 'nginx.conf'), conf);
  const child = spawn(NGINX, ['-p', prefix, '-c', join(prefix, 'nginx.conf'), '-e', 'stderr'], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  started.push(child);
  let output = '';
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  await accepting(port, child, () => output);
  return `http://127.0.0.1:${port}`;
}

describe('streams through nginx', () => {
  it('counts each stream nginx cut as ended, reconnects it, and the triage names the proxy read timeout', async () => {
    const sse = await startSseServer(servers, () => ({ events: 1, then: 'stall' }));
    const proxy = await startProxy(sse.url);
    const text = stringify({
      version: 1,
      baseUrl: proxy,
      scenarios: [
        {
          name: 'Ticker',
          endpoint: 'GET /events',
          concurrentUsers: 2,
          duration: '7s',
          stream: { protocol: 'sse', mode: 'hold', stall: '30s' },
          thresholds: { errorRate: '1%' },
        },
      ],
    });
    const results = await runStage(parseLoadTest(text, 'loadtool.yaml'), 'loadtool.yaml', quietReporter, {
      env: {},
      mask: (value) => value,
    });
    const scenario = onlyScenario(results);
    expectAccounted(scenario);
    expectStreamsAccounted(scenario);
    const stream = scenario.stream!;
    // 7 s of streams cut every 2 s: at least two cuts a user, each reconnected; every event the server sent counted.
    expect(stream.faults.ended).toBeGreaterThanOrEqual(4);
    expect(stream.faults.stalled + stream.faults.silent).toBe(0);
    expect(stream.reconnects).toBe(stream.streams - 2);
    expect(stream.streams).toBe(sse.served);
    expect(stream.events).toBe(sse.written);
    expect(scenario.outcome).toBe('failed');
    expect(scenario.triage).toMatchObject({ category: 'server-errors' });
    expect(scenario.triage!.evidence).toMatch(/cut after about 2(\.\d+)? s each/);
    expect(scenario.triage!.nextStep).toContain('proxy_read_timeout');
  }, 30_000);
});
