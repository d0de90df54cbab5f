// The Hodges–Lehmann shift between two sets of rounds, with the Mann–Whitney (or, paired, Wilcoxon) interval.
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
  const differences = head.flatMap((h) => base.map((b) => h - b));
  return shiftOf(differences, mannWhitneyTail(base.length, head.length), level);
}

/**
 * Returns the paired Hodges–Lehmann shift of pairs' differences (head − base of each pair, non-empty) with its exact
 * Wilcoxon signed-rank interval, as hodgesLehmann does for independent sides: the estimate is the median of the Walsh
 * averages (every mean of two differences, each with itself too), the interval cuts as many of them from each end as
 * the signed-rank statistic's tail allows. Rounds run side by side (the same job's base and head rounds, one right
 * after the other) share the machine's moment and drift; their differences cancel both, where the independent
 * comparison counts them as noise.
 */
export function pairedShift(differences: readonly number[], level = 0.95): Shift {
  const walsh = differences.flatMap((d, i) => differences.slice(i).map((e) => (d + e) / 2));
  return shiftOf(walsh, signedRankTail(differences.length), level);
}

/**
 * Returns the shift of a set of elementary estimates (pairwise differences, Walsh averages): their median, and the
 * interval that cuts `trim` of them from each end, the most whose tail probability stays within (1 − level) / 2.
 */
function shiftOf(estimates: number[], tail: readonly number[], level: number): Shift {
  const sorted = estimates.sort((a, b) => a - b);
  const alpha = (1 - level) / 2;
  let trim = 0;
  while (trim < tail.length && tail[trim]! <= alpha + 1e-12) trim++;
  const enough = trim > 0;
  const cut = Math.max(trim, 1);
  return {
    estimate: median(sorted),
    interval: [sorted[cut - 1]!, sorted[sorted.length - cut]!],
    confidence: Math.max(0, 1 - 2 * tail[cut - 1]!),
    enough,
  };
}

/**
 * Returns P(T ≤ k) for k = 0, 1, … up to the middle of the distribution, T the Wilcoxon signed-rank statistic of n
 * pairs without ties or zeros, exactly: the number of the 2^n sign patterns whose positive ranks sum to t is the number
 * of subsets of {1 … n} that sum to t.
 * @internal Exported for the tests.
 */
export function signedRankTail(n: number): number[] {
  const most = (n * (n + 1)) / 2;
  const counts = new Array<number>(most + 1).fill(0);
  counts[0] = 1;
  for (let rank = 1; rank <= n; rank++) for (let sum = most; sum >= rank; sum--) counts[sum]! += counts[sum - rank]!;
  const all = 2 ** n;
  const tail: number[] = [];
  let below = 0;
  for (let t = 0; t <= most / 2; t++) {
    below += counts[t]!;
    tail.push(below / all);
  }
  return tail;
}

/**
 * Returns the exact one-sided Mann–Whitney p-value that the head is shifted beyond the base by more than a limit:
 * P(U ≥ u) under no shift, u the number of (base, head) pairs whose difference head − base `beyond` accepts (strictly
 * beyond the limit: a tie counts against a regression, so the p-value is conservative). It is the test the interval
 * inverts: the interval's low end is beyond the limit exactly when this p-value is within (1 − level) / 2. Both sides
 * non-empty.
 */
export function shiftPValue(
  base: readonly number[],
  head: readonly number[],
  beyond: (difference: number) => boolean,
): number {
  let u = 0;
  for (const h of head) for (const b of base) if (beyond(h - b)) u++;
  if (u === 0) return 1;
  // P(U ≥ u) = P(U ≤ mn − u): the distribution is symmetric.
  return mannWhitneyCdf(base.length, head.length)[base.length * head.length - u]!;
}

/**
 * Returns P(U ≤ k) for k = 0, 1, … up to the middle of the distribution (see mannWhitneyCdf).
 * @internal Exported for the tests.
 */
export function mannWhitneyTail(m: number, n: number): number[] {
  return mannWhitneyCdf(m, n).slice(0, Math.floor((m * n) / 2) + 1);
}

/**
 * Returns P(U ≤ k) for every k = 0 … mn, U the Mann–Whitney statistic of samples of m and n values without ties,
 * exactly: the number of arrangements with U = u is the coefficient of q^u in the Gaussian binomial [m+n choose m],
 * built as the product of (1 − q^(n+i)) / (1 − q^i) for i = 1 … m.
 */
function mannWhitneyCdf(m: number, n: number): number[] {
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
  const cdf: number[] = [];
  let below = 0;
  for (const count of counts) {
    below += count;
    cdf.push(Math.min(1, below / all));
  }
  return cdf;
}
