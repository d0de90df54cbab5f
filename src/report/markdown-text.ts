// The pieces every part of the markdown shares: outcome icons, how much untrusted text is kept, escaped text, rows.

import type { ScenarioOutcome } from '../results/types.js';
import { clip, escapeMarkdown, oneLine } from './escape.js';

/** The outcome's icon, in the heading, the triage, the table and the details. */
export const ICONS: Record<ScenarioOutcome, string> = {
  // Not run on purpose (`skip:`): neither a pass nor a failure.
  skipped: '⏭️',
  passed: '✅',
  // Not ⚠️, which is errored's: an inconclusive comparison is a question, not a run that could not take place.
  inconclusive: '❔',
  failed: '❌',
  errored: '⚠️',
  cancelled: '⏹️',
};

/** Code points kept of text that did not come from us, so that no single scenario can fill a comment. */
export const MAX_NAME = 120;
export const MAX_ENDPOINT = 200;
export const MAX_TEXT = 600;
export const MAX_URL = 500;
export const MAX_PATH = 100;

/** Returns text that did not come from us as inline markdown: on one line, cut to `max` code points, escaped. */
export function md(text: string, max: number): string {
  return escapeMarkdown(clip(oneLine(text), max));
}

/** Returns one table row; every cell is already escaped, with no `|` or line break of its own. */
export function row(cells: string[]): string {
  return `| ${cells.join(' | ')} |`;
}

/** Returns the URL when it is safe to link: http(s), nothing that could end the link or start markup. */
export function reportLink(url: string | undefined): string | undefined {
  return url !== undefined && url.length <= MAX_URL && /^https?:\/\/[^\s<>()[\]"'`\\]+$/.test(url) ? url : undefined;
}
