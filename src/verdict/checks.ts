// The built-in checks that fail a scenario beside its thresholds: an outage, `expect.json`, conformance.
import type { ErrorCategory, FailedCheck, ScenarioResult } from '../results/types.js';
import { formatCount } from '../results/wording.js';

/**
 * Seconds with failures and not one ok response that make an outage. One such second alone is not enough: at a
 * request or two per second (one user, a slow endpoint), a single failed request fills a second by itself.
 */
const OUTAGE_SECONDS = 2;

/**
 * The failures that are answers which did not come: no response (a timeout, a connection refused or reset, a
 * response cut short or not HTTP), or a 5xx, which is what a proxy answers for a service behind it that stopped. A
 * scenario whose failures are all other answers (a 4xx, GraphQL `errors` with a 200, a failed check, a mismatch with
 * the schema), however quick, got its answers: it has no outage.
 */
const UNANSWERED: readonly ErrorCategory[] = ['timeout', 'connect', 'reset', 'interrupted', 'protocol', 'http5xx'];

/** A stretch of the timeline in which the service gave no ok response; see findOutage. */
export interface Outage {
  /** Its first second with a failure, 0-based as in the timeline: second 2 starts 2 s into the scenario. */
  fromSecond: number;
  /** The second of the next ok response; the timeline's length when none came (the service never recovered). */
  untilSecond: number;
  /** Whether an ok response came after it. */
  recovered: boolean;
  /** The seconds of the timeline (its last one included). */
  seconds: number;
}

/**
 * Returns the first outage of the scenario's timeline, or undefined: at least OUTAGE_SECONDS seconds that each had
 * failures and not one ok response (ok = requests − errors), with no second between them that had an ok response.
 * A second in which no request ended (every user still waiting, as on a hung server) neither starts nor breaks an
 * outage. Every second counts, the last one too: it is whole (durations are whole seconds) and also holds the
 * responses of the grace period. A scenario that never got an ok response has no outage: it did not stop answering,
 * it never answered, which is the `ok-responses` check.
 */
export function findOutage(result: ScenarioResult): Outage | undefined {
  if (result.requests.ok === 0) return undefined;
  const seconds = result.timeline.length;
  let from: number | undefined;
  let failing = 0;
  for (const { second, requests, errors } of result.timeline) {
    if (requests - errors > 0) {
      if (from !== undefined && failing >= OUTAGE_SECONDS)
        return { fromSecond: from, untilSecond: second, recovered: true, seconds };
      from = undefined;
      failing = 0;
    } else if (errors > 0) {
      from ??= second;
      failing++;
    }
  }
  return from !== undefined && failing >= OUTAGE_SECONDS
    ? { fromSecond: from, untilSecond: seconds, recovered: false, seconds }
    : undefined;
}

/** Returns the outage as a sentence for people: `the service stopped answering from second 2 of 6 (…)`. */
function describeOutage(outage: Outage): string {
  const { fromSecond, untilSecond, recovered, seconds } = outage;
  const span = untilSecond - fromSecond;
  const into = `${fromSecond} s into the run`;
  return recovered
    ? `the service did not answer from second ${fromSecond} to second ${untilSecond - 1} of ${seconds} (${into}): not one ok response for ${span} ${span === 1 ? 'second' : 'seconds'}, then it answered again`
    : `the service stopped answering from second ${fromSecond} of ${seconds} (${into}): not one ok response in its last ${span} ${span === 1 ? 'second' : 'seconds'}`;
}

/**
 * Returns the built-in checks the scenario failed, whatever its thresholds: `ok-responses` when it made requests and
 * not one got an ok response (a gate must not pass a scenario that never worked, thresholds or not),
 * `availability` when the service stopped answering during the run (see findOutage and UNANSWERED), and `conformance` when a
 * response did not match the API schema.
 */
export function failedChecks(result: ScenarioResult): FailedCheck[] {
  const checks: FailedCheck[] = [];
  const { total, ok } = result.requests;
  if (total > 0 && ok === 0)
    checks.push({
      check: 'ok-responses',
      message: `not one of the ${formatCount(total)} ${total === 1 ? 'request' : 'requests'} got an ok response`,
    });
  // The check is about answers that did not come: seconds of quick answers with errors (UNANSWERED) are not an outage.
  const outage = UNANSWERED.some((category) => (result.requests.byCategory[category] ?? 0) > 0) && findOutage(result);
  if (outage) checks.push({ check: 'availability', message: describeOutage(outage), fromSecond: outage.fromSecond });
  // Only a sample of the responses is checked against the schema (engine/http/conformance.ts): one that did not match is
  // a broken contract, however few the sample makes it.
  const nonConforming = result.requests.byCategory.conformance ?? 0;
  if (nonConforming > 0)
    checks.push({
      check: 'conformance',
      message: `${formatCount(nonConforming)} of the responses checked against the API schema did not match it`,
    });
  return checks;
}
