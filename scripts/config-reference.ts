// Prints the README's configuration reference, rendered from schemas/qa.config.schema.json; with --write, puts it
// into README.md between the config-reference markers. A test fails when the README and the schema disagree.
import { readFileSync, writeFileSync } from 'node:fs';
import schema from '../schemas/qa.config.schema.json' with { type: 'json' };
import { renderConfigReference, replaceReference } from '../src/config/reference.js';

const table = renderConfigReference(schema);
if (process.argv.includes('--write')) {
  writeFileSync('README.md', replaceReference(readFileSync('README.md', 'utf8'), table));
} else {
  process.stdout.write(table);
}
