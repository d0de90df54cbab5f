// Merges the stream figures (ScenarioResult.stream) of a scenario's parts: shards, worker threads, rounds alike.
import type { MeasuredStep, StreamDistribution, StreamResult } from '../../results/types.js';
import { STREAM_FAULTS, type StreamFault } from '../../vocabulary/streams.js';
import { addHistograms, sum } from './merge-pieces.js';

type Part = Pick<MeasuredStep, 'stream'>;

/** The distributions of StreamResult, each merged alike. */
type DistributionKey = 'ttfb' | 'ttfe' | 'eventGap' | 'length';

/**
 * Returns the stream figures of parts of one scenario merged, undefined when no part has any (not a stream scenario).
 * Whether the parts ran at the same time or one after another, the merge is the same: the streams, events, reconnects
 * and each kind of fault summed, and each distribution's histogram added bucket by bucket, its summary recomputed from
 * the sum (never averaged), as the scenario's latency is (addHistograms). The protocol and mode are the first part's:
 * every part ran the same scenario.
 */
export function mergeStream(parts: readonly Part[]): StreamResult | undefined {
  const streams = parts.flatMap((part) => (part.stream ? [part.stream] : []));
  const [first] = streams;
  if (!first) return undefined;
  const faults = Object.fromEntries(
    STREAM_FAULTS.map((fault) => [fault, sum(streams, (stream) => stream.faults[fault])]),
  ) as Record<StreamFault, number>;
  const distribution = (key: DistributionKey): StreamDistribution => {
    const { histogram, latencyMs } = addHistograms(streams.map((stream) => stream[key].histogram));
    return { count: sum(streams, (stream) => stream[key].count), ms: latencyMs, histogram };
  };
  return {
    protocol: first.protocol,
    mode: first.mode,
    streams: sum(streams, (stream) => stream.streams),
    events: sum(streams, (stream) => stream.events),
    reconnects: sum(streams, (stream) => stream.reconnects),
    faults,
    ttfb: distribution('ttfb'),
    ttfe: distribution('ttfe'),
    eventGap: distribution('eventGap'),
    length: distribution('length'),
  };
}
