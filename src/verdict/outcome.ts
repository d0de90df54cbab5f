import type { ScenarioOutcome, ScenarioResult } from '../engine/results.js';
import type { Threshold } from '../loadtest/types.js';
import { evaluateThresholds } from './evaluate.js';

const SEVERITY: Record<ScenarioOutcome, number> = { passed: 0, failed: 1, errored: 2, cancelled: 3 };

/** Returns the worst of the outcomes (cancelled > errored > failed > passed); `passed` when there are none. */
export function worstOutcome(outcomes: Iterable<ScenarioOutcome>): ScenarioOutcome {
  let worst: ScenarioOutcome = 'passed';
  for (const outcome of outcomes) if (SEVERITY[outcome] > SEVERITY[worst]) worst = outcome;
  return worst;
}

/**
 * Returns the scenario's result with its thresholds evaluated and its outcome decided: `failed` when a threshold was
 * breached, `errored` when not one request was made (a scenario passes only if it ran, thresholds or not), `passed`
 * otherwise. A scenario that was cancelled or could not run keeps that outcome; its thresholds are still evaluated,
 * so that reports show how far it got.
 */
export function judgeScenario(result: ScenarioResult, thresholds: Threshold[]): ScenarioResult {
  const { total, ok, failed } = result.requests;
  const verdicts = evaluateThresholds(thresholds, {
    latencyMs: hasLatency(result) ? result.latencyMs : undefined,
    okRate: total > 0 ? (ok / total) * 100 : Number.NaN,
    errorRate: total > 0 ? (failed / total) * 100 : Number.NaN,
    rps: result.rps,
  });
  if (result.outcome === 'cancelled' || result.outcome === 'errored') return { ...result, thresholds: verdicts };
  if (total === 0)
    return { ...result, thresholds: verdicts, outcome: 'errored', error: 'no request was made during the run' };
  const breached = verdicts.some((verdict) => !verdict.passed);
  return { ...result, thresholds: verdicts, outcome: breached ? 'failed' : 'passed' };
}

/** Returns true when at least one whole response was recorded, i.e. when there is a latency to compare. */
function hasLatency(result: ScenarioResult): boolean {
  return Object.values(result.requests.byStatus).some((count) => count > 0);
}
