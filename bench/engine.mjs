// npm run bench: the load engine against autocannon on the same fast local target, in the same run.
//
// The target is nginx when it is on PATH (worker_processes 1, a fixed 200 body), else a Node http server in a child
// process; it listens on 127.0.0.1 and is pinned to core 0 with taskset when there is taskset and a second core. The
// generators, pinned to core 1, take turns against it, A B A B: `loadtool run` (the bundled dist/cli/index.js, on a
// loadtool.yaml of one scenario with N users for D seconds and no thresholds) and `autocannon -c N -d D -j`. Both run
// under `node --import bench/report-usage.mjs`, which reports the process's CPU time and peak RSS. For each, the
// medians of req/s, p50 and p99 (ms) and CPU-µs per request (user+sys of the generator process ÷ its requests), then
// the ratios ours/autocannon. Goals: req/s ratio ≥ 1.0, CPU-µs ratio ≤ 0.8.
// Then the open model: `arrivalRate: R/s` (maxUsers N) against the same target, BENCH_OPEN_RUNS times; goal: the
// medians of at least 98% of the rate achieved and of the scheduler's own lateness (p99 of the actual write less the
// intended start) under 1 ms. A median, as for the latency check: a neighbour on a shared core can spoil one run.
// Then the conformance check: the same scenario against the same target with and without a response contract
// (`loadtool run --schema` of an OpenAPI document declaring the target's JSON body), A B A B, BENCH_PAIRS times; the
// CPU-µs per request of each and their ratio, goal ≤ 1.02 (the sampling of engine/http/conformance.ts: every response is
// counted, the first 20 and then 1 in 100 are parsed and validated). The ratio is the median of the pairs' ratios.
// Then the memory check: peak RSS of a 60 s loadtool run against a 10 s run, goal ratio ≤ 1.15.
// Then the latency check: a Node server that answers every request after 50 ms (on core 0), 100 users for D seconds,
// loadtool and autocannon in turn, BENCH_PAIRS times; goal: loadtool's median p50 within 2 ms of 50 ms and its median
// p99 at most 58 ms. Latency
// figures belong here, not in `npm test`: they depend on how busy the machine is.
// Then the stall check (the open model's "done when"): a Node server (on core 0) that answers in 1 ms except during
// one second in five, when it answers nothing until the second is over; the open model (arrivalRate 100/s, maxUsers
// 200) and the closed one (10 users), 10 s each, in turn. Goal: the open model's p99 at least 500 ms (the requests due
// in a stall wait for its end, from their intended start) and the closed model's p99 under half of it (its 10 users
// each wait out a stall with one request, so the stall hides in its tail), with nothing dropped.
//
// Needs a current bundle (`npm run bundle`). Environment variables:
//   BENCH_SECONDS=10          duration of every generator run
//   BENCH_CONNECTIONS=50      users (loadtool) and connections (autocannon)
//   BENCH_PAIRS=3             A B pairs; the medians are over them
//   BENCH_ONLY=               `loadtool` or `autocannon`: run only that half (no ratios)
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
// Exit code 1 when a goal is not met or a run fails. Every process it starts is stopped at the end, also on failure
// or Ctrl+C.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { PIN, freePort, onPath, pinned, processKeeper } from './processes.mjs';

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

/** Starts the target on core 0: nginx when on PATH (unless BENCH_TARGET=node), else a Node server. */
async function startTarget() {
  const port = await freePort();
  let name;
  let child;
  if (process.env.BENCH_TARGET !== 'node' && onPath('nginx')) {
    const dir = join(work, 'nginx');
    const config = join(work, 'nginx.conf');
    spawnSync('mkdir', ['-p', dir]);
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
        `  server { listen 127.0.0.1:${port}; location / { default_type application/json; return 200 '{"ok":true}'; } }`,
        '}',
      ].join('\n'),
    );
    name = 'nginx';
    child = start(...pinned(0, 'nginx', ['-p', dir, '-e', `${dir}/error.log`, '-c', config]));
  } else {
    name = 'Node http server';
    child = start(...pinned(0, process.execPath, ['-e', NODE_TARGET, String(port)]));
  }
  await waitForPort(port, child);
  return { name, child, url: `http://127.0.0.1:${port}` };
}

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

function fail(what, ended) {
  const output = `${ended.stderr}\n${ended.stdout}`.trim().split('\n').slice(-15).join('\n');
  throw new Error(`${what} failed (exit ${ended.code ?? ended.signal}):\n${output}`);
}

/** One `loadtool run`: `users` for `seconds` against the target, no thresholds; `workers` > 1 runs unpinned. */
async function runLoadtool(
  url,
  seconds,
  index,
  users = CONNECTIONS,
  workers = 1,
  load = [`concurrentUsers: ${users}`],
  extraFlags = [],
) {
  const file = join(work, 'loadtool.yaml');
  writeFileSync(
    file,
    [
      'version: 1',
      `baseUrl: ${url}`,
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

async function main() {
  const wanted = { loadtool: ONLY !== 'autocannon', autocannon: ONLY !== 'loadtool' };
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

  const runs = { loadtool: [], autocannon: [] };
  for (let pair = 0; pair < PAIRS; pair++) {
    if (wanted.loadtool) runs.loadtool.push(await runLoadtool(target.url, SECONDS, pair));
    if (wanted.autocannon) runs.autocannon.push(await runAutocannon(target.url));
    const last = (name) => runs[name].at(-1);
    console.log(
      `pair ${pair + 1}/${PAIRS}: ` +
        Object.keys(wanted)
          .filter((name) => wanted[name])
          .map(
            (name) =>
              `${name} ${Math.round(last(name).rps)} req/s, ${last(name).cpuUsPerRequest.toFixed(1)} CPU-µs/req`,
          )
          .join('; '),
    );
  }

  let failed = false;
  const rows = Object.keys(wanted)
    .filter((name) => wanted[name])
    .map((name) => ({ name, ...medians(runs[name]) }));
  console.log('\ngenerator       req/s    p50 ms    p99 ms  CPU-µs/req    errors');
  for (const r of rows)
    console.log(
      `${r.name.padEnd(12)}${fmt(r.rps)}${fmt(r.p50, 2)}${fmt(r.p99, 2)}${fmt(r.cpuUsPerRequest, 1).padStart(12)}${fmt(r.errors)}`,
    );
  for (const r of rows) if (r.errors > 0) console.log(`warning: ${r.name} had errors against the target`);
  if (runs.loadtool.some((r) => r.saturated))
    console.log('note: loadtool reported its generator saturated (expected when it runs flat out on one core)');

  if (wanted.loadtool && wanted.autocannon) {
    const [ours, theirs] = rows;
    const rpsRatio = ours.rps / theirs.rps;
    const cpuRatio = ours.cpuUsPerRequest / theirs.cpuUsPerRequest;
    const verdict = (met) => (met ? 'met' : 'NOT MET');
    console.log('\nratio ours/autocannon');
    console.log(`  req/s       ${rpsRatio.toFixed(2)}  (goal ≥ 1.00: ${verdict(rpsRatio >= 1)})`);
    console.log(
      `  CPU-µs/req  ${cpuRatio.toFixed(2)}  (goal ≤ ${CPU_RATIO_GOAL.toFixed(2)}: ${verdict(cpuRatio <= CPU_RATIO_GOAL)})`,
    );
    // autocannon records whole milliseconds: its p50 on loopback can be 0.
    const ratio = (a, b) => (b > 0 ? (a / b).toFixed(2) : 'n/a');
    console.log(`  p50         ${ratio(ours.p50, theirs.p50)}`);
    console.log(`  p99         ${ratio(ours.p99, theirs.p99)}`);
    failed ||= rpsRatio < 1 || cpuRatio > CPU_RATIO_GOAL;
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

  if (LATENCY) {
    await stop(target.child);
    const delayed = await startDelayedTarget();
    console.log(`\nlatency: a ${LATENCY_DELAY_MS} ms server, ${LATENCY_USERS} users, ${SECONDS} s`);
    const latencyRuns = { loadtool: [], autocannon: [] };
    for (let pair = 0; pair < PAIRS; pair++) {
      latencyRuns.loadtool.push(await runLoadtool(delayed.url, SECONDS, `latency-${pair}`, LATENCY_USERS));
      if (wanted.autocannon) latencyRuns.autocannon.push(await runAutocannon(delayed.url, LATENCY_USERS));
    }
    const ours = medians(latencyRuns.loadtool);
    const met = Math.abs(ours.p50 - LATENCY_DELAY_MS) <= 2 && ours.p99 <= LATENCY_P99_GOAL_MS;
    console.log(
      `  loadtool    p50 ${ours.p50.toFixed(2)} ms, p99 ${ours.p99.toFixed(2)} ms, medians of ${PAIRS} (goal p50 within 2 ms of ${LATENCY_DELAY_MS}, p99 ≤ ${LATENCY_P99_GOAL_MS}: ${met ? 'met' : 'NOT MET'})`,
    );
    if (wanted.autocannon) {
      const theirs = medians(latencyRuns.autocannon);
      console.log(`  autocannon  p50 ${theirs.p50} ms, p99 ${theirs.p99} ms (whole milliseconds)`);
    }
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
