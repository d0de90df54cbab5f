// How an open-model scenario's schedule is said to people, by the reports and the triage alike.
import type { ArrivalResult, ScenarioResult } from './types.js';
import { hasResponses } from './responses.js';
import { formatCount, formatNumber, formatShare } from './wording.js';

// Shared so that the rate, the dropped requests and the service time read the same everywhere. Not escaped for any
// medium: each caller escapes.

/** Returns a rate as `200/s`. */
export function perSecond(rate: number): string {
  return `${formatNumber(rate)}/s`;
}

/** Returns the highest rate the schedule asked for: the timeline's targets, else the average target. */
export function peakTarget(result: ScenarioResult, arrival: ArrivalResult): number {
  return result.timeline.reduce((peak, { target }) => Math.max(peak, target ?? 0), arrival.targetRate);
}

/** Returns the load of an open-model scenario as `200/s`, or `up to 300/s` for a schedule whose rate varied. */
export function scheduledLoad(result: ScenarioResult, arrival: ArrivalResult): string {
  const peak = peakTarget(result, arrival);
  // The average of a steady rate may differ from its seconds' targets by rounding only.
  return peak > arrival.targetRate * 1.01 ? `up to ${perSecond(peak)}` : perSecond(arrival.targetRate);
}

/** Returns the requests that were due: those started and those dropped. */
export function dueCount(result: ScenarioResult): number {
  return result.requests.total + (result.requests.dropped ?? 0);
}

/** Returns `198 of 200 requests/s started`. */
export function rateFigures(arrival: ArrivalResult): string {
  return `${formatNumber(arrival.achievedRate)} of ${formatNumber(arrival.targetRate)} requests/s started`;
}

/** Returns `20 dropped (1% of 2,000 due: every one of the 400 connections was busy)`, or `none dropped`. */
function droppedFigures(result: ScenarioResult, arrival: ArrivalResult): string {
  const dropped = result.requests.dropped ?? 0;
  if (dropped === 0) return 'none dropped';
  const due = dueCount(result);
  return `${formatCount(dropped)} dropped (${formatShare(dropped, due)} of ${formatCount(due)} due: every one of the ${formatCount(arrival.maxUsers)} connections was busy)`;
}

/** Returns `service time p95 8.4 ms, p99 14.2 ms`. */
export function serviceFigures(arrival: ArrivalResult): string {
  return `service time p95 ${formatNumber(arrival.serviceMs.p95)} ms, p99 ${formatNumber(arrival.serviceMs.p99)} ms`;
}

/**
 * Returns an open-model scenario's schedule as one sentence: `198 of 200 requests/s started, 20 dropped (…); latency
 * from the intended start p95 10.3 ms, p99 20.5 ms; service time p95 8.4 ms, p99 14.2 ms; schedule lateness p99 0.4 ms`.
 */
export function arrivalSentence(result: ScenarioResult, arrival: ArrivalResult): string {
  const { p95, p99 } = result.latencyMs;
  return [
    `${rateFigures(arrival)}, ${droppedFigures(result, arrival)}`,
    ...(hasResponses(result)
      ? [
          `latency from the intended start p95 ${formatNumber(p95)} ms, p99 ${formatNumber(p99)} ms`,
          serviceFigures(arrival),
        ]
      : ['no response']),
    `schedule lateness p99 ${formatNumber(arrival.latenessP99Ms)} ms`,
  ].join('; ');
}
