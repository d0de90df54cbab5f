// How a stream scenario's figures (ScenarioResult.stream) are said to people, by the reports and the triage alike.
import type { ScenarioResult, StreamDistribution, StreamResult } from './types.js';
import { STREAM_FAULTS } from '../vocabulary/streams.js';
import { formatCount, formatNumber } from './wording.js';

// Shared so that a stream's events, faults and distributions read the same everywhere. Not escaped for any medium:
// each caller escapes.

/** Returns what a stream scenario's latency figures are: each stream's length, or its time to first event when held. */
export function streamLatency(stream: StreamResult): string {
  return stream.mode === 'hold'
    ? "its latency is each stream's time to its first event"
    : "its latency is each stream's length";
}

/** The distributions of StreamResult with the names the reports give them, in report order. */
export const STREAM_DISTRIBUTIONS = [
  { key: 'ttfb', name: 'time to first byte' },
  { key: 'ttfe', name: 'time to first event' },
  { key: 'eventGap', name: 'event gap' },
  { key: 'length', name: 'length' },
] as const;

/** Returns the mean events per stream (what the `events` threshold judges); 0 without a stream. */
export function eventsPerStream(stream: StreamResult): number {
  return stream.streams > 0 ? stream.events / stream.streams : 0;
}

/** Returns the events received per second of the measured time; 0 when it measured no time. */
export function eventsPerSecond(result: Pick<ScenarioResult, 'durationSeconds'>, stream: StreamResult): number {
  return result.durationSeconds > 0 ? stream.events / result.durationSeconds : 0;
}

/** Returns the stream faults by kind, `2 stalled, 1 ended`, largest first; `none` without any. */
export function faultsText(stream: StreamResult): string {
  const faults = STREAM_FAULTS.map((fault) => [fault, stream.faults[fault]] as const)
    .filter(([, count]) => count > 0)
    .sort(([, a], [, b]) => b - a);
  return faults.length === 0 ? 'none' : faults.map(([fault, count]) => `${formatCount(count)} ${fault}`).join(', ');
}

/** Returns a distribution's `p50 · p95 · p99 · max` in ms, `12 · 30.5 · 41 · 52`; `–` when it holds no value. */
export function distributionCell(distribution: StreamDistribution): string {
  if (distribution.count === 0) return '–';
  const { p50, p95, p99, max } = distribution.ms;
  return [p50, p95, p99, max].map(formatNumber).join(' · ');
}

/** Returns `120 streams (sse, held), 14,400 events (120 per stream, 48/s), 3 reconnects, faults: 2 stalled`. */
function streamCounts(result: Pick<ScenarioResult, 'durationSeconds'>, stream: StreamResult): string {
  const mode = stream.mode === 'hold' ? 'held' : 'one per iteration';
  return [
    `${formatCount(stream.streams)} ${stream.streams === 1 ? 'stream' : 'streams'} (${stream.protocol}, ${mode})`,
    `${formatCount(stream.events)} events (${formatNumber(eventsPerStream(stream))} per stream, ${formatNumber(eventsPerSecond(result, stream))}/s)`,
    `${formatCount(stream.reconnects)} ${stream.reconnects === 1 ? 'reconnect' : 'reconnects'}`,
    `faults: ${faultsText(stream)}`,
  ].join(', ');
}

/**
 * Returns a stream scenario's figures as one sentence: its counts (streamCounts), then each distribution's p50, p95,
 * p99 and max in ms: `…; time to first event p50 12 ms, p95 30.5 ms, p99 41 ms, max 52 ms; event gap …`.
 */
export function streamSentence(result: Pick<ScenarioResult, 'durationSeconds'>, stream: StreamResult): string {
  const distributions = STREAM_DISTRIBUTIONS.map(({ key, name }) => {
    const distribution = stream[key];
    if (distribution.count === 0) return `${name}: none`;
    const { p50, p95, p99, max } = distribution.ms;
    const ms = (value: number) => `${formatNumber(value)} ms`;
    return `${name} p50 ${ms(p50)}, p95 ${ms(p95)}, p99 ${ms(p99)}, max ${ms(max)}`;
  });
  return [streamCounts(result, stream), ...distributions].join('; ');
}

/** Returns the stream scenarios with their figures as one sentence each (not escaped), in their order. */
export function streamLines(scenarios: readonly ScenarioResult[]): Array<{ scenario: ScenarioResult; text: string }> {
  return scenarios.flatMap((scenario) =>
    scenario.stream ? [{ scenario, text: streamSentence(scenario, scenario.stream) }] : [],
  );
}
