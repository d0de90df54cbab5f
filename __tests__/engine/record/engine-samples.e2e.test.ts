import { describe, expect, it } from '@jest/globals';
import { expectAccounted, loadTestOf, onlyScenario, runEngine, startHttpTarget } from '../../helpers/engine-run.js';
import { maskerOf } from '../../../src/masker.js';
import { maskResults } from '../../../src/report/mask.js';
import { refusedUrl } from '../../helpers/fault-server.js';
import { useServers } from '../../helpers/servers.js';

const servers = useServers();

const FORBIDDEN = '{"error":"forbidden: unknown id 0"}';
const LONG = `{"error":"${'e'.repeat(1000)}"}`;

describe('samples of failed responses', () => {
  it('keeps the first failed responses of each status, bodies cut at 300 bytes, counts bounded', async () => {
    let n = 0;
    const server = await startHttpTarget(servers, (_request, response) => {
      const forbidden = n++ % 2 === 0;
      response.writeHead(forbidden ? 403 : 500, { 'content-type': 'application/json' });
      response.end(forbidden ? FORBIDDEN : LONG);
    });
    const scenario = onlyScenario(await runEngine(loadTestOf(server.url, [{ concurrentUsers: 2 }])));
    expectAccounted(scenario);
    expect(scenario.requests.total).toBeGreaterThan(4);
    const samples = scenario.samples!;
    expect(samples.filter((sample) => sample.status === 403)).toEqual([
      { status: 403, category: 'http4xx', body: FORBIDDEN },
      { status: 403, category: 'http4xx', body: FORBIDDEN },
    ]);
    expect(samples.filter((sample) => sample.status === 500)).toEqual([
      { status: 500, category: 'http5xx', body: LONG.slice(0, 300) },
      { status: 500, category: 'http5xx', body: LONG.slice(0, 300) },
    ]);
    expect(samples).toHaveLength(4);
  });

  it('keeps at most 10 per scenario, the first seen', async () => {
    let n = 0;
    const statuses = [400, 401, 403, 404, 409, 422, 429, 500, 502, 503, 504];
    const server = await startHttpTarget(servers, (_request, response) => {
      const status = statuses[n++ % statuses.length]!;
      response.writeHead(status).end(`status ${status}`);
    });
    const scenario = onlyScenario(await runEngine(loadTestOf(server.url, [{}])));
    expect(scenario.requests.total).toBeGreaterThan(statuses.length * 2);
    expect(scenario.samples).toHaveLength(10);
    // One user sends one request at a time: the first ten responses are the ten samples.
    expect(scenario.samples!.map((sample) => sample.status)).toEqual(statuses.slice(0, 10));
    for (const sample of scenario.samples!) expect(sample.body).toBe(`status ${sample.status}`);
  });

  it('cuts a body at 300 bytes, with a replacement character where that splits a character', async () => {
    const body = `a${'€'.repeat(200)}`;
    const server = await startHttpTarget(servers, (_request, response) => {
      response.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' }).end(body);
    });
    const scenario = onlyScenario(await runEngine(loadTestOf(server.url, [{}])));
    const sample = scenario.samples![0]!;
    expect(sample.body.startsWith(`a${'€'.repeat(99)}`)).toBe(true);
    expect(sample.body.endsWith('\ufffd')).toBe(true);
  });

  it('keeps one sample with status 0 and no body for failures without a response', async () => {
    const scenario = onlyScenario(await runEngine(loadTestOf(await refusedUrl(), [{ concurrentUsers: 2 }])));
    expect(scenario.requests.byCategory.connect).toBeGreaterThan(1);
    expect(scenario.samples).toEqual([{ status: 0, category: 'connect', body: '' }]);
  });

  it('writes samples: [] for a passing scenario and for one that could not run', async () => {
    const server = await startHttpTarget(servers, (_request, response) => {
      response.end('{"ok":true}');
    });
    const results = await runEngine(
      loadTestOf(server.url, [{}, { name: 'needs a token', headers: { Authorization: 'Bearer ${TOKEN}' } }]),
    );
    const [passing, errored] = results.scenarios;
    expect(passing!.requests.ok).toBeGreaterThan(0);
    expect(passing!.samples).toEqual([]);
    expect(errored!.outcome).toBe('errored');
    expect(errored!.samples).toEqual([]);
  });

  it('keeps a secret that a server echoes in its body only until the results are masked', async () => {
    const secret = 's3cr3t-token-0042';
    const server = await startHttpTarget(servers, (request, response) => {
      response.writeHead(401).end(`bad credentials: ${request.headers.authorization ?? ''}`);
    });
    const results = await runEngine(loadTestOf(server.url, [{ headers: { Authorization: 'Bearer ${TOKEN}' } }]), {
      env: { TOKEN: secret },
    });
    expect(onlyScenario(results).samples![0]!.body).toBe(`bad credentials: Bearer ${secret}`);
    const masked = maskResults(results, maskerOf([secret]));
    expect(onlyScenario(masked).samples![0]!.body).toBe('bad credentials: Bearer ***');
    expect(JSON.stringify(masked)).not.toContain(secret);
  });

  it('never keeps the first part of a secret that the 300-byte cut splits, which masking could not find', async () => {
    const secret = 'abcdefghijklmnopqrstuvwxyz0123456789';
    const server = await startHttpTarget(servers, (request, response) => {
      // The token starts 10 bytes before the cut.
      response.writeHead(401).end(`${'x'.repeat(290)}${request.headers.authorization!.slice('Bearer '.length)}`);
    });
    const results = await runEngine(loadTestOf(server.url, [{ headers: { Authorization: 'Bearer ${TOKEN}' } }]), {
      env: { TOKEN: secret },
    });
    expect(onlyScenario(results).samples![0]!.body).toBe('x'.repeat(290));
  });
});
