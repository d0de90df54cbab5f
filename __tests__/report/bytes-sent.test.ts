// bytesSent (the request bodies' bytes) through the merges of parts and into the job summary's details.
import { describe, expect, it } from '@jest/globals';
import { mergeMeasured } from '../../src/engine/merge/merge-measured.js';
import { mergeParallelScenario } from '../../src/engine/merge/merge-parallel.js';
import { createLatencyHistogram, encodeHistogram } from '../../src/engine/record/latency-histogram.js';
import { renderSummary } from '../../src/report/markdown.js';
import type { MeasuredScenario, MeasuredStep } from '../../src/results/types.js';
import { runResults, scenarioResult } from '../helpers/results.js';

/** Returns a measured part of an upload flow: `sent` bytes of request bodies, in its one step as in itself. */
function part(sent: number | undefined): MeasuredScenario {
  const histogram = encodeHistogram(createLatencyHistogram());
  const result = scenarioResult({ histogram, timeline: [], ...(sent !== undefined && { bytesSent: sent }) });
  const figures: MeasuredStep = { ...result, outcome: 'measured' };
  return { ...figures, steps: [{ ...figures, name: 'Upload' }] };
}

describe('bytesSent', () => {
  it('adds up over parts run at the same time (workers, shards) and one after another (rounds), steps too', () => {
    const parallel = mergeParallelScenario([part(5_000), part(7_000)], [0, 0]);
    expect(parallel.bytesSent).toBe(12_000);
    expect(parallel.steps![0]!.bytesSent).toBe(12_000);
    expect(mergeMeasured([part(5_000), part(undefined), part(1)]).bytesSent).toBe(5_001);
    // Absent where no part sent a body, as the engine writes it.
    expect(mergeParallelScenario([part(undefined), part(undefined)], [0, 0])).not.toHaveProperty('bytesSent');
  });

  it("is shown beside the bytes received in the summary's details, only for a scenario that sent bodies", () => {
    const summary = renderSummary(
      runResults([
        scenarioResult({ name: 'Upload', bytesReceived: 12_000, bytesSent: 52_428_800 }),
        scenarioResult({ name: 'List', bytesReceived: 96_000 }),
      ]),
      { loadTestFile: 'load-tests/loadtool.yaml' },
    );
    const rows = summary.split('\n').filter((line) => /^\| ✅ (Upload|List) \|.*(kB|MB)/.test(line));
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatch(/ \| 12 kB · sent 52\.4 MB \|$/);
    expect(rows[1]).toMatch(/ \| 96 kB \|$/);
  });
});
