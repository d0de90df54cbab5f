// The job summary's and the comment's part on the baseline: base → head per metric of each compared scenario, why a
// scenario was not compared, or that there was no baseline.

import type { MetricComparison, RunResults } from '../results/types.js';
import { clip, escapeMarkdown, oneLine } from './escape.js';
import { baselineSentence, metricParts, noBaselineSentence, notComparedReason } from './comparison-lines.js';
import { MAX_NAME, MAX_TEXT, md, row } from './markdown-text.js';
import { fill, type Budget } from './markdown-budget.js';

/** The head of the comparison and its rows, for the budget to fill; undefined when there is nothing to say. */
interface ComparisonBlock {
  head: string;
  rows: string[];
}

/**
 * Returns the comparison as a head (the baseline, or "no baseline") and one table row per metric of each compared
 * scenario (`| List pets | p95 | 120 ms → 148 ms | +23% (95% CI +17% … +30%) | 10% (line 12) | ❌ regressed |`), one
 * row per scenario not compared with the reason; every untrusted text escaped.
 */
function comparisonBlock(results: RunResults): ComparisonBlock | undefined {
  const none = noBaselineSentence(results);
  if (none) return { head: `**Baseline:** ${escapeMarkdown(none)}`, rows: [] };
  // Escaped as a whole below.
  const sentence = baselineSentence(results, (text) => clip(oneLine(text), MAX_TEXT));
  if (!sentence) return undefined;
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
      metricRows(`&nbsp;&nbsp;↳ ${md(step.name, MAX_NAME)}`, step.metrics, step.confidence, true),
    );
    return [...metricRows(named, comparison!.metrics, comparison!.confidence, false), ...steps];
  });
  const head = [
    `**Baseline:** ${escapeMarkdown(sentence.charAt(0).toUpperCase() + sentence.slice(1))}`,
    '',
    row(['Scenario', 'Metric', 'Base → head', 'Change', 'Tolerance', 'Verdict']),
    row(['---', '---', '---', '---', '---', '---']),
  ].join('\n');
  return { head, rows };
}

/** Returns the comparison's text (its head, then its rows while they fit) and what of it was left out. */
export function fillComparison(results: RunResults, budget: Budget): { text: string; left: string[] } {
  const block = comparisonBlock(results);
  if (!block) return { text: '', left: [] };
  if (block.rows.length === 0) return { text: budget.take(block.head) ? block.head : '', left: [] };
  const { text, shown } = fill(block.rows, budget, block.head);
  const more = block.rows.length - shown;
  return { text, left: more > 0 ? [`${more} more rows of the comparison with the baseline`] : [] };
}

/** Returns a table row per metric, the first cell the (escaped) name of the scenario or step. */
function metricRows(name: string, metrics: readonly MetricComparison[], confidence: number, step: boolean): string[] {
  return metrics.map((metric) => {
    const parts = metricParts(metric, confidence, step);
    return row([name, parts.key, parts.baseToHead, parts.change, parts.tolerance, parts.verdict].map(escapeCell));
  });
}

/** Our own figures hold no markup; they are escaped anyway, so that a cell can never break the table. */
function escapeCell(text: string, index: number): string {
  return index === 0 ? text : escapeMarkdown(text);
}
