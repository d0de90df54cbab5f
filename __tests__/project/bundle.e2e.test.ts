import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { runBundle, runnerEnv } from '../helpers/bundle.js';
import { useTempDirs } from '../helpers/temp-dir.js';

const tempDir = useTempDirs();

describe('the bundled action (dist/index.js)', () => {
  it('annotates each problem of qa.config.json on its line and fails the step', async () => {
    const workspace = await tempDir();
    await writeFile(
      join(workspace, 'qa.config.json'),
      '{\n  "project": {},\n  "domains": {\n    "performance": { "enabled": true, "thresholds": { "p99LatencyMs": -1, "okRequestPercent": 99 } },\n    "ui": { "enabled": false }, "api": { "enabled": false }, "accessibility": { "enabled": false }\n  }\n}\n',
    );
    const { env, outputs } = await runnerEnv(workspace, {});
    const { code, stdout } = await runBundle('dist/index.js', [], { cwd: workspace, env });

    expect(code).toBe(1);
    const annotations = stdout.split('\n').filter((line) => line.startsWith('::error '));
    expect(
      annotations.map((line) => /file=([^,]+),line=(\d+),col=(\d+)::qa\.config\.json: ([\w.]+):/.exec(line)?.slice(1)),
    ).toEqual([
      ['qa.config.json', '2', '3', 'project.name'],
      ['qa.config.json', '4', '5', 'domains.performance.baseUrl'],
      ['qa.config.json', '4', '5', 'domains.performance.schemaUrl'],
      ['qa.config.json', '4', '55', 'domains.performance.thresholds.p99LatencyMs'],
    ]);
    expect(stdout).toContain('::error::qa.config.json has 4 problem(s)');
    // The token reaches the runner once, in the command that masks it, and never in the log.
    expect(stdout.split('\n').filter((line) => line.includes('ghs_secretvalue123'))).toEqual([
      '::add-mask::ghs_secretvalue123',
    ]);
    expect(await outputs()).toContain('outcome');
  });

  it('onboards a repository without qa.config.json: writes it from the schema it finds and the base-url input', async () => {
    const workspace = await tempDir();
    await writeFile(
      join(workspace, 'openapi.json'),
      '{"openapi": "3.0.3", "info": {"title": "Shop", "version": "1"}, "paths": {}}',
    );
    const { env } = await runnerEnv(workspace, { 'base-url': 'http://127.0.0.1:3000' });
    const { stdout } = await runBundle('dist/index.js', [], { cwd: workspace, env });

    expect(stdout).toContain('qa.config.json was missing: onboarding wrote it');
    expect(JSON.parse(await readFile(join(workspace, 'qa.config.json'), 'utf8'))).toMatchObject({
      project: { name: 'shop' },
      domains: {
        api: { baseUrl: 'http://127.0.0.1:3000', schemaPath: './openapi.json' },
        performance: { enabled: true },
      },
    });
    expect(stdout).not.toMatch(/::error file=qa\.config\.json/);
  });

  it('rejects an input outside its allowed values, naming it', async () => {
    const workspace = await tempDir();
    const { env } = await runnerEnv(workspace, { generate: 'sometimes' });
    const { code, stdout } = await runBundle('dist/index.js', [], { cwd: workspace, env });
    expect(code).toBe(1);
    expect(stdout).toContain('::error::Input generate is "sometimes"; write one of auto, always, never');
  });
});

describe('the bundled CLI (dist/cli/index.js)', () => {
  it('checks a config as the source does', async () => {
    const dir = await tempDir();
    await writeFile(
      join(dir, 'qa.config.json'),
      '{"project": {"name": "shop"}, "domains": {"ui": {"enabled": false}, "api": {"enabled": true}, "accessibility": {"enabled": false}, "performance": {"enabled": false}}}',
    );
    const { code, stderr } = await runBundle('dist/cli/index.js', ['config'], { cwd: dir, env: {} });
    expect(code).toBe(2);
    expect(
      stderr
        .trimEnd()
        .split('\n')
        .map((line) => line.split(': ')[1]),
    ).toEqual(['domains.api', 'domains.api.baseUrl']);
  });
});
