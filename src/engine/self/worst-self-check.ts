// The self-check of generators that ran at the same time (worker threads, shards): the worst of them.
import type { SelfCheck } from '../../results/types.js';

/**
 * Returns the self-check of generators that ran at the same time (worker threads, or shards on their own machines):
 * saturated when one was, with the worst figures of any, and the message of each saturated one prefixed by its name.
 */
export function worstSelfCheck(checks: ReadonlyArray<{ name: string; check: SelfCheck }>): SelfCheck {
  const all = checks.map(({ check }) => check);
  const utilizations = all.flatMap(({ eventLoopUtilization }) => eventLoopUtilization ?? []);
  const messages = checks
    .filter(({ check }) => check.saturated && check.message !== undefined)
    .map(({ name, check }) => `${name}: ${check.message}`);
  return {
    saturated: all.some(({ saturated }) => saturated),
    eventLoopDelayP99Ms: Math.max(...all.map(({ eventLoopDelayP99Ms }) => eventLoopDelayP99Ms)),
    ...(utilizations.length > 0 && { eventLoopUtilization: Math.max(...utilizations) }),
    cpuUtilization: Math.max(...all.map(({ cpuUtilization }) => cpuUtilization)),
    ...(messages.length > 0 && { message: messages.join(' ') }),
  };
}
