import { describe, expect, it } from '@jest/globals';
import { readScope } from '../../src/plan/read-scope.js';
import { grammarExamples } from '../helpers/grammar-examples.js';

// The grammar written above the override parser (src/plan/override-grammar.ts), checked against the code: each
// example of the comment parses to what the comment says, and each alternative of each production is accepted.

/** Returns what a plan line without an endpoint sets, flat: `{ concurrentUsers: '20', p95: '300ms' }`. */
function overridesOf(phrase: string): Record<string, string> {
  // After a word, so that a phrase starting with `>` or `-` stays a line of text, not a quote or a list.
  const { defaults } = readScope(`# Plan\n\n## Performance\n\nGoal: ${phrase}\n`, 'qa-plan.md');
  const flat: Record<string, string> = {};
  if (defaults.concurrentUsers !== undefined) flat.concurrentUsers = String(defaults.concurrentUsers);
  if (defaults.arrivalRate !== undefined) flat.arrivalRate = defaults.arrivalRate;
  if (defaults.duration !== undefined) flat.duration = defaults.duration;
  for (const [key, value] of Object.entries(defaults.thresholds ?? {})) flat[key] = String(value);
  for (const [key, value] of Object.entries(defaults.params ?? {})) flat[`params.${key}`] = String(value);
  if (defaults.credentials) flat.credentials = `${defaults.credentials.user} / ${defaults.credentials.password}`;
  return flat;
}

describe('the grammar comment above the override parser', () => {
  const examples = grammarExamples('override-grammar.ts');

  it('lists its examples', () => {
    expect(examples.length).toBeGreaterThanOrEqual(20);
  });

  it.each(examples)('reads `$phrase` as the comment says', ({ phrase, expected }) => {
    expect(overridesOf(phrase)).toEqual(expected);
  });
});

const each = <T>(items: T[], phrase: (item: T) => string, expected: Record<string, string>) =>
  items.map((item) => ({ phrase: phrase(item), expected }));

describe('every alternative of the grammar is accepted', () => {
  const stats: Array<[string, string]> = [
    ['p50', 'p50'],
    ['p75', 'p75'],
    ['p90', 'p90'],
    ['p95', 'p95'],
    ['p99', 'p99'],
    ['p99.9', 'p999'],
    ['p999', 'p999'],
    ['p(95)', 'p95'],
    ['p(99.9)', 'p999'],
    ['50th percentile', 'p50'],
    ['75th percentile', 'p75'],
    ['90th percentile', 'p90'],
    ['95th percentile', 'p95'],
    ['99th percentile', 'p99'],
    ['99.9th percentile', 'p999'],
    ['95 percentile', 'p95'],
    ['max', 'max'],
    ['maximum', 'max'],
    ['mean', 'mean'],
    ['avg', 'mean'],
    ['average', 'mean'],
    ['median', 'p50'],
    ['P95', 'p95'],
  ];
  const verbs = ['is', 'be', 'stay', 'stays', 'should be', 'must be', 'should stay', 'must stay'];
  const below = [
    '<',
    '<=',
    '=<',
    '≤',
    ':',
    '=',
    'under',
    'below',
    'within',
    'at most',
    'less than',
    'lower than',
    'of',
  ];
  const above = ['>', '>=', '=>', '≥', ':', '=', 'above', 'over', 'at least', 'more than', 'of'];
  const errors = [
    ...['error', 'errors', 'error rate', 'error_rate', 'error-rate', 'errorrate'],
    ...['failure', 'failures', 'failure rate', 'failure_rate', 'failure-rate', 'failurerate', 'failed requests'],
  ];
  const okRates = [
    ...['ok rate', 'ok_rate', 'ok-rate', 'okrate', 'ok requests', 'success', 'success rate', 'success_rate'],
    ...['success-rate', 'successrate', 'successful requests', 'availability'],
  ];
  const rpsUnits = ['rps', 'req/s', 'request/s', 'requests/s', 'request/sec', 'requests/sec', 'requests per second'];
  const userNouns = [
    ...['user', 'users', 'vu', 'vus', 'virtual user', 'virtual users', 'virtual-user', 'virtual-users'],
    ...['client', 'clients', 'connection', 'connections'],
  ];
  const otherTimes = [
    ...['ramp-up', 'ramp up', 'rampup', 'ramping up', 'ramp-down', 'think time', 'think-time', 'thinktime'],
    ...['timeout', 'timeouts', 'time out', 'time-out', 'warm-up', 'warm up', 'warmup', 'cool-down', 'cool down'],
    'cooldown',
  ];

  it.each([
    ...stats.map(([stat, key]) => ({ phrase: `${stat} < 300ms`, expected: { [key]: '300ms' } })),
    ...each(['latency', 'response time'], (noun) => `p95 ${noun} 300ms`, { p95: '300ms' }),
    ...each(verbs, (verb) => `p95 ${verb} under 300ms`, { p95: '300ms' }),
    ...each(below, (word) => `p95 ${word} 300ms`, { p95: '300ms' }),
    ...each(['ms', 'msec', 'msecs', 'millisecond', 'milliseconds', 'MS'], (unit) => `p95 < 300${unit}`, {
      p95: '300ms',
    }),
    ...each(['s', 'sec', 'secs', 'second', 'seconds'], (unit) => `p95 < 2${unit}`, { p95: '2s' }),
    ...each(['<', '<=', '=<', '≤'], (word) => `p95 ${word} 300`, { p95: '300ms' }),
    ...each(['under', ':', 'of'], (word) => `p95 ${word} 300`, {}),
    ...each(errors, (noun) => `${noun} < 1%`, { errorRate: '1%' }),
    ...each(verbs, (verb) => `error rate ${verb} below 1%`, { errorRate: '1%' }),
    ...each(below, (word) => `errors ${word} 1%`, { errorRate: '1%' }),
    ...each(['<', '<=', '≤', 'under', 'below', 'at most', 'less than'], (word) => `${word} 1% errors`, {
      errorRate: '1%',
    }),
    ...each(['error', 'errors', 'error rate', 'failure', 'failures', 'failed requests'], (noun) => `under 1% ${noun}`, {
      errorRate: '1%',
    }),
    { phrase: 'under 1% of errors', expected: { errorRate: '1%' } },
    ...each(okRates, (noun) => `${noun} >= 99%`, { okRate: '99%' }),
    ...each(verbs, (verb) => `availability ${verb} above 99%`, { okRate: '99%' }),
    ...each(above, (word) => `availability ${word} 99.5%`, { okRate: '99.5%' }),
    ...each(['rps', 'throughput', 'requests per second', 'req/s'], (noun) => `${noun} 200`, { rps: '200' }),
    ...each(verbs, (verb) => `throughput ${verb} over 200`, { rps: '200' }),
    ...each(above, (word) => `throughput ${word} 200 rps`, { rps: '200' }),
    ...each(rpsUnits, (unit) => `throughput 200 ${unit}`, { rps: '200' }),
    // Without a comparison or a throughput word, a rate is the load to send (the open model), not a minimum.
    ...each(rpsUnits, (unit) => `200 ${unit}`, { arrivalRate: '200/s' }),
    ...each(['>', '>=', '=>', '≥', 'at least', 'above', 'over'], (word) => `${word} 200 rps`, { rps: '200' }),
    ...each(userNouns, (noun) => `20 ${noun}`, { concurrentUsers: '20' }),
    ...each(['concurrent', 'parallel', 'simultaneous'], (word) => `20 ${word} users`, { concurrentUsers: '20' }),
    { phrase: '1,000 users', expected: { concurrentUsers: '1000' } },
    ...each(
      ['concurrency', 'concurrent users', 'users', 'vus', 'virtual users', 'virtual-users', 'connections'],
      (noun) => `${noun}: 20`,
      { concurrentUsers: '20' },
    ),
    ...each(['', ' is', ' of', ' =', ' is:'], (word) => `concurrency${word} 20`, { concurrentUsers: '20' }),
    ...each(otherTimes, (noun) => `${noun} 30s`, {}),
    ...each(['of', 'for', ':', '='], (word) => `ramp-up ${word} 30s, 2m`, { duration: '2m' }),
    ...each(['s', 'sec', 'secs', 'second', 'seconds'], (unit) => `3${unit}`, { duration: '3s' }),
    ...each(['m', 'min', 'mins', 'minute', 'minutes'], (unit) => `3${unit}`, { duration: '3m' }),
    ...each(['h', 'hr', 'hrs', 'hour', 'hours'], (unit) => `3 ${unit}`, { duration: '3h' }),
    { phrase: '0.5h', expected: { duration: '1800s' } },
    ...each(['', ':', '=', 'of', 'is'], (word) => `duration ${word} 90`, { duration: '90s' }),
  ])('reads `$phrase`', ({ phrase, expected }) => {
    expect(overridesOf(phrase)).toEqual(expected);
  });
});
