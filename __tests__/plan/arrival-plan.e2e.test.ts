import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { parse } from 'yaml';
import { readScope } from '../../src/plan/read-scope.js';
import { PlanError } from '../../src/plan/plan-error.js';
import { parseLoadTest } from '../../src/loadtest/validate.js';
import { loadtool } from '../helpers/cli.js';
import { grammarExamples } from '../helpers/grammar-examples.js';
import { useTempDirs } from '../helpers/temp-dir.js';

const tempDir = useTempDirs();

/** Returns what a plan line without an endpoint sets, flat: `{ arrivalRate: '200/s', duration: '2m' }`. */
function overridesOf(phrase: string): Record<string, string> {
  const { defaults } = readScope(`# Plan\n\n## Performance\n\nGoal: ${phrase}\n`, 'qa-plan.md');
  const flat: Record<string, string> = {};
  if (defaults.arrivalRate !== undefined) flat.arrivalRate = defaults.arrivalRate;
  if (defaults.concurrentUsers !== undefined) flat.concurrentUsers = String(defaults.concurrentUsers);
  if (defaults.duration !== undefined) flat.duration = defaults.duration;
  for (const [key, value] of Object.entries(defaults.thresholds ?? {})) flat[key] = String(value);
  return flat;
}

describe('a plan line asks for a rate', () => {
  const examples = grammarExamples('rate-grammar.ts');

  it('the grammar comment lists its examples', () => {
    expect(examples.length).toBeGreaterThanOrEqual(8);
  });

  it.each(examples)('reads `$phrase` as the comment says', ({ phrase, expected }) => {
    expect(overridesOf(phrase)).toEqual(expected);
  });

  const each = (items: string[], phrase: (item: string) => string, expected: Record<string, string>) =>
    items.map((item) => ({ phrase: phrase(item), expected }));
  it.each([
    ...each(
      ['/s', '/sec', '/second', 'rps', ' rps', ' req/s', ' request/s', ' requests/s', ' requests/sec'],
      (unit) => `200${unit}`,
      { arrivalRate: '200/s' },
    ),
    ...each([' requests per second', ' per second'], (unit) => `200${unit}`, { arrivalRate: '200/s' }),
    ...each(
      ['/m', '/min', '/minute', ' rpm', ' req/min', ' requests/min', ' requests per minute', ' per minute'],
      (unit) => `600${unit}`,
      {
        arrivalRate: '10/s',
      },
    ),
    ...each(['arrival rate', 'arrival-rate', 'arrival_rate', 'arrivalrate', 'rate', 'load'], (name) => `${name}: 5/s`, {
      arrivalRate: '5/s',
    }),
    ...each(['arrival rate', 'arrival rate is', 'arrival rate of', 'arrival rate ='], (name) => `${name} 5`, {
      arrivalRate: '5/s',
    }),
    // A comparison or a throughput word makes it the minimum throughput, as before.
    ...each(['>', '>=', 'at least', 'above', 'over'], (word) => `${word} 200 rps`, { rps: '200' }),
    ...each(['throughput', 'rps', 'requests per second'], (noun) => `${noun} 200`, { rps: '200' }),
  ])('reads `$phrase`', ({ phrase, expected }) => {
    expect(overridesOf(phrase)).toEqual(expected);
  });

  it('per line and as a default: a line’s own users or rate wins over the default rate', () => {
    const scope = readScope(
      [
        '## Performance',
        '',
        'Load: 100/s for 2m',
        '',
        '- GET /pets — 200 rps',
        '- GET /pets/{id} — 20 users',
        '- GET /owners',
        '',
      ].join('\n'),
      'qa-plan.md',
    );
    expect(scope.defaults).toEqual({ arrivalRate: '100/s', duration: '2m' });
    expect(scope.entries.map(({ key, overrides }) => [key, overrides])).toEqual([
      ['GET /pets', { arrivalRate: '200/s' }],
      ['GET /pets/{id}', { concurrentUsers: 20 }],
      ['GET /owners', {}],
    ]);
  });

  it('refuses a rate past what one scenario runs, at its line', () => {
    const plan = ['## Performance', '', '- GET /pets — 200000 rps', ''].join('\n');
    expect(() => readScope(plan, 'qa-plan.md')).toThrow(PlanError);
    try {
      readScope(plan, 'qa-plan.md');
    } catch (error) {
      expect((error as PlanError).problems).toEqual([
        expect.objectContaining({
          line: 3,
          message: expect.stringContaining('200000/s is more than 100000/s') as unknown as string,
        }),
      ]);
    }
  });
});

const API = {
  openapi: '3.0.3',
  info: { title: 'pets', version: '1' },
  paths: {
    '/pets': { get: { summary: 'List pets', responses: { 200: { description: 'ok' } } } },
    '/owners': { get: { summary: 'List owners', responses: { 200: { description: 'ok' } } } },
    '/toys': {
      get: {
        summary: 'List toys',
        'x-perf': { arrivalRate: '12000/m', maxUsers: 50, duration: '20s' },
        responses: { 200: { description: 'ok' } },
      },
    },
    '/vets': {
      get: { summary: 'List vets', 'x-perf': { concurrentUsers: 4 }, responses: { 200: { description: 'ok' } } },
    },
  },
};

/** A project with qa.config.json, the API above (or the one given) and the plan; generates and validates. */
async function generated(plan: string, api: object = API) {
  const dir = await tempDir();
  const config = {
    project: { name: 'pets' },
    domains: {
      ui: { enabled: false },
      api: { enabled: true, baseUrl: 'http://127.0.0.1:3000', schemaPath: './openapi.json' },
      accessibility: { enabled: false },
      performance: {
        enabled: true,
        schemaUrl: './openapi.json',
        thresholds: { p99LatencyMs: 800, okRequestPercent: 99 },
      },
    },
  };
  await writeFile(join(dir, 'qa.config.json'), JSON.stringify(config));
  await writeFile(join(dir, 'openapi.json'), JSON.stringify(api));
  await writeFile(join(dir, 'qa-plan.md'), plan);
  await mkdir(join(dir, 'load-tests'));
  const output = join(dir, 'load-tests', 'loadtool.yaml');
  const result = await loadtool(['generate', '--config', join(dir, 'qa.config.json'), '-o', output]);
  return { ...result, output, yaml: result.code === 0 ? await readFile(output, 'utf8') : '' };
}

describe('generation writes open-model scenarios for the lines that ask for a rate', () => {
  it('a plan with `200 rps` generates `arrivalRate: 200/s`, which validates; x-perf and defaults rank as for users', async () => {
    const plan = [
      '## Performance',
      '',
      'Load: 100/s',
      'Duration: 30s',
      '',
      '- GET /pets — 200 rps',
      '- GET /owners',
      '- GET /toys',
      '- GET /vets',
      '',
    ].join('\n');
    const { code, stderr, yaml, output } = await generated(plan);
    expect(stderr).toBe('');
    expect(code).toBe(0);
    const written = (parse(yaml) as { scenarios: Array<Record<string, unknown>> }).scenarios.map(
      ({ name, concurrentUsers, arrivalRate, maxUsers, duration }) => ({
        name,
        concurrentUsers,
        arrivalRate,
        maxUsers,
        duration,
      }),
    );
    expect(written).toEqual([
      { name: 'List pets', concurrentUsers: undefined, arrivalRate: '200/s', maxUsers: undefined, duration: '30s' },
      { name: 'List owners', concurrentUsers: undefined, arrivalRate: '100/s', maxUsers: undefined, duration: '30s' },
      // x-perf ranks above the plan's defaults, its rate written per second.
      { name: 'List toys', concurrentUsers: undefined, arrivalRate: '200/s', maxUsers: 50, duration: '20s' },
      { name: 'List vets', concurrentUsers: 4, arrivalRate: undefined, maxUsers: undefined, duration: '30s' },
    ]);
    expect(yaml).toContain('arrivalRate: 200/s');
    const { scenarios } = parseLoadTest(yaml, 'loadtool.yaml');
    expect(scenarios.map((s) => [s.name, s.concurrentUsers, s.arrival?.stages[0]?.target])).toEqual([
      ['List pets', 200, 200],
      ['List owners', 100, 100],
      ['List toys', 50, 200],
      ['List vets', 4, undefined],
    ]);
    const validate = await loadtool(['validate', output]);
    expect(validate.stderr).toBe('');
    expect(validate.code).toBe(0);
  });

  it('a plan without a rate generates what it did: concurrentUsers', async () => {
    const { code, yaml } = await generated(['## Performance', '', '- GET /pets — 20 users', ''].join('\n'));
    expect(code).toBe(0);
    expect(yaml).toContain('concurrentUsers: 20');
    expect(yaml).not.toContain('arrivalRate');
  });
});

describe('x-perf accepts arrivalRate and maxUsers', () => {
  it.each([
    {
      perf: { arrivalRate: 'fast' },
      says: 'x-perf.arrivalRate: must be a rate above 0 and at most 100000/s, not "fast"',
    },
    { perf: { arrivalRate: 0 }, says: 'x-perf.arrivalRate: must be a rate above 0' },
    {
      perf: { arrivalRate: '5/s', maxUsers: 0 },
      says: 'x-perf.maxUsers: must be a whole number of connections from 1 to 10000, not 0',
    },
    {
      perf: { arrivalRate: '5/s', concurrentUsers: 3 },
      says: 'x-perf.arrivalRate: cannot be set together with concurrentUsers',
    },
    { perf: { maxUsers: 3 }, says: 'x-perf.maxUsers: bounds the connections of a rate: add arrivalRate' },
  ])('refuses $perf', async ({ perf, says }) => {
    const api = {
      openapi: '3.0.3',
      info: { title: 'pets', version: '1' },
      paths: { '/pets': { get: { 'x-perf': perf, responses: { 200: { description: 'ok' } } } } },
    };
    const { code, stderr } = await generated('## Performance\n\n- GET /pets\n', api);
    expect(code).toBe(2);
    expect(stderr).toContain(says);
  });

  it.each([
    { rate: 200, written: '200/s' },
    { rate: '200 rps', written: '200/s' },
    { rate: '30/m', written: '0.5/s' },
  ])('takes arrivalRate: $rate as $written', async ({ rate, written }) => {
    const api = {
      openapi: '3.0.3',
      info: { title: 'pets', version: '1' },
      paths: { '/pets': { get: { 'x-perf': { arrivalRate: rate }, responses: { 200: { description: 'ok' } } } } },
    };
    const { code, yaml } = await generated('## Performance\n\n- GET /pets\n', api);
    expect(code).toBe(0);
    expect((parse(yaml) as { scenarios: Array<Record<string, unknown>> }).scenarios[0]!.arrivalRate).toBe(written);
  });
});
