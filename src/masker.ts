// maskerOf(values): the one way a secret is hidden in text, in every form it takes on the way out.
import { secretForms, spansOf, withoutBreaks } from './secret-forms.js';

/**
 * Secrets shorter than this are not masked. Masking a one-character secret (`API_TOKEN=o`) would replace that letter
 * in every text, and still hide nothing worth hiding; GitHub's masker has the same problem, so such a value is not
 * given to it either. Whoever registers secrets warns about the short ones, naming them (see `tooShortToMask`).
 */
export const MIN_MASKED_LENGTH = 4;

/** Returns whether a secret is too short to be masked safely (see MIN_MASKED_LENGTH); an empty value is no secret. */
export function tooShortToMask(secret: string): boolean {
  return secret.length > 0 && withoutBreaks(secret).length < MIN_MASKED_LENGTH;
}

/**
 * Returns a function that replaces each of the secrets in a text with `***`, in every form it can take on the way out
 * (as written, percent-encoded, JSON-, HTML- or XML-escaped, base64 alone or within `user:password`, cut by a line
 * break: secret-forms.ts). Every stage that handles a secret (the schema fetch's headers, the load test's `${NAME}`
 * values) masks with it, before anything reaches a log or a file. Secrets too short to mask safely are left out.
 */
export function maskerOf(secrets: readonly string[]): (text: string) => string {
  const forms = [...new Set(secrets)]
    .filter((secret) => withoutBreaks(secret).length >= MIN_MASKED_LENGTH)
    .flatMap((secret) => secretForms(secret));
  if (forms.length === 0) return (text) => text;
  const maskOnce = (text: string) => replaceSpans(text, spansOf(text, forms));
  // Again until nothing changes: a secret of `*` can be made whole again by the `***` put in its place.
  return (text) => {
    let result = text;
    for (let before = ''; result !== before;) [before, result] = [result, maskOnce(result)];
    return result;
  };
}

/** Returns the text with each span, overlapping ones merged, replaced by `***`. */
function replaceSpans(text: string, spans: [number, number][]): string {
  if (spans.length === 0) return text;
  spans.sort((a, b) => a[0] - b[0]);
  let result = '';
  let from = 0;
  for (const [start, end] of spans) {
    if (end <= from) continue;
    result += start >= from ? `${text.slice(from, start)}***` : '';
    from = end;
  }
  return result + text.slice(from);
}
