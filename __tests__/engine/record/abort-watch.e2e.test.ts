import { describe, expect, it } from '@jest/globals';
import { loadTestOf, runEngine, startHttpTarget } from '../../helpers/engine-run.js';
import { useServers } from '../../helpers/servers.js';
import { resultsSchemaErrors } from '../../helpers/results-schema.js';
import { renderSummary } from '../../../src/report/markdown.js';

const servers = useServers();

/** A server whose /fail answers 500, /slow answers after 30 ms and anything else 200 at once. */
async function server() {
  return startHttpTarget(servers, (request, response) => {
    if (request.url === '/fail') response.writeHead(500).end('{"error":"down"}');
    else if (request.url === '/slow') setTimeout(() => response.writeHead(200).end('{}'), 30).unref();
    else response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
  });
}

describe('abortOnFail', () => {
  it('stops a scenario whose error rate is breached for good, and leaves the others running their time', async () => {
    const target = await server();
    const loadTest = loadTestOf(
      target.url,
      [
        {
          name: 'Failing',
          endpoint: 'GET /fail',
          duration: '60s',
          thresholds: { errorRate: { limit: '1%', abortOnFail: true } },
        },
        {
          name: 'Fine',
          endpoint: 'GET /ok',
          duration: '4s',
          thresholds: { errorRate: { limit: '1%', abortOnFail: true } },
        },
      ],
      { execution: 'parallel' },
    );
    const results = await runEngine(loadTest);
    const [failing, fine] = results.scenarios;
    expect(failing!.outcome).toBe('failed');
    expect(failing!.stoppedEarly?.reason).toMatch(
      /^abortOnFail: errorRate 1% was breached for good after [\d,]+ requests \([\d,]+ failed, whatever the at most [\d,]+ still to come\)$/,
    );
    expect(failing!.stoppedEarly!.afterSeconds).toBeLessThan(60);
    // The other ran its whole time: one timeline entry a second.
    expect(fine!.stoppedEarly).toBeUndefined();
    expect(fine!.outcome).toBe('passed');
    expect(fine!.timeline).toHaveLength(4);
    expect(resultsSchemaErrors(JSON.parse(JSON.stringify(results)))).toEqual([]);
    expect(renderSummary(results, { loadTestFile: 'loadtool.yaml' })).toContain('"Failing" stopped after');
  });

  it('waits for its delay before it may stop the scenario', async () => {
    const target = await server();
    const loadTest = loadTestOf(target.url, [
      {
        name: 'Failing',
        endpoint: 'GET /fail',
        duration: '60s',
        thresholds: { errorRate: { limit: '1%', abortOnFail: true, delay: '3s' } },
      },
    ]);
    const failing = (await runEngine(loadTest)).scenarios[0]!;
    expect(failing.stoppedEarly!.afterSeconds).toBeGreaterThanOrEqual(3);
    expect(failing.stoppedEarly!.afterSeconds).toBeLessThan(60);
  });

  it('stops an open-model scenario whose p95 is over its limit for good', async () => {
    const target = await server();
    const loadTest = loadTestOf(target.url, [
      {
        name: 'Slow',
        endpoint: 'GET /slow',
        concurrentUsers: undefined,
        arrivalRate: '50/s',
        duration: '60s',
        thresholds: { p95: { limit: '5ms', abortOnFail: true } },
      },
    ]);
    const slow = (await runEngine(loadTest)).scenarios[0]!;
    expect(slow.stoppedEarly?.reason).toMatch(/^abortOnFail: p95 5ms was breached for good after/);
    expect(slow.outcome).toBe('failed');
  });

  it('does not stop a scenario that only breaks a threshold without abortOnFail, nor one within its limit', async () => {
    const target = await server();
    const loadTest = loadTestOf(
      target.url,
      [
        { name: 'Failing', endpoint: 'GET /fail', duration: '3s', thresholds: { errorRate: '1%' } },
        {
          name: 'Fine',
          endpoint: 'GET /ok',
          duration: '3s',
          thresholds: { errorRate: { limit: '1%', abortOnFail: true }, p99: { limit: '10s', abortOnFail: true } },
        },
      ],
      { execution: 'parallel' },
    );
    const results = await runEngine(loadTest);
    for (const scenario of results.scenarios) {
      expect(scenario.stoppedEarly).toBeUndefined();
      expect(scenario.timeline).toHaveLength(3);
    }
    expect(results.scenarios.map((scenario) => scenario.outcome)).toEqual(['failed', 'passed']);
  });
});
