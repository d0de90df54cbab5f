// The progress of a run in worker threads: each worker's latest figures of a scenario added up.
import type { LiveCounts, LiveFigures, ScenarioProgress } from '../record/scenario-figures.js';
import { addInto, createLatencyHistogram, decodeHistogram, encodeHistogram } from '../record/latency-histogram.js';

const TICK_MS = 1000;

/**
 * The progress of the worker threads summed per scenario, passed on once a tick (a second, as one engine reports):
 * each worker's latest figures of a scenario added up; the p95 is the highest of the workers' (a percentile does not
 * add up; the results' is exact, from the merged histogram).
 */
export class ProgressSum {
  private readonly latest = new Map<string, Map<number, ScenarioProgress>>();
  private readonly changed = new Set<string>();
  private readonly timer: NodeJS.Timeout;

  constructor(private readonly emit: (progress: ScenarioProgress) => void) {
    this.timer = setInterval(() => {
      this.flush();
    }, TICK_MS);
    this.timer.unref();
  }

  /** Keeps worker `worker`'s latest progress of a scenario, passed on with the others' at the next tick. */
  add(worker: number, progress: ScenarioProgress): void {
    let byWorker = this.latest.get(progress.name);
    if (!byWorker) {
      byWorker = new Map<number, ScenarioProgress>();
      this.latest.set(progress.name, byWorker);
    }
    byWorker.set(worker, progress);
    this.changed.add(progress.name);
  }

  /** Passes on what changed since the last tick, and stops the ticks. */
  stop(): void {
    clearInterval(this.timer);
    this.flush();
  }

  private flush(): void {
    for (const name of this.changed) {
      const parts = [...(this.latest.get(name)?.values() ?? [])];
      const add = (value: (part: ScenarioProgress) => number) => parts.reduce((total, part) => total + value(part), 0);
      this.emit({
        name,
        elapsedSeconds: Math.max(...parts.map((part) => part.elapsedSeconds)),
        durationSeconds: Math.max(...parts.map((part) => part.durationSeconds)),
        requests: add((part) => part.requests),
        errors: add((part) => part.errors),
        rps: Math.round(add((part) => part.rps) * 10) / 10,
        p95Ms: Math.max(...parts.map((part) => part.p95Ms)),
        ...(parts.some((part) => part.events !== undefined) && { events: add((part) => part.events ?? 0) }),
        ...(parts.some((part) => part.live !== undefined) && { live: liveSum(parts) }),
      });
    }
    this.changed.clear();
  }
}

/**
 * Returns the workers' cumulative figures added up, their histograms merged, a flow's steps by name (only with
 * RunOptions.liveFigures).
 */
function liveSum(parts: readonly ScenarioProgress[]): LiveFigures {
  const lives = parts.flatMap(({ live }) => (live ? [live] : []));
  const sum: LiveFigures = countsSum(lives);
  if (lives.some((live) => live.dropped !== undefined))
    sum.dropped = lives.reduce((total, live) => total + (live.dropped ?? 0), 0);
  const names = [...new Set(lives.flatMap((live) => (live.steps ?? []).map((step) => step.name)))];
  if (names.length > 0)
    sum.steps = names.map((name) => ({
      name,
      ...countsSum(lives.flatMap((live) => (live.steps ?? []).filter((step) => step.name === name))),
    }));
  return sum;
}

function countsSum(parts: readonly LiveCounts[]): LiveCounts {
  const histogram = createLatencyHistogram();
  const sum: LiveCounts = { ok: 0, failed: 0, byCategory: {}, bytesReceived: 0, bytesSent: 0, histogram: '' };
  for (const live of parts) {
    sum.ok += live.ok;
    sum.failed += live.failed;
    sum.bytesReceived += live.bytesReceived;
    sum.bytesSent += live.bytesSent;
    for (const [category, count] of Object.entries(live.byCategory) as Array<[keyof LiveCounts['byCategory'], number]>)
      sum.byCategory[category] = (sum.byCategory[category] ?? 0) + count;
    addInto(histogram, decodeHistogram(live.histogram));
  }
  return { ...sum, histogram: encodeHistogram(histogram) };
}
