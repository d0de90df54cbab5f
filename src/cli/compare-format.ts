// What `loadtool compare` prints: the head judged again with its comparisons, as markdown or terminal text.
import { notCompared } from '../compare/compare-run.js';
import { STEP_NOT_JUDGED, VERDICT_ICONS, verdictText } from '../report/comparison-lines.js';
import { escapeMarkdown, plainText } from '../report/escape.js';
import type { MetricComparison, RunResults, StepComparison } from '../results/types.js';
import { formatNumber } from '../results/wording.js';
import { conclusiveHint, describeChange, formatTolerance } from '../triage/regression-causes.js';
import { REGRESSION_DEFINITIONS } from '../vocabulary/regression.js';

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

/** Returns the comparison as markdown: per scenario, a table of base → head, change with its interval, and verdict. */
export function compareMarkdown(report: CompareReport): string {
  return render(report, {
    text: escapeMarkdown,
    heading: (text) => `### ${text}\n`,
    // Blank lines around the table: a line right after it would be read as one more row.
    table: (metrics, confidence) => [
      '',
      '| metric | base | head | change | tolerance | verdict |',
      '|---|---|---|---|---|---|',
      ...metrics.map((m) => `| ${[...cells(m, confidence), verdictText(m.verdict)].join(' | ')} |`),
      '',
    ],
    // One table of every step under the scenario's, the step's name in a column of its own.
    steps: (steps) => [
      '',
      '| step | metric | base | head | change | tolerance | verdict |',
      '|---|---|---|---|---|---|---|',
      ...steps.flatMap((step) =>
        step.metrics.map((m) => {
          const row = [`↳ ${escapeMarkdown(step.name)}`, ...cells(m, step.confidence), verdictText(m.verdict, true)];
          return `| ${row.join(' | ')} |`;
        }),
      ),
      '',
    ],
  });
}

/** Returns the comparison as plain text for a terminal: the same as compareMarkdown, one metric a line. */
export function compareText(report: CompareReport): string {
  return render(report, {
    text: plainText,
    heading: (text) => text,
    table: (metrics, confidence) =>
      metrics.map((m) => `  ${metricText(m, confidence)}: ${m.verdict === 'regressed' ? 'REGRESSED' : m.verdict}`),
    // Lower case even when regressed: REGRESSED is for what fails the run, and a step never does.
    steps: (steps) =>
      steps.flatMap((step) => [
        `  ↳ ${plainText(step.name)}: ${verdictText(step.verdict, true)} — ${step.rounds.base} base rounds, ${step.rounds.head} head rounds`,
        ...step.metrics.map(
          (m) =>
            `    ${metricText(m, step.confidence)}: ${m.verdict}${m.verdict === 'unchanged' ? '' : ` (${STEP_NOT_JUDGED})`}`,
        ),
      ]),
  });
}

/** Returns a metric's cells: its key, base and head with their unit, the change with its interval, the tolerance. */
function cells(m: MetricComparison, confidence: number): string[] {
  return [m.key, value(m, m.base), value(m, m.head), describeChange(m, confidence), formatTolerance(m)];
}

/** Returns a metric on one line, without its verdict: `p95: 12 ms → 15 ms, +25% (95% CI …), tolerance 10%`. */
function metricText(m: MetricComparison, confidence: number): string {
  return `${m.key}: ${value(m, m.base)} → ${value(m, m.head)}, ${describeChange(m, confidence)}, tolerance ${formatTolerance(m)}`;
}

interface Style {
  /** Escapes untrusted text (scenario names, file names) for the output. */
  text: (text: string) => string;
  heading: (text: string) => string;
  table: (metrics: readonly MetricComparison[], confidence: number) => string[];
  /** The steps' comparisons under their scenario's: reported, not judged. */
  steps: (steps: readonly StepComparison[]) => string[];
}

function render(report: CompareReport, style: Style): string {
  const { results, base } = report;
  const bases = new Map(base.scenarios.map((scenario) => [scenario.name, scenario]));
  const lines = [
    style.heading(`${style.text(report.headFile)} compared with ${style.text(report.baseFile)}`),
    `Baseline run started ${base.startedAt}; head run started ${results.startedAt}. Outcome: ${results.outcome}.`,
  ];
  if (report.defaulted.length > 0)
    lines.push(
      `No regression tolerances in the head for ${report.defaulted.map(style.text).join(', ')}: judged against the defaults p95 10%, errorRate 1pp.`,
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
    lines.push(...style.table(comparison.metrics, confidence));
    const hint = conclusiveHint(comparison);
    if (hint) lines.push(`Inconclusive: ${hint}.`);
    if (comparison.steps?.length) lines.push(...style.steps(comparison.steps));
  }
  return `${lines.join('\n').replace(/\n{3,}/g, '\n\n')}\n`;
}

/** Returns a metric's value with its unit: `12.3 ms`, `401 rps`, `0.5%`. */
function value(metric: MetricComparison, figure: number): string {
  const unit = metric.key === 'rps' ? ' rps' : REGRESSION_DEFINITIONS[metric.key].unit === 'pp' ? '%' : ' ms';
  return `${formatNumber(figure)}${unit}`;
}
