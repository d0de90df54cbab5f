// The section of report.html for one scenario: its figures, tables and the places of its charts.
import type { RunRegression, ScenarioResult } from '../../results/types.js';
import { arrivalSentence } from '../../results/arrival-wording.js';
import { streamLatency, streamSentence } from '../../results/stream-wording.js';
import { capitalized, errorReason, formatCount, formatNumber, skipReason } from '../../results/wording.js';
import { escapeHtml } from '../escape.js';
import type { ChartKind, ScenarioCharts } from './chart-data.js';
import { legendValues } from './legend-values.js';
import {
  badge,
  comparisonTable,
  countsTables,
  latencyTable,
  lineOf,
  samplesTable,
  stepsTable,
  thresholdsTable,
} from './html-tables.js';
import { skippedBySkipKey } from '../../results/not-started.js';

/**
 * Returns the place of one chart, which the page's script draws into; it says what it shows without JavaScript too,
 * and its legend's values show without hovering.
 */
function chartBox(charts: ScenarioCharts, kind: ChartKind, title: string): string {
  return `<figure class="chart" id="${charts.id}-${kind}" data-chart="${kind}"><figcaption>${escapeHtml(title)}</figcaption>${legendValues(charts, kind)}</figure>`;
}

/** Returns the chart places of a scenario, one for each chart its data has. */
function chartBoxes(charts: ScenarioCharts): string {
  const boxes = [
    charts.distribution && chartBox(charts, 'distribution', 'Latency by percentile (HdrHistogram: x = 1/(1-p), log)'),
    charts.timeline &&
      chartBox(
        charts,
        'timeline',
        charts.timeline.every > 1
          ? `Timeline, ${charts.timeline.every} s a point: requests and errors per second, worst p50/p95/p99 (ms)`
          : 'Timeline per second: requests, errors, p50/p95/p99 (ms)',
      ),
    charts.events &&
      chartBox(
        charts,
        'events',
        charts.events.every > 1 ? `Events per second, ${charts.events.every} s a point` : 'Events per second',
      ),
    charts.eventGap && chartBox(charts, 'eventGap', 'Gaps between events by percentile (ms)'),
    charts.rounds && chartBox(charts, 'rounds', 'p95 by round, base against head (ms)'),
  ].filter(Boolean);
  return boxes.length > 0 ? `<div class="charts">${boxes.join('\n')}</div>` : '';
}

/** Returns why the scenario did not pass and what to do, with its failed-response samples. */
function triageBlock(scenario: ScenarioResult): string {
  const parts: string[] = [];
  if (scenario.outcome === 'skipped') {
    parts.push(
      `<p class="not-run"><strong>Not run</strong>${skippedBySkipKey([scenario]) ? ' (<code>skip:</code> in the load test)' : ''}: ${escapeHtml(skipReason(scenario))}</p>`,
    );
  }
  if (scenario.outcome === 'errored') {
    parts.push(`<p class="error"><strong>Could not run:</strong> ${escapeHtml(errorReason(scenario))}</p>`);
  }
  if (scenario.triage) {
    parts.push(
      `<div class="triage"><p><strong>Triage:</strong> <code>${escapeHtml(scenario.triage.category)}</code> — ${escapeHtml(scenario.triage.evidence)}</p>`,
      `<p><strong>Next step:</strong> ${escapeHtml(scenario.triage.nextStep)}</p></div>`,
    );
  }
  parts.push(samplesTable(scenario));
  return parts.join('\n');
}

/**
 * Returns a scenario's section of report.html: verdict, thresholds, charts, counts, triage, comparison (how sure at the
 * level of the run `run`) and steps.
 */
export function scenarioSection(
  scenario: ScenarioResult,
  charts: ScenarioCharts,
  loadTestPath: string,
  run?: RunRegression,
): string {
  const { requests } = scenario;
  const facts = [
    `<code>${escapeHtml(scenario.endpoint)}</code>`,
    lineOf(loadTestPath, scenario.line),
    scenario.arrival
      ? `max ${formatCount(scenario.concurrentUsers)} users`
      : `${formatCount(scenario.concurrentUsers)} users`,
    `${formatNumber(scenario.durationSeconds)} s`,
    `${formatCount(requests.total)} requests`,
    `${formatCount(requests.failed)} failed`,
    `${formatNumber(scenario.rps)} req/s`,
  ];
  const measured = requests.total > 0;
  return [
    `<section class="scenario ${escapeHtml(scenario.outcome)}" id="${charts.id}">`,
    `<h2>${badge(scenario.outcome)} <span class="name">${escapeHtml(scenario.name)}</span></h2>`,
    `<p class="facts">${facts.join(' · ')}</p>`,
    // An open-model scenario's schedule against what was achieved (the same sentence as the job summary's).
    scenario.arrival
      ? `<p class="facts">Open model: ${escapeHtml(arrivalSentence(scenario, scenario.arrival))}</p>`
      : '',
    // A stream scenario's figures (the same sentence as the terminal's and JUnit's) and what its latency is.
    scenario.stream
      ? `<p class="facts">Streams: ${escapeHtml(streamSentence(scenario, scenario.stream))}. ${escapeHtml(capitalized(streamLatency(scenario.stream)))}.</p>`
      : '',
    triageBlock(scenario),
    thresholdsTable(scenario, loadTestPath),
    chartBoxes(charts),
    measured ? latencyTable(scenario) : '<p><em>No request was measured.</em></p>',
    countsTables(scenario),
    scenario.comparison ? comparisonTable(scenario.comparison, loadTestPath, undefined, run) : '',
    ...(scenario.comparison?.steps ?? []).map((step) => comparisonTable(step, loadTestPath, step.name)),
    scenario.steps?.length ? stepsTable(scenario.steps) : '',
    '</section>',
  ]
    .filter(Boolean)
    .join('\n');
}
