import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { parseDocument } from 'yaml';
import { parseLoadTest } from '../../src/loadtest/validate.js';
import { readScope } from '../../src/plan/read-scope.js';
import { grammarExamples } from '../helpers/grammar-examples.js';
import { DEFAULT_REGRESSION } from '../../src/vocabulary/regression.js';
import { loadtool } from '../helpers/cli.js';
import { performanceConfig } from '../helpers/qa-config.js';
import { useTempDirs } from '../helpers/temp-dir.js';

const tempDir = useTempDirs();

/** Returns the tolerances a plan line without an endpoint sets, as the plan's defaults. */
function regressionOf(phrase: string): Record<string, string> {
  return readScope(`# Plan\n\n## Performance\n\nGoal: ${phrase}\n`, 'qa-plan.md').defaults.regression ?? {};
}

describe('the plan states regression tolerances', () => {
  const examples = grammarExamples('regression-grammar.ts');

  it('lists the examples of its grammar', () => {
    expect(examples.length).toBeGreaterThanOrEqual(8);
  });

  it.each(examples)('reads `$phrase` as the comment says', ({ phrase, expected }) => {
    expect(regressionOf(phrase)).toEqual(expected);
  });

  it('reads tolerances beside thresholds and users without taking one for the other', () => {
    const { defaults } = readScope(
      '# Plan\n\n## Performance\n\nGoal: 20 users for 2m, p95 < 300ms, p95 +10%, errors < 1%, errors +1pp, rps -5%\n',
      'qa-plan.md',
    );
    expect(defaults).toEqual({
      concurrentUsers: 20,
      duration: '2m',
      thresholds: { p95: '300ms', errorRate: '1%' },
      regression: { p95: '10%', errorRate: '1pp', rps: '5%' },
    });
  });
});

const ok = (summary: string) => ({ get: { summary, responses: { '200': { description: 'ok' } } } });
const OPENAPI = {
  openapi: '3.0.3',
  info: { title: 'Pets', version: '1' },
  paths: { '/pets': ok('List pets'), '/owners': ok('List owners'), '/toys': ok('List toys') },
};
const PLAN = [
  '## Performance',
  '',
  '- GET /pets 1 users 1s, p99 +20%, rps -5%',
  '- GET /owners 1 users 1s, error rate +0.5pp, p95 +15%',
  '- GET /toys 1 users 1s',
  '',
  'Every endpoint: regression: p95 +12%',
  '',
].join('\n');

/** A project generating from openapi.json and qa-plan.md. */
async function project() {
  const dir = await tempDir();
  await writeFile(join(dir, 'openapi.json'), JSON.stringify(OPENAPI));
  await writeFile(
    join(dir, 'qa.config.json'),
    JSON.stringify(
      performanceConfig('pets', {
        baseUrl: 'http://127.0.0.1:9',
        schemaUrl: 'openapi.json',
        thresholds: { p99LatencyMs: 5000, okRequestPercent: 50 },
      }),
    ),
  );
  await writeFile(join(dir, 'qa-plan.md'), PLAN);
  const output = join(dir, 'load-tests', 'loadtool.yaml');
  const generate = () => loadtool(['generate', '--config', join(dir, 'qa.config.json'), '-o', output]);
  return { output, generate, yaml: () => readFile(output, 'utf8') };
}

type Raw = {
  defaults: { regression?: Record<string, string> };
  scenarios: Array<{ name: string; regression?: Record<string, string> }>;
};

describe('loadtool generate writes the tolerances', () => {
  it('writes defaults.regression and each scenario’s tolerances from the plan, which the load test reads back', async () => {
    const pets = await project();
    const { code, stderr } = await pets.generate();
    expect(stderr).toBe('');
    expect(code).toBe(0);
    const text = await pets.yaml();
    const raw = parseDocument(text).toJS() as Raw;
    expect(raw.defaults.regression).toEqual(DEFAULT_REGRESSION);
    // A tolerance a line, so that the annotation of a regressed metric points at its own line.
    expect(text).toContain('  regression:\n    p50: 10%\n    p95: 10%\n    errorRate: 1pp\n');
    expect(text).toContain('    regression:\n      p95: 12%\n      p99: 20%\n      rps: 5%\n');
    const byName = Object.fromEntries(raw.scenarios.map((scenario) => [scenario.name, scenario.regression]));
    // A plan line's own tolerances over the plan's defaults, in the order of the keys.
    expect(byName).toEqual({
      'List pets': { p95: '12%', p99: '20%', rps: '5%' },
      'List owners': { p95: '15%', errorRate: '0.5pp' },
      'List toys': { p95: '12%' },
    });
    const tolerances = parseLoadTest(text, pets.output).scenarios.map((scenario) =>
      scenario.regression?.map(({ key, limit }) => `${key} ${limit}`),
    );
    expect(tolerances).toEqual([
      ['p50 10', 'p95 12', 'errorRate 1', 'p99 20', 'rps 5'],
      ['p50 10', 'p95 15', 'errorRate 0.5'],
      ['p50 10', 'p95 12', 'errorRate 1'],
    ]);
  });

  it('keeps a person’s change to defaults.regression when it generates again', async () => {
    const pets = await project();
    expect((await pets.generate()).code).toBe(0);
    const doc = parseDocument(await pets.yaml());
    doc.setIn(['defaults', 'regression', 'p95'], '25%');
    doc.setIn(['defaults', 'regression', 'p99'], '40%');
    await writeFile(pets.output, doc.toString({ lineWidth: 0 }));

    const { code, stdout } = await pets.generate();

    expect(code).toBe(0);
    const raw = parseDocument(await pets.yaml()).toJS() as Raw;
    expect(raw.defaults.regression).toEqual({ p50: '10%', p95: '25%', errorRate: '1pp', p99: '40%' });
    expect(stdout).toContain('defaults.regression.p95');
  });
});
