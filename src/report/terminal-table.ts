// The run as a terminal table: one row per scenario and step, the comparison, the self-check, the writes.
import { SCENARIO_OUTCOMES, type RunResults, type ScenarioOutcome, type ScenarioResult } from '../results/types.js';
import {
  describeBreach,
  describeCheck,
  describeTriage,
  errorReason,
  formatCount,
  formatNumber,
  selfCheckMessage,
  skippedScenarios,
  skipReason,
} from '../results/wording.js';
import { didNotRun } from '../verdict/breaches.js';
import { hasResponses } from '../results/responses.js';
import { runFactNotes } from '../results/writes-wording.js';
import { plainText } from './escape.js';
import { comparisonLines } from './comparison-lines.js';
import { qualifiedName, stepNote, withSteps } from '../results/steps.js';
import {
  droppedSuffix,
  failedShare,
  OPEN_MODEL_FIGURES,
  openModelLines,
  rateCell,
  usersCell,
} from './open-model-text.js';
import { skippedBySkipKey } from '../results/not-started.js';
import { streamLines } from '../results/stream-wording.js';
import { eventsRateCell } from './stream-text.js';

export interface TerminalTableOptions {
  /** ANSI colours for the outcomes; only for a terminal that shows them. */
  color?: boolean;
}

const COLORS: Record<ScenarioOutcome, string> = {
  skipped: '\x1b[2m',
  passed: '\x1b[32m',
  inconclusive: '\x1b[33m',
  failed: '\x1b[31m',
  errored: '\x1b[31m',
  cancelled: '\x1b[33m',
};
const RESET = '\x1b[0m';

/** How many error categories the errors column names, largest first. */
const TOP_CATEGORIES = 2;

/**
 * Returns the table printed at the end of a run: one row per scenario (a flow's steps in rows under it, `  ↳ Log in`;
 * an open-model scenario's rate as achieved / target, its users as `max 400` and its dropped requests beside the
 * failed ones; a stream scenario's Req/s as its events per second, `48 ev/s`), then each open-model scenario's schedule
 * (rate, dropped, latency and service time), each stream scenario's figures (streams, events, faults, distributions),
 * every breached
 * threshold as
 * `List pets: p95 312 ms > 300 ms` (a step's as `Shop › List items: …`), every failed check as `List pets: availability — the service stopped answering
 * from second 2 of 6 (…)`, every scenario that could not run, every one not run on purpose with its `skip:` reason
 * (and why the run is errored when none ran), the triage of each scenario that did not pass
 * as `List pets: latency — p95 312 ms > 300 ms. Next: …` (after the comparison with the baseline: base → head per
 * metric with its interval and verdict, why a scenario was not compared, or "no baseline"), the generator's self-check when it was saturated, and the notes of the run's writes (existing data changed, reads before writes); ends
 * with a line break. Names, endpoints, errors and triage are shown on one line each, without control characters.
 */
export function renderTerminalTable(results: RunResults, options: TerminalTableOptions = {}): string {
  const paint = (outcome: ScenarioOutcome, text: string) =>
    options.color ? `${COLORS[outcome]}${text}${RESET}` : text;
  const header = [
    'Scenario',
    'Endpoint',
    'Users',
    'Requests',
    'Req/s',
    'p50 ms',
    'p95 ms',
    'p99 ms',
    'Errors',
    'Outcome',
  ];
  const rightAligned = new Set([2, 3, 4, 5, 6, 7]);
  const all = withSteps(results.scenarios);
  const rows = all.map(({ result: s, flow }) => [
    flow ? `  ↳ ${plainText(s.name)}${flowNote(s)}` : plainText(s.name),
    plainText(s.endpoint),
    usersCell(s, String),
    formatCount(s.requests.total),
    eventsRateCell(s) ?? rateCell(s),
    latency(s, 'p50'),
    latency(s, 'p95'),
    latency(s, 'p99'),
    errors(s),
    s.outcome,
  ]);
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]!.length)));
  const line = (cells: string[], outcome?: ScenarioOutcome) =>
    cells
      .map((cell, column) => {
        const padded = rightAligned.has(column) ? cell.padStart(widths[column]!) : cell.padEnd(widths[column]!);
        return outcome && column === cells.length - 1 ? paint(outcome, cell) : padded;
      })
      .join('  ')
      .trimEnd();

  const out = [line(header), line(widths.map((width) => '-'.repeat(width)))];
  all.forEach(({ result }, index) => out.push(line(rows[index]!, result.outcome)));
  const open = openModelLines(results.scenarios);
  if (open.length > 0)
    out.push(
      '',
      `Open model ${OPEN_MODEL_FIGURES}:`,
      ...open.map(({ scenario, text }) => `  ${plainText(scenario.name)}: ${text}`),
    );
  const streams = streamLines(results.scenarios);
  if (streams.length > 0)
    out.push(
      '',
      "Streams (Req/s is events/s, Requests the streams opened; latency: each stream's length, or its time to first event when held):",
      ...streams.map(({ scenario, text }) => `  ${plainText(scenario.name)}: ${plainText(text)}`),
    );

  // A scenario that did not run has thresholds that measured nothing: not breaches; it is listed as not run below.
  const breaches = all
    .filter((row) => !didNotRun(row.result))
    .flatMap((row) =>
      row.result.thresholds
        .filter((t) => !t.passed)
        .map((t) => `  ${plainText(qualifiedName(row))}: ${describeBreach(t)} (line ${t.line})`),
    );
  if (breaches.length > 0) out.push('', 'Thresholds breached:', ...breaches);
  const checks = all.flatMap((row) =>
    (row.result.failedChecks ?? []).map(
      (check) => `  ${plainText(qualifiedName(row))}: ${plainText(describeCheck(check))}`,
    ),
  );
  if (checks.length > 0) out.push('', 'Checks failed:', ...checks);
  const errored = results.scenarios.filter((s) => s.outcome === 'errored');
  if (errored.length > 0)
    out.push('', 'Could not run:', ...errored.map((s) => `  ${plainText(s.name)}: ${plainText(errorReason(s))}`));
  const skipped = skippedScenarios(results);
  if (skipped.length > 0)
    out.push(
      '',
      `Not run${skippedBySkipKey(skipped) ? ' (skip: in the load test)' : ''}:`,
      ...skipped.map((s) => `  ${plainText(s.name)}: ${plainText(skipReason(s))}`),
    );
  if (results.error !== undefined) out.push('', `The run is errored: ${plainText(results.error)}`);
  const notStarted = results.scenarios.filter((s) => s.outcome === 'cancelled' && didNotRun(s));
  if (notStarted.length > 0)
    out.push(
      '',
      'Did not run (the run was cancelled before they started):',
      ...notStarted.map((s) => `  ${plainText(s.name)}`),
    );
  const comparison = comparisonLines(results, plainText);
  if (comparison.length > 0) out.push('', 'Baseline:', ...comparison.map((text) => `  ${text}`));
  const triage = results.scenarios.flatMap((s) =>
    s.outcome !== 'passed' && s.triage
      ? [`  ${plainText(s.name)}: ${s.triage.category} — ${plainText(describeTriage(s.triage))}`]
      : [],
  );
  if (triage.length > 0) out.push('', 'Triage:', ...triage);
  if (results.generator.saturated) out.push('', `Generator self-check: ${selfCheckMessage(results)}`);
  for (const note of runFactNotes(results)) out.push('', plainText(note));
  out.push('', `Outcome: ${paint(results.outcome, results.outcome)}${tally(results.scenarios)}`);
  return `${out.join('\n')}\n`;
}

/** Returns ` (once)` after a step that is not simply measured, or nothing. */
function flowNote(step: ScenarioResult): string {
  const note = stepNote(step, true);
  return note === undefined ? '' : ` (${note})`;
}

function latency(scenario: ScenarioResult, key: 'p50' | 'p95' | 'p99'): string {
  // A scenario without a single response has no latency; a zero would read as "very fast".
  return hasResponses(scenario) ? formatNumber(scenario.latencyMs[key]) : '-';
}

function errors(scenario: ScenarioResult): string {
  const { failed, byCategory } = scenario.requests;
  if (failed === 0) return `0${droppedSuffix(scenario)}`;
  const top = Object.entries(byCategory)
    .filter(([, count]) => count > 0)
    .sort(([a, x], [b, y]) => y - x || a.localeCompare(b))
    .slice(0, TOP_CATEGORIES)
    .map(([category, count]) => `${category} ${formatCount(count)}`);
  return `${formatCount(failed)}${failedShare(scenario)}${top.length > 0 ? `: ${top.join(', ')}` : ''}${droppedSuffix(scenario)}`;
}

function tally(scenarios: ScenarioResult[]): string {
  const counts = new Map<ScenarioOutcome, number>();
  for (const { outcome } of scenarios) counts.set(outcome, (counts.get(outcome) ?? 0) + 1);
  const parts = SCENARIO_OUTCOMES.filter((outcome) => counts.has(outcome)).map(
    (outcome) => `${counts.get(outcome)} ${outcome}`,
  );
  return parts.length > 0 ? ` (${parts.join(', ')})` : '';
}
