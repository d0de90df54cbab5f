// src/results/ owns results.json; this reads one: bounded, parsed, checked against its schema.
import { InputError } from '../errors.js';
import { THRESHOLD_DEFINITIONS } from '../vocabulary/thresholds.js';
import { jsonSyntaxError } from './json-syntax-error.js';
import { FileRefused, readBoundedText } from './read-results-text.js';
import { resultsProblems } from './results-problems.js';
import type { RunResults, ThresholdResult } from './types.js';

/** What to do about a file that is not a results.json: every results file is written by loadtool. */
const PASS_RESULTS = 'pass the path of a results.json written by `loadtool run` or `loadtool gate`';

/**
 * Reads a results.json written by `loadtool run` or `loadtool gate` and returns its results; throws an InputError (exit
 * 2) naming the file when it cannot be read, is not a regular file, is larger than MAX_RESULTS_BYTES, is not JSON (at
 * its line and column, never quoting the text), is not of version 1, or does not fit schemas/results.schema.json (then
 * with every problem at once, each at its JSON path). A threshold written before results kept its `bound` gets its
 * key's. Every command that reads a results file reads it here.
 */
export async function readResults(file: string): Promise<RunResults> {
  const problem = (message: string) => new InputError(file, [{ path: '', message }]);
  const text = await readBoundedText(file).catch((error: unknown) => {
    throw error instanceof FileRefused ? problem(`${error.message}: ${PASS_RESULTS}`) : error;
  });
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    // JSON.parse's message quotes a piece of the text, which may be anything: a secret too.
    const where = jsonSyntaxError(text);
    throw new InputError(file, [
      {
        path: '',
        ...(where && { line: where.line, column: where.column }),
        message: `is not JSON: expected ${where?.expected ?? 'JSON'} here; ${PASS_RESULTS}`,
      },
    ]);
  }
  const results = value as Partial<RunResults> | null;
  if (results?.version !== 1 || !Array.isArray(results.scenarios))
    throw problem('is not a results.json of version 1: it needs "version": 1 and a "scenarios" list');
  const problems = resultsProblems(value);
  if (problems.length > 0) throw new InputError(file, problems);
  return withBounds(results as RunResults);
}

/** A threshold as a version-1 file may hold it: without `bound` when written before results kept it. */
type ThresholdAsRead = Omit<ThresholdResult, 'bound'> & Partial<Pick<ThresholdResult, 'bound'>>;

/** Returns the results with each threshold's `bound`, taken from its key where the file has none. */
function withBounds(results: RunResults): RunResults {
  return {
    ...results,
    scenarios: results.scenarios.map((scenario) => ({
      ...scenario,
      thresholds: (scenario.thresholds as ThresholdAsRead[]).map(({ key, bound, ...rest }) => ({
        key,
        bound: bound ?? THRESHOLD_DEFINITIONS[key].bound,
        ...rest,
      })),
    })),
  };
}
