// The job summary and the pull-request comment, each within GitHub's size.
import type { RunResults } from '../results/types.js';
import { sourceFigures } from '../results/source-wording.js';
import { formatCount, runHeadline, selfCheckMessage, skippedScenarios, skipReason } from '../results/wording.js';
import { existingDataNote, ownWritesNote, readsFirstNote } from '../results/writes-wording.js';
import { stoppedEarlyNotes } from '../results/stopped-wording.js';
import { runTlsNote } from '../results/tls-wording.js';
import { escapeMarkdown } from './escape.js';
import { Budget, fill, size } from './markdown-budget.js';
import { detailsParts, fillDetails, type DetailsLayout } from './markdown-details.js';
import { tableHead, tableLegend, tableRows } from './markdown-table.js';
import { withSteps } from '../results/steps.js';
import { ICONS, MAX_NAME, MAX_PATH, MAX_TEXT, MAX_URL, md, reportLink } from './markdown-text.js';
import { triageItem } from './markdown-triage.js';
import { fillComparison } from './markdown-comparison.js';
import { environmentWarning } from './comparison-lines.js';
import { fillRegressionCharts } from './regression-chart.js';
import { skippedBySkipKey } from '../results/not-started.js';

// The head, then the triage, the table and the details, each added while it fits (markdown-budget.ts), in the order
// that drops the least telling detail first.

export interface MarkdownOptions {
  /** The load test's path as shown and linked, e.g. load-tests/loadtool.yaml */
  loadTestFile: string;
  /** Where the full report is (the workflow run's URL with the job summary), when known. */
  reportUrl?: string;
}

/**
 * GitHub refuses a comment over 65,536 characters. The size is measured in UTF-8 bytes, the strictest way to count
 * it (never less than code points or UTF-16 units), and kept below the limit with a margin.
 * @internal Exported for the tests.
 */
export const COMMENT_LIMIT = 60_000;

/**
 * GitHub takes up to 1 MiB of job summary from a step; measured in UTF-8 bytes too.
 * @internal Exported for the tests.
 */
export const SUMMARY_LIMIT = 1_000_000;

/** Room kept for the notes that say what was left out and for the footer. */
const FOOTER_RESERVE = 3_000;

interface Layout extends DetailsLayout {
  /** The first line, as is. */
  marker?: string;
  heading: '##' | '###';
  limit: number;
  /** Triage items at most; the table has every scenario anyway. */
  maxTriage: number;
  /** Where what is left out can be read, as markdown: "[the full report](…)". */
  elsewhere: string;
  footer?: string;
  /** Whether to say that the run's writes kept to the records it created: the job summary does, the comment not. */
  ownWrites?: boolean;
}

/**
 * Returns the job summary (summary.md): the verdict, what the writes did (existing data changed, reads moved before
 * writes, or writes kept to the run's own records), the triage of each scenario that did not pass, the table of every
 * scenario with its thresholds, and the details (status codes, error categories, the stream scenarios' figures,
 * latency charts, the generator's self-check), cut to fit GitHub's 1 MiB job summary if it must be.
 */
export function renderSummary(results: RunResults, options: MarkdownOptions): string {
  return render(results, options, {
    heading: '##',
    limit: SUMMARY_LIMIT,
    maxTriage: Number.POSITIVE_INFINITY,
    maxCharts: 10,
    openDetails: true,
    streams: true,
    elsewhere: 'results.json',
    ownWrites: true,
  });
}

/**
 * Returns the pull-request comment: `marker` on the first line (so that the comment can be found and updated), then
 * what `renderSummary` shows, with fewer charts, cut to stay under GitHub's comment size; what is cut is named, with
 * where to read it (`reportUrl`, else the job summary and results.json).
 */
export function renderComment(results: RunResults, options: MarkdownOptions & { marker: string }): string {
  const url = reportLink(options.reportUrl);
  return render(results, options, {
    marker: options.marker,
    heading: '###',
    limit: COMMENT_LIMIT,
    maxTriage: 20,
    maxCharts: 3,
    openDetails: false,
    elsewhere: url ? `[the full report](${url})` : 'the job summary and results.json',
    ...(url ? { footer: `<sub>[Full report](${url}) · load test ${md(options.loadTestFile, MAX_PATH)}</sub>` } : {}),
  });
}

function render(results: RunResults, options: MarkdownOptions, layout: Layout): string {
  // What did not pass first, then what passed, then what was not run on purpose (`skip:`).
  const ordered = [
    ...results.scenarios.filter((s) => s.outcome !== 'passed' && s.outcome !== 'skipped'),
    ...results.scenarios.filter((s) => s.outcome === 'passed'),
    ...skippedScenarios(results),
  ];
  const head = [
    ...(layout.marker === undefined ? [] : [layout.marker]),
    `${layout.heading} ${ICONS[results.outcome]} qa-perf: ${runHeadline(results)}`,
    '',
    runLine(results),
    ...(results.sources?.length ? ['', preflightLine(results.sources)] : []),
    ...writesLines(results, layout),
    ...environmentLines(results),
    ...(results.generator.saturated
      ? ['', '> [!WARNING]', `> **Generator self-check:** ${escapeMarkdown(selfCheckMessage(results))}`]
      : []),
  ].join('\n');
  const budget = new Budget(layout.limit - Buffer.byteLength(head, 'utf8') - FOOTER_RESERVE);
  const blocks = [head];
  const left: string[] = [];

  // The details' frame and charts keep their room (a quarter of the size at most) however long the table gets.
  const details = detailsParts(results, ordered, layout);
  const held = budget.hold(Math.min(size(details.frame, ...details.charts), Math.floor(layout.limit / 4)));

  const notPassed = ordered.filter((s) => s.outcome !== 'passed' && s.outcome !== 'skipped');
  const triage = fill(
    notPassed.slice(0, layout.maxTriage).map((s) => triageItem(s, results.regression)),
    budget,
    '**Triage**\n',
  );
  if (triage.shown > 0) blocks.push(triage.text);
  if (notPassed.length > triage.shown) left.push(`${notPassed.length - triage.shown} more triage items`);

  const skipped = skippedScenarios(results);
  const notRunHeading = `**Not run**${skippedBySkipKey(skipped) ? ' (`skip:` in the load test)' : ''}\n`;
  const notRun = fill(skipped.map(notRunItem), budget, notRunHeading);
  if (notRun.shown > 0) blocks.push(notRun.text);
  if (skipped.length > notRun.shown) left.push(`${skipped.length - notRun.shown} more scenarios not run`);

  const baseline = fillComparison(results, budget, { comment: layout.marker !== undefined });
  if (baseline.text) blocks.push(baseline.text);
  left.push(...baseline.left);
  const byRound = fillRegressionCharts(results, budget, layout.maxCharts);
  if (byRound.text) blocks.push(byRound.text);
  left.push(...byRound.left);

  // A flow's steps are rows of the table under it, shown or cut with their flow.
  const rows = withSteps(results.scenarios).map(({ result }) => result);
  const legend = tableLegend(rows, options.loadTestFile);
  const legendHeld = budget.hold(legend ? size(legend) : 0);
  const table = fill(
    ordered.map((s) => tableRows(s, rows)),
    budget,
    tableHead(rows),
  );
  budget.release(legendHeld);
  if (table.shown > 0) blocks.push(legend && budget.take(legend) ? `${table.text}\n\n${legend}` : table.text);
  if (ordered.length > table.shown) left.push(`${ordered.length - table.shown} more scenarios`);

  budget.release(held);
  const detailsBlock = fillDetails(details, ordered.length, budget);
  if (detailsBlock.text) blocks.push(detailsBlock.text);
  left.push(...detailsBlock.left);

  if (left.length > 0) blocks.push(`**Not shown here:** ${list(left)}; they are in ${layout.elsewhere}.`);
  if (layout.footer) blocks.push(layout.footer);
  const text = `${blocks.join('\n\n')}\n`;
  // Only a marker too long to leave room for anything could bring the text over the limit.
  if (Buffer.byteLength(text, 'utf8') <= layout.limit) return text;
  return `${head}\n\n**Not shown here:** the triage, the table and the details; they are in ${layout.elsewhere}.\n`;
}

/**
 * Returns the head's lines about what the run did beyond measuring: a warning when it did not check certificates, a
 * warning when its writes changed existing data, the note that reads ran before writes, (in the job summary) that
 * the writes kept to the records the run created, and the scenarios that stopped before their duration was over.
 */
function writesLines(results: RunResults, layout: Layout): string[] {
  const insecure = runTlsNote(results);
  const existing = existingDataNote(results);
  const readsFirst = readsFirstNote(results);
  const own = layout.ownWrites ? ownWritesNote(results) : undefined;
  return [
    ...(insecure ? ['', '> [!WARNING]', `> ${escapeMarkdown(insecure)}`] : []),
    ...(existing ? ['', '> [!WARNING]', `> ${escapeMarkdown(existing)}`] : []),
    ...(readsFirst ? ['', escapeMarkdown(readsFirst)] : []),
    ...(own ? ['', escapeMarkdown(own)] : []),
    ...stoppedEarlyNotes(results).flatMap((note) => ['', escapeMarkdown(note)]),
  ];
}

/**
 * Returns the head's warning when the two runs of a comparison across time ran on machines that differ: every verdict
 * against the baseline is then at most inconclusive (environmentWarning).
 */
function environmentLines(results: RunResults): string[] {
  const warning = environmentWarning(results);
  return warning ? ['', '> [!WARNING]', `> **Baseline:** ${escapeMarkdown(warning)}`] : [];
}

/** The most data sources the head names; results.json has them all. */
const MAX_SOURCES_SHOWN = 5;

/** Returns the head's pre-flight line: each data source fetched before the run, with its status and values. */
function preflightLine(sources: NonNullable<RunResults['sources']>): string {
  const shown = sources.slice(0, MAX_SOURCES_SHOWN).map((source) => escapeMarkdown(sourceFigures(source)));
  const more = sources.length - shown.length;
  return `Pre-flight: ${shown.join(' · ')}${more > 0 ? ` · ${more} more in results.json` : ''}`;
}

/** Returns a scenario not run on purpose as a list item: its name, line and `skip:` reason, escaped. */
function notRunItem(s: RunResults['scenarios'][number]): string {
  return `- ${ICONS.skipped} **${md(s.name, MAX_NAME)}** (line ${s.line}): ${md(skipReason(s), MAX_TEXT)}`;
}

function runLine(results: RunResults): string {
  const seconds = (Date.parse(results.finishedAt) - Date.parse(results.startedAt)) / 1000;
  const requests = results.scenarios.reduce((sum, s) => sum + s.requests.total, 0);
  return [
    `Base URL ${md(results.baseUrl, MAX_URL)}`,
    ...(Number.isFinite(seconds) && seconds >= 0 ? [formatDuration(seconds)] : []),
    `${formatCount(requests)} ${requests === 1 ? 'request' : 'requests'}`,
  ].join(' · ');
}

function list(items: string[]): string {
  return items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]!}`;
}

function formatDuration(seconds: number): string {
  const whole = Math.round(seconds);
  if (whole < 60) return `${whole}s`;
  const minutes = Math.floor(whole / 60);
  if (minutes < 60) return whole % 60 > 0 ? `${minutes}m ${whole % 60}s` : `${minutes}m`;
  return minutes % 60 > 0 ? `${Math.floor(minutes / 60)}h ${minutes % 60}m` : `${Math.floor(minutes / 60)}h`;
}
