import { describe, expect, it } from '@jest/globals';
import { parseLoadTest } from '../../../src/loadtest/validate.js';
import {
  HEAD,
  PETS,
  judgesFindingRows,
  problemAt,
  withScenario,
  yamlLines as y,
  type FindingRow,
} from '../../helpers/load-test-problems.js';

// The findings of src/loadtest/findings/protocol-findings.ts and the JSON Schema's words for `protocol` and
// `connections`, through parseLoadTest as `loadtool run` reads a file.

const ONLY_H2 =
  'connections is for protocol: h2, where the users are streams over shared connections; over HTTP/1.1 each user has a connection of its own: set protocol: h2, or remove connections';

const ACCEPTED: Array<Omit<FindingRow, 'problems'>> = [
  { rule: 'protocol: h2 with connections', yaml: withScenario('protocol: h2', 'connections: 2') },
  { rule: 'protocol: http1 alone', yaml: withScenario('protocol: http1') },
  {
    rule: 'connections in defaults read by a scenario on h2 from defaults',
    yaml: y(...HEAD.slice(0, 2), 'defaults: { protocol: h2, connections: 4 }', 'scenarios:', ...PETS),
  },
];

const REFUSED: FindingRow[] = [
  {
    rule: 'connections over HTTP/1.1',
    yaml: withScenario('connections: 2'),
    problems: [problemAt('8:5', 'scenarios[0].connections', ONLY_H2)],
  },
  {
    rule: 'connections in defaults that no h2 scenario reads',
    yaml: y(...HEAD.slice(0, 2), 'defaults: { connections: 4 }', 'scenarios:', ...PETS),
    problems: [problemAt('3:13', 'defaults.connections', ONLY_H2)],
  },
];

describe('protocol findings', () => {
  judgesFindingRows(ACCEPTED, REFUSED);

  it('gives the scenario its protocol and connections, its own or those of defaults, and none over HTTP/1.1', () => {
    const text = y(
      ...HEAD.slice(0, 2),
      'defaults: { protocol: h2, connections: 4, duration: 1s }',
      'scenarios:',
      '  - { name: A, endpoint: GET /a, concurrentUsers: 1 }',
      '  - { name: B, endpoint: GET /b, concurrentUsers: 1, connections: 2 }',
      '  - { name: C, endpoint: GET /c, concurrentUsers: 1, protocol: http1 }',
    );
    const { scenarios } = parseLoadTest(text, 'loadtool.yaml');
    expect(scenarios.map(({ protocol, connections }) => ({ protocol, connections }))).toEqual([
      { protocol: 'h2', connections: 4 },
      { protocol: 'h2', connections: 2 },
      { protocol: undefined, connections: undefined },
    ]);
  });
});
