// src/engine/ measures a LoadTest and returns a MeasuredRun; runLoadTest here is its entry.
import type { LoadTest, Scenario } from '../loadtest/types.js';
import type { MeasuredRun, MeasuredScenario, Shard } from '../results/types.js';
import type { LoadedScript } from '../scripts/loaded-script.js';
import type { PickedValue } from '../vocabulary/data-source.js';
import { MAX_PARALLEL_SCENARIOS, runGroups } from './run-order.js';
import { runScenario, type ScenarioProgress, type ScenarioRunOptions } from './run-scenario.js';
import { calibrateRun } from './self/calibration.js';
import { startSelfCheck } from './self/self-check.js';
import { partArrival } from './open/arrival-split.js';
import { partConnections, partUsers } from './workers/worker-split.js';
import { warmUpGenerator } from './self/self-warm-up.js';
import { sharedSignal } from './shared-signal.js';
import { rowPart } from './data/data-feeder.js';
import { DEFAULT_TLS, type TlsOptions } from '../tls-options.js';

export type { ScenarioProgress } from './run-scenario.js';

/** Responses larger than this fail with category `other`. */
export const MAX_RESPONSE_BYTES = 16 * 1024 * 1024;

export interface RunOptions {
  /** The values of `${NAME}` placeholders. */
  env: NodeJS.ProcessEnv;
  /** The load test's TLS options (`tls:`, resolved: files read, `${NAME}` filled); absent: the defaults. */
  tls?: TlsOptions | undefined;
  /**
   * Cancels the run: no request starts after the abort, those in flight get at most 2 s, the rest count as
   * interrupted; the scenarios that were running or had not started are `cancelled`.
   */
  signal?: AbortSignal | undefined;
  /** Runs only the scenarios with these names (`--scenario`). */
  scenarios?: string[] | undefined;
  /** Called about once a second for each running scenario. */
  onProgress?: ((progress: ScenarioProgress) => void) | undefined;
  /** Adds each scenario's cumulative counters and histogram to its progress (the live metrics outputs, src/outputs/). */
  liveFigures?: boolean | undefined;
  /**
   * `--http-debug`: every failed response kept as a sample (the first two of each status and category, at most ten a
   * scenario) keeps the request as sent and the response's head (FailedSample.exchange); plain scenarios and flows.
   */
  httpDebug?: boolean | undefined;
  /**
   * By scenario name, the values of each of its data sources, fetched before the run (src/sources/); a scenario with
   * sources and no values here is `errored`.
   */
  sourceValues?: ReadonlyMap<string, ReadonlyArray<readonly PickedValue[]>> | undefined;
  /** By scenario name, why its data sources gave it no value: it is `errored` with that message, sends nothing. */
  sourceFailures?: ReadonlyMap<string, string> | undefined;
  /** By scenario name, the script of each script scenario, loaded before the run (src/scripts/); without it, `errored`. */
  scripts?: ReadonlyMap<string, LoadedScript> | undefined;
  /**
   * Runs only this shard's part of every scenario's users (`--shard i/n`, see shardUsers), and of an open-model
   * scenario's requests (splitArrival); absent: the whole.
   */
  shard?: Shard | undefined;
  /** Runs only this worker thread's part of the shard's users (engine/workers/); absent: the shard's all. */
  worker?: Shard | undefined;
}

/**
 * Returns what running a load test measured: the scenarios one after another, reads before writes, or all at once
 * (`execution`), at most MAX_PARALLEL_SCENARIOS at a time (runGroups), listed in the file's order, the generator's
 * self-check, and the machine's calibration (one before the warm-up, and one after the scenarios when the first saw
 * other work: calibrateRun; each skipped once the run is cancelled; none in a worker thread, whose main thread measures
 * it). It measures and does not judge: src/verdict/ does, after it returns (docs/architecture.md, "The arrows"). It
 * rejects only on a programming error: unreachable servers, failed requests and bad `${NAME}` values are measurements.
 */
export async function runLoadTest(loadTest: LoadTest, options: RunOptions): Promise<MeasuredRun> {
  const selected = options.scenarios ? new Set(options.scenarios) : undefined;
  const scenarios = loadTest.scenarios.filter((scenario) => !selected || selected.has(scenario.name));
  const scenarioOptions: ScenarioRunOptions = {
    env: options.env,
    // Every scenario running at once listens to it: at most a group of a parallel run (runGroups).
    signal: sharedSignal(options.signal, MAX_PARALLEL_SCENARIOS),
    onProgress: options.onProgress,
    liveFigures: options.liveFigures,
    httpDebug: options.httpDebug,
    client: { maxResponseBytes: MAX_RESPONSE_BYTES, tls: options.tls ?? DEFAULT_TLS },
    sourceValues: options.sourceValues,
    sourceFailures: options.sourceFailures,
    scripts: options.scripts,
  };
  const { shard, worker } = options;
  const run = (scenario: Scenario) => {
    if (!shard && !worker) return runScenario(loadTest.baseUrl, scenario, scenarioOptions);
    const { users, firstUser } = partUsers(scenario.concurrentUsers, shard, worker);
    // An open-model scenario's part takes its share of the schedule's requests, as it takes its share of maxUsers.
    const arrivalPart = scenario.arrival && partArrival(scenario.concurrentUsers, shard, worker);
    const options = { ...scenarioOptions, firstUser, arrivalPart, dataPart: rowPart(shard, worker) };
    const connections = partConnections(scenario, shard, worker);
    return runScenario(
      loadTest.baseUrl,
      { ...scenario, concurrentUsers: users, ...(connections && { connections }) },
      options,
    );
  };

  const startedAt = new Date();
  // The main thread calibrates the machine once for the whole run: a worker thread (`worker`) leaves it to it.
  const endCalibration = worker ? () => Promise.resolve(undefined) : await calibrateRun(options.signal);
  if (!options.signal?.aborted) await warmUpGenerator(scenarios.some((scenario) => scenario.arrival !== undefined));
  const probe = startSelfCheck();
  const byName = new Map<string, MeasuredScenario>();
  // Reads before writes, or a parallel run's groups (run-order.ts); after a cancellation the remaining scenarios
  // return at once as cancelled, so the loop needs no check.
  for (const group of runGroups(scenarios, loadTest.execution)) {
    const ran = await Promise.all(group.map(run));
    group.forEach((scenario, index) => byName.set(scenario.name, ran[index]!));
  }
  // results.json lists the scenarios in the file's order, whatever order they ran in (names are unique).
  const measured = scenarios.map((scenario) => byName.get(scenario.name)!);
  const generator = probe.stop();
  const calibration = await endCalibration();

  return {
    version: 1,
    startedAt: startedAt.toISOString(),
    finishedAt: new Date().toISOString(),
    baseUrl: loadTest.baseUrl,
    shard: shard ?? null,
    generator,
    ...(calibration && { calibration }),
    scenarios: measured,
  };
}
