import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, it } from '@jest/globals';
import { parse } from 'yaml';
import { parseLoadTest } from '../src/loadtest/validate.js';
import { prepareLoadTest } from '../src/pipeline/generate-stage.js';
import { performanceConfig } from './helpers/qa-config.js';
import { useTempDirs } from './helpers/temp-dir.js';

const tempDir = useTempDirs();

// A login flow runs in the closed model for now: generation keeps it with users when the plan asks for a rate, so
// that what it writes still validates, and says why beside the users.
const API = `openapi: 3.0.3
info: { title: Shop, version: '1' }
security: [{ auth: [] }]
components:
  securitySchemes:
    auth: { type: oauth2, flows: { password: { tokenUrl: /oauth/token, scopes: {} } } }
paths:
  /pets:
    get:
      summary: List pets
      responses: { '200': { description: ok } }
  /health:
    get:
      summary: Health
      security: []
      responses: { '200': { description: ok } }
`;

it('a plan rate on an operation generated as a login flow keeps users, with a comment; the file validates', async () => {
  const dir = await tempDir();
  await writeFile(join(dir, 'openapi.yaml'), API);
  await writeFile(
    join(dir, 'qa.config.json'),
    JSON.stringify(
      performanceConfig('flows', {
        baseUrl: 'http://127.0.0.1:3000',
        schemaUrl: './openapi.yaml',
        thresholds: { p99LatencyMs: 1000, okRequestPercent: 99 },
      }),
    ),
  );
  await writeFile(
    join(dir, 'qa-plan.md'),
    '# Plan\n\n## Performance\n\nLogin: ${SHOP_USER} / ${SHOP_PASSWORD}\n\nLoad: 50/s for 5s\n',
  );
  const prepared = await prepareLoadTest({
    config: join(dir, 'qa.config.json'),
    plan: join(dir, 'qa-plan.md'),
    output: join(dir, 'loadtool.yaml'),
  });
  const text = prepared.render();
  const written = (parse(text) as { scenarios: Array<Record<string, unknown>> }).scenarios;
  expect(written.map(({ name, concurrentUsers, arrivalRate }) => ({ name, concurrentUsers, arrivalRate }))).toEqual([
    { name: 'List pets', concurrentUsers: 10, arrivalRate: undefined },
    { name: 'Health', concurrentUsers: undefined, arrivalRate: '50/s' },
  ]);
  expect(text).toContain(
    'concurrentUsers: 10 # the plan asks for 50/s: a login flow runs with users (the closed model) for now',
  );
  expect(prepared.scenarios.map((s) => [s.name, s.concurrentUsers, s.arrivalRate])).toEqual([
    ['List pets', 10, undefined],
    ['Health', 50, '50/s'],
  ]);
  const { scenarios } = parseLoadTest(text, 'loadtool.yaml', { env: { SHOP_USER: 'u', SHOP_PASSWORD: 'p' } });
  expect(scenarios.map((s) => [s.name, s.arrival?.stages])).toEqual([
    ['List pets', undefined],
    ['Health', [{ durationSeconds: 5, target: 50, line: expect.any(Number) as unknown as number }]],
  ]);
});
