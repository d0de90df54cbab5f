// The text of results.json for a run, the one form every writer uses.
import type { RunResults } from './types.js';

/**
 * Returns the text of results.json for a run: the results as indented JSON with a final line break, the one form
 * every writer uses (the report files, `loadtool report --format json`).
 */
export function serializeResults(results: RunResults): string {
  return `${JSON.stringify(results, null, 2)}\n`;
}
