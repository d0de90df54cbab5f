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

// The findings of src/loadtest/findings/path-param-findings.ts, each rule (each sentence it can say) with a file that
// shows it, through parseLoadTest as `loadtool run` reads a file: the problems in order, each at its line and column.
// The accepted files are read as `loadtool validate` reads them, so that a warning fails them too.

const ACCEPTED: Array<Omit<FindingRow, 'problems'>> = [
  {
    rule: 'each {param} with its value in params',
    yaml: y(
      ...HEAD,
      PETS[0]!,
      '    endpoint: GET /pets/{petId}/toys/{toyId}',
      ...PETS.slice(2),
      '    params: { petId: 1, toyId: ball }',
    ),
  },
  {
    rule: 'a flow step whose {param} has its value',
    yaml: y(
      ...HEAD,
      '  - name: F',
      '    concurrentUsers: 1',
      '    duration: 4s',
      '    flow:',
      '      - name: a',
      '        endpoint: GET /pets/{petId}',
      '        params: { petId: 1 }',
    ),
  },
];

const REFUSED: FindingRow[] = [
  {
    rule: 'a {param} with no value in params',
    yaml: y(
      ...HEAD,
      PETS[0]!,
      '    endpoint: GET /pets/{petId}/toys/{toyId}',
      ...PETS.slice(2),
      '    params: { petId: 1 }',
    ),
    problems: [problemAt('5:15', 'scenarios[0].endpoint', '{toyId} has no value: add it, e.g. params: { toyId: 1 }')],
  },
  {
    rule: 'a {param} and no params at all',
    yaml: y(...HEAD, PETS[0]!, '    endpoint: DELETE /pets/{petId}', ...PETS.slice(2)),
    problems: [
      problemAt('5:15', 'scenarios[0].endpoint', '{petId} has no value: add params with it, e.g. params: { petId: 1 }'),
    ],
  },
  {
    rule: 'two {params} and no params at all',
    yaml: y(...HEAD, PETS[0]!, '    endpoint: GET /pets/{petId}/toys/{toyId}', ...PETS.slice(2)),
    problems: [
      problemAt(
        '5:15',
        'scenarios[0].endpoint',
        '{petId} and {toyId} have no value: add params with them, e.g. params: { petId: 1, toyId: 1 }',
      ),
    ],
  },
  {
    rule: 'two {params} missing from params',
    yaml: y(
      ...HEAD,
      PETS[0]!,
      '    endpoint: GET /pets/{petId}/toys/{toyId}',
      ...PETS.slice(2),
      '    params: { owner: 1 }',
    ),
    problems: [
      problemAt(
        '5:15',
        'scenarios[0].endpoint',
        '{petId} and {toyId} have no value: add them, e.g. params: { petId: 1, toyId: 1 }',
      ),
      problemAt(
        '8:15',
        'scenarios[0].params.owner',
        'the path /pets/{petId}/toys/{toyId} has no {owner}: remove this parameter, or use it in the endpoint',
      ),
    ],
  },
  {
    rule: 'a params key the path does not use: at the key',
    yaml: withScenario('params:', '  petId: 1'),
    problems: [
      problemAt(
        '9:7',
        'scenarios[0].params.petId',
        'the path /pets has no {petId}: remove this parameter, or use it in the endpoint',
      ),
    ],
  },
  {
    rule: 'an unmatched brace in the path',
    yaml: y(...HEAD, PETS[0]!, '    endpoint: GET /pets/{petId', ...PETS.slice(2)),
    problems: [
      problemAt(
        '5:15',
        'scenarios[0].endpoint',
        'the path has an empty {} or an unmatched { or }: write each parameter as {name}, e.g. /pets/{petId}',
      ),
    ],
  },
  {
    rule: 'an empty {} in the path',
    yaml: y(...HEAD, PETS[0]!, '    endpoint: GET /pets/{}', ...PETS.slice(2)),
    problems: [
      problemAt(
        '5:15',
        'scenarios[0].endpoint',
        'the path has an empty {} or an unmatched { or }: write each parameter as {name}, e.g. /pets/{petId}',
      ),
    ],
  },
  {
    rule: 'a {param} of a flow step without its value',
    yaml: y(
      ...HEAD,
      '  - name: F',
      '    concurrentUsers: 1',
      '    duration: 4s',
      '    flow:',
      '      - name: a',
      '        endpoint: GET /pets/{petId}',
    ),
    problems: [
      problemAt(
        '9:19',
        'scenarios[0].flow[0].endpoint',
        '{petId} has no value: add params with it, e.g. params: { petId: 1 }',
      ),
    ],
  },
  {
    rule: 'a params key of a flow step that its path does not use',
    yaml: y(
      ...HEAD,
      '  - name: F',
      '    concurrentUsers: 1',
      '    duration: 4s',
      '    flow:',
      '      - name: a',
      '        endpoint: GET /pets',
      '        params: { petId: 1 }',
    ),
    problems: [
      problemAt(
        '10:19',
        'scenarios[0].flow[0].params.petId',
        'the path /pets has no {petId}: remove this parameter, or use it in the endpoint',
      ),
    ],
  },
];

describe('path parameter findings: each {name} of a path has its value, each value its {name}', () => {
  judgesFindingRows(ACCEPTED, REFUSED);
});
