// The job summary's mermaid charts: p95 and p50 by second of the scenarios worth a chart.
import type { ScenarioResult } from '../results/types.js';
import { mermaidText } from './escape.js';

/** Points per chart: a longer timeline is shown as the worst second of each slice. */
const CHART_POINTS = 60;

/**
 * Returns one chart per scenario, p95 and p50 by second (an open-model scenario's followed by its rate by second:
 * achieved as bars, the target as a line): of the scenarios that did not pass if any has a timeline,
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
  const chosen = candidates.slice(0, max);
  const rates = chosen.some((s) => s.arrival)
    ? " (an open-model scenario's second chart: its requests per second, achieved (bars) and target (line))"
    : '';
  const intro = `**Latency over time**, p95 (upper line) and p50 (lower line) in ms by second of the scenario, for ${shown < candidates.length ? `the first ${shown} of ` : ''}${which}${rates}:`;
  return { intro, charts: chosen.map((s) => [chart(s), ...(s.arrival ? [rateChart(s)] : [])].join('\n\n')) };
}

function chart(s: ScenarioResult): string {
  const points = slices(s.timeline).map((slice) => ({
    second: slice[0]!.second,
    p50: Math.max(...slice.map((point) => point.p50)),
    p95: Math.max(...slice.map((point) => point.p95)),
  }));
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

/**
 * Returns an open-model scenario's rate by second: the requests of each second as bars and, when the timeline has the
 * schedule's targets, the target as a line; a slice of seconds is shown as its mean, so that a rate stays a rate.
 */
function rateChart(s: ScenarioResult): string {
  const mean = (slice: Timeline, value: (point: Timeline[number]) => number) =>
    round(slice.reduce((sum, point) => sum + value(point), 0) / slice.length);
  const parts = slices(s.timeline);
  const targeted = s.timeline.some((point) => point.target !== undefined);
  return [
    '```mermaid',
    'xychart-beta',
    `  title "${mermaidText(s.name)}: requests per second"`,
    `  x-axis "second" ${parts[0]![0]!.second} --> ${parts[parts.length - 1]![0]!.second}`,
    '  y-axis "req/s"',
    `  bar [${parts.map((slice) => mean(slice, (point) => point.requests)).join(', ')}]`,
    ...(targeted ? [`  line [${parts.map((slice) => mean(slice, (point) => point.target ?? 0)).join(', ')}]`] : []),
    '```',
  ].join('\n');
}

type Timeline = ScenarioResult['timeline'];

/** Returns the timeline in at most CHART_POINTS equal slices of consecutive seconds, each one point of a chart. */
function slices(timeline: Timeline): Timeline[] {
  const size = Math.ceil(timeline.length / CHART_POINTS);
  const parts: Timeline[] = [];
  for (let start = 0; start < timeline.length; start += size) parts.push(timeline.slice(start, start + size));
  return parts;
}

/** Returns a chart's value to a tenth; 0 for a value that is not finite. */
export function round(value: number): number {
  return Number.isFinite(value) ? Math.round(value * 10) / 10 : 0;
}
