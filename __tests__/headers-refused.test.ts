import { describe, expect, it } from '@jest/globals';
import type { Problem } from '../src/errors.js';
import { LoadTestError } from '../src/loadtest/load-test-error.js';
import { parseLoadTest } from '../src/loadtest/validate.js';
import type { LoadTest } from '../src/loadtest/types.js';
import { triageResults } from '../src/triage/triage.js';
import { maskerOf } from '../src/masker.js';
import { maskResults } from '../src/report/mask.js';
import { CONNECT_RETRY_PAUSE_MS } from '../src/engine/virtual-user.js';
import { expectAccounted, loadTestOf, onlyScenario, runEngine, startHttpTarget } from './helpers/engine-run.js';
import { useServers } from './helpers/servers.js';

const servers = useServers();

const y = (...lines: string[]) => `${lines.join('\n')}\n`;
/** A file of one scenario whose headers (lines 7 onwards) are `headers`. */
const withHeaders = (...headers: string[]) =>
  y(
    'version: 1',
    'baseUrl: http://localhost:3000',
    'scenarios:',
    '  - name: Add pet',
    '    endpoint: POST /pets',
    '    headers:',
    ...headers.map((line) => `      ${line}`),
    '    concurrentUsers: 1',
    '    duration: 1s',
    '    body: { name: Rex }',
  );

function problemsOf(yaml: string, env?: NodeJS.ProcessEnv): Problem[] {
  try {
    parseLoadTest(yaml, 'loadtool.yaml', env ? { env } : {});
  } catch (error) {
    if (error instanceof LoadTestError) return error.problems;
    throw error;
  }
  throw new Error('the load test was accepted');
}

describe('validate refuses the headers that the HTTP client refuses or sets itself', () => {
  it.each([
    ['Content-Length: "5"', 'headers.Content-Length', /loadtool sets Content-Length itself/],
    ['transfer-encoding: chunked', 'headers.transfer-encoding', /Transfer-Encoding/i],
    ['Keep-Alive: timeout=5', 'headers.Keep-Alive', /connection/],
    ['Upgrade: websocket', 'headers.Upgrade', /connection/],
    ['Connection: close', 'headers.Connection', /connection/],
    ['Expect: 100-continue', 'headers.Expect', /Expect/],
  ])('%s', (header, path, reason) => {
    const problems = problemsOf(withHeaders(header));
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({ path: `scenarios[0].${path}`, line: 7, column: 7 });
    expect(problems[0]!.message).toMatch(reason);
  });

  it.each([
    ['a line break', 'X-Trace: "a\\r\\nInjected: yes"'],
    ['a line feed', 'X-Trace: "a\\nb"'],
    ['a NUL', 'X-Trace: "a\\0b"'],
    ['a character beyond Latin-1', 'X-Trace: "€"'],
  ])('a value with %s, at the value', (_what, header) => {
    const problems = problemsOf(withHeaders(header));
    expect(problems).toEqual([expect.objectContaining({ path: 'scenarios[0].headers.X-Trace', line: 7, column: 16 })]);
    expect(problems[0]!.message).toMatch(/cannot carry/);
  });

  it('in defaults too', () => {
    const yaml = y(
      'version: 1',
      'baseUrl: http://localhost:3000',
      'defaults:',
      '  headers: { Expect: 100-continue }',
      'scenarios:',
      '  - { name: a, endpoint: GET /, concurrentUsers: 1, duration: 1s }',
    );
    expect(problemsOf(yaml)).toEqual([expect.objectContaining({ path: 'defaults.headers.Expect', line: 4 })]);
  });

  it('a ${NAME} whose value holds a line break is refused without its value', () => {
    const problems = problemsOf(withHeaders('Authorization: "Bearer ${API_TOKEN}"'), {
      API_TOKEN: 's3cret\r\nX-Evil: 1',
    });
    expect(problems).toEqual([expect.objectContaining({ path: 'scenarios[0].headers.Authorization', line: 7 })]);
    expect(problems[0]!.message).toMatch(/API_TOKEN/);
    expect(JSON.stringify(problems)).not.toContain('s3cret');
  });

  it('Host, Latin-1 values and ordinary headers stay allowed', () => {
    expect(() =>
      parseLoadTest(withHeaders('Host: api.example.com', 'X-Name: "café"', 'Accept: application/json'), 'x'),
    ).not.toThrow();
  });
});

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
