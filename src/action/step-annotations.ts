// The step's error annotations: a problem or a failed scenario each, at most GitHub's ten, the rest counted.
import * as core from '@actions/core';
import type { InputError } from '../errors.js';
import { logText, plainText } from '../report/escape.js';
import type { LoadTestAnnotation } from './annotations.js';
import { repositoryPath } from './workspace-paths.js';

/** GitHub shows at most this many error annotations of a step; the rest are counted in one more. */
const MAX_STEP_ANNOTATIONS = 10;

/**
 * Writes the step's annotations of a run: the first ten failures as errors (GitHub shows ten per step; they come worst
 * first), one warning that counts the rest, a warning on the tolerance's line for each metric the comparison with the
 * baseline could not decide, one notice for the scenarios that a cancelled run never started, and a notice on the line
 * of each scenario not run on purpose (`skip:`), with its reason (the first ten; one more notice counts the rest).
 */
export function annotateStep(annotations: LoadTestAnnotation[], file: string): void {
  const errors = annotations.filter((a) => a.level === 'failure');
  for (const a of errors.slice(0, MAX_STEP_ANNOTATIONS)) {
    core.error(logText(a.message), { title: logText(a.title), file, startLine: a.line });
  }
  const rest = errors.slice(MAX_STEP_ANNOTATIONS);
  if (rest.length > 0) {
    const breached = rest.filter((a) => a.kind === 'breach').length;
    const other = rest.length - breached;
    const what = [
      ...(other > 0 ? [`${other} more failure(s)`] : []),
      ...(breached > 0 ? [`${breached} more threshold(s) breached`] : []),
    ].join(' and ');
    core.warning(`${what}; every one is in the job summary and the qa-perf check run.`, {
      title: breached === rest.length ? 'More thresholds breached' : 'More failures',
      file,
    });
  }
  // Not counted with the errors: a warning does not fail the step, and there is one per undecided metric at most.
  for (const a of annotations.filter(({ level }) => level === 'warning')) {
    core.warning(logText(a.message), { title: logText(a.title), file, startLine: a.line });
  }
  const notStarted = annotations.filter((a) => a.kind === 'not-started');
  if (notStarted.length > 0) {
    const names = notStarted.map((a) => plainText(a.scenario)).join(', ');
    core.notice(
      logText(
        `${notStarted.length} scenario(s) did not run, the run being cancelled before they started; their thresholds were not checked: ${names}`,
      ),
      { title: 'Scenarios that did not run', file, startLine: notStarted[0]!.line },
    );
  }
  const skipped = annotations.filter((a) => a.kind === 'skipped');
  for (const a of skipped.slice(0, MAX_STEP_ANNOTATIONS)) {
    core.notice(logText(a.message), { title: logText(a.title), file, startLine: a.line });
  }
  if (skipped.length > MAX_STEP_ANNOTATIONS)
    core.notice(
      `${skipped.length - MAX_STEP_ANNOTATIONS} more scenario(s) not run (skip: in the load test); every one is in the job summary.`,
      { title: 'More scenarios not run', file },
    );
}

/** Writes an error annotation of the step for each problem of the input, on its file, line and column. */
export function annotateInputError(error: InputError): void {
  const file = repositoryPath(error.file);
  for (const problem of error.problems) {
    core.error(logText(error.describe(problem)), {
      title: `Invalid ${error.file}`,
      file,
      startLine: problem.line,
      startColumn: problem.column,
    });
  }
}
