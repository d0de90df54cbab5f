import { spawn } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import schemaJson from '../../schemas/loadtool.schema.json' with { type: 'json' };
import type { RunResults } from '../../src/results/types.js';
import { MAX_TIMER_MS, timerDelay } from '../../src/engine/timers.js';
import { generateLoadTest } from '../../src/loadtest/generate/generate.js';
import {
  formatLatencyMs,
  MAX_CONCURRENT_USERS,
  MAX_DURATION_SECONDS,
  MAX_LATENCY_MS,
  MIN_LATENCY_MS,
  parseLatencyMs,
} from '../../src/vocabulary/units.js';
import { checkLoadTest, parseLoadTest } from '../../src/loadtest/validate.js';
import { PlanError } from '../../src/plan/plan-error.js';
import { readScope } from '../../src/plan/read-scope.js';
import { ROOT } from '../helpers/bundle.js';
import { loadTestOf, onlyScenario, runEngine, startHttpTarget } from '../helpers/engine-run.js';
import { loadTestProblems } from '../helpers/load-test-problems.js';
import { useServers } from '../helpers/servers.js';
import { useTempDirs } from '../helpers/temp-dir.js';

const servers = useServers();
const tempDir = useTempDirs();

const y = (...lines: string[]) => `${lines.join('\n')}\n`;
const HEAD = ['version: 1', 'baseUrl: http://localhost:3000', 'scenarios:'];
/** A valid file of one scenario (lines 1–7), its users and duration given, with `more` lines from line 8. */
const scenarioOf = (users: string, duration: string, ...more: string[]) =>
  y(
    ...HEAD,
    '  - name: List pets',
    '    endpoint: GET /pets',
    `    concurrentUsers: ${users}`,
    `    duration: ${duration}`,
    ...more.map((line) => `    ${line}`),
  );

describe('validate bounds what one process can run', () => {
  it.each<{ what: string; yaml: string; at: [number, number, string]; says: RegExp }>([
    {
      what: 'a billion users, with what to do instead',
      yaml: scenarioOf('1000000000', '30s'),
      at: [6, 22, 'scenarios[0].concurrentUsers'],
      says: /at most 10000.*several runners/,
    },
    {
      what: 'one user past the bound',
      yaml: scenarioOf('10001', '30s'),
      at: [6, 22, 'scenarios[0].concurrentUsers'],
      says: /at most 10000/,
    },
    {
      what: 'a duration of 999999h, past Node’s timers',
      yaml: scenarioOf('1', '999999h'),
      at: [7, 15, 'scenarios[0].duration'],
      says: /longer than 24h/,
    },
    {
      what: 'a duration of 25h',
      yaml: scenarioOf('1', '25h'),
      at: [7, 15, 'scenarios[0].duration'],
      says: /longer than 24h/,
    },
    {
      what: 'a duration one second past 24h',
      yaml: scenarioOf('1', `${MAX_DURATION_SECONDS + 1}s`),
      at: [7, 15, 'scenarios[0].duration'],
      says: /longer than 24h/,
    },
    {
      what: 'a timeout of 11m',
      yaml: scenarioOf('1', '30s', 'timeout: 11m'),
      at: [8, 14, 'scenarios[0].timeout'],
      says: /longer than 10m/,
    },
    {
      what: 'a think time of 61m',
      yaml: scenarioOf('1', '24h', 'thinkTime: 61m'),
      at: [8, 16, 'scenarios[0].thinkTime'],
      says: /longer than 60m/,
    },
    {
      what: 'a ramp-up past 24h',
      yaml: scenarioOf('1', '24h', 'rampUp: 1441m'),
      at: [8, 13, 'scenarios[0].rampUp'],
      says: /longer than 1440m/,
    },
    {
      what: 'a latency limit below a microsecond',
      yaml: scenarioOf('1', '30s', 'thresholds: { p99: 0.0001ms }'),
      at: [8, 24, 'scenarios[0].thresholds.p99'],
      says: /0\.001ms/,
    },
    {
      what: 'a latency limit in exponent notation',
      yaml: scenarioOf('1', '30s', 'thresholds: { p99: 1e-7ms }'),
      at: [8, 24, 'scenarios[0].thresholds.p99'],
      says: /latency/,
    },
    {
      what: 'a latency limit past 24h',
      yaml: scenarioOf('1', '30s', 'thresholds: { max: 86401s }'),
      at: [8, 24, 'scenarios[0].thresholds.max'],
      says: /longest latency limit/,
    },
  ])('$what', ({ yaml, at, says }) => {
    const problems = loadTestProblems(yaml);
    expect(problems.map(({ line, column, path }) => [line, column, path])).toEqual([at]);
    expect(problems[0]!.message).toMatch(says);
  });

  it('in defaults too', () => {
    const yaml = y(
      'version: 1',
      'baseUrl: http://localhost:3000',
      'defaults: { timeout: 1h, thinkTime: 2h, thresholds: { p95: 0.0000001s } }',
      'scenarios:',
      '  - { name: a, endpoint: GET /, concurrentUsers: 1, duration: 4s }',
    );
    expect(loadTestProblems(yaml).map(({ path }) => path)).toEqual([
      'defaults.timeout',
      'defaults.thinkTime',
      'defaults.thresholds.p95',
    ]);
  });

  it('the bounds themselves are accepted', () => {
    const loadTest = parseLoadTest(
      scenarioOf(
        String(MAX_CONCURRENT_USERS),
        '24h',
        'timeout: 10m',
        'thinkTime: 60m',
        'rampUp: 1440m',
        'thresholds: { p99: 0.001ms }',
      ),
      'loadtool.yaml',
    );
    expect(loadTest.scenarios[0]).toMatchObject({
      concurrentUsers: 10_000,
      durationSeconds: 86_400,
      timeoutMs: 600_000,
      thinkTimeMs: 3_600_000,
      rampUpSeconds: 86_400,
      thresholds: [expect.objectContaining({ key: 'p99', limit: 0.001 })],
    });
  });

  it('the JSON Schema holds the same bound on users as units.ts', () => {
    expect(schemaJson.$defs.concurrentUsers.maximum).toBe(MAX_CONCURRENT_USERS);
  });
});

describe('a think time or ramp-up longer than the duration is a warning, at its line', () => {
  it.each([
    { what: 'thinkTime', line: 'thinkTime: 45s', at: [8, 16, 'scenarios[0].thinkTime'], says: /one request/ },
    { what: 'rampUp', line: 'rampUp: 1m', at: [8, 13, 'scenarios[0].rampUp'], says: /never start/ },
  ])('$what', ({ line, at, says }) => {
    const { loadTest, warnings } = checkLoadTest(scenarioOf('5', '30s', line), 'loadtool.yaml', {
      unsetVariables: 'warning',
    });
    expect(loadTest.scenarios).toHaveLength(1);
    expect(warnings.map(({ line, column, path }) => [line, column, path])).toEqual([at]);
    expect(warnings[0]!.message).toMatch(says);
  });

  it('from defaults, naming the scenario; equal to the duration is fine', () => {
    const yaml = y(
      'version: 1',
      'baseUrl: http://localhost:3000',
      'defaults: { rampUp: 30s }',
      'scenarios:',
      '  - { name: Short, endpoint: GET /, concurrentUsers: 1, duration: 10s }',
      '  - { name: Long, endpoint: GET /, concurrentUsers: 1, duration: 30s }',
    );
    const { warnings } = checkLoadTest(yaml, 'loadtool.yaml', { unsetVariables: 'warning' });
    expect(warnings).toEqual([expect.objectContaining({ path: 'defaults.rampUp', line: 3 })]);
    expect(warnings[0]!.message).toContain('"Short"');
  });
});

describe('latency limits: the smallest, and how they are written', () => {
  it.each([
    [1000, '1000ms'],
    [0.5, '0.5ms'],
    [0.001, '0.001ms'],
    [0.0015, '0.002ms'],
    [86_400_000, '86400000ms'],
    [1e-7, undefined],
    [0.0004, undefined],
    [1e21, undefined],
    [Number.NaN, undefined],
  ])('formatLatencyMs(%p) is %p', (ms, text) => {
    expect(formatLatencyMs(ms)).toBe(text);
  });

  it('every limit in range is written in plain decimals that validate reads back to the microsecond', () => {
    fc.assert(
      fc.property(fc.double({ min: MIN_LATENCY_MS, max: MAX_LATENCY_MS, noNaN: true }), (ms) => {
        const text = formatLatencyMs(ms)!;
        expect(text).toMatch(/^[0-9]+(\.[0-9]{1,3})?ms$/);
        expect(parseLatencyMs(text)).toBeCloseTo(ms, 3);
        expect(() => parseLoadTest(scenarioOf('1', '1s', `thresholds: { p99: ${text} }`), 'x')).not.toThrow();
      }),
    );
  });

  it('generation writes the config’s limit in plain decimals, to the microsecond', () => {
    const operation = { key: 'GET /pets', method: 'GET', path: '/pets', title: 'List pets', safe: true, request: {} };
    const { scenarios, render } = generateLoadTest({
      api: { kind: 'openapi', source: 'openapi.yaml', servers: [], operations: [operation], securityHeaders: {} },
      selected: [{ operation }],
      // 0.30000000000000004 in floating point: written to the microsecond, as the load test reads it.
      thresholds: { p99LatencyMs: 0.1 + 0.2 },
      baseUrl: 'http://localhost:3000',
      sources: [],
    } as unknown as Parameters<typeof generateLoadTest>[0]);
    expect(scenarios[0]!.thresholds.p99).toBe('0.3ms');
    expect(() => parseLoadTest(render(), 'loadtool.yaml')).not.toThrow();
  });

  it('generation writes the config’s okRequestPercent in plain decimals, however small', () => {
    const operation = { key: 'GET /pets', method: 'GET', path: '/pets', title: 'List pets', safe: true, request: {} };
    const { scenarios, render } = generateLoadTest({
      api: { kind: 'openapi', source: 'openapi.yaml', servers: [], operations: [operation], securityHeaders: {} },
      selected: [{ operation }],
      // String(1e-7) is "1e-7", which the load test does not read as a percentage.
      thresholds: { p99LatencyMs: 1000, okRequestPercent: 1e-7 },
      baseUrl: 'http://localhost:3000',
      sources: [],
    } as unknown as Parameters<typeof generateLoadTest>[0]);
    expect(scenarios[0]!.thresholds.okRate).toBe('0.0000001%');
    expect(() => parseLoadTest(render(), 'loadtool.yaml')).not.toThrow();
  });
});

describe('a plan line sets users and durations within the same bounds', () => {
  const plan = (...lines: string[]) => y('# Plan', '', '## Performance', '', ...lines);

  it.each([
    ['- GET /pets: 999999999 users', 5, /10000/],
    ['- GET /pets: 20 users, 999999h', 5, /24h/],
    ['| GET /pets | 1,000,000 users |', 7, /10000/],
  ])('%s is an error at its line', (line, at, says) => {
    const markdown = line.startsWith('|') ? plan('| Endpoint | Load |', '|---|---|', line) : plan(line);
    let error: unknown;
    try {
      readScope(markdown, 'qa-plan.md');
    } catch (thrown) {
      error = thrown;
    }
    expect(error).toBeInstanceOf(PlanError);
    const problems = (error as PlanError).problems;
    expect(problems).toEqual([expect.objectContaining({ line: at })]);
    expect(problems[0]!.message).toMatch(says);
  });

  it('a default line too; the bounds themselves are fine', () => {
    expect(() => readScope(plan('Concurrency: 20000 users'), 'qa-plan.md')).toThrow(PlanError);
    const scope = readScope(plan('- GET /pets: 10000 users, 24h'), 'qa-plan.md');
    expect(scope.entries[0]?.overrides).toMatchObject({ concurrentUsers: 10_000, duration: '24h' });
  });
});

describe('the engine keeps every timer in range', () => {
  it('timerDelay passes what a timer can wait and refuses the rest', () => {
    expect(timerDelay(0, 'x')).toBe(0);
    expect(timerDelay(MAX_TIMER_MS, 'x')).toBe(MAX_TIMER_MS);
    expect(() => timerDelay(MAX_TIMER_MS + 1, 'the duration')).toThrow(/the duration/);
    expect(() => timerDelay(Number.NaN, 'x')).toThrow(RangeError);
  });

  it('a load test built past the bounds errors at once instead of ending at once and filling memory', async () => {
    const target = await startHttpTarget(servers, (_request, response) => {
      response.end('ok');
    });
    const loadTest = loadTestOf(target.url, [{}]);
    // Just past what a timer can wait (about 596.5 h): Node would fire the end at once.
    loadTest.scenarios[0]!.durationSeconds = 600 * 3600;
    const started = Date.now();
    const scenario = onlyScenario(await runEngine(loadTest));
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(scenario.outcome).toBe('errored');
    expect(scenario.error).toMatch(/duration .*longer than a timer can wait/);
    expect(scenario.timeline).toEqual([]);
    expect(target.received).toHaveLength(0);
  });

  it.each(['thinkTimeMs', 'timeoutMs'] as const)('%s past a timer’s range errors too', async (key) => {
    const loadTest = loadTestOf('http://127.0.0.1:9', [{}]);
    loadTest.scenarios[0]![key] = MAX_TIMER_MS + 1;
    expect(onlyScenario(await runEngine(loadTest)).outcome).toBe('errored');
  });
});

describe('SIGINT stops a long run promptly', () => {
  it('a 1-hour scenario with a 60m think time: SIGINT after 1 s ends in exit 130 within seconds', async () => {
    const target = await startHttpTarget(servers, (_request, response) => {
      response.end('ok');
    });
    const dir = await tempDir();
    const file = join(dir, 'loadtool.yaml');
    await writeFile(
      file,
      y(
        'version: 1',
        `baseUrl: ${target.url}`,
        'scenarios:',
        '  - { name: Soak, endpoint: GET /, concurrentUsers: 2, duration: 1h }',
        '  - { name: Slow users, endpoint: GET /, concurrentUsers: 2, duration: 1h, thinkTime: 60m }',
      ),
    );
    const child = spawn(join(ROOT, 'node_modules/.bin/tsx'), [join(ROOT, 'src/cli/index.ts'), 'run', file], {
      cwd: dir,
      env: { PATH: process.env.PATH },
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => {
      child.on('close', resolve);
    });
    const killer = setTimeout(() => child.kill('SIGKILL'), 40_000);
    try {
      const started = Date.now();
      while (target.received.length === 0 && Date.now() - started < 20_000) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(target.received.length).toBeGreaterThan(0);
      await new Promise((resolve) => setTimeout(resolve, 1000));
      const interruptedAt = Date.now();
      child.kill('SIGINT');
      const code = await exited;
      expect({ code, stderr }).toMatchObject({ code: 130 });
      // The engine drains within 2 s; the rest is writing and exiting, on a busy machine.
      expect(Date.now() - interruptedAt).toBeLessThan(8_000);
      const results = JSON.parse(await readFile(join(dir, 'qa-reports/perf/results.json'), 'utf8')) as RunResults;
      // The second never started: not run (verdict/outcome.ts), the run cancelled.
      expect(results.outcome).toBe('cancelled');
      expect(results.scenarios.map((scenario) => scenario.outcome)).toEqual(['cancelled', 'skipped']);
    } finally {
      clearTimeout(killer);
      child.kill('SIGKILL');
    }
  }, 60_000);
});
