// The same-job mode (`--baseline-url`): each scenario's rounds run in pairs on the base and the head, in halves around
// each other, compared as they go.
import { randomInt } from 'node:crypto';
import { toleranceResult, withDefault } from '../../compare/compare-run.js';
import { compareScenario } from '../../compare/compare-scenario.js';
import { mergeMeasured, mergeSlices } from '../../engine/merge/merge-measured.js';
import { MAX_RESPONSE_BYTES } from '../../engine/run-load-test.js';
import { MAX_PARALLEL_SCENARIOS, runGroups } from '../../engine/run-order.js';
import { notRunMeasurement, runScenario, type ScenarioRunOptions } from '../../engine/run-scenario.js';
import { calibrateRun } from '../../engine/self/calibration.js';
import { startSelfCheck } from '../../engine/self/self-check.js';
import { warmUpGenerator } from '../../engine/self/self-warm-up.js';
import { sharedSignal } from '../../engine/shared-signal.js';
import type { LoadTest, Scenario } from '../../loadtest/types.js';
import type { MeasuredRun, MeasuredScenario, RegressionVerdict } from '../../results/types.js';
import type { LoadedScript } from '../../scripts/loaded-script.js';
import type { PickedValue } from '../../vocabulary/data-source.js';
import { FALSE_ALARM_RATE, MAX_ROUNDS, roundsOf } from '../../vocabulary/regression.js';
import type { PipelineReporter } from '../reporter.js';
import { DEFAULT_TLS, type TlsOptions } from '../../tls-options.js';

/** The same-job mode (`--baseline-url`): the base build answers at `url`, measured in rounds alternating with the head. */
export interface SameJob {
  /** Replaces the load test's whole baseUrl for the base side. */
  url: string;
  /**
   * The most rounds a side may get while a scenario's comparison is inconclusive (`--max-rounds`); absent: three times
   * the scenario's rounds, at most MAX_ROUNDS (see maxRoundsOf).
   */
  maxRounds?: number;
}

export interface InterleaveOptions {
  env: NodeJS.ProcessEnv;
  signal?: AbortSignal | undefined;
  scenarios?: string[] | undefined;
  sourceValues?: ReadonlyMap<string, ReadonlyArray<readonly PickedValue[]>> | undefined;
  /** Why the data sources of a scenario gave it no value, by scenario name: it is errored on both sides, not run. */
  sourceFailures?: ReadonlyMap<string, string> | undefined;
  scripts?: ReadonlyMap<string, LoadedScript> | undefined;
  /** The load test's TLS options, resolved; absent: the defaults. */
  tls?: TlsOptions | undefined;
  reporter: PipelineReporter;
}

/** What the same-job mode measured: each side's scenarios, their rounds merged into one measurement a side. */
export interface InterleavedRun {
  head: MeasuredRun;
  base: MeasuredRun;
}

type Side = 'base' | 'head';

/**
 * The order of a pair's halves, 0 the side that goes first in the pair and 1 the other: each side's round is two
 * halves around the other side's two (X½ Y½ Y½ X½), so that both rounds of a pair are centred on the same moment: a
 * machine that drifts within the pair slows both alike, and a burst of other work that starts or ends during it
 * falls on both far more evenly than on two whole rounds one after the other (docs/regression-gate.md, "The
 * statistics").
 */
const HALVES_ORDER = [0, 1, 1, 0] as const;

/**
 * Returns the head and the base measured in alternating rounds, in the groups of a run of its own (runGroups: one
 * scenario a group with `sequential`, reads before writes; a parallel run's scenarios together, each round of a side
 * running the group's scenarios at once). A group's rounds are of `duration / rounds`: first a warm-up round a side,
 * kept apart (interleaved.warmUp: a cold server, pools and JIT measured in no comparison), then pairs, each pair's
 * rounds in halves around each other (HALVES_ORDER), the side that goes first alternating from pair to pair (ABBA),
 * the warm-ups in the first pair's order; which side goes first alternates between groups and between CI runs
 * (runParity). `rounds` a side, then, while a scenario's comparison is inconclusive, one more pair of
 * the group's inconclusive scenarios at a time, up to maxRoundsOf a side. The engine measures each round; the
 * comparison after each pair is src/compare/'s, the same as `--baseline FILE` (docs/architecture.md, "The arrows"),
 * at the bound of interimPLimit.
 */
export async function runInterleaved(
  loadTest: LoadTest,
  sameJob: SameJob,
  options: InterleaveOptions,
): Promise<InterleavedRun> {
  const selected = options.scenarios ? new Set(options.scenarios) : undefined;
  const scenarios = loadTest.scenarios.filter((scenario) => !selected || selected.has(scenario.name));
  const startedAt = new Date();
  const endCalibration = await calibrateRun(options.signal);
  if (!options.signal?.aborted) await warmUpGenerator();
  const probe = startSelfCheck();
  const measured = new Map<string, Record<Side, MeasuredScenario>>();
  const context: GroupContext = {
    sameJob,
    options,
    // Every scenario running at once listens to it: at most a group of a parallel run (runGroups).
    signal: sharedSignal(options.signal, MAX_PARALLEL_SCENARIOS),
    urls: { base: sameJob.url, head: loadTest.baseUrl },
    pLimit: interimPLimit(plannedComparisons(scenarios, options)),
  };
  const parity = runParity(options.env);
  // In the groups of a run of its own (reads before writes), listed in the file's order as results.json lists them.
  for (const [position, group] of runGroups(scenarios, loadTest.execution).entries()) {
    const first: Side = (parity ^ (position % 2)) === 0 ? 'base' : 'head';
    for (const [name, sides] of await interleaveGroup(group, first, context)) measured.set(name, sides);
  }
  const heads = scenarios.map((scenario) => measured.get(scenario.name)!.head);
  const bases = scenarios.map((scenario) => measured.get(scenario.name)!.base);
  const generator = probe.stop();
  const calibration = await endCalibration();
  const finishedAt = new Date().toISOString();
  const run = {
    version: 1,
    startedAt: startedAt.toISOString(),
    finishedAt,
    ...(calibration && { calibration }),
  } as const;
  return {
    head: { ...run, baseUrl: loadTest.baseUrl, shard: null, generator, scenarios: heads },
    base: { ...run, baseUrl: sameJob.url, shard: null, generator, scenarios: bases },
  };
}

/** What every group of a run shares: the base's URL and the options, the run's signal, and the interim bound. */
interface GroupContext {
  sameJob: SameJob;
  options: InterleaveOptions;
  /** The run's signal, shared by the scenarios of a group running at once. */
  signal: AbortSignal | undefined;
  urls: Record<Side, string>;
  /** The p-value at or below which the interim verdict is `regressed` (interimPLimit). */
  pLimit: number;
}

/** A scenario of a group as it runs: its round, how many a side, and what each side measured so far. */
interface Running {
  scenario: Scenario;
  /** Each round is a run of the scenario of its own: its users, ramp-up and think time, one round long. */
  round: Scenario;
  /** The same, half a round long: a pair's rounds run in halves (HALVES_ORDER). */
  half: Scenario;
  rounds: number;
  maxRounds: number;
  parts: Record<Side, MeasuredScenario[]>;
  warmUps: Partial<Record<Side, MeasuredScenario>>;
}

/**
 * Returns the two sides of each scenario of a group, by name, each its rounds merged and its warm-up kept apart; the
 * rounds run as runInterleaved says, `first` the side of the first warm-up and of the first pair.
 */
async function interleaveGroup(
  group: readonly Scenario[],
  first: Side,
  context: GroupContext,
): Promise<Map<string, Record<Side, MeasuredScenario>>> {
  const sides = new Map<string, Record<Side, MeasuredScenario>>();
  const running: Running[] = [];
  for (const scenario of group) {
    // Skipped, or without the values of its data sources: not run on either side, in no round, no warm-up.
    const notRun = notRunMeasurement(scenario, context.options);
    if (notRun) sides.set(scenario.name, { base: notRun, head: notRun });
    else running.push(startRunning(scenario, context.sameJob));
  }
  const order: readonly [Side, Side] = first === 'base' ? ['base', 'head'] : ['head', 'base'];
  for (const side of order) {
    const warmUps = await runRound(running, side, 'warm-up', context);
    running.forEach((scenario, index) => {
      scenario.warmUps[side] = warmUps[index];
    });
  }
  for (let pair = 0; ; pair++) {
    const due = running.filter((scenario) => wantsPair(scenario, first, context));
    if (due.length === 0) break;
    const pairOrder = pair % 2 === 0 ? order : ([order[1], order[0]] as const);
    const halves: Record<Side, MeasuredScenario[][]> = { base: [], head: [] };
    for (const side of HALVES_ORDER.map((index) => pairOrder[index])) {
      halves[side].push(await runRound(due, side, `round ${pair + 1}`, context, 'half'));
    }
    due.forEach((scenario, index) => {
      for (const side of pairOrder) scenario.parts[side].push(mergeSlices(halves[side].map((half) => half[index]!)));
    });
  }
  for (const scenario of running) {
    sides.set(scenario.scenario.name, {
      base: finished(scenario, 'base', first),
      head: finished(scenario, 'head', first),
    });
  }
  return sides;
}

/** Returns a scenario about to run its rounds: none yet, its round, and how many a side it may get. */
function startRunning(scenario: Scenario, sameJob: SameJob): Running {
  const rounds = roundsOf(scenario);
  const round = { ...scenario, durationSeconds: scenario.durationSeconds / rounds, rounds: 1 };
  return {
    scenario,
    round,
    half: { ...round, durationSeconds: round.durationSeconds / 2 },
    rounds,
    maxRounds: maxRoundsOf(scenario, sameJob.maxRounds),
    parts: { base: [], head: [] },
    warmUps: {},
  };
}

/**
 * Returns true when a scenario runs the next pair: one of its planned rounds, or, while its interim verdict is
 * inconclusive and it has had fewer than its most rounds (and the run was not cancelled), an extension, logged.
 */
function wantsPair(running: Running, first: Side, context: GroupContext): boolean {
  const { scenario, parts, rounds, maxRounds } = running;
  const done = parts.base.length;
  if (done < rounds) return true;
  if (done >= maxRounds || context.options.signal?.aborted) return false;
  // As the run's comparison will see them: merged, with their warm-ups (which make their rounds pairs).
  const sides = { base: finished(running, 'base', first), head: finished(running, 'head', first) };
  if (verdictOf(scenario, sides, context.pLimit) !== 'inconclusive') return false;
  context.options.reporter.info(
    `${scenario.name}: inconclusive after ${done} ${done === 1 ? 'round' : 'rounds'} a side; running one more pair (at most ${maxRounds} a side, --max-rounds)`,
  );
  return true;
}

/**
 * Returns what one round of a side (or half of one) measured for each scenario given, run at once, in their order.
 */
function runRound(
  running: readonly Running[],
  side: Side,
  label: string,
  context: GroupContext,
  part: 'round' | 'half' = 'round',
): Promise<MeasuredScenario[]> {
  const options = roundOptions(context, side, label);
  return Promise.all(running.map((scenario) => runScenario(context.urls[side], scenario[part], options)));
}

/**
 * Returns a side of a scenario: its measured rounds merged, then its warm-up round and whether it went first, set
 * after merging so that the merge neither drops nor counts it. A side whose warm-up measured no round (cancelled
 * before it) has no `interleaved`.
 */
function finished(running: Running, side: Side, first: Side): MeasuredScenario {
  const merged = mergeMeasured(running.parts[side]);
  const warmUp = running.warmUps[side]?.rounds?.[0];
  return warmUp ? { ...merged, interleaved: { warmUp, first: side === first } } : merged;
}

/**
 * Returns the most rounds a side of a scenario may get while its comparison is inconclusive: `--max-rounds` when
 * given (below the scenario's rounds: no extension), else three times its rounds (roundsOf), at most MAX_ROUNDS: more
 * rounds only where needed, within a time budget: an extension at most triples a scenario's time
 * (docs/regression-gate.md, `--max-rounds`).
 * @internal Exported for the tests.
 */
export function maxRoundsOf(
  scenario: Pick<Scenario, 'rounds' | 'durationSeconds'>,
  maxRounds: number | undefined,
): number {
  const rounds = roundsOf(scenario);
  return Math.max(rounds, maxRounds ?? Math.min(3 * rounds, MAX_ROUNDS));
}

/**
 * Returns K, the number of metric comparisons the run's verdict will make: for each scenario that will run (not
 * skipped, not without its data sources' values), its tolerances, or the default ones, as compareRun takes them.
 * The interim verdicts test each metric at FALSE_ALARM_RATE / K (interimPLimit). It may count a metric the run then
 * leaves out (a side without a latency): a larger K only makes the bound stricter.
 * @internal Exported for the tests.
 */
export function plannedComparisons(
  scenarios: readonly Scenario[],
  options: Pick<ScenarioRunOptions, 'sourceFailures'>,
): number {
  return scenarios
    .filter((scenario) => notRunMeasurement(scenario, options) === undefined)
    .reduce(
      (count, scenario) => count + withDefault(scenario.regression?.map(toleranceResult), scenario.line).length,
      0,
    );
}

/**
 * Returns the p-value at or below which an interim verdict says `regressed`: FALSE_ALARM_RATE / K (Bonferroni), K the
 * run's metric comparisons. The run's verdict adjusts every p-value together (Holm, compare/run-level.ts), which
 * keeps `regressed` every p-value at or below that bound: stopping a scenario there is safe, where the per-comparison
 * rate would stop on a regression the run's verdict then calls inconclusive.
 */
function interimPLimit(comparisons: number): number {
  return FALSE_ALARM_RATE / Math.max(1, comparisons);
}

/**
 * Returns the run's bit of the order of the first pair: the parity of GITHUB_RUN_NUMBER when it is a number, so that
 * consecutive CI runs of a workflow start each scenario with the other side, else a random bit drawn once a run.
 */
function runParity(env: NodeJS.ProcessEnv): number {
  const runNumber = env['GITHUB_RUN_NUMBER']?.trim();
  if (runNumber && /^[0-9]+$/.test(runNumber)) return Number(runNumber.at(-1)) % 2;
  return randomInt(2);
}

/**
 * Returns the verdict of the head's rounds against the base's so far, as the run's comparison will give it: the same
 * compareScenario, with the scenario's tolerances (or the default ones) as compareRun takes them, and `pLimit` as the
 * bound of `regressed` (interimPLimit).
 */
function verdictOf(
  scenario: Scenario,
  sides: Record<Side, MeasuredScenario>,
  pLimit: number,
): RegressionVerdict | undefined {
  if (sides.head.outcome !== 'measured' || sides.base.outcome !== 'measured') return undefined;
  const tolerances = withDefault(scenario.regression?.map(toleranceResult), sides.head.line);
  return compareScenario(sides.base, sides.head, tolerances, pLimit).verdict;
}

/** Returns the engine's options for one round of a side: its progress named with the side and the round. */
function roundOptions(context: GroupContext, side: Side, label: string): ScenarioRunOptions {
  const { options } = context;
  const { reporter } = options;
  return {
    env: options.env,
    signal: context.signal,
    client: { maxResponseBytes: MAX_RESPONSE_BYTES, tls: options.tls ?? DEFAULT_TLS },
    sourceValues: options.sourceValues,
    sourceFailures: options.sourceFailures,
    scripts: options.scripts,
    onProgress: (progress) => {
      reporter.progress({ ...progress, name: `${progress.name} (${side}, ${label})` });
    },
  };
}
