// src/engine/self/ watches the load generator itself; this is the self-check: its event-loop delay and busy share.
// Node's performance, imported rather than the global, whose type is the DOM's when a dependency's types pull in
// lib.dom (graphql-yoga's do): the DOM's has no eventLoopUtilization.
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import type { SelfCheck } from '../../results/types.js';

/** Above this event-loop delay (p99, ms) responses wait in the generator before they are timed. */
const SATURATED_DELAY_P99_MS = 50;
/** At or above this share of the time busy, the generator's event loop is the limit. */
const SATURATED_LOOP_UTILIZATION = 0.9;

/** The event-loop delay's sampling: 50 wake-ups a second, fine enough for SATURATED_DELAY_P99_MS. */
const RESOLUTION_MS = 20;
const SAMPLE_MS = 1000;

/** A self-check in progress; `stop()` ends it. */
export interface SelfCheckProbe {
  /** Returns the generator's health over the time since the start. */
  stop(): SelfCheck;
}

/**
 * Returns a probe of the generator's own health over a run: the event-loop delay (Node's monitorEventLoopDelay) and
 * the event loop's utilization (the share of time it was not idle), sampled each second, and the process's CPU time.
 * The generator counts as saturated when the delay's p99 is above SATURATED_DELAY_P99_MS, or when its event loop was
 * busy SATURATED_LOOP_UTILIZATION of the time or more in most seconds: then the latencies include time spent waiting
 * in the generator, and the request rate is the generator's, not the server's. The utilization is the generator's
 * own thread; the process's CPU time also counts other threads (GC, or a server embedded in the same process).
 */
export function startSelfCheck(): SelfCheckProbe {
  const delay = monitorEventLoopDelay({ resolution: RESOLUTION_MS });
  delay.enable();
  const startedAt = performance.now();
  const startUse = performance.eventLoopUtilization();
  const startCpu = process.cpuUsage();
  let sampleAt = startedAt;
  let sampleUse = performance.eventLoopUtilization();
  let samples = 0;
  let busy = 0;
  const sample = (now: number) => {
    const use = performance.eventLoopUtilization();
    samples++;
    if (performance.eventLoopUtilization(use, sampleUse).utilization >= SATURATED_LOOP_UTILIZATION) busy++;
    sampleAt = now;
    sampleUse = use;
  };
  const timer = setInterval(() => {
    sample(performance.now());
  }, SAMPLE_MS);
  timer.unref();

  return {
    stop() {
      clearInterval(timer);
      delay.disable();
      const now = performance.now();
      // A last partial second counts only when long enough to say something.
      if (now - sampleAt >= SAMPLE_MS / 2) sample(now);
      const wallMicros = (now - startedAt) * 1000;
      const cpuUtilization = wallMicros > 0 ? round(cpuMicros(process.cpuUsage(startCpu)) / wallMicros, 100) : 0;
      const eventLoopUtilization = round(performance.eventLoopUtilization(startUse).utilization, 100);
      // The histogram holds the intervals between the monitor's timer ticks: the delay is what exceeds the interval.
      const eventLoopDelayP99Ms =
        delay.count > 0 ? round(Math.max(0, delay.percentile(99) / 1e6 - RESOLUTION_MS), 10) : 0;
      const saturated = eventLoopDelayP99Ms > SATURATED_DELAY_P99_MS || (samples > 0 && busy / samples > 0.5);
      return {
        saturated,
        eventLoopDelayP99Ms,
        eventLoopUtilization,
        cpuUtilization,
        ...(saturated && {
          message: `The load generator was saturated (event-loop delay p99 ${eventLoopDelayP99Ms} ms, event loop busy ${Math.round(eventLoopUtilization * 100)} % of the time): latencies and requests per second measure the generator, not the server. Run fewer users or scenarios at once, give it more CPU (--workers auto, a bigger runner), or shard the run over more machines.`,
        }),
      };
    },
  };
}

function cpuMicros(usage: NodeJS.CpuUsage): number {
  return usage.user + usage.system;
}

function round(value: number, factor: number): number {
  return Math.round(value * factor) / factor;
}
