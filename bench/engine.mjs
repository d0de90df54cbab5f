// npm run bench: the load engine against autocannon, wrk and h2load on the same fast local targets, in the same run.
//
// The target is nginx when it is on PATH (worker_processes 1, a fixed 200 body), else a Node http server in a child
// process; it listens on 127.0.0.1 and is pinned to core 0 with taskset when there is taskset and a second core. The
// generators, pinned to core 1, take turns against it, A B C A B C: `loadtool run` (the bundled dist/cli/index.js, on a
// loadtool.yaml of one scenario with N users for D seconds and no thresholds), `autocannon -c N -d D -j` and, when wrk
// is on PATH, `wrk -t1 -c N -d Ds --latency`. loadtool and autocannon run under `node --import bench/report-usage.mjs`,
// which reports the process's CPU time and peak RSS; wrk, a native process, runs under `bash -c '…; times'`, whose
// `times` reports the CPU time of the shell's children to the millisecond (native processes are measured so
// throughout). For each, the medians of req/s, p50 and p99 (ms) and CPU-µs per request (user+sys of the generator
// process ÷ its requests), then the ratios ours/autocannon and ours/wrk. Goals: against autocannon, req/s ratio ≥ 1.0,
// CPU-µs ratio ≤ 0.8; the ratios against wrk are informational (the CPU per request of a native client doing the least possible, for scale).
// Then the open model: `arrivalRate: R/s` (maxUsers N) against the same target, BENCH_OPEN_RUNS times; goal: the
// medians of at least 98% of the rate achieved and of the scheduler's own lateness (p99 of the actual write less the
// intended start) under 1 ms. A median, as for the latency check: a neighbour on a shared core can spoil one run.
// Then the conformance check: the same scenario against the same target with and without a response contract
// (`loadtool run --schema` of an OpenAPI document declaring the target's JSON body), A B A B, BENCH_PAIRS times; the
// CPU-µs per request of each and their ratio, goal ≤ 1.02 (the sampling of engine/http/conformance.ts: every response is
// counted, the first 20 and then 1 in 100 are parsed and validated). The ratio is the median of the pairs' ratios.
// Then the memory check: peak RSS of a 60 s loadtool run against a 10 s run, goal ratio ≤ 1.15.
// Then the https check (the http target is stopped first): a second nginx (on core 0, as the first) with a server on
// https: TLS 1.3 only (`ssl_protocols TLSv1.3`), `ssl_session_tickets on`, keepalive as the http target, the same body,
// and a self-signed EC P-256 certificate for 127.0.0.1 (subjectAltName IP:127.0.0.1) made at the start with
// `openssl req -x509`, in the scratch folder. loadtool (`baseUrl: https://127.0.0.1:PORT`, trusting the certificate by
// a top-level `tls: { ca: <cert.pem> }` in its loadtool.yaml) and wrk (which does not verify certificates), N users/connections, in turn,
// BENCH_PAIRS pairs: the medians as above and the ratios loadtool/wrk. Goals: CPU-µs ratio ≤ 1.3, p99 ratio ≤ 2.0.
// When loadtool refuses its loadtool.yaml (exit 2, e.g. a bundle without the `tls` key), the first line of its error
// is printed, wrk's figures are shown alone and the goals are not met.
// Then the h2 check: the same nginx has a second server, `ssl http2` (HTTP/2 over TLS, the same certificate;
// `listen … ssl http2` before nginx 1.25.1, `http2 on` from it, after `nginx -v`), and the peer is h2load
// (`h2load -c 1 -m 100 -D D`: 100 streams over one connection), measured like wrk; its figures: requests done, req/s,
// and its time for request (min, max, mean and sd: it prints no percentiles). loadtool's scenario has `protocol: h2`,
// `concurrentUsers: 100` and `connections: 1`, trusting the certificate as in the https check; an older bundle
// (BENCH_LOADTOOL) without those keys refuses them (exit 2): then one line, `h2: loadtool has no HTTP/2 (…)`, h2load's
// figures alone, and the goal is not met. Goal: CPU-µs ratio loadtool/h2load ≤ 1.3. Either check, when nginx, openssl, wrk or h2load (the ones it
// needs) is not on PATH, says so and is not met.
// Then the latency check: a Node server that answers every request after 50 ms (on core 0), 100 users for D seconds,
// loadtool and autocannon in turn, BENCH_PAIRS times; goals: loadtool's median p50 within 2 ms of 50 ms and its median
// p99 at most 58 ms, and its median CPU-µs per request at most autocannon's (ratio ≤ 1.0). Latency
// figures belong here, not in `npm test`: they depend on how busy the machine is.
// Then the streams check: a Node server (on core 0) that writes one SSE event every 100 ms to every open stream;
// loadtool holds 1,000 streams (`stream: { protocol: sse, mode: hold }`, concurrentUsers 1000) for D seconds on one
// process, then the peer, the `eventsource` package's client (bench/sse-peer.mjs), holds as many for as long. Goal:
// every stream held (no fault, reconnect or error), the self-check green, at least 95% of the events due received;
// the CPU-µs per event of each and their ratio are printed (informational). See bench/stream-check.mjs.
// Then the stall check (the open model's "done when"): a Node server (on core 0) that answers in 1 ms except during
// one second in five, when it answers nothing until the second is over; the open model (arrivalRate 100/s, maxUsers
// 200) and the closed one (10 users), 10 s each, in turn. Goal: the open model's p99 at least 500 ms (the requests due
// in a stall wait for its end, from their intended start) and the closed model's p99 under half of it (its 10 users
// each wait out a stall with one request, so the stall hides in its tail), with nothing dropped.
//
// Needs a current bundle (`npm run bundle`). Environment variables:
//   BENCH_SECONDS=10          duration of every generator run
//   BENCH_CONNECTIONS=50      users (loadtool) and connections (autocannon, wrk), on http and https
//   BENCH_PAIRS=3             A B pairs; the medians are over them
//   BENCH_ONLY=               `loadtool` or `autocannon`: run only that half (no ratios); `loadtool` also leaves out
//                             wrk and h2load, `autocannon` also the https and h2 checks
//   BENCH_TARGET=             `node` to use the Node target even when nginx is on PATH
//   BENCH_MEMORY=1            0 skips the memory check
//   BENCH_MEMORY_SECONDS=60   the long run of the memory check (the short one is BENCH_SECONDS)
//   BENCH_LATENCY=1           0 skips the latency check
//   BENCH_LOADTOOL=           another bundled loadtool CLI to measure instead of dist/cli/index.js
//   BENCH_WORKERS=2           the workers check: loadtool --workers N beside the single process; 0 or 1 skips it
//   BENCH_OPEN_RATE=20000     the open-model check: an arrival rate against the same target; 0 skips it
//   BENCH_OPEN_SECONDS=10     its duration
//   BENCH_OPEN_RUNS=3         its runs; the goal is judged on their medians
//   BENCH_CONFORMANCE=1       0 skips the conformance check
//   BENCH_STALL=1             0 skips the stall check
//   BENCH_HTTPS=1             0 skips the https check
//   BENCH_H2=1                0 skips the h2 check
//   BENCH_STREAMS=1000        the streams check's streams; 0 skips it
// Exit code 1 when a goal is not met or a run fails. Every process it starts is stopped at the end, also on failure
// or Ctrl+C.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { PIN, freePort, onPath, pinned, processKeeper } from './processes.mjs';
import { SSE_TARGET, streamLoad, streamVerdict } from './stream-check.mjs';

const ROOT = resolve(import.meta.dirname, '..');
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const PAIRS = Number(process.env.BENCH_PAIRS ?? 3);
const ONLY = process.env.BENCH_ONLY ?? '';
const MEMORY = process.env.BENCH_MEMORY !== '0' && ONLY !== 'autocannon';
const MEMORY_SECONDS = Number(process.env.BENCH_MEMORY_SECONDS ?? 60);
const LATENCY = process.env.BENCH_LATENCY !== '0' && ONLY !== 'autocannon';
const WORKERS = ONLY === 'autocannon' ? 0 : Number(process.env.BENCH_WORKERS ?? 2);
const OPEN_RATE = ONLY === 'autocannon' ? 0 : Number(process.env.BENCH_OPEN_RATE ?? 20000);
const OPEN_SECONDS = Number(process.env.BENCH_OPEN_SECONDS ?? 10);
const OPEN_RUNS = Number(process.env.BENCH_OPEN_RUNS ?? 3);
const CONFORMANCE = process.env.BENCH_CONFORMANCE !== '0' && ONLY !== 'autocannon';
const STALL = process.env.BENCH_STALL !== '0' && ONLY !== 'autocannon';
const HTTPS = process.env.BENCH_HTTPS !== '0' && ONLY !== 'autocannon';
const H2 = process.env.BENCH_H2 !== '0' && ONLY !== 'autocannon';
const STREAMS = ONLY === 'autocannon' ? 0 : Number(process.env.BENCH_STREAMS ?? 1000);
/** The streams check's event interval per stream and its stall limit. */
const STREAM_EVENT_MS = 100;
const STREAM_STALL_SECONDS = 5;
/** The native peers (wrk, h2load) run unless BENCH_ONLY=loadtool. */
const PEERS = ONLY !== 'loadtool';
/** The stall check: its runs' length (two of the server's 5 s cycles) and the open model's rate and connections. */
const STALL_SECONDS = 10;
const STALL_RATE = 100;
const STALL_MAX_USERS = 200;
const STALL_CLOSED_USERS = 10;
/** The conformance check's goal: CPU per request with a response contract against without, at most 2% more. */
const CONFORMANCE_RATIO_GOAL = 1.02;
/** The latency check: users, and the server's delay. */
const LATENCY_USERS = 100;
const LATENCY_DELAY_MS = 50;
/** The goals: loadtool's CPU per request against autocannon's, and its p99 at the 50 ms server. */
const CPU_RATIO_GOAL = 0.8;
const LATENCY_P99_GOAL_MS = 58;
/** The latency check's goal: loadtool's CPU per request at most autocannon's. */
const LATENCY_CPU_RATIO_GOAL = 1;
/** The https check's goals, loadtool against wrk: CPU per request and p99. */
const HTTPS_CPU_RATIO_GOAL = 1.3;
const HTTPS_P99_RATIO_GOAL = 2;
/** The h2 check: streams over its one connection (h2load -m, loadtool's users), and the goal against h2load. */
const H2_STREAMS = 100;
const H2_CPU_RATIO_GOAL = 1.3;
const LOADTOOL = resolve(process.env.BENCH_LOADTOOL ?? join(ROOT, 'dist/cli/index.js'));
const AUTOCANNON = realpathSync(join(ROOT, 'node_modules/.bin/autocannon'));
const REPORT_USAGE = join(ROOT, 'bench/report-usage.mjs');

const work = mkdtempSync(join(tmpdir(), 'qa-perf-bench-engine-'));
const { start, stop, stopAll, waitForPort, interrupted } = processKeeper(work);

const NODE_TARGET = `
const body = Buffer.from('{"ok":true}');
const server = require('node:http').createServer((request, response) => {
  response.writeHead(200, { 'content-type': 'application/json', 'content-length': body.length });
  response.end(body);
});
server.keepAliveTimeout = 120000;
server.listen(Number(process.argv[1]), '127.0.0.1');
`;

/** nginx's one location: a fixed 200 JSON body, the Node target's. */
const NGINX_LOCATION = `location / { default_type application/json; return 200 '{"ok":true}'; }`;

/** A Node server that answers every request after a fixed delay (argv[2] ms): the latency check's target. */
const DELAYED_TARGET = `
const delay = Number(process.argv[2]);
const server = require('node:http').createServer((request, response) => {
  request.resume();
  setTimeout(() => response.end('ok'), delay);
});
server.keepAliveTimeout = 120000;
server.listen(Number(process.argv[1]), '127.0.0.1');
`;

/**
 * The stall check's target: answers in 1 ms, except during one second in five (from its 2nd second on), when every
 * request waits until the second is over, as a server stalled by a pause does.
 */
const STALLING_TARGET = `
const startedAt = performance.now();
const server = require('node:http').createServer((request, response) => {
  request.resume();
  const inCycle = (performance.now() - startedAt) % 5000;
  const delay = inCycle >= 2000 && inCycle < 3000 ? 3000 - inCycle : 1;
  setTimeout(() => response.end('{}'), delay);
});
server.keepAliveTimeout = 120000;
server.listen(Number(process.argv[1]), '127.0.0.1');
`;

/** Starts the latency check's target on core 0. */
async function startDelayedTarget() {
  const port = await freePort();
  const child = start(...pinned(0, process.execPath, ['-e', DELAYED_TARGET, String(port), String(LATENCY_DELAY_MS)]));
  await waitForPort(port, child);
  return { child, url: `http://127.0.0.1:${port}` };
}

/**
 * Starts nginx on core 0, its files in work/`name`: one worker, keepalive without limit, no access log, the http
 * block's `lines` (servers and settings); returns its process.
 */
function startNginx(name, lines) {
  const dir = join(work, name);
  const config = join(work, `${name}.conf`);
  mkdirSync(dir, { recursive: true });
  writeFileSync(
    config,
    [
      'worker_processes 1;',
      'daemon off;',
      'master_process on;',
      `pid ${dir}/nginx.pid;`,
      `error_log ${dir}/error.log warn;`,
      'events { worker_connections 4096; }',
      'http {',
      '  access_log off;',
      ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((kind) => `  ${kind}_temp_path ${dir}/${kind};`),
      '  keepalive_requests 10000000;',
      '  keepalive_timeout 120s;',
      ...lines.map((line) => `  ${line}`),
      '}',
    ].join('\n'),
  );
  return start(...pinned(0, 'nginx', ['-p', dir, '-e', `${dir}/error.log`, '-c', config]));
}

/** Starts the target on core 0: nginx when on PATH (unless BENCH_TARGET=node), else a Node server. */
async function startTarget() {
  const port = await freePort();
  let name;
  let child;
  if (process.env.BENCH_TARGET !== 'node' && onPath('nginx')) {
    name = 'nginx';
    child = startNginx('nginx', [`server { listen 127.0.0.1:${port}; ${NGINX_LOCATION} }`]);
  } else {
    name = 'Node http server';
    child = start(...pinned(0, process.execPath, ['-e', NODE_TARGET, String(port)]));
  }
  await waitForPort(port, child);
  return { name, child, url: `http://127.0.0.1:${port}` };
}

/** Whether nginx wants `http2 on;` (1.25.1 and later) rather than `listen … ssl http2;`, after `nginx -v`. */
function nginxHasHttp2Directive() {
  const { stderr } = spawnSync('nginx', ['-v'], { encoding: 'utf8' });
  const [major, minor, patch] = (/nginx\/(\d+)\.(\d+)\.(\d+)/.exec(stderr) ?? []).slice(1).map(Number);
  return major > 1 || (major === 1 && (minor > 25 || (minor === 25 && patch >= 1)));
}

/**
 * Starts the https and h2 checks' target on core 0: nginx with a self-signed EC P-256 certificate for 127.0.0.1 made
 * now with openssl, TLS 1.3 only, session tickets on, one server on https and one on HTTP/2 over TLS; returns their
 * URLs and the certificate's path.
 */
async function startTlsTarget() {
  const cert = join(work, 'cert.pem');
  const key = join(work, 'key.pem');
  const made = spawnSync(
    'openssl',
    [
      ...['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes'],
      ...[
        '-keyout',
        key,
        '-out',
        cert,
        '-days',
        '1',
        '-subj',
        '/CN=127.0.0.1',
        '-addext',
        'subjectAltName=IP:127.0.0.1',
      ],
    ],
    { encoding: 'utf8' },
  );
  if (made.status !== 0) throw new Error(`openssl req failed: ${made.stderr.trim()}`);
  const httpsPort = await freePort();
  let h2Port = await freePort();
  while (h2Port === httpsPort) h2Port = await freePort();
  const h2Listen = nginxHasHttp2Directive()
    ? `listen 127.0.0.1:${h2Port} ssl; http2 on;`
    : `listen 127.0.0.1:${h2Port} ssl http2;`;
  const child = startNginx('nginx-tls', [
    `ssl_certificate ${cert};`,
    `ssl_certificate_key ${key};`,
    'ssl_protocols TLSv1.3;',
    'ssl_session_tickets on;',
    `server { listen 127.0.0.1:${httpsPort} ssl; ${NGINX_LOCATION} }`,
    `server { ${h2Listen} ${NGINX_LOCATION} }`,
  ]);
  await waitForPort(httpsPort, child);
  await waitForPort(h2Port, child);
  return { child, cert, httpsUrl: `https://127.0.0.1:${httpsPort}`, h2Url: `https://127.0.0.1:${h2Port}` };
}

/** How loadtool trusts the TLS target's certificate: a top-level `tls: { ca }` in its loadtool.yaml. */
const trusting = (cert) => ({ top: ['tls:', `  ca: ${JSON.stringify(cert)}`] });

/**
 * Runs a generator under report-usage, on core 1 unless `pin` is false (worker threads need more than one core);
 * returns its exit, its output and its CPU time and peak RSS.
 */
async function measure(args, pin = true) {
  const report = join(work, 'usage.json');
  rmSync(report, { force: true });
  const command = [process.execPath, ['--import', REPORT_USAGE, ...args]];
  const child = start(...(pin ? pinned(1, ...command) : command), {
    cwd: work,
    env: { ...process.env, BENCH_REPORT: report, NO_COLOR: '1' },
  });
  const ended = await child.ended;
  const usage = existsSync(report) ? JSON.parse(readFileSync(report, 'utf8')) : undefined;
  return { ...ended, usage };
}

/**
 * Runs a native generator (wrk, h2load) on core 1 under bash, whose `times` writes the CPU time of the shell's children
 * (user and sys, to the millisecond) when it has ended; returns its exit, its output and its CPU time (`usage.cpuMs`,
 * as report-usage's).
 */
async function measureNative(command, args) {
  const times = join(work, 'times.txt');
  rmSync(times, { force: true });
  const [pinnedCommand, pinnedArgs] = pinned(1, command, args);
  const script = '"$@"; code=$?; times > "$BENCH_TIMES"; exit $code';
  const child = start('bash', ['-c', script, 'bench', pinnedCommand, ...pinnedArgs], {
    cwd: work,
    env: { ...process.env, BENCH_TIMES: times },
  });
  const ended = await child.ended;
  // Two lines, the shell's own user and sys time, then its children's: `0m1.234s 0m0.567s`.
  const children = existsSync(times) ? readFileSync(times, 'utf8').trim().split('\n')[1] : undefined;
  const [, userMin, userS, sysMin, sysS] = /(\d+)m([\d.]+)s\s+(\d+)m([\d.]+)s/.exec(children ?? '') ?? [];
  const usage =
    userMin === undefined
      ? undefined
      : { cpuMs: (Number(userMin) * 60 + Number(userS) + Number(sysMin) * 60 + Number(sysS)) * 1000 };
  return { ...ended, usage };
}

/** Throws the failure of a run, with the end of its output; the error carries the run's exit (`error.ended`). */
function fail(what, ended) {
  const output = `${ended.stderr}\n${ended.stdout}`.trim().split('\n').slice(-15).join('\n');
  throw Object.assign(new Error(`${what} failed (exit ${ended.code ?? ended.signal}):\n${output}`), { ended });
}

/**
 * The first line of the error of a loadtool run that refused its loadtool.yaml (exit 2), without the scratch folder's
 * path and cut at 160 characters; any other failure is thrown again.
 */
function refusal(error) {
  if (error?.ended?.code !== 2) throw error;
  const { stderr, stdout } = error.ended;
  const line = `${stderr}\n${stdout}`
    .split('\n')
    .map((text) => text.replaceAll(`${work}/`, '').trim())
    .find(Boolean);
  return (line ?? 'no output').length > 160 ? `${line.slice(0, 159)}…` : (line ?? 'no output');
}

/**
 * One `loadtool run`: `users` for `seconds` against the target, no thresholds; `workers` > 1 runs unpinned. `top`:
 * top-level lines of its loadtool.yaml.
 */
async function runLoadtool(
  url,
  seconds,
  index,
  users = CONNECTIONS,
  workers = 1,
  load = [`concurrentUsers: ${users}`],
  extraFlags = [],
  { top = [] } = {},
) {
  const file = join(work, 'loadtool.yaml');
  writeFileSync(
    file,
    [
      'version: 1',
      `baseUrl: ${url}`,
      ...top,
      'scenarios:',
      '  - name: bench',
      '    endpoint: GET /',
      ...load.map((line) => `    ${line}`),
      `    duration: ${seconds}s`,
      '',
    ].join('\n'),
  );
  const out = join(work, `out-${index}`);
  const flags = [...(workers > 1 ? ['--workers', String(workers)] : []), ...extraFlags];
  const ended = await measure([LOADTOOL, 'run', file, '--out', out, ...flags], workers <= 1);
  if (ended.code !== 0 || !ended.usage) fail('loadtool run', ended);
  const results = JSON.parse(readFileSync(join(out, 'results.json'), 'utf8'));
  const [scenario] = results.scenarios;
  const { total, failed } = scenario.requests;
  return {
    rps: scenario.rps,
    p50: scenario.latencyMs.p50,
    p99: scenario.latencyMs.p99,
    requests: total,
    errors: failed,
    cpuUsPerRequest: (ended.usage.cpuMs * 1000) / total,
    // Cores kept busy over the measured time (every thread of the process).
    cpuCores: ended.usage.cpuMs / (seconds * 1000),
    maxRssMb: ended.usage.maxRssMb,
    saturated: results.generator?.saturated === true,
    arrival: scenario.arrival,
    dropped: scenario.requests.dropped ?? 0,
    stream: scenario.stream,
  };
}

/** One `autocannon -c N -d D -j` against the target. */
async function runAutocannon(url, connections = CONNECTIONS) {
  const ended = await measure([AUTOCANNON, '-c', String(connections), '-d', String(SECONDS), '-j', url]);
  if (ended.code !== 0 || !ended.usage) fail('autocannon', ended);
  const report = JSON.parse(ended.stdout);
  const total = report.requests.total;
  return {
    rps: report.requests.average,
    p50: report.latency.p50,
    p99: report.latency.p99,
    requests: total,
    errors: report.errors + report.timeouts + report.non2xx,
    cpuUsPerRequest: (ended.usage.cpuMs * 1000) / total,
    maxRssMb: ended.usage.maxRssMb,
    saturated: false,
  };
}

/** A duration as wrk and h2load print it (`91.00us`, `0.95ms`, `1.02s`, `1.50m`), in milliseconds. */
function durationMs(text) {
  const [, value, unit] = /^([\d.]+)(us|ms|s|m|h)$/.exec(text) ?? [];
  if (unit === undefined) throw new Error(`not a duration: ${text}`);
  return Number(value) * { us: 0.001, ms: 1, s: 1000, m: 60_000, h: 3_600_000 }[unit];
}

/** Returns the numbers `pattern` captures in `output`; throws when it does not match. */
function parsed(what, output, pattern) {
  const match = pattern.exec(output);
  if (!match)
    throw new Error(`${what}: no ${pattern} in its output:\n${output.trim().split('\n').slice(-15).join('\n')}`);
  return match.slice(1);
}

/** One `wrk -t1 -c N -d Ds --latency` against the target (https too: wrk does not verify certificates). */
async function runWrk(url, connections = CONNECTIONS) {
  const ended = await measureNative('wrk', ['-t1', '-c', String(connections), '-d', `${SECONDS}s`, '--latency', url]);
  if (ended.code !== 0 || !ended.usage) fail('wrk', ended);
  const out = ended.stdout;
  const [total] = parsed('wrk', out, /(\d+) requests in /).map(Number);
  const [rps] = parsed('wrk', out, /Requests\/sec:\s+([\d.]+)/).map(Number);
  const [p50] = parsed('wrk', out, /^\s*50%\s+(\S+)/m).map(durationMs);
  const [p99] = parsed('wrk', out, /^\s*99%\s+(\S+)/m).map(durationMs);
  const non2xx = Number(/Non-2xx or 3xx responses: (\d+)/.exec(out)?.[1] ?? 0);
  const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(out)?.slice(1) ?? [];
  return {
    rps,
    p50,
    p99,
    requests: total,
    errors: non2xx + socket.reduce((sum, count) => sum + Number(count), 0),
    cpuUsPerRequest: (ended.usage.cpuMs * 1000) / total,
    saturated: false,
  };
}

/**
 * One `h2load -c 1 -m 100 -D D` against the HTTP/2 target: 100 streams over one connection. h2load prints no
 * percentiles: its time for request is min, max, mean and sd (ms here).
 */
async function runH2load(url) {
  const ended = await measureNative('h2load', ['-c', '1', '-m', String(H2_STREAMS), '-D', String(SECONDS), url]);
  if (ended.code !== 0 || !ended.usage) fail('h2load', ended);
  const out = ended.stdout;
  const [rps] = parsed('h2load', out, /finished in \S+, ([\d.]+) req\/s/).map(Number);
  const [, , done, , failed, errored, timeout] = parsed(
    'h2load',
    out,
    /requests: (\d+) total, (\d+) started, (\d+) done, (\d+) succeeded, (\d+) failed, (\d+) errored, (\d+) timeout/,
  ).map(Number);
  const [min, max, mean, sd] = parsed('h2load', out, /time for request:\s+(\S+)\s+(\S+)\s+(\S+)\s+(\S+)/).map(
    durationMs,
  );
  return {
    rps,
    requests: done,
    errors: failed + errored + timeout,
    min,
    max,
    mean,
    sd,
    cipher: /Cipher: (\S+)/.exec(out)?.[1] ?? 'unknown cipher',
    cpuUsPerRequest: (ended.usage.cpuMs * 1000) / done,
  };
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const medians = (runs) =>
  Object.fromEntries(
    ['rps', 'p50', 'p99', 'cpuUsPerRequest', 'errors'].map((key) => [key, median(runs.map((r) => r[key]))]),
  );
const fmt = (value, digits = 0) => value.toFixed(digits).padStart(9);
const verdict = (met) => (met ? 'met' : 'NOT MET');
/** A ratio of two figures with two decimals, `n/a` when the second is 0 (autocannon's p50 on loopback can be). */
const ratioText = (a, b) => (b > 0 ? (a / b).toFixed(2) : 'n/a');

/** Prints the table of medians of each generator's runs (`runs`: name → runs); returns its rows. */
function printMedians(runs) {
  const rows = Object.entries(runs)
    .filter(([, list]) => list.length > 0)
    .map(([name, list]) => ({ name, ...medians(list) }));
  console.log('\ngenerator       req/s    p50 ms    p99 ms  CPU-µs/req    errors');
  for (const r of rows)
    console.log(
      `${r.name.padEnd(12)}${fmt(r.rps)}${fmt(r.p50, 2)}${fmt(r.p99, 2)}${fmt(r.cpuUsPerRequest, 1).padStart(12)}${fmt(r.errors)}`,
    );
  for (const r of rows) if (r.errors > 0) console.log(`warning: ${r.name} had errors against the target`);
  return Object.fromEntries(rows.map((r) => [r.name, r]));
}

/** Prints one line per pair of runs: each generator's req/s and CPU-µs per request. */
function printPair(pair, runs) {
  console.log(
    `pair ${pair + 1}/${PAIRS}: ` +
      Object.entries(runs)
        .filter(([, list]) => list.length > pair)
        .map(
          ([name, list]) =>
            `${name} ${Math.round(list[pair].rps)} req/s, ${list[pair].cpuUsPerRequest.toFixed(1)} CPU-µs/req`,
        )
        .join('; '),
  );
}

/**
 * The https and h2 checks (whichever BENCH_HTTPS and BENCH_H2 leave), against one TLS target started for them and
 * stopped after them; returns true when a goal is not met.
 */
async function tlsChecks() {
  const missing = (commands) => commands.filter((command) => !onPath(command));
  const needs = {
    https: HTTPS ? missing(['nginx', 'openssl', ...(PEERS ? ['wrk'] : [])]) : [],
    h2: H2 ? missing(['nginx', 'openssl', ...(PEERS ? ['h2load'] : [])]) : [],
  };
  let failed = false;
  for (const [name, commands] of Object.entries(needs))
    if (commands.length > 0) {
      console.log(
        `\n${name}: not measured, ${commands.join(', ')} not on PATH (BENCH_${name.toUpperCase()}=0 skips it): NOT MET`,
      );
      failed = true;
    }
  const https = HTTPS && needs.https.length === 0;
  const h2 = H2 && needs.h2.length === 0;
  if (!https && !h2) return failed;
  const target = await startTlsTarget();
  const trust = trusting(target.cert);
  const how = 'tls.ca in its loadtool.yaml';
  if (https) failed = !(await httpsCheck(target.httpsUrl, trust, how)) || failed;
  if (h2) failed = !(await h2Check(target.h2Url, trust, how)) || failed;
  await stop(target.child);
  return failed;
}

/** The https check: loadtool and wrk in turn against nginx on TLS 1.3; returns whether its goals are met. */
async function httpsCheck(url, trust, how) {
  console.log(
    `\nhttps: nginx on ${url}, TLS 1.3, a self-signed EC P-256 certificate (loadtool trusts it by ${how}), ${CONNECTIONS} connections, ${SECONDS} s, ${PAIRS} pairs A B`,
  );
  const runs = { loadtool: [], wrk: [] };
  let refused;
  for (let pair = 0; pair < PAIRS; pair++) {
    if (refused === undefined)
      try {
        runs.loadtool.push(await runLoadtool(url, SECONDS, `https-${pair}`, CONNECTIONS, 1, undefined, [], trust));
      } catch (error) {
        refused = refusal(error);
        console.log(`https: loadtool refused its loadtool.yaml (${refused})`);
      }
    if (PEERS) runs.wrk.push(await runWrk(url));
    printPair(pair, runs);
  }
  const rows = printMedians(runs);
  if (refused !== undefined) {
    console.log(
      `  no loadtool figures (goals CPU-µs/req ratio ≤ ${HTTPS_CPU_RATIO_GOAL.toFixed(2)}, p99 ratio ≤ ${HTTPS_P99_RATIO_GOAL.toFixed(2)}: NOT MET)`,
    );
    return false;
  }
  if (!PEERS) return true;
  const { loadtool: ours, wrk: theirs } = rows;
  const cpuRatio = ours.cpuUsPerRequest / theirs.cpuUsPerRequest;
  const p99Ratio = ours.p99 / theirs.p99;
  console.log('\nratio ours/wrk on https');
  console.log(`  req/s       ${ratioText(ours.rps, theirs.rps)}`);
  console.log(
    `  CPU-µs/req  ${cpuRatio.toFixed(2)}  (goal ≤ ${HTTPS_CPU_RATIO_GOAL.toFixed(2)}: ${verdict(cpuRatio <= HTTPS_CPU_RATIO_GOAL)})`,
  );
  console.log(`  p50         ${ratioText(ours.p50, theirs.p50)}`);
  console.log(
    `  p99         ${p99Ratio.toFixed(2)}  (goal ≤ ${HTTPS_P99_RATIO_GOAL.toFixed(2)}: ${verdict(p99Ratio <= HTTPS_P99_RATIO_GOAL)})`,
  );
  return cpuRatio <= HTTPS_CPU_RATIO_GOAL && p99Ratio <= HTTPS_P99_RATIO_GOAL;
}

/**
 * The h2 check: loadtool (`protocol: h2`, 100 users over one connection) and h2load (100 streams over one connection)
 * in turn against nginx on HTTP/2 over TLS; returns whether its goal is met.
 */
async function h2Check(url, trust, how) {
  console.log(
    `\nh2: nginx on ${url}, HTTP/2 over TLS 1.3 (loadtool trusts it by ${how}), ${H2_STREAMS} streams over 1 connection, ${SECONDS} s, ${PAIRS} pairs A B`,
  );
  const runs = { loadtool: [], h2load: [] };
  const load = ['protocol: h2', `concurrentUsers: ${H2_STREAMS}`, 'connections: 1'];
  let refused;
  for (let pair = 0; pair < PAIRS; pair++) {
    if (refused === undefined)
      try {
        runs.loadtool.push(await runLoadtool(url, SECONDS, `h2-${pair}`, H2_STREAMS, 1, load, [], trust));
      } catch (error) {
        refused = refusal(error);
        console.log(`h2: loadtool has no HTTP/2 (${refused})`);
      }
    if (PEERS) runs.h2load.push(await runH2load(url));
    printPair(pair, runs);
  }
  console.log('\ngenerator       req/s    p50 ms    p99 ms  CPU-µs/req    errors');
  const ours = runs.loadtool.length > 0 ? medians(runs.loadtool) : undefined;
  if (ours)
    console.log(
      `${'loadtool'.padEnd(12)}${fmt(ours.rps)}${fmt(ours.p50, 2)}${fmt(ours.p99, 2)}${fmt(ours.cpuUsPerRequest, 1).padStart(12)}${fmt(ours.errors)}`,
    );
  let theirs;
  if (PEERS) {
    theirs = Object.fromEntries(
      ['rps', 'cpuUsPerRequest', 'errors', 'min', 'max', 'mean', 'sd'].map((key) => [
        key,
        median(runs.h2load.map((r) => r[key])),
      ]),
    );
    console.log(
      `${'h2load'.padEnd(12)}${fmt(theirs.rps)}${'-'.padStart(9)}${'-'.padStart(9)}${fmt(theirs.cpuUsPerRequest, 1).padStart(12)}${fmt(theirs.errors)}`,
    );
    console.log(
      `  h2load's time for request (it prints no percentiles), medians: min ${theirs.min.toFixed(2)} ms, mean ${theirs.mean.toFixed(2)} ms, sd ${theirs.sd.toFixed(2)} ms, max ${theirs.max.toFixed(2)} ms; ${runs.h2load[0].cipher}`,
    );
  }
  if (!ours) {
    console.log(`  no loadtool figures (goal CPU-µs/req ratio ≤ ${H2_CPU_RATIO_GOAL.toFixed(2)}: NOT MET)`);
    return false;
  }
  if (!theirs) return true;
  const cpuRatio = ours.cpuUsPerRequest / theirs.cpuUsPerRequest;
  console.log('\nratio ours/h2load on h2');
  console.log(`  req/s       ${ratioText(ours.rps, theirs.rps)}`);
  console.log(
    `  CPU-µs/req  ${cpuRatio.toFixed(2)}  (goal ≤ ${H2_CPU_RATIO_GOAL.toFixed(2)}: ${verdict(cpuRatio <= H2_CPU_RATIO_GOAL)})`,
  );
  return cpuRatio <= H2_CPU_RATIO_GOAL;
}

async function main() {
  const wanted = {
    loadtool: ONLY !== 'autocannon',
    autocannon: ONLY !== 'loadtool',
    wrk: ONLY === '' && onPath('wrk'),
  };
  if (wanted.loadtool) {
    const help = spawnSync(process.execPath, [LOADTOOL, 'run', '--help'], { encoding: 'utf8' });
    if (!help.stdout.startsWith('Usage: loadtool run'))
      throw new Error(`${LOADTOOL} has no \`run\` command: rebuild the bundle with \`npm run bundle\` first`);
  }
  const target = await startTarget();
  console.log(
    `Target: ${target.name} on ${target.url}${PIN ? ', pinned to core 0; generators on core 1' : ' (not pinned: no taskset or one core)'}`,
  );
  console.log(`${CONNECTIONS} connections, ${SECONDS} s per run, ${PAIRS} pairs interleaved A B, medians\n`);
  if (ONLY === '' && !wanted.wrk) console.log('note: wrk is not on PATH, it is left out\n');

  const runs = { loadtool: [], autocannon: [], wrk: [] };
  for (let pair = 0; pair < PAIRS; pair++) {
    if (wanted.loadtool) runs.loadtool.push(await runLoadtool(target.url, SECONDS, pair));
    if (wanted.autocannon) runs.autocannon.push(await runAutocannon(target.url));
    if (wanted.wrk) runs.wrk.push(await runWrk(target.url));
    printPair(pair, runs);
  }

  let failed = false;
  const rows = printMedians(runs);
  if (runs.loadtool.some((r) => r.saturated))
    console.log('note: loadtool reported its generator saturated (expected when it runs flat out on one core)');

  if (wanted.loadtool && wanted.autocannon) {
    const { loadtool: ours, autocannon: theirs } = rows;
    const rpsRatio = ours.rps / theirs.rps;
    const cpuRatio = ours.cpuUsPerRequest / theirs.cpuUsPerRequest;
    console.log('\nratio ours/autocannon');
    console.log(`  req/s       ${rpsRatio.toFixed(2)}  (goal ≥ 1.00: ${verdict(rpsRatio >= 1)})`);
    console.log(
      `  CPU-µs/req  ${cpuRatio.toFixed(2)}  (goal ≤ ${CPU_RATIO_GOAL.toFixed(2)}: ${verdict(cpuRatio <= CPU_RATIO_GOAL)})`,
    );
    // autocannon records whole milliseconds: its p50 on loopback can be 0.
    console.log(`  p50         ${ratioText(ours.p50, theirs.p50)}`);
    console.log(`  p99         ${ratioText(ours.p99, theirs.p99)}`);
    failed ||= rpsRatio < 1 || cpuRatio > CPU_RATIO_GOAL;
  }
  if (wanted.loadtool && wanted.wrk) {
    const { loadtool: ours, wrk: theirs } = rows;
    console.log('\nratio ours/wrk (informational: http unchanged or better)');
    console.log(`  req/s       ${ratioText(ours.rps, theirs.rps)}`);
    console.log(`  CPU-µs/req  ${ratioText(ours.cpuUsPerRequest, theirs.cpuUsPerRequest)}`);
    console.log(`  p50         ${ratioText(ours.p50, theirs.p50)}`);
    console.log(`  p99         ${ratioText(ours.p99, theirs.p99)}`);
  }

  if (WORKERS > 1 && wanted.loadtool) {
    const single = median(runs.loadtool.map((r) => r.rps));
    const singleCores = median(runs.loadtool.map((r) => r.cpuCores));
    const multi = await runLoadtool(target.url, SECONDS, 'workers', CONNECTIONS, WORKERS);
    console.log(`\nworkers: loadtool --workers ${WORKERS} (unpinned) beside the single process (pinned to core 1)`);
    console.log(`  1 process    ${fmt(single)} req/s, CPU ${singleCores.toFixed(2)} cores`);
    console.log(
      `  ${WORKERS} workers    ${fmt(multi.rps)} req/s, CPU ${multi.cpuCores.toFixed(2)} cores, ${multi.cpuUsPerRequest.toFixed(1)} CPU-µs/req, ratio ${(multi.rps / single).toFixed(2)}`,
    );
    console.log(
      `  the limit: ${availableParallelism()} cores shared by the target and the generator; the workers and the server compete for them, so the ratio measures the machine, not the engine's scaling (run the target on another machine for that)`,
    );
  }

  if (OPEN_RATE > 0 && wanted.loadtool) {
    console.log(
      `\nopen model: arrivalRate ${OPEN_RATE}/s, maxUsers ${CONNECTIONS}, ${OPEN_SECONDS} s, against the same target, ${OPEN_RUNS} runs`,
    );
    const opens = [];
    for (let run = 0; run < OPEN_RUNS; run++) {
      const open = await runLoadtool(target.url, OPEN_SECONDS, `open-${run}`, CONNECTIONS, 1, [
        `arrivalRate: ${OPEN_RATE}/s`,
        `maxUsers: ${CONNECTIONS}`,
      ]);
      const { targetRate, achievedRate, latenessP99Ms, serviceMs } = open.arrival;
      opens.push({ share: achievedRate / targetRate, latenessP99Ms });
      console.log(
        `  achieved ${achievedRate.toFixed(0)} of ${targetRate.toFixed(0)} req/s, dropped ${open.dropped}, scheduler lateness p99 ${latenessP99Ms.toFixed(3)} ms, latency p99 ${open.p99.toFixed(2)} ms, service p99 ${serviceMs.p99.toFixed(2)} ms, ${open.cpuUsPerRequest.toFixed(1)} CPU-µs/req`,
      );
    }
    const share = median(opens.map((r) => r.share));
    const lateness = median(opens.map((r) => r.latenessP99Ms));
    const kept = share >= 0.98 && lateness < 1;
    console.log(
      `  median of ${OPEN_RUNS}: ${(share * 100).toFixed(1)}% of the rate, scheduler lateness p99 ${lateness.toFixed(3)} ms (goal: ≥ 98% of the rate with lateness p99 < 1 ms: ${kept ? 'met' : 'NOT MET'})`,
    );
    failed ||= !kept;
  }

  if (CONFORMANCE) {
    // The target answers {"ok":true} to GET /: the document declares exactly that, so every checked response passes.
    const schema = join(work, 'openapi.json');
    const ok = { type: 'object', required: ['ok'], properties: { ok: { type: 'boolean' } } };
    writeFileSync(
      schema,
      JSON.stringify({
        openapi: '3.0.3',
        info: { title: 'bench', version: '1' },
        paths: {
          '/': { get: { responses: { 200: { description: 'ok', content: { 'application/json': { schema: ok } } } } } },
        },
      }),
    );
    console.log(`\nconformance: the same scenario without and with a response contract (--schema), ${PAIRS} pairs A B`);
    const ratios = [];
    for (let pair = 0; pair < PAIRS; pair++) {
      const without = await runLoadtool(target.url, SECONDS, `plain-${pair}`);
      const withContract = await runLoadtool(target.url, SECONDS, `conformance-${pair}`, CONNECTIONS, 1, undefined, [
        '--schema',
        schema,
      ]);
      if (withContract.errors > 0)
        throw new Error(`the conforming target failed ${withContract.errors} checked responses`);
      ratios.push(withContract.cpuUsPerRequest / without.cpuUsPerRequest);
      console.log(
        `  pair ${pair + 1}/${PAIRS}: without ${without.cpuUsPerRequest.toFixed(2)} CPU-µs/req (${Math.round(without.rps)} req/s), with ${withContract.cpuUsPerRequest.toFixed(2)} CPU-µs/req (${Math.round(withContract.rps)} req/s), ratio ${ratios.at(-1).toFixed(3)}`,
      );
    }
    const ratio = median(ratios);
    console.log(
      `  median ratio with/without ${ratio.toFixed(3)} (goal ≤ ${CONFORMANCE_RATIO_GOAL.toFixed(2)}: ${ratio <= CONFORMANCE_RATIO_GOAL ? 'met' : 'NOT MET'})`,
    );
    failed ||= ratio > CONFORMANCE_RATIO_GOAL;
  }

  if (MEMORY) {
    console.log(`\nmemory: peak RSS of a ${MEMORY_SECONDS} s loadtool run against a ${SECONDS} s run`);
    const short = await runLoadtool(target.url, SECONDS, 'memory-short');
    const long = await runLoadtool(target.url, MEMORY_SECONDS, 'memory-long');
    const ratio = long.maxRssMb / short.maxRssMb;
    console.log(
      `  ${SECONDS} s: ${short.maxRssMb.toFixed(1)} MB, ${MEMORY_SECONDS} s: ${long.maxRssMb.toFixed(1)} MB, ratio ${ratio.toFixed(2)} (goal ≤ 1.15: ${ratio <= 1.15 ? 'met' : 'NOT MET'})`,
    );
    failed ||= ratio > 1.15;
  }

  // The http target's last check is done: the TLS checks have their own nginx on core 0.
  await stop(target.child);
  if (HTTPS || H2) failed = (await tlsChecks()) || failed;

  if (LATENCY) {
    const delayed = await startDelayedTarget();
    console.log(`\nlatency: a ${LATENCY_DELAY_MS} ms server, ${LATENCY_USERS} users, ${SECONDS} s`);
    const latencyRuns = { loadtool: [], autocannon: [] };
    for (let pair = 0; pair < PAIRS; pair++) {
      latencyRuns.loadtool.push(await runLoadtool(delayed.url, SECONDS, `latency-${pair}`, LATENCY_USERS));
      if (wanted.autocannon) latencyRuns.autocannon.push(await runAutocannon(delayed.url, LATENCY_USERS));
    }
    await stop(delayed.child);
    const ours = medians(latencyRuns.loadtool);
    const met = Math.abs(ours.p50 - LATENCY_DELAY_MS) <= 2 && ours.p99 <= LATENCY_P99_GOAL_MS;
    console.log(
      `  loadtool    p50 ${ours.p50.toFixed(2)} ms, p99 ${ours.p99.toFixed(2)} ms, ${ours.cpuUsPerRequest.toFixed(1)} CPU-µs/req, medians of ${PAIRS} (goal p50 within 2 ms of ${LATENCY_DELAY_MS}, p99 ≤ ${LATENCY_P99_GOAL_MS}: ${verdict(met)})`,
    );
    failed ||= !met;
    if (wanted.autocannon) {
      const theirs = medians(latencyRuns.autocannon);
      console.log(
        `  autocannon  p50 ${theirs.p50} ms, p99 ${theirs.p99} ms (whole milliseconds), ${theirs.cpuUsPerRequest.toFixed(1)} CPU-µs/req`,
      );
      const cpuRatio = ours.cpuUsPerRequest / theirs.cpuUsPerRequest;
      const cpuMet = cpuRatio <= LATENCY_CPU_RATIO_GOAL;
      console.log(
        `  CPU-µs/req ratio loadtool/autocannon ${cpuRatio.toFixed(2)} (goal ≤ ${LATENCY_CPU_RATIO_GOAL.toFixed(2)}: ${verdict(cpuMet)})`,
      );
      failed ||= !cpuMet;
    }
  }

  if (STREAMS > 0) {
    const port = await freePort();
    const child = start(...pinned(0, process.execPath, ['-e', SSE_TARGET, String(port), String(STREAM_EVENT_MS)]));
    await waitForPort(port, child);
    const url = `http://127.0.0.1:${port}`;
    console.log(
      `\nstreams: ${STREAMS} SSE streams held for ${SECONDS} s by one process, an event every ${STREAM_EVENT_MS} ms on each; loadtool, then the eventsource client`,
    );
    const ours = await runLoadtool(url, SECONDS, 'streams', STREAMS, 1, streamLoad(STREAMS, STREAM_STALL_SECONDS));
    const peer = await measure([join(ROOT, 'bench/sse-peer.mjs'), url, String(STREAMS), String(SECONDS)]);
    await stop(child);
    const theirs = JSON.parse(peer.stdout || '{}');
    const { met, received, faults } = streamVerdict(ours, {
      streams: STREAMS,
      seconds: SECONDS,
      eventMs: STREAM_EVENT_MS,
    });
    const ourCpu = (ours.cpuCores * SECONDS * 1e6) / Math.max(1, ours.stream?.events ?? 0);
    const theirCpu = ((peer.usage?.cpuMs ?? 0) * 1000) / Math.max(1, theirs.events ?? 0);
    console.log(
      `  loadtool     ${ours.stream?.streams ?? 0} streams, ${ours.stream?.events ?? 0} events (${(received * 100).toFixed(1)}% of those due), ${faults} faults, ${ours.stream?.reconnects ?? 0} reconnects, eventGap p99 ${ours.stream?.eventGap.ms.p99 ?? '-'} ms, self-check ${ours.saturated ? 'saturated' : 'green'}, ${ourCpu.toFixed(1)} CPU-µs/event, ${Math.round(ours.maxRssMb)} MB`,
    );
    console.log(
      `  eventsource  ${theirs.events ?? 0} events, ${theirs.errors ?? 0} errors, ${theirCpu.toFixed(1)} CPU-µs/event, ${Math.round(peer.usage?.maxRssMb ?? 0)} MB`,
    );
    console.log(
      `  CPU-µs/event ratio loadtool/eventsource ${(ourCpu / theirCpu).toFixed(2)}; goal (every stream held, self-check green, ≥ 95% of the events): ${verdict(met)}`,
    );
    failed ||= !met;
  }

  if (STALL) {
    const port = await freePort();
    const child = start(...pinned(0, process.execPath, ['-e', STALLING_TARGET, String(port)]));
    await waitForPort(port, child);
    const url = `http://127.0.0.1:${port}`;
    console.log(
      `\nstall: a server that answers nothing one second in five; the open model (${STALL_RATE}/s, maxUsers ${STALL_MAX_USERS}) and the closed one (${STALL_CLOSED_USERS} users), ${STALL_SECONDS} s each`,
    );
    const open = await runLoadtool(url, STALL_SECONDS, 'stall-open', STALL_MAX_USERS, 1, [
      `arrivalRate: ${STALL_RATE}/s`,
      `maxUsers: ${STALL_MAX_USERS}`,
      'timeout: 5s',
    ]);
    const closed = await runLoadtool(url, STALL_SECONDS, 'stall-closed', STALL_CLOSED_USERS, 1, [
      `concurrentUsers: ${STALL_CLOSED_USERS}`,
      'timeout: 5s',
    ]);
    await stop(child);
    const share = open.arrival.achievedRate / open.arrival.targetRate;
    console.log(
      `  open    p99 ${open.p99.toFixed(1)} ms, ${open.requests} requests, dropped ${open.dropped}, ${(share * 100).toFixed(1)}% of the rate`,
    );
    console.log(`  closed  p99 ${closed.p99.toFixed(1)} ms, ${closed.requests} requests`);
    const met = open.p99 >= 500 && closed.p99 < open.p99 / 2 && open.dropped === 0;
    console.log(
      `  closed p99 / open p99 ${(closed.p99 / open.p99).toFixed(2)} (goal: open p99 ≥ 500 ms, the ratio < 0.5, nothing dropped: ${met ? 'met' : 'NOT MET'})`,
    );
    failed ||= !met;
  }
  return failed ? 1 : 0;
}

try {
  process.exitCode = await main();
} catch (error) {
  if (!interrupted()) console.error(`bench: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  await stopAll();
}
