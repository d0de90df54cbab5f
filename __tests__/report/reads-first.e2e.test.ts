// The run order (engine/run-order.ts): with execution: sequential, the scenarios that only read run before those that
// write, in one process, in worker threads and in the same order in every shard; results.json keeps the file's order.
import { describe, expect, it } from '@jest/globals';
import { createLatencyHistogram, encodeHistogram } from '../../src/engine/record/latency-histogram.js';
import { movedWrites, runOrder } from '../../src/engine/run-order.js';
import { LoadTestError } from '../../src/loadtest/load-test-error.js';
import { checkShards } from '../../src/merge/check-shards.js';
import { mergeShards } from '../../src/merge/merge-shards.js';
import { runStage } from '../../src/pipeline/stages/run-stage.js';
import { renderSummary } from '../../src/report/markdown.js';
import { renderTerminalTable } from '../../src/report/terminal-table.js';
import { loadTestOf, startHttpTarget } from '../helpers/engine-run.js';
import { runResults, scenarioResult } from '../helpers/results.js';
import { quietReporter } from '../helpers/quiet-reporter.js';
import { useServers } from '../helpers/servers.js';

const servers = useServers();

/** Scenarios as loadTestOf takes them, by what they send. */
const CREATE = { name: 'Create', endpoint: 'POST /todos', body: { title: 'qa-perf ${uuid}' } };
const LIST = { name: 'List', endpoint: 'GET /todos' };
const QUERY = { name: 'Query', endpoint: 'POST /graphql', graphql: { query: '{ todos { id } }' } };
const RENAME = {
  name: 'Rename',
  endpoint: 'PUT /todos/{id}',
  params: { id: { from: 'GET /todos', pick: '$[*].id' } },
  body: { title: 'renamed' },
};

/** Starts an API that answers every request with 200 and JSON; records `METHOD /path` of each, in order, ids as `{id}`. */
async function recordingApi(): Promise<{ url: string; requests: string[] }> {
  const requests: string[] = [];
  const target = await startHttpTarget(servers, (request, response) => {
    requests.push(`${request.method!} ${request.url!.split('?')[0]!.replace(/\/\d+$/, '/{id}')}`);
    const body = request.url === '/todos' && request.method === 'GET' ? [{ id: 1 }, { id: 2 }] : { data: {} };
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  });
  return { url: target.url, requests };
}

/** Returns each request kind once, in the order it first arrived. */
const firstSeen = (requests: readonly string[]) => [...new Set(requests)];

const names = (scenarios: ReadonlyArray<{ name: string }>) => scenarios.map(({ name }) => name);

describe('the order of a run', () => {
  const file = (...scenarios: Array<Record<string, unknown>>) => loadTestOf('http://127.0.0.1:1', scenarios).scenarios;

  it.each([
    {
      what: 'reads first, each group in file order',
      given: [CREATE, LIST, QUERY],
      order: ['List', 'Query', 'Create'],
      moved: 1,
    },
    {
      what: 'the file order when reads come first',
      given: [LIST, QUERY, CREATE],
      order: ['List', 'Query', 'Create'],
      moved: 0,
    },
    { what: 'only reads', given: [LIST, QUERY], order: ['List', 'Query'], moved: 0 },
    { what: 'only writes', given: [CREATE, { ...CREATE, name: 'Again' }], order: ['Create', 'Again'], moved: 0 },
    {
      what: 'writes before the last read move, a write after every read stays',
      given: [CREATE, LIST, { ...CREATE, name: 'Again' }, QUERY, { ...CREATE, name: 'Last' }],
      order: ['List', 'Query', 'Create', 'Again', 'Last'],
      moved: 2,
    },
    {
      what: 'a flow that writes in one step and a script count as writes',
      given: [
        {
          name: 'Flow',
          endpoint: undefined,
          flow: [
            { name: 'List', endpoint: 'GET /todos' },
            { name: 'Create', endpoint: 'POST /todos', measure: false },
            { name: 'Get', endpoint: 'GET /todos/1' },
          ],
        },
        { name: 'Reads', endpoint: undefined, flow: [{ name: 'List', endpoint: 'GET /todos' }] },
        { name: 'Script', endpoint: undefined, script: 'checkout.ts' },
      ],
      order: ['Reads', 'Flow', 'Script'],
      moved: 1,
    },
  ])('sequential: $what', ({ given, order, moved }) => {
    const scenarios = file(...given);
    expect(names(runOrder(scenarios, 'sequential'))).toEqual(order);
    expect(movedWrites(scenarios, 'sequential')).toBe(moved);
  });

  it('parallel: as written, nothing moved', () => {
    const scenarios = file(CREATE, LIST);
    expect(names(runOrder(scenarios, 'parallel'))).toEqual(['Create', 'List']);
    expect(movedWrites(scenarios, 'parallel')).toBe(0);
  });
});

describe('reads before writes, on the wire', () => {
  it('is refused without writes: existing when a write takes a record of the API', () => {
    expect(() => loadTestOf('http://127.0.0.1:1', [RENAME, LIST])).toThrow(LoadTestError);
  });

  it('sends every read before the first write, keeps the file order in results.json, and says so', async () => {
    const api = await recordingApi();
    const loadTest = loadTestOf(api.url, [RENAME, LIST, QUERY, CREATE], { defaults: { writes: 'existing' } });
    const results = await runStage(loadTest, 'loadtool.yaml', quietReporter, { env: {}, mask: (text) => text });

    // The source's one GET, before the load; then each scenario's requests together, in the run order.
    expect(api.requests[0]).toBe('GET /todos');
    const sent = api.requests.slice(1);
    const firstWrite = sent.findIndex((request) => request.startsWith('PUT ') || request === 'POST /todos');
    const lastRead = sent.findLastIndex((request) => request === 'GET /todos' || request === 'POST /graphql');
    expect(lastRead).toBeGreaterThan(0);
    expect(firstWrite).toBeGreaterThan(lastRead);
    expect(firstSeen(sent)).toEqual(['GET /todos', 'POST /graphql', 'PUT /todos/{id}', 'POST /todos']);

    expect(results.scenarios.map(({ name, writes }) => ({ name, writes }))).toEqual([
      { name: 'Rename', writes: true },
      { name: 'List', writes: undefined },
      { name: 'Query', writes: undefined },
      { name: 'Create', writes: true },
    ]);
    expect(results).toMatchObject({ writes: 'existing', movedWrites: 1 });
    const terminal = renderTerminalTable(results);
    expect(terminal).toContain('This run changed existing data (defaults.writes: existing): Rename, Create');
    expect(terminal).toContain(
      'Reads ran before writes: 1 write scenario moved after the reads, so that a read does not measure what a write left.',
    );
    expect(renderSummary(results, { loadTestFile: 'loadtool.yaml' })).toContain(
      '> [!WARNING]\n> This run changed existing data (defaults.writes: existing): Rename, Create',
    );
  });

  it('runs the same order in every worker thread', async () => {
    const api = await recordingApi();
    const loadTest = loadTestOf(api.url, [
      { ...CREATE, concurrentUsers: 2 },
      { ...LIST, concurrentUsers: 2 },
    ]);
    const results = await runStage(loadTest, 'loadtool.yaml', quietReporter, {
      env: {},
      mask: (text) => text,
      workers: 2,
    });
    expect(firstSeen(api.requests)).toEqual(['GET /todos', 'POST /todos']);
    expect(results.scenarios.map(({ name, writes }) => ({ name, writes }))).toEqual([
      { name: 'Create', writes: true },
      { name: 'List', writes: undefined },
    ]);
    expect(results).toMatchObject({ writes: 'own', movedWrites: 1 });
  });
});

describe('the shards of a run', () => {
  const EMPTY = encodeHistogram(createLatencyHistogram());

  it('merge keeping the file order, each scenario’s writes, the run’s writes and what moved', () => {
    const shard = (index: number, writes: 'own' | 'existing') =>
      runResults(
        [
          scenarioResult({ name: 'Create', endpoint: 'POST /todos', writes: true, histogram: EMPTY }),
          scenarioResult({ name: 'List', histogram: EMPTY }),
        ],
        { shard: { index, count: 2 }, fingerprint: 'a'.repeat(64), writes, movedWrites: 1 },
      );
    const merge = (...writes: Array<'own' | 'existing'>) =>
      mergeShards(
        checkShards(writes.map((mode, index) => ({ file: `${index}.json`, results: shard(index + 1, mode) }))),
      ).measured;
    const own = merge('own', 'own');
    expect(own.scenarios.map(({ name, writes }) => ({ name, writes }))).toEqual([
      { name: 'Create', writes: true },
      { name: 'List', writes: undefined },
    ]);
    expect(own).toMatchObject({ writes: 'own', movedWrites: 1 });
    expect(merge('own', 'existing').writes).toBe('existing');
  });

  it('each run their part in the same order as a whole run', async () => {
    const api = await recordingApi();
    const loadTest = loadTestOf(api.url, [
      { ...CREATE, concurrentUsers: 2 },
      { ...LIST, concurrentUsers: 2 },
    ]);
    const shard = { index: 2, count: 2 };
    const results = await runStage(loadTest, 'loadtool.yaml', quietReporter, { env: {}, mask: (text) => text, shard });
    expect(firstSeen(api.requests)).toEqual(['GET /todos', 'POST /todos']);
    expect(names(results.scenarios)).toEqual(['Create', 'List']);
    expect(results).toMatchObject({ shard, writes: 'own', movedWrites: 1 });
  });
});
