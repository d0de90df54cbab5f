import { readFile } from 'node:fs/promises';
import { expect, it } from '@jest/globals';
import schema from '../schemas/qa.config.schema.json' with { type: 'json' };
import { renderConfigReference, replaceReference } from '../src/config/reference.js';
import { ROOT } from './helpers/bundle.js';

it('the README configuration reference is the one the JSON Schema gives (run `npm run docs` when it is not)', async () => {
  const readme = await readFile(`${ROOT}/README.md`, 'utf8');
  expect(replaceReference(readme, renderConfigReference(schema))).toBe(readme);
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
