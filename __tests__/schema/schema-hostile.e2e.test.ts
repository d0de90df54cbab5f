import { spawn } from 'node:child_process';
import { mkdir, readFile, symlink, writeFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { CancelledError } from '../../src/errors.js';
import { readApiSchema } from '../../src/schema/read-schema.js';
import { SchemaError } from '../../src/schema/schema-error.js';
import { pullRequestEnv, ROOT, runnerEnv } from '../helpers/bundle.js';
import { startFakeGitHub } from '../helpers/fake-github.js';
import { performanceConfig } from '../helpers/qa-config.js';
import { schemaProject, serveOn } from '../helpers/schema-project.js';
import { useServers } from '../helpers/servers.js';
import { useTempDirs } from '../helpers/temp-dir.js';

const tempDir = useTempDirs();
const servers = useServers();

/** A stack trace's frame line, which must never reach a user. */
const STACK_FRAME = /^\s+at /m;

/** An OpenAPI document with one GET operation whose response schema is `schema`. */
function openapi(schema: unknown, extra: Record<string, unknown> = {}) {
  return {
    openapi: '3.0.3',
    info: { title: 'hostile', version: '1' },
    paths: {
      '/pets': {
        get: {
          responses: { '200': { description: 'ok', content: { 'application/json': { schema } } } },
          ...extra,
        },
      },
    },
  };
}

async function schemaError(promise: Promise<unknown>): Promise<SchemaError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(SchemaError);
  return error as SchemaError;
}

const RESPONSE_REF = 'paths."/pets".get.responses."200".content."application/json".schema.$ref';

describe('external $refs stay where the document is', () => {
  it('a same-origin $ref that redirects to another host is refused, naming the $ref, and that host is never asked', async () => {
    const elsewhere: string[] = [];
    const other = await serveOn(servers, (request, response) => {
      elsewhere.push(request.url ?? '');
      response.writeHead(200, { 'content-type': 'application/json' }).end('{"type":"string"}');
    });
    const origin = await serveOn(servers, (request, response) => {
      if (request.url === '/openapi.json') response.end(JSON.stringify(openapi({ $ref: './schemas/pet.json' })));
      else response.writeHead(302, { location: `${other}/pet.json` }).end();
    });

    const error = await schemaError(readApiSchema(`${origin}/openapi.json`, { baseDir: ROOT }));
    expect(error.problems).toEqual([
      {
        path: RESPONSE_REF,
        message: expect.stringContaining(`redirects to another origin (${other})`),
      },
    ]);
    expect(elsewhere).toEqual([]);
  });

  it('a $ref to a symbolic link beside the document that leads outside its folder is refused', async () => {
    const dir = await tempDir();
    const api = join(dir, 'api');
    await mkdir(api);
    await mkdir(join(dir, 'elsewhere'));
    await writeFile(join(dir, 'secret.json'), '{"type":"string","example":"the secret"}');
    await writeFile(join(dir, 'elsewhere', 'pet.json'), '{"type":"string","example":"outside"}');
    await symlink(join(dir, 'secret.json'), join(api, 'pet.json'));
    await symlink(join(dir, 'elsewhere'), join(api, 'shared'));
    await writeFile(join(api, 'inside.json'), '{"type":"string","example":"inside"}');
    await symlink(join(api, 'inside.json'), join(api, 'alias.json'));

    for (const ref of ['./pet.json', './shared/pet.json']) {
      await writeFile(join(api, 'openapi.json'), JSON.stringify(openapi({ $ref: ref })));
      const error = await schemaError(readApiSchema(join(api, 'openapi.json'), { baseDir: api }));
      expect(error.problems).toEqual([
        { path: RESPONSE_REF, message: expect.stringContaining(`refers to ${ref}, outside the document's folder`) },
      ]);
    }

    // A link that stays inside the folder is followed as before.
    await writeFile(
      join(api, 'openapi.json'),
      JSON.stringify(
        openapi(
          { type: 'string' },
          { parameters: [{ name: 'q', in: 'query', required: true, schema: { $ref: './alias.json' } }] },
        ),
      ),
    );
    const read = await readApiSchema(join(api, 'openapi.json'), { baseDir: api });
    expect(read.operations[0]!.request.query).toEqual({ q: 'inside' });
  });

  it('a document that refers to itself under ever longer paths ends with a clear error, after few requests', async () => {
    const asked: string[] = [];
    const origin = await serveOn(servers, (request, response) => {
      asked.push(request.url ?? '');
      const body =
        request.url === '/openapi.json' ? openapi({ $ref: './schemas/pets.json' }) : { $ref: './schemas/pets.json' };
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    });

    const error = await schemaError(readApiSchema(`${origin}/openapi.json`, { baseDir: ROOT }));
    expect(error.message).not.toContain('431');
    expect(error.problems).toHaveLength(1);
    expect(error.problems[0]!.path).toBe('$ref');
    expect(error.problems[0]!.message).toMatch(/refers to \.\/schemas\/pets\.json.*external \$refs/);
    expect(error.problems[0]!.message).toContain('/schemas/schemas/');
    expect(asked.length).toBeLessThan(100);
  });
});

describe('deep nesting ends in exit 2 with a positioned message, never a stack trace', () => {
  const deepArrays = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
  const cases: Array<{ what: string; file: string; text: string; where: RegExp }> = [
    {
      what: 'a GraphQL default value nested 20,000 deep in SDL',
      file: 'schema.graphql',
      text: `type Query {\n  pets(filter: [Int] = ${deepArrays(20_000)}): [Int]\n}\n`,
      where: /schema\.graphql:2:\d+: .*nest/,
    },
    {
      what: 'an OpenAPI JSON with 100,000 nested arrays and an external $ref',
      file: 'openapi.json',
      text: JSON.stringify(openapi({ $ref: './pet.json' }, { 'x-deep': 'DEEP' })).replace(
        '"DEEP"',
        deepArrays(100_000),
      ),
      where: /openapi\.json:1:\d+: .*nest/,
    },
    {
      what: 'an OpenAPI JSON with 100,000 nested arrays in an example',
      file: 'openapi.json',
      text: JSON.stringify(
        openapi({ type: 'string' }, { parameters: [{ name: 'q', in: 'query', required: true, example: 'DEEP' }] }),
      ).replace('"DEEP"', deepArrays(100_000)),
      where: /openapi\.json:1:\d+: .*nest/,
    },
    {
      what: 'an OpenAPI YAML with 100,000 nested flow sequences',
      file: 'openapi.yaml',
      text: `openapi: 3.0.3\ninfo: { title: t, version: '1' }\nx-deep: ${deepArrays(100_000)}\npaths: {}\n`,
      where: /openapi\.yaml:3:\d+: .*nest/,
    },
    {
      what: 'an introspection JSON whose type nests 100,000 deep',
      file: 'schema.json',
      text: `{"__schema":{"queryType":{"name":"Query"},"types":[{"kind":"OBJECT","name":"Query","fields":[{"name":"f","args":[],"type":${'{"kind":"LIST","ofType":'.repeat(100_000)}{"kind":"SCALAR","name":"Int"}${'}'.repeat(100_000)}}],"interfaces":[]}],"directives":[]}}`,
      where: /schema\.json:1:\d+: .*nest/,
    },
  ];

  it.each(cases)('$what (file)', async ({ file, text, where }) => {
    const dir = await tempDir();
    await writeFile(join(dir, file), text);
    await writeFile(join(dir, 'pet.json'), '{"type":"string"}');
    const project = await schemaProject(dir, { schemaUrl: file, baseUrl: 'http://127.0.0.1:1' });
    const { code, stderr } = await project.generate(['--plan', 'none']);
    expect({ code, stderr }).toEqual({ code: 2, stderr: expect.stringMatching(where) });
    expect(stderr).not.toMatch(STACK_FRAME);
  });

  it.each(cases)('$what (URL)', async ({ file, text }) => {
    const origin = await serveOn(servers, (request: IncomingMessage, response: ServerResponse) => {
      if (request.method !== 'GET') return void response.writeHead(405).end();
      response.end(request.url === `/${file}` ? text : '{"type":"string"}');
    });
    const project = await schemaProject(await tempDir(), { schemaUrl: `${origin}/${file}`, baseUrl: origin });
    const { code, stderr } = await project.generate(['--plan', 'none']);
    expect({ code, stderr }).toEqual({ code: 2, stderr: expect.stringContaining(`${origin}/${file}:`) });
    expect(stderr).toMatch(/nest/);
    expect(stderr).not.toMatch(STACK_FRAME);
  });

  it.each([
    {
      what: 'an OpenAPI document nested 240 deep, its body example 40 deep',
      file: 'openapi.json',
      text: JSON.stringify({
        openapi: '3.0.3',
        info: { title: 'deep', version: '1' },
        'x-deep': 'DEEP',
        paths: {
          '/pets': {
            post: {
              requestBody: { content: { 'application/json': { example: 'BODY' } } },
              responses: { '200': { description: 'ok' } },
            },
          },
        },
      })
        .replace('"DEEP"', deepArrays(239))
        .replace('"BODY"', `${'{"a":'.repeat(20)}${deepArrays(20)}${'}'.repeat(20)}`),
      plan: '## Performance\n\n- POST /pets\n',
    },
    {
      what: 'a GraphQL default value nested 240 deep',
      file: 'schema.graphql',
      text: `type Query {\n  pets(filter: [Int] = ${deepArrays(240)}): [Int]\n}\n`,
      plan: '## Performance\n\n- query pets\n',
    },
  ])('$what is read and generated as before', async ({ file, text, plan }) => {
    const dir = await tempDir();
    await writeFile(join(dir, file), text);
    const project = await schemaProject(dir, { schemaUrl: file, baseUrl: 'http://127.0.0.1:1', plan });
    const { code, stderr } = await project.generate();
    expect({ code, stderr }).toEqual({ code: 0, stderr: '' });
  });
});

/** Spawns the CLI from its sources, as a user runs it; returns the child, its exit code to come and its stderr. */
function spawnCli(args: string[], cwd: string) {
  const child = spawn(join(ROOT, 'node_modules/.bin/tsx'), [join(ROOT, 'src/cli/index.ts'), ...args], {
    cwd,
    env: { PATH: process.env.PATH },
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('close', resolve));
  return { child, exited, stderr: () => stderr };
}

/** A schema server that takes every request and never answers; `asked` resolves at the first request. */
async function silentServer() {
  let heard: () => void = () => undefined;
  const asked = new Promise<void>((resolve) => (heard = resolve));
  const origin = await serveOn(servers, () => {
    heard();
  });
  return { origin, asked };
}

describe('cancelling while the schema is fetched', () => {
  it.each([
    { command: 'generate', args: ['--plan', 'none'] },
    { command: 'gate', args: ['--generate', 'always'] },
  ])(
    'loadtool $command: SIGINT once the server was asked ends in exit 130 within seconds',
    async ({ command, args }) => {
      const { origin, asked } = await silentServer();
      const project = await schemaProject(await tempDir(), {
        schemaUrl: `${origin}/openapi.json`,
        baseUrl: origin,
        plan: '## Performance\n\nDuration: 1s\n',
      });
      const cli = spawnCli([command, '--config', project.configFile, ...args], project.dir);
      const killer = setTimeout(() => cli.child.kill('SIGKILL'), 25_000);
      try {
        // A command that ends before it asks the server fails here, with its output.
        const early = await Promise.race([asked.then(() => undefined), cli.exited.then(() => cli.stderr())]);
        expect(early).toBeUndefined();
        const interruptedAt = Date.now();
        cli.child.kill('SIGINT');
        const code = await cli.exited;
        expect({ code, stderr: cli.stderr() }).toMatchObject({ code: 130 });
        expect(cli.stderr()).not.toMatch(STACK_FRAME);
        expect(cli.stderr()).not.toContain('did not answer');
        expect(cli.stderr()).toContain(`Cancelled while fetching the schema from ${origin}/openapi.json`);
        // Generous: the fetch limit is 60 s, the promise is about 2 s.
        expect(Date.now() - interruptedAt).toBeLessThan(10_000);
      } finally {
        clearTimeout(killer);
        cli.child.kill('SIGKILL');
      }
    },
    30_000,
  );

  it('an aborted signal stops readApiSchema with a CancelledError, not a SchemaError', async () => {
    const { origin, asked } = await silentServer();
    const controller = new AbortController();
    const reading = readApiSchema(`${origin}/openapi.json`, { baseDir: ROOT, signal: controller.signal }).then(
      () => undefined,
      (e: unknown) => e,
    );
    await asked;
    controller.abort();
    expect(await reading).toBeInstanceOf(CancelledError);
  });
});

describe('the action with a schema URL that fails', () => {
  it('annotates the problem without a URL as its file', async () => {
    const origin = await serveOn(servers, (_request, response) => void response.writeHead(404).end('not found'));
    const token = 'ghs_hostile0123456789';
    const github = await startFakeGitHub({ owner: 'acme', repo: 'shop', pr: 7, token });
    servers.push(github.server);
    const workspace = await tempDir();
    await writeFile(
      join(workspace, 'qa.config.json'),
      JSON.stringify(
        performanceConfig('hostile', {
          baseUrl: origin,
          schemaUrl: `${origin}/openapi.json`,
          thresholds: { p99LatencyMs: 2000, okRequestPercent: 99 },
        }),
      ),
    );
    await writeFile(join(workspace, 'qa-plan.md'), '## Performance\n\nDuration: 1s\n');
    const runner = await runnerEnv(workspace, { 'github-token': token }, await pullRequestEnv(workspace, github.url));
    const child = spawn(join(ROOT, 'node_modules/.bin/tsx'), [join(ROOT, 'src/action/index.ts')], {
      cwd: workspace,
      env: { PATH: process.env.PATH, ...runner.env },
    });
    let stdout = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.on('close', resolve));

    expect(code).toBe(1);
    const errors = stdout.split('\n').filter((line) => line.startsWith('::error'));
    expect(errors.some((line) => line.includes('HTTP 404'))).toBe(true);
    expect(errors.filter((line) => /file=/.test(line) && /file=[^,:]*(?:https?|127)/.test(line))).toEqual([]);
    for (const run of github.checkRuns) {
      for (const annotation of run.output.annotations)
        expect(annotation.path).not.toMatch(/^https?:|^http|127\.0\.0\.1/);
    }
    expect(await readFile(runner.env.GITHUB_OUTPUT!, 'utf8')).toContain('errored');
  }, 30_000);
});
