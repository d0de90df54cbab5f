import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { ROOT } from '../helpers/bundle.js';
import { loadtool } from '../helpers/cli.js';
import { runInTerminal } from '../helpers/terminal.js';
import { useTempDirs } from '../helpers/temp-dir.js';

const tempDir = useTempDirs();
const readJson = async (file: string): Promise<unknown> => JSON.parse(await readFile(file, 'utf8'));

describe('loadtool arguments', () => {
  it.each([
    [['--help']],
    ...['config', 'init', 'generate', 'validate', 'run', 'gate', 'report'].map((command) => [[command, '--help']]),
    [['help', 'init']],
  ])('%j shows usage with an example, exit 0', async (args) => {
    const { code, stdout } = await loadtool(args);
    expect(code).toBe(0);
    expect(stdout).toMatch(/^Usage: loadtool/);
    expect(stdout).toMatch(/Examples?:\n {2}([A-Z_]+=\S+ )?loadtool /);
  });

  it.each([
    { what: 'an unknown flag', args: ['config', '--confg', 'x.json'], error: "unknown option '--confg'" },
    { what: 'an unknown command', args: ['lint'], error: "unknown command 'lint'" },
    {
      what: 'a flag without its value',
      args: ['config', '--config'],
      error: "option '--config <file>' argument missing",
    },
    { what: 'an extra argument', args: ['config', 'qa.config.json'], error: 'too many arguments' },
  ])('$what is an error, exit 2', async ({ args, error }) => {
    const { code, stderr } = await loadtool(args);
    expect(code).toBe(2);
    expect(stderr).toContain(error);
  });

  it('no command at all shows the usage, exit 2', async () => {
    const { code, stderr } = await loadtool([]);
    expect(code).toBe(2);
    expect(stderr).toContain('Usage: loadtool');
  });
});

describe('loadtool config', () => {
  it('prints the effective config as JSON, exit 0', async () => {
    const file = join(await tempDir(), 'qa.config.json');
    await writeFile(
      file,
      JSON.stringify({
        project: { name: 'shop' },
        domains: {
          ui: { enabled: false },
          api: { enabled: true, baseUrl: 'http://localhost:3000', schemaPath: './openapi.yaml' },
          accessibility: { enabled: false },
          performance: {
            enabled: true,
            schemaUrl: './openapi.yaml',
            thresholds: { p99LatencyMs: 500, okRequestPercent: 95 },
          },
        },
      }),
    );
    const { code, stdout } = await loadtool(['config', '--config', file]);
    expect(code).toBe(0);
    expect(JSON.parse(stdout)).toMatchObject({
      domains: {
        performance: { baseUrl: 'http://localhost:3000', schemaUrl: './openapi.yaml', reportDir: './qa-reports/perf' },
      },
    });
  });

  it('prints every problem, one per line, exit 2', async () => {
    const file = join(await tempDir(), 'qa.config.json');
    await writeFile(
      file,
      JSON.stringify(
        {
          project: {},
          domains: {
            ui: { enabled: false },
            api: {
              enabled: true,
              baseUrl: 'http://localhost:3000',
              schemaPath: 'a.yaml',
              schemaUrl: 'http://x/openapi.json',
            },
            accessibility: { enabled: false },
            performance: { enabled: false },
          },
        },
        null,
        2,
      ),
    );
    const { code, stdout, stderr } = await loadtool(['config', '--config', file]);
    expect(code).toBe(2);
    expect(stdout).toBe('');
    expect(stderr.trimEnd().split('\n')).toEqual([
      `${file}: project.name: is required; write the project's name, e.g. "petstore"`,
      `${file}: domains.api: sets schemaUrl and schemaPath together; keep only one of them`,
    ]);
  });

  it('gives line and column for invalid JSON, exit 2', async () => {
    const file = join(await tempDir(), 'qa.config.json');
    await writeFile(file, '{\n  "project": { "name": "shop" },\n}\n');
    const { code, stderr } = await loadtool(['config', '--config', file]);
    expect(code).toBe(2);
    expect(stderr).toBe(`${file}:3:1: trailing comma: remove the ',' before this point\n`);
  });

  it('a missing file points to loadtool init, exit 2', async () => {
    const { code, stderr } = await loadtool(['config', '--config', join(await tempDir(), 'qa.config.json')]);
    expect(code).toBe(2);
    expect(stderr).toContain('not found. Run `loadtool init`');
  });
});

describe('loadtool init', () => {
  it('in an empty folder: writes what it knows and lists what is missing, exit 2', async () => {
    const dir = await tempDir();
    const file = join(dir, 'qa.config.json');
    const { code, stdout, stderr } = await loadtool(['init', '--config', file]);
    expect(code).toBe(2);
    expect(stdout).toContain(`Wrote ${file}`);
    const written = await readJson(file);
    expect(written).toMatchObject({
      project: { name: basename(dir) },
      domains: {
        ui: { enabled: false },
        api: { enabled: true },
        accessibility: { enabled: false },
        performance: { enabled: true, thresholds: { p99LatencyMs: 1000, okRequestPercent: 99 } },
      },
    });
    const missing = stderr
      .split('\n')
      .filter((line) => line.startsWith(file))
      .map((line) => line.split(': ')[1]);
    expect(missing.sort()).toEqual(['domains.api', 'domains.api.baseUrl', 'domains.performance.schemaUrl']);
  });

  it('in a folder with openapi.yaml: finds it, and the result passes `loadtool config`, exit 0', async () => {
    const dir = await tempDir();
    await writeFile(join(dir, 'openapi.yaml'), 'openapi: 3.1.0\ninfo: { title: Shop, version: "1" }\npaths: {}\n');
    await writeFile(join(dir, 'package.json'), JSON.stringify({ name: '@acme/shop' }));
    await mkdir(join(dir, 'node_modules', 'dep'), { recursive: true });
    await writeFile(join(dir, 'node_modules', 'dep', 'openapi.json'), '{}');
    const file = join(dir, 'qa.config.json');

    const { code, stdout } = await loadtool(['init', '--config', file, '--base-url', 'http://localhost:3000']);
    expect(code).toBe(0);
    expect(stdout).toContain('found the API schema openapi.yaml');
    expect(await readJson(file)).toMatchObject({
      project: { name: 'shop' },
      domains: {
        api: { enabled: true, baseUrl: 'http://localhost:3000', schemaPath: './openapi.yaml' },
        performance: { enabled: true, schemaUrl: './openapi.yaml' },
      },
    });
    expect((await loadtool(['config', '--config', file])).code).toBe(0);
  });

  it('in a folder with schema.graphql: finds it below the root, names the project after the repository', async () => {
    const dir = await tempDir();
    await mkdir(join(dir, 'api'));
    await writeFile(join(dir, 'api', 'schema.graphql'), 'type Query { pets: [String] }\n');
    const file = join(dir, 'qa.config.json');

    const { code } = await loadtool(['init', '--config', file, '--base-url', 'http://localhost:4000/graphql'], {
      GITHUB_REPOSITORY: 'acme/pets',
    });
    expect(code).toBe(0);
    expect(await readJson(file)).toMatchObject({
      project: { name: 'pets' },
      domains: { api: { schemaPath: './api/schema.graphql' } },
    });
  });

  it('prefers an OpenAPI document to a GraphQL schema at the same depth, and takes flags over discovery', async () => {
    const dir = await tempDir();
    await writeFile(join(dir, 'schema.graphql'), 'type Query { a: Int }\n');
    await writeFile(join(dir, 'swagger.json'), '{"swagger": "2.0"}');
    const file = join(dir, 'qa.config.json');
    await loadtool(['init', '--config', file, '--base-url', 'http://localhost:3000']);
    expect(await readJson(file)).toMatchObject({ domains: { api: { schemaPath: './swagger.json' } } });

    await loadtool([
      'init',
      '--force',
      '--config',
      file,
      '--name',
      'zoo',
      '--schema',
      'https://zoo.example.com/openapi.json',
    ]);
    expect(await readJson(file)).toMatchObject({
      project: { name: 'zoo' },
      domains: { api: { schemaUrl: 'https://zoo.example.com/openapi.json' } },
    });
  });

  it('never overwrites an existing file without --force, exit 2', async () => {
    const file = join(await tempDir(), 'qa.config.json');
    await writeFile(file, '{"project": {"name": "mine"}}');
    const { code, stderr } = await loadtool(['init', '--config', file, '--base-url', 'http://localhost:3000']);
    expect(code).toBe(2);
    expect(stderr).toContain('already exists');
    expect(await readFile(file, 'utf8')).toBe('{"project": {"name": "mine"}}');
  });

  it('in a terminal: asks for each value, offering what it found', async () => {
    const dir = await tempDir();
    await writeFile(join(dir, 'openapi.yaml'), 'openapi: 3.0.3\n');
    const { code, screen } = await runInTerminal(`'${process.execPath}' '${ROOT}/dist/cli/index.js' init`, dir, [
      { prompt: `Project name [${basename(dir)}]:`, type: 'shop\r' },
      { prompt: 'Base URL of the API under test (e.g. http://localhost:3000):', type: 'http://localhost:8080\r' },
      { prompt: `OpenAPI document or GraphQL schema (URL or path) [openapi.yaml]:`, type: '\r' },
    ]);
    expect(screen).toContain('Next: check it with `loadtool config`.');
    expect(code).toBe(0);
    expect(await readJson(join(dir, 'qa.config.json'))).toMatchObject({
      project: { name: 'shop' },
      domains: { api: { baseUrl: 'http://localhost:8080', schemaPath: './openapi.yaml' } },
    });
  });

  it('in a terminal: Ctrl+D at a prompt cancels, exit 130, nothing written', async () => {
    const dir = await tempDir();
    const { code, screen } = await runInTerminal(`'${process.execPath}' '${ROOT}/dist/cli/index.js' init`, dir, [
      { prompt: `Project name [${basename(dir)}]:`, type: '\u0004' },
    ]);
    expect(screen).toContain('loadtool init was cancelled: nothing was written.');
    expect(code).toBe(130);
    await expect(readFile(join(dir, 'qa.config.json'))).rejects.toThrow('ENOENT');
  });
});
