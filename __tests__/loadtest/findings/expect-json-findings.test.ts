import { describe } from '@jest/globals';
import {
  HEAD,
  PETS,
  problemAt,
  withScenario,
  yamlLines as y,
  type FindingRow,
  judgesFindingRows,
} from '../../helpers/load-test-problems.js';

// The findings of src/loadtest/findings/expect-json-findings.ts, each rule (each sentence it can say) with a file that
// shows it, through parseLoadTest as `loadtool run` reads a file: the problems in order, each at its line and column.
// The accepted files are read as `loadtool validate` reads them, so that a warning fails them too.

const ACCEPTED: Array<Omit<FindingRow, 'problems'>> = [
  {
    rule: 'JSONPaths with absent, present and values',
    yaml: withScenario(
      'expect:',
      '  json: { "$.id": present, "$.error": absent, "$.items[0].name": Rex, "$.count": 3, "$.ok": true, "$.gone": null }',
    ),
  },
];

const REFUSED: FindingRow[] = [
  {
    rule: 'a path without its $, which names the fix',
    yaml: withScenario('expect: { json: { data.id: present } }'),
    problems: [
      problemAt(
        '8:23',
        'scenarios[0].expect.json."data.id"',
        'is not a JSONPath (RFC 9535): it must start with $, the root of the body; write "$.data.id"',
      ),
    ],
  },
  {
    rule: 'a path without its $ whose fix is no JSONPath either',
    yaml: withScenario('expect: { json: { "[": present } }'),
    problems: [
      problemAt(
        '8:23',
        'scenarios[0].expect.json."["',
        'is not a JSONPath (RFC 9535): it must start with $, the root of the body; write e.g. "$.data.id", "$.items[0].name" or "$.errors"',
      ),
    ],
  },
  {
    rule: 'a path that does not parse, with the column',
    yaml: withScenario('expect: { json: { "$.items[": present } }'),
    problems: [
      problemAt(
        '8:23',
        'scenarios[0].expect.json."$.items["',
        'is not a JSONPath (RFC 9535): at column 9 of the path, expected "\'", "*", "-", "0", ":", "?", "\\"", [1-9], or [\\t-\\n\\r ] but end of input found; write e.g. "$.data.id", "$.items[0].name" or "$.errors"',
      ),
    ],
  },
  {
    rule: 'a value holding ${NAME}',
    yaml: withScenario('expect: { json: { "$.token": "${API_TOKEN}" } }'),
    problems: [
      problemAt(
        '8:34',
        'scenarios[0].expect.json."$.token"',
        '"${API_TOKEN}" holds a ${NAME}: expect.json values are compared as written, never filled in from the environment; write the value itself',
      ),
    ],
  },
  {
    rule: 'a bad path in defaults',
    yaml: y(...HEAD.slice(0, 2), 'defaults: { expect: { json: { "$$": present } } }', 'scenarios:', ...PETS),
    problems: [
      problemAt(
        '3:31',
        'defaults.expect.json.$$',
        'is not a JSONPath (RFC 9535): at column 2 of the path, expected ".", "..", "[", [\\t-\\n\\r ], or end of input but "$" found; write e.g. "$.data.id", "$.items[0].name" or "$.errors"',
      ),
    ],
  },
  {
    rule: 'a bad path on a flow step',
    yaml: y(
      ...HEAD,
      '  - name: F',
      '    concurrentUsers: 1',
      '    duration: 4s',
      '    flow:',
      '      - name: a',
      '        endpoint: GET /a',
      '        expect: { json: { id: present } }',
    ),
    problems: [
      problemAt(
        '10:27',
        'scenarios[0].flow[0].expect.json.id',
        'is not a JSONPath (RFC 9535): it must start with $, the root of the body; write "$.id"',
      ),
    ],
  },
];

const WARNED: FindingRow[] = [
  {
    rule: 'a value one typo away from present',
    yaml: withScenario('expect: { json: { "$.id": presnt } }'),
    problems: [
      problemAt(
        '8:31',
        'scenarios[0].expect.json."$.id"',
        '"presnt" is compared as a string: did you mean present? Write absent or present in lower case',
      ),
    ],
  },
  {
    rule: 'a value that is absent in capitals',
    yaml: withScenario('expect: { json: { "$.id": ABSENT } }'),
    problems: [
      problemAt(
        '8:31',
        'scenarios[0].expect.json."$.id"',
        '"ABSENT" is compared as a string: did you mean absent? Write absent or present in lower case',
      ),
    ],
  },
];

describe('expect.json findings: JSONPaths, values compared as written, and slips of absent and present', () => {
  judgesFindingRows(ACCEPTED, REFUSED, WARNED);
});
