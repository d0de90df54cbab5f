import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { parse, stringify } from 'yaml';
import { runLoadTest } from '../../../src/engine/run-load-test.js';
import { parseLoadTest } from '../../../src/loadtest/validate.js';
import type { RunResults } from '../../../src/results/types.js';
import { loadtool } from '../../helpers/cli.js';
import { CLIENT, startOAuth2App } from '../../helpers/oauth2-app.js';
import { performanceConfig } from '../../helpers/qa-config.js';
import { useServers } from '../../helpers/servers.js';
import { useTempDirs } from '../../helpers/temp-dir.js';

const servers = useServers();
const tempDir = useTempDirs();
const ENV = { CLIENT_ID: CLIENT.id, CLIENT_SECRET: CLIENT.secret };

/** A flow that gets a client-credentials token once for all its users, then lists the reports with it. */
function reportsFlow(baseUrl: string, extra: object = {}) {
  return parseLoadTest(
    stringify({
      version: 1,
      baseUrl,
      scenarios: [
        {
          name: 'List reports',
          concurrentUsers: 5,
          duration: '4s',
          ...extra,
          flow: [
            {
              name: 'Log in',
              endpoint: 'POST /oauth/token',
              once: true,
              shared: true,
              refreshOn: [401],
              contentType: 'application/x-www-form-urlencoded',
              body: 'grant_type=client_credentials&client_id=${CLIENT_ID}&client_secret=${CLIENT_SECRET}',
              extract: { token: '$.access_token' },
            },
            { name: 'List reports', endpoint: 'GET /reports', headers: { Authorization: 'Bearer ${token}' } },
          ],
        },
      ],
    }),
    'loadtool.yaml',
    { env: ENV },
  );
}

describe('an OAuth2 client-credentials token shared by the users (a real @node-oauth/oauth2-server)', () => {
  it('is fetched once for all the users of the scenario', async () => {
    const app = await startOAuth2App(servers);
    const run = await runLoadTest(reportsFlow(app.url), { env: ENV });
    const scenario = run.scenarios[0]!;
    expect(app.seen.tokensIssued).toBe(1);
    expect(scenario.steps![0]!.requests.total).toBe(1);
    expect(scenario.requests.failed).toBe(0);
    expect(app.seen.reports).toBe(scenario.requests.total);
  });

  it('is fetched again once for all when it expires (expires_in), before the server refuses it', async () => {
    // Tokens of 2 s: fetched again after 1.8 s, so about twice more in 4 s, whatever the number of users.
    const app = await startOAuth2App(servers, 2);
    const scenario = (await runLoadTest(reportsFlow(app.url), { env: ENV })).scenarios[0]!;
    expect(app.seen.tokensIssued).toBeGreaterThanOrEqual(2);
    expect(app.seen.tokensIssued).toBeLessThanOrEqual(4);
    expect(scenario.requests.failed).toBe(0);
  });

  it('is fetched again once for all when the server refuses it (refreshOn: [401])', async () => {
    const app = await startOAuth2App(servers, 3600, 20);
    const scenario = (await runLoadTest(reportsFlow(app.url), { env: ENV })).scenarios[0]!;
    // The five users got a 401 each with the revoked token, and the first of them fetched the one new token.
    expect(app.seen.tokensIssued).toBe(2);
    expect(app.seen.refused).toBeGreaterThan(0);
    expect(app.seen.refused).toBeLessThanOrEqual(5);
    expect(scenario.requests.ok).toBeGreaterThan(0);
  });

  it('is generated from the OpenAPI scheme, and the run passes with only CLIENT_ID and CLIENT_SECRET set', async () => {
    const app = await startOAuth2App(servers);
    const dir = await tempDir();
    const config = join(dir, 'qa.config.json');
    const output = join(dir, 'loadtool.yaml');
    const thresholds = { p99LatencyMs: 5000, okRequestPercent: 99 };
    await writeFile(
      config,
      JSON.stringify(
        performanceConfig('oauth', { baseUrl: app.url, schemaUrl: `${app.url}/openapi.json`, thresholds }),
      ),
    );
    const generate = await loadtool(['generate', '--config', config, '--plan', 'none', '-o', output], ENV);
    expect(generate).toMatchObject({ code: 0 });
    expect(generate.stderr).toContain('set CLIENT_ID and CLIENT_SECRET in the environment');
    const text = await readFile(output, 'utf8');
    expect(text).toContain("# set CLIENT_ID and CLIENT_SECRET in the environment: the OAuth2 client's id and secret");
    const written = parse(text) as { scenarios: Array<{ flow: Array<Record<string, unknown>> }> };
    expect(written.scenarios[0]!.flow[0]).toMatchObject({
      endpoint: 'POST /oauth/token',
      once: true,
      shared: true,
      body: 'grant_type=client_credentials&client_id=${CLIENT_ID}&client_secret=${CLIENT_SECRET}',
    });
    const out = join(dir, 'out');
    const run = await loadtool(['run', output, '--out', out, '--users', '3', '--duration', '2s'], ENV);
    const results = JSON.parse(await readFile(join(out, 'results.json'), 'utf8')) as RunResults;
    expect(results.scenarios.map((scenario) => [scenario.name, scenario.outcome])).toEqual([
      ['List reports', 'passed'],
    ]);
    expect(run.code).toBe(0);
    expect(app.seen.tokensIssued).toBe(1);
    // The secret never reaches the reports.
    expect(await readFile(join(out, 'results.json'), 'utf8')).not.toContain(CLIENT.secret);
    expect(run.stdout + run.stderr).not.toContain(CLIENT.secret);
  });
});
