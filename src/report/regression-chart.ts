// The summary's and the comment's charts of the comparison with a baseline: base and head p95 per round of each
// compared scenario, so that a reviewer sees whether the head's rounds sit apart from the base's or among them.

import type { RegressionVerdict, RunResults, ScenarioResult } from '../results/types.js';
import { mermaidText } from './escape.js';
import { fill, type Budget } from './markdown-budget.js';
import { round } from './mermaid-chart.js';

/** The scenarios that most need a look come first: regressed, then inconclusive, then unchanged. */
const ORDER: Record<RegressionVerdict, number> = { regressed: 0, inconclusive: 1, unchanged: 2 };

/**
 * Returns the intro and one chart per compared scenario with two rounds or more on a side, the worst verdicts first,
 * `max` at most (the rest are left out by design, as the latency charts are); none when there is nothing to chart.
 */
function regressionCharts(results: RunResults, max: number): { intro: string; charts: string[] } {
  const charted = results.scenarios
    .filter(
      (s) => Math.max(s.comparison?.p95ByRound?.base.length ?? 0, s.comparison?.p95ByRound?.head.length ?? 0) >= 2,
    )
    .sort((a, b) => ORDER[a.comparison!.verdict] - ORDER[b.comparison!.verdict]);
  if (charted.length === 0 || max <= 0) return { intro: '', charts: [] };
  const shown = Math.min(max, charted.length);
  const which =
    shown < charted.length ? `the first ${shown} of ${charted.length} compared scenarios` : 'each compared scenario';
  const intro = `**p95 by round** against the baseline, in ms, for ${which}: the base's rounds (first line) and the head's (second line).`;
  return { intro, charts: charted.slice(0, max).map(chart) };
}

/** Returns the charts' text (the intro, then the charts while they fit the budget) and what of them was left out. */
export function fillRegressionCharts(
  results: RunResults,
  budget: Budget,
  max: number,
): { text: string; left: string[] } {
  const { intro, charts } = regressionCharts(results, max);
  const { text, shown } = fill(charts, budget, intro, '\n\n');
  const more = charts.length - shown;
  return { text, left: more > 0 ? [`${more} more charts of p95 by round`] : [] };
}

function chart(s: ScenarioResult): string {
  const { base, head } = s.comparison!.p95ByRound!;
  const values = (side: number[]) => `[${side.map(round).join(', ')}]`;
  return [
    '```mermaid',
    'xychart-beta',
    `  title "${mermaidText(s.name)}: p95 by round, base and head"`,
    `  x-axis "round" 1 --> ${Math.max(base.length, head.length)}`,
    '  y-axis "ms"',
    `  line ${values(base)}`,
    `  line ${values(head)}`,
    '```',
  ].join('\n');
}
