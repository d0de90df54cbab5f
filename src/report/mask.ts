// A run's results with every string a server or a message could echo masked, before they are written.
import type { RunResults } from '../results/types.js';

/**
 * The string fields of results.json that hold our own data, never text that a server or a message could echo: the
 * names, endpoints and base URL that come from loadtool.yaml, and codes, dates and encodings. Masking them would only
 * corrupt them. Every other string (errors, samples' bodies and reasons, GraphQL messages, failed checks, triage
 * evidence and next steps, the generator's message) is masked, and so is any string field added later.
 */
const OWN_KEYS = new Set([
  'name',
  'endpoint',
  'baseUrl',
  'histogram',
  'outcome',
  'startedAt',
  'finishedAt',
  'key',
  'unit',
  'category',
  'check',
  'writes',
]);

/** Returns the results with every free-text string masked; names, endpoints, codes, numbers and structure as they are. */
export function maskResults(results: RunResults, mask: (text: string) => string): RunResults {
  return JSON.parse(
    JSON.stringify(results, (key, value: unknown) =>
      typeof value === 'string' && !OWN_KEYS.has(key) ? mask(value) : value,
    ),
  ) as RunResults;
}
