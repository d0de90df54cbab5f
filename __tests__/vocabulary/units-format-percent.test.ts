import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { formatPercent } from '../../src/vocabulary/units.js';

// The formatter formatPercent wrote every percentage with before it wrote plain numbers itself.
const INTL = new Intl.NumberFormat('en-US', { useGrouping: false, maximumFractionDigits: 20 });

describe('formatPercent', () => {
  it('writes every number as the en-US formatter with up to 20 fraction digits and no grouping does', () => {
    const numbers = fc.oneof(
      fc.double(),
      fc.double({ min: 0, max: 100, noNaN: true }),
      fc.integer({ min: 0, max: 10_000 }).map((n) => n / 100),
      fc.constantFrom(0, -0, 99, 99.9, 100, 1e-7, 1e-21, 1.5e-20, 1e21, 123456789012.5, 0.000001234567890123456),
    );
    fc.assert(
      fc.property(numbers, (percent) => {
        expect(formatPercent(percent)).toBe(`${INTL.format(percent)}%`);
      }),
      { numRuns: 20_000 },
    );
  });

  it('writes the usual percentages in plain decimals', () => {
    expect([99, 99.5, 0.0000001, 100].map(formatPercent)).toEqual(['99%', '99.5%', '0.0000001%', '100%']);
  });
});
