import { describe, expect, it } from '@jest/globals';
import {
  HEAD,
  PETS,
  problemAt,
  withScenario,
  yamlLines as y,
  type FindingRow,
  judgesFindingRows,
} from '../../helpers/load-test-problems.js';

// The findings of src/loadtest/findings/schema-findings.ts, each rule (each sentence it can say) with a file that shows
// it, through parseLoadTest as `loadtool run` reads a file: the problems in order, each at its line and column. The
// accepted files are read as `loadtool validate` reads them, so that a warning fails them too. What the JSON Schema
// refuses is worded in schema-findings.ts; the open model, regression and rounds are left to arrival-findings.ts and
// regression-findings.ts (their own tables).

const ACCEPTED: Array<Omit<FindingRow, 'problems'>> = [
  {
    rule: 'x- keys at every level and $schema at the top',
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
  {
    rule: 'query lists, boolean params, a string body with its content type',
    yaml: y(
      ...HEAD,
      '  - name: Search',
      '    endpoint: POST /search/{exact}',
      '    params: { exact: true }',
      '    query: { tag: [cat, 1, true], limit: 20 }',
      '    body: "a=1&b=2"',
      '    contentType: application/x-www-form-urlencoded; charset=utf-8',
      '    concurrentUsers: 1',
      '    duration: 4s',
    ),
  },
  { rule: 'okRate of 100% and errorRate of 0%', yaml: withScenario('thresholds: { okRate: 100%, errorRate: 0% }') },
  { rule: 'status codes from 100 to 599', yaml: withScenario('expect: { status: [100, 599] }') },
];

const REFUSED: FindingRow[] = [
  {
    rule: 'required keys missing at the top: at the mapping',
    yaml: y('# a comment', 'x-owner: team-a'),
    problems: [
      problemAt(
        '2:1',
        'baseUrl',
        'is required; write the http(s) URL of the system under test, e.g. "http://localhost:3000"',
      ),
      problemAt(
        '2:1',
        'scenarios',
        'is required; write a list of scenarios, each with name, endpoint, concurrentUsers and duration, e.g. [{ name: "List pets", endpoint: "GET /pets", concurrentUsers: 10, duration: "30s" }]',
      ),
      problemAt('2:1', 'version', 'is required; write 1 (the only version of this format)'),
    ],
  },
  {
    rule: 'a scenario without its required keys: at the scenario',
    yaml: y(...HEAD, '  - name: List pets', '    x-note: draft'),
    problems: [
      problemAt(
        '4:5',
        'scenarios[0].concurrentUsers',
        'is required; write a whole number of virtual users from 1 to 10000, e.g. 10, in the scenario or once under defaults for every scenario; or, for the open model, arrivalRate (e.g. arrivalRate: 200/s)',
      ),
      problemAt(
        '4:5',
        'scenarios[0].duration',
        'is required; write a whole number above 0 followed by s, m or h, at most 24h, e.g. "30s", in the scenario or once under defaults for every scenario',
      ),
      problemAt(
        '4:5',
        'scenarios[0].endpoint',
        'has neither endpoint, flow nor script: add endpoint, e.g. endpoint: GET /pets, or flow, a list of steps each with name and endpoint, or script, the path of a module, e.g. script: load-tests/checkout.ts',
      ),
    ],
  },
  {
    rule: 'concurrentUsers missing, which names the open model',
    yaml: y(...HEAD, PETS[0]!, PETS[1]!, PETS[3]!),
    problems: [
      problemAt(
        '4:5',
        'scenarios[0].concurrentUsers',
        'is required; write a whole number of virtual users from 1 to 10000, e.g. 10, in the scenario or once under defaults for every scenario; or, for the open model, arrivalRate (e.g. arrivalRate: 200/s)',
      ),
    ],
  },
  {
    rule: 'a missing duration, which may be under defaults',
    yaml: y(...HEAD, ...PETS.slice(0, 3)),
    problems: [
      problemAt(
        '4:5',
        'scenarios[0].duration',
        'is required; write a whole number above 0 followed by s, m or h, at most 24h, e.g. "30s", in the scenario or once under defaults for every scenario',
      ),
    ],
  },
  {
    rule: 'an unknown key, with the key meant',
    yaml: withScenario('thinktime: 1s'),
    problems: [
      problemAt(
        '8:5',
        'scenarios[0].thinktime',
        'unknown key: did you mean "thinkTime"? Remove it, or start a key of your own with "x-".',
      ),
    ],
  },
  {
    rule: 'typos in scenario keys',
    yaml: withScenario('concurentUsers: 5', 'Headers: {}'),
    problems: [
      problemAt(
        '8:5',
        'scenarios[0].concurentUsers',
        'unknown key: did you mean "concurrentUsers"? Remove it, or start a key of your own with "x-".',
      ),
      problemAt(
        '9:5',
        'scenarios[0].Headers',
        'unknown key: did you mean "headers"? Remove it, or start a key of your own with "x-".',
      ),
    ],
  },
  {
    rule: 'a typo at the top, which also leaves scenarios missing',
    yaml: y(...HEAD.slice(0, 2), 'scenario:', ...PETS),
    problems: [
      problemAt(
        '1:1',
        'scenarios',
        'is required; write a list of scenarios, each with name, endpoint, concurrentUsers and duration, e.g. [{ name: "List pets", endpoint: "GET /pets", concurrentUsers: 10, duration: "30s" }]',
      ),
      problemAt(
        '3:1',
        'scenario',
        'unknown key: did you mean "scenarios"? Remove it, or start a key of your own with "x-".',
      ),
    ],
  },
  {
    rule: 'a scenario-only key in defaults, a bad default threshold',
    yaml: y(
      ...HEAD.slice(0, 2),
      'defaults:',
      '  endpoint: GET /pets',
      '  thresholds: { p95: fast }',
      'scenarios:',
      ...PETS,
    ),
    problems: [
      problemAt(
        '4:3',
        'defaults.endpoint',
        'unknown key: the keys here are "concurrentUsers", "arrivalRate", "maxUsers", "duration", "headers", "timeout", "thinkTime", "rampUp", "thresholds", "expect", "rounds", "regression", "conformance", "protocol", "connections", "followRedirects", "crossOrigin", "cookies", "writes". Remove it, or start a key of your own with',
      ),
      problemAt(
        '5:22',
        'defaults.thresholds.p95',
        '"fast" is not a latency limit; write a number above 0 followed by ms or s, e.g. "300ms"',
      ),
    ],
  },
  {
    rule: 'unknown thresholds',
    yaml: withScenario('thresholds:', '  p96: 300ms', '  apdex: 0.9'),
    problems: [
      problemAt(
        '9:7',
        'scenarios[0].thresholds.p96',
        'unknown key: did you mean "p90"? Remove it, or start a key of your own with "x-".',
      ),
      problemAt(
        '10:7',
        'scenarios[0].thresholds.apdex',
        'unknown key: the keys here are "p50", "p75", "p90", "p95", "p99", "p999", "max", "mean", "errorRate", "okRate", "rps", "ttfb", "ttfe", "eventGap", "events". Remove it, or start a key of your own with "x-".',
      ),
    ],
  },
  {
    rule: 'writes in a scenario',
    yaml: withScenario('writes: existing'),
    problems: [
      problemAt(
        '8:5',
        'scenarios[0].writes',
        'is set once, under defaults, for the whole file: write defaults.writes: existing to allow writes to existing data',
      ),
    ],
  },
  {
    rule: 'writes at the top',
    yaml: y('writes: existing', ...HEAD, ...PETS),
    problems: [
      problemAt(
        '1:1',
        'writes',
        'is set once, under defaults, for the whole file: write defaults.writes: existing to allow writes to existing data',
      ),
    ],
  },
  {
    rule: 'a header name with a space',
    yaml: withScenario('headers: { "X Bad": yes }'),
    problems: [
      problemAt(
        '8:16',
        'scenarios[0].headers."X Bad"',
        '"X Bad" is not a header name; write a header name: letters, digits and - (no spaces or colons), e.g. "X-Request-Id"',
      ),
    ],
  },
  {
    rule: 'an extracted name that is no name',
    yaml: y(
      ...HEAD,
      '  - name: F',
      '    concurrentUsers: 1',
      '    duration: 4s',
      '    flow:',
      '      - name: a',
      '        endpoint: GET /a',
      '        extract: { "bad name": $.id }',
    ),
    problems: [
      problemAt(
        '10:20',
        'scenarios[0].flow[0].extract."bad name"',
        '"bad name" is not a name to extract: it is used as ${name} in later steps; write a name of letters, digits and _, not starting with a digit, e.g. "token"',
      ),
    ],
  },
  {
    rule: 'both endpoint and flow',
    yaml: withScenario('flow: [{ name: a, endpoint: GET /a }]'),
    problems: [
      problemAt(
        '4:5',
        'scenarios[0]',
        'has both endpoint and flow: keep endpoint for one request, flow for a sequence of steps, or script for a module of your own',
      ),
    ],
  },
  {
    rule: 'neither endpoint, flow nor script',
    yaml: y(...HEAD, '  - name: X', '    concurrentUsers: 1', '    duration: 4s'),
    problems: [
      problemAt(
        '4:5',
        'scenarios[0].endpoint',
        'has neither endpoint, flow nor script: add endpoint, e.g. endpoint: GET /pets, or flow, a list of steps each with name and endpoint, or script, the path of a module, e.g. script: load-tests/checkout.ts',
      ),
    ],
  },
  {
    rule: 'a request key on a script scenario',
    yaml: y(
      ...HEAD,
      '  - name: S',
      '    script: s.ts',
      '    concurrentUsers: 1',
      '    duration: 4s',
      '    query: { a: 1 }',
    ),
    problems: [
      problemAt(
        '8:5',
        'scenarios[0].query',
        "is not a key of a script scenario: the script's requests set it, e.g. vu.request('GET', '/pets', { query, json, expect })",
      ),
    ],
  },
  {
    rule: 'a request key on a flow scenario',
    yaml: y(
      ...HEAD,
      '  - name: F',
      '    concurrentUsers: 1',
      '    duration: 4s',
      '    query: { a: 1 }',
      '    flow: [{ name: a, endpoint: GET /a }]',
    ),
    problems: [
      problemAt(
        '7:5',
        'scenarios[0].query',
        'is not a key of a flow scenario: put it on the step that needs it, under flow',
      ),
    ],
  },
  {
    rule: 'graphql together with body: at body',
    yaml: y(
      ...HEAD,
      PETS[0]!,
      '    endpoint: POST /graphql',
      ...PETS.slice(2),
      '    graphql: { query: "{ pets { id } }" }',
      '    body: { name: Rex }',
    ),
    problems: [
      problemAt(
        '9:5',
        'scenarios[0].body',
        'cannot be set together with graphql, which sends its own JSON body: keep one of them',
      ),
    ],
  },
  {
    rule: 'graphql without a query, variables as a list, an unknown key',
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
      problemAt(
        '9:7',
        'scenarios[0].graphql.query',
        'is required; write a GraphQL document, e.g. "query Pets { pets { id name } }"',
      ),
      problemAt(
        '9:18',
        'scenarios[0].graphql.variables',
        'must be a mapping, not a list; write a mapping of variable names to values, e.g. { first: 10 }',
      ),
      problemAt(
        '10:7',
        'scenarios[0].graphql.operation',
        'unknown key: the keys here are "query", "variables". Remove it, or start a key of your own with "x-".',
      ),
    ],
  },
  {
    rule: 'an empty value',
    yaml: withScenario('headers:'),
    problems: [
      problemAt(
        '8:5',
        'scenarios[0].headers',
        'is empty; write a mapping of header names to string values, e.g. { Authorization: "Bearer ${API_TOKEN}" }',
      ),
    ],
  },
  {
    rule: 'an empty duration: at the key',
    yaml: y(...HEAD, ...PETS.slice(0, 3), '    duration:'),
    problems: [
      problemAt(
        '7:5',
        'scenarios[0].duration',
        'is empty; write a whole number above 0 followed by s, m or h, at most 24h, e.g. "30s"',
      ),
    ],
  },
  {
    rule: 'a duration without a unit, as a number',
    yaml: y(...HEAD, ...PETS.slice(0, 3), '    duration: 30'),
    problems: [problemAt('7:15', 'scenarios[0].duration', '30 needs a unit, e.g. "30s"')],
  },
  {
    rule: 'a duration without a unit, quoted',
    yaml: y(...HEAD, ...PETS.slice(0, 3), '    duration: "30"'),
    problems: [problemAt('7:15', 'scenarios[0].duration', '"30" needs a unit, e.g. "30s"')],
  },
  {
    rule: 'a fractional duration',
    yaml: y(...HEAD, ...PETS.slice(0, 3), '    duration: 1.5m'),
    problems: [
      problemAt(
        '7:15',
        'scenarios[0].duration',
        '"1.5m" is not a duration; write a whole number above 0 followed by s, m or h, at most 24h, e.g. "30s"',
      ),
    ],
  },
  {
    rule: 'a duration of 0s',
    yaml: y(...HEAD, ...PETS.slice(0, 3), '    duration: 0s'),
    problems: [
      problemAt(
        '7:15',
        'scenarios[0].duration',
        '"0s" is not a duration; write a whole number above 0 followed by s, m or h, at most 24h, e.g. "30s"',
      ),
    ],
  },
  {
    rule: 'a duration in words',
    yaml: y(...HEAD, ...PETS.slice(0, 3), '    duration: 30 seconds'),
    problems: [
      problemAt(
        '7:15',
        'scenarios[0].duration',
        '"30 seconds" is not a duration; write a whole number above 0 followed by s, m or h, at most 24h, e.g. "30s"',
      ),
    ],
  },
  {
    rule: 'a timeout of 0ms in defaults and one without a unit in a scenario',
    yaml: y(...HEAD.slice(0, 2), 'defaults:', '  timeout: 0ms', 'scenarios:', ...PETS, '    timeout: 500'),
    problems: [
      problemAt(
        '4:12',
        'defaults.timeout',
        '"0ms" is not a timeout; write a number above 0 followed by ms, s or m, e.g. "30s"',
      ),
      problemAt('10:14', 'scenarios[0].timeout', '500 needs a unit, e.g. "500ms" or "500s"'),
    ],
  },
  {
    rule: 'a thinkTime and a rampUp that are not times',
    yaml: withScenario('thinkTime: fast', 'rampUp: "10"'),
    problems: [
      problemAt(
        '8:16',
        'scenarios[0].thinkTime',
        '"fast" is not a think time; write a number followed by ms, s or m, e.g. "1s"',
      ),
      problemAt('9:13', 'scenarios[0].rampUp', '"10" needs a unit, e.g. "10s"'),
    ],
  },
  {
    rule: 'latency thresholds without a unit, with a space, of 0, in hours',
    yaml: withScenario('thresholds:', '  p95: 300', '  p99: 1 s', '  max: 0ms', '  mean: 2h'),
    problems: [
      problemAt('9:12', 'scenarios[0].thresholds.p95', '300 needs a unit, e.g. "300ms"'),
      problemAt(
        '10:12',
        'scenarios[0].thresholds.p99',
        '"1 s" is not a latency limit; write a number above 0 followed by ms or s, e.g. "300ms"',
      ),
      problemAt(
        '11:12',
        'scenarios[0].thresholds.max',
        '"0ms" is not a latency limit; write a number above 0 followed by ms or s, e.g. "300ms"',
      ),
      problemAt(
        '12:13',
        'scenarios[0].thresholds.mean',
        '"2h" is not a latency limit; write a number above 0 followed by ms or s, e.g. "300ms"',
      ),
    ],
  },
  {
    rule: 'rate thresholds over 100%, without %, and an rps of 0',
    yaml: withScenario('thresholds: { errorRate: 150%, okRate: 99, rps: 0 }'),
    problems: [
      problemAt(
        '8:30',
        'scenarios[0].thresholds.errorRate',
        '"150%" is more than 100%; write a percentage from 0% to 100%, fractions allowed, e.g. "1%"',
      ),
      problemAt('8:44', 'scenarios[0].thresholds.okRate', '99 needs a unit, e.g. "99%"'),
      problemAt(
        '8:53',
        'scenarios[0].thresholds.rps',
        'must be more than 0, not 0; write a number of requests per second, above 0, e.g. 100',
      ),
    ],
  },
  {
    rule: 'an rps with a unit',
    yaml: withScenario('thresholds: { rps: 100/s }'),
    problems: [
      problemAt(
        '8:24',
        'scenarios[0].thresholds.rps',
        'must be a number, not the string "100/s"; write a number of requests per second, above 0, e.g. 100',
      ),
    ],
  },
  {
    rule: 'a header value that YAML reads as a number',
    yaml: withScenario('headers:', '  X-Count: 5', '  Accept: application/json'),
    problems: [problemAt('9:16', 'scenarios[0].headers.X-Count', 'must be a string, not 5: quote it, e.g. "5"')],
  },
  {
    rule: 'a header value that is a number, a header name with a space',
    yaml: withScenario('headers:', '  X-Count: 5', '  "X Bad": yes', '  Accept: application/json'),
    problems: [
      problemAt('9:16', 'scenarios[0].headers.X-Count', 'must be a string, not 5: quote it, e.g. "5"'),
      problemAt(
        '10:7',
        'scenarios[0].headers."X Bad"',
        '"X Bad" is not a header name; write a header name: letters, digits and - (no spaces or colons), e.g. "X-Request-Id"',
      ),
    ],
  },
  {
    rule: 'a headers list',
    yaml: withScenario('headers: [a]'),
    problems: [
      problemAt(
        '8:14',
        'scenarios[0].headers',
        'must be a mapping, not a list; write a mapping of header names to string values, e.g. { Authorization: "Bearer ${API_TOKEN}" }',
      ),
    ],
  },
  {
    rule: 'a query value that is a mapping, a list item that is a mapping',
    yaml: withScenario('query:', '  filter: { kind: cat }', '  tags: [a, { b: 1 }]'),
    problems: [
      problemAt(
        '9:15',
        'scenarios[0].query.filter',
        'must be a string, a number, a boolean or a list, not a mapping; write a string, number or boolean, a list of them, or a source { from, pick }, e.g. 20',
      ),
      problemAt(
        '10:17',
        'scenarios[0].query.tags[1]',
        'must be a string, a number or a boolean, not a mapping; write a string, number or boolean, e.g. "cat"',
      ),
    ],
  },
  {
    rule: 'a param value that is a mapping',
    yaml: y(...HEAD, PETS[0]!, '    endpoint: GET /pets/{petId}', ...PETS.slice(2), '    params: { petId: { id: 1 } }'),
    problems: [
      problemAt(
        '8:22',
        'scenarios[0].params.petId',
        'must be a string, a number or a boolean, not a mapping; write a string, number or boolean, or a source { from, pick }, e.g. 1',
      ),
    ],
  },
  {
    rule: 'scenarios as a mapping',
    yaml: y(...HEAD.slice(0, 2), 'scenarios:', '  name: List pets'),
    problems: [
      problemAt(
        '4:3',
        'scenarios',
        'must be a list, not a mapping; write a list of scenarios, each with name, endpoint, concurrentUsers and duration, e.g. [{ name: "List pets", endpoint: "GET /pets", concurrentUsers: 10, duration: "30s" }]',
      ),
    ],
  },
  {
    rule: 'a scenario that is a string, said as such rather than as both endpoint and flow',
    yaml: y(...HEAD, '  - GET /pets'),
    problems: [
      problemAt(
        '4:5',
        'scenarios[0]',
        'must be a mapping, not the string "GET /pets"; write a mapping with name, endpoint (or flow), concurrentUsers and duration, e.g. { name: "List pets", endpoint: "GET /pets", concurrentUsers: 10, duration: "30s" }',
      ),
    ],
  },
  {
    rule: 'version 2',
    yaml: y('version: 2', ...HEAD.slice(1), ...PETS),
    problems: [problemAt('1:10', 'version', 'must be 1, not 2; write 1 (the only version of this format)')],
  },
  {
    rule: 'version as the string "1"',
    yaml: y('version: "1"', ...HEAD.slice(1), ...PETS),
    problems: [
      problemAt('1:10', 'version', 'must be 1, not the string "1"; write 1 (the only version of this format)'),
    ],
  },
  {
    rule: 'an unknown execution',
    yaml: y(...HEAD.slice(0, 2), 'execution: concurrent', 'scenarios:', ...PETS),
    problems: [problemAt('3:12', 'execution', '"concurrent" is not allowed; write one of "sequential", "parallel"')],
  },
  {
    rule: 'concurrentUsers of 0',
    yaml: y(...HEAD, ...PETS.slice(0, 2), '    concurrentUsers: 0', PETS[3]!),
    problems: [
      problemAt(
        '6:22',
        'scenarios[0].concurrentUsers',
        'must be at least 1, not 0; write a whole number of virtual users from 1 to 10000, e.g. 10',
      ),
    ],
  },
  {
    rule: 'concurrentUsers of 2.5',
    yaml: y(...HEAD, ...PETS.slice(0, 2), '    concurrentUsers: 2.5', PETS[3]!),
    problems: [
      problemAt(
        '6:22',
        'scenarios[0].concurrentUsers',
        'must be a whole number, not 2.5; write a whole number of virtual users from 1 to 10000, e.g. 10',
      ),
    ],
  },
  {
    rule: 'concurrentUsers as a string',
    yaml: y(...HEAD, ...PETS.slice(0, 2), '    concurrentUsers: "10"', PETS[3]!),
    problems: [
      problemAt(
        '6:22',
        'scenarios[0].concurrentUsers',
        'must be a whole number, not the string "10"; write a whole number of virtual users from 1 to 10000, e.g. 10',
      ),
    ],
  },
  {
    rule: 'concurrentUsers past one process, which says to shard',
    yaml: y(...HEAD, ...PETS.slice(0, 2), '    concurrentUsers: 20000', PETS[3]!),
    problems: [
      problemAt(
        '6:22',
        'scenarios[0].concurrentUsers',
        'must be at most 10000, not 20000; one process holds one connection per virtual user, so a larger load does not fit in one run: split it over several runners (shards), each with at most 10000 users',
      ),
    ],
  },
  {
    rule: 'expect without status, and status codes out of range or quoted',
    yaml: y(
      ...HEAD.slice(0, 2),
      'defaults:',
      '  expect: {}',
      'scenarios:',
      ...PETS,
      '    expect: { status: [200, 700, "201"] }',
    ),
    problems: [
      problemAt('4:11', 'defaults.expect.status', 'is required; write a list of HTTP status codes, e.g. [200, 404]'),
      problemAt(
        '10:29',
        'scenarios[0].expect.status[1]',
        'must be at most 599, not 700; write an HTTP status code from 100 to 599, e.g. 201',
      ),
      problemAt(
        '10:34',
        'scenarios[0].expect.status[2]',
        'must be a whole number, not the string "201"; write an HTTP status code from 100 to 599, e.g. 201',
      ),
    ],
  },
  {
    rule: 'an empty list of status codes',
    yaml: withScenario('expect:', '  status: []'),
    problems: [
      problemAt(
        '9:15',
        'scenarios[0].expect.status',
        'must not be an empty list; write a list of HTTP status codes, e.g. [200, 404]',
      ),
    ],
  },
  {
    rule: 'an empty list of scenarios',
    yaml: y(...HEAD.slice(0, 2), 'scenarios: []'),
    problems: [
      problemAt(
        '3:12',
        'scenarios',
        'must not be an empty list; write a list of scenarios, each with name, endpoint, concurrentUsers and duration, e.g. [{ name: "List pets", endpoint: "GET /pets", concurrentUsers: 10, duration: "30s" }]',
      ),
    ],
  },
  {
    rule: 'an empty name',
    yaml: y(...HEAD, '  - name: ""', ...PETS.slice(1)),
    problems: [
      problemAt(
        '4:11',
        'scenarios[0].name',
        'must not be empty; write a name for the scenario, unique in the file, e.g. "List pets"',
      ),
    ],
  },
  {
    rule: 'an endpoint without a method',
    yaml: y(...HEAD, PETS[0]!, '    endpoint: /pets', ...PETS.slice(2)),
    problems: [
      problemAt(
        '5:15',
        'scenarios[0].endpoint',
        '"/pets" is not METHOD /path; write an HTTP method in upper case, a space and a path, e.g. "GET /pets/{petId}"',
      ),
    ],
  },
  {
    rule: 'an endpoint of one word',
    yaml: y(...HEAD, PETS[0]!, '    endpoint: GET', ...PETS.slice(2)),
    problems: [
      problemAt(
        '5:15',
        'scenarios[0].endpoint',
        '"GET" is not METHOD /path; write an HTTP method in upper case, a space and a path, e.g. "GET /pets/{petId}"',
      ),
    ],
  },
  {
    rule: 'a method in lower case',
    yaml: y(...HEAD, PETS[0]!, '    endpoint: get /pets', ...PETS.slice(2)),
    problems: [problemAt('5:15', 'scenarios[0].endpoint', 'the method must be in upper case: write "GET /pets"')],
  },
  {
    rule: 'a method outside the HTTP set',
    yaml: y(...HEAD, PETS[0]!, '    endpoint: TRACE /pets', ...PETS.slice(2)),
    problems: [
      problemAt(
        '5:15',
        'scenarios[0].endpoint',
        'TRACE is not an HTTP method a load test sends; write one of GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS',
      ),
    ],
  },
  {
    rule: 'a method that is no HTTP method',
    yaml: y(...HEAD, PETS[0]!, '    endpoint: FETCH /pets', ...PETS.slice(2)),
    problems: [
      problemAt(
        '5:15',
        'scenarios[0].endpoint',
        'FETCH is not an HTTP method a load test sends; write one of GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS',
      ),
    ],
  },
  {
    rule: 'a path without its leading slash',
    yaml: y(...HEAD, PETS[0]!, '    endpoint: GET pets', ...PETS.slice(2)),
    problems: [problemAt('5:15', 'scenarios[0].endpoint', 'the path must start with /: write "GET /pets"')],
  },
  {
    rule: 'a query string in the path',
    yaml: y(...HEAD, PETS[0]!, '    endpoint: GET /pets?limit=20', ...PETS.slice(2)),
    problems: [
      problemAt(
        '5:15',
        'scenarios[0].endpoint',
        'the path holds a query or fragment: write "GET /pets" and put the parameters under query, e.g. query: { limit: 20 }',
      ),
    ],
  },
  {
    rule: 'two spaces between method and path',
    yaml: y(...HEAD, PETS[0]!, '    endpoint: "GET  /pets"', ...PETS.slice(2)),
    problems: [problemAt('5:15', 'scenarios[0].endpoint', 'write one space between method and path: "GET /pets"')],
  },
  {
    rule: 'a baseUrl without a scheme',
    yaml: y('version: 1', 'baseUrl: localhost:3000', 'scenarios:', ...PETS),
    problems: [
      problemAt(
        '2:10',
        'baseUrl',
        '"localhost:3000" is not an http(s) URL without a query or fragment; write the http(s) URL of the system under test, e.g. "http://localhost:3000"',
      ),
    ],
  },
  {
    rule: 'a baseUrl with a query',
    yaml: y('version: 1', 'baseUrl: http://localhost:3000/?debug=1', 'scenarios:', ...PETS),
    problems: [
      problemAt(
        '2:10',
        'baseUrl',
        '"http://localhost:3000/?debug=1" is not an http(s) URL without a query or fragment; write the http(s) URL of the system under test, e.g. "http://localhost:3000"',
      ),
    ],
  },
  {
    rule: 'a baseUrl that is not http(s)',
    yaml: y('version: 1', 'baseUrl: ftp://files.example.com', 'scenarios:', ...PETS),
    problems: [
      problemAt(
        '2:10',
        'baseUrl',
        '"ftp://files.example.com" is not an http(s) URL without a query or fragment; write the http(s) URL of the system under test, e.g. "http://localhost:3000"',
      ),
    ],
  },
  {
    rule: 'a contentType that is not a media type',
    yaml: withScenario('contentType: json'),
    problems: [
      problemAt(
        '8:18',
        'scenarios[0].contentType',
        '"json" is not a media type; write a media type, e.g. "application/x-www-form-urlencoded"',
      ),
    ],
  },
  {
    rule: 'a script that is not a module',
    yaml: y(...HEAD, '  - name: S', '    script: s.py', '    concurrentUsers: 1', '    duration: 4s'),
    problems: [
      problemAt(
        '5:13',
        'scenarios[0].script',
        '"s.py" is not the path of a module ending in .ts, .mts, .js or .mjs; write the path of a TypeScript or JavaScript module (.ts, .mts, .js or .mjs), e.g. "load-tests/checkout.ts"',
      ),
    ],
  },
  {
    rule: 'a data source from that is not GET or POST',
    yaml: withScenario('query: { a: { from: FETCH /x, pick: $.a } }'),
    problems: [
      problemAt(
        '8:25',
        'scenarios[0].query.a.from',
        '"FETCH /x" is not GET or POST, a space and a path relative to baseUrl; write GET or POST, a space and a path, relative to baseUrl, e.g. "GET /items/articles"',
      ),
    ],
  },
];

describe('schema findings: what the JSON Schema refuses, in words that say the fix', () => {
  judgesFindingRows(ACCEPTED, REFUSED);
});

describe('the one list of HTTP methods', () => {
  it("the published schema's endpoint pattern names exactly the methods validation and generation accept", async () => {
    const { HTTP_METHODS } = await import('../../../src/vocabulary/http-methods.js');
    const { default: schema } = await import('../../../schemas/loadtool.schema.json', { with: { type: 'json' } });
    const pattern = (schema as { $defs?: Record<string, { pattern?: string }> }).$defs?.endpoint?.pattern;
    expect(pattern).toBe(`^(${HTTP_METHODS.join('|')}) /[^\\s?#]*$`);
  });
});
