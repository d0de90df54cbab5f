// The pull-request comment of a run that has no results: bad input, could not run, or cancelled before it started.
import { ICONS, MAX_TEXT, md, reportLink } from './markdown-text.js';

/** A run that has no results: bad input, a run that could not take place, or one cancelled before it started. */
export interface ProblemReport {
  /** `errored` for bad input and for a run that could not take place. */
  outcome: 'errored' | 'cancelled';
  /** What happened, as plain text: "bad input, nothing was run: load-tests/loadtool.yaml has 2 problems". */
  title: string;
  /** What went wrong, one item each, as plain text (`file:line:column: path: message` for an input problem). */
  lines: string[];
  /** What to do about it: markdown of our own (inline code allowed), never text from elsewhere. */
  nextStep: string;
}

/** Items of a problem report shown at most; the rest are counted, and every one is in the log. */
const MAX_PROBLEM_LINES = 50;

/**
 * Returns the pull-request comment (`marker` on the first line) or the check-run summary (no marker) of a run without
 * results: the outcome and what happened, every problem on its own line (escaped, the first 50), what to do, and a
 * link to the run's log when `reportUrl` is known.
 */
export function renderProblemComment(report: ProblemReport, options: { marker?: string; reportUrl?: string }): string {
  const url = reportLink(options.reportUrl);
  const shown = report.lines.slice(0, MAX_PROBLEM_LINES).map((line) => `- ${md(line, MAX_TEXT)}`);
  const more = report.lines.length - shown.length;
  if (more > 0) shown.push(`- … and ${more} more, every one in the log of the run`);
  const lines = [
    ...(options.marker === undefined ? [] : [options.marker]),
    `### ${ICONS[report.outcome]} qa-perf: ${report.outcome} — ${md(report.title, MAX_TEXT)}`,
    ...(shown.length > 0 ? ['', ...shown] : []),
    '',
    `**What to do:** ${report.nextStep}`,
    ...(url ? ['', `<sub>[The run's log](${url}) · no load test results for this run</sub>`] : []),
  ];
  return `${lines.join('\n')}\n`;
}
