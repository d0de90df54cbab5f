// The figures report.html's charts draw, computed in Node when the report is rendered.
import type { Histogram } from 'hdr-histogram-js';
import { decodeHistogram, toMs } from '../../engine/record/latency-histogram.js';
import type { ScenarioResult, StepResult } from '../../results/types.js';

// Computed there so that the page decodes no histogram: each scenario's percentile curve (and its steps'), its
// timeline, and its base and head p95 by round; a stream scenario's events per second and event-gap curve.

/** A latency percentile curve as HdrHistogram plots it: the latency (ms) at each x = 1/(1-p) of DISTRIBUTION_X. */
export interface Curve {
  label: string;
  /** null where the histogram has too few values to tell that percentile, after its max. */
  ms: Array<number | null>;
}

/** The charts report.html draws of a scenario, each in a place of its own (`<id>-<kind>`). */
export type ChartKind = 'distribution' | 'timeline' | 'rounds' | 'events' | 'eventGap';

/** The charts of one scenario; each is absent when there is nothing to draw (a scenario that could not run). */
export interface ScenarioCharts {
  id: string;
  distribution?: Curve[];
  /**
   * Per point of `every` seconds from second `start`: requests/s, errors/s, and the p50, p95 and p99 in ms; `second`
   * lists each point's first second only when the seconds are not consecutive.
   */
  timeline?: {
    start: number;
    every: number;
    second?: number[];
    requests: number[];
    errors: number[];
    p50: number[];
    p95: number[];
    p99: number[];
  };
  /** The baseline's and this run's p95 (ms) per round. */
  rounds?: { base: number[]; head: number[] };
  /** A stream scenario's events received per second, in the timeline's points (`start`, `every`, `second`). */
  events?: { start: number; every: number; second?: number[]; events: number[] };
  /** A stream scenario's event-gap percentile curve (ms), drawn as the latency's is. */
  eventGap?: Curve[];
}

/** Longer timelines are drawn in buckets of whole seconds, so that 100 ten-minute scenarios stay under 1 MB. */
const MAX_TIMELINE_POINTS = 150;

/**
 * The x of each point of a percentile curve, 1/(1-p): from p = 0 (x = 1) to p = 99.9999% (x = 10^6), six to a
 * decade, evenly spread on the log axis the chart draws them on.
 */
export const DISTRIBUTION_X: readonly number[] = [0, 1, 2, 3, 4, 5]
  .flatMap((decade) => [1, 1.5, 2, 3, 5, 7].map((step) => step * 10 ** decade))
  .concat(10 ** 6);

/** Returns a figure rounded to 3 significant figures (the histogram's own precision), which keeps the page small. */
function rounded(value: number): number {
  return value === 0 ? 0 : Number(value.toPrecision(3));
}

/**
 * Returns the percentile curve of an encoded histogram: the latency at each x of DISTRIBUTION_X while x is at most
 * the count (a finer percentile is not in the data), then the max, then nulls; undefined for an empty histogram.
 * @internal Exported for the tests.
 */
export function percentileCurve(label: string, encoded: string): Curve | undefined {
  const histogram = decoded(encoded);
  if (histogram === undefined || histogram.totalCount === 0) return undefined;
  const count = histogram.totalCount;
  let ended = false;
  const ms = DISTRIBUTION_X.map((x) => {
    if (ended) return null;
    if (x < count) return rounded(toMs(histogram.getValueAtPercentile(100 * (1 - 1 / x))));
    ended = true;
    return rounded(toMs(histogram.maxValue));
  });
  return { label, ms };
}

/**
 * Returns the histogram `encoded` holds; undefined when there is none, or it does not decode (a results.json edited by
 * hand or cut short): the report then draws no curve, and its tables still show the figures.
 */
function decoded(encoded: string): Histogram | undefined {
  if (!encoded) return undefined;
  try {
    return decodeHistogram(encoded);
  } catch {
    return undefined;
  }
}

/** Returns the timeline in buckets of `every` seconds: rates averaged over the bucket, percentiles their worst second. */
function timelineSeries(timeline: ScenarioResult['timeline']): ScenarioCharts['timeline'] {
  if (timeline.length === 0) return undefined;
  const every = Math.ceil(timeline.length / MAX_TIMELINE_POINTS);
  const second: number[] = [];
  const series = { requests: [] as number[], errors: [] as number[] };
  const latency = { p50: [] as number[], p95: [] as number[], p99: [] as number[] };
  for (let start = 0; start < timeline.length; start += every) {
    const bucket = timeline.slice(start, start + every);
    const mean = (pick: (point: (typeof bucket)[number]) => number) =>
      rounded(bucket.reduce((sum, point) => sum + pick(point), 0) / bucket.length);
    second.push(bucket[0]!.second);
    series.requests.push(mean((point) => point.requests));
    series.errors.push(mean((point) => point.errors));
    for (const key of ['p50', 'p95', 'p99'] as const) {
      latency[key].push(rounded(Math.max(...bucket.map((point) => point[key]))));
    }
  }
  return { ...pointsOf(timeline, every, second), ...series, ...latency };
}

/**
 * Returns where a timeline's points are: its first second, the seconds a point, and each point's first second when
 * the seconds are not consecutive.
 */
function pointsOf(
  timeline: ScenarioResult['timeline'],
  every: number,
  second: number[],
): { start: number; every: number; second?: number[] } {
  const start = timeline[0]!.second;
  const consecutive = timeline.every((point, index) => point.second === start + index);
  return { start, every, ...(!consecutive && { second }) };
}

/** Returns a stream scenario's events per second in the timeline's buckets (averaged over each); undefined without any. */
function eventsSeries(timeline: ScenarioResult['timeline']): ScenarioCharts['events'] {
  if (timeline.length === 0 || !timeline.some((point) => point.events !== undefined)) return undefined;
  const every = Math.ceil(timeline.length / MAX_TIMELINE_POINTS);
  const second: number[] = [];
  const events: number[] = [];
  for (let start = 0; start < timeline.length; start += every) {
    const bucket = timeline.slice(start, start + every);
    second.push(bucket[0]!.second);
    events.push(rounded(bucket.reduce((sum, point) => sum + (point.events ?? 0), 0) / bucket.length));
  }
  return { ...pointsOf(timeline, every, second), events };
}

/**
 * Returns what report.html draws of a scenario: its curve and its steps', its timeline, its p95 by round; for a stream
 * scenario its events per second and its event-gap curve.
 */
export function scenarioCharts(scenario: ScenarioResult, id: string): ScenarioCharts {
  const curves = [
    percentileCurve(scenario.steps?.length ? `${scenario.name} (iteration)` : scenario.name, scenario.histogram),
    ...(scenario.steps ?? []).map((step: StepResult) => percentileCurve(step.name, step.histogram)),
  ].filter((curve): curve is Curve => curve !== undefined);
  const timeline = timelineSeries(scenario.timeline);
  const rounds = scenario.comparison?.p95ByRound;
  const events = scenario.stream && eventsSeries(scenario.timeline);
  const eventGap = scenario.stream && percentileCurve('event gap', scenario.stream.eventGap.histogram);
  return {
    id,
    ...(curves.length > 0 && { distribution: curves }),
    ...(timeline && { timeline }),
    ...(rounds &&
      (rounds.base.length > 0 || rounds.head.length > 0) && {
        rounds: { base: rounds.base.map(rounded), head: rounds.head.map(rounded) },
      }),
    ...(events && { events }),
    ...(eventGap && { eventGap: [eventGap] }),
  };
}
