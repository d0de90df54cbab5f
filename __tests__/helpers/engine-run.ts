import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect } from '@jest/globals';
import { stringify } from 'yaml';
import { decodeHistogram } from '../../src/engine/record/latency-histogram.js';
import type { RunResults, ScenarioResult } from '../../src/results/types.js';
import { runLoadTest, type RunOptions } from '../../src/engine/run-load-test.js';
import type { LoadTest } from '../../src/loadtest/types.js';
import { parseLoadTest } from '../../src/loadtest/validate.js';
import { judgeRun } from '../../src/verdict/judge-run.js';
import type { useServers } from './servers.js';

/** Returns a validated load test of the given scenarios, each `GET /` for 1 s with 1 user unless it says otherwise. */
export function loadTestOf(baseUrl: string, scenarios: Array<Record<string, unknown>>, extra: object = {}): LoadTest {
  const full = scenarios.map((scenario, index) => ({
    name: `scenario ${index + 1}`,
    endpoint: 'GET /',
    concurrentUsers: 1,
    duration: '1s',
    ...scenario,
  }));
  return parseLoadTest(stringify({ version: 1, baseUrl, ...extra, scenarios: full }), 'loadtool.yaml');
}

/** Returns the results of running a load test with the real engine and an empty environment, judged as a run is. */
export async function runEngine(loadTest: LoadTest, options: Partial<RunOptions> = {}): Promise<RunResults> {
  return judgeRun(await runLoadTest(loadTest, { env: {}, ...options }), loadTest);
}

/** Returns the one scenario of a run's results. */
export function onlyScenario(results: RunResults): ScenarioResult {
  expect(results.scenarios).toHaveLength(1);
  return results.scenarios[0]!;
}

const sum = (counts: Record<string, number | undefined>) =>
  Object.values(counts).reduce<number>((total, count) => total + (count ?? 0), 0);

/** Checks the accounting promise of a scenario: every request once, latencies only for whole responses. */
export function expectAccounted(scenario: ScenarioResult): void {
  const { total, ok, failed, byCategory, byStatus } = scenario.requests;
  expect(total).toBe(ok + failed);
  expect(sum(byCategory)).toBe(failed);
  expect(decodeHistogram(scenario.histogram).totalCount).toBe(sum(byStatus));
}

/** A node:http server on 127.0.0.1 and the request heads it received. */
export interface HttpTarget {
  url: string;
  received: IncomingMessage['headers'][];
}

/** Starts a node:http server on 127.0.0.1:0 with `handler`, closed after the test through `servers`. */
export async function startHttpTarget(
  servers: ReturnType<typeof useServers>,
  handler: (request: IncomingMessage, response: ServerResponse, body: string) => void,
): Promise<HttpTarget> {
  const received: IncomingMessage['headers'][] = [];
  const server = createServer((request, response) => {
    received.push(request.headers);
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => {
      handler(request, response, body);
    });
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, received };
}

/** Starts a target that answers `{"ok":true}`, every `nth` request with a 500 (faults the reports must count). */
export function startEveryNthFailing(servers: ReturnType<typeof useServers>, nth: number): Promise<HttpTarget> {
  let count = 0;
  return startHttpTarget(servers, (_request, response) => {
    count++;
    response.writeHead(count % nth === 0 ? 500 : 200, { 'content-type': 'application/json' });
    response.end('{"ok":true}');
  });
}
