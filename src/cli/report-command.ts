import { readFile } from 'node:fs/promises';
import { Command, Option } from 'commander';
import type { RunResults } from '../results/types.js';
import { InputError } from '../errors.js';
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
          json: () => `${JSON.stringify(results, null, 2)}\n`,
          text: () => renderTerminalTable(results),
        }[flags.format](),
      );
    });
}

async function readResults(file: string): Promise<RunResults> {
  const problem = (message: string) => new InputError(file, [{ path: '', message }]);
  const text = await readFile(file, 'utf8').catch(() => {
    throw problem('cannot be read: pass the path of a results.json written by `loadtool run` or `loadtool gate`');
  });
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw problem(`is not JSON (${(error as Error).message})`);
  }
  const results = value as Partial<RunResults> | null;
  if (results?.version !== 1 || !Array.isArray(results.scenarios))
    throw problem('is not a results.json of version 1: it needs "version": 1 and a "scenarios" list');
  return results as RunResults;
}
