// How every report says what a run's writes did (docs/real-data-and-flows.md#writes): the terminal table, the job summary and the
// comment, JUnit and report.html show the same sentences. Not escaped for any medium: each caller escapes.

import { runTlsNote } from './tls-wording.js';
import { stoppedEarlyNotes } from './stopped-wording.js';
import type { RunResults, ScenarioResult } from './types.js';

/** The most scenario names a note lists; results.json marks every one with `writes: true`. */
const MAX_WRITE_NAMES = 10;

/** Code points kept of each name in a note, so that one name cannot fill a comment. */
const MAX_NAME = 120;

/**
 * Returns the note of a run whose load test allowed writes to existing data (`writes: existing`): `This run changed
 * existing data (defaults.writes: existing): Update todo, Delete todo`, naming each scenario that writes and sent a
 * request (at most MAX_WRITE_NAMES, then how many more); undefined for `own`, for an older file without `writes`,
 * and for a run in which no write was sent.
 */
export function existingDataNote(results: RunResults): string | undefined {
  if (results.writes !== 'existing') return undefined;
  const names = results.scenarios.filter((scenario) => scenario.writes && sentAny(scenario)).map(({ name }) => name);
  if (names.length === 0) return undefined;
  const shown = names.slice(0, MAX_WRITE_NAMES).map(clipName);
  const more = names.length - shown.length;
  return `This run changed existing data (defaults.writes: existing): ${shown.join(', ')}${more > 0 ? ` and ${more} more (results.json marks each with writes: true)` : ''}`;
}

/**
 * Returns the note of a run that took its scenarios in another order than the file's: `Reads ran before writes: 2
 * write scenarios moved after the reads, so that a read does not measure what a write left.`; undefined otherwise.
 */
export function readsFirstNote(results: RunResults): string | undefined {
  const moved = results.movedWrites ?? 0;
  if (moved <= 0) return undefined;
  const scenarios = moved === 1 ? '1 write scenario' : `${moved} write scenarios`;
  return `Reads ran before writes: ${scenarios} moved after the reads, so that a read does not measure what a write left.`;
}

/**
 * Returns the job summary's note of a run whose writes kept to the records it created (`writes: own`, and a scenario
 * that writes sent a request); undefined otherwise. Only the job summary says it: the other reports speak only when
 * existing data was changed.
 */
export function ownWritesNote(results: RunResults): string | undefined {
  if (results.writes !== 'own') return undefined;
  const wrote = results.scenarios.some((scenario) => scenario.writes && sentAny(scenario));
  return wrote ? 'Writes acted only on records the run created (defaults.writes: own).' : undefined;
}

/**
 * Returns the notes the terminal table and JUnit show after a run's figures, in the order every report shows them:
 * that certificates were not checked (tls-wording.ts), that existing data was changed, that reads ran first, then
 * the scenarios that stopped early (stopped-wording.ts).
 */
export function runFactNotes(results: RunResults): string[] {
  return [
    runTlsNote(results),
    existingDataNote(results),
    readsFirstNote(results),
    ...stoppedEarlyNotes(results),
  ].filter((note): note is string => note !== undefined && note !== '');
}

/** Returns whether a scenario, or one of its steps (a flow's once steps run before its first iteration), sent a request. */
function sentAny(scenario: ScenarioResult): boolean {
  return scenario.requests.total > 0 || (scenario.steps ?? []).some((step) => step.requests.total > 0);
}

function clipName(name: string): string {
  const codePoints = Array.from(name);
  return codePoints.length <= MAX_NAME ? name : `${codePoints.slice(0, MAX_NAME - 1).join('')}…`;
}
