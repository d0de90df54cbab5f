// The names of the metrics loadtool writes for other tools (the live outputs: Prometheus remote write, OTLP), in one
// place, so that a dashboard and the text export of a results.json read the same ones (docs/metrics-out.md).

/** The prefix of every metric name. */
export const METRIC_PREFIX = 'loadtool';

/**
 * The metrics, by what they count, in Prometheus's spelling (a counter's samples add `_total`; OTLP's names are these
 * with dots for the underscores after the prefix: `loadtool.requests`). Each series carries the labels `scenario`,
 * `endpoint`, `shard` and `run_id`, and a flow's or script's steps `step` (src/outputs/series-figures.ts).
 */
export const METRIC_NAMES = {
  /** Completed requests (streams: ended streams); label `outcome`: `ok` or `failed`. A counter. */
  requests: 'loadtool_requests',
  /** Failed requests by error category (label `category`, results.json's `byCategory`). A counter. */
  errors: 'loadtool_errors',
  /** Requests (or iterations) of an arrival rate that no free user could start. A counter. */
  dropped: 'loadtool_dropped',
  /** Response bytes received. A counter. */
  bytesReceived: 'loadtool_received_bytes',
  /** Request body bytes sent. A counter. */
  bytesSent: 'loadtool_sent_bytes',
  /** The latency of completed requests, in seconds: a native histogram, or a summary where none is taken. */
  duration: 'loadtool_request_duration_seconds',
  /** The scenario's concurrent users (the open model: its maxUsers). A gauge. */
  users: 'loadtool_users',
} as const;

/** Each metric's HELP text in a text export (src/outputs/metrics-text.ts). */
export const METRIC_HELP: Record<keyof typeof METRIC_NAMES, string> = {
  requests: 'Completed requests by outcome (a flow: iterations; its steps: requests).',
  errors: 'Failed requests by error category.',
  dropped: 'Requests or iterations of an arrival rate that no free user could start.',
  bytesReceived: 'Response bytes received.',
  bytesSent: 'Request body bytes sent.',
  duration: 'The latency of completed requests (a flow: of its iterations).',
  users: 'Concurrent users of the scenario (an arrival rate: its maxUsers).',
};

/** The quantiles a summary gives, where a receiver takes no native histogram. */
export const SUMMARY_QUANTILES = [0.5, 0.9, 0.95, 0.99] as const;
