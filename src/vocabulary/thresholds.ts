// src/vocabulary/ holds the words every stage shares; this holds the threshold keys, each with its bound and unit.
/**
 * The threshold keys of `loadtool.yaml`, each with its bound and unit, in the order reports and generation write
 * them (latencies first). Adding a key is one line here plus its property in `schemas/loadtool.schema.json`.
 */
export const THRESHOLD_DEFINITIONS = {
  p50: { bound: 'max', unit: 'ms' },
  p75: { bound: 'max', unit: 'ms' },
  p90: { bound: 'max', unit: 'ms' },
  p95: { bound: 'max', unit: 'ms' },
  p99: { bound: 'max', unit: 'ms' },
  p999: { bound: 'max', unit: 'ms' },
  max: { bound: 'max', unit: 'ms' },
  mean: { bound: 'max', unit: 'ms' },
  // A stream scenario's (stream:), each judged on its p95: time to the response's head, to the first event, and the
  // gaps between a stream's events (docs/streams.md).
  ttfb: { bound: 'max', unit: 'ms' },
  ttfe: { bound: 'max', unit: 'ms' },
  eventGap: { bound: 'max', unit: 'ms' },
  errorRate: { bound: 'max', unit: '%' },
  okRate: { bound: 'min', unit: '%' },
  rps: { bound: 'min', unit: 'rps' },
  // A stream scenario's events per stream (the mean over every stream it opened).
  events: { bound: 'min', unit: 'events' },
} as const satisfies Record<string, ThresholdDefinition>;

/** How a threshold is judged: `max`, the measured value must not exceed the limit; `min`, it must reach it. */
export interface ThresholdDefinition {
  bound: 'max' | 'min';
  /** Milliseconds for latencies, percent for errorRate and okRate, requests per second for rps, events per stream. */
  unit: 'ms' | '%' | 'rps' | 'events';
}

export type ThresholdKey = keyof typeof THRESHOLD_DEFINITIONS;

/** Every threshold key, latencies first. */
export const THRESHOLD_KEYS = Object.keys(THRESHOLD_DEFINITIONS) as ThresholdKey[];

/** Returns true when a text is a threshold key. */
export function isThresholdKey(key: string): key is ThresholdKey {
  return Object.hasOwn(THRESHOLD_DEFINITIONS, key);
}

/** The threshold keys of a stream scenario's own figures (ScenarioResult.stream), judged on nothing else. */
export const STREAM_THRESHOLD_KEYS: readonly ThresholdKey[] = ['ttfb', 'ttfe', 'eventGap', 'events'];

/** Returns true when a threshold key limits a latency (milliseconds). */
export function isLatencyKey(key: string): boolean {
  return isThresholdKey(key) && THRESHOLD_DEFINITIONS[key].unit === 'ms';
}
