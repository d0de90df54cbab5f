import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { LoadTestError } from '../../src/loadtest/load-test-error.js';
import type { LoadTest } from '../../src/loadtest/types.js';
import { loadLoadTest, parseLoadTest } from '../../src/loadtest/validate.js';
import { MAX_LOAD_TEST_BYTES } from '../../src/loadtest/yaml/read-yaml.js';
import { loadtool } from '../helpers/cli.js';
import { HEAD, loadTestProblems, PETS, withScenario, yamlLines as y } from '../helpers/load-test-problems.js';
import { useTempDirs } from '../helpers/temp-dir.js';

const tempDir = useTempDirs();

/** A load test using every documented key, as docs/loadtool-yaml.md shows them. */
const FULL_EXAMPLE = y(
  '# yaml-language-server: $schema=../schemas/loadtool.schema.json',
  'version: 1',
  'baseUrl: http://localhost:3000',
  'execution: sequential          # or parallel: all scenarios at once',
  'defaults:                      # applies to every scenario unless it sets its own',
  '  headers: { Authorization: "Bearer ${API_TOKEN}" }   # ${NAME} is read from the environment and masked in logs',
  '  timeout: 30s',
  'scenarios:',
  '  - name: List pets',
  '    endpoint: GET /pets',
  '    concurrentUsers: 10',
  '    duration: 30s',
  '    query: { limit: 20 }',
  '    thresholds:',
  '      p95: 300ms',
  '      p99: 1000ms              # from domains.performance.thresholds.p99LatencyMs',
  '      errorRate: 1%',
  '      okRate: 99%              # from domains.performance.thresholds.okRequestPercent',
  '  - name: Get pet',
  '    endpoint: GET /pets/{petId}',
  '    params: { petId: 1 }',
  '    concurrentUsers: 10',
  '    duration: 30s',
  '    thresholds: { p99: 1000ms, okRate: 99% }',
  '  - name: Add pet',
  '    endpoint: POST /pets',
  '    body: { name: Rex }        # JSON unless `contentType` says otherwise',
  '    expect: { status: [201] }  # what counts as ok; default any 2xx or 3xx',
  '    concurrentUsers: 5',
  '    duration: 30s',
  '  - name: "GraphQL: pets"',
  '    endpoint: POST /graphql',
  '    graphql: { query: "query Pets($first: Int) { pets(first: $first) { id name } }", variables: { first: 10 } }',
  '    concurrentUsers: 10',
  '    duration: 30s',
);

describe('a valid loadtool.yaml', () => {
  it('the full example becomes the LoadTest the engine runs', () => {
    const authorization = { Authorization: 'Bearer ${API_TOKEN}' };
    const expected: LoadTest = {
      version: 1,
      baseUrl: 'http://localhost:3000',
      execution: 'sequential',
      writes: 'own',
      scenarios: [
        {
          name: 'List pets',
          endpoint: 'GET /pets',
          method: 'GET',
          path: '/pets',
          line: 9,
          concurrentUsers: 10,
          durationSeconds: 30,
          query: { limit: 20 },
          headers: authorization,
          timeoutMs: 30_000,
          thresholds: [
            { key: 'p95', bound: 'max', limit: 300, unit: 'ms', text: '300ms', line: 15, column: 7 },
            { key: 'p99', bound: 'max', limit: 1000, unit: 'ms', text: '1000ms', line: 16, column: 7 },
            { key: 'errorRate', bound: 'max', limit: 1, unit: '%', text: '1%', line: 17, column: 7 },
            { key: 'okRate', bound: 'min', limit: 99, unit: '%', text: '99%', line: 18, column: 7 },
          ],
        },
        {
          name: 'Get pet',
          endpoint: 'GET /pets/{petId}',
          method: 'GET',
          path: '/pets/{petId}',
          line: 19,
          concurrentUsers: 10,
          durationSeconds: 30,
          params: { petId: 1 },
          headers: authorization,
          timeoutMs: 30_000,
          thresholds: [
            { key: 'p99', bound: 'max', limit: 1000, unit: 'ms', text: '1000ms', line: 24, column: 19 },
            { key: 'okRate', bound: 'min', limit: 99, unit: '%', text: '99%', line: 24, column: 32 },
          ],
        },
        {
          name: 'Add pet',
          endpoint: 'POST /pets',
          method: 'POST',
          path: '/pets',
          line: 25,
          concurrentUsers: 5,
          durationSeconds: 30,
          headers: authorization,
          body: { name: 'Rex' },
          expectStatus: [201],
          timeoutMs: 30_000,
          thresholds: [],
        },
        {
          name: 'GraphQL: pets',
          endpoint: 'POST /graphql',
          method: 'POST',
          path: '/graphql',
          line: 31,
          concurrentUsers: 10,
          durationSeconds: 30,
          headers: authorization,
          graphql: {
            query: 'query Pets($first: Int) { pets(first: $first) { id name } }',
            variables: { first: 10 },
          },
          timeoutMs: 30_000,
          thresholds: [],
        },
      ],
    };
    expect(parseLoadTest(FULL_EXAMPLE, 'loadtool.yaml', { env: { API_TOKEN: 'secret' } })).toEqual(expected);
  });

  it('defaults apply unless a scenario sets its own; headers merge by name, whatever their case', () => {
    const loadTest = parseLoadTest(
      y(
        'version: 1',
        'baseUrl: https://api.example.com/v1',
        'execution: parallel',
        'defaults:',
        '  headers: { Authorization: "Bearer ${API_TOKEN}", Accept: application/json }',
        '  timeout: 2.5s',
        '  thinkTime: 250ms',
        '  rampUp: 1m',
        '  expect: { status: [200, 404] }',
        '  thresholds: { p99: 1.5s, okRate: 99.9% }',
        'scenarios:',
        '  - name: Inherits everything',
        '    endpoint: HEAD /pets',
        '    concurrentUsers: 1',
        '    duration: 2m',
        '  - name: Sets its own',
        '    endpoint: PUT /pets/{petId}',
        '    params: { petId: abc }',
        '    concurrentUsers: 3',
        '    duration: 1h',
        '    headers: { accept: text/plain, X-Trace: "1" }',
        '    timeout: 500ms',
        '    thinkTime: 0s',
        '    rampUp: 1500ms',
        '    expect: { status: [204] }',
        '    thresholds: { p50: 20ms, rps: 12.5, errorRate: 0.5% }',
      ),
      'loadtool.yaml',
    );
    expect(loadTest.execution).toBe('parallel');
    const [inherits, own] = loadTest.scenarios;
    expect(inherits).toMatchObject({
      durationSeconds: 120,
      headers: { Authorization: 'Bearer ${API_TOKEN}', Accept: 'application/json' },
      timeoutMs: 2500,
      thinkTimeMs: 250,
      rampUpSeconds: 60,
      expectStatus: [200, 404],
      thresholds: [
        { key: 'p99', bound: 'max', limit: 1500, unit: 'ms', text: '1.5s', line: 10, column: 17 },
        { key: 'okRate', bound: 'min', limit: 99.9, unit: '%', text: '99.9%', line: 10, column: 28 },
      ],
    });
    expect(own).toMatchObject({
      method: 'PUT',
      path: '/pets/{petId}',
      line: 16,
      durationSeconds: 3600,
      headers: { Authorization: 'Bearer ${API_TOKEN}', accept: 'text/plain', 'X-Trace': '1' },
      timeoutMs: 500,
      thinkTimeMs: 0,
      rampUpSeconds: 1.5,
      expectStatus: [204],
      thresholds: [
        { key: 'p50', bound: 'max', limit: 20, unit: 'ms', text: '20ms', line: 26, column: 19 },
        { key: 'rps', bound: 'min', limit: 12.5, unit: 'rps', text: '12.5', line: 26, column: 30 },
        { key: 'errorRate', bound: 'max', limit: 0.5, unit: '%', text: '0.5%', line: 26, column: 41 },
      ],
    });
    expect(Object.keys(own!.headers!)).toHaveLength(3);
  });

  it.each([
    { what: 'a byte-order mark', yaml: `\uFEFF${withScenario()}` },
    { what: 'a document start marker and a comment', yaml: `# load test\n---\n${withScenario()}` },
    { what: 'an anchor and aliases for shared values', yaml: withScenario('headers: &h { X-A: "1" }', 'query: *h') },
  ])('accepts $what', ({ yaml }) => {
    expect(() => parseLoadTest(yaml, 'loadtool.yaml', { env: {} })).not.toThrow();
  });
});

describe('a bad loadtool.yaml reports every problem at once, each at its line and column', () => {
  it.each<{ what: string; yaml: string; problems: Array<[number, number, string]> }>([
    {
      what: 'many problems in one file, in the order of the text',
      yaml: y(
        'version: 2',
        'baseUrl: localhost',
        'scenarios:',
        '  - name: A',
        '    endpoint: GET /a/{id}',
        '    concurrentUsers: 0',
        '    duration: "30"',
        '  - name: A',
        '    endpoint: FETCH /b',
        '    concurrentUsers: 1',
        '    duration: 1m',
        '    thresholds: { p95: 300 }',
      ),
      problems: [
        [1, 10, 'version'],
        [2, 10, 'baseUrl'],
        [5, 15, 'scenarios[0].endpoint'],
        [6, 22, 'scenarios[0].concurrentUsers'],
        [7, 15, 'scenarios[0].duration'],
        [8, 11, 'scenarios[1].name'],
        [9, 15, 'scenarios[1].endpoint'],
        [12, 24, 'scenarios[1].thresholds.p95'],
      ],
    },
    // YAML itself
    {
      what: 'a flow mapping left open',
      yaml: y(...HEAD, '  - { name: List pets, endpoint: GET /pets', '  - name: Other'),
      problems: [[5, 3, '']],
    },
    {
      what: 'a tab used for indentation',
      yaml: y(...HEAD, '  - name: List pets', '\tendpoint: GET /pets'),
      problems: [[5, 1, '']],
    },
    {
      what: 'a duplicate key: at the second',
      yaml: y(...HEAD, ...PETS, '    duration: 60s'),
      problems: [[8, 5, 'scenarios[0].duration']],
    },
    {
      what: 'a nested mapping on the line of its key',
      yaml: y(...HEAD, '  - name: List pets endpoint: GET /pets'),
      problems: [[4, 11, '']],
    },
    { what: 'a second document', yaml: y(...HEAD, ...PETS, '---', 'version: 1'), problems: [[8, 1, '']] },
    { what: 'an empty file', yaml: '', problems: [[1, 1, '']] },
    { what: 'only comments', yaml: y('# loadtool.yaml', '# nothing yet'), problems: [[1, 1, '']] },
    { what: 'a list at the top', yaml: y('# a list', '- version: 1'), problems: [[2, 1, '']] },
    { what: 'a single value at the top', yaml: y('load test'), problems: [[1, 1, '']] },
    {
      what: 'an alias without its anchor',
      yaml: y(...HEAD, ...PETS, '    headers: *common'),
      problems: [[8, 14, 'scenarios[0].headers']],
    },
    {
      what: 'an alias inside its own anchor',
      yaml: y(...HEAD, ...PETS, '    body: &loop { self: *loop }'),
      problems: [[8, 25, 'scenarios[0].body.self']],
    },
    {
      what: 'a list as a key',
      yaml: y(...HEAD, ...PETS, '    ? [a, b]', '    : 1'),
      problems: [[8, 7, 'scenarios[0]']],
    },
    { what: 'a tag', yaml: withScenario('body: !binary aGVsbG8='), problems: [[8, 11, '']] },
    // The YAML 1.1 tags the yaml library knows resolve without complaint: each is refused at the tag itself.
    {
      what: 'a !!binary body',
      yaml: withScenario('body: !!binary aGVsbG8='),
      problems: [[8, 11, 'scenarios[0].body']],
    },
    {
      what: 'a !!set, a !!timestamp and a !!str, each at its tag',
      yaml: withScenario('query: { kinds: !!set { cat, dog }, since: !!timestamp 2001-12-14 }', 'params: !!map {}'),
      problems: [
        [8, 21, 'scenarios[0].query.kinds'],
        [8, 48, 'scenarios[0].query.since'],
        [9, 13, 'scenarios[0].params'],
      ],
    },
    { what: 'a tag on a key', yaml: withScenario('!!str timeout: 5s'), problems: [[8, 5, 'scenarios[0]']] },
    { what: 'an empty tag', yaml: withScenario('body: ! 5'), problems: [[8, 11, 'scenarios[0].body']] },
  ])('$what', ({ yaml, problems }) => {
    const found = loadTestProblems(yaml);
    expect(found.map(({ line, column, path }) => [line, column, path])).toEqual(problems);
    for (const problem of found) expect(problem.message).toMatch(/^\S.{10,}/);
  });

  it.each([
    {
      what: 'a duration without its unit',
      yaml: y(...HEAD, ...PETS.slice(0, 3), '    duration: "30"'),
      says: 'loadtool.yaml:7:15: scenarios[0].duration: "30" needs a unit, e.g. "30s"',
    },
    {
      what: 'a missing key',
      yaml: y(...HEAD, ...PETS.slice(0, 3)),
      says: 'loadtool.yaml:4:5: scenarios[0].duration: is required; write a whole number above 0 followed by s, m or h, at most 24h, e.g. "30s"',
    },
    {
      what: 'a tab',
      yaml: y(...HEAD, '  - name: List pets', '\tendpoint: GET /pets'),
      says: 'loadtool.yaml:5:1: tabs are not allowed as indentation: indent with spaces only',
    },
  ])('the message for $what says what to write', ({ yaml, says }) => {
    const error = new LoadTestError('loadtool.yaml', []);
    expect(loadTestProblems(yaml).map((problem) => error.describe(problem))).toContainEqual(
      expect.stringContaining(says),
    );
  });
});

describe('pathological input ends in a LoadTestError, never a crash or a hang', () => {
  const failure = (run: () => unknown): LoadTestError => {
    try {
      run();
    } catch (error) {
      if (error instanceof LoadTestError) return error;
      throw error;
    }
    throw new Error('the load test was accepted');
  };
  const where = (error: LoadTestError) => error.problems.map(({ line, column, path }) => [line, column, path]);

  it('an alias bomb (billion laughs) stops at the yaml library’s alias limit, at the alias that passes it', () => {
    const names = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i'];
    const lines = ['a: &a ["lol", "lol", "lol", "lol", "lol", "lol", "lol", "lol", "lol"]'];
    for (const [index, name] of names.slice(1).entries()) {
      lines.push(`${name}: &${name} [${Array(9).fill(`*${names[index]!}`).join(', ')}]`);
    }
    const error = failure(() => parseLoadTest(y(...lines), 'loadtool.yaml'));
    expect(where(error)).toEqual([[4, 8, 'd[0]']]);
    expect(error.problems[0]!.message).toContain('alias bomb');
  });

  it('a chain of 50,000 aliases, each doubling the one before', () => {
    const lines = ['a0: &a0 [x, x]'];
    for (let index = 1; index < 50_000; index++) lines.push(`a${index}: &a${index} [*a${index - 1}, *a${index - 1}]`);
    expect(where(failure(() => parseLoadTest(y(...lines), 'loadtool.yaml')))).toEqual([[6, 10, 'a5[0]']]);
  });

  it('more than 100 aliases', () => {
    const lines = [...HEAD, ...PETS];
    for (let index = 1; index <= 101; index++) lines.push(`x-a${index}: &a${index} 1`, `x-b${index}: *a${index}`);
    expect(where(failure(() => parseLoadTest(y(...lines), 'loadtool.yaml')))).toEqual([[209, 9, 'x-b101']]);
  });

  it.each([
    { what: '100,000 nested [', text: '['.repeat(100_000), at: [1, 65, ''] },
    { what: '100,000 nested [ in a value', text: `${withScenario()}    body: ${'['.repeat(100_000)}`, at: [8, 72, ''] },
    { what: '100,000 nested {a:', text: `a: ${'{a: '.repeat(100_000)}`, at: [1, 256, ''] },
    { what: '100,000 nested - on one line', text: `${'- '.repeat(100_000)}x`, at: [1, 129, ''] },
    {
      what: '200 block mappings, each indented one more',
      text: Array.from({ length: 200 }, (_, depth) => `${' '.repeat(depth)}k${depth}:`).join('\n'),
      at: [65, 65, ''],
    },
  ])('$what: refused past 64 levels, at the first level too deep', ({ text, at }) => {
    const error = failure(() => parseLoadTest(text, 'loadtool.yaml'));
    expect(where(error)).toEqual([at]);
    expect(error.problems[0]!.message).toContain('nested more than 64 levels deep');
  });

  it('64 levels of nesting are fine', () => {
    expect(() => parseLoadTest(withScenario(`body: ${'['.repeat(61)}${']'.repeat(61)}`), 'x.yaml')).not.toThrow();
  });

  it('tabs in every line', () => {
    const text = withScenario('headers:', '  A: "1"').replace(/^ {2}/gm, '\t');
    const error = failure(() => parseLoadTest(text, 'loadtool.yaml'));
    expect(error.problems.length).toBeGreaterThan(0);
    expect(error.problems.every((problem) => problem.line !== undefined && /tab/i.test(problem.message))).toBe(true);
  });

  it('a file over 10 MB is refused unread', async () => {
    const file = join(await tempDir(), 'loadtool.yaml');
    await writeFile(file, `${withScenario()}x-padding: "${'x'.repeat(MAX_LOAD_TEST_BYTES)}"\n`);
    const error = await loadLoadTest(file).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(LoadTestError);
    expect((error as LoadTestError).problems).toEqual([{ path: '', message: expect.stringContaining('10.0 MB') }]);
  });

  it('a text over 10 MB is refused too', () => {
    const error = failure(() => parseLoadTest(`x: "${'é'.repeat(MAX_LOAD_TEST_BYTES / 2 + 1)}"`, 'loadtool.yaml'));
    expect(error.problems).toEqual([{ path: '', message: expect.stringContaining('MB') }]);
  });

  it('a mapping of 100,000 keys, each one a problem, in a few seconds', () => {
    const lines = [...HEAD, ...PETS];
    for (let index = 0; index < 100_000; index++) lines.push(`k${index}: ${index}`);
    const started = Date.now();
    const error = failure(() => parseLoadTest(y(...lines), 'loadtool.yaml'));
    expect(error.problems).toHaveLength(100_000);
    expect(error.problems[99_999]).toMatchObject({ line: 100_007, column: 1, path: 'k99999' });
    expect(Date.now() - started).toBeLessThan(20_000);
  });

  it('a missing file and a folder', async () => {
    const dir = await tempDir();
    await expect(loadLoadTest(join(dir, 'loadtool.yaml'))).rejects.toThrow('not found: run `loadtool generate`');
    await expect(loadLoadTest(dir)).rejects.toThrow('is not a file');
  });
});

describe('loadtool validate', () => {
  it('prints the summary, exit 0', async () => {
    const file = join(await tempDir(), 'loadtool.yaml');
    await writeFile(file, FULL_EXAMPLE);
    const { code, stdout, stderr } = await loadtool(['validate', file], { API_TOKEN: 'secret' });
    expect({ code, stdout, stderr }).toEqual({ code: 0, stdout: `${file}: 4 scenarios, valid\n`, stderr: '' });
  });

  it('reads load-tests/loadtool.yaml when no file is named', async () => {
    const dir = await tempDir();
    await mkdir(join(dir, 'load-tests'));
    await writeFile(join(dir, 'load-tests', 'loadtool.yaml'), withScenario());
    const cwd = process.cwd();
    process.chdir(dir);
    try {
      expect(await loadtool(['validate'])).toMatchObject({
        code: 0,
        stdout: 'load-tests/loadtool.yaml: 1 scenario, valid\n',
      });
    } finally {
      process.chdir(cwd);
    }
  });

  it('prints every problem as FILE:LINE:COLUMN: path: sentence, exit 2, and the warnings among them', async () => {
    const file = join(await tempDir(), 'loadtool.yaml');
    await writeFile(file, FULL_EXAMPLE.replace('30s\n    thresholds: { p99', '"30"\n    thresholds: { p99'));
    const { code, stdout, stderr } = await loadtool(['validate', file]);
    expect(code).toBe(2);
    expect(stdout).toBe('');
    expect(stderr.trimEnd().split('\n')).toEqual([
      `${file}:6:29: defaults.headers.Authorization: warning: \${API_TOKEN} is not set (or empty) in the environment: set API_TOKEN before the run, e.g. under env: in the workflow`,
      `${file}:23:15: scenarios[1].duration: "30" needs a unit, e.g. "30s"`,
    ]);
  });

  it('a YAML syntax error, exit 2', async () => {
    const file = join(await tempDir(), 'loadtool.yaml');
    await writeFile(file, y(...HEAD, '  - name: List pets', '\tendpoint: GET /pets'));
    const { code, stderr } = await loadtool(['validate', file]);
    expect(code).toBe(2);
    expect(stderr).toBe(`${file}:5:1: tabs are not allowed as indentation: indent with spaces only\n`);
  });

  it('a missing file, exit 2', async () => {
    const file = join(await tempDir(), 'loadtool.yaml');
    expect(await loadtool(['validate', file])).toMatchObject({
      code: 2,
      stderr: `${file}: not found: run \`loadtool generate\` to write it, or pass the path of loadtool.yaml\n`,
    });
  });

  it('--help shows usage with an example, exit 0', async () => {
    const { code, stdout } = await loadtool(['validate', '--help']);
    expect(code).toBe(0);
    expect(stdout).toMatch(/^Usage: loadtool validate \[options\] \[file\]/);
    expect(stdout).toContain('(default: "load-tests/loadtool.yaml")');
    expect(stdout).toMatch(/Examples?:\n {2}.*loadtool validate /);
  });

  it('two files is a usage error, exit 2', async () => {
    const { code, stderr } = await loadtool(['validate', 'a.yaml', 'b.yaml']);
    expect(code).toBe(2);
    expect(stderr).toContain('too many arguments');
  });
});
