import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { deepNestingPosition } from '../src/bracket-nesting.js';

/** The scan's meaning, one character at a time: the offset of the first bracket past the limit, or -1. */
function reference(text: string, limit: number): number {
  let depth = 0;
  for (let index = 0; index < text.length; index++) {
    const char = text[index];
    if (char === '"') {
      for (index++; index < text.length && text[index] !== '"'; index++) if (text[index] === '\\') index++;
      if (index >= text.length) return -1;
    } else if (char === '[' || char === '{') {
      if (++depth > limit) return index;
    } else if (char === ']' || char === '}') {
      depth = Math.max(0, depth - 1);
    }
  }
  return -1;
}

function offsetOf(text: string, position: { line: number; column: number } | undefined): number {
  if (!position) return -1;
  const lines = text.split('\n');
  return lines.slice(0, position.line - 1).reduce((sum, line) => sum + line.length + 1, 0) + position.column - 1;
}

describe('deepNestingPosition', () => {
  it('finds the first bracket past the limit exactly where a character-by-character scan does', () => {
    const piece = fc.constantFrom('[', ']', '{', '}', '"', '\\', 'a', ' ', '\n', ':', ',', '"x\\"]"', '"[{"');
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 400 }), fc.integer({ min: 0, max: 6 }), (pieces, limit) => {
        const text = pieces.join('');
        expect(offsetOf(text, deepNestingPosition(text, limit))).toBe(reference(text, limit));
      }),
      { numRuns: 2000 },
    );
  });

  it('reads a long run of strings between two brackets without overflowing, and a string that never closes', () => {
    const strings = `[${Array.from({ length: 300_000 }, (_, index) => `"s${index}\\n[",`).join('')}[[1]]]`;
    expect(deepNestingPosition(strings, 2)).toEqual({ line: 1, column: strings.length - 4 });
    expect(deepNestingPosition(strings, 3)).toBeUndefined();
    expect(deepNestingPosition(`{"a": "${'x\\"['.repeat(100_000)}`, 1)).toBeUndefined();
  });
});
