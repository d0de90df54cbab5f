// Prints the configuration reference, rendered from schemas/qa.config.schema.json; with --write, puts it into
// docs/configuration.md between the config-reference markers. A test fails when the page and the schema disagree.
import { readFileSync, writeFileSync } from 'node:fs';
import schema from '../schemas/qa.config.schema.json' with { type: 'json' };
import { REFERENCE_PAGE, renderConfigReference, replaceReference } from '../src/config/reference.js';

const table = renderConfigReference(schema);
if (process.argv.includes('--write')) {
  writeFileSync(REFERENCE_PAGE, replaceReference(readFileSync(REFERENCE_PAGE, 'utf8'), table));
} else {
  process.stdout.write(table);
}
