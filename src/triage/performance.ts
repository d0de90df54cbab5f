// The triage of breached latency and rps bounds: `performance`, or borderline when within a run's noise.
import type { ScenarioResult, ThresholdResult, Triage } from '../results/types.js';
import type { Scenario } from '../loadtest/types.js';
import { describeBreach, formatNumber } from '../results/wording.js';
import type { RunContext } from './context.js';
import { users } from './figures.js';
import { thinEvidence, warmUpSeconds } from './time-shape.js';

/** A breach this close to its limit (10%) is within what two runs of the same code differ by on a shared runner. */
const BORDERLINE_MARGIN = 0.1;

/**
 * Returns the triage of breached latency and rps bounds: `latency` for a warm-up (only the first one or two seconds
 * breached), `systemic` when every scenario of the run breached a latency bound, `borderline` when each breach is
 * within 10% of its limit, else `latency` (for rps alone too). A scenario with few requests is asked to run longer.
 */
export function fromPerformance(
  result: ScenarioResult,
  spec: Scenario | undefined,
  context: RunContext,
  breaches: ThresholdResult[],
): Triage {
  const { run, systemic } = context;
  const saturated = run.generator.saturated
    ? "; the load generator was saturated during the run, so these figures may be its own, not the server's"
    : '';
  const figures = breaches.map(describeBreach).join(', ');
  const latency = breaches.filter((threshold) => threshold.unit === 'ms');
  const thin = thinEvidence(result);
  const warmUp = latency.length === breaches.length ? warmUpSeconds(result, breaches) : undefined;
  if (warmUp !== undefined)
    return {
      category: 'latency',
      evidence: `${figures}, only in the first ${warmUp === 1 ? 'second' : `${warmUp} seconds`}: every later second kept ${breaches.length > 1 ? 'the limits' : 'the limit'}, a warm-up effect${saturated}`,
      nextStep: `${thin ? 'rerun longer before drawing conclusions; ' : ''}the service was slow only while it warmed up (cold caches, connection pools, lazy loading): add rampUp (e.g. rampUp: 5s) so that the load grows while it warms up, or run longer so that the first seconds weigh less`,
    };
  // A percentile of a handful of requests is one of them: no profiling advice on that.
  if (thin)
    return {
      category: breaches.every(withinMargin) ? 'borderline' : 'latency',
      evidence: `${figures}${saturated}`,
      nextStep: `${thin} (a longer duration, and rampUp if the first requests were the slow ones), then look at ${result.endpoint} if it stays slow`,
    };
  if (systemic && latency.length > 0)
    return {
      category: 'systemic',
      evidence: `all ${run.scenarios.length} scenarios breached latency bounds at once; here ${figures}${saturated}`,
      nextStep:
        'the service as a whole (or the runner) was slow: check what the endpoints share (the database, the CPU and memory of the host) rather than one endpoint',
    };
  if (breaches.every(withinMargin))
    return {
      category: 'borderline',
      evidence: `${figures}, ${breaches.length > 1 ? 'each ' : ''}within ${BORDERLINE_MARGIN * 100}% of ${breaches.length > 1 ? 'its' : 'the'} limit${saturated}`,
      nextStep: `rerun: a margin this small is within run-to-run noise on a shared runner; or ${latency.length > 0 ? 'raise the limit a little if that latency' : `lower the ${breaches[0]!.key} limit a little if that ${breaches[0]!.unit === 'events' ? 'event count' : 'throughput'}`} is acceptable`,
    };
  if (latency.length > 0)
    return {
      category: 'latency',
      evidence: `${figures}${saturated}`,
      nextStep: `profile ${result.endpoint} at ${users(result)}: look at its database queries, caching and what else it waits on`,
    };
  // Too few events per stream (the `events` threshold): what the server sends, not how fast it answers.
  if (breaches.some((threshold) => threshold.unit === 'events'))
    return {
      category: 'latency',
      evidence: `${figures}${saturated}`,
      nextStep: `the streams carried fewer events than the limit at ${users(result)}: check what publishes them on the server during the run (for a GraphQL subscription, its trigger), that a buffer does not hold them, and the streams' faults; or lower the limit`,
    };
  return { category: 'latency', evidence: `${figures}${saturated}`, nextStep: throughputNextStep(result, spec) };
}

/** Returns the latency bounds a scenario breached with a measured value. */
export function latencyBreaches(result: ScenarioResult): ThresholdResult[] {
  return result.thresholds.filter((t) => !t.passed && t.unit === 'ms' && t.actual !== undefined);
}

/** Users that each wait for an answer (and think) cannot make more than users / (latency + think time) requests/s. */
function throughputNextStep(result: ScenarioResult, spec: Scenario | undefined): string {
  // An open-model scenario sends what its schedule asks, whatever the server does: its rate is set, not reached.
  if (result.arrival)
    return `the schedule asks for ${users(result)}, below the rps limit: raise arrivalRate (or the stages' targets) or lower the limit`;
  const cycleMs = result.latencyMs.mean + (spec?.thinkTimeMs ?? 0);
  if (!(cycleMs > 0))
    return `the server answered too slowly for that rate at ${users(result)}: raise concurrentUsers or make ${result.endpoint} faster`;
  const ceiling = (result.concurrentUsers * 1000) / cycleMs;
  return `at ${users(result)} and ${formatNumber(cycleMs)} ms per request${spec?.thinkTimeMs ? ' with thinkTime' : ''}, at most about ${formatNumber(ceiling)} req/s are possible: raise concurrentUsers or make ${result.endpoint} faster`;
}

function withinMargin({ bound, actual, limit }: ThresholdResult): boolean {
  if (actual === undefined) return false;
  return bound === 'min' ? actual >= limit * (1 - BORDERLINE_MARGIN) : actual <= limit * (1 + BORDERLINE_MARGIN);
}
