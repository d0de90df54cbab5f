// The triage of failures a saturated load generator makes itself, which are not the server's to look into.
import type { RunResults, ScenarioResult, Triage } from '../results/types.js';
import { formatNumber } from '../results/wording.js';
import { largestFailure } from './context.js';

// Its event loop, late by the self-check's delay, fires a request's timeout before it reads the answer that came, and
// ends the run with answers still unread (docs/decisions.md#triage).

/** What to do about a generator that was overloaded, whatever the scenario. */
const GENERATOR_NEXT_STEP =
  "the load generator was overloaded, so these failures may be its own, not the server's: run fewer scenarios at once (execution: sequential, or fewer scenarios in a parallel run), give it more CPU (--workers auto, or a bigger runner), or split the load over several runners with --shard, then run again; timeouts that remain once the self-check is not saturated are the server's";

/**
 * Returns whether the run's self-check says the generator was saturated and the scenario's largest failure category
 * is one that a late generator makes itself: `timeout` or `interrupted`.
 */
export function lateGenerator(result: ScenarioResult, run: RunResults): boolean {
  const largest = largestFailure(result);
  return run.generator.saturated && (largest === 'timeout' || largest === 'interrupted');
}

/**
 * Returns the triage of timeouts (or requests still waiting at the end) as the generator's when the run's self-check
 * says it was saturated: `generator`, the same evidence with the self-check's delay, and the generator's next step;
 * the server's triage as it is otherwise.
 */
export function overloadedGenerator(server: Triage, run: RunResults): Triage {
  if (!run.generator.saturated) return server;
  return {
    category: 'generator',
    evidence: `${server.evidence}, while the load generator was saturated (event-loop delay p99 ${formatNumber(run.generator.eventLoopDelayP99Ms)} ms): its own late timers count as timeouts`,
    nextStep: GENERATOR_NEXT_STEP,
  };
}
