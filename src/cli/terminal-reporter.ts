// The pipeline's reporter in a terminal: progress live on a TTY, every 10 s otherwise, secrets masked.
import { maskingReporter, type PipelineReporter } from '../pipeline/reporter.js';
import { logText } from '../report/escape.js';
import { createProgressReporter } from '../report/progress.js';
import type { CliIo } from './io.js';

/**
 * The pipeline's reporter for a terminal: progress live on a TTY, every 10 s otherwise; secrets masked. `quiet`
 * (`-q`): no progress and no notes, the warnings still said.
 */
export function terminalReporter(io: CliIo, quiet = false): PipelineReporter {
  const stderr = io.stderr as { isTTY?: boolean; columns?: number };
  const progress = createProgressReporter({
    tty: stderr.isTTY === true,
    columns: stderr.columns,
    write: (text) => {
      io.stderr.write(text);
    },
  });
  let running = false;
  // Every message goes through logText: it may quote a name, a server or a command's output, and a CI runner parses
  // these lines (progress lines and the table escape their own untrusted pieces, around their cursor moves and colours).
  const say = (line: string) => {
    const shown = logText(line);
    if (running) progress.note(shown);
    else io.stderr.write(`${shown}\n`);
  };
  return maskingReporter({
    info: (message) => {
      if (!quiet) say(message);
    },
    warning: (message, where) => {
      const at = where ? `${where.file}${where.line ? `:${where.line}` : ''}: ` : '';
      say(`${at}warning: ${message}`);
    },
    group: (title, lines) => {
      say(title);
      for (const line of lines) say(`  ${line}`);
    },
    secret: () => {
      // Masked by maskingReporter: a terminal has no masker of its own.
    },
    progress: (update) => {
      if (quiet) return;
      running = true;
      progress.update(update);
    },
    progressDone: () => {
      if (running) progress.done();
      running = false;
    },
  });
}
