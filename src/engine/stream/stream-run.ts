// src/engine/stream/ runs stream scenarios (SSE, WebSocket, GraphQL subscriptions); this sets one up on the closed model.
import type { Dispatcher } from 'undici';
import type { Scenario, StreamSettings } from '../../loadtest/types.js';
import { compileJsonPath } from '../../json-path.js';
import { buildRequest, checkProtocol, dispatchOptions, type RequestSource } from '../http/build-request.js';
import { ClosedModel, type ClosedUser } from '../closed/closed-model.js';
import { OK, statusTable } from '../error-category.js';
import type { ExecutorParts } from '../executor.js';
import { scenarioConnections, type ClientSettings, type HttpClient } from '../http/scenario-connections.js';
import { measuredScenario, type ScenarioProgress } from '../record/scenario-figures.js';
import { ScenarioRecorder } from '../record/scenario-recorder.js';
import type { ScenarioSetup } from '../scenario-lifecycle.js';
import { ScenarioLoad } from '../scenario-load.js';
import { timerDelay } from '../timers.js';
import { graphqlWsTransport } from './graphql-ws-transport.js';
import { SseTransport } from './sse-transport.js';
import { answersOf, type StreamPlan } from './stream-plan.js';
import { StreamRecorder } from './stream-recorder.js';
import type { StreamTarget, StreamTransport } from './stream-transport.js';
import { StreamUser } from './stream-user.js';
import { webSocketTransport } from './websocket-transport.js';
import { variantScenarios } from '../http/request-variants.js';
import { perRequestNames, RequestTemplate } from '../http/request-template.js';
import type { PickedValue } from '../../vocabulary/data-source.js';

/**
 * A stream is bounded by time (the measured time, the stall limit), not by its bytes: the run's bound on a response
 * (MAX_RESPONSE_BYTES) would cut a held stream after 16 MiB.
 */
const UNBOUNDED_BYTES = Number.MAX_SAFE_INTEGER;

/**
 * The closed model with the stream figures' clock started with the measured time's; a WebSocket scenario's HTTP
 * clients are never used, so none is opened before the clock.
 */
class StreamModel extends ClosedModel {
  constructor(
    parts: ExecutorParts,
    rampUpMs: number,
    userOf: (client: HttpClient) => ClosedUser,
    private readonly streams: StreamRecorder,
    private readonly overHttp: boolean,
  ) {
    super(parts, rampUpMs, userOf);
  }

  override warmConnections(withinMs: number): number {
    return this.overHttp ? super.warmConnections(withinMs) : 0;
  }

  override start(now: number, endsAt: number): void {
    this.streams.start(now, endsAt - now);
    super.start(now, endsAt);
  }
}

/**
 * Returns a stream scenario (`stream:`) ready to run: one StreamUser per user on the closed model, each over a
 * transport of its own by the stream's protocol (`sse`: SseTransport on the user's HTTP client; `websocket` and
 * `graphql-ws` over their own sockets, to the scenario's URL with the `ws:`/`wss:` scheme); its figures are the
 * scenario's, each stream one request, with the stream figures (`stream`) and each second's events beside them.
 */
export function streamSetup(
  baseUrl: string,
  scenario: Scenario,
  options: {
    env: NodeJS.ProcessEnv;
    client: ClientSettings;
    sourceValues?: ReadonlyMap<string, ReadonlyArray<readonly PickedValue[]>> | undefined;
    firstUser?: number | undefined;
  },
): ScenarioSetup & { progressed: (progress: ScenarioProgress) => ScenarioProgress } {
  const stream = scenario.stream!;
  timerDelay(stream.stallMs, 'the stall limit');
  const overHttp = stream.protocol === 'sse';
  // A subscription's variables may come from the API (data sources): user k opens its streams with variant k's
  // values, as request k of a request scenario takes them.
  let variants = [scenario];
  if (scenario.sources) {
    const values = options.sourceValues?.get(scenario.name);
    if (!values) throw new Error('its data sources (from, pick) were not fetched before the run');
    variants = variantScenarios(scenario, values);
  }
  const built = variants.map((variant) =>
    overHttp ? sseRequest(baseUrl, variant, options.env) : socketTarget(baseUrl, variant, options.env, options.client),
  );
  const { requestOf, origin } = built[0]!;
  const secrets = [...new Set(built.flatMap((each) => each.secrets))];
  checkProtocol(origin);
  const statuses = statusTable(scenario.expectStatus);
  // A WebSocket's head is its 101 Switching Protocols (and graphql-ws's connection_ack).
  if (!overHttp && scenario.expectStatus === undefined) statuses[101] = OK;
  const recorder = new ScenarioRecorder(statuses, secrets);
  const graphql = scenario.graphql !== undefined;
  const load = new ScenarioLoad(requestOf?.() ?? { method: 'GET', path: '/' }, recorder, {
    thinkTimeMs: scenario.thinkTimeMs ?? 0,
    timeoutMs: scenario.timeoutMs,
    graphql,
  });
  const streams = new StreamRecorder(stream.protocol, stream.mode);
  const plan = streamPlan(stream, load, streams, graphql);
  const parts: ExecutorParts = {
    load,
    // No session: a stream scenario keeps no cookies and follows no redirect.
    connections: scenarioConnections(
      origin,
      { ...scenario, cookies: 'off' },
      { ...options.client, maxResponseBytes: UNBOUNDED_BYTES },
      false,
    ),
  };
  let nextUser = options.firstUser ?? 0;
  const transportOf = (client: HttpClient): StreamTransport => {
    const { requestOf: own, target } = built[nextUser++ % built.length]!;
    if (stream.protocol === 'sse') return new SseTransport(client, own!, graphql);
    return stream.protocol === 'websocket' ? webSocketTransport(target!) : graphqlWsTransport(target!);
  };
  const executor = new StreamModel(
    parts,
    (scenario.rampUpSeconds ?? 0) * 1000,
    (client) => new StreamUser(transportOf(client), plan),
    streams,
    overHttp,
  );
  return {
    executor,
    parts,
    timeoutMs: scenario.timeoutMs,
    progressed: (progress) => ({ ...progress, events: streams.events }),
    measured: (time) => {
      const measured = measuredScenario(scenario, recorder, time);
      return { ...measured, timeline: streams.withEvents(measured.timeline), stream: streams.result() };
    },
  };
}

/** Returns the rules the scenario's users share. */
function streamPlan(stream: StreamSettings, load: ScenarioLoad, streams: StreamRecorder, graphql: boolean): StreamPlan {
  const { protocol } = stream;
  const until = stream.until === undefined ? undefined : compileJsonPath(stream.until);
  return {
    load,
    streams,
    hold: stream.mode === 'hold',
    reconnect: stream.reconnect,
    stallMs: stream.stallMs,
    completes: protocol === 'graphql-ws' || (protocol === 'sse' && graphql),
    graphql,
    resumes: protocol === 'sse',
    send: protocol === 'websocket' ? (stream.send ?? []) : [],
    answers: protocol === 'websocket' && stream.mode === 'request' ? answersOf(until) : undefined,
  };
}

interface StreamRequest {
  /** SSE: the request of each stream. */
  requestOf?: () => Dispatcher.DispatchOptions;
  /** WebSocket and graphql-ws: where the sockets go. */
  target?: StreamTarget;
  /** The HTTP origin of the scenario's URL. */
  origin: string;
  secrets: string[];
}

/**
 * Returns an SSE scenario's request: its own, `accept: text/event-stream` unless the scenario sets an Accept of its
 * own (a GraphQL subscription's POST as well); built once, or built anew for each stream when it holds a value of its
 * own per request (`${uuid}`: an LLM-style prompt made unique).
 */
function sseRequest(baseUrl: string, scenario: Scenario, env: NodeJS.ProcessEnv): StreamRequest {
  const ownAccept = Object.keys(scenario.headers ?? {}).some((name) => name.toLowerCase() === 'accept');
  const source = ownAccept ? scenario : { ...scenario, headers: { ...scenario.headers, accept: 'text/event-stream' } };
  const names = perRequestNames(source);
  if (names.size > 0) {
    const secrets: string[] = [];
    const template = new RequestTemplate(baseUrl, source, names, env, (value) => {
      if (!secrets.includes(value)) secrets.push(value);
    });
    return { requestOf: () => template.build(), origin: template.origin, secrets };
  }
  const built = buildRequest(baseUrl, source, env);
  const request = dispatchOptions(built);
  return { requestOf: () => request, origin: built.origin, secrets: built.secrets };
}

/**
 * Returns where a WebSocket or graphql-ws scenario's sockets go: its URL with the base URL's scheme as `ws:`/`wss:`,
 * its headers and its GraphQL document, `${NAME}` filled, and the load test's TLS options.
 */
function socketTarget(
  baseUrl: string,
  scenario: Scenario,
  env: NodeJS.ProcessEnv,
  client: ClientSettings,
): StreamRequest {
  // The socket's request has no body: the scenario's headers, path and query alone.
  const { graphql, method, path, params, query, headers } = scenario;
  const request: RequestSource = {
    method,
    path,
    ...(params && { params }),
    ...(query && { query }),
    ...(headers && { headers }),
  };
  const built = buildRequest(baseUrl, request, env);
  const secrets = new Set(built.secrets);
  let document: StreamTarget['graphql'];
  if (graphql !== undefined) {
    const filled = buildRequest(baseUrl, { ...request, graphql }, env);
    for (const secret of filled.secrets) secrets.add(secret);
    document = JSON.parse(filled.body as string) as StreamTarget['graphql'];
  }
  const url = `${built.origin.replace(/^http/, 'ws')}${built.path}`;
  const target: StreamTarget = { url, headers: built.headers, tls: client.tls, graphql: document };
  return { target, origin: built.origin, secrets: [...secrets] };
}
