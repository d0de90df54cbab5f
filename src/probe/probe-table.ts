// The probe's findings as the generate command prints them: one line per scenario, what it found and why.
import type { ProbeReport } from './probe.js';

/** The widest a name or an endpoint is shown in the table; longer ones end with `…`. */
const MAX_CELL = 48;

/**
 * Returns the lines that report the probe: why it did not run, or a summary line and a table of each scenario's
 * finding (ready / no data / refused / server error / null answer / not found / rejected / not probed), its name,
 * endpoint and what was seen. The details are masked already (src/probe/probe.ts).
 */
export function probeTable(report: ProbeReport): string[] {
  if (!report.ran) {
    const why = report.reason === '--no-probe' ? ' (--no-probe)' : `: ${report.reason}`;
    return [`no probe${why}: the scenarios are written as generated, their values not tried against the server`];
  }
  const { findings } = report;
  const count = (test: (kind: string) => boolean) => findings.filter(({ kind }) => test(kind)).length;
  const ready = count((kind) => kind === 'ready');
  const skipped = count((kind) => kind !== 'ready' && kind !== 'not probed');
  const untried = count((kind) => kind === 'not probed');
  const summary = `Probed ${report.baseUrl} with ${report.requests} request${report.requests === 1 ? '' : 's'}: ${ready} ready, ${skipped} not working${untried > 0 ? `, ${untried} not probed` : ''}`;
  const rows = findings.map(({ kind, scenario, endpoint, detail }) => [kind, scenario, endpoint, detail]);
  const widths = [0, 1, 2].map((column) => Math.min(MAX_CELL, Math.max(...rows.map((row) => row[column]!.length))));
  const cell = (text: string, width: number) =>
    (text.length > width ? `${text.slice(0, width - 1)}…` : text).padEnd(width);
  const lines = rows.map((row) =>
    `  ${row
      .slice(0, 3)
      .map((text, column) => cell(text, widths[column]!))
      .join('  ')}  ${row[3]!}`.trimEnd(),
  );
  return [summary, ...lines];
}
