// A results.json in k6's summary shapes, for the tools that read k6's (docs/metrics-out.md#exports-of-a-resultsjson):
// the `data` that k6 hands to handleSummary (what `JSON.stringify(data)` writes) and the `--summary-export` file made
// from it.
import {
  addInto,
  createLatencyHistogram,
  decodeHistogram,
  summarizeLatency,
} from '../engine/record/latency-histogram.js';
import type { RunResults, ScenarioResult, StepResult, ThresholdResult } from '../results/types.js';

type Latency = ScenarioResult['latencyMs'];

interface K6Metric {
  type: 'counter' | 'gauge' | 'rate' | 'trend';
  contains: 'default' | 'time' | 'data';
  values: Record<string, number>;
  thresholds?: Record<string, { ok: boolean }>;
}

/** k6's trend statistics and the figure of results.json each is; p(75) only where a file has it. */
const TREND_STATS: ReadonlyArray<[string, keyof Latency]> = [
  ['avg', 'mean'],
  ['min', 'min'],
  ['med', 'p50'],
  ['max', 'max'],
  ['p(75)', 'p75'],
  ['p(90)', 'p90'],
  ['p(95)', 'p95'],
  ['p(99)', 'p99'],
  ['p(99.9)', 'p999'],
];

/** The md5 of the empty path: the id k6 gives its root group. */
const ROOT_GROUP_ID = 'd41d8cd98f00b204e9800998ecf8427e';

/**
 * Returns handleSummary's `data` for the results. The whole run as k6's built-in metrics (`http_reqs`,
 * `http_req_failed`, `http_req_duration` of every request; `iterations`, `iteration_duration` of every scenario, a
 * flow's iterations; `data_received`, `data_sent`, `vus`, `vus_max`, `dropped_iterations`), each scenario and step
 * as a submetric tagged `scenario` (and `name`), and every threshold as k6 writes it on the submetric it judges.
 * @internal Exported for the tests.
 */
export function k6SummaryData(results: RunResults): object {
  const ran = results.scenarios.filter(({ outcome }) => outcome !== 'errored' && outcome !== 'skipped');
  const seconds = Math.max(0, Date.parse(results.finishedAt) - Date.parse(results.startedAt)) / 1000;
  const requestParts = ran.flatMap((scenario) => scenario.steps ?? [scenario]);
  const users = sum(ran, (one) => one.concurrentUsers);
  const metrics: Record<string, K6Metric> = {
    ...requestMetrics('', requestParts, seconds),
    iterations: counter(
      sum(ran, (one) => one.requests.total),
      seconds,
    ),
    iteration_duration: trend(mergedLatency(ran)),
    data_received: counter(
      sum(ran, (one) => one.bytesReceived),
      seconds,
      'data',
    ),
    data_sent: counter(
      sum(ran, (one) => one.bytesSent ?? 0),
      seconds,
      'data',
    ),
    vus: gauge(users),
    vus_max: gauge(users),
  };
  const dropped = sum(ran, (one) => one.requests.dropped ?? 0);
  if (dropped > 0) metrics['dropped_iterations'] = counter(dropped, seconds);
  for (const scenario of ran) {
    const tag = `scenario:${scenario.name}`;
    Object.assign(metrics, requestMetrics(`{${tag}}`, scenario.steps ?? [scenario], scenario.durationSeconds));
    if (scenario.steps) {
      metrics[`iterations{${tag}}`] = counter(scenario.requests.total, scenario.durationSeconds);
      metrics[`iteration_duration{${tag}}`] = trend(scenario.latencyMs);
      metrics[`iteration_failed{${tag}}`] = rate(scenario.requests.failed, scenario.requests.total);
    }
    for (const step of scenario.steps ?? [])
      Object.assign(metrics, requestMetrics(`{${tag},name:${step.name}}`, [step], scenario.durationSeconds));
    for (const part of [scenario, ...(scenario.steps ?? [])]) {
      const tags = part === scenario ? `{${tag}}` : `{${tag},name:${part.name}}`;
      for (const threshold of part.thresholds)
        addThreshold(metrics, threshold, tags, part === scenario && !!scenario.steps);
    }
  }
  return {
    root_group: { name: '', path: '', id: ROOT_GROUP_ID, groups: [], checks: [] },
    options: { summaryTrendStats: TREND_STATS.map(([stat]) => stat), summaryTimeUnit: '', noColor: true },
    state: { isStdOutTTY: false, isStdErrTTY: false, testRunDurationMs: seconds * 1000 },
    metrics,
  };
}

/** Returns handleSummary's `data` as JSON. */
export function renderK6Summary(results: RunResults): string {
  return `${JSON.stringify(k6SummaryData(results), null, 2)}\n`;
}

/**
 * Returns the `--summary-export` file k6 makes of the same data: each metric its values, a rate's `rate` as `value`,
 * its thresholds as `{ expression: failed }` (true when the threshold failed), groups and checks keyed by name.
 */
export function renderK6SummaryExport(results: RunResults): string {
  const data = k6SummaryData(results) as { root_group: object; metrics: Record<string, K6Metric> };
  const metrics = Object.fromEntries(
    Object.entries(data.metrics).map(([name, { type, values, thresholds }]) => {
      const { rate: value, ...rest } = values;
      const flat: Record<string, unknown> = type === 'rate' ? { ...rest, value } : { ...values };
      if (thresholds)
        flat['thresholds'] = Object.fromEntries(Object.entries(thresholds).map(([source, { ok }]) => [source, !ok]));
      return [name, flat];
    }),
  );
  return `${JSON.stringify({ root_group: { ...data.root_group, groups: {}, checks: {} }, metrics }, null, 4)}\n`;
}

/** The request metrics of some parts (plain scenarios, steps), named with `tags` (`{scenario:…}` or nothing). */
function requestMetrics(
  tags: string,
  parts: ReadonlyArray<ScenarioResult | StepResult>,
  seconds: number,
): Record<string, K6Metric> {
  const total = sum(parts, (one) => one.requests.total);
  return {
    [`http_reqs${tags}`]: counter(total, seconds),
    [`http_req_failed${tags}`]: rate(
      sum(parts, (one) => one.requests.failed),
      total,
    ),
    [`http_req_duration${tags}`]: trend(parts.length === 1 ? parts[0]!.latencyMs : mergedLatency(parts)),
  };
}

/**
 * Puts a threshold on the submetric it judges, in k6's expression: a latency on `http_req_duration` (a flow's own on
 * `iteration_duration`), errorRate and okRate as `rate<=` of the failed share, rps as `rate>=` of the requests; a
 * stream's figures on `loadtool_<key>`, which k6 has not.
 */
function addThreshold(
  metrics: Record<string, K6Metric>,
  threshold: ThresholdResult,
  tags: string,
  flow: boolean,
): void {
  const { key, limit } = threshold;
  const latency = TREND_STATS.find(([, figure]) => figure === key)?.[0];
  const failedShare = flow ? 'iteration_failed' : 'http_req_failed';
  const [name, stat, expression] = latency
    ? [flow ? 'iteration_duration' : 'http_req_duration', latency, `<=${limit}`]
    : key === 'errorRate'
      ? [failedShare, 'rate', `<=${share(limit)}`]
      : key === 'okRate'
        ? [failedShare, 'rate', `<=${share(100 - limit)}`]
        : key === 'rps'
          ? [flow ? 'iterations' : 'http_reqs', 'rate', `>=${limit}`]
          : key === 'events'
            ? ['loadtool_events', 'avg', `>=${limit}`]
            : [`loadtool_${key}`, 'p(95)', `<=${limit}`];
  const metric = (metrics[`${name}${tags}`] ??= {
    type: 'trend',
    contains: threshold.unit === 'ms' ? 'time' : 'default',
    values: threshold.actual === undefined ? {} : { [stat]: threshold.actual },
  });
  (metric.thresholds ??= {})[`${stat}${expression}`] = { ok: threshold.passed };
}

/** A percent as a share of one, without a float's tail (0.1 for 10, not 0.10000000000000001). */
function share(percent: number): number {
  return Number((percent / 100).toPrecision(12));
}

function sum<T>(items: readonly T[], figure: (item: T) => number): number {
  return items.reduce((total, item) => total + figure(item), 0);
}

function counter(count: number, seconds: number, contains: K6Metric['contains'] = 'default'): K6Metric {
  return { type: 'counter', contains, values: { count, rate: seconds > 0 ? count / seconds : 0 } };
}

function gauge(value: number): K6Metric {
  return { type: 'gauge', contains: 'default', values: { value, min: value, max: value } };
}

/** k6's Rate: `passes` the true values (for http_req_failed, the failed requests), `fails` the others. */
function rate(passes: number, total: number): K6Metric {
  return {
    type: 'rate',
    contains: 'default',
    values: { rate: total > 0 ? passes / total : 0, passes, fails: total - passes },
  };
}

function trend(latency: Latency): K6Metric {
  const values: Record<string, number> = {};
  for (const [stat, key] of TREND_STATS) if (latency[key] !== undefined) values[stat] = latency[key];
  return { type: 'trend', contains: 'time', values };
}

/** Returns the latency figures of the parts' histograms together (exact: HdrHistograms add). */
function mergedLatency(parts: ReadonlyArray<Pick<ScenarioResult, 'histogram'>>): Latency {
  const merged = createLatencyHistogram();
  for (const { histogram } of parts) addInto(merged, decodeHistogram(histogram));
  return summarizeLatency(merged);
}
