import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from '@jest/globals';
import type { Problem } from '../src/errors.js';
import { LoadTestError } from '../src/loadtest/load-test-error.js';
import type { LoadTest } from '../src/loadtest/types.js';
import { lacksUnit, parseDurationSeconds, parseLatencyMs, parsePercent, parseTimeMs } from '../src/vocabulary/units.js';
import {
  MAX_LOAD_TEST_BYTES,
  findPlaceholders,
  loadLoadTest,
  parseLoadTest,
  type ParseOptions,
} from '../src/loadtest/validate.js';
import { loadtool } from './helpers/cli.js';
import { useTempDirs } from './helpers/temp-dir.js';

const tempDir = useTempDirs();

/** Returns the lines joined, with a final line break: line numbers in the cases are the array's indexes + 1. */
const y = (...lines: string[]) => `${lines.join('\n')}\n`;
const HEAD = ['version: 1', 'baseUrl: http://localhost:3000', 'scenarios:'];
const PETS = ['  - name: List pets', '    endpoint: GET /pets', '    concurrentUsers: 10', '    duration: 30s'];
/** A valid file of one scenario (lines 1–7), with `more` lines added to the scenario from line 8. */
const withScenario = (...more: string[]) => y(...HEAD, ...PETS, ...more.map((line) => `    ${line}`));

function problemsOf(yaml: string, options?: ParseOptions): Problem[] {
  try {
    parseLoadTest(yaml, 'loadtool.yaml', options);
  } catch (error) {
    if (error instanceof LoadTestError) return error.problems;
    throw error;
  }
  throw new Error('the load test was accepted');
}

/** A load test using every documented key, as the README shows them. */
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
    {
      what: 'x- keys at every level, $schema at the top',
      yaml: y(
        '$schema: ./loadtool.schema.json',
        'x-owner: team-a',
        ...HEAD.slice(0, 2),
        'defaults: { x-note: shared, thresholds: { x-why: slo, p95: 1s }, expect: { status: [200], x-a: 1 } }',
        'scenarios:',
        ...PETS,
        '    x-ticket: PERF-12',
        '    graphql: { query: "{ a }", x-hint: 1 }',
      ),
    },
    { what: 'a byte-order mark', yaml: `\uFEFF${withScenario()}` },
    { what: 'a document start marker and a comment', yaml: `# load test\n---\n${withScenario()}` },
    { what: 'an anchor and aliases for shared values', yaml: withScenario('headers: &h { X-A: "1" }', 'query: *h') },
    {
      what: 'query lists, boolean params, a string body with its content type',
      yaml: y(
        ...HEAD,
        '  - name: Search',
        '    endpoint: POST /search/{exact}',
        '    params: { exact: true }',
        '    query: { tag: [cat, 1, true], limit: 20 }',
        '    body: "a=1&b=2"',
        '    contentType: application/x-www-form-urlencoded; charset=utf-8',
        '    concurrentUsers: 1',
        '    duration: 1s',
      ),
    },
    { what: '$${NAME}, which is a literal ${NAME}', yaml: withScenario('headers: { X-Template: "$${NOT_SET}" }') },
    { what: 'okRate of 100% and errorRate of 0%', yaml: withScenario('thresholds: { okRate: 100%, errorRate: 0% }') },
    { what: 'status codes from 100 to 599', yaml: withScenario('expect: { status: [100, 599] }') },
  ])('accepts $what', ({ yaml }) => {
    expect(() => parseLoadTest(yaml, 'loadtool.yaml', { env: {} })).not.toThrow();
  });
});

describe('a bad loadtool.yaml reports every problem at once, each at its line and column', () => {
  it.each<{ what: string; yaml: string; env?: NodeJS.ProcessEnv; problems: Array<[number, number, string]> }>([
    {
      what: 'no version, baseUrl or scenarios: at the mapping',
      yaml: y('# a comment', 'x-owner: team-a'),
      problems: [
        [2, 1, 'baseUrl'],
        [2, 1, 'scenarios'],
        [2, 1, 'version'],
      ],
    },
    { what: 'version 2', yaml: y('version: 2', ...HEAD.slice(1), ...PETS), problems: [[1, 10, 'version']] },
    {
      what: 'version as the string "1"',
      yaml: y('version: "1"', ...HEAD.slice(1), ...PETS),
      problems: [[1, 10, 'version']],
    },
    {
      what: 'a baseUrl without a scheme',
      yaml: y('version: 1', 'baseUrl: localhost:3000', 'scenarios:', ...PETS),
      problems: [[2, 10, 'baseUrl']],
    },
    {
      what: 'a baseUrl with a query',
      yaml: y('version: 1', 'baseUrl: http://localhost:3000/?debug=1', 'scenarios:', ...PETS),
      problems: [[2, 10, 'baseUrl']],
    },
    {
      what: 'a baseUrl that is not http(s)',
      yaml: y('version: 1', 'baseUrl: ftp://files.example.com', 'scenarios:', ...PETS),
      problems: [[2, 10, 'baseUrl']],
    },
    {
      what: 'a baseUrl that does not parse',
      yaml: y('version: 1', 'baseUrl: http://localhost:99999', 'scenarios:', ...PETS),
      problems: [[2, 10, 'baseUrl']],
    },
    {
      what: 'an unknown execution',
      yaml: y(...HEAD.slice(0, 2), 'execution: concurrent', 'scenarios:', ...PETS),
      problems: [[3, 12, 'execution']],
    },
    {
      what: 'a typo at the top, which also leaves scenarios missing',
      yaml: y(...HEAD.slice(0, 2), 'scenario:', ...PETS),
      problems: [
        [1, 1, 'scenarios'],
        [3, 1, 'scenario'],
      ],
    },
    {
      what: 'an empty list of scenarios',
      yaml: y(...HEAD.slice(0, 2), 'scenarios: []'),
      problems: [[3, 12, 'scenarios']],
    },
    {
      what: 'scenarios as a mapping',
      yaml: y(...HEAD.slice(0, 2), 'scenarios:', '  name: List pets'),
      problems: [[4, 3, 'scenarios']],
    },
    {
      what: 'a scenario without its required keys: at the scenario',
      yaml: y(...HEAD, '  - name: List pets', '    x-note: draft'),
      problems: [
        [4, 5, 'scenarios[0].concurrentUsers'],
        [4, 5, 'scenarios[0].duration'],
        [4, 5, 'scenarios[0].endpoint'],
      ],
    },
    { what: 'a scenario that is a string', yaml: y(...HEAD, '  - GET /pets'), problems: [[4, 5, 'scenarios[0]']] },
    {
      what: 'an empty name',
      yaml: y(...HEAD, '  - name: ""', ...PETS.slice(1)),
      problems: [[4, 11, 'scenarios[0].name']],
    },
    {
      what: 'a duplicate scenario name: at the second',
      yaml: y(...HEAD, ...PETS, ...PETS),
      problems: [[8, 11, 'scenarios[1].name']],
    },
    {
      what: 'an endpoint without a method',
      yaml: y(...HEAD, PETS[0]!, '    endpoint: /pets', ...PETS.slice(2)),
      problems: [[5, 15, 'scenarios[0].endpoint']],
    },
    {
      what: 'a method in lower case',
      yaml: y(...HEAD, PETS[0]!, '    endpoint: get /pets', ...PETS.slice(2)),
      problems: [[5, 15, 'scenarios[0].endpoint']],
    },
    {
      what: 'a method outside the HTTP set',
      yaml: y(...HEAD, PETS[0]!, '    endpoint: TRACE /pets', ...PETS.slice(2)),
      problems: [[5, 15, 'scenarios[0].endpoint']],
    },
    {
      what: 'a path without its leading slash',
      yaml: y(...HEAD, PETS[0]!, '    endpoint: GET pets', ...PETS.slice(2)),
      problems: [[5, 15, 'scenarios[0].endpoint']],
    },
    {
      what: 'a query string in the path',
      yaml: y(...HEAD, PETS[0]!, '    endpoint: GET /pets?limit=20', ...PETS.slice(2)),
      problems: [[5, 15, 'scenarios[0].endpoint']],
    },
    {
      what: 'a {param} with no value in params',
      yaml: y(
        ...HEAD,
        PETS[0]!,
        '    endpoint: GET /pets/{petId}/toys/{toyId}',
        ...PETS.slice(2),
        '    params: { petId: 1 }',
      ),
      problems: [[5, 15, 'scenarios[0].endpoint']],
    },
    {
      what: 'a {param} and no params at all',
      yaml: y(...HEAD, PETS[0]!, '    endpoint: DELETE /pets/{petId}', ...PETS.slice(2)),
      problems: [[5, 15, 'scenarios[0].endpoint']],
    },
    {
      what: 'a params key the path does not use: at the key',
      yaml: withScenario('params:', '  petId: 1'),
      problems: [[9, 7, 'scenarios[0].params.petId']],
    },
    {
      what: 'an unmatched brace in the path',
      yaml: y(...HEAD, PETS[0]!, '    endpoint: GET /pets/{petId', ...PETS.slice(2)),
      problems: [[5, 15, 'scenarios[0].endpoint']],
    },
    {
      what: 'a param value that is a mapping',
      yaml: y(
        ...HEAD,
        PETS[0]!,
        '    endpoint: GET /pets/{petId}',
        ...PETS.slice(2),
        '    params: { petId: { id: 1 } }',
      ),
      problems: [[8, 22, 'scenarios[0].params.petId']],
    },
    {
      what: 'concurrentUsers of 0',
      yaml: y(...HEAD, ...PETS.slice(0, 2), '    concurrentUsers: 0', PETS[3]!),
      problems: [[6, 22, 'scenarios[0].concurrentUsers']],
    },
    {
      what: 'concurrentUsers of 2.5',
      yaml: y(...HEAD, ...PETS.slice(0, 2), '    concurrentUsers: 2.5', PETS[3]!),
      problems: [[6, 22, 'scenarios[0].concurrentUsers']],
    },
    {
      what: 'concurrentUsers as a string',
      yaml: y(...HEAD, ...PETS.slice(0, 2), '    concurrentUsers: "10"', PETS[3]!),
      problems: [[6, 22, 'scenarios[0].concurrentUsers']],
    },
    {
      what: 'a duration without a unit, quoted',
      yaml: y(...HEAD, ...PETS.slice(0, 3), '    duration: "30"'),
      problems: [[7, 15, 'scenarios[0].duration']],
    },
    {
      what: 'a duration without a unit, as a number',
      yaml: y(...HEAD, ...PETS.slice(0, 3), '    duration: 30'),
      problems: [[7, 15, 'scenarios[0].duration']],
    },
    {
      what: 'a fractional duration',
      yaml: y(...HEAD, ...PETS.slice(0, 3), '    duration: 1.5m'),
      problems: [[7, 15, 'scenarios[0].duration']],
    },
    {
      what: 'a duration of 0s',
      yaml: y(...HEAD, ...PETS.slice(0, 3), '    duration: 0s'),
      problems: [[7, 15, 'scenarios[0].duration']],
    },
    {
      what: 'a duration in words',
      yaml: y(...HEAD, ...PETS.slice(0, 3), '    duration: 30 seconds'),
      problems: [[7, 15, 'scenarios[0].duration']],
    },
    {
      what: 'an empty duration: at the key',
      yaml: y(...HEAD, ...PETS.slice(0, 3), '    duration:'),
      problems: [[7, 5, 'scenarios[0].duration']],
    },
    {
      what: 'a timeout of 0ms in defaults and one without a unit in a scenario',
      yaml: y(...HEAD.slice(0, 2), 'defaults:', '  timeout: 0ms', 'scenarios:', ...PETS, '    timeout: 500'),
      problems: [
        [4, 12, 'defaults.timeout'],
        [10, 14, 'scenarios[0].timeout'],
      ],
    },
    {
      what: 'a thinkTime and a rampUp that are not times',
      yaml: withScenario('thinkTime: fast', 'rampUp: "10"'),
      problems: [
        [8, 16, 'scenarios[0].thinkTime'],
        [9, 13, 'scenarios[0].rampUp'],
      ],
    },
    {
      what: 'latency thresholds without a unit, with a space, of 0, in hours',
      yaml: withScenario('thresholds:', '  p95: 300', '  p99: 1 s', '  max: 0ms', '  mean: 2h'),
      problems: [
        [9, 12, 'scenarios[0].thresholds.p95'],
        [10, 12, 'scenarios[0].thresholds.p99'],
        [11, 12, 'scenarios[0].thresholds.max'],
        [12, 13, 'scenarios[0].thresholds.mean'],
      ],
    },
    {
      what: 'rate thresholds over 100%, without %, and an rps of 0',
      yaml: withScenario('thresholds: { errorRate: 150%, okRate: 99, rps: 0 }'),
      problems: [
        [8, 30, 'scenarios[0].thresholds.errorRate'],
        [8, 44, 'scenarios[0].thresholds.okRate'],
        [8, 53, 'scenarios[0].thresholds.rps'],
      ],
    },
    {
      what: 'unknown thresholds',
      yaml: withScenario('thresholds:', '  p96: 300ms', '  apdex: 0.9'),
      problems: [
        [9, 7, 'scenarios[0].thresholds.p96'],
        [10, 7, 'scenarios[0].thresholds.apdex'],
      ],
    },
    {
      what: 'an rps with a unit',
      yaml: withScenario('thresholds: { rps: 100/s }'),
      problems: [[8, 24, 'scenarios[0].thresholds.rps']],
    },
    {
      what: 'expect without status, and status codes out of range or quoted',
      yaml: y(
        ...HEAD.slice(0, 2),
        'defaults:',
        '  expect: {}',
        'scenarios:',
        ...PETS,
        '    expect: { status: [200, 700, "201"] }',
      ),
      problems: [
        [4, 11, 'defaults.expect.status'],
        [10, 29, 'scenarios[0].expect.status[1]'],
        [10, 34, 'scenarios[0].expect.status[2]'],
      ],
    },
    {
      what: 'an empty list of status codes',
      yaml: withScenario('expect:', '  status: []'),
      problems: [[9, 15, 'scenarios[0].expect.status']],
    },
    {
      what: 'graphql together with body: at body',
      yaml: y(
        ...HEAD,
        PETS[0]!,
        '    endpoint: POST /graphql',
        ...PETS.slice(2),
        '    graphql: { query: "{ pets { id } }" }',
        '    body: { name: Rex }',
      ),
      problems: [[9, 5, 'scenarios[0].body']],
    },
    {
      what: 'graphql without a query, variables as a list, an unknown key',
      yaml: y(
        ...HEAD,
        PETS[0]!,
        '    endpoint: POST /graphql',
        ...PETS.slice(2),
        '    graphql:',
        '      variables: [1, 2]',
        '      operation: Pets',
      ),
      problems: [
        [9, 7, 'scenarios[0].graphql.query'],
        [9, 18, 'scenarios[0].graphql.variables'],
        [10, 7, 'scenarios[0].graphql.operation'],
      ],
    },
    {
      what: 'a header value that is a number, a header name with a space',
      yaml: withScenario('headers:', '  X-Count: 5', '  "X Bad": yes', '  Accept: application/json'),
      problems: [
        [9, 16, 'scenarios[0].headers.X-Count'],
        [10, 7, 'scenarios[0].headers."X Bad"'],
      ],
    },
    {
      what: 'a query value that is a mapping, a list item that is a mapping',
      yaml: withScenario('query:', '  filter: { kind: cat }', '  tags: [a, { b: 1 }]'),
      problems: [
        [9, 15, 'scenarios[0].query.filter'],
        [10, 17, 'scenarios[0].query.tags[1]'],
      ],
    },
    {
      what: 'a contentType that is not a media type',
      yaml: withScenario('contentType: json'),
      problems: [[8, 18, 'scenarios[0].contentType']],
    },
    {
      what: 'typos in scenario keys',
      yaml: withScenario('concurentUsers: 5', 'Headers: {}'),
      problems: [
        [8, 5, 'scenarios[0].concurentUsers'],
        [9, 5, 'scenarios[0].Headers'],
      ],
    },
    {
      what: 'a scenario-only key in defaults, a bad default threshold',
      yaml: y(
        ...HEAD.slice(0, 2),
        'defaults:',
        '  endpoint: GET /pets',
        '  thresholds: { p95: fast }',
        'scenarios:',
        ...PETS,
      ),
      problems: [
        [4, 3, 'defaults.endpoint'],
        [5, 22, 'defaults.thresholds.p95'],
      ],
    },
    {
      what: '${NAME} unset or empty in baseUrl, headers, params, query and body (one problem per value)',
      env: { SET: 'x', EMPTY: '' },
      yaml: y(
        'version: 1',
        'baseUrl: http://${HOST}:3000',
        'defaults:',
        '  headers: { Authorization: "Bearer ${API_TOKEN}", X-Set: "${SET}" }',
        'scenarios:',
        '  - name: Get pet',
        '    endpoint: POST /pets/{petId}',
        '    concurrentUsers: 1',
        '    duration: 1s',
        '    params: { petId: "${PET_ID}" }',
        '    query: { tag: ["${EMPTY}", "${SET}"] }',
        '    body:',
        '      owner: { token: "${OWNER_TOKEN} and ${OTHER}" }',
        '    headers: { X-Trace: "$${NOT_A_VARIABLE}" }',
      ),
      problems: [
        [2, 10, 'baseUrl'],
        [4, 29, 'defaults.headers.Authorization'],
        [10, 22, 'scenarios[0].params.petId'],
        [11, 20, 'scenarios[0].query.tag[0]'],
        [13, 23, 'scenarios[0].body.owner.token'],
      ],
    },
    {
      what: 'a placeholder that is not a variable name, even without an environment',
      yaml: withScenario('headers: { Authorization: "Bearer ${API-TOKEN}" }'),
      problems: [[8, 31, 'scenarios[0].headers.Authorization']],
    },
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
  ])('$what', ({ yaml, env, problems }) => {
    const found = problemsOf(yaml, { env: env ?? {} });
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
      what: 'a latency without its unit',
      yaml: withScenario('thresholds: { p95: 300 }'),
      says: 'loadtool.yaml:8:24: scenarios[0].thresholds.p95: 300 needs a unit, e.g. "300ms"',
    },
    {
      what: 'a timeout without its unit',
      yaml: withScenario('timeout: 500'),
      says: 'loadtool.yaml:8:14: scenarios[0].timeout: 500 needs a unit, e.g. "500ms" or "500s"',
    },
    {
      what: 'a duplicate name',
      yaml: y(...HEAD, ...PETS, ...PETS),
      says: 'scenarios[1].name: "List pets" is already the name of scenarios[0]: give each scenario its own name',
    },
    {
      what: 'a method outside the set',
      yaml: y(...HEAD, PETS[0]!, '    endpoint: FETCH /pets', ...PETS.slice(2)),
      says: 'FETCH is not an HTTP method a load test sends; write one of GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS',
    },
    {
      what: 'a method in lower case',
      yaml: y(...HEAD, PETS[0]!, '    endpoint: post /pets', ...PETS.slice(2)),
      says: 'the method must be in upper case: write "POST /pets"',
    },
    {
      what: 'a path parameter without a value',
      yaml: y(...HEAD, PETS[0]!, '    endpoint: GET /pets/{petId}', ...PETS.slice(2)),
      says: '{petId} has no value: add params with it, e.g. params: { petId: 1 }',
    },
    {
      what: 'a typo',
      yaml: withScenario('thinktime: 1s'),
      says: 'scenarios[0].thinktime: unknown key: did you mean "thinkTime"? Remove it, or start a key of your own with "x-".',
    },
    {
      what: 'a missing key',
      yaml: y(...HEAD, ...PETS.slice(0, 3)),
      says: 'loadtool.yaml:4:5: scenarios[0].duration: is required; write a whole number above 0 followed by s, m or h, at most 24h, e.g. "30s"',
    },
    {
      what: 'a header value that YAML reads as a number',
      yaml: withScenario('headers: { X-Retries: 3 }'),
      says: 'scenarios[0].headers.X-Retries: must be a string, not 3: quote it, e.g. "3"',
    },
    {
      what: 'an unset variable',
      yaml: withScenario('headers: { Authorization: "Bearer ${API_TOKEN}" }'),
      says: '${API_TOKEN} is not set (or empty) in the environment: set API_TOKEN before the run',
    },
    {
      what: 'a tab',
      yaml: y(...HEAD, '  - name: List pets', '\tendpoint: GET /pets'),
      says: 'loadtool.yaml:5:1: tabs are not allowed as indentation: indent with spaces only',
    },
  ])('the message for $what says what to write', ({ yaml, says }) => {
    const error = new LoadTestError('loadtool.yaml', []);
    expect(problemsOf(yaml, { env: {} }).map((problem) => error.describe(problem))).toContainEqual(
      expect.stringContaining(says),
    );
  });

  it('${NAME} is checked only when an environment is given, and its value is never printed', () => {
    const yaml = withScenario('headers: { Authorization: "${API_USER}:${API_TOKEN}" }');
    expect(() => parseLoadTest(yaml, 'loadtool.yaml')).not.toThrow();
    const [problem, ...others] = problemsOf(yaml, { env: { API_USER: 'hunter2' } });
    expect(others).toEqual([]);
    expect(problem!.message).toContain('${API_TOKEN} is not set');
    expect(problem!.message).not.toContain('hunter2');
    expect(problem!.message).not.toContain('API_USER');
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

describe('units', () => {
  it.each([
    ['30s', 30],
    ['2m', 120],
    ['1h', 3600],
    ['30', undefined],
    ['0s', undefined],
    ['1.5m', undefined],
    ['500ms', undefined],
    [' 30s', undefined],
  ])('parseDurationSeconds(%j) is %j', (text, seconds) => {
    expect(parseDurationSeconds(text)).toBe(seconds);
  });

  it.each([
    ['500ms', 500],
    ['1.1s', 1100],
    ['2m', 120_000],
    ['0s', 0],
    ['1h', undefined],
    ['1.s', undefined],
    ['-1s', undefined],
  ])('parseTimeMs(%j) is %j', (text, ms) => {
    expect(parseTimeMs(text)).toBe(ms);
  });

  it.each([
    ['300ms', 300],
    ['1s', 1000],
    ['1.5s', 1500],
    ['0.25ms', 0.25],
    ['0ms', undefined],
    ['2m', undefined],
    ['300', undefined],
  ])('parseLatencyMs(%j) is %j', (text, ms) => {
    expect(parseLatencyMs(text)).toBe(ms);
  });

  it.each([
    ['1%', 1],
    ['0.5%', 0.5],
    ['100%', 100],
    ['0%', 0],
    ['100.1%', undefined],
    ['1', undefined],
    ['1 %', undefined],
  ])('parsePercent(%j) is %j', (text, percent) => {
    expect(parsePercent(text)).toBe(percent);
  });

  it.each([
    [30, true],
    ['30', true],
    ['1.5', true],
    ['30s', false],
    [Infinity, false],
    [null, false],
  ])('lacksUnit(%j) is %j', (value, lacks) => {
    expect(lacksUnit(value)).toBe(lacks);
  });

  it('findPlaceholders reads ${NAME} and leaves $${NAME} alone', () => {
    expect(findPlaceholders('Bearer ${API_TOKEN} $${LITERAL} ${bad-name}')).toEqual([
      { name: 'API_TOKEN', valid: true },
      { name: 'bad-name', valid: false },
    ]);
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

describe('the one list of HTTP methods', () => {
  it("the published schema's endpoint pattern names exactly the methods validation and generation accept", async () => {
    const { HTTP_METHODS } = await import('../src/vocabulary/http-methods.js');
    const { default: schema } = await import('../schemas/loadtool.schema.json', { with: { type: 'json' } });
    const pattern = (schema as { $defs?: Record<string, { pattern?: string }> }).$defs?.endpoint?.pattern;
    expect(pattern).toBe(`^(${HTTP_METHODS.join('|')}) /[^\\s?#]*$`);
  });
});
