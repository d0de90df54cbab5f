import type { RunResults } from '../results/types.js';
import { plainText } from '../report/escape.js';
import { describeBreach, errorReason } from '../results/wording.js';
import { breaches, didNotRun } from '../verdict/breaches.js';
import { qualifiedName, withSteps } from '../results/steps.js';

/** What an annotation on the load test is about; the step counts what it leaves out by kind. */
export type AnnotationKind = 'could-not-run' | 'failed-check' | 'breach' | 'not-started';

/** One annotation on a line of the load test: title and message in plain text, their untrusted parts as `plainText`. */
export interface LoadTestAnnotation {
  kind: AnnotationKind;
  /** The scenario's name, as written in the load test. */
  scenario: string;
  /** `failure` fails the scenario; `notice` only informs (a scenario the cancelled run never started). */
  level: 'failure' | 'notice';
  line: number;
  title: string;
  message: string;
}

/**
 * Returns the run's annotations on the load test, most telling first: each scenario that could not run (its reason),
 * each built-in check a scenario or a flow's step failed (on its line), each breached threshold (on its line, a
 * step's on the step's threshold line, the worst first), then a notice for each scenario that the cancelled run never started, whose thresholds measured nothing.
 */
export function annotationsFor(results: RunResults): LoadTestAnnotation[] {
  const couldNotRun = results.scenarios
    .filter((s) => s.outcome === 'errored')
    .map((s): LoadTestAnnotation => ({
      kind: 'could-not-run',
      scenario: s.name,
      level: 'failure',
      line: s.line,
      title: `Could not run: ${plainText(s.name)}`,
      message: `${plainText(s.name)} (${plainText(s.endpoint)}) could not run: ${plainText(errorReason(s))}`,
    }));
  const failedChecks = withSteps(results.scenarios).flatMap((row) =>
    (row.result.failedChecks ?? []).map((check): LoadTestAnnotation => {
      const name = plainText(qualifiedName(row));
      return {
        kind: 'failed-check',
        scenario: row.flow?.name ?? row.result.name,
        level: 'failure',
        line: row.result.line,
        title: `Check failed: ${name}`,
        message: `${name} (${plainText(row.result.endpoint)}): ${plainText(check.message)}`,
      };
    }),
  );
  const breached = breaches(results).map((breach): LoadTestAnnotation => ({
    kind: 'breach',
    scenario: breach.scenario,
    level: 'failure',
    line: breach.threshold.line,
    title: `Threshold breached: ${plainText(breach.scenario)}`,
    message: `${plainText(breach.scenario)} (${plainText(breach.endpoint)}): ${describeBreach(breach.threshold)}`,
  }));
  const notStarted = results.scenarios
    .filter((s) => s.outcome === 'cancelled' && didNotRun(s))
    .map((s): LoadTestAnnotation => ({
      kind: 'not-started',
      scenario: s.name,
      level: 'notice',
      line: s.line,
      title: `Did not run: ${plainText(s.name)}`,
      message: `${plainText(s.name)} (${plainText(s.endpoint)}) did not run: the run was cancelled before it started, so its thresholds were not checked`,
    }));
  return [...couldNotRun, ...failedChecks, ...breached, ...notStarted];
}
