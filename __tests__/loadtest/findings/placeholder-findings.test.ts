import { describe, expect, it } from '@jest/globals';
import { LoadTestError } from '../../../src/loadtest/load-test-error.js';
import { checkLoadTest, parseLoadTest } from '../../../src/loadtest/validate.js';
import { findPlaceholders } from '../../../src/placeholders.js';
import {
  PETS,
  placedProblems,
  problemAt,
  withScenario,
  yamlLines as y,
  type FindingRow,
  judgesFindingRows,
} from '../../helpers/load-test-problems.js';

// The findings of src/loadtest/findings/placeholder-findings.ts, each rule (each sentence it can say) with a file that
// shows it, through parseLoadTest as `loadtool run` reads a file: the problems in order, each at its line and column.
// The accepted files are read as `loadtool validate` reads them, so that a warning fails them too.

/** A load test of one short scenario against `baseUrl`; its `${API_TOKEN}` is at line 4, column 29. */
const withToken = (baseUrl: string) =>
  y(
    'version: 1',
    `baseUrl: ${baseUrl}`,
    'defaults:',
    '  headers: { Authorization: "Bearer ${API_TOKEN}" }',
    'scenarios:',
    '  - name: Health',
    '    endpoint: GET /health',
    '    concurrentUsers: 1',
    '    duration: 4s',
    '    query: { user: "${API_USER}" }',
  );

const ACCEPTED: Array<Omit<FindingRow, 'problems'>> = [
  { rule: '$${NAME}, which is a literal ${NAME}', yaml: withScenario('headers: { X-Template: "$${NOT_SET}" }') },
  {
    rule: '${NAME} set in the environment',
    yaml: withScenario('headers: { Authorization: "Bearer ${API_TOKEN}" }'),
    env: { API_TOKEN: 'secret' },
  },
];

const REFUSED: FindingRow[] = [
  {
    rule: 'a placeholder that is not a variable name',
    yaml: withScenario('headers: { Authorization: "Bearer ${API-TOKEN}" }'),
    problems: [
      problemAt(
        '8:31',
        'scenarios[0].headers.Authorization',
        '${API-TOKEN} is not a variable: write ${NAME} with letters, digits and _ only, ${data.<column>} for a column of a data file (or $${ for a literal ${)',
      ),
    ],
  },
  {
    rule: 'two placeholders that are not variable names in one value',
    yaml: withScenario('query: { q: "${a b}${c-d}" }'),
    problems: [
      problemAt(
        '8:17',
        'scenarios[0].query.q',
        '${a b} and ${c-d} are not variables: write ${NAME} with letters, digits and _ only, ${data.<column>} for a column of a data file (or $${ for a literal ${)',
      ),
    ],
  },
  {
    rule: 'a placeholder that is not a variable name in baseUrl',
    yaml: y('version: 1', 'baseUrl: http://${HOST-NAME}', 'scenarios:', ...PETS),
    problems: [
      problemAt(
        '2:10',
        'baseUrl',
        '${HOST-NAME} is not a variable: write ${NAME} with letters, digits and _ only, ${data.<column>} for a column of a data file (or $${ for a literal ${)',
      ),
    ],
  },
  {
    rule: 'an unset variable',
    yaml: withScenario('headers: { Authorization: "Bearer ${API_TOKEN}" }'),
    env: {},
    problems: [
      problemAt(
        '8:31',
        'scenarios[0].headers.Authorization',
        '${API_TOKEN} is not set (or empty) in the environment: set API_TOKEN before the run, e.g. under env: in the workflow',
      ),
    ],
  },
  {
    rule: 'two unset variables in one value',
    yaml: withScenario('headers: { Authorization: "${API_USER}:${API_TOKEN}" }'),
    env: {},
    problems: [
      problemAt(
        '8:31',
        'scenarios[0].headers.Authorization',
        '${API_USER} and ${API_TOKEN} are not set (or empty) in the environment: set API_USER and API_TOKEN before the run, e.g. under env: in the workflow',
      ),
    ],
  },
  {
    rule: 'an empty variable',
    yaml: withScenario('query: { tag: "${EMPTY}" }'),
    env: { EMPTY: '' },
    problems: [
      problemAt(
        '8:19',
        'scenarios[0].query.tag',
        '${EMPTY} is not set (or empty) in the environment: set EMPTY before the run, e.g. under env: in the workflow',
      ),
    ],
  },
  {
    rule: '${NAME} unset or empty in baseUrl, headers, params, query and body (one problem per value)',
    yaml: y(
      'version: 1',
      'baseUrl: http://${HOST}:3000',
      'defaults:',
      '  headers: { Authorization: "Bearer ${API_TOKEN}", X-Set: "${SET}" }',
      'scenarios:',
      '  - name: Get pet',
      '    endpoint: POST /pets/{petId}',
      '    concurrentUsers: 1',
      '    duration: 4s',
      '    params: { petId: "${PET_ID}" }',
      '    query: { tag: ["${EMPTY}", "${SET}"] }',
      '    body:',
      '      owner: { token: "${OWNER_TOKEN} and ${OTHER}" }',
      '    headers: { X-Trace: "$${NOT_A_VARIABLE}" }',
    ),
    env: { SET: 'set-value', EMPTY: '' },
    problems: [
      problemAt(
        '2:10',
        'baseUrl',
        '${HOST} is not set (or empty) in the environment: set HOST before the run, e.g. under env: in the workflow',
      ),
      problemAt(
        '4:29',
        'defaults.headers.Authorization',
        '${API_TOKEN} is not set (or empty) in the environment: set API_TOKEN before the run, e.g. under env: in the workflow',
      ),
      problemAt(
        '10:22',
        'scenarios[0].params.petId',
        '${PET_ID} is not set (or empty) in the environment: set PET_ID before the run, e.g. under env: in the workflow',
      ),
      problemAt(
        '11:20',
        'scenarios[0].query.tag[0]',
        '${EMPTY} is not set (or empty) in the environment: set EMPTY before the run, e.g. under env: in the workflow',
      ),
      problemAt(
        '13:23',
        'scenarios[0].body.owner.token',
        '${OWNER_TOKEN} and ${OTHER} are not set (or empty) in the environment: set OWNER_TOKEN and OTHER before the run, e.g. under env: in the workflow',
      ),
    ],
  },
];

const WARNED: FindingRow[] = [
  {
    rule: 'an unset variable, which validate says as a warning',
    yaml: withScenario('headers: { Authorization: "Bearer ${API_TOKEN}" }'),
    problems: [
      problemAt(
        '8:31',
        'scenarios[0].headers.Authorization',
        '${API_TOKEN} is not set (or empty) in the environment: set API_TOKEN before the run, e.g. under env: in the workflow',
      ),
    ],
  },
  {
    rule: 'an unset variable that only a skipped scenario uses, a warning even for a run',
    yaml: withScenario('skip: not ready', 'headers: { Authorization: "Bearer ${API_TOKEN}" }'),
    env: {},
    problems: [
      problemAt(
        '9:31',
        'scenarios[0].headers.Authorization',
        '${API_TOKEN} is not set (or empty) in the environment: set API_TOKEN before the run, e.g. under env: in the workflow',
      ),
    ],
  },
];

describe('placeholder findings: ${NAME} is a variable name, and set for a run', () => {
  judgesFindingRows(ACCEPTED, REFUSED, WARNED);

  it.each(REFUSED.filter(({ env }) => Object.values(env ?? {}).some(Boolean)))(
    'never says a value of the environment: $rule',
    ({ yaml, env }) => {
      const said = JSON.stringify(placedProblems(yaml, { env }));
      for (const value of Object.values(env!).filter(Boolean)) expect(said).not.toContain(value);
    },
  );

  it('the switch: checkLoadTest returns them as warnings, parseLoadTest throws them as errors', () => {
    const text = withToken('http://127.0.0.1:1');
    const { loadTest, warnings } = checkLoadTest(text, 'loadtool.yaml', { env: {}, unsetVariables: 'warning' });
    expect(loadTest.scenarios).toHaveLength(1);
    expect(warnings.map(({ path, line, column }) => [path, line, column])).toEqual([
      ['defaults.headers.Authorization', 4, 29],
      ['scenarios[0].query.user', 10, 20],
    ]);
    expect(() => parseLoadTest(text, 'loadtool.yaml', { env: {} })).toThrow(LoadTestError);
    // Without an environment nothing is read, so nothing is unset: generation checks what it writes this way.
    expect(() => parseLoadTest(text, 'loadtool.yaml')).not.toThrow();
  });

  it('a variable that only a skipped scenario uses is a warning for a run too: that scenario sends nothing', () => {
    const text = withScenario('skip: not ready', 'headers: { Authorization: "Bearer ${API_TOKEN}" }');
    const { warnings } = checkLoadTest(text, 'loadtool.yaml', { env: {}, unsetVariables: 'error' });
    expect(warnings).toEqual([expect.objectContaining({ path: 'scenarios[0].headers.Authorization', line: 9 })]);
  });

  it('${NAME} is checked only when an environment is given, and its value is never printed', () => {
    const yaml = withScenario('headers: { Authorization: "${API_USER}:${API_TOKEN}" }');
    expect(() => parseLoadTest(yaml, 'loadtool.yaml')).not.toThrow();
    const [problem, ...others] = placedProblems(yaml, { env: { API_USER: 'hunter2' } });
    expect(others).toEqual([]);
    expect(problem!.message).toContain('${API_TOKEN} is not set');
    expect(problem!.message).not.toContain('hunter2');
    expect(problem!.message).not.toContain('API_USER');
  });

  it('findPlaceholders reads ${NAME} and leaves $${NAME} alone', () => {
    expect(findPlaceholders('Bearer ${API_TOKEN} $${LITERAL} ${bad-name}')).toEqual([
      { name: 'API_TOKEN', valid: true },
      { name: 'bad-name', valid: false },
    ]);
  });
});
