import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { ConfigError } from '../../src/config/config-error.js';
import { parseConfig } from '../../src/config/load.js';
import type { Problem } from '../../src/errors.js';
import { ROOT } from '../helpers/bundle.js';
import { loadtool } from '../helpers/cli.js';
import { useTempDirs } from '../helpers/temp-dir.js';

const tempDir = useTempDirs();

type Json = Record<string, unknown>;

const thresholds = { p99LatencyMs: 800, okRequestPercent: 99 };
const api = { enabled: true, baseUrl: 'http://localhost:3000', schemaPath: './openapi.yaml' };
const off = { enabled: false };

/** Every field a domain needs when it is enabled and nothing else is said: the seed's defaults make all four enabled. */
const EVERY_DOMAIN_MISSING = [
  'domains.api',
  'domains.api.baseUrl',
  'domains.performance.schemaUrl',
  'domains.performance.thresholds.okRequestPercent',
  'domains.performance.thresholds.p99LatencyMs',
  'domains.ui.baseUrl',
];

function problemsOf(config: unknown): Problem[] {
  try {
    parseConfig(JSON.stringify(config, null, 2), 'qa.config.json');
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}

const pathsOf = (config: unknown) =>
  problemsOf(config)
    .map((problem) => problem.path)
    .sort();

describe('the seed’s qa.config.json contract', () => {
  it.each<{ point: string; what: string; config: Json; paths: string[] }>([
    // 19. enabled defaults to true: an absent domain, or one without `enabled`, is enabled.
    {
      point: '19',
      what: 'no domains at all: every domain is enabled and each required field is missing',
      config: { project: { name: 'shop' } },
      paths: EVERY_DOMAIN_MISSING,
    },
    {
      point: '19',
      what: 'an empty domains object',
      config: { project: { name: 'shop' }, domains: {} },
      paths: EVERY_DOMAIN_MISSING,
    },
    {
      point: '19',
      what: 'every domain present without `enabled`',
      config: { project: { name: 'shop' }, domains: { ui: {}, api: {}, accessibility: {}, performance: {} } },
      paths: EVERY_DOMAIN_MISSING,
    },
    {
      point: '19',
      what: 'performance absent, the others disabled',
      config: { project: { name: 'shop' }, domains: { ui: off, api: off, accessibility: off } },
      paths: [
        'domains.performance.baseUrl',
        'domains.performance.schemaUrl',
        'domains.performance.thresholds.okRequestPercent',
        'domains.performance.thresholds.p99LatencyMs',
      ],
    },
    {
      point: '19',
      what: 'ui present without `enabled`',
      config: {
        project: { name: 'shop' },
        domains: { ui: { recordVideo: false }, api: off, accessibility: off, performance: off },
      },
      paths: ['domains.ui.baseUrl'],
    },
    {
      point: '19',
      what: 'the seed’s minimal config: every domain listed, only api enabled',
      config: { project: { name: 'shop' }, domains: { ui: off, api, accessibility: off, performance: off } },
      paths: [],
    },
    // 21. A missing project is reported as its missing required field.
    {
      point: '21',
      what: 'no project',
      config: { domains: { ui: off, api: off, accessibility: off, performance: off } },
      paths: ['project.name'],
    },
    {
      point: '21',
      what: 'no project and no domains',
      config: {},
      paths: ['project.name', ...EVERY_DOMAIN_MISSING].sort(),
    },
    // 22. performance.schemaUrl is required when performance is enabled: no fallback to the api domain's schema.
    {
      point: '22',
      what: 'performance enabled without schemaUrl, the api domain with a schemaPath',
      config: {
        project: { name: 'shop' },
        domains: { ui: off, api, accessibility: off, performance: { enabled: true, thresholds } },
      },
      paths: ['domains.performance.schemaUrl'],
    },
    {
      point: '22',
      what: 'performance enabled without schemaUrl, the api domain disabled with a schemaUrl',
      config: {
        project: { name: 'shop' },
        domains: {
          ui: off,
          api: { enabled: false, schemaUrl: 'https://api.example.com/openapi.json' },
          accessibility: off,
          performance: { enabled: true, baseUrl: 'http://localhost:3000', thresholds },
        },
      },
      paths: ['domains.performance.schemaUrl'],
    },
    {
      point: '22',
      what: 'performance enabled with its own schemaUrl, the base URL from the api domain',
      config: {
        project: { name: 'shop' },
        domains: {
          ui: off,
          api,
          accessibility: off,
          performance: { enabled: true, schemaUrl: './openapi.yaml', thresholds },
        },
      },
      paths: [],
    },
  ])('$point: $what', ({ config, paths }) => {
    expect(pathsOf(config)).toEqual(paths);
  });

  it('19: every missing field is reported with its path and its reason', () => {
    const messages = Object.fromEntries(problemsOf({ project: { name: 'shop' } }).map((p) => [p.path, p.message]));
    expect(messages['domains.ui.baseUrl']).toMatch(/^is required when ui is enabled/);
    expect(messages['domains.api.baseUrl']).toMatch(/^is required when api is enabled/);
    expect(messages['domains.performance.thresholds.p99LatencyMs']).toMatch(/^is required when performance is enabled/);
    expect(messages['domains.performance.schemaUrl']).toMatch(/^is required when performance is enabled/);
  });

  it('20: the effective config carries the seed’s defaults; jurisdiction has none', () => {
    const config = parseConfig(
      JSON.stringify({
        project: { name: 'shop' },
        domains: { ui: off, api, accessibility: off, performance: off },
      }),
      'qa.config.json',
    );
    expect(config.domains.accessibility).toEqual({ enabled: false, level: 'AA', reportDir: './qa-reports/a11y' });
    expect(config.requirements).toEqual({ docsPath: './requirements' });
    expect(config.domains.ui).toEqual({ enabled: false, recordVideo: true, reportDir: './qa-reports/ui' });
  });

  it('20: accessibility enabled needs no level: AA is its default', () => {
    const config = parseConfig(
      JSON.stringify({
        project: { name: 'shop' },
        domains: { ui: off, api: off, accessibility: { enabled: true, jurisdiction: 'EU' }, performance: off },
      }),
      'qa.config.json',
    );
    expect(config.domains.accessibility).toMatchObject({ enabled: true, jurisdiction: 'EU', level: 'AA' });
  });

  it('20: an explicit docsPath and level are kept, null included', () => {
    const config = parseConfig(
      JSON.stringify({
        project: { name: 'shop' },
        domains: { ui: off, api: off, accessibility: { enabled: false, level: 'AAA' }, performance: off },
        requirements: { docsPath: null },
      }),
      'qa.config.json',
    );
    expect(config.domains.accessibility.level).toBe('AAA');
    expect(config.requirements.docsPath).toBeNull();
  });

  it('21: a missing project is positioned at the top-level object', () => {
    const text =
      '{\n  "domains": { "ui": { "enabled": false }, "api": { "enabled": false }, "accessibility": { "enabled": false }, "performance": { "enabled": false } }\n}\n';
    const error = (() => {
      try {
        parseConfig(text, 'qa.config.json');
      } catch (caught) {
        return caught as ConfigError;
      }
      throw new Error('the config was accepted');
    })();
    expect(error.problems).toEqual([
      {
        path: 'project.name',
        line: 1,
        column: 1,
        message: expect.stringMatching(/^is required; write the project's name/),
      },
    ]);
  });

  it('22: the message offers the api domain’s schema, and the fallback is gone from the effective config', () => {
    const [problem] = problemsOf({
      project: { name: 'shop' },
      domains: {
        ui: off,
        api: { ...api, schemaPath: './specs/shop.yaml' },
        accessibility: off,
        performance: { enabled: true, thresholds },
      },
    });
    expect(problem!.message).toContain('is required when performance is enabled');
    expect(problem!.message).toContain(`The api domain's schema is "./specs/shop.yaml" (domains.api.schemaPath)`);

    const disabled = parseConfig(
      JSON.stringify({ project: { name: 'shop' }, domains: { ui: off, api, accessibility: off, performance: off } }),
      'qa.config.json',
    );
    expect(disabled.domains.performance.schemaUrl).toBeUndefined();
    expect(disabled.domains.performance.baseUrl).toBe('http://localhost:3000');
  });

  it('22: performance keeps its own schema when the api domain has another', () => {
    const config = parseConfig(
      JSON.stringify({
        project: { name: 'shop' },
        domains: {
          ui: off,
          api,
          accessibility: off,
          performance: { enabled: true, schemaUrl: 'https://perf.example.com/openapi.json', thresholds },
        },
      }),
      'qa.config.json',
    );
    expect(config.domains.performance).toMatchObject({
      baseUrl: 'http://localhost:3000',
      schemaUrl: 'https://perf.example.com/openapi.json',
    });
  });
});

describe('domains.performance.schemaHeaders', () => {
  const withHeaders = (schemaHeaders: unknown): Json => ({
    project: { name: 'shop' },
    domains: {
      ui: off,
      api: off,
      accessibility: off,
      performance: {
        enabled: true,
        baseUrl: 'http://localhost:3000',
        schemaUrl: 'https://api.example.com/openapi.json',
        schemaHeaders,
        thresholds,
      },
    },
  });

  it.each([
    { what: 'a bearer token from a variable', headers: { Authorization: 'Bearer ${SCHEMA_TOKEN}' } },
    { what: 'an API key from a variable', headers: { 'X-Api-Key': '${SCHEMA_KEY}' } },
    { what: 'a plain value in a header that holds no credential', headers: { Accept: 'application/json' } },
    { what: 'a literal ${ written as $${', headers: { 'X-Template': 'a $${b}' } },
  ])('accepts $what', ({ headers }) => {
    const config = parseConfig(JSON.stringify(withHeaders(headers)), 'qa.config.json');
    expect(config.domains.performance.schemaHeaders).toEqual(headers);
  });

  it.each([
    { what: 'a literal bearer token', headers: { Authorization: 'Bearer abc123secret' }, path: 'Authorization' },
    { what: 'a literal API key', headers: { 'x-api-key': 'abc123secret' }, path: 'x-api-key' },
    { what: 'a literal cookie', headers: { Cookie: 'session=abc123secret' }, path: 'Cookie' },
    {
      what: 'a literal in a header named like a token',
      headers: { 'X-Auth-Token': 'abc123secret' },
      path: 'X-Auth-Token',
    },
    {
      what: 'a placeholder that is not a variable name',
      headers: { Authorization: 'Bearer ${SCHEMA-TOKEN}' },
      path: 'Authorization',
    },
    { what: 'a value that is not a string', headers: { 'X-Retries': 3 }, path: 'X-Retries' },
    { what: 'a header name with a space', headers: { 'X Token': '${T}' }, path: '"X Token"' },
  ])('refuses $what, naming the header but never the value', ({ headers, path }) => {
    const problems = problemsOf(withHeaders(headers));
    expect(problems.map((problem) => problem.path)).toEqual([`domains.performance.schemaHeaders.${path}`]);
    expect(problems[0]!.message).not.toContain('abc123secret');
  });

  it('words two placeholders that are not variables as the load test does: "are not variables"', () => {
    const problems = problemsOf(withHeaders({ Authorization: '${A-B} ${C D}' }));
    expect(problems.map((problem) => problem.message)).toEqual([
      '${A-B} and ${C D} are not variables: write ${NAME} with letters, digits and _ only, ${data.<column>} for a column of a data file (or $${ for a literal ${)',
    ]);
  });

  it('must be an object', () => {
    expect(pathsOf(withHeaders('Bearer ${T}'))).toEqual(['domains.performance.schemaHeaders']);
  });
});

describe('configs written by onboarding and shipped in the repository', () => {
  it('loadtool init lists every domain with an explicit `enabled` and gives performance its own schemaUrl', async () => {
    const dir = await tempDir();
    await writeFile(join(dir, 'openapi.yaml'), 'openapi: 3.1.0\ninfo: { title: Shop, version: "1" }\npaths: {}\n');
    const file = join(dir, 'qa.config.json');
    const { code } = await loadtool([
      'init',
      '--config',
      file,
      '--name',
      'shop',
      '--base-url',
      'http://localhost:3000',
    ]);
    expect(code).toBe(0);
    expect(JSON.parse(await readFile(file, 'utf8'))).toEqual({
      project: { name: 'shop' },
      domains: {
        ui: { enabled: false },
        api: { enabled: true, baseUrl: 'http://localhost:3000', schemaPath: './openapi.yaml' },
        accessibility: { enabled: false },
        performance: {
          enabled: true,
          schemaUrl: './openapi.yaml',
          thresholds: { p99LatencyMs: 1000, okRequestPercent: 99 },
        },
      },
    });
    const effective = await loadtool(['config', '--config', file]);
    expect(effective.code).toBe(0);
    expect(JSON.parse(effective.stdout)).toMatchObject({
      domains: { performance: { schemaUrl: './openapi.yaml', baseUrl: 'http://localhost:3000' } },
    });
  });

  it('loadtool init without a schema reports both schemas missing, each with its path', async () => {
    const dir = await tempDir();
    const file = join(dir, 'qa.config.json');
    const { code, stderr } = await loadtool(['init', '--config', file, '--base-url', 'http://localhost:3000']);
    expect(code).toBe(2);
    const missing = stderr
      .split('\n')
      .filter((line) => line.startsWith(file))
      .map((line) => line.split(': ')[1]);
    expect(missing.sort()).toEqual(['domains.api', 'domains.performance.schemaUrl']);
  });

  it('every example project’s qa.config.json is valid', async () => {
    // The example projects, those a user copies whole; examples/grafana and examples/kubernetes are files to take.
    const examples = (await readdir(join(ROOT, 'examples'))).filter(
      (example) => !['grafana', 'kubernetes'].includes(example),
    );
    expect(examples.sort()).toEqual(['graphql', 'petstore']);
    for (const example of examples) {
      const file = join(ROOT, 'examples', example, 'qa.config.json');
      const text = await readFile(file, 'utf8');
      expect(problemsOf(JSON.parse(text))).toEqual([]);
      const parsed = JSON.parse(text) as { domains: Record<string, Json> };
      expect(Object.keys(parsed.domains).sort()).toEqual(['accessibility', 'api', 'performance', 'ui']);
      for (const domain of Object.values(parsed.domains)) expect(typeof domain.enabled).toBe('boolean');
    }
  });
});
