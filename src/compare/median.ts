// The median of a set of values, for the comparison with a baseline.
/**
 * Returns the median of `values`: the middle one of a sorted copy, or the mean of the two middle ones for an even
 * count; the input is left as it was. Throws a RangeError for no values, which have no median (the comparison never
 * asks for one: it has at least one round a side). The comparison's one median, the Hodges–Lehmann shift, is a few
 * lines, so it is written here rather than taken from a statistics library.
 */
export function median(values: readonly number[]): number {
  if (values.length === 0) throw new RangeError('the median of no values');
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  if (sorted.length % 2 === 1) return sorted[middle]!;
  const low = sorted[middle - 1]!;
  const high = sorted[middle]!;
  // Halved before they are added, since the sum of two large values overflows to Infinity; two equal values are
  // returned as they are, since halving the smallest of them would round it to 0.
  return low === high ? low : low / 2 + high / 2;
}
