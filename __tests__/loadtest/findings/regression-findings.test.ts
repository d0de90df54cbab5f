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

// The findings of src/loadtest/findings/regression-findings.ts, each rule (each sentence it can say) with a file that
// shows it, through parseLoadTest as `loadtool run` reads a file: the problems in order, each at its line and column.
// The accepted files are read as `loadtool validate` reads them, so that a warning fails them too.

const ACCEPTED: Array<Omit<FindingRow, 'problems'>> = [
  {
    rule: 'tolerances and rounds at their bounds',
    yaml: y(
      ...HEAD.slice(0, 2),
      'defaults: { regression: { p95: 1000%, errorRate: 100pp, rps: 100%, x-note: 1 }, rounds: 6 }',
      'scenarios:',
      ...PETS,
    ),
  },
];

const REFUSED: FindingRow[] = [
  {
    rule: 'a regression that is not a mapping',
    yaml: withScenario('regression: 10%'),
    problems: [
      problemAt(
        '8:17',
        'scenarios[0].regression',
        'must be a mapping, not "10%": write the tolerances as a mapping, e.g. { p95: 10%, errorRate: 1pp }',
      ),
    ],
  },
  {
    rule: 'an empty regression',
    yaml: withScenario('regression:'),
    problems: [
      problemAt(
        '8:5',
        'scenarios[0].regression',
        'is empty: write the tolerances as a mapping, e.g. { p95: 10%, errorRate: 1pp }',
      ),
    ],
  },
  {
    rule: 'okRate, whose change is the error rate',
    yaml: withScenario('regression: { okRate: 1pp }'),
    problems: [
      problemAt(
        '8:19',
        'scenarios[0].regression.okRate',
        "okRate has no tolerance of its own, its change is the error rate's: use errorRate, e.g. errorRate: 1pp",
      ),
    ],
  },
  {
    rule: 'a percentile typo, with the nearest percentile',
    yaml: withScenario('regression: { p96: 10% }'),
    problems: [
      problemAt(
        '8:19',
        'scenarios[0].regression.p96',
        'unknown key: did you mean "p95"? Remove it, or start a key of your own with "x-".',
      ),
    ],
  },
  {
    rule: 'an unknown key',
    yaml: withScenario('regression: { latency: 10% }'),
    problems: [
      problemAt(
        '8:19',
        'scenarios[0].regression.latency',
        'unknown key: the keys here are "p50", "p75", "p90", "p95", "p99", "p999", "max", "mean", "errorRate", "rps". Remove it, or start a key of your own with "x-".',
      ),
    ],
  },
  {
    rule: 'a tolerance that is not one',
    yaml: withScenario('regression: { p95: fast }'),
    problems: [
      problemAt(
        '8:24',
        'scenarios[0].regression.p95',
        '"fast" is not a tolerance: p95\'s tolerance is a percentage such as 10% (how much higher than the baseline\'s it may get)',
      ),
    ],
  },
  {
    rule: 'a tolerance without its unit',
    yaml: withScenario('regression: { p95: 10 }'),
    problems: [
      problemAt(
        '8:24',
        'scenarios[0].regression.p95',
        '10 needs a unit: write "10%"; p95\'s tolerance is a percentage such as 10% (how much higher than the baseline\'s it may get)',
      ),
    ],
  },
  {
    rule: 'a tolerance in the wrong unit',
    yaml: withScenario('regression: { errorRate: 1% }'),
    problems: [
      problemAt(
        '8:30',
        'scenarios[0].regression.errorRate',
        '"1%" is in the wrong unit: errorRate\'s tolerance is percentage points such as 1pp (2% → 3% is +1pp); write "1pp"',
      ),
    ],
  },
  {
    rule: 'a tolerance with a sign',
    yaml: withScenario('regression: { p95: +10% }'),
    problems: [
      problemAt(
        '8:24',
        'scenarios[0].regression.p95',
        '"+10%" has a sign: a tolerance is how much higher it may get, without a sign; write "10%"',
      ),
    ],
  },
  {
    rule: 'a tolerance past its largest',
    yaml: withScenario('regression: { rps: 150% }'),
    problems: [
      problemAt(
        '8:24',
        'scenarios[0].regression.rps',
        '"150%" is more than 100%, the largest tolerance of rps: write at most "100%"',
      ),
    ],
  },
  {
    rule: 'rounds that are not a whole number',
    yaml: withScenario('rounds: 2.5'),
    problems: [
      problemAt(
        '8:13',
        'scenarios[0].rounds',
        '2.5 is not a whole number: rounds is a whole number from 1 to 100, e.g. 6',
      ),
    ],
  },
  {
    rule: 'rounds out of range',
    yaml: withScenario('rounds: 0'),
    problems: [
      problemAt('8:13', 'scenarios[0].rounds', '0 is out of range: rounds is a whole number from 1 to 100, e.g. 6'),
    ],
  },
  {
    rule: 'rounds shorter than a second each',
    yaml: withScenario('rounds: 40'),
    problems: [
      problemAt(
        '8:13',
        'scenarios[0].rounds',
        '40 rounds of the duration of "List pets" (30s) last 0.75 s each, under the 1 s a round needs: write at most 30 rounds, or a duration of at least 40s',
      ),
    ],
  },
  {
    rule: 'rounds of defaults too many for the own duration of a scenario',
    yaml: y(...HEAD.slice(0, 2), 'defaults: { rounds: 10 }', 'scenarios:', ...PETS.slice(0, 3), '    duration: 5s'),
    problems: [
      problemAt(
        '8:15',
        'scenarios[0].duration',
        '10 rounds of the duration of "List pets" (5s) last 0.5 s each, under the 1 s a round needs: write at most 5 rounds, or a duration of at least 10s',
      ),
    ],
  },
  {
    rule: 'rounds and duration of defaults that do not fit, said once at defaults',
    yaml: y(...HEAD.slice(0, 2), 'defaults: { rounds: 10, duration: 5s }', 'scenarios:', ...PETS.slice(0, 3)),
    problems: [
      problemAt(
        '3:21',
        'defaults.rounds',
        '10 rounds of the duration (5s) last 0.5 s each, under the 1 s a round needs: write at most 5 rounds, or a duration of at least 10s',
      ),
    ],
  },
  {
    rule: 'regression and rounds on a flow step',
    yaml: y(
      ...HEAD,
      '  - name: F',
      '    concurrentUsers: 1',
      '    duration: 1m',
      '    flow:',
      '      - name: a',
      '        endpoint: GET /a',
      '        regression: { p95: 10% }',
      '        rounds: 3',
    ),
    problems: [
      problemAt(
        '10:9',
        'scenarios[0].flow[0].regression',
        "a flow step has no regression of its own: the scenario's regression judges the flow as a whole; move it up to the scenario",
      ),
      problemAt(
        '11:9',
        'scenarios[0].flow[0].rounds',
        "a flow step has no rounds of its own: the scenario's rounds judges the flow as a whole; move it up to the scenario",
      ),
    ],
  },
];

describe('regression findings: tolerances and rounds', () => {
  judgesFindingRows(ACCEPTED, REFUSED);
});
