// src/loadtest/stream/ is loadtool.yaml's `stream:`; this, its findings: what a stream cannot be or have, its keys' clashes.
import { Kind, OperationTypeNode, parse } from 'graphql';
import type { Segments } from '../../json-schema-messages.js';
import { isRecord } from '../../json-record.js';
import { isJsonPathSyntaxError, parseJsonPath } from '../../json-path.js';
import { STREAM_MODES, STREAM_PROTOCOLS, type StreamMode, type StreamProtocol } from '../../vocabulary/streams.js';
import { MAX_TIMEOUT_MS, parseTimeMs } from '../../vocabulary/units.js';
import { uploadKind } from '../../vocabulary/uploads.js';
import { show } from '../yaml/yaml-wording.js';
import { isOpenModel } from '../findings/arrival-findings.js';
import type { Finding } from '../findings/finding.js';
import { streamThresholdFindings } from './stream-threshold-findings.js';

// Every problem at once, each at the key that causes it, with what to do: what streams do not support yet (flows,
// scripts, the open model, HTTP/2) is said as such, so that nobody takes it for a mistake of theirs (docs/streams.md).

/**
 * Returns a stream's mode when `stream.mode` is not written: `hold` for a GET without a body (a stream to keep open),
 * else `request` (one stream per iteration, read to its end: an LLM-style answer, GraphQL over SSE's POST).
 */
export function defaultStreamMode(method: string, hasBody: boolean): StreamMode {
  return method === 'GET' && !hasBody ? 'hold' : 'request';
}

/** Returns every problem of the stream scenarios, and of the stream thresholds on what is no stream. */
export function streamFindings(data: Record<string, unknown>): Finding[] {
  const findings: Finding[] = [];
  const defaults = isRecord(data.defaults) ? data.defaults : {};
  const scenarios = Array.isArray(data.scenarios) ? (data.scenarios as unknown[]) : [];
  scenarios.forEach((scenario, index) => {
    if (!isRecord(scenario)) return;
    const at: Segments = ['scenarios', index];
    if (isRecord(scenario.stream)) findings.push(...scenarioFindings(scenario, scenario.stream, defaults, at));
    else if (!Object.hasOwn(scenario, 'stream')) {
      const subscription = subscriptionFinding(scenario, at);
      if (subscription) findings.push(subscription);
    }
  });
  findings.push(...streamThresholdFindings(scenarios, defaults));
  return findings;
}

/** Returns the problems of one stream scenario. */
function scenarioFindings(
  scenario: Record<string, unknown>,
  stream: Record<string, unknown>,
  defaults: Record<string, unknown>,
  at: Segments,
): Finding[] {
  const findings: Finding[] = [];
  const key = (name: string, message: string) => findings.push({ segments: [...at, name], at: 'key', message });
  const atStream = (message: string) => findings.push({ segments: [...at, 'stream'], at: 'key', message });
  const own = (name: string) => Object.hasOwn(scenario, name);

  if (own('flow'))
    key(
      'flow',
      'a stream scenario has one endpoint: streams in flows are not supported yet; give the stream a scenario of its own with endpoint and stream:, or remove stream',
    );
  if (own('script'))
    key(
      'script',
      'a stream scenario has one endpoint: streams in scripts are not supported yet; give the stream a scenario of its own with endpoint and stream:, or remove stream',
    );
  const rate = own('arrivalRate') ? 'arrivalRate' : own('stages') ? 'stages' : undefined;
  if (rate)
    key(
      rate,
      `a stream scenario runs in the closed model (the open model is not supported for streams yet): concurrentUsers is the number of streams open at once; write concurrentUsers: 200 in place of ${rate}`,
    );
  else if (isOpenModel(scenario, defaults))
    atStream(
      'takes the open model of defaults (arrivalRate), which streams do not support yet: set concurrentUsers in this scenario, the number of streams open at once',
    );
  if (own('data'))
    key(
      'data',
      'a stream scenario reads no data file yet: remove data, and write the values in the scenario (params, query, graphql variables)',
    );
  if (uploadKind(scenario.body, scenario.contentType))
    key('body', 'a stream scenario uploads no file: remove the upload, or make the upload a scenario of its own');
  if (typeof scenario.followRedirects === 'number' && scenario.followRedirects > 0)
    key(
      'followRedirects',
      "a stream follows no redirect: remove followRedirects, and give the stream's own URL in endpoint",
    );
  else if (!own('followRedirects') && typeof defaults.followRedirects === 'number' && defaults.followRedirects > 0)
    atStream(
      "takes followRedirects from defaults, and a stream follows no redirect: write followRedirects: 0 in this scenario, and give the stream's own URL in endpoint",
    );
  if (scenario.protocol === 'h2')
    key(
      'protocol',
      'streams go over HTTP/1.1 (HTTP/2 streams are not supported yet): remove protocol: h2, or write protocol: http1',
    );
  else if (!own('protocol') && defaults.protocol === 'h2')
    atStream(
      'takes protocol: h2 from defaults, and streams go over HTTP/1.1 (HTTP/2 streams are not supported yet): write protocol: http1 in this scenario',
    );
  findings.push(...shapeFindings(scenario, stream, at));
  return findings;
}

/** Returns the problems of the stream's own keys against its protocol, its endpoint and its mode. */
function shapeFindings(scenario: Record<string, unknown>, stream: Record<string, unknown>, at: Segments): Finding[] {
  const findings: Finding[] = [];
  const streamAt: Segments = [...at, 'stream'];
  const push = (segments: Segments, where: Finding['at'], message: string) =>
    findings.push({ segments, at: where, message });
  const protocol = (stream.protocol ?? 'sse') as StreamProtocol;
  // A protocol the JSON Schema refuses is said there; what depends on it waits for a valid one.
  if (!STREAM_PROTOCOLS.includes(protocol)) return findings;
  const endpoint = typeof scenario.endpoint === 'string' ? /^(\S+) (\S+)$/.exec(scenario.endpoint) : null;
  const [method, path] = endpoint ? [endpoint[1]!, endpoint[2]!] : [undefined, undefined];
  const hasGraphql = Object.hasOwn(scenario, 'graphql');
  // GraphQL over SSE is a POST (a body of its own) and graphql-ws a GET: the method says which, as for any request.
  const hasBody = Object.hasOwn(scenario, 'body');
  const socket = protocol !== 'sse';

  if (socket && method !== undefined && method !== 'GET')
    push(
      [...at, 'endpoint'],
      'value',
      `a WebSocket opens with a GET (to the base URL with ws: or wss:), not a ${method}: write "GET ${path}"`,
    );
  if (socket && Object.hasOwn(scenario, 'body'))
    push(
      [...at, 'body'],
      'key',
      protocol === 'websocket'
        ? 'a WebSocket sends no request body: write the messages to send once it is open in stream.send'
        : 'graphql-ws sends the subscription of graphql: and nothing else: remove body',
    );
  if (protocol === 'graphql-ws' && !hasGraphql)
    push(
      [...at, 'graphql'],
      'parent',
      'is required with protocol: graphql-ws, which carries a GraphQL subscription: add graphql: { query: "subscription { … }" }',
    );
  if (protocol === 'websocket' && hasGraphql)
    push(
      [...at, 'graphql'],
      'key',
      'a GraphQL subscription over a WebSocket is protocol: graphql-ws (the graphql-transport-ws protocol): write that in stream, or remove graphql',
    );
  if (protocol === 'sse' && hasGraphql && method !== undefined && method !== 'POST')
    push([...at, 'endpoint'], 'value', `GraphQL over SSE is sent as a POST, not a ${method}: write "POST ${path}"`);

  if (Object.hasOwn(stream, 'send') && protocol !== 'websocket')
    push(
      [...streamAt, 'send'],
      'key',
      protocol === 'sse'
        ? 'is for protocol: websocket: a Server-Sent Events stream takes nothing once open; send what it needs in the request (query, body), or remove send'
        : 'is for protocol: websocket: graphql-ws sends the subscription of graphql: itself; remove send',
    );
  // A mode the JSON Schema refuses is said there: nothing that depends on the mode is said of it.
  const written = STREAM_MODES.find((each) => each === stream.mode);
  const mode = Object.hasOwn(stream, 'mode')
    ? written
    : method === undefined
      ? undefined
      : defaultStreamMode(method, hasBody);
  const modeWords = Object.hasOwn(stream, 'mode') ? 'mode: request' : `mode: request (the default for a ${method!})`;
  if (Object.hasOwn(stream, 'until')) {
    if (protocol !== 'websocket')
      push(
        [...streamAt, 'until'],
        'key',
        'is for protocol: websocket in request mode: the message that ends an iteration; remove until',
      );
    else if (mode === 'hold')
      push(
        [...streamAt, 'until'],
        'key',
        'ends an iteration in request mode, and this stream is held open (mode: hold): set mode: request, or remove until',
      );
    const parsed = typeof stream.until === 'string' ? parseJsonPath(stream.until) : undefined;
    if (parsed && isJsonPathSyntaxError(parsed))
      push(
        [...streamAt, 'until'],
        'value',
        `${show(stream.until)} is not a JSONPath (RFC 9535): at column ${parsed.column} of the path, ${parsed.message}; write e.g. "$.type" or "$.data.done"`,
      );
  }
  if (Object.hasOwn(stream, 'reconnect') && mode === 'request')
    push(
      [...streamAt, 'reconnect'],
      'key',
      `means nothing in ${modeWords}: each iteration opens a stream of its own and reads it to its end; remove reconnect, or set mode: hold`,
    );
  const stallMs = typeof stream.stall === 'string' ? parseTimeMs(stream.stall) : undefined;
  if (stallMs !== undefined && stallMs > MAX_TIMEOUT_MS)
    push(
      [...streamAt, 'stall'],
      'value',
      `${show(stream.stall)} is longer than 10m, the longest a stream may go without an event: write at most "10m"`,
    );
  return findings;
}

/**
 * Returns the problem of a scenario without `stream:` whose GraphQL document is a subscription: it never ends as an
 * answer does, so it is measured as a stream or not at all.
 */
function subscriptionFinding(scenario: Record<string, unknown>, at: Segments): Finding | undefined {
  const query = isRecord(scenario.graphql) ? scenario.graphql.query : undefined;
  if (typeof query !== 'string' || !/\bsubscription\b/.test(query)) return undefined;
  let subscribes = false;
  try {
    subscribes = parse(query, { maxTokens: 10_000 }).definitions.some(
      (definition) =>
        definition.kind === Kind.OPERATION_DEFINITION && definition.operation === OperationTypeNode.SUBSCRIPTION,
    );
  } catch {
    // graphql-findings.ts says what is wrong with a document that does not parse.
  }
  if (!subscribes) return undefined;
  return {
    segments: [...at, 'graphql', 'query'],
    at: 'key',
    message:
      'is a subscription, a stream of events that never ends as an answer does: add stream: { protocol: sse, mode: hold } (GraphQL over SSE) or stream: { protocol: graphql-ws } with endpoint: GET, see docs/streams.md',
  };
}
