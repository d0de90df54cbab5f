// The bounds of a plan read before markdown parses it: its size, nesting and markup.
import type { Problem } from '../errors.js';

/**
 * A plan is a few kilobytes. Past this it is not one, and the markdown parser (micromark) takes more than
 * proportionally longer on a large table or list, and about a thousand bytes of memory per byte read.
 * @internal Exported for the tests.
 */
export const MAX_PLAN_BYTES = 256 * 1024;

/**
 * How many lists and block quotes may nest within each other: plans use three or four. The parser and the reader
 * walk one level per call, and the parser slows down with the square of the depth of a list.
 * @internal Exported for the tests.
 */
export const MAX_PLAN_NESTING = 32;

/**
 * How many `*`, `[` and `]` a plan may hold. The parser matches emphasis and links in time that grows with the square
 * of how many are open in one paragraph (80,000 `[a]` take half a minute); a plan uses a few hundred.
 * @internal Exported for the tests.
 */
export const MAX_PLAN_MARKUP = 10_000;

/** A line of only `-`, `*` or `_` (three or more, spaces between allowed) is a thematic break, not a list. */
const THEMATIC_BREAK = /^ {0,3}([-*_])(?:[ \t]*\1){2,}[ \t]*$/;

/**
 * Returns why a plan is not read at all: its size over MAX_PLAN_BYTES, or the first line that nests lists and quotes
 * deeper than MAX_PLAN_NESTING; empty when neither. Checked on the text, before the parser sees it.
 */
export function planLimitProblems(markdown: string): Problem[] {
  const bytes = Buffer.byteLength(markdown, 'utf8');
  if (bytes > MAX_PLAN_BYTES) {
    const size = bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MiB` : `${Math.ceil(bytes / 1024)} KiB`;
    return [
      {
        path: '',
        message: `is ${size}, more than the ${MAX_PLAN_BYTES / 1024} KiB a plan may be (a plan is a few kilobytes): check that this is the plan meant, or move what is not the plan into another file`,
      },
    ];
  }
  const deep = deepNesting(markdown);
  if (deep) {
    return [
      {
        path: '',
        ...deep,
        message: `lists and quotes nest more than ${MAX_PLAN_NESTING} levels deep here: no plan needs as many, so it is not read; write the line with fewer levels`,
      },
    ];
  }
  const markup = tooMuchMarkup(markdown);
  return markup
    ? [
        {
          path: '',
          ...markup,
          message: `the plan holds more than ${MAX_PLAN_MARKUP.toLocaleString('en')} \`*\`, \`[\` and \`]\` by here (emphasis and links): no plan needs as many, so it is not read; check that this is the plan meant`,
        },
      ]
    : [];
}

/** Returns where the count of `*`, `[` and `]` passes MAX_PLAN_MARKUP, or undefined. */
function tooMuchMarkup(markdown: string): { line: number; column: number } | undefined {
  let count = 0;
  let line = 1;
  let lineStart = 0;
  for (let index = 0; index < markdown.length; index++) {
    const char = markdown[index];
    if (char === '\n') {
      line++;
      lineStart = index + 1;
    } else if ((char === '*' || char === '[' || char === ']') && ++count > MAX_PLAN_MARKUP) {
      return { line, column: index - lineStart + 1 };
    }
  }
  return undefined;
}

/**
 * Returns where a line opens more than MAX_PLAN_NESTING levels, or undefined. Only a `>` or a list marker opens a
 * level; a line that has one is at most as deep as its markers plus its indentation in steps of two columns (the
 * least a nested list item indents): an upper bound, so a plan within it is never nested deeper.
 */
function deepNesting(markdown: string): { line: number; column: number } | undefined {
  let line = 0;
  for (let start = 0; start <= markdown.length; line++) {
    const newline = markdown.indexOf('\n', start);
    const end = newline === -1 ? markdown.length : newline;
    const text = markdown.slice(start, end);
    start = end + 1;
    if (!THEMATIC_BREAK.test(text)) {
      const column = deepColumn(text);
      if (column !== undefined) return { line: line + 1, column };
    }
    if (newline === -1) break;
  }
  return undefined;
}

/** Returns the 1-based column at which a line's prefix passes MAX_PLAN_NESTING levels, or undefined. */
function deepColumn(text: string): number | undefined {
  let markers = 0;
  let spaces = 0;
  let index = 0;
  while (index < text.length) {
    const char = text[index]!;
    if (char === ' ' || char === '\t') {
      spaces += char === '\t' ? 4 : 1;
      index++;
      continue;
    }
    const ordered = /^\d{1,9}[.)]/.exec(text.slice(index, index + 11))?.[0];
    const marker = char === '>' ? '>' : '-*+'.includes(char) ? char : ordered;
    const after = marker && text[index + marker.length];
    if (!marker || (char !== '>' && after !== undefined && after !== ' ' && after !== '\t')) break;
    markers++;
    // The space after a list marker belongs to the marker: it is not a level of indentation.
    if (char !== '>' && after !== undefined) index++;
    index += marker.length;
    if (markers + Math.floor(spaces / 2) > MAX_PLAN_NESTING) return index;
  }
  return undefined;
}
