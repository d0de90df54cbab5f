import { describe, expect, it } from '@jest/globals';
import { annotationsFor } from '../../src/action/annotations.js';
import { clip } from '../../src/report/escape.js';
import type { ScenarioResult } from '../../src/results/types.js';
import { runResults, scenarioResult, thresholdResult } from '../helpers/results.js';

/** GitHub refuses a check-run annotation whose title is over 255 characters, or whose message is over 64 KB. */
const MAX_TITLE = 255;
const MAX_MESSAGE_BYTES = 64 * 1024;

/** A lone surrogate: what a cut through a pair leaves, which no JSON encoder writes as text. */
const LONE_SURROGATE = /\p{Cs}/u;

/** One scenario of each kind an annotation is made for, each named `name`. */
function everyKind(name: string): ScenarioResult[] {
  return [
    scenarioResult({ name, outcome: 'errored', error: `could not connect ${name}` }),
    scenarioResult({ name, outcome: 'failed', thresholds: [thresholdResult('p95', 1, 10.3, 9)] }),
    scenarioResult({ name, outcome: 'failed', failedChecks: [{ check: 'availability', message: `stopped ${name}` }] }),
    scenarioResult({ name, outcome: 'cancelled', requests: { ...scenarioResult().requests, total: 0, ok: 0 } }),
    scenarioResult({ name, outcome: 'skipped', skip: `not today ${name}` }),
  ];
}

describe('annotations stay within what GitHub takes', () => {
  it.each([
    { what: 'a long name', name: 'n'.repeat(400) },
    { what: 'a name of emoji, cut between two', name: '😀'.repeat(200) },
    { what: 'a name of escaped control characters', name: '\u001b'.repeat(300) },
    { what: 'a name longer than 64 KB', name: 'é'.repeat(40_000) },
  ])('$what: every title at most 255 characters, every message at most 64 KB, cut with …', ({ name }) => {
    const annotations = annotationsFor(runResults(everyKind(name), { outcome: 'failed' }));
    expect(annotations.map(({ kind }) => kind).sort()).toEqual(
      ['breach', 'could-not-run', 'failed-check', 'not-started', 'skipped'].sort(),
    );
    for (const { title, message } of annotations) {
      expect(title.length).toBeLessThanOrEqual(MAX_TITLE);
      expect(title.endsWith('…')).toBe(true);
      expect(title).not.toMatch(LONE_SURROGATE);
      expect(Buffer.byteLength(message)).toBeLessThanOrEqual(MAX_MESSAGE_BYTES);
      expect(message).not.toMatch(LONE_SURROGATE);
    }
  });

  it('a short title and message are kept whole', () => {
    const [annotation] = annotationsFor(runResults(everyKind('List pets').slice(0, 1), { outcome: 'errored' }));
    expect(annotation!.title).toBe('Could not run: List pets');
    expect(annotation!.message).not.toContain('…');
  });
});

describe('clip', () => {
  it.each([
    { text: 'abcdef', max: 4, unit: undefined, clipped: 'abc…' },
    { text: '😀😀😀', max: 2, unit: undefined, clipped: '😀…' },
    { text: '😀😀😀', max: 4, unit: 'UTF-16 units' as const, clipped: '😀…' },
    { text: 'a😀', max: 2, unit: 'UTF-16 units' as const, clipped: 'a…' },
    { text: 'ééé', max: 5, unit: 'UTF-8 bytes' as const, clipped: 'é…' },
    { text: 'ééé', max: 6, unit: 'UTF-8 bytes' as const, clipped: 'ééé' },
  ])('clips $text to $max $unit as $clipped, never through a pair', ({ text, max, unit, clipped }) => {
    expect(clip(text, max, unit)).toBe(clipped);
  });
});
