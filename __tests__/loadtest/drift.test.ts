import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { findDrift } from '../../src/loadtest/drift.js';
import { parseLoadTest } from '../../src/loadtest/validate.js';
import type { Operation } from '../../src/schema/operation.js';
import { ROOT } from '../helpers/bundle.js';
import { loadtool } from '../helpers/cli.js';
import { useTempDirs } from '../helpers/temp-dir.js';

const SHOP = join(ROOT, '__tests__/fixtures/shop.openapi.yaml');

const operation = (key: string, safe = key.startsWith('GET') || key.startsWith('query')): Operation => ({
  key,
  method: key.startsWith('query') || key.startsWith('mutation') ? 'POST' : key.split(' ')[0]!,
  path: key.startsWith('/') ? key : (key.split(' ')[1] ?? '/graphql'),
  title: key,
  safe,
  request: {},
});

const loadTest = parseLoadTest(
  `version: 1
baseUrl: http://127.0.0.1:3000
scenarios:
  - name: List pets
    endpoint: GET /pets
    concurrentUsers: 1
    duration: 4s
  - name: Get a pet
    endpoint: GET /pets/{id}
    params: { id: 1 }
    concurrentUsers: 1
    duration: 4s
  - name: Old endpoint
    endpoint: GET /kennels
    concurrentUsers: 1
    duration: 4s
  - name: "GraphQL: owners"
    endpoint: POST /graphql
    graphql: { query: "query Owners { owners { id } }" }
    concurrentUsers: 1
    duration: 4s
  - name: "GraphQL: removed"
    endpoint: POST /graphql
    graphql: { query: "query Gone { vets { id } }" }
    concurrentUsers: 1
    duration: 4s
`,
  'loadtool.yaml',
);

describe('drift between a load test and the schema', () => {
  it('lists the operations in scope that no scenario covers, and the scenarios the schema does not know', () => {
    const operations = [
      'GET /pets',
      'GET /pets/{petId}',
      'POST /pets',
      'GET /owners',
      'query owners',
      'query pets',
    ].map((key) => operation(key));
    const drift = findDrift(
      loadTest,
      operations,
      operations.filter((o) => o.safe),
    );
    expect(drift.uncovered.map((o) => o.key)).toEqual(['GET /owners', 'query pets']);
    expect(drift.unknown).toEqual([
      { index: 2, name: 'Old endpoint', endpoint: 'GET /kennels', line: 13 },
      { index: 4, name: 'GraphQL: removed', endpoint: 'POST /graphql', line: 22 },
    ]);
  });

  it('no drift when every operation in scope is covered and every scenario is known', () => {
    const operations = ['GET /pets', 'GET /pets/{petId}', 'GET /kennels', 'query owners', 'query vets'].map((key) =>
      operation(key),
    );
    expect(findDrift(loadTest, operations, operations)).toEqual({ uncovered: [], unknown: [] });
  });
});

describe('writes that generation leaves out', () => {
  const refused = { ...operation('DELETE /notes'), write: { kind: 'refused' as const, reason: 'no filter' } };
  const operations = [operation('GET /pets'), refused];

  it('are no gap while the load test keeps its writes to its own records', () => {
    expect(findDrift(loadTest, operations, operations).uncovered).toEqual([]);
  });

  it('are one with defaults.writes: existing, which would generate them', () => {
    const existing = { ...loadTest, writes: 'existing' as const };
    expect(findDrift(existing, operations, operations).uncovered.map((o) => o.key)).toEqual(['DELETE /notes']);
  });
});

describe('loadtool validate --schema', () => {
  const tempDir = useTempDirs();

  it('warns about drift on stderr and still exits 0', async () => {
    const dir = await tempDir();
    const file = join(dir, 'loadtool.yaml');
    await writeFile(
      file,
      'version: 1\nbaseUrl: http://127.0.0.1:3000/v1\nscenarios:\n  - name: Products\n    endpoint: GET /products\n    concurrentUsers: 1\n    duration: 4s\n  - name: Kennels\n    endpoint: GET /kennels\n    concurrentUsers: 1\n    duration: 4s\n',
    );
    await writeFile(join(dir, 'qa-plan.md'), '## Performance\n\n- GET /products\n- GET /search\n');
    const { code, stdout, stderr } = await loadtool([
      'validate',
      file,
      '--schema',
      SHOP,
      '--plan',
      join(dir, 'qa-plan.md'),
    ]);
    expect(code).toBe(0);
    expect(stdout).toBe(`${file}: 2 scenarios, valid\n`);
    expect(stderr.trimEnd().split('\n')).toEqual([
      `${file}:8: scenarios[1]: warning: GET /kennels exercises nothing in ${SHOP} (removed or renamed?): update the scenario or remove it`,
      `${file}: warning: GET /search is in scope but no scenario covers it: add one (with \`skip: "<reason>"\` to keep it from running), leave it out with a plan line \`- not GET /search\`, or regenerate with \`loadtool generate\``,
    ]);
  });
});
