import { describe, expect, it } from '@jest/globals';
import { DEFAULT_ROUNDS, MIN_ROUND_SECONDS, roundsOf } from '../../src/vocabulary/regression.js';

// roundsOf: the rounds a scenario runs, the same rule for the engine and for validation (docs/regression-gate.md).

describe('roundsOf', () => {
  it('takes the rounds written, whatever the duration', () => {
    expect(roundsOf({ rounds: 3, durationSeconds: 60 })).toBe(3);
    expect(roundsOf({ rounds: 20, durationSeconds: 60 })).toBe(20);
  });

  it.each([
    [1, 1],
    [3, 3],
    [4, 4],
    [9.5, 9],
    [10, DEFAULT_ROUNDS],
    [30, DEFAULT_ROUNDS],
    [3600, DEFAULT_ROUNDS],
  ])('without rounds written, splits %p s into %p rounds of at least MIN_ROUND_SECONDS', (seconds, rounds) => {
    expect(roundsOf({ durationSeconds: seconds })).toBe(rounds);
    expect(seconds / rounds).toBeGreaterThanOrEqual(MIN_ROUND_SECONDS);
  });

  it('gives a duration shorter than a round one round', () => {
    expect(roundsOf({ durationSeconds: 0.5 })).toBe(1);
  });
});
