/**
 * Secrets shorter than this are not masked. Masking a one-character secret (`API_TOKEN=o`) would replace that letter
 * in every text, and still hide nothing worth hiding; GitHub's masker has the same problem, so such a value is not
 * given to it either. Whoever registers secrets warns about the short ones, naming them (see `tooShortToMask`).
 */
export const MIN_MASKED_LENGTH = 4;

/** Returns whether a secret is too short to be masked safely (see MIN_MASKED_LENGTH); an empty value is no secret. */
export function tooShortToMask(secret: string): boolean {
  return secret.length > 0 && secret.length < MIN_MASKED_LENGTH;
}

/**
 * Returns a function that replaces each of the secrets in a text with `***`. Every stage that handles a secret (the
 * schema fetch's headers, the load test's `${NAME}` values) masks with it, before anything reaches a log or a file.
 * Secrets too short to mask safely are left out.
 */
export function maskerOf(secrets: readonly string[]): (text: string) => string {
  // Longest first, so that a secret containing another is masked whole.
  const sorted = [...new Set(secrets)]
    .filter((secret) => secret.length >= MIN_MASKED_LENGTH)
    .sort((a, b) => b.length - a.length);
  return (text) => sorted.reduce((masked, secret) => masked.split(secret).join('***'), text);
}
