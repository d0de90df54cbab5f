// The contract of results.json in one file, over 300 lines on purpose: every field a report, a merge or a comparison
// reads, with its meaning, in the order of schemas/results.schema.json, which it mirrors; split, the one contract
// users read would be scattered over files.
import type {
  BaselineInfo,
  Calibration,
  Comparison,
  Interleaved,
  RoundResult,
  RunRegression,
  ToleranceResult,
} from './comparison-types.js';
import type { ScenarioOutcome } from '../vocabulary/outcomes.js';
import type { StreamFault, StreamMode, StreamProtocol } from '../vocabulary/streams.js';
import type { ThresholdDefinition, ThresholdKey } from '../vocabulary/thresholds.js';

/** The error categories of results.json; every request that was started ends as ok or in exactly one of them. */
export const ERROR_CATEGORIES = [
  'http4xx',
  'http5xx',
  'graphql',
  'timeout',
  'connect',
  'reset',
  'protocol',
  'interrupted',
  'check',
  'conformance',
  'redirect',
  'stream',
  'script',
  'other',
] as const;
export type ErrorCategory = (typeof ERROR_CATEGORIES)[number];

// The outcomes are vocabulary that exit codes share with results; they are part of the results contract too.
export { SCENARIO_OUTCOMES, type ScenarioOutcome } from '../vocabulary/outcomes.js';
export type {
  BaselineInfo,
  Calibration,
  Comparison,
  EnvironmentComparison,
  EnvironmentFigure,
  Interleaved,
  MetricComparison,
  RegressionVerdict,
  RoundResult,
  StepComparison,
  RunRegression,
  ToleranceResult,
} from './comparison-types.js';

/** `results.json` (docs/results.md): self-contained, versioned, lossless histograms so that shards merge exactly. */
export interface RunResults {
  version: 1;
  /**
   * The worst outcome of the scenarios: cancelled > errored > failed > inconclusive > passed > skipped; `errored` when no
   * scenario ran (every one skipped), so never `skipped`.
   */
  outcome: ScenarioOutcome;
  /** Why the run is errored when none of its scenarios is: `no scenario ran: …` (every one skipped). */
  error?: string;
  startedAt: string;
  finishedAt: string;
  /**
   * The load test's base URL as written (`${NAME}` unresolved), with its user name, password and credential-like
   * query values as `***`: results.json is shared and uploaded.
   */
  baseUrl: string;
  /** Which shard of a sharded run this file holds (`--shard i/n`); null for a whole run. */
  shard: Shard | null;
  /**
   * The sha256 (hex) of the scenarios run, as parsed: what defines the load (names, requests, flows, scripts, users,
   * durations, thresholds), not the base URL nor the shard. Every shard of one load test has the same; absent in files
   * written before it existed.
   */
  fingerprint?: string;
  /** Whether the load generator itself was the bottleneck during the run; see SelfCheck. */
  generator: SelfCheck;
  scenarios: ScenarioResult[];
  /** The data sources fetched before the measured time, each once; absent when the load test has none. */
  sources?: SourceResult[];
  /** What the run was compared with (`--baseline FILE`); absent without a baseline. */
  baseline?: BaselineInfo;
  /** With a baseline: the run-level error control over every comparison, and the machines compared across time. */
  regression?: RunRegression;
  /**
   * A short calibration of the machine, measured the same way at the start and the end of every run (the faster of
   * the two): a comparison across time says when two runs' machines differed. Absent in files written before it.
   */
  calibration?: Calibration;
  /**
   * `defaults.writes` of the load test: `own` when its writes acted only on records the run created, `existing` when
   * they may have changed records it did not create (every report then says so, naming the scenarios that wrote).
   * Absent in files written before it existed: read as `own`.
   */
  writes?: 'own' | 'existing';
  /**
   * True when the load test's `tls.insecure` let the run accept any certificate: every report says so. Absent when
   * certificates were checked.
   */
  insecureTls?: true;
  /**
   * With `execution: sequential`, the scenarios that only read ran first, then those that write (engine/run-order.ts):
   * how many write scenarios ran after a read that the file puts after them. Absent when the run order was the file's.
   * `scenarios` keeps the file's order either way.
   */
  movedWrites?: number;
}

/** One shard of a sharded run: shard `index` (from 1) of `count`, as `--shard index/count` names it. */
export interface Shard {
  index: number;
  count: number;
}

/** A data source (`{ from, pick }`) as the pre-flight fetched it: not measured, not in any scenario's figures. */
export interface SourceResult {
  /** The source request as written: `GET /items/articles`. */
  request: string;
  /** The JSONPath that picked the values from its body. */
  pick: string;
  /** The response's HTTP status. */
  status: number;
  /** How many values were picked and kept (strings, numbers and booleans; at most 1000). */
  values: number;
  /** How long the request took, from its start to the last byte of the body, in ms. */
  ms: number;
  /** The names of the scenarios that use its values. */
  scenarios: string[];
}

/**
 * How an open-model scenario kept to its schedule. Its `latencyMs` and `histogram` run from each request's intended
 * start (so a stall shows in full, without coordinated omission); `serviceMs` from the actual write.
 */
export interface ArrivalResult {
  /** The requests per second the schedule asked for, on average over the measured time. */
  targetRate: number;
  /** The requests started (sent, not dropped) per second of the measured time. */
  achievedRate: number;
  /** The most connections the scenario could use. */
  maxUsers: number;
  /** Service time, from each request's actual write to its last byte, in ms. */
  serviceMs: { p50: number; p95: number; p99: number; max: number };
  /** The service-time histogram in microseconds, HdrHistogram's compressed base64, so that shards merge exactly. */
  serviceHistogram: string;
  /** The scheduler's own lateness (actual minus intended start) at p99, in ms: the generator falling behind. */
  latenessP99Ms: number;
}

/**
 * The figures of a stream scenario (ScenarioResult.stream). Each stream opened is one of the scenario's requests: ok
 * when it ended as it should (request mode: the server ended it; hold mode: it was open when the measured time
 * ended), else in its error category (`stream` for the faults below, `connect`, `reset`, `http5xx` … as any
 * request). The scenario's own latency is, for `request` mode, each ok stream's length, for `hold` mode its time to
 * the first event. Histograms are HdrHistogram's compressed base64 in microseconds, merged exactly like latencies.
 */
export interface StreamResult {
  protocol: StreamProtocol;
  mode: StreamMode;
  /** Streams opened: the scenario's requests.total (each reconnect is one more). */
  streams: number;
  /** Events received, every stream's: SSE events, WebSocket messages, GraphQL `next` payloads. */
  events: number;
  /** Streams opened again by a user whose stream ended or failed (hold mode), after the server's `retry:` if any. */
  reconnects: number;
  /**
   * The stream faults, whose sum is requests.byCategory.stream: `stalled`, no event for the stall limit after one;
   * `ended`, closed by the server (or cut) before the measured time was over in hold mode, or without its protocol's
   * end (GraphQL's `complete`) in request mode; `silent`, not one event within the stall limit of its head.
   */
  faults: Record<StreamFault, number>;
  /** Time from the request's write to the response's head (the WebSocket's open; graphql-ws's connection_ack). */
  ttfb: StreamDistribution;
  /** Time from the request's write to the stream's first event, of every stream that got one. */
  ttfe: StreamDistribution;
  /** The gaps between consecutive events of one stream. */
  eventGap: StreamDistribution;
  /** Each stream's length: from its write to its end (in hold mode, an open stream ends with the measured time). */
  length: StreamDistribution;
}

/** One of a stream scenario's distributions: its summary in milliseconds and its histogram (microseconds). */
export interface StreamDistribution {
  /** How many values: streams for ttfb, ttfe and length, gaps for eventGap. */
  count: number;
  ms: ScenarioResult['latencyMs'];
  histogram: string;
}

/** A scenario's end before its duration was over (ScenarioResult.stoppedEarly). */
export interface StoppedEarly {
  /** The measured time it ran, in seconds. */
  afterSeconds: number;
  /** Why, as a sentence every report gives: `its data file's 500 rows were all used (pick: unique)`. */
  reason: string;
}

export interface ScenarioResult {
  name: string;
  endpoint: string;
  /** The scenario's line in loadtool.yaml. */
  line: number;
  outcome: ScenarioOutcome;
  /** Why the scenario could not run, when outcome is `errored`. */
  error?: string;
  /** Why the scenario was not run, when outcome is `skipped`: its `skip:` in loadtool.yaml. */
  skip?: string;
  /**
   * When the scenario ended before its duration was over, not cancelled: after how long and why (its data file's
   * rows all used, with `pick: unique`); its figures are those of the time it ran. Absent: it ran its duration.
   */
  stoppedEarly?: StoppedEarly;
  concurrentUsers: number;
  durationSeconds: number;
  requests: {
    /** Every request started: total = ok + failed. */
    total: number;
    /**
     * Open model only: requests that were due while every connection was busy, so never sent and not in `total`;
     * the okRate and errorRate of an open-model scenario are over `total + dropped`.
     */
    dropped?: number;
    ok: number;
    /** The sum of byCategory. */
    failed: number;
    byCategory: Partial<Record<ErrorCategory, number>>;
    /** Responses by status code, whatever their category. */
    byStatus: Record<string, number>;
    /**
     * The `check` failures by the first `expect.json` check each response failed, as written (`$.errors: absent`), or
     * `body: not JSON` / `body: over 64 KiB`; their sum is byCategory.check. Absent without expect.json.
     */
    byCheck?: Record<string, number>;
    /**
     * The redirects followed (`followRedirects`), each hop once: not requests of their own (neither in `total` nor in
     * `byStatus`), their latency part of the request's. Absent when none was followed.
     */
    redirects?: number;
  };
  /** Of the requests that got a whole response (timeouts, resets and the like have no latency). */
  latencyMs: {
    min: number;
    mean: number;
    p50: number;
    /** Beside p50 … p999: a `p75` threshold is checked against it. Always written by the engine. */
    p75?: number;
    p90: number;
    p95: number;
    p99: number;
    p999: number;
    max: number;
  };
  /** The latency histogram in microseconds, HdrHistogram's compressed base64 ("HISTFAAA…"). */
  histogram: string;
  /** Requests completed (ok or failed) per second of the measured duration. */
  rps: number;
  /** The response bodies' bytes. */
  bytesReceived: number;
  /**
   * The request bodies' bytes (an upload's file or form, a JSON body), each counted as its request was written to a
   * connection; a flow's and a script's count every request of theirs, each step its own. Absent when no request had
   * a body, and in files written before it existed.
   */
  bytesSent?: number;
  /** Per second of the measured time; `dropped` and `target` (the scheduled rate) only for an open-model scenario. */
  timeline: Array<{
    second: number;
    requests: number;
    errors: number;
    p50: number;
    p95: number;
    p99: number;
    dropped?: number;
    target?: number;
    /** A stream scenario's events received in the second (every stream's); absent for any other scenario. */
    events?: number;
  }>;
  /** The open model's schedule against what was achieved; absent for a closed-model scenario. */
  arrival?: ArrivalResult;
  /** A stream scenario's (`stream:`) own figures; absent for any other scenario. */
  stream?: StreamResult;
  thresholds: ThresholdResult[];
  /**
   * The built-in checks this scenario failed, besides its thresholds: a scenario fails when the service stopped
   * answering during the run, or when not one response was ok, whatever its thresholds say. Empty or absent: none.
   */
  failedChecks?: FailedCheck[];
  /** A few failed responses as the server sent them, the first two of each status and category, for the triage. */
  samples?: FailedSample[];
  /** Why the scenario failed and what to do (src/triage/); null when it passed. */
  triage: Triage | null;
  /**
   * For a flow: each step's own results, in flow order (a step's `concurrentUsers` and `durationSeconds` are the
   * flow's). The flow's own figures count iterations: `requests.total` iterations started, `ok` those whose every
   * measured step was ok; `latencyMs`/`histogram` the duration of an iteration's measured steps. A `once` step is
   * listed with `once: true`: its figures are shown but never judged and never part of the flow's. See StepMarks for
   * `measure: false` and `cleanup: true`.
   */
  steps?: StepResult[];
  /**
   * The measured time split into equal rounds, in order (`rounds:` in loadtool.yaml): each round's counters and its
   * own latency histogram, so that a comparison with a baseline has independent repetitions. Lossless: the rounds'
   * counts add up to `requests` and their histograms to `histogram`. Absent in files written before rounds existed.
   */
  rounds?: RoundResult[];
  /**
   * The scenario's regression tolerances (`regression:` in loadtool.yaml), kept so that `loadtool compare` can judge
   * two results files without the YAML; absent when it has none.
   */
  tolerances?: ToleranceResult[];
  /** The comparison with the baseline's scenario of the same name; absent without a baseline or without that scenario. */
  comparison?: Comparison;
  /** Same-job runs only: this side's warm-up round and whether it went first; absent otherwise. */
  interleaved?: Interleaved;
  /**
   * True for a scenario that writes (loadtest/writes.ts: a POST, PUT, PATCH or DELETE that is not a GraphQL query, a
   * flow with such a step, a script); absent for one that only reads. Never on a step.
   */
  writes?: true;
}

/**
 * What a step of a flow is, when it is not simply measured, as loadtool.yaml says it; each is absent otherwise. None
 * of these is part of the flow's figures: `once: true` runs per user before its iterations, `measure: false` in every
 * iteration with figures (and thresholds) of its own, `cleanup: true` per user after the measured time. Once and
 * cleanup steps are shown, never judged.
 */
export interface StepMarks {
  once?: boolean;
  measure?: false;
  cleanup?: true;
}

/** One step of a flow, with its own figures, thresholds, outcome and triage. */
export type StepResult = Omit<ScenarioResult, 'steps'> & StepMarks;

/** A built-in check a scenario failed; see ScenarioResult.failedChecks. */
export interface FailedCheck {
  /**
   * `availability`: seconds with failures and not one ok response; `ok-responses`: no response at all was ok;
   * `conformance`: a response checked against the API schema did not match it (requests.byCategory.conformance).
   */
  check: 'availability' | 'ok-responses' | 'conformance';
  /** A sentence for people: "the service stopped answering from second 2 of 6 (4 seconds without an ok response)". */
  message: string;
  /** For `availability`: the first second (0-based, as in the timeline) from which no response was ok. */
  fromSecond?: number;
}

/** One failed response kept as evidence: its status, category and the start of its body (masked when written). */
export interface FailedSample {
  /** The HTTP status; 0 when the request got no response (then `body` is empty). */
  status: number;
  category: ErrorCategory;
  /** The first 300 bytes of the body, as UTF-8 text (replacement characters where it was cut mid-character). */
  body: string;
  /**
   * The first GraphQL error's message, when the body carried `errors` (at most 2,048 characters): the message of its
   * first `extensions.errors` when it has one.
   */
  graphqlMessage?: string;
  /**
   * The first GraphQL error's code, when it has one: the PostgreSQL SQLSTATE when the error carries one (PostGraphile's
   * `errcode`, `extensions.exception.code`: `23505`), else `extensions.code` (`BAD_USER_INPUT`); at most 64 characters.
   */
  graphqlCode?: string;
  /**
   * For category `check`: the `expect.json` check the response failed, without the server's values
   * (`$.errors is present (expected absent)`, `$.status is another string (expected "active")`). For category
   * `conformance`: the first mismatch with the API schema, its place and keyword (`$.data.post must be object
   * (type)`), or the status or body the schema does not declare.
   */
  check?: string;
  /**
   * For a failure of category `other` without a response: why the request failed, as the HTTP client said it (its
   * error code and message, `UND_ERR_INVALID_ARG: invalid transfer-encoding header`; masked when written).
   */
  reason?: string;
  /** With `--http-debug` only: the request as sent and the head of the response (engine/http/http-debug.ts). */
  exchange?: HttpExchange;
}

/** A failed request as it was sent and its response's status and headers, credentials shown as `***`. */
export interface HttpExchange {
  /** The method and path, each header on a line, and after a blank line the start of the body (at most 1 KiB). */
  request: string;
  /** The status (`no response` without one), then each header on a line. */
  response: string;
}

/**
 * The triage categories; `regression`: a scenario failed only by its comparison with a baseline; `generator`: the
 * load generator, not the server, was the bottleneck: an open-model scenario fell behind its schedule, or timeouts
 * while the self-check found the generator saturated (triage/generator.ts).
 * @internal Exported for the tests.
 */
export const TRIAGE_CATEGORIES = [
  'unavailable',
  'server-errors',
  'client-errors',
  'timeouts',
  'latency',
  'systemic',
  'borderline',
  'regression',
  'generator',
] as const;
/** @internal Exported for the tests. */
export type TriageCategory = (typeof TRIAGE_CATEGORIES)[number];

/** One category for a scenario that did not pass, with the figures that justify it and one next step. */
export interface Triage {
  category: TriageCategory;
  /** The figures, as a sentence: "96% of responses were 401 (1,152 of 1,200)". */
  evidence: string;
  /** One thing a person can do: "the scenario sends no credentials; set API_TOKEN or defaults.headers". */
  nextStep: string;
}

/**
 * A threshold with its definition (key, bound, limit, unit, line) and its verdict, so that results can be judged again
 * without loadtool.yaml. Files written before `bound` was kept lack it: readResults fills it in from the key.
 */
export interface ThresholdResult extends ThresholdDefinition {
  key: ThresholdKey;
  limit: number;
  /** Undefined when nothing was measured (no response at all for a latency bound). */
  actual?: number;
  passed: boolean;
  /** The threshold's line in loadtool.yaml. */
  line: number;
}

/** The load generator's own health: a saturated generator measures itself, not the server. */
export interface SelfCheck {
  saturated: boolean;
  /** p99 of the event-loop delay during the run, in ms. */
  eventLoopDelayP99Ms: number;
  /** The share of the run's time the generator's event loop was busy, 0 to 1. */
  eventLoopUtilization?: number;
  /** The process's CPU time over wall time, 1 = one core busy all the time (every thread of the process). */
  cpuUtilization: number;
  /** A sentence for people when saturated. */
  message?: string;
}

/**
 * What the engine measured of one scenario, before it is judged (src/verdict/): no thresholds, checks, outcome or
 * triage yet. `measured` when it ran; `errored` when it could not run; `cancelled` when a cancel cut it short; `skipped`
 * when its `skip:` kept it from running (nothing sent).
 */
export type MeasuredScenario = Omit<
  ScenarioResult,
  'outcome' | 'thresholds' | 'failedChecks' | 'triage' | 'steps' | 'comparison'
> & {
  outcome: 'measured' | 'errored' | 'cancelled' | 'skipped';
  /** For a flow: each step as measured, in flow order (see ScenarioResult.steps). */
  steps?: MeasuredStep[];
};

/** One step of a flow as measured, before it is judged. */
export type MeasuredStep = Omit<MeasuredScenario, 'steps'> & StepMarks;

/** What the engine measured of a run, before it is judged: the scenarios measured and the generator's self-check. */
export type MeasuredRun = Omit<RunResults, 'outcome' | 'scenarios'> & { scenarios: MeasuredScenario[] };
