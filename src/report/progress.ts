// A running load test's progress, live on a terminal or logged every 10 s.
import type { ScenarioProgress } from '../engine/run-load-test.js';
import { plainText } from './escape.js';
import { formatCount } from '../results/wording.js';

/** Without a terminal, each running scenario logs a line this often, so that a long run is never silent. */
const LOG_INTERVAL_MS = 10_000;
/** In a terminal, the live lines are redrawn at most this often. */
const REDRAW_INTERVAL_MS = 100;
/** A scenario with no news for this long while another one reports has ended; its line is written for good. */
const STALE_AFTER_MS = 5_000;

export interface ProgressReporterOptions {
  /** A terminal: live lines redrawn in place; otherwise log lines. */
  tty: boolean;
  write: (text: string) => void;
  /** The terminal's width: longer live lines are cut, since a wrapped line would break the redrawing. */
  columns?: number;
  /** Milliseconds, for the cadence; `Date.now` by default. */
  now?: () => number;
}

export interface ProgressReporter {
  update(progress: ScenarioProgress): void;
  /** Writes a line of its own (a message for people), above the live lines in a terminal. */
  note(line: string): void;
  /** Writes the last state of every scenario still shown and leaves the cursor below it. */
  done(): void;
}

/**
 * Returns one scenario's progress as `List pets  12/30 s  4,812 requests  401 req/s  p95 10.3 ms  3 errors (0.06%)`,
 * the name as `plainText`: a name is untrusted text, and this line reaches a terminal or a CI log as it is.
 * @internal Exported for the tests.
 */
export function progressLine(p: ScenarioProgress): string {
  const elapsed = Math.min(Math.floor(p.elapsedSeconds), p.durationSeconds);
  const share = p.errors > 0 && p.requests > 0 ? ` (${percent((p.errors / p.requests) * 100)})` : '';
  return [
    plainText(p.name),
    `${elapsed}/${p.durationSeconds} s`,
    `${formatCount(p.requests)} requests`,
    ...(p.events === undefined ? [] : [`${formatCount(p.events)} events`]),
    `${formatCount(Math.round(p.rps))} req/s`,
    `p95 ${p.requests > 0 ? `${round(p.p95Ms)} ms` : '-'}`,
    `${formatCount(p.errors)} error${p.errors === 1 ? '' : 's'}${share}`,
  ].join('  ');
}

interface Shown {
  progress: ScenarioProgress;
  /** When its last update came. */
  updatedAt: number;
  /** When its last log line was written (log mode), or when it first reported. */
  loggedAt: number;
  /** Whether the last update has been written (log mode). */
  written: boolean;
}

/**
 * Returns a reporter of the engine's progress. In a terminal: one live line per running scenario, the block redrawn
 * in place with ANSI cursor movement; a scenario that ends leaves its last line above the block. Without one: a line
 * per scenario every 10 s and one when it ends, so that CI logs show a long run moving.
 */
export function createProgressReporter(options: ProgressReporterOptions): ProgressReporter {
  const now = options.now ?? Date.now;
  const shown = new Map<string, Shown>();
  /** How many live lines the terminal shows below the finished ones. */
  let drawn = 0;
  let drawnAt = -Infinity;

  const fit = (line: string) =>
    options.columns && line.length >= options.columns ? `${line.slice(0, Math.max(options.columns - 2, 1))}…` : line;

  /** Rewrites the live block: the lines of `finished` first, for good, then one per running scenario. */
  const redraw = (finished: ScenarioProgress[]) => {
    let text = drawn > 0 ? `\x1b[${drawn}F` : '';
    const lines = [...finished, ...[...shown.values()].map((s) => s.progress)].map((p) => fit(progressLine(p)));
    for (const line of lines) text += `\x1b[2K${line}\n`;
    // When the block shrinks, the lines left below it are cleared.
    if (lines.length < drawn) text += '\x1b[0J';
    options.write(text);
    drawn = shown.size;
    drawnAt = now();
  };

  /** Takes the scenarios that ended out of the live set: they reached their duration, or went quiet. */
  const retire = (time: number, current?: string): ScenarioProgress[] => {
    const ended: ScenarioProgress[] = [];
    for (const [name, s] of shown) {
      const complete = s.progress.elapsedSeconds >= s.progress.durationSeconds;
      const quiet = name !== current && time - s.updatedAt >= STALE_AFTER_MS;
      if (complete || quiet) {
        shown.delete(name);
        if (options.tty || !s.written) ended.push(s.progress);
      }
    }
    return ended;
  };

  return {
    update(progress) {
      const time = now();
      const previous = shown.get(progress.name);
      const entry: Shown = previous
        ? { ...previous, progress, updatedAt: time, written: false }
        : { progress, updatedAt: time, loggedAt: time, written: false };
      shown.set(progress.name, entry);
      const ended = retire(time, progress.name);

      if (options.tty) {
        if (ended.length > 0 || !previous || time - drawnAt >= REDRAW_INTERVAL_MS) redraw(ended);
        return;
      }
      const due = time - entry.loggedAt >= LOG_INTERVAL_MS;
      if (due && shown.has(progress.name)) {
        entry.loggedAt = time;
        entry.written = true;
      }
      const lines = [...ended, ...(due && shown.has(progress.name) ? [progress] : [])];
      if (lines.length > 0) options.write(lines.map((p) => `${progressLine(p)}\n`).join(''));
    },

    note(line) {
      if (!options.tty || drawn === 0) {
        options.write(`${line}\n`);
        return;
      }
      // The live block is cleared, the note takes its place and the block is drawn again below it.
      options.write(`\x1b[${drawn}F\x1b[0J${line}\n`);
      drawn = 0;
      redraw([]);
    },

    done() {
      if (options.tty) {
        if (shown.size > 0 || drawn > 0) {
          const last = [...shown.values()].map((s) => s.progress);
          shown.clear();
          redraw(last);
        }
        drawn = 0;
        return;
      }
      const last = [...shown.values()].filter((s) => !s.written).map((s) => s.progress);
      shown.clear();
      if (last.length > 0) options.write(last.map((p) => `${progressLine(p)}\n`).join(''));
    },
  };
}

function round(value: number): string {
  return Number(value.toFixed(value >= 100 ? 0 : 1)).toString();
}

/** Small shares keep two decimals: one error in 5,000 requests is 0.02%, not 0%. */
function percent(value: number): string {
  return `${Number(value.toFixed(value >= 10 ? 0 : value >= 1 ? 1 : 2))}%`;
}
