// `--http-debug`'s printout: each failed request the run kept as a sample, as sent and as answered (docs/cli.md).
import { logText, plainText } from '../report/escape.js';
import type { FailedSample, RunResults } from '../results/types.js';

/**
 * Returns the run's failed samples that carry their exchange (`--http-debug`), each scenario's and each step's: the
 * request (`>` lines) and the response (`<` lines, then its body's start), as k6's `--http-debug` prints them; the
 * results are masked already, and every line goes through logText. Empty when no request failed.
 */
export function httpDebugText(results: RunResults): string {
  const blocks: string[] = [];
  for (const scenario of results.scenarios)
    for (const part of [scenario, ...(scenario.steps ?? [])]) {
      const name = part === scenario ? scenario.name : `${scenario.name} › ${part.name}`;
      for (const sample of part.samples ?? []) if (sample.exchange) blocks.push(block(name, sample));
    }
  if (blocks.length === 0) return '';
  return logText(`\nHTTP debug: the failed requests kept as samples\n${blocks.join('\n')}`);
}

function block(name: string, sample: FailedSample): string {
  const { request, response } = sample.exchange!;
  const quoted = (mark: string, text: string) =>
    text.split('\n').map((line) => (line === '' ? mark : `${mark} ${line}`));
  const lines = [
    `${plainText(name)}: ${sample.status === 0 ? 'no response' : sample.status} (${sample.category})`,
    ...quoted('>', request),
    ...quoted('<', response),
  ];
  if (sample.body !== '') lines.push('<', ...quoted('<', sample.body));
  if (sample.reason !== undefined) lines.push(`  ${sample.reason}`);
  return `${lines.join('\n')}\n`;
}
