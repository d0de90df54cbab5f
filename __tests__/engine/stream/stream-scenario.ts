// The tests' stream scenarios: a load test of one scenario with its `stream:` set, as the engine gets it.
import { expect } from '@jest/globals';
import type { LoadTest, StreamSettings, Threshold } from '../../../src/loadtest/types.js';
import type { ScenarioResult } from '../../../src/results/types.js';
import { THRESHOLD_DEFINITIONS, type ThresholdKey } from '../../../src/vocabulary/thresholds.js';
import { loadTestOf } from '../../helpers/engine-run.js';

/** Returns a load test of one scenario (`GET /` for 1 s, 1 user unless it says otherwise) read as `stream`. */
export function streamLoadTest(
  baseUrl: string,
  scenario: Record<string, unknown>,
  stream: Partial<StreamSettings>,
  thresholds: Array<[ThresholdKey, number]> = [],
): LoadTest {
  const settings: StreamSettings = {
    protocol: 'sse',
    mode: 'hold',
    stallMs: 10_000,
    reconnect: true,
    line: 1,
    ...stream,
  };
  // Written in the YAML (validation asks a subscription for it), then set whole as the engine reads it.
  const loadTest = loadTestOf(baseUrl, [{ ...scenario, stream: { protocol: settings.protocol, mode: settings.mode } }]);
  const only = loadTest.scenarios[0]!;
  only.stream = settings;
  only.thresholds = thresholds.map(([key, limit]): Threshold => ({
    key,
    limit,
    ...THRESHOLD_DEFINITIONS[key],
    text: String(limit),
    line: 1,
    column: 1,
  }));
  return loadTest;
}

/** Returns the sum of a timeline's events. */
export function timelineEvents(scenario: ScenarioResult): number {
  return scenario.timeline.reduce((sum, entry) => sum + (entry.events ?? 0), 0);
}

/** Checks what every stream scenario promises: each stream one request, every event in the timeline and the counts. */
export function expectStreamsAccounted(scenario: ScenarioResult): void {
  const stream = scenario.stream!;
  expect(stream.streams).toBe(scenario.requests.total);
  expect(timelineEvents(scenario)).toBe(stream.events);
  const faults = stream.faults.stalled + stream.faults.ended + stream.faults.silent;
  expect(scenario.requests.byCategory.stream ?? 0).toBe(faults);
  expect(stream.ttfe.count).toBeLessThanOrEqual(stream.ttfb.count);
  expect(stream.eventGap.count).toBe(stream.events - stream.ttfe.count);
}
