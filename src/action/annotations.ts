// The load test's annotations on a run: breaches, failures and warnings at their lines, within GitHub's limits.
import type { Comparison, MetricComparison, RunRegression, RunResults, ScenarioResult } from '../results/types.js';
import { metricLine } from '../report/comparison-lines.js';
import { conclusiveHint } from '../triage/regression-causes.js';
import { clip, plainText } from '../report/escape.js';
import { describeBreach, errorReason, skippedScenarios, skipReason } from '../results/wording.js';
import { breaches, didNotRun } from '../verdict/breaches.js';
import { qualifiedName, withSteps } from '../results/steps.js';
import { skippedBySkipKey } from '../results/not-started.js';

/** What an annotation on the load test is about; the step counts what it leaves out by kind. */
type AnnotationKind =
  'could-not-run' | 'failed-check' | 'breach' | 'regression' | 'inconclusive' | 'not-started' | 'skipped';

/** One annotation on a line of the load test: title and message in plain text, their untrusted parts as `plainText`. */
export interface LoadTestAnnotation {
  kind: AnnotationKind;
  /** The scenario's name, as written in the load test. */
  scenario: string;
  /**
   * `failure` fails the scenario; `warning` does not, but asks for attention (a comparison with the baseline that could
   * not tell); `notice` only informs (a scenario the cancelled run never started).
   */
  level: 'failure' | 'warning' | 'notice';
  line: number;
  title: string;
  message: string;
}

/**
 * Returns the run's annotations on the load test, most telling first: each scenario that could not run (its reason),
 * each built-in check a scenario or a flow's step failed (on its line), each breached threshold (on its line, a
 * step's on the step's threshold line, the worst first), each metric that regressed against the baseline (on its
 * tolerance's line), a warning for each metric the comparison could not decide, then a notice for each scenario that the cancelled run never started, whose thresholds measured nothing, and a notice for each scenario not run on
 * purpose (`skip:`), with its reason.
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
  const compared = results.scenarios.flatMap((s) =>
    (s.comparison?.metrics ?? [])
      .filter(({ verdict }) => verdict !== 'unchanged')
      .map((metric) => comparisonAnnotation(s, metric, s.comparison!, results.regression)),
  );
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
  const skipped = skippedScenarios(results).map((s): LoadTestAnnotation => ({
    kind: 'skipped',
    scenario: s.name,
    level: 'notice',
    line: s.line,
    title: `Not run: ${plainText(s.name)}`,
    message: `${plainText(s.name)} (${plainText(s.endpoint)}) was not run${skippedBySkipKey([s]) ? ' (skip: in the load test)' : ''}: ${plainText(skipReason(s))}`,
  }));
  const regressed = compared.filter(({ kind }) => kind === 'regression');
  const inconclusive = compared.filter(({ kind }) => kind === 'inconclusive');
  return [...couldNotRun, ...failedChecks, ...breached, ...regressed, ...inconclusive, ...notStarted, ...skipped].map(
    withinGitHubLimits,
  );
}

/** GitHub refuses a check-run annotation whose title is over 255 characters or whose message is over 64 KB. */
const MAX_TITLE_CHARACTERS = 255;
const MAX_MESSAGE_BYTES = 64 * 1024;

/**
 * Returns the annotation with its title and message cut, with `…`, to what GitHub takes: a long scenario name is
 * still shown, and the check run is still created. Cut after escaping, as the text is sent; never through a pair.
 */
export function withinGitHubLimits<T extends { title: string; message: string }>(annotation: T): T {
  return {
    ...annotation,
    title: clip(annotation.title, MAX_TITLE_CHARACTERS, 'UTF-16 units'),
    message: clip(annotation.message, MAX_MESSAGE_BYTES, 'UTF-8 bytes'),
  };
}

/**
 * A regressed metric fails on its tolerance's line, with how sure at the run's level; an inconclusive one warns there,
 * with what would settle it (given the run's control `run`: its comparisons, and whether the machines differed).
 */
function comparisonAnnotation(
  s: ScenarioResult,
  metric: MetricComparison,
  comparison: Comparison,
  run: RunRegression | undefined,
): LoadTestAnnotation {
  const name = plainText(s.name);
  const figures = `${name} (${plainText(s.endpoint)}): ${metricLine(metric, comparison.confidence, { run })}`;
  const regressed = metric.verdict === 'regressed';
  const hint = regressed ? undefined : conclusiveHint(comparison, run);
  return {
    kind: regressed ? 'regression' : 'inconclusive',
    scenario: s.name,
    level: regressed ? 'failure' : 'warning',
    line: metric.line,
    title: `${regressed ? 'Regressed' : 'Inconclusive'} against the baseline: ${name}`,
    message: hint ? `${figures}; ${hint}` : figures,
  };
}
