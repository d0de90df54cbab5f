import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express, { type Request } from 'express';
import session from 'express-session';
import type { useServers } from './servers.js';

declare module 'express-session' {
  interface SessionData {
    user?: string;
    views?: number;
  }
}

/** The password the app's login takes. */
export const PASSWORD = 'correct horse';

/** One request as the app saw it: enough to tell what the engine sent on each hop. */
export interface Seen {
  method: string;
  path: string;
  body: string;
  contentType: string | undefined;
  cookie: string | undefined;
  authorization: string | undefined;
  /** The express-session id the request was served under, when it carried a valid session cookie. */
  session: string | undefined;
}

/** A running app and what it saw. */
export interface SessionApp {
  url: string;
  seen: Seen[];
  /** The requests of a path (query left out) it saw. */
  hits(path: string): Seen[];
  /** The sessions the app created by a login, by id. */
  logins: Set<string>;
}

/**
 * Starts an Express app on 127.0.0.1:0 with real middleware: express-session (its memory store, its signed
 * `connect.sid` cookie), a form login (`POST /login` sets the session and answers 302 to /me), `GET /me` (401 without
 * a session), `GET /visit` (a session for anyone, its views counted), `GET /flavours` (a plain cookie, a Secure one,
 * one for another path and an expired one), `GET /echo` (a 500 whose body echoes the Cookie header) and the redirects
 * of `redirects` (path → [status, Location], read at each request). `/final` echoes the method, content type and body
 * it got; `/other` is a plain 200.
 */
export async function startSessionApp(
  servers: ReturnType<typeof useServers>,
  redirects: Record<string, [number, string]> = {},
): Promise<SessionApp> {
  const seen: Seen[] = [];
  const logins = new Set<string>();
  const app = express();
  app.use(express.text({ type: '*/*' }));
  app.use(
    session({
      secret: 'a test secret',
      name: 'connect.sid',
      resave: false,
      saveUninitialized: false,
      cookie: { httpOnly: true, sameSite: 'lax' },
    }),
  );
  app.use((request, _response, next) => {
    seen.push({
      method: request.method,
      path: request.path,
      body: typeof request.body === 'string' ? request.body : '',
      contentType: request.headers['content-type'],
      cookie: request.headers.cookie,
      authorization: request.headers.authorization,
      session:
        request.session.user === undefined && request.session.views === undefined ? undefined : request.sessionID,
    });
    next();
  });
  // Read at each request, so that a test can point an app at another started after it.
  app.use((request, response, next) => {
    const redirect = Object.hasOwn(redirects, request.path) ? redirects[request.path] : undefined;
    if (redirect === undefined) next();
    else response.redirect(redirect[0], redirect[1]);
  });
  app.post('/login', (request, response) => {
    const form = new URLSearchParams(typeof request.body === 'string' ? request.body : '');
    if (form.get('user') !== 'ada' || form.get('password') !== PASSWORD) {
      response.status(401).json({ error: 'wrong user or password' });
      return;
    }
    request.session.regenerate(() => {
      request.session.user = 'ada';
      logins.add(request.sessionID);
      response.redirect(302, '/me');
    });
  });
  app.get('/me', (request, response) => {
    if (request.session.user === undefined) response.status(401).json({ error: 'log in first' });
    else response.json({ user: request.session.user });
  });
  app.get('/visit', (request, response) => {
    request.session.views = (request.session.views ?? 0) + 1;
    response.json({ views: request.session.views });
  });
  app.get('/flavours', (_request, response) => {
    response.cookie('plain', 'yes');
    response.cookie('secure', 'yes', { secure: true });
    response.cookie('scoped', 'yes', { path: '/elsewhere' });
    response.cookie('expired', 'yes', { expires: new Date(0) });
    response.json({ ok: true });
  });
  app.get('/echo', (request, response) => {
    response
      .status(500)
      .type('text/plain')
      .send(`you sent: ${request.headers.cookie ?? 'no cookie'}`);
  });
  const echo = (request: Request) => ({
    method: request.method,
    contentType: request.headers['content-type'] ?? null,
    body: typeof request.body === 'string' ? request.body : '',
  });
  app.all('/final', (request, response) => {
    response.json(echo(request));
  });
  app.all('/other', (_request, response) => {
    response.json({ ok: true });
  });
  const server: Server = app.listen(0, '127.0.0.1');
  servers.push(server);
  await new Promise<void>((resolve) => server.once('listening', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    seen,
    hits: (path) => seen.filter((one) => one.path === path),
    logins,
  };
}
