// src/sources/ is the pre-flight of data sources; this fetches each scenario's sources once, before the run.
import { buildRequest, type BuiltRequest } from '../engine/http/build-request.js';
import type { TlsOptions } from '../tls-options.js';
import type { LoadTest, Scenario, SourcedValue } from '../loadtest/types.js';
import type { SourceResult } from '../results/types.js';
import type { PickedValue } from '../vocabulary/data-source.js';
import type { Fetched, SourceRequest } from './fetch-source.js';
import { pickValues } from './pick-values.js';
import { sourceFailure, type SourceFailure } from './source-failure.js';

/** What the pre-flight fetched: the values of each scenario's sources, what to report, and every source that failed. */
export interface ResolvedSources {
  /** By scenario name, the values of each of its sources, in the order of `scenario.sources`; none empty. */
  values: Map<string, PickedValue[][]>;
  /** One entry per source request and pick, in the order first used. */
  results: SourceResult[];
  /** Each source that failed or yielded no value, with what came back. */
  failures: SourceFailure[];
}

export interface ResolveOptions {
  env: NodeJS.ProcessEnv;
  signal?: AbortSignal | undefined;
  /** Only these scenarios run (`--scenario`): the others' sources are not fetched. */
  scenarios?: string[] | undefined;
  /** The load test's TLS options, resolved; absent: the defaults. */
  tls?: TlsOptions | undefined;
}

/** How many source requests are in flight at once: a pre-flight, not a burst of load on the API. */
const CONCURRENT_SOURCES = 4;

/**
 * Returns the values of the data sources of a load test's scenarios, fetched before the measured time: each distinct
 * request (method, path, headers and body, `${NAME}` filled) sent once with the scenario's timeout, not measured; the
 * JSONPath matches that are strings, numbers or booleans kept, at most MAX_SOURCE_VALUES; a skipped scenario's (`skip:`)
 * are not sent. It never throws for what happens on the wire: a source that fails is one of `failures`.
 */
export async function resolveSources(loadTest: LoadTest, options: ResolveOptions): Promise<ResolvedSources> {
  const selected = options.scenarios ? new Set(options.scenarios) : undefined;
  const uses: Array<{ scenario: Scenario; sourced: SourcedValue; shared?: SourceRequest; error?: string }> = [];
  // One per distinct source request: sent once, shared by every scenario and pick that names it with the same headers.
  const requests = new Map<string, SourceRequest>();
  for (const scenario of loadTest.scenarios) {
    // A skipped scenario sends nothing: its look-ups are not needed.
    if (!scenario.sources || scenario.skip !== undefined || (selected && !selected.has(scenario.name))) continue;
    for (const sourced of scenario.sources) {
      let built: BuiltRequest;
      try {
        built = buildRequest(loadTest.baseUrl, sourceScenario(scenario, sourced), options.env);
      } catch (error) {
        uses.push({ scenario, sourced, error: `not sent: ${(error as Error).message}` });
        continue;
      }
      const key = JSON.stringify([built.origin, built.method, built.path, built.headers, built.body ?? null]);
      let shared = requests.get(key);
      if (!shared) requests.set(key, (shared = { built, timeoutMs: scenario.timeoutMs }));
      // Shared by scenarios with other timeouts: the most patient one's, none when one has none.
      else if (shared.timeoutMs > 0)
        shared.timeoutMs = scenario.timeoutMs && Math.max(shared.timeoutMs, scenario.timeoutMs);
      uses.push({ scenario, sourced, shared });
    }
  }
  const queue = [...requests.values()];
  // Loaded only when there is a source to fetch: undici, which the lean client does without.
  if (queue.length > 0) {
    const { fetchSources } = await import('./fetch-source.js');
    await fetchSources(queue, CONCURRENT_SOURCES, options);
  }

  const resolved: ResolvedSources = { values: new Map(), results: [], failures: [] };
  const reported = new Map<string, SourceResult>();
  for (const { scenario, sourced, shared, error } of uses) {
    const fetched: Fetched = shared?.fetched ?? { error: error ?? 'not sent', ms: 0 };
    const picked = 'status' in fetched ? pickValues(fetched.body, sourced) : undefined;
    const failure = sourceFailure(scenario, sourced, fetched, picked, shared?.built.headers);
    if (failure) {
      resolved.failures.push(failure);
      continue;
    }
    const values = picked!.values!;
    const list = resolved.values.get(scenario.name) ?? [];
    resolved.values.set(scenario.name, [...list, values]);
    const key = `${sourced.source.from}\n${sourced.source.pick}\n${JSON.stringify(shared!.built.headers)}`;
    const result = reported.get(key);
    if (result && !result.scenarios.includes(scenario.name)) result.scenarios.push(scenario.name);
    if (!result && 'status' in fetched) {
      const entry: SourceResult = {
        request: sourced.source.from,
        pick: sourced.source.pick,
        status: fetched.status,
        values: values.length,
        ms: fetched.ms,
        scenarios: [scenario.name],
      };
      reported.set(key, entry);
      resolved.results.push(entry);
    }
  }
  return resolved;
}

/**
 * Returns the request a source sends, as a scenario: its method and path, the scenario's headers (its credentials;
 * the sourced ones are not among them), and its GraphQL document when it has one; no params, query or body.
 */
function sourceScenario(scenario: Scenario, sourced: SourcedValue): Scenario {
  const { from, graphql } = sourced.source;
  const [method = 'GET', path = '/'] = from.split(' ');
  const { name, line, concurrentUsers, durationSeconds, timeoutMs, thresholds, headers } = scenario;
  return {
    ...{ name, line, concurrentUsers, durationSeconds, timeoutMs, thresholds, endpoint: from, method, path },
    ...(headers && { headers }),
    ...(graphql && { graphql }),
  };
}
