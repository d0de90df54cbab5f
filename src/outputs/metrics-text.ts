// A results.json as metrics text, for Prometheus's Pushgateway, a scrape or a tracker that reads it: OpenMetrics 1.0
// or Prometheus's text format 0.0.4, with the names and labels of the live outputs
// (docs/metrics-out.md#exports-of-a-resultsjson).
import type { RunResults } from '../results/types.js';
import { METRIC_HELP, METRIC_NAMES } from '../vocabulary/metric-names.js';
import { latencySummary, measuredFigures, type SeriesFigures } from './series-figures.js';

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

interface Sample {
  /** Appended to the family's name: `_total`, `_sum`, `_count` or nothing. */
  suffix: string;
  labels: Array<[string, string]>;
  value: number;
}

interface Family {
  metric: Metric;
  type: 'counter' | 'gauge' | 'summary';
  unit?: 'seconds' | 'bytes';
  samples: Sample[];
}

/**
 * Returns the results' figures, each scenario's and each step's (the labels `scenario`, `endpoint`, `step`, `shard`; a
 * file has no `run_id`), as metrics text: counters by outcome and category, bytes, users, and the latency as a summary
 * of HdrHistogram's exact quantiles. The two formats differ where they must: OpenMetrics names a counter's family
 * without `_total`, gives units and ends with `# EOF`; the text format 0.0.4 names the family as its samples.
 */
export function renderMetricsText(results: RunResults, format: MetricsTextFormat): string {
  const figures = measuredFigures(results, { shard: results.shard ?? undefined });
  const lines: string[] = [];
  for (const family of familiesOf(figures)) {
    if (family.samples.length === 0) continue;
    const base = METRIC_NAMES[family.metric];
    const named = format === 'prometheus' && family.type === 'counter' ? `${base}_total` : base;
    lines.push(`# HELP ${named} ${METRIC_HELP[family.metric]}`, `# TYPE ${named} ${family.type}`);
    if (format === 'openmetrics' && family.unit) lines.push(`# UNIT ${named} ${family.unit}`);
    for (const { suffix, labels, value } of family.samples)
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

/** Returns the families in order, each with every series' samples (a family's samples must be together). */
function familiesOf(figures: readonly SeriesFigures[]): Family[] {
  const family = (metric: Metric, type: Family['type'], unit?: Family['unit']): Family => ({
    metric,
    type,
    ...(unit && { unit }),
    samples: [],
  });
  const requests = family('requests', 'counter');
  const errors = family('errors', 'counter');
  const dropped = family('dropped', 'counter');
  const received = family('bytesReceived', 'counter', 'bytes');
  const sent = family('bytesSent', 'counter', 'bytes');
  const users = family('users', 'gauge');
  const duration = family('duration', 'summary', 'seconds');
  for (const one of figures) {
    const base = Object.entries(one.labels).filter((entry): entry is [string, string] => entry[1] !== undefined);
    const sample = (suffix: string, value: number, extra: Array<[string, string]> = []): Sample => ({
      suffix,
      labels: [...base, ...extra],
      value,
    });
    requests.samples.push(
      sample('_total', one.ok, [['outcome', 'ok']]),
      sample('_total', one.failed, [['outcome', 'failed']]),
    );
    for (const [category, count] of Object.entries(one.byCategory))
      errors.samples.push(sample('_total', count ?? 0, [['category', category]]));
    if (one.dropped !== undefined) dropped.samples.push(sample('_total', one.dropped));
    received.samples.push(sample('_total', one.bytesReceived));
    sent.samples.push(sample('_total', one.bytesSent));
    users.samples.push(sample('', one.users));
    if (one.histogram.totalCount === 0) continue;
    const summary = latencySummary(one.histogram);
    for (const { quantile, seconds } of summary.quantiles)
      duration.samples.push(sample('', seconds, [['quantile', String(quantile)]]));
    duration.samples.push(sample('_sum', summary.sum), sample('_count', summary.count));
  }
  return [requests, errors, dropped, received, sent, users, duration];
}
