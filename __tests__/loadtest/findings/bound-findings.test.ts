import { describe, expect, it } from '@jest/globals';
import {
  lacksUnit,
  parseDurationSeconds,
  parseLatencyMs,
  parsePercent,
  parseTimeMs,
} from '../../../src/vocabulary/units.js';
import {
  HEAD,
  PETS,
  problemAt,
  withScenario,
  yamlLines as y,
  type FindingRow,
  judgesFindingRows,
} from '../../helpers/load-test-problems.js';

// The findings of src/loadtest/findings/bound-findings.ts, each rule (each sentence it can say) with a file that shows
// it, through parseLoadTest as `loadtool run` reads a file: the problems in order, each at its line and column. The
// accepted files are read as `loadtool validate` reads them, so that a warning fails them too. The warnings are said by
// `loadtool validate` and `run` alike.

const ACCEPTED: Array<Omit<FindingRow, 'problems'>> = [
  {
    rule: 'every time at its bound',
    yaml: y(
      ...HEAD.slice(0, 2),
      'defaults: { timeout: 10m, thinkTime: 60m, rampUp: 1440m, duration: 24h }',
      'scenarios:',
      '  - { name: A, endpoint: GET /a, concurrentUsers: 1, thresholds: { p95: 0.001ms, p99: 86400000ms } }',
    ),
  },
];

const REFUSED: FindingRow[] = [
  {
    rule: 'a duration past 24h',
    yaml: y(...HEAD, ...PETS.slice(0, 3), '    duration: 25h'),
    problems: [
      problemAt(
        '7:15',
        'scenarios[0].duration',
        '"25h" is longer than 24h, the longest a scenario may run: write at most "24h" (or "86400s"), and run a longer soak test as several runs',
      ),
    ],
  },
  {
    rule: 'a duration of defaults past 24h',
    yaml: y(...HEAD.slice(0, 2), 'defaults: { duration: 90000s }', 'scenarios:', ...PETS.slice(0, 3)),
    problems: [
      problemAt(
        '3:23',
        'defaults.duration',
        '"90000s" is longer than 24h, the longest a scenario may run: write at most "24h" (or "86400s"), and run a longer soak test as several runs',
      ),
    ],
  },
  {
    rule: 'a timeout past its bound',
    yaml: withScenario('timeout: 11m'),
    problems: [
      problemAt(
        '8:14',
        'scenarios[0].timeout',
        '"11m" is longer than 10m, the longest a timeout may be (a request slower than that is no load test): write at most "10m"',
      ),
    ],
  },
  {
    rule: 'a think time past its bound',
    yaml: withScenario('thinkTime: 61m'),
    problems: [
      problemAt(
        '8:16',
        'scenarios[0].thinkTime',
        '"61m" is longer than 60m, the longest a think time may be (a user that waits longer sends no load): write at most "60m"',
      ),
    ],
  },
  {
    rule: 'a ramp-up past its bound',
    yaml: y(...HEAD.slice(0, 2), 'defaults: { rampUp: 1441m }', 'scenarios:', ...PETS),
    problems: [
      problemAt(
        '3:21',
        'defaults.rampUp',
        '"1441m" is longer than 1440m, the longest a ramp-up may be (the ramp-up is part of the duration): write at most "1440m"',
      ),
    ],
  },
  {
    rule: 'a timeout of a flow step past its bound',
    yaml: y(
      ...HEAD,
      '  - name: F',
      '    concurrentUsers: 1',
      '    duration: 1m',
      '    flow:',
      '      - name: a',
      '        endpoint: GET /a',
      '        timeout: 20m',
    ),
    problems: [
      problemAt(
        '10:18',
        'scenarios[0].flow[0].timeout',
        '"20m" is longer than 10m, the longest a timeout may be (a request slower than that is no load test): write at most "10m"',
      ),
    ],
  },
  {
    rule: 'a latency limit below a microsecond',
    yaml: withScenario('thresholds: { p95: 0.0001ms }'),
    problems: [
      problemAt(
        '8:24',
        'scenarios[0].thresholds.p95',
        '"0.0001ms" is below 0.001ms, the smallest latency limit: latencies are measured to the microsecond; write 0.001ms or more',
      ),
    ],
  },
  {
    rule: 'a latency limit past 24h',
    yaml: withScenario('thresholds: { p99: 90000s }'),
    problems: [
      problemAt(
        '8:24',
        'scenarios[0].thresholds.p99',
        '"90000s" is longer than 24h, the longest latency limit: write at most "86400000ms" (or remove the threshold)',
      ),
    ],
  },
  {
    rule: 'a latency limit of a flow step past 24h',
    yaml: y(
      ...HEAD,
      '  - name: F',
      '    concurrentUsers: 1',
      '    duration: 1m',
      '    flow:',
      '      - name: a',
      '        endpoint: GET /a',
      '        thresholds: { max: 86400001ms }',
    ),
    problems: [
      problemAt(
        '10:28',
        'scenarios[0].flow[0].thresholds.max',
        '"86400001ms" is longer than 24h, the longest latency limit: write at most "86400000ms" (or remove the threshold)',
      ),
    ],
  },
  {
    rule: 'a latency limit of defaults below a microsecond',
    yaml: y(...HEAD.slice(0, 2), 'defaults: { thresholds: { mean: 0.0005ms } }', 'scenarios:', ...PETS),
    problems: [
      problemAt(
        '3:33',
        'defaults.thresholds.mean',
        '"0.0005ms" is below 0.001ms, the smallest latency limit: latencies are measured to the microsecond; write 0.001ms or more',
      ),
    ],
  },
];

const WARNED: FindingRow[] = [
  {
    rule: 'a think time longer than the duration',
    yaml: withScenario('thinkTime: 40s'),
    problems: [
      problemAt(
        '8:16',
        'scenarios[0].thinkTime',
        '"40s" is longer than the duration of "List pets" (30s): each virtual user sends one request, then waits past the end; shorten thinkTime or lengthen the duration',
      ),
    ],
  },
  {
    rule: 'a ramp-up of defaults longer than the duration of a scenario',
    yaml: y(...HEAD.slice(0, 2), 'defaults: { rampUp: 1m }', 'scenarios:', ...PETS),
    problems: [
      problemAt(
        '3:21',
        'defaults.rampUp',
        '"1m" is longer than the duration of "List pets" (30s): the users due to start after the end never start; shorten rampUp or lengthen the duration',
      ),
    ],
  },
];

describe('bound findings: times and latency limits within their bounds, and times that do not fit the duration', () => {
  judgesFindingRows(ACCEPTED, REFUSED, WARNED);
});

// The units these bounds are read in: a value each parser refuses is the JSON Schema's to word.
describe('units', () => {
  it.each([
    ['30s', 30],
    ['2m', 120],
    ['1h', 3600],
    ['30', undefined],
    ['0s', undefined],
    ['1.5m', undefined],
    ['500ms', undefined],
    [' 30s', undefined],
  ])('parseDurationSeconds(%j) is %j', (text, seconds) => {
    expect(parseDurationSeconds(text)).toBe(seconds);
  });

  it.each([
    ['500ms', 500],
    ['1.1s', 1100],
    ['2m', 120_000],
    ['0s', 0],
    ['1h', undefined],
    ['1.s', undefined],
    ['-1s', undefined],
  ])('parseTimeMs(%j) is %j', (text, ms) => {
    expect(parseTimeMs(text)).toBe(ms);
  });

  it.each([
    ['300ms', 300],
    ['1s', 1000],
    ['1.5s', 1500],
    ['0.25ms', 0.25],
    ['0ms', undefined],
    ['2m', undefined],
    ['300', undefined],
  ])('parseLatencyMs(%j) is %j', (text, ms) => {
    expect(parseLatencyMs(text)).toBe(ms);
  });

  it.each([
    ['1%', 1],
    ['0.5%', 0.5],
    ['100%', 100],
    ['0%', 0],
    ['100.1%', undefined],
    ['1', undefined],
    ['1 %', undefined],
  ])('parsePercent(%j) is %j', (text, percent) => {
    expect(parsePercent(text)).toBe(percent);
  });

  it.each([
    [30, true],
    ['30', true],
    ['1.5', true],
    ['30s', false],
    [Infinity, false],
    [null, false],
  ])('lacksUnit(%j) is %j', (value, lacks) => {
    expect(lacksUnit(value)).toBe(lacks);
  });
});
