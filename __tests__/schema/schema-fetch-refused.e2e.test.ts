import type { IncomingMessage, ServerResponse } from 'node:http';
import { describe, expect, it } from '@jest/globals';
import { schemaProject, serveOn } from '../helpers/schema-project.js';
import { useServers } from '../helpers/servers.js';
import { useTempDirs } from '../helpers/temp-dir.js';

// A schema URL that does not lead to a schema: each refusal is worded for what was asked and what came back.

const tempDir = useTempDirs();
const servers = useServers();

/**
 * Serves `answer` on a server that records each request's method, writes a project whose schema is `path` there (with
 * `schemaHeaders` in qa.config.json), and runs generate with `args` and `env`; returns what it printed, the server's
 * origin, and the methods it was asked with.
 */
async function generateFrom(
  path: string,
  answer: (response: ServerResponse) => void,
  {
    args = [],
    env = {},
    schemaHeaders,
  }: { args?: string[]; env?: NodeJS.ProcessEnv; schemaHeaders?: Record<string, string> } = {},
) {
  const methods: string[] = [];
  const origin = await serveOn(servers, (request: IncomingMessage, response) => {
    methods.push(request.method!);
    answer(response);
  });
  const project = await schemaProject(await tempDir(), {
    schemaUrl: `${origin}${path}`,
    baseUrl: 'http://127.0.0.1:3000',
    ...(schemaHeaders && { schemaHeaders }),
  });
  return { ...(await project.generate(['--plan', 'none', ...args], env)), origin, methods };
}

/** Answers every request with `status` and a text body. */
const answering = (status: number) => (response: ServerResponse) => {
  response.writeHead(status, { 'content-type': 'text/plain' }).end('Not Found');
};

describe('a schema URL that answers an error', () => {
  it.each([
    {
      path: '/openapi.json',
      status: 404,
      said: 'answered GET with HTTP 404: no OpenAPI document is there: check the URL (an API often serves its document at …/openapi.json, …/v3/api-docs or …/swagger.json)',
    },
    { path: '/api/swagger.yaml', status: 404, said: 'answered GET with HTTP 404: no OpenAPI document is there' },
    { path: '/v3/api-docs', status: 404, said: 'answered GET with HTTP 404: no OpenAPI document is there' },
    {
      path: '/schema.graphql',
      status: 404,
      said: 'answered GET with HTTP 404: no GraphQL schema is there: check the URL',
    },
    { path: '/openapi.json', status: 401, said: 'answered GET with HTTP 401: the schema URL needs credentials' },
    { path: '/openapi.json', status: 500, said: 'answered GET with HTTP 500: the server failed' },
  ])(
    'a document URL ($path) that answers $status is worded for that document, and not asked as a GraphQL endpoint',
    async ({ path, status, said }) => {
      const { code, stderr, origin, methods } = await generateFrom(path, answering(status));
      expect(code).toBe(2);
      expect(stderr).toContain(`${origin}${path}: ${said}`);
      expect(stderr).not.toMatch(/introspection|POST/);
      expect(methods).toEqual(['GET']);
    },
  );

  it.each(['/api', '/admin/api/2024-01/graphql.json'])(
    'a URL that names no document (%s) and answers 404 to GET and POST says both',
    async (path) => {
      const { code, stderr, origin } = await generateFrom(path, answering(404));
      expect(code).toBe(2);
      expect(stderr).toBe(
        `${origin}${path}: answered GET with HTTP 404, and a POST of the GraphQL introspection query with HTTP 404: nothing is there: check the URL\n`,
      );
    },
  );
});

describe('a schema URL that redirects', () => {
  it.each([
    {
      location: 'file:///etc/passwd',
      said: 'redirects to a URL that is not http(s) (file:///etc/passwd), which is refused: give the http(s) URL of the schema itself',
    },
    {
      location: 'ftp://alice:pa55word-xyz@files.example/openapi.json',
      said: 'redirects to a URL that is not http(s) (ftp://***:***@files.example/openapi.json), which is refused',
    },
    {
      location: 'data:application/json,{}',
      said: 'redirects to a URL that is not http(s) (data:application/json,{}), which is refused',
    },
    { location: 'http://[::1', said: 'redirects to a location that is not a URL, which is refused' },
  ])(
    'refuses a redirect to $location, worded for it, and names the location without its password',
    async ({ location, said }) => {
      const { code, stdout, stderr, origin } = await generateFrom('/openapi.json', (response) => {
        response.writeHead(302, { location }).end();
      });
      expect(code).toBe(2);
      expect(stderr).toContain(`${origin}/openapi.json: ${said}`);
      expect(stderr).not.toMatch(/another origin|null|internal error/);
      expect(`${stdout}${stderr}`).not.toContain('pa55word-xyz');
    },
  );
});

describe('a schema header whose value a header cannot carry', () => {
  const SECRET = 'tok-3x4mpl3';
  it.each<{
    what: string;
    flags: string[];
    schemaHeaders?: Record<string, string>;
    env: NodeJS.ProcessEnv;
    said: string;
  }>([
    {
      what: 'a variable of --schema-header with a CRLF',
      flags: ['--schema-header', 'Authorization: Bearer ${SCHEMA_TOKEN}'],
      env: { SCHEMA_TOKEN: `${SECRET}\r\nX-Injected: yes` },
      said: '--schema-header: Authorization: with ${SCHEMA_TOKEN} filled in from the environment, the value holds a line break',
    },
    {
      what: 'a variable of --schema-header with a trailing newline',
      flags: ['--schema-header', 'X-Api-Key: ${SCHEMA_TOKEN}'],
      env: { SCHEMA_TOKEN: `${SECRET}\n` },
      said: '--schema-header: X-Api-Key: with ${SCHEMA_TOKEN} filled in from the environment, the value holds a line break',
    },
    {
      what: 'a --schema-header line with a line break in its value',
      flags: ['--schema-header', `X-Trace: a${SECRET}\nX-Injected: yes`],
      env: {},
      said: '--schema-header: X-Trace: holds a line break, which a header cannot carry: remove it',
    },
    {
      what: 'a variable of schemaHeaders in qa.config.json',
      flags: [],
      schemaHeaders: { Authorization: 'Bearer ${SCHEMA_TOKEN}' },
      env: { SCHEMA_TOKEN: `${SECRET}\r\n` },
      said: 'qa.config.json: domains.performance.schemaHeaders.Authorization: with ${SCHEMA_TOKEN} filled in from the environment, the value holds a line break',
    },
    {
      what: 'a value of schemaHeaders in qa.config.json with a line break',
      flags: [],
      schemaHeaders: { 'X-Trace': `a${SECRET}\r\nX-Injected: yes` },
      env: {},
      said: 'domains.performance.schemaHeaders.X-Trace: holds a line break, which a header cannot carry: remove it',
    },
  ])(
    '$what is bad input naming the header, not its value, and nothing is sent',
    async ({ flags, env, schemaHeaders, said }) => {
      const { code, stdout, stderr, methods } = await generateFrom('/openapi.json', answering(404), {
        args: flags,
        env,
        ...(schemaHeaders && { schemaHeaders }),
      });
      expect(stderr).toContain(said);
      expect(stderr).not.toMatch(/could not be reached|internal error/);
      expect(code).toBe(2);
      expect(`${stdout}${stderr}`).not.toContain(SECRET);
      expect(methods).toEqual([]);
    },
  );
});
