// What `loadtool merge` does: the shards' results merged, judged and reported as one run.
import { join } from 'node:path';
import { ExitCode, exitCodeFor } from '../../exit-codes.js';
import { mergeStage } from '../../pipeline/stages/merge-stage.js';
import { renderTerminalTable } from '../../report/terminal-table.js';
import { ReportWriteError, unwrittenOutcome, writeReports } from '../../report/write-reports.js';
import { logText } from '../../report/escape.js';
import { colorOf } from '../command-plumbing.js';
import type { CliIo } from '../io.js';
import { outUrlOf, uploadWritten } from '../upload-written.js';
import type { OutTarget } from '../../upload/out-url.js';

/** The flags of `loadtool merge`. */
export interface MergeFlags {
  out: string;
  loadtest: string;
  outUrl?: string;
}

/** Merges the shards' results, prints the table and writes the reports; returns the exit code of the whole's outcome. */
export async function merge(io: CliIo, paths: string[], flags: MergeFlags): Promise<number> {
  const { target: outTarget, problems } = outUrlOf(flags.outUrl, io.env);
  // Each path as a bucket to read from (s3://bucket/prefix/), or undefined for a local file or folder.
  const buckets = paths.map((path) => {
    if (!/^s3:\/\//i.test(path)) return undefined;
    const bucket = outUrlOf(path, io.env, 'the path');
    problems.push(...bucket.problems);
    return bucket.target;
  });
  if (problems.length > 0) {
    for (const problem of problems) io.stderr.write(`loadtool merge: ${problem}\n`);
    return ExitCode.badInput;
  }
  // s3://bucket/prefix/: the shards' results.json downloaded into --out/shards/, then merged as local files.
  const local = await localPaths(paths, buckets, flags.out);
  const { results, files: shards } = await mergeStage(local, [join(flags.out, 'results.json')]);
  io.stdout.write(`Merged ${shards.length} shards: ${shards.join(', ')}\n`);
  // The table first: a folder that cannot be written loses the files, never the verdict.
  io.stdout.write(`\n${renderTerminalTable(results, { color: colorOf(io) })}\n`);
  try {
    const files = await writeReports(results, flags.out, flags.loadtest);
    io.stdout.write(`Results: ${files.results}, ${files.summary}, ${files.junit}, ${files.html}\n`);
    if (outTarget && !(await uploadWritten(io, 'merge', outTarget, files, undefined, flags.out)))
      return exitCodeFor(unwrittenOutcome(results.outcome));
  } catch (error) {
    if (!(error instanceof ReportWriteError)) throw error;
    io.stderr.write(`loadtool merge: error: ${logText(error.message)}\n`);
    return exitCodeFor(unwrittenOutcome(results.outcome));
  }
  return exitCodeFor(results.outcome);
}

/** Returns the paths with each bucket's (`buckets[i]`) replaced by the results.json files downloaded from it. */
async function localPaths(
  paths: string[],
  buckets: ReadonlyArray<OutTarget | undefined>,
  out: string,
): Promise<string[]> {
  const local: string[] = [];
  for (const [index, path] of paths.entries()) {
    const target = buckets[index];
    if (target?.kind !== 's3') {
      local.push(path);
      continue;
    }
    const { downloadResults } = await import('../../upload/s3-download.js');
    local.push(...(await downloadResults(target, join(out, 'shards', target.bucket, target.prefix))));
  }
  return local;
}
