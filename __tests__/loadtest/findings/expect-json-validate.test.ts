import { describe, expect, it } from '@jest/globals';
import { checkLoadTest, parseLoadTest } from '../../../src/loadtest/validate.js';
import { loadTestProblems as problemsOf, yamlLines as y } from '../../helpers/load-test-problems.js';

const HEAD = ['version: 1', 'baseUrl: http://localhost:3000', 'scenarios:'];
const ARTICLE = ['  - name: Get article', '    endpoint: GET /articles', '    concurrentUsers: 1', '    duration: 4s'];
/** A valid file of one scenario (lines 1–7), with `more` lines added to the scenario from line 8. */
const withScenario = (...more: string[]) => y(...HEAD, ...ARTICLE, ...more.map((line) => `    ${line}`));

describe('expect.json in loadtool.yaml', () => {
  it('is read in the order written, each value absent, present or a scalar; status may be left out', () => {
    const loadTest = parseLoadTest(
      withScenario(
        'expect:',
        '  json:',
        '    $.errors: absent',
        '    "$.data.id": present',
        '    $.ok: true',
        '    $.count: 3',
        '    $.status: "active"',
        '    $.next: null',
        "    $.items[?@.id == 'x'].name: present",
      ),
      'loadtool.yaml',
    );
    const [scenario] = loadTest.scenarios;
    expect(scenario!.expectStatus).toBeUndefined();
    expect(scenario!.expectJson).toEqual([
      { path: '$.errors', expect: 'absent' },
      { path: '$.data.id', expect: 'present' },
      { path: '$.ok', expect: 'equals', value: true },
      { path: '$.count', expect: 'equals', value: 3 },
      { path: '$.status', expect: 'equals', value: 'active' },
      { path: '$.next', expect: 'equals', value: null },
      { path: "$.items[?@.id == 'x'].name", expect: 'present' },
    ]);
  });

  it('a bad JSONPath is an error at its line and column, saying where in the path', () => {
    const problems = problemsOf(
      withScenario('expect:', '  status: [200]', '  json:', '    "$.data[": present', '    data.id: present'),
    );
    expect(problems).toEqual([
      {
        path: 'scenarios[0].expect.json."$.data["',
        line: 11,
        column: 9,
        message: expect.stringMatching(/^is not a JSONPath \(RFC 9535\): at column 8 of the path, .+; write e\.g\. /),
      },
      {
        path: 'scenarios[0].expect.json."data.id"',
        line: 12,
        column: 9,
        message: expect.stringMatching(/^is not a JSONPath \(RFC 9535\): it must start with \$/),
      },
    ]);
  });

  it('a value that is a list or a mapping is an error at the value', () => {
    const problems = problemsOf(withScenario('expect:', '  json:', '    $.ok: { a: 1 }', '    $.list: [1]'));
    expect(problems.map(({ path, line, column }) => [line, column, path])).toEqual([
      [10, 15, 'scenarios[0].expect.json."$.ok"'],
      [11, 17, 'scenarios[0].expect.json."$.list"'],
    ]);
  });

  it('a ${NAME} in a value is refused: values are compared as written', () => {
    const problems = problemsOf(withScenario('expect:', '  json:', '    $.user: "${API_USER}"'));
    expect(problems).toEqual([
      {
        path: 'scenarios[0].expect.json."$.user"',
        line: 10,
        column: 17,
        message: expect.stringContaining('compared as written'),
      },
    ]);
  });

  it('a value one typo away from absent or present is a warning', () => {
    const { warnings } = checkLoadTest(withScenario('expect:', '  json:', '    $.errors: absnet'), 'loadtool.yaml', {
      unsetVariables: 'error',
      env: {},
    });
    expect(warnings).toEqual([
      {
        path: 'scenarios[0].expect.json."$.errors"',
        line: 10,
        column: 19,
        message: expect.stringContaining('did you mean absent?'),
      },
    ]);
  });

  it('expect without status or json is still an error at status', () => {
    const problems = problemsOf(withScenario('expect: {}'));
    expect(problems.map(({ path, line, column }) => [line, column, path])).toEqual([
      [8, 13, 'scenarios[0].expect.status'],
    ]);
  });

  it('defaults.expect merges by key: a scenario that sets status keeps the default json, and json replaces json', () => {
    const loadTest = parseLoadTest(
      y(
        ...HEAD.slice(0, 2),
        'defaults:',
        '  expect: { status: [200], json: { $.errors: absent } }',
        'scenarios:',
        ...ARTICLE,
        '    expect: { status: [201] }',
        '  - name: Other',
        '    endpoint: GET /other',
        '    concurrentUsers: 1',
        '    duration: 4s',
        '    expect: { json: { $.ok: true } }',
      ),
      'loadtool.yaml',
    );
    const [first, second] = loadTest.scenarios;
    expect(first).toMatchObject({ expectStatus: [201], expectJson: [{ path: '$.errors', expect: 'absent' }] });
    expect(second).toMatchObject({
      expectStatus: [200],
      expectJson: [{ path: '$.ok', expect: 'equals', value: true }],
    });
  });
});
