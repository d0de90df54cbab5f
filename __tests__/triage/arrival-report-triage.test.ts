import { describe, expect, it } from '@jest/globals';
import type { RunResults, ScenarioResult, SelfCheck } from '../../src/results/types.js';
import { triageResults } from '../../src/triage/triage.js';
import { renderSummary } from '../../src/report/markdown.js';
import { renderTerminalTable } from '../../src/report/terminal-table.js';
import { runResults, scenarioResult, thresholdResult } from '../helpers/results.js';

// The triage of an open-model scenario that fell behind its schedule (below 95% of the target, or requests dropped):
// the generator when its self-check or its own lateness says so, else the server; dropped requests that fail okRate
// are named as dropped, not as server errors.

const CALM: SelfCheck = { saturated: false, eventLoopDelayP99Ms: 2, eventLoopUtilization: 0.4, cpuUtilization: 0.3 };
const SATURATED: SelfCheck = {
  saturated: true,
  eventLoopDelayP99Ms: 180,
  cpuUtilization: 0.98,
  message: 'the load generator was saturated (event-loop delay p99 180 ms, CPU 98%)',
};

/**
 * An open-model scenario at 200/s for 10 s on at most `maxUsers` connections that started `total` requests and
 * dropped `dropped`, `http5xx` of them failing with 503; okRate (≥ 99%) judged over total + dropped.
 */
function behind(options: {
  total: number;
  dropped: number;
  http5xx?: number;
  latenessP99Ms?: number;
  maxUsers?: number;
  serviceP95?: number;
}): ScenarioResult {
  const { total, dropped, http5xx = 0, latenessP99Ms = 0.5, maxUsers = 20, serviceP95 = 180 } = options;
  const ok = total - http5xx;
  const okRate = (ok / (total + dropped)) * 100;
  return scenarioResult({
    name: 'Place order',
    endpoint: 'POST /orders',
    outcome: 'failed',
    concurrentUsers: maxUsers,
    durationSeconds: 10,
    requests: {
      total,
      dropped,
      ok,
      failed: http5xx,
      byCategory: http5xx > 0 ? { http5xx } : {},
      byStatus: { '200': ok, ...(http5xx > 0 ? { '503': http5xx } : {}) },
    },
    rps: total / 10,
    thresholds: [thresholdResult('okRate', 99, okRate, 22)],
    arrival: {
      targetRate: 200,
      achievedRate: total / 10,
      maxUsers,
      serviceMs: { p50: serviceP95 / 2, p95: serviceP95, p99: serviceP95 * 1.5, max: serviceP95 * 3 },
      serviceHistogram: 'HISTFAAAA',
      latenessP99Ms,
    },
  });
}

function triageOf(scenario: ScenarioResult, generator: SelfCheck = CALM): NonNullable<ScenarioResult['triage']> {
  const run: RunResults = runResults([scenario], { outcome: 'failed', generator });
  return triageResults(run).scenarios[0]!.triage!;
}

describe('the triage of an open-model scenario that fell behind', () => {
  it('blames the server when every connection was busy and the generator kept up: raise maxUsers or speed it up', () => {
    const triage = triageOf(behind({ total: 1500, dropped: 500 }));
    expect(triage.category).toBe('latency');
    expect(triage.evidence).toBe(
      '150 of 200 requests/s started (75% of the target); 500 requests dropped (25% of 2,000 due): every one of the 20 connections was busy at their due time, service time p95 180 ms; the load generator kept its schedule (lateness p99 0.5 ms)',
    );
    expect(triage.nextStep).toBe(
      'the server did not keep up with 200/s on 20 connections: at a service time of 180 ms (p95), 200/s needs about 36 requests in flight; raise maxUsers (e.g. maxUsers: 72) if the server should cope with that many at once, or make POST /orders faster',
    );
  });

  it('says the server stalled when maxUsers was ample for its usual service time', () => {
    const triage = triageOf(behind({ total: 1990, dropped: 10, maxUsers: 400, serviceP95: 20 }));
    expect(triage.category).toBe('latency');
    expect(triage.nextStep).toBe(
      'the server stalled: at a service time of 20 ms (p95), 200/s needs only about 4 of the 400 connections, but its slowest answers (p99 30 ms, max 60 ms) held them all; look at what POST /orders waits on when it stalls (locks, pauses, a pool), or raise maxUsers if such stalls are acceptable',
    );
  });

  it('names a ramping schedule by its highest target', () => {
    const ramp = behind({ total: 1500, dropped: 500 });
    ramp.timeline = [0, 1, 2].map((second) => ({
      second,
      requests: 150,
      errors: 0,
      p50: 4,
      p95: 9,
      p99: 18,
      target: 100 * (second + 1),
    }));
    expect(triageOf(ramp).nextStep).toMatch(
      /^the server did not keep up with up to 300\/s on 20 connections: at a service time of 180 ms \(p95\), up to 300\/s needs about 54 requests in flight; raise maxUsers \(e\.g\. maxUsers: 108\)/,
    );
  });

  it('blames the generator when its self-check says it was the bottleneck', () => {
    const triage = triageOf(behind({ total: 1500, dropped: 500 }), SATURATED);
    expect(triage.category).toBe('generator');
    expect(triage.evidence).toMatch(
      /^the load generator could not keep the schedule: 150 of 200 requests\/s started \(75% of the target\), 500 requests dropped \(25% of 2,000 due\), its own lateness p99 0\.5 ms \(requests started that long after they were due\); the load generator was saturated \(event-loop delay p99 180 ms, CPU 98%\)/,
    );
    expect(triage.nextStep).toMatch(/not the server's/);
    expect(triage.nextStep).toMatch(/--workers/);
  });

  it('leaves many failures their own category even when the generator was saturated', () => {
    expect(triageOf(behind({ total: 1500, dropped: 500, http5xx: 900 }), SATURATED).category).toBe('server-errors');
  });

  it("blames the generator when its own lateness is large, whatever the server's answers", () => {
    const triage = triageOf(behind({ total: 1880, dropped: 0, latenessP99Ms: 45 }));
    expect(triage.category).toBe('generator');
    expect(triage.evidence).toMatch(/^the load generator could not keep the schedule: .*its own lateness p99 45 ms/);
  });

  it('names dropped requests, not server errors, when they are what failed okRate', () => {
    const triage = triageOf(behind({ total: 1800, dropped: 200, http5xx: 20 }));
    expect(triage.category).toBe('latency');
    expect(triage.evidence).toContain('200 requests dropped');
    expect(triage.evidence).toContain('20 of the requests sent failed (http5xx 20)');
  });

  it('keeps the failures as the cause when they outnumber the dropped requests, and adds the drops', () => {
    const triage = triageOf(behind({ total: 1990, dropped: 10, http5xx: 300 }));
    expect(triage.category).toBe('server-errors');
    expect(triage.evidence).toContain('; also 10 requests dropped (0.5% of 2,000 due): every connection was busy');
  });

  it('leaves a scenario that kept its schedule to the usual triage', () => {
    const kept = scenarioResult({
      ...behind({ total: 2000, dropped: 0 }),
      thresholds: [thresholdResult('p95', 5, 10.3, 23)],
    });
    expect(triageOf(kept).category).toBe('latency');
    expect(triageOf(kept).evidence).toBe('p95 10.3 ms > 5 ms');
    expect(triageOf(kept).nextStep).toBe(
      'profile POST /orders at 200/s: look at its database queries, caching and what else it waits on',
    );
  });

  it('leaves a closed-model triage as it was', () => {
    const closed = scenarioResult({
      outcome: 'failed',
      thresholds: [thresholdResult('p95', 5, 10.3, 23)],
    });
    expect(triageOf(closed)).toEqual({
      category: 'latency',
      evidence: 'p95 10.3 ms > 5 ms',
      nextStep: 'profile GET /pets at 10 users: look at its database queries, caching and what else it waits on',
    });
  });

  it('reaches the reports escaped, with its category', () => {
    const run = triageResults(
      runResults([{ ...behind({ total: 1500, dropped: 500 }), name: 'Order <script> |x|' }], { outcome: 'failed' }),
    );
    const summary = renderSummary(run, { loadTestFile: 'load-tests/loadtool.yaml' });
    expect(summary).toContain('- ❌ **Order &lt;script> \\|x\\|** — `latency`: 150 of 200 requests/s started');
    expect(renderTerminalTable(run)).toContain(
      '\nTriage:\n  Order <script> |x|: latency — 150 of 200 requests/s started',
    );
  });
});
