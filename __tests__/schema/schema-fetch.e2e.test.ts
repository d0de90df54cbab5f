import { readFile, readdir } from 'node:fs/promises';
import type { IncomingMessage } from 'node:http';
import { join } from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { parseLoadTest } from '../../src/loadtest/validate.js';
import { loadtool } from '../helpers/cli.js';
import { schemaProject, serveOn } from '../helpers/schema-project.js';
import { useServers } from '../helpers/servers.js';
import { useTempDirs } from '../helpers/temp-dir.js';

const tempDir = useTempDirs();
const servers = useServers();

const TOKEN = 's3cret-token-value';
const FLAG = ['--schema-header', 'Authorization: Bearer ${SCHEMA_TOKEN}'];

/** An OpenAPI document whose response schema is a `$ref` to a second document of the same server. */
const OPENAPI = {
  openapi: '3.0.3',
  info: { title: 'protected', version: '1' },
  paths: {
    '/pets': {
      get: {
        operationId: 'ListPets',
        responses: {
          '200': {
            description: 'ok',
            content: { 'application/json': { schema: { $ref: './schemas/pets.json' } } },
          },
        },
      },
    },
  },
};
const PETS_SCHEMA = { type: 'array', items: { type: 'object', properties: { id: { type: 'integer' } } } };

/** Serves the OpenAPI document (and its `$ref`) only to requests with `Authorization: Bearer <TOKEN>`. */
async function protectedApi(received: Array<{ method?: string; url?: string; authorization?: string }> = []) {
  return serveOn(servers, (request: IncomingMessage, response) => {
    received.push({ method: request.method, url: request.url, authorization: request.headers.authorization });
    if (request.headers.authorization !== `Bearer ${TOKEN}`) {
      response.writeHead(401, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ message: 'unauthorized' }));
      return;
    }
    const body = request.url === '/openapi.json' ? OPENAPI : request.url === '/schemas/pets.json' ? PETS_SCHEMA : null;
    response.writeHead(body ? 200 : 404, { 'content-type': 'application/json' });
    response.end(JSON.stringify(body ?? { message: 'not found' }));
  });
}

/** Returns the text of every file under a folder. */
async function allFiles(dir: string): Promise<string> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const texts = await Promise.all(
    entries.filter((entry) => entry.isFile()).map((entry) => readFile(join(entry.parentPath, entry.name), 'utf8')),
  );
  return texts.join('\n');
}

describe('a protected schema URL', () => {
  it('is fetched with --schema-header, $refs of the same origin too; the token is in no output and no file', async () => {
    const received: Array<{ method?: string; url?: string; authorization?: string }> = [];
    const origin = await protectedApi(received);
    const project = await schemaProject(await tempDir(), {
      schemaUrl: `${origin}/openapi.json`,
      baseUrl: 'http://127.0.0.1:3000',
    });
    const { code, stdout, stderr } = await project.generate(['--plan', 'none', ...FLAG], { SCHEMA_TOKEN: TOKEN });
    expect(stderr).not.toContain('error');
    expect(code).toBe(0);
    expect(parseLoadTest(await project.yaml(), 'loadtool.yaml').scenarios.map((s) => s.endpoint)).toEqual([
      'GET /pets',
    ]);
    expect(received).toEqual([
      { method: 'GET', url: '/openapi.json', authorization: `Bearer ${TOKEN}` },
      { method: 'GET', url: '/schemas/pets.json', authorization: `Bearer ${TOKEN}` },
    ]);
    expect(`${stdout}${stderr}`).not.toContain(TOKEN);
    expect(await allFiles(project.dir)).not.toContain(TOKEN);
  });

  it('is fetched with domains.performance.schemaHeaders of qa.config.json', async () => {
    const origin = await protectedApi();
    const project = await schemaProject(await tempDir(), {
      schemaUrl: `${origin}/openapi.json`,
      baseUrl: 'http://127.0.0.1:3000',
      schemaHeaders: { Authorization: 'Bearer ${SCHEMA_TOKEN}' },
    });
    const { code, stdout, stderr } = await project.generate(['--plan', 'none'], { SCHEMA_TOKEN: TOKEN });
    expect(code).toBe(0);
    expect(`${stdout}${stderr}`).not.toContain(TOKEN);
    expect(await allFiles(project.dir)).not.toContain(TOKEN);
  });

  it('without credentials: the message says 401 for the GET and suggests the flag', async () => {
    const origin = await protectedApi();
    const project = await schemaProject(await tempDir(), {
      schemaUrl: `${origin}/openapi.json`,
      baseUrl: 'http://127.0.0.1:3000',
    });
    const { code, stderr } = await project.generate(['--plan', 'none']);
    expect(code).toBe(2);
    expect(stderr).toContain(`${origin}/openapi.json: answered GET with HTTP 401`);
    expect(stderr).toContain('--schema-header "Authorization: Bearer ${SCHEMA_TOKEN}"');
    expect(stderr).not.toMatch(/answered the introspection query/);
  });

  it('with a wrong token: the header is named, its value is not', async () => {
    const origin = await protectedApi();
    const project = await schemaProject(await tempDir(), {
      schemaUrl: `${origin}/openapi.json`,
      baseUrl: 'http://127.0.0.1:3000',
    });
    const { code, stderr } = await project.generate(['--plan', 'none', ...FLAG], { SCHEMA_TOKEN: 'wrong-value-1' });
    expect(code).toBe(2);
    expect(stderr).toContain('HTTP 401');
    expect(stderr).toContain('the credentials sent in Authorization were not accepted');
    expect(stderr).not.toContain('wrong-value-1');
  });

  it('with the variable unset: names the variable and writes nothing', async () => {
    const origin = await protectedApi();
    const project = await schemaProject(await tempDir(), {
      schemaUrl: `${origin}/openapi.json`,
      baseUrl: 'http://127.0.0.1:3000',
    });
    const { code, stderr } = await project.generate(['--plan', 'none', ...FLAG]);
    expect(code).toBe(2);
    expect(stderr).toBe(
      '--schema-header: Authorization: the environment variable SCHEMA_TOKEN is not set: set it before running loadtool (in a workflow, from a secret under env:), or remove the header\n',
    );
  });

  it.each([
    { what: 'no colon', header: 'Authorization Bearer x' },
    { what: 'no name', header: ': value' },
  ])('a --schema-header with $what is bad input, and its value is not quoted', async ({ header }) => {
    const project = await schemaProject(await tempDir(), {
      schemaUrl: 'http://127.0.0.1:9/openapi.json',
      baseUrl: 'http://127.0.0.1:3000',
    });
    const { code, stderr } = await project.generate(['--plan', 'none', '--schema-header', header]);
    expect(code).toBe(2);
    expect(stderr).toMatch(/^--schema-header: \[0\]: is not a header: write "Name: value"/);
    expect(stderr).not.toContain('Bearer x');
  });

  it('masks the token where a GraphQL server quotes it back in an error', async () => {
    const origin = await serveOn(servers, (request, response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ errors: [{ message: `token ${String(request.headers.authorization)} refused` }] }));
    });
    const project = await schemaProject(await tempDir(), {
      schemaUrl: `${origin}/graphql`,
      baseUrl: origin,
    });
    const { code, stderr } = await project.generate(['--plan', 'none', ...FLAG], { SCHEMA_TOKEN: TOKEN });
    expect(code).toBe(2);
    expect(stderr).toContain('refused the introspection query: "token *** refused"');
    expect(stderr).not.toContain(TOKEN);
  });

  it('validate --schema sends the header too', async () => {
    const origin = await protectedApi();
    const project = await schemaProject(await tempDir(), {
      schemaUrl: `${origin}/openapi.json`,
      baseUrl: 'http://127.0.0.1:3000',
    });
    expect((await project.generate(['--plan', 'none', ...FLAG], { SCHEMA_TOKEN: TOKEN })).code).toBe(0);
    const args = ['validate', project.output, '--schema', `${origin}/openapi.json`, '--plan', 'none'];
    const refused = await loadtool(args);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain('answered GET with HTTP 401');
    const { code, stdout, stderr } = await loadtool([...args, ...FLAG], { SCHEMA_TOKEN: TOKEN });
    expect(stderr).toBe('');
    expect(code).toBe(0);
    expect(stdout).toContain('1 scenario, valid');
  });
});

it('follows a redirect on its own origin with the header, and refuses one to another origin before sending it', async () => {
  const document = JSON.stringify({
    ...OPENAPI,
    paths: { '/pets': { get: { responses: { '200': { description: 'ok' } } } } },
  });
  const elsewhere: Array<string | undefined> = [];
  const otherOrigin = await serveOn(servers, (request, response) => {
    elsewhere.push(request.headers['x-api-key'] as string | undefined);
    response.end(document);
  });
  const origin = await serveOn(servers, (request, response) => {
    if (request.url === '/moved') response.writeHead(302, { location: '/openapi.json' }).end();
    else if (request.url === '/away') response.writeHead(302, { location: `${otherOrigin}/openapi.json` }).end();
    else if (request.headers['x-api-key'] !== TOKEN) response.writeHead(401).end();
    else response.writeHead(200, { 'content-type': 'application/json' }).end(document);
  });
  const header = ['--schema-header', 'X-API-Key: ${SCHEMA_TOKEN}'];
  const generate = async (path: string) => {
    const project = await schemaProject(await tempDir(), { schemaUrl: `${origin}${path}`, baseUrl: origin });
    return project.generate(['--plan', 'none', ...header], { SCHEMA_TOKEN: TOKEN });
  };

  expect((await generate('/moved')).code).toBe(0);
  const away = await generate('/away');
  expect(away.code).toBe(2);
  expect(away.stderr).toContain(`redirects to another origin (${otherOrigin})`);
  expect(elsewhere).toEqual([]);
  expect(`${away.stdout}${away.stderr}`).not.toContain(TOKEN);
});

describe('loadtool gate --schema-header', () => {
  it('generates from a protected schema, then stops at the base URL that does not answer (exit 3, not 2)', async () => {
    const origin = await protectedApi();
    const closed = await serveOn(servers, () => undefined);
    const server = servers.pop()!;
    await new Promise<void>((resolve) =>
      server.close(() => {
        resolve();
      }),
    );
    const project = await schemaProject(await tempDir(), {
      schemaUrl: `${origin}/openapi.json`,
      baseUrl: closed,
      plan: '## Performance\n\nConcurrency: 1 users\nDuration: 1s\n',
    });
    const { code, stdout, stderr } = await loadtool(
      ['gate', '--config', project.configFile, '--generate', 'always', ...FLAG],
      { SCHEMA_TOKEN: TOKEN },
    );
    expect(stderr).toContain('the run could not take place');
    expect(code).toBe(3);
    expect(await project.yaml()).toContain('endpoint: GET /pets');
    expect(`${stdout}${stderr}`).not.toContain(TOKEN);
    expect(await allFiles(project.dir)).not.toContain(TOKEN);
  });
});

describe('a schema URL that answers an error', () => {
  it('an HTML page is worded for what it is', async () => {
    const origin = await serveOn(servers, (request, response) => {
      if (request.method === 'POST') {
        response.writeHead(405, { 'content-type': 'text/plain' });
        response.end('Method Not Allowed');
        return;
      }
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.end('<!doctype html><title>Docs</title>');
    });
    const project = await schemaProject(await tempDir(), {
      schemaUrl: `${origin}/docs`,
      baseUrl: 'http://127.0.0.1:3000',
    });
    const { code, stderr } = await project.generate(['--plan', 'none']);
    expect(code).toBe(2);
    expect(stderr).toMatch(
      /\/docs: answered GET with text\/html that is neither an OpenAPI document nor a GraphQL schema .*with HTTP 405: check that the URL is the document itself/,
    );
  });
});

describe('credentials in the schema URL', () => {
  it('user name, password and a token in the query are in no output and not in the generated file', async () => {
    const origin = await serveOn(servers, (_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(
        JSON.stringify({ ...OPENAPI, paths: { '/pets': { get: { responses: { '200': { description: 'ok' } } } } } }),
      );
    });
    const withSecrets =
      origin.replace('http://', 'http://alice:pa55word-xyz@') + '/openapi.json?access_token=q-tok-123';
    const project = await schemaProject(await tempDir(), { schemaUrl: withSecrets, baseUrl: 'http://127.0.0.1:3000' });
    const { code, stdout, stderr } = await project.generate(['--plan', 'none']);
    expect(code).toBe(0);
    const yaml = await project.yaml();
    expect(yaml).toContain(`from ${origin}/openapi.json,`);
    for (const secret of ['alice', 'pa55word-xyz', 'q-tok-123']) {
      expect(`${stdout}${stderr}${yaml}`).not.toContain(secret);
    }
  });

  it('are masked in an error message', async () => {
    const origin = await serveOn(servers, (_request, response) => {
      response.writeHead(500, { 'content-type': 'text/plain' });
      response.end('boom');
    });
    const withSecrets = origin.replace('http://', 'http://alice:pa55word-xyz@') + '/openapi.json?api_key=q-tok-123';
    const project = await schemaProject(await tempDir(), { schemaUrl: withSecrets, baseUrl: 'http://127.0.0.1:3000' });
    const { code, stderr } = await project.generate(['--plan', 'none']);
    expect(code).toBe(2);
    expect(stderr).toContain('answered GET with HTTP 500');
    for (const secret of ['pa55word-xyz', 'q-tok-123']) expect(stderr).not.toContain(secret);
  });
});
