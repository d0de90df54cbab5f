import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { readScope } from '../../../src/plan/read-scope.js';
import { loadtool } from '../../helpers/cli.js';
import { useTempDirs } from '../../helpers/temp-dir.js';

const tempDir = useTempDirs();

/** A project as a new user has it: an API schema and nothing of qa-perf yet. */
async function freshProject(): Promise<{ dir: string; config: string }> {
  const dir = await tempDir();
  await writeFile(
    join(dir, 'openapi.yaml'),
    [
      'openapi: 3.0.3',
      'info: { title: Shop, version: "1" }',
      'paths:',
      '  /pets:',
      '    get: { operationId: listPets, responses: { "200": { description: ok } } }',
      '  /pets/{petId}:',
      '    delete:',
      '      operationId: deletePet',
      '      parameters: [{ name: petId, in: path, required: true, schema: { type: string } }]',
      '      responses: { "204": { description: gone } }',
      '',
    ].join('\n'),
  );
  return { dir, config: join(dir, 'qa.config.json') };
}

describe('loadtool init, the first of the quick start', () => {
  it('writes a starter qa-plan.md beside the config: every operation safe to repeat, for a short first run', async () => {
    const { dir, config } = await freshProject();
    const { code, stdout } = await loadtool(['init', '--config', config, '--base-url', 'http://localhost:3000']);
    expect(code).toBe(0);
    const plan = join(dir, 'qa-plan.md');
    expect(stdout).toContain(`Wrote ${plan}`);
    expect(readScope(await readFile(plan, 'utf8'), plan)).toEqual({
      found: true,
      entries: [],
      defaults: { concurrentUsers: 10, duration: '10s' },
      excluded: [],
    });
    expect(stdout).toContain('Then `loadtool generate` writes the load test and `loadtool run` runs it.');
  });

  it('leaves a qa-plan.md that is already there as it was, and says so', async () => {
    const { dir, config } = await freshProject();
    const plan = join(dir, 'qa-plan.md');
    await writeFile(plan, '## Performance\n\n- GET /pets\n');
    const { code, stdout } = await loadtool(['init', '--config', config, '--base-url', 'http://localhost:3000']);
    expect(code).toBe(0);
    expect(await readFile(plan, 'utf8')).toBe('## Performance\n\n- GET /pets\n');
    expect(stdout).toContain(`Kept ${plan}`);
  });

  it('writes none when generation would find one under requirements/: a plan at the root would hide it', async () => {
    const { dir, config } = await freshProject();
    await mkdir(join(dir, 'requirements'));
    await writeFile(join(dir, 'requirements', 'qa-plan.md'), '## Performance\n');
    const { code, stdout } = await loadtool(['init', '--config', config, '--base-url', 'http://localhost:3000']);
    expect(code).toBe(0);
    expect(stdout).toContain(`Kept ${join(dir, 'requirements', 'qa-plan.md')}`);
    await expect(readFile(join(dir, 'qa-plan.md'), 'utf8')).rejects.toThrow('ENOENT');
  });

  it('writes what `loadtool generate` then accepts as it is, with no flag', async () => {
    const { dir, config } = await freshProject();
    expect((await loadtool(['init', '--config', config, '--base-url', 'http://localhost:3000'])).code).toBe(0);
    const output = join(dir, 'load-tests', 'loadtool.yaml');
    const { code, stdout, stderr } = await loadtool(['generate', '--config', config, '-o', output, '--no-probe']);
    expect([code, stderr]).toEqual([0, expect.stringContaining('every GET and HEAD operation')]);
    expect(stdout).toContain(`Wrote ${output}: 1 scenarios against http://localhost:3000`);
    const written = await readFile(output, 'utf8');
    expect(written).toContain('endpoint: GET /pets');
    expect(written).not.toContain('DELETE');
    expect(written).toMatch(/concurrentUsers: 10\n\s+duration: 10s/);
  });

  it('without a base URL writes no plan: the config lists what is missing first, exit 2', async () => {
    const { dir, config } = await freshProject();
    const { code } = await loadtool(['init', '--config', config]);
    expect(code).toBe(2);
    await expect(readFile(join(dir, 'qa-plan.md'), 'utf8')).rejects.toThrow('ENOENT');
  });
});
