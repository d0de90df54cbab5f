import { describe, expect, it } from '@jest/globals';
import schema from '../../schemas/results.schema.json' with { type: 'json' };
import { serializeResults } from '../../src/results/write-results.js';
import { STREAM_FAULTS, STREAM_MODES, STREAM_PROTOCOLS } from '../../src/vocabulary/streams.js';
import { runResults, scenarioResult, thresholdResult } from '../helpers/results.js';
import { resultsSchemaErrors } from '../helpers/results-schema.js';
import { streamResult } from '../helpers/stream-results.js';

// results.json's stream figures (ScenarioResult.stream), the timeline's events and the stream thresholds, in its schema.

type Node = { enum?: unknown[]; required?: string[]; properties?: Record<string, Node> };
const defs = schema.$defs as Record<string, Node>;

/** A run of one stream scenario with every stream field filled in: faults, events per second, stream thresholds. */
function streamRun(): ReturnType<typeof runResults> {
  return runResults([
    scenarioResult({
      name: 'Ticker',
      requests: { total: 3, ok: 1, failed: 2, byCategory: { stream: 2 }, byStatus: { '200': 3 } },
      timeline: [{ second: 0, requests: 3, errors: 2, p50: 1, p95: 2, p99: 3, events: 42 }],
      thresholds: [thresholdResult('events', 10, 14, 12), thresholdResult('ttfe', 500, 12, 13)],
      samples: [{ status: 200, category: 'stream', body: '' }],
      stream: streamResult(
        { ttfb: [1_000], ttfe: [12_000], eventGap: [100_000, 90_000], length: [30_000_000, 2_000_000, 1_000_000] },
        { streams: 3, events: 42, reconnects: 1, faults: { stalled: 1, ended: 1, silent: 0 } },
      ),
    }),
  ]);
}

describe('the stream figures in schemas/results.schema.json', () => {
  it('accepts a stream scenario with every field, as written', () => {
    expect(resultsSchemaErrors(streamRun())).toEqual([]);
    expect(resultsSchemaErrors(JSON.parse(serializeResults(streamRun())))).toEqual([]);
  });

  it('lists the protocols, modes and fault kinds of the vocabulary, each fault required', () => {
    const stream = defs.stream!.properties!;
    expect(stream.protocol!.enum).toEqual([...STREAM_PROTOCOLS]);
    expect(stream.mode!.enum).toEqual([...STREAM_MODES]);
    expect(Object.keys(stream.faults!.properties!)).toEqual([...STREAM_FAULTS]);
    expect(stream.faults!.required).toEqual([...STREAM_FAULTS]);
  });

  it('refuses an unknown fault kind and a distribution without its histogram', () => {
    const run = streamRun() as unknown as { scenarios: Array<{ stream: Record<string, Record<string, unknown>> }> };
    run.scenarios[0]!.stream.faults!.cut = 1;
    delete run.scenarios[0]!.stream.eventGap!.histogram;
    const errors = resultsSchemaErrors(run).join('\n');
    expect(errors).toContain('scenarios[0].stream.faults.cut');
    expect(errors).toContain('scenarios[0].stream.eventGap');
  });
});
