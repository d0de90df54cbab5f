// A stream scenario over worker threads, from loadtool.yaml as `loadtool run --workers 2` runs it: each thread holds
// its part of the streams, and the merged figures count every stream and every event once, judged on the whole.
import { describe, expect, it } from '@jest/globals';
import { stringify } from 'yaml';
import { parseLoadTest } from '../../../src/loadtest/validate.js';
import { runStage } from '../../../src/pipeline/stages/run-stage.js';
import type { ScenarioProgress } from '../../../src/engine/run-scenario.js';
import { expectAccounted, onlyScenario } from '../../helpers/engine-run.js';
import { quietReporter } from '../../helpers/quiet-reporter.js';
import { useServers } from '../../helpers/servers.js';
import { startSseServer } from './sse-server.js';
import { expectStreamsAccounted } from './stream-scenario.js';

const servers = useServers();

describe('stream scenarios over worker threads', () => {
  it('merges the threads streams exactly: every stream and every event once, the thresholds judged on the whole', async () => {
    // Each stream gets 5 events and is then held silent, well within its stall limit: the counts are exact.
    const sse = await startSseServer(servers, () => ({ events: 5, then: 'stall' }));
    const text = stringify({
      version: 1,
      baseUrl: sse.url,
      scenarios: [
        {
          name: 'Ticker',
          endpoint: 'GET /events',
          concurrentUsers: 4,
          duration: '2s',
          stream: { protocol: 'sse', mode: 'hold', stall: '30s' },
          thresholds: { events: 5, ttfe: '30s', errorRate: '0%' },
        },
      ],
    });
    const progressEvents: number[] = [];
    const reporter = {
      ...quietReporter,
      progress: (update: ScenarioProgress) => {
        if (update.events !== undefined) progressEvents.push(update.events);
      },
    };
    const results = await runStage(parseLoadTest(text, 'loadtool.yaml'), 'loadtool.yaml', reporter, {
      env: {},
      mask: (value) => value,
      workers: 2,
    });
    const scenario = onlyScenario(results);
    expectAccounted(scenario);
    expectStreamsAccounted(scenario);
    expect(sse.served).toBe(4);
    expect(scenario.requests).toMatchObject({ total: 4, ok: 4, failed: 0 });
    expect(scenario.stream).toMatchObject({ streams: 4, events: 20, reconnects: 0 });
    expect(scenario.stream!.events).toBe(sse.written);
    expect([scenario.stream!.ttfe.count, scenario.stream!.eventGap.count, scenario.stream!.length.count]).toEqual([
      4, 16, 4,
    ]);
    expect(scenario.thresholds.map(({ key, passed }) => [key, passed])).toEqual([
      ['events', true],
      ['ttfe', true],
      ['errorRate', true],
    ]);
    expect(scenario.outcome).toBe('passed');
    // The progress shows the events of both threads while the streams are held (none has ended yet).
    expect(progressEvents.length).toBeGreaterThan(0);
    expect(Math.max(...progressEvents)).toBeGreaterThan(0);
    expect(Math.max(...progressEvents)).toBeLessThanOrEqual(20);
  }, 30_000);
});
