// `loadtool report`'s flags and help; what it does is in handlers/report-handler.ts, loaded when it runs.
import { Command, Option } from 'commander';
import type { CliIo } from '../io.js';
import { DEFAULT_LOAD_TEST } from '../command-plumbing.js';
import type { ReportFlags } from '../handlers/report-handler.js';

/**
 * `loadtool report`: renders a results.json again, as markdown, JUnit XML, JSON, HTML or the terminal table, or exports
 * it as metrics text (OpenMetrics, Prometheus) or in k6's summary shapes.
 */
export function reportCommand(io: CliIo): Command {
  return new Command('report')
    .description(
      'Render a results.json as the job summary (markdown), JUnit XML, JSON, the HTML report with charts or the terminal table; export it as OpenMetrics or Prometheus text (Pushgateway, trackers) or as k6s summary JSON.',
    )
    .argument('<results>', 'the results.json written by run or gate')
    .addOption(
      new Option('--format <format>', 'what to write (to standard output unless --out names a file)')
        .choices([
          'markdown',
          'junit',
          'json',
          'html',
          'text',
          'openmetrics',
          'prometheus',
          'k6-summary',
          'k6-summary-export',
        ])
        .default('text'),
    )
    .option('--out <file>', 'write the report into this file (whole or not at all) instead of standard output')
    .option('--loadtest <file>', 'the load test the results point back to, for line references', DEFAULT_LOAD_TEST)
    .addHelpText(
      'after',
      '\nExamples:\n  loadtool report qa-reports/perf/results.json\n  loadtool report qa-reports/perf/results.json --format junit > junit.xml\n  loadtool report qa-reports/perf/results.json --format html --out report.html\n  loadtool report qa-reports/perf/results.json --format prometheus | curl --data-binary @- http://pushgateway:9091/metrics/job/loadtool\n  loadtool report qa-reports/perf/results.json --format k6-summary --out summary.json',
    )
    .action(async (file: string, flags: ReportFlags) => {
      // Loaded when the command runs, so that `loadtool --help` and the other commands do without the renderers.
      const { report } = await import('../handlers/report-handler.js');
      await report(io, file, flags);
    });
}
