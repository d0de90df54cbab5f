import { describe, expect, it } from '@jest/globals';
import { parseOverrides } from '../../src/plan/override-grammar.js';
import { grammarExamples } from '../helpers/grammar-examples.js';

// How a plan line carries a GraphQL subscription (src/plan/transport-grammar.ts): each example of its grammar comment
// read as the comment says, through the parser of every plan line.

describe('the grammar comment of a subscription transport', () => {
  const examples = grammarExamples('transport-grammar.ts');

  it('lists its examples', () => {
    expect(examples.length).toBeGreaterThanOrEqual(5);
  });

  it.each(examples)('reads `$phrase` as the comment says', ({ phrase, expected }) => {
    expect(parseOverrides(phrase)).toEqual(expected);
  });
});
