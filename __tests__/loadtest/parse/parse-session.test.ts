import { describe, expect, it } from '@jest/globals';
import { parseLoadTest } from '../../../src/loadtest/validate.js';
import { MAX_REDIRECTS } from '../../../src/vocabulary/units.js';
import schema from '../../../schemas/loadtool.schema.json' with { type: 'json' };
import {
  HEAD,
  PETS,
  judgesFindingRows,
  problemAt,
  withScenario,
  yamlLines as y,
  type FindingRow,
} from '../../helpers/load-test-problems.js';

// src/loadtest/parse/parse-session.ts (followRedirects, crossOrigin, cookies merged with defaults) and the JSON
// Schema's words for them, through parseLoadTest as `loadtool run` reads a file.

const FLOW = [
  '  - name: Log in and read',
  '    concurrentUsers: 1',
  '    duration: 30s',
  '    flow:',
  '      - { name: Log in, endpoint: POST /login, followRedirects: 1 }',
  '      - { name: Me, endpoint: GET /me, crossOrigin: false }',
];

const ACCEPTED: Array<Omit<FindingRow, 'problems'>> = [
  {
    rule: 'followRedirects and crossOrigin on a scenario',
    yaml: withScenario('followRedirects: 5', 'crossOrigin: true'),
  },
  { rule: 'followRedirects: 0, the default, written', yaml: withScenario('followRedirects: 0') },
  { rule: `followRedirects: ${MAX_REDIRECTS}, the most`, yaml: withScenario(`followRedirects: ${MAX_REDIRECTS}`) },
  { rule: 'cookies on a single request', yaml: withScenario('cookies: on') },
  {
    rule: 'all three in defaults',
    yaml: y(
      ...HEAD.slice(0, 2),
      'defaults: { followRedirects: 3, crossOrigin: true, cookies: off }',
      'scenarios:',
      ...PETS,
    ),
  },
  { rule: 'followRedirects and crossOrigin on a flow step', yaml: y(...HEAD, ...FLOW) },
];

const REFUSED: FindingRow[] = [
  {
    rule: 'followRedirects past the most',
    yaml: withScenario('followRedirects: 21'),
    problems: [problemAt('8:22', 'scenarios[0].followRedirects', 'a whole number of redirects from 0 to 20')],
  },
  {
    rule: 'followRedirects that is not a whole number',
    yaml: withScenario('followRedirects: 1.5'),
    problems: [problemAt('8:22', 'scenarios[0].followRedirects', 'a whole number of redirects from 0 to 20')],
  },
  {
    rule: 'a negative followRedirects',
    yaml: withScenario('followRedirects: -1'),
    problems: [problemAt('8:22', 'scenarios[0].followRedirects', 'a whole number of redirects from 0 to 20')],
  },
  {
    rule: 'crossOrigin that is not a boolean',
    yaml: withScenario('crossOrigin: yes'),
    problems: [problemAt('8:18', 'scenarios[0].crossOrigin', 'true or false')],
  },
  {
    rule: 'cookies that is neither on nor off',
    yaml: withScenario('cookies: true'),
    problems: [problemAt('8:14', 'scenarios[0].cookies', 'write one of "on", "off"')],
  },
  {
    rule: 'cookies on a flow step: a jar is the user’s, for the whole flow',
    yaml: y(...HEAD, ...FLOW.slice(0, 5), '      - { name: Me, endpoint: GET /me, cookies: on }'),
    problems: [problemAt('9:40', 'scenarios[0].flow[1].cookies', 'unknown key')],
  },
];

describe('the session keys: followRedirects, crossOrigin, cookies', () => {
  judgesFindingRows(ACCEPTED, REFUSED);

  it('bounds followRedirects in the schema by the engine’s MAX_REDIRECTS', () => {
    expect(schema.$defs.followRedirects.maximum).toBe(MAX_REDIRECTS);
  });

  it('gives each scenario its own keys, else those of defaults, leaving out 0 and false', () => {
    const text = y(
      ...HEAD.slice(0, 2),
      'defaults: { followRedirects: 3, crossOrigin: true, cookies: on, concurrentUsers: 1, duration: 1s }',
      'scenarios:',
      '  - { name: A, endpoint: GET /a }',
      '  - { name: B, endpoint: GET /b, followRedirects: 0, cookies: off }',
      '  - { name: C, endpoint: GET /c, crossOrigin: false, followRedirects: 1 }',
    );
    const { scenarios } = parseLoadTest(text, 'loadtool.yaml');
    expect(
      scenarios.map(({ followRedirects, crossOrigin, cookies }) => ({ followRedirects, crossOrigin, cookies })),
    ).toEqual([
      { followRedirects: 3, crossOrigin: true, cookies: 'on' },
      { followRedirects: undefined, crossOrigin: true, cookies: 'off' },
      { followRedirects: 1, crossOrigin: undefined, cookies: 'on' },
    ]);
  });

  it('leaves every key out of a scenario and defaults that set none', () => {
    const [scenario] = parseLoadTest(withScenario(), 'loadtool.yaml').scenarios;
    expect(scenario).not.toHaveProperty('followRedirects');
    expect(scenario).not.toHaveProperty('crossOrigin');
    expect(scenario).not.toHaveProperty('cookies');
  });

  it('gives each step its own redirect keys, key by key, else the scenario’s, else those of defaults', () => {
    const text = y(
      ...HEAD.slice(0, 2),
      'defaults: { crossOrigin: true }',
      'scenarios:',
      '  - name: Flow',
      '    concurrentUsers: 1',
      '    duration: 1s',
      '    followRedirects: 2',
      '    flow:',
      '      - { name: Own, endpoint: POST /login, followRedirects: 5 }',
      '      - { name: Scenario, endpoint: GET /me }',
      '      - { name: None, endpoint: GET /me, followRedirects: 0, crossOrigin: false }',
    );
    const flow = parseLoadTest(text, 'loadtool.yaml').scenarios[0]!.flow!;
    expect(flow.map(({ followRedirects, crossOrigin }) => ({ followRedirects, crossOrigin }))).toEqual([
      { followRedirects: 5, crossOrigin: true },
      { followRedirects: 2, crossOrigin: true },
      { followRedirects: undefined, crossOrigin: undefined },
    ]);
  });
});
