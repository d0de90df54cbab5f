// Where JSON text first breaks the grammar (RFC 8259): its line and column, and what was expected there.
import { positionOf } from '../bracket-nesting.js';

/** Where JSON text first breaks the grammar (RFC 8259): its 1-based line and column, and what was expected there. */
export interface JsonSyntaxError {
  line: number;
  column: number;
  expected: string;
}

const VALUE = 'a value (an object, array, string, number, true, false or null)';
/** A number or a literal, from where it starts. */
const SCALAR = /-?(?:0|[1-9][0-9]*)(?:\.[0-9]+)?(?:[eE][+-]?[0-9]+)?|true|false|null/y;
const ESCAPE = /\\(?:["\\/bfnrt]|u[0-9a-fA-F]{4})/y;

/**
 * Returns where JSON text that JSON.parse refused breaks, and what was expected there, never quoting the text (which
 * may hold anything, a secret too); undefined when the grammar finds nothing wrong. One pass without recursion, so that
 * a text of any size and nesting is told in time and memory proportional to its length, without a syntax tree:
 * JSON.parse's own message gives no position for an unexpected character, but a piece of the text instead.
 */
export function jsonSyntaxError(text: string): JsonSyntaxError | undefined {
  /** The closing bracket of each array and object open. */
  const open: string[] = [];
  let state: 'value' | 'valueOrClose' | 'key' | 'keyOrClose' | 'colon' | 'after' = 'value';
  let i = 0;
  const fail = (expected: string) => ({ ...positionOf(text, i), expected });
  for (;;) {
    while (text[i] === ' ' || text[i] === '\t' || text[i] === '\n' || text[i] === '\r') i++;
    const c = text[i];
    const close = open.at(-1);
    if (state === 'after' && close === undefined)
      return c === undefined ? undefined : fail('the end of the file after the JSON value');
    if (c !== undefined && c === close && (state === 'after' || state === 'valueOrClose' || state === 'keyOrClose')) {
      open.pop();
      i++;
      state = 'after';
    } else if (state === 'after') {
      if (c !== ',') return fail(`',' or '${close!}'`);
      i++;
      state = close === '}' ? 'key' : 'value';
    } else if (state === 'colon') {
      if (c !== ':') return fail("':' after the key");
      i++;
      state = 'value';
    } else if (c === '"' || isKey(state)) {
      if (c !== '"') return fail('a key in double quotes');
      const end = stringEnd(text, i);
      if (typeof end !== 'number') return { ...positionOf(text, end.at), expected: end.expected };
      i = end;
      state = isKey(state) ? 'colon' : 'after';
    } else if (c === '{' || c === '[') {
      open.push(c === '{' ? '}' : ']');
      i++;
      state = c === '{' ? 'keyOrClose' : 'valueOrClose';
    } else {
      SCALAR.lastIndex = i;
      if (c === undefined || !SCALAR.test(text)) return fail(VALUE);
      i = SCALAR.lastIndex;
      state = 'after';
    }
  }
}

function isKey(state: string): boolean {
  return state === 'key' || state === 'keyOrClose';
}

/** Returns the index after the string that starts at `start`, or where and why it is not one. */
function stringEnd(text: string, start: number): number | { at: number; expected: string } {
  for (let i = start + 1; i < text.length;) {
    const code = text.charCodeAt(i);
    if (code === 0x22) return i + 1;
    if (code < 0x20)
      return {
        at: i,
        expected:
          'a character of the string (a line break or other control character is escaped in JSON, as \\n or \\u0000)',
      };
    if (code !== 0x5c) {
      i++;
      continue;
    }
    ESCAPE.lastIndex = i;
    if (!ESCAPE.test(text))
      return {
        at: i,
        expected: 'an escape of JSON in a string: \\" \\\\ \\/ \\b \\f \\n \\r \\t or \\u and four hex digits',
      };
    i = ESCAPE.lastIndex;
  }
  return { at: text.length, expected: 'the closing double quote of a string' };
}
