/** The order in which the same-job mode's servers see the two sides (src/pipeline/stages/interleave-stage.ts). */
type Side = 'base' | 'head';

/**
 * Returns the turns the servers see for a warm-up a side and `pairs` pairs from `first`, each pair's rounds in halves
 * around each other, the first side alternating: F S, F½ S½ S½ F½, S½ F½ F½ S½, …: the sides take turns, 2 + 3 × pairs
 * times (a half that follows its own side's is no new turn).
 */
export function takingTurns(first: Side, pairs: number): Side[] {
  const second: Side = first === 'base' ? 'head' : 'base';
  return Array.from({ length: 2 + 3 * pairs }, (_, i) => (i % 2 === 0 ? first : second));
}
