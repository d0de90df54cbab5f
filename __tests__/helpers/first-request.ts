import { query, type JsonValue } from 'jsonpath-rfc9535';
import { request } from 'undici';
import { buildRequest, type BuiltRequest } from '../../src/engine/http/build-request.js';
import { buildVariants } from '../../src/engine/http/request-variants.js';
import type { LoadTest, Scenario } from '../../src/loadtest/types.js';
import { resolveSources } from '../../src/sources/resolve-sources.js';

/**
 * Returns the first request a scenario sends in a run: its data sources (`from`/`pick`) fetched as the run's
 * pre-flight fetches them, and the first value of each put in place. Throws, with what came back, when a source fails.
 */
export async function firstRequest(loadTest: LoadTest, scenario: Scenario): Promise<BuiltRequest> {
  if (!scenario.sources) return buildRequest(loadTest.baseUrl, scenario, {});
  const resolved = await resolveSources({ ...loadTest, scenarios: [scenario] }, { env: {} });
  if (resolved.failures.length > 0) throw new Error(JSON.stringify(resolved.failures));
  return buildVariants(loadTest.baseUrl, scenario, resolved.values.get(scenario.name)!, {})[0]!;
}

/** What one request of a scenario or a flow step got back. */
export interface SentOnce {
  status: number;
  body: unknown;
  ms: number;
}

/** Sends a built request once; returns its status, its body (parsed when it is JSON) and headers, and the time taken. */
async function send(built: BuiltRequest): Promise<SentOnce & { headers: Record<string, unknown> }> {
  const started = performance.now();
  const response = await request(`${built.origin}${built.path}`, {
    method: built.method,
    headers: built.headers,
    body: built.body ?? null,
  });
  const text = await response.body.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // Not JSON: the text itself.
  }
  return { status: response.statusCode, body, headers: response.headers, ms: performance.now() - started };
}

/**
 * Sends a scenario's first request once (its data sources fetched first); for a flow, runs its steps once in order,
 * each filled with what the steps before it extracted (`${name}`) and the environment, as one virtual user does.
 * Returns what the last step got back, and each step's status by name. Throws when a step's extract finds nothing.
 */
export async function sendOnce(
  loadTest: LoadTest,
  scenario: Scenario,
  env: NodeJS.ProcessEnv = {},
): Promise<SentOnce & { steps: Record<string, number> }> {
  if (!scenario.flow) {
    const { status, body, ms } = await send(await firstRequest(loadTest, scenario));
    return { status, body, ms, steps: {} };
  }
  const values: Record<string, string> = {};
  const steps: Record<string, number> = {};
  let last: SentOnce | undefined;
  for (const step of scenario.flow) {
    const { headers, ...sent } = await send(buildRequest(loadTest.baseUrl, step, { ...env, ...values }));
    steps[step.name] = sent.status;
    last = sent;
    for (const extraction of step.extract) {
      const found =
        'header' in extraction
          ? headers[extraction.header.toLowerCase()]
          : typeof sent.body === 'object' && sent.body !== null
            ? query(sent.body as JsonValue, extraction.path)[0]
            : undefined;
      if (found === undefined || found === null)
        throw new Error(`${scenario.name} › ${step.name} (${sent.status}) extracted nothing for ${extraction.name}`);
      values[extraction.name] = typeof found === 'string' ? found : JSON.stringify(found);
    }
  }
  return { ...last!, steps };
}
