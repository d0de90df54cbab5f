// Issue 32's "done when" for generation: one OpenAPI document with a cookie session login, a binary upload and an
// OAuth2 client-credentials operation, generated and run against a real Express app (express-session, multer,
// @node-oauth/oauth2-server) with only the variables set, and every scenario passes.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from '@jest/globals';
import express from 'express';
import session from 'express-session';
import multer from 'multer';
import { parse } from 'yaml';
import type { RunResults } from '../../src/results/types.js';
import { loadtool } from '../helpers/cli.js';
import { CLIENT, mountOAuth2 } from '../helpers/oauth2-app.js';
import { schemaProject } from '../helpers/schema-project.js';
import { useServers } from '../helpers/servers.js';
import { serveOn } from '../helpers/schema-project.js';
import { useTempDirs } from '../helpers/temp-dir.js';

const servers = useServers();
const tempDir = useTempDirs();

const USER = { name: 'ada', password: 'a-member-password-to-mask' };
const ENV = { API_USER: USER.name, API_PASSWORD: USER.password, CLIENT_ID: CLIENT.id, CLIENT_SECRET: CLIENT.secret };

/** What the members' app saw: its logins, the sessions its pages were served under, the photos it received. */
interface MembersSeen {
  logins: number;
  pages: number;
  photos: Array<{ title: string; size: number; mimetype: string }>;
  deleted: number;
}

/** Starts the members' app: a session login, a page and photo uploads behind it, and reports behind OAuth2. */
async function startMembersApp() {
  const seen: MembersSeen = { logins: 0, pages: 0, photos: [], deleted: 0 };
  const app = express();
  const oauth = mountOAuth2(app);
  app.use(session({ secret: 'members', name: 'connect.sid', resave: false, saveUninitialized: false }));
  const member: express.RequestHandler = (request, response, next) => {
    if ((request.session as { user?: string }).user === undefined) response.status(401).json({ error: 'log in' });
    else next();
  };
  app.post('/login', express.json(), (request, response) => {
    const { username, password } = request.body as { username?: string; password?: string };
    if (username !== USER.name || password !== USER.password) {
      response.status(401).json({ error: 'bad credentials' });
      return;
    }
    seen.logins++;
    (request.session as { user?: string }).user = username;
    response.status(204).end();
  });
  app.get('/me', member, (request, response) => {
    seen.pages++;
    response.json({ user: (request.session as { user?: string }).user });
  });
  let photos = 0;
  app.post('/photos', member, multer({ storage: multer.memoryStorage() }).single('photo'), (request, response) => {
    const file = request.file;
    const title = (request.body as { title?: string }).title;
    if (!file || title === undefined) {
      response.status(400).json({ error: 'a photo and a title' });
      return;
    }
    seen.photos.push({ title, size: file.size, mimetype: file.mimetype });
    response.status(201).json({ id: `photo-${++photos}`, title });
  });
  app.delete('/photos/:id', member, (_request, response) => {
    seen.deleted++;
    response.status(204).end();
  });
  app.get('/openapi.json', (_request, response) => {
    response.json(MEMBERS_API);
  });
  const url = await serveOn(servers, app);
  return { url, seen, oauth: oauth.seen };
}

const json = (schema: object) => ({ 'application/json': { schema } });
const PHOTO = {
  type: 'object',
  required: ['id', 'title'],
  properties: { id: { type: 'string' }, title: { type: 'string' } },
};

const MEMBERS_API = {
  openapi: '3.0.3',
  info: { title: 'Members', version: '1' },
  security: [{ session: [] }],
  components: {
    securitySchemes: {
      session: { type: 'apiKey', in: 'cookie', name: 'connect.sid' },
      client: { type: 'oauth2', flows: { clientCredentials: { tokenUrl: '/oauth/token', scopes: {} } } },
    },
  },
  paths: {
    '/login': {
      post: {
        summary: 'Log in',
        security: [],
        requestBody: {
          required: true,
          content: json({
            type: 'object',
            required: ['username', 'password'],
            properties: { username: { type: 'string' }, password: { type: 'string' } },
          }),
        },
        responses: {
          '204': { description: 'the session starts', headers: { 'Set-Cookie': { schema: { type: 'string' } } } },
        },
      },
    },
    '/me': {
      get: {
        summary: 'My page',
        responses: {
          '200': { description: 'me', content: json({ type: 'object', properties: { user: { type: 'string' } } }) },
        },
      },
    },
    '/photos': {
      post: {
        summary: 'Upload a photo',
        requestBody: {
          required: true,
          content: {
            'multipart/form-data': {
              schema: {
                type: 'object',
                required: ['title', 'photo'],
                properties: { title: { type: 'string' }, photo: { type: 'string', format: 'binary' } },
              },
              encoding: { photo: { contentType: 'image/png' } },
            },
          },
        },
        responses: { '201': { description: 'created', content: json(PHOTO) } },
      },
    },
    '/photos/{id}': {
      delete: {
        summary: 'Delete a photo',
        parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }],
        responses: { '204': { description: 'deleted' } },
      },
    },
    '/reports': {
      get: {
        summary: 'List reports',
        security: [{ client: [] }],
        responses: {
          '200': {
            description: 'reports',
            content: json({ type: 'object', properties: { reports: { type: 'array', items: {} } } }),
          },
        },
      },
    },
  },
};

describe('a cookie login, an upload and an OAuth2 client in one document, generated and run', () => {
  it('writes scenarios that pass against the real app with only the variables set', async () => {
    const app = await startMembersApp();
    const dir = await tempDir();
    const project = await schemaProject(dir, {
      schemaUrl: `${app.url}/openapi.json`,
      baseUrl: app.url,
      plan: '# Plan\n\n## Performance\n\n- GET /me\n- POST /photos\n- GET /reports\n',
    });
    const generated = await project.generate([], ENV);
    expect(generated).toMatchObject({ code: 0 });
    expect(generated.stderr).toContain('set API_USER and API_PASSWORD, CLIENT_ID and CLIENT_SECRET in the environment');
    const yaml = parse(await project.yaml()) as {
      scenarios: Array<{ name: string; flow?: Array<Record<string, unknown>> }>;
    };
    const byName = new Map(yaml.scenarios.map((scenario) => [scenario.name, scenario]));
    expect([...byName.keys()].sort()).toEqual(['List reports', 'My page', 'Upload a photo']);
    expect(byName.get('My page')!.flow![0]).toMatchObject({ endpoint: 'POST /login', once: true });
    expect(byName.get('List reports')!.flow![0]).toMatchObject({ endpoint: 'POST /oauth/token', shared: true });

    const out = join(dir, 'out');
    const run = await loadtool(['run', project.output, '--out', out, '--users', '2', '--duration', '2s'], ENV);
    const results = JSON.parse(await readFile(join(out, 'results.json'), 'utf8')) as RunResults;
    const outcomes = Object.fromEntries(results.scenarios.map((scenario) => [scenario.name, scenario.outcome]));
    expect(outcomes).toEqual({ 'My page': 'passed', 'Upload a photo': 'passed', 'List reports': 'passed' });
    expect(run.code).toBe(0);
    // Every user logged in (its session cookie carried by its jar), each upload a valid PNG, one client token.
    expect(app.seen.logins).toBeGreaterThanOrEqual(2);
    expect(app.seen.pages).toBeGreaterThan(0);
    expect(app.seen.photos.length).toBeGreaterThan(0);
    for (const photo of app.seen.photos) expect(photo).toMatchObject({ mimetype: 'image/png' });
    expect(app.oauth.tokensIssued).toBe(1);
    // The secrets never reach the reports.
    const written = await readFile(join(out, 'results.json'), 'utf8');
    for (const secret of [USER.password, CLIENT.secret]) {
      expect(written).not.toContain(secret);
      expect(run.stdout + run.stderr).not.toContain(secret);
    }
  });
});
