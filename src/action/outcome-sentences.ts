// The sentences of a step's outcome: the verdict, the failures counted, the check run's conclusion.
import type { RunResults, ScenarioOutcome } from '../results/types.js';
import { notRunSuffix } from '../results/wording.js';
import { bugReport, CancelledError, CannotRunError, exitCodeOf, InputError } from '../errors.js';
import { ExitCode } from '../exit-codes.js';
import type { ProblemReport } from '../report/problem-comment.js';
import type { CheckRunConclusion } from './github-api.js';

/** What the step counts of a run's annotations, for its sentences. */
export interface FailureCounts {
  breached: number;
  failedChecks: number;
  /** Metrics that regressed against the baseline. */
  regressed?: number;
}

/** Returns the sentence of a run's verdict: the step's failure message and the check run's title. */
export function verdictSentence(results: RunResults, counts: FailureCounts): string {
  const total = results.scenarios.length;
  const of = (outcome: ScenarioOutcome) =>
    `${results.scenarios.filter((s) => s.outcome === outcome).length} of ${total} ${total === 1 ? 'scenario' : 'scenarios'}`;
  const notRun = notRunSuffix(results);
  // No default: a new outcome must get its own sentence, which the compiler asks for.
  switch (results.outcome) {
    case 'skipped':
      return 'No scenario ran: every scenario is skipped (skip: in the load test); see the job summary.';
    case 'passed':
      if (notRun) return `${of('passed')} passed${notRun} (skip: in the load test).`;
      return total === 1 ? 'The scenario passed.' : `All ${total} scenarios passed.`;
    case 'inconclusive':
      // Across time on machines that differ, more rounds cannot settle it: only the same job can.
      if (results.regression?.environment?.differs)
        return `${of('inconclusive')} could not be told apart from the baseline (inconclusive)${notRun}: the two runs' machines differed, so no verdict against this baseline can be more; compare in the same job (baseline-url), see the job summary.`;
      return `${of('inconclusive')} could not be told apart from the baseline (inconclusive)${notRun}; see the job summary for what would make the comparison conclusive.`;
    case 'failed':
      return `${of('failed')} failed${notRun}: ${failures(counts)}; see the annotations and the job summary.`;
    case 'errored':
      if (results.error !== undefined) return `The run is errored: ${results.error}; see the job summary.`;
      return `${of('errored')} could not run${notRun}; see the annotations and the job summary.`;
    case 'cancelled':
      return 'The run was cancelled; the partial results are in the job summary.';
  }
}

/** Returns `3 threshold(s) breached`, `1 check(s) failed`, `1 metric(s) regressed against the baseline`, joined. */
export function failures(counts: FailureCounts): string {
  const regressed = counts.regressed ?? 0;
  const parts = [
    ...(counts.breached > 0 || (counts.failedChecks === 0 && regressed === 0)
      ? [`${counts.breached} threshold(s) breached`]
      : []),
    ...(counts.failedChecks > 0 ? [`${counts.failedChecks} check(s) failed`] : []),
    ...(regressed > 0 ? [`${regressed} metric(s) regressed against the baseline`] : []),
  ];
  return parts.length > 2 ? `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}` : parts.join(' and ');
}

/** Returns the check run's conclusion for an outcome; a failed run that must not fail the step is `neutral`. */
export function conclusionOf(outcome: ScenarioOutcome): CheckRunConclusion {
  switch (outcome) {
    case 'passed':
      return 'success';
    case 'inconclusive':
      return 'neutral';
    // `skipped` is never a run's outcome (a run of only skipped scenarios is errored): nothing measured, not a success.
    case 'failed':
    case 'errored':
    case 'skipped':
      return 'failure';
    case 'cancelled':
      return 'cancelled';
  }
}

/**
 * Returns what a run without results reports: the outcome, what happened, the problems, what to do, the step's
 * message; by the exit code the error carries, as `loadtool gate` does.
 */
export function problemOf(error: unknown, inputsRead: boolean): ProblemReport & { failure: string } {
  const message = error instanceof Error ? error.message : String(error);
  if (exitCodeOf(error) === ExitCode.bug && inputsRead) {
    return {
      outcome: 'errored',
      title: 'the action stopped on an internal error (a bug in the action, not in your input)',
      lines: [message],
      nextStep: "Report the bug to the maintainers of qa-perf with the stack trace from the step's error in the log.",
      // The step's message carries the stack trace, which the bug report needs.
      failure: bugReport(error).join('\n'),
    };
  }
  if (error instanceof CancelledError)
    return {
      outcome: 'cancelled',
      title: 'the run was cancelled before the load started',
      lines: [message],
      nextStep: 'Run the workflow again; nothing was measured.',
      failure: message,
    };
  if (error instanceof InputError) {
    const count = error.problems.length;
    return {
      outcome: 'errored',
      title: `bad input, nothing was run: ${error.file} has ${count} ${count === 1 ? 'problem' : 'problems'}`,
      lines: error.problems.map((problem) => error.describe(problem)),
      nextStep:
        'Correct each problem at its line and push again; `loadtool gate` shows the same problems on your machine.',
      failure: `${error.file} has ${count} problem(s); each is annotated above.`,
    };
  }
  if (error instanceof CannotRunError)
    return {
      outcome: 'errored',
      title: 'the run could not take place',
      lines: [message],
      nextStep:
        'Make the system under test answer at the base URL when the load starts (the `start-command` and `wait-for` inputs start it in the job), or correct the base URL; `loadtool gate` reproduces this on your machine.',
      failure: `The run could not take place: ${message}`,
    };
  return {
    outcome: 'errored',
    title: 'the action stopped before the run',
    lines: [message],
    nextStep: 'Correct what the message names and run the workflow again; the log of the run has the details.',
    failure: message,
  };
}
