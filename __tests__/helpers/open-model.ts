import type { LoadTest, Scenario } from '../../src/loadtest/types.js';
import { loadTestOf } from './engine-run.js';

/**
 * Returns a load test of one open-model scenario (`GET /`) at a constant `rate` per second for `seconds`, with
 * `maxUsers` connections and `extra` keys of the scenario (thresholds, timeout) as loadtool.yaml writes them.
 */
export function openModelTest(
  baseUrl: string,
  rate: number,
  seconds: number,
  maxUsers: number,
  extra: Record<string, unknown> = {},
): LoadTest {
  const loadTest = loadTestOf(baseUrl, [{ name: 'Open', duration: `${seconds}s`, ...extra }]);
  const scenario: Scenario = {
    ...loadTest.scenarios[0]!,
    concurrentUsers: maxUsers,
    durationSeconds: seconds,
    arrival: { startRate: rate, stages: [{ durationSeconds: seconds, target: rate, line: 1 }], maxUsers },
  };
  return { ...loadTest, scenarios: [scenario] };
}
