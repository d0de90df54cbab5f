// The markdown table of a run's scenarios: one row each, thresholds in columns, a legend.
import type { ScenarioResult, StepResult, ThresholdResult } from '../results/types.js';
import type { ThresholdKey } from '../vocabulary/thresholds.js';
import { didNotRun } from '../verdict/breaches.js';
import { hasResponses } from '../results/responses.js';
import { stepNote } from '../results/steps.js';
import { formatCount, formatNumber, formatWithUnit, thresholdName } from '../results/wording.js';
import { faultsText } from '../results/stream-wording.js';
import { ICONS, MAX_ENDPOINT, MAX_NAME, MAX_PATH, md, row } from './markdown-text.js';
import { droppedSuffix, failedShare, rateCell, usersCell } from './open-model-text.js';

/** Thresholds with a column of their own in the table; the others go to the "Other thresholds" column. */
const COLUMN_KEYS: ReadonlySet<ThresholdKey> = new Set(['p95', 'p99', 'rps', 'errorRate', 'okRate']);

/** Returns the table's title row and alignment row; an "Other thresholds" column when a scenario needs it. */
export function tableHead(scenarios: ScenarioResult[]): string {
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

/**
 * Returns the scenario's row of the table, each figure with its thresholds met or breached, followed for a flow by a
 * row per step (`↳ List items`); `all` (every scenario and step) sets the columns.
 */
export function tableRows(s: ScenarioResult, all: ScenarioResult[]): string {
  return [tableRow(s, all), ...(s.steps ?? []).map((step) => tableRow(step, all, true))].join('\n');
}

function tableRow(s: StepResult, all: ScenarioResult[], step = false): string {
  const name = step
    ? `&nbsp;&nbsp;↳ ${md(s.name, MAX_NAME)} ${ICONS[s.outcome]}${inParentheses(stepNote(s))}`
    : `${ICONS[s.outcome]} ${md(s.name, MAX_NAME)}`;
  const cells = [
    `${name}<br><code>${md(s.endpoint, MAX_ENDPOINT)}</code>`,
    usersCell(s, formatCount),
    formatCount(s.requests.total),
    (s.arrival ? `${rateCell(s)} /s` : rateCell(s)) + marks(s, ['rps']),
    latencyCell(s, 'p95'),
    latencyCell(s, 'p99'),
    errorsCell(s),
  ];
  if (hasOtherThresholds(all))
    cells.push(
      s.thresholds
        .filter((t) => !COLUMN_KEYS.has(t.key))
        .map((t) => `${thresholdName(t.key)} ${thresholdValue(t)}${mark(t)}`)
        .join('<br>'),
    );
  return row(cells);
}

/** Returns the line under the table that says what its marks mean; empty when the table has none. */
export function tableLegend(scenarios: ScenarioResult[], loadTestFile: string): string {
  const checks = scenarios.some((s) => (s.failedChecks?.length ?? 0) > 0)
    ? ' · ❌ (no ok response): a built-in check failed, the service stopped answering or never answered ok'
    : '';
  const open = scenarios.some((s) => s.arrival)
    ? ' · Req/s of an open-model scenario: achieved / target; its Users: the connections at most; dropped: requests due while every connection was busy'
    : '';
  if (!scenarios.some((s) => s.thresholds.length > 0)) return `${checks}${open}`.slice(' · '.length);
  return `✅ threshold met · ❌ threshold breached, with its line in ${md(loadTestFile, MAX_PATH)}${checks}${open}`;
}

/** Returns ` (note)`, or nothing without a note. */
function inParentheses(note: string | undefined): string {
  return note === undefined ? '' : ` (${note})`;
}

function hasOtherThresholds(scenarios: ScenarioResult[]): boolean {
  return scenarios.some((s) => s.thresholds.some((t) => !COLUMN_KEYS.has(t.key)));
}

function latencyCell(s: ScenarioResult, key: 'p95' | 'p99'): string {
  return (hasResponses(s) ? `${formatNumber(s.latencyMs[key])} ms` : '–') + marks(s, [key]);
}

function errorsCell(s: ScenarioResult): string {
  return `${formatCount(s.requests.failed)}${failedShare(s)}${droppedSuffix(s)}${faultsSuffix(s)}${marks(s, ['errorRate', 'okRate'])}${checkMarks(s)}`;
}

/** Returns ` · stream faults: 2 stalled, 1 ended` for a stream scenario with faults; empty otherwise. */
function faultsSuffix(s: ScenarioResult): string {
  return s.stream && (s.requests.byCategory.stream ?? 0) > 0 ? ` · stream faults: ${faultsText(s.stream)}` : '';
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
      return `${t.bound === 'min' ? '≥' : '≤'} ${withUnit(t.limit, t.unit)}`;
  }
}

function thresholdValue(t: ThresholdResult): string {
  return t.actual === undefined ? 'not measured' : withUnit(t.actual, t.unit);
}

/** Returns a figure with its unit, as wording.ts says it; req/s without its unit, which the Req/s column says. */
function withUnit(value: number, unit: ThresholdResult['unit']): string {
  return unit === 'rps' ? formatNumber(value) : formatWithUnit(value, unit);
}
