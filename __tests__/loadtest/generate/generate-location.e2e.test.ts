import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { parse } from 'yaml';
import { parseLoadTest } from '../../../src/loadtest/validate.js';
import type { RunResults } from '../../../src/results/types.js';
import { loadtool } from '../../helpers/cli.js';
import { performanceConfig } from '../../helpers/qa-config.js';
import { useServers } from '../../helpers/servers.js';
import { useTempDirs } from '../../helpers/temp-dir.js';

// A create operation's Location header as a source: when nothing lists the ids of GET /notes/{noteId} but
// POST /notes answers 201 with a Location, the generated scenario is a flow that creates one note per user (once,
// not measured) and takes its id from the Location's last path segment (extract { header: Location, match }).

const tempDir = useTempDirs();
const servers = useServers();

const NOTE = `{ type: object, required: [id, text], properties: { id: { type: string, format: uuid }, text: { type: string } } }`;
const DOCUMENT = `openapi: 3.0.3
info: { title: Notes, version: '1' }
paths:
  /notes:
    post:
      summary: Create note
      requestBody:
        required: true
        content:
          application/json:
            schema: { type: object, required: [text], properties: { text: { type: string, example: hello } } }
      responses:
        '201':
          description: created
          headers: { Location: { schema: { type: string } } }
  /notes/{noteId}:
    get:
      summary: Get note
      parameters: [{ name: noteId, in: path, required: true, schema: { type: string, format: uuid } }]
      responses:
        '200': { description: the note, content: { application/json: { schema: ${NOTE} } } }
        '404': { description: no such note }
    delete:
      summary: Delete note
      parameters: [{ name: noteId, in: path, required: true, schema: { type: string, format: uuid } }]
      responses:
        '204': { description: deleted }
`;

/** A notes API: POST /notes answers 201 with `Location: /api/notes/<uuid>/` (a prefix and a trailing slash). */
async function notesApi() {
  const notes = new Map<string, string>();
  const counts = { created: 0, found: 0, deleted: 0, unknown: 0, badBody: 0 };
  const server = createServer((request, response) => {
    let text = '';
    request.on('data', (chunk: Buffer) => (text += chunk.toString()));
    request.on('end', () => {
      const path = new URL(request.url ?? '/', 'http://localhost').pathname;
      if (request.method === 'POST' && path === '/notes') {
        const body = JSON.parse(text || '{}') as { text?: unknown };
        if (typeof body.text !== 'string') counts.badBody++;
        const id = randomUUID();
        notes.set(id, String(body.text));
        counts.created++;
        response.writeHead(201, { location: `/api/notes/${id}/?from=create` });
        return response.end();
      }
      const id = /^\/notes\/([^/]+)$/.exec(path)?.[1];
      if (request.method === 'DELETE' && id !== undefined && notes.delete(id)) {
        counts.deleted++;
        response.writeHead(204);
        return response.end();
      }
      if (request.method === 'GET' && id !== undefined && notes.has(id)) {
        counts.found++;
        response.writeHead(200, { 'content-type': 'application/json' });
        return response.end(JSON.stringify({ id, text: notes.get(id) }));
      }
      counts.unknown++;
      response.writeHead(404, { 'content-type': 'application/json' });
      response.end('{"error":"no such note"}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  servers.push(server);
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, counts };
}

/** Generates loadtool.yaml from DOCUMENT through the CLI with `plan` (`none`, or plan lines); returns its path. */
async function generate(url: string, planLines?: string) {
  const dir = await tempDir();
  await writeFile(join(dir, 'openapi.yaml'), DOCUMENT);
  await writeFile(
    join(dir, 'qa.config.json'),
    JSON.stringify(
      performanceConfig('notes', {
        baseUrl: url,
        schemaUrl: './openapi.yaml',
        thresholds: { p99LatencyMs: 10000, okRequestPercent: 99 },
      }),
    ),
  );
  if (planLines !== undefined) await writeFile(join(dir, 'qa-plan.md'), `# Plan\n\n## Performance\n\n${planLines}\n`);
  const output = join(dir, 'loadtool.yaml');
  const plan = planLines === undefined ? 'none' : join(dir, 'qa-plan.md');
  const result = await loadtool(['generate', '--config', join(dir, 'qa.config.json'), '--plan', plan, '-o', output]);
  expect(result).toMatchObject({ code: 0 });
  return { dir, output, text: await readFile(output, 'utf8') };
}

interface Step {
  name: string;
  endpoint: string;
  once?: boolean;
  body?: unknown;
  params?: Record<string, unknown>;
  extract?: Record<string, unknown>;
}

describe('a create operation answering a Location header is the source of an id nothing lists', () => {
  it('writes a flow: create once per user, extract the last path segment of Location, then get by that id', async () => {
    const { text } = await generate('http://127.0.0.1:3000');
    const data = parse(text) as { scenarios: Array<{ name: string; flow?: Step[]; params?: unknown }> };
    const get = data.scenarios.find((scenario) => scenario.name === 'Get note')!;
    expect(get.flow).toEqual([
      {
        name: 'Create note',
        endpoint: 'POST /notes',
        once: true,
        body: { text: 'hello' },
        extract: { noteId: { header: 'Location', match: '([^/?#]+)/?(?:[?#].*)?$' } },
      },
      { name: 'Get note', endpoint: 'GET /notes/{noteId}', params: { noteId: '${noteId}' } },
    ]);
    expect(() => parseLoadTest(text, 'loadtool.yaml')).not.toThrow();
  });

  it('runs against a real server: the get-by-id step gets 200s for the created notes, never a 404', async () => {
    const api = await notesApi();
    const { dir, output } = await generate(api.url);
    const out = join(dir, 'out');
    const run = await loadtool(['run', output, '--out', out, '--users', '2', '--duration', '1s']);
    const results = JSON.parse(await readFile(join(out, 'results.json'), 'utf8')) as RunResults;
    const scenario = results.scenarios.find((one) => one.name === 'Get note')!;
    expect(scenario.outcome).toBe('passed');
    expect(run.code).toBe(0);
    const step = scenario.steps!.find((one) => one.name === 'Get note')!;
    expect(step.requests.byStatus).toEqual({ '200': step.requests.total });
    expect(step.requests.total).toBeGreaterThan(0);
    const create = scenario.steps!.find((one) => one.name === 'Create note')!;
    expect(create.once).toBe(true);
    // One note per user (each creates once, before the measured time), every lookup for one of them.
    expect(api.counts).toMatchObject({ unknown: 0, badBody: 0 });
    expect(api.counts.created).toBeGreaterThanOrEqual(1);
    expect(api.counts.created).toBeLessThanOrEqual(2);
    expect(api.counts.found).toBeGreaterThanOrEqual(step.requests.total);
  });

  it('a DELETE named in the plan creates a note at every iteration, unmeasured, and deletes that one: never a 404', async () => {
    const api = await notesApi();
    const { dir, output, text } = await generate(api.url, '- DELETE /notes/{noteId}');
    const data = parse(text) as { scenarios: Array<{ name: string; flow?: Step[] }> };
    expect(data.scenarios[0]!.flow).toEqual([
      {
        name: 'Create note',
        endpoint: 'POST /notes',
        measure: false,
        body: { text: 'hello ${uuid}' },
        extract: { noteId: { header: 'Location', match: '([^/?#]+)/?(?:[?#].*)?$' } },
      },
      { name: 'Delete note', endpoint: 'DELETE /notes/{noteId}', params: { noteId: '${noteId}' } },
    ]);
    const out = join(dir, 'out');
    const run = await loadtool(['run', output, '--out', out, '--users', '2', '--duration', '1s']);
    const results = JSON.parse(await readFile(join(out, 'results.json'), 'utf8')) as RunResults;
    const scenario = results.scenarios[0]!;
    expect({ outcome: scenario.outcome, code: run.code }).toEqual({ outcome: 'passed', code: 0 });
    const remove = scenario.steps!.find((one) => one.name === 'Delete note')!;
    expect(remove.requests.byStatus).toEqual({ '204': remove.requests.total });
    // Only the deletes are the scenario's figures: one iteration, one delete.
    expect(scenario.requests.total).toBe(remove.requests.total);
    expect(api.counts).toMatchObject({ unknown: 0, badBody: 0, deleted: remove.requests.total });
    // A note created as the measured time ended is the only one its delete did not follow.
    expect(api.counts.created - api.counts.deleted).toBeLessThanOrEqual(2);
  });
});

describe('extract { header, match }', () => {
  const flow = (match: string) => `version: 1
baseUrl: http://127.0.0.1:3000
scenarios:
  - name: Notes
    concurrentUsers: 1
    duration: 1s
    flow:
      - name: Create
        endpoint: POST /notes
        once: true
        body: { text: hi }
        extract: { id: { header: Location, match: ${JSON.stringify(match)} } }
      - name: Get
        endpoint: GET /notes/{id}
        params: { id: "\${id}" }
`;

  it('is read with its expression', () => {
    const [scenario] = parseLoadTest(flow('[^/]+$'), 'loadtool.yaml').scenarios;
    expect(scenario!.flow![0]!.extract).toEqual([
      expect.objectContaining({ name: 'id', header: 'Location', match: '[^/]+$' }),
    ]);
  });

  it('refuses an expression that does not compile, at its line', () => {
    expect(() => parseLoadTest(flow('([^/]+$'), 'loadtool.yaml')).toThrow(
      /loadtool\.yaml:12:\d+: .*match: is not a regular expression/,
    );
  });
});
