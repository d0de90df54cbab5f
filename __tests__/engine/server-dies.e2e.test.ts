import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from '@jest/globals';
import { stringify } from 'yaml';
import { runLoadTest } from '../../src/engine/run-load-test.js';
import { parseLoadTest } from '../../src/loadtest/validate.js';
import { triageResults } from '../../src/triage/triage.js';
import { judgeRun } from '../../src/verdict/judge-run.js';
import { useServers } from '../helpers/servers.js';

/** When the server goes away, after its first request: early in second 1, so that seconds 2 and 3 get no answer. */
const DIES_AFTER_MS = 1250;

describe('a server that dies during the run', () => {
  const servers = useServers();

  it('fails the scenario with an availability check and triages it as unavailable from that second', async () => {
    let closing: NodeJS.Timeout | undefined;
    const server = createServer((_request, response) => {
      // The scenario's clock starts with its first request: the server dies that long after it.
      closing ??= setTimeout(() => {
        server.close();
        server.closeAllConnections();
      }, DIES_AFTER_MS);
      response.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
    });
    servers.push(server);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const loadTest = parseLoadTest(
      stringify({
        version: 1,
        baseUrl: `http://127.0.0.1:${port}`,
        scenarios: [
          {
            name: 'Dies mid-run',
            endpoint: 'GET /',
            concurrentUsers: 2,
            duration: '4s',
            thresholds: { okRate: '99%' },
          },
        ],
      }),
      'loadtool.yaml',
    );

    const results = triageResults(judgeRun(await runLoadTest(loadTest, { env: {} }), loadTest), loadTest);

    const scenario = results.scenarios[0]!;
    expect(scenario.requests.ok).toBeGreaterThan(0);
    expect(scenario.outcome).toBe('failed');
    const availability = scenario.failedChecks?.find(({ check }) => check === 'availability');
    expect(availability?.fromSecond).toBeGreaterThanOrEqual(1);
    expect(availability?.fromSecond).toBeLessThanOrEqual(2);
    expect(scenario.triage?.category).toBe('unavailable');
    expect(scenario.triage?.evidence).toContain(`from second ${availability?.fromSecond} of 4`);
    expect(scenario.triage?.nextStep).not.toMatch(/backlog|lower concurrentUsers/);
    expect(scenario.triage?.nextStep).toContain('did not come back');
  });
});
