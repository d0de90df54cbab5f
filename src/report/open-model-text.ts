// What the reports show of an open-model scenario (arrivalRate) besides a closed-model one's figures.
import type { ScenarioResult } from '../results/types.js';
import { arrivalSentence, dueCount } from '../results/arrival-wording.js';
import { formatCount, formatNumber } from '../results/wording.js';

// The rate as achieved / target, the connections at most, the dropped requests beside the failed ones, and the service
// time beside the latency from the intended start. A closed-model scenario gets exactly what it got before.

/** What the open-model lines of the details and the terminal say their figures are, after `Open model`. */
export const OPEN_MODEL_FIGURES = "(latency from each request's intended start, service time from its actual write)";

/** Returns the users cell: the closed model's users, or `max 400` (the connections at most) for an open-model one. */
export function usersCell(s: ScenarioResult, closed: (users: number) => string): string {
  return s.arrival ? `max ${formatCount(s.arrival.maxUsers)}` : closed(s.concurrentUsers);
}

/** Returns the rate cell: the closed model's requests per second, or `198 / 200` (achieved / target). */
export function rateCell(s: ScenarioResult): string {
  return s.arrival
    ? `${formatNumber(s.arrival.achievedRate)} / ${formatNumber(s.arrival.targetRate)}`
    : formatNumber(s.rps);
}

/** Returns the failed requests' share: of the requests sent, or of those due (sent and dropped) in the open model. */
export function failedShare(s: ScenarioResult): string {
  const due = dueCount(s);
  return due > 0 ? ` (${formatNumber((s.requests.failed / due) * 100)}%)` : '';
}

/** Returns ` · dropped 20 (1%)` for an open-model scenario that dropped requests; empty otherwise. */
export function droppedSuffix(s: ScenarioResult): string {
  const dropped = s.requests.dropped ?? 0;
  if (!s.arrival || dropped === 0) return '';
  return ` · dropped ${formatCount(dropped)} (${formatNumber((dropped / dueCount(s)) * 100)}%)`;
}

/** Returns the open-model scenarios with their schedule as one sentence each (not escaped), in their order. */
export function openModelLines(scenarios: ScenarioResult[]): Array<{ scenario: ScenarioResult; text: string }> {
  return scenarios.flatMap((scenario) =>
    scenario.arrival ? [{ scenario, text: arrivalSentence(scenario, scenario.arrival) }] : [],
  );
}
