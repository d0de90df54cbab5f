// What every report says of the comparison with a baseline, as plain text that each report escapes its own way:
// each metric's median of rounds base → head with the shift over rounds, its interval and verdict (how sure, at the
// run's level), the run's false-alarm rate, outlier rounds and warm-ups, why a scenario was not compared, or that
// there was no baseline.

import type {
  Comparison,
  MetricComparison,
  RegressionVerdict,
  RunRegression,
  RunResults,
  ScenarioResult,
  StepComparison,
} from '../results/types.js';
import { capitalized, formatNumber, skipReason } from '../results/wording.js';
import { conclusiveHint, describeChange, formatTolerance, howSure } from '../triage/regression-causes.js';
import { environmentSentence } from '../results/environment-words.js';
import { skippedBySkipKey } from '../results/not-started.js';

/** The verdict's icon. Inconclusive is ❔ as its outcome is, not ⚠️, which says a scenario could not run. */
export const VERDICT_ICONS: Record<RegressionVerdict, string> = {
  unchanged: '✅',
  regressed: '❌',
  inconclusive: '❔',
};

/** What a step's verdict says beside it: it is reported, but the scenario's verdict is the one that decides. */
const STEP_NOT_JUDGED = 'step, not judged';

/**
 * Returns a verdict with its icon (`❌ regressed`), then `detail` in parentheses when given (how sure, see howSure);
 * a step's, unless unchanged, marked as not judged.
 */
export function verdictText(verdict: RegressionVerdict, step = false, detail?: string): string {
  const text = `${VERDICT_ICONS[verdict]} ${verdict}`;
  if (step && verdict !== 'unchanged') return `${text} (${STEP_NOT_JUDGED})`;
  return detail ? `${text} (${detail})` : text;
}

/**
 * What a metric's two figures are: the median of each side's per-round values, the figures the shift over rounds
 * compares; or, in a results file written before medians were kept, each side's metric over all its rounds pooled,
 * which the shift does not compare (so a pooled 4.31 → 3 ms may sit beside a shift of −6%): labelled either way, so
 * that no reader takes the shift for the change of the figures beside it.
 */
export type FiguresLabel = 'median of rounds' | 'over all rounds';

/** Returns what a metric's figures are (see FiguresLabel). */
export function figuresLabel(metric: MetricComparison): FiguresLabel {
  return metric.medians ? 'median of rounds' : 'over all rounds';
}

/** How a metric's comparison is worded: a step's (never judged), and the run's control of its comparisons. */
export interface MetricOptions {
  /** A step's: marked as not judged, without a p-value. */
  step?: boolean;
  /** The run's control of every comparison (results.regression): how sure a regressed verdict is. */
  run?: RunRegression | undefined;
  /** Only the adjusted p-value after a verdict, for the pull-request comment. */
  short?: boolean;
}

/** One metric of a compared scenario, in parts for a table row or a line. */
export interface MetricParts {
  key: string;
  /** What the figures are: `median of rounds`, or `over all rounds` in older files. */
  label: FiguresLabel;
  /** `120 → 148 ms`: the figures the label names, the unit once. */
  baseToHead: string;
  /** The shift over rounds and its interval: `+23% (95% CI +17% … +30%)` */
  change: string;
  /** `10% (line 12)` */
  tolerance: string;
  /** `❌ regressed (p 0.00002; 0.0012 adjusted for 60 comparisons, ≤ 0.01)` */
  verdict: string;
}

/**
 * Returns a metric's parts: its figures and what they are (the medians of rounds, else the pooled figures of an older
 * file), the shift with its interval, the tolerance, icon and verdict with how sure it is at the run's level (a
 * step's marked as not judged, see verdictText).
 */
export function metricParts(metric: MetricComparison, confidence: number, options: MetricOptions = {}): MetricParts {
  const [base, head] = metric.medians ? [metric.medians.base, metric.medians.head] : [metric.base, metric.head];
  const detail = options.step ? undefined : howSure(metric, options.run, options.short);
  return {
    key: metric.key,
    label: figuresLabel(metric),
    baseToHead: `${formatNumber(base)} → ${formatNumber(head)}${unitOf(metric)}`,
    change: describeChange(metric, confidence),
    tolerance: `${formatTolerance(metric)} (line ${metric.line})`,
    verdict: verdictText(metric.verdict, options.step, detail),
  };
}

/**
 * Returns a metric on one line: `p95 median of rounds 120 → 148 ms; shift +23% (95% CI +17% … +30%), tolerance 10%
 * (line 12): ❌ regressed (p 0.00002; 0.0012 adjusted for 60 comparisons, ≤ 0.01)`.
 */
export function metricLine(metric: MetricComparison, confidence: number, options: MetricOptions = {}): string {
  const parts = metricParts(metric, confidence, options);
  return `${parts.key} ${parts.label} ${parts.baseToHead}; shift ${parts.change}, tolerance ${parts.tolerance}: ${parts.verdict}`;
}

/** Returns a metric's unit as written after its figures: ` ms`, ` req/s`, `%` (errorRate). */
function unitOf(metric: Pick<MetricComparison, 'key'>): string {
  if (metric.key === 'rps') return ' req/s';
  return metric.key === 'errorRate' ? '%' : ' ms';
}

/**
 * Returns the run's control of its comparisons as a sentence, or undefined without one (no baseline, an older file):
 * `Run level: 60 comparisons held together to a 1% false-alarm rate (Holm–Bonferroni): if nothing changed, this run
 * reports a regression anywhere at most 1% of the time.`
 */
export function runLevelSentence(results: RunResults): string | undefined {
  const { regression } = results;
  if (!results.baseline || !regression) return undefined;
  const rate = `${formatNumber(regression.falseAlarmRate * 100)}%`;
  const count = `${regression.comparisons} ${regression.comparisons === 1 ? 'comparison' : 'comparisons'}`;
  return `Run level: ${count} held together to a ${rate} false-alarm rate (Holm–Bonferroni): if nothing changed, this run reports a regression anywhere at most ${rate} of the time.`;
}

/**
 * Returns, when the two runs of a comparison across time ran on machines that differ (results.regression.environment),
 * what differed and that every verdict is at most inconclusive, capitalized (environmentSentence); else undefined.
 */
export function environmentWarning(results: RunResults): string | undefined {
  const environment = results.regression?.environment;
  const sentence = environment ? environmentSentence(environment) : undefined;
  if (!sentence) return undefined;
  return `${capitalized(sentence)}${sentence.endsWith('.') ? '' : '.'}`;
}

/** How a report writes the run's notes on its comparison: a warning, and a note. */
export interface RunNoteStyle {
  warning: (text: string) => string;
  note: (text: string) => string;
}

/**
 * Returns the run's notes on its comparison with a baseline, each written by `style`, none when there is nothing to
 * say: the warning when the two runs' machines differed (environmentWarning), then the run level (runLevelSentence).
 */
export function runNotes(results: RunResults, style: RunNoteStyle): string[] {
  const warning = environmentWarning(results);
  const runLevel = runLevelSentence(results);
  return [...(warning ? [style.warning(warning)] : []), ...(runLevel ? [style.note(runLevel)] : [])];
}

/** What roundNotes reads of a comparison: a scenario's, or a step's (which has no p95 by round nor warm-ups). */
export type RoundsOfNote = Pick<Comparison, 'metrics' | 'rounds'> &
  Partial<Pick<Comparison, 'p95ByRound' | 'warmUp' | 'first'>>;

/**
 * Returns a compared scenario's notes on its rounds as plain lines, none when there is nothing to say: the outlier
 * rounds of each metric (shown, not dropped: the shift over rounds gives one wild round little weight), p95's with
 * each round's p95 and the side's median of rounds (`outlier rounds (shown, not dropped): p95 base round 1 (578 ms;
 * the side's median 41 ms)`); and in the same-job mode each side's warm-up round, not compared (`warm-up round a side,
 * not compared: base p95 578 ms, head p95 60 ms; the base went first`).
 */
export function roundNotes(comparison: RoundsOfNote): string[] {
  const outliers = comparison.metrics.flatMap((metric) => {
    if (!metric.outliers) return [];
    const sides = (['base', 'head'] as const)
      .filter((side) => metric.outliers![side].length > 0)
      .map((side) => outlierSide(comparison, metric, side));
    return sides.length > 0 ? [`${metric.key} ${sides.join(', ')}`] : [];
  });
  const notes = outliers.length > 0 ? [`outlier rounds (shown, not dropped): ${outliers.join('; ')}`] : [];
  const { warmUp, first } = comparison;
  if (warmUp) {
    const side = (name: 'base' | 'head') =>
      warmUp[name] === undefined ? `${name} no latency` : `${name} p95 ${formatNumber(warmUp[name])} ms`;
    notes.push(
      `warm-up round a side, not compared: ${side('base')}, ${side('head')}${first ? `; the ${first} went first` : ''}`,
    );
  }
  return notes;
}

/**
 * Returns a side's outlier rounds of a metric: `base rounds 1, 4`, and for p95, when each round's p95 is known
 * (p95ByRound has a value for every round of the side), with them and the side's median: `base round 1 (578 ms; the
 * side's median 41 ms)`.
 */
function outlierSide(comparison: RoundsOfNote, metric: MetricComparison, side: 'base' | 'head'): string {
  const rounds = metric.outliers![side];
  const named = `${side} ${rounds.length === 1 ? 'round' : 'rounds'} ${rounds.join(', ')}`;
  const byRound = comparison.p95ByRound?.[side];
  if (metric.key !== 'p95' || byRound?.length !== comparison.rounds[side]) return named;
  const values = rounds.map((round) => byRound[round - 1]);
  if (values.some((value) => value === undefined)) return named;
  const median = metric.medians ? `; the side's median ${formatNumber(metric.medians[side])} ms` : '';
  return `${named} (${values.map((value) => formatNumber(value!)).join(', ')} ms${median})`;
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
export function inconclusiveHint(s: ScenarioResult, run?: RunRegression): string | undefined {
  return s.comparison ? conclusiveHint(s.comparison, run) : undefined;
}

/**
 * Returns the comparison of the run as plain lines, empty when no scenario has tolerances or a comparison: the
 * baseline, a warning when the two runs' machines differed, the run's false-alarm rate, then a header line per
 * scenario, its metrics, notes on its rounds and what would settle it indented: the terminal and JUnit show these.
 * `text` escapes what did not come from us (names, the baseline's path) for where the lines go; the sentences of our
 * own go through it too.
 */
export function comparisonLines(results: RunResults, text: (untrusted: string) => string): string[] {
  const none = noBaselineSentence(results);
  if (none) return [none];
  if (!results.baseline) return [];
  const run = results.regression;
  return [
    baselineSentence(results, text)!,
    ...runNotes(results, { warning: (warning) => `Warning: ${text(warning)}`, note: text }),
    ...results.scenarios.flatMap((s) => {
      const reason = notComparedReason(s);
      if (reason) return [`  ${text(s.name)}: ${reason}`];
      const { comparison } = s;
      const hint = conclusiveHint(comparison!, run);
      return [
        `  ${text(s.name)}: ${VERDICT_ICONS[comparison!.verdict]} ${comparison!.verdict} (${comparison!.rounds.base} base rounds, ${comparison!.rounds.head} head rounds)`,
        ...comparison!.metrics.map((metric) => `    ${metricLine(metric, comparison!.confidence, { run })}`),
        ...roundNotes(comparison!).map((note) => `    ${text(note)}`),
        ...(hint ? [`    ${text(hint)}`] : []),
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
    ...step.metrics.map((metric) => `  ${metricLine(metric, step.confidence, { step: true })}`),
  ];
}

/** Returns the comparison of the step of that name in its scenario's comparison, if it was compared. */
export function stepComparison(comparison: Comparison | undefined, name: string): StepComparison | undefined {
  return comparison?.steps?.find((step) => step.name === name);
}
