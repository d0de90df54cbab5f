import type { RunResults } from '../results/types.js';
import { tooShortToMask } from '../masker.js';
import { findPlaceholders, isBuiltIn } from '../placeholders.js';
import type { LoadTest } from '../loadtest/types.js';

/**
 * Returns the values to mask of a load test: those of the environment variables that its `${NAME}` placeholders name,
 * when set, and the password of its base URL's user information; those too short to mask safely left out (see
 * `shortSecretNames`).
 */
export function secretValues(loadTest: LoadTest, env: NodeJS.ProcessEnv): string[] {
  const values = placeholderNames(loadTest).map((name) => env[name]);
  return [...values, ...urlPasswords(loadTest.baseUrl)].filter(
    (value): value is string => Boolean(value) && !tooShortToMask(value!),
  );
}

/** Returns the names of the `${NAME}` variables of a load test whose values are set but too short to mask safely. */
export function shortSecretNames(loadTest: LoadTest, env: NodeJS.ProcessEnv): string[] {
  return placeholderNames(loadTest).filter((name) => tooShortToMask(env[name] ?? ''));
}

/** Returns the names of a load test's `${NAME}` variables; `${uuid}` is a value of the run's own, never a secret. */
function placeholderNames(loadTest: LoadTest): string[] {
  const names = findPlaceholders(JSON.stringify(loadTest)).flatMap(({ name }) => (isBuiltIn(name) ? [] : [name]));
  return [...new Set(names)];
}

/** The password of a URL's user information, as written and decoded: a server's error may echo either. */
function urlPasswords(url: string): string[] {
  if (!URL.canParse(url)) return [];
  const { password } = new URL(url);
  if (!password) return [];
  let decoded = password;
  try {
    decoded = decodeURIComponent(password);
  } catch {
    // A malformed escape: the password as written is all there is.
  }
  return [...new Set([password, decoded])];
}

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
