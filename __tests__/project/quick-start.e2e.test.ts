import type { Server } from 'node:http';
import { readFile, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { expect, it } from '@jest/globals';
import express from 'express';
import { ROOT, runBundle } from '../helpers/bundle.js';
import { useServers } from '../helpers/servers.js';
import { useTempDirs } from '../helpers/temp-dir.js';

const tempDir = useTempDirs();
const servers = useServers();

/** The schema of a project that has never seen qa-perf: a list and a look-up whose id the list gives. */
const OPENAPI = `openapi: 3.0.3
info: { title: Pets, version: "1" }
paths:
  /pets:
    get:
      operationId: listPets
      responses:
        "200":
          description: the pets
          content:
            application/json:
              schema: { type: array, items: { $ref: "#/components/schemas/Pet" } }
  /pets/{petId}:
    get:
      operationId: getPet
      parameters: [{ name: petId, in: path, required: true, schema: { type: integer } }]
      responses:
        "200":
          description: one pet
          content: { application/json: { schema: { $ref: "#/components/schemas/Pet" } } }
        "404": { description: no such pet }
components:
  schemas:
    Pet:
      type: object
      required: [id, name]
      properties: { id: { type: integer }, name: { type: string } }
`;

/** The lines of the README's quick start: its first `sh` block. */
async function quickStart(): Promise<string[]> {
  const readme = await readFile(join(ROOT, 'README.md'), 'utf8');
  const section = readme.split(/^## Quick start$/m)[1]?.split(/^## /m)[0] ?? '';
  const block = /```sh\n([\s\S]*?)```/.exec(section)?.[1] ?? '';
  return block.split('\n').filter((line) => line.trim() !== '' && !line.startsWith('#'));
}

/** Starts the API on a free loopback port; returns the port. */
async function startApi(): Promise<number> {
  const pets = [
    { id: 1, name: 'Rex' },
    { id: 2, name: 'Tom' },
  ];
  const app = express();
  app.get('/pets', (_request, response) => {
    response.json(pets);
  });
  app.get('/pets/:petId', (request, response) => {
    const pet = pets.find(({ id }) => String(id) === request.params.petId);
    if (pet) response.json(pet);
    else response.status(404).json({ message: 'no such pet' });
  });
  const server: Server = await new Promise((resolve) => {
    const listening = app.listen(0, '127.0.0.1', () => {
      resolve(listening);
    });
  });
  servers.push(server);
  return (server.address() as AddressInfo).port;
}

/** Runs one command of the quick start, `npx loadtool` being this repository's bundled CLI, as npm installs it. */
async function run(line: string, cwd: string) {
  const args = line.replace(/^npx loadtool /, '').split(' ');
  const { code, stdout, stderr } = await runBundle('dist/cli/index.js', args, { cwd, env: {}, timeoutMs: 100_000 });
  return { code, output: stdout + stderr };
}

it('the README quick start works as printed in a fresh project that holds only its API schema', async () => {
  const lines = await quickStart();
  expect(lines).toEqual([
    expect.stringMatching(/^npx loadtool init --base-url http:\/\/localhost:3000$/),
    'npx loadtool generate',
    'npx loadtool run',
  ]);
  const dir = await tempDir();
  await writeFile(join(dir, 'openapi.yaml'), OPENAPI);
  const port = await startApi();
  const [init, generate, runLoad] = lines.map((line) => line.replace(':3000', `:${port}`));

  const initialised = await run(init!, dir);
  expect([initialised.code, initialised.output]).toEqual([0, expect.stringContaining('Wrote qa-plan.md')]);

  const generated = await run(generate!, dir);
  expect([generated.code, generated.output]).toEqual([
    0,
    expect.stringContaining('Wrote load-tests/loadtool.yaml: 2 scenarios'),
  ]);
  // The look-up takes its ids from the list, as the probe found them working.
  expect(await readFile(join(dir, 'load-tests/loadtool.yaml'), 'utf8')).toContain('from: GET /pets');

  const ran = await run(runLoad!, dir);
  const results = JSON.parse(await readFile(join(dir, 'qa-reports/perf/results.json'), 'utf8')) as {
    outcome: string;
    scenarios: { requests: { total: number } }[];
  };
  // As the README says: 0 when every scenario passed, 1 when one breached its limits; which one is the machine's.
  expect([ran.code, results.outcome]).toEqual(ran.code === 0 ? [0, 'passed'] : [1, 'failed']);
  expect(results.scenarios).toHaveLength(2);
  for (const scenario of results.scenarios) expect(scenario.requests.total).toBeGreaterThan(0);
  await expect(readFile(join(dir, 'qa-reports/perf/summary.md'), 'utf8')).resolves.toContain('GET /pets');
}, 180_000);
