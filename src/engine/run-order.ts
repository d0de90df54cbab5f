// The order a run takes the scenarios in: reads before writes (docs/real-data-and-flows.md#writes), and the groups of a parallel run
// (docs/decisions.md#parallel-scenarios); the same in one process, in each worker thread, in each shard and in the same-job
// mode, so that every part of a run runs the same scenarios at once.

import type { LoadTest, Scenario } from '../loadtest/types.js';
import { scenarioWrites } from '../loadtest/writes.js';

/**
 * The most scenarios of an `execution: parallel` run that run at once. Each running scenario costs the one event loop
 * its own clients, recorders and timers: a thousand at once saturated the generator (event-loop delay in seconds),
 * whose late timers then counted as the server's timeouts. More run in groups of this many, one group after another.
 */
export const MAX_PARALLEL_SCENARIOS = 100;

/**
 * Returns the scenarios in the order they run. With `execution: sequential`, the scenarios that only read first, then
 * those that write (`scenarioWrites`: a flow with a writing step, a script), each group in the order given, so that a
 * read does not measure the rows a write added or changed. With `parallel`, they start together: as given.
 * @internal Exported for the tests.
 */
export function runOrder<T extends Scenario>(scenarios: readonly T[], execution: LoadTest['execution']): T[] {
  if (execution === 'parallel') return [...scenarios];
  const writes = scenarios.map(scenarioWrites);
  return [...scenarios.filter((_, index) => !writes[index]), ...scenarios.filter((_, index) => writes[index])];
}

/**
 * Returns the scenarios in the groups they run in, each group's scenarios at once, one group after another: with
 * `sequential`, one scenario a group in runOrder's order; with `parallel`, the scenarios that run (not `skip`) in the
 * order given, MAX_PARALLEL_SCENARIOS a group, the skipped ones in the first group (they send nothing).
 */
export function runGroups<T extends Scenario>(scenarios: readonly T[], execution: LoadTest['execution']): T[][] {
  if (execution !== 'parallel') return runOrder(scenarios, execution).map((scenario) => [scenario]);
  const running = scenarios.filter(({ skip }) => skip === undefined);
  const skipped = scenarios.filter(({ skip }) => skip !== undefined);
  const groups: T[][] = [];
  for (let start = 0; start < running.length; start += MAX_PARALLEL_SCENARIOS)
    groups.push(running.slice(start, start + MAX_PARALLEL_SCENARIOS));
  groups[0] = [...skipped, ...(groups[0] ?? [])];
  return groups;
}

/** Returns what the run says when a parallel run takes its scenarios in groups (runGroups); undefined otherwise. */
export function parallelGroupsNotice(
  scenarios: readonly Scenario[],
  execution: LoadTest['execution'],
): string | undefined {
  if (execution !== 'parallel') return undefined;
  const groups = runGroups(scenarios, execution).length;
  if (groups <= 1) return undefined;
  const running = scenarios.filter(({ skip }) => skip === undefined).length;
  return `execution: parallel: ${running} scenarios run in ${groups} groups of at most ${MAX_PARALLEL_SCENARIOS} at once, one group after another, so that the load generator measures the server, not itself (qa-perf's docs/decisions.md#parallel-scenarios)`;
}

/**
 * Returns how many write scenarios runOrder moves after the reads: those with a scenario that only reads after them in
 * the order given. 0 when the run order is the order given (and always with `parallel`).
 */
export function movedWrites(scenarios: readonly Scenario[], execution: LoadTest['execution']): number {
  if (execution === 'parallel') return 0;
  const writes = scenarios.map(scenarioWrites);
  const lastRead = writes.lastIndexOf(false);
  return writes.filter((write, index) => write && index < lastRead).length;
}
