import { describe, expect, it } from '@jest/globals';
import type { ScenarioResult, StreamResult, Triage } from '../../src/results/types.js';
import type { LoadTest, Scenario } from '../../src/loadtest/types.js';
import { THRESHOLD_DEFINITIONS } from '../../src/vocabulary/thresholds.js';
import { triageResults } from '../../src/triage/triage.js';
import { runResults, scenarioResult } from '../helpers/results.js';
import { streamResult, type StreamValues } from '../helpers/stream-results.js';

/** The stream scenario of loadtool.yaml, SSE streams held with a 10 s stall limit. */
function spec(overrides: Partial<Scenario> = {}): Scenario {
  return {
    name: 'Ticker',
    endpoint: 'GET /ticker',
    method: 'GET',
    path: '/ticker',
    line: 7,
    concurrentUsers: 20,
    durationSeconds: 300,
    timeoutMs: 30_000,
    thresholds: [],
    stream: { protocol: 'sse', mode: 'hold', stallMs: 10_000, reconnect: true, line: 9 },
    ...overrides,
  };
}

function loadTest(scenario: Scenario = spec()): LoadTest {
  return { version: 1, baseUrl: 'http://localhost:3000', execution: 'sequential', scenarios: [scenario] };
}

/**
 * Returns a failed stream scenario of 5 minutes: `stream`'s streams, its faults counted as `stream` failures, the rest
 * ok, breaching an errorRate of 1%.
 */
function streaming(stream: StreamResult): ScenarioResult {
  const failed = stream.faults.stalled + stream.faults.ended + stream.faults.silent;
  const total = stream.streams;
  const { bound, unit } = THRESHOLD_DEFINITIONS.errorRate;
  return scenarioResult({
    name: 'Ticker',
    endpoint: 'GET /ticker',
    outcome: 'failed',
    concurrentUsers: 20,
    durationSeconds: 300,
    requests: { total, ok: total - failed, failed, byCategory: { stream: failed }, byStatus: { '200': total } },
    thresholds: [{ key: 'errorRate', bound, limit: 1, actual: (failed / total) * 100, unit, passed: false, line: 12 }],
    stream,
  });
}

/** Returns the scenario's triage, with the load test (null: a results file judged without it). */
function triageOf(result: ScenarioResult, test: LoadTest | null = loadTest()): Triage {
  return triageResults(runResults([result], { outcome: 'failed' }), test ?? undefined).scenarios[0]!.triage!;
}

/** Returns `count` lengths around `ms` (each within 0.5% of it), in microseconds. */
function around(ms: number, count: number): number[] {
  return Array.from({ length: count }, (_, index) => Math.round(ms * 1000 * (1 + ((index % 10) - 5) / 1000)));
}

function stream(values: StreamValues, overrides: Partial<StreamResult>): StreamResult {
  return streamResult(values, overrides);
}

describe('the triage of stream faults', () => {
  it('mostly stalled streams: the server stopped sending, with the stall limit and the gaps before', () => {
    const triage = triageOf(
      streaming(
        stream(
          { length: around(100_000, 40), eventGap: [1_000_000, 1_200_000, 900_000], ttfb: [12_000] },
          { streams: 40, events: 900, faults: { stalled: 30, ended: 2, silent: 0 } },
        ),
      ),
    );
    expect(triage.category).toBe('timeouts');
    expect(triage.evidence).toContain('30 of 40 streams (75%) went 10 s without an event after their first');
    expect(triage.evidence).toContain('event gaps p95 1.2 s');
    expect(triage.evidence).toContain('faults: 30 stalled, 2 ended');
    expect(triage.nextStep).toMatch(/^the server stopped sending \(a blocked producer, a full buffer/);
    expect(triage.nextStep).toContain('at 20 users');
  });

  it('says the stall limit without naming one when the load test is not known', () => {
    const result = streaming(stream({}, { streams: 10, faults: { stalled: 10, ended: 0, silent: 0 } }));
    expect(triageOf(result, null).evidence).toContain('went the stall limit without an event');
  });

  it('mostly silent SSE streams: accepted, never an event; check that the server flushes', () => {
    const triage = triageOf(
      streaming(
        stream(
          { ttfb: [3_000, 4_000, 5_000] },
          { streams: 25, events: 0, faults: { stalled: 0, ended: 0, silent: 25 } },
        ),
      ),
    );
    expect(triage.category).toBe('timeouts');
    expect(triage.evidence).toBe(
      '25 of 25 streams (100%) were accepted (first byte p50 4 ms) and got not one event within 10 s',
    );
    expect(triage.nextStep).toContain('the server accepted the streams and never sent an event');
    expect(triage.nextStep).toContain('`X-Accel-Buffering: no`');
    expect(triage.nextStep).toContain('nginx `proxy_buffering off`');
  });

  it('silent GraphQL subscriptions: something must publish, a trigger', () => {
    const triage = triageOf(
      streaming(stream({}, { protocol: 'graphql-ws', streams: 5, faults: { stalled: 0, ended: 0, silent: 5 } })),
    );
    expect(triage.nextStep).toContain('a GraphQL subscription, its trigger');
    expect(triage.nextStep).not.toContain('X-Accel-Buffering');
  });

  it('ended streams whose lengths cluster (p10 … p90 within 10%): cut by a proxy timeout after about 60 s', () => {
    // Each of the 20 users' streams cut every 60 s of the 5 minutes (4 cuts each), the last one open at the end.
    const lengths = [...around(60_000, 80), ...around(59_000, 20)];
    const triage = triageOf(
      streaming(
        stream(
          { length: lengths },
          { streams: 100, events: 6_000, reconnects: 80, faults: { stalled: 0, ended: 80, silent: 0 } },
        ),
      ),
    );
    expect(triage.category).toBe('server-errors');
    expect(triage.evidence).toMatch(
      /^80 of 100 streams \(80%\) were closed before the measured time was over, cut after about 60 s each \(stream lengths p10 59 s … p90 60 s\)$/,
    );
    expect(triage.nextStep).toContain('nginx `proxy_read_timeout`, 60 s by default');
    expect(triage.nextStep).toContain('the users reconnected 80 times');
  });

  it('ended streams, most of them near one length though the others spread: cut after about 30 s', () => {
    // Request mode: 60 answers end by themselves within 1 to 10 s; 40 are cut at 30 s.
    const spread = Array.from({ length: 60 }, (_, index) => 1_000_000 + index * 150_000);
    const triage = triageOf(
      streaming(
        stream(
          { length: [...spread, ...around(30_000, 40)] },
          { mode: 'request', streams: 100, events: 2_000, faults: { stalled: 0, ended: 40, silent: 0 } },
        ),
      ),
      loadTest(spec({ stream: { protocol: 'sse', mode: 'request', stallMs: 30_000, reconnect: true, line: 9 } })),
    );
    expect(triage.category).toBe('server-errors');
    expect(triage.evidence).toContain(
      '40 of 100 streams (40%) ended before their protocol said so, cut after about 30 s each',
    );
  });

  it('ended streams of every length: the server closed them, generic', () => {
    const lengths = Array.from({ length: 30 }, (_, index) => 2_000_000 + index * 5_000_000);
    const triage = triageOf(
      streaming(stream({ length: lengths }, { streams: 30, faults: { stalled: 0, ended: 12, silent: 0 } })),
    );
    expect(triage.category).toBe('server-errors');
    expect(triage.evidence).toBe('12 of 30 streams (40%) were closed before the measured time was over');
    expect(triage.nextStep).toContain('check its logs for restarts, crashes');
  });

  it('held streams that lasted the run are not a cut: the ended ones elsewhere are generic', () => {
    // 18 held the whole 300 s; 2 ended at 5 s and 200 s.
    const lengths = [...around(300_000, 18), 5_000_000, 200_000_000];
    const triage = triageOf(
      streaming(stream({ length: lengths }, { streams: 20, faults: { stalled: 0, ended: 2, silent: 0 } })),
    );
    expect(triage.evidence).not.toContain('cut after');
  });

  it('a stream scenario that failed only its events threshold gets a next step about what the server sends', () => {
    const { bound, unit } = THRESHOLD_DEFINITIONS.events;
    const result = scenarioResult({
      name: 'Ticker',
      outcome: 'failed',
      thresholds: [{ key: 'events', bound, unit, limit: 10, actual: 3.5, passed: false, line: 14 }],
      stream: streamResult({}, { streams: 12_034, events: 42_119 }),
    });
    const triage = triageOf(result);
    expect(triage.evidence).toBe('events 3.5 per stream < 10 per stream');
    expect(triage.nextStep).toContain('the streams carried fewer events than the limit');
  });
});
