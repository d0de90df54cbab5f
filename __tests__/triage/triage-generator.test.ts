import { describe, expect, it } from '@jest/globals';
import type { ErrorCategory, ScenarioResult, SelfCheck } from '../../src/results/types.js';
import type { LoadTest } from '../../src/loadtest/types.js';
import { parseLoadTest } from '../../src/loadtest/validate.js';
import { triageResults } from '../../src/triage/triage.js';
import { runResults, scenarioResult, thresholdResult } from '../helpers/results.js';

// A saturated generator's late timers fire a request's timeout before its answer is read: its timeouts are not the
// server's to look into (issue 27, defect 7: 183 of 1,000 parallel scenarios blamed the server, the self-check saying
// the generator's event loop was 25.5 s late).

const SATURATED: SelfCheck = {
  saturated: true,
  eventLoopDelayP99Ms: 25_500,
  eventLoopUtilization: 0.99,
  cpuUtilization: 1,
  message:
    'The load generator was saturated (event-loop delay p99 25500 ms, event loop busy 99 % of the time): latencies and requests per second measure the generator, not the server.',
};
const CALM: SelfCheck = { saturated: false, eventLoopDelayP99Ms: 2, eventLoopUtilization: 0.4, cpuUtilization: 0.3 };

const loadTest: LoadTest = parseLoadTest(
  'version: 1\nbaseUrl: http://localhost:3000\nexecution: parallel\nscenarios:\n  - name: List pets\n    endpoint: GET /pets\n    concurrentUsers: 1\n    duration: 2s\n    timeout: 5s\n',
  'loadtool.yaml',
);

/** A failed one-user scenario of 2 s: `ok` answered, the failures in `byCategory`, errorRate breached. */
function failing(ok: number, byCategory: Partial<Record<ErrorCategory, number>>, extra: Partial<ScenarioResult> = {}) {
  const failed = Object.values(byCategory).reduce((sum, count) => sum + count, 0);
  const total = ok + failed;
  return scenarioResult({
    outcome: 'failed',
    concurrentUsers: 1,
    durationSeconds: 2,
    requests: { total, ok, failed, byCategory, byStatus: { '200': ok } },
    thresholds: [thresholdResult('errorRate', 1, (failed / total) * 100, 12)],
    ...extra,
  });
}

function triageOf(scenario: ScenarioResult, generator: SelfCheck) {
  return triageResults(runResults([scenario], { outcome: 'failed', generator }), loadTest).scenarios[0]!.triage!;
}

describe('the triage of timeouts in a run whose generator was saturated', () => {
  it.each([
    { what: 'timeouts', failures: { timeout: 40 } },
    { what: 'requests still waiting at the end', failures: { interrupted: 40 } },
  ])('blames the load generator for $what, never the server, and says what to do', ({ failures }) => {
    const triage = triageOf(failing(60, failures), SATURATED);

    expect(triage.category).toBe('generator');
    expect(triage.evidence).toContain('the load generator was saturated');
    expect(triage.evidence).toContain('event-loop delay p99 25,500 ms');
    expect(triage.nextStep).toContain('load generator was overloaded');
    expect(triage.nextStep).toContain('fewer scenarios at once');
    expect(triage.nextStep).toContain('--workers');
    expect(triage.nextStep).toContain('bigger runner');
    expect(`${triage.evidence} ${triage.nextStep}`).not.toMatch(
      /look at what is slow|its logs|the server does not answer/,
    );
  });

  it('blames the generator, not an outage of the service, when the timeouts filled whole seconds', () => {
    const timeline = [
      { second: 0, requests: 60, errors: 0 },
      { second: 1, requests: 20, errors: 20 },
      { second: 2, requests: 20, errors: 20 },
    ].map((second) => ({ ...second, p50: 1, p95: 2, p99: 3 }));
    const outage = { check: 'availability' as const, message: 'the service stopped answering from second 1 of 3' };
    const triage = triageOf(failing(60, { timeout: 40 }, { timeline, failedChecks: [outage] }), SATURATED);

    expect(triage.category).toBe('generator');
    expect(triage.nextStep).not.toContain('its logs');
  });

  it('keeps the server’s timeouts when the generator was not saturated', () => {
    const triage = triageOf(failing(60, { timeout: 40 }), CALM);

    expect(triage.category).toBe('timeouts');
    expect(triage.nextStep).toContain('look at what is slow');
  });

  it.each([
    { what: 'refused connections', failures: { connect: 40 }, category: 'unavailable' },
    { what: 'resets', failures: { reset: 40 }, category: 'server-errors' },
  ])('keeps $what the server’s: a late generator does not refuse or reset them', ({ failures, category }) => {
    expect(triageOf(failing(60, failures), SATURATED).category).toBe(category);
  });
});
