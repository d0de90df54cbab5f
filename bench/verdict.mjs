// npm run bench:verdict: the regression gate at the level of a run, as a pull request sees it (issue 30): how often a
// run of a 20-scenario load test with nothing changed says `regressed` anywhere, and how often a run with one scenario
// 30% slower at p95 says so for that scenario, and for that one only.
//
// Three target servers on 127.0.0.1 (bench/latency-server.mjs, pinned to core 0 when there is taskset and a second
// core) answer `GET /s/<i>` after a lognormal delay with a tail (1 request in 100 waits 4× longer), each scenario its
// own median and spread: medians 2 to 80 ms (geometric steps), spreads (sigma) 0.1 to 0.5, spread over the scenarios
// so that median and sigma do not rise together. A and A2 alike; B with every delay of one scenario (BENCH_SLOW) × 1.3,
// so that scenario is 30% slower at p95 and every other one unchanged. Both cores are busy at times: BENCH_HOG CPU hogs
// (bench/cpu-hog.mjs, default 2, not pinned) each keep a core busy 2 s out of every 5, at a random phase.
//
// The load test: BENCH_SCENARIOS scenarios `GET /s/<i>`, `execution: parallel` (a parallel group's scenarios run
// together in each round), `rounds` BENCH_ROUNDS of BENCH_ROUND_SECONDS, `defaults.regression: { p50: 10%, p95: 10%,
// errorRate: 1pp }` (3 comparisons a scenario, 60 a run), and users in proportion to each scenario's mean delay, so
// that every scenario sends about BENCH_RATE requests a second (the fastest ones, at 1 user, more). Then N A/A runs
// (head A2, base A: nothing changed) and N A/B runs (head B, base A), taking turns, each `loadtool run loadtool.yaml
// --baseline-url BASE --out DIR` (the bundled dist/cli/index.js, pinned to core 1), with no `--max-rounds` unless
// BENCH_MAX_ROUNDS is set (the CLI's default extension applies). Each run's DIR/results.json gives every scenario's
// `comparison` (verdict, rounds; the slow scenario's p95 change, interval, p and adjustedP), the run's `regression`
// (comparisons, falseAlarmRate) and `generator.saturated` (of both sides: baseline-results.json too).
//
// Prints every run (its verdict counts, the scenarios that regressed, the slow scenario's p95, the rounds a side, the
// generator, the wall time), then the goals of issue 30 for N runs of each kind:
//   - A/A runs with any scenario `regressed`: at most ⌊N/20⌋ (1 in 20);
//   - A/B runs in which the slow scenario regressed: at least N − ⌊N/20⌋;
//   - A/B runs in which another scenario regressed: none;
//   - the share of A/A scenario comparisons that say `unchanged`: at least 90% (decisive);
// and the inconclusive share and the run length (rounds a side, seconds of load, wall seconds a run, minutes in all).
//
// Needs a current bundle (`npm run bundle`). Environment variables:
//   BENCH_RUNS=20           A/A runs, and as many A/B runs
//   BENCH_SCENARIOS=20      scenarios of the load test
//   BENCH_SLOW=             the scenario (index from 0) B makes 30% slower; default the middle one (10 of 20)
//   BENCH_ROUNDS=6          rounds a side (`rounds:` of every scenario)
//   BENCH_ROUND_SECONDS=1   seconds a round; every scenario's duration is rounds × this
//   BENCH_RATE=300          requests a second each scenario aims at: its users are this × its mean delay (at least 1)
//   BENCH_USERS=            every scenario this many users instead (the fast scenarios then dominate the load)
//   BENCH_EXECUTION=parallel   or sequential: one scenario after the other, 20 times as long a run
//   BENCH_MAX_ROUNDS=       `--max-rounds`: extend an inconclusive comparison up to this many rounds a side
//   BENCH_HOG=2             how many CPU hogs (each its own random phase): 0 none, 2 for both cores busy at times
//   BENCH_HOG_ON_MS=2000    how long each hog keeps its core busy at a time
//   BENCH_HOG_OFF_MS=3000   how long it rests between (0: busy all the time)
//   BENCH_LOADTOOL=         another bundled loadtool CLI to measure instead of dist/cli/index.js
// Exit code 1 when a goal is not met or a run fails. Every process it starts is stopped at the end, also on failure
// or Ctrl+C.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { URL } from 'node:url';
import { PIN, freePort, pinned, processKeeper } from './processes.mjs';

const ROOT = resolve(import.meta.dirname, '..');
const number = (name, fallback) => Number(process.env[name] || fallback);
const RUNS = number('BENCH_RUNS', 20);
const SCENARIOS = number('BENCH_SCENARIOS', 20);
const SLOW = number('BENCH_SLOW', Math.floor(SCENARIOS / 2));
const ROUNDS = number('BENCH_ROUNDS', 6);
const ROUND_SECONDS = number('BENCH_ROUND_SECONDS', 1);
const RATE = number('BENCH_RATE', 300);
const USERS = process.env.BENCH_USERS ? Number(process.env.BENCH_USERS) : undefined;
const EXECUTION = process.env.BENCH_EXECUTION || 'parallel';
const MAX_ROUNDS = process.env.BENCH_MAX_ROUNDS ? Number(process.env.BENCH_MAX_ROUNDS) : undefined;
const HOGS = number('BENCH_HOG', 2);
const LOADTOOL = resolve(process.env.BENCH_LOADTOOL ?? join(ROOT, 'dist/cli/index.js'));
/** The scenarios' delays: the fastest and slowest median, the least and most spread; B's slowdown. */
const MEDIAN_MS = { low: 2, high: 80 };
const SIGMA = { low: 0.1, high: 0.5 };
const SLOWDOWN = 1.3;
/** The generated defaults' tolerances, for every scenario. */
const REGRESSION = '{ p50: 10%, p95: 10%, errorRate: 1pp }';
const TOLERANCES = 3;
const HOG_ON_MS = number('BENCH_HOG_ON_MS', 2000);
const HOG_OFF_MS = Number(process.env.BENCH_HOG_OFF_MS ?? 3000);
/** The goals, for RUNS runs of each kind: 1 in 20 wrong at most; 90% of A/A scenario comparisons unchanged. */
const ALLOWED_WRONG = Math.floor(RUNS / 20);
const UNCHANGED_GOAL = 0.9;
const VERDICTS = ['regressed', 'inconclusive', 'unchanged'];

const work = mkdtempSync(join(tmpdir(), 'qa-perf-bench-verdict-'));
const keeper = processKeeper(work);

const gcd = (a, b) => (b === 0 ? a : gcd(b, a % b));

/**
 * Returns each scenario's delay: medians in geometric steps from MEDIAN_MS.low to .high, and sigmas in even steps from
 * SIGMA.low to .high dealt out by a stride coprime with the count (7 for 20), so that a scenario's spread does not
 * follow its median; the same table for every server and the load test.
 */
function delayTable(count) {
  const step = (index) => (count === 1 ? 0.5 : index / (count - 1));
  const stride = [7, 11, 13, 3, 1].find((candidate) => gcd(candidate, count) === 1);
  return Array.from({ length: count }, (_, index) => ({
    medianMs: Number((MEDIAN_MS.low * (MEDIAN_MS.high / MEDIAN_MS.low) ** step(index)).toFixed(2)),
    sigma: Number((SIGMA.low + (SIGMA.high - SIGMA.low) * step((index * stride) % count)).toFixed(3)),
  }));
}
const DELAYS = delayTable(SCENARIOS);

/** Returns a scenario's users: BENCH_USERS, else enough for RATE requests a second at its mean delay, at least 1. */
const usersOf = ({ medianMs, sigma }) =>
  USERS ?? Math.max(1, Math.round((RATE * medianMs * Math.exp(sigma ** 2 / 2)) / 1000));

/** Starts a latency server on core 0 whose slow scenario's delays are × `scale`; returns its base URL. */
async function startServer(scale) {
  const port = await freePort();
  const table = JSON.stringify({ delays: DELAYS, scale: scale === 1 ? {} : { [SLOW]: scale } });
  const child = keeper.start(
    ...pinned(0, process.execPath, [join(ROOT, 'bench/latency-server.mjs'), String(port), table]),
  );
  await keeper.waitForPort(port, child);
  return `http://127.0.0.1:${port}`;
}

/** Writes the load test: every scenario against `headUrl`, ROUNDS rounds, the generated tolerances; returns its path. */
function writeLoadTest(headUrl) {
  const file = join(work, `loadtool-${new URL(headUrl).port}.yaml`);
  const lines = ['version: 1', `baseUrl: ${headUrl}`, `execution: ${EXECUTION}`, 'defaults:'];
  lines.push(`  regression: ${REGRESSION}`, 'scenarios:');
  DELAYS.forEach((delay, index) => {
    lines.push(
      `  - name: s${index}`,
      `    endpoint: GET /s/${index}`,
      `    concurrentUsers: ${usersOf(delay)}`,
      `    duration: ${ROUNDS * ROUND_SECONDS}s`,
      `    rounds: ${ROUNDS}`,
    );
  });
  writeFileSync(file, `${lines.join('\n')}\n`);
  return file;
}

/** Returns the parsed JSON file, or undefined when it is not there. */
const readJson = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined);

/**
 * One same-job run on core 1; returns each scenario's comparison (by index), the run's `regression`, whether the
 * generator was saturated on either side, and the wall time; throws with the CLI's output when the run failed.
 */
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
  const results = readJson(join(out, 'results.json'));
  if (!results) throw new Error(`loadtool run (${kind} ${index}) wrote no ${out}/results.json`);
  const base = readJson(join(out, 'baseline-results.json'));
  const comparisons = DELAYS.map((_, scenario) => {
    const comparison = results.scenarios.find((result) => result.name === `s${scenario}`)?.comparison;
    if (!comparison) throw new Error(`loadtool run (${kind} ${index}) wrote no comparison of s${scenario} in ${out}`);
    return comparison;
  });
  const saturated = { head: results.generator.saturated, base: base?.generator.saturated };
  return { comparisons, regression: results.regression, saturated, seconds };
}

const signed = (value) => `${value >= 0 ? '+' : ''}${value.toFixed(1)}%`;
const probability = (value) => (value < 0.001 ? value.toExponential(1) : value.toPrecision(2));

/** Returns a run's verdict counts: how many of its scenarios said each verdict. */
const countsOf = (run) =>
  Object.fromEntries(VERDICTS.map((verdict) => [verdict, run.comparisons.filter((c) => c.verdict === verdict).length]));

/** Returns the indexes of the scenarios that regressed in a run, but `except`. */
const regressedIn = (run, except) =>
  run.comparisons.flatMap((comparison, index) =>
    comparison.verdict === 'regressed' && index !== except ? [index] : [],
  );

/** Returns every side's rounds of a run's comparisons. */
const roundsOf = (run) => run.comparisons.flatMap((comparison) => [comparison.rounds.base, comparison.rounds.head]);

/**
 * Returns the seconds of load a run sent, both sides: the longest scenario's when the scenarios run their rounds
 * together (`together`: a parallel group in the same-job mode), every scenario's in turn when not. The wall time says
 * which the CLI did.
 */
function loadSecondsOf(run, together) {
  const each = run.comparisons.map((comparison) => (comparison.rounds.base + comparison.rounds.head) * ROUND_SECONDS);
  return together ? Math.max(...each) : each.reduce((sum, value) => sum + value, 0);
}

const range = (values) => {
  const low = Math.min(...values);
  const high = Math.max(...values);
  return low === high ? String(low) : `${low}–${high}`;
};
const decimals = (values, digits = 0) => {
  const low = Math.min(...values).toFixed(digits);
  const high = Math.max(...values).toFixed(digits);
  return low === high ? low : `${low}–${high}`;
};

/** Returns the slow scenario's p95 in a run: verdict, change with interval, p and adjusted p when written. */
function slowLine(run) {
  const comparison = run.comparisons[SLOW];
  const p95 = comparison.metrics.find((metric) => metric.key === 'p95');
  if (!p95) return `s${SLOW} ${comparison.verdict} (no p95 compared)`;
  const [low, high] = p95.interval;
  const confidence = (comparison.confidence * 100).toFixed(0);
  const p = p95.p === undefined ? '' : `, p ${probability(p95.p)}`;
  const adjusted = p95.adjustedP === undefined ? '' : `, adj ${probability(p95.adjustedP)}`;
  return `s${SLOW} ${comparison.verdict} p95 ${signed(p95.change)} (${confidence}% CI ${signed(low)} … ${signed(high)}${p}${adjusted})`;
}

/** Returns scenarios' names from their indexes, or a dash for none. */
const names = (indexes) => (indexes.length > 0 ? indexes.map((scenario) => `s${scenario}`).join(' ') : '—');

/** Returns a run's line: verdict counts, what regressed, the slow scenario (A/B), rounds, generator, wall time. */
function runLine(kind, index, run) {
  const counts = countsOf(run);
  const regressed = regressedIn(run, -1);
  const inconclusive = run.comparisons.flatMap((comparison, scenario) =>
    comparison.verdict === 'inconclusive' ? [scenario] : [],
  );
  const saturated = [run.saturated.base, run.saturated.head].some(Boolean) ? 'SATURATED' : 'not saturated';
  return [
    `${kind} ${String(index).padStart(2)}/${RUNS}`,
    `${counts.regressed} regressed, ${counts.inconclusive} inconclusive, ${counts.unchanged} unchanged of ${SCENARIOS}`,
    `regressed: ${names(regressed)}`,
    `inconclusive: ${names(inconclusive)}`,
    ...(kind === 'A/B' ? [slowLine(run)] : []),
    `rounds ${range(roundsOf(run))} a side`,
    `generator ${saturated}`,
    `${run.seconds.toFixed(1)} s`,
  ].join('  ');
}

const share = (part, whole) => `${part}/${whole} = ${((part / whole) * 100).toFixed(1)}%`;
const met = (ok) => (ok ? 'met' : 'NOT MET');

/** Prints the header: the servers, the delays, the hogs, the load test and the goals. */
function printHeader({ a, a2, b }) {
  console.log(`Targets: A ${a}, A2 ${a2}, B ${b}${PIN ? ' on core 0, loadtool on core 1' : ' (not pinned)'}`);
  const slow = DELAYS[SLOW];
  console.log(
    `Delays: lognormal with a 1% tail × 4, per scenario (median ms/sigma): ` +
      DELAYS.map(({ medianMs, sigma }, index) => `s${index} ${medianMs}/${sigma}`).join(', '),
  );
  console.log(
    `B: s${SLOW} (median ${slow.medianMs} ms, sigma ${slow.sigma}) × ${SLOWDOWN} (p95 +${Math.round((SLOWDOWN - 1) * 100)}%), ` +
      'every other scenario as A',
  );
  console.log(
    `CPU hogs: ${HOGS > 0 ? `${HOGS}, not pinned, each keeping a core busy ${HOG_ON_MS / 1000} s in ${(HOG_ON_MS + HOG_OFF_MS) / 1000}, random phase` : 'none'}`,
  );
  const users = DELAYS.map(usersOf);
  console.log(
    `Load test: ${SCENARIOS} scenarios, execution: ${EXECUTION}, ${ROUNDS} rounds a side of ${ROUND_SECONDS} s, ` +
      `users ${range(users)} (${USERS === undefined ? `about ${RATE} requests/s a scenario` : 'BENCH_USERS'}, ${users.reduce((sum, count) => sum + count, 0)} in all), ` +
      `regression: ${REGRESSION} (${TOLERANCES * SCENARIOS} comparisons a run)` +
      `${MAX_ROUNDS === undefined ? ', no --max-rounds (the CLI default)' : `, --max-rounds ${MAX_ROUNDS}`}`,
  );
  console.log(
    `${RUNS} A/A + ${RUNS} A/B runs, taking turns. Goals: A/A runs with any regressed ≤ ${ALLOWED_WRONG}; ` +
      `A/B runs with s${SLOW} regressed ≥ ${RUNS - ALLOWED_WRONG}, with another regressed none; ` +
      `A/A scenario comparisons unchanged ≥ ${UNCHANGED_GOAL * 100}%\n`,
  );
}

/** Returns how each metric's comparisons in the runs came out: `p95 57 unchanged, 3 inconclusive, 0 regressed; …`. */
function metricTally(runs) {
  const metrics = runs.flatMap((run) => run.comparisons.flatMap((comparison) => comparison.metrics));
  const keys = [...new Set(metrics.map((metric) => metric.key))];
  return keys
    .map((key) => {
      const verdicts = metrics.filter((metric) => metric.key === key).map((metric) => metric.verdict);
      const count = (verdict) => verdicts.filter((each) => each === verdict).length;
      return `${key} ${[...VERDICTS]
        .reverse()
        .map((verdict) => `${count(verdict)} ${verdict}`)
        .join(', ')}`;
    })
    .join('; ');
}

/** Returns, for each scenario that was not `unchanged` in some run, in how many: `s0 4, s14 1`, or a dash. */
function notUnchangedByScenario(runs) {
  const counts = DELAYS.map(
    (_, scenario) => runs.filter((run) => run.comparisons[scenario].verdict !== 'unchanged').length,
  );
  const named = counts.flatMap((count, scenario) => (count > 0 ? [`s${scenario} ${count}`] : []));
  return named.length > 0 ? named.join(', ') : '—';
}

/** Prints the summary against the goals; returns whether every goal was met. */
function printSummary(runs) {
  const aa = runs['A/A'];
  const ab = runs['A/B'];
  const all = [...aa, ...ab];
  const aaAlarms = aa.filter((run) => regressedIn(run, -1).length > 0).length;
  const abDetected = ab.filter((run) => run.comparisons[SLOW].verdict === 'regressed').length;
  const abOthers = ab.filter((run) => regressedIn(run, SLOW).length > 0).length;
  const aaVerdicts = aa.flatMap((run) => run.comparisons.map((comparison) => comparison.verdict));
  const aaUnchanged = aaVerdicts.filter((verdict) => verdict === 'unchanged').length;
  const aaInconclusive = aaVerdicts.filter((verdict) => verdict === 'inconclusive').length;
  const abOtherVerdicts = ab.flatMap((run) => run.comparisons.filter((_, index) => index !== SLOW));
  const abOtherUnchanged = abOtherVerdicts.filter((comparison) => comparison.verdict === 'unchanged').length;
  const slowVerdicts = Object.fromEntries(
    VERDICTS.map((verdict) => [verdict, ab.filter((run) => run.comparisons[SLOW].verdict === verdict).length]),
  );
  const goals = {
    falseAlarms: aaAlarms <= ALLOWED_WRONG,
    detection: abDetected >= RUNS - ALLOWED_WRONG,
    others: abOthers === 0,
    unchanged: aaUnchanged / aaVerdicts.length >= UNCHANGED_GOAL,
  };
  const regression = all.find((run) => run.regression)?.regression;
  const saturatedRuns = all.filter((run) => [run.saturated.base, run.saturated.head].some(Boolean)).length;
  const seconds = all.map((run) => run.seconds);
  const extended = all.filter((run) => Math.max(...roundsOf(run)) > ROUNDS).length;
  const load = (together) => decimals(all.map((run) => loadSecondsOf(run, together)));
  const rows = [
    [
      'A/A runs with any scenario regressed (false alarms)',
      `${share(aaAlarms, RUNS)}  (goal ≤ ${ALLOWED_WRONG}: ${met(goals.falseAlarms)})`,
    ],
    [
      `A/B runs with s${SLOW} regressed (detection)`,
      `${share(abDetected, RUNS)}  (goal ≥ ${RUNS - ALLOWED_WRONG}: ${met(goals.detection)}); ` +
        `s${SLOW} inconclusive ${slowVerdicts.inconclusive}, unchanged ${slowVerdicts.unchanged}`,
    ],
    ['A/B runs with another scenario regressed', `${share(abOthers, RUNS)}  (goal none: ${met(goals.others)})`],
    [
      'A/A scenario comparisons unchanged',
      `${share(aaUnchanged, aaVerdicts.length)}  (goal ≥ ${UNCHANGED_GOAL * 100}%: ${met(goals.unchanged)}); ` +
        `inconclusive ${share(aaInconclusive, aaVerdicts.length)}`,
    ],
    [`A/B scenario comparisons but s${SLOW} unchanged`, share(abOtherUnchanged, abOtherVerdicts.length)],
    ['A/A metric comparisons', metricTally(aa)],
    ['A/A runs not unchanged, by scenario', notUnchangedByScenario(aa)],
    [
      'run level',
      regression
        ? `${regression.comparisons} comparisons a run at a false-alarm rate of ${regression.falseAlarmRate} (${regression.method})`
        : 'results.json has no `regression` (a CLI from before issue 30: each scenario judged on its own)',
    ],
    ['generator saturated (either side)', `${saturatedRuns} of ${all.length} runs`],
    [
      'run length',
      `${range(all.flatMap(roundsOf))} rounds a side of ${ROUND_SECONDS} s (${extended} of ${all.length} runs ` +
        `extended some scenario past ${ROUNDS}); load ${load(true)} s a run with the scenarios' rounds together, ` +
        `${load(false)} s one after the other (execution: ${EXECUTION}); ` +
        `a run took ${decimals(seconds)} s, ${(seconds.reduce((sum, value) => sum + value, 0) / 60).toFixed(1)} min in all`,
    ],
  ];
  const width = Math.max(...rows.map(([label]) => label.length));
  console.log(`\n${rows.map(([label, value]) => `${`${label}:`.padEnd(width + 2)}${value}`).join('\n')}`);
  return Object.values(goals).every(Boolean);
}

/** Throws, naming the variable, when an environment variable the bench reads is out of range. */
function checkEnvironment() {
  const whole = { BENCH_RUNS: RUNS, BENCH_SCENARIOS: SCENARIOS, BENCH_ROUNDS: ROUNDS };
  for (const [name, value] of Object.entries(whole))
    if (!Number.isInteger(value) || value < 1) throw new Error(`${name}: give a whole number from 1`);
  if (!Number.isInteger(SLOW) || SLOW < 0 || SLOW >= SCENARIOS)
    throw new Error(`BENCH_SLOW: give a scenario index from 0 to ${SCENARIOS - 1}`);
  if (EXECUTION !== 'parallel' && EXECUTION !== 'sequential')
    throw new Error('BENCH_EXECUTION: give parallel or sequential');
}

async function main() {
  checkEnvironment();
  const help = spawnSync(process.execPath, [LOADTOOL, 'run', '--help'], { encoding: 'utf8' });
  if (!help.stdout.includes('--baseline-url'))
    throw new Error(`${LOADTOOL} has no \`run --baseline-url\`: rebuild the bundle with \`npm run bundle\` first`);
  const [a, a2, b] = await Promise.all([startServer(1), startServer(1), startServer(SLOWDOWN)]);
  for (let hog = 0; hog < HOGS; hog++)
    keeper.start(process.execPath, [join(ROOT, 'bench/cpu-hog.mjs'), String(HOG_ON_MS), String(HOG_OFF_MS)]);
  const loadTests = { 'A/A': writeLoadTest(a2), 'A/B': writeLoadTest(b) };
  printHeader({ a, a2, b });

  const runs = { 'A/A': [], 'A/B': [] };
  for (let index = 1; index <= RUNS; index++) {
    for (const kind of ['A/A', 'A/B']) {
      const run = await runGate(kind, index, loadTests[kind], a);
      runs[kind].push(run);
      console.log(runLine(kind, index, run));
    }
  }
  return printSummary(runs) ? 0 : 1;
}

try {
  process.exitCode = await main();
} catch (error) {
  if (!keeper.interrupted()) console.error(`bench: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  await keeper.stopAll();
}
