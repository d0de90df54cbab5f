// src/triage/ gives each failed scenario one category; this is its entry and the choice of a category.
import type { RunResults, ScenarioResult, Triage } from '../results/types.js';
import type { LoadTest } from '../loadtest/types.js';
import { describeBreach, errorReason } from '../results/wording.js';
import { findOutage } from '../verdict/checks.js';
import { answeredThroughout, couldNotStart, stoppedAnswering } from './availability.js';
import { FAILURES_EXPLAIN, type RunContext } from './context.js';
import { fromFailures } from './failures.js';
import { lateGenerator } from './generator.js';
import { fromPerformance, latencyBreaches } from './performance.js';
import { thinEvidence } from './time-shape.js';
import { fromFirstStep, stepContext } from './flow.js';
import { fromRegression, regressionEvidence } from './regression-causes.js';
import { scheduleTriage, withDropped } from './schedule.js';

// Each family of categories has its file: availability.ts (the service went away or could not be reached), failures.ts
// and statuses.ts (the failed requests), performance.ts (breached latency and rps bounds), schedule.ts (an open-model
// scenario that fell behind its schedule).

/**
 * Returns the results with `triage` set on every scenario and every step of a flow that did not pass (failed or
 * errored; cancelled and passed get null). A flow's triage is that of its first step that did not pass, named in
 * the evidence; the flow's own figures are triaged only when every step passed.
 *
 * One category per scenario, the first that applies:
 * - an errored scenario is triaged by its failures when it has some; without, it is `unavailable` when its error
 *   says the target could not be reached, else `client-errors`: it could not start as written (an unset variable, a
 *   bad baseUrl);
 * - a scenario that failed the `availability` check (the service stopped answering during the run) is `unavailable`
 *   from the second the check names, unless its failures are 4xx, GraphQL errors or bodies that failed expect.json:
 *   answers that came, quick or not, which keep their category, the evidence saying the service kept answering;
 * - an open-model scenario that did not keep its schedule (below 95% of its target rate, or requests dropped) is
 *   `generator` when the run's self-check says the generator was saturated or its own lateness p99 is over 10 ms,
 *   else `latency` (the server fell behind: every connection busy) unless its failed requests outnumber its dropped
 *   ones; then the rules below decide, and the evidence adds the dropped requests (schedule.ts);
 * - the failures decide when a built-in check failed, when a rate threshold (`errorRate`, `okRate`) was breached,
 *   when no latency or rps bound was breached with a measured value, or when at least one request in ten failed;
 *   then the largest failure category names it: `connect` is `unavailable`; `http5xx` is `server-errors`, unless its
 *   body blames the input (PostgreSQL's unique or foreign key violation passed on as a 500); `http4xx` is
 *   `client-errors`; `graphql` is `client-errors` when the server's first error blames the input (a unique or foreign
 *   key violation, a record not found, a value refused, `BAD_USER_INPUT`, `NOT_FOUND`), the credentials
 *   (`UNAUTHENTICATED`, `FORBIDDEN`), the document (it does not fit the schema) or the request, else `server-errors`
 *   (graphql.ts); when the input is to blame, the next step names the values to fix (input-next-step.ts); `check`
 *   (an ok status whose body failed expect.json) is `client-errors`, with
 *   the checks that failed and how often; `timeout` and `interrupted` are `timeouts`, or `generator` when the run's self-check says the
 *   generator was saturated (its own late timers make them, generator.ts), an outage of such failures too; `reset` and `protocol` are
 *   `server-errors`, since the server or a proxy in front of it broke the exchange; `other` is `client-errors` when
 *   it counts responses whose status `expect.status` does not list, else `server-errors`. A 401 or 403 (or GraphQL's
 *   `UNAUTHENTICATED`, `FORBIDDEN`) is blamed on the credentials only when the run holds no proof that they work:
 *   when the same credentials got ok responses in other scenarios, the params, the GraphQL variables, the body, the
 *   query or the route is named instead. A query parameter is a credential only when its value comes from a
 *   `${VARIABLE}` (credentials.ts);
 * - otherwise the breached latency and rps bounds: `latency` for a warm-up (only the first one or two seconds
 *   breached), `systemic` when every scenario of the run breached a latency bound, `borderline` when each breach is
 *   within 10% of its limit, else `latency` (for rps alone too).
 *
 * Thin evidence is said: a scenario of fewer than THIN_REQUESTS requests says so in its evidence, and its latency
 * triage asks for a longer run before any profiling. A failed response the engine kept is quoted (its body's start,
 * or a GraphQL error's message), as the server wrote it: each report escapes it.
 *
 * A scenario that failed only because its comparison with the baseline regressed is `regression`, with each regressed
 * metric's change and interval; one that also breached a threshold or failed a check keeps that category, and its
 * evidence adds the regression. An `inconclusive` scenario gets no triage: the reports say what would settle it.
 *
 * Without the load test (a results file judged again by `loadtool compare`), the triage uses the results alone.
 */
export function triageResults(results: RunResults, loadTest?: LoadTest): RunResults {
  const context: RunContext = {
    run: results,
    specs: new Map(loadTest?.scenarios.map((scenario) => [scenario.name, scenario])),
    systemic:
      results.scenarios.length >= 2 && results.scenarios.every((scenario) => latencyBreaches(scenario).length > 0),
  };
  return {
    ...results,
    scenarios: results.scenarios.map((scenario) => {
      if (!scenario.steps) return { ...scenario, triage: triageOf(scenario, context) };
      const steps = scenario.steps.map((step) => ({
        ...step,
        triage: triageOf(step, stepContext(context, scenario, step)),
      }));
      const own = didNotPass(scenario) ? (fromFirstStep(steps) ?? triageOf(scenario, context)) : null;
      return { ...scenario, steps, triage: own };
    }),
  };
}

/** A flow's steps are triaged on their own; the flow's triage names its first step that did not pass. */
function triageOf(result: ScenarioResult, context: RunContext): Triage | null {
  return didNotPass(result) ? withThinEvidence(withRegression(triageScenario(result, context), result), result) : null;
}

/** Adds the regressed metrics to the evidence of a scenario that also failed for another reason. */
function withRegression(triage: Triage, result: ScenarioResult): Triage {
  if (triage.category === 'regression' || result.comparison?.verdict !== 'regressed') return triage;
  return {
    ...triage,
    evidence: `${triage.evidence}; also regressed against the baseline: ${regressionEvidence(result.comparison)}`,
  };
}

function didNotPass({ outcome }: ScenarioResult): boolean {
  return outcome === 'failed' || outcome === 'errored';
}

function triageScenario(result: ScenarioResult, context: RunContext): Triage {
  const { run } = context;
  const { failed } = result.requests;
  if (result.outcome === 'errored') {
    const quoted = `the scenario errored with "${errorReason(result)}"`;
    if (failed > 0) {
      const triage = fromFailures(result, context);
      return { ...triage, evidence: `${quoted}; ${triage.evidence}` };
    }
    return couldNotStart(result, quoted, run);
  }
  const availability = result.failedChecks?.find(({ check }) => check === 'availability');
  const outage = availability && findOutage(result);
  // Timeouts that fill whole seconds in a run whose generator was saturated are its own, not an outage (generator.ts).
  if (availability && outage && !lateGenerator(result, run)) {
    const failures = stoppedAnswering(result, context, availability.message, outage);
    if (failures) return failures;
    const own = fromFailures(result, context);
    return { ...own, evidence: `${answeredThroughout(outage)}; ${own.evidence}` };
  }
  const schedule = scheduleTriage(result, run);
  if (schedule) return schedule;
  return withDropped(fromBreaches(result, context), result);
}

/** Returns the triage of a scenario that ran and stayed available: its failures, its breaches or its regression. */
function fromBreaches(result: ScenarioResult, context: RunContext): Triage {
  const spec = context.specs.get(result.name);
  const { total, failed } = result.requests;
  const checkFailed = (result.failedChecks?.length ?? 0) > 0;
  const breached = result.thresholds.filter((threshold) => !threshold.passed);
  const rateBreached = breached.some((threshold) => threshold.unit === '%');
  const performance = breached.filter((threshold) => threshold.unit !== '%' && threshold.actual !== undefined);
  if (result.comparison?.verdict === 'regressed' && breached.length === 0 && !checkFailed)
    return fromRegression(result, result.comparison);
  if (failed > 0 && (checkFailed || rateBreached || performance.length === 0 || failed >= total * FAILURES_EXPLAIN))
    return fromFailures(result, context);
  if (performance.length > 0) return fromPerformance(result, spec, context, performance);
  return {
    category: 'latency',
    evidence: breached.length > 0 ? breached.map(describeBreach).join(', ') : 'no breached threshold was recorded',
    nextStep: `rerun the scenario alone (loadtool run --scenario "${result.name}") and compare its figures with its thresholds`,
  };
}

/** Adds `only 6 requests: rerun longer before drawing conclusions` to the evidence of a scenario with few requests. */
function withThinEvidence(triage: Triage, result: ScenarioResult): Triage {
  const thin = thinEvidence(result);
  return thin && !triage.evidence.includes(thin) ? { ...triage, evidence: `${triage.evidence}; ${thin}` } : triage;
}
