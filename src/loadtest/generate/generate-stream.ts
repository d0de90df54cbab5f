// A generated stream scenario (docs/streams.md): its stream, its endpoint's method, its load and its thresholds.
import type { Operation } from '../../schema/operation.js';
import type { PerfOverrides } from '../../vocabulary/perf-overrides.js';
import type { StreamMode, StreamProtocol } from '../../vocabulary/streams.js';
import { formatLatencyMs, formatPercent } from '../../vocabulary/units.js';

/** What generation writes as a scenario's `stream:`. */
export interface GeneratedStream {
  protocol: StreamProtocol;
  mode: StreamMode;
}

/** The time to first event generated when the config sets no latency: a stream that says nothing for 1 s is felt. */
const DEFAULT_TTFE_MS = 1000;
/** The share of streams that may fail when the config sets no ok rate: a cut at a proxy's timeout, a reconnect. */
const DEFAULT_ERROR_PERCENT = 1;

/**
 * Returns the stream of an operation's scenario, or undefined for an ordinary one: the operation's (an OpenAPI
 * `text/event-stream` answer, a GraphQL subscription over SSE), a subscription carried by graphql-ws when the plan
 * says `over websocket` (its line, or a default line), and the method of the endpoint that opens it (a WebSocket's
 * GET).
 */
export function generatedStream(
  operation: Operation,
  layers: Array<PerfOverrides | undefined>,
): { stream: GeneratedStream; method: string } | undefined {
  if (!operation.stream) return undefined;
  const transport = layers.find((layer) => layer?.transport !== undefined)?.transport;
  if (transport === 'websocket' && operation.key.startsWith('subscription '))
    return { stream: { protocol: 'graphql-ws', mode: 'hold' }, method: 'GET' };
  return { stream: { ...operation.stream }, method: operation.method };
}

/**
 * Returns the layers of a stream's scenario without a rate: streams run in the closed model (concurrentUsers: the
 * streams open at once), so a plan's `200 rps` leaves them to their users.
 */
export function closedLayers(layers: Array<PerfOverrides | undefined>): Array<PerfOverrides | undefined> {
  return layers.map((layer) => (layer?.arrivalRate === undefined ? layer : withoutRate(layer)));
}

function withoutRate({ arrivalRate: _rate, maxUsers: _max, ...rest }: PerfOverrides): PerfOverrides {
  return rest;
}

/**
 * Returns the thresholds a stream's scenario starts from, in place of the config's `p99` and `okRate`: `ttfe`, the
 * time to the first event, is what a user waits for (the config's p99 latency when it sets one, else 1 s), where a
 * stream's own latency is its length (request mode) or that same wait (hold mode); and `errorRate`, the streams that
 * did not end as they should (the complement of the config's ok rate, else 1%).
 */
export function streamThresholds(config: { p99LatencyMs?: number; okRequestPercent?: number }): Record<string, string> {
  const ttfe = config.p99LatencyMs ?? DEFAULT_TTFE_MS;
  const ok = config.okRequestPercent;
  const errors = ok === undefined ? DEFAULT_ERROR_PERCENT : Math.round((100 - ok) * 1e6) / 1e6;
  return { ttfe: formatLatencyMs(ttfe) ?? `${ttfe}ms`, errorRate: formatPercent(Math.max(0, errors)) };
}
