import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { ConfigError, ConfigNotFoundError } from '../../src/config/config-error.js';
import { loadConfig, parseConfig, type LoadOptions } from '../../src/config/load.js';
import type { Problem } from '../../src/errors.js';
import { useTempDirs } from '../helpers/temp-dir.js';

type Json = Record<string, unknown>;

/** The seed's minimal valid config: a project name, ui/accessibility/performance disabled, api enabled. */
const minimal = (): Json => ({
  project: { name: 'shop' },
  domains: {
    ui: { enabled: false },
    api: { enabled: true, baseUrl: 'https://api.example.com', schemaUrl: 'https://api.example.com/openapi.json' },
    accessibility: { enabled: false },
    performance: { enabled: false },
  },
});

const thresholds = { p99LatencyMs: 800, okRequestPercent: 99 };

/** Returns the minimal config changed by `change`, which edits a deep copy in place. */
function variant(change: (config: Json & { domains: Record<string, Json> }) => void): Json {
  const config = structuredClone(minimal()) as Json & { domains: Record<string, Json> };
  change(config);
  return config;
}

function problemsOf(text: string, options?: LoadOptions): Problem[] {
  try {
    parseConfig(text, 'qa.config.json', options);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  throw new Error('the config was accepted');
}

const pathsOf = (config: unknown, options?: LoadOptions) =>
  problemsOf(JSON.stringify(config, null, 2), options)
    .map((problem) => problem.path)
    .sort();

describe('a valid qa.config.json', () => {
  it('the minimal config gets every default of the field table', () => {
    expect(parseConfig(JSON.stringify(minimal()), 'qa.config.json')).toEqual({
      project: { name: 'shop' },
      domains: {
        ui: { enabled: false, recordVideo: true, reportDir: './qa-reports/ui' },
        api: {
          enabled: true,
          baseUrl: 'https://api.example.com',
          schemaUrl: 'https://api.example.com/openapi.json',
          reportDir: './qa-reports/api',
        },
        accessibility: { enabled: false, level: 'AA', reportDir: './qa-reports/a11y' },
        performance: {
          enabled: false,
          baseUrl: 'https://api.example.com',
          thresholds: {},
          reportDir: './qa-reports/perf',
        },
      },
      requirements: { docsPath: './requirements' },
    });
  });

  it('domains that are absent are enabled (the default of enabled), so their required fields are missing', () => {
    const config = variant((c) => {
      delete c.domains.accessibility;
      delete c.domains.performance;
    });
    expect(pathsOf(config)).toEqual([
      'domains.performance.schemaUrl',
      'domains.performance.thresholds.okRequestPercent',
      'domains.performance.thresholds.p99LatencyMs',
    ]);
  });

  it.each([
    {
      what: 'performance falls back to the api base URL, and names its own schema',
      config: variant((c) => {
        c.domains.api = { enabled: true, baseUrl: 'http://localhost:3000', schemaPath: './openapi.yaml' };
        c.domains.performance = { enabled: true, schemaUrl: './openapi.yaml', thresholds };
      }),
      options: {},
      expected: { baseUrl: 'http://localhost:3000', schemaUrl: './openapi.yaml' },
    },
    {
      what: 'the base-url flag wins over the file',
      config: variant(
        (c) =>
          (c.domains.performance = {
            enabled: true,
            baseUrl: 'http://a.test',
            schemaUrl: 'https://api.example.com/openapi.json',
            thresholds,
          }),
      ),
      options: { baseUrl: 'http://127.0.0.1:8080' },
      expected: { baseUrl: 'http://127.0.0.1:8080', schemaUrl: 'https://api.example.com/openapi.json' },
    },
    {
      what: 'a performance schemaUrl may be a relative path',
      config: variant((c) => (c.domains.performance = { enabled: true, schemaUrl: 'docs/schema.graphql', thresholds })),
      options: {},
      expected: { baseUrl: 'https://api.example.com', schemaUrl: 'docs/schema.graphql' },
    },
  ])('$what', ({ config, options, expected }) => {
    expect(parseConfig(JSON.stringify(config), 'qa.config.json', options).domains.performance).toMatchObject(expected);
  });

  it.each([
    {
      what: 'okRequestPercent of exactly 100',
      config: variant(
        (c) =>
          (c.domains.performance = {
            enabled: true,
            schemaUrl: './openapi.yaml',
            thresholds: { p99LatencyMs: 0.5, okRequestPercent: 100 },
          }),
      ),
    },
    {
      what: 'x- keys at every level and $schema at the top',
      config: variant((c) => {
        c.$schema = './schemas/qa.config.schema.json';
        c['x-owner'] = 'team-a';
        c.domains['x-note'] = {};
        c.domains.api!['x-gateway'] = 'kong';
      }),
    },
    {
      what: 'a disabled domain without its required fields',
      config: variant((c) => (c.domains.ui = { enabled: false, recordVideo: false })),
    },
    { what: 'a docsPath', config: variant((c) => (c.requirements = { docsPath: './docs/requirements' })) },
    { what: 'a byte-order mark before the JSON', text: `\uFEFF${JSON.stringify(minimal())}` },
  ])('accepts $what', ({ config, text }) => {
    expect(() => parseConfig(text ?? JSON.stringify(config), 'qa.config.json')).not.toThrow();
  });
});

describe('a bad qa.config.json reports every problem at once, by path', () => {
  it.each([
    { what: 'no project', config: variant((c) => delete c.project), paths: ['project.name'] },
    { what: 'no project.name', config: variant((c) => (c.project = {})), paths: ['project.name'] },
    { what: 'an empty project.name', config: variant((c) => (c.project = { name: '' })), paths: ['project.name'] },
    { what: 'a number as project.name', config: variant((c) => (c.project = { name: 42 })), paths: ['project.name'] },
    {
      what: 'ui enabled without baseUrl',
      config: variant((c) => (c.domains.ui = { enabled: true })),
      paths: ['domains.ui.baseUrl'],
    },
    {
      what: 'api enabled without baseUrl',
      config: variant((c) => delete c.domains.api!.baseUrl),
      paths: ['domains.api.baseUrl'],
    },
    {
      what: 'api enabled with neither schemaUrl nor schemaPath',
      config: variant((c) => delete c.domains.api!.schemaUrl),
      paths: ['domains.api'],
    },
    {
      what: 'api enabled with both schemaUrl and schemaPath',
      config: variant((c) => (c.domains.api!.schemaPath = './openapi.yaml')),
      paths: ['domains.api'],
    },
    {
      what: 'performance enabled without thresholds or schemaUrl',
      config: variant((c) => (c.domains.performance = { enabled: true })),
      paths: [
        'domains.performance.schemaUrl',
        'domains.performance.thresholds.okRequestPercent',
        'domains.performance.thresholds.p99LatencyMs',
      ],
    },
    {
      what: 'performance enabled without p99LatencyMs',
      config: variant(
        (c) =>
          (c.domains.performance = {
            enabled: true,
            schemaUrl: './openapi.yaml',
            thresholds: { okRequestPercent: 99 },
          }),
      ),
      paths: ['domains.performance.thresholds.p99LatencyMs'],
    },
    {
      what: 'performance enabled with no base URL or schema anywhere',
      config: variant((c) => {
        c.domains.api = { enabled: false };
        c.domains.performance = { enabled: true, thresholds };
      }),
      paths: ['domains.performance.baseUrl', 'domains.performance.schemaUrl'],
    },
    {
      what: 'every domain enabled and nothing else',
      config: {
        project: { name: 'shop' },
        domains: {
          ui: { enabled: true },
          api: { enabled: true },
          accessibility: { enabled: true },
          performance: { enabled: true },
        },
      },
      paths: [
        'domains.api',
        'domains.api.baseUrl',
        'domains.performance.schemaUrl',
        'domains.performance.thresholds.okRequestPercent',
        'domains.performance.thresholds.p99LatencyMs',
        'domains.ui.baseUrl',
      ],
    },
    {
      what: 'domains as an array',
      config: variant((c) => (c.domains = [] as unknown as Record<string, Json>)),
      paths: ['domains'],
    },
    {
      what: 'enabled as the string "true"',
      config: variant((c) => (c.domains.ui = { enabled: 'true' })),
      paths: ['domains.ui.enabled'],
    },
    {
      what: 'recordVideo as "yes"',
      config: variant((c) => (c.domains.ui = { enabled: false, recordVideo: 'yes' })),
      paths: ['domains.ui.recordVideo'],
    },
    {
      what: 'p99LatencyMs as a string',
      config: variant(
        (c) =>
          (c.domains.performance = {
            enabled: true,
            schemaUrl: './openapi.yaml',
            thresholds: { p99LatencyMs: '800', okRequestPercent: 99 },
          }),
      ),
      paths: ['domains.performance.thresholds.p99LatencyMs'],
    },
    {
      what: 'p99LatencyMs of 0',
      config: variant(
        (c) =>
          (c.domains.performance = {
            enabled: true,
            schemaUrl: './openapi.yaml',
            thresholds: { p99LatencyMs: 0, okRequestPercent: 99 },
          }),
      ),
      paths: ['domains.performance.thresholds.p99LatencyMs'],
    },
    {
      what: 'a negative p99LatencyMs, even with performance disabled',
      config: variant((c) => (c.domains.performance = { enabled: false, thresholds: { p99LatencyMs: -5 } })),
      paths: ['domains.performance.thresholds.p99LatencyMs'],
    },
    {
      what: 'okRequestPercent of 0',
      config: variant(
        (c) =>
          (c.domains.performance = {
            enabled: true,
            schemaUrl: './openapi.yaml',
            thresholds: { p99LatencyMs: 800, okRequestPercent: 0 },
          }),
      ),
      paths: ['domains.performance.thresholds.okRequestPercent'],
    },
    {
      what: 'okRequestPercent over 100',
      config: variant(
        (c) =>
          (c.domains.performance = {
            enabled: true,
            schemaUrl: './openapi.yaml',
            thresholds: { p99LatencyMs: 800, okRequestPercent: 100.5 },
          }),
      ),
      paths: ['domains.performance.thresholds.okRequestPercent'],
    },
    {
      what: 'an unknown jurisdiction',
      config: variant((c) => (c.domains.accessibility = { enabled: true, jurisdiction: 'USA', level: 'AA' })),
      paths: ['domains.accessibility.jurisdiction'],
    },
    {
      what: 'an unknown WCAG level',
      config: variant((c) => (c.domains.accessibility = { enabled: true, level: 'AA+' })),
      paths: ['domains.accessibility.level'],
    },
    {
      what: 'a level in lower case',
      config: variant((c) => (c.domains.accessibility = { enabled: false, level: 'aa' })),
      paths: ['domains.accessibility.level'],
    },
    {
      what: 'a baseUrl without a scheme',
      config: variant((c) => (c.domains.api!.baseUrl = 'localhost:3000')),
      paths: ['domains.api.baseUrl'],
    },
    {
      what: 'a baseUrl that is not http(s)',
      config: variant((c) => (c.domains.api!.baseUrl = 'ftp://api.example.com')),
      paths: ['domains.api.baseUrl'],
    },
    {
      what: 'an api schemaUrl that is a path',
      config: variant((c) => (c.domains.api!.schemaUrl = './openapi.yaml')),
      paths: ['domains.api.schemaUrl'],
    },
    {
      what: 'a performance schemaUrl that is an absolute path',
      config: variant((c) => (c.domains.performance = { enabled: false, schemaUrl: '/etc/openapi.yaml' })),
      paths: ['domains.performance.schemaUrl'],
    },
    {
      what: 'a performance schemaUrl with another scheme',
      config: variant((c) => (c.domains.performance = { enabled: false, schemaUrl: 'file:///srv/openapi.yaml' })),
      paths: ['domains.performance.schemaUrl'],
    },
    { what: 'a typo at the top', config: variant((c) => (c.domain = {})), paths: ['domain'] },
    {
      what: 'a typo that hides a required field',
      config: variant((c) => {
        c.domains.api!.baseURL = c.domains.api!.baseUrl;
        delete c.domains.api!.baseUrl;
      }),
      paths: ['domains.api.baseURL', 'domains.api.baseUrl'],
    },
    {
      what: 'an unknown domain',
      config: variant((c) => (c.domains.security = { enabled: true })),
      paths: ['domains.security'],
    },
    {
      what: 'an unknown threshold',
      config: variant((c) => (c.domains.performance = { enabled: false, thresholds: { p95LatencyMs: 300 } })),
      paths: ['domains.performance.thresholds.p95LatencyMs'],
    },
    {
      what: '$schema below the top',
      config: variant((c) => (c.project = { name: 'shop', $schema: 'x' })),
      paths: ['project.$schema'],
    },
    {
      what: 'docsPath as a number',
      config: variant((c) => (c.requirements = { docsPath: 7 })),
      paths: ['requirements.docsPath'],
    },
    {
      what: 'an empty reportDir',
      config: variant((c) => (c.domains.api!.reportDir = '')),
      paths: ['domains.api.reportDir'],
    },
    {
      what: 'many problems in one file',
      config: variant((c) => {
        c.project = {};
        c.domains.api!.baseUrl = 'nope';
        c.domains.ui = { enabled: true, colour: 'red' };
        c.domains.performance = { enabled: true, thresholds: { p99LatencyMs: -1, okRequestPercent: 200 } };
      }),
      paths: [
        'domains.api.baseUrl',
        'domains.performance.schemaUrl',
        'domains.performance.thresholds.okRequestPercent',
        'domains.performance.thresholds.p99LatencyMs',
        'domains.ui.baseUrl',
        'domains.ui.colour',
        'project.name',
      ],
    },
  ])('$what', ({ config, paths }) => {
    expect(pathsOf(config)).toEqual(paths);
  });

  it('a bad --base-url is reported beside the file problems', () => {
    const problems = problemsOf(JSON.stringify(variant((c) => delete c.project)), { baseUrl: 'localhost' });
    expect(problems.map((problem) => problem.path).sort()).toEqual(['', 'project.name']);
  });

  it('messages name the field and what to write', () => {
    const text = JSON.stringify(
      variant(
        (c) =>
          (c.domains.performance = {
            enabled: true,
            schemaUrl: './openapi.yaml',
            thresholds: { okRequestPercent: 99 },
          }),
      ),
      null,
      2,
    );
    const [problem] = problemsOf(text);
    expect(new ConfigError('qa.config.json', []).describe(problem!)).toBe(
      'qa.config.json: domains.performance.thresholds.p99LatencyMs: is required when performance is enabled; write a number of milliseconds, e.g. 1000',
    );
  });

  it('a typo gets a suggestion', () => {
    const [problem] = problemsOf(JSON.stringify(variant((c) => (c.domains.api!.reportdir = './r'))));
    expect(problem!.message).toContain('did you mean "reportDir"?');
  });

  it('each problem carries the line of its field', () => {
    const text =
      '{\n  "project": {\n    "name": ""\n  },\n  "domains": {\n    "ui": { "enabled": true },\n    "api": { "enabled": false }, "accessibility": { "enabled": false }, "performance": { "enabled": false }\n  }\n}\n';
    expect(problemsOf(text).map(({ path, line, column }) => ({ path, line, column }))).toEqual([
      { path: 'project.name', line: 3, column: 5 },
      { path: 'domains.ui.baseUrl', line: 6, column: 5 },
    ]);
  });
});

describe('a file that is not a JSON object', () => {
  it.each([
    {
      what: 'a trailing comma',
      text: '{\n  "project": { "name": "shop" },\n}\n',
      line: 3,
      column: 1,
      message: 'trailing comma',
    },
    {
      what: 'a missing comma',
      text: '{\n  "project": { "name": "shop" }\n  "domains": {}\n}',
      line: 3,
      column: 3,
      message: 'missing comma',
    },
    {
      what: 'a comment',
      text: '{\n  // the project\n  "project": {}\n}',
      line: 2,
      column: 3,
      message: 'comments are not allowed',
    },
    { what: 'single quotes', text: "{ 'project': {} }", line: 1, column: 3, message: 'double quotes' },
    {
      what: 'a cut-off file',
      text: '{\n  "project": {\n    "name": "shop"\n',
      line: 3,
      column: 19,
      message: 'ends too early',
    },
    { what: 'an empty file', text: '', line: undefined, column: undefined, message: 'is empty' },
    { what: 'only white space', text: ' \n\n ', line: undefined, column: undefined, message: 'is empty' },
    {
      what: 'a duplicated key',
      text: '{\n  "project": { "name": "a" },\n  "project": { "name": "b" }\n}',
      line: 3,
      column: 3,
      message: 'appears twice',
    },
    {
      what: 'a raw tab inside a string',
      text: '{ "project": { "name": "a\tb" } }',
      line: 1,
      column: 24,
      message: 'tab or line break',
    },
  ])('$what: line $line, column $column', ({ text, line, column, message }) => {
    const problems = problemsOf(text);
    expect(problems).toHaveLength(1);
    expect([problems[0]!.line, problems[0]!.column]).toEqual([line, column]);
    expect(problems[0]!.message).toContain(message);
  });

  it.each([
    { what: 'a JSON array', text: '[{"project": {"name": "shop"}}]' },
    { what: 'a string', text: '"qa.config.json"' },
    { what: 'null', text: 'null' },
  ])('$what at the top is reported at $', ({ text }) => {
    expect(problemsOf(text).map((problem) => problem.path)).toEqual(['$']);
  });
});

describe('loadConfig', () => {
  const tempDir = useTempDirs();

  it('a missing file points to loadtool init', async () => {
    const dir = await tempDir();
    const loading = loadConfig(join(dir, 'qa.config.json'));
    await expect(loading).rejects.toBeInstanceOf(ConfigNotFoundError);
    await expect(loading).rejects.toThrow('loadtool init');
  });

  it('a 10 MB file is refused without being parsed', async () => {
    const file = join(await tempDir(), 'qa.config.json');
    await writeFile(file, JSON.stringify({ project: { name: 'x'.repeat(10 * 1024 * 1024) } }));
    const error = await loadConfig(file).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).problems).toEqual([{ path: '', message: expect.stringContaining('10.0 MB') }]);
  });

  it('reads a valid file', async () => {
    const file = join(await tempDir(), 'qa.config.json');
    await writeFile(file, JSON.stringify(minimal()));
    await expect(loadConfig(file)).resolves.toMatchObject({ project: { name: 'shop' } });
  });
});
