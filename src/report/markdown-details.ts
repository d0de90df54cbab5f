// The markdown details of a failed scenario: its error, breaches, failed samples and steps.
import type { RunResults, ScenarioResult } from '../results/types.js';
import { hasResponses } from '../results/responses.js';
import { formatCount, formatNumber, selfCheckMessage } from '../results/wording.js';
import { escapeMarkdown } from './escape.js';
import { fill, type Budget } from './markdown-budget.js';
import { ICONS, MAX_NAME, md, row } from './markdown-text.js';
import { selectCharts } from './mermaid-chart.js';
import { OPEN_MODEL_FIGURES, openModelLines } from './open-model-text.js';
import { STREAMS_HEAD, streamRows } from './stream-text.js';

/** A failed response's body is kept to its first 300 bytes; at most as many code points of it are shown. */
const MAX_SAMPLE = 300;

/** The details block in its parts, so that the budget can drop the less telling ones first. */
export interface DetailsParts {
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
  openModelHead: string;
  /** One item per open-model scenario: its rate, dropped requests, latency and service time. */
  openModel: string[];
  streamsHead: string;
  /** One row per stream scenario: its streams, events, faults and distributions (the job summary's only). */
  streams: string[];
  chartsIntro: string;
  charts: string[];
}

/** How the details are shown: open or folded, and with how many latency charts at most. */
export interface DetailsLayout {
  openDetails: boolean;
  maxCharts: number;
  /** Whether to show the stream scenarios' figures: the job summary does, the comment (kept short) not. */
  streams?: boolean;
}

/**
 * Returns every part of the details of the scenarios (in their order): status table, the open-model scenarios'
 * schedules, the stream scenarios' figures (when the layout shows them), failed responses, charts.
 */
export function detailsParts(results: RunResults, ordered: ScenarioResult[], layout: DetailsLayout): DetailsParts {
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
    openModelHead: `**Open model** ${OPEN_MODEL_FIGURES}:\n`,
    openModel: openModelLines(ordered).map(
      ({ scenario, text }) =>
        `- ${ICONS[scenario.outcome]} **${md(scenario.name, MAX_NAME)}** — ${escapeMarkdown(text)}`,
    ),
    streamsHead: STREAMS_HEAD,
    streams: layout.streams ? streamRows(ordered) : [],
    chartsIntro: charts.intro,
    charts: charts.charts,
  };
}

/**
 * Returns the details as far as they fit: the charts, then the open-model schedules and the stream figures, before the
 * status table, which is longer and less telling, but shown in reading order, table first.
 */
export function fillDetails(parts: DetailsParts, scenarios: number, budget: Budget): { text: string; left: string[] } {
  if (scenarios === 0) return { text: '', left: [] };
  if (!budget.take(`${parts.open}\n\n${parts.close}\n\n${parts.selfCheck}`, '\n\n'))
    return { text: '', left: ['the details'] };
  const left: string[] = [];
  const charts = fill(parts.charts, budget, parts.chartsIntro, '\n\n');
  const missing = parts.charts.length - charts.shown;
  if (missing > 0) left.push(missing === 1 ? 'a latency chart' : `${missing} latency charts`);
  const open = fill(parts.openModel, budget, parts.openModelHead);
  if (open.shown < parts.openModel.length)
    left.push(`the schedule and service time of ${parts.openModel.length - open.shown} open-model scenarios`);
  const streams = fill(parts.streams, budget, parts.streamsHead);
  if (streams.shown < parts.streams.length)
    left.push(`the stream figures of ${parts.streams.length - streams.shown} stream scenarios`);
  const table = fill(parts.statusRows, budget, parts.statusHead);
  if (table.shown < scenarios)
    left.push(`the status codes and error categories of ${scenarios - table.shown} scenarios`);
  const samples = fill(parts.samples, budget, parts.samplesHead);
  if (samples.shown < parts.samples.length) left.push(`${parts.samples.length - samples.shown} failed responses`);
  const text = [
    parts.open,
    table.text,
    open.text,
    streams.text,
    samples.text,
    charts.text,
    parts.selfCheck,
    parts.close,
  ]
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
    // The request bodies beside the responses' only where there were any: most scenarios send none.
    s.bytesSent === undefined
      ? formatBytes(s.bytesReceived)
      : `${formatBytes(s.bytesReceived)} · sent ${formatBytes(s.bytesSent)}`,
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
