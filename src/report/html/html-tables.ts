// The tables of report.html, which read with JavaScript off.
import type { Comparison, FailedSample, RunRegression, ScenarioResult, StepResult } from '../../results/types.js';
import {
  describeCheck,
  formatCount,
  formatNumber,
  formatShare,
  formatWithUnit,
  thresholdName,
} from '../../results/wording.js';
import { stepNote } from '../../results/steps.js';
import { howSure } from '../../triage/regression-causes.js';
import { figuresLabel, roundNotes, type RoundsOfNote } from '../comparison-lines.js';
import { escapeHtml } from '../escape.js';

// Every untrusted string goes through escapeHtml here, and every cell handed to `table` is HTML already.

/** Returns an HTML table of already-escaped cells, or '' without rows; `caption` is ours, escaped anyway. */
export function table(caption: string, headers: string[], rows: string[][], className = ''): string {
  if (rows.length === 0) return '';
  const head = headers.map((header) => `<th scope="col">${escapeHtml(header)}</th>`).join('');
  const body = rows.map((cells) => `<tr>${cells.map((cell) => `<td>${cell}</td>`).join('')}</tr>`).join('\n');
  const classes = className ? ` class="${className}"` : '';
  return `<table${classes}><caption>${escapeHtml(caption)}</caption>\n<thead><tr>${head}</tr></thead>\n<tbody>\n${body}\n</tbody></table>`;
}

/** Returns a verdict as a coloured badge: passed, failed, errored, inconclusive, cancelled, regressed… */
export function badge(word: string): string {
  return `<span class="badge ${escapeHtml(word)}">${escapeHtml(word)}</span>`;
}

/** Returns a line of the load test as `loadtool.yaml:12`. */
export function lineOf(loadTestPath: string, line: number): string {
  return `<span class="line">${escapeHtml(`${loadTestPath}:${line}`)}</span>`;
}

/** Returns the thresholds table: key, limit, actual, verdict and the threshold's line in loadtool.yaml. */
export function thresholdsTable(result: ScenarioResult | StepResult, loadTestPath: string): string {
  const rows = result.thresholds.map((threshold) => [
    `<code>${escapeHtml(thresholdName(threshold.key))}</code>`,
    escapeHtml(`${threshold.bound === 'min' ? '≥' : '≤'} ${formatWithUnit(threshold.limit, threshold.unit)}`),
    threshold.actual === undefined ? 'not measured' : escapeHtml(formatWithUnit(threshold.actual, threshold.unit)),
    badge(threshold.passed ? 'met' : 'breached'),
    lineOf(loadTestPath, threshold.line),
  ]);
  const checks = (result.failedChecks ?? []).map((check) => [
    `<code>${escapeHtml(check.check)}</code>`,
    'built-in check',
    escapeHtml(describeCheck(check)),
    badge('breached'),
    '',
  ]);
  return table('Thresholds', ['Threshold', 'Limit', 'Measured', 'Verdict', 'Line'], [...rows, ...checks]);
}

/** Returns the latency percentiles table, in ms. */
export function latencyTable(result: ScenarioResult | StepResult): string {
  const latency = result.latencyMs;
  const keys = ['min', 'mean', 'p50', 'p75', 'p90', 'p95', 'p99', 'p999', 'max'] as const;
  const shown = keys.filter((key) => latency[key] !== undefined);
  return table('Latency (ms)', shown, [shown.map((key) => formatNumber(latency[key]!))], 'figures');
}

/** Returns the responses by status code and the failures by error category (and by expect.json check). */
export function countsTables(result: ScenarioResult | StepResult): string {
  const { total, byStatus, byCategory, byCheck } = result.requests;
  const rows = (counts: Record<string, number | undefined>) =>
    Object.entries(counts)
      .filter((entry): entry is [string, number] => (entry[1] ?? 0) > 0)
      .sort(([, a], [, b]) => b - a)
      .map(([key, count]) => [`<code>${escapeHtml(key)}</code>`, formatCount(count), formatShare(count, total)]);
  return [
    table('Status codes', ['Status', 'Responses', 'Of requests'], rows(byStatus), 'counts'),
    table('Error categories', ['Category', 'Requests', 'Of requests'], rows(byCategory), 'counts'),
    table('Failed expect.json checks', ['Check', 'Responses', 'Of requests'], rows(byCheck ?? {}), 'counts'),
  ].join('\n');
}

/**
 * Returns the failed-response samples: status, category, what failed, and the start of the body as text. A GraphQL
 * error's message is shown whole, as the engine kept it (never cut here), with its code.
 */
export function samplesTable(result: ScenarioResult | StepResult): string {
  const rows = (result.samples ?? []).map((sample) => [
    sample.status === 0 ? 'no response' : String(sample.status),
    `<code>${escapeHtml(sample.category)}</code>`,
    sampleDetail(sample),
    sample.body ? `<pre>${escapeHtml(sample.body)}</pre>` : '<em>empty</em>',
  ]);
  return table(
    'Failed responses (samples)',
    ['Status', 'Category', 'Detail', 'Body (first 300 bytes)'],
    rows,
    'samples',
  );
}

/**
 * Returns what failed in a sample, escaped: the failed check (or the client's reason), then the first GraphQL error's
 * code and its whole message in a block that keeps its line breaks.
 */
function sampleDetail(sample: FailedSample): string {
  const said = sample.check ?? sample.reason;
  const parts = said === undefined ? [] : [escapeHtml(said)];
  if (sample.graphqlMessage !== undefined) {
    const code = sample.graphqlCode === undefined ? '' : `<code>${escapeHtml(sample.graphqlCode)}</code> `;
    parts.push(`<div class="graphql-message">${code}${escapeHtml(sample.graphqlMessage)}</div>`);
  }
  return parts.join('');
}

/**
 * Returns the comparison with the baseline (of the scenario, or of its step `step`): each metric's figures base and
 * head (the medians of rounds, the headers say so; the pooled figures of an older file, labelled), the shift over
 * rounds and its interval, the verdict with how sure at the run's level (`run`; not for a step, never judged); then
 * the scenario's notes on its rounds (outlier rounds, the warm-ups).
 */
export function comparisonTable(
  comparison: Omit<Comparison, 'steps' | 'p95ByRound' | 'warmUp' | 'first'> & RoundsOfNote,
  loadTestPath: string,
  step?: string,
  run?: RunRegression,
): string {
  const signed = (value: number) => `${value > 0 ? '+' : ''}${formatNumber(value)}`;
  const medians = comparison.metrics.every((metric) => metric.medians);
  const figure = (value: number, metric: Comparison['metrics'][number]) =>
    medians ? formatNumber(value) : `${formatNumber(value)} <small>(${escapeHtml(figuresLabel(metric))})</small>`;
  const rows = comparison.metrics.map((metric) => {
    const [base, head] = metric.medians ? [metric.medians.base, metric.medians.head] : [metric.base, metric.head];
    const sure = step === undefined ? howSure(metric, run) : undefined;
    return [
      `<code>${escapeHtml(metric.key)}</code>`,
      figure(base, metric),
      figure(head, metric),
      `${signed(metric.change)} ${metric.unit}`,
      `[${signed(metric.interval[0])}, ${signed(metric.interval[1])}] ${metric.unit}`,
      `${formatNumber(metric.tolerance)} ${metric.unit}`,
      sure ? `${badge(metric.verdict)} <small>${escapeHtml(sure)}</small>` : badge(metric.verdict),
      lineOf(loadTestPath, metric.line),
    ];
  });
  const caption = `${step === undefined ? '' : `Step ${step}: `}Base against head (${comparison.rounds.base} base, ${comparison.rounds.head} head rounds; ${Math.round(comparison.confidence * 100)}% interval, ${comparison.method}; worse is positive)`;
  const sides = medians ? [' (median of rounds)', ' (median of rounds)'] : ['', ''];
  const headers = ['Metric', `Base${sides[0]}`, `Head${sides[1]}`, 'Shift', 'Interval', 'Tolerance', 'Verdict', 'Line'];
  const notes = step === undefined ? roundNotes(comparison) : [];
  return [table(caption, headers, rows), ...notes.map((note) => `<p class="meta">${escapeHtml(note)}</p>`)].join('\n');
}

/** Returns ` <em>(once)</em>` after a step that is not simply measured, or nothing. */
function noteOf(step: StepResult): string {
  const note = stepNote(step, true);
  return note === undefined ? '' : ` <em>(${escapeHtml(note)})</em>`;
}

/** Returns a flow's steps: each one's outcome, requests, errors, p50/p95/p99 and rate. */
export function stepsTable(steps: StepResult[]): string {
  const rows = steps.map((step) => [
    `${escapeHtml(step.name)}${noteOf(step)}`,
    badge(step.outcome),
    formatCount(step.requests.total),
    formatCount(step.requests.failed),
    formatNumber(step.latencyMs.p50),
    formatNumber(step.latencyMs.p95),
    formatNumber(step.latencyMs.p99),
    formatNumber(step.rps),
  ]);
  return table('Steps', ['Step', 'Outcome', 'Requests', 'Failed', 'p50 ms', 'p95 ms', 'p99 ms', 'req/s'], rows);
}
