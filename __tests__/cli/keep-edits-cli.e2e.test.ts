import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { parseDocument } from 'yaml';
import { parseLoadTest } from '../../src/loadtest/validate.js';
import type { PipelineReporter } from '../../src/pipeline/reporter.js';
import { runPipeline } from '../../src/pipeline/run-pipeline.js';
import { loadtool } from '../helpers/cli.js';
import { performanceConfig } from '../helpers/qa-config.js';
import { useServers } from '../helpers/servers.js';
import { useTempDirs } from '../helpers/temp-dir.js';

const tempDir = useTempDirs();
const servers = useServers();

const ok = (summary: string, parameters: unknown[] = []) => ({
  get: { summary, parameters, responses: { '200': { description: 'ok' } } },
});

/** The API's OpenAPI document; `limit` is the default of List pets' query parameter. */
const openapi = (limit: number) => ({
  openapi: '3.0.3',
  info: { title: 'Pets', version: '1' },
  paths: {
    '/pets': ok('List pets', [
      { name: 'limit', in: 'query', required: true, schema: { type: 'integer', default: limit } },
    ]),
    '/pets/{petId}': ok('Get pet', [
      { name: 'petId', in: 'path', required: true, schema: { type: 'integer', example: 1 } },
    ]),
    '/owners': ok('List owners'),
  },
});

const PLAN = '## Performance\n\n- GET /pets 1 users 1s\n- GET /pets/{petId} 1 users 1s\n- GET /owners 1 users 1s\n';

/** A project generating from openapi.json and qa-plan.md against `baseUrl`. */
async function project(baseUrl = 'http://127.0.0.1:9') {
  const dir = await tempDir();
  const write = async (limit: number, p99LatencyMs: number, plan = PLAN) => {
    await writeFile(join(dir, 'openapi.json'), JSON.stringify(openapi(limit)));
    await writeFile(
      join(dir, 'qa.config.json'),
      JSON.stringify(
        performanceConfig('pets', {
          baseUrl,
          schemaUrl: 'openapi.json',
          reportDir: 'out',
          thresholds: { p99LatencyMs, okRequestPercent: 50 },
        }),
      ),
    );
    await writeFile(join(dir, 'qa-plan.md'), plan);
  };
  await write(20, 5000);
  const output = join(dir, 'load-tests', 'loadtool.yaml');
  const generate = (...args: string[]) =>
    loadtool(['generate', '--config', join(dir, 'qa.config.json'), '-o', output, ...args]);
  return { dir, output, write, generate, yaml: () => readFile(output, 'utf8') };
}

/** Hand edits of the generated file, as a person makes them: Get pet's id, p99 and users, and a think time added. */
function handEdit(text: string): string {
  const doc = parseDocument(text);
  const index = (doc.toJS() as { scenarios: Scenarios }).scenarios.findIndex((s) => s.name === 'Get pet');
  doc.setIn(['scenarios', index, 'params', 'petId'], 42);
  doc.setIn(['scenarios', index, 'concurrentUsers'], 2);
  doc.setIn(['scenarios', index, 'thresholds', 'p99'], '3000ms');
  doc.setIn(['scenarios', index, 'thinkTime'], '10ms');
  return doc.toString({ lineWidth: 0 });
}

type Scenarios = Array<Record<string, unknown> & { name: string }>;
const scenariosOf = (text: string) => (parseDocument(text).toJS() as { scenarios: Scenarios }).scenarios;
const byName = (text: string, name: string) => scenariosOf(text).find((scenario) => scenario.name === name);
const lineOf = (text: string, needle: string) => text.split('\n').findIndex((line) => line.includes(needle)) + 1;

describe('loadtool generate keeps hand edits', () => {
  it('keeps and reports the edits, drops a scenario left out of the plan, and brings new defaults to untouched keys', async () => {
    const pets = await project();
    expect((await pets.generate()).code).toBe(0);
    await expect(readFile(join(pets.dir, 'load-tests', '.loadtool.generated.yaml'), 'utf8')).resolves.toBe(
      await pets.yaml(),
    );
    await writeFile(pets.output, handEdit(await pets.yaml()));
    // Since then: a new schema default, a new p99 in the config, GET /owners out of the plan.
    await pets.write(50, 4000, PLAN.replace('- GET /owners 1 users 1s\n', ''));

    const { code, stdout, stderr } = await pets.generate();

    expect(stderr).not.toContain('error');
    expect(code).toBe(0);
    const text = await pets.yaml();
    parseLoadTest(text, pets.output);
    expect(byName(text, 'Get pet')).toMatchObject({
      params: { petId: 42 },
      concurrentUsers: 2,
      thinkTime: '10ms',
      thresholds: { p99: '3000ms', okRate: '50%' },
    });
    expect(byName(text, 'List pets')).toMatchObject({ query: { limit: 50 }, thresholds: { p99: '4000ms' } });
    expect(scenariosOf(text).map((scenario) => scenario.name)).toEqual(['List pets', 'Get pet']);
    expect(stdout).toContain(`kept your params.petId of Get pet (line ${lineOf(text, 'petId: 42')})`);
    expect(stdout).toContain(`kept your concurrentUsers of Get pet (line ${lineOf(text, 'concurrentUsers: 2')})`);
    expect(stdout).toContain(`kept your thinkTime of Get pet (line ${lineOf(text, 'thinkTime')})`);
    expect(stdout).toContain(`kept your thresholds.p99 of Get pet (line ${lineOf(text, 'p99: 3000ms')})`);
    expect(stdout).toContain('dropped List owners (GET /owners)');
    expect(stdout).not.toContain('of List pets');

    // The record is the new generation: a third run changes nothing and keeps the same edits.
    const again = await pets.generate();
    expect(again.code).toBe(0);
    expect(await pets.yaml()).toBe(text);
    expect(again.stdout).toContain('kept your params.petId of Get pet');
  });

  it('an edit that no longer fits the regenerated scenario is an error that says so, and nothing is written', async () => {
    const pets = await project();
    await pets.generate();
    const edited = handEdit(await pets.yaml());
    await writeFile(pets.output, edited);
    // The path parameter was renamed: the kept petId no longer belongs to the path.
    const renamed = JSON.stringify(openapi(20)).replaceAll('petId', 'id');
    await writeFile(join(pets.dir, 'openapi.json'), renamed);
    await writeFile(join(pets.dir, 'qa-plan.md'), PLAN.replace('{petId}', '{id}'));

    const { code, stderr } = await pets.generate();

    expect(code).toBe(2);
    expect(stderr).toMatch(/params\.petId.*with your edits kept, not written: .*`loadtool generate --fresh`/);
    expect(await pets.yaml()).toBe(edited);
  });

  it('--fresh throws the edits away', async () => {
    const pets = await project();
    await pets.generate();
    const generated = await pets.yaml();
    await writeFile(pets.output, handEdit(generated));

    const { code, stdout } = await pets.generate('--fresh');

    expect(code).toBe(0);
    expect(await pets.yaml()).toBe(generated);
    expect(stdout).not.toContain('kept your');
  });

  it('gate --generate always keeps the edits too, and says so', async () => {
    const server = createServer((_, response) => response.end('ok'));
    servers.push(server);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const pets = await project(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
    await pets.generate();
    await writeFile(pets.output, handEdit(await pets.yaml()));
    const lines: string[] = [];
    const reporter: PipelineReporter = {
      info: (message) => lines.push(message),
      warning: (message) => lines.push(message),
      group: (title, body) => lines.push(title, ...body),
      secret: () => undefined,
      progress: () => undefined,
      progressDone: () => undefined,
    };

    const result = await runPipeline(
      { config: join(pets.dir, 'qa.config.json'), plan: join(pets.dir, 'qa-plan.md'), generate: 'always' },
      reporter,
      { env: {} },
    );

    expect(result).toMatchObject({ exitCode: 0 });
    const text = await pets.yaml();
    expect(byName(text, 'Get pet')).toMatchObject({ params: { petId: 42 }, thinkTime: '10ms' });
    expect(lines).toContain(`kept your params.petId of Get pet (line ${lineOf(text, 'petId: 42')})`);
  });
});
