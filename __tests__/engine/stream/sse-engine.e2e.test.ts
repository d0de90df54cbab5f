import { afterEach, describe, expect, it } from '@jest/globals';
import { decodeHistogram } from '../../../src/engine/record/latency-histogram.js';
import { expectAccounted, onlyScenario, runEngine } from '../../helpers/engine-run.js';
import { useServers } from '../../helpers/servers.js';
import { startSseServer, type SseScript } from './sse-server.js';
import { expectStreamsAccounted, streamLoadTest } from './stream-scenario.js';

const servers = useServers();

describe.each(['lean', 'undici'])('SSE streams over the %s client', (client) => {
  const before = process.env.LOADTOOL_HTTP_CLIENT;
  afterEach(() => {
    if (before === undefined) delete process.env.LOADTOOL_HTTP_CLIENT;
    else process.env.LOADTOOL_HTTP_CLIENT = before;
  });
  const setClient = () => {
    if (client === 'undici') process.env.LOADTOOL_HTTP_CLIENT = 'undici';
  };

  it('holds one stream per user for the measured time, every event the server wrote counted once', async () => {
    setClient();
    const sse = await startSseServer(servers, () => ({ events: 5, then: 'stall' }));
    const results = await runEngine(
      streamLoadTest(sse.url, { endpoint: 'GET /events', concurrentUsers: 3, duration: '2s' }, { mode: 'hold' }),
    );
    const scenario = onlyScenario(results);
    expectAccounted(scenario);
    expectStreamsAccounted(scenario);
    const stream = scenario.stream!;
    expect(sse.served).toBe(3);
    expect(sse.accepts).toEqual(['text/event-stream', 'text/event-stream', 'text/event-stream']);
    expect(scenario.requests).toMatchObject({ total: 3, ok: 3, failed: 0, byStatus: { '200': 3 } });
    expect(stream).toMatchObject({ protocol: 'sse', mode: 'hold', streams: 3, events: sse.written, reconnects: 0 });
    expect(stream.events).toBe(15);
    expect(stream.faults).toEqual({ stalled: 0, ended: 0, silent: 0 });
    expect([stream.ttfb.count, stream.ttfe.count, stream.eventGap.count, stream.length.count]).toEqual([3, 3, 12, 3]);
    expect(decodeHistogram(stream.eventGap.histogram).totalCount).toBe(12);
  });

  it('reads one stream per iteration in request mode, to the end the server gives it', async () => {
    setClient();
    const sse = await startSseServer(servers, () => ({ events: 4, then: 'end' }));
    const results = await runEngine(
      streamLoadTest(sse.url, { endpoint: 'GET /answer', concurrentUsers: 2 }, { mode: 'request' }),
    );
    const scenario = onlyScenario(results);
    expectAccounted(scenario);
    expectStreamsAccounted(scenario);
    const stream = scenario.stream!;
    expect(sse.served).toBeGreaterThan(2);
    expect(scenario.requests.total).toBe(sse.served);
    expect(scenario.requests.ok).toBe(sse.served);
    expect(stream.events).toBe(sse.written);
    expect(stream.events).toBe(4 * sse.served);
    expect(stream.reconnects).toBe(0);
    expect(stream.length.count).toBe(sse.served);
    expect(decodeHistogram(scenario.histogram).totalCount).toBe(sse.served);
    expect(sse.lastEventIds.every((id) => id === undefined)).toBe(true);
  });
});

describe('SSE stream faults', () => {
  it('tells a stall, an end and a cut from silence, and resumes each stream from its Last-Event-ID', async () => {
    const scripts: SseScript[] = [
      { events: 3, then: 'stall' },
      { events: 2, then: 'end', retryMs: 150 },
      { events: 1, then: 'cut' },
    ];
    const sse = await startSseServer(servers, (index) => scripts[index] ?? { events: 0, then: 'stall' });
    const results = await runEngine(
      streamLoadTest(sse.url, { endpoint: 'GET /events', duration: '3s' }, { mode: 'hold', stallMs: 300 }),
    );
    const scenario = onlyScenario(results);
    expectAccounted(scenario);
    expectStreamsAccounted(scenario);
    const stream = scenario.stream!;
    expect(stream.events).toBe(6);
    expect(sse.written).toBe(6);
    expect(stream.faults.stalled).toBe(1);
    expect(stream.faults.ended).toBe(2);
    expect(stream.faults.silent).toBeGreaterThanOrEqual(1);
    expect(stream.streams).toBe(sse.served);
    expect(stream.reconnects).toBe(sse.served - 1);
    expect(sse.lastEventIds.slice(0, 4)).toEqual([undefined, '3', '5', '6']);
    expect(new Set(sse.lastEventIds.slice(3))).toEqual(new Set(['6']));
    // The last stream may be held to the end without an event: ok, with no time to a first event.
    expect(scenario.requests.ok).toBeLessThanOrEqual(1);
    expect(scenario.requests.failed).toBe(scenario.requests.byCategory.stream);
    expect(stream.ttfe.count).toBe(3);
    const reasons = scenario.samples!.filter((sample) => sample.category === 'stream').map((sample) => sample.reason);
    expect(reasons).toEqual(['stalled after 3 events']);
  });

  it('counts a failed status by its status, and a head that never comes as a timeout', async () => {
    const sse = await startSseServer(servers, (index) =>
      index === 0 ? { status: 503, events: 0, then: 'end' } : { noHead: true, events: 0, then: 'stall' },
    );
    const results = await runEngine(
      streamLoadTest(
        sse.url,
        { endpoint: 'GET /events', duration: '1s', timeout: '300ms' },
        { mode: 'request', stallMs: 5_000 },
      ),
    );
    const scenario = onlyScenario(results);
    expectAccounted(scenario);
    expectStreamsAccounted(scenario);
    expect(scenario.requests.byStatus).toEqual({ '503': 1 });
    expect(scenario.requests.byCategory.http5xx).toBe(1);
    expect(scenario.requests.byCategory.timeout).toBeGreaterThanOrEqual(1);
    expect(scenario.requests.total).toBe(sse.served);
    expect(scenario.stream!.ttfb.count).toBe(1);
    expect(scenario.stream!.events).toBe(0);
  });

  it('stops a held stream without reconnecting when reconnect is off', async () => {
    const sse = await startSseServer(servers, () => ({ events: 2, then: 'end' }));
    const results = await runEngine(
      streamLoadTest(sse.url, { endpoint: 'GET /events', concurrentUsers: 2 }, { mode: 'hold', reconnect: false }),
    );
    const scenario = onlyScenario(results);
    expectStreamsAccounted(scenario);
    expect(sse.served).toBe(2);
    expect(scenario.stream).toMatchObject({ streams: 2, events: 4, reconnects: 0 });
    expect(scenario.stream!.faults.ended).toBe(2);
    const reasons = scenario.samples!.filter((sample) => sample.category === 'stream').map((sample) => sample.reason);
    expect(reasons[0]).toMatch(/^ended by the server after \d+ ms$/);
  });
});

describe('stream thresholds', () => {
  it('judges events per stream, time to first event and the gaps between events', async () => {
    const sse = await startSseServer(servers, () => ({ events: 4, then: 'end' }));
    const results = await runEngine(
      streamLoadTest(sse.url, { endpoint: 'GET /answer' }, { mode: 'request' }, [
        ['events', 4],
        ['events', 5],
        ['ttfe', 20_000],
        ['eventGap', 20_000],
        ['ttfb', 20_000],
      ]),
    );
    const scenario = onlyScenario(results);
    expect(scenario.thresholds.map(({ key, passed, actual }) => ({ key, passed, actual }))).toEqual([
      { key: 'events', passed: true, actual: 4 },
      { key: 'events', passed: false, actual: 4 },
      { key: 'ttfe', passed: true, actual: scenario.stream!.ttfe.ms.p95 },
      { key: 'eventGap', passed: true, actual: scenario.stream!.eventGap.ms.p95 },
      { key: 'ttfb', passed: true, actual: scenario.stream!.ttfb.ms.p95 },
    ]);
    expect(scenario.outcome).toBe('failed');
  });
});
