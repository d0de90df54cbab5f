// How the failures or latency of a scenario were shaped in time: too few requests to tell, a slow warm-up.
import type { ScenarioResult, ThresholdResult } from '../results/types.js';
import type { ThresholdKey } from '../vocabulary/thresholds.js';

/**
 * Fewer requests than this are too few to conclude from: a percentile of 6 requests is one of them, and a slow
 * first request or two (a cold cache, a lazy connection pool) decides it.
 */
const THIN_REQUESTS = 20;

/** The first seconds that can be a warm-up: at most two, and at most a third of the timeline. */
const WARM_UP_SECONDS = 2;

/**
 * The timeline's per-second figure that bounds each latency key from above: when every later second's p95 is within
 * a p90 limit, so is its p90. Keys without one (`max`, `mean`, `p999`) cannot be told apart by second.
 */
const BOUND_BY: Partial<Record<ThresholdKey, 'p50' | 'p95' | 'p99'>> = {
  p50: 'p50',
  p75: 'p95',
  p90: 'p95',
  p95: 'p95',
  p99: 'p99',
};

/** Returns `only 6 requests: rerun longer before drawing conclusions` when the scenario made too few; else ''. */
export function thinEvidence(result: ScenarioResult): string {
  const { total } = result.requests;
  if (total <= 0 || total >= THIN_REQUESTS) return '';
  return `only ${total} ${total === 1 ? 'request' : 'requests'}: rerun longer before drawing conclusions`;
}

/**
 * Returns how many first seconds of the timeline breached the latency bounds (1 or 2), when only they did: every
 * later second with requests kept each breached bound. A percentile over several seconds is at most the largest of
 * theirs, so the breach then comes from those first seconds: a warm-up effect. Undefined when the breaches are not
 * all latency percentiles the timeline has, or when later seconds breach too.
 */
export function warmUpSeconds(result: ScenarioResult, breaches: ThresholdResult[]): number | undefined {
  const { timeline } = result;
  const window = Math.min(WARM_UP_SECONDS, Math.floor(timeline.length / 3));
  if (breaches.length === 0 || window < 1) return undefined;
  const bounds = breaches.map((threshold) => ({ figure: BOUND_BY[threshold.key], limit: threshold.limit }));
  if (bounds.some(({ figure }) => figure === undefined)) return undefined;
  for (let seconds = 1; seconds <= window; seconds++) {
    const later = timeline.slice(seconds).filter((entry) => entry.requests > entry.errors);
    if (later.length > 0 && later.every((entry) => bounds.every(({ figure, limit }) => entry[figure!] <= limit)))
      return seconds;
  }
  return undefined;
}
