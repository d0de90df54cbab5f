import type { ScenarioResult } from '../results/types.js';
import { mermaidText } from './escape.js';

/** Points per chart: a longer timeline is shown as the worst second of each slice. */
const CHART_POINTS = 60;

/**
 * Returns one chart per scenario, p95 and p50 by second: of the scenarios that did not pass if any has a timeline,
 * else of the first ones, `max` at most; the intro says which. Charts beyond `max` are left out by design.
 */
export function selectCharts(ordered: ScenarioResult[], max: number): { intro: string; charts: string[] } {
  const charted = ordered.filter((s) => s.timeline.length >= 2);
  const failing = charted.filter((s) => s.outcome !== 'passed');
  const candidates = failing.length > 0 ? failing : charted;
  if (candidates.length === 0 || max <= 0) return { intro: '', charts: [] };
  const which =
    failing.length > 0
      ? `the ${failing.length === 1 ? 'scenario' : `${failing.length} scenarios`} that did not pass`
      : charted.length === 1
        ? 'the scenario'
        : `${charted.length} scenarios`;
  const shown = Math.min(max, candidates.length);
  const intro = `**Latency over time**, p95 (upper line) and p50 (lower line) in ms by second of the scenario, for ${shown < candidates.length ? `the first ${shown} of ` : ''}${which}:`;
  return { intro, charts: candidates.slice(0, max).map(chart) };
}

function chart(s: ScenarioResult): string {
  const points = downsample(s.timeline);
  const values = (key: 'p50' | 'p95') => `[${points.map((point) => round(point[key])).join(', ')}]`;
  return [
    '```mermaid',
    'xychart-beta',
    `  title "${mermaidText(s.name)}"`,
    `  x-axis "second" ${points[0]!.second} --> ${points[points.length - 1]!.second}`,
    '  y-axis "ms"',
    `  line ${values('p95')}`,
    `  line ${values('p50')}`,
    '```',
  ].join('\n');
}

/** Returns at most CHART_POINTS points: the worst second of each equal slice of the timeline. */
function downsample(timeline: ScenarioResult['timeline']): Array<{ second: number; p50: number; p95: number }> {
  const size = Math.ceil(timeline.length / CHART_POINTS);
  const points: Array<{ second: number; p50: number; p95: number }> = [];
  for (let start = 0; start < timeline.length; start += size) {
    const slice = timeline.slice(start, start + size);
    points.push({
      second: slice[0]!.second,
      p50: Math.max(...slice.map((point) => point.p50)),
      p95: Math.max(...slice.map((point) => point.p95)),
    });
  }
  return points;
}

/** Returns a chart's value to a tenth; 0 for a value that is not finite. */
export function round(value: number): number {
  return Number.isFinite(value) ? Math.round(value * 10) / 10 : 0;
}
