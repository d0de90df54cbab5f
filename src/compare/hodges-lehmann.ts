// The Hodges–Lehmann shift between two sets of rounds, with the Mann–Whitney confidence interval.
import { median } from './median.js';

/**
 * The change between two sets of independent repetitions (the rounds of a base and of a head run), with a
 * distribution-free confidence interval: the Hodges–Lehmann shift (the median of every head − base difference) and
 * the interval of the Mann–Whitney U test, from its exact distribution. Why this and not a bootstrap: at 6 rounds a
 * side a percentile bootstrap's intervals are too narrow (they undercover), while the U distribution is exact at any n
 * and needs no random numbers, so a verdict is reproducible from its results file by construction. The achievable
 * confidence levels are discrete; the interval is the one whose level is the nearest at or above the one asked for.
 *
 * The project depends on no statistics library: no maintained JavaScript library ships the exact U distribution or
 * the Hodges–Lehmann interval (jStat and simple-statistics have the U statistic at most, and simple-statistics'
 * permutation test draws unseeded random numbers), so those are written here (the distribution is the coefficients
 * of a Gaussian binomial, a few lines), and so is the one median they need (median.ts).
 */
export interface Shift {
  /** The median of the pairwise differences head − base. */
  estimate: number;
  /** The confidence interval of the shift: [low, high], low ≤ estimate ≤ high. */
  interval: [number, number];
  /** The interval's exact confidence, 0 to 1: the nearest achievable level at or above the one asked for. */
  confidence: number;
  /** False when the rounds are too few for any interval at the level asked for: then it is the widest there is. */
  enough: boolean;
}

/**
 * Returns the Hodges–Lehmann shift of head against base (both non-empty) with its exact Mann–Whitney interval at the
 * nearest achievable confidence at or above `level`; with too few values for that level, the range of all
 * differences, its (lower) confidence, and `enough: false`.
 */
export function hodgesLehmann(base: readonly number[], head: readonly number[], level = 0.95): Shift {
  const differences = head.flatMap((h) => base.map((b) => h - b)).sort((a, b) => a - b);
  const total = differences.length;
  const tail = mannWhitneyTail(base.length, head.length);
  // `trim` differences are cut from each end: the most whose tail probability stays within (1 - level) / 2.
  const alpha = (1 - level) / 2;
  let trim = 0;
  while (trim < tail.length && tail[trim]! <= alpha + 1e-12) trim++;
  const enough = trim > 0;
  const cut = Math.max(trim, 1);
  return {
    estimate: median(differences),
    interval: [differences[cut - 1]!, differences[total - cut]!],
    confidence: Math.max(0, 1 - 2 * tail[cut - 1]!),
    enough,
  };
}

/**
 * Returns P(U ≤ k) for k = 0, 1, … up to the middle of the distribution, U the Mann–Whitney statistic of samples of m
 * and n values without ties, exactly: the number of arrangements with U = u is the coefficient of q^u in the Gaussian
 * binomial [m+n choose m], built as the product of (1 − q^(n+i)) / (1 − q^i) for i = 1 … m.
 * @internal Exported for the tests.
 */
export function mannWhitneyTail(m: number, n: number): number[] {
  const degree = m * n;
  const counts = new Array<number>(degree + 1).fill(0);
  counts[0] = 1;
  for (let i = 1; i <= m; i++) {
    const top = Math.min(degree, (i - 1) * n + n + i);
    for (let k = top; k >= n + i; k--) counts[k]! -= counts[k - (n + i)]!;
    const end = i * n;
    for (let k = i; k <= end; k++) counts[k]! += counts[k - i]!;
    for (let k = end + 1; k <= top; k++) counts[k] = 0;
  }
  const all = counts.reduce((sum, count) => sum + count, 0);
  const tail: number[] = [];
  let below = 0;
  for (let u = 0; u <= degree / 2; u++) {
    below += counts[u]!;
    tail.push(below / all);
  }
  return tail;
}
