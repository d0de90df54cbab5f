import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { formatCount, formatNumber } from '../../src/results/wording.js';

// formatNumber and formatCount group digits by hand, so that a run never starts ICU (a hundredth of a second of its
// CPU); they must write exactly what toLocaleString('en-US') wrote.

/** What formatNumber wrote with toLocaleString. */
function byLocale(value: number): string {
  const magnitude = Math.abs(value);
  const digits = magnitude >= 100 ? 0 : magnitude >= 10 ? 1 : magnitude >= 1 ? 2 : 3;
  return Number(value.toFixed(digits)).toLocaleString('en-US', { maximumFractionDigits: digits });
}

describe('number wording without ICU', () => {
  it('formatNumber writes what toLocaleString wrote, for any finite number', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.double({ noNaN: true, noDefaultInfinity: true }),
          fc.integer(),
          fc.float({ noNaN: true, noDefaultInfinity: true }),
        ),
        (value) => {
          expect(formatNumber(value)).toBe(byLocale(value));
        },
      ),
      { numRuns: 2000 },
    );
  });

  it.each([0, -0, 0.0004, -0.0004, 0.1235, 4.565, 99.95, 100, 999.5, 1234.5, -12_345.67, 1e20, 1e21, 123_456_789_012])(
    'formatNumber(%p) is what toLocaleString wrote',
    (value) => {
      expect(formatNumber(value)).toBe(byLocale(value));
    },
  );

  it('formatCount groups any count as toLocaleString did', () => {
    fc.assert(
      fc.property(fc.oneof(fc.nat(), fc.integer(), fc.maxSafeInteger()), (value) => {
        expect(formatCount(value)).toBe(value.toLocaleString('en-US'));
      }),
    );
  });
});
