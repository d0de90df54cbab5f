/** A real PostGraphile 4 server over a schema of our own (`app`: users, posts, comments, tags), with its seed rows. */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { postgraphile } from 'postgraphile';
import type { PostgresCluster } from './postgres.js';

/** The tables of the `app` schema, parents first (the order rows are seeded in). */
export const APP_TABLES = ['users', 'posts', 'comments', 'tags', 'post_tags'] as const;
export type AppTable = (typeof APP_TABLES)[number];

const SCHEMA_SQL = /* SQL */ `
  CREATE SCHEMA app;
  CREATE TABLE app.users (
    id serial PRIMARY KEY,
    username text UNIQUE NOT NULL,
    display_name text
  );
  CREATE TABLE app.posts (
    id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    author_id int NOT NULL REFERENCES app.users (id),
    title text NOT NULL,
    body text,
    created_at timestamptz DEFAULT now()
  );
  CREATE TABLE app.comments (
    id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    post_id uuid NOT NULL REFERENCES app.posts (id) ON DELETE CASCADE,
    author_id int NOT NULL REFERENCES app.users (id),
    body text NOT NULL
  );
  CREATE TABLE app.tags (
    id serial PRIMARY KEY,
    name text UNIQUE NOT NULL
  );
  CREATE TABLE app.post_tags (
    post_id uuid REFERENCES app.posts (id) ON DELETE CASCADE,
    tag_id int REFERENCES app.tags (id) ON DELETE CASCADE,
    PRIMARY KEY (post_id, tag_id)
  );
  -- PostGraphile's own advice: an index on each foreign key, so that the reverse relations are exposed and cheap.
  CREATE INDEX ON app.posts (author_id);
  CREATE INDEX ON app.comments (post_id);
  CREATE INDEX ON app.comments (author_id);
  CREATE INDEX ON app.post_tags (tag_id);
`;

/** The seed posts' and comments' ids: fixed, so that checksums are the same on every run. */
export const POST_IDS = [
  '7b1e0c52-4f0a-4d5e-9a51-000000000001',
  '7b1e0c52-4f0a-4d5e-9a51-000000000002',
  '7b1e0c52-4f0a-4d5e-9a51-000000000003',
] as const;
export const COMMENT_IDS = [
  'c0a1e5d2-9b3f-4c07-8e2a-000000000001',
  'c0a1e5d2-9b3f-4c07-8e2a-000000000002',
  'c0a1e5d2-9b3f-4c07-8e2a-000000000003',
  'c0a1e5d2-9b3f-4c07-8e2a-000000000004',
] as const;

/** The seed rows, in column order, by table. Every value is a SQL parameter. */
export const SEED = {
  users: [
    [1, 'ada', 'Ada Lovelace'],
    [2, 'grace', 'Grace Hopper'],
    [3, 'linus', null],
  ],
  posts: [
    [POST_IDS[0], 1, 'Notes on the Analytical Engine', 'It weaves algebraic patterns.', '2024-01-02T10:00:00Z'],
    [POST_IDS[1], 2, 'The first bug', 'A moth in relay 70.', '2024-01-03T11:30:00Z'],
    [POST_IDS[2], 1, 'Untitled draft', null, '2024-01-04T09:15:00Z'],
  ],
  comments: [
    [COMMENT_IDS[0], POST_IDS[0], 2, 'Beautiful.'],
    [COMMENT_IDS[1], POST_IDS[0], 3, 'Does it run Linux?'],
    [COMMENT_IDS[2], POST_IDS[1], 1, 'Keep the moth.'],
    [COMMENT_IDS[3], POST_IDS[1], 2, 'It is in the log book.'],
  ],
  tags: [
    [1, 'history'],
    [2, 'hardware'],
    [3, 'debugging'],
    [4, 'drafts'],
  ],
  post_tags: [
    [POST_IDS[0], 1],
    [POST_IDS[0], 2],
    [POST_IDS[1], 1],
    [POST_IDS[1], 3],
    [POST_IDS[2], 4],
  ],
} satisfies Record<AppTable, unknown[][]>;

/**
 * Each table's columns in seed order, its primary key (the order of rows in a checksum), and that key as one text,
 * in SQL and for a seed row (how a checksum finds the seed rows).
 */
const TABLES: Record<AppTable, { columns: string[]; order: string; key: string; keyOf: (row: unknown[]) => string }> = {
  users: { columns: ['id', 'username', 'display_name'], order: 'id', key: 'id::text', keyOf: (row) => String(row[0]) },
  posts: {
    columns: ['id', 'author_id', 'title', 'body', 'created_at'],
    order: 'id',
    key: 'id::text',
    keyOf: (row) => String(row[0]),
  },
  comments: {
    columns: ['id', 'post_id', 'author_id', 'body'],
    order: 'id',
    key: 'id::text',
    keyOf: (row) => String(row[0]),
  },
  tags: { columns: ['id', 'name'], order: 'id', key: 'id::text', keyOf: (row) => String(row[0]) },
  post_tags: {
    columns: ['post_id', 'tag_id'],
    order: 'post_id, tag_id',
    key: `post_id::text || '/' || tag_id::text`,
    keyOf: (row) => `${String(row[0])}/${String(row[1])}`,
  },
};

/** What runs SQL: a `pg` Pool or Client. */
export interface Sql {
  query(text: string, values?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
}

/**
 * Creates `database` on the cluster with the `app` schema and its seed rows (the serial sequences moved past the
 * seeded ids, so that an insert does not collide); returns the database's name.
 */
export async function createAppDatabase(cluster: PostgresCluster, database = 'app'): Promise<string> {
  await cluster.query(`CREATE DATABASE ${pg.escapeIdentifier(database)}`);
  const client = new pg.Client(cluster.connection(database));
  await client.connect();
  try {
    await client.query('BEGIN');
    await client.query(SCHEMA_SQL);
    for (const table of APP_TABLES) {
      const { columns } = TABLES[table];
      const placeholders = columns.map((_, index) => `$${index + 1}`).join(', ');
      for (const row of SEED[table]) {
        await client.query(`INSERT INTO app.${table} (${columns.join(', ')}) VALUES (${placeholders})`, row);
      }
    }
    for (const table of ['users', 'tags']) {
      await client.query(
        `SELECT setval(pg_get_serial_sequence('app.${table}', 'id'), (SELECT max(id) FROM app.${table}))`,
      );
    }
    await client.query('COMMIT');
  } finally {
    await client.end();
  }
  return database;
}

export interface TableChecksum {
  /** md5 of the seed rows that are still there, each as PostgreSQL's text of the row, in primary-key order. */
  seedMd5: string;
  /** How many of the seed rows are still there (by primary key). */
  seedRows: number;
  /** How many rows the table has, seed or not. */
  rows: number;
}

/**
 * Returns, per table of `app`, a checksum of the rows that were seeded (found by their primary keys) and the count of
 * all rows: equal before and after a load test exactly when no seed row was changed or deleted and, for `rows`,
 * none was added.
 */
export async function rowsChecksum(sql: Sql): Promise<Record<AppTable, TableChecksum>> {
  const checksums = {} as Record<AppTable, TableChecksum>;
  for (const table of APP_TABLES) {
    const { order, key, keyOf } = TABLES[table];
    const keys = SEED[table].map(keyOf);
    const { rows } = await sql.query(
      `SELECT
         (SELECT md5(coalesce(string_agg(t::text, E'\\n' ORDER BY ${order}), ''))
            FROM app.${table} t WHERE ${key} = ANY($1::text[])) AS seed_md5,
         (SELECT count(*)::int FROM app.${table} WHERE ${key} = ANY($1::text[])) AS seed_rows,
         (SELECT count(*)::int FROM app.${table}) AS rows`,
      [keys],
    );
    const row = rows[0] as { seed_md5: string; seed_rows: number; rows: number };
    checksums[table] = { seedMd5: row.seed_md5, seedRows: row.seed_rows, rows: row.rows };
  }
  return checksums;
}

export interface PostGraphileServer {
  /** `http://127.0.0.1:<port>`. */
  origin: string;
  /** `<origin>/graphql`, which answers GraphQL POSTs (queries, mutations and introspection). */
  graphqlUrl: string;
  /** The pool PostGraphile queries through; ended when the server closes. */
  pool: pg.Pool;
}

/**
 * Starts PostGraphile 4 in library mode over the `app` schema of `database` on `http.createServer`, 127.0.0.1 and a
 * free port; returns once its GraphQL schema is built. The server is pushed onto `servers` (`useServers()`), so it
 * is closed after the test; closing it also releases PostGraphile and ends its pool. PostGraphile neither watches the
 * database nor writes a file (no watchPg, no export paths, no cache file).
 */
export async function startPostGraphile(
  servers: Server[],
  cluster: PostgresCluster,
  database = 'app',
): Promise<PostGraphileServer> {
  const pool = new pg.Pool({ ...cluster.connection(database), max: 10 });
  // An idle client whose server went away emits 'error': the request that needs it fails with the reason anyway.
  pool.on('error', () => undefined);
  const middleware = postgraphile(pool, 'app', {
    graphqlRoute: '/graphql',
    graphiql: false,
    disableDefaultMutations: false,
    watchPg: false,
    retryOnInitFail: false,
    disableQueryLog: true,
    extendedErrors: ['hint', 'detail', 'errcode'],
  });
  const server = createServer((request, response) => {
    void middleware(request, response);
  });
  server.on('close', () => {
    void middleware.release().finally(() => pool.end());
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  await withTimeout(middleware.getGraphQLSchema(), 30_000, 'PostGraphile did not build its schema within 30 s');
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { origin, graphqlUrl: `${origin}/graphql`, pool };
}

/** Returns `promise`'s value, or throws `message` when it has not settled within `ms`. */
async function withTimeout<T>(promise: Promise<T>, ms: number, message: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([
      promise,
      new Promise<never>(
        (_, reject) =>
          (timer = setTimeout(() => {
            reject(new Error(message));
          }, ms)),
      ),
    ]);
  } finally {
    clearTimeout(timer);
  }
}
