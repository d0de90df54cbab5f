import { readFile } from 'node:fs/promises';
import { InputError } from '../errors.js';
import { THRESHOLD_DEFINITIONS } from '../vocabulary/thresholds.js';
import { resultsProblems } from './results-problems.js';
import type { RunResults, ThresholdResult } from './types.js';

/**
 * Reads a results.json written by `loadtool run` or `loadtool gate` and returns its results; throws an InputError (exit
 * 2) naming the file when it cannot be read, is not JSON, is not of version 1, or does not fit
 * schemas/results.schema.json (then with every problem at once, each at its JSON path). A threshold written before
 * results kept its `bound` gets its key's.
 */
export async function readResults(file: string): Promise<RunResults> {
  const problem = (message: string) => new InputError(file, [{ path: '', message }]);
  const text = await readFile(file, 'utf8').catch(() => {
    throw problem('cannot be read: pass the path of a results.json written by `loadtool run` or `loadtool gate`');
  });
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw problem(`is not JSON (${(error as Error).message})`);
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
