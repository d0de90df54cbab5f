// The Grafana dashboard in examples/grafana/ queries only metrics loadtool pushes, with its labels.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from '@jest/globals';
import { METRIC_NAMES } from '../../src/vocabulary/metric-names.js';

const dashboard = JSON.parse(readFileSync('examples/grafana/loadtool-dashboard.json', 'utf8')) as {
  panels: Array<{ title: string; targets: Array<{ expr: string }> }>;
  templating: { list: Array<{ name: string; definition?: string }> };
};

/** Every series name remote write sends (remote-write.ts): counters with _total, the histogram or summary, the gauge. */
const EMITTED = new Set([
  ...[
    METRIC_NAMES.requests,
    METRIC_NAMES.errors,
    METRIC_NAMES.dropped,
    METRIC_NAMES.bytesReceived,
    METRIC_NAMES.bytesSent,
  ].map((name) => `${name}_total`),
  METRIC_NAMES.duration,
  `${METRIC_NAMES.duration}_sum`,
  `${METRIC_NAMES.duration}_count`,
  METRIC_NAMES.users,
]);
/** The labels remote write sends (series-figures.ts, remote-write.ts). */
const LABELS = new Set(['scenario', 'endpoint', 'step', 'shard', 'run_id', 'outcome', 'category', 'quantile']);

const expressions = [
  ...dashboard.panels.flatMap((panel) => panel.targets.map(({ expr }) => expr)),
  ...dashboard.templating.list.flatMap(({ definition }) => (definition ? [definition] : [])),
];

describe('the Grafana dashboard', () => {
  it('has the panels and variables the docs name', () => {
    expect(dashboard.templating.list.map(({ name }) => name)).toEqual(['datasource', 'run_id', 'scenario']);
    expect(dashboard.panels.length).toBeGreaterThanOrEqual(6);
    expect(expressions.some((expr) => expr.startsWith('histogram_quantile(0.95'))).toBe(true);
    expect(expressions.some((expr) => expr.includes('quantile="0.95"'))).toBe(true);
  });

  it('names only metrics and labels loadtool emits', () => {
    for (const expr of expressions) {
      const metrics = expr.match(/\bloadtool_[a-z_]+/g) ?? [];
      expect(metrics.length).toBeGreaterThan(0);
      for (const metric of metrics) expect([expr, EMITTED.has(metric)]).toEqual([expr, true]);
      const labels = [...expr.matchAll(/[{,(]\s*([a-z_]+)\s*(?:=~|!=|=)/g), ...expr.matchAll(/by \(([^)]*)\)/g)]
        .flatMap((match) => match[1]!.split(','))
        .map((label) => label.trim());
      for (const label of labels) expect([expr, label, LABELS.has(label)]).toEqual([expr, label, true]);
    }
  });
});
