import { readResults } from '../results/read-results.js';
import { serializeResults } from '../results/write-results.js';
import { renderJUnit } from '../report/junit.js';
import { renderSummary } from '../report/markdown.js';
import { renderTerminalTable } from '../report/terminal-table.js';
import type { CliIo } from './io.js';

/** The flags of `loadtool report`. */
export interface ReportFlags {
  format: 'markdown' | 'junit' | 'json' | 'text';
  loadtest: string;
}

/** Runs `loadtool report`: writes a results.json rendered in the format asked for to standard output. */
export async function report(io: CliIo, file: string, flags: ReportFlags): Promise<void> {
  const results = await readResults(file);
  const options = { loadTestFile: flags.loadtest };
  io.stdout.write(
    {
      markdown: () => renderSummary(results, options),
      junit: () => renderJUnit(results, options),
      json: () => serializeResults(results),
      text: () => renderTerminalTable(results),
    }[flags.format](),
  );
}
