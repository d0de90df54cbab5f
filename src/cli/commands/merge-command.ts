// `loadtool merge`'s flags and help; what it does is in handlers/merge-handler.ts, loaded when it runs.
import { Command } from 'commander';
import { ExitCode } from '../../exit-codes.js';
import { CommandExit, DEFAULT_LOAD_TEST, DEFAULT_OUT_DIR } from '../command-plumbing.js';
import type { CliIo } from '../io.js';
import type { MergeFlags } from '../handlers/merge-handler.js';

/** `loadtool merge`: the shards of a sharded run merged into one; returns the command, whose exit code is run's. */
export function mergeCommand(io: CliIo): Command {
  return new Command('merge')
    .description(
      'Merge the results of a sharded run (--shard i/n on several machines) into one, exactly: counters and histograms added, rates and users summed, timelines aligned by wall-clock second; every threshold judged on the whole and the whole triaged, then results.json, summary.md and junit.xml written as by run. No load is sent and no loadtool.yaml is needed.',
    )
    .argument(
      '<paths...>',
      "the shards' results.json files, or folders: every file named results.json under a folder, at any depth; or s3://bucket/prefix/, where the shards uploaded theirs with --out-url (credentials from AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY)",
    )
    .option('--out <dir>', 'where to write the merged results.json, summary.md and junit.xml', DEFAULT_OUT_DIR)
    .option(
      '--out-url <url>',
      'after writing the merged reports, upload them to s3://bucket/prefix/ or results.json to a presigned URL, as run --out-url does',
    )
    .option('--loadtest <file>', 'the load test the reports point back to, for line references', DEFAULT_LOAD_TEST)
    .addHelpText(
      'after',
      '\nEvery shard 1 … n of one load test must be given exactly once: a missing, repeated or foreign shard (another load test or shard count), or a file that is not the results of a shard, is refused with exit code 2 and named. A results.json already in --out is not read again.\n\nExit codes: 0 passed, 1 a threshold was breached on the whole, 2 bad input, 3 a scenario could not run on a shard, 130 a shard was cancelled.\n\nExamples:\n  loadtool merge shards/\n  loadtool merge shard-1/results.json shard-2/results.json --out qa-reports/perf\n  loadtool merge s3://perf-results/nightly/ --out qa-reports/perf',
    )
    .action(async (paths: string[], flags: MergeFlags) => {
      // Loaded when the command runs, so that `loadtool --help` and the other commands do without the stages.
      const { merge } = await import('../handlers/merge-handler.js');
      const code = await merge(io, paths, flags);
      if (code !== ExitCode.passed) throw new CommandExit(code);
    });
}
