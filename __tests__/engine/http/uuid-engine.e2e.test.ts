// `${uuid}` in single-request scenarios, against a real server on 127.0.0.1: a new UUID at every request, on the closed
// and the open model, with data sources too.
import { describe, expect, it } from '@jest/globals';
import { RequestTemplate } from '../../../src/engine/http/request-template.js';
import { runLoadTest } from '../../../src/engine/run-load-test.js';
import type { LoadTest } from '../../../src/loadtest/types.js';
import type { MeasuredScenario } from '../../../src/results/types.js';
import type { PickedValue } from '../../../src/vocabulary/data-source.js';
import { loadTestOf, startHttpTarget } from '../../helpers/engine-run.js';
import { openModelTest } from '../../helpers/open-model.js';
import { useServers } from '../../helpers/servers.js';

const servers = useServers();

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** One request as the server got it: the UUIDs of its path, query, header and body, and the source value it carried. */
interface Received {
  path: string;
  query: string;
  header: string;
  body: string;
  item: unknown;
}

/** Starts a server that records the UUIDs each `POST /things/{key}` carried and answers 201. */
async function startThings(): Promise<{ url: string; received: Received[] }> {
  const received: Received[] = [];
  const target = await startHttpTarget(servers, (request, response, body) => {
    const url = new URL(request.url ?? '/', 'http://things');
    const json = JSON.parse(body || '{}') as { name?: string; item?: unknown };
    received.push({
      path: decodeURIComponent(url.pathname.replace(/^\/things\//, '')),
      query: url.searchParams.get('trace') ?? '',
      header: String(request.headers['x-request-id']),
      body: json.name === undefined ? '' : json.name.replace(/^qa-perf /, ''),
      item: json.item ?? url.searchParams.get('item'),
    });
    response.writeHead(201, { 'content-type': 'application/json' }).end('{"ok":true}');
  });
  return { url: target.url, received };
}

/** `${uuid}` in the path, the query and a header of a request. */
const IN_URL_AND_HEADERS = {
  params: { key: '${uuid}' },
  query: { trace: '${uuid}' },
  headers: { 'X-Request-Id': '${uuid}' },
};
/** `${uuid}` in every value of a create. */
const WITH_UUID = { endpoint: 'POST /things/{key}', ...IN_URL_AND_HEADERS, body: { name: 'qa-perf ${uuid}' } };

async function measure(loadTest: LoadTest, sourceValues?: Map<string, PickedValue[][]>): Promise<MeasuredScenario> {
  const run = await runLoadTest(loadTest, { env: {}, sourceValues });
  expect(run.scenarios).toHaveLength(1);
  return run.scenarios[0]!;
}

/** Returns a request body built as a Buffer, as text. */
const text = (body: unknown) => (body as Buffer).toString();

/** Checks that every request the server got carried one UUID of its own, the same in each of its values. */
function expectDistinctUuids(received: Received[], scenario: MeasuredScenario): void {
  expect(scenario.requests.failed).toBe(0);
  expect(received.length).toBe(scenario.requests.total);
  expect(received.length).toBeGreaterThan(1);
  for (const { path, query, header, body } of received) {
    expect(path).toMatch(UUID);
    expect([query, header]).toEqual([path, path]);
    if (body !== '') expect(body).toBe(path);
  }
  expect(new Set(received.map(({ path }) => path)).size).toBe(received.length);
}

describe('${uuid}', () => {
  it('is a new UUID at every request of a closed-model scenario, in params, query, headers and body', async () => {
    const things = await startThings();
    const scenario = await measure(loadTestOf(things.url, [{ name: 'Things', concurrentUsers: 3, ...WITH_UUID }]));
    expectDistinctUuids(things.received, scenario);
  });

  it('is a new UUID at every request of an open-model scenario', async () => {
    const things = await startThings();
    const scenario = await measure(openModelTest(things.url, 40, 1, 5, WITH_UUID));
    expectDistinctUuids(things.received, scenario);
  });

  it('goes with the values of data sources: each request a source value in turn and a UUID of its own', async () => {
    const things = await startThings();
    // A read: a write would take no value of a data source (a record the run did not create) by default.
    const loadTest = loadTestOf(things.url, [
      {
        name: 'Things',
        ...IN_URL_AND_HEADERS,
        endpoint: 'GET /things/{key}',
        query: { trace: '${uuid}', item: { from: 'GET /items', pick: '$[*].id' } },
      },
    ]);
    const scenario = await measure(loadTest, new Map([['Things', [[7, 8, 9]]]]));
    expectDistinctUuids(things.received, scenario);
    // Request k takes value k mod 3: each value as often as the others, give or take one.
    const counts = ['7', '8', '9'].map((value) => things.received.filter(({ item }) => item === value).length);
    expect(counts.reduce((sum, count) => sum + count, 0)).toBe(things.received.length);
    expect(Math.max(...counts) - Math.min(...counts)).toBeLessThanOrEqual(1);
  });

  it('leaves a scenario without it as it was: the one request, the same every time', async () => {
    const things = await startThings();
    const fixed = { ...WITH_UUID, params: { key: 'k' }, query: { trace: '$${uuid}' }, headers: {}, body: {} };
    const scenario = await measure(loadTestOf(things.url, [{ name: 'Things', ...fixed }]));
    expect(scenario.requests.ok).toBeGreaterThan(1);
    // `$${uuid}` is the literal text.
    expect(new Set(things.received.map(({ path, query }) => `${path} ${query}`))).toEqual(new Set(['k ${uuid}']));
  });

  it.each([
    { what: 'a form body', contentType: 'application/x-www-form-urlencoded', body: { name: 'a b ${uuid}', n: 1 } },
    { what: 'a text body', contentType: 'text/plain', body: 'id ${uuid} of ${ENV_NAME}' },
    { what: 'a JSON body', contentType: 'application/json', body: { name: '${uuid}', list: ['x${uuid}'] } },
  ])('fills $what, the path and the headers as a request built from scratch would', ({ contentType, body }) => {
    const source = {
      method: 'POST',
      path: '/things/{key}',
      params: { key: 'k ${uuid}' },
      query: { trace: '${uuid}+' },
      headers: { 'X-Request-Id': '${uuid}', 'X-Env': '${ENV_NAME}' },
      contentType,
      body,
    };
    const template = new RequestTemplate('http://127.0.0.1:1/v1', source, new Set(), { ENV_NAME: 'e v' }, () => {});
    const [first, second] = [template.build(), template.build()];
    expect(first).not.toBe(second);
    for (const built of [first, second]) {
      const [uuid] = /[0-9a-f]{8}-[0-9a-f-]{27}/.exec(built.path)!;
      // As the request would be with that UUID written in place of ${uuid}.
      const expected = new RequestTemplate(
        'http://127.0.0.1:1/v1',
        JSON.parse(JSON.stringify(source).replaceAll('${uuid}', uuid)) as typeof source,
        new Set(),
        { ENV_NAME: 'e v' },
        () => {},
      ).build();
      expect({ ...built, body: text(built.body) }).toEqual({ ...expected, body: text(expected.body) });
    }
    expect(first.path).not.toBe(second.path);
  });
});
