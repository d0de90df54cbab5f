import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { expect } from '@jest/globals';
import { decodeHistogram } from '../../src/engine/record/latency-histogram.js';
import type { MeasuredScenario, MeasuredStep } from '../../src/results/types.js';
import type { FlowStep, LoadTest, Scenario } from '../../src/loadtest/types.js';
import { startHttpTarget } from './engine-run.js';
import type { useServers } from './servers.js';

/** What a shop server saw, and the switches a test turns. */
export interface ShopServer {
  url: string;
  /** Tokens handed out by POST /login, in order. */
  tokens: string[];
  /** Ids handed out by GET /items. */
  issuedIds: Set<string>;
  /** The id of every GET /items/{id} the server answered. */
  askedIds: string[];
  /** The Authorization header of every request but the logins ('' when absent). */
  authorizations: string[];
  /** The X-Note header of every request but the logins. */
  notes: string[];
  /** Logins answered so far. */
  logins: () => number;
}

export interface ShopOptions {
  /** How many requests a token is good for; unlimited when absent (then it "expires" on the server side). */
  tokenUses?: number;
  /** Logins that fail with a 500 before the first that succeeds. */
  failedLogins?: number;
}

/**
 * Starts a shop API on 127.0.0.1: `POST /login` answers `{ token }`, `GET /items` a list of random UUIDs (401 without
 * a valid token), `GET /items/{id}` the item (401 without a valid token, 404 quoting the token for an unknown id).
 */
export async function startShop(
  servers: ReturnType<typeof useServers>,
  options: ShopOptions = {},
): Promise<ShopServer> {
  const uses = new Map<string, number>();
  let logins = 0;
  const shop: Omit<ShopServer, 'url'> = {
    tokens: [],
    issuedIds: new Set(),
    askedIds: [],
    authorizations: [],
    notes: [],
    logins: () => logins,
  };
  type Answer = [status: number, value: unknown, headers?: Record<string, string>];
  const route = (request: IncomingMessage): Answer => {
    const url = new URL(request.url ?? '/', 'http://shop');
    if (request.method === 'POST' && url.pathname === '/login') {
      logins++;
      if (logins <= (options.failedLogins ?? 0)) return [500, { error: 'login is down' }];
      const token = `tok-${randomUUID()}`;
      shop.tokens.push(token);
      uses.set(token, 0);
      return [200, { token }];
    }
    const authorization = request.headers.authorization ?? '';
    shop.authorizations.push(authorization);
    shop.notes.push(String(request.headers['x-note'] ?? ''));
    const token = authorization.replace(/^Bearer /, '');
    const used = uses.get(token);
    if (used === undefined || (options.tokenUses !== undefined && used >= options.tokenUses))
      return [401, { error: 'unauthorized' }];
    uses.set(token, used + 1);
    if (url.pathname === '/items') {
      const data = [randomUUID(), randomUUID()].map((id) => ({ id }));
      for (const { id } of data) shop.issuedIds.add(id);
      return [200, { data }, { location: `/items/${data[0]!.id}` }];
    }
    const id = decodeURIComponent(url.pathname.replace(/^\/items\//, ''));
    shop.askedIds.push(id);
    if (!shop.issuedIds.has(id)) return [404, { error: `no item ${id} for token ${token}` }];
    return [200, { id }];
  };
  const target = await startHttpTarget(servers, (request, response) => {
    const [status, value, headers = {}] = route(request);
    response.writeHead(status, { 'content-type': 'application/json', ...headers }).end(JSON.stringify(value));
  });
  return { url: target.url, ...shop };
}

/** Returns a flow step with the defaults of a validated one: measured, no extraction, 5 s timeout. */
export function step(name: string, endpoint: string, rest: Partial<FlowStep> = {}): FlowStep {
  const [method = 'GET', path = '/'] = endpoint.split(' ');
  return { name, endpoint, method, path, line: 1, timeoutMs: 5000, once: false, extract: [], thresholds: [], ...rest };
}

/** Returns a load test of one flow scenario, in the shape validation gives. */
export function flowLoadTest(baseUrl: string, flow: FlowStep[], rest: Partial<Scenario> = {}): LoadTest {
  const scenario: Scenario = {
    name: 'Shop',
    endpoint: flow.map((one) => one.endpoint).join(' → '),
    method: '',
    path: '',
    line: 1,
    concurrentUsers: 2,
    durationSeconds: 1,
    timeoutMs: 5000,
    thresholds: [],
    flow,
    ...rest,
  };
  return { version: 1, baseUrl, execution: 'sequential', scenarios: [scenario] };
}

/** The login step of the shop: once per user, its token extracted. */
export const LOGIN = step('Log in', 'POST /login', {
  once: true,
  body: { username: 'u', password: '${SHOP_PASSWORD}' },
  extract: [{ name: 'token', line: 1, path: '$.token' }],
});

/** The request headers of a step that sends the extracted token. */
export const BEARER = { authorization: 'Bearer ${token}' };

const sum = (counts: Record<string, number | undefined>) =>
  Object.values(counts).reduce<number>((total, count) => total + (count ?? 0), 0);

/** Checks that every request of a step (or iteration of the flow) is counted once, latencies only for whole responses. */
export function expectAccounted(figures: MeasuredStep | MeasuredScenario): void {
  const { total, ok, failed, byCategory, byStatus } = figures.requests;
  expect(total).toBe(ok + failed);
  expect(sum(byCategory)).toBe(failed);
  expect(decodeHistogram(figures.histogram).totalCount).toBe(sum(byStatus));
}
