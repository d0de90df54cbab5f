// The order a run takes the scenarios in: reads before writes (README, "Writes"), the same in one process, in each
// worker thread, in each shard and in the same-job mode, so that every part of a run runs the same scenario at once.

import type { LoadTest, Scenario } from '../loadtest/types.js';
import { scenarioWrites } from '../loadtest/writes.js';

/**
 * Returns the scenarios in the order they run. With `execution: sequential`, the scenarios that only read first, then
 * those that write (`scenarioWrites`: a flow with a writing step, a script), each group in the order given, so that a
 * read does not measure the rows a write added or changed. With `parallel`, they start together: as given.
 */
export function runOrder<T extends Scenario>(scenarios: readonly T[], execution: LoadTest['execution']): T[] {
  if (execution === 'parallel') return [...scenarios];
  const writes = scenarios.map(scenarioWrites);
  return [...scenarios.filter((_, index) => !writes[index]), ...scenarios.filter((_, index) => writes[index])];
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
