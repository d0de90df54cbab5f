// The load test read from valid data: defaults merged into each scenario, units parsed, paths resolved.
import type { Segments } from '../../json-schema-messages.js';
import type { TlsSettings } from '../../tls-options.js';
import { parseTimeMs } from '../../vocabulary/units.js';
import { toDataFile } from '../data/data-findings.js';
import { withSources } from '../scenario-sources.js';
import type { DataPick, LoadTest, Scenario, WritesMode } from '../types.js';
import { toLoadModel, type RawLoadModel } from './parse-arrival.js';
import { toFlow, type RawStep } from './parse-flow.js';
import { toRegression, type RawRegression } from './parse-regression.js';
import { sessionOf, type RawSession } from './parse-session.js';
import { withUploads } from './parse-upload.js';
import { toStream, type RawStream } from '../stream/parse-stream.js';
import { expectOf, mergeHeaders, requestData, toThresholds, type Locate, type RawRequest } from './raw-request.js';

/** The per-request timeout when neither the scenario nor `defaults` sets one. */
const DEFAULT_TIMEOUT_MS = 30_000;

interface RawDefaults
  extends Pick<RawRequest, 'headers' | 'timeout' | 'thresholds' | 'expect'>, RawRegression, RawLoadModel, RawSession {
  thinkTime?: string;
  rampUp?: string;
  writes?: WritesMode;
  conformance?: 'off';
  protocol?: 'http1' | 'h2';
  connections?: number;
}

interface RawScenario extends RawRequest, Omit<RawDefaults, keyof RawRequest | 'writes'> {
  name: string;
  /** One of endpoint, flow and script: the JSON Schema lets exactly one through. */
  endpoint?: string;
  flow?: RawStep[];
  script?: string;
  skip?: string;
  data?: { file: string; pick?: DataPick };
  stream?: RawStream;
}

export interface RawLoadTest {
  version: 1;
  baseUrl: string;
  execution?: LoadTest['execution'];
  tls?: Omit<TlsSettings, 'dir' | 'line'>;
  outputs?: Array<{ prometheus?: string; otlp?: string; headers?: Record<string, string> }>;
  defaults?: RawDefaults;
  scenarios: RawScenario[];
}

/** Returns the scenario's HTTP/2 keys: `protocol: h2` and its `connections`, its own or those of defaults. */
function protocolOf(scenario: RawScenario, defaults: RawDefaults): Pick<Scenario, 'protocol' | 'connections'> {
  if ((scenario.protocol ?? defaults.protocol) !== 'h2') return {};
  const connections = scenario.connections ?? defaults.connections;
  return { protocol: 'h2', ...(connections !== undefined && { connections }) };
}

/**
 * Returns the load test of valid data (validate.ts checked it); `dir`, the load test's folder, is where the paths of
 * `tls:`, `data:` and uploads start.
 */
export function toLoadTest(raw: RawLoadTest, locate: Locate, dir: string): LoadTest {
  const defaults = raw.defaults ?? {};
  const scenarios = raw.scenarios.map((scenario, index): Scenario => {
    const at: Segments = ['scenarios', index];
    const headers = mergeHeaders(defaults.headers, scenario.headers);
    const timeoutMs = parseTimeMs(scenario.timeout ?? defaults.timeout ?? '') ?? DEFAULT_TIMEOUT_MS;
    const flow =
      scenario.flow &&
      toFlow(
        scenario.flow,
        { headers, timeoutMs, expect: defaults.expect, redirects: [scenario, defaults] },
        [...at, 'flow'],
        locate,
      );
    // A flow's endpoint names its steps, a script's its module; their method and path are empty, their request
    // data on the steps or in the script (which gets the headers).
    const { script } = scenario;
    const endpoint = flow
      ? flow.map((step) => step.endpoint).join(' → ')
      : script !== undefined
        ? `script ${script}`
        : scenario.endpoint!;
    const [method = '', path = ''] = flow || script !== undefined ? [] : endpoint.split(' ');
    const load = toLoadModel(defaults, scenario, at, locate);
    const data = scenario.data && toDataFile(scenario.data, dir, locate([...at, 'data'], 'key').line);
    // Neither means anything in the open model: arrival-findings.ts refuses a scenario's own, and those of defaults
    // are for the closed-model scenarios.
    const thinkTime = load.arrival ? undefined : (scenario.thinkTime ?? defaults.thinkTime);
    const rampUp = load.arrival ? undefined : (scenario.rampUp ?? defaults.rampUp);
    const [thresholds, thresholdsAt] = scenario.thresholds
      ? [scenario.thresholds, [...at, 'thresholds']]
      : [defaults.thresholds ?? {}, ['defaults', 'thresholds']];
    const read = withSources({
      name: scenario.name,
      endpoint,
      method,
      path,
      line: locate(at, 'value').line,
      ...load,
      ...(flow
        ? { flow }
        : script !== undefined
          ? { script, ...(headers && { headers }) }
          : requestData(scenario, headers)),
      ...(!flow && script === undefined && expectOf(scenario.expect, defaults.expect)),
      timeoutMs,
      ...(thinkTime && { thinkTimeMs: parseTimeMs(thinkTime)! }),
      ...(rampUp && { rampUpSeconds: parseTimeMs(rampUp)! / 1000 }),
      thresholds: toThresholds(thresholds, thresholdsAt, locate),
      ...toRegression(defaults, scenario, at, locate),
      ...(scenario.skip !== undefined && { skip: scenario.skip }),
      ...((scenario.conformance ?? defaults.conformance) === 'off' && { conformance: 'off' as const }),
      ...protocolOf(scenario, defaults),
      ...sessionOf(scenario, defaults),
      ...(data && { data }),
      ...(scenario.stream && {
        stream: toStream(scenario.stream, method, 'body' in scenario, [...at, 'stream'], locate),
      }),
    });
    return withUploads(read, dir);
  });
  return {
    version: 1,
    baseUrl: raw.baseUrl,
    execution: raw.execution ?? 'sequential',
    writes: defaults.writes ?? 'own',
    ...(raw.tls && { tls: { ...raw.tls, dir, line: locate(['tls'], 'key').line } }),
    ...(raw.outputs && {
      outputs: raw.outputs.map(({ prometheus, otlp, headers }) => ({
        kind: prometheus !== undefined ? ('prometheus' as const) : ('otlp' as const),
        url: prometheus ?? otlp ?? '',
        ...(headers && { headers }),
      })),
    }),
    scenarios,
  };
}
