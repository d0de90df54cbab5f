import type { RunResults } from '../engine/results.js';
import { findPlaceholders } from '../placeholders.js';
import type { LoadTest } from '../loadtest/types.js';

/** Returns the values of the environment variables that the load test's `${NAME}` placeholders name, when set. */
export function secretValues(loadTest: LoadTest, env: NodeJS.ProcessEnv): string[] {
  const names = new Set(findPlaceholders(JSON.stringify(loadTest)).map(({ name }) => name));
  return [...names].map((name) => env[name]).filter((value): value is string => Boolean(value));
}

/** The string fields of results.json that are codes, dates or encodings, never text a secret could be in. */
const UNMASKED_KEYS = new Set(['histogram', 'outcome', 'startedAt', 'finishedAt', 'key', 'unit']);

/** Returns the results with every free-text string masked; numbers and structure are left as they are. */
export function maskResults(results: RunResults, mask: (text: string) => string): RunResults {
  return JSON.parse(
    JSON.stringify(results, (key, value: unknown) =>
      typeof value === 'string' && !UNMASKED_KEYS.has(key) ? mask(value) : value,
    ),
  ) as RunResults;
}
