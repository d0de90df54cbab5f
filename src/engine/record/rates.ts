// Rates per second, as every figure of the engine computes them.
/** Returns `count` per second of `ms`; 0 without time. */
export function perSecond(count: number, ms: number): number {
  return ms > 0 ? (count / ms) * 1000 : 0;
}

/** Returns a rate as results.json writes it: to the hundredth. */
export function roundedRate(rate: number): number {
  return Math.round(rate * 100) / 100;
}
