// The triage of a stream scenario's faults (error category `stream`): stalled, silent or ended streams.
import type { ScenarioResult, StreamResult, Triage } from '../results/types.js';
import type { Scenario } from '../loadtest/types.js';
import { STREAM_FAULTS, type StreamFault } from '../vocabulary/streams.js';
import { decodeHistogram, percentilesOf, toMs } from '../engine/record/latency-histogram.js';
import { faultsText } from '../results/stream-wording.js';
import { formatCount, formatNumber, formatShare } from '../results/wording.js';
import { requestShare, users } from './figures.js';

/** Lengths within this margin of each other are one length: a cut at a fixed time (a proxy's timeout). */
const CLUSTER_MARGIN = 0.1;

/** A cluster shorter than this is not a timeout's: a server that closes at once is said as ended, not cut. */
const MIN_CUT_MS = 1000;

/** A held stream that lasted this share of the measured time or more lasted the run: not cut. */
const HELD_SHARE = 0.9;

/**
 * Returns the triage of a scenario whose failures are mostly stream faults, by its most frequent kind (a tie goes to
 * the kind first in STREAM_FAULTS):
 * - `stalled` is `timeouts`: the server stopped sending after the first event (a blocked producer, a full buffer);
 * - `silent` is `timeouts`: the server accepted the streams and never sent an event, or sent them into a buffer that
 *   never flushed (compression, a proxy's buffering: SSE), or nothing published (WebSocket, GraphQL);
 * - `ended` is `server-errors`: when the streams were cut at one length (cutLength) a proxy's or load balancer's
 *   timeout, else the server closing them (a restart, a crash, its own limit).
 * The evidence gives the count of that kind among the streams opened, and the other kinds when there are any.
 */
export function streamFaults(result: ScenarioResult, spec: Scenario | undefined): Triage {
  const { stream } = result;
  if (!stream)
    return {
      category: 'timeouts',
      evidence: `${requestShare(result, 'stream')} were streams that stalled, ended early or sent nothing`,
      nextStep: `look at what feeds the stream on the server at ${users(result)} (its logs, its queue, a proxy in front of it)`,
    };
  const kind = mostFrequent(stream);
  const count = stream.faults[kind];
  const of = `${formatCount(count)} of ${formatCount(stream.streams)} streams (${formatShare(count, stream.streams)})`;
  const others = STREAM_FAULTS.some((fault) => fault !== kind && stream.faults[fault] > 0)
    ? `; faults: ${faultsText(stream)}`
    : '';
  const stall = stallText(spec);
  switch (kind) {
    case 'stalled':
      return {
        category: 'timeouts',
        evidence: `${of} went ${stall} without an event after their first${gapsText(stream)}${others}`,
        nextStep: `the server stopped sending (a blocked producer, a full buffer, a lost subscription to its broker) at ${users(result)}: look at what feeds the stream on the server (its logs, its queue); a stream meant to be quiet that long needs a heartbeat (an SSE comment line, a WebSocket ping) or a longer stall:`,
      };
    case 'silent':
      return {
        category: 'timeouts',
        evidence: `${of} were accepted${headText(stream)} and got not one event within ${stall}${others}`,
        nextStep: silentNextStep(stream),
      };
    case 'ended':
      return endedTriage(result, stream, of, others);
  }
}

/** Returns the fault kind with the most streams; on a tie, the first in STREAM_FAULTS. */
function mostFrequent(stream: StreamResult): StreamFault {
  return STREAM_FAULTS.reduce((most, fault) => (stream.faults[fault] > stream.faults[most] ? fault : most));
}

/** Returns the scenario's stall limit as `10 s`, or `the stall limit` without its load test. */
function stallText(spec: Scenario | undefined): string {
  return spec?.stream ? duration(spec.stream.stallMs) : 'the stall limit';
}

/** Returns ` (events came 1.2 s apart at p95 before)`, or nothing when no two events came. */
function gapsText(stream: StreamResult): string {
  return stream.eventGap.count > 0 ? ` (before that, event gaps p95 ${duration(stream.eventGap.ms.p95)})` : '';
}

/** Returns ` (first byte p50 12 ms)`, or nothing when no stream got its head. */
function headText(stream: StreamResult): string {
  return stream.ttfb.count > 0 ? ` (first byte p50 ${duration(stream.ttfb.ms.p50)})` : '';
}

function silentNextStep(stream: StreamResult): string {
  if (stream.protocol === 'sse')
    return 'the server accepted the streams and never sent an event, or wrote them into a buffer that was never flushed: check that it flushes each event as it writes it (a compression middleware or a proxy buffering the response holds them: send `X-Accel-Buffering: no`, set nginx `proxy_buffering off`, leave text/event-stream out of compression), then that it has events to send during the run';
  return 'the server accepted the streams and never sent a message: check that something publishes during the run (for a GraphQL subscription, its trigger, a mutation in the plan) and that what send: writes is what the server expects';
}

function endedTriage(result: ScenarioResult, stream: StreamResult, of: string, others: string): Triage {
  const early =
    stream.mode === 'hold' ? 'were closed before the measured time was over' : 'ended before their protocol said so';
  const cut = cutLength(result, stream);
  if (cut !== undefined)
    return {
      category: 'server-errors',
      evidence: `${of} ${early}, cut after about ${duration(cut)} each (stream lengths ${lengthsText(stream)})${others}`,
      nextStep: `a timeout cuts them at one length: a proxy's or load balancer's idle or read timeout (nginx \`proxy_read_timeout\`, 60 s by default; a cloud load balancer's idle timeout) or the server's own limit on a stream; raise it for this route, or have the server send an event or a heartbeat (an SSE comment line, a WebSocket ping) well within it${stream.reconnects > 0 ? ` (the users reconnected ${formatCount(stream.reconnects)} times)` : ''}`,
    };
  return {
    category: 'server-errors',
    evidence: `${of} ${early}${others}`,
    nextStep: `the server (or a proxy in front of it) closed them at ${users(result)}: check its logs for restarts, crashes, or a limit on a stream's length or on open streams`,
  };
}

/** Returns `p10 59.8 s … p90 60.1 s`: the lengths' spread. */
function lengthsText(stream: StreamResult): string {
  const [p10 = 0, p90 = 0] = percentilesOf(decodeHistogram(stream.length.histogram), [10, 90]).map(toMs);
  return `p10 ${duration(p10)} … p90 ${duration(p90)}`;
}

/**
 * Returns the length (ms) at which the ended streams were cut, undefined when they were not cut at one length: the
 * lengths' p10 … p90 within CLUSTER_MARGIN of each other, or the longest streams, as many as ended, within it (a cut
 * ends the longest streams: the others had not reached it). Not a length held streams reach by lasting the run (at
 * least HELD_SHARE of it), nor one under MIN_CUT_MS.
 */
function cutLength(result: Pick<ScenarioResult, 'durationSeconds'>, stream: StreamResult): number | undefined {
  let histogram;
  try {
    histogram = decodeHistogram(stream.length.histogram);
  } catch {
    return undefined;
  }
  const total = histogram.totalCount;
  const ended = stream.faults.ended;
  if (total === 0 || ended === 0) return undefined;
  const within = (low: number, high: number) => low > 0 && high <= low * (1 + CLUSTER_MARGIN);
  const [p10 = 0, p50 = 0, p90 = 0] = percentilesOf(histogram, [10, 50, 90]);
  // The first of the `ended` longest lengths, and the middle of them.
  const top = Math.min(ended, total);
  const [low = 0, middle = 0] = percentilesOf(histogram, [
    (100 * (total - top + 1)) / total,
    (100 * (total - top / 2)) / total,
  ]);
  const cut = within(p10, p90) ? p50 : ended >= 2 && within(low, histogram.maxValue) ? middle : undefined;
  if (cut === undefined) return undefined;
  const ms = toMs(cut);
  const lastedTheRun = stream.mode === 'hold' && ms >= result.durationSeconds * 1000 * HELD_SHARE;
  return ms >= MIN_CUT_MS && !lastedTheRun ? ms : undefined;
}

/** Returns a duration in ms as people say it: `60 s`, `2.5 s`, `850 ms`. */
function duration(ms: number): string {
  if (ms >= 10_000) return `${formatCount(Math.round(ms / 1000))} s`;
  return ms >= 1000 ? `${formatNumber(ms / 1000)} s` : `${formatNumber(ms)} ms`;
}
