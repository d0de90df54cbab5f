// A tolerance's metric in each round of a scenario (latency, error rate, rps), and over all of them.
import {
  addInto,
  createLatencyHistogram,
  decodeHistogram,
  type Histogram,
  summarizeLatency,
} from '../engine/record/latency-histogram.js';
import type { RoundResult } from '../results/types.js';
import type { RegressionKey } from '../vocabulary/regression.js';

/**
 * Returns a metric's value in each round that has one, in order: ms for latencies (from the round's histogram; a
 * round without a latency has none), percent for errorRate (failed of total; a round without requests has none),
 * requests per second for rps.
 */
export function roundValues(rounds: readonly RoundResult[], key: RegressionKey): number[] {
  return roundSeries(rounds, key).map(({ value }) => value);
}

/** Returns roundValues with each value's round, numbered from 1, so that a report can name a round. */
export function roundSeries(rounds: readonly RoundResult[], key: RegressionKey): { round: number; value: number }[] {
  const series: { round: number; value: number }[] = [];
  rounds.forEach((round, index) => {
    const value = metricOf(round.requests, round.durationMs, () => decodeHistogram(round.histogram), key);
    if (value !== undefined) series.push({ round: index + 1, value });
  });
  return series;
}

/** Returns a metric over all the rounds together (their histograms merged, their counters added); undefined if none. */
export function overallValue(rounds: readonly RoundResult[], key: RegressionKey): number | undefined {
  const requests = { total: 0, failed: 0 };
  let durationMs = 0;
  for (const round of rounds) {
    requests.total += round.requests.total;
    requests.failed += round.requests.failed;
    durationMs += round.durationMs;
  }
  return metricOf(requests, durationMs, () => mergedHistogram(rounds), key);
}

function mergedHistogram(rounds: readonly RoundResult[]): Histogram {
  const merged = createLatencyHistogram();
  for (const round of rounds) addInto(merged, decodeHistogram(round.histogram));
  return merged;
}

/** Returns one metric of counters, a duration and a histogram (decoded only for a latency); undefined when it has none. */
function metricOf(
  requests: { total: number; failed: number },
  durationMs: number,
  histogram: () => Histogram,
  key: RegressionKey,
): number | undefined {
  if (key === 'errorRate') return requests.total > 0 ? (requests.failed / requests.total) * 100 : undefined;
  if (key === 'rps') return durationMs > 0 ? requests.total / (durationMs / 1000) : undefined;
  const latencies = histogram();
  // The summary results.json writes, so that a side's value reads like the scenario's own figure.
  return latencies.totalCount === 0 ? undefined : summarizeLatency(latencies)[key];
}
