import type { FailedSample, MeasuredScenario, MeasuredStep, RoundResult } from '../results/types.js';
import { SAMPLES_PER_KIND, SAMPLES_PER_SCENARIO } from './failed-samples.js';
import { createLatencyHistogram, decodeHistogram, encodeHistogram, summarizeLatency } from './latency-histogram.js';

type Counts = Record<string, number>;

/**
 * Returns one scenario measured in parts (the rounds of one side of the same-job mode, or the shards of a run) as if
 * it had been measured at once: counters, statuses, categories and checks summed, histograms added bucket by bucket
 * (the latency summary recomputed from the sum), the timelines and rounds one after another, renumbered from the
 * first part's start, the samples kept as the engine keeps them, and a flow's steps merged by name the same way. The
 * outcome is the first part's `cancelled` or `errored` (with its error), else `measured`. Throws on no parts.
 */
export function mergeMeasured(parts: readonly MeasuredScenario[]): MeasuredScenario {
  if (parts.length === 0) throw new Error('mergeMeasured needs at least one part');
  const merged = mergeFigures(parts);
  const withSteps = parts.some((part) => part.steps !== undefined);
  return withSteps ? { ...merged, steps: mergeSteps(parts.map((part) => part.steps ?? [])) } : merged;
}

/** Returns the steps of a flow merged by name, in the first order they appear. */
function mergeSteps(parts: ReadonlyArray<readonly MeasuredStep[]>): MeasuredStep[] {
  const byName = new Map<string, MeasuredStep[]>();
  for (const steps of parts) {
    for (const step of steps) byName.set(step.name, [...(byName.get(step.name) ?? []), step]);
  }
  return [...byName.values()].map((steps) => {
    const merged = mergeFigures(steps);
    return steps[0]!.once === undefined ? merged : { ...merged, once: steps[0]!.once };
  });
}

/** Returns the figures of the parts merged (not their steps): the body of mergeMeasured, shared with the steps. */
function mergeFigures(parts: ReadonlyArray<MeasuredScenario | MeasuredStep>): Omit<MeasuredStep, 'once'> {
  // The steps are merged by name apart, and `once` is a step's own: neither is copied from the first part.
  const first: MeasuredScenario & { once?: boolean } = { ...parts[0]! };
  delete first.steps;
  delete first.once;
  const stopped =
    parts.find(({ outcome }) => outcome === 'cancelled') ?? parts.find(({ outcome }) => outcome === 'errored');
  const histogram = createLatencyHistogram();
  for (const part of parts) histogram.add(decodeHistogram(part.histogram));
  const encoded = encodeHistogram(histogram);
  const measuredMs = parts.reduce((sum, part) => sum + measuredMsOf(part), 0);
  const completed = parts.reduce(
    (sum, part) => sum + part.requests.total - (part.requests.byCategory.interrupted ?? 0),
    0,
  );
  const byCheck = parts.some((part) => part.requests.byCheck !== undefined)
    ? sumCounts(parts.map((part) => part.requests.byCheck ?? {}))
    : undefined;
  const rounds = parts.some((part) => part.rounds !== undefined) ? concatRounds(parts) : undefined;
  const error = parts.find((part) => part.error !== undefined)?.error;
  return {
    ...first,
    outcome: stopped?.outcome ?? 'measured',
    ...(error !== undefined && { error }),
    durationSeconds: parts.reduce((sum, part) => sum + part.durationSeconds, 0),
    requests: {
      total: sum(parts, (part) => part.requests.total),
      ok: sum(parts, (part) => part.requests.ok),
      failed: sum(parts, (part) => part.requests.failed),
      byCategory: sumCounts(parts.map((part) => part.requests.byCategory)),
      byStatus: sumCounts(parts.map((part) => part.requests.byStatus)),
      ...(byCheck && { byCheck }),
    },
    // From the encoded histogram, as the engine does, so that whoever decodes results.json gets the same figures.
    latencyMs: summarizeLatency(decodeHistogram(encoded)),
    histogram: encoded,
    rps: measuredMs > 0 ? Math.round((completed / measuredMs) * 1000 * 100) / 100 : 0,
    bytesReceived: sum(parts, (part) => part.bytesReceived),
    timeline: concatTimelines(parts),
    ...(rounds && { rounds }),
    samples: keepSamples(parts.flatMap((part) => part.samples ?? [])),
  };
}

/** Returns how long a part measured, in ms: its rounds' time when it has rounds (a cancel shortens them), else its duration. */
function measuredMsOf(part: MeasuredStep | MeasuredScenario): number {
  return part.rounds?.length ? sum(part.rounds, (round) => round.durationMs) : part.durationSeconds * 1000;
}

function sum<T>(items: readonly T[], value: (item: T) => number): number {
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

/** Returns the timelines one after another: each part's seconds follow the previous part's last second. */
function concatTimelines(parts: ReadonlyArray<MeasuredStep | MeasuredScenario>): MeasuredStep['timeline'] {
  const timeline: MeasuredStep['timeline'] = [];
  let offset = 0;
  for (const part of parts) {
    for (const entry of part.timeline) timeline.push({ ...entry, second: entry.second + offset });
    offset += part.timeline.reduce((last, entry) => Math.max(last, entry.second + 1), 0);
  }
  return timeline;
}

/** Returns the rounds one after another: each part's start where the previous part's measured time ended. */
function concatRounds(parts: ReadonlyArray<MeasuredStep | MeasuredScenario>): RoundResult[] {
  const rounds: RoundResult[] = [];
  let offsetMs = 0;
  for (const part of parts) {
    for (const round of part.rounds ?? []) rounds.push({ ...round, startMs: round.startMs + offsetMs });
    offsetMs += measuredMsOf(part);
  }
  return rounds;
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
