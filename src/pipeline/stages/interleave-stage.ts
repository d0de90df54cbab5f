// The same-job mode (`--baseline-url`): each scenario's rounds run ABBA on the base and the head, compared as they go.
import { toleranceResult, withDefault } from '../../compare/compare-run.js';
import { compareScenario } from '../../compare/compare-scenario.js';
import { mergeMeasured } from '../../engine/merge/merge-measured.js';
import { MAX_RESPONSE_BYTES } from '../../engine/run-load-test.js';
import { runOrder } from '../../engine/run-order.js';
import { notRunMeasurement, runScenario, type ScenarioRunOptions } from '../../engine/run-scenario.js';
import { startSelfCheck } from '../../engine/self/self-check.js';
import { warmUpGenerator } from '../../engine/self/self-warm-up.js';
import type { LoadTest, Scenario } from '../../loadtest/types.js';
import type { MeasuredRun, MeasuredScenario, RegressionVerdict } from '../../results/types.js';
import type { LoadedScript } from '../../scripts/loaded-script.js';
import type { PickedValue } from '../../vocabulary/data-source.js';
import { DEFAULT_ROUNDS } from '../../vocabulary/regression.js';
import type { PipelineReporter } from '../reporter.js';

/** The same-job mode (`--baseline-url`): the base build answers at `url`, measured in rounds alternating with the head. */
export interface SameJob {
  /** Replaces the load test's whole baseUrl for the base side. */
  url: string;
  /** The most rounds a side may get while a scenario's comparison is inconclusive (`--max-rounds`); absent: `rounds`. */
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
  reporter: PipelineReporter;
}

/** What the same-job mode measured: each side's scenarios, their rounds merged into one measurement a side. */
export interface InterleavedRun {
  head: MeasuredRun;
  base: MeasuredRun;
}

type Side = 'base' | 'head';

/**
 * Returns the head and the base measured in alternating rounds, each scenario in turn (whatever `execution` says; in
 * runOrder's order, reads before writes with `sequential`): rounds of `duration / rounds` in the order base, head,
 * head, base, base, head… (ABBA, so that a machine that drifts linearly slows both sides alike), `rounds` a side, then, while the scenario's comparison is inconclusive, one more
 * pair at a time up to `maxRounds` a side. The engine measures each round; the comparison after each pair is
 * src/compare/'s on the verdict's judged base, the same as `--baseline FILE` (docs/architecture.md, "The arrows").
 */
export async function runInterleaved(
  loadTest: LoadTest,
  sameJob: SameJob,
  options: InterleaveOptions,
): Promise<InterleavedRun> {
  const selected = options.scenarios ? new Set(options.scenarios) : undefined;
  const scenarios = loadTest.scenarios.filter((scenario) => !selected || selected.has(scenario.name));
  const startedAt = new Date();
  if (!options.signal?.aborted) await warmUpGenerator();
  const probe = startSelfCheck();
  const measured = new Map<string, Record<Side, MeasuredScenario>>();
  // In the order of a run of its own (reads before writes), listed in the file's order as results.json lists them.
  for (const scenario of runOrder(scenarios, loadTest.execution))
    measured.set(scenario.name, await interleaveScenario(loadTest, scenario, sameJob, options));
  const heads = scenarios.map((scenario) => measured.get(scenario.name)!.head);
  const bases = scenarios.map((scenario) => measured.get(scenario.name)!.base);
  const generator = probe.stop();
  const run = { version: 1, startedAt: startedAt.toISOString(), finishedAt: new Date().toISOString() } as const;
  return {
    head: { ...run, baseUrl: loadTest.baseUrl, shard: null, generator, scenarios: heads },
    base: { ...run, baseUrl: sameJob.url, shard: null, generator, scenarios: bases },
  };
}

/** Returns one scenario's two sides, each its rounds merged; the rounds run as runInterleaved says. */
async function interleaveScenario(
  loadTest: LoadTest,
  scenario: Scenario,
  sameJob: SameJob,
  options: InterleaveOptions,
): Promise<Record<Side, MeasuredScenario>> {
  // Skipped, or without the values of its data sources: not run on either side, in no round.
  const notRun = notRunMeasurement(scenario, options);
  if (notRun) return { base: notRun, head: notRun };
  const rounds = scenario.rounds ?? DEFAULT_ROUNDS;
  const maxRounds = Math.max(rounds, sameJob.maxRounds ?? rounds);
  // Each round is a run of the scenario of its own: its users, ramp-up and think time, one round long.
  const round: Scenario = { ...scenario, durationSeconds: scenario.durationSeconds / rounds, rounds: 1 };
  const parts: Record<Side, MeasuredScenario[]> = { base: [], head: [] };
  const urls: Record<Side, string> = { base: sameJob.url, head: loadTest.baseUrl };
  const runPair = async () => {
    const pair = parts.base.length;
    for (const side of pair % 2 === 0 ? (['base', 'head'] as const) : (['head', 'base'] as const)) {
      parts[side].push(await runScenario(urls[side], round, roundOptions(options, side, pair + 1)));
    }
  };
  while (parts.base.length < rounds) await runPair();
  const merged = () => ({ base: mergeMeasured(parts.base), head: mergeMeasured(parts.head) });
  let sides = merged();
  while (parts.base.length < maxRounds && !options.signal?.aborted && verdictOf(scenario, sides) === 'inconclusive') {
    options.reporter.info(
      `${scenario.name}: inconclusive after ${parts.base.length} rounds a side; running one more pair (at most ${maxRounds} a side, --max-rounds)`,
    );
    await runPair();
    sides = merged();
  }
  return sides;
}

/**
 * Returns the verdict of the head's rounds against the base's so far, as the run's comparison will give it: the same
 * compareScenario, with the scenario's tolerances (or the default ones) as compareRun takes them.
 */
function verdictOf(scenario: Scenario, sides: Record<Side, MeasuredScenario>): RegressionVerdict | undefined {
  if (sides.head.outcome !== 'measured' || sides.base.outcome !== 'measured') return undefined;
  const tolerances = withDefault(scenario.regression?.map(toleranceResult), sides.head.line);
  return compareScenario(sides.base, sides.head, tolerances).verdict;
}

/** Returns the engine's options for one round of a side: its progress named with the side and the round. */
function roundOptions(options: InterleaveOptions, side: Side, round: number): ScenarioRunOptions {
  const { reporter } = options;
  return {
    env: options.env,
    signal: options.signal,
    maxResponseBytes: MAX_RESPONSE_BYTES,
    sourceValues: options.sourceValues,
    sourceFailures: options.sourceFailures,
    scripts: options.scripts,
    onProgress: (progress) => {
      reporter.progress({ ...progress, name: `${progress.name} (${side}, round ${round})` });
    },
  };
}
