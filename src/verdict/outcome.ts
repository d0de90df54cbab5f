import type { MeasuredScenario, ScenarioOutcome, ScenarioResult } from '../results/types.js';
import type { Threshold } from '../loadtest/types.js';
import { failedChecks } from './checks.js';
import { evaluateThresholds } from './evaluate.js';
import { hasResponses } from '../results/responses.js';

const SEVERITY: Record<ScenarioOutcome, number> = { passed: 0, failed: 1, errored: 2, cancelled: 3 };

/** Returns the worst of the outcomes (cancelled > errored > failed > passed); `passed` when there are none. */
export function worstOutcome(outcomes: Iterable<ScenarioOutcome>): ScenarioOutcome {
  let worst: ScenarioOutcome = 'passed';
  for (const outcome of outcomes) if (SEVERITY[outcome] > SEVERITY[worst]) worst = outcome;
  return worst;
}

/**
 * Returns the scenario's result with its thresholds evaluated, its built-in checks done and its outcome decided. A
 * scenario passes only when it ran (`errored` when not one request was made), got ok responses (`failed`, check
 * `ok-responses`, when not one was ok), did not lose the service during the run (`failed`, check `availability`:
 * see findOutage) and met every threshold (`failed` when one was breached). A scenario that was cancelled or could
 * not run keeps that outcome; its thresholds are still evaluated, so that reports show how far it got. It takes what
 * the engine measured, or a scenario judged before (a results file judged again).
 */
export function judgeScenario(result: MeasuredScenario | ScenarioResult, thresholds: Threshold[]): ScenarioResult {
  const stopped = result.outcome === 'cancelled' || result.outcome === 'errored' ? result.outcome : undefined;
  // Judged afresh: the checks and the triage of an earlier verdict (a results file judged again) must not stay; the
  // triage (src/triage/) follows the new verdict.
  const judged: ScenarioResult = { ...result, outcome: stopped ?? 'passed', thresholds: [], triage: null };
  delete judged.failedChecks;
  const { total, ok, failed } = judged.requests;
  judged.thresholds = evaluateThresholds(thresholds, {
    latencyMs: hasResponses(judged) ? judged.latencyMs : undefined,
    okRate: total > 0 ? (ok / total) * 100 : Number.NaN,
    errorRate: total > 0 ? (failed / total) * 100 : Number.NaN,
    rps: judged.rps,
  });
  if (stopped) return judged;
  if (total === 0) return { ...judged, outcome: 'errored', error: 'no request was made during the run' };
  const checks = failedChecks(judged);
  const breached = judged.thresholds.some((verdict) => !verdict.passed) || checks.length > 0;
  return { ...judged, ...(checks.length > 0 && { failedChecks: checks }), outcome: breached ? 'failed' : 'passed' };
}
