import type { RunResults, ScenarioOutcome, ScenarioResult, ThresholdResult, Triage } from '../results/types.js';
import type { ThresholdKey } from '../vocabulary/thresholds.js';
import { clip, escapeMarkdown, mermaidText, oneLine } from './escape.js';
import { didNotRun } from '../verdict/breaches.js';
import { hasResponses } from '../results/responses.js';
import {
  describeBreach,
  describeCheck,
  describeTriage,
  formatCount,
  formatNumber,
  selfCheckMessage,
} from '../results/wording.js';

export interface MarkdownOptions {
  /** The load test's path as shown and linked, e.g. load-tests/loadtool.yaml */
  loadTestFile: string;
  /** Where the full report is (the workflow run's URL with the job summary), when known. */
  reportUrl?: string;
}

/**
 * GitHub refuses a comment over 65,536 characters. The size is measured in UTF-8 bytes, the strictest way to count
 * it (never less than code points or UTF-16 units), and kept below the limit with a margin.
 */
export const COMMENT_LIMIT = 60_000;

/** GitHub takes up to 1 MiB of job summary from a step; measured in UTF-8 bytes too. */
export const SUMMARY_LIMIT = 1_000_000;

const ICONS: Record<ScenarioOutcome, string> = { passed: '✅', failed: '❌', errored: '⚠️', cancelled: '⏹️' };

/** Code points kept of text that did not come from us, so that no single scenario can fill a comment. */
const MAX_NAME = 120;
const MAX_ENDPOINT = 200;
const MAX_TEXT = 600;
const MAX_URL = 500;
const MAX_PATH = 100;
/** A failed response's body is kept to its first 300 bytes; at most as many code points of it are shown. */
const MAX_SAMPLE = 300;

/** Room kept for the notes that say what was left out and for the footer. */
const FOOTER_RESERVE = 3_000;

/** Points per chart: a longer timeline is shown as the worst second of each slice. */
const CHART_POINTS = 60;

/** Thresholds with a column of their own in the table; the others go to the "Other thresholds" column. */
const COLUMN_KEYS: ReadonlySet<ThresholdKey> = new Set(['p95', 'p99', 'rps', 'errorRate', 'okRate']);

interface Layout {
  /** The first line, as is. */
  marker?: string;
  heading: '##' | '###';
  limit: number;
  /** Triage items at most; the table has every scenario anyway. */
  maxTriage: number;
  maxCharts: number;
  openDetails: boolean;
  /** Where what is left out can be read, as markdown: "[the full report](…)". */
  elsewhere: string;
  footer?: string;
}

/**
 * Returns the job summary (summary.md): the verdict, the triage of each scenario that did not pass, the table of every
 * scenario with its thresholds, and the details (status codes, error categories, latency charts, the generator's
 * self-check), cut to fit GitHub's 1 MiB job summary if it must be.
 */
export function renderSummary(results: RunResults, options: MarkdownOptions): string {
  return render(results, options, {
    heading: '##',
    limit: SUMMARY_LIMIT,
    maxTriage: Number.POSITIVE_INFINITY,
    maxCharts: 10,
    openDetails: true,
    elsewhere: 'results.json',
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
  return `${[
    ...(options.marker === undefined ? [] : [options.marker]),
    `### ${ICONS[report.outcome]} qa-perf: ${report.outcome} — ${md(report.title, MAX_TEXT)}`,
    ...(shown.length > 0 ? ['', ...shown] : []),
    '',
    `**What to do:** ${report.nextStep}`,
    ...(url ? ['', `<sub>[The run's log](${url}) · no load test results for this run</sub>`] : []),
  ].join('\n')}\n`;
}

/** Counts what is left of a size in UTF-8 bytes. */
class Budget {
  #left: number;

  constructor(bytes: number) {
    this.#left = bytes;
  }

  /** Sets bytes aside, for later parts that must not be crowded out by earlier ones; returns what was set aside. */
  hold(bytes: number): number {
    const held = Math.max(0, Math.min(bytes, this.#left));
    this.#left -= held;
    return held;
  }

  release(bytes: number): void {
    this.#left += bytes;
  }

  /** Takes the text and its separator from the budget and returns true, or returns false when they do not fit. */
  take(text: string, separator = '\n'): boolean {
    const size = Buffer.byteLength(text + separator, 'utf8');
    if (size > this.#left) return false;
    this.#left -= size;
    return true;
  }
}

function render(results: RunResults, options: MarkdownOptions, layout: Layout): string {
  const ordered = [
    ...results.scenarios.filter((s) => s.outcome !== 'passed'),
    ...results.scenarios.filter((s) => s.outcome === 'passed'),
  ];
  const head = [
    ...(layout.marker === undefined ? [] : [layout.marker]),
    `${layout.heading} ${ICONS[results.outcome]} qa-perf: ${headline(results)}`,
    '',
    runLine(results),
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

  const notPassed = ordered.filter((s) => s.outcome !== 'passed');
  const triage = fill(notPassed.slice(0, layout.maxTriage).map(triageItem), budget, '**Triage**\n');
  if (triage.shown > 0) blocks.push(triage.text);
  if (notPassed.length > triage.shown) left.push(`${notPassed.length - triage.shown} more triage items`);

  const legend = tableLegend(results.scenarios, options.loadTestFile);
  const legendHeld = budget.hold(legend ? size(legend) : 0);
  const table = fill(ordered.map(tableRow), budget, tableHead(results.scenarios));
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

/** Adds parts after `head` while they fit, in order; returns the text and how many of the parts it holds. */
function fill(parts: string[], budget: Budget, head: string, separator = '\n'): { text: string; shown: number } {
  if (parts.length === 0 || !budget.take(head, separator)) return { text: '', shown: 0 };
  let shown = 0;
  while (shown < parts.length && budget.take(parts[shown]!, separator)) shown++;
  return { text: [head, ...parts.slice(0, shown)].join(separator), shown };
}

function headline(results: RunResults): string {
  const total = results.scenarios.length;
  const count = (outcome: ScenarioOutcome) => results.scenarios.filter((s) => s.outcome === outcome).length;
  const [failed, errored, cancelled] = [count('failed'), count('errored'), count('cancelled')];
  const of = (n: number) => `${n} of ${total} ${total === 1 ? 'scenario' : 'scenarios'}`;
  const also = (parts: Array<[number, string]>) =>
    parts
      .filter(([n]) => n > 0)
      .map(([n, what]) => `, ${n} ${what}`)
      .join('');
  if (total === 0) return results.outcome === 'cancelled' ? 'cancelled before any scenario ran' : 'no scenario ran';
  switch (results.outcome) {
    case 'passed':
      return total === 1 ? 'the scenario passed' : `all ${total} scenarios passed`;
    case 'failed':
      return `${of(failed)} failed`;
    case 'errored':
      return `${of(errored)} could not run${also([[failed, 'failed']])}`;
    case 'cancelled':
      return `run cancelled, ${of(cancelled)} did not finish${also([
        [failed, 'failed'],
        [errored, 'could not run'],
      ])}`;
  }
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

function triageItem(s: ScenarioResult): string {
  const who = `- ${ICONS[s.outcome]} **${md(s.name, MAX_NAME)}** —`;
  if (s.triage) return `${who} ${code(s.triage.category)}: ${triageText(s.triage)}`;
  if (s.outcome === 'errored') return `${who} \`error\`: ${md(s.error ?? 'no reason was recorded', MAX_TEXT)}`;
  if (s.outcome === 'cancelled')
    return didNotRun(s)
      ? `${who} \`cancelled\`: the run was cancelled before this scenario started; it did not run, and its thresholds were not checked`
      : `${who} \`cancelled\`: the run was cancelled before this scenario finished`;
  const breaches = [
    ...(s.failedChecks ?? []).map(describeCheck),
    ...s.thresholds.filter((t) => !t.passed).map((t) => `${describeBreach(t)} (line ${t.line})`),
  ];
  const label = s.failedChecks?.length ? 'checks' : 'thresholds';
  return `${who} \`${label}\`: ${md(breaches.join(', ') || 'no breached threshold was recorded', MAX_TEXT)}`;
}

/** Returns the triage's evidence and next step, each cut on its own: a long quote of the server never hides the next step. */
function triageText(triage: Triage): string {
  const part = (text: string) => clip(oneLine(text), MAX_TEXT);
  return md(
    describeTriage({ ...triage, evidence: part(triage.evidence), nextStep: part(triage.nextStep) }),
    3 * MAX_TEXT,
  );
}

function tableHead(scenarios: ScenarioResult[]): string {
  const other = hasOtherThresholds(scenarios);
  const titles = [
    'Scenario',
    'Users',
    'Requests',
    'Req/s',
    'p95',
    'p99',
    'Errors',
    ...(other ? ['Other thresholds'] : []),
  ];
  const align = [':--', '--:', '--:', '--:', '--:', '--:', '--:', ...(other ? [':--'] : [])];
  return `${row(titles)}\n${row(align)}`;
}

function tableRow(s: ScenarioResult, _index: number, all: ScenarioResult[]): string {
  const cells = [
    `${ICONS[s.outcome]} ${md(s.name, MAX_NAME)}<br><code>${md(s.endpoint, MAX_ENDPOINT)}</code>`,
    formatCount(s.concurrentUsers),
    formatCount(s.requests.total),
    formatNumber(s.rps) + marks(s, ['rps']),
    latencyCell(s, 'p95'),
    latencyCell(s, 'p99'),
    errorsCell(s),
  ];
  if (hasOtherThresholds(all))
    cells.push(
      s.thresholds
        .filter((t) => !COLUMN_KEYS.has(t.key))
        .map((t) => `${t.key} ${thresholdValue(t)}${mark(t)}`)
        .join('<br>'),
    );
  return row(cells);
}

function tableLegend(scenarios: ScenarioResult[], loadTestFile: string): string {
  const checks = scenarios.some((s) => (s.failedChecks?.length ?? 0) > 0)
    ? ' · ❌ (no ok response): a built-in check failed, the service stopped answering or never answered ok'
    : '';
  if (!scenarios.some((s) => s.thresholds.length > 0)) return checks.slice(' · '.length);
  return `✅ threshold met · ❌ threshold breached, with its line in ${md(loadTestFile, MAX_PATH)}${checks}`;
}

function hasOtherThresholds(scenarios: ScenarioResult[]): boolean {
  return scenarios.some((s) => s.thresholds.some((t) => !COLUMN_KEYS.has(t.key)));
}

function latencyCell(s: ScenarioResult, key: 'p95' | 'p99'): string {
  return (hasResponses(s) ? `${formatNumber(s.latencyMs[key])} ms` : '–') + marks(s, [key]);
}

function errorsCell(s: ScenarioResult): string {
  const { total, failed } = s.requests;
  const share = total > 0 ? ` (${formatNumber((failed / total) * 100)}%)` : '';
  return `${formatCount(failed)}${share}${marks(s, ['errorRate', 'okRate'])}${checkMarks(s)}`;
}

/** Returns ` ❌ (no ok response)` or ` ❌ (no ok response from second 2)` for each check the scenario failed. */
function checkMarks(s: ScenarioResult): string {
  return (s.failedChecks ?? [])
    .map((check) =>
      check.check === 'availability' && check.fromSecond !== undefined
        ? ` ❌ (no ok response from second ${check.fromSecond})`
        : ' ❌ (no ok response)',
    )
    .join('');
}

/** Returns ` ✅ (≤ 300 ms)` or ` ❌ (≤ 300 ms, line 12)` for each of the scenario's thresholds on these keys. */
function marks(s: ScenarioResult, keys: ThresholdKey[]): string {
  // A scenario the cancelled run never started has thresholds that measured nothing: neither met nor breached.
  if (s.outcome === 'cancelled' && didNotRun(s)) return '';
  return s.thresholds
    .filter((t) => keys.includes(t.key))
    .map(mark)
    .join('');
}

function mark(t: ThresholdResult): string {
  return ` ${t.passed ? '✅' : '❌'} (${limitText(t)}${t.passed ? '' : `, line ${t.line}`})`;
}

function limitText(t: ThresholdResult): string {
  switch (t.key) {
    case 'okRate':
      return `ok ≥ ${formatNumber(t.limit)}%`;
    case 'rps':
      return `≥ ${formatNumber(t.limit)}`;
    default:
      return `≤ ${withUnit(t.limit, t.unit)}`;
  }
}

function thresholdValue(t: ThresholdResult): string {
  return t.actual === undefined ? 'not measured' : withUnit(t.actual, t.unit);
}

function withUnit(value: number, unit: ThresholdResult['unit']): string {
  return unit === 'ms' ? `${formatNumber(value)} ms` : unit === '%' ? `${formatNumber(value)}%` : formatNumber(value);
}

interface DetailsParts {
  open: string;
  close: string;
  selfCheck: string;
  /** What the details need at the least: open, close and the self-check. */
  frame: string;
  statusHead: string;
  statusRows: string[];
  samplesHead: string;
  /** One failed response per scenario that has one. */
  samples: string[];
  chartsIntro: string;
  charts: string[];
}

function detailsParts(results: RunResults, ordered: ScenarioResult[], layout: Layout): DetailsParts {
  const open = `<details${layout.openDetails ? ' open' : ''}><summary>Details</summary>`;
  const close = '</details>';
  const { saturated, eventLoopDelayP99Ms, eventLoopUtilization } = results.generator;
  const busy = eventLoopUtilization === undefined ? '' : `, event loop busy ${Math.round(eventLoopUtilization * 100)}%`;
  const selfCheck = saturated
    ? `⚠️ Generator self-check: ${escapeMarkdown(selfCheckMessage(results))}`
    : `Generator self-check: not saturated (event-loop delay p99 ${formatNumber(eventLoopDelayP99Ms)} ms${busy}).`;
  const charts = selectCharts(ordered, layout.maxCharts);
  return {
    open,
    close,
    selfCheck,
    frame: `${open}\n\n${close}\n\n${selfCheck}\n\n${charts.intro}`,
    statusHead: `${row(['Scenario', 'Status codes', 'Error categories', 'Latency ms: min · mean · p50 · p90 · p99.9 · max', 'Received'])}\n${row([':--', ':--', ':--', '--:', '--:'])}`,
    statusRows: ordered.map(detailsRow),
    samplesHead: '**A failed response per scenario**, the start of its body as the server sent it:\n',
    samples: ordered.flatMap(sampleItem),
    chartsIntro: charts.intro,
    charts: charts.charts,
  };
}

/**
 * Returns the details as far as they fit: the charts before the status table, which is longer and less telling, but
 * shown in reading order, table first.
 */
function fillDetails(parts: DetailsParts, scenarios: number, budget: Budget): { text: string; left: string[] } {
  if (scenarios === 0) return { text: '', left: [] };
  if (!budget.take(`${parts.open}\n\n${parts.close}\n\n${parts.selfCheck}`, '\n\n'))
    return { text: '', left: ['the details'] };
  const left: string[] = [];
  const charts = fill(parts.charts, budget, parts.chartsIntro, '\n\n');
  const missing = parts.charts.length - charts.shown;
  if (missing > 0) left.push(missing === 1 ? 'a latency chart' : `${missing} latency charts`);
  const table = fill(parts.statusRows, budget, parts.statusHead);
  if (table.shown < scenarios)
    left.push(`the status codes and error categories of ${scenarios - table.shown} scenarios`);
  const samples = fill(parts.samples, budget, parts.samplesHead);
  if (samples.shown < parts.samples.length) left.push(`${parts.samples.length - samples.shown} failed responses`);
  const text = [parts.open, table.text, samples.text, charts.text, parts.selfCheck, parts.close]
    .filter(Boolean)
    .join('\n\n');
  return { text, left };
}

function detailsRow(s: ScenarioResult): string {
  const statuses = Object.entries(s.requests.byStatus)
    .sort(([a], [b]) => Number(a) - Number(b) || a.localeCompare(b))
    .map(([status, count]) => `${md(status, 20)} × ${formatCount(count)}`);
  const categories = Object.entries(s.requests.byCategory)
    .filter(([, count]) => count > 0)
    .sort(([a, x], [b, y]) => y - x || a.localeCompare(b))
    .map(([category, count]) => `${md(category, 20)} ${formatCount(count)}`);
  const { min, mean, p50, p90, p999, max } = s.latencyMs;
  return row([
    `${ICONS[s.outcome]} ${md(s.name, MAX_NAME)}`,
    statuses.join(' · ') || '–',
    categories.join(' · ') || '–',
    hasResponses(s) ? [min, mean, p50, p90, p999, max].map(formatNumber).join(' · ') : '–',
    formatBytes(s.bytesReceived),
  ]);
}

/**
 * Returns the scenario's failed response with a body, of its most frequent status, as a list item:
 * `- ❌ **Get pet** — 503 (http5xx): <code>{"error":"busy"}</code>`, escaped; none when the engine kept none.
 */
function sampleItem(s: ScenarioResult): string[] {
  const count = (status: number) => s.requests.byStatus[String(status)] ?? 0;
  const [sample] = (s.samples ?? [])
    .filter((candidate) => candidate.body.trim() !== '')
    .sort((a, b) => count(b.status) - count(a.status));
  if (!sample) return [];
  // The first GraphQL error is in the body (JSON-escaped), unless the body was cut before it.
  const start = sample.graphqlMessage?.slice(0, 40);
  const message =
    sample.graphqlMessage && start && !sample.body.includes(JSON.stringify(start).slice(1, -1))
      ? ` — first error: ${md(sample.graphqlMessage, MAX_SAMPLE)}`
      : '';
  return [
    `- ${ICONS[s.outcome]} **${md(s.name, MAX_NAME)}** — ${sample.status} (${md(sample.category, 20)}): <code>${md(sample.body, MAX_SAMPLE)}</code>${message}`,
  ];
}

/**
 * Returns one chart per scenario, p95 and p50 by second: of the scenarios that did not pass if any has a timeline,
 * else of the first ones, `max` at most; the intro says which. Charts beyond `max` are left out by design.
 */
function selectCharts(ordered: ScenarioResult[], max: number): { intro: string; charts: string[] } {
  const charted = ordered.filter((s) => s.timeline.length >= 2);
  const failing = charted.filter((s) => s.outcome !== 'passed');
  const candidates = failing.length > 0 ? failing : charted;
  if (candidates.length === 0 || max <= 0) return { intro: '', charts: [] };
  const which =
    failing.length > 0
      ? `the ${failing.length === 1 ? 'scenario' : `${failing.length} scenarios`} that did not pass`
      : charted.length === 1
        ? 'the scenario'
        : `${charted.length} scenarios`;
  const shown = Math.min(max, candidates.length);
  const intro = `**Latency over time**, p95 (upper line) and p50 (lower line) in ms by second of the scenario, for ${shown < candidates.length ? `the first ${shown} of ` : ''}${which}:`;
  return { intro, charts: candidates.slice(0, max).map(chart) };
}

function chart(s: ScenarioResult): string {
  const points = downsample(s.timeline);
  const values = (key: 'p50' | 'p95') => `[${points.map((point) => round(point[key])).join(', ')}]`;
  return [
    '```mermaid',
    'xychart-beta',
    `  title "${mermaidText(s.name)}"`,
    `  x-axis "second" ${points[0]!.second} --> ${points[points.length - 1]!.second}`,
    '  y-axis "ms"',
    `  line ${values('p95')}`,
    `  line ${values('p50')}`,
    '```',
  ].join('\n');
}

/** Returns at most CHART_POINTS points: the worst second of each equal slice of the timeline. */
function downsample(timeline: ScenarioResult['timeline']): Array<{ second: number; p50: number; p95: number }> {
  const size = Math.ceil(timeline.length / CHART_POINTS);
  const points: Array<{ second: number; p50: number; p95: number }> = [];
  for (let start = 0; start < timeline.length; start += size) {
    const slice = timeline.slice(start, start + size);
    points.push({
      second: slice[0]!.second,
      p50: Math.max(...slice.map((point) => point.p50)),
      p95: Math.max(...slice.map((point) => point.p95)),
    });
  }
  return points;
}

function round(value: number): number {
  return Number.isFinite(value) ? Math.round(value * 10) / 10 : 0;
}

/** Returns one table row; every cell is already escaped, with no `|` or line break of its own. */
function row(cells: string[]): string {
  return `| ${cells.join(' | ')} |`;
}

function size(...texts: string[]): number {
  return texts.reduce((sum, text) => sum + Buffer.byteLength(text, 'utf8') + 2, 0);
}

function md(text: string, max: number): string {
  return escapeMarkdown(clip(oneLine(text), max));
}

/** Returns the text as inline code when it is a plain word (a category), else escaped. */
function code(text: string): string {
  return /^[\w.-]+$/.test(text) ? `\`${text}\`` : md(text, 40);
}

/** Returns the URL when it is safe to link: http(s), nothing that could end the link or start markup. */
function reportLink(url: string | undefined): string | undefined {
  return url !== undefined && url.length <= MAX_URL && /^https?:\/\/[^\s<>()[\]"'`\\]+$/.test(url) ? url : undefined;
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

function formatBytes(bytes: number): string {
  const units = ['B', 'kB', 'MB', 'GB', 'TB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1000 && unit < units.length - 1) {
    value /= 1000;
    unit++;
  }
  return `${formatNumber(value)} ${units[unit]!}`;
}
