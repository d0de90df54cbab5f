import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { parse } from 'yaml';
import { readK6 } from '../../src/import/k6.js';
import { importFlow } from '../../src/import/import-flow.js';
import { readPostman } from '../../src/import/postman.js';
import { loadtool } from '../helpers/cli.js';
import { useTempDirs } from '../helpers/temp-dir.js';

const tempDir = useTempDirs();

/** The written scenario of an imported journey, as data. */
function scenarioOf(text: string) {
  return (
    parse(text) as {
      baseUrl: string;
      scenarios: Array<Record<string, unknown> & { flow: Array<Record<string, unknown>> }>;
    }
  ).scenarios[0]!;
}

describe('Postman collections', () => {
  const collection = {
    info: { name: 'Shop', schema: 'https://schema.getpostman.com/json/collection/v2.0.0/collection.json' },
    auth: { type: 'apikey', apikey: { key: 'X-Api-Key', value: '{{apiKey}}', in: 'header' } },
    variable: [{ key: 'host', value: 'https://api.shop.test' }],
    item: [
      {
        name: 'Folder',
        item: [
          {
            name: 'Token',
            request: {
              method: 'POST',
              url: '{{host}}/oauth/token',
              body: {
                mode: 'urlencoded',
                urlencoded: [
                  { key: 'grant_type', value: 'client_credentials' },
                  { key: 'client_secret', value: '{{clientSecret}}' },
                  { key: 'off', value: 'x', disabled: true },
                ],
              },
            },
            event: [
              { listen: 'prerequest', script: { exec: ['pm.environment.set("clientSecret", "cs-live-77aa88")'] } },
              {
                listen: 'test',
                script: { exec: ['pm.collectionVariables.set("access", pm.response.json().access_token);'] },
              },
            ],
          },
        ],
      },
      {
        name: 'Orders',
        request: {
          method: 'GET',
          url: { raw: '{{host}}/orders/{{$guid}}?token={{access}}' },
          auth: { type: 'bearer', bearer: { token: '{{access}}' } },
        },
      },
    ],
  };
  const environment = {
    values: [
      { key: 'clientSecret', value: 'cs-live-77aa88', type: 'secret' },
      { key: 'apiKey', value: 'ak-123456' },
    ],
  };

  it('flattens folders, fills {{var}}, turns auth, forms and test scripts into the flow', () => {
    const journey = readPostman(collection, 'shop.json', { file: 'env.json', data: environment });
    const imported = importFlow(journey, { file: 'loadtool.yaml' });
    const scenario = scenarioOf(imported.text);
    expect(scenario.flow).toEqual([
      {
        name: 'Token',
        endpoint: 'POST /oauth/token',
        once: true,
        contentType: 'application/x-www-form-urlencoded',
        headers: { 'X-Api-Key': '${API_KEY}' },
        body: { grant_type: 'client_credentials', client_secret: '${CLIENT_SECRET}' },
        extract: { access: '$.access_token' },
      },
      {
        name: 'Orders',
        endpoint: 'GET /orders/{uuid}',
        params: { uuid: '${uuid}' },
        query: { token: '${access}' },
      },
    ]);
    expect(scenario.headers).toEqual({ Authorization: 'Bearer ${access}' });
    expect(imported.text).not.toContain('cs-live-77aa88');
    expect(imported.text).not.toContain('ak-123456');
    expect([...imported.variables.keys()].sort()).toEqual(['API_KEY', 'CLIENT_SECRET']);
    expect(imported.notes).toEqual([
      'Token: pre-request script line 1 is not imported: pm.environment.set("clientSecret", "cs-live-77aa88")',
    ]);
  });

  it('masks a secret that a script line quotes in what import prints', async () => {
    const dir = await tempDir();
    await writeFile(join(dir, 'c.json'), JSON.stringify(collection));
    await writeFile(join(dir, 'e.json'), JSON.stringify(environment));
    const result = await loadtool([
      'import',
      'postman',
      join(dir, 'c.json'),
      '--environment',
      join(dir, 'e.json'),
      '--out',
      join(dir, 'l.yaml'),
    ]);
    expect(result.code).toBe(0);
    expect(result.stdout).not.toContain('cs-live-77aa88');
    expect(result.stdout).toContain('pre-request script line 1 is not imported');
  });
});

describe('k6 scripts', () => {
  it('reads stages and thresholds, __ENV values, checks and res.json(), and reports the rest by line', () => {
    const script = [
      "import http from 'k6/http';",
      "import { check, sleep } from 'k6';",
      'export const options = {',
      "  stages: [{ duration: '10s', target: 5 }, { duration: '1m', target: 20 }, { duration: '10s', target: 0 }],",
      "  thresholds: { http_req_duration: ['p(90)<300', 'avg<100'], http_req_failed: ['rate<0.05'], iterations: ['count>10'] },",
      '  noConnectionReuse: true,',
      '};',
      'const HOST = __ENV.API_HOST;',
      'export default function () {',
      "  const res = http.post(HOST + '/session', { user: __ENV.USER_NAME, pass: __ENV.USER_PASS });",
      "  check(res, { 'ok': (r) => r.status === 201 });",
      "  const sid = res.json('session.id');",
      '  http.del(`${HOST}/session/${sid}`, null, { headers: { Authorization: `Token ${__ENV.API_TOKEN}` } });',
      '  sleep(2);',
      '  for (let i = 0; i < 3; i++) {}',
      '}',
    ].join('\n');
    const journey = readK6(script, 'load.js');
    expect(journey.notes).toEqual([
      'load.js:3: options.stages become 20 users for 80s with the first stage as the ramp-up: loadtool holds users steady after its ramp-up',
      'load.js:3: options.thresholds.iterations: "count>10" is not imported (http_req_duration percentiles, http_req_failed rate<x and checks rate>x are)',
      'load.js:3: options.noConnectionReuse is not imported (vus, duration, stages and thresholds are)',
      'load.js:15: for (let i = 0; i < 3; i++) {} is not imported: only http.* requests, check(), sleep() and values of res.json() are imported',
    ]);
    const imported = importFlow(journey, { file: 'loadtool.yaml' });
    const data = parse(imported.text) as { baseUrl: string };
    expect(data.baseUrl).toBe('${API_HOST}');
    const scenario = scenarioOf(imported.text);
    expect(scenario).toMatchObject({
      concurrentUsers: 20,
      duration: '80s',
      rampUp: '10s',
      thinkTime: '2s',
      thresholds: { p90: '300ms', mean: '100ms', errorRate: '5%' },
    });
    expect(scenario.flow).toEqual([
      {
        name: 'POST /session',
        endpoint: 'POST /session',
        once: true,
        contentType: 'application/x-www-form-urlencoded',
        body: { user: '${USER_NAME}', pass: '${USER_PASS}' },
        expect: { status: [201] },
        extract: { sid: '$.session.id' },
      },
      {
        name: 'DELETE /session/{sid}',
        endpoint: 'DELETE /session/{sid}',
        params: { sid: '${sid}' },
        headers: { Authorization: 'Token ${API_TOKEN}' },
      },
    ]);
    expect([...imported.variables.keys()]).toEqual(['API_HOST', 'USER_NAME', 'USER_PASS', 'API_TOKEN']);
  });
});
