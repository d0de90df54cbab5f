import { describe, expect, it } from '@jest/globals';
import type { LoadTest } from '../../../src/loadtest/types.js';
import { triageResults } from '../../../src/triage/triage.js';
import { maskerOf } from '../../../src/masker.js';
import { maskResults } from '../../../src/report/mask.js';
import { CONNECT_RETRY_PAUSE_MS } from '../../../src/engine/virtual-user.js';
import { expectAccounted, loadTestOf, onlyScenario, runEngine, startHttpTarget } from '../../helpers/engine-run.js';
import { useServers } from '../../helpers/servers.js';

const servers = useServers();

// What validation says of these headers is in header-findings.test.ts; here, what the engine does with them.

/** Returns a valid load test of one POST scenario, then gives it headers validation would refuse. */
function withRawHeaders(url: string, headers: Record<string, string>, duration = '1s'): LoadTest {
  const loadTest = loadTestOf(url, [{ endpoint: 'POST /', body: { name: 'Rex' }, concurrentUsers: 2, duration }]);
  loadTest.scenarios[0]!.headers = headers;
  return loadTest;
}

describe('the engine, given a header the HTTP client refuses', () => {
  it.each([
    ['Content-Length', { 'Content-Length': '5' }],
    ['Transfer-Encoding', { 'Transfer-Encoding': 'chunked' }],
    ['a value with CR/LF', { 'X-Trace': 'a\r\nb' }],
    ['Expect', { Expect: '100-continue' }],
  ])(
    '%s: fails as other with its reason, pauses like a failed connect, never reaches the server',
    async (_what, headers) => {
      const target = await startHttpTarget(servers, (_request, response) => {
        response.end('ok');
      });
      const run = await runEngine(withRawHeaders(target.url, headers));
      const scenario = onlyScenario(run);
      expectAccounted(scenario);
      expect(target.received).toHaveLength(0);
      expect(scenario.requests.ok).toBe(0);
      expect(scenario.requests.byCategory.other).toBe(scenario.requests.total);
      // 2 users for 1 s, each pausing CONNECT_RETRY_PAUSE_MS after a failure: about 20 attempts. A spinning user makes
      // thousands; 200 leaves room for a slow machine and still tells the two apart.
      expect(scenario.requests.total).toBeLessThanOrEqual((2 * 1000) / CONNECT_RETRY_PAUSE_MS + 200);
      const reason = scenario.samples?.find((sample) => sample.category === 'other')?.reason;
      expect(reason).toMatch(/^UND_ERR_\w+: .+/);

      const triaged = triageResults(
        { ...run, scenarios: [{ ...scenario, outcome: 'failed' }] },
        withRawHeaders(target.url, headers),
      );
      expect(triaged.scenarios[0]!.triage?.evidence).toContain(reason);
    },
  );

  it('the reason is masked with the rest of the results', async () => {
    const target = await startHttpTarget(servers, (_request, response) => {
      response.end('ok');
    });
    const run = await runEngine(withRawHeaders(target.url, { 'Content-Length': '5' }));
    const reason = onlyScenario(run).samples?.find((sample) => sample.category === 'other')?.reason ?? '';
    expect(reason).toMatch(/length/i);
    const word = /length/i.exec(reason)![0];
    const masked = maskResults(run, maskerOf([word]));
    expect(JSON.stringify(masked.scenarios[0]!.samples)).not.toContain(word);
  });
});
