// Merges the open-model figures of a scenario's parts (shards, worker threads, rounds).
import type { ArrivalResult, MeasuredStep } from '../../results/types.js';
import { serviceSummary } from './arrival-figures.js';
import { addInto, createLatencyHistogram, decodeHistogram, encodeHistogram } from '../record/latency-histogram.js';
import { measuredMsOf, sum } from '../merge/merge-pieces.js';
import { perSecond, roundedRate } from '../record/rates.js';

type Part = Parameters<typeof measuredMsOf>[0] & Pick<MeasuredStep, 'arrival'>;

/**
 * Returns the open-model figures of parts of one scenario merged, undefined when no part has any (the closed model):
 * the connections summed, the service-time histograms added bucket by bucket (the summary recomputed from the sum),
 * the lateness the worst part's (a p99 cannot be added), and the rates recomputed from each part's requests
 * scheduled (total + dropped) and started over its measured time: for parts that ran at the same time (`parallel`:
 * shards, worker threads) the sum of each one's rate, for parts that ran one after another their requests over
 * their time together.
 */
export function mergeArrival(parts: readonly Part[], parallel: boolean): ArrivalResult | undefined {
  const open = parts.filter((part) => part.arrival !== undefined);
  if (open.length === 0) return undefined;
  const scheduled = (part: Part) => part.requests.total + (part.requests.dropped ?? 0);
  const started = (part: Part) => part.requests.total;
  const rate = (count: (part: Part) => number) => {
    if (parallel) return roundedRate(sum(open, (part) => perSecond(count(part), measuredMsOf(part))));
    return roundedRate(perSecond(sum(open, count), sum(open, measuredMsOf)));
  };
  const histogram = createLatencyHistogram();
  for (const part of open) addInto(histogram, decodeHistogram(part.arrival!.serviceHistogram));
  const serviceHistogram = encodeHistogram(histogram);
  return {
    targetRate: rate(scheduled),
    achievedRate: rate(started),
    maxUsers: parallel
      ? sum(open, (part) => part.arrival!.maxUsers)
      : Math.max(...open.map((p) => p.arrival!.maxUsers)),
    serviceMs: serviceSummary(serviceHistogram),
    serviceHistogram,
    latenessP99Ms: Math.max(...open.map((part) => part.arrival!.latenessP99Ms)),
  };
}
