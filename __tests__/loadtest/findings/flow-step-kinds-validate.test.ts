// Validation of the flow keys of safe writes (measure: false, cleanup: true) and of the built-in ${uuid}.
import { describe, expect, it } from '@jest/globals';
import { checkLoadTest, parseLoadTest } from '../../../src/loadtest/validate.js';
import { secretValues } from '../../../src/secret-values.js';
import { loadTestProblems as problemsOf, yamlLines as y } from '../../helpers/load-test-problems.js';

const HEAD = ['version: 1', 'baseUrl: http://localhost:3000', 'scenarios:'];

/** A flow scenario (line 4) whose steps start at line 8, each given as its lines after `- name:`. */
const flow = (...steps: Array<[name: string, ...lines: string[]]>) =>
  y(
    ...HEAD,
    '  - name: Todos', // 4
    '    concurrentUsers: 2',
    '    duration: 10s',
    '    flow:', // 7
    ...steps.flatMap(([name, ...lines]) => [`      - name: ${name}`, ...lines.map((line) => `        ${line}`)]),
  );

const CREATE: [string, ...string[]] = [
  'Create todo', // 8
  'endpoint: POST /todos',
  'once: true', // 10
  'body: { title: "qa-perf ${uuid}", done: false }',
  'extract: { id: $.id }',
];
const UPDATE: [string, ...string[]] = [
  'Update todo', // 13
  'endpoint: PUT /todos/{id}',
  'params: { id: "${id}" }',
  'body: { id: "${id}", title: "${uuid}" }',
];
const DELETE: [string, ...string[]] = [
  'Delete todo', // 17
  'endpoint: DELETE /todos/{id}',
  'cleanup: true', // 19
  'params: { id: "${id}" }',
];

describe('measure: false, cleanup: true and ${uuid} in loadtool.yaml', () => {
  it('parses a once create, a measured update and a cleanup delete; ${uuid} is no environment variable', () => {
    const text = flow(CREATE, UPDATE, DELETE);
    const { loadTest, warnings } = checkLoadTest(text, 'loadtool.yaml', { env: {}, unsetVariables: 'warning' });
    expect(warnings).toEqual([]);
    const steps = loadTest.scenarios[0]!.flow!;
    expect(steps.map(({ once, measure, cleanup }) => ({ once, measure, cleanup }))).toEqual([
      { once: true, measure: undefined, cleanup: undefined },
      { once: false, measure: undefined, cleanup: undefined },
      { once: false, measure: undefined, cleanup: true },
    ]);
    expect('measure' in steps[1]! || 'cleanup' in steps[1]!).toBe(false);
  });

  it('parses a create at every iteration left out of the figures (measure: false) before the measured delete', () => {
    const create: [string, ...string[]] = ['Create todo', 'endpoint: POST /todos', 'measure: false'];
    const text = flow(
      [...create, 'extract: { id: $.id }'],
      ['Delete todo', 'endpoint: DELETE /todos/{id}', 'params: { id: "${id}" }'],
    );
    const steps = parseLoadTest(text, 'loadtool.yaml', { env: {} }).scenarios[0]!.flow!;
    expect(steps.map((step) => step.measure)).toEqual([false, undefined]);
  });

  it('takes ${uuid} in every request value of a single-request scenario, with no variable set', () => {
    const text = y(
      ...HEAD,
      '  - name: Create',
      '    endpoint: POST /todos/{key}',
      '    concurrentUsers: 1',
      '    duration: 10s',
      '    params: { key: "${uuid}" }',
      '    query: { trace: "${uuid}" }',
      '    headers: { X-Request-Id: "${uuid}" }',
      '    body: { title: "qa-perf ${uuid}" }',
    );
    expect(parseLoadTest(text, 'loadtool.yaml', { env: {} }).scenarios[0]!.body).toEqual({
      title: 'qa-perf ${uuid}',
    });
  });

  it('never reads ${uuid} from the environment, so never masks a variable named uuid', () => {
    const text = y(
      ...HEAD,
      '  - name: Create',
      '    endpoint: POST /todos',
      '    concurrentUsers: 1',
      '    duration: 10s',
      '    headers: { Authorization: "Bearer ${API_TOKEN}", X-Request-Id: "${uuid}" }',
    );
    const env = { API_TOKEN: 'secret-token', uuid: 'not-a-secret' };
    expect(secretValues(parseLoadTest(text, 'loadtool.yaml', { env }), env)).toEqual(['secret-token']);
  });

  const cases: Array<{ what: string; yaml: string; expected: unknown[] }> = [
    {
      what: 'measure beside once',
      yaml: flow([...CREATE, 'measure: false'], UPDATE),
      expected: [
        {
          path: 'scenarios[0].flow[0].measure',
          line: 13,
          column: 9,
          message: 'a once step is never measured (it runs before the iterations): remove measure',
        },
      ],
    },
    {
      what: 'measure beside cleanup',
      yaml: flow(CREATE, UPDATE, [...DELETE, 'measure: false']),
      expected: [
        {
          path: 'scenarios[0].flow[2].measure',
          line: 21,
          column: 9,
          message: 'a cleanup step is never measured (it runs after the measured time): remove measure',
        },
      ],
    },
    {
      what: 'cleanup beside once',
      yaml: flow([...CREATE, 'cleanup: true'], UPDATE),
      expected: [
        {
          path: 'scenarios[0].flow[0].cleanup',
          line: 13,
          column: 9,
          message:
            'a cleanup step runs after the measured time, a once step before it: keep cleanup: true or once: true',
        },
      ],
    },
    {
      what: 'refreshOn on a cleanup step',
      yaml: flow(CREATE, UPDATE, [...DELETE, 'refreshOn: [401]']),
      expected: [
        {
          path: 'scenarios[0].flow[2].refreshOn',
          line: 21,
          column: 9,
          message: 'works only on a once step; a cleanup step is never run again: remove refreshOn',
        },
      ],
    },
    {
      what: 'a cleanup step before a measured one',
      yaml: flow(
        CREATE,
        ['Delete todo', 'endpoint: DELETE /todos/{id}', 'cleanup: true', 'params: { id: "${id}" }'],
        UPDATE,
      ),
      expected: [
        {
          path: 'scenarios[0].flow[1].cleanup',
          line: 15,
          column: 9,
          message: "a cleanup step runs after each user's last iteration: move it after flow[2]",
        },
      ],
    },
    {
      what: 'a flow without a measured step',
      yaml: flow(CREATE, [...UPDATE, 'measure: false'], DELETE),
      expected: [
        {
          path: 'scenarios[0].flow',
          line: 7,
          column: 5,
          message:
            "has no measured step: each is once, cleanup or measure: false, and the flow's figures are those of its measured steps; measure the request the scenario is about (remove its measure: false, or add it)",
        },
      ],
    },
    {
      what: 'a flow of once steps only',
      yaml: flow(CREATE),
      expected: [expect.objectContaining({ path: 'scenarios[0].flow', line: 7, column: 5 })],
    },
    {
      what: 'uuid as an extracted name',
      yaml: flow(['Create todo', 'endpoint: POST /todos', 'once: true', 'extract: { uuid: $.id }'], UPDATE),
      expected: [
        {
          path: 'scenarios[0].flow[0].extract.uuid',
          line: 11,
          column: 20,
          message: 'uuid is the built-in ${uuid}, a new UUID for each request: give the extracted value another name',
        },
        // Then no earlier step extracts id.
        expect.objectContaining({ path: 'scenarios[0].flow[1].params.id' }),
        expect.objectContaining({ path: 'scenarios[0].flow[1].body.id' }),
      ],
    },
    {
      what: '${uuid} in baseUrl',
      yaml: y(
        'version: 1',
        'baseUrl: "http://${uuid}:3000"',
        'scenarios:',
        '  - { name: A, endpoint: GET /, concurrentUsers: 1, duration: 4s }',
      ),
      expected: [
        {
          path: 'baseUrl',
          line: 2,
          column: 10,
          message:
            "${uuid} is a new value for each request, never part of the base URL (the origin every connection opens to): write it in a request's params, query, headers or body",
        },
      ],
    },
  ];

  it.each(cases)('refuses $what at its line and column', ({ yaml, expected }) => {
    expect(problemsOf(yaml)).toEqual(expected);
  });
});
