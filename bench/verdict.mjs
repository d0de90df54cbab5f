// npm run bench:verdict: how often the same-job regression gate cries wolf, and how often it catches a real slowdown.
//
// Three target servers on 127.0.0.1 (bench/latency-server.mjs, pinned to core 0 when there is taskset and a second
// core) answer after a lognormal delay around 20 ms with a tail (1 request in 100 waits 4× longer): A and A2 alike,
// B with every delay × 1.2, so 20% slower at p95. Beside them, BENCH_HOG CPU hogs (bench/cpu-hog.mjs, default 1)
// each keep a core busy 2 s out of every 5, at a random phase. Then N A/A runs (head A2, base A: nothing changed) and N
// A/B runs (head B, base A: p95 +20%), taking turns, each `loadtool run loadtool.yaml --baseline-url BASE --out DIR`
// (the bundled dist/cli/index.js, pinned to core 1) on one scenario with `regression: { p95: 10% }`, `rounds` rounds
// a side. Each run's verdict, change and interval come from DIR/results.json's `scenarios[0].comparison`.
// Prints every run, then the false-alarm rate (A/A runs that said `regressed`), the detection rate (A/B runs that
// said `regressed`), the inconclusive counts, the run length per scenario and the tolerance.
// Goal (issue 14): at most 1 of 20 A/A runs regressed, at least 19 of 20 A/B runs regressed (for N runs: at most
// ⌊N/20⌋ and at least N − ⌊N/20⌋).
//
// Needs a current bundle (`npm run bundle`). Environment variables:
//   BENCH_RUNS=20           A/A runs, and as many A/B runs
//   BENCH_ROUNDS=6          rounds a side (`rounds:` of the scenario)
//   BENCH_ROUND_SECONDS=2   seconds a round; the scenario's duration is rounds × this
//   BENCH_USERS=20          concurrent users
//   BENCH_MAX_ROUNDS=       `--max-rounds`: extend an inconclusive comparison up to this many rounds a side
//   BENCH_NOISE=1           multiplies the spread (sigma 0.35) of the servers' lognormal delays
//   BENCH_HOG=1             how many CPU hogs (each its own random phase): 0 none, 2 for both cores busy at times
//   BENCH_LOADTOOL=         another bundled loadtool CLI to measure instead of dist/cli/index.js
// Exit code 1 when the goal is not met or a run fails. Every process it starts is stopped at the end, also on failure
// or Ctrl+C.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { URL } from 'node:url';
import { PIN, freePort, pinned, processKeeper } from './processes.mjs';

const ROOT = resolve(import.meta.dirname, '..');
const number = (name, fallback) => Number(process.env[name] || fallback);
const RUNS = number('BENCH_RUNS', 20);
const ROUNDS = number('BENCH_ROUNDS', 6);
const ROUND_SECONDS = number('BENCH_ROUND_SECONDS', 2);
const USERS = number('BENCH_USERS', 20);
const MAX_ROUNDS = process.env.BENCH_MAX_ROUNDS ? Number(process.env.BENCH_MAX_ROUNDS) : undefined;
const NOISE = number('BENCH_NOISE', 1);
const HOGS = number('BENCH_HOG', 1);
const LOADTOOL = resolve(process.env.BENCH_LOADTOOL ?? join(ROOT, 'dist/cli/index.js'));
/** The servers' delays: median, spread, and B's slowdown; the tolerance the gate judges p95 against. */
const MEDIAN_MS = 20;
const SIGMA = 0.35 * NOISE;
const SLOWDOWN = 1.2;
const TOLERANCE_PERCENT = 10;
const HOG_ON_MS = 2000;
const HOG_OFF_MS = 3000;
/** The goal, for RUNS runs of each kind: 1 in 20 wrong at most. */
const ALLOWED_WRONG = Math.floor(RUNS / 20);

const work = mkdtempSync(join(tmpdir(), 'qa-perf-bench-verdict-'));
const keeper = processKeeper(work);

/** Starts a latency server on core 0 whose delays are × `scale`; returns its base URL. */
async function startServer(scale) {
  const port = await freePort();
  const script = join(ROOT, 'bench/latency-server.mjs');
  const child = keeper.start(
    ...pinned(0, process.execPath, [script, String(port), String(MEDIAN_MS), String(SIGMA), String(scale)]),
  );
  await keeper.waitForPort(port, child);
  return `http://127.0.0.1:${port}`;
}

/** Writes the load test: one scenario against `headUrl`, `ROUNDS` rounds, the p95 tolerance only; returns its path. */
function writeLoadTest(headUrl) {
  const file = join(work, `loadtool-${new URL(headUrl).port}.yaml`);
  writeFileSync(
    file,
    [
      'version: 1',
      `baseUrl: ${headUrl}`,
      'scenarios:',
      '  - name: verdict',
      '    endpoint: GET /',
      `    concurrentUsers: ${USERS}`,
      `    duration: ${ROUNDS * ROUND_SECONDS}s`,
      `    rounds: ${ROUNDS}`,
      `    regression: { p95: ${TOLERANCE_PERCENT}% }`,
      '',
    ].join('\n'),
  );
  return file;
}

/** One same-job run on core 1; returns its comparison and its wall time, or throws with the CLI's output. */
async function runGate(kind, index, loadTest, baseUrl) {
  const out = join(work, `${kind.replace('/', '')}-${index}`);
  const args = [LOADTOOL, 'run', loadTest, '--baseline-url', baseUrl, '--out', out];
  if (MAX_ROUNDS !== undefined) args.push('--max-rounds', String(MAX_ROUNDS));
  const started = performance.now();
  const child = keeper.start(...pinned(1, process.execPath, args), {
    cwd: work,
    env: { ...process.env, NO_COLOR: '1' },
  });
  const ended = await child.ended;
  const seconds = (performance.now() - started) / 1000;
  // 0: passed or inconclusive, 1: regressed; anything else is a run that did not take place.
  if (ended.code !== 0 && ended.code !== 1) {
    const output = `${ended.stderr}\n${ended.stdout}`.trim().split('\n').slice(-15).join('\n');
    throw new Error(`loadtool run (${kind} ${index}) failed (exit ${ended.code ?? ended.signal}):\n${output}`);
  }
  const results = JSON.parse(readFileSync(join(out, 'results.json'), 'utf8'));
  const comparison = results.scenarios[0]?.comparison;
  if (!comparison) throw new Error(`loadtool run (${kind} ${index}) wrote no comparison in ${out}/results.json`);
  return { comparison, seconds };
}

const signed = (value) => `${value >= 0 ? '+' : ''}${value.toFixed(1)}%`;

/** Returns a run's line: its verdict, the p95 change with its interval, the rounds a side and its wall time. */
function runLine(kind, index, { comparison, seconds }) {
  const p95 = comparison.metrics.find((metric) => metric.key === 'p95');
  const [low, high] = p95.interval;
  const confidence = (comparison.confidence * 100).toFixed(1);
  return (
    `${kind} ${String(index).padStart(2)}/${RUNS}  ${comparison.verdict.padEnd(12)} p95 ${signed(p95.change).padStart(7)}` +
    ` (${confidence}% CI ${signed(low)} … ${signed(high)})  ${p95.base.toFixed(1)} → ${p95.head.toFixed(1)} ms` +
    `  rounds ${comparison.rounds.base}+${comparison.rounds.head}  ${seconds.toFixed(1)} s`
  );
}

/** Returns how many of the runs said each verdict. */
const tally = (runs) =>
  Object.fromEntries(
    ['regressed', 'inconclusive', 'unchanged'].map((verdict) => [
      verdict,
      runs.filter((run) => run.comparison.verdict === verdict).length,
    ]),
  );

const percent = (count) => `${((count / RUNS) * 100).toFixed(0)}%`;
const range = (values) => {
  const low = Math.min(...values);
  const high = Math.max(...values);
  return low === high ? String(low) : `${low}–${high}`;
};

async function main() {
  const help = spawnSync(process.execPath, [LOADTOOL, 'run', '--help'], { encoding: 'utf8' });
  if (!help.stdout.includes('--baseline-url'))
    throw new Error(`${LOADTOOL} has no \`run --baseline-url\`: rebuild the bundle with \`npm run bundle\` first`);
  const [a, a2, b] = await Promise.all([startServer(1), startServer(1), startServer(SLOWDOWN)]);
  for (let hog = 0; hog < HOGS; hog++)
    keeper.start(process.execPath, [join(ROOT, 'bench/cpu-hog.mjs'), String(HOG_ON_MS), String(HOG_OFF_MS)]);
  const loadTests = { 'A/A': writeLoadTest(a2), 'A/B': writeLoadTest(b) };

  console.log(`Targets: A ${a}, A2 ${a2}, B ${b}${PIN ? ' on core 0, loadtool on core 1' : ' (not pinned)'}`);
  console.log(
    `Delays: lognormal, median ${MEDIAN_MS} ms, sigma ${SIGMA.toFixed(2)}, 1% tail × 4; ` +
      `B × ${SLOWDOWN} (p95 +${Math.round((SLOWDOWN - 1) * 100)}%)`,
  );
  console.log(
    `CPU hogs: ${HOGS > 0 ? `${HOGS}, each keeping a core busy ${HOG_ON_MS / 1000} s in ${(HOG_ON_MS + HOG_OFF_MS) / 1000}, random phase` : 'none'}`,
  );
  console.log(
    `${RUNS} A/A + ${RUNS} A/B runs, taking turns: ${ROUNDS} rounds a side of ${ROUND_SECONDS} s, ${USERS} users` +
      `${MAX_ROUNDS === undefined ? '' : `, --max-rounds ${MAX_ROUNDS}`}, tolerance p95 ${TOLERANCE_PERCENT}%\n`,
  );

  const runs = { 'A/A': [], 'A/B': [] };
  for (let index = 1; index <= RUNS; index++) {
    for (const kind of ['A/A', 'A/B']) {
      const run = await runGate(kind, index, loadTests[kind], a);
      runs[kind].push(run);
      console.log(runLine(kind, index, run));
    }
  }

  const aa = tally(runs['A/A']);
  const ab = tally(runs['A/B']);
  const all = [...runs['A/A'], ...runs['A/B']];
  const rounds = all.map((run) => run.comparison.rounds.head);
  const seconds = all.map((run) => run.seconds);
  const falseAlarmsMet = aa.regressed <= ALLOWED_WRONG;
  const detectionMet = ab.regressed >= RUNS - ALLOWED_WRONG;
  const met = (ok) => (ok ? 'met' : 'NOT MET');
  console.log(
    `\nfalse alarms (A/A said regressed): ${aa.regressed}/${RUNS} = ${percent(aa.regressed)}` +
      `  (goal ≤ ${ALLOWED_WRONG}: ${met(falseAlarmsMet)}); inconclusive ${aa.inconclusive}, unchanged ${aa.unchanged}`,
  );
  console.log(
    `detection (A/B said regressed):    ${ab.regressed}/${RUNS} = ${percent(ab.regressed)}` +
      `  (goal ≥ ${RUNS - ALLOWED_WRONG}: ${met(detectionMet)}); inconclusive ${ab.inconclusive}, unchanged ${ab.unchanged}`,
  );
  console.log(
    `run length per scenario: ${range(rounds)} rounds a side of ${ROUND_SECONDS} s ` +
      `(${range(rounds.map((count) => 2 * count * ROUND_SECONDS))} s of load); ` +
      `a run took ${Math.min(...seconds).toFixed(0)}–${Math.max(...seconds).toFixed(0)} s, ` +
      `${(seconds.reduce((sum, value) => sum + value, 0) / 60).toFixed(1)} min in all`,
  );
  console.log(`tolerance: p95 ${TOLERANCE_PERCENT}% (regression: { p95: ${TOLERANCE_PERCENT}% })`);
  return falseAlarmsMet && detectionMet ? 0 : 1;
}

try {
  process.exitCode = await main();
} catch (error) {
  if (!keeper.interrupted()) console.error(`bench: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  await keeper.stopAll();
}
