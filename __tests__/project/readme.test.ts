import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, it } from '@jest/globals';
import schema from '../../schemas/qa.config.schema.json' with { type: 'json' };
import { REFERENCE_PAGE, renderConfigReference, replaceReference } from '../../src/config/reference.js';
import { readApiSchema } from '../../src/schema/read-schema.js';
import { ROOT } from '../helpers/bundle.js';
import { useTempDirs } from '../helpers/temp-dir.js';

const tempDir = useTempDirs();

it('the configuration reference in docs/configuration.md is the one the JSON Schema gives (run `npm run docs` when it is not)', async () => {
  expect(REFERENCE_PAGE).toBe('docs/configuration.md');
  const page = await readFile(join(ROOT, REFERENCE_PAGE), 'utf8');
  expect(replaceReference(page, renderConfigReference(schema))).toBe(page);
});

it('the reference has a row for nested fields, with their defaults and when they are required', () => {
  const cells = (field: string) =>
    renderConfigReference(schema)
      .split('\n')
      .find((row) => row.startsWith(`| \`${field}\` |`))
      ?.split(' | ')
      .slice(1, 4);
  expect(cells('domains.performance.thresholds.okRequestPercent')).toEqual([
    'number',
    '',
    'when performance is enabled',
  ]);
  expect(cells('domains.api.reportDir')).toEqual(['string', '`"./qa-reports/api"`', '']);
  expect(cells('requirements.docsPath')).toEqual(['string \\| null', '`"./requirements"`', '']);
});

it.each([
  { row: 'HTTP bearer, OAuth2, OpenID Connect', scheme: { type: 'http', scheme: 'bearer' } },
  { row: 'HTTP basic', scheme: { type: 'http', scheme: 'basic' } },
  { row: 'API key in a header', scheme: { type: 'apiKey', in: 'header', name: 'X-API-Key' } },
  { row: 'API key in the query', scheme: { type: 'apiKey', in: 'query', name: 'api_key' } },
  { row: 'API key in a cookie', scheme: { type: 'apiKey', in: 'cookie', name: 'session' } },
])('docs/schemas.md says what generation writes for $row', async ({ row, scheme }) => {
  const dir = await tempDir();
  await writeFile(
    join(dir, 'api.json'),
    JSON.stringify({
      openapi: '3.0.3',
      info: { title: 't', version: '1' },
      components: { securitySchemes: { auth: scheme } },
      security: [{ auth: [] }],
      paths: { '/a': { get: { responses: {} } } },
    }),
  );
  const api = await readApiSchema(join(dir, 'api.json'), { baseDir: dir });
  const written = Object.entries({ ...api.securityHeaders, ...api.operations[0]!.request.query }).map(
    ([name, value]) => `${name}: "${String(value)}"`,
  );
  const page = await readFile(join(ROOT, 'docs/schemas.md'), 'utf8');
  // Prettier pads a table's cells to the width of their column.
  const line = page.split('\n').find((text) => text.replace(/ +\|/g, ' |').startsWith(`| ${row} |`));
  expect(written).toHaveLength(1);
  expect(line).toContain(`\`${written[0]}\``);
});
