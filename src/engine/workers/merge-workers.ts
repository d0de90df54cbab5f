// Merges what the worker threads returned into one measured run, or says why one stopped without it.
import type { Scenario } from '../../loadtest/types.js';
import type { Calibration, MeasuredRun, MeasuredScenario, SelfCheck, Shard } from '../../results/types.js';
import { worstSelfCheck } from '../self/worst-self-check.js';
import { mergeParallelScenario } from '../merge/merge-parallel.js';
import { emptyMeasurement } from '../record/scenario-figures.js';
import { partUsers } from './worker-split.js';

/** What one worker thread returned: its measured run, or why it stopped without one. */
export type WorkerOutcome = { measured: MeasuredRun } | { failed: string };

/** The run the workers were parts of. */
export interface WorkersRun {
  scenarios: readonly Scenario[];
  baseUrl: string;
  shard: Shard | null;
  startedAt: Date;
  /** The main thread's own self-check over the run. */
  mainCheck: SelfCheck;
  /** The machine's calibration, measured by the main thread; absent when it could not be. */
  calibration?: Calibration | undefined;
}

/**
 * Returns the workers' measured runs merged into one, as if one engine had run the whole: each scenario's parts merged
 * as parts that ran at the same time (mergeParallelScenario: counters summed, histograms bucket by bucket, rounds by
 * index, timelines by second; the workers start together). A worker that stopped without results counts, for each
 * scenario it had users in, as a part `errored` with its message, so that the scenario is errored and says why. The
 * self-check is the worst of the workers' (each has its own event loop) and the main thread's; the calibration is the
 * main thread's (a worker thread measures none: runLoadTest leaves it to the main thread).
 */
export function mergeWorkerRuns(run: WorkersRun, outcomes: readonly WorkerOutcome[]): MeasuredRun {
  const count = outcomes.length;
  const runs = outcomes.map((outcome, index): MeasuredScenario[] =>
    'measured' in outcome
      ? outcome.measured.scenarios
      : run.scenarios.map((scenario) => failedPart(scenario, run.shard, { index: index + 1, count }, outcome.failed)),
  );
  const scenarios = run.scenarios.map((scenario) => {
    const parts = runs.flatMap((list) => list.filter((part) => part.name === scenario.name));
    return mergeParallelScenario(
      parts,
      parts.map(() => 0),
    );
  });
  return {
    version: 1,
    startedAt: run.startedAt.toISOString(),
    finishedAt: new Date().toISOString(),
    baseUrl: run.baseUrl,
    shard: run.shard,
    generator: worstSelfCheck([
      { name: 'the main thread', check: run.mainCheck },
      ...outcomes.flatMap((outcome, index) =>
        'measured' in outcome
          ? [{ name: `worker thread ${index + 1} of ${count}`, check: outcome.measured.generator }]
          : [],
      ),
    ]),
    ...(run.calibration && { calibration: run.calibration }),
    scenarios,
  };
}

/** Returns a failed worker's part of a scenario: its users, no request, errored with the worker's message. */
function failedPart(scenario: Scenario, shard: Shard | null, worker: Shard, message: string): MeasuredScenario {
  const { users } = partUsers(scenario.concurrentUsers, shard ?? undefined, worker);
  return {
    ...emptyMeasurement({ ...scenario, concurrentUsers: users }, 'errored'),
    error: `worker thread ${worker.index} of ${worker.count} stopped: ${message}`,
  };
}
