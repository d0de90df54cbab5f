import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from '@jest/globals';
import { Ajv2020 } from 'ajv/dist/2020.js';
import schemaJson from '../../schemas/loadtool.schema.json' with { type: 'json' };
import { LoadTestError } from '../../src/loadtest/load-test-error.js';
import { checkLoadTest, parseLoadTest } from '../../src/loadtest/validate.js';
import { MAX_CONCURRENT_USERS } from '../../src/vocabulary/units.js';
import { loadtool } from '../helpers/cli.js';
import { useTempDirs } from '../helpers/temp-dir.js';

const tempDir = useTempDirs();

// `loadtool run` imports its handler, and with it the engine, on first use: under jest's ESM loader that graph takes
// seconds on an idle machine and more than the 30 s of a test on a busy one. Loaded once here, with room for that
// bounded work, the test's own time is the command's.
beforeAll(async () => {
  await import('../../src/cli/handlers/run-handler.js');
}, 120_000);

/** Returns the lines joined, with a final line break: line numbers are the array's indexes + 1. */
const y = (...lines: string[]) => `${lines.join('\n')}\n`;

function problemsOf(yaml: string) {
  try {
    parseLoadTest(yaml, 'loadtool.yaml');
  } catch (error) {
    if (error instanceof LoadTestError) return error.problems.map((problem) => error.describe(problem));
    throw error;
  }
  throw new Error('the load test was accepted');
}

describe('concurrentUsers and duration in defaults', () => {
  it('apply to every scenario that leaves them out; a scenario’s own value wins', () => {
    const loadTest = parseLoadTest(
      y(
        'version: 1',
        'baseUrl: http://localhost:3000',
        'defaults:',
        '  concurrentUsers: 3',
        '  duration: 2m',
        'scenarios:',
        '  - { name: Both from defaults, endpoint: GET /a }',
        '  - { name: Own users, endpoint: GET /b, concurrentUsers: 5 }',
        '  - { name: Own duration, endpoint: GET /c, duration: 10s }',
      ),
      'loadtool.yaml',
    );
    expect(loadTest.scenarios.map((s) => [s.name, s.concurrentUsers, s.durationSeconds])).toEqual([
      ['Both from defaults', 3, 120],
      ['Own users', 5, 120],
      ['Own duration', 3, 10],
    ]);
  });

  it.each([
    {
      what: 'neither the scenario nor defaults sets the users',
      yaml: y(
        'version: 1',
        'baseUrl: http://localhost:3000',
        'defaults: { duration: 30s }',
        'scenarios:',
        '  - name: A',
        '    endpoint: GET /a',
      ),
      says: [
        'loadtool.yaml:5:5: scenarios[0].concurrentUsers: is required; write a whole number of virtual users from 1 to 10000, e.g. 10',
        'or once under defaults',
      ],
    },
    {
      what: 'neither sets the duration, no defaults at all',
      yaml: y(
        'version: 1',
        'baseUrl: http://localhost:3000',
        'scenarios:',
        '  - { name: A, endpoint: GET /a, concurrentUsers: 1 }',
      ),
      says: ['loadtool.yaml:4:5: scenarios[0].duration: is required; write a whole number above 0', 'defaults'],
    },
    {
      what: 'users out of bounds in defaults',
      yaml: y(
        'version: 1',
        'baseUrl: http://localhost:3000',
        'defaults: { concurrentUsers: 0, duration: 30s }',
        'scenarios:',
        '  - { name: A, endpoint: GET /a }',
      ),
      says: ['loadtool.yaml:3:30: defaults.concurrentUsers: must be at least 1, not 0'],
    },
    {
      what: 'a duration past 24h in defaults',
      yaml: y(
        'version: 1',
        'baseUrl: http://localhost:3000',
        'defaults: { concurrentUsers: 1, duration: 25h }',
        'scenarios:',
        '  - { name: A, endpoint: GET /a }',
      ),
      says: ['loadtool.yaml:3:43: defaults.duration: "25h" is longer than 24h'],
    },
    {
      what: 'a duration without its unit in defaults',
      yaml: y(
        'version: 1',
        'baseUrl: http://localhost:3000',
        'defaults: { concurrentUsers: 1, duration: 30 }',
        'scenarios:',
        '  - { name: A, endpoint: GET /a }',
      ),
      says: ['defaults.duration: 30 needs a unit, e.g. "30s"'],
    },
  ])('$what: an error at its line and column', ({ yaml, says }) => {
    const problems = problemsOf(yaml);
    for (const text of says) expect(problems).toContainEqual(expect.stringContaining(text));
  });

  it('a think time longer than the duration from defaults is a warning', () => {
    const { warnings } = checkLoadTest(
      y(
        'version: 1',
        'baseUrl: http://localhost:3000',
        'defaults: { concurrentUsers: 1, duration: 10s }',
        'scenarios:',
        '  - { name: A, endpoint: GET /a, thinkTime: 20s }',
      ),
      'loadtool.yaml',
      { unsetVariables: 'warning' },
    );
    expect(warnings.map((w) => [w.path, w.message])).toEqual([
      ['scenarios[0].thinkTime', expect.stringContaining('longer than the duration of "A" (10s)')],
    ]);
  });

  it('the JSON Schema accepts them in defaults with the bounds of a scenario, and a scenario without them only then', () => {
    const validate = new Ajv2020({ strict: false }).compile(schemaJson);
    const file = (defaults: Record<string, unknown> | undefined) => ({
      version: 1,
      baseUrl: 'http://localhost:3000',
      ...(defaults && { defaults }),
      scenarios: [{ name: 'A', endpoint: 'GET /a' }],
    });
    expect(validate(file({ concurrentUsers: 1, duration: '1s' }))).toBe(true);
    expect(validate(file({ concurrentUsers: 1 }))).toBe(false);
    expect(validate(file({ duration: '1s' }))).toBe(false);
    expect(validate(file(undefined))).toBe(false);
    expect(validate(file({ concurrentUsers: MAX_CONCURRENT_USERS + 1, duration: '1s' }))).toBe(false);
  });

  it('loadtool run: a scenario without users anywhere is exit 2 at its line and column; nothing runs', async () => {
    const dir = await tempDir();
    const file = join(dir, 'loadtool.yaml');
    await writeFile(
      file,
      y(
        'version: 1',
        'baseUrl: http://127.0.0.1:9',
        'defaults: { duration: 1s }',
        'scenarios:',
        '  - name: A',
        '    endpoint: GET /a',
      ),
    );

    const { code, stderr } = await loadtool(['run', file, '--out', dir]);

    expect(code).toBe(2);
    expect(stderr).toContain(`${file}:5:5: scenarios[0].concurrentUsers: is required`);
  });
});
