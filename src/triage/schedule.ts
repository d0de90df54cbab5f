// The open model's own triage: a scenario that did not keep its schedule, and whether generator or server fell behind.
import type { ArrivalResult, RunResults, ScenarioResult, Triage } from '../results/types.js';
import { formatCount, formatNumber, formatShare, selfCheckMessage } from '../results/wording.js';
import { hasResponses } from '../results/responses.js';
import { dueCount, peakTarget, rateFigures, scheduledLoad } from '../results/arrival-wording.js';
import { FAILURES_EXPLAIN } from './context.js';

// Not keeping it: below 95% of the target rate, or requests dropped. The two causes need opposite fixes.

/** Below this share of the target rate, an open-model scenario did not keep its schedule. */
const TARGET_SHARE = 0.95;

/**
 * A scheduler this late at p99 (actual minus intended start) is the generator falling behind: a healthy one is well
 * under a millisecond late, so 10 ms is far past noise yet short of any server's stall.
 */
const LATE_MS = 10;

/** How many of the connections needed at the p95 service time are worth asking for: room for bursts and stalls. */
const HEADROOM = 2;

/**
 * Returns the triage of an open-model scenario that did not keep its schedule, when that is what explains it:
 * `generator` when the run's self-check says the generator was saturated or its own lateness p99 is over 10 ms
 * (then every figure may be the generator's own), unless failed requests outnumber the dropped ones and are one in
 * ten of those sent; else `latency` (the server fell behind: every connection busy) when the dropped requests are at
 * least as many as the failed ones and the server answered. Undefined for a scenario that kept its schedule, or whose
 * failures outnumber its dropped requests (they explain it first).
 */
export function scheduleTriage(result: ScenarioResult, run: RunResults): Triage | undefined {
  const { arrival } = result;
  if (!arrival || !fellBehind(result, arrival)) return undefined;
  const { total, failed, dropped = 0 } = result.requests;
  const failuresFirst = failed > dropped;
  if (run.generator.saturated || arrival.latenessP99Ms > LATE_MS)
    // A late generator sends late, but a 401 is a 401: many failures keep their own category.
    return failuresFirst && failed >= total * FAILURES_EXPLAIN ? undefined : generatorBehind(result, arrival, run);
  if (failuresFirst || !hasResponses(result)) return undefined;
  return serverBehind(result, arrival);
}

/** Returns the triage with the dropped requests added to its evidence, for an open-model scenario that dropped some. */
export function withDropped(triage: Triage, result: ScenarioResult): Triage {
  const dropped = result.requests.dropped ?? 0;
  if (!result.arrival || dropped === 0) return triage;
  return {
    ...triage,
    evidence: `${triage.evidence}; also ${droppedRequests(result)}: every connection was busy at their due time`,
  };
}

function fellBehind(result: ScenarioResult, arrival: ArrivalResult): boolean {
  return (result.requests.dropped ?? 0) > 0 || arrival.achievedRate < arrival.targetRate * TARGET_SHARE;
}

function generatorBehind(result: ScenarioResult, arrival: ArrivalResult, run: RunResults): Triage {
  const dropped = (result.requests.dropped ?? 0) > 0 ? `, ${droppedRequests(result)}` : '';
  const saturated = run.generator.saturated ? `; ${selfCheckMessage(run)}` : '';
  return {
    category: 'generator',
    evidence: `the load generator could not keep the schedule: ${started(arrival)}${dropped}, its own lateness p99 ${formatNumber(arrival.latenessP99Ms)} ms (requests started that long after they were due)${saturated}`,
    nextStep: `these figures are the load generator's limit, not the server's: give it more CPU (--workers auto, or a bigger runner), run fewer scenarios at once, or split the rate over several runners with --shard, then run again`,
  };
}

function serverBehind(result: ScenarioResult, arrival: ArrivalResult): Triage {
  const { failed } = result.requests;
  const dropped = (result.requests.dropped ?? 0) > 0 ? `; ${droppedRequests(result)}` : '';
  const busy = dropped
    ? `: every one of the ${formatCount(arrival.maxUsers)} connections was busy at their due time, service time p95 ${formatNumber(arrival.serviceMs.p95)} ms`
    : '';
  const failures = failed > 0 ? `; ${formatCount(failed)} of the requests sent failed (${topCategories(result)})` : '';
  return {
    category: 'latency',
    evidence: `${started(arrival)}${dropped}${busy}; the load generator kept its schedule (lateness p99 ${formatNumber(arrival.latenessP99Ms)} ms)${failures}`,
    nextStep: serverNextStep(result, arrival),
  };
}

/**
 * Little's law: a rate of R requests/s served in S seconds each keeps R × S requests in flight. When maxUsers is short
 * of that (with headroom), it is the test's limit as much as the server's; when it is not, the server stalled.
 */
function serverNextStep(result: ScenarioResult, arrival: ArrivalResult): string {
  const rate = scheduledLoad(result, arrival);
  const { p95, p99, max } = arrival.serviceMs;
  const needed = Math.max(1, Math.ceil((peakTarget(result, arrival) * p95) / 1000));
  if (needed * HEADROOM > arrival.maxUsers)
    return `the server did not keep up with ${rate} on ${formatCount(arrival.maxUsers)} connections: at a service time of ${formatNumber(p95)} ms (p95), ${rate} needs about ${formatCount(needed)} requests in flight; raise maxUsers (e.g. maxUsers: ${needed * HEADROOM}) if the server should cope with that many at once, or make ${result.endpoint} faster`;
  return `the server stalled: at a service time of ${formatNumber(p95)} ms (p95), ${rate} needs only about ${formatCount(needed)} of the ${formatCount(arrival.maxUsers)} connections, but its slowest answers (p99 ${formatNumber(p99)} ms, max ${formatNumber(max)} ms) held them all; look at what ${result.endpoint} waits on when it stalls (locks, pauses, a pool), or raise maxUsers if such stalls are acceptable`;
}

/** Returns `150 of 200 requests/s started (75% of the target)`. */
function started(arrival: ArrivalResult): string {
  return `${rateFigures(arrival)} (${formatShare(arrival.achievedRate, arrival.targetRate)} of the target)`;
}

/** Returns `500 requests dropped (25% of 2,000 due)`. */
function droppedRequests(result: ScenarioResult): string {
  const dropped = result.requests.dropped ?? 0;
  const due = dueCount(result);
  return `${formatCount(dropped)} ${dropped === 1 ? 'request' : 'requests'} dropped (${formatShare(dropped, due)} of ${formatCount(due)} due)`;
}

/** Returns `http5xx 20, timeout 3`: the two largest failure categories. */
function topCategories(result: ScenarioResult): string {
  return Object.entries(result.requests.byCategory)
    .filter(([, count]) => count > 0)
    .sort(([a, x], [b, y]) => y - x || a.localeCompare(b))
    .slice(0, 2)
    .map(([category, count]) => `${category} ${formatCount(count)}`)
    .join(', ');
}
