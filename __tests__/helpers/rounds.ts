import { createLatencyHistogram, encodeHistogram } from '../../src/engine/record/latency-histogram.js';
import type { RoundResult, ToleranceResult } from '../../src/results/types.js';
import { REGRESSION_DEFINITIONS, type RegressionKey } from '../../src/vocabulary/regression.js';

/** A seeded generator (mulberry32), so that every synthetic round is the same on every run. */
export function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface RoundShape {
  /** The round's typical latency in ms; each request's is spread ±20% around it. */
  ms: number;
  requests?: number;
  failed?: number;
  durationMs?: number;
}

/** Returns a round with a real HdrHistogram of `requests` latencies around `ms`. */
function round({ ms, requests = 200, failed = 0, durationMs = 1000 }: RoundShape, random: () => number): RoundResult {
  const histogram = createLatencyHistogram();
  for (let i = 0; i < requests - failed; i++) histogram.recordValue(Math.round(ms * 1000 * (0.8 + 0.4 * random())));
  return {
    startMs: 0,
    durationMs,
    requests: { total: requests, ok: requests - failed, failed },
    histogram: encodeHistogram(histogram),
  };
}

/** Returns `count` rounds around `ms`, each round's level off by up to ±noise (a share: 0.05 = 5%). */
export function rounds(
  count: number,
  ms: number,
  noise: number,
  seed: number,
  extra: Partial<RoundShape> = {},
): RoundResult[] {
  const random = seeded(seed);
  return Array.from({ length: count }, (_, i) => ({
    ...round({ ms: ms * (1 + noise * (2 * random() - 1)), ...extra }, random),
    startMs: i * 1000,
  }));
}

/** Returns a tolerance as results.json keeps it, with its key's way and unit. */
export function tolerance(key: RegressionKey, limit: number, line = 9): ToleranceResult {
  return { key, ...REGRESSION_DEFINITIONS[key], limit, line };
}
