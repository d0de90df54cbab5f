// The values of each chart's legend in report.html, written into the page so that they show without hovering (uPlot's
// own legend shows a point's values only under the cursor) and without JavaScript.
import { formatNumber } from '../../results/wording.js';
import { escapeHtml } from '../escape.js';
import { DISTRIBUTION_X, type ChartKind, type Curve, type ScenarioCharts } from './chart-data.js';
import { SERIES_COLORS } from './page-script.js';

/** One line of a legend: the series' label, the index of its colour in SERIES_COLORS, and its summary figures. */
interface LegendRow {
  label: string;
  color: number;
  values: Array<number | undefined>;
}

/** The percentiles the distribution's legend shows, each read from the curve at its x = 1/(1-p). */
const CURVE_POINTS = [
  ['p50', 2],
  ['p95', 20],
  ['p99', 100],
] as const;

/** Returns a curve's value at x (the max when the count ran out before x), or undefined when the curve has none. */
function curveAt(curve: Curve, x: number): number | undefined {
  const index = DISTRIBUTION_X.indexOf(x);
  const value = curve.ms[index];
  return value ?? undefined;
}

/** Returns a curve's last value: the histogram's max. */
function curveMax(curve: Curve): number | undefined {
  return curve.ms.findLast((value): value is number => value !== null);
}

/** Returns the min, mean and max of a series, without its gaps (nulls). */
function minMeanMax(values: Array<number | null>): Array<number | undefined> {
  const present = values.filter((value): value is number => value !== null && Number.isFinite(value));
  if (present.length === 0) return [undefined, undefined, undefined];
  const mean = present.reduce((sum, value) => sum + value, 0) / present.length;
  return [Math.min(...present), mean, Math.max(...present)];
}

/** Returns a legend as a small table: a swatch of each series' colour, its label and its figures. */
function legendTable(headers: string[], rows: LegendRow[]): string {
  const head = ['Series', ...headers].map((header) => `<th scope="col">${escapeHtml(header)}</th>`).join('');
  const body = rows
    .map(({ label, color, values }) => {
      const swatch = `<span class="swatch" style="background:${SERIES_COLORS[color % SERIES_COLORS.length]!}"></span>`;
      const cells = values.map((value) => `<td>${value === undefined ? '—' : formatNumber(value)}</td>`).join('');
      return `<tr><th scope="row">${swatch}${escapeHtml(label)}</th>${cells}</tr>`;
    })
    .join('');
  return `<table class="legend"><thead><tr>${head}</tr></thead><tbody>${body}</tbody></table>`;
}

/** Returns the legend of percentile curves: each one's p50, p95, p99 and max (ms). */
function curvesLegend(curves: readonly Curve[]): string {
  const rows = curves.map((curve, index) => ({
    label: curve.label,
    color: index,
    values: [...CURVE_POINTS.map(([, x]) => curveAt(curve, x)), curveMax(curve)],
  }));
  return legendTable([...CURVE_POINTS.map(([label]) => `${label} ms`), 'max ms'], rows);
}

/**
 * Returns the legend of one chart of a scenario with each series' figures, or '' when the scenario has no such chart:
 * the percentile curves' (the latency's, the event gaps') p50, p95, p99 and max (ms); the timeline's, the events per
 * second's and the rounds' min, mean and max of each series.
 */
export function legendValues(charts: ScenarioCharts, kind: ChartKind): string {
  if (kind === 'distribution' && charts.distribution) return curvesLegend(charts.distribution);
  if (kind === 'eventGap' && charts.eventGap) return curvesLegend(charts.eventGap);
  if (kind === 'events' && charts.events)
    return legendTable(
      ['min', 'mean', 'max'],
      [{ label: 'events/s', color: 2, values: minMeanMax(charts.events.events) }],
    );
  if (kind === 'timeline' && charts.timeline) {
    const t = charts.timeline;
    const series = [
      ['requests/s', t.requests],
      ['errors/s', t.errors],
      ['p50 ms', t.p50],
      ['p95 ms', t.p95],
      ['p99 ms', t.p99],
    ] as const;
    const rows = series.map(([label, values], index) => ({ label, color: index, values: minMeanMax(values) }));
    return legendTable(['min', 'mean', 'max'], rows);
  }
  if (kind === 'rounds' && charts.rounds) {
    const rows = [
      { label: 'base p95 ms', color: 6, values: minMeanMax(charts.rounds.base) },
      { label: 'head p95 ms', color: 0, values: minMeanMax(charts.rounds.head) },
    ];
    return legendTable(['min', 'mean', 'max'], rows);
  }
  return '';
}
