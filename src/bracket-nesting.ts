// A bound on `[`/`{` nesting, found by a scan before a parser recurses on untrusted text.
/**
 * Everything up to the next bracket or quote, double-quoted strings whole (escapes included): one match skips a run
 * of keys and values between two brackets. Bounded, so that the regular expression's backtracking stack stays small on
 * a long run of strings; the scan goes on where it stopped.
 */
const SKIP = /[^[\]{}"]*(?:"[^"\\]*(?:\\[^][^"\\]*)*"[^[\]{}"]*){0,256}/y;

/** The rest of a double-quoted string, escapes included, to its closing quote. */
const STRING_REST = /[^"\\]*(?:\\[^][^"\\]*)*"/y;

/**
 * Returns the position (1-based line and column) of the first `[` or `{` of a JSON text (or YAML in flow style) that
 * opens a level beyond `limit`, or undefined when the text stays within it. Brackets inside double-quoted strings do
 * not count; exact for JSON, a close estimate for YAML (a `'` quoted scalar is not told apart). Iterative, so that
 * every reader can refuse a hostile depth before a recursive parser or walker overflows the stack on it.
 */
export function deepNestingPosition(text: string, limit: number): { line: number; column: number } | undefined {
  // Regular expressions skip what is not a bracket, strings whole: a large description is mostly strings, which a
  // loop over every character reads at a fraction of the speed; one match per run between brackets, not per string.
  const skip = new RegExp(SKIP);
  const stringRest = new RegExp(STRING_REST);
  let depth = 0;
  for (let index = 0; ; index++) {
    skip.lastIndex = index;
    skip.test(text);
    index = skip.lastIndex;
    if (index >= text.length) return undefined;
    const char = text.charCodeAt(index);
    if (char === 0x22 /* " */) {
      stringRest.lastIndex = index + 1;
      // A string that never closes holds the rest of the text.
      if (!stringRest.test(text)) return undefined;
      // Past the closing quote, which the loop's step skips.
      index = stringRest.lastIndex - 1;
    } else if (char === 0x5b /* [ */ || char === 0x7b /* { */) {
      if (++depth > limit) return positionOf(text, index);
    } else {
      depth = Math.max(0, depth - 1);
    }
  }
}

/** Returns the 1-based line and column of an offset in a text. */
export function positionOf(text: string, offset: number): { line: number; column: number } {
  let line = 1;
  let lineStart = 0;
  for (let index = text.indexOf('\n'); index !== -1 && index < offset; index = text.indexOf('\n', index + 1)) {
    line++;
    lineStart = index + 1;
  }
  return { line, column: offset - lineStart + 1 };
}
