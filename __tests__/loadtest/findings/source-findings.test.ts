import { describe } from '@jest/globals';
import {
  HEAD,
  problemAt,
  withScenario,
  yamlLines as y,
  type FindingRow,
  judgesFindingRows,
} from '../../helpers/load-test-problems.js';

// The findings of src/loadtest/findings/source-findings.ts, each rule (each sentence it can say) with a file that shows
// it, through parseLoadTest as `loadtool run` reads a file: the problems in order, each at its line and column. The
// accepted files are read as `loadtool validate` reads them, so that a warning fails them too.

const ACCEPTED: Array<Omit<FindingRow, 'problems'>> = [
  {
    rule: 'a source in query, params, headers and body',
    yaml: y(
      ...HEAD,
      '  - name: Pet',
      '    endpoint: GET /pets/{petId}',
      '    concurrentUsers: 1',
      '    duration: 4s',
      '    params: { petId: { from: GET /pets, pick: "$[*].id" } }',
      '    query: { tag: { from: GET /tags, pick: "$[*].name" } }',
      '    headers: { X-Owner: { from: GET /owners, pick: "$[0].name" } }',
    ),
  },
  {
    rule: 'a GraphQL source in graphql.variables',
    yaml: y(
      ...HEAD,
      '  - name: G',
      '    endpoint: POST /graphql',
      '    concurrentUsers: 1',
      '    duration: 4s',
      '    graphql:',
      '      query: "query P($id: ID!) { pet(id: $id) { id } }"',
      '      variables: { id: { from: POST /graphql, pick: "$.data.pets[*].id", graphql: { query: "{ pets { id } }" } } }',
    ),
  },
];

const REFUSED: FindingRow[] = [
  {
    rule: 'a pick that is not a JSONPath',
    yaml: withScenario('query: { id: { from: GET /pets, pick: "$[" } }'),
    problems: [
      problemAt(
        '8:43',
        'scenarios[0].query.id.pick',
        '"$[" is not a JSONPath (RFC 9535): expected "\'", "*", "-", "0", ":", "?", "\\"", [1-9], or [\\t-\\n\\r ] but end of input found; write one such as "$.data[*].id"',
      ),
    ],
  },
  {
    rule: 'a pick nested too deep',
    yaml: withScenario(
      'query: { id: { from: GET /pets, pick: "$[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[" } }',
    ),
    problems: [
      problemAt(
        '8:43',
        'scenarios[0].query.id.pick',
        '"$[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[… is not a JSONPath (RFC 9535): it nests more than 256 levels deep; write one such as "$.data[*].id"',
      ),
    ],
  },
  {
    rule: 'a source graphql.query that is not a GraphQL document',
    yaml: withScenario('query: { id: { from: POST /graphql, pick: "$.data", graphql: { query: "{ pets { id }" } } }'),
    problems: [
      problemAt(
        '8:75',
        'scenarios[0].query.id.graphql.query',
        'is not a GraphQL document: Syntax Error: Expected Name, found <EOF>.; correct the query',
      ),
    ],
  },
  {
    rule: 'a source graphql.query nested too deep',
    yaml: withScenario(
      'query: { id: { from: POST /graphql, pick: "$.data", graphql: { query: "{ pets(a: [[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[1]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]) { id } }" } } }',
    ),
    problems: [
      problemAt(
        '8:75',
        'scenarios[0].query.id.graphql.query',
        'nests more than 256 levels deep: no API takes such a document; shorten it',
      ),
    ],
  },
  {
    rule: 'a key a source does not have, in a body',
    yaml: withScenario('body: { id: { from: GET /pets, pick: "$[*].id", each: true } }'),
    problems: [
      problemAt('8:53', 'scenarios[0].body.id.each', 'a source has only from, pick and graphql: remove "each"'),
    ],
  },
  {
    rule: 'a source in a body whose from is not GET or POST',
    yaml: withScenario('body: { id: { from: FETCH /pets, pick: "$[*].id" } }'),
    problems: [
      problemAt(
        '8:25',
        'scenarios[0].body.id.from',
        'must be GET or POST, a space and a path relative to baseUrl, e.g. "GET /items"',
      ),
    ],
  },
  {
    rule: 'a source in a body whose pick is not a string',
    yaml: withScenario('body: { id: { from: GET /pets, pick: 1 } }'),
    problems: [problemAt('8:42', 'scenarios[0].body.id.pick', 'must be a JSONPath, e.g. "$.data[*].id"')],
  },
  {
    rule: 'a source in graphql.variables whose graphql has no query',
    yaml: y(
      ...HEAD,
      '  - name: G',
      '    endpoint: POST /graphql',
      '    concurrentUsers: 1',
      '    duration: 4s',
      '    graphql:',
      '      query: "query P($id: ID!) { pet(id: $id) { id } }"',
      '      variables: { id: { from: POST /graphql, pick: "$.data", graphql: "{ pets { id } }" } }',
    ),
    problems: [
      problemAt(
        '10:72',
        'scenarios[0].graphql.variables.id.graphql',
        'must be a mapping with query, e.g. { query: "{ pets { id } }" }',
      ),
    ],
  },
];

describe('source findings: a data source { from, pick } that can be fetched', () => {
  judgesFindingRows(ACCEPTED, REFUSED);
});
