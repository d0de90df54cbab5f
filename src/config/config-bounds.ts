// The config's JSON Schema with the load test's own bounds, so that the two never part.
import type schema from '../../schemas/qa.config.schema.json';
import { MAX_LATENCY_MS, MIN_LATENCY_MS } from '../vocabulary/units.js';

/**
 * Returns the schema with the range of `p99LatencyMs` taken from the load test's own (units.ts), so that the config
 * never accepts a limit that the load test generated from it refuses; the published schema states the same figures,
 * and a test fails when they part.
 */
export function withLoadTestBounds(root: typeof schema): typeof schema {
  const copy = structuredClone(root);
  const p99 = copy.properties.domains.properties.performance.properties.thresholds.properties.p99LatencyMs;
  Object.assign(p99, { minimum: MIN_LATENCY_MS, maximum: MAX_LATENCY_MS });
  return copy;
}
