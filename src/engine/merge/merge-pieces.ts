// src/engine/merge/ merges measured parts exactly; this holds what every merge of them shares.
import type { FailedSample, MeasuredStep } from '../../results/types.js';
import { SAMPLES_PER_KIND, SAMPLES_PER_SCENARIO } from '../record/failed-samples.js';
import {
  addInto,
  createLatencyHistogram,
  decodeHistogram,
  encodeHistogram,
  summarizeLatency,
} from '../record/latency-histogram.js';

// Whether the parts ran one after another (merge-measured.ts: the rounds of the same-job mode) or at the same time
// (src/merge/: the shards of a run): counters add up, histograms add up bucket by bucket, samples are kept as the
// engine keeps them, a flow's steps merge by name.

type Counts = Record<string, number>;

/** The figures of a measured scenario or step that every merge adds up the same way. */
type Figures = Pick<
  MeasuredStep,
  'requests' | 'histogram' | 'bytesReceived' | 'bytesSent' | 'samples' | 'rounds' | 'durationSeconds'
>;

/** Returns the sum of `value` over the items. */
export function sum<T>(items: readonly T[], value: (item: T) => number): number {
  return items.reduce((total, item) => total + value(item), 0);
}

/** Returns the counts of every key added up. */
function sumCounts(parts: ReadonlyArray<Partial<Counts>>): Counts {
  const total: Counts = {};
  for (const counts of parts) {
    for (const [key, count] of Object.entries(counts)) total[key] = (total[key] ?? 0) + (count ?? 0);
  }
  return total;
}

/** Returns the encoded sum of the histograms, bucket by bucket, and the latency summary computed from it. */
export function addHistograms(encoded: readonly string[]): Pick<MeasuredStep, 'histogram' | 'latencyMs'> {
  const histogram = createLatencyHistogram();
  for (const part of encoded) addInto(histogram, decodeHistogram(part));
  const sumEncoded = encodeHistogram(histogram);
  // From the encoded histogram, as the engine does, so that whoever decodes results.json gets the same figures.
  return { histogram: sumEncoded, latencyMs: summarizeLatency(decodeHistogram(sumEncoded)) };
}

/** Returns how long a part measured, in ms: its rounds' time when it has rounds (a cancel shortens them), else its duration. */
export function measuredMsOf(part: Figures): number {
  return part.rounds?.length ? sum(part.rounds, (round) => round.durationMs) : part.durationSeconds * 1000;
}

/** Returns the requests a part completed (ok or failed): those started, less those still in flight at the end. */
export function completedOf(part: Figures): number {
  return part.requests.total - (part.requests.byCategory.interrupted ?? 0);
}

/**
 * Returns the figures the parts add up exactly whatever their timing: the requests and their counters, the histogram
 * and its latency summary, the bytes, and the samples the engine would have kept of them all.
 */
export function addFigures(
  parts: readonly Figures[],
): Pick<MeasuredStep, 'requests' | 'histogram' | 'latencyMs' | 'bytesReceived' | 'bytesSent' | 'samples'> {
  const byCheck = parts.some((part) => part.requests.byCheck !== undefined)
    ? sumCounts(parts.map((part) => part.requests.byCheck ?? {}))
    : undefined;
  const open = parts.some((part) => part.requests.dropped !== undefined);
  const redirects = sum(parts, (part) => part.requests.redirects ?? 0);
  const bytesSent = sum(parts, (part) => part.bytesSent ?? 0);
  return {
    requests: {
      total: sum(parts, (part) => part.requests.total),
      ...(open && { dropped: sum(parts, (part) => part.requests.dropped ?? 0) }),
      ok: sum(parts, (part) => part.requests.ok),
      failed: sum(parts, (part) => part.requests.failed),
      byCategory: sumCounts(parts.map((part) => part.requests.byCategory)),
      byStatus: sumCounts(parts.map((part) => part.requests.byStatus)),
      ...(byCheck && { byCheck }),
      ...(redirects > 0 && { redirects }),
    },
    ...addHistograms(parts.map((part) => part.histogram)),
    bytesReceived: sum(parts, (part) => part.bytesReceived),
    ...(bytesSent > 0 && { bytesSent }),
    samples: keepSamples(parts.flatMap((part) => part.samples ?? [])),
  };
}

/** Returns the items grouped by name, each group in the parts' order, the groups in the order names first appear. */
export function groupByName<T extends { name: string }>(parts: ReadonlyArray<readonly T[]>): T[][] {
  const byName = new Map<string, T[]>();
  for (const items of parts) {
    for (const item of items) byName.set(item.name, [...(byName.get(item.name) ?? []), item]);
  }
  return [...byName.values()];
}

/** Returns the samples the engine would have kept of them all: the first of each status and category, within the caps. */
function keepSamples(samples: readonly FailedSample[]): FailedSample[] {
  const taken = new Map<string, number>();
  const kept: FailedSample[] = [];
  for (const sample of samples) {
    if (kept.length >= SAMPLES_PER_SCENARIO) break;
    const kind = `${sample.status} ${sample.category}`;
    const count = taken.get(kind) ?? 0;
    if (count >= (sample.status === 0 ? 1 : SAMPLES_PER_KIND)) continue;
    taken.set(kind, count + 1);
    kept.push(sample);
  }
  return kept;
}
