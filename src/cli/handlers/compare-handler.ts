// What `loadtool compare` does: two results files read, compared and judged, the verdict as the exit code.
import { compareRun } from '../../compare/compare-run.js';
import { exitCodeFor } from '../../exit-codes.js';
import { readResults } from '../../results/read-results.js';
import { serializeResults } from '../../results/write-results.js';
import { triageResults } from '../../triage/triage.js';
import { judgeWithComparisons } from '../../verdict/regression-verdict.js';
import { compareMarkdown, compareText, type CompareReport } from '../compare-format.js';
import type { CliIo } from '../io.js';

/** The flags of `loadtool compare`. */
export interface CompareFlags {
  format: 'text' | 'markdown' | 'json';
  failOnInconclusive?: boolean;
}

/** Runs `loadtool compare`: writes the comparison of two results files; returns the exit code of its verdict. */
export async function compare(io: CliIo, baseFile: string, headFile: string, flags: CompareFlags): Promise<number> {
  const base = await readResults(baseFile);
  const head = await readResults(headFile);
  // The two sides of one same-job run (baseline-results.json, results.json) shared one machine and its moments.
  const sameJob = head.baseline?.kind === 'same-job' && head.baseline.startedAt === base.startedAt;
  const compared = compareRun(base, head, { acrossTime: !sameJob });
  const comparisons = compared.scenarios;
  const info = { kind: 'file', source: baseFile, startedAt: base.startedAt } as const;
  const judged = judgeWithComparisons(head, compared, info);
  const results = triageResults(judged);
  const defaulted = head.scenarios
    .filter(({ name, tolerances }) => comparisons.has(name) && !tolerances?.length)
    .map(({ name }) => name);
  const report: CompareReport = { results, base, baseFile, headFile, defaulted };
  io.stdout.write(
    { text: () => compareText(report), markdown: () => compareMarkdown(report), json: () => serializeResults(results) }[
      flags.format
    ](),
  );
  return exitCodeFor(results.outcome, { failOnInconclusive: flags.failOnInconclusive });
}
