import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from '@jest/globals';
import schema from '../../schemas/qa.config.schema.json' with { type: 'json' };
import { ConfigError } from '../../src/config/config-error.js';
import { MAX_JSON_NESTING } from '../../src/config/json-source.js';
import { loadConfig, parseConfig } from '../../src/config/load.js';
import { writeInitialConfig } from '../../src/config/onboard.js';
import type { Problem } from '../../src/errors.js';
import { formatLatencyMs, MAX_LATENCY_MS, MIN_LATENCY_MS, parseLatencyMs } from '../../src/vocabulary/units.js';
import { loadtool } from '../helpers/cli.js';
import { performanceConfig } from '../helpers/qa-config.js';
import { useTempDirs } from '../helpers/temp-dir.js';

const tempDir = useTempDirs();

function problemsOf(text: string): Problem[] {
  try {
    parseConfig(text, 'qa.config.json');
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  throw new Error('the config was accepted');
}

/** A config with the given p99LatencyMs written as raw JSON text (`1e-7`, `1e400`). */
const withP99 = (raw: string) =>
  JSON.stringify(
    performanceConfig('p', {
      baseUrl: 'http://localhost:3000',
      schemaUrl: './openapi.yaml',
      thresholds: { p99LatencyMs: 123456789, okRequestPercent: 99 },
    }),
  ).replace('123456789', raw);

describe("the config's latency range is the load test's", () => {
  it.each(['1e-7', '0.0001', '0.0009', '86400001', '1e300'])('p99LatencyMs %s is refused, with the range', (raw) => {
    const problems = problemsOf(withP99(raw));
    expect(problems).toEqual([
      expect.objectContaining({
        path: 'domains.performance.thresholds.p99LatencyMs',
        message: expect.stringMatching(/^must be (at least 0\.001|at most 86400000)/),
      }),
    ]);
  });

  it.each(['0.001', '0.5', '1000', '86400000'])(
    'p99LatencyMs %s is accepted, and the load test reads the p99 generation writes for it',
    (raw) => {
      const { p99LatencyMs } = parseConfig(withP99(raw), 'qa.config.json').domains.performance.thresholds;
      const written = formatLatencyMs(p99LatencyMs!);
      expect(written).toBeDefined();
      expect(parseLatencyMs(written!)).toBe(Number(raw));
    },
  );

  it('the published schema states the load test bounds', () => {
    const p99 = schema.properties.domains.properties.performance.properties.thresholds.properties.p99LatencyMs;
    expect(p99).toMatchObject({ minimum: MIN_LATENCY_MS, maximum: MAX_LATENCY_MS });
  });
});

describe('numbers and nesting JSON cannot hold are worded', () => {
  it('1e400 is too large a number, at its position', () => {
    const problems = problemsOf(withP99('1e400'));
    expect(problems).toEqual([
      expect.objectContaining({ message: expect.stringContaining('1e400 is too large a number'), line: 1 }),
    ]);
    expect(JSON.stringify(problems)).not.toContain('null');
  });

  it('-1e400 too', () => {
    expect(problemsOf('{"project": {"name": "p"}, "x-n": -1e400}')).toEqual([
      expect.objectContaining({ message: expect.stringContaining('-1e400 is too large a number') }),
    ]);
  });

  it.each([
    { what: 'arrays', text: `{"x-a": ${'['.repeat(3000)}${']'.repeat(3000)}}` },
    { what: 'objects', text: `{"x-a": ${'{"a":'.repeat(3000)}1${'}'.repeat(3000)}}` },
    { what: 'unclosed arrays', text: '['.repeat(3000) },
  ])('3,000 nested $what: nested more than N levels deep', ({ text }) => {
    const problems = problemsOf(text);
    expect(problems).toEqual([
      expect.objectContaining({
        path: '',
        line: 1,
        column: expect.any(Number),
        message: expect.stringContaining(`nested more than ${MAX_JSON_NESTING} levels deep`),
      }),
    ]);
  });

  it('nesting within the limit is parsed as usual', () => {
    const text = `{"project": {"name": "p"}, "x-a": ${'['.repeat(MAX_JSON_NESTING - 1)}${']'.repeat(MAX_JSON_NESTING - 1)}}`;
    expect(() => parseConfig(text, 'qa.config.json')).toThrow(ConfigError);
    expect(
      problemsOf(text)
        .map((problem) => problem.message)
        .join(),
    ).not.toContain('nested');
  });
});

describe('a config in a folder that does not exist gets a sentence, not ENOENT', () => {
  it('loadConfig names the folder', async () => {
    const dir = await tempDir();
    const error = await loadConfig(join(dir, 'nowhere', 'qa.config.json')).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).message).toContain(`the folder ${join(dir, 'nowhere')} does not exist`);
    expect((error as ConfigError).message).not.toContain('ENOENT');
  });

  it('onboarding into a missing folder names the folder and the fix', async () => {
    const dir = await tempDir();
    const error = await writeInitialConfig(join(dir, 'nowhere', 'qa.config.json'), { name: 'p' }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).message).toMatch(/the folder .*nowhere does not exist: create it, or correct the/);
    expect((error as ConfigError).message).not.toContain('ENOENT');
  });

  it('a config that is a folder, or unreadable, is a sentence too', async () => {
    const dir = await tempDir();
    await mkdir(join(dir, 'qa.config.json'));
    await expect(loadConfig(join(dir, 'qa.config.json'))).rejects.toThrow(ConfigError);
  });

  it.each([
    ['init', '--config'],
    ['config', '--config'],
    ['generate', '--config'],
  ])('loadtool %s %s nowhere/qa.config.json: exit 2, no stack trace', async (command, flag) => {
    const dir = await tempDir();
    await writeFile(join(dir, 'placeholder'), '');
    const result = await loadtool([command, flag, join(dir, 'nowhere', 'qa.config.json')]);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('nowhere');
    expect(result.stderr).not.toContain('ENOENT');
    expect(result.stderr).not.toMatch(/^\s+at /m);
  });
});
