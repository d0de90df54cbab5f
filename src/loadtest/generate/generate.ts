// src/loadtest/generate/ writes loadtool.yaml from the schema's operations and the plan; this is its entry.
import { THRESHOLD_KEYS } from '../../vocabulary/thresholds.js';
import { DEFAULT_REGRESSION, REGRESSION_KEYS } from '../../vocabulary/regression.js';
import { Document, isMap, isScalar, isSeq } from 'yaml';
import type { ApiDescription, Operation } from '../../schema/operation.js';
import type { PerfOverrides } from '../../vocabulary/perf-overrides.js';
import { formatLatencyMs, formatPercent } from '../../vocabulary/units.js';
import { defaultCredentials, loginComment, loginOfOperation, scenarioFlow, type Credentials } from './generate-flow.js';
import { generatedLoad, type GeneratedLoad } from './generate-load.js';
import { closedLayers, generatedStream, streamThresholds, type GeneratedStream } from './generate-stream.js';
import { requestWithValues, type InventedValue } from './generate-values.js';
import { ownWrites } from './generate-writes.js';
import { flowSmallMaps, ordered, uniqueNames } from './generate-layout.js';

/** Where editors find the JSON Schema of loadtool.yaml (the `yaml-language-server` comment on the first line). */
const LOADTEST_SCHEMA_URL = 'https://raw.githubusercontent.com/qa-perf/qa-perf/v0/schemas/loadtool.schema.json';

/** The built-in load profile, the weakest source of a scenario's numbers (docs/loadtool-yaml.md). */
const BUILT_IN = { concurrentUsers: 10, duration: '30s' };

export interface GenerateInput {
  api: ApiDescription;
  /** The operations in scope, each with the overrides of its own plan line (not the plan's defaults). */
  selected: Array<{ operation: Operation; overrides?: PerfOverrides }>;
  /** The plan's default lines (`Concurrency: 20 users`, `Duration: 60s`). */
  planDefaults?: PerfOverrides;
  /** `domains.performance.thresholds` of qa.config.json. */
  thresholds: { p99LatencyMs?: number; okRequestPercent?: number };
  /** The base URL of the system under test, a path prefix included. */
  baseUrl: string;
  /** What the file was generated from, in words for its header: paths or URLs of the schema, plan and config. */
  sources: string[];
  /**
   * `existing` when the plan allows writes to records the run did not create (`Writes: existing`); else a write is
   * kept to the records it creates, or not generated (docs/real-data-and-flows.md#writes).
   */
  writes?: 'own' | 'existing';
  /**
   * Headers the schema was read with, carried over to `defaults.headers` when no security scheme covers the API, each
   * a `${NAME}` template (docs/schemas.md#auth-carried-over); the API's own security headers win by name.
   */
  carriedHeaders?: Record<string, string>;
}

/** One generated scenario, for the table shown before writing; `arrivalRate` for the open model. */
export interface GeneratedScenario extends GeneratedLoad {
  name: string;
  endpoint: string;
  duration: string;
  thresholds: Record<string, string | number>;
  /** The tolerances of the plan line, `x-perf` and the plan's defaults; absent when none sets one. */
  regression?: Record<string, string>;
  /** Why the scenario is written disabled (`skip:`): what the probe saw (src/probe/); absent: it runs. */
  skip?: string;
  /** Values the probe found in the API in place of invented ones, each written with where it came from. */
  probed?: ProbedValue[];
  /** `stream:` of an operation that answers with a stream of events (generate-stream.ts); absent: an ordinary one. */
  stream?: GeneratedStream;
}

/** A value the probe found for an invented one: where it goes, the value, and the list it came from. */
export interface ProbedValue extends InventedValue {
  /** `GET /collections`, `posts`: what listed it, for the comment on its line. */
  from: string;
}

/** What the probe may send of a scenario: a read of one request, with the values generation invented for it. */
export interface ProbeTarget {
  /** Why it is not probed (`a flow`, `a write`); absent for a read of one request. */
  notProbed?: string;
  invented: InventedValue[];
}

/**
 * Returns loadtool.yaml for the selected operations: one scenario each, with the operation's request data and the
 * numbers from, strongest first, its plan line, its `x-perf`, the plan's defaults, the config's thresholds and the
 * built-in defaults. Deterministic: the same input gives the same bytes.
 */
export function generateLoadTest(input: GenerateInput): {
  scenarios: GeneratedScenario[];
  /** Returns the file's text for the scenarios, adjusted or not: `yamlText` of its `document`. */
  render: (scenarios?: GeneratedScenario[]) => string;
  /** Returns the YAML document of the file for the scenarios, adjusted or not. */
  document: (scenarios?: GeneratedScenario[]) => Document;
  /** One line for the user naming the credentials variables the logins read, when the file logs in. */
  loginNote?: string;
  /** The writes in scope that were not generated, each with the reason: they would change records the run did not create. */
  notGenerated: Array<{ key: string; reason: string }>;
  /** What the probe may send of each scenario, in the order of `scenarios`. */
  probeTargets: ProbeTarget[];
} {
  const { selected, notGenerated } = ownWrites(input.selected, input.writes ?? 'own');
  const configThresholds: Record<string, string> = {};
  const p99 = input.thresholds.p99LatencyMs;
  // In plain decimals, as the load test reads them: String(1e-7) is "1e-7". A value out of range is written as it
  // is, so that validating what was generated names it.
  if (p99 !== undefined) configThresholds.p99 = formatLatencyMs(p99) ?? `${p99}ms`;
  if (input.thresholds.okRequestPercent !== undefined)
    configThresholds.okRate = formatPercent(input.thresholds.okRequestPercent);

  const names = uniqueNames(selected.map(({ operation }) => operation));
  const scenarios = selected.map(({ operation, overrides }, index): GeneratedScenario => {
    const layers = [overrides, operation.perf, input.planDefaults];
    const streamed = generatedStream(operation, layers);
    const regression = ordered(
      Object.assign({}, ...[...layers].reverse().map((layer) => layer?.regression ?? {})) as Record<string, string>,
      REGRESSION_KEYS,
    );
    return {
      name: names[index]!,
      endpoint: `${streamed?.method ?? operation.method} ${operation.path}`,
      ...generatedLoad(streamed ? closedLayers(layers) : layers, BUILT_IN.concurrentUsers),
      duration: layers.find((layer) => layer?.duration !== undefined)?.duration ?? BUILT_IN.duration,
      thresholds: ordered(
        Object.assign(
          {},
          streamed ? streamThresholds(input.thresholds) : configThresholds,
          ...[...layers].reverse().map((layer) => layer?.thresholds ?? {}),
        ) as Record<string, string | number>,
        THRESHOLD_KEYS,
      ),
      ...(Object.keys(regression).length > 0 && { regression }),
      ...(streamed && { stream: streamed.stream }),
    };
  });

  const requests = selected.map(({ operation, overrides }) =>
    requestWithValues(operation, overrides?.params, input.planDefaults?.params),
  );
  const credentials = selected.map(
    ({ operation, overrides }): Credentials =>
      [overrides, operation.perf, input.planDefaults].find((layer) => layer?.credentials)?.credentials ??
      defaultCredentials(loginOfOperation(input.api, operation)),
  );
  // A stream is one request of its own (streams in flows are not supported yet): a scenario, never a flow.
  const flows = selected.map(({ operation }, index) =>
    operation.stream
      ? undefined
      : scenarioFlow(
          input.api,
          operation,
          names[index]!,
          requests[index]!.request,
          credentials[index],
          requests[index]!.created,
          selected[index]!.write,
        ),
  );
  const headers = requestHeaders(
    input.api,
    flows.some((flow) => flow?.login),
    input.carriedHeaders,
  );
  const renderDocument = (edited = scenarios) => {
    const document = new Document({
      version: 1,
      baseUrl: input.baseUrl,
      execution: 'sequential',
      defaults: {
        ...(input.writes === 'existing' && { writes: 'existing' }),
        ...(Object.keys(headers.defaults).length > 0 && { headers: headers.defaults }),
        timeout: '30s',
        regression: { ...DEFAULT_REGRESSION },
      },
      scenarios: edited.map((scenario, index) => {
        const flow = flows[index];
        const request = withProbed(requests[index]!.request, scenario.probed);
        const own = flow?.login || selected[index]!.operation.anonymous ? undefined : headers.scenario;
        return {
          name: scenario.name,
          ...(flow
            ? {
                ...(scenario.skip !== undefined && { skip: scenario.skip }),
                ...(own && { headers: own }),
                flow: flow.steps,
              }
            : {
                endpoint: scenario.endpoint,
                ...(scenario.skip !== undefined && { skip: scenario.skip }),
                ...request,
                ...(own && { headers: { ...own, ...(request.headers as Record<string, unknown> | undefined) } }),
              }),
          ...(scenario.arrivalRate === undefined
            ? { concurrentUsers: scenario.concurrentUsers }
            : {
                arrivalRate: scenario.arrivalRate,
                ...(scenario.maxUsers !== undefined && { maxUsers: scenario.maxUsers }),
              }),
          duration: scenario.duration,
          ...(scenario.stream && { stream: scenario.stream }),
          ...(Object.keys(scenario.thresholds).length > 0 && { thresholds: scenario.thresholds }),
          ...(scenario.regression && { regression: scenario.regression }),
        };
      }),
    });
    const count = `${edited.length} scenario${edited.length === 1 ? '' : 's'}`;
    document.commentBefore = [
      ` yaml-language-server: $schema=${LOADTEST_SCHEMA_URL}`,
      ` Generated by \`loadtool generate\` from ${input.sources.join(', ')}: ${count}.`,
      ' Edit it freely: `loadtool generate` keeps your edits (`--fresh` discards them), and `loadtool validate` checks it.',
    ].join('\n');
    edited.forEach((_, index) => {
      const flow = flows[index];
      const at = flow ? ['flow', flow.requestStep] : [];
      const login = flow?.login && document.getIn(['scenarios', index, 'flow', 0], true);
      if (isMap(login))
        login.commentBefore = loginComment(
          credentials[index]!,
          loginOfOperation(input.api, selected[index]!.operation),
        );
      // `refreshOn: [401]`, as people write it.
      const refreshOn = flow && document.getIn(['scenarios', index, 'flow', 0, 'refreshOn'], true);
      if (isSeq(refreshOn)) refreshOn.flow = true;
      for (const { path, text } of requests[index]!.comments) {
        const node = document.getIn(['scenarios', index, ...at, ...path], true);
        if (isScalar(node)) node.comment = text;
      }
      for (const value of edited[index]!.probed ?? []) {
        const node = document.getIn(['scenarios', index, ...at, ...probedPath(value)], true);
        if (isScalar(node))
          node.comment = ` found by the probe in ${value.from} (the invented value got no real answer)`;
      }
    });
    flowSmallMaps(document.contents);
    // A tolerance a line, so that the annotation of a regressed metric points at its own (docs/regression-gate.md).
    for (const path of [['defaults'], ...edited.map((_, index) => ['scenarios', index])]) {
      const regression = document.getIn([...path, 'regression'], true);
      if (isMap(regression)) regression.flow = false;
    }
    return document;
  };
  const logins = selected.flatMap(({ operation }, index) =>
    flows[index]?.login ? [{ login: loginOfOperation(input.api, operation)!, credentials: credentials[index]! }] : [],
  );
  const used = [...new Set(logins.map(({ credentials: c }) => `${c.user} and ${c.password}`))];
  const endpoints = [...new Set(logins.map(({ login }) => login.endpoint))];
  const loginNote =
    used.length > 0
      ? `the scenarios log in first (${endpoints.join(', ')}): set ${used.join(', ')} in the environment before running`
      : undefined;
  return {
    scenarios,
    render: (edited = scenarios) => yamlText(renderDocument(edited)),
    document: renderDocument,
    ...(loginNote && { loginNote }),
    notGenerated,
    probeTargets: selected.map(({ operation }, index) => ({
      ...(operation.stream
        ? { notProbed: 'a stream' }
        : flows[index]
          ? { notProbed: 'a flow' }
          : !operation.safe || operation.write
            ? { notProbed: 'a write' }
            : {}),
      invented: requests[index]!.invented,
    })),
  };
}

/** Returns where a probed value is in a scenario's request: `['params', 'collection']`. */
function probedPath(value: ProbedValue): string[] {
  return value.in === 'variables' ? ['graphql', 'variables', value.name] : [value.in, value.name];
}

/** Returns the request with the probe's values in place of the invented ones; the same request when there are none. */
function withProbed(
  request: Record<string, unknown>,
  probed: readonly ProbedValue[] | undefined,
): Record<string, unknown> {
  if (!probed || probed.length === 0) return request;
  const copy: Record<string, unknown> = { ...request };
  for (const value of probed) {
    if (value.in === 'variables') {
      const graphql = copy.graphql as { variables?: Record<string, unknown> };
      copy.graphql = { ...graphql, variables: { ...graphql.variables, [value.name]: value.value } };
    } else copy[value.in] = { ...(copy[value.in] as Record<string, unknown>), [value.name]: value.value };
  }
  return copy;
}

/** Returns the text of a generated load test's document, as loadtool.yaml holds it. */
export function yamlText(document: Document): string {
  return document.toString({ lineWidth: 0 });
}

/**
 * Returns the headers of the security schemes, after the headers carried over from the schema's reading that they do
 * not name: all in `defaults` as before; with a login flow written, the bearer token's header goes on each scenario
 * that still needs it instead, since the flows log in for theirs.
 */
function requestHeaders(
  api: ApiDescription,
  loginFlows: boolean,
  carried: Record<string, string> = {},
): { defaults: Record<string, string>; scenario?: Record<string, string> } {
  const own = new Set(Object.keys(api.securityHeaders).map((name) => name.toLowerCase()));
  const kept = Object.entries(carried).filter(([name]) => !own.has(name.toLowerCase()));
  const { Authorization, ...others } = api.securityHeaders;
  if (!loginFlows || Authorization === undefined)
    return { defaults: { ...Object.fromEntries(kept), ...api.securityHeaders } };
  return { defaults: { ...Object.fromEntries(kept), ...others }, scenario: { Authorization } };
}

/**
 * Returns the base URL that scenarios are sent to: the configured one, with the path prefix the schema declares
 * (Swagger `basePath`, the path of the first OpenAPI server) when the configured URL has no path of its own. The
 * engine appends each endpoint's path to it.
 */
export function scenarioBaseUrl(configured: string, api: ApiDescription): string {
  const url = new URL(configured);
  // GraphQL operations carry the endpoint's path themselves (src/schema/graphql/graphql-endpoint.ts).
  if (api.kind === 'graphql') return url.origin;
  if (url.pathname !== '/' && url.pathname !== '') return configured.replace(/\/+$/, '');
  const server = api.servers[0];
  const prefix = server === undefined ? '' : new URL(server, 'http://placeholder').pathname.replace(/\/+$/, '');
  return `${url.origin}${prefix}`;
}
