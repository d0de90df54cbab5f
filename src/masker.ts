/**
 * Returns a function that replaces each of the secrets in a text with `***`. Every stage that handles a secret (the
 * schema fetch's headers, the load test's `${NAME}` values) masks with it, before anything reaches a log or a file.
 */
export function maskerOf(secrets: readonly string[]): (text: string) => string {
  // Longest first, so that a secret containing another is masked whole.
  const sorted = [...new Set(secrets)].filter(Boolean).sort((a, b) => b.length - a.length);
  return (text) => sorted.reduce((masked, secret) => masked.split(secret).join('***'), text);
}
