import { describe } from '@jest/globals';
import {
  HEAD,
  problemAt,
  yamlLines as y,
  type FindingRow,
  judgesFindingRows,
} from '../../helpers/load-test-problems.js';

// The findings of src/loadtest/findings/arrival-findings.ts, each rule (each sentence it can say) with a file that
// shows it, through parseLoadTest as `loadtool run` reads a file: the problems in order, each at its line and column.
// The accepted files are read as `loadtool validate` reads them, so that a warning fails them too.

const ACCEPTED: Array<Omit<FindingRow, 'problems'>> = [
  {
    rule: 'a flow at a rate: one iteration per arrival',
    yaml: y(
      ...HEAD,
      '  - name: F',
      '    flow: [{ name: s, endpoint: GET /a }]',
      '    arrivalRate: 5/s',
      '    duration: 5s',
    ),
  },
  {
    rule: 'a flow that takes the rate of defaults',
    yaml: y(
      ...HEAD.slice(0, 2),
      'defaults: { arrivalRate: 3/s, duration: 5s }',
      'scenarios:',
      '  - name: F',
      '    flow: [{ name: s, endpoint: GET /a }]',
    ),
  },
  {
    rule: 'a script at a ramping rate: one call per arrival',
    yaml: y(...HEAD, '  - name: S', '    script: load-tests/s.ts', '    stages: [{ duration: 10s, target: 5/s }]'),
  },
  {
    rule: 'a constant rate with maxUsers',
    yaml: y(
      ...HEAD,
      '  - name: A',
      '    endpoint: GET /a',
      '    arrivalRate: 200/s',
      '    maxUsers: 50',
      '    duration: 30s',
    ),
  },
  {
    rule: 'stages that ramp up, hold and pause at 0/s',
    yaml: y(
      ...HEAD,
      '  - name: A',
      '    endpoint: GET /a',
      '    stages: [{ duration: 10s, target: 100/s }, { duration: 20s, target: 100/s }, { duration: 5s, target: 0/s }]',
    ),
  },
  {
    rule: 'a rate of defaults, with the closed model in a scenario of its own',
    yaml: y(
      ...HEAD.slice(0, 2),
      'defaults: { arrivalRate: 10/s, duration: 5s }',
      'scenarios:',
      '  - { name: A, endpoint: GET /a }',
      '  - { name: B, endpoint: GET /b, concurrentUsers: 2, thinkTime: 1s }',
    ),
  },
];

const REFUSED: FindingRow[] = [
  {
    rule: 'a rate that is not a rate',
    yaml: y(...HEAD, '  - name: A', '    endpoint: GET /a', '    arrivalRate: fast', '    duration: 5s'),
    problems: [
      problemAt(
        '6:18',
        'scenarios[0].arrivalRate',
        '"fast" is not a rate: write requests per second such as 200/s (or 200 rps, a plain 200, or 12000/m per minute)',
      ),
    ],
  },
  {
    rule: 'a rate of 0/s',
    yaml: y(...HEAD, '  - name: A', '    endpoint: GET /a', '    arrivalRate: 0/s', '    duration: 5s'),
    problems: [
      problemAt(
        '6:18',
        'scenarios[0].arrivalRate',
        '"0/s" sends no request: write a rate above 0, e.g. 200/s; for a pause, use stages with a target of 0/s',
      ),
    ],
  },
  {
    rule: 'a rate past one process',
    yaml: y(...HEAD, '  - name: A', '    endpoint: GET /a', '    arrivalRate: 200000/s', '    duration: 5s'),
    problems: [
      problemAt(
        '6:18',
        'scenarios[0].arrivalRate',
        '"200000/s" is more than 100000/s, the highest rate of one scenario (one process): write at most "100000/s", and split a larger load over several runners (shards)',
      ),
    ],
  },
  {
    rule: 'maxUsers of 0',
    yaml: y(
      ...HEAD,
      '  - name: A',
      '    endpoint: GET /a',
      '    arrivalRate: 5/s',
      '    maxUsers: 0',
      '    duration: 5s',
    ),
    problems: [
      problemAt(
        '7:15',
        'scenarios[0].maxUsers',
        '0 is not a whole number of connections from 1 to 10000: write the most requests in flight at once, e.g. maxUsers: 400',
      ),
    ],
  },
  {
    rule: 'maxUsers past one process',
    yaml: y(
      ...HEAD,
      '  - name: A',
      '    endpoint: GET /a',
      '    arrivalRate: 5/s',
      '    maxUsers: 20000',
      '    duration: 5s',
    ),
    problems: [
      problemAt(
        '7:15',
        'scenarios[0].maxUsers',
        '20000 is more than 10000, the most connections of one scenario (one process): write at most 10000, and split a larger load over several runners (shards)',
      ),
    ],
  },
  {
    rule: 'stages that are empty',
    yaml: y(...HEAD, '  - name: A', '    endpoint: GET /a', '    stages:'),
    problems: [
      problemAt(
        '6:5',
        'scenarios[0].stages',
        'is empty: write a list of stages, each with duration and target, e.g. stages: [{ duration: 30s, target: 200/s }, { duration: 60s, target: 200/s }]',
      ),
    ],
  },
  {
    rule: 'stages that are an empty list',
    yaml: y(...HEAD, '  - name: A', '    endpoint: GET /a', '    stages: []'),
    problems: [
      problemAt(
        '6:13',
        'scenarios[0].stages',
        'is an empty list: write a list of stages, each with duration and target, e.g. stages: [{ duration: 30s, target: 200/s }, { duration: 60s, target: 200/s }]',
      ),
    ],
  },
  {
    rule: 'stages that are a rate',
    yaml: y(...HEAD, '  - name: A', '    endpoint: GET /a', '    stages: 5/s'),
    problems: [
      problemAt(
        '6:13',
        'scenarios[0].stages',
        'is "5/s": write a list of stages, each with duration and target, e.g. stages: [{ duration: 30s, target: 200/s }, { duration: 60s, target: 200/s }]',
      ),
    ],
  },
  {
    rule: 'a stage that is not a mapping',
    yaml: y(...HEAD, '  - name: A', '    endpoint: GET /a', '    stages: [fast]'),
    problems: [
      problemAt(
        '6:14',
        'scenarios[0].stages[0]',
        '"fast" is not a stage: write a list of stages, each with duration and target, e.g. stages: [{ duration: 30s, target: 200/s }, { duration: 60s, target: 200/s }]',
      ),
    ],
  },
  {
    rule: 'a stage with an unknown key',
    yaml: y(...HEAD, '  - name: A', '    endpoint: GET /a', '    stages: [{ duration: 5s, target: 1/s, targt: 2/s }]'),
    problems: [
      problemAt(
        '6:43',
        'scenarios[0].stages[0].targt',
        'unknown key: did you mean "target"? Remove it, or start a key of your own with "x-".',
      ),
    ],
  },
  {
    rule: 'a stage without its target',
    yaml: y(...HEAD, '  - name: A', '    endpoint: GET /a', '    stages: [{ duration: 5s }]'),
    problems: [
      problemAt(
        '6:14',
        'scenarios[0].stages[0].target',
        'is required: each stage has a duration and the rate it reaches, e.g. { target: 200/s }',
      ),
    ],
  },
  {
    rule: 'a stage without its duration',
    yaml: y(...HEAD, '  - name: A', '    endpoint: GET /a', '    stages: [{ target: 5/s }]'),
    problems: [
      problemAt(
        '6:14',
        'scenarios[0].stages[0].duration',
        'is required: each stage has a duration and the rate it reaches, e.g. { duration: 30s }',
      ),
    ],
  },
  {
    rule: 'a stage duration without a unit',
    yaml: y(...HEAD, '  - name: A', '    endpoint: GET /a', '    stages: [{ duration: 30, target: 5/s }]'),
    problems: [problemAt('6:26', 'scenarios[0].stages[0].duration', '30 needs a unit, e.g. "30s"')],
  },
  {
    rule: 'a stage duration that is not a duration',
    yaml: y(...HEAD, '  - name: A', '    endpoint: GET /a', '    stages: [{ duration: 1.5m, target: 5/s }]'),
    problems: [
      problemAt(
        '6:26',
        'scenarios[0].stages[0].duration',
        '"1.5m" is not a duration: write a whole number above 0 followed by s, m or h, e.g. "30s"',
      ),
    ],
  },
  {
    rule: 'a stage target that is not a rate',
    yaml: y(...HEAD, '  - name: A', '    endpoint: GET /a', '    stages: [{ duration: 5s, target: lots }]'),
    problems: [
      problemAt(
        '6:38',
        'scenarios[0].stages[0].target',
        '"lots" is not a rate: write requests per second such as 200/s (or 200 rps, a plain 200, or 12000/m per minute)',
      ),
    ],
  },
  {
    rule: 'stages longer than 24h together',
    yaml: y(
      ...HEAD,
      '  - name: A',
      '    endpoint: GET /a',
      '    stages: [{ duration: 20h, target: 5/s }, { duration: 5h, target: 5/s }]',
    ),
    problems: [
      problemAt(
        '6:5',
        'scenarios[0].stages',
        'last 90000s in all, longer than 24h, the longest a scenario may run: shorten the stages to at most 24h together, and run a longer soak test as several runs',
      ),
    ],
  },
  {
    rule: 'stages whose every target is 0/s',
    yaml: y(...HEAD, '  - name: A', '    endpoint: GET /a', '    stages: [{ duration: 10s, target: 0/s }]'),
    problems: [
      problemAt(
        '6:5',
        'scenarios[0].stages',
        "every stage's target is 0/s, so the scenario sends nothing: give at least one stage a target above 0",
      ),
    ],
  },
  {
    rule: 'arrivalRate and concurrentUsers in defaults',
    yaml: y(
      ...HEAD.slice(0, 2),
      'defaults: { arrivalRate: 3/s, concurrentUsers: 2, duration: 5s }',
      'scenarios:',
      '  - name: A',
      '    endpoint: GET /a',
      '    concurrentUsers: 1',
    ),
    problems: [
      problemAt(
        '3:13',
        'defaults.arrivalRate',
        'cannot be set together with concurrentUsers in defaults: keep one load model as the default (concurrentUsers: each user waits for its answer; arrivalRate: requests start on schedule), and set the other in the scenarios that need it',
      ),
    ],
  },
  {
    rule: 'maxUsers in defaults without arrivalRate',
    yaml: y(
      ...HEAD.slice(0, 2),
      'defaults: { maxUsers: 3, duration: 5s }',
      'scenarios:',
      '  - name: A',
      '    endpoint: GET /a',
      '    concurrentUsers: 1',
    ),
    problems: [
      problemAt(
        '3:13',
        'defaults.maxUsers',
        'bounds the connections of a rate, and defaults has none: add arrivalRate to defaults (e.g. arrivalRate: 200/s), or move maxUsers to the scenarios with arrivalRate or stages',
      ),
    ],
  },
  {
    rule: 'thinkTime and rampUp in defaults beside arrivalRate',
    yaml: y(
      ...HEAD.slice(0, 2),
      'defaults: { arrivalRate: 3/s, duration: 5s, thinkTime: 1s, rampUp: 1s }',
      'scenarios:',
      '  - name: A',
      '    endpoint: GET /a',
      '    concurrentUsers: 1',
    ),
    problems: [
      problemAt(
        '3:45',
        'defaults.thinkTime',
        'means nothing in the open model (arrivalRate): requests start on schedule, not when a user is ready; remove thinkTime, and lower the rate for fewer requests',
      ),
      problemAt(
        '3:60',
        'defaults.rampUp',
        'means nothing in the open model (arrivalRate): requests start on schedule, not when a user is ready; remove rampUp, and ramp the rate with stages instead, e.g. stages: [{ duration: 30s, target: 200/s }, { duration: 60s, target: 200/s }]',
      ),
    ],
  },
  {
    rule: 'arrivalRate with stages',
    yaml: y(
      ...HEAD,
      '  - name: A',
      '    endpoint: GET /a',
      '    arrivalRate: 5/s',
      '    stages: [{ duration: 5s, target: 5/s }]',
    ),
    problems: [
      problemAt(
        '7:5',
        'scenarios[0].stages',
        'cannot be set together with arrivalRate: keep arrivalRate for a constant rate, or stages for a rate that changes over time',
      ),
    ],
  },
  {
    rule: 'arrivalRate with concurrentUsers',
    yaml: y(
      ...HEAD,
      '  - name: A',
      '    endpoint: GET /a',
      '    arrivalRate: 5/s',
      '    concurrentUsers: 2',
      '    duration: 5s',
    ),
    problems: [
      problemAt(
        '6:5',
        'scenarios[0].arrivalRate',
        'cannot be set together with concurrentUsers: concurrentUsers is the closed model (each user waits for its answer), arrivalRate the open model (requests start on schedule whatever the server does); keep one, with maxUsers for the connections of a rate',
      ),
    ],
  },
  {
    rule: 'stages with concurrentUsers',
    yaml: y(
      ...HEAD,
      '  - name: A',
      '    endpoint: GET /a',
      '    stages: [{ duration: 5s, target: 5/s }]',
      '    concurrentUsers: 2',
    ),
    problems: [
      problemAt(
        '6:5',
        'scenarios[0].stages',
        'cannot be set together with concurrentUsers: concurrentUsers is the closed model (each user waits for its answer), stages the open model (requests start on schedule whatever the server does); keep one, with maxUsers for the connections of a rate',
      ),
    ],
  },
  {
    rule: 'duration beside stages',
    yaml: y(
      ...HEAD,
      '  - name: A',
      '    endpoint: GET /a',
      '    stages: [{ duration: 5s, target: 5/s }]',
      '    duration: 5s',
    ),
    problems: [
      problemAt(
        '7:5',
        'scenarios[0].duration',
        "cannot be set beside stages: the scenario lasts the sum of its stages' durations; remove duration, or change the stages",
      ),
    ],
  },
  {
    rule: 'maxUsers with concurrentUsers',
    yaml: y(
      ...HEAD,
      '  - name: A',
      '    endpoint: GET /a',
      '    concurrentUsers: 2',
      '    maxUsers: 4',
      '    duration: 5s',
    ),
    problems: [
      problemAt(
        '7:5',
        'scenarios[0].maxUsers',
        'cannot be set together with concurrentUsers: maxUsers bounds the connections of a rate (arrivalRate or stages), and concurrentUsers is already the number of connections of the closed model; remove maxUsers',
      ),
    ],
  },
  {
    rule: 'maxUsers without a rate',
    yaml: y(...HEAD, '  - name: A', '    endpoint: GET /a', '    maxUsers: 4', '    duration: 5s'),
    problems: [
      problemAt(
        '4:5',
        'scenarios[0].concurrentUsers',
        'is required; write a whole number of virtual users from 1 to 10000, e.g. 10, in the scenario or once under defaults for every scenario; or, for the open model, arrivalRate (e.g. arrivalRate: 200/s)',
      ),
      problemAt(
        '6:5',
        'scenarios[0].maxUsers',
        'bounds the connections of a rate, and this scenario has none: add arrivalRate (e.g. arrivalRate: 200/s) or stages, or remove maxUsers',
      ),
    ],
  },
  {
    rule: 'thinkTime in the open model',
    yaml: y(
      ...HEAD,
      '  - name: A',
      '    endpoint: GET /a',
      '    arrivalRate: 5/s',
      '    thinkTime: 1s',
      '    duration: 5s',
    ),
    problems: [
      problemAt(
        '7:5',
        'scenarios[0].thinkTime',
        'means nothing in the open model (arrivalRate): requests start on schedule, not when a user is ready; remove thinkTime, and lower the rate for fewer requests',
      ),
    ],
  },
  {
    rule: 'rampUp in the open model of stages',
    yaml: y(
      ...HEAD,
      '  - name: A',
      '    endpoint: GET /a',
      '    stages: [{ duration: 5s, target: 5/s }]',
      '    rampUp: 1s',
    ),
    problems: [
      problemAt(
        '7:5',
        'scenarios[0].rampUp',
        'means nothing in the open model (stages): requests start on schedule, not when a user is ready; remove rampUp, and ramp the rate with stages instead, e.g. stages: [{ duration: 30s, target: 200/s }, { duration: 60s, target: 200/s }]',
      ),
    ],
  },
];

describe('arrival findings: the open model (arrivalRate, stages, maxUsers) and the keys it refuses', () => {
  judgesFindingRows(ACCEPTED, REFUSED);
});
