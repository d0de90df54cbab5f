import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readFileSync } from 'node:fs';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { CannotRunError, InputError } from '../../src/errors.js';
import { loadConfig } from '../../src/config/load.js';
import { parseLoadTest } from '../../src/loadtest/validate.js';
import { driftFrom } from '../../src/pipeline/stages/drift-stage.js';
import { generateLoadTestFrom } from '../../src/pipeline/stages/generate-stage.js';
import { readPlan } from '../../src/pipeline/stages/plan-stage.js';
import type { PipelineReporter } from '../../src/pipeline/reporter.js';
import { runPipeline } from '../../src/pipeline/run-pipeline.js';
import { startSystemUnderTest } from '../../src/pipeline/system-under-test.js';
import { freePort } from '../helpers/fault-server.js';
import { performanceConfig } from '../helpers/qa-config.js';
import { useServers } from '../helpers/servers.js';
import { useTempDirs } from '../helpers/temp-dir.js';

const tempDir = useTempDirs();
const servers = useServers();

/** Returns true while a process with this pid runs; a zombie, which has exited but is not reaped yet, does not. */
function alive(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) !== 'Z';
  } catch {
    return false;
  }
}

describe('start-command and wait-for', () => {
  it('starts the command, waits until the URL answers, and stops the whole process group', async () => {
    const dir = await tempDir();
    const port = await freePort();
    const pidFile = join(dir, 'pid');
    // The server starts a grandchild too, which must be stopped with it.
    await writeFile(
      join(dir, 'server.cjs'),
      `require('fs').writeFileSync(${JSON.stringify(pidFile)}, String(require('child_process').spawn('sleep', ['600']).pid));
       setTimeout(() => require('http').createServer((q, s) => s.end('ok')).listen(${port}, '127.0.0.1', () => console.log('listening')), 300);`,
    );
    const system = await startSystemUnderTest(`node ${JSON.stringify(join(dir, 'server.cjs'))}`, {
      waitFor: `http://127.0.0.1:${port}/`,
      waitSeconds: 10,
    });
    const answer = await fetch(`http://127.0.0.1:${port}/`);
    expect(await answer.text()).toBe('ok');
    const grandchild = Number(await readFile(pidFile, 'utf8'));
    expect(alive(grandchild)).toBe(true);

    await system.stop();
    expect(system.output()).toContain('listening');
    await expect(fetch(`http://127.0.0.1:${port}/`)).rejects.toThrow();
    // The grandchild got SIGTERM with its group; give it a moment to exit.
    for (let i = 0; i < 50 && alive(grandchild); i++) await new Promise((resolve) => setTimeout(resolve, 20));
    expect(alive(grandchild)).toBe(false);
  });

  it('fails clearly when the command exits before the URL answers', async () => {
    const port = await freePort();
    const started = startSystemUnderTest('echo cannot bind >&2; exit 4', {
      waitFor: `http://127.0.0.1:${port}/`,
      waitSeconds: 10,
    });
    await expect(started).rejects.toThrow(
      new CannotRunError(
        `start-command exited with code 4 before http://127.0.0.1:${port}/ answered; its output is in the log above`,
      ),
    );
  });

  it('fails naming the URL and the timeout when it never answers, and stops the command', async () => {
    const port = await freePort();
    const started = startSystemUnderTest('sleep 600', { waitFor: `http://127.0.0.1:${port}/`, waitSeconds: 1 });
    await expect(started).rejects.toThrow(`http://127.0.0.1:${port}/ did not answer within 1 s after start-command`);
  });
});

/** A reporter that records what the pipeline says. */
function recorder() {
  const lines: string[] = [];
  const reporter: PipelineReporter = {
    info: (message) => lines.push(`info ${message}`),
    warning: (message, where) => lines.push(`warning ${where ? `${where.file}:${where.line ?? ''} ` : ''}${message}`),
    group: (title, body) => lines.push(`group ${title}`, ...body.map((line) => `  ${line}`)),
    secret: (value) => lines.push(`secret ${value.length}`),
    progress: () => undefined,
    progressDone: () => lines.push('progress done'),
  };
  return { reporter, lines };
}

describe('runPipeline', () => {
  async function project(baseUrl: string) {
    const dir = await tempDir();
    const get = { get: { responses: { '200': { description: 'ok' } } } };
    await writeFile(
      join(dir, 'openapi.json'),
      JSON.stringify({ openapi: '3.0.3', info: { title: 'T', version: '1' }, paths: { '/a': get, '/b': get } }),
    );
    await writeFile(
      join(dir, 'qa.config.json'),
      JSON.stringify(
        performanceConfig('t', {
          baseUrl,
          schemaUrl: 'openapi.json',
          reportDir: 'out',
          thresholds: { p99LatencyMs: 1000, okRequestPercent: 99 },
        }),
      ),
    );
    await writeFile(join(dir, 'qa-plan.md'), '## Performance\n\n- GET /a 1 users 1s\n- GET /b 1 users 1s\n');
    return dir;
  }

  it('with generate never and no load test, is bad input naming the file', async () => {
    const dir = await project('http://127.0.0.1:9');
    const { reporter } = recorder();
    const run = runPipeline(
      { config: join(dir, 'qa.config.json'), plan: join(dir, 'qa-plan.md'), generate: 'never' },
      reporter,
      { env: {} },
    );
    await expect(run).rejects.toBeInstanceOf(InputError);
    await expect(run).rejects.toThrow(/loadtool\.yaml: not found: run `loadtool generate`/);
  });

  it('uses the committed load test and warns about the operation in scope it does not cover', async () => {
    const server = createServer((_, response) => response.end('ok'));
    servers.push(server);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const dir = await project(baseUrl);
    await mkdir(join(dir, 'load-tests'));
    await writeFile(
      join(dir, 'load-tests', 'loadtool.yaml'),
      `version: 1\nbaseUrl: ${baseUrl}\nscenarios:\n  - name: A\n    endpoint: GET /a\n    concurrentUsers: 1\n    duration: 1s\n`,
    );
    const { reporter, lines } = recorder();
    const result = await runPipeline(
      { config: join(dir, 'qa.config.json'), plan: join(dir, 'qa-plan.md'), generate: 'auto' },
      reporter,
      { env: {} },
    );
    const file = relative(process.cwd(), join(dir, 'load-tests', 'loadtool.yaml'));
    expect(lines).toContain(
      `warning ${file}: GET /b is in scope but no scenario covers it: add one (with \`skip: "<reason>"\` to keep it from running), leave it out with a plan line \`- not GET /b\`, or regenerate with \`loadtool generate\``,
    );
    expect(result).toMatchObject({ outcome: 'passed', exitCode: 0, loadTestFile: file });
    if (result.outcome === 'skipped') throw new Error('the pipeline ran nothing');
    expect(result.results.scenarios.map((s) => s.name)).toEqual(['A']);
    expect(result.files?.junit).toBe(relative(process.cwd(), join(dir, 'out', 'junit.xml')));
    await expect(readFile(join(dir, 'out', 'summary.md'), 'utf8')).resolves.toContain('GET /a');
  });

  it('is a run that could not take place when the base URL does not answer', async () => {
    const port = await freePort();
    const dir = await project(`http://127.0.0.1:${port}`);
    const { reporter } = recorder();
    const run = runPipeline(
      { config: join(dir, 'qa.config.json'), plan: join(dir, 'qa-plan.md'), generate: 'auto' },
      reporter,
      {
        env: {},
      },
    );
    await expect(run).rejects.toBeInstanceOf(CannotRunError);
    await expect(run).rejects.toThrow(/does not accept connections \(ECONNREFUSED\)/);
  });

  it('generates from the config and the plan it was given: neither file is read again', async () => {
    const dir = await project('http://127.0.0.1:9');
    const configFile = join(dir, 'qa.config.json');
    const config = await loadConfig(configFile);
    const plan = await readPlan({ root: dir });
    // Read once: what the stage was given is what it uses, whatever happens to the files after.
    await rm(configFile);
    await rm(join(dir, 'qa-plan.md'));

    const prepared = await generateLoadTestFrom(config, plan, {
      config: configFile,
      output: join(dir, 'loadtool.yaml'),
    });

    expect(plan.status).toBe('read');
    expect(prepared.scenarios.map((scenario) => scenario.endpoint)).toEqual(['GET /a', 'GET /b']);
  });

  it("checks drift against the plan's scope it was given: the plan is not read again", async () => {
    const dir = await project('http://127.0.0.1:9');
    const plan = await readPlan({ root: dir });
    await rm(join(dir, 'qa-plan.md'));
    const loadTest = parseLoadTest(
      'version: 1\nbaseUrl: http://127.0.0.1:9\nscenarios:\n  - name: A\n    endpoint: GET /a\n    concurrentUsers: 1\n    duration: 1s\n',
      'loadtool.yaml',
    );

    const drift = await driftFrom(loadTest, plan, { schema: 'openapi.json', baseDir: dir });

    expect(drift.uncovered.map((operation) => operation.key)).toEqual(['GET /b']);
    expect(drift.unknown).toEqual([]);
  });
});
