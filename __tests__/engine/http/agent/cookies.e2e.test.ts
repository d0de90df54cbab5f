import { describe, expect, it } from '@jest/globals';
import { runLoadTest } from '../../../../src/engine/run-load-test.js';
import type { ScenarioResult } from '../../../../src/results/types.js';
import { expectAccounted, loadTestOf, onlyScenario, runEngine } from '../../../helpers/engine-run.js';
import { scriptLoadTest, scriptsOf, stepNamed } from '../../../helpers/script-engine.js';
import { useServers } from '../../../helpers/servers.js';
import { startSessionApp, type SessionApp } from '../../../helpers/session-app.js';

// Each virtual user's cookie jar (src/engine/http/agent/) against a real Express app with express-session: a form
// login sets the session cookie, `GET /me` answers 401 without it. Counts only: never latencies or timing order.

const servers = useServers();

const LOGIN = {
  name: 'Log in',
  endpoint: 'POST /login',
  once: true,
  contentType: 'application/x-www-form-urlencoded',
  body: { user: 'ada', password: 'correct horse' },
};
const ME = { name: 'Me', endpoint: 'GET /me', expect: { status: [200] } };

/** Returns the step of that name of a flow's results. */
function stepOf(scenario: ScenarioResult, name: string): ScenarioResult {
  const found = scenario.steps?.find((step) => step.name === name);
  expect(found).toBeDefined();
  return found!;
}

/** Returns the sessions the app served the requests of `path` under, those without one left out. */
function sessionsAt(app: SessionApp, path: string): Set<string> {
  return new Set(app.hits(path).flatMap(({ session }) => (session === undefined ? [] : [session])));
}

describe('cookies', () => {
  it('keeps each flow user logged in by its session cookie, by default: N users, N sessions', async () => {
    const app = await startSessionApp(servers);
    const scenario = onlyScenario(
      await runEngine(
        loadTestOf(app.url, [{ endpoint: undefined, flow: [LOGIN, ME], concurrentUsers: 3, duration: '2s' }]),
      ),
    );
    const login = stepOf(scenario, 'Log in');
    const me = stepOf(scenario, 'Me');
    // One login per user, answered by its 302 (not followed: followRedirects is 0).
    expect(login.requests).toMatchObject({ total: 3, ok: 3, byStatus: { '302': 3 } });
    expect(app.logins.size).toBe(3);
    // Every iteration was logged in: the server saw the cookie on each /me, and the three sessions only.
    expect(me.requests.total).toBeGreaterThan(0);
    expect(me.requests).toMatchObject({ ok: me.requests.total, failed: 0, byStatus: { '200': me.requests.total } });
    expect(app.hits('/me')).toHaveLength(me.requests.total);
    expect(app.hits('/me').every(({ session }) => session !== undefined && app.logins.has(session))).toBe(true);
    expect(sessionsAt(app, '/me')).toEqual(app.logins);
    expect(scenario.requests).toMatchObject({ ok: me.requests.total, failed: 0 });
    for (const figures of [scenario, login, me]) expectAccounted(figures);
    // The cookie is the user's secret: no trace of it in the results.
    const cookies = app.hits('/me').map(({ cookie }) => cookie!.split('=')[1]!);
    const text = JSON.stringify(scenario);
    for (const cookie of cookies) expect(text).not.toContain(cookie);
  });

  it('sends no cookie with cookies: off: every /me is a 401, the login notwithstanding', async () => {
    const app = await startSessionApp(servers);
    const scenario = onlyScenario(
      await runEngine(
        loadTestOf(app.url, [{ endpoint: undefined, flow: [LOGIN, ME], cookies: 'off', concurrentUsers: 2 }]),
      ),
    );
    const me = stepOf(scenario, 'Me');
    expect(app.logins.size).toBe(2);
    expect(me.requests.total).toBeGreaterThan(0);
    expect(me.requests).toMatchObject({ ok: 0, byStatus: { '401': me.requests.total } });
    expect(app.hits('/me').every(({ cookie }) => cookie === undefined)).toBe(true);
  });

  it('keeps the cookie a redirect sets and sends it on the hop: a login answered by 302 + Set-Cookie, followed', async () => {
    const app = await startSessionApp(servers);
    const scenario = onlyScenario(
      await runEngine(
        loadTestOf(app.url, [
          {
            endpoint: undefined,
            flow: [{ ...LOGIN, followRedirects: 1, expect: { status: [200], json: { '$.user': 'ada' } } }, ME],
            concurrentUsers: 2,
          },
        ]),
      ),
    );
    const login = stepOf(scenario, 'Log in');
    const me = stepOf(scenario, 'Me');
    // The login's last status is the hop's 200, with the user the new session knows.
    expect(login.requests).toMatchObject({ total: 2, ok: 2, byStatus: { '200': 2 }, redirects: 2 });
    expect(app.logins.size).toBe(2);
    expect(app.hits('/me')).toHaveLength(2 + me.requests.total);
    expect(app.hits('/me').every(({ session }) => session !== undefined && app.logins.has(session))).toBe(true);
    expect(me.requests).toMatchObject({ ok: me.requests.total, failed: 0 });
  });

  it('gives a single-request scenario a jar with cookies: on, after the Cookie header it writes itself', async () => {
    const app = await startSessionApp(servers);
    const scenario = onlyScenario(
      await runEngine(
        loadTestOf(app.url, [
          { endpoint: 'GET /visit', cookies: 'on', headers: { Cookie: 'theme=dark' }, concurrentUsers: 2 },
        ]),
      ),
    );
    const { total } = scenario.requests;
    expect(total).toBeGreaterThan(2);
    expect(app.hits('/visit')).toHaveLength(total);
    // Each user's first request carries only its own cookie; every later one the session's after it.
    const cookies = app.hits('/visit').map(({ cookie }) => cookie);
    expect(cookies.filter((cookie) => cookie === 'theme=dark')).toHaveLength(2);
    expect(cookies.filter((cookie) => /^theme=dark; connect\.sid=[^;]+$/.test(cookie ?? ''))).toHaveLength(total - 2);
    expect(sessionsAt(app, '/visit').size).toBe(2);
  });

  it('sends a cookie by RFC 6265: not a Secure one over http, not one for another path, not an expired one', async () => {
    const app = await startSessionApp(servers);
    const scenario = onlyScenario(await runEngine(loadTestOf(app.url, [{ endpoint: 'GET /flavours', cookies: 'on' }])));
    const { total } = scenario.requests;
    expect(total).toBeGreaterThan(1);
    const cookies = app.hits('/flavours').map(({ cookie }) => cookie);
    expect(cookies).toEqual([undefined, ...Array.from({ length: total - 1 }, () => 'plain=yes')]);
  });

  it('keeps no cookie for a single request by default: each request starts a session of its own', async () => {
    const app = await startSessionApp(servers);
    const scenario = onlyScenario(await runEngine(loadTestOf(app.url, [{ endpoint: 'GET /visit' }])));
    expect(scenario.requests.total).toBeGreaterThan(1);
    expect(app.hits('/visit').every(({ cookie }) => cookie === undefined)).toBe(true);
  });

  it('masks the user’s cookie values in a sample of a body that echoes them', async () => {
    const app = await startSessionApp(servers);
    const echo = { name: 'Echo', endpoint: 'GET /echo' };
    const scenario = onlyScenario(
      await runEngine(loadTestOf(app.url, [{ endpoint: undefined, flow: [{ ...LOGIN, followRedirects: 1 }, echo] }])),
    );
    const step = stepOf(scenario, 'Echo');
    expect(step.requests.byStatus['500']).toBe(step.requests.total);
    const sample = step.samples?.find(({ status }) => status === 500);
    expect(sample?.body).toBe('you sent: connect.sid=***');
    const value = app.hits('/echo')[0]!.cookie!.split('=')[1]!;
    expect(JSON.stringify(scenario)).not.toContain(value);
  });

  it('keeps a script user’s session by default, the once login followed through its 302', async () => {
    const app = await startSessionApp(servers);
    const run = await runLoadTest(scriptLoadTest(app.url, 'session-login', { concurrentUsers: 2 }), {
      env: {},
      scripts: await scriptsOf('session-login'),
    });
    const [scenario] = run.scenarios;
    const login = stepNamed(scenario!, 'Log in', true);
    const me = stepNamed(scenario!, 'Me');
    expect(login.requests).toMatchObject({ total: 2, ok: 2, byStatus: { '200': 2 }, redirects: 2 });
    expect(app.logins.size).toBe(2);
    expect(me.requests.total).toBeGreaterThan(0);
    expect(me.requests).toMatchObject({ ok: me.requests.total, failed: 0 });
    // Iterations are the script's calls: the last one the end cuts is not counted, its request is.
    expect(scenario!.requests.failed).toBe(0);
    expect(scenario!.requests.ok).toBeGreaterThan(0);
    expect(sessionsAt(app, '/me')).toEqual(app.logins);
    expect(app.hits('/me')).toHaveLength(2 + me.requests.total);
  });
});
