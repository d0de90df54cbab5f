import type { Server } from 'node:http';
import express, { type Express } from 'express';
import { serveOn } from './schema-project.js';
import OAuth2Server, { Request, Response, type Token } from '@node-oauth/oauth2-server';

/** The client the OAuth2 server knows: the id and secret a load test must send. */
export const CLIENT = { id: 'reports-client', secret: 'a-client-secret-long-enough-to-mask' };

/** What the app saw: the tokens it issued, the reports it served, and the requests it refused. */
export interface OAuth2Seen {
  tokensIssued: number;
  reports: number;
  refused: number;
}

/**
 * Mounts a real OAuth2 server (@node-oauth/oauth2-server) on `app`: `POST /oauth/token` grants client credentials for
 * CLIENT, its tokens living `lifetimeSeconds`, and `GET /reports` answers only with a valid bearer token (after
 * `revokeAfter` reports, when given, every token issued so far is forgotten, once). Returns what it saw.
 */
export function mountOAuth2(app: Express, lifetimeSeconds = 3600, revokeAfter = 0) {
  const seen: OAuth2Seen = { tokensIssued: 0, reports: 0, refused: 0 };
  const tokens = new Map<string, Token>();
  const client = { id: CLIENT.id, grants: ['client_credentials'] };
  const oauth = new OAuth2Server({
    accessTokenLifetime: lifetimeSeconds,
    model: {
      getClient: (id: string, secret: string) =>
        Promise.resolve(id === CLIENT.id && secret === CLIENT.secret ? client : undefined),
      getUserFromClient: () => Promise.resolve({ id: 'service' }),
      saveToken: (token: Token) => {
        seen.tokensIssued++;
        const saved = { ...token, client, user: { id: 'service' } };
        tokens.set(token.accessToken, saved);
        return Promise.resolve(saved);
      },
      getAccessToken: (accessToken: string) => Promise.resolve(tokens.get(accessToken)),
    },
  });
  app.post('/oauth/token', express.urlencoded({ extended: false }), (request, response) => {
    const answer = new Response(response);
    oauth
      .token(new Request(request), answer)
      .then(() =>
        response
          .set(answer.headers)
          .status(answer.status ?? 200)
          .json(answer.body),
      )
      .catch((error: unknown) => {
        const { code, name } = error as { code?: number; name?: string };
        response.status(code ?? 500).json({ error: name ?? 'server_error' });
      });
  });
  app.get('/reports', (request, response) => {
    oauth
      .authenticate(new Request(request), new Response(response))
      .then(() => {
        // The server forgets its tokens once, after that many reports: every client must fetch a new one.
        if (++seen.reports === revokeAfter) tokens.clear();
        response.json({ reports: [{ id: 1, title: 'Q3' }] });
      })
      .catch(() => {
        seen.refused++;
        response.status(401).json({ error: 'invalid_token' });
      });
  });
  return { seen };
}

/**
 * Starts an Express app with mountOAuth2's routes on 127.0.0.1 port 0, and `GET /openapi.json` documenting them with
 * an `oauth2` scheme whose flow is clientCredentials. Pushed onto `servers` to be closed.
 */
export async function startOAuth2App(servers: Server[], lifetimeSeconds = 3600, revokeAfter = 0) {
  const app = express();
  const { seen } = mountOAuth2(app, lifetimeSeconds, revokeAfter);
  app.get('/openapi.json', (_request, response) => {
    response.json(OPENAPI);
  });
  const url = await serveOn(servers, app);
  return { url, seen };
}

const OPENAPI = {
  openapi: '3.0.3',
  info: { title: 'Reports', version: '1' },
  security: [{ client: [] }],
  components: {
    securitySchemes: {
      client: { type: 'oauth2', flows: { clientCredentials: { tokenUrl: '/oauth/token', scopes: {} } } },
    },
  },
  paths: {
    '/reports': {
      get: {
        summary: 'List reports',
        responses: {
          '200': {
            description: 'The reports',
            content: {
              'application/json': {
                schema: {
                  type: 'object',
                  required: ['reports'],
                  properties: { reports: { type: 'array', items: { type: 'object' } } },
                },
              },
            },
          },
        },
      },
    },
  },
};
