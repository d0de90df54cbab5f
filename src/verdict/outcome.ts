// A scenario's outcome from its breaches and checks, and a run's: the worst of its scenarios'.
import type { MeasuredScenario, MeasuredStep, ScenarioOutcome, ScenarioResult, StepResult } from '../results/types.js';
import { failedChecks } from './checks.js';
import { evaluateThresholds, type ThresholdRule } from './evaluate.js';
import { hasResponses } from '../results/responses.js';
import { onceStepFailure } from './once-step.js';
import { cancelledBeforeSending, NOT_STARTED, notStarted } from '../results/not-started.js';

// A skipped scenario was not run on purpose: below passed, so that it never worsens a run.
const SEVERITY: Record<ScenarioOutcome, number> = {
  skipped: -1,
  passed: 0,
  inconclusive: 1,
  failed: 2,
  errored: 3,
  cancelled: 4,
};

/**
 * Returns the worst of the outcomes (cancelled > errored > failed > inconclusive > passed), `skipped` counting for
 * nothing; `passed` when there are none (judgedRun errors a run in which no scenario ran).
 */
export function worstOutcome(outcomes: Iterable<ScenarioOutcome>): ScenarioOutcome {
  let worst: ScenarioOutcome = 'passed';
  for (const outcome of outcomes) if (SEVERITY[outcome] > SEVERITY[worst]) worst = outcome;
  return worst;
}

/** Why a run in which every scenario was skipped is errored: it must never pass without measuring anything. */
const NO_SCENARIO_RAN = 'no scenario ran: every scenario of the run is skipped (skip: in the load test)';

/**
 * Returns a run's outcome from its scenarios': the worst of them, a scenario the cancelled run never started
 * (NOT_STARTED) counting as `cancelled`; or `errored` with NO_SCENARIO_RAN as its `error` when every one was skipped
 * by its `skip:`.
 */
export function runOutcome(scenarios: ReadonlyArray<Pick<ScenarioResult, 'outcome' | 'skip'>>): {
  outcome: ScenarioOutcome;
  error?: string;
} {
  const outcomes = scenarios.map((scenario) => (notStarted(scenario) ? 'cancelled' : scenario.outcome));
  if (outcomes.length > 0 && outcomes.every((outcome) => outcome === 'skipped'))
    return { outcome: 'errored', error: NO_SCENARIO_RAN };
  return { outcome: worstOutcome(outcomes) };
}

/**
 * Returns the scenario's result with its thresholds evaluated, its built-in checks done and its outcome decided. A
 * scenario passes only when it ran (`errored` when not one request was made), got ok responses (`failed`, check
 * `ok-responses`, when not one was ok), did not lose the service during the run (`failed`, check `availability`:
 * see findOutage) and met every threshold (`failed` when one was breached). A scenario that was cancelled or could
 * not run keeps that outcome; its thresholds are still evaluated, so that reports show how far it got. It takes what
 * the engine measured, or a scenario judged before (a results file judged again).
 *
 * A skipped scenario (`skip:`) stays `skipped`, with no thresholds, checks nor triage; so does one cancelled before it
 * sent anything (cancelledBeforeSending: the run was cancelled before it started), skipped with NOT_STARTED: its
 * thresholds would be judged against nothing measured, and breached.
 *
 * A flow's measured steps (`measure: false` ones too) are judged the same way against `stepThresholds` (by step name),
 * its `once` steps are never judged (errored only when not one attempt succeeded: then the flow is errored with that
 * reason), nor are its `cleanup` steps, and the flow's outcome is the worst of its own and its steps'.
 */
export function judgeScenario(
  result: MeasuredScenario | ScenarioResult,
  thresholds: readonly ThresholdRule[],
  stepThresholds: ReadonlyMap<string, readonly ThresholdRule[]> = new Map(),
): ScenarioResult {
  const { steps, ...own } = result;
  // Not run (`skip:`, or the run cancelled before it started): nothing to judge, no triage; its thresholds measured
  // nothing.
  const cancelled = cancelledBeforeSending(result);
  if (cancelled || own.outcome === 'skipped') {
    const skipped: ScenarioResult = { ...own, outcome: 'skipped', thresholds: [], triage: null };
    if (cancelled) skipped.skip = NOT_STARTED;
    delete skipped.failedChecks;
    delete skipped.error;
    return skipped;
  }
  const judged = judgeFigures(own, thresholds);
  if (!steps) return judged;
  const judgedSteps = steps.map((step) => judgeStep(step, stepThresholds.get(step.name) ?? []));
  const onceFailure = judgedSteps.map(onceStepFailure).find((reason) => reason !== undefined);
  const flow: ScenarioResult = { ...judged, steps: judgedSteps };
  if (onceFailure && flow.outcome !== 'cancelled') return { ...flow, outcome: 'errored', error: onceFailure };
  return { ...flow, outcome: worstOutcome([flow.outcome, ...judgedSteps.map(({ outcome }) => outcome)]) };
}

function judgeStep(step: MeasuredStep | StepResult, thresholds: readonly ThresholdRule[]): StepResult {
  if (!step.once && !step.cleanup) return judgeFigures(step, thresholds);
  // A once step (a log in) is setup, not load: shown, never judged; onceStepFailure says when it never succeeded. A
  // cleanup step (after the measured time) measured nothing of the load either: shown, its failures in its figures.
  const { once, ...figures } = step;
  const outcome = step.outcome === 'cancelled' ? 'cancelled' : 'passed';
  const judged: StepResult = { ...figures, ...(once !== undefined && { once }), outcome, thresholds: [], triage: null };
  delete judged.failedChecks;
  delete judged.error;
  if (once && step.requests.ok === 0 && judged.outcome !== 'cancelled') {
    judged.outcome = 'errored';
    judged.error =
      step.error ?? (step.requests.total === 0 ? 'it was never run' : 'not one attempt got an ok response');
  }
  return judged;
}

function judgeFigures<T extends Omit<MeasuredScenario, 'steps'> | Omit<ScenarioResult, 'steps'>>(
  result: T,
  thresholds: readonly ThresholdRule[],
): Omit<T, 'outcome'> & Omit<ScenarioResult, 'steps'> {
  const stopped = result.outcome === 'cancelled' || result.outcome === 'errored' ? result.outcome : undefined;
  // Judged afresh: the checks and the triage of an earlier verdict (a results file judged again) must not stay; the
  // triage (src/triage/) follows the new verdict.
  const judged = { ...result, outcome: stopped ?? 'passed', thresholds: [], triage: null } as Omit<T, 'outcome'> &
    Omit<ScenarioResult, 'steps'>;
  delete judged.failedChecks;
  const { total, ok, failed } = judged.requests;
  // An open-model request dropped (every connection busy when it was due) is one the users did not get served: the
  // rates are over every request due, so that a server that cannot keep up fails them.
  const dropped = judged.requests.dropped ?? 0;
  const due = total + dropped;
  judged.thresholds = evaluateThresholds(thresholds, {
    latencyMs: hasResponses(judged) ? judged.latencyMs : undefined,
    okRate: due > 0 ? (ok / due) * 100 : Number.NaN,
    errorRate: due > 0 ? ((failed + dropped) / due) * 100 : Number.NaN,
    rps: judged.rps,
    stream: judged.stream,
  });
  if (stopped) return judged;
  // No users in this shard of a sharded run (fewer users than shards): not run here by design, so not judged here;
  // its thresholds stay listed, unjudged, and the merge judges the whole (docs/scale.md#sharded-runs).
  if (judged.concurrentUsers === 0)
    return {
      ...judged,
      thresholds: judged.thresholds.map(({ actual: _, ...threshold }) => ({ ...threshold, passed: true })),
    };
  if (total === 0) return { ...judged, outcome: 'errored', error: 'no request was made during the run' };
  const checks = failedChecks(judged);
  const breached = judged.thresholds.some((verdict) => !verdict.passed) || checks.length > 0;
  return { ...judged, ...(checks.length > 0 && { failedChecks: checks }), outcome: breached ? 'failed' : 'passed' };
}
