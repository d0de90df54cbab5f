import type { ScenarioProgress } from '../engine/run-load-test.js';

/** Where a message points in a file, for an annotation. */
export interface Location {
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
