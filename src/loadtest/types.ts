// The types of a validated `loadtool.yaml`, in the shape the engine runs: LoadTest, Scenario, FlowStep, Threshold.
import type { MetricsOutput } from '../vocabulary/metrics-outputs.js';
import type { RequestData } from '../schema/operation.js';
import type { ResponseContract } from '../schema/response-contract.js';
import type { DataSource } from '../vocabulary/data-source.js';
import type { RegressionDefinition, RegressionKey } from '../vocabulary/regression.js';
import type { ThresholdDefinition, ThresholdKey } from '../vocabulary/thresholds.js';
import type { TlsSettings } from '../tls-options.js';
import type { StreamMode, StreamProtocol } from '../vocabulary/streams.js';

/**
 * A validated `load-tests/loadtool.yaml`, in the shape the engine runs: durations in seconds or
 * milliseconds, thresholds parsed once, and the YAML line of everything a report points back to.
 */
export interface LoadTest {
  version: 1;
  baseUrl: string;
  execution: 'sequential' | 'parallel';
  /**
   * `defaults.writes`: `own` (the default) when the writes act only on records the run creates, as validation
   * checked (loadtest/findings/writes-findings.ts); `existing` when they may change records the run did not create, which every
   * report then says. Absent in a load test built in code: `own`.
   */
  writes?: WritesMode;
  /** `tls:`, as written, with the folder its paths start from; absent: certificates checked against the public CAs. */
  tls?: TlsSettings;
  /** `outputs:`: the receivers of the live metrics (docs/metrics-out.md); `${NAME}` in headers filled at the run. */
  outputs?: MetricsOutput[];
  scenarios: Scenario[];
}

/** What a load test's writes may change: only the records the run creates, or existing ones too. */
export type WritesMode = 'own' | 'existing';

/**
 * One scenario, with `defaults` already merged in (the scenario's own values win; headers are merged by name). Its
 * request data (params, query, headers, body, contentType, graphql) may hold `${NAME}` placeholders, resolved from
 * the environment at run time.
 */
/**
 * The schedule of an open-model scenario. The rate runs linearly from `startRate` to each stage's `target` over the
 * stage, as k6's ramping-arrival-rate does; `arrivalRate: 200/s` is one stage of the scenario's duration from 200 to 200.
 */
export interface ArrivalSchedule {
  /** Requests per second at the start of the first stage: the rate for `arrivalRate:`, 0 for `stages:`. */
  startRate: number;
  stages: ArrivalStage[];
  /** The most connections (requests in flight) the scenario uses; the default is enough for 1 s of the highest rate. */
  maxUsers: number;
}

/** One stage of an open-model schedule (`{ duration: 30s, target: 200/s }`). */
interface ArrivalStage {
  durationSeconds: number;
  /** Requests per second at the end of the stage. */
  target: number;
  /** 1-based line of the stage in loadtool.yaml. */
  line: number;
}

export interface Scenario extends RequestData {
  name: string;
  /** As written: `GET /pets/{petId}`. */
  endpoint: string;
  /** Upper case. */
  method: string;
  /** The path template of the endpoint, `{name}` placeholders included. */
  path: string;
  /** 1-based line of the scenario's first key in loadtool.yaml. */
  line: number;
  /** The users of the closed model; for an open-model scenario (`arrival`), its `maxUsers`: the connections at most. */
  concurrentUsers: number;
  /** The measured time; for `stages:`, the sum of the stages' durations. */
  durationSeconds: number;
  /**
   * The open model (`arrivalRate:` or `stages:`): requests start on a schedule, whatever the server does, each on a
   * free connection, or are dropped when every connection is busy. Absent for the closed model (`concurrentUsers:`).
   */
  arrival?: ArrivalSchedule;
  /** The status codes that count as ok; absent means any 2xx or 3xx. */
  expectStatus?: number[];
  /** `expect.json`: checks on the JSON body of every ok response, in the order written. */
  expectJson?: JsonCheck[];
  /** Per-request timeout; 30 000 when not set. */
  timeoutMs: number;
  thinkTimeMs?: number;
  rampUpSeconds?: number;
  thresholds: Threshold[];
  /**
   * The values taken from the API itself before the run (`{ from, pick }`), in the order written; each is left out of
   * params, query, headers, body and graphql.variables, where the engine puts the picked values in turn.
   */
  sources?: SourcedValue[];
  /**
   * The steps of a flow (`flow:`), in order; absent for a single-request scenario. A flow scenario's `endpoint` is its
   * steps' endpoints joined by ` → `, its `method` and `path` are empty and its own request data is unused: each step
   * carries its request (with the scenario's headers merged in). Its `thresholds` judge the flow as a whole: one
   * iteration of the measured steps is one "request" of the flow.
   */
  flow?: FlowStep[];
  /**
   * A custom script (`script:`), as written: a TypeScript module, resolved against the directory of loadtool.yaml, or
   * else the working directory. A script scenario's `endpoint` is `script <path>`, its `method` and `path` are empty
   * and its own request data is only its `headers`, sent with every request of the script. Its `thresholds` judge
   * the script's iterations (one call of its function is one "request"); each request name is a step.
   */
  script?: string;
  /**
   * The regression tolerances (`regression:`, with those of `defaults` merged in by key), in the order written;
   * absent when none. Judged only against a baseline (src/compare/); without one they are ignored.
   */
  regression?: Tolerance[];
  /**
   * Into how many rounds the measured time is split (`rounds:`); absent: roundsOf's, one a second of the duration, at
   * most DEFAULT_ROUNDS. Each has its own figures.
   */
  rounds?: number;
  /**
   * `skip: "<reason>"`: the scenario is validated but not run; nothing is sent for it (nor its data sources), and every
   * report lists it as not run with the reason. Absent: it runs.
   */
  skip?: string;
  /** `conformance: off` (here or in `defaults`): its responses are not checked against the API schema. */
  conformance?: 'off';
  /**
   * `protocol: h2` (here or in `defaults`): HTTP/2, the users as streams (docs/tls-and-protocols.md); absent:
   * HTTP/1.1.
   */
  protocol?: 'h2';
  /** With `protocol: h2`, the connections the users share (`connections:`); absent: one per 100 users. */
  connections?: number;
  /**
   * `followRedirects: N` (here or in `defaults`): each request follows up to N redirects (docs/loadtool-yaml.md);
   * absent: none, a redirect is the answer. A flow's steps carry their own, this one merged in.
   */
  followRedirects?: number;
  /** `crossOrigin: true` (here or in `defaults`): those redirects may lead to another origin; absent: same origin only. */
  crossOrigin?: true;
  /**
   * `cookies: on|off` (here or in `defaults`): whether each user keeps a cookie jar; absent: on for a flow and a script,
   * off for a single request (engine/http/agent/cookie-jar.ts's keepsCookies).
   */
  cookies?: 'on' | 'off';
  /**
   * `data:`: the data file whose rows the scenario's requests take, one per request (one per iteration of a flow),
   * its values filled in as `${data.<column>}`; absent: none.
   */
  data?: DataFile;
  /**
   * `stream:`: the response is a stream of events (Server-Sent Events, WebSocket messages, GraphQL subscription
   * payloads), measured as such (docs/streams.md); absent: an ordinary request and response.
   */
  stream?: StreamSettings;
  /**
   * Set at run time, never read from loadtool.yaml: the responses the API schema documents for the scenario's
   * operation (docs/results.md#conformance), which the engine checks a sample of; absent without a schema, with
   * `conformance: off`, or for a flow (its steps carry theirs) or a script.
   */
  responseContract?: ResponseContract;
}

/**
 * A stream scenario's `stream:` (docs/streams.md). The scenario's `endpoint` is the request that opens the stream: for
 * `websocket` and `graphql-ws` a GET whose URL's scheme is the base URL's as `ws:`/`wss:`.
 */
export interface StreamSettings {
  /**
   * `sse`: a `text/event-stream` response (GraphQL over SSE when the scenario has `graphql:`: its `next` events, ended
   * by `complete`); `websocket`: the messages of a WebSocket; `graphql-ws`: a GraphQL subscription over the
   * graphql-transport-ws protocol (the scenario's `graphql:` document).
   */
  protocol: StreamProtocol;
  /** `hold`: each user keeps one stream open for the measured time; `request`: one stream per iteration, to its end. */
  mode: StreamMode;
  /**
   * `stall:` the longest a stream may go without an event (and without its first event after its head) before it is
   * a `stream` fault (stalled, or silent) and closed; 30 s when not set.
   */
  stallMs: number;
  /**
   * `reconnect:` in hold mode, whether a user opens its stream again when it ended or failed (SSE: with
   * `Last-Event-ID`, after the server's `retry:`); true when not set. Ignored in request mode.
   */
  reconnect: boolean;
  /** `send:` WebSocket only: the messages sent once the socket is open, in order (an object is sent as its JSON). */
  send?: string[];
  /**
   * `until:` WebSocket request mode only: an RFC 9535 JSONPath; the iteration ends with the first message whose JSON
   * has a match (its latency, from the last message sent, is the iteration's); absent: the first message.
   */
  until?: string;
  /** 1-based line of `stream:` in loadtool.yaml. */
  line: number;
}

/** How the rows of a data file are taken (docs/data-files.md#pick). */
export type DataPick = 'sequential' | 'random' | 'unique';

/** A scenario's `data:`, with its file's path resolved. */
export interface DataFile {
  /** As written in loadtool.yaml, for messages. */
  file: string;
  /** The file's absolute path: `file` resolved against the folder of loadtool.yaml. */
  path: string;
  pick: DataPick;
  /** 1-based line of `data:` in loadtool.yaml. */
  line: number;
}

/** A regression tolerance parsed once: `{ key: 'p95', limit: 10, unit: '%' }` for `p95: 10%`. */
export interface Tolerance extends RegressionDefinition {
  key: RegressionKey;
  /** In the unit: percent of the baseline's value, or percentage points for errorRate. */
  limit: number;
  /** As written in the YAML, for messages: `10%`, `1pp`. */
  text: string;
  /** 1-based line and column of the tolerance's key in loadtool.yaml. */
  line: number;
  column: number;
}

/**
 * One step of a flow: a request with the keys of a scenario's request, measured and judged on its own. Its request
 * data may hold `${name}` of a value an earlier step extracted (for the same virtual user), beside `${NAME}` of the
 * environment; an extracted name wins over an environment variable of the same name.
 */
export interface FlowStep extends RequestData {
  name: string;
  endpoint: string;
  /** Upper case. */
  method: string;
  path: string;
  /** 1-based line of the step's first key in loadtool.yaml. */
  line: number;
  expectStatus?: number[];
  expectJson?: JsonCheck[];
  timeoutMs: number;
  /**
   * Run once per virtual user before its measured iterations (a login): not measured, not in the flow's figures; the
   * values it extracts are kept for that user's iterations. False for a measured step.
   */
  once: boolean;
  /** For a `once` step: run it again (once) when a later step gets one of these statuses, e.g. [401]. */
  refreshOn?: number[];
  /**
   * `shared: true` on a once step: one answer for every user of the scenario in this process (a client-credentials
   * token), sent by the first user that needs it, again on `refreshOn` or once nine tenths of its `expires_in`
   * passed (engine/flow/shared-once.ts). Absent: each user runs it for itself.
   */
  shared?: true;
  /**
   * `measure: false`: the step runs in every iteration, in its place, with its own figures, but it is not in the flow's
   * figures (its latency and bytes are not the iteration's); its failure still fails the iteration. Absent: measured.
   */
  measure?: false;
  /**
   * `cleanup: true`: run once per virtual user after the measured time (after its last iteration), within the run's
   * grace period, only when every extracted `${name}` it uses has a value for that user; not measured, not in the
   * flow's figures, not run on a cancelled run. Absent: not a cleanup step.
   */
  cleanup?: true;
  /** The values taken from this step's response for later steps, in the order written. */
  extract: Extraction[];
  /** `followRedirects` and `crossOrigin`: the step's own, else the scenario's, else those of `defaults`; absent: none. */
  followRedirects?: number;
  crossOrigin?: true;
  /** Set at run time from the API schema, as a scenario's (Scenario.responseContract). */
  responseContract?: ResponseContract;
  thresholds: Threshold[];
}

/**
 * A value taken from a step's response: a JSONPath on the JSON body (its first match), or a response header, whole
 * or the part a regular expression `match` finds in it (its first capture group, else the whole match).
 */
export type Extraction = { name: string; line: number } & ({ path: string } | { header: string; match?: string });

/** A value of a scenario's request that comes from a data source: where it goes, and the source. */
export interface SourcedValue {
  /** A path parameter, a query parameter, a header, a top-level property of the JSON body, or a GraphQL variable. */
  in: 'params' | 'query' | 'headers' | 'body' | 'variables';
  name: string;
  source: DataSource;
}

/** One `expect.json` entry: an RFC 9535 JSONPath on the response body, and what its matches must be. */
export interface JsonCheck {
  /** As written: `$.errors`. */
  path: string;
  /** `absent`: no match; `present`: at least one; `equals`: the first match equals `value`. */
  expect: 'absent' | 'present' | 'equals';
  value?: string | number | boolean | null;
}

/** A threshold parsed once, when the YAML is validated: `{ key: 'p95', bound: 'max', limit: 300, unit: 'ms' }`. */
export interface Threshold extends ThresholdDefinition {
  key: ThresholdKey;
  /** In the unit: milliseconds for latencies, percent for errorRate and okRate, requests per second for rps. */
  limit: number;
  /** As written in the YAML, for messages: `300ms`, `1%`. */
  text: string;
  /** 1-based line and column of the threshold's key in loadtool.yaml. */
  line: number;
  column: number;
  /**
   * `abortOnFail: true` (with `delay`): the scenario stops once the breach can no longer be undone, not before
   * `delayMs` into its measured time (engine/record/abort-watch.ts); absent: it runs its duration.
   */
  abortOnFail?: { delayMs: number };
}
