import { execFile } from 'node:child_process';
import { cp, readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from '@jest/globals';
import { Ajv2020 } from 'ajv/dist/2020.js';
import formats from 'ajv-formats';
import fc from 'fast-check';
import { stringify } from 'yaml';
import { deepNestingPosition } from '../../src/bracket-nesting.js';
import { fitsSchema, schemaFindings } from '../../src/loadtest/findings/schema-findings.js';
import { hasProblems, parseLoadTest } from '../../src/loadtest/validate.js';
import { ROOT } from '../helpers/bundle.js';
import { performanceConfig } from '../helpers/qa-config.js';
import { useTempDirs } from '../helpers/temp-dir.js';

// Start-up of the bundled CLI: a command loads the code it needs and no more, so that `loadtool --version`, `--help`
// and the light commands do not wait for the engine, the schema readers or the pipeline. What is loaded is read from
// a module hook that lists every file Node loads; no time is measured.

const tempDir = useTempDirs();
const run = promisify(execFile);

/** Writes the module hook that appends the URL of every module loaded to the file named by LOADED_LOG. */
async function loadLogger(dir: string): Promise<string> {
  await writeFile(
    join(dir, 'log-loads.mjs'),
    "import { appendFileSync } from 'node:fs';\nexport async function load(url, context, next) {\n  if (url.startsWith('file:')) appendFileSync(process.env.LOADED_LOG, `${url}\\n`);\n  return next(url, context);\n}\n",
  );
  const register = join(dir, 'register.mjs');
  await writeFile(register, "import { register } from 'node:module';\nregister('./log-loads.mjs', import.meta.url);\n");
  return register;
}

/** Runs the bundled CLI (or the copy at `cli`) with `args` in `cwd`; returns its output and the files of it loaded. */
async function loadedBy(args: string[], cwd: string, cli = join(ROOT, 'dist/cli/index.js')) {
  const log = join(cwd, `loaded-${Math.random().toString(36).slice(2)}.txt`);
  await writeFile(log, '');
  const register = await loadLogger(cwd);
  const { stdout } = await run(process.execPath, ['--import', register, cli, ...args], {
    cwd,
    env: { ...process.env, LOADED_LOG: log, NO_COLOR: '1' },
  });
  const dir = new URL('.', `file://${cli}`).href;
  const files = (await readFile(log, 'utf8'))
    .split('\n')
    .filter((url) => url.startsWith(dir))
    .map((url) => url.slice(dir.length));
  return { stdout, files: [...new Set(files)].sort() };
}

/** Returns the file of dist/cli/ whose code defines `name`: the bundle or one of its chunks. */
async function fileDefining(name: string): Promise<string> {
  const dir = join(ROOT, 'dist/cli');
  for (const file of (await readdir(dir)).filter((each) => each.endsWith('.js'))) {
    if ((await readFile(join(dir, file), 'utf8')).includes(`function ${name}(`)) return file;
  }
  throw new Error(`no file of dist/cli defines ${name}: bundle first`);
}

/** A small OpenAPI document and a config for it, in `dir`. */
async function writeSmallProject(dir: string): Promise<void> {
  await writeFile(
    join(dir, 'openapi.json'),
    JSON.stringify({
      openapi: '3.0.3',
      info: { title: 'Pets', version: '1' },
      paths: { '/pets': { get: { summary: 'List pets', responses: { '200': { description: 'ok' } } } } },
    }),
  );
  await writeFile(
    join(dir, 'qa.config.json'),
    JSON.stringify(
      performanceConfig('pets', {
        baseUrl: 'http://127.0.0.1:9',
        schemaUrl: './openapi.json',
        thresholds: { p99LatencyMs: 500, okRequestPercent: 99 },
      }),
    ),
  );
}

describe('start-up of the bundled CLI', () => {
  it('loads nothing but its entry for --version and --help: none of the commands’ code', async () => {
    const dir = await tempDir();
    const generation = await fileDefining('prepareLoadTest');
    const engine = await fileDefining('runLoadTestCommand');
    expect(generation).not.toBe('index.js');
    expect(engine).not.toBe('index.js');

    const version = await loadedBy(['--version'], dir);
    expect(version.stdout.trim()).toMatch(/^\d+\.\d+\.\d+/);
    expect(version.files).toEqual(['index.js']);

    const help = await loadedBy(['--help'], dir);
    expect(help.stdout).toContain('generate');
    expect(help.stdout).toContain('run');
    expect(help.files).toEqual(['index.js']);

    const commandHelp = await loadedBy(['run', '--help'], dir);
    expect(commandHelp.stdout).toContain('--users');
    expect(commandHelp.files).toEqual(['index.js']);
  });

  it('loads the generation code for generate and validate, never the engine’s', async () => {
    const dir = await tempDir();
    await writeSmallProject(dir);
    const engine = await fileDefining('runLoadTestCommand');
    const generation = await fileDefining('prepareLoadTest');

    const generated = await loadedBy(['generate', '--plan', 'none', '-o', 'loadtool.yaml'], dir);
    expect(generated.stdout).toContain('Wrote loadtool.yaml: 1 scenarios against http://127.0.0.1:9, valid.');
    expect(generated.files).toContain(generation);
    expect(generated.files).not.toContain(engine);

    const validated = await loadedBy(['validate', 'loadtool.yaml'], dir);
    expect(validated.stdout).toContain('loadtool.yaml: 1 scenario, valid');
    expect(validated.files).not.toContain(engine);
  });

  it('runs from an installed copy of the package: the chunks beside the entry go with it', async () => {
    const dir = await tempDir();
    await writeSmallProject(dir);
    // What npm installs: the files of package.json's `files`, dist/ among them.
    const files = JSON.parse(await readFile(join(ROOT, 'package.json'), 'utf8')) as { files: string[] };
    expect(files.files).toContain('dist');
    const installed = join(dir, 'node_modules', 'qa-perf');
    await cp(join(ROOT, 'dist'), join(installed, 'dist'), { recursive: true });
    await cp(join(ROOT, 'package.json'), join(installed, 'package.json'));

    const { stdout, files: loaded } = await loadedBy(
      ['generate', '--plan', 'none', '-o', 'loadtool.yaml'],
      dir,
      join(installed, 'dist/cli/index.js'),
    );
    expect(stdout).toContain('1 scenarios against http://127.0.0.1:9, valid.');
    expect(loaded.length).toBeGreaterThan(1);
  });
});

describe('the published JSON Schemas', () => {
  // The validators are compiled at run time without checking the schemas against the meta-schema (it costs more than
  // the schema): this is where they are checked.
  it.each(['qa.config.schema.json', 'loadtool.schema.json', 'results.schema.json'])(
    '%s is a valid JSON Schema 2020-12',
    async (file) => {
      const schema = JSON.parse(await readFile(join(ROOT, 'schemas', file), 'utf8')) as Record<string, unknown>;
      const ajv = new Ajv2020({ strict: false, allowUnionTypes: true, validateFormats: false });
      formats.default(ajv);
      expect(ajv.validateSchema(schema)).toBe(true);
      expect(ajv.errors ?? []).toEqual([]);
    },
  );
});

describe('the nesting check that every large schema passes through', () => {
  /** The check as a loop over every character, which the faster scan must agree with. */
  function reference(text: string, limit: number): { line: number; column: number } | undefined {
    let depth = 0;
    let inString = false;
    for (let index = 0; index < text.length; index++) {
      const char = text[index];
      if (inString) {
        if (char === '\\') index++;
        else if (char === '"') inString = false;
      } else if (char === '"') {
        inString = true;
      } else if (char === '[' || char === '{') {
        if (++depth > limit) {
          // Where the bracket stands, counted on the text as written (an escaped line break is a line break too).
          const before = text.slice(0, index).split('\n');
          return { line: before.length, column: before.at(-1)!.length + 1 };
        }
      } else if (char === ']' || char === '}') {
        depth = Math.max(0, depth - 1);
      }
    }
    return undefined;
  }

  it('finds the same first bracket too deep as a character-by-character scan, strings and escapes included', () => {
    const text = fc
      .array(fc.constantFrom('[', ']', '{', '}', '"', '\\', '\n', 'a', ' ', ':'), { maxLength: 80 })
      .map((chars) => chars.join(''));
    fc.assert(
      fc.property(text, fc.integer({ min: 0, max: 4 }), (input, limit) => {
        expect(deepNestingPosition(input, limit)).toEqual(reference(input, limit));
      }),
      { numRuns: 20000 },
    );
  });
});

describe('the check of what generation writes, made on its data', () => {
  const scenario = {
    name: 'List pets',
    endpoint: 'GET /pets',
    concurrentUsers: 10,
    duration: '30s',
    thresholds: { p99: '500ms', okRate: '99%' },
  };
  const valid = { version: 1, baseUrl: 'http://127.0.0.1:9', scenarios: [scenario] };
  const cases: Array<[string, Record<string, unknown>]> = [
    ['a valid load test', valid],
    [
      'a flow scenario',
      { ...valid, scenarios: [{ ...scenario, endpoint: undefined, flow: [{ name: 'a', endpoint: 'GET /a' }] }] },
    ],
    ['no scenarios', { version: 1, baseUrl: 'http://127.0.0.1:9' }],
    ['users as a string', { ...valid, scenarios: [{ ...scenario, concurrentUsers: 'ten' }] }],
    ['an unknown key', { ...valid, scenarios: [{ ...scenario, users: 3 }] }],
    ['a bad endpoint', { ...valid, scenarios: [{ ...scenario, endpoint: 'get pets' }] }],
    ['a latency without unit', { ...valid, scenarios: [{ ...scenario, thresholds: { p99: 500 } }] }],
    ['two scenarios of one name', { ...valid, scenarios: [scenario, scenario] }],
    ['an unset variable', { ...valid, defaults: { headers: { Authorization: 'Bearer ${UNSET_TOKEN_FOR_TEST}' } } }],
  ];

  it.each(cases)('%s: the quick yes or no agrees with the findings and with parsing the text', (_, raw) => {
    const data = JSON.parse(JSON.stringify(raw)) as Record<string, unknown>;
    expect(fitsSchema(data)).toBe(schemaFindings(data).length === 0);
    const text = stringify(data);
    const parsed = (() => {
      try {
        parseLoadTest(text, 'loadtool.yaml', { env: {} });
        return true;
      } catch {
        return false;
      }
    })();
    expect(hasProblems(data, { env: {} })).toBe(!parsed);
  });
});
