// Which values are secrets: those of a load test's `${NAME}`s, and the passwords in URLs.
import { tooShortToMask } from './masker.js';
import { findPlaceholders, isRunValue } from './placeholders.js';

/**
 * Returns the values to mask of a load test, parsed or as read from YAML: those of the environment variables that its
 * `${NAME}` placeholders name, when set, and the password of its base URL's user information; those too short to mask
 * safely left out (see `shortSecretNames`). A leaf module, so that validation can mask what a script's top level
 * throws before the load test is whole.
 */
export function secretValues(loadTest: unknown, env: NodeJS.ProcessEnv): string[] {
  const values = placeholderNames(loadTest).map((name) => env[name]);
  return [...values, ...urlPasswords([baseUrlOf(loadTest)])].filter(
    (value): value is string => Boolean(value) && !tooShortToMask(value!),
  );
}

/** Returns the names of the `${NAME}` variables of a load test whose values are set but too short to mask safely. */
export function shortSecretNames(loadTest: unknown, env: NodeJS.ProcessEnv): string[] {
  return placeholderNames(loadTest).filter((name) => tooShortToMask(env[name] ?? ''));
}

/** Returns the names of a load test's `${NAME}` variables; `${uuid}` and `${data.<column>}` are the run's own values, never secrets. */
function placeholderNames(loadTest: unknown): string[] {
  const names = findPlaceholders((JSON.stringify(loadTest) as string | undefined) ?? '').flatMap(({ name }) =>
    isRunValue(name) ? [] : [name],
  );
  return [...new Set(names)];
}

function baseUrlOf(loadTest: unknown): string | undefined {
  const baseUrl = (loadTest as { baseUrl?: unknown } | null)?.baseUrl;
  return typeof baseUrl === 'string' ? baseUrl : undefined;
}

/**
 * Returns the passwords of the URLs' user information, as written and decoded (a server's error may echo either):
 * credentials in a URL are secrets wherever the URL appears.
 */
export function urlPasswords(urls: readonly (string | undefined)[]): string[] {
  const passwords = urls.flatMap((url) => {
    if (url === undefined || !URL.canParse(url)) return [];
    const { password } = new URL(url);
    if (!password) return [];
    let decoded = password;
    try {
      decoded = decodeURIComponent(password);
    } catch {
      // A malformed escape: the password as written is all there is.
    }
    return [password, decoded];
  });
  return [...new Set(passwords)];
}
