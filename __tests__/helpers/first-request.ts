import { buildRequest, type BuiltRequest } from '../../src/engine/build-request.js';
import { buildVariants } from '../../src/engine/request-variants.js';
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
