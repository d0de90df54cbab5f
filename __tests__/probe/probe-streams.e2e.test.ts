import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from '@jest/globals';
import { parseLoadTest } from '../../src/loadtest/validate.js';
import { probeLoadTest } from '../../src/probe/probe.js';
import { useServers } from '../helpers/servers.js';

// Generation's probe never opens a stream (docs/streams.md): a stream scenario is "not probed: a stream", even when
// generation's targets would let it be sent, and the server never sees its request.

const servers = useServers();

describe('the probe and stream scenarios', () => {
  it('sends the reads and never the streams', async () => {
    const hits: string[] = [];
    const server = createServer((request, response) => {
      hits.push(`${request.method ?? ''} ${request.url ?? ''}`);
      if (request.url === '/prices/stream') {
        response.writeHead(200, { 'content-type': 'text/event-stream' });
        response.write('data: 1\n\n');
        return;
      }
      response.writeHead(200, { 'content-type': 'application/json' }).end('[]');
    });
    servers.push(server);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const loadTest = parseLoadTest(
      [
        'version: 1',
        `baseUrl: ${baseUrl}`,
        'scenarios:',
        '  - { name: Prices, endpoint: GET /prices, concurrentUsers: 1, duration: 5s }',
        '  - { name: Ticker, endpoint: GET /prices/stream, concurrentUsers: 1, duration: 5s, stream: {} }',
        '',
      ].join('\n'),
      'loadtool.yaml',
    );
    const report = await probeLoadTest({
      loadTest,
      targets: [{ invented: [] }, { invented: [] }],
      env: {},
      mask: (text) => text,
      limits: { budgetMs: 10_000, timeoutMs: 5_000 },
    });
    expect(report.ran).toBe(true);
    if (!report.ran) return;
    expect(report.findings.map(({ scenario, kind, detail }) => [scenario, kind, detail])).toEqual([
      ['Prices', expect.not.stringMatching(/^not probed$/) as unknown, expect.anything() as unknown],
      ['Ticker', 'not probed', 'a stream'],
    ]);
    expect(hits.filter((hit) => hit.endsWith('/prices/stream'))).toEqual([]);
    expect(hits).toContain('GET /prices');
  });
});
