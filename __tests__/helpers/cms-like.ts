/**
 * A headless CMS shaped like Directus on a fresh install, for tests of generation against what such a server does:
 * lists wrapped in `data`, some of them empty (no files, no presets), string keys (`collection`, `field`), a missing
 * item answered 403 `FORBIDDEN` rather than 404, a static token in `Authorization: Bearer …`, and an authenticated
 * GraphQL endpoint whose look-ups answer `null` for an id they do not know.
 */
import { randomUUID } from 'node:crypto';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express, { type NextFunction, type Request, type Response } from 'express';
import { createSchema, createYoga } from 'graphql-yoga';

/** The static token of the CMS's administrator: long enough to be masked. */
export const CMS_TOKEN = 'cms-static-token-7f3c9a2e5b1d';

export interface CmsLike {
  server: Server;
  baseUrl: string;
  openapiUrl: string;
  graphqlUrl: string;
  /** Requests by `METHOD path` (the path without its query), counted as they arrive. */
  requests: Map<string, number>;
  /** GraphQL look-ups (`*_by_id`, `*_by_name`) that answered null. */
  nullLookups: { count: number };
}

interface Article {
  id: number;
  title: string;
  status: string;
  author: string;
}

const FORBIDDEN = {
  errors: [{ message: "You don't have permission to access this.", extensions: { code: 'FORBIDDEN' } }],
};

/** Starts the CMS on 127.0.0.1 at a port of the system's choosing; the caller closes `server`. */
export async function startCmsLike(): Promise<CmsLike> {
  const users = ['ada@example.com', 'grace@example.com'].map((email) => ({
    id: randomUUID(),
    email,
    status: 'active',
  }));
  const roles = [{ id: randomUUID(), name: 'Administrator' }];
  const articles: Article[] = Array.from({ length: 5 }, (_, index) => ({
    id: index + 1,
    title: `Article ${index + 1}`,
    status: index % 2 === 0 ? 'published' : 'draft',
    author: users[index % users.length]!.id,
  }));
  const collections = ['articles', 'authors'].map((collection) => ({ collection, meta: { icon: 'box' } }));
  const fields = [
    { collection: 'articles', field: 'id', type: 'integer' },
    { collection: 'articles', field: 'title', type: 'string' },
    { collection: 'authors', field: 'id', type: 'uuid' },
  ];
  const requests = new Map<string, number>();
  const nullLookups = { count: 0 };

  const app = express();
  app.use((req, _res, next) => {
    const key = `${req.method} ${req.path}`;
    requests.set(key, (requests.get(key) ?? 0) + 1);
    next();
  });
  const authed = (req: Request, res: Response, next: NextFunction) => {
    if (req.headers.authorization === `Bearer ${CMS_TOKEN}`) next();
    else res.status(403).json(FORBIDDEN);
  };
  /** Serves `path` with what `answer` returns: an item or a list, in `data`; undefined for a missing item (403). */
  const serve = (path: string, answer: (params: Record<string, string>) => unknown) => {
    const handler = (req: Request, res: Response) => {
      const found = answer(req.params);
      if (found === undefined) res.status(403).json(FORBIDDEN);
      else res.json({ data: found });
    };
    app.get(path, authed, handler);
  };

  app.get('/server/health', (_req, res) => {
    res.json({ status: 'ok' });
  });
  app.get('/server/specs/oas', (req, res) => {
    res.json(openapi(`http://${req.headers.host ?? ''}`));
  });
  serve('/items/articles', () => articles);
  serve('/items/articles/:id', ({ id }) => articles.find((a) => String(a.id) === id));
  serve('/collections', () => collections);
  serve('/collections/:collection', ({ collection }) => collections.find((c) => c.collection === collection));
  serve('/fields/:collection', ({ collection }) => fields.filter((f) => f.collection === collection));
  serve('/fields/:collection/:field', (params) =>
    fields.find((f) => f.collection === params.collection && f.field === params.field),
  );
  serve('/files', () => []);
  serve('/files/:id', () => undefined);
  serve('/presets', () => []);
  serve('/presets/:id', () => undefined);
  serve('/users', () => users);
  serve('/users/me', () => users[0]);
  serve('/users/:id', ({ id }) => users.find((u) => u.id === id));
  serve('/roles', () => roles);
  serve('/roles/:id', ({ id }) => roles.find((r) => r.id === id));

  const lookup = (found: object | undefined): object | null => {
    if (found === undefined) nullLookups.count += 1;
    return found ?? null;
  };
  const yoga = createYoga({
    graphqlEndpoint: '/graphql',
    logging: false,
    maskedErrors: false,
    schema: createSchema({
      typeDefs: /* GraphQL */ `
        type articles {
          id: ID!
          title: String!
          status: String
          author: directus_users
        }
        type directus_users {
          id: ID!
          email: String
        }
        type directus_files {
          id: ID!
          title: String
        }
        type directus_collections {
          collection: String!
        }
        type Query {
          articles(limit: Int): [articles!]!
          articles_by_id(id: ID!): articles
          users: [directus_users!]!
          users_by_id(id: ID!): directus_users
          files: [directus_files!]!
          files_by_id(id: ID!): directus_files
          collections: [directus_collections!]!
          collections_by_name(collection: String!): directus_collections
        }
      `,
      resolvers: {
        Query: {
          articles: () => articles,
          articles_by_id: (_: unknown, { id }: { id: string }) => lookup(articles.find((a) => String(a.id) === id)),
          users: () => users,
          users_by_id: (_: unknown, { id }: { id: string }) => lookup(users.find((u) => u.id === id)),
          files: () => [],
          files_by_id: () => lookup(undefined),
          collections: () => collections,
          collections_by_name: (_: unknown, { collection }: { collection: string }) =>
            lookup(collections.find((c) => c.collection === collection)),
        },
        articles: { author: (article: Article) => users.find((u) => u.id === article.author) ?? null },
      },
    }),
  });
  // Directus answers an anonymous GraphQL request, introspection included, as FORBIDDEN.
  app.use('/graphql', authed, (req, res) => {
    void yoga(req, res);
  });

  const server = await new Promise<Server>((resolve) => {
    const listening = app.listen(0, '127.0.0.1', () => {
      resolve(listening);
    });
  });
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    server,
    baseUrl,
    openapiUrl: `${baseUrl}/server/specs/oas`,
    graphqlUrl: `${baseUrl}/graphql`,
    requests,
    nullLookups,
  };
}

/** The OpenAPI 3.0 document of the REST API: items by `$ref`, lists in `data`, one bearer scheme for everything. */
function openapi(url: string): object {
  const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
  const item = (name: string) => ({
    description: 'Successful request',
    content: { 'application/json': { schema: { type: 'object', properties: { data: ref(name) } } } },
  });
  const list = (name: string) => ({
    description: 'Successful request',
    content: {
      'application/json': { schema: { type: 'object', properties: { data: { type: 'array', items: ref(name) } } } },
    },
  });
  const path = (name: string, schema: object = { type: 'string' }) => ({ name, in: 'path', required: true, schema });
  const get = (operationId: string, tag: string, ok: object, parameters: object[] = []) => ({
    get: { operationId, tags: [tag], parameters, responses: { 200: ok, 403: { description: 'Forbidden' } } },
  });
  return {
    openapi: '3.0.1',
    info: { title: 'CMS-like', version: '10.0.0' },
    servers: [{ url }],
    security: [{ Auth: [] }],
    paths: {
      '/server/health': {
        get: {
          operationId: 'health',
          tags: ['Server'],
          security: [],
          responses: {
            200: {
              description: 'ok',
              content: {
                'application/json': { schema: { type: 'object', properties: { status: { type: 'string' } } } },
              },
            },
          },
        },
      },
      '/items/articles': get('readArticles', 'Items', list('Article')),
      '/items/articles/{id}': get('readArticle', 'Items', item('Article'), [path('id', { type: 'integer' })]),
      '/collections': get('getCollections', 'Collections', list('Collection')),
      '/collections/{collection}': get('getCollection', 'Collections', item('Collection'), [path('collection')]),
      '/fields/{collection}': get('getCollectionFields', 'Fields', list('Field'), [path('collection')]),
      '/fields/{collection}/{field}': get('getCollectionField', 'Fields', item('Field'), [
        path('collection'),
        path('field'),
      ]),
      '/files': get('getFiles', 'Files', list('File')),
      '/files/{id}': get('getFile', 'Files', item('File'), [path('id', { type: 'string', format: 'uuid' })]),
      '/presets': get('getPresets', 'Presets', list('Preset')),
      '/presets/{id}': get('getPreset', 'Presets', item('Preset'), [path('id', { type: 'integer' })]),
      '/users': get('getUsers', 'Users', list('User')),
      '/users/me': get('getMe', 'Users', item('User')),
      '/users/{id}': get('getUser', 'Users', item('User'), [path('id', { type: 'string', format: 'uuid' })]),
      '/roles': get('getRoles', 'Roles', list('Role')),
      '/roles/{id}': get('getRole', 'Roles', item('Role'), [path('id', { type: 'string', format: 'uuid' })]),
    },
    components: {
      securitySchemes: { Auth: { type: 'http', scheme: 'bearer' } },
      schemas: {
        Article: {
          type: 'object',
          properties: {
            id: { type: 'integer' },
            title: { type: 'string' },
            status: { type: 'string' },
            author: { type: 'string', format: 'uuid' },
          },
        },
        Collection: { type: 'object', properties: { collection: { type: 'string' }, meta: { type: 'object' } } },
        Field: {
          type: 'object',
          properties: { collection: { type: 'string' }, field: { type: 'string' }, type: { type: 'string' } },
        },
        File: { type: 'object', properties: { id: { type: 'string', format: 'uuid' }, title: { type: 'string' } } },
        Preset: { type: 'object', properties: { id: { type: 'integer' }, bookmark: { type: 'string' } } },
        User: {
          type: 'object',
          properties: { id: { type: 'string', format: 'uuid' }, email: { type: 'string' }, status: { type: 'string' } },
        },
        Role: { type: 'object', properties: { id: { type: 'string', format: 'uuid' }, name: { type: 'string' } } },
      },
    },
  };
}
