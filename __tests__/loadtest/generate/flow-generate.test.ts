import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { parse } from 'yaml';
import { parseLoadTest } from '../../../src/loadtest/validate.js';
import { prepareLoadTest, writeLoadTest } from '../../../src/pipeline/stages/generate-stage.js';
import { readScope } from '../../../src/plan/read-scope.js';
import { performanceConfig } from '../../helpers/qa-config.js';
import { useTempDirs } from '../../helpers/temp-dir.js';

// Generation writes a login flow when the API logs in with a password (an OAuth2 password flow, or a bearer scheme
// with a login operation) and the plan names the credentials variables; without them it writes the header as before.

const tempDir = useTempDirs();

interface Step {
  name: string;
  endpoint: string;
  once?: boolean;
  shared?: boolean;
  refreshOn?: number[];
  body?: unknown;
  contentType?: string;
  headers?: Record<string, string>;
  params?: Record<string, unknown>;
  extract?: Record<string, unknown>;
}
interface GeneratedYaml {
  defaults?: { headers?: Record<string, string> };
  scenarios: Array<{ name: string; endpoint?: string; flow?: Step[]; headers?: Record<string, string> }>;
}

const PET = `{ type: object, required: [id, name], properties: { id: { type: string, format: uuid }, name: { type: string } } }`;

/** An OpenAPI document with the given security scheme, requirement and extra paths. */
function document(scheme: string, extraPaths = '', security = 'security: [{ auth: [] }]') {
  return `openapi: 3.0.3
info: { title: Shop, version: '1' }
${security}
components:
  securitySchemes:
    auth: ${scheme}
paths:
  /pets:
    get:
      summary: List pets
      responses:
        '200': { description: ok, content: { application/json: { schema: { type: array, items: ${PET} } } } }
  /pets/{petId}:
    get:
      summary: Get pet
      parameters: [{ name: petId, in: path, required: true, schema: { type: string, format: uuid } }]
      responses:
        '200': { description: ok, content: { application/json: { schema: ${PET} } } }
  /health:
    get:
      summary: Health
      security: []
      responses: { '200': { description: ok } }
${extraPaths}`;
}

const OAUTH2_PASSWORD = `{ type: oauth2, flows: { password: { tokenUrl: /oauth/token, scopes: {} } } }`;
const BEARER = `{ type: http, scheme: bearer }`;
const LOGIN_OPERATION = `  /auth/login:
    post:
      summary: Log in
      security: []
      requestBody:
        required: true
        content:
          application/json:
            schema:
              type: object
              required: [email, password]
              properties: { email: { type: string, format: email }, password: { type: string } }
      responses:
        '200':
          description: ok
          content: { application/json: { schema: { type: object, properties: { jwt: { type: string } } } } }
`;

/** Returns loadtool.yaml generated from `schema` with an empty scope plus `planLines`, parsed and as text. */
async function generated(schema: string, planLines = '', dir?: string) {
  const text = (await prepared(schema, planLines, dir)).prepared.render();
  return { text, data: parse(text) as GeneratedYaml };
}

/** Returns generation prepared in `dir` (a new temporary directory when not given), not yet written. */
async function prepared(schema: string, planLines = '', dir?: string) {
  dir ??= await tempDir();
  await writeFile(join(dir, 'openapi.yaml'), schema);
  await writeFile(
    join(dir, 'qa.config.json'),
    JSON.stringify(
      performanceConfig('flows', {
        baseUrl: 'http://127.0.0.1:3000',
        schemaUrl: './openapi.yaml',
        thresholds: { p99LatencyMs: 1000, okRequestPercent: 99 },
      }),
    ),
  );
  await writeFile(join(dir, 'qa-plan.md'), `# Plan\n\n## Performance\n\nDuration: 5s\n\n${planLines}\n`);
  return {
    dir,
    prepared: await prepareLoadTest({
      config: join(dir, 'qa.config.json'),
      plan: join(dir, 'qa-plan.md'),
      output: join(dir, 'loadtool.yaml'),
    }),
  };
}

describe('the plan names the credentials variables', () => {
  it.each([
    'Login: ${SHOP_USER} / ${SHOP_PASSWORD}',
    'credentials: SHOP_USER, SHOP_PASSWORD',
    'Log in with SHOP_USER and SHOP_PASSWORD',
  ])('reads %s', (line) => {
    const scope = readScope(`# Plan\n\n## Performance\n\n${line}\n`, 'qa-plan.md');
    expect(scope.defaults).toEqual({ credentials: { user: 'SHOP_USER', password: 'SHOP_PASSWORD' } });
  });
});

describe('generation of a login flow', () => {
  it('turns each scenario that needs an OAuth2 password token into a flow: a once login with a form body, then the request', async () => {
    const { data, text } = await generated(document(OAUTH2_PASSWORD), 'Login: ${SHOP_USER} / ${SHOP_PASSWORD}');
    expect(data.defaults?.headers ?? {}).toEqual({});
    expect(text).not.toContain('API_TOKEN');
    const list = data.scenarios.find((s) => s.name === 'List pets')!;
    expect(list.endpoint).toBeUndefined();
    expect(list.flow).toEqual([
      {
        name: 'Log in',
        endpoint: 'POST /oauth/token',
        once: true,
        refreshOn: [401],
        contentType: 'application/x-www-form-urlencoded',
        body: 'grant_type=password&username=${SHOP_USER}&password=${SHOP_PASSWORD}',
        extract: { token: '$.access_token' },
      },
      { name: 'List pets', endpoint: 'GET /pets', headers: { Authorization: 'Bearer ${token}' } },
    ]);
    // What is written is a valid load test: the login runs once per user, the request is the measured step.
    const parsed = parseLoadTest(text, 'loadtool.yaml').scenarios.find((s) => s.name === 'List pets')!;
    expect(parsed.flow!.map((step) => [step.endpoint, step.once, step.refreshOn, step.extract])).toEqual([
      ['POST /oauth/token', true, [401], [expect.objectContaining({ name: 'token', path: '$.access_token' })]],
      ['GET /pets', false, undefined, []],
    ]);
    // An operation that declares no security stays a single request, without the header.
    const health = data.scenarios.find((s) => s.name === 'Health')!;
    expect(health).toMatchObject({ endpoint: 'GET /health' });
    expect(health.flow).toBeUndefined();
  });

  it('logs in with the login operation of a bearer scheme: its JSON body, extracting the token property', async () => {
    const { data, text } = await generated(document(BEARER, LOGIN_OPERATION), 'Credentials: SHOP_USER / SHOP_PASSWORD');
    expect(() => parseLoadTest(text, 'loadtool.yaml')).not.toThrow();
    const get = data.scenarios.find((s) => s.name === 'Get pet')!;
    expect(get.flow![0]).toEqual({
      name: 'Log in',
      endpoint: 'POST /auth/login',
      once: true,
      refreshOn: [401],
      body: { email: '${SHOP_USER}', password: '${SHOP_PASSWORD}' },
      extract: { token: '$.jwt' },
    });
    // The id comes from the list, fetched once with the token after the login: the data source needs the login too.
    expect(get.flow![1]).toEqual({
      name: 'List pets',
      endpoint: 'GET /pets',
      once: true,
      headers: { Authorization: 'Bearer ${token}' },
      extract: { petId: '$[*].id' },
    });
    expect(get.flow![2]).toEqual({
      name: 'Get pet',
      endpoint: 'GET /pets/{petId}',
      params: { petId: '${petId}' },
      headers: { Authorization: 'Bearer ${token}' },
    });
  });

  it('posts to an absolute token URL under the base URL by its path below the server prefix', async () => {
    const schema = document(
      `{ type: oauth2, flows: { password: { tokenUrl: 'https://shop.example/api/v1/oauth/token', scopes: {} } } }`,
    ).replace('paths:', 'servers: [{ url: https://shop.example/api/v1 }]\npaths:');
    const { data } = await generated(schema, 'Login: ${SHOP_USER} / ${SHOP_PASSWORD}');
    expect(data.scenarios[0]!.flow![0]).toMatchObject({ endpoint: 'POST /oauth/token' });
  });

  it('logs in with API_USER and API_PASSWORD when the plan names no credentials, and says so on the login step', async () => {
    for (const schema of [document(OAUTH2_PASSWORD), document(BEARER, LOGIN_OPERATION)]) {
      const { data, text } = await generated(schema);
      expect(data.defaults?.headers ?? {}).toEqual({});
      expect(text).not.toContain('API_TOKEN');
      const list = data.scenarios.find((s) => s.name === 'List pets')!;
      expect(JSON.stringify(list.flow![0]!.body)).toMatch(/\$\{API_USER\}.*\$\{API_PASSWORD\}/);
      expect(text).toContain('# set API_USER and API_PASSWORD in the environment');
      expect(() => parseLoadTest(text, 'loadtool.yaml')).not.toThrow();
    }
    const { prepared: generation } = await prepared(document(BEARER, LOGIN_OPERATION));
    expect(generation.notes).toContainEqual(expect.stringMatching(/set API_USER and API_PASSWORD in the environment/));
  });

  it('keeps the header when a bearer scheme has no login operation, even with credentials in the plan', async () => {
    const { data } = await generated(document(BEARER), 'Login: ${SHOP_USER} / ${SHOP_PASSWORD}');
    expect(data.defaults?.headers).toEqual({ Authorization: 'Bearer ${API_TOKEN}' });
    expect(data.scenarios.every((s) => s.flow === undefined)).toBe(true);
  });

  it('regenerates over a hand edit of a flow: the edit is kept, and the table shows the request each flow measures', async () => {
    const schema = document(BEARER, LOGIN_OPERATION);
    const first = await prepared(schema, 'Login: ${SHOP_USER} / ${SHOP_PASSWORD}');
    await writeLoadTest(first.prepared);
    const file = join(first.dir, 'loadtool.yaml');
    await writeFile(file, (await readFile(file, 'utf8')).replace('concurrentUsers: 10', 'concurrentUsers: 3'));
    const again = await writeLoadTest(
      (await prepared(schema, 'Login: ${SHOP_USER} / ${SHOP_PASSWORD}', first.dir)).prepared,
    );
    expect(again.edits).toEqual([expect.stringContaining('concurrentUsers of List pets')]);
    expect(again.scenarios.map((s) => [s.endpoint, s.concurrentUsers])).toEqual([
      ['GET /pets', 3],
      ['GET /pets/{petId}', 10],
      ['GET /health', 10],
    ]);
  });
});

// A login flow runs at the plan's rate like any operation: each arrival one iteration, its login once per user.
const RATE_API = `openapi: 3.0.3
info: { title: Shop, version: '1' }
security: [{ auth: [] }]
components:
  securitySchemes:
    auth: { type: oauth2, flows: { password: { tokenUrl: /oauth/token, scopes: {} } } }
paths:
  /pets:
    get:
      summary: List pets
      responses: { '200': { description: ok } }
  /health:
    get:
      summary: Health
      security: []
      responses: { '200': { description: ok } }
`;

it('a plan rate on an operation generated as a login flow is the rate of the flow; the file validates', async () => {
  const { prepared: generation } = await prepared(
    RATE_API,
    'Login: ${SHOP_USER} / ${SHOP_PASSWORD}\n\nLoad: 50/s for 5s',
  );
  const text = generation.render();
  const written = (parse(text) as { scenarios: Array<Record<string, unknown>> }).scenarios;
  expect(written.map(({ name, concurrentUsers, arrivalRate }) => ({ name, concurrentUsers, arrivalRate }))).toEqual([
    { name: 'List pets', concurrentUsers: undefined, arrivalRate: '50/s' },
    { name: 'Health', concurrentUsers: undefined, arrivalRate: '50/s' },
  ]);
  expect(text).not.toContain('closed model');
  const { scenarios } = parseLoadTest(text, 'loadtool.yaml', { env: { SHOP_USER: 'u', SHOP_PASSWORD: 'p' } });
  const stage = { durationSeconds: 5, target: 50, line: expect.any(Number) as unknown as number };
  expect(scenarios.map((s) => [s.name, s.flow !== undefined, s.arrival?.stages])).toEqual([
    ['List pets', true, [stage]],
    ['Health', false, [stage]],
  ]);
});

describe('logins without a user token: a cookie session, an OAuth2 client, each operation its own scheme', () => {
  const COOKIE = `{ type: apiKey, in: cookie, name: sid }`;
  const SESSION_LOGIN = `  /login:
    post:
      summary: Log in
      security: []
      requestBody:
        content:
          application/json:
            schema: { type: object, properties: { username: { type: string }, password: { type: string } } }
      responses:
        '204': { description: the session starts, headers: { Set-Cookie: { schema: { type: string } } } }
`;

  it('writes a cookie session login: the login step extracts nothing, the requests carry no token header', async () => {
    const { data, text } = await generated(document(COOKIE, SESSION_LOGIN));
    const pets = data.scenarios.find((scenario) => scenario.name === 'List pets')!;
    expect(pets.flow?.[0]).toMatchObject({
      endpoint: 'POST /login',
      once: true,
      refreshOn: [401],
      body: { username: '${API_USER}', password: '${API_PASSWORD}' },
    });
    expect(pets.flow?.[0]).not.toHaveProperty('extract');
    expect(pets.flow?.[1]).not.toHaveProperty('headers');
    expect(data.defaults?.headers ?? {}).not.toHaveProperty('Cookie');
    parseLoadTest(text, 'loadtool.yaml', { env: { API_USER: 'u', API_PASSWORD: 'p' } });
  });

  it('writes a cookie session login for a bearer scheme whose login answers Set-Cookie and no token', async () => {
    const { data } = await generated(document(BEARER, SESSION_LOGIN));
    const pets = data.scenarios.find((scenario) => scenario.name === 'List pets')!;
    expect(pets.flow?.[0]).toMatchObject({ endpoint: 'POST /login', once: true });
    expect(pets.flow?.[0]).not.toHaveProperty('extract');
  });

  it('gives an operation that names another scheme its own login: a client-credentials token, shared', async () => {
    const reports = `  /reports:
    get:
      summary: List reports
      security: [{ client: [] }]
      responses: { '200': { description: ok } }
`;
    const schema = document(COOKIE, SESSION_LOGIN + reports).replace(
      '    auth: { type: apiKey, in: cookie, name: sid }',
      '    auth: { type: apiKey, in: cookie, name: sid }\n    client: { type: oauth2, flows: { clientCredentials: { tokenUrl: /oauth/token, scopes: {} } } }',
    );
    const { data, text } = await generated(schema);
    const report = data.scenarios.find((scenario) => scenario.name === 'List reports')!;
    expect(report.flow?.[0]).toMatchObject({
      endpoint: 'POST /oauth/token',
      once: true,
      shared: true,
      body: 'grant_type=client_credentials&client_id=${CLIENT_ID}&client_secret=${CLIENT_SECRET}',
      extract: { token: '$.access_token' },
    });
    expect(report.flow?.[1]).toMatchObject({ headers: { Authorization: 'Bearer ${token}' } });
    const pets = data.scenarios.find((scenario) => scenario.name === 'List pets')!;
    expect(pets.flow?.[0]).toMatchObject({ endpoint: 'POST /login' });
    expect(text).toContain("set CLIENT_ID and CLIENT_SECRET in the environment: the OAuth2 client's id and secret");
    const env = { API_USER: 'u', API_PASSWORD: 'p', CLIENT_ID: 'c', CLIENT_SECRET: 's' };
    parseLoadTest(text, 'loadtool.yaml', { env });
  });
});
