// The pipeline's reporter on GitHub: log lines, annotations, groups, masking and progress every 10 s.
import * as core from '@actions/core';
import { maskingReporter, type PipelineReporter } from '../pipeline/reporter.js';
import { tooShortToMask } from '../masker.js';
import { logText } from '../report/escape.js';
import { createProgressReporter } from '../report/progress.js';
import { workspacePath } from './workspace-paths.js';

/**
 * Returns the pipeline's reporter for GitHub: log lines, annotations, log groups, masking (ours in every form, and
 * GitHub's for the steps after), progress every 10 s. Each value it masks is pushed to `secrets`, to be masked also in
 * what does not go through the log: a comment, a check run.
 */
export function githubReporter(secrets: string[]): PipelineReporter {
  const progress = createProgressReporter({
    tty: false,
    write: (text) => {
      for (const line of text.trimEnd().split('\n')) core.info(logText(line));
    },
  });
  return maskingReporter(
    {
      info: (message) => {
        core.info(logText(message));
      },
      warning: (message, where) => {
        core.warning(logText(message), where && { file: workspacePath(where.file), startLine: where.line });
      },
      group: (title, lines) => {
        core.startGroup(logText(title));
        for (const line of lines) core.info(logText(line));
        core.endGroup();
      },
      secret: (value) => {
        // A value too short to mask would have GitHub mask that character everywhere in the log (see tooShortToMask).
        if (!tooShortToMask(value)) core.setSecret(value);
      },
      progress: (update) => {
        progress.update(update);
      },
      progressDone: () => {
        progress.done();
      },
    },
    secrets,
  );
}
