// A results.json as metrics text, for Prometheus's Pushgateway, a scrape or a tracker that reads it: OpenMetrics 1.0
// or Prometheus's text format 0.0.4, with the names and labels of the live outputs
// (docs/metrics-out.md#exports-of-a-resultsjson).
import type { RunResults } from '../results/types.js';
import { METRIC_HELP, METRIC_NAMES } from '../vocabulary/metric-names.js';
import { measuredFigures, seriesSamples, type SeriesFigures, type SeriesSample } from './series-figures.js';

/** The two text formats: `openmetrics` (OpenMetrics 1.0) and `prometheus` (the text format 0.0.4). */
export type MetricsTextFormat = 'openmetrics' | 'prometheus';

/**
 * The content type each format is served with.
 * @internal Exported for the tests.
 */
export const METRICS_TEXT_TYPES: Record<MetricsTextFormat, string> = {
  openmetrics: 'application/openmetrics-text; version=1.0.0; charset=utf-8',
  prometheus: 'text/plain; version=0.0.4; charset=utf-8',
};

type Metric = keyof typeof METRIC_NAMES;

/** A sample of the text: its series' labels with its own. */
type Sample = Omit<SeriesSample, 'metric'>;

/**
 * Returns the results' figures, each scenario's and each step's (the labels `scenario`, `endpoint`, `step`, `shard`; a
 * file has no `run_id`), as metrics text: counters by outcome and category, bytes, users, and the latency as a summary
 * of HdrHistogram's exact quantiles. The two formats differ where they must: OpenMetrics names a counter's family
 * without `_total`, gives units and ends with `# EOF`; the text format 0.0.4 names the family as its samples.
 */
export function renderMetricsText(results: RunResults, format: MetricsTextFormat): string {
  const figures = measuredFigures(results, { shard: results.shard ?? undefined });
  const lines: string[] = [];
  for (const [metric, samples] of familiesOf(figures)) {
    if (samples.length === 0) continue;
    const { type, unit } = FAMILIES[metric];
    const base = METRIC_NAMES[metric];
    const named = format === 'prometheus' && type === 'counter' ? `${base}_total` : base;
    lines.push(`# HELP ${named} ${METRIC_HELP[metric]}`, `# TYPE ${named} ${type}`);
    if (format === 'openmetrics' && unit) lines.push(`# UNIT ${named} ${unit}`);
    for (const { suffix, labels, value } of samples)
      lines.push(
        `${base}${suffix}{${labels.map(([name, text]) => `${name}="${escapeLabelValue(text)}"`).join(',')}} ${value}`,
      );
  }
  if (format === 'openmetrics') lines.push('# EOF');
  return `${lines.join('\n')}\n`;
}

/**
 * Returns a label's value escaped as both formats ask: a backslash, a double quote and a line feed each behind a
 * backslash. A scenario's name is the user's and may hold any of them.
 * @internal Exported for the tests.
 */
export function escapeLabelValue(text: string): string {
  return text.replace(/[\\"\n]/g, (character) => (character === '\n' ? '\\n' : `\\${character}`));
}

/** Each metric's type and unit in the text formats. */
const FAMILIES: Record<Metric, { type: 'counter' | 'gauge' | 'summary'; unit?: 'seconds' | 'bytes' }> = {
  requests: { type: 'counter' },
  errors: { type: 'counter' },
  dropped: { type: 'counter' },
  bytesReceived: { type: 'counter', unit: 'bytes' },
  bytesSent: { type: 'counter', unit: 'bytes' },
  duration: { type: 'summary', unit: 'seconds' },
  users: { type: 'gauge' },
};

/** Returns each metric's samples of every series, in the order of METRIC_NAMES (a family's samples must be together). */
function familiesOf(figures: readonly SeriesFigures[]): Map<Metric, Sample[]> {
  const families = new Map((Object.keys(METRIC_NAMES) as Metric[]).map((metric): [Metric, Sample[]] => [metric, []]));
  for (const one of figures) {
    const base = Object.entries(one.labels).filter((entry): entry is [string, string] => entry[1] !== undefined);
    for (const { metric, suffix, labels, value } of seriesSamples(one, true))
      families.get(metric)!.push({ suffix, labels: [...base, ...labels], value });
  }
  return families;
}
