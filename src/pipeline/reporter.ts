// The reporter every stage speaks to (PipelineReporter), and the masking that wraps every reporter.
import type { ScenarioProgress } from '../engine/run-load-test.js';
import { maskerOf } from '../masker.js';

/** Where a message points in a file, for an annotation. */
interface Location {
  file: string;
  line?: number;
  column?: number;
}

/** How the pipeline talks to people: GitHub's log and annotations, or the terminal. */
export interface PipelineReporter {
  info(message: string): void;
  warning(message: string, where?: Location): void;
  /** Lines that are useful but long: a foldable log group on GitHub, an indented block in the terminal. */
  group(title: string, lines: string[]): void;
  /** A value that must never be shown: GitHub masks it in the log from now on. */
  secret(value: string): void;
  progress(update: ScenarioProgress): void;
  /** The run has ended: the progress display is finished. */
  progressDone(): void;
}

/**
 * Returns the reporter with what it says masked: each value given to `secret` (and pushed to `secrets`) is replaced in
 * every message, title and line from then on, in every form it can take (masker.ts). For the terminal and for GitHub
 * alike: GitHub's own masker knows the value as written only, and nothing told it before `secret`.
 */
export function maskingReporter(reporter: PipelineReporter, secrets: string[] = []): PipelineReporter {
  let mask = maskerOf(secrets);
  return {
    ...reporter,
    info: (message) => {
      reporter.info(mask(message));
    },
    warning: (message, where) => {
      reporter.warning(mask(message), where);
    },
    group: (title, lines) => {
      reporter.group(mask(title), lines.map(mask));
    },
    secret: (value) => {
      secrets.push(value);
      mask = maskerOf(secrets);
      reporter.secret(value);
    },
  };
}
