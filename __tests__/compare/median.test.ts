import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { median } from '../../src/compare/median.js';

describe('median', () => {
  it('is the middle value of an odd count', () => {
    expect(median([1, 2, 3])).toBe(2);
    expect(median([5, 1, 9, 7, 3])).toBe(5);
  });

  it('is the mean of the two middle values of an even count', () => {
    expect(median([1, 2, 3, 4])).toBe(2.5);
    expect(median([10, 20])).toBe(15);
  });

  it('is the value itself for one value', () => {
    expect(median([42])).toBe(42);
  });

  it('sorts a copy: an unsorted input gives the same median and is left as it was', () => {
    const values = [9, 1, 8, 2, 7, 3];
    expect(median(values)).toBe(5);
    expect(values).toEqual([9, 1, 8, 2, 7, 3]);
  });

  it('orders negative values by number, not as text', () => {
    // As text, "-1" < "-20" < "10" < "3": a default sort() would take -20 and 10 as the middle of the first four.
    expect(median([-1, -20, 3, 10])).toBe(1);
    expect(median([-9, -10, -1])).toBe(-9);
  });

  it('keeps the mean of the two middle values within them at the ends of the number line', () => {
    expect(median([Number.MAX_VALUE, Number.MAX_VALUE / 2])).toBe(Number.MAX_VALUE * 0.75);
    expect(median([-Number.MAX_VALUE, -Number.MAX_VALUE])).toBe(-Number.MAX_VALUE);
    expect(median([Number.MIN_VALUE, Number.MIN_VALUE])).toBe(Number.MIN_VALUE);
  });

  it('refuses no values, which have no median', () => {
    expect(() => median([])).toThrow(RangeError);
  });

  it('has at least half of the values at or below it and at least half at or above it, whatever the values', () => {
    const finite = fc.double({ noNaN: true, noDefaultInfinity: true });
    fc.assert(
      fc.property(fc.array(finite, { minLength: 1, maxLength: 50 }), (values) => {
        const middle = median(values);
        const half = values.length / 2;
        expect(values.filter((v) => v <= middle).length).toBeGreaterThanOrEqual(half);
        expect(values.filter((v) => v >= middle).length).toBeGreaterThanOrEqual(half);
      }),
    );
  });
});
