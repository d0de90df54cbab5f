import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from '@jest/globals';
import schema from '../../schemas/results.schema.json' with { type: 'json' };
import { InputError } from '../../src/errors.js';
import { readResults } from '../../src/results/read-results.js';
import { ERROR_CATEGORIES, SCENARIO_OUTCOMES, TRIAGE_CATEGORIES } from '../../src/results/types.js';
import { serializeResults } from '../../src/results/write-results.js';
import { evaluateThresholds } from '../../src/verdict/evaluate.js';
import { THRESHOLD_DEFINITIONS, THRESHOLD_KEYS } from '../../src/vocabulary/thresholds.js';
import { loadtool } from '../helpers/cli.js';
import { runResults, scenarioResult } from '../helpers/results.js';
import { resultsSchemaErrors } from '../helpers/results-schema.js';
import { useTempDirs } from '../helpers/temp-dir.js';

const tempDir = useTempDirs();

type Json = Record<string, unknown>;

/** A failed run with every optional part filled in: checks, samples, a triage, a saturated generator. */
const FULL = runResults(
  [
    scenarioResult({
      outcome: 'failed',
      requests: { total: 10, ok: 8, failed: 2, byCategory: { http5xx: 1, timeout: 1 }, byStatus: { 200: 8, 503: 1 } },
      latencyMs: { min: 1, mean: 2, p50: 2, p75: 2, p90: 3, p95: 3, p99: 4, p999: 4, max: 5 },
      timeline: [{ second: 0, requests: 10, errors: 2, p50: 2, p95: 3, p99: 4 }],
      thresholds: [
        { key: 'p95', bound: 'max', limit: 2, actual: 3, unit: 'ms', passed: false, line: 12 },
        { key: 'okRate', bound: 'min', limit: 99, unit: '%', passed: false, line: 13 },
      ],
      failedChecks: [{ check: 'availability', message: 'the service stopped answering', fromSecond: 0 }],
      samples: [
        { status: 503, category: 'http5xx', body: 'busy' },
        { status: 0, category: 'other', body: '', reason: 'UND_ERR: broken' },
        { status: 200, category: 'graphql', body: '{"errors":[]}', graphqlMessage: 'boom' },
      ],
      triage: { category: 'server-errors', evidence: '10% of requests', nextStep: 'check the logs' },
    }),
    scenarioResult({ name: 'Errored', outcome: 'errored', error: 'API_TOKEN is not set' }),
  ],
  {
    outcome: 'failed',
    shard: { index: 1, count: 2 },
    generator: { saturated: true, eventLoopDelayP99Ms: 80, cpuUtilization: 1, message: 'saturated' },
  },
);

/** Writes a file for `loadtool report`; not named results.json, which the temp folders' cleanup checks against the schema. */
async function writeJson(value: unknown, text = `${JSON.stringify(value, null, 2)}\n`): Promise<string> {
  const file = join(await tempDir(), 'input.json');
  await writeFile(file, text);
  return file;
}

/** Returns a deep copy of FULL with `change` applied to it. */
function changed(change: (results: Json & { scenarios: Json[] }) => void): Json {
  const copy = structuredClone(FULL) as unknown as Json & { scenarios: Json[] };
  change(copy);
  return copy;
}

describe('loadtool report checks its input against the results.json contract', () => {
  it('a wrong type deep inside is exit 2 naming its path, with every problem at once', async () => {
    const file = await writeJson(
      changed((results) => {
        (results.scenarios[0]!.requests as Json).total = 'x';
        results.scenarios[1]!.outcome = 'maybe';
        (results.generator as Json).saturated = 'no';
      }),
    );
    const { code, stdout, stderr } = await loadtool(['report', file]);
    expect(code).toBe(2);
    expect(stdout).toBe('');
    expect(stderr).toContain(`${file}: scenarios[0].requests.total: must be an integer, not the string "x"`);
    expect(stderr).toContain(`${file}: scenarios[1].outcome: "maybe" is not allowed; write one of "skipped", "passed"`);
    expect(stderr).toContain(`${file}: generator.saturated: must be a boolean, not the string "no"`);
  });

  it.each<{ what: string; change: (results: Json & { scenarios: Json[] }) => void; path: string; message: RegExp }>([
    {
      what: 'a missing field',
      change: (results) => delete results.scenarios[0]!.histogram,
      path: 'scenarios[0].histogram',
      message: /^is required/,
    },
    {
      what: 'an unknown key in a closed object',
      change: (results) => ((results.scenarios[0]!.requests as Json).totl = 1),
      path: 'scenarios[0].requests.totl',
      message: /^unknown key: did you mean "total"\?/,
    },
    {
      what: 'an unknown error category',
      change: (results) => ((results.scenarios[0]!.requests as Json).byCategory = { http6xx: 1 }),
      path: 'scenarios[0].requests.byCategory.http6xx',
      message: /^unknown key/,
    },
    {
      what: 'an unknown threshold key',
      change: (results) => (((results.scenarios[0]!.thresholds as Json[])[0]!.key = 'p42'), undefined),
      path: 'scenarios[0].thresholds[0].key',
      message: /^"p42" is not allowed; write one of "p50"/,
    },
    {
      what: 'a triage that is neither null nor an object',
      change: (results) => (results.scenarios[1]!.triage = 'slow'),
      path: 'scenarios[1].triage',
      message: /^must be an object or null, not the string "slow"/,
    },
    {
      what: 'a shard that is a string',
      change: (results) => (results.shard = '1/2'),
      path: 'shard',
      message: /^must be an object or null/,
    },
  ])('$what is exit 2 naming $path', async ({ change, path, message }) => {
    const file = await writeJson(changed(change));
    const error = await readResults(file).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(InputError);
    const problems = (error as InputError).problems;
    expect(problems.map((problem) => problem.path)).toEqual([path]);
    expect(problems[0]!.message).toMatch(message);
    expect((await loadtool(['report', file])).code).toBe(2);
  });

  it.each<{ what: string; text: string; where?: string; message: string }>([
    {
      what: 'not JSON',
      text: '{ "version": 1, ',
      where: ':1:17',
      message: 'is not JSON: expected a key in double quotes here',
    },
    {
      what: 'another version',
      text: '{ "version": 2, "scenarios": [] }',
      message: 'is not a results.json of version 1: it needs "version": 1 and a "scenarios" list',
    },
    {
      what: 'no scenarios list',
      text: '{ "version": 1 }',
      message: 'is not a results.json of version 1: it needs "version": 1 and a "scenarios" list',
    },
    { what: 'null', text: 'null', message: 'is not a results.json of version 1' },
  ])('keeps its one message for a file that is $what', async ({ text, where, message }) => {
    const file = await writeJson(undefined, text);
    const { code, stderr } = await loadtool(['report', file]);
    expect(code).toBe(2);
    expect(stderr).toContain(`${file}${where ?? ''}: ${message}`);
  });

  it('says a missing file cannot be read', async () => {
    const file = join(await tempDir(), 'nothing.json');
    const { code, stderr } = await loadtool(['report', file]);
    expect(code).toBe(2);
    expect(stderr).toContain(
      `${file}: cannot be read: pass the path of a results.json written by \`loadtool run\` or \`loadtool gate\``,
    );
  });

  it('renders a valid file, and its JSON is the serialization of the results', async () => {
    const file = await writeJson(FULL);
    const { code, stdout } = await loadtool(['report', file, '--format', 'json']);
    expect(code).toBe(0);
    expect(stdout).toBe(serializeResults(FULL));
    expect(JSON.parse(stdout)).toEqual(FULL);
  });

  it('fills each threshold’s bound from its key in a version-1 file written before results kept it', async () => {
    const file = await writeJson(
      changed((results) => {
        for (const threshold of results.scenarios[0]!.thresholds as Json[]) delete threshold.bound;
      }),
    );
    const results = await readResults(file);
    expect(results.scenarios[0]!.thresholds.map(({ key, bound }) => [key, bound])).toEqual([
      ['p95', 'max'],
      ['okRate', 'min'],
    ]);
    expect(await readResults(await writeJson(FULL))).toEqual(FULL);
  });
});

describe('each threshold result keeps its definition', () => {
  it('the verdict writes key, bound, limit, unit and line, so that results can be judged again without loadtool.yaml', () => {
    const results = evaluateThresholds(
      [
        { key: 'p95', bound: 'max', unit: 'ms', limit: 300, text: '300ms', line: 12, column: 7 },
        { key: 'rps', bound: 'min', unit: 'rps', limit: 100, text: '100', line: 13, column: 7 },
      ],
      { latencyMs: FULL.scenarios[0]!.latencyMs, okRate: 80, errorRate: 20, rps: 50 },
    );
    expect(results).toEqual([
      { key: 'p95', bound: 'max', limit: 300, actual: 3, unit: 'ms', passed: true, line: 12 },
      { key: 'rps', bound: 'min', limit: 100, actual: 50, unit: 'rps', passed: false, line: 13 },
    ]);
  });
});

describe('schemas/results.schema.json', () => {
  type Node = { enum?: unknown[]; properties?: Record<string, Node> };
  const defs = schema.$defs as Record<string, Node>;

  it('lists the error categories, triage categories, outcomes and threshold keys of the TypeScript contract', () => {
    expect(Object.keys(defs.requests!.properties!.byCategory!.properties!)).toEqual([...ERROR_CATEGORIES]);
    expect(defs.failedSample!.properties!.category!.enum).toEqual([...ERROR_CATEGORIES]);
    expect(defs.triage!.properties!.category!.enum).toEqual([...TRIAGE_CATEGORIES]);
    expect(defs.scenario!.properties!.outcome!.enum).toEqual([...SCENARIO_OUTCOMES]);
    expect(schema.properties.outcome.enum).toEqual([...SCENARIO_OUTCOMES]);
    expect(defs.threshold!.properties!.key!.enum).toEqual(THRESHOLD_KEYS);
    const bounds = new Set(Object.values(THRESHOLD_DEFINITIONS).map(({ bound }) => bound));
    const units = new Set(Object.values(THRESHOLD_DEFINITIONS).map(({ unit }) => unit));
    expect(defs.threshold!.properties!.bound!.enum).toEqual([...bounds]);
    expect(defs.threshold!.properties!.unit!.enum).toEqual([...units]);
  });

  it('accepts the results the test helpers build, a full failed run, and what serializeResults writes', () => {
    expect(resultsSchemaErrors(runResults([scenarioResult()]))).toEqual([]);
    expect(resultsSchemaErrors(FULL)).toEqual([]);
    expect(resultsSchemaErrors(JSON.parse(serializeResults(FULL)))).toEqual([]);
  });

  it('refuses what the contract does not hold', () => {
    const wrong = changed((results) => ((results.scenarios[0]!.requests as Json).total = -1));
    expect(resultsSchemaErrors(wrong).join('\n')).toContain('scenarios[0].requests.total: must be at least 0, not -1');
  });

  it('is the schema the documentation points to', async () => {
    const readme = await readFile(new URL('../../docs/results.md', import.meta.url), 'utf8');
    expect(readme).toContain('schemas/results.schema.json');
    expect(schema.$id).toBe('results.schema.json');
  });
});
