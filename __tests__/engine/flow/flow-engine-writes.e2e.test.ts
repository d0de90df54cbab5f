// The flow engine on the steps of safe writes, against a real todo API on 127.0.0.1: `measure: false`, `cleanup: true`,
// extracted values sent with their JSON type, and `${uuid}` new at every request of a step.
import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from '@jest/globals';
import { stringify } from 'yaml';
import { runLoadTest } from '../../../src/engine/run-load-test.js';
import type { LoadTest } from '../../../src/loadtest/types.js';
import { parseLoadTest } from '../../../src/loadtest/validate.js';
import type { MeasuredScenario, MeasuredStep } from '../../../src/results/types.js';
import { judgeRun } from '../../../src/verdict/judge-run.js';
import { startHttpTarget } from '../../helpers/engine-run.js';
import { expectAccounted } from '../../helpers/flow-engine-shop.js';
import { useServers } from '../../helpers/servers.js';

const servers = useServers();

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}/;

/** What the todo API received, in the order it received it. */
interface TodoServer {
  url: string;
  /** Ids handed out by POST /todos. */
  created: number[];
  /** The title of every POST /todos. */
  createTitles: string[];
  /** Every PUT /todos/{id}: the id of its path, its JSON body, its X-Id header and its query. */
  puts: Array<{ id: string; body: Record<string, unknown>; header: string; query: string }>;
  /** The id of every DELETE /todos/{id}, as received. */
  deletes: string[];
  /** Every id the server saw, for each request in the order received: `PUT 1001`, `DELETE 1001`. */
  log: string[];
  /** The JSON body of every POST /graphql. */
  graphql: Array<{ query: string; variables: Record<string, unknown> }>;
}

interface TodoOptions {
  /** Whether the n-th POST /todos (from 1) fails with a 500. */
  failCreate?: (n: number) => boolean;
  /** DELETE /todos/{id} is never answered. */
  hangDeletes?: boolean;
}

/**
 * Starts a todo API: POST /todos answers 201 `{ id, title, done, tags }` (a small body), PUT /todos/{id} 200, DELETE
 * /todos/{id} 200 with a large body, POST /graphql 200 `{ data }`; it records what each request carried.
 */
async function startTodos(options: TodoOptions = {}): Promise<TodoServer> {
  const todos: Omit<TodoServer, 'url'> = { created: [], createTitles: [], puts: [], deletes: [], log: [], graphql: [] };
  let creates = 0;
  let nextId = 1000;
  const json = (body: string) => JSON.parse(body || '{}') as Record<string, unknown>;
  const target = await startHttpTarget(servers, (request: IncomingMessage, response, body) => {
    const url = new URL(request.url ?? '/', 'http://todos');
    const answer = (status: number, value: unknown) =>
      response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(value));
    const id = /^\/todos\/(.+)$/.exec(url.pathname)?.[1];
    if (request.method === 'POST' && url.pathname === '/todos') {
      creates++;
      todos.createTitles.push(String(json(body).title));
      if (options.failCreate?.(creates)) return answer(500, { error: 'no' });
      const created = nextId++;
      todos.created.push(created);
      return answer(201, { id: created, title: `t-${created}`, done: false, tags: ['a', 'b'] });
    }
    if (request.method === 'PUT' && id !== undefined) {
      todos.log.push(`PUT ${id}`);
      todos.puts.push({ id, body: json(body), header: String(request.headers['x-id']), query: url.search });
      return answer(200, { ok: true });
    }
    if (request.method === 'DELETE' && id !== undefined) {
      todos.log.push(`DELETE ${id}`);
      todos.deletes.push(id);
      if (options.hangDeletes) return;
      return answer(200, { deleted: id, padding: 'x'.repeat(2000) });
    }
    if (request.method === 'POST' && url.pathname === '/graphql') {
      todos.graphql.push(json(body) as TodoServer['graphql'][number]);
      return answer(200, { data: { updateTodo: { ok: true } } });
    }
    answer(404, {});
  });
  return { url: target.url, ...todos };
}

/** Returns the load test of one flow scenario of `users` users for `duration`, its steps as loadtool.yaml writes them. */
function flowTest(url: string, steps: object[], users = 2, duration = '1s', timeout = '5s'): LoadTest {
  const scenario = { name: 'Todos', concurrentUsers: users, duration, timeout, flow: steps };
  return parseLoadTest(stringify({ version: 1, baseUrl: url, scenarios: [scenario] }), 'loadtool.yaml');
}

async function measure(loadTest: LoadTest, signal?: AbortSignal): Promise<MeasuredScenario> {
  const run = await runLoadTest(loadTest, { env: {}, signal });
  expect(run.scenarios).toHaveLength(1);
  return run.scenarios[0]!;
}

function stepOf(scenario: MeasuredScenario, name: string): MeasuredStep {
  const found = scenario.steps?.find((one) => one.name === name);
  expect(found).toBeDefined();
  return found!;
}

const CREATE_ONCE = {
  name: 'Create todo',
  endpoint: 'POST /todos',
  once: true,
  body: { title: 'qa-perf ${uuid}' },
  extract: { id: '$.id', title: '$.title', done: '$.done', tags: '$.tags' },
};
const CLEANUP = { name: 'Delete todo', endpoint: 'DELETE /todos/{id}', cleanup: true, params: { id: '${id}' } };

describe('measure: false', () => {
  it('creates before the measured delete at every iteration, left out of the flow figures', async () => {
    const todos = await startTodos();
    const scenario = await measure(
      flowTest(todos.url, [
        { name: 'Create todo', endpoint: 'POST /todos', measure: false, body: { title: 'x' }, extract: { id: '$.id' } },
        { name: 'Delete todo', endpoint: 'DELETE /todos/{id}', params: { id: '${id}' } },
      ]),
    );
    const create = stepOf(scenario, 'Create todo');
    const del = stepOf(scenario, 'Delete todo');
    expect(create.measure).toBe(false);
    expect(del.measure).toBeUndefined();
    expect(del.requests.ok).toBeGreaterThan(0);
    // Every iteration is one create and one delete of what it created.
    expect(create.requests.ok).toBeGreaterThanOrEqual(del.requests.ok);
    for (const id of todos.deletes) expect(todos.created).toContain(Number(id));
    expect(todos.deletes).toHaveLength(new Set(todos.deletes).size);
    // The flow's figures are the delete's alone: its latencies, statuses and bytes, not the create's.
    expect(scenario.requests.ok).toBe(del.requests.ok);
    expect(scenario.latencyMs).toEqual(del.latencyMs);
    expect(scenario.requests.byStatus).toEqual(del.requests.byStatus);
    expect(scenario.bytesReceived).toBe(del.bytesReceived);
    for (const figures of [scenario, create, del]) expectAccounted(figures);
  });

  it('deletes after the measured create in the same iteration, the delete in no figure of the flow', async () => {
    const todos = await startTodos();
    const scenario = await measure(
      flowTest(todos.url, [
        { name: 'Create todo', endpoint: 'POST /todos', body: { title: 'x' }, extract: { id: '$.id' } },
        { name: 'Delete todo', endpoint: 'DELETE /todos/{id}', measure: false, params: { id: '${id}' } },
      ]),
    );
    const create = stepOf(scenario, 'Create todo');
    const del = stepOf(scenario, 'Delete todo');
    expect(scenario.requests.ok).toBeGreaterThan(0);
    expect(scenario.requests.ok).toBe(del.requests.ok);
    // The status of an iteration is the create's (201), never the delete's 200; its bytes are the create's small
    // answers (each delete answers 2 kB more than a create).
    expect(Object.keys(scenario.requests.byStatus)).toEqual(['201']);
    expect(scenario.bytesReceived).toBeLessThanOrEqual(create.bytesReceived);
    expect(del.bytesReceived).toBeGreaterThan(create.bytesReceived);
    for (const figures of [scenario, create, del]) expectAccounted(figures);
  });

  it('fails the iteration where the unmeasured step fails, in its category, without a latency or sample of the flow', async () => {
    const todos = await startTodos({ failCreate: (n) => n % 3 === 0 });
    const scenario = await measure(
      flowTest(todos.url, [
        { name: 'Create todo', endpoint: 'POST /todos', measure: false, body: { title: 'x' }, extract: { id: '$.id' } },
        { name: 'Delete todo', endpoint: 'DELETE /todos/{id}', params: { id: '${id}' } },
      ]),
    );
    const create = stepOf(scenario, 'Create todo');
    const del = stepOf(scenario, 'Delete todo');
    expect(create.requests.byCategory.http5xx).toBeGreaterThan(0);
    expect(scenario.requests.byCategory).toEqual({ http5xx: create.requests.byCategory.http5xx });
    expect(scenario.requests.ok).toBe(del.requests.ok);
    expect(scenario.requests.byStatus['500']).toBeUndefined();
    expect(scenario.samples ?? []).toEqual([]);
    expect(create.samples?.[0]).toMatchObject({ status: 500, category: 'http5xx' });
    for (const figures of [scenario, create, del]) expectAccounted(figures);
  });
});

describe('cleanup: true', () => {
  it('deletes what each user created once, after its last iteration, out of the figures and never judged', async () => {
    const todos = await startTodos();
    const update = {
      name: 'Update todo',
      endpoint: 'PUT /todos/{id}',
      params: { id: '${id}' },
      body: { id: '${id}', title: 'qa-perf ${uuid}' },
    };
    const loadTest = flowTest(todos.url, [CREATE_ONCE, update, CLEANUP], 3);
    const run = await runLoadTest(loadTest, { env: {} });
    const scenario = run.scenarios[0]!;
    const put = stepOf(scenario, 'Update todo');
    const cleanup = stepOf(scenario, 'Delete todo');
    expect(cleanup.cleanup).toBe(true);
    expect(put.cleanup).toBeUndefined();
    // Once per user, each user's own record, and nothing else deleted.
    expect(cleanup.requests).toMatchObject({ total: 3, ok: 3, failed: 0 });
    expect(todos.deletes.map(Number).sort()).toEqual([...todos.created].sort());
    // After the user's last update of that record: no request for a record after its delete.
    for (const id of todos.created) {
      const mine = todos.log.filter((entry) => entry.endsWith(` ${id}`));
      expect(mine.at(-1)).toBe(`DELETE ${id}`);
      expect(mine.filter((entry) => entry.startsWith('DELETE'))).toHaveLength(1);
    }
    // The flow's figures are the update's alone.
    expect(scenario.requests.ok).toBe(put.requests.ok);
    expect(scenario.latencyMs).toEqual(put.latencyMs);
    expect(scenario.bytesReceived).toBe(put.bytesReceived);
    for (const figures of [scenario, ...scenario.steps!]) expectAccounted(figures);
    // Shown, never judged: no thresholds, no outcome of its own but passed.
    const judged = judgeRun(run, loadTest).scenarios[0]!.steps!.find((step) => step.name === 'Delete todo')!;
    expect(judged).toMatchObject({ cleanup: true, outcome: 'passed', thresholds: [] });
  });

  it('skips a user whose create never succeeded: nothing of its own to delete', async () => {
    // The first create fails; its user retries a second later, when the measured time is over.
    const todos = await startTodos({ failCreate: (n) => n === 1 });
    const update = { name: 'Update todo', endpoint: 'PUT /todos/{id}', params: { id: '${id}' } };
    const scenario = await measure(flowTest(todos.url, [CREATE_ONCE, update, CLEANUP], 2));
    expect(todos.created).toHaveLength(1);
    expect(stepOf(scenario, 'Delete todo').requests).toMatchObject({ total: 1, ok: 1 });
    expect(todos.deletes).toEqual([String(todos.created[0])]);
  });

  it('is not run on a cancelled run', async () => {
    const todos = await startTodos();
    const update = { name: 'Update todo', endpoint: 'PUT /todos/{id}', params: { id: '${id}' } };
    const controller = new AbortController();
    const running = measure(flowTest(todos.url, [CREATE_ONCE, update, CLEANUP], 2, '30s'), controller.signal);
    // Cancelled once the users are in their iterations.
    while (todos.puts.length < 4) await new Promise((resolve) => setTimeout(resolve, 20));
    controller.abort();
    const scenario = await running;
    expect(scenario.outcome).toBe('cancelled');
    expect(todos.deletes).toEqual([]);
    expect(stepOf(scenario, 'Delete todo').requests.total).toBe(0);
  });

  it('abandons what is still running when the grace period of the end is over, as interrupted', async () => {
    // The grace is the longest timeout (2 s) + 1 s: the first cleanup times out after 2 s, the second is cut.
    const todos = await startTodos({ hangDeletes: true });
    const update = { name: 'Update todo', endpoint: 'PUT /todos/{id}', params: { id: '${id}' }, timeout: '500ms' };
    const second = { ...CLEANUP, name: 'Delete todo again' };
    const scenario = await measure(flowTest(todos.url, [CREATE_ONCE, update, CLEANUP, second], 2, '1s', '2s'));
    expect(stepOf(scenario, 'Delete todo').requests.byCategory).toEqual({ timeout: 2 });
    expect(stepOf(scenario, 'Delete todo again').requests.byCategory).toEqual({ interrupted: 2 });
    // Neither is an iteration of the flow.
    expect(scenario.requests.byCategory.interrupted).toBeUndefined();
  }, 20_000);
});

describe('extracted values with their JSON type, and ${uuid} in a step', () => {
  it('sends a number, boolean or list as itself where a JSON body or GraphQL variable is exactly its ${name}', async () => {
    const todos = await startTodos();
    const update = {
      name: 'Update todo',
      endpoint: 'PUT /todos/{id}',
      params: { id: '${id}' },
      query: { v: '${id}' },
      headers: { 'X-Id': '${id}' },
      body: { id: '${id}', title: '${title}', done: '${done}', tags: '${tags}', note: 'todo ${id}' },
    };
    const graphql = {
      name: 'Update by GraphQL',
      endpoint: 'POST /graphql',
      graphql: {
        query: 'mutation ($id: Int!, $label: String) { updateTodo(id: $id, label: $label) { ok } }',
        variables: { id: '${id}', label: 'todo ${id}', done: '${done}' },
      },
    };
    const scenario = await measure(flowTest(todos.url, [CREATE_ONCE, update, graphql], 1));
    expect(scenario.requests.ok).toBeGreaterThan(0);
    expect(todos.puts.length).toBeGreaterThan(0);
    const [id] = todos.created;
    for (const put of todos.puts) {
      expect(put.body).toEqual({ id, title: `t-${id}`, done: false, tags: ['a', 'b'], note: `todo ${id}` });
      // Path, query and headers are text, as before.
      expect([put.id, put.query, put.header]).toEqual([String(id), `?v=${id}`, String(id)]);
    }
    expect(todos.graphql.length).toBeGreaterThan(0);
    for (const { variables } of todos.graphql) expect(variables).toEqual({ id, label: `todo ${id}`, done: false });
  });

  it('fills ${uuid} anew at each request of a step, and once per user in a once step', async () => {
    const todos = await startTodos();
    const update = {
      name: 'Update todo',
      endpoint: 'PUT /todos/{id}',
      params: { id: '${id}' },
      headers: { 'X-Id': '${uuid}' },
      body: { title: 'qa-perf ${uuid}' },
    };
    const scenario = await measure(flowTest(todos.url, [CREATE_ONCE, update], 2));
    const put = stepOf(scenario, 'Update todo');
    const uuids = todos.puts.map(({ body }) => String(body.title).replace('qa-perf ', ''));
    expect(uuids.length).toBe(put.requests.total);
    expect(uuids.length).toBeGreaterThan(1);
    for (const uuid of uuids) expect(uuid).toMatch(UUID);
    expect(new Set(uuids).size).toBe(uuids.length);
    // One UUID for the whole request: its header and its body carry the same.
    for (const { body, header } of todos.puts) expect(body.title).toBe(`qa-perf ${header}`);
    expect(todos.createTitles).toHaveLength(2);
    expect(new Set(todos.createTitles).size).toBe(2);
  });
});
