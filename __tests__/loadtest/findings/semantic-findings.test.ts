import { describe, expect, it } from '@jest/globals';
import {
  HEAD,
  PETS,
  placedProblems,
  problemAt,
  yamlLines as y,
  type FindingRow,
  judgesFindingRows,
} from '../../helpers/load-test-problems.js';

// The findings of src/loadtest/findings/semantic-findings.ts, each rule (each sentence it can say) with a file that
// shows it, through parseLoadTest as `loadtool run` reads a file: the problems in order, each at its line and column.
// The accepted files are read as `loadtool validate` reads them, so that a warning fails them too. semantic-findings.ts
// also gathers the findings of path parameters, placeholders, headers and sources: each has its own table.

const ACCEPTED: Array<Omit<FindingRow, 'problems'>> = [
  {
    rule: 'scenarios with names of their own',
    yaml: y(...HEAD, ...PETS, '  - name: List pets again', ...PETS.slice(1)),
  },
  { rule: 'a baseUrl with a port', yaml: y('version: 1', 'baseUrl: http://127.0.0.1:8080/v1', 'scenarios:', ...PETS) },
  {
    rule: 'a baseUrl of ${BASE_URL} set to an http URL',
    yaml: y('version: 1', 'baseUrl: ${BASE_URL}', 'scenarios:', ...PETS),
    env: { BASE_URL: 'http://127.0.0.1:1' },
  },
  {
    rule: 'a baseUrl of http://${HOST}',
    yaml: y('version: 1', 'baseUrl: http://${HOST}', 'scenarios:', ...PETS),
    env: { HOST: '127.0.0.1:1' },
  },
  {
    rule: 'a baseUrl of https://${HOST}/v1',
    yaml: y('version: 1', 'baseUrl: https://${HOST}/v1', 'scenarios:', ...PETS),
    env: { HOST: 'api.example.com' },
  },
  {
    rule: 'a baseUrl of ${SCHEME}://${HOST}:3000',
    yaml: y('version: 1', 'baseUrl: ${SCHEME}://${HOST}:3000', 'scenarios:', ...PETS),
    env: { SCHEME: 'http', HOST: 'localhost' },
  },
];

const REFUSED: FindingRow[] = [
  {
    rule: 'a duplicate scenario name: at the second',
    yaml: y(...HEAD, ...PETS, ...PETS),
    problems: [
      problemAt(
        '8:11',
        'scenarios[1].name',
        '"List pets" is already the name of scenarios[0]: give each scenario its own name',
      ),
    ],
  },
  {
    rule: 'a baseUrl that does not parse',
    yaml: y('version: 1', 'baseUrl: http://localhost:99999', 'scenarios:', ...PETS),
    problems: [
      problemAt(
        '2:10',
        'baseUrl',
        '"http://localhost:99999" is not a valid URL; write an http(s) URL, e.g. "http://localhost:3000"',
      ),
    ],
  },
  {
    rule: '${uuid} in baseUrl',
    yaml: y('version: 1', 'baseUrl: http://${uuid}.example.com', 'scenarios:', ...PETS),
    problems: [
      problemAt(
        '2:10',
        'baseUrl',
        "${uuid} is a new value for each request, never part of the base URL (the origin every connection opens to): write it in a request's params, query, headers or body",
      ),
    ],
  },
  {
    rule: 'a literal part that cannot begin an http(s) URL, the variable unset',
    yaml: y('version: 1', 'baseUrl: ftp://${HOST}', 'scenarios:', ...PETS),
    problems: [
      problemAt(
        '2:10',
        'baseUrl',
        '"ftp://${HOST}" is not an http(s) URL: it must start with http:// or https://, e.g. "http://${HOST}" or "${HOST}" with the whole URL in HOST',
      ),
    ],
  },
  {
    rule: '${BASE_URL} set to another scheme',
    yaml: y('version: 1', 'baseUrl: ${BASE_URL}', 'scenarios:', ...PETS),
    env: { BASE_URL: 'ftp://x' },
    problems: [
      problemAt(
        '2:10',
        'baseUrl',
        'with ${BASE_URL} filled in from the environment, it is not an http(s) URL without a query or fragment: set BASE_URL so that it is one, e.g. "http://localhost:3000"',
      ),
    ],
  },
  {
    rule: '${BASE_URL} set to no scheme',
    yaml: y('version: 1', 'baseUrl: ${BASE_URL}', 'scenarios:', ...PETS),
    env: { BASE_URL: 'api.internal:8443' },
    problems: [
      problemAt(
        '2:10',
        'baseUrl',
        'with ${BASE_URL} filled in from the environment, it is not an http(s) URL without a query or fragment: set BASE_URL so that it is one, e.g. "http://localhost:3000"',
      ),
    ],
  },
  {
    rule: '${BASE_URL} set to a URL with a query',
    yaml: y('version: 1', 'baseUrl: ${BASE_URL}', 'scenarios:', ...PETS),
    env: { BASE_URL: 'http://127.0.0.1:1/?secret=1' },
    problems: [
      problemAt(
        '2:10',
        'baseUrl',
        'with ${BASE_URL} filled in from the environment, it is not an http(s) URL without a query or fragment: set BASE_URL so that it is one, e.g. "http://localhost:3000"',
      ),
    ],
  },
  {
    rule: '${BASE_URL} set to a port out of range',
    yaml: y('version: 1', 'baseUrl: ${BASE_URL}', 'scenarios:', ...PETS),
    env: { BASE_URL: 'http://127.0.0.1:99999' },
    problems: [
      problemAt(
        '2:10',
        'baseUrl',
        'with ${BASE_URL} filled in from the environment, it is not an http(s) URL without a query or fragment: set BASE_URL so that it is one, e.g. "http://localhost:3000"',
      ),
    ],
  },
];

describe('semantic findings: scenario names and the base URL', () => {
  judgesFindingRows(ACCEPTED, REFUSED);

  it.each(REFUSED.filter(({ env }) => Object.values(env ?? {}).some(Boolean)))(
    'never says a value of the environment: $rule',
    ({ yaml, env }) => {
      const said = JSON.stringify(placedProblems(yaml, { env }));
      for (const value of Object.values(env!).filter(Boolean)) expect(said).not.toContain(value);
    },
  );
});
