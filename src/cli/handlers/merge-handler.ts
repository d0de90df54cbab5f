// What `loadtool merge` does: the shards' results merged, judged and reported as one run.
import { join } from 'node:path';
import { exitCodeFor } from '../../exit-codes.js';
import { mergeStage } from '../../pipeline/stages/merge-stage.js';
import { renderTerminalTable } from '../../report/terminal-table.js';
import { ReportWriteError, unwrittenOutcome, writeReports } from '../../report/write-reports.js';
import { logText } from '../../report/escape.js';
import { colorOf } from '../command-plumbing.js';
import type { CliIo } from '../io.js';

/** The flags of `loadtool merge`. */
export interface MergeFlags {
  out: string;
  loadtest: string;
}

/** Merges the shards' results, prints the table and writes the reports; returns the exit code of the whole's outcome. */
export async function merge(io: CliIo, paths: string[], flags: MergeFlags): Promise<number> {
  const { results, files: shards } = await mergeStage(paths, [join(flags.out, 'results.json')]);
  io.stdout.write(`Merged ${shards.length} shards: ${shards.join(', ')}\n`);
  // The table first: a folder that cannot be written loses the files, never the verdict.
  io.stdout.write(`\n${renderTerminalTable(results, { color: colorOf(io) })}\n`);
  try {
    const files = await writeReports(results, flags.out, flags.loadtest);
    io.stdout.write(`Results: ${files.results}, ${files.summary}, ${files.junit}, ${files.html}\n`);
  } catch (error) {
    if (!(error instanceof ReportWriteError)) throw error;
    io.stderr.write(`loadtool merge: error: ${logText(error.message)}\n`);
    return exitCodeFor(unwrittenOutcome(results.outcome));
  }
  return exitCodeFor(results.outcome);
}
