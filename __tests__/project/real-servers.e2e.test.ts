/** The real servers the load tests are checked against: each starts, answers with its seed, and a change shows. */
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { buildClientSchema, buildSchema, getIntrospectionQuery, printSchema, type IntrospectionQuery } from 'graphql';
import { SEED_TODO_IDS, useLoopbackTodo } from '../helpers/loopback-todo.js';
import { createAppDatabase, rowsChecksum, SEED, startPostGraphile } from '../helpers/postgraphile.js';
import { usePostgres } from '../helpers/postgres.js';
import { useServers } from '../helpers/servers.js';

const postgres = usePostgres();
const servers = useServers();
const startTodo = useLoopbackTodo();

const FIXTURES = join(import.meta.dirname, '..', 'fixtures', 'real');
/** `WRITE_REAL_FIXTURES=1` rewrites the fixtures from the running servers (formatted by prettier, as CI checks). */
const WRITE = process.env.WRITE_REAL_FIXTURES === '1';

/**
 * Returns the text of the fixture `name`, written from `text` first when asked to. A fixture is prettier's format of
 * what the server served, so a test compares its meaning, not its layout.
 */
async function fixture(name: string, text: string): Promise<string> {
  const file = join(FIXTURES, name);
  if (WRITE) {
    const prettier = await import('prettier');
    await writeFile(file, await prettier.format(text, { ...(await prettier.resolveConfig(file)), filepath: file }));
  }
  return readFile(file, 'utf8');
}

/** Posts a GraphQL document; returns the status and the parsed body. */
async function graphql(
  url: string,
  query: string,
): Promise<{ status: number; body: { data?: unknown; errors?: unknown } }> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ query }),
  });
  return { status: response.status, body: (await response.json()) as { data?: unknown; errors?: unknown } };
}

describe('PostGraphile 4 over PostgreSQL', () => {
  it('answers introspection and the seeded tags, and the checksum sees a changed, a deleted and an added row', async () => {
    const cluster = postgres();
    const database = await createAppDatabase(cluster, 'smoke');
    const server = await startPostGraphile(servers, cluster, database);

    const introspection = await graphql(server.graphqlUrl, getIntrospectionQuery());
    expect(introspection.status).toBe(200);
    expect(introspection.body.errors).toBeUndefined();
    const schema = buildClientSchema(introspection.body.data as IntrospectionQuery);
    expect(Object.keys(schema.getMutationType()?.getFields() ?? {})).toContain('createPostTag');
    const sdl = await fixture('postgraphile.graphql', printSchema(schema));
    expect(printSchema(schema)).toBe(printSchema(buildSchema(sdl)));

    const tags = await graphql(server.graphqlUrl, '{ allTags(orderBy: ID_ASC) { nodes { id name } } }');
    expect(tags).toEqual({
      status: 200,
      body: { data: { allTags: { nodes: SEED.tags.map(([id, name]) => ({ id, name })) } } },
    });

    const sql = (text: string) => cluster.query(text, undefined, database);
    const seeded = await rowsChecksum(server.pool);
    expect(await rowsChecksum(server.pool)).toEqual(seeded);
    expect(seeded.comments).toEqual({ seedMd5: expect.stringMatching(/^[0-9a-f]{32}$/), seedRows: 4, rows: 4 });

    // A mutation through PostGraphile adds a row: the seed's checksum holds, the count does not.
    const created = await graphql(
      server.graphqlUrl,
      'mutation { createTag(input: { tag: { name: "new" } }) { tag { id } } }',
    );
    expect(created.body).toEqual({ data: { createTag: { tag: { id: 5 } } } });
    const added = await rowsChecksum(server.pool);
    expect(added.tags).toEqual({ ...seeded.tags, rows: 5 });
    expect({ ...added, tags: seeded.tags }).toEqual(seeded);

    await sql("UPDATE app.users SET display_name = 'Ada King' WHERE id = 1");
    const changed = await rowsChecksum(server.pool);
    expect(changed.users.seedMd5).not.toBe(seeded.users.seedMd5);
    expect(changed.users.rows).toBe(3);

    // Deleting a post cascades to its comments and tags: every one of the three tables shows it.
    await sql(`DELETE FROM app.posts WHERE id = '${SEED.posts[1]![0]!}'`);
    const deleted = await rowsChecksum(server.pool);
    for (const table of ['posts', 'comments', 'post_tags'] as const) {
      expect(deleted[table].seedMd5).not.toBe(seeded[table].seedMd5);
      expect(deleted[table].seedRows).toBeLessThan(seeded[table].seedRows);
    }
  });
});

describe('the LoopBack 4 todo example', () => {
  it('serves its OpenAPI document and the seeded todos, and allTodos sees a change', async () => {
    const app = await startTodo();
    const openapi = await fetch(app.openapiUrl);
    expect(openapi.status).toBe(200);
    const document = await openapi.text();
    expect(JSON.parse(document)).toMatchObject({ openapi: '3.0.0', servers: [{ url: app.baseUrl }] });
    // The fixture is the document as served, but for the port of this run.
    const served = document.replaceAll(app.baseUrl, 'http://127.0.0.1:3000');
    expect(JSON.parse(served)).toEqual(JSON.parse(await fixture('loopback-todo.openapi.json', served)));

    const seeded = await app.allTodos();
    expect(Object.keys(seeded)).toEqual(SEED_TODO_IDS.map(String));
    const todos = await fetch(`${app.baseUrl}/todos`);
    expect(todos.status).toBe(200);
    expect(((await todos.json()) as { id: number }[]).map((todo) => todo.id)).toEqual([...SEED_TODO_IDS]);

    // The geocoder refuses: a todo with an address fails with a 500 and is not stored.
    const withAddress = await fetch(`${app.baseUrl}/todos`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ title: 'Visit', remindAtAddress: '1 Main Street' }),
    });
    expect(withAddress.status).toBe(500);
    // LoopBack logs the cause of a 5xx once the response is on its way: wait for it, 2 s at most.
    for (const deadline = Date.now() + 2000; !app.stderr().includes('ECONNREFUSED') && Date.now() < deadline;) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(app.stderr()).toContain('Error: connect ECONNREFUSED 127.0.0.1:1');
    expect(await app.allTodos()).toEqual(seeded);

    const patched = await fetch(`${app.baseUrl}/todos/2`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ isComplete: true }),
    });
    expect(patched.status).toBe(204);
    const after = await app.allTodos();
    expect(after['2']).not.toBe(seeded['2']);
    expect({ ...after, 2: seeded['2'] }).toEqual(seeded);
  });
});
