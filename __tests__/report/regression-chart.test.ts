import { describe, expect, it } from '@jest/globals';
import { compareScenario } from '../../src/compare/compare-scenario.js';
import { roundValues } from '../../src/compare/round-metrics.js';
import { renderComment, renderSummary } from '../../src/report/markdown.js';
import type { RunResults } from '../../src/results/types.js';
import { runResults, scenarioResult } from '../helpers/results.js';
import { rounds, tolerance } from '../helpers/rounds.js';

// The comment's and the summary's chart of base and head p95 per round, for each compared scenario.

const options = { loadTestFile: 'load-tests/loadtool.yaml' };
const HOSTILE = 'Items"\n%%{init: {"theme": "dark"}}%%<img src=x onerror=alert(1)>`;#35;';

/** A run with one scenario compared: 6 rounds a side, the head about 30% slower. */
function compared(name: string): { results: RunResults; base: number[]; head: number[] } {
  const baseRounds = rounds(6, 100, 0.05, 1);
  const headRounds = rounds(6, 130, 0.05, 2);
  const comparison = compareScenario({ rounds: baseRounds }, { rounds: headRounds }, [tolerance('p95', 10)]);
  const scenario = scenarioResult({ name, outcome: 'failed', rounds: headRounds, comparison });
  const results = runResults([scenario], {
    outcome: 'failed',
    baseline: { kind: 'file', source: 'base/results.json', startedAt: '2026-01-01T00:00:00Z' },
  });
  const tenth = (values: number[]) => values.map((value) => Math.round(value * 10) / 10);
  return { results, base: tenth(roundValues(baseRounds, 'p95')), head: tenth(roundValues(headRounds, 'p95')) };
}

/** Returns the mermaid blocks of a markdown text. */
function mermaidBlocks(markdown: string): string[] {
  return [...markdown.matchAll(/```mermaid\n([\s\S]*?)```/g)].map((match) => match[1]!);
}

describe('the chart of base and head p95 per round', () => {
  it('the comment and the summary chart each side’s p95 of every round, base first', () => {
    const { results, base, head } = compared('Items');
    for (const markdown of [
      renderComment(results, { ...options, marker: '<!-- qa-perf -->' }),
      renderSummary(results, options),
    ]) {
      const chart = mermaidBlocks(markdown).find((block) => block.includes('by round'));
      expect(chart).toBeDefined();
      expect(chart).toContain('xychart-beta');
      expect(chart).toContain(`x-axis "round" 1 --> 6`);
      const lines = chart!.split('\n').filter((line) => line.trim().startsWith('line '));
      expect(lines).toEqual([`  line [${base.join(', ')}]`, `  line [${head.join(', ')}]`]);
      expect(markdown).toMatch(/base.*first line.*head.*second line/i);
    }
  });

  it('a hostile scenario name cannot leave the chart’s title or bring in a directive', () => {
    const { results } = compared(HOSTILE);
    const comment = renderComment(results, { ...options, marker: '<!-- qa-perf -->' });
    const chart = mermaidBlocks(comment).find((block) => block.includes('by round'))!;
    const title = chart.split('\n').find((line) => line.trim().startsWith('title '))!;
    expect(title).toMatch(/^ {2}title "[^"]*"$/);
    expect(title).not.toMatch(/%%|<|>|`|#|;/);
    // Nothing of the name reached a line of its own.
    expect(chart.trimEnd().split('\n')).toHaveLength(6);
    expect(title).toContain('Items');
  });

  it('a scenario without a comparison, or with one round a side, has no such chart', () => {
    const single = compareScenario({ rounds: rounds(1, 100, 0, 3) }, { rounds: rounds(1, 100, 0, 4) }, [
      tolerance('p95', 10),
    ]);
    const results = runResults([
      scenarioResult({ name: 'Once', comparison: single }),
      scenarioResult({ name: 'None' }),
    ]);
    expect(renderComment(results, { ...options, marker: '<!-- qa-perf -->' })).not.toContain('by round');
  });
});
