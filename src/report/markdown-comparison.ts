// The job summary's and the comment's part on the baseline: each metric's median of rounds base → head with the shift
// over rounds, of each compared scenario, the run's false-alarm rate, notes on rounds, why a scenario was not
// compared, or that there was no baseline.

import type { MetricComparison, RunRegression, RunResults } from '../results/types.js';
import { clip, escapeMarkdown, oneLine } from './escape.js';
import {
  baselineSentence,
  figuresLabel,
  metricParts,
  noBaselineSentence,
  notComparedReason,
  roundNotes,
  runLevelSentence,
  type FiguresLabel,
} from './comparison-lines.js';
import { MAX_NAME, MAX_TEXT, md, row } from './markdown-text.js';
import { fill, type Budget } from './markdown-budget.js';
import { describeChange } from '../triage/regression-causes.js';
import { capitalized } from '../results/wording.js';

/**
 * The confidence the table's shift column names: an interval is the nearest achievable at or above it (95.6%, 96.3%),
 * so at least this sure; a comparison below it (too few rounds) says its own in the cell.
 */
const TABLE_CONFIDENCE = 0.95;

/** The most notes on rounds the pull-request comment shows: outlier rounds only, the warm-ups in the summary. */
const COMMENT_ROUND_NOTES = 5;

/** The head of the comparison, its rows and its notes on rounds, for the budget to fill; undefined when none. */
interface ComparisonBlock {
  head: string;
  rows: string[];
  /** One list item per note on a compared scenario's rounds (outlier rounds, warm-ups). */
  notes: string[];
}

/** Where the comparison goes: the pull-request comment is kept short (see fillComparison). */
export interface ComparisonLayout {
  comment: boolean;
}

/**
 * Returns the comparison as a head (the baseline, or "no baseline"; the run's false-alarm rate), one table row per
 * metric of each compared scenario (`| List pets | p95 | 120 → 148 ms | +23% (+17% … +30%) | 10% (line 12) | ❌
 * regressed (p 0.00002; 0.0012 adjusted for 60 comparisons, ≤ 0.01) |`, the figures' column naming what they are), one
 * row per scenario not compared with the reason, and the notes on rounds; every untrusted text escaped. The comment
 * gives only the adjusted p-value after a verdict, and of the notes only outlier rounds, COMMENT_ROUND_NOTES at most.
 */
function comparisonBlock(results: RunResults, layout: ComparisonLayout): ComparisonBlock | undefined {
  const none = noBaselineSentence(results);
  if (none) return { head: `**Baseline:** ${escapeMarkdown(none)}`, rows: [], notes: [] };
  // Escaped as a whole below.
  const sentence = baselineSentence(results, (text) => clip(oneLine(text), MAX_TEXT));
  if (!sentence) return undefined;
  const metrics = results.scenarios.flatMap((s) => [
    ...(s.comparison?.metrics ?? []),
    ...(s.comparison?.steps ?? []).flatMap((step) => step.metrics),
  ]);
  // The figures' column says what most are (every metric of one comparison is of one kind); a cell of the other says so.
  const label: FiguresLabel =
    metrics.length > 0 && metrics.every((metric) => !metric.medians) ? 'over all rounds' : 'median of rounds';
  const table = { label, run: results.regression, short: layout.comment };
  const rows = results.scenarios.flatMap((s) => {
    const name = md(s.name, MAX_NAME);
    const reason = notComparedReason(s);
    if (reason) return [row([name, '—', '—', escapeMarkdown(reason), '—', '—'])];
    const { comparison } = s;
    // The same-job mode may extend an inconclusive scenario (--max-rounds): how many rounds each side got is said.
    const rounds = comparison!.rounds;
    const named =
      results.baseline?.kind === 'same-job' ? `${name} (${rounds.base} base, ${rounds.head} head rounds)` : name;
    // A flow's steps under it, as the verdict table shows them: reported, marked as not judged where not unchanged.
    const steps = (comparison!.steps ?? []).flatMap((step) =>
      metricRows(`&nbsp;&nbsp;↳ ${md(step.name, MAX_NAME)}`, step.metrics, step.confidence, { ...table, step: true }),
    );
    return [...metricRows(named, comparison!.metrics, comparison!.confidence, table), ...steps];
  });
  const runLevel = runLevelSentence(results);
  const figures = `${capitalized(label)}, base → head`;
  const head = [
    `**Baseline:** ${escapeMarkdown(capitalized(sentence))}`,
    ...(runLevel ? ['', escapeMarkdown(runLevel)] : []),
    '',
    row(['Scenario', 'Metric', figures, `Shift (${TABLE_CONFIDENCE * 100}% CI)`, 'Tolerance', 'Verdict']),
    row(['---', '---', '---', '---', '---', '---']),
  ].join('\n');
  const notes = results.scenarios.flatMap((s) => {
    if (!s.comparison) return [];
    const kept = roundNotes(s.comparison).filter((note) => !layout.comment || note.startsWith('outlier'));
    return kept.map((note) => `- **${md(s.name, MAX_NAME)}**: ${escapeMarkdown(note)}`);
  });
  return { head, rows, notes: layout.comment ? notes.slice(0, COMMENT_ROUND_NOTES) : notes };
}

/**
 * Returns the comparison's text (its head, then its rows while they fit, then its notes on rounds while they fit) and
 * what of it was left out.
 */
export function fillComparison(
  results: RunResults,
  budget: Budget,
  layout: ComparisonLayout = { comment: false },
): { text: string; left: string[] } {
  const block = comparisonBlock(results, layout);
  if (!block) return { text: '', left: [] };
  if (block.rows.length === 0) return { text: budget.take(block.head) ? block.head : '', left: [] };
  const table = fill(block.rows, budget, block.head);
  const more = block.rows.length - table.shown;
  const left = more > 0 ? [`${more} more rows of the comparison with the baseline`] : [];
  if (table.shown === 0 || block.notes.length === 0) return { text: table.text, left };
  const notes = fill(block.notes, budget, '\n**Rounds of note**\n');
  if (notes.shown < block.notes.length) left.push(`${block.notes.length - notes.shown} more notes on rounds`);
  return { text: notes.shown > 0 ? `${table.text}\n${notes.text}` : table.text, left };
}

/** How a table's rows are worded: its figures' label, the run's control, the comment's shortness, a step's. */
interface RowOptions {
  label: FiguresLabel;
  run: RunRegression | undefined;
  short: boolean;
  step?: boolean;
}

/**
 * Returns a table row per metric, the first cell the (escaped) name of the scenario or step: its figures (labelled
 * when they are not what the column says), the shift with its interval (its confidence said when below the column's).
 */
function metricRows(
  name: string,
  metrics: readonly MetricComparison[],
  confidence: number,
  options: RowOptions,
): string[] {
  return metrics.map((metric) => {
    const parts = metricParts(metric, confidence, options);
    const figures = figuresLabel(metric) === options.label ? parts.baseToHead : `${parts.baseToHead} (${parts.label})`;
    const change = describeChange(metric, confidence, confidence < TABLE_CONFIDENCE);
    return row([name, parts.key, figures, change, parts.tolerance, parts.verdict].map(escapeCell));
  });
}

/** Our own figures hold no markup; they are escaped anyway, so that a cell can never break the table. */
function escapeCell(text: string, index: number): string {
  return index === 0 ? text : escapeMarkdown(text);
}
