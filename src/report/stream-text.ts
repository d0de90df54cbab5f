// What the reports show of a stream scenario (stream:) besides a request scenario's figures.
import type { ScenarioResult } from '../results/types.js';
import {
  distributionCell,
  eventsPerSecond,
  eventsPerStream,
  faultsText,
  STREAM_DISTRIBUTIONS,
} from '../results/stream-wording.js';
import { formatCount, formatNumber } from '../results/wording.js';
import { ICONS, MAX_NAME, md, row } from './markdown-text.js';

// The terminal's Req/s cell of a stream scenario is its events per second (its streams are in Requests), and the
// job summary's details have a table of every stream scenario's figures. The comment's table shows only the faults.

/** Returns the terminal's rate cell of a stream scenario, `48 ev/s`; undefined for any other scenario. */
export function eventsRateCell(s: ScenarioResult): string | undefined {
  return s.stream ? `${formatNumber(eventsPerSecond(s, s.stream))} ev/s` : undefined;
}

/** The head of the details' table of stream scenarios: its title and its columns. */
export const STREAMS_HEAD = `**Streams** (ms: p50 · p95 · p99 · max; the table's latency is each stream's length, or its time to first event when held):\n\n${row(
  [
    'Scenario',
    'Streams',
    'Events',
    'Per stream',
    'Events/s',
    'Reconnects',
    'Faults',
    ...STREAM_DISTRIBUTIONS.map(({ name }) => `${name[0]!.toUpperCase()}${name.slice(1)}`),
  ],
)}\n${row([':--', '--:', '--:', '--:', '--:', '--:', ':--', '--:', '--:', '--:', '--:'])}`;

/** Returns the details' rows of the stream scenarios (in their order), escaped; none without any. */
export function streamRows(scenarios: readonly ScenarioResult[]): string[] {
  return scenarios.flatMap((s) => {
    const { stream } = s;
    if (!stream) return [];
    return [
      row([
        `${ICONS[s.outcome]} ${md(s.name, MAX_NAME)}`,
        `${formatCount(stream.streams)} (${md(stream.protocol, 20)}, ${stream.mode === 'hold' ? 'held' : 'per iteration'})`,
        formatCount(stream.events),
        formatNumber(eventsPerStream(stream)),
        formatNumber(eventsPerSecond(s, stream)),
        formatCount(stream.reconnects),
        md(faultsText(stream), 100),
        ...STREAM_DISTRIBUTIONS.map(({ key }) => distributionCell(stream[key])),
      ]),
    ];
  });
}
