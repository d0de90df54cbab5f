// What every report says of the comparison with a baseline, as plain text that each report escapes its own way:
// base → head per metric with its interval and verdict, why a scenario was not compared, or that there was no
// baseline.

import type {
  Comparison,
  MetricComparison,
  RegressionVerdict,
  RunResults,
  ScenarioResult,
  StepComparison,
} from '../results/types.js';
import { formatNumber, skipReason } from '../results/wording.js';
import { conclusiveHint, describeChange, formatTolerance } from '../triage/regression-causes.js';
import { skippedBySkipKey } from '../results/not-started.js';

/** The verdict's icon. Inconclusive is ❔ as its outcome is, not ⚠️, which says a scenario could not run. */
export const VERDICT_ICONS: Record<RegressionVerdict, string> = {
  unchanged: '✅',
  regressed: '❌',
  inconclusive: '❔',
};

/** What a step's verdict says beside it: it is reported, but the scenario's verdict is the one that decides. */
export const STEP_NOT_JUDGED = 'step, not judged';

/** Returns a verdict with its icon (`❌ regressed`); a step's, unless unchanged, marked as not judged. */
export function verdictText(verdict: RegressionVerdict, step = false): string {
  const text = `${VERDICT_ICONS[verdict]} ${verdict}`;
  return step && verdict !== 'unchanged' ? `${text} (${STEP_NOT_JUDGED})` : text;
}

/** One metric of a compared scenario, in parts for a table row or a line. */
export interface MetricParts {
  key: string;
  /** `120 ms → 148 ms` */
  baseToHead: string;
  /** `+23% (95% CI +17% … +30%)` */
  change: string;
  /** `10% (line 12)` */
  tolerance: string;
  /** `❌ regressed` */
  verdict: string;
}

/**
 * Returns a metric's parts: base → head in its unit, the change with its interval, the tolerance, icon and verdict
 * (a step's marked as not judged, see verdictText).
 */
export function metricParts(metric: MetricComparison, confidence: number, step = false): MetricParts {
  return {
    key: metric.key,
    baseToHead: `${figure(metric, metric.base)} → ${figure(metric, metric.head)}`,
    change: describeChange(metric, confidence),
    tolerance: `${formatTolerance(metric)} (line ${metric.line})`,
    verdict: verdictText(metric.verdict, step),
  };
}

/** Returns a metric on one line: `p95 120 ms → 148 ms, +23% (95% CI +17% … +30%), tolerance 10% (line 12): ❌ regressed`. */
export function metricLine(metric: MetricComparison, confidence: number, step = false): string {
  const parts = metricParts(metric, confidence, step);
  return `${parts.key} ${parts.baseToHead}, ${parts.change}, tolerance ${parts.tolerance}: ${parts.verdict}`;
}

function figure(metric: MetricComparison, value: number): string {
  if (metric.key === 'rps') return `${formatNumber(value)} req/s`;
  if (metric.key === 'errorRate') return `${formatNumber(value)}%`;
  return `${formatNumber(value)} ms`;
}

/**
 * Returns why a scenario of a run with a baseline was not compared, or undefined when it was: it has no tolerances,
 * it did not run to the end, this run has no rounds of it, or the baseline has no scenario of that name with rounds.
 */
export function notComparedReason(s: ScenarioResult): string | undefined {
  if (s.comparison) return undefined;
  if (s.outcome === 'skipped')
    return `not compared: it was not run (${skippedBySkipKey([s]) ? 'skip: in the load test' : skipReason(s)})`;
  if (!s.tolerances?.length) return 'not compared: it has no regression tolerances (regression: in the load test)';
  if (s.outcome === 'errored' || s.outcome === 'cancelled')
    return `not compared: it ${s.outcome === 'errored' ? 'could not run' : 'was cancelled'}`;
  if (!s.rounds?.length) return 'not compared: this run has no rounds of it';
  return 'not compared: the baseline has no scenario of this name with rounds (a renamed or new scenario, or a baseline written before rounds existed)';
}

/**
 * Returns the sentence of a run whose load test has tolerances but that had no baseline, or undefined: the tolerances
 * were not checked, and how to give one.
 */
export function noBaselineSentence(results: RunResults): string | undefined {
  if (results.baseline) return undefined;
  const withTolerances = results.scenarios.filter((s) => s.tolerances?.length).length;
  if (withTolerances === 0) return undefined;
  return `no baseline: the regression tolerances of ${withTolerances} ${withTolerances === 1 ? 'scenario were' : 'scenarios were'} not checked; give a results.json of the base branch with --baseline FILE (action input baseline), or compare two with loadtool compare BASE HEAD`;
}

/** Returns the baseline as a sentence: `a results file (base/results.json) of a run started 2026-11-22T20:00:00Z`. */
export function baselineSentence(results: RunResults, text: (untrusted: string) => string): string | undefined {
  const { baseline } = results;
  if (!baseline) return undefined;
  const kind = baseline.kind === 'file' ? 'the results file' : 'the base build at';
  return `compared with ${kind} ${text(baseline.source)}, run at ${text(baseline.startedAt)}`;
}

/** Returns what would settle an inconclusive scenario, or undefined: see conclusiveHint. */
export function inconclusiveHint(s: ScenarioResult): string | undefined {
  return s.comparison ? conclusiveHint(s.comparison) : undefined;
}

/**
 * Returns the comparison of the run as plain lines (a header line per scenario, its metrics indented), empty when no
 * scenario has tolerances or a comparison: the terminal and JUnit show these. `text` escapes what did not come from
 * us (names, the baseline's path) for where the lines go.
 */
export function comparisonLines(results: RunResults, text: (untrusted: string) => string): string[] {
  const none = noBaselineSentence(results);
  if (none) return [none];
  if (!results.baseline) return [];
  return [
    baselineSentence(results, text)!,
    ...results.scenarios.flatMap((s) => {
      const reason = notComparedReason(s);
      if (reason) return [`  ${text(s.name)}: ${reason}`];
      const { comparison } = s;
      const hint = conclusiveHint(comparison!);
      return [
        `  ${text(s.name)}: ${VERDICT_ICONS[comparison!.verdict]} ${comparison!.verdict} (${comparison!.rounds.base} base rounds, ${comparison!.rounds.head} head rounds)`,
        ...comparison!.metrics.map((metric) => `    ${metricLine(metric, comparison!.confidence)}`),
        ...(hint ? [`    ${hint}`] : []),
        ...(comparison!.steps ?? []).flatMap((step) => stepLines(step, text).map((line) => `    ${line}`)),
      ];
    }),
  ];
}

/**
 * Returns a step's comparison as plain lines, a header (`↳ Log in: ❌ regressed (step, not judged; 6 base rounds, 6
 * head rounds)`) and its metrics indented: the terminal shows them under the scenario, JUnit in the step's test case.
 */
export function stepLines(step: StepComparison, text: (untrusted: string) => string): string[] {
  const mark = step.verdict === 'unchanged' ? '' : `${STEP_NOT_JUDGED}; `;
  const rounds = `${mark}${step.rounds.base} base rounds, ${step.rounds.head} head rounds`;
  return [
    `↳ ${text(step.name)}: ${VERDICT_ICONS[step.verdict]} ${step.verdict} (${rounds})`,
    ...step.metrics.map((metric) => `  ${metricLine(metric, step.confidence, true)}`),
  ];
}

/** Returns the comparison of the step of that name in its scenario's comparison, if it was compared. */
export function stepComparison(comparison: Comparison | undefined, name: string): StepComparison | undefined {
  return comparison?.steps?.find((step) => step.name === name);
}
