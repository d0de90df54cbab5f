// What `loadtool compare` prints: the head judged again with its comparisons, as markdown or terminal text.
import { notCompared } from '../compare/compare-run.js';
import {
  metricLine,
  metricParts,
  roundNotes,
  runNotes,
  VERDICT_ICONS,
  verdictText,
  type MetricOptions,
} from '../report/comparison-lines.js';
import { escapeMarkdown, plainText } from '../report/escape.js';
import type { MetricComparison, RunRegression, RunResults, StepComparison } from '../results/types.js';
import { formatNumber } from '../results/wording.js';
import { DEFAULT_REGRESSION } from '../vocabulary/regression.js';
import { conclusiveHint, describeChange } from '../triage/regression-causes.js';

/** What `loadtool compare` prints: the head judged again with its comparisons, the base it was compared with. */
export interface CompareReport {
  /** The head's results, judged again with the comparisons (each scenario's `comparison`, the run's `baseline`). */
  results: RunResults;
  base: RunResults;
  baseFile: string;
  headFile: string;
  /** The scenarios judged against DEFAULT_REGRESSION because the head kept no tolerances for them. */
  defaulted: string[];
}

/**
 * Returns the comparison as markdown: per scenario, a table of each metric's figures (the medians of rounds, or the
 * pooled figures of an older file, the column says which), the shift over rounds with its interval, the tolerance and
 * the verdict with how sure it is at the run's level.
 */
export function compareMarkdown(report: CompareReport): string {
  return render(report, {
    text: escapeMarkdown,
    heading: (text) => `### ${text}\n`,
    warning: (text) => `> [!WARNING]\n> ${escapeMarkdown(text)}`,
    note: (text) => `- ${escapeMarkdown(text)}`,
    // Blank lines around the table: a line right after it would be read as one more row.
    table: (metrics, confidence, run) => [
      '',
      `| metric | ${figuresHead(metrics)} | shift (CI) | tolerance | verdict |`,
      '|---|---|---|---|---|',
      ...metrics.map((m) => `| ${cells(m, confidence, { run }, labelled(metrics)).join(' | ')} |`),
      '',
    ],
    // One table of every step under the scenario's, the step's name in a column of its own.
    steps: (steps) => {
      const all = steps.flatMap((step) => step.metrics);
      return [
        '',
        `| step | metric | ${figuresHead(all)} | shift (CI) | tolerance | verdict |`,
        '|---|---|---|---|---|---|',
        ...steps.flatMap((step) =>
          step.metrics.map((m) => {
            const row = [`↳ ${escapeMarkdown(step.name)}`, ...cells(m, step.confidence, { step: true }, labelled(all))];
            return `| ${row.join(' | ')} |`;
          }),
        ),
        '',
      ];
    },
  });
}

/** Returns the comparison as plain text for a terminal: the same as compareMarkdown, one metric a line. */
export function compareText(report: CompareReport): string {
  return render(report, {
    text: plainText,
    heading: (text) => text,
    warning: (text) => `Warning: ${plainText(text)}`,
    note: (text) => `  ${plainText(text)}`,
    table: (metrics, confidence, run) =>
      metrics.map((m) => {
        const line = metricLine(m, confidence, { run });
        // REGRESSED in capitals: what fails the run.
        return `  ${m.verdict === 'regressed' ? line.replace(`${VERDICT_ICONS.regressed} regressed`, `${VERDICT_ICONS.regressed} REGRESSED`) : line}`;
      }),
    // Lower case even when regressed: REGRESSED is for what fails the run, and a step never does.
    steps: (steps) =>
      steps.flatMap((step) => [
        `  ↳ ${plainText(step.name)}: ${verdictText(step.verdict, true)} — ${step.rounds.base} base rounds, ${step.rounds.head} head rounds`,
        ...step.metrics.map((m) => `    ${metricLine(m, step.confidence, { step: true })}`),
      ]),
  });
}

/** Returns true when a table's figures are not all medians of rounds (an older file): each cell then says what it is. */
function labelled(metrics: readonly MetricComparison[]): boolean {
  return !metrics.every((m) => m.medians);
}

/** Returns the head of a table's figures column: what its figures are, or, when they are of both kinds, only base → head. */
function figuresHead(metrics: readonly MetricComparison[]): string {
  return labelled(metrics) ? 'base → head' : 'median of rounds, base → head';
}

/**
 * Returns a metric's cells, escaped: its key, its figures (`labelled`: with what they are, see figuresHead), the
 * shift with its interval, the tolerance, the verdict with how sure.
 */
function cells(m: MetricComparison, confidence: number, options: MetricOptions, labelled: boolean): string[] {
  const parts = metricParts(m, confidence, options);
  const figures = labelled ? `${parts.baseToHead} (${parts.label})` : parts.baseToHead;
  return [m.key, figures, describeChange(m, confidence), parts.tolerance, parts.verdict].map(escapeMarkdown);
}

interface Style {
  /** Escapes untrusted text (scenario names, file names) for the output. */
  text: (text: string) => string;
  heading: (text: string) => string;
  /** A warning of ours, escaped for the output. */
  warning: (text: string) => string;
  /** A note of ours under a scenario's table (outlier rounds, warm-ups), escaped for the output. */
  note: (text: string) => string;
  table: (metrics: readonly MetricComparison[], confidence: number, run: RunRegression | undefined) => string[];
  /** The steps' comparisons under their scenario's: reported, not judged. */
  steps: (steps: readonly StepComparison[]) => string[];
}

/** The default tolerances as the report names them: `p50 10%, p95 10%, errorRate 1pp`. */
const DEFAULTS = Object.entries(DEFAULT_REGRESSION)
  .map(([key, tolerance]) => `${key} ${tolerance}`)
  .join(', ');

function render(report: CompareReport, style: Style): string {
  const { results, base } = report;
  const bases = new Map(base.scenarios.map((scenario) => [scenario.name, scenario]));
  const lines = [
    style.heading(`${style.text(report.headFile)} compared with ${style.text(report.baseFile)}`),
    `Baseline run started ${base.startedAt}; head run started ${results.startedAt}. Outcome: ${results.outcome}.`,
  ];
  // Before any verdict: when the machines differed, none is more than inconclusive.
  for (const note of runNotes(results, { warning: style.warning, note: style.text })) lines.push('', note);
  if (report.defaulted.length > 0)
    lines.push(
      `No regression tolerances in the head for ${report.defaulted.map(style.text).join(', ')}: judged against the defaults ${DEFAULTS}.`,
    );
  for (const scenario of results.scenarios) {
    const { comparison } = scenario;
    lines.push('', style.heading(`${style.text(scenario.name)}: ${scenario.outcome}`));
    if (!comparison) {
      lines.push(`Not compared: ${notCompared(bases.get(scenario.name), scenario) ?? 'no metric to compare'}.`);
      continue;
    }
    const { rounds, confidence, method } = comparison;
    lines.push(
      `${VERDICT_ICONS[comparison.verdict]} ${comparison.verdict} — ${rounds.base} base rounds, ${rounds.head} head rounds; ${method}.`,
    );
    if (confidence < 0.95)
      lines.push(
        `Too few rounds for a 95% interval (the most these give is ${formatNumber(confidence * 100)}%): every metric is inconclusive. Run at least 4 rounds a side.`,
      );
    lines.push(...style.table(comparison.metrics, confidence, results.regression));
    // Our own sentences, escaped as the rest: a list in markdown, lines in a terminal.
    lines.push(...roundNotes(comparison).map(style.note));
    const hint = conclusiveHint(comparison, results.regression);
    if (hint) lines.push(`Inconclusive: ${style.text(hint)}.`);
    if (comparison.steps?.length) lines.push(...style.steps(comparison.steps));
  }
  return `${lines.join('\n').replace(/\n{3,}/g, '\n\n')}\n`;
}
