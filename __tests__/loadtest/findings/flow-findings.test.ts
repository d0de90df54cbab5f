import { describe } from '@jest/globals';
import {
  HEAD,
  problemAt,
  yamlLines as y,
  type FindingRow,
  judgesFindingRows,
} from '../../helpers/load-test-problems.js';

// The findings of src/loadtest/findings/flow-findings.ts, each rule (each sentence it can say) with a file that shows
// it, through parseLoadTest as `loadtool run` reads a file: the problems in order, each at its line and column. The
// accepted files are read as `loadtool validate` reads them, so that a warning fails them too. The roles of a step
// (once, cleanup, measure), a flow without a measured step and the built-in ${uuid} are in flow-step-kinds-
// validate.test.ts's table; the path parameters of a step here and in path-param-findings.test.ts.

const ACCEPTED: Array<Omit<FindingRow, 'problems'>> = [
  {
    rule: 'a login once, its token in later steps and in the scenario headers',
    yaml: y(
      ...HEAD,
      '  - name: F',
      '    concurrentUsers: 1',
      '    duration: 4s',
      '    headers: { Authorization: "Bearer ${token}" }',
      '    flow:',
      '      - name: login',
      '        endpoint: POST /login',
      '        once: true',
      '        refreshOn: [401]',
      '        extract: { token: $.token, id: { header: Location, match: "[^/]+$" } }',
      '      - name: read',
      '        endpoint: GET /pets/{id}',
      '        params: { id: "${id}" }',
      '        query: { owner: "${OWNER}" }',
    ),
    env: { OWNER: 'me' },
  },
];

const REFUSED: FindingRow[] = [
  {
    rule: 'a step name used twice',
    yaml: y(
      ...HEAD,
      '  - name: F',
      '    concurrentUsers: 1',
      '    duration: 4s',
      '    flow:',
      '      - { name: a, endpoint: GET /a }',
      '      - { name: a, endpoint: GET /b }',
    ),
    problems: [
      problemAt('9:17', 'scenarios[0].flow[1].name', '"a" is already the name of flow[0]: give each step its own name'),
    ],
  },
  {
    rule: 'a once step after a measured step',
    yaml: y(
      ...HEAD,
      '  - name: F',
      '    concurrentUsers: 1',
      '    duration: 4s',
      '    flow:',
      '      - { name: a, endpoint: GET /a }',
      '      - { name: b, endpoint: POST /login, once: true }',
    ),
    problems: [
      problemAt(
        '9:43',
        'scenarios[0].flow[1].once',
        'a once step runs before the measured steps of each user: move it before flow[0]',
      ),
    ],
  },
  {
    rule: 'refreshOn on a step that is not once',
    yaml: y(
      ...HEAD,
      '  - name: F',
      '    concurrentUsers: 1',
      '    duration: 4s',
      '    flow:',
      '      - { name: a, endpoint: GET /a, refreshOn: [401] }',
    ),
    problems: [
      problemAt(
        '8:38',
        'scenarios[0].flow[0].refreshOn',
        'works only on a once step, which it runs again: add once: true, or remove refreshOn',
      ),
    ],
  },
  {
    rule: 'a data source in a step',
    yaml: y(
      ...HEAD,
      '  - name: F',
      '    concurrentUsers: 1',
      '    duration: 4s',
      '    flow:',
      '      - name: a',
      '        endpoint: GET /pets/{id}',
      '        params: { id: { from: GET /pets, pick: "$[*].id" } }',
    ),
    problems: [
      problemAt(
        '10:23',
        'scenarios[0].flow[0].params.id',
        'a data source { from, pick } is not fetched for a flow step (the pre-flight sends no login): add a once step before this one with endpoint: GET /pets and extract: { id: "$[*].id" }, and write "${id}" here',
      ),
    ],
  },
  {
    rule: 'a GraphQL data source in the variables of a step',
    yaml: y(
      ...HEAD,
      '  - name: F',
      '    concurrentUsers: 1',
      '    duration: 4s',
      '    flow:',
      '      - name: a',
      '        endpoint: POST /graphql',
      '        graphql: { query: "query P($id: ID!) { pet(id: $id) { id } }", variables: { id: { from: POST /graphql, pick: "$.data.pets[*].id", graphql: { query: "{ pets { id } }" } } } }',
    ),
    problems: [
      problemAt(
        '10:89',
        'scenarios[0].flow[0].graphql.variables.id',
        'a data source { from, pick } is not fetched for a flow step (the pre-flight sends no login): add a once step before this one with endpoint: POST /graphql, its graphql: { query: "{ pets { id } }" } and extract: { id: "$.data.pets[*].id" }, and write',
      ),
    ],
  },
  {
    rule: 'a data source in the headers of a flow scenario',
    yaml: y(
      ...HEAD,
      '  - name: F',
      '    concurrentUsers: 1',
      '    duration: 4s',
      '    headers: { X-Owner: { from: GET /owners, pick: "$[0].name" } }',
      '    flow:',
      '      - { name: a, endpoint: GET /a }',
    ),
    problems: [
      problemAt(
        '7:25',
        'scenarios[0].headers.X-Owner',
        'a data source { from, pick } is not fetched for a flow step (the pre-flight sends no login): add a once step first with endpoint: GET /owners and extract: { X_Owner: "$[0].name" }, and write "${X_Owner}" here',
      ),
    ],
  },
  {
    rule: 'a ${name} no earlier step extracts',
    yaml: y(
      ...HEAD,
      '  - name: F',
      '    concurrentUsers: 1',
      '    duration: 4s',
      '    flow:',
      '      - name: a',
      '        endpoint: GET /pets/{id}',
      '        params: { id: "${petId}" }',
      '      - { name: b, endpoint: GET /pets, extract: { petId: "$[0].id" } }',
    ),
    problems: [
      problemAt(
        '10:23',
        'scenarios[0].flow[0].params.id',
        'no earlier step extracts petId: add extract: { petId: $.… } to an earlier step',
      ),
    ],
  },
  {
    rule: 'a ${name} in the scenario headers that no step extracts',
    yaml: y(
      ...HEAD,
      '  - name: F',
      '    concurrentUsers: 1',
      '    duration: 4s',
      '    headers: { Authorization: "Bearer ${token}" }',
      '    flow:',
      '      - { name: a, endpoint: GET /a }',
    ),
    problems: [
      problemAt(
        '7:31',
        'scenarios[0].headers.Authorization',
        'no step extracts token: add extract: { token: $.… } to a step',
      ),
    ],
  },
  {
    rule: 'a ${…} in a step that is not a name',
    yaml: y(
      ...HEAD,
      '  - name: F',
      '    concurrentUsers: 1',
      '    duration: 4s',
      '    flow:',
      '      - { name: a, endpoint: GET /a, query: { q: "${a-b}" } }',
    ),
    problems: [
      problemAt(
        '8:50',
        'scenarios[0].flow[0].query.q',
        '${a-b} is not a variable: write ${NAME} with letters, digits and _ only, ${data.<column>} for a column of a data file (or $${ for a literal ${)',
      ),
    ],
  },
  {
    rule: 'an environment variable of a step unset',
    yaml: y(
      ...HEAD,
      '  - name: F',
      '    concurrentUsers: 1',
      '    duration: 4s',
      '    flow:',
      '      - { name: a, endpoint: GET /a, headers: { X-Key: "${API_KEY}" } }',
    ),
    env: {},
    problems: [
      problemAt(
        '8:56',
        'scenarios[0].flow[0].headers.X-Key',
        '${API_KEY} is not set (or empty) in the environment: set API_KEY before the run, e.g. under env: in the workflow',
      ),
    ],
  },
  {
    rule: 'an extraction that is not a JSONPath',
    yaml: y(
      ...HEAD,
      '  - name: F',
      '    concurrentUsers: 1',
      '    duration: 4s',
      '    flow:',
      '      - { name: a, endpoint: GET /a, extract: { id: "$.items[" } }',
    ),
    problems: [
      problemAt(
        '8:53',
        'scenarios[0].flow[0].extract.id',
        'is not a JSONPath (RFC 9535): at column 9 of the path, expected "\'", "*", "-", "0", ":", "?", "\\"", [1-9], or [\\t-\\n\\r ] but end of input found; write e.g. "$.data.id", "$.items[0].name" or "$.errors"',
      ),
    ],
  },
  {
    rule: 'an extraction without its $',
    yaml: y(
      ...HEAD,
      '  - name: F',
      '    concurrentUsers: 1',
      '    duration: 4s',
      '    flow:',
      '      - { name: a, endpoint: GET /a, extract: { id: data.id } }',
    ),
    problems: [
      problemAt(
        '8:53',
        'scenarios[0].flow[0].extract.id',
        'is not a JSONPath (RFC 9535): it must start with $, the root of the body; write "$.data.id"',
      ),
    ],
  },
  {
    rule: 'an extraction whose match is not a regular expression',
    yaml: y(
      ...HEAD,
      '  - name: F',
      '    concurrentUsers: 1',
      '    duration: 4s',
      '    flow:',
      '      - { name: a, endpoint: GET /a, extract: { id: { header: Location, match: "([" } } }',
    ),
    problems: [
      problemAt(
        '8:80',
        'scenarios[0].flow[0].extract.id.match',
        'is not a regular expression (Invalid regular expression: /([/: Unterminated character class): write one such as "[^/]+$", the last path segment',
      ),
    ],
  },
];

describe('flow findings: steps, their order and roles, extractions and the values they carry', () => {
  judgesFindingRows(ACCEPTED, REFUSED);
});
