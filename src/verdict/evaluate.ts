// Evaluates a scenario's thresholds against what it measured, in the thresholds' units.
import type { ScenarioResult, ThresholdResult } from '../results/types.js';
import type { Threshold } from '../loadtest/types.js';
import type { ThresholdKey } from '../vocabulary/thresholds.js';

/** What a scenario measured, flat, in the units of the thresholds: ms, percent, requests per second. */
export interface Measured {
  /** Undefined when no response arrived, so that there is no latency to compare. */
  latencyMs: ScenarioResult['latencyMs'] | undefined;
  /** ok / total · 100 (open model: ok / (total + dropped) · 100); NaN when no request was made. */
  okRate: number;
  /** failed / total · 100 (open model: (failed + dropped) / (total + dropped) · 100); NaN when no request was made. */
  errorRate: number;
  rps: number;
  /** A stream scenario's own figures, for ttfb, ttfe, eventGap and events; undefined for any other scenario. */
  stream?: ScenarioResult['stream'];
}

/**
 * What judging a threshold needs of it: its definition as results.json keeps it, so that a results file (a merge of
 * shards) is judged again without loadtool.yaml.
 */
export type ThresholdRule = Pick<Threshold, 'key' | 'bound' | 'limit' | 'unit' | 'line'>;

/**
 * Returns each threshold's verdict: the measured value against the limit (`max`: at most the limit, `min`: at least).
 * A threshold whose value was not measured (no response for a latency, no request for a rate) has no `actual` and
 * has not passed: a gate must not pass on the absence of data.
 */
export function evaluateThresholds(
  thresholds: ReadonlyArray<ThresholdRule & Partial<Threshold>>,
  measured: Measured,
): ThresholdResult[] {
  return thresholds.map((threshold) => {
    const value = valueOf(threshold.key, measured);
    const known = value !== undefined && Number.isFinite(value);
    const passed = known && (threshold.bound === 'max' ? value <= threshold.limit : value >= threshold.limit);
    return {
      key: threshold.key,
      bound: threshold.bound,
      limit: threshold.limit,
      ...(known && { actual: shown(value, threshold, passed) }),
      unit: threshold.unit,
      passed,
      line: threshold.line,
    };
  });
}

function valueOf(key: ThresholdKey, measured: Measured): number | undefined {
  switch (key) {
    case 'errorRate':
      return measured.errorRate;
    case 'okRate':
      return measured.okRate;
    case 'rps':
      return measured.rps;
    case 'ttfb':
    case 'ttfe':
    case 'eventGap': {
      // Judged on the p95, like generation's latency thresholds; undefined when no stream got that far.
      const distribution = measured.stream?.[key];
      return distribution !== undefined && distribution.count > 0 ? distribution.ms.p95 : undefined;
    }
    case 'events':
      return measured.stream && measured.stream.streams > 0
        ? measured.stream.events / measured.stream.streams
        : undefined;
    default:
      return measured.latencyMs?.[key];
  }
}

/**
 * Returns the value as reports show it, rounded to 0.001, unless rounding would make a breach look like a pass
 * (1 error in a million is an errorRate of 0.0001 %, which is above a limit of 0 %).
 */
function shown(value: number, threshold: ThresholdRule, passed: boolean): number {
  const rounded = Math.round(value * 1000) / 1000;
  const roundedPasses = threshold.bound === 'max' ? rounded <= threshold.limit : rounded >= threshold.limit;
  return roundedPasses === passed ? rounded : value;
}
