// An import's input read: a regular file, bounded in size, parsed as JSON when the format is JSON.
import { readFile, stat } from 'node:fs/promises';
import { jsonSyntaxError } from '../results/json-syntax-error.js';
import { ImportError } from './import-error.js';

/**
 * The largest input read: a HAR with response bodies of a long session stays well below it.
 * @internal Exported for the tests.
 */
export const MAX_INPUT_BYTES = 50 * 1024 * 1024;
/**
 * The most requests (HAR entries, collection items, script calls) a journey may hold.
 * @internal Exported for the tests.
 */
export const MAX_REQUESTS = 2_000;

/** Returns a file's text, or throws an ImportError naming the file and what to do. */
export async function readInput(file: string, what: string): Promise<string> {
  const info = await stat(file).catch(() => undefined);
  if (!info) throw new ImportError(file, [{ path: '', message: `not found: pass the path of ${what}` }]);
  if (!info.isFile()) throw new ImportError(file, [{ path: '', message: `is not a file: pass the path of ${what}` }]);
  if (info.size > MAX_INPUT_BYTES)
    throw new ImportError(file, [
      {
        path: '',
        message: `is ${(info.size / 1024 / 1024).toFixed(0)} MiB, over the ${MAX_INPUT_BYTES / 1024 / 1024} MiB an import reads: record a shorter journey, or export without response bodies of assets`,
      },
    ]);
  return (await readFile(file, 'utf8')).replace(/^\uFEFF/, '');
}

/**
 * Returns the JSON data of a file's text, or throws an ImportError with the line and column of the syntax error and
 * what was expected there, never quoting the text (it may hold a secret).
 */
export function parseJsonInput(text: string, file: string, what: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    const error = jsonSyntaxError(text);
    const where = error ? { line: error.line, column: error.column } : {};
    const expected = error ? ` (expected ${error.expected})` : '';
    throw new ImportError(file, [{ path: '', ...where, message: `is not JSON${expected}: pass ${what}` }]);
  }
}

/** Throws when a journey holds more requests than an import takes. */
export function checkCount(count: number, file: string, what: string): void {
  if (count > MAX_REQUESTS)
    throw new ImportError(file, [
      { path: '', message: `holds ${count} ${what}, over the ${MAX_REQUESTS} an import takes: split the journey` },
    ]);
}

/** Returns a value read from JSON as text: a string, number or boolean as written, anything else as ''. */
export function scalarText(value: unknown): string {
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' ? String(value) : '';
}
