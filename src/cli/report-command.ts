import { Command, Option } from 'commander';
import { readResults } from '../results/read-results.js';
import { serializeResults } from '../results/write-results.js';
import { renderJUnit } from '../report/junit.js';
import { renderSummary } from '../report/markdown.js';
import { renderTerminalTable } from '../report/terminal-table.js';
import type { CliIo } from './io.js';
import { DEFAULT_LOAD_TEST } from './command-plumbing.js';

interface ReportFlags {
  format: 'markdown' | 'junit' | 'json' | 'text';
  loadtest: string;
}

/** `loadtool report`: renders a results.json again, as markdown, JUnit XML, JSON or the terminal table. */
export function reportCommand(io: CliIo): Command {
  return new Command('report')
    .description('Render a results.json as the job summary (markdown), JUnit XML, JSON or the terminal table.')
    .argument('<results>', 'the results.json written by run or gate')
    .addOption(
      new Option('--format <format>', 'what to write to standard output')
        .choices(['markdown', 'junit', 'json', 'text'])
        .default('text'),
    )
    .option('--loadtest <file>', 'the load test the results point back to, for line references', DEFAULT_LOAD_TEST)
    .addHelpText(
      'after',
      '\nExamples:\n  loadtool report qa-reports/perf/results.json\n  loadtool report qa-reports/perf/results.json --format junit > junit.xml',
    )
    .action(async (file: string, flags: ReportFlags) => {
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
    });
}
