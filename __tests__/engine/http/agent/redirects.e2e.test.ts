import { describe, expect, it } from '@jest/globals';
import { expectAccounted, loadTestOf, onlyScenario, runEngine } from '../../../helpers/engine-run.js';
import { useH2Servers } from '../../../helpers/h2-server.js';
import { useServers } from '../../../helpers/servers.js';
import { startSessionApp } from '../../../helpers/session-app.js';
import { triageResults } from '../../../../src/triage/triage.js';

// followRedirects against a real Express app (src/engine/http/agent/): each hop sent and counted, the last status
// judged, the chains that are not followed counted as `redirect`. Counts only: never latencies or timing order.

const servers = useServers();
const startH2 = useH2Servers();

/** A redirect chain through every status: a POST turned into a GET by the 302, then 303, 307 and 308. */
const CHAIN: Record<string, [number, string]> = {
  '/submit': [302, '/a'],
  '/a': [303, '/b'],
  '/b': [307, '/c'],
  '/c': [308, '/final'],
};

describe('followRedirects', () => {
  it('follows a 302 after a POST, then 303, 307 and 308: each hop counted, the POST a GET without its body', async () => {
    const app = await startSessionApp(servers, CHAIN);
    const results = await runEngine(
      loadTestOf(app.url, [
        {
          endpoint: 'POST /submit',
          body: { order: 42 },
          followRedirects: 4,
          expect: { status: [200], json: { '$.method': 'GET', '$.body': '', '$.contentType': null } },
          concurrentUsers: 2,
        },
      ]),
    );
    const scenario = onlyScenario(results);
    const { total } = scenario.requests;
    expect(total).toBeGreaterThan(0);
    expect(scenario.requests).toMatchObject({ ok: total, failed: 0, byStatus: { '200': total }, redirects: 4 * total });
    expectAccounted(scenario);
    // Every hop reached the server once per request; only the first carried the body.
    for (const path of ['/submit', '/a', '/b', '/c', '/final']) expect(app.hits(path)).toHaveLength(total);
    expect(new Set(app.hits('/submit').map(({ method, body }) => `${method} ${body}`))).toEqual(
      new Set(['POST {"order":42}']),
    );
    for (const path of ['/a', '/b', '/c', '/final'])
      for (const hop of app.hits(path)) expect(hop).toMatchObject({ method: 'GET', body: '', contentType: undefined });
  });

  it('keeps the method and the body on 307 and 308', async () => {
    const app = await startSessionApp(servers, { '/keep': [307, '/kept'], '/kept': [308, '/final'] });
    const results = await runEngine(
      loadTestOf(app.url, [
        {
          endpoint: 'PUT /keep',
          body: { name: 'ada' },
          followRedirects: 2,
          expect: { json: { '$.method': 'PUT', '$.body': '{"name":"ada"}', '$.contentType': 'application/json' } },
        },
      ]),
    );
    const scenario = onlyScenario(results);
    const { total } = scenario.requests;
    expect(scenario.requests).toMatchObject({ ok: total, failed: 0, redirects: 2 * total });
    expect(app.hits('/kept').every(({ method, body }) => method === 'PUT' && body === '{"name":"ada"}')).toBe(true);
  });

  it('keeps HEAD as HEAD on a 302, and resolves relative Locations against the request URL', async () => {
    const app = await startSessionApp(servers, {
      '/dir/start': [302, 'next?page=2'],
      '/dir/next': [301, '../final'],
    });
    const results = await runEngine(loadTestOf(app.url, [{ endpoint: 'HEAD /dir/start', followRedirects: 3 }]));
    const scenario = onlyScenario(results);
    const { total } = scenario.requests;
    expect(scenario.requests).toMatchObject({ ok: total, byStatus: { '200': total }, redirects: 2 * total });
    expect(app.hits('/dir/next')).toHaveLength(total);
    expect(app.hits('/final').map(({ method }) => method)).toEqual(Array(total).fill('HEAD'));
  });

  it('follows over HTTP/2 as over HTTP/1.1, the cookie the redirect set sent on the hop', async () => {
    const paths: string[] = [];
    const target = await startH2((stream, headers) => {
      const path = String(headers[':path']);
      paths.push(`${path} ${headers.cookie ?? '-'}`);
      if (path === '/start')
        stream.respond({ ':status': 302, location: '/end', 'set-cookie': 'sid=h2-session; Path=/' });
      else stream.respond({ ':status': headers.cookie === 'sid=h2-session' ? 200 : 401 });
      stream.end();
    });
    const scenario = onlyScenario(
      await runEngine(
        loadTestOf(target.url, [
          { endpoint: 'GET /start', protocol: 'h2', followRedirects: 1, cookies: 'on', concurrentUsers: 2 },
        ]),
      ),
    );
    const { total } = scenario.requests;
    expect(total).toBeGreaterThan(0);
    expect(scenario.requests).toMatchObject({ ok: total, byStatus: { '200': total }, redirects: total });
    // Each user's first /start carries no cookie; every later request of a user carries the one it was set.
    expect(paths.filter((line) => line === '/start -')).toHaveLength(2);
    expect(paths.filter((line) => line === '/end sid=h2-session')).toHaveLength(total);
    expect(paths).toHaveLength(2 * total);
  });

  it('judges a redirect as the answer with followRedirects 0, the default: nothing followed, nothing counted', async () => {
    const app = await startSessionApp(servers, CHAIN);
    const scenario = onlyScenario(await runEngine(loadTestOf(app.url, [{ endpoint: 'POST /submit', body: {} }])));
    const { total } = scenario.requests;
    expect(scenario.requests).toMatchObject({ ok: total, byStatus: { '302': total } });
    expect(scenario.requests.redirects).toBeUndefined();
    expect(app.hits('/a')).toHaveLength(0);
  });

  it('judges the last status: a chain that ends in a 404 fails as http4xx', async () => {
    const app = await startSessionApp(servers, { '/gone': [301, '/nowhere'] });
    const scenario = onlyScenario(
      await runEngine(loadTestOf(app.url, [{ endpoint: 'GET /gone', followRedirects: 1 }])),
    );
    const { total } = scenario.requests;
    expect(scenario.requests).toMatchObject({
      failed: total,
      byCategory: { http4xx: total },
      byStatus: { '404': total },
    });
    expect(scenario.requests.redirects).toBe(total);
  });

  it('fails a loop as redirect, naming it, after sending each request of it once', async () => {
    const app = await startSessionApp(servers, { '/loop-a': [302, '/loop-b'], '/loop-b': [302, '/loop-a'] });
    const loadTest = loadTestOf(app.url, [{ endpoint: 'GET /loop-a', followRedirects: 10 }]);
    const scenario = onlyScenario(triageResults(await runEngine(loadTest), loadTest));
    const { total } = scenario.requests;
    expect(total).toBeGreaterThan(0);
    expect(scenario.requests).toMatchObject({ ok: 0, failed: total, byCategory: { redirect: total }, byStatus: {} });
    // /loop-a → /loop-b is followed; /loop-b → /loop-a would send the first request again.
    expect(scenario.requests.redirects).toBe(total);
    expect(app.hits('/loop-a')).toHaveLength(total);
    expect(app.hits('/loop-b')).toHaveLength(total);
    const sample = scenario.samples?.find(({ category }) => category === 'redirect');
    expect(sample?.reason).toContain('a redirect loop');
    expect(sample?.reason).toContain('/loop-a');
    // The triage names the category and quotes the reason.
    expect(scenario.triage?.category).toBe('client-errors');
    expect(scenario.triage?.evidence).toContain('ended at a redirect that was not followed: a redirect loop');
  });

  it('fails a chain longer than followRedirects as redirect, having followed followRedirects hops', async () => {
    const app = await startSessionApp(servers, {
      '/long/1': [302, '/long/2'],
      '/long/2': [302, '/long/3'],
      '/long/3': [302, '/long/4'],
      '/long/4': [302, '/final'],
    });
    const scenario = onlyScenario(
      await runEngine(loadTestOf(app.url, [{ endpoint: 'GET /long/1', followRedirects: 2 }])),
    );
    const { total } = scenario.requests;
    expect(scenario.requests).toMatchObject({ failed: total, byCategory: { redirect: total }, redirects: 2 * total });
    for (const path of ['/long/1', '/long/2', '/long/3']) expect(app.hits(path)).toHaveLength(total);
    expect(app.hits('/long/4')).toHaveLength(0);
    const reason = scenario.samples?.find(({ category }) => category === 'redirect')?.reason;
    expect(reason).toContain('followRedirects: 2');
    expect(reason).toContain('raise followRedirects');
  });

  it('refuses another origin without crossOrigin: true, saying what to set, and sends it nothing', async () => {
    const other = await startSessionApp(servers);
    const app = await startSessionApp(servers, { '/away': [302, `${other.url}/other`] });
    const scenario = onlyScenario(
      await runEngine(loadTestOf(app.url, [{ endpoint: 'GET /away', followRedirects: 3 }])),
    );
    const { total } = scenario.requests;
    expect(scenario.requests).toMatchObject({ failed: total, byCategory: { redirect: total } });
    expect(scenario.requests.redirects).toBeUndefined();
    expect(other.seen).toHaveLength(0);
    const reason = scenario.samples?.find(({ category }) => category === 'redirect')?.reason;
    expect(reason).toContain(`another origin (${other.url})`);
    expect(reason).toContain('set crossOrigin: true');
  });

  it('follows another origin with crossOrigin: true, there and back, without the first origin’s Authorization', async () => {
    const first: Record<string, [number, string]> = {};
    const away = await startSessionApp(servers, first);
    const other = await startSessionApp(servers, { '/there': [307, `${away.url}/final`] });
    first['/away'] = [302, `${other.url}/there`];
    const scenario = onlyScenario(
      await runEngine(
        loadTestOf(away.url, [
          {
            endpoint: 'GET /away',
            headers: { Authorization: 'Bearer first-origin-token' },
            followRedirects: 2,
            crossOrigin: true,
            concurrentUsers: 2,
          },
        ]),
      ),
    );
    const { total } = scenario.requests;
    expect(total).toBeGreaterThan(0);
    expect(scenario.requests).toMatchObject({ ok: total, failed: 0, byStatus: { '200': total }, redirects: 2 * total });
    expect(away.hits('/away')).toHaveLength(total);
    expect(away.hits('/away').every(({ authorization }) => authorization === 'Bearer first-origin-token')).toBe(true);
    expect(other.hits('/there')).toHaveLength(total);
    // Back on the first origin after the foreign one: the token, dropped on leaving, is not sent again.
    expect(away.hits('/final')).toHaveLength(total);
    for (const hop of [...other.seen, ...away.hits('/final')]) expect(hop.authorization).toBeUndefined();
  });
});
