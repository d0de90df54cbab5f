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
  {
    rule: 'a duration of 4s, the shortest that gives the 4 rounds a comparison needs',
    yaml: y(...HEAD, ...PETS.slice(0, 3), '    duration: 4s'),
  },
  {
    rule: 'a short duration in a skipped scenario, which is never compared',
    yaml: y(...HEAD, ...PETS.slice(0, 3), '    duration: 2s', '    skip: not ready'),
  },
  {
    rule: 'a short duration of defaults that every scenario replaces',
    yaml: y(...HEAD.slice(0, 2), 'defaults: { duration: 2s }', 'scenarios:', ...PETS),
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

// Fewer than 4 rounds a side leave no 95% interval: every comparison with a baseline would be inconclusive.
const TOO_FEW =
  'a comparison with a baseline needs at least 4 rounds a side for a 95% interval (with fewer it is always inconclusive)';

const WARNED: FindingRow[] = [
  {
    rule: 'a duration too short for 4 rounds of 1 s, at the duration',
    yaml: y(...HEAD, ...PETS.slice(0, 3), '    duration: 3s'),
    problems: [
      problemAt(
        '7:15',
        'scenarios[0].duration',
        `the duration of "List pets" (3s) gives 3 rounds of 1 s: ${TOO_FEW}; write a duration of at least 4s`,
      ),
    ],
  },
  {
    rule: 'a duration of one round, in the singular',
    yaml: y(...HEAD, ...PETS.slice(0, 3), '    duration: 1s'),
    problems: [
      problemAt(
        '7:15',
        'scenarios[0].duration',
        `the duration of "List pets" (1s) gives 1 round of 1 s: ${TOO_FEW}; write a duration of at least 4s`,
      ),
    ],
  },
  {
    rule: 'stages too short in all for 4 rounds, at the stages',
    yaml: y(
      ...HEAD,
      '  - name: Ramp',
      '    endpoint: GET /a',
      '    stages: [{ duration: 1s, target: 10/s }, { duration: 2s, target: 20/s }]',
    ),
    problems: [
      problemAt(
        '6:13',
        'scenarios[0].stages',
        `the stages of "Ramp" (3s in all) give 3 rounds of 1 s: ${TOO_FEW}; make the stages last at least 4s in all`,
      ),
    ],
  },
  {
    rule: 'rounds written fewer than 4, at the rounds',
    yaml: withScenario('rounds: 3'),
    problems: [
      problemAt('8:13', 'scenarios[0].rounds', `3 rounds of "List pets": ${TOO_FEW}; write at least 4 rounds`),
    ],
  },
  {
    rule: 'rounds written fewer than 4 in a duration too short for 4, naming both',
    yaml: y(...HEAD, ...PETS.slice(0, 3), '    duration: 2s', '    rounds: 2'),
    problems: [
      problemAt(
        '8:13',
        'scenarios[0].rounds',
        `2 rounds of "List pets": ${TOO_FEW}; write at least 4 rounds, and a duration of at least 4s`,
      ),
    ],
  },
  {
    rule: 'a duration of defaults too short for the scenarios that take it, said once at defaults',
    yaml: y(
      ...HEAD.slice(0, 2),
      'defaults: { duration: 2s }',
      'scenarios:',
      ...PETS.slice(0, 3),
      '  - name: List owners',
      '    endpoint: GET /owners',
      '    concurrentUsers: 1',
    ),
    problems: [
      problemAt(
        '3:23',
        'defaults.duration',
        `the duration (2s) gives 2 rounds of 1 s: ${TOO_FEW}; write a duration of at least 4s`,
      ),
    ],
  },
  {
    rule: 'rounds of defaults fewer than 4, said once at defaults',
    yaml: y(
      ...HEAD.slice(0, 2),
      'defaults: { rounds: 3 }',
      'scenarios:',
      ...PETS,
      '  - name: List owners',
      '    endpoint: GET /owners',
      '    concurrentUsers: 1',
      '    duration: 1m',
    ),
    problems: [problemAt('3:21', 'defaults.rounds', `3 rounds: ${TOO_FEW}; write at least 4 rounds`)],
  },
  {
    rule: 'rounds of defaults fewer than 4, taken by one scenario and replaced by the other, at defaults',
    yaml: y(
      ...HEAD.slice(0, 2),
      'defaults: { duration: 30s, rounds: 2 }',
      'scenarios:',
      ...PETS.slice(0, 3),
      '    rounds: 6',
      '  - name: List owners',
      '    endpoint: GET /owners',
      '    concurrentUsers: 1',
      '    duration: 3s',
    ),
    problems: [problemAt('3:36', 'defaults.rounds', `2 rounds: ${TOO_FEW}; write at least 4 rounds`)],
  },
];

describe('regression findings: tolerances and rounds', () => {
  judgesFindingRows(ACCEPTED, REFUSED, WARNED);
});
