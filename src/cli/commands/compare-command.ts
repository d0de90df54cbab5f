// `loadtool compare`'s flags and help; what it does is in handlers/compare-handler.ts, loaded when it runs.
import { Command, Option } from 'commander';
import { ExitCode } from '../../exit-codes.js';
import { FAIL_ON_INCONCLUSIVE_OPTION } from '../baseline-options.js';
import { CommandExit } from '../command-plumbing.js';
import type { CompareFlags } from '../handlers/compare-handler.js';
import type { CliIo } from '../io.js';

/** `loadtool compare`: the comparison of two results files; returns the command, whose exit code follows the verdict. */
export function compareCommand(io: CliIo): Command {
  return new Command('compare')
    .description(
      "Compare two results.json files scenario by scenario (the same statistics as run --baseline): each metric's change with its 95% confidence interval from the rounds, judged against the head's regression tolerances (p95 10% and errorRate 1pp when it kept none): regressed, unchanged or inconclusive.",
    )
    .argument('<base>', "the baseline's results.json (e.g. the base branch's)")
    .argument('<head>', 'the results.json to judge against it (e.g. the pull request’s)')
    .addOption(
      new Option(
        '--format <format>',
        'what to write to standard output; json: the head judged again, with its comparisons',
      )
        .choices(['text', 'markdown', 'json'])
        .default('text'),
    )
    .option(...FAIL_ON_INCONCLUSIVE_OPTION)
    .addHelpText(
      'after',
      '\nExit codes: 0 unchanged (or inconclusive), 1 a metric regressed or a threshold of the head was breached (or inconclusive with --fail-on-inconclusive), 2 a file is missing or not a results.json.\n\nExamples:\n  loadtool compare base/results.json qa-reports/perf/results.json\n  loadtool compare base.json head.json --format markdown >> "$GITHUB_STEP_SUMMARY"',
    )
    .action(async (baseFile: string, headFile: string, flags: CompareFlags) => {
      // Loaded when the command runs, so that `loadtool --help` and the other commands do without the statistics.
      const { compare } = await import('../handlers/compare-handler.js');
      const code = await compare(io, baseFile, headFile, flags);
      if (code !== ExitCode.passed) throw new CommandExit(code);
    });
}
