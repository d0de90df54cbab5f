import { createHash } from 'node:crypto';
import type { RunResults } from '../../results/types.js';
import { formatCount, formatNumber, selfCheckMessage } from '../../results/wording.js';
import { existingDataNote, readsFirstNote } from '../../results/writes-wording.js';
import { escapeHtml } from '../escape.js';
import { DISTRIBUTION_X, scenarioCharts } from './chart-data.js';
import { badge, table } from './html-tables.js';
import { PAGE_SCRIPT } from './page-script.js';
import { PAGE_STYLE } from './page-style.js';
import { scenarioSection } from './scenario-section.js';
import { UPLOT_SCRIPT, UPLOT_STYLE } from './uplot.generated.js';

/**
 * Returns JSON for a `<script type="application/json">` element: every `<` as `\u003c`, so that no `</script>` or
 * `<!--` from the data can end the element or start a script; JSON.parse reads it back as it was.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/** Returns the Content-Security-Policy source of an inline script: its sha256, so that no other script runs. */
function scriptHash(script: string): string {
  return `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`;
}

/**
 * Returns the run's header: outcome, when, against what, the baseline and the shard, the generator's health, what the
 * writes did.
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
    `<p class="meta">${facts.join(' · ')}</p>`,
    run.generator.saturated ? `<p class="error">${escapeHtml(selfCheckMessage(run))}</p>` : '',
    ...writesParagraphs(run),
  ].join('\n');
}

/** Returns the header's notes of the run's writes: a warning when they changed existing data; reads before writes. */
function writesParagraphs(run: RunResults): string[] {
  const existing = existingDataNote(run);
  const readsFirst = readsFirstNote(run);
  return [
    ...(existing ? [`<p class="error"><strong>${escapeHtml(existing)}</strong></p>`] : []),
    ...(readsFirst ? [`<p class="meta">${escapeHtml(readsFirst)}</p>`] : []),
  ];
}

/** Returns the table of every scenario, each linked to its section. */
function overview(run: RunResults): string {
  const rows = run.scenarios.map((scenario, index) => [
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
  const data = jsonForScript({ distributionX: DISTRIBUTION_X, scenarios: charts });
  const policy = [
    "default-src 'none'",
    `script-src ${scriptHash(UPLOT_SCRIPT)} ${scriptHash(PAGE_SCRIPT)}`,
    "style-src 'unsafe-inline'",
    'img-src data:',
    "base-uri 'none'",
    "form-action 'none'",
  ].join('; ');
  const title = `Performance report: ${run.outcome}, ${run.scenarios.length} scenario${run.scenarios.length === 1 ? '' : 's'}`;
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
    overview(run),
    ...run.scenarios.map((scenario, index) => scenarioSection(scenario, charts[index]!, loadTestPath)),
    `<script type="application/json" id="data">${data}</script>`,
    `<script>${UPLOT_SCRIPT}</script>`,
    `<script>${PAGE_SCRIPT}</script>`,
    '</body>',
    '</html>',
    '',
  ].join('\n');
}
