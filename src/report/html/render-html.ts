// src/report/html/ is report.html; this renders the page: headline, overview, a section per scenario, the data.
import { createHash } from 'node:crypto';
import { SCENARIO_OUTCOMES, type RunResults, type ScenarioResult } from '../../results/types.js';
import {
  formatCount,
  formatNumber,
  runHeadline,
  selfCheckMessage,
  skippedScenarios,
  skipReason,
} from '../../results/wording.js';
import { existingDataNote, readsFirstNote } from '../../results/writes-wording.js';
import { stoppedEarlyNotes } from '../../results/stopped-wording.js';
import { runTlsNote } from '../../results/tls-wording.js';
import { escapeHtml } from '../escape.js';
import { environmentWarning, runLevelSentence } from '../comparison-lines.js';
import { DISTRIBUTION_X, scenarioCharts } from './chart-data.js';
import { badge, table } from './html-tables.js';
import { PAGE_SCRIPT } from './page-script.js';
import { PAGE_STYLE } from './page-style.js';
import { scenarioSection } from './scenario-section.js';
import { UPLOT_SCRIPT, UPLOT_STYLE } from './uplot.generated.js';
import { skippedBySkipKey } from '../../results/not-started.js';

/**
 * Returns JSON for a `<script type="application/json">` element: every `<` as `\u003c`, so that no `</script>` or
 * `<!--` from the data can end the element or start a script, and DEL and the C1 controls (which JSON leaves as they
 * are, and HTML reads as errors) as `\u` escapes too; JSON.parse reads it back as it was.
 * @internal Exported for the tests.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<\u007f-\u009f]/g,
    (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/** Returns the Content-Security-Policy source of an inline script: its sha256, so that no other script runs. */
function scriptHash(script: string): string {
  return `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`;
}

/**
 * Returns the run's header: outcome and headline (the job summary's counts), when, against what, the baseline and the
 * shard, the generator's health, what the writes did, and the scenarios not run with their reasons.
 */
function runHeader(run: RunResults, loadTestPath: string): string {
  const facts = [
    `${escapeHtml(run.startedAt)} – ${escapeHtml(run.finishedAt)}`,
    `<code>${escapeHtml(run.baseUrl)}</code>`,
    `load test <code>${escapeHtml(loadTestPath)}</code>`,
    ...(run.shard ? [`shard ${run.shard.index} of ${run.shard.count}`] : []),
    ...(run.baseline
      ? [`compared with ${escapeHtml(run.baseline.kind)} baseline <code>${escapeHtml(run.baseline.source)}</code>`]
      : []),
  ];
  return [
    `<h1>${badge(run.outcome)} Performance report</h1>`,
    `<p class="headline">${escapeHtml(runHeadline(run))}</p>`,
    `<p class="meta">${facts.join(' · ')}</p>`,
    run.generator.saturated ? `<p class="error">${escapeHtml(selfCheckMessage(run))}</p>` : '',
    ...comparisonParagraphs(run),
    ...paragraphs(runTlsNote(run), undefined),
    ...writesParagraphs(run),
    ...stoppedEarlyNotes(run).flatMap((note) => paragraphs(undefined, note)),
    notRunList(run),
  ].join('\n');
}

/** Returns the scenarios not run on purpose (`skip:`), each linked to its section, with its reason; '' when none. */
function notRunList(run: RunResults): string {
  const skipped = skippedScenarios(run);
  if (skipped.length === 0) return '';
  const items = skipped.map(
    (scenario) =>
      `<li><a href="#scenario-${run.scenarios.indexOf(scenario)}">${escapeHtml(scenario.name)}</a>: ${escapeHtml(skipReason(scenario))}</li>`,
  );
  const source = skippedBySkipKey(skipped) ? ' (<code>skip:</code> in the load test)' : '';
  return `<div class="not-run"><p><strong>Not run</strong>${source}</p><ul>\n${items.join('\n')}\n</ul></div>`;
}

/**
 * Returns the indexes of the scenarios worst outcome first (cancelled, errored, failed, inconclusive, passed, then the
 * ones not run), in the run's order within one outcome. Sections keep the id of their place in results.json.
 */
function worstFirst(scenarios: ScenarioResult[]): number[] {
  const rank = (index: number) => SCENARIO_OUTCOMES.indexOf(scenarios[index]!.outcome);
  return scenarios.map((_, index) => index).sort((a, b) => rank(b) - rank(a) || a - b);
}

/**
 * Returns the header's notes of the comparison with a baseline: a warning when the two runs' machines differed (every
 * verdict is then at most inconclusive), and the run's false-alarm rate over its comparisons.
 */
function comparisonParagraphs(run: RunResults): string[] {
  return paragraphs(environmentWarning(run), runLevelSentence(run));
}

/** Returns the header's notes of the run's writes: a warning when they changed existing data; reads before writes. */
function writesParagraphs(run: RunResults): string[] {
  return paragraphs(existingDataNote(run), readsFirstNote(run));
}

/** Returns a warning of the header and a note after it as paragraphs, escaped; none for what is undefined. */
function paragraphs(warning: string | undefined, note: string | undefined): string[] {
  return [
    ...(warning ? [`<p class="error"><strong>${escapeHtml(warning)}</strong></p>`] : []),
    ...(note ? [`<p class="meta">${escapeHtml(note)}</p>`] : []),
  ];
}

/** Returns the table of every scenario, worst outcome first, each linked to its section. */
function overview(run: RunResults, order: number[]): string {
  const rows = order
    .map((index) => [run.scenarios[index]!, index] as const)
    .map(([scenario, index]) => [
      badge(scenario.outcome),
      `<a href="#scenario-${index}">${escapeHtml(scenario.name)}</a>`,
      `<code>${escapeHtml(scenario.endpoint)}</code>`,
      formatCount(scenario.requests.total),
      formatCount(scenario.requests.failed),
      scenario.requests.total > 0 ? formatNumber(scenario.latencyMs.p95) : '—',
      formatNumber(scenario.rps),
    ]);
  return table(
    'Scenarios',
    ['Outcome', 'Scenario', 'Endpoint', 'Requests', 'Failed', 'p95 ms', 'req/s'],
    rows,
    'overview',
  );
}

/**
 * Returns report.html for a run: one self-contained page that loads nothing (uPlot, the style and the figures
 * inlined; a Content-Security-Policy allows no network and no script but its own two), with tables that read
 * without JavaScript and charts drawn by uPlot. Every untrusted string is escaped for HTML.
 */
export function renderHtmlReport(run: RunResults, loadTestPath = 'loadtool.yaml'): string {
  const charts = run.scenarios.map((scenario, index) => scenarioCharts(scenario, `scenario-${index}`));
  const order = worstFirst(run.scenarios);
  const data = jsonForScript({ distributionX: DISTRIBUTION_X, scenarios: charts });
  const policy = [
    "default-src 'none'",
    `script-src ${scriptHash(UPLOT_SCRIPT)} ${scriptHash(PAGE_SCRIPT)}`,
    "style-src 'unsafe-inline'",
    'img-src data:',
    "base-uri 'none'",
    "form-action 'none'",
  ].join('; ');
  const title = `Performance report: ${runHeadline(run)}`;
  return [
    '<!DOCTYPE html>',
    '<html lang="en">',
    '<head>',
    '<meta charset="utf-8">',
    `<meta http-equiv="Content-Security-Policy" content="${policy}">`,
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="color-scheme" content="light dark">',
    `<title>${escapeHtml(title)}</title>`,
    `<style>${UPLOT_STYLE}</style>`,
    `<style>${PAGE_STYLE}</style>`,
    '</head>',
    '<body>',
    runHeader(run, loadTestPath),
    '<noscript><p class="nojs">The charts need JavaScript; every figure is in the tables.</p></noscript>',
    overview(run, order),
    ...order.map((index) => scenarioSection(run.scenarios[index]!, charts[index]!, loadTestPath, run.regression)),
    `<script type="application/json" id="data">${data}</script>`,
    `<script>${UPLOT_SCRIPT}</script>`,
    `<script>${PAGE_SCRIPT}</script>`,
    '</body>',
    '</html>',
    '',
  ].join('\n');
}
