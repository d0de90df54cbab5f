// Reports a run that has no results (bad input, could not run, cancelled early) the way a run with results is.
import * as core from '@actions/core';
import { InputError } from '../errors.js';
import { logText, plainText } from '../report/escape.js';
import { renderProblemComment, type ProblemReport } from '../report/problem-comment.js';
import { withinGitHubLimits } from './annotations.js';
import type { CheckRunAnnotation, RequestLimits } from './github-api.js';
import type { ReportingInputs } from './inputs.js';
import { conclusionOf, problemOf } from './outcome-sentences.js';
import { publish, runUrl } from './publish.js';
import { annotateInputError } from './step-annotations.js';
import { repositoryPath } from './workspace-paths.js';

/**
 * Reports a run that has no results — bad input, a run that could not take place, a cancellation before the load
 * started, any other error — the way a run with results is reported: outputs, annotations, job summary, the
 * pull-request comment and the check run (so that neither keeps showing an earlier verdict), and the step's failure.
 */
export async function reportProblem(
  inputs: ReportingInputs,
  error: unknown,
  inputsRead: boolean,
  mask: (text: string) => string,
  limits: RequestLimits,
): Promise<void> {
  const problem = problemOf(error, inputsRead);
  const masked: ProblemReport = {
    outcome: problem.outcome,
    title: mask(problem.title),
    lines: problem.lines.map(mask),
    nextStep: mask(problem.nextStep),
  };
  core.setOutput('outcome', problem.outcome);
  if (error instanceof InputError) annotateInputError(error);
  try {
    await core.summary.addRaw(renderProblemComment(masked, {})).write();
  } catch (summaryError) {
    core.debug(
      logText(`No job summary: ${summaryError instanceof Error ? summaryError.message : String(summaryError)}`),
    );
  }
  const title = `${problem.outcome === 'cancelled' ? 'Cancelled' : 'Errored'}: ${masked.title}`;
  await publish(inputs, limits, undefined, {
    outcome: problem.outcome,
    // A check-run title is one short line.
    title: title.length > 200 ? `${title.slice(0, 199)}…` : title,
    conclusion: conclusionOf(problem.outcome),
    body: (marker) => renderProblemComment(masked, { marker, reportUrl: runUrl() }),
    annotations:
      error instanceof InputError ? inputAnnotations(error).map((a) => ({ ...a, message: mask(a.message) })) : [],
  });
  core.setFailed(logText(mask(problem.failure)));
}

/** Returns a check-run annotation for each input problem, on its line (the first line when it has none). */
function inputAnnotations(error: InputError): CheckRunAnnotation[] {
  const path = repositoryPath(error.file);
  // A check-run annotation needs a file of the repository; the problem is in the summary either way.
  if (path === undefined) return [];
  return error.problems.map((problem) =>
    withinGitHubLimits({
      path,
      start_line: problem.line ?? 1,
      end_line: problem.line ?? 1,
      annotation_level: 'failure' as const,
      title: `Invalid ${plainText(error.file)}`,
      message: logText(error.describe(problem)),
    }),
  );
}
