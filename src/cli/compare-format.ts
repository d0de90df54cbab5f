import { notCompared } from '../compare/compare-run.js';
import { escapeMarkdown, plainText } from '../report/escape.js';
import type { MetricComparison, RegressionVerdict, RunResults } from '../results/types.js';
import { formatNumber } from '../results/wording.js';
import { conclusiveHint, describeChange, formatTolerance } from '../triage/regression.js';
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

const MARK: Record<RegressionVerdict, string> = { unchanged: '✅', regressed: '❌', inconclusive: '⚠️' };

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
      ...metrics.map((m) => {
        const cells = [m.key, value(m, m.base), value(m, m.head), describeChange(m, confidence), formatTolerance(m)];
        return `| ${cells.join(' | ')} | ${MARK[m.verdict]} ${m.verdict} |`;
      }),
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
      metrics.map(
        (m) =>
          `  ${m.key}: ${value(m, m.base)} → ${value(m, m.head)}, ${describeChange(m, confidence)}, tolerance ${formatTolerance(m)}: ${m.verdict === 'regressed' ? 'REGRESSED' : m.verdict}`,
      ),
  });
}

interface Style {
  /** Escapes untrusted text (scenario names, file names) for the output. */
  text: (text: string) => string;
  heading: (text: string) => string;
  table: (metrics: readonly MetricComparison[], confidence: number) => string[];
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
      `${MARK[comparison.verdict]} ${comparison.verdict} — ${rounds.base} base rounds, ${rounds.head} head rounds; ${method}.`,
    );
    if (confidence < 0.95)
      lines.push(
        `Too few rounds for a 95% interval (the most these give is ${formatNumber(confidence * 100)}%): every metric is inconclusive. Run at least 4 rounds a side.`,
      );
    lines.push(...style.table(comparison.metrics, confidence));
    const hint = conclusiveHint(comparison);
    if (hint) lines.push(`Inconclusive: ${hint}.`);
  }
  return `${lines.join('\n').replace(/\n{3,}/g, '\n\n')}\n`;
}

/** Returns a metric's value with its unit: `12.3 ms`, `401 rps`, `0.5%`. */
function value(metric: MetricComparison, figure: number): string {
  const unit = metric.key === 'rps' ? ' rps' : REGRESSION_DEFINITIONS[metric.key].unit === 'pp' ? '%' : ' ms';
  return `${formatNumber(figure)}${unit}`;
}
