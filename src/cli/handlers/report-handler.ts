// What `loadtool report` does: a results.json rendered again in the format asked for.
import { dirname } from 'node:path';
import { readResults } from '../../results/read-results.js';
import { serializeResults } from '../../results/write-results.js';
import { renderHtmlReport } from '../../report/html/render-html.js';
import { renderJUnit } from '../../report/junit.js';
import { renderSummary } from '../../report/markdown.js';
import { logText } from '../../report/escape.js';
import { renderTerminalTable } from '../../report/terminal-table.js';
import { ReportWriteError, writeWhole } from '../../report/write-reports.js';
import { renderMetricsText, type MetricsTextFormat } from '../../outputs/metrics-text.js';
import { renderK6Summary, renderK6SummaryExport } from '../../outputs/k6-summary.js';
import { ExitCode } from '../../exit-codes.js';
import { CommandExit } from '../command-plumbing.js';
import type { CliIo } from '../io.js';

/** The flags of `loadtool report`. */
export interface ReportFlags {
  format: 'markdown' | 'junit' | 'json' | 'html' | 'text' | MetricsTextFormat | 'k6-summary' | 'k6-summary-export';
  loadtest: string;
  /** The file to write the report into, instead of standard output. */
  out?: string;
}

/**
 * Runs `loadtool report`: renders a results.json in the format asked for, to standard output or, with `--out`, into
 * that file (written whole or not at all, as the run's reports are), saying where.
 */
export async function report(io: CliIo, file: string, flags: ReportFlags): Promise<void> {
  const results = await readResults(file);
  const options = { loadTestFile: flags.loadtest };
  const text = {
    markdown: () => renderSummary(results, options),
    junit: () => renderJUnit(results, options),
    json: () => serializeResults(results),
    html: () => renderHtmlReport(results, flags.loadtest),
    text: () => renderTerminalTable(results),
    openmetrics: () => renderMetricsText(results, 'openmetrics'),
    prometheus: () => renderMetricsText(results, 'prometheus'),
    'k6-summary': () => renderK6Summary(results),
    'k6-summary-export': () => renderK6SummaryExport(results),
  }[flags.format]();
  if (flags.out === undefined) {
    io.stdout.write(text);
    return;
  }
  try {
    await writeWhole(dirname(flags.out), [[flags.out, text]]);
  } catch (error) {
    if (!(error instanceof ReportWriteError)) throw error;
    io.stderr.write(`loadtool report: error: ${logText(error.message)}\n`);
    throw new CommandExit(ExitCode.cannotRun);
  }
  io.stdout.write(`Report: ${logText(flags.out)}\n`);
}
