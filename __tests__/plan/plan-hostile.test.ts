import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { PlanError } from '../../src/plan/plan-error.js';
import { MAX_PLAN_BYTES, MAX_PLAN_MARKUP, MAX_PLAN_NESTING } from '../../src/plan/plan-limits.js';
import { readScope } from '../../src/plan/read-scope.js';
import { loadtool } from '../helpers/cli.js';
import { performanceConfig } from '../helpers/qa-config.js';
import { useTempDirs } from '../helpers/temp-dir.js';

const tempDir = useTempDirs();

/** Returns what readScope does with a plan: its entries' keys, or the PlanError's message; any other error escapes. */
function outcomeOf(markdown: string): { keys: string[] } | { error: string } {
  try {
    return { keys: readScope(markdown, 'qa-plan.md').entries.map((entry) => entry.key) };
  } catch (error) {
    if (error instanceof PlanError) return { error: error.message };
    throw error;
  }
}

const section = (body: string) => `# QA plan\n\n## Performance\n\n${body}\n`;

describe('a plan nested too deeply is refused with a positioned message, never a stack overflow', () => {
  it.each([
    { what: '`> ` repeated 5,000 times', body: `${'> '.repeat(5000)}GET /pets` },
    { what: '`- ` repeated 5,000 times', body: `${'- '.repeat(5000)}GET /pets` },
    { what: '`1. ` repeated 3,000 times', body: `${'1. '.repeat(3000)}GET /pets` },
    { what: '`> - ` repeated 2,000 times', body: `${'> - '.repeat(2000)}GET /pets` },
    {
      what: 'a list nested 300 levels by indentation',
      body: Array.from({ length: 300 }, (_, level) => `${'  '.repeat(level)}- GET /pets`).join('\n'),
    },
  ])('$what', ({ body }) => {
    const outcome = outcomeOf(section(body));
    expect(outcome).toEqual({ error: expect.stringMatching(/^qa-plan\.md:\d+:\d+: /) });
    expect((outcome as { error: string }).error).toContain(`more than ${MAX_PLAN_NESTING} levels`);
  });

  it.each([
    { what: 'emphasis nested 2,000 levels', body: `${'*'.repeat(2000)}GET /pets${'*'.repeat(2000)}` },
    { what: 'links nested 2,000 levels', body: `${'['.repeat(2000)}GET /pets${']'.repeat(2000)}` },
  ])('$what is read or refused, never a crash', ({ body }) => {
    expect(() => outcomeOf(section(body))).not.toThrow();
  });

  it('a plan nested as deep as the limit is read', () => {
    const body = Array.from({ length: MAX_PLAN_NESTING }, (_, level) => `${'  '.repeat(level)}- GET /pets`).join('\n');
    expect(outcomeOf(section(body))).toEqual({ keys: Array(MAX_PLAN_NESTING).fill('GET /pets') });
  });

  it('a thematic break of many dashes is no nesting', () => {
    expect(outcomeOf(section(`- GET /pets\n\n${'- '.repeat(500)}\n`))).toEqual({ keys: ['GET /pets'] });
  });
});

describe('a plan over the size limit is refused before it is parsed', () => {
  it('over the limit: the message names the size and the limit', () => {
    const outcome = outcomeOf(section('- GET /pets\n'.repeat(Math.ceil(MAX_PLAN_BYTES / 12) + 10)));
    expect(outcome).toEqual({ error: expect.stringContaining('qa-plan.md: is ') });
    expect((outcome as { error: string }).error).toMatch(/is \d+ KiB, more than the 256 KiB a plan may be/);
  });

  it('just under the limit: the plan is read', () => {
    const line = '| GET /pets | 20 users | 30s | p95 < 300ms |\n';
    const header = '| endpoint | users | duration | latency |\n|---|---|---|---|\n';
    const rows = Math.floor((MAX_PLAN_BYTES - 200 - header.length) / line.length);
    const markdown = section(header + line.repeat(rows));
    expect(Buffer.byteLength(markdown)).toBeLessThanOrEqual(MAX_PLAN_BYTES);
    const scope = readScope(markdown, 'qa-plan.md');
    expect(scope.entries).toHaveLength(rows);
    expect(scope.entries.at(-1)?.overrides).toEqual({
      concurrentUsers: 20,
      duration: '30s',
      thresholds: { p95: '300ms' },
    });
  }, 60_000);

  it('a long list item of many lines is read whole', () => {
    const lines = Array.from({ length: 5000 }, () => '  at most 20 users');
    const scope = readScope(section(['- GET /pets', ...lines].join('\n')), 'qa-plan.md');
    expect(scope.entries.map((entry) => entry.overrides)).toEqual([{ concurrentUsers: 20 }]);
  }, 60_000);
});

describe('loadtool generate with a hostile plan', () => {
  async function project(plan: string) {
    const dir = await tempDir();
    const config = performanceConfig('hostile', {
      baseUrl: 'http://127.0.0.1:9',
      schemaUrl: './openapi.yaml',
      thresholds: { p99LatencyMs: 1000, okRequestPercent: 99 },
    });
    await writeFile(join(dir, 'qa.config.json'), JSON.stringify(config));
    await mkdir(join(dir, 'docs'));
    await writeFile(join(dir, 'docs', 'qa-plan.md'), plan);
    return dir;
  }

  it.each([
    { what: 'nested 5,000 levels', plan: section(`${'> '.repeat(5000)}GET /pets`), says: 'levels' },
    { what: 'over the size limit', plan: section('- GET /pets\n'.repeat(30_000)), says: 'KiB' },
  ])('$what: exit 2, a message naming the file, no stack trace', async ({ plan, says }) => {
    const dir = await project(plan);
    const planFile = join(dir, 'docs', 'qa-plan.md');
    const result = await loadtool([
      'generate',
      '--config',
      join(dir, 'qa.config.json'),
      '--plan',
      planFile,
      '-o',
      join(dir, 'loadtool.yaml'),
    ]);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('qa-plan.md');
    expect(result.stderr).toContain(says);
    expect(result.stderr).not.toMatch(/^\s+at /m);
  });
});

describe('a plan full of emphasis and link markup is refused before the parser matches it', () => {
  it.each([
    { what: '`*a` on 20,000 lines', body: '*a\n'.repeat(20_000) },
    { what: '`[a]` 30,000 times', body: '[a]'.repeat(30_000) },
    { what: '`*a* ` 30,000 times', body: '*a* '.repeat(30_000) },
  ])('$what: refused, naming the line', ({ body }) => {
    expect(outcomeOf(section(body))).toEqual({
      error: expect.stringMatching(
        new RegExp(`^qa-plan\\.md:\\d+:\\d+: .*more than ${MAX_PLAN_MARKUP.toLocaleString('en')}`),
      ),
    });
  });

  it('a plan with the most markup allowed is read', () => {
    const body = `- GET /pets\n${'*a*\n'.repeat(MAX_PLAN_MARKUP / 2 - 10)}`;
    expect(outcomeOf(section(body))).toEqual({ keys: ['GET /pets'] });
  });
});
