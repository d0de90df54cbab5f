// How every report says that a scenario ended before its duration was over (`stoppedEarly`: a data file used up).
import type { RunResults } from './types.js';
import { formatNumber } from './wording.js';

/**
 * Returns one sentence per scenario that stopped before its duration was over, not cancelled, in the run's order:
 * `"Search" stopped after 3.2 s of 60 s: every row of its data file terms.csv was used once (…).` Its figures are
 * those of the time it ran, which a reader comparing rates must know.
 */
export function stoppedEarlyNotes(results: Pick<RunResults, 'scenarios'>): string[] {
  return results.scenarios.flatMap(({ name, durationSeconds, stoppedEarly }) =>
    stoppedEarly
      ? [
          `"${name}" stopped after ${formatNumber(stoppedEarly.afterSeconds)} s of ${formatNumber(durationSeconds)} s: ${stoppedEarly.reason}.`,
        ]
      : [],
  );
}
